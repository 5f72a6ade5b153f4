// The two-factor modals of the account page (/account?dialog=two-factor-setup and
// ?dialog=two-factor-disable), on the one Modal: set-up (a QR code drawn on the server, the secret
// as text, a code to confirm, then the ten recovery codes shown once) and turning it off (the
// password and a code). Their forms post to /account; /account/two-factor is the page fallback.
import { AppLink } from "~/components/AppLink";
import { Form, useNavigation } from "@remix-run/react";
import { Field, FormMessage, useFocusFirstError } from "~/components/auth/fields";
import { Modal } from "~/components/Modal";
import { TWO_FACTOR_TEXTS as T } from "~/engine/accountSecurity";

type TwoFactorSetup = { secret: string; qr: string } | null;
type Errors = { errorText?: string; errors?: Record<string, string> } | undefined;

/** The ten recovery codes, in the confirmation's answer only (the database keeps hashes). */
export function RecoveryCodesModal({ codes, closeTo }: { codes: string[]; closeTo: string }) {
  return (
    <Modal title="Save your recovery codes" closeTo={closeTo} closeLabel="Close the recovery codes dialog">
      <p className="form-note" role="status">
        {T.enabled}
      </p>
      <p>If you lose your phone, each of these codes lets you log in once. They are shown only now.</p>
      <ol className="recovery-codes" aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ol>
      <div className="modal-actions">
        <AppLink className="button" to={closeTo}>
          I have saved my recovery codes
        </AppLink>
      </div>
    </Modal>
  );
}

/** `impersonating`: staff acting as the learner see neither the key nor the QR code (and cannot start a set-up). */
export function TwoFactorSetupModal({
  appOn,
  setup,
  closeTo,
  startError,
  confirm,
  impersonating,
}: {
  appOn: boolean;
  setup: TwoFactorSetup;
  closeTo: string;
  startError?: string;
  confirm: Errors;
  impersonating?: boolean;
}) {
  const busy = useNavigation().state !== "idle";
  const ref = useFocusFirstError(confirm);
  return (
    <Modal title="Set up two-factor authentication" closeTo={closeTo} closeLabel="Close the two-factor set-up dialog">
      {appOn ? (
        <>
          <p>{T.alreadyEnabled}</p>
          <div className="modal-actions">
            <AppLink className="button button-ghost" to={closeTo}>
              Back to your account
            </AppLink>
          </div>
        </>
      ) : impersonating ? (
        <p className="notice" role="status">
          {T.setupHiddenWhileImpersonating}
        </p>
      ) : setup ? (
        <>
          <ol className="setup-steps">
            <li>Open an authenticator app (Google Authenticator, 1Password, Authy, …) and scan this QR code.</li>
            <li>Or type this key into the app:</li>
          </ol>
          <img className="totp-qr" src={setup.qr} width={200} height={200} alt="QR code to add Codelift to your authenticator app" />
          <p>
            Setup key:{" "}
            <code className="totp-secret" data-testid="totp-secret">
              {setup.secret}
            </code>
          </p>
          <Form method="post" noValidate ref={ref}>
            <FormMessage error={confirm?.errors?.totp ? undefined : confirm?.errorText} />
            <input type="hidden" name="intent" value="two-factor-confirm" />
            <Field
              id="f-setup-totp"
              name="totp"
              label="Code from your app"
              autoComplete="one-time-code"
              inputMode="numeric"
              error={confirm?.errors?.totp}
            />
            <button type="submit" className="button" disabled={busy}>
              Confirm and turn on
            </button>
          </Form>
        </>
      ) : (
        <Form method="post">
          <FormMessage error={startError ?? confirm?.errorText} />
          <p>A second step at every login: the 6-digit code of an authenticator app on your phone.</p>
          <input type="hidden" name="intent" value="two-factor-start" />
          <button type="submit" className="button">
            Show the QR code
          </button>
        </Form>
      )}
    </Modal>
  );
}

export function TwoFactorDisableModal({ appOn, closeTo, result }: { appOn: boolean; closeTo: string; result: Errors }) {
  const busy = useNavigation().state !== "idle";
  const fieldErrors = result?.errors && Object.keys(result.errors).some((k) => k === "password" || k === "totp");
  const ref = useFocusFirstError(result);
  return (
    <Modal title="Turn off two-factor authentication?" closeTo={closeTo} closeLabel="Close the two-factor dialog" alert>
      {appOn ? (
        <Form method="post" noValidate ref={ref}>
          <p>Logging in will ask only for your password. Enter it and a code from your app (or a recovery code).</p>
          <FormMessage error={fieldErrors ? undefined : result?.errorText} />
          <input type="hidden" name="intent" value="two-factor-disable" />
          <Field
            id="f-disable-password"
            name="password"
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={result?.errors?.password}
          />
          <Field
            id="f-disable-totp"
            name="totp"
            label="Code from your app or a recovery code"
            autoComplete="one-time-code"
            error={result?.errors?.totp}
          />
          <div className="modal-actions">
            <AppLink className="button button-ghost" to={closeTo}>
              Keep it on
            </AppLink>
            <button type="submit" className="button button-danger" disabled={busy}>
              Turn off two-factor
            </button>
          </div>
        </Form>
      ) : (
        <>
          <p>{T.notEnabled}</p>
          <div className="modal-actions">
            <AppLink className="button button-ghost" to={closeTo}>
              Back to your account
            </AppLink>
          </div>
        </>
      )}
    </Modal>
  );
}
