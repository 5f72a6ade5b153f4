// /account/two-factor: two-factor sign-in. By app: start (a new secret, shown as a QR code drawn
// on the server and as text), confirm with a code (ten recovery codes, shown once), turn off with
// the password and a code. By e-mail: on or off with the password. Every step is a form post.
import { AppLink } from "~/components/AppLink";
import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field, FormMessage } from "~/components/auth/fields";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { TWO_FACTOR_TEXTS } from "~/engine/accountSecurity";
import { twoFactorFormSchema as formSchema } from "~/forms/accountSecurity.server";
import { passwordMatches } from "~/services/accountSettings.server";
import {
  confirmTotpSetup,
  disableTotpWithProof,
  pendingSetupView,
  setEmailTwoFactor,
  startTotpSetup,
  unusedRecoveryCodeCount,
} from "~/services/twoFactor.server";
import { isImpersonating, refuseWhileImpersonating, requireUser } from "~/utils/auth.server";
import { parseForm, retryAfterHeaders } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

const HERE = "/account/two-factor";
const T = TWO_FACTOR_TEXTS;
const NO_STORE = { "Cache-Control": "private, no-store" };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const impersonating = await isImpersonating(request);
  return json(
    {
      appOn: !!user.totpSecret,
      emailOn: user.twoFactorEmail,
      recoveryLeft: user.totpSecret ? await unusedRecoveryCodeCount(user.id) : 0,
      setup: await pendingSetupView(user, impersonating),
      impersonating,
    },
    { headers: NO_STORE },
  );
}

type ActionData = { errorText?: string; errors?: Record<string, string>; recoveryCodes?: string[]; form?: string };

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  await refuseWhileImpersonating(request);
  const parsed = await parseForm(request, formSchema);
  const form = typeof parsed.raw.intent === "string" ? parsed.raw.intent : undefined;
  if (!parsed.ok)
    return json<ActionData>({ errors: parsed.errors, errorText: Object.values(parsed.errors)[0], form }, { status: 400, headers: NO_STORE });
  const d = parsed.data;
  const fail = (f: { status: number; errorText?: string; errors?: Record<string, string>; retryAfterMs?: number }) =>
    json<ActionData>(
      { errorText: f.errorText, errors: f.errors, form },
      { status: f.status, headers: { ...NO_STORE, ...(retryAfterHeaders(f.retryAfterMs) ?? {}) } },
    );
  switch (d.intent) {
    case "start": {
      if (user.totpSecret) return fail({ status: 409, errorText: T.alreadyEnabled });
      await startTotpSetup(user);
      return redirectWithToast(`${HERE}#setup`, { status: "INFO", text: T.setupStarted });
    }
    case "confirm": {
      const result = await confirmTotpSetup(user, d.totp, d.totp_secret);
      if (!result.ok) return fail(result);
      // Shown once, in this answer only: the database keeps hashes.
      return json<ActionData>({ recoveryCodes: result.recoveryCodes }, { headers: NO_STORE });
    }
    case "disable": {
      const result = await disableTotpWithProof(user, await passwordMatches(user, d.password), d.totp);
      if (!result.ok) return fail(result);
      return redirectWithToast(HERE, { status: "SUCCESS", text: T.disabled });
    }
    case "email-on":
    case "email-off": {
      if (!(await passwordMatches(user, d.password))) return fail({ status: 400, errorText: T.wrongPassword, errors: { password: T.wrongPassword } });
      await setEmailTwoFactor(user.id, d.intent === "email-on");
      return redirectWithToast(HERE, { status: "SUCCESS", text: d.intent === "email-on" ? T.emailEnabled : T.emailDisabled });
    }
  }
}

export default function TwoFactorPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const nav = useNavigation();
  const busy = nav.state !== "idle";
  const err = (field: string, form: string | string[]) =>
    ([] as string[]).concat(form).includes(result?.form ?? "") ? result?.errors?.[field] : undefined;
  const formError = (form: string | string[]) =>
    ([] as string[]).concat(form).includes(result?.form ?? "") && result?.errorText && !Object.keys(result.errors ?? {}).some((k) => k !== "intent")
      ? result.errorText
      : undefined;

  if (result?.recoveryCodes) {
    return (
      <section className="card account-card" aria-labelledby="codes-title">
        <h1 id="codes-title">Save your recovery codes</h1>
        <p className="form-note" role="status">
          {T.enabled}
        </p>
        <p>If you lose your phone, each of these codes lets you log in once. They are shown only now.</p>
        <ol className="recovery-codes" aria-label="Recovery codes">
          {result.recoveryCodes.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ol>
        <p>
          <AppLink className="button" to="/account">
            I have saved my recovery codes
          </AppLink>
        </p>
      </section>
    );
  }

  return (
    <div className="account-page">
      <p className="breadcrumbs">
        <AppLink to="/account">Account</AppLink> › Two-factor authentication
      </p>
      <h1>Two-factor authentication</h1>
      <p className="muted">A second step at every login: a code from an app on your phone, or a code we email you.</p>

      <section className="card account-card" aria-labelledby="app-title" id="setup">
        <h2 id="app-title">Authenticator app {data.appOn ? <span className="badge">On</span> : <span className="badge badge-muted">Off</span>}</h2>
        {data.appOn ? (
          <>
            <p>
              Logging in asks for the 6-digit code of your authenticator app. Recovery codes left: <strong>{data.recoveryLeft}</strong>.
            </p>
            <h3>Turn it off</h3>
            <Form method="post" noValidate>
              <FormMessage error={formError("disable")} />
              <input type="hidden" name="intent" value="disable" />
              <Field
                id="f-disable-password"
                name="password"
                label="Current password"
                type="password"
                autoComplete="current-password"
                error={err("password", "disable")}
              />
              <Field name="totp" label="Code from your app or a recovery code" autoComplete="one-time-code" error={err("totp", "disable")} />
              <button type="submit" className="button button-danger" disabled={busy}>
                Turn off two-factor
              </button>
            </Form>
          </>
        ) : data.impersonating ? (
          <p className="notice" role="status">
            {T.setupHiddenWhileImpersonating}
          </p>
        ) : data.setup ? (
          <>
            <ol className="setup-steps">
              <li>Open an authenticator app (Google Authenticator, 1Password, Authy, …) and scan this QR code.</li>
              <li>Or type this key into the app:</li>
            </ol>
            <img className="totp-qr" src={data.setup.qr} width={200} height={200} alt="QR code to add Codelift to your authenticator app" />
            <p>
              Setup key:{" "}
              <code className="totp-secret" data-testid="totp-secret">
                {data.setup.secret}
              </code>
            </p>
            <Form method="post" noValidate>
              <FormMessage error={formError("confirm")} />
              <input type="hidden" name="intent" value="confirm" />
              <Field name="totp" label="Code from your app" autoComplete="one-time-code" inputMode="numeric" error={err("totp", "confirm")} />
              <button type="submit" className="button" disabled={busy}>
                Confirm and turn on
              </button>
            </Form>
          </>
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="start" />
            {/* a confirmation without a set-up in progress lands here */}
            <FormMessage error={formError(["start", "confirm"]) ?? err("totp", "confirm")} />
            <button type="submit" className="button" disabled={busy}>
              Set up an authenticator app
            </button>
          </Form>
        )}
      </section>

      <section className="card account-card" aria-labelledby="email-title">
        <h2 id="email-title">Codes by email {data.emailOn ? <span className="badge">On</span> : <span className="badge badge-muted">Off</span>}</h2>
        <p>
          {data.emailOn
            ? "Each login asks for a 6-digit code we email you. It is valid for 10 minutes."
            : "Get a 6-digit code by email each time you log in."}
        </p>
        <Form method="post" noValidate>
          <FormMessage error={formError(["email-on", "email-off"])} />
          <input type="hidden" name="intent" value={data.emailOn ? "email-off" : "email-on"} />
          <Field
            id="f-email-password"
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            error={err("password", ["email-on", "email-off"])}
          />
          <button type="submit" className={data.emailOn ? "button button-ghost" : "button"} disabled={busy}>
            {data.emailOn ? "Turn off codes by email" : "Turn on codes by email"}
          </button>
        </Form>
      </section>
    </div>
  );
}

export const headers: HeadersFunction = () => NO_STORE;
export const meta: MetaFunction = () => [{ title: "Two-factor authentication · Codelift" }, { name: "robots", content: "noindex" }];
export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      links={[
        { to: "/account", label: "Back to your account" },
        { to: "/", label: "Go to the home page" },
      ]}
    />
  );
}
