import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { LoginForm } from "~/components/auth/LoginForm";
import { TwoFactorStep, type TwoFactorStepData } from "~/components/auth/TwoFactorStep";
import { SsoLoginForm, type SsoChoice } from "~/components/auth/SsoLoginForm";
import { logInFromForm } from "~/utils/authForms.server";
import { ssoForEmail } from "~/services/sso.server";
import { readPendingSecondStep } from "~/services/twoFactor.server";
import { MESSAGES } from "~/engine/messages";
import { endSession, requireAnonymous } from "~/utils/auth.server";
import { hadStaleSession } from "~/utils/session.server";
import { keepRetryAfter, safeRedirect } from "~/utils/http.server";
import { pageMeta } from "~/components/catalog/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAnonymous(request);
  const ru = safeRedirect(new URL(request.url).searchParams.get("ru") ?? "/learn/home");
  // ?sso=<email>: the no-JavaScript answer of "Continue with SSO" shows the organization's link.
  const ssoEmail = new URL(request.url).searchParams.get("sso");
  const answer = ssoEmail ? await ssoForEmail(ssoEmail, ru) : null;
  const sso: SsoChoice = answer?.sso ? { organization: answer.organization, url: answer.url, email: ssoEmail!.trim().toLowerCase() } : null;
  // A cookie whose session has ended (idle limit, revoked): say so once, and drop the cookie.
  const expired = await hadStaleSession(request);
  const headers = new Headers();
  if (expired) headers.append("Set-Cookie", await endSession(request));
  // The second step a reset link or single sign-on left owing (a two-factor account).
  const pending = await readPendingSecondStep(request.headers.get("Cookie"));
  if (pending.clear) headers.append("Set-Cookie", pending.clear);
  const step: TwoFactorStepData | null = pending.step ? { step: "two-factor", ...pending.step } : null;
  return json({ ru, sso, expired, step }, { headers });
}

/** The same action as the home page's login modal (app/utils/authForms.server.ts). */
export async function action({ request, context }: ActionFunctionArgs) {
  return logInFromForm(request, context);
}

export default function LoginPage() {
  const { ru, sso, expired, step } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const data = answer ?? step ?? undefined;
  return (
    <section className="card auth-card" aria-labelledby="login-title">
      <h1 id="login-title">Log in to Codelift</h1>
      {expired ? (
        <p className="notice" role="status">
          {MESSAGES.sessionExpired} Log in again to continue.
        </p>
      ) : null}
      <p className="muted">Pick up where you left off.</p>
      {data && "step" in data ? (
        <TwoFactorStep data={data} />
      ) : (
        <>
          <LoginForm ru={ru} data={data} autoFocus />
          <h2 className="auth-divider">Or use your organization's single sign-on</h2>
          <SsoLoginForm ru={ru} choice={sso} />
        </>
      )}
    </section>
  );
}

export const meta: MetaFunction = (args) =>
  pageMeta({ title: "Log in", description: "Log in to Codelift to continue your courses, learning paths and interview preparation." }, args);
/** A refused attempt (429) keeps its Retry-After; the two-factor step carries a one-time challenge: never stored by a cache. */
export const headers = keepRetryAfter;
