// Two-factor sign-in: TOTP by authenticator app (otpauth, ±1 step of clock skew, a step never
// taken twice), codes by e-mail (through the outbox mail service, 10 minutes, single use) and
// ten recovery codes (single use). Code attempts are limited per account with the sign-in
// rate limiter (LOGIN_RATE_LIMIT per 15 minutes), on top of each challenge's own cap.
import { createCookie } from "@remix-run/node";
import { randomBytes, randomInt } from "node:crypto";
import * as OTPAuth from "otpauth";
import QRCode from "qrcode";
import {
  CHALLENGE_MAX_ATTEMPTS,
  CHALLENGE_TTL_MS,
  EMAIL_CODE_TTL_MS,
  formatRecoveryCode,
  isSixDigitCode,
  normalizeCode,
  normalizeTotpSecret,
  RECOVERY_CODE_COUNT,
  TOTP,
  totpStep,
  totpStepAcceptable,
  TWO_FACTOR_TEXTS,
} from "~/engine";
import { MAIL_TEXTS } from "~/engine/mailTexts";
import { getUserById, type User } from "~/models/user.server";
import * as twoFactor from "~/models/twoFactor.server";
import { sha256 } from "~/models/twoFactor.server";
import { consumeRateLimit, LOGIN_WINDOW_MS, refundRateLimit, type RateLimit } from "~/models/rateLimit.server";
import { env, secureCookies } from "~/utils/env.server";
import { sessionSecret } from "~/utils/session.server";
import type { Failure } from "./accounts.server";
import { sendMail } from "./mail.server";

const T = TWO_FACTOR_TEXTS;
/** Code attempts per account: the sign-in limit, in its own bucket. */
const codeRule = (): RateLimit => ({ bucket: "login-2fa", limit: env().LOGIN_RATE_LIMIT, windowMs: LOGIN_WINDOW_MS });

export const twoFactorRequired = (user: Pick<User, "totpSecret" | "twoFactorEmail">) => !!user.totpSecret || user.twoFactorEmail;
export const twoFactorVia = (user: Pick<User, "totpSecret" | "twoFactorEmail">) => ({ app: !!user.totpSecret, email: user.twoFactorEmail });

function totp(secret: string, label = "Codelift") {
  return new OTPAuth.TOTP({
    issuer: TOTP.issuer,
    label,
    algorithm: TOTP.algorithm,
    digits: TOTP.digits,
    period: TOTP.period,
    secret: OTPAuth.Secret.fromBase32(normalizeTotpSecret(secret)),
  });
}

const newTotpSecret = (): string => new OTPAuth.Secret({ size: 20 }).base32;

/** The secret grouped by four for reading aloud or typing (whitespace is stripped when read back). */
const displaySecret = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

function otpauthUri(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/** The QR code of the otpauth URI as an SVG data URL, drawn on the server (no client library). */
async function qrDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** The time step a code matches within ±window of now, or null. */
function matchTotp(secret: string, code: string, nowMs: number): number | null {
  const token = normalizeCode(code);
  if (!isSixDigitCode(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: nowMs, window: TOTP.window });
  return delta === null ? null : totpStep(nowMs) + delta;
}

function newRecoveryCodes(): string[] {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    formatRecoveryCode(Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join("")),
  );
}
const recoveryHash = (code: string) => sha256(`recovery:${normalizeCode(code)}`);

// ---- set-up --------------------------------------------------------------------------------

/**
 * What a set-up page shows of a pending secret: its QR code and the key as text, or nothing. Never
 * to staff impersonating the learner (`impersonating`): with the key they could finish the set-up
 * on their own phone, or keep a copy of the learner's future second factor.
 */
export async function pendingSetupView(user: User, impersonating: boolean): Promise<{ secret: string; qr: string } | null> {
  const pending = !user.totpSecret && user.totpPendingSecret ? user.totpPendingSecret : null;
  if (!pending || impersonating) return null;
  return { secret: displaySecret(pending), qr: await qrDataUrl(otpauthUri(pending, user.email)) };
}

export async function startTotpSetup(user: User): Promise<string> {
  const secret = newTotpSecret();
  await twoFactor.setPendingTotpSecret(user.id, secret);
  return secret;
}

/** Confirms the pending secret with a code of the app: the ten recovery codes, shown once. */
export async function confirmTotpSetup(
  user: User,
  code: string,
  shownSecret: string | undefined,
  now = new Date(),
): Promise<{ ok: true; recoveryCodes: string[] } | Failure> {
  if (user.totpSecret) return { ok: false, status: 409, errorText: T.alreadyEnabled };
  const pending = user.totpPendingSecret;
  if (!pending) return { ok: false, status: 400, errorText: T.setupNotStarted };
  if (shownSecret !== undefined && shownSecret !== "" && shownSecret.toUpperCase() !== pending)
    return { ok: false, status: 400, errorText: T.setupNotStarted };
  const limited = await consumeRateLimit(codeRule(), `user:${user.id}`, now.getTime());
  if (!limited.allowed) return { ok: false, status: 429, errorText: T.tooManyCodes, retryAfterMs: limited.retryAfterMs };
  const step = matchTotp(pending, code, now.getTime());
  if (step === null) return { ok: false, status: 400, errorText: T.codeInvalid, errors: { totp: T.codeInvalid } };
  await refundRateLimit(limited.hitId);
  const codes = newRecoveryCodes();
  const enabled = await twoFactor.enableTotp(user.id, pending, step, codes.map(recoveryHash));
  if (!enabled) return { ok: false, status: 409, errorText: T.alreadyEnabled };
  return { ok: true, recoveryCodes: codes };
}

// ---- checking a code ------------------------------------------------------------------------

type CodeOutcome = { ok: true; via: "app" | "email" | "recovery" } | Failure;

/**
 * Checks one code of the user's second factor: a 6-digit code is tried as the app's (when on)
 * and as a mailed code (when by e-mail is on); anything else as a recovery code (app only).
 * Each attempt takes a slot of the account's code limit; a success gives it back.
 */
async function checkSecondFactor(user: User, rawCode: string, now = new Date()): Promise<CodeOutcome> {
  const code = normalizeCode(rawCode);
  const via = twoFactorVia(user);
  if (!code)
    return {
      ok: false,
      status: 400,
      errorText: via.app ? T.codeRequiredApp : T.codeRequiredEmail,
      errors: { code: via.app ? T.codeRequiredApp : T.codeRequiredEmail },
    };
  const slot = await consumeRateLimit(codeRule(), `user:${user.id}`, now.getTime());
  if (!slot.allowed) return { ok: false, status: 429, errorText: T.tooManyCodes, retryAfterMs: slot.retryAfterMs };
  const invalid: Failure = { ok: false, status: 400, errorText: T.codeInvalid, errors: { code: T.codeInvalid } };
  let outcome: CodeOutcome = invalid;
  if (isSixDigitCode(code)) {
    if (via.app && user.totpSecret) {
      const step = matchTotp(user.totpSecret, code, now.getTime());
      if (step !== null) {
        const verdict = totpStepAcceptable(step, totpStep(now.getTime()), user.totpLastStep);
        if (verdict === "ok" && (await twoFactor.claimTotpStep(user.id, step))) outcome = { ok: true, via: "app" };
        else outcome = { ok: false, status: 400, errorText: T.codeUsed, errors: { code: T.codeUsed } };
      }
    }
    if (!outcome.ok && via.email) {
      const mailed = await twoFactor.consumeEmailCode(user.id, sha256(`email:${code}`), now);
      if (mailed === "ok") outcome = { ok: true, via: "email" };
      else if (mailed === "expired") outcome = { ok: false, status: 400, errorText: T.emailCodeExpired, errors: { code: T.emailCodeExpired } };
    }
  } else if (via.app && (await twoFactor.useRecoveryCode(user.id, recoveryHash(code), now))) {
    outcome = { ok: true, via: "recovery" };
  }
  if (outcome.ok) await refundRateLimit(slot.hitId);
  return outcome;
}

// ---- sign-in challenges (the login page's second step) ---------------------------------------

const challengeHash = (token: string) => sha256(`challenge:${token}`);

async function mailCode(user: User, challengeId: number, now: Date): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await twoFactor.setChallengeEmailCode(challengeId, sha256(`email:${code}`), new Date(now.getTime() + EMAIL_CODE_TTL_MS).toISOString());
  await sendMail({ to: user.email, ...MAIL_TEXTS.twoFactorCode({ fullName: user.fullName, code }) });
}

/**
 * Opens the second step after a right password: a random token (the page keeps it, never the
 * password) and, when the account uses codes by e-mail and not an app (or asks for one), a code
 * mailed now.
 */
export async function openChallenge(user: User, returnPath: string | null, opts: { mailCode?: boolean } = {}, now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  const challenge = await twoFactor.createChallenge(
    { tokenHash: challengeHash(token), userId: user.id, returnPath, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString() },
    now,
  );
  const via = twoFactorVia(user);
  const mailed = via.email && (!via.app || !!opts.mailCode);
  if (mailed) await mailCode(user, challenge.id, now);
  return { token, via, mailed };
}

export async function findChallenge(token: string, now = new Date()) {
  return twoFactor.findLiveChallenge(challengeHash(token), now);
}

/** Mails a (new) code for a live challenge: the code of the account's e-mail factor. */
export async function mailChallengeCode(user: User, challenge: twoFactor.Challenge, now = new Date()): Promise<void> {
  await mailCode(user, challenge.id, now);
}

/** The second step: the challenge's user when the code is right (the challenge is then spent). */
export async function answerChallenge(challenge: twoFactor.Challenge, user: User, code: string, now = new Date()): Promise<CodeOutcome> {
  const attempts = await twoFactor.countChallengeAttempt(challenge.id);
  if (attempts > CHALLENGE_MAX_ATTEMPTS) {
    await twoFactor.deleteChallenge(challenge.id);
    return { ok: false, status: 400, errorText: T.challengeExpired };
  }
  const outcome = await checkSecondFactor(user, code, now);
  if (outcome.ok) await twoFactor.deleteChallenge(challenge.id);
  return outcome;
}

// ---- a second step owed after another proof (a reset link, single sign-on) --------------------

/**
 * A reset link proves the mailbox and single sign-on the identity provider; an account with
 * two-factor sign-in still owes its own factor. Such a path opens the login page's second step
 * instead of a session: a challenge whose token rides in this cookie (signed, httpOnly, only sent
 * to /login, as long as the challenge lives), and the login page shows the step.
 */
const pendingStepCookie = () =>
  createCookie("__login_step", {
    httpOnly: true,
    sameSite: "lax",
    path: "/login",
    maxAge: CHALLENGE_TTL_MS / 1000,
    secure: secureCookies(),
    secrets: [sessionSecret()],
  });

const PENDING_NOTES = { reset: T.resetNeedsSecondFactor, sso: T.ssoNeedsSecondFactor } as const;
type PendingStepReason = keyof typeof PENDING_NOTES;

/** Opens the second step for `user` and answers the Set-Cookie that carries it to /login. */
export async function openPendingSecondStep(user: User, returnPath: string, reason: PendingStepReason): Promise<string> {
  const opened = await openChallenge(user, returnPath);
  return pendingStepCookie().serialize({ challenge: opened.token, reason, mailed: opened.mailed });
}

/**
 * The second step this browser owes (the login page's loader, from the request's Cookie header),
 * or null; `clear` forgets a cookie whose challenge is gone (spent, expired).
 */
export async function readPendingSecondStep(
  cookieHeader: string | null,
): Promise<{ step: { challenge: string; via: { app: boolean; email: boolean }; mailed: boolean; ru: string; note: string } | null; clear?: string }> {
  const header = cookieHeader;
  if (!header?.includes("__login_step=")) return { step: null };
  const value = (await pendingStepCookie().parse(header)) as { challenge?: unknown; reason?: unknown; mailed?: unknown } | null;
  const clear = await pendingStepCookie().serialize("", { maxAge: 0, expires: new Date(0) });
  if (!value || typeof value.challenge !== "string" || (value.reason !== "reset" && value.reason !== "sso")) return { step: null, clear };
  const challenge = await findChallenge(value.challenge);
  const user = challenge ? await getUserById(challenge.userId) : undefined;
  if (!challenge || !user || !twoFactorRequired(user)) return { step: null, clear };
  const note = value.mailed === true ? `${PENDING_NOTES[value.reason]} ${T.emailCodeSent}` : PENDING_NOTES[value.reason];
  return {
    step: { challenge: value.challenge, via: twoFactorVia(user), mailed: value.mailed === true, ru: challenge.returnPath ?? "/learn/home", note },
  };
}

// ---- the API (POST /api/user/login with the code in the same request) -------------------------

/**
 * The second factor of a stateless sign-in: the code from `totp` or `two_factor_code`. Without
 * one, a code is mailed (by e-mail accounts) and the answer says which factor is owed.
 */
export async function apiSecondFactor(
  user: User,
  input: { totp?: string; two_factor_code?: string; send_email_code?: string },
  now = new Date(),
): Promise<CodeOutcome & { mailed?: boolean }> {
  const code = input.totp || input.two_factor_code || "";
  if (code) return checkSecondFactor(user, code, now);
  const via = twoFactorVia(user);
  const wantMail = via.email && (!via.app || input.send_email_code === "true");
  if (wantMail) {
    // A challenge row without a usable token: it only holds the mailed code.
    const opened = await openChallenge(user, null, { mailCode: true }, now);
    return { ok: false, status: 400, errorText: T.emailCodeSent, errors: { two_factor_code: T.emailCodeSent }, mailed: opened.mailed };
  }
  const owed = via.app ? T.codeRequiredApp : T.codeRequiredEmail;
  return { ok: false, status: 400, errorText: owed, errors: { [via.app ? "totp" : "two_factor_code"]: owed } };
}

// ---- turning factors off and on -----------------------------------------------------------------

/** Off with the password and a code (app or recovery). */
export async function disableTotpWithProof(user: User, passwordOk: boolean, code: string, now = new Date()): Promise<{ ok: true } | Failure> {
  if (!user.totpSecret) return { ok: false, status: 400, errorText: T.notEnabled };
  if (!passwordOk) return { ok: false, status: 400, errorText: T.wrongPassword, errors: { password: T.wrongPassword } };
  const checked = await checkSecondFactor({ ...user, twoFactorEmail: false }, code, now);
  if (!checked.ok) return { ...checked, errors: checked.errors?.code ? { totp: checked.errors.code } : checked.errors };
  await twoFactor.disableTotp(user.id);
  return { ok: true };
}

export { unusedRecoveryCodeCount, setEmailTwoFactor } from "~/models/twoFactor.server";
