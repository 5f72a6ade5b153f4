// The schemas of account security (see accountSecurity.ts for the texts and rules). Page routes
// take them through app/forms/*.server.ts so that zod stays out of the browser.
import { z } from "zod";
import { ACCOUNT_TEXTS } from "./accounts";
import { emailSchema, nameSchema, normalizeTotpSecret, phoneSchema } from "./validation";
import { ACCOUNT_PAGE_TEXTS, DELETE_CONFIRMATION_WORD, ONBOARDING_GOALS, TWO_FACTOR_TEXTS } from "./accountSecurity";

const code = z.preprocess((v) => (typeof v === "string" ? v.trim() : v), z.string().max(64).optional());
const captcha = { recaptcha_token: z.string().max(4096).optional(), bypass_recaptcha_token: z.string().max(512).optional() };
const currentPassword = z.preprocess((v) => v ?? "", z.string().min(1, ACCOUNT_TEXTS.passwordRequired).max(1024));
const newPassword = z.preprocess(
  (v) => v ?? "",
  z.string().min(1, ACCOUNT_TEXTS.passwordRequired).min(8, ACCOUNT_TEXTS.passwordTooShort).max(128, ACCOUNT_TEXTS.passwordTooLong),
);

/** POST /api/user/login (docs/product/accounts.md#login): the password step and, when owed, the second factor. */
export const loginWithCodeSchema = z.object({
  email: emailSchema,
  password: z.preprocess((v) => v ?? "", z.string().min(1, ACCOUNT_TEXTS.passwordRequired).max(1024)),
  ...captcha,
  /** the code mailed for two-factor by e-mail (a recovery code is taken here too) */
  two_factor_code: code,
  /** the code of the authenticator app (a recovery code is taken here too) */
  totp: code,
  /** accepted and whitespace-stripped (docs/product/accounts.md#two-factor-login), never trusted: the secret is the server's */
  totp_secret: z.string().max(256).transform(normalizeTotpSecret).optional(),
  /** "true": mail a code now (two-factor by e-mail when the app is also on) */
  send_email_code: z.string().max(8).optional(),
  encoded_affiliate_id: z.string().max(256).optional(),
});

/** The login page's second step: the challenge token and one code. */
export const secondStepSchema = z.object({
  intent: z.literal("two-factor"),
  challenge: z.string().min(1).max(200),
  code: z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string().max(64)),
  ru: z.string().max(2048).optional(),
});

export const totpConfirmSchema = z.object({
  intent: z.literal("confirm"),
  totp: z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string().min(1, TWO_FACTOR_TEXTS.codeRequiredApp).max(64)),
  /** the secret as shown (optional): whitespace stripped, must be the pending one */
  totp_secret: z.string().max(256).transform(normalizeTotpSecret).optional(),
});
export const totpDisableSchema = z.object({
  intent: z.literal("disable"),
  password: currentPassword,
  totp: z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string().min(1, TWO_FACTOR_TEXTS.codeRequiredApp).max(64)),
});
export const emailTwoFactorSchema = z.object({ intent: z.enum(["email-on", "email-off"]), password: currentPassword });

export const changeNameSchema = z.object({ intent: z.literal("name"), full_name: nameSchema });
export const changeEmailSchema = z.object({ intent: z.literal("email"), new_email: emailSchema, password: currentPassword });
export const changePasswordSchema = z
  .object({
    intent: z.literal("password"),
    current_password: currentPassword,
    new_password: newPassword,
    new_password_confirm: z.preprocess((v) => v ?? "", z.string().min(1, "Please confirm your new password.")),
  })
  .refine((d) => d.new_password === d.new_password_confirm, { message: "Passwords do not match.", path: ["new_password_confirm"] });
export const revokeSessionSchema = z.object({ intent: z.literal("revoke-session"), session: z.string().min(1).max(100) });
export const revokeOthersSchema = z.object({ intent: z.literal("revoke-others") });
export const deleteAccountSchema = z.object({
  intent: z.literal("delete"),
  password: currentPassword,
  confirm: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : ""),
    z.string().refine((v) => v === DELETE_CONFIRMATION_WORD, ACCOUNT_PAGE_TEXTS.deleteConfirmMismatch),
  ),
});

/** POST /api/user/verify-and-reset-password: a verification (or reset) token and the new password. */
export const verifyAndResetSchema = z
  .object({
    verify_token: z.preprocess((v) => v ?? "", z.string().min(1, ACCOUNT_TEXTS.verifyTokenMissing).max(200, ACCOUNT_TEXTS.verifyTokenMissing)),
    new_password: newPassword,
    new_password_confirm: z.preprocess((v) => v ?? "", z.string().min(1, "Please confirm your new password.")),
    full_name: nameSchema.optional(),
  })
  .refine((d) => d.new_password === d.new_password_confirm, { message: "Passwords do not match.", path: ["new_password_confirm"] });

/** POST /api/user/user-onboard: the onboarding answers (name and phone by docs/product/accounts.md#onboarding). */
export const onboardingSchema = z.object({
  full_name: nameSchema,
  phone: phoneSchema,
  goal: z.enum(ONBOARDING_GOALS, { error: "Choose what brings you here." }),
});

/** POST /api/signup: the e-mail capture variant of sign-up (an address, where it was left). */
export const emailCaptureSchema = z.object({
  email: emailSchema,
  source: z.string().max(100).optional(),
  page_uri: z.string().max(2048).optional(),
  ...captcha,
});
