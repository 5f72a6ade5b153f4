// The texts of sign-up, sign-in, verification and password reset (docs/product/accounts.md: every text
// word for word). Apart from the zod schemas in accounts.ts so that pages showing a
// text do not ship zod to the browser.
import { MESSAGES } from "./messages";

export const ACCOUNT_TEXTS = {
  alreadyVerified: MESSAGES.emailAlreadyVerified,
  badCredentials: "Incorrect email or password.",
  tooManyAttempts: "Too many attempts. Please wait 15 minutes and try again.",
  captchaRequired:
    "Too many failed sign-ins for this account. Complete the captcha to try again, or wait 15 minutes. You can also reset your password.",
  tooManyMails: "Too many emails requested. Please wait an hour and try again.",
  captchaFailed: "We could not verify that you are human. Please try again.",
  linkInvalid: "This link is invalid or has expired. Please request a new one.",
  resetSent: "If an account exists for this email, we have sent a link to reset the password.",
  verificationSent: "We have sent you an email to verify your account.",
  alreadyVerifiedShort: "Your email is already verified.",
  passwordRequired: "Password is required.",
  passwordTooShort: "Password must be at least 8 characters long.",
  passwordTooLong: "Password must be at most 128 characters long.",
  resetTokenMissing: "The reset token is missing.",
  verifyTokenMissing: "The verification token is missing.",
} as const;

export const PASSWORD_RESET_MESSAGES = {
  newPasswordRequired: "New password is required.",
  confirmationRequired: "Please confirm your new password.",
  mismatch: "Passwords do not match.",
} as const;
