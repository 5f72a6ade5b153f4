import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { LoginForm, type LoginActionData } from "~/components/auth/LoginForm";
import { SsoLoginForm, type SsoChoice } from "~/components/auth/SsoLoginForm";
import { loginSchema } from "~/forms/accounts.server";
import { authenticateWithPassword } from "~/services/authenticator.server";
import { migrateCoachContextFromCookie, MIGRATION_TOAST } from "~/services/coach/context.server";
import { honeypotTripped } from "~/services/captcha.server";
import { landingPathAfterLogin } from "~/services/organizations/active.server";
import { ssoForEmail } from "~/services/sso.server";
import { MESSAGES } from "~/engine/messages";
import { endSession, getUser, startSession } from "~/utils/auth.server";
import { hadStaleSession } from "~/utils/session.server";
import { clientIp, parseBody, safeRedirect, retryAfterHeaders, keepRetryAfter } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { pageMeta } from "~/components/catalog/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const ru = safeRedirect(new URL(request.url).searchParams.get("ru") ?? "/learn/home");
  if (await getUser(request)) throw redirect(ru);
  // ?sso=<email>: the no-JavaScript answer of "Continue with SSO" shows the organization's link.
  const ssoEmail = new URL(request.url).searchParams.get("sso");
  const answer = ssoEmail ? await ssoForEmail(ssoEmail, ru) : null;
  const sso: SsoChoice = answer?.sso ? { organization: answer.organization, url: answer.url, email: ssoEmail!.trim().toLowerCase() } : null;
  // A cookie whose session has ended (idle limit, revoked): say so once, and drop the cookie.
  const expired = await hadStaleSession(request);
  return json({ ru, sso, expired }, expired ? { headers: { "Set-Cookie": await endSession(request) } } : undefined);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await parseBody(request, loginSchema);
  const ru = safeRedirect(parsed.raw.ru ?? new URL(request.url).searchParams.get("ru") ?? "/learn/home");
  const email = typeof parsed.raw.email === "string" ? parsed.raw.email : "";
  if (!parsed.ok) return json<LoginActionData>({ errors: parsed.errors, email }, { status: 400 });
  if (honeypotTripped(parsed.raw)) return json<LoginActionData>({ errorText: "Your request could not be processed.", email }, { status: 400 });
  const result = await authenticateWithPassword(request, clientIp(request, context), parsed.data);
  if (!result.ok) return json<LoginActionData>({ errorText: result.errorText, errors: result.errors, email }, { status: result.status, headers: retryAfterHeaders(result.retryAfterMs) });
  const headers = new Headers({ "Set-Cookie": await startSession(request, result.user.id) });
  // Interview preferences chosen while logged out move to the account now.
  const migration = await migrateCoachContextFromCookie(request, result.user.id);
  if (migration.setCookie) headers.append("Set-Cookie", migration.setCookie);
  const welcome = `Welcome back, ${result.user.fullName.split(" ")[0]}!`;
  // No return path of its own (the default /learn/home): an organization user lands where the
  // engine's landingArea sends their role (admins and managers: the admin area).
  const to = ru === "/learn/home" ? await landingPathAfterLogin(result.user.id) : ru;
  return redirectWithToast(to, { status: "SUCCESS", text: migration.migrated ? MIGRATION_TOAST : welcome }, { headers });
}

/** A refused attempt (429) keeps its Retry-After on the page answer. */
export const headers = keepRetryAfter;

export default function LoginPage() {
  const { ru, sso, expired } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  return (
    <section className="card auth-card" aria-labelledby="login-title">
      <h1 id="login-title">Log in to Codelift</h1>
      {expired ? (
        <p className="notice" role="status">
          {MESSAGES.sessionExpired} Log in again to continue.
        </p>
      ) : null}
      <p className="muted">Pick up where you left off.</p>
      <LoginForm ru={ru} data={data} autoFocus />
      <h2 className="auth-divider">Or use your organization's single sign-on</h2>
      <SsoLoginForm ru={ru} choice={sso} />
    </section>
  );
}

export const meta: MetaFunction = (args) => pageMeta({ title: "Log in", description: "Log in to Codelift to continue your courses, learning paths and interview preparation." }, args);
