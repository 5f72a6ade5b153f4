// Account security: two-factor sign-in (TOTP by app, codes by e-mail, recovery codes), the
// account page's changes (name, e-mail, password, sessions, deletion), onboarding and the
// e-mail capture. Texts and the pure rules (no zod: pages show these; the schemas are in
// accountSecurityForms.ts); the crypto and the clock live in
// app/services/twoFactor.server.ts, which passes time in.

export const TWO_FACTOR_TEXTS = {
  codeRequiredApp: "Enter the 6-digit code from your authenticator app, or one of your recovery codes.",
  codeRequiredEmail: "Enter the 6-digit code we sent to your email.",
  codeInvalid: "That code is not valid. Check your authenticator app (or your email) and try again.",
  codeUsed: "That code has already been used. Wait for the next code and try again.",
  emailCodeSent: "We have sent a 6-digit sign-in code to your email. It is valid for 10 minutes.",
  emailCodeExpired: "That code has expired. Send a new code and try again.",
  challengeExpired: "Your sign-in has expired. Please log in again.",
  tooManyCodes: "Too many wrong codes. Please wait 15 minutes and try again.",
  setupStarted: "Scan the QR code with your authenticator app, then enter the code it shows.",
  setupNotStarted: "Start the set-up first.",
  enabled: "Two-factor authentication is on. Keep your recovery codes somewhere safe: each works once.",
  alreadyEnabled: "Two-factor authentication with an app is already on.",
  notEnabled: "Two-factor authentication with an app is not on.",
  disabled: "Two-factor authentication with an app is off.",
  emailEnabled: "We will email you a code each time you log in.",
  emailDisabled: "Sign-in codes by email are off.",
  wrongPassword: "Your current password is not correct.",
  // A reset link proves the mailbox, single sign-on the identity provider: neither is the account's second factor.
  resetNeedsSecondFactor: "Your password has been changed. Enter your two-factor code to log in.",
  ssoNeedsSecondFactor: "Your organization's single sign-on confirmed who you are. Enter your two-factor code to finish logging in.",
  setupHiddenWhileImpersonating: "Two-factor set-up is not shown while impersonating a learner: its key belongs to the learner alone.",
} as const;

export const ACCOUNT_PAGE_TEXTS = {
  nameChanged: "Your name has been changed.",
  emailChangeSent: "We have sent a link to your new email address. Your email changes when you open it.",
  emailSame: "This is already your email address.",
  emailTaken: "This email is already used by another account.",
  emailChanged: "Your email address has been changed.",
  passwordChanged: "Your password has been changed. You have been logged out everywhere else.",
  sessionRevoked: "That session has been logged out.",
  otherSessionsRevoked: "You have been logged out everywhere else.",
  sessionNotFound: "We could not find that session.",
  // The account-deletion modal's words (docs/product/accounts.md#account-settings).
  deleteTitle: "Delete your account?",
  deleteWarning:
    "This permanently deletes your Codelift account. Your subscription is cancelled, your notes, highlights, saved work and payment methods are removed, and you are logged out everywhere. This cannot be undone.",
  deleteConfirmLabel: "Type DELETE to confirm",
  deleteConfirmMismatch: "Type DELETE to confirm.",
  deleteButton: "Delete my account",
  deleted: "Your account has been deleted.",
  deleteLastAdmin: (organizations: string) =>
    `You are the only admin of ${organizations}. Make another member an admin first (or remove the other members), then delete your account.`,
  onboardingDone: "Thanks! Your profile is set up.",
  captureThanks: "Thanks! We will keep you posted.",
} as const;

/** The word a learner types to confirm the account deletion. */
export const DELETE_CONFIRMATION_WORD = "DELETE";

/** TOTP parameters: RFC 6238 defaults every authenticator app understands. */
export const TOTP = { digits: 6, period: 30, algorithm: "SHA1", issuer: "Codelift", window: 1 } as const;
export const RECOVERY_CODE_COUNT = 10;
export const EMAIL_CODE_TTL_MS = 10 * 60_000;
export const CHALLENGE_TTL_MS = 10 * 60_000;
/** Wrong codes one sign-in challenge takes before it is void (the per-account limit also applies). */
export const CHALLENGE_MAX_ATTEMPTS = 5;

/** The time step of a moment (Unix ms). */
export const totpStep = (nowMs: number, period: number = TOTP.period): number => Math.floor(nowMs / 1000 / period);

/**
 * Whether a code that matched the step `matchedStep` may be taken now: within ±window steps of
 * the current one (clock skew), and newer than the last step accepted (no replay).
 */
export function totpStepAcceptable(
  matchedStep: number,
  currentStep: number,
  lastStep: number | null,
  window: number = TOTP.window,
): "ok" | "out-of-window" | "replayed" {
  if (Math.abs(matchedStep - currentStep) > window) return "out-of-window";
  if (lastStep !== null && matchedStep <= lastStep) return "replayed";
  return "ok";
}

/** A code as typed: spaces and dashes dropped, lower case. */
export const normalizeCode = (code: string): string => code.replace(/[\s-]+/g, "").toLowerCase();
/** Six digits: an app or e-mail code; anything else is tried as a recovery code. */
export const isSixDigitCode = (code: string): boolean => /^[0-9]{6}$/.test(normalizeCode(code));
/** Recovery codes are shown as xxxxx-xxxxx (ten base-32 characters). */
export const formatRecoveryCode = (raw: string): string => `${raw.slice(0, 5)}-${raw.slice(5, 10)}`;

/** The onboarding question "what brings you here". */
export const ONBOARDING_GOALS = ["interview", "skills", "career-change", "team"] as const;
export const ONBOARDING_GOAL_LABELS: Record<(typeof ONBOARDING_GOALS)[number], string> = {
  interview: "Prepare for interviews",
  skills: "Grow my skill set",
  "career-change": "Become a developer",
  team: "Train my team",
};
