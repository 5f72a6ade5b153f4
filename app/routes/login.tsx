import { json, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { LoginForm, type LoginActionData } from "~/components/auth/LoginForm";
import { TwoFactorStep, type TwoFactorStepData } from "~/components/auth/TwoFactorStep";
import { TWO_FACTOR_TEXTS } from "~/engine/accountSecurity";
import { getUserById, type User } from "~/models/user.server";
import { answerChallenge, findChallenge, mailChallengeCode, openChallenge, twoFactorRequired, twoFactorVia } from "~/services/twoFactor.server";
import { SsoLoginForm, type SsoChoice } from "~/components/auth/SsoLoginForm";
import { loginSchema, secondStepSchema, sendCodeSchema } from "~/forms/accounts.server";
import { authenticateWithPassword } from "~/services/authenticator.server";
import { migrateCoachContextFromCookie, MIGRATION_TOAST } from "~/services/coach/context.server";
import { honeypotTripped } from "~/services/captcha.server";
import { landingPathAfterLogin } from "~/services/organizations/active.server";
import { ssoForEmail } from "~/services/sso.server";
import { MESSAGES } from "~/engine/messages";
import { endSession, getUser, startSession } from "~/utils/auth.server";
import { hadStaleSession } from "~/utils/session.server";
import { clientIp, parseBody, parseForm, safeRedirect, retryAfterHeaders } from "~/utils/http.server";
import type { z } from "zod";
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
  // The second step is a form of its own (intent two-factor or send-email-code).
  const intent = (await request.clone().formData().catch(() => null))?.get("intent");
  if (intent === "two-factor" || intent === "send-email-code") return secondStep(request, intent);
  const parsed = await parseBody(request, loginSchema);
  const ru = safeRedirect(parsed.raw.ru ?? new URL(request.url).searchParams.get("ru") ?? "/learn/home");
  const email = typeof parsed.raw.email === "string" ? parsed.raw.email : "";
  if (!parsed.ok) return json<LoginActionData>({ errors: parsed.errors, email }, { status: 400 });
  if (honeypotTripped(parsed.raw)) return json<LoginActionData>({ errorText: "Your request could not be processed.", email }, { status: 400 });
  const result = await authenticateWithPassword(request, clientIp(request, context), parsed.data);
  if (!result.ok) return json<LoginActionData>({ errorText: result.errorText, errors: result.errors, email }, { status: result.status, headers: retryAfterHeaders(result.retryAfterMs) });
  if (twoFactorRequired(result.user)) {
    // The password was right; the second step carries a random token, never the password.
    const opened = await openChallenge(result.user, ru);
    return json<TwoFactorStepData>(
      { step: "two-factor", challenge: opened.token, via: opened.via, mailed: opened.mailed, ru, note: opened.mailed ? TWO_FACTOR_TEXTS.emailCodeSent : undefined },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
  return signedIn(request, result.user, ru);
}

async function signedIn(request: Request, user: User, ru: string) {
  const headers = new Headers({ "Set-Cookie": await startSession(request, user.id) });
  // Interview preferences chosen while logged out move to the account now.
  const migration = await migrateCoachContextFromCookie(request, user.id);
  if (migration.setCookie) headers.append("Set-Cookie", migration.setCookie);
  const welcome = `Welcome back, ${user.fullName.split(" ")[0]}!`;
  // No return path of its own (the default /learn/home): an organization user lands where the
  // engine's landingArea sends their role (admins and managers: the admin area).
  const to = ru === "/learn/home" ? await landingPathAfterLogin(user.id) : ru;
  return redirectWithToast(to, { status: "SUCCESS", text: migration.migrated ? MIGRATION_TOAST : welcome }, { headers });
}

/** The second step of a two-factor sign-in: a code for the challenge, or a code mailed again. */
async function secondStep(request: Request, intent: "two-factor" | "send-email-code") {
  const parsed = await parseForm(request, intent === "two-factor" ? secondStepSchema : sendCodeSchema);
  const expired = () => json<LoginActionData>({ errorText: TWO_FACTOR_TEXTS.challengeExpired }, { status: 400 });
  if (!parsed.ok) return expired();
  const challenge = await findChallenge(parsed.data.challenge);
  const user = challenge ? await getUserById(challenge.userId) : undefined;
  if (!challenge || !user || !twoFactorRequired(user)) return expired();
  const ru = safeRedirect(challenge.returnPath ?? "/learn/home", "/learn/home");
  const view = (extra: Partial<TwoFactorStepData>, status = 200) =>
    json<TwoFactorStepData>(
      { step: "two-factor", challenge: parsed.data.challenge, via: twoFactorVia(user), mailed: !!challenge.emailCodeHash, ru, ...extra },
      { status, headers: { "Cache-Control": "no-store", ...(retryAfterHeaders(extra.errorText === TWO_FACTOR_TEXTS.tooManyCodes ? 15 * 60_000 : undefined) ?? {}) } },
    );
  if (intent === "send-email-code") {
    if (!user.twoFactorEmail) return view({ errorText: TWO_FACTOR_TEXTS.codeRequiredApp }, 400);
    await mailChallengeCode(user, challenge);
    return view({ mailed: true, note: TWO_FACTOR_TEXTS.emailCodeSent });
  }
  const outcome = await answerChallenge(challenge, user, (parsed.data as z.infer<typeof secondStepSchema>).code);
  if (!outcome.ok) {
    if (outcome.errorText === TWO_FACTOR_TEXTS.challengeExpired) return expired();
    return view({ errorText: outcome.errorText }, outcome.status);
  }
  return signedIn(request, user, ru);
}

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

export const meta: MetaFunction = (args) => pageMeta({ title: "Log in", description: "Log in to Codelift to continue your courses, learning paths and interview preparation." }, args);
// A refused attempt (429) keeps its Retry-After; the two-factor step carries a one-time challenge: never stored by a cache.
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const out = new Headers();
  for (const name of ["Cache-Control", "Retry-After"]) {
    const value = actionHeaders.get(name);
    if (value) out.set(name, value);
  }
  return out;
};
