// What the sign-in, sign-up and password-recovery forms are answered with: the service that
// handles them (app/utils/authForms.server.ts) builds these, the forms render them. And the
// name of the honeypot field every public form carries (a bot fills it; the captcha check reads it).
export const HONEYPOT_FIELD_NAME = "website";

export type LoginActionData = { form?: "login"; errorText?: string; errors?: Record<string, string>; email?: string };

export type RecoverActionData = { form?: "recover-password"; errorText?: string; errors?: Record<string, string>; message?: string; email?: string };

export type SignupActionData = {
  form?: "signup";
  errorText?: string;
  errors?: Record<string, string>;
  values?: { full_name?: string; email?: string };
};

/** What the login action answers when the password was right and a second factor is owed. */
export type TwoFactorStepData = {
  step: "two-factor";
  challenge: string;
  via: { app: boolean; email: boolean };
  mailed: boolean;
  ru: string;
  errorText?: string;
  note?: string;
};
