// Accounts: the schemas of sign-up, sign-in, verification and password reset, and their texts
// (docs/product/accounts.md#sign-up, #login, #password-reset). The site's pages and API and the CLI read
// them here, never from copies.
import { z } from "zod";
import { emailSchema, nameSchema } from "./validation";
import { ACCOUNT_TEXTS, PASSWORD_RESET_MESSAGES } from "./accountTexts";

export { ACCOUNT_TEXTS, PASSWORD_RESET_MESSAGES } from "./accountTexts";

const emptyIfMissing = (v: unknown) => v ?? "";

/** A new password: 8 to 128 characters. */
const newPassword = (required: string) =>
  z.preprocess(
    emptyIfMissing,
    z.string({ error: required }).min(1, required).min(8, ACCOUNT_TEXTS.passwordTooShort).max(128, ACCOUNT_TEXTS.passwordTooLong),
  );
const token = (missing: string) => z.preprocess(emptyIfMissing, z.string({ error: missing }).min(1, missing).max(200, missing));
/** The captcha tokens that accompany login, sign-up, forgot-password and resend-verification (docs/product/accounts.md#login). */
const captcha = {
  recaptcha_token: z.string().max(4096).optional(),
  bypass_recaptcha_token: z.string().max(512).optional(),
};

/** The name follows the one name rule of every form (letters and spaces, 5 to 50: docs/product/accounts.md#sign-up). */
export const signUpSchema = z.object({
  full_name: nameSchema,
  email: emailSchema,
  password: newPassword(ACCOUNT_TEXTS.passwordRequired),
  ...captcha,
});
export const loginSchema = z.object({
  email: emailSchema,
  password: z.preprocess(emptyIfMissing, z.string({ error: ACCOUNT_TEXTS.passwordRequired }).min(1, ACCOUNT_TEXTS.passwordRequired).max(1024)),
  ...captcha,
});
export const emailOnlySchema = z.object({ email: emailSchema, ...captcha });
export const verifySchema = z.object({ verify_token: token(ACCOUNT_TEXTS.verifyTokenMissing) });

/** Password reset: the token, a new password and its confirmation, which must match. */
export const passwordResetSchema = z
  .object({
    reset_token: token(ACCOUNT_TEXTS.resetTokenMissing),
    new_password: newPassword(PASSWORD_RESET_MESSAGES.newPasswordRequired),
    new_password_confirm: z.preprocess(
      emptyIfMissing,
      z.string({ error: PASSWORD_RESET_MESSAGES.confirmationRequired }).min(1, PASSWORD_RESET_MESSAGES.confirmationRequired),
    ),
  })
  .refine((d) => d.new_password === d.new_password_confirm || d.new_password_confirm === "", {
    message: PASSWORD_RESET_MESSAGES.mismatch,
    path: ["new_password_confirm"],
  });
