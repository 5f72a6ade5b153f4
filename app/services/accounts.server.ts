// Account flows shared by the pages and the API: sign-up, sign-in, verification, password reset.
import type { z } from "zod";
import { ACCOUNT_TEXTS, type emailOnlySchema, type loginSchema, type passwordResetSchema, type signUpSchema } from "~/engine/accounts";
import { appOrigin, env } from "~/utils/env.server";
import { randomBytes } from "node:crypto";
import { ACCOUNT_PAGE_TEXTS } from "~/engine/accountSecurity";
import { MAIL_TEXTS } from "~/engine/mailTexts";
import {
  createUser,
  findUserByEmail,
  issueToken,
  normalizeEmail,
  resetPasswordWithToken,
  verifyEmailWithToken,
  verifyAndSetPassword,
  verifyLogin,
  recordEmailCapture,
  type User,
} from "~/models/user.server";
import { clearHits, consumeRateLimit, LOGIN_WINDOW_MS, recordHit, refundRateLimit, type RateLimit } from "~/models/rateLimit.server";
import { sendMail } from "./mail.server";
import { hasCaptchaProof, verifyCaptcha } from "./captcha.server";
import { setUpReferralsAtSignUp } from "./billing/referrals.server";
import { trackServerEvent, type Tracking } from "~/services/analytics.server";
import { recordAttribution } from "~/services/attribution.server";
import type { AttributionFields } from "~/engine/attribution";

const T = ACCOUNT_TEXTS;

export type Failure = {
  ok: false;
  status: number;
  errorText?: string;
  errors?: Record<string, string>;
  /** 429 answers: when to try again (sent as Retry-After) */
  retryAfterMs?: number;
  /** 429 on sign-in: a captcha token lets the owner through (a recaptcha or a bypass token: docs/product/accounts.md#login) */
  captchaRequired?: boolean;
};
export type Result<T> = ({ ok: true } & T) | Failure;

// Sign-in attempts: LOGIN_RATE_LIMIT per e-mail, and four times that per address (a shared NAT
// or office should not lock everyone out because of one person). Each attempt takes a slot
// before the password is checked, atomically, so a burst never gets more than the limit
// checked; a success gives the e-mail's slots back. Past the limit, a captcha proof lets the
// owner in instead of a refusal, so a run of failures cannot lock the real owner out.
const loginRule = (): RateLimit => ({ bucket: "login", limit: env().LOGIN_RATE_LIMIT, windowMs: LOGIN_WINDOW_MS });
const loginIpRule = (): RateLimit => ({
  bucket: "login-ip",
  limit: env().LOGIN_IP_RATE_LIMIT ?? env().LOGIN_RATE_LIMIT * 4,
  windowMs: LOGIN_WINDOW_MS,
});
const signupRule = (): RateLimit => ({ bucket: "signup", limit: env().SIGNUP_RATE_LIMIT, windowMs: 60 * 60_000 });
// Mail sent on request of someone who may not own the address (password reset, verification):
// MAIL_RATE_LIMIT per address and four times that per client address, per hour.
const mailRule = (): RateLimit => ({ bucket: "mail", limit: env().MAIL_RATE_LIMIT, windowMs: 60 * 60_000 });
const mailIpRule = (): RateLimit => ({ bucket: "mail-ip", limit: env().MAIL_IP_RATE_LIMIT ?? env().MAIL_RATE_LIMIT * 4, windowMs: 60 * 60_000 });

const tooMany = (retryAfterMs: number, errorText: string = T.tooManyAttempts): Failure => ({ ok: false, status: 429, errorText, retryAfterMs });

/**
 * Takes a slot from every rule, or answers the first refusal and gives back the slots already
 * taken (an attempt that is refused does not count against the other limits).
 */
async function consumeAll(...slots: [RateLimit, string][]): Promise<Failure | null> {
  const taken: (number | null)[] = [];
  for (const [rule, key] of slots) {
    const slot = await consumeRateLimit(rule, key);
    if (!slot.allowed) {
      for (const id of taken) await refundRateLimit(id);
      return tooMany(slot.retryAfterMs, rule.bucket.startsWith("mail") ? T.tooManyMails : T.tooManyAttempts);
    }
    taken.push(slot.hitId);
  }
  return null;
}

async function sendVerification(user: User): Promise<void> {
  const token = await issueToken(user.id, "verify");
  await sendMail({ to: user.email, ...MAIL_TEXTS.verify({ fullName: user.fullName, link: `${appOrigin()}/verify/${token}` }) });
}

/**
 * `referralCode`: the code of the referral link the learner came through (ignored when unknown or their own).
 * `attribution`: the checked campaign fields of the form (docs/product/attribution.md), stored with the new account.
 */
export async function signUp(
  tracking: Tracking | null,
  ip: string,
  input: z.infer<typeof signUpSchema>,
  referralCode?: unknown,
  attribution?: AttributionFields,
): Promise<Result<{ user: User; created: boolean }>> {
  const limited = await consumeAll([signupRule(), ip]);
  if (limited) return limited;
  if (!(await verifyCaptcha({ recaptchaToken: input.recaptcha_token, bypassToken: input.bypass_recaptcha_token })))
    return { ok: false, status: 400, errorText: T.captchaFailed };
  const existing = await findUserByEmail(input.email);
  if (existing?.verified) return { ok: false, status: 400, errorText: T.alreadyVerified, errors: { email: T.alreadyVerified } };
  if (existing) {
    // Unverified: whoever owns the mailbox can finish with the link we send again; the
    // password is not changed here, so nobody can take over the pending account.
    const limited = await consumeAll([mailRule(), existing.email]);
    if (limited) return limited;
    await sendVerification(existing);
    const text = "An account with this email is waiting for verification. We have sent the verification email again.";
    return { ok: false, status: 400, errorText: text, errors: { email: text } };
  }
  const user = await createUser({ email: input.email, fullName: input.full_name, password: input.password });
  try {
    await setUpReferralsAtSignUp(user.id, referralCode);
  } catch (e) {
    // A referral problem never fails a sign-up: the learner can make a link on /refer-a-friend.
    console.warn(`referral set-up skipped for user ${user.id}: ${(e as Error).message}`);
  }
  if (attribution) await recordAttribution(tracking, user.id, "signup", attribution);
  await sendVerification(user);
  await trackServerEvent(tracking, user, "sign_up");
  return { ok: true, user, created: true };
}

export async function logIn(ip: string, input: z.infer<typeof loginSchema>): Promise<Result<{ user: User }>> {
  const emailKey = `email:${normalizeEmail(input.email)}`;
  const captcha = { recaptchaToken: input.recaptcha_token, bypassToken: input.bypass_recaptcha_token };
  const taken: (number | null)[] = [];
  for (const [rule, key] of [
    [loginIpRule(), ip],
    [loginRule(), emailKey],
  ] as const) {
    const slot = await consumeRateLimit(rule, key);
    if (slot.allowed) {
      taken.push(slot.hitId);
      continue;
    }
    if (!(await hasCaptchaProof(captcha))) {
      for (const id of taken) await refundRateLimit(id);
      return { ...tooMany(slot.retryAfterMs, T.captchaRequired), captchaRequired: true };
    }
    await recordHit(rule, key);
  }
  if (!(await verifyCaptcha(captcha))) return { ok: false, status: 400, errorText: T.captchaFailed };
  const user = await verifyLogin(input.email, input.password);
  if (!user) return { ok: false, status: 400, errorText: T.badCredentials, errors: { password: T.badCredentials } };
  // Only failures count: the address's slot is given back, the e-mail's failures forgiven.
  await refundRateLimit(taken[0] ?? null);
  await clearHits(loginRule(), emailKey);
  return { ok: true, user };
}

/** A password reset proves control of the mailbox: the e-mail's failed sign-ins are forgiven. */
async function forgiveLoginFailures(emailAddress: string): Promise<void> {
  await clearHits(loginRule(), `email:${normalizeEmail(emailAddress)}`);
}

export async function forgotPassword(ip: string, input: z.infer<typeof emailOnlySchema>): Promise<Result<{ message: string }>> {
  const limited = await consumeAll([mailIpRule(), ip], [mailRule(), normalizeEmail(input.email)]);
  if (limited) return limited;
  if (!(await verifyCaptcha({ recaptchaToken: input.recaptcha_token, bypassToken: input.bypass_recaptcha_token })))
    return { ok: false, status: 400, errorText: T.captchaFailed };
  const user = await findUserByEmail(input.email);
  if (user) {
    const token = await issueToken(user.id, "reset");
    await sendMail({ to: user.email, ...MAIL_TEXTS.reset({ fullName: user.fullName, link: `${appOrigin()}/reset-password/${token}` }) });
  }
  // The same answer whether or not the account exists.
  return { ok: true, message: T.resetSent };
}

export async function resendVerification(user: User | undefined): Promise<Result<{ message: string }>> {
  if (user?.verified) return { ok: true, message: T.alreadyVerifiedShort };
  if (user) {
    const limited = await consumeAll([mailRule(), user.email]);
    if (limited) return limited;
    await sendVerification(user);
  }
  return { ok: true, message: T.verificationSent };
}

export async function resendVerificationByEmail(ip: string, input: z.infer<typeof emailOnlySchema>): Promise<Result<{ message: string }>> {
  const limited = await consumeAll([mailIpRule(), ip], [mailRule(), normalizeEmail(input.email)]);
  if (limited) return limited;
  if (!(await verifyCaptcha({ recaptchaToken: input.recaptcha_token, bypassToken: input.bypass_recaptcha_token })))
    return { ok: false, status: 400, errorText: T.captchaFailed } satisfies Failure;
  const user = await findUserByEmail(input.email);
  // Never reveal whether the address has an account.
  if (user && !user.verified) await sendVerification(user);
  return { ok: true as const, message: T.verificationSent };
}

export async function verifyEmail(token: string): Promise<Result<{ user: User }>> {
  const user = await verifyEmailWithToken(token);
  return user ? { ok: true, user } : { ok: false, status: 400, errorText: T.linkInvalid };
}

export async function resetPassword(input: z.infer<typeof passwordResetSchema>): Promise<Result<{ user: User }>> {
  const user = await resetPasswordWithToken(input.reset_token, input.new_password);
  if (!user) return { ok: false, status: 400, errorText: T.linkInvalid };
  await forgiveLoginFailures(user.email);
  return { ok: true, user };
}

// ---- sign-up combined with a password (e-mail capture, /signup-and-reset-password) -------------

/**
 * E-mail capture (POST /api/signup): the address is kept once; when no account has it, an
 * unverified account without a usable password is opened and a link to finish the sign-up
 * (/signup-and-reset-password/{token}: name and password) is mailed. The answer is the same
 * whether or not an account exists, so it tells nobody who has one.
 */
export async function captureEmail(
  ip: string,
  input: { email: string; source?: string; page_uri?: string; recaptcha_token?: string; bypass_recaptcha_token?: string },
): Promise<Result<{ message: string }>> {
  const limited = await consumeAll([signupRule(), ip], [mailRule(), normalizeEmail(input.email)]);
  if (limited) return limited;
  if (!(await verifyCaptcha({ recaptchaToken: input.recaptcha_token, bypassToken: input.bypass_recaptcha_token })))
    return { ok: false, status: 400, errorText: T.captchaFailed };
  await recordEmailCapture(input.email, input.source ?? null, input.page_uri ?? null);
  if (!(await findUserByEmail(input.email))) {
    const user = await createUser({ email: input.email, fullName: "", password: randomBytes(32).toString("base64url") });
    const token = await issueToken(user.id, "verify");
    await sendMail({ to: user.email, ...MAIL_TEXTS.signupLink({ link: `${appOrigin()}/signup-and-reset-password/${token}` }) });
  }
  return { ok: true, message: ACCOUNT_PAGE_TEXTS.captureThanks };
}

/**
 * POST /api/user/verify-and-reset-password and /signup-and-reset-password/{token}: a verification
 * (or reset) link proves the mailbox; the account is verified and gets the new password (and the
 * name, when given); every older session ends.
 */
export async function verifyAndResetPassword(input: {
  verify_token: string;
  new_password: string;
  full_name?: string;
}): Promise<Result<{ user: User }>> {
  const user = await verifyAndSetPassword(input.verify_token, input.new_password, input.full_name);
  if (!user) return { ok: false, status: 400, errorText: T.linkInvalid };
  await forgiveLoginFailures(user.email);
  return { ok: true, user };
}
