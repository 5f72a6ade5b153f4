// The actions of the sign-up and forgot-password forms, shared by their pages (/signup,
// /forgot-password) and by their modals on the home page (/?openSignupModal=true,
// /?openRecoverPasswordModal=true): the same validation, texts, rate limits and e-mails.
import { json } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/node";
import type { RecoverActionData } from "~/components/auth/RecoverPasswordForm";
import type { SignupActionData } from "~/components/auth/SignupForm";
import { emailOnlySchema, signUpSchema } from "~/forms/accounts.server";
import { forgotPassword, signUp } from "~/services/accounts.server";
import { referralCodeOf } from "~/services/billing/referrals.server";
import { honeypotTripped } from "~/services/captcha.server";
import { refuseWhileImpersonating, startSession } from "~/utils/auth.server";
import { clientIp, parseBody, retryAfterHeaders, safeRedirect } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

export const SIGNUP_WELCOME = "Welcome to Codelift! Check your inbox to verify your email.";

/** A sign-up: 400 with the form's errors (nothing written), else a session and a redirect to the return path. */
export async function signUpFromForm(request: Request, context: AppLoadContext) {
  const parsed = await parseBody(request, signUpSchema);
  const values = { full_name: String(parsed.raw.full_name ?? ""), email: String(parsed.raw.email ?? "") };
  const ru = safeRedirect(parsed.raw.ru ?? "/learn/home");
  if (!parsed.ok) return json<SignupActionData>({ form: "signup", errors: parsed.errors, values }, { status: 400 });
  if (honeypotTripped(parsed.raw)) return json<SignupActionData>({ form: "signup", errorText: "Your request could not be processed.", values }, { status: 400 });
  const result = await signUp(request, clientIp(request, context), parsed.data, referralCodeOf(parsed.raw));
  if (!result.ok)
    return json<SignupActionData>({ form: "signup", errorText: result.errorText, errors: result.errors, values }, { status: result.status, headers: retryAfterHeaders(result.retryAfterMs) });
  const headers = new Headers({ "Set-Cookie": await startSession(request, result.user.id) });
  return redirectWithToast(ru, { status: "SUCCESS", text: SIGNUP_WELCOME }, { headers });
}

/** A forgot-password request: the same answer whether or not the account exists; rate-limited. */
export async function recoverPasswordFromForm(request: Request, context: AppLoadContext) {
  await refuseWhileImpersonating(request);
  const parsed = await parseBody(request, emailOnlySchema);
  const email = String(parsed.raw.email ?? "");
  if (!parsed.ok) return json<RecoverActionData>({ form: "recover-password", errors: parsed.errors, email }, { status: 400 });
  if (honeypotTripped(parsed.raw)) return json<RecoverActionData>({ form: "recover-password", errorText: "Your request could not be processed.", email }, { status: 400 });
  const result = await forgotPassword(request, clientIp(request, context), parsed.data);
  if (!result.ok) return json<RecoverActionData>({ form: "recover-password", errorText: result.errorText, email }, { status: result.status, headers: retryAfterHeaders(result.retryAfterMs) });
  return json<RecoverActionData>({ form: "recover-password", message: result.message, email });
}
