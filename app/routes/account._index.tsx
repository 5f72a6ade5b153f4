// /account: the learner's account. Name (the name rule of docs/product/accounts.md#account-settings), e-mail (changed when the link
// mailed to the new address is opened), password (the current one required; every other session
// ends), two-factor (set up and turned off in modals; /account/two-factor is the full page),
// active sessions (log one or all others out), and deleting the account. The modals are states of
// the page (?dialog=change-password, two-factor-setup, two-factor-disable, delete-account; the
// older ?confirm=delete still opens the deletion), GETs that only render, on the one Modal: they
// work without JavaScript, and a refused form comes back inside its modal. Every action is a form
// post back here.
import { AppLink } from "~/components/AppLink";
import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field, FormMessage, useFocusFirstError } from "~/components/auth/fields";
import { RecoveryCodesModal, TwoFactorDisableModal, TwoFactorSetupModal } from "~/components/account/TwoFactorModals";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { Modal } from "~/components/Modal";
import { ACCOUNT_PAGE_TEXTS, TWO_FACTOR_TEXTS } from "~/engine/accountSecurity";
import { accountFormSchema as formSchema } from "~/forms/accountSecurity.server";
import { formatFullDate } from "~/engine/dates";
import { dialogUrl } from "~/engine/routing";
import { planName } from "~/engine/plans";
import { listSessions, revokeOtherSessions, revokeSession, setFullName } from "~/models/account.server";
import { activeSubscription } from "~/models/subscription.server";
import { changeOwnPassword, deleteAccount, passwordMatches, requestEmailChange } from "~/services/accountSettings.server";
import { confirmTotpSetup, disableTotpWithProof, pendingSetupView, startTotpSetup } from "~/services/twoFactor.server";
import { endSession, isImpersonating, refuseWhileImpersonating, requireUser } from "~/utils/auth.server";
import { parseForm, retryAfterHeaders } from "~/utils/http.server";
import { getSession } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

const HERE = "/account";
const T = ACCOUNT_PAGE_TEXTS;
const NO_STORE = { "Cache-Control": "private, no-store" };

/** The modals of the page, by the value of ?dialog=. */
const DIALOGS = ["change-password", "two-factor-setup", "two-factor-disable", "delete-account"] as const;
type Dialog = (typeof DIALOGS)[number];
const dialogHref = (d: Dialog) => dialogUrl({ pathname: HERE }, d);
function dialogOf(search: URLSearchParams): Dialog | null {
  const d = search.get("dialog");
  if ((DIALOGS as readonly string[]).includes(d ?? "")) return d as Dialog;
  return search.get("confirm") === "delete" ? "delete-account" : null;
}
/** The modal a posted form belongs to: a refused form comes back inside it. */
const DIALOG_OF_FORM: Record<string, Dialog> = {
  password: "change-password",
  "two-factor-start": "two-factor-setup",
  "two-factor-confirm": "two-factor-setup",
  "two-factor-disable": "two-factor-disable",
  delete: "delete-account",
};

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const session = await getSession(request);
  const plan = await activeSubscription(user.id);
  const dialog = dialogOf(new URL(request.url).searchParams);
  // The set-up modal shows the pending secret (a POST started it) as a QR code and as text, never
  // to staff impersonating the learner.
  const impersonating = await isImpersonating(request);
  return json(
    {
      fullName: user.fullName,
      email: user.email,
      verified: user.verified,
      twoFactor: { app: !!user.totpSecret, email: user.twoFactorEmail },
      sessions: (await listSessions(user.id, session.id)).map((s) => ({ ...s, since: formatFullDate(s.createdAt) })),
      plan: plan ? { code: plan.planCode, autoRenew: plan.autoRenew } : null,
      dialog,
      setup: dialog === "two-factor-setup" ? await pendingSetupView(user, impersonating) : null,
      impersonating,
    },
    { headers: NO_STORE },
  );
}

type ActionData = { form: string; errorText?: string; errors?: Record<string, string>; values?: Record<string, string>; recoveryCodes?: string[] };

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const parsed = await parseForm(request, formSchema);
  const form = typeof parsed.raw.intent === "string" ? parsed.raw.intent : "";
  const keep = (k: string) => (typeof parsed.raw[k] === "string" ? (parsed.raw[k] as string) : "");
  const values = { full_name: keep("full_name"), new_email: keep("new_email") };
  if (!parsed.ok) return json<ActionData>({ form, errors: parsed.errors, values }, { status: 400, headers: NO_STORE });
  const d = parsed.data;
  // Staff acting as a learner change nothing of the account's security or existence.
  if (d.intent !== "name") await refuseWhileImpersonating(request);
  const fail = (f: { status: number; errorText?: string; errors?: Record<string, string>; retryAfterMs?: number }) =>
    json<ActionData>(
      { form, errorText: f.errors ? undefined : f.errorText, errors: f.errors, values },
      { status: f.status, headers: { ...NO_STORE, ...(retryAfterHeaders(f.retryAfterMs) ?? {}) } },
    );
  const session = await getSession(request);
  switch (d.intent) {
    case "name":
      await setFullName(user.id, d.full_name);
      return redirectWithToast(HERE, { status: "SUCCESS", text: T.nameChanged });
    case "email": {
      const r = await requestEmailChange(user, d.new_email, d.password);
      return r.ok ? redirectWithToast(HERE, { status: "SUCCESS", text: r.message }) : fail(r);
    }
    case "password": {
      const r = await changeOwnPassword(user, d.current_password, d.new_password, session.id);
      return r.ok ? redirectWithToast(HERE, { status: "SUCCESS", text: T.passwordChanged }) : fail(r);
    }
    case "revoke-session":
      if (!(await revokeSession(user.id, d.session))) return fail({ status: 404, errorText: T.sessionNotFound });
      return redirectWithToast(HERE, { status: "SUCCESS", text: T.sessionRevoked });
    case "revoke-others":
      await revokeOtherSessions(user.id, session.id);
      return redirectWithToast(HERE, { status: "SUCCESS", text: T.otherSessionsRevoked });
    case "two-factor-start": {
      if (user.totpSecret) return fail({ status: 409, errorText: TWO_FACTOR_TEXTS.alreadyEnabled });
      await startTotpSetup(user);
      return redirectWithToast(dialogHref("two-factor-setup"), { status: "INFO", text: TWO_FACTOR_TEXTS.setupStarted });
    }
    case "two-factor-confirm": {
      const r = await confirmTotpSetup(user, d.totp, d.totp_secret);
      if (!r.ok) return fail(r);
      // Shown once, in this answer only: the database keeps hashes.
      return json<ActionData>({ form, recoveryCodes: r.recoveryCodes }, { headers: NO_STORE });
    }
    case "two-factor-disable": {
      const r = await disableTotpWithProof(user, await passwordMatches(user, d.password), d.totp);
      if (!r.ok) return fail(r);
      return redirectWithToast(HERE, { status: "SUCCESS", text: TWO_FACTOR_TEXTS.disabled });
    }
    case "delete": {
      const r = await deleteAccount(user, d.password);
      if (!r.ok) return fail(r);
      const headers = new Headers({ "Set-Cookie": await endSession(request) });
      return redirectWithToast("/", { status: "SUCCESS", text: T.deleted }, { headers });
    }
  }
}

function DeleteForm({ error, errors, answer }: { error?: string; errors?: Record<string, string>; answer?: unknown }) {
  const busy = useNavigation().state !== "idle";
  const ref = useFocusFirstError(answer);
  return (
    <Form method="post" noValidate ref={ref}>
      <FormMessage error={error} />
      <input type="hidden" name="intent" value="delete" />
      <Field id="f-delete-password" name="password" label="Your password" type="password" autoComplete="current-password" error={errors?.password} />
      <Field id="f-delete-confirm" name="confirm" label={T.deleteConfirmLabel} autoComplete="off" error={errors?.confirm} />
      <div className="modal-actions">
        <AppLink className="button button-ghost" to={HERE}>
          Keep my account
        </AppLink>
        <button type="submit" className="button button-danger" disabled={busy}>
          {T.deleteButton}
        </button>
      </div>
    </Form>
  );
}

function ChangePasswordForm({ result }: { result?: { errorText?: string; errors?: Record<string, string> } }) {
  const busy = useNavigation().state !== "idle";
  const ref = useFocusFirstError(result);
  return (
    <Form method="post" noValidate ref={ref}>
      <FormMessage error={result?.errorText} />
      <input type="hidden" name="intent" value="password" />
      <Field
        name="current_password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={result?.errors?.current_password}
      />
      <Field name="new_password" label="New password" type="password" autoComplete="new-password" error={result?.errors?.new_password} />
      <Field
        name="new_password_confirm"
        label="Confirm the new password"
        type="password"
        autoComplete="new-password"
        error={result?.errors?.new_password_confirm}
      />
      <div className="modal-actions">
        <AppLink className="button button-ghost" to={HERE}>
          Cancel
        </AppLink>
        <button type="submit" className="button" disabled={busy}>
          Change password
        </button>
      </div>
    </Form>
  );
}

export default function AccountPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionData | undefined;
  const busy = useNavigation().state !== "idle";
  const err = (form: string, field: string) => (result?.form === form ? result.errors?.[field] : undefined);
  const formError = (form: string) => (result?.form === form ? result.errorText : undefined);
  // The open modal: the one a refused form belongs to, else the one the URL names.
  const dialog: Dialog | null = (result ? DIALOG_OF_FORM[result.form] : undefined) ?? data.dialog;
  const resultOf = (...forms: string[]) => (result && forms.includes(result.form) ? result : undefined);

  return (
    <div className="account-page">
      <h1>Your account</h1>
      <p className="muted">
        Signed in as <strong>{data.email}</strong>
        {data.verified ? null : " (not verified yet)"}. <AppLink to="/account/billing">Billing and plan</AppLink>
      </p>

      <section className="card account-card" aria-labelledby="name-title">
        <h2 id="name-title">Name</h2>
        <Form method="post" action={HERE} noValidate>
          <FormMessage error={formError("name")} />
          <input type="hidden" name="intent" value="name" />
          <Field
            name="full_name"
            label="Full name"
            autoComplete="name"
            defaultValue={result?.form === "name" ? result.values?.full_name : data.fullName}
            error={err("name", "full_name")}
          />
          <button type="submit" className="button" disabled={busy}>
            Save name
          </button>
        </Form>
      </section>

      <section className="card account-card" aria-labelledby="email-title">
        <h2 id="email-title">Email</h2>
        <p className="muted">We send a link to the new address; your email changes when you open it.</p>
        <Form method="post" action={HERE} noValidate>
          <FormMessage error={formError("email")} />
          <input type="hidden" name="intent" value="email" />
          <Field
            name="new_email"
            label="New email"
            type="email"
            autoComplete="email"
            defaultValue={result?.form === "email" ? result.values?.new_email : ""}
            error={err("email", "new_email")}
          />
          <Field
            id="f-email-password"
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            error={err("email", "password")}
          />
          <button type="submit" className="button" disabled={busy}>
            Change email
          </button>
        </Form>
      </section>

      <section className="card account-card" aria-labelledby="password-title">
        <h2 id="password-title">Password</h2>
        <p className="muted">Changing it needs your current password and logs you out on every other device.</p>
        <Link className="button" to={dialogHref("change-password")} preventScrollReset>
          Change password…
        </Link>
      </section>

      <section className="card account-card" aria-labelledby="tfa-title">
        <h2 id="tfa-title">Two-factor authentication</h2>
        <p>
          Authenticator app: <strong>{data.twoFactor.app ? "On" : "Off"}</strong> · Codes by email:{" "}
          <strong>{data.twoFactor.email ? "On" : "Off"}</strong>
        </p>
        <div className="account-actions">
          {data.twoFactor.app ? (
            <Link className="button button-ghost" to={dialogHref("two-factor-disable")} preventScrollReset>
              Turn off two-factor…
            </Link>
          ) : (
            // A POST (it makes a new secret), then the set-up modal shows it. Never disabled while
            // busy: the focus stays on it, so closing the modal gives it back.
            <Form method="post" action={HERE} className="inline-form" preventScrollReset>
              <input type="hidden" name="intent" value="two-factor-start" />
              <button type="submit" className="button">
                Set up an authenticator app
              </button>
            </Form>
          )}
          <AppLink className="button button-ghost" to="/account/two-factor">
            Manage two-factor authentication
          </AppLink>
        </div>
      </section>

      <section className="card account-card" aria-labelledby="sessions-title">
        <h2 id="sessions-title">Where you are logged in</h2>
        <FormMessage error={formError("revoke-session")} />
        <ul className="session-list">
          {data.sessions.map((s) => (
            <li key={s.handle} className="session-row">
              <span>
                <strong>{s.userAgent ? describeAgent(s.userAgent) : "Unknown browser"}</strong>
                <span className="muted"> · since {s.since}</span>
                {s.current ? <span className="badge"> This device</span> : null}
              </span>
              {s.current ? null : (
                <Form method="post" action={HERE} className="inline-form">
                  <input type="hidden" name="intent" value="revoke-session" />
                  <input type="hidden" name="session" value={s.handle} />
                  <button type="submit" className="button button-ghost" disabled={busy} aria-label={`Log out the session since ${s.since}`}>
                    Log out
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        {data.sessions.length > 1 ? (
          <Form method="post" action={HERE}>
            <input type="hidden" name="intent" value="revoke-others" />
            <button type="submit" className="button button-ghost" disabled={busy}>
              Log out everywhere else
            </button>
          </Form>
        ) : null}
      </section>

      <section className="card account-card danger-zone" aria-labelledby="delete-title">
        <h2 id="delete-title">Delete your account</h2>
        {data.plan && data.plan.autoRenew ? <p>Your plan ({planName(data.plan.code)}) is cancelled first: it will not renew.</p> : null}
        <Link to={dialogHref("delete-account")} className="button button-danger" preventScrollReset>
          Delete my account…
        </Link>
      </section>

      {dialog === "change-password" ? (
        <Modal title="Change your password" closeTo={HERE} closeLabel="Close the change password dialog">
          <p className="muted">You stay logged in here; every other device is logged out.</p>
          <ChangePasswordForm result={resultOf("password")} />
        </Modal>
      ) : dialog === "two-factor-setup" ? (
        result?.recoveryCodes ? (
          <RecoveryCodesModal codes={result.recoveryCodes} closeTo={HERE} />
        ) : (
          <TwoFactorSetupModal
            appOn={data.twoFactor.app}
            setup={data.setup}
            impersonating={data.impersonating}
            closeTo={HERE}
            startError={formError("two-factor-start")}
            confirm={resultOf("two-factor-confirm")}
          />
        )
      ) : dialog === "two-factor-disable" ? (
        <TwoFactorDisableModal appOn={data.twoFactor.app} closeTo={HERE} result={resultOf("two-factor-disable")} />
      ) : dialog === "delete-account" ? (
        <Modal title={T.deleteTitle} closeTo={HERE} closeLabel="Close and keep my account" alert description="delete-dialog-text">
          <p id="delete-dialog-text">{T.deleteWarning}</p>
          {data.plan && data.plan.autoRenew ? <p>Your plan ({planName(data.plan.code)}) is cancelled first: it will not renew.</p> : null}
          <DeleteForm error={formError("delete")} errors={resultOf("delete")?.errors} answer={resultOf("delete")} />
        </Modal>
      ) : null}
    </div>
  );
}

/** A short name of the browser and system from a User-Agent. */
function describeAgent(agent: string): string {
  const browser = /Edg\//.test(agent)
    ? "Edge"
    : /Firefox\//.test(agent)
      ? "Firefox"
      : /Chrom(e|ium)\//.test(agent)
        ? "Chrome"
        : /Safari\//.test(agent)
          ? "Safari"
          : /curl|node|undici/i.test(agent)
            ? "Script"
            : "Browser";
  const os = /Windows/.test(agent)
    ? "Windows"
    : /Mac OS X/.test(agent)
      ? "macOS"
      : /Android/.test(agent)
        ? "Android"
        : /iPhone|iPad/.test(agent)
          ? "iOS"
          : /Linux/.test(agent)
            ? "Linux"
            : "";
  return os ? `${browser} on ${os}` : browser;
}

export const headers: HeadersFunction = () => NO_STORE;
export const meta: MetaFunction = () => [{ title: "Your account · Codelift" }, { name: "robots", content: "noindex" }];
export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      links={[
        { to: HERE, label: "Back to your account" },
        { to: "/", label: "Go to the home page" },
      ]}
    />
  );
}
