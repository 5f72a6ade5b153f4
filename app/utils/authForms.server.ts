// The actions of the login, sign-up and forgot-password forms, shared by their pages (/login,
// /signup, /forgot-password) and by their modals on the home page (/?openLoginModal=true,
// /?openSignupModal=true, /?openRecoverPasswordModal=true): the same validation, texts, rate
// limits, e-mails and two-factor step. Route code kept in one module (a route module is never
// imported): it parses the form, applies the guards, calls one service per intent and answers.
import { json, type AppLoadContext } from "@remix-run/node";
import { TWO_FACTOR_TEXTS } from "~/engine/accountSecurity";
import { getUserById, type User } from "~/models/user.server";
import { answerChallenge, findChallenge, mailChallengeCode, openChallenge, twoFactorRequired, twoFactorVia } from "~/services/twoFactor.server";
import { emailOnlySchema, loginSchema, secondStepSchema, sendCodeSchema, signUpSchema } from "~/forms/accounts.server";
import { authenticateWithPassword } from "~/services/authenticator.server";
import { migrateCoachContextFromCookie, MIGRATION_TOAST } from "~/services/coach/context.server";
import { landingPathAfterLogin } from "~/services/organizations/active.server";
import type { z } from "zod";
import { forgotPassword, signUp } from "~/services/accounts.server";
import { referralCodeOf } from "~/services/billing/referrals.server";
import { honeypotTripped } from "~/services/captcha.server";
import { refuseSessionWhileImpersonating, refuseWhileImpersonating, startSession } from "~/utils/auth.server";
import { clientIp, formIntent, parseBody, parseForm, retryAfterHeaders, safeRedirect } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { trackingOf } from "~/utils/tracking.server";
import { parseAttribution, signupCampaignFields } from "~/engine/attribution";
import type { LoginActionData, RecoverActionData, SignupActionData, TwoFactorStepData } from "~/engine/authFormData";

/** The campaign fields a sign-up form carries as hidden inputs, from the page's address (docs/product/attribution.md#the-sign-up-form). */
export function signupFormCampaign(request: Request): Record<string, string> {
  return signupCampaignFields(new URL(request.url), request.headers.get("Referer"));
}

const SIGNUP_WELCOME = "Welcome to Codelift! Check your inbox to verify your email.";

/** A sign-up: 400 with the form's errors (nothing written), else a session and a redirect to the return path. */
export async function signUpFromForm(request: Request, context: AppLoadContext) {
  await refuseSessionWhileImpersonating(request);
  const parsed = await parseBody(request, signUpSchema);
  const values = { full_name: String(parsed.raw.full_name ?? ""), email: String(parsed.raw.email ?? "") };
  const ru = safeRedirect(parsed.raw.ru ?? "/learn/home");
  // Campaign fields a marketing page's form carries (docs/product/attribution.md), checked like the rest.
  const attribution = parseAttribution(parsed.raw);
  if (!parsed.ok || !attribution.ok)
    return json<SignupActionData>(
      { form: "signup", errors: { ...(attribution.ok ? {} : attribution.errors), ...(parsed.ok ? {} : parsed.errors) }, values },
      { status: 400 },
    );
  if (honeypotTripped(parsed.raw))
    return json<SignupActionData>({ form: "signup", errorText: "Your request could not be processed.", values }, { status: 400 });
  const result = await signUp(trackingOf(request), clientIp(request, context), parsed.data, referralCodeOf(parsed.raw), attribution.fields);
  if (!result.ok)
    return json<SignupActionData>(
      { form: "signup", errorText: result.errorText, errors: result.errors, values },
      { status: result.status, headers: retryAfterHeaders(result.retryAfterMs) },
    );
  const headers = new Headers({ "Set-Cookie": await startSession(request, result.user.id, "signup-form") });
  return redirectWithToast(ru, { status: "SUCCESS", text: SIGNUP_WELCOME }, { headers });
}

/** A forgot-password request: the same answer whether or not the account exists; rate-limited. */
export async function recoverPasswordFromForm(request: Request, context: AppLoadContext) {
  await refuseWhileImpersonating(request);
  const parsed = await parseBody(request, emailOnlySchema);
  const email = String(parsed.raw.email ?? "");
  if (!parsed.ok) return json<RecoverActionData>({ form: "recover-password", errors: parsed.errors, email }, { status: 400 });
  if (honeypotTripped(parsed.raw))
    return json<RecoverActionData>({ form: "recover-password", errorText: "Your request could not be processed.", email }, { status: 400 });
  const result = await forgotPassword(clientIp(request, context), parsed.data);
  if (!result.ok)
    return json<RecoverActionData>(
      { form: "recover-password", errorText: result.errorText, email },
      { status: result.status, headers: retryAfterHeaders(result.retryAfterMs) },
    );
  return json<RecoverActionData>({ form: "recover-password", message: result.message, email });
}

/**
 * A login form (the /login page's and the login modal's of the home page): the password step,
 * then, when a second factor is owed, a step that carries a random challenge (never the password).
 */
export async function logInFromForm(request: Request, context: AppLoadContext) {
  await refuseSessionWhileImpersonating(request);
  // The second step is a form of its own (intent two-factor or send-email-code).
  const intent = await formIntent(request);
  if (intent === "two-factor" || intent === "send-email-code") return secondStep(request, intent);
  const parsed = await parseBody(request, loginSchema);
  const ru = safeRedirect(parsed.raw.ru ?? new URL(request.url).searchParams.get("ru") ?? "/learn/home");
  const email = typeof parsed.raw.email === "string" ? parsed.raw.email : "";
  if (!parsed.ok) return json<LoginActionData>({ form: "login", errors: parsed.errors, email }, { status: 400 });
  if (honeypotTripped(parsed.raw))
    return json<LoginActionData>({ form: "login", errorText: "Your request could not be processed.", email }, { status: 400 });
  const result = await authenticateWithPassword(trackingOf(request), clientIp(request, context), parsed.data);
  if (!result.ok)
    return json<LoginActionData>(
      { form: "login", errorText: result.errorText, errors: result.errors, email },
      { status: result.status, headers: retryAfterHeaders(result.retryAfterMs) },
    );
  if (twoFactorRequired(result.user)) {
    // The password was right; the second step carries a random token, never the password.
    const opened = await openChallenge(result.user, ru);
    return json<TwoFactorStepData>(
      {
        step: "two-factor",
        challenge: opened.token,
        via: opened.via,
        mailed: opened.mailed,
        ru,
        note: opened.mailed ? TWO_FACTOR_TEXTS.emailCodeSent : undefined,
      },
      { headers: { "Cache-Control": "no-store" } },
    );
  }
  return signedIn(request, result.user, ru);
}

async function signedIn(request: Request, user: User, ru: string) {
  const headers = new Headers({ "Set-Cookie": await startSession(request, user.id, "login-form") });
  // Interview preferences chosen while logged out move to the account now.
  const migration = await migrateCoachContextFromCookie(request, user.id);
  if (migration.setCookie) headers.append("Set-Cookie", migration.setCookie);
  const welcome = `Welcome back, ${user.fullName.split(" ")[0]}!`;
  // No return path of its own (the default /learn/home): an organization user lands where the
  // engine's landingPlace sends their role (docs/product/learning-plans.md).
  const to = ru === "/learn/home" ? await landingPathAfterLogin(user.id) : ru;
  return redirectWithToast(to, { status: "SUCCESS", text: migration.migrated ? MIGRATION_TOAST : welcome }, { headers });
}

/** The second step of a two-factor sign-in: a code for the challenge, or a code mailed again. */
async function secondStep(request: Request, intent: "two-factor" | "send-email-code") {
  const parsed = await parseForm(request, intent === "two-factor" ? secondStepSchema : sendCodeSchema);
  const expired = () => json<LoginActionData>({ form: "login", errorText: TWO_FACTOR_TEXTS.challengeExpired }, { status: 400 });
  if (!parsed.ok) return expired();
  const challenge = await findChallenge(parsed.data.challenge);
  const user = challenge ? await getUserById(challenge.userId) : undefined;
  if (!challenge || !user || !twoFactorRequired(user)) return expired();
  const ru = safeRedirect(challenge.returnPath ?? "/learn/home", "/learn/home");
  const view = (extra: Partial<TwoFactorStepData>, status = 200) =>
    json<TwoFactorStepData>(
      { step: "two-factor", challenge: parsed.data.challenge, via: twoFactorVia(user), mailed: !!challenge.emailCodeHash, ru, ...extra },
      {
        status,
        headers: {
          "Cache-Control": "no-store",
          ...(retryAfterHeaders(extra.errorText === TWO_FACTOR_TEXTS.tooManyCodes ? 15 * 60_000 : undefined) ?? {}),
        },
      },
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
