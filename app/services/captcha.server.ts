// Bot check for login, sign-up, forgot-password and resend-verification. Embedded default: no
// provider is configured, so the honeypot field alone guards the forms; a bypass token from
// the environment lets automation through when a provider is configured.
import { HONEYPOT_FIELD_NAME } from "~/engine/authFormData";
import { env } from "~/utils/env.server";

type CaptchaInput = { recaptchaToken?: string; bypassToken?: string };

export async function verifyCaptcha(input: CaptchaInput): Promise<boolean> {
  const { RECAPTCHA_BYPASS_TOKEN, RECAPTCHA_SECRET, RECAPTCHA_VERIFY_URL } = env();
  if (RECAPTCHA_BYPASS_TOKEN && input.bypassToken && input.bypassToken === RECAPTCHA_BYPASS_TOKEN) return true;
  if (!RECAPTCHA_SECRET) return true;
  if (!input.recaptchaToken) return false;
  try {
    const res = await fetch(RECAPTCHA_VERIFY_URL, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ secret: RECAPTCHA_SECRET, response: input.recaptchaToken }),
      signal: AbortSignal.timeout(5000),
    });
    const body = (await res.json()) as { success?: boolean };
    return body.success === true;
  } catch {
    return false;
  }
}

/**
 * A real proof of a person, asked for once a limit is reached: the bypass token when one is
 * configured, or a provider-verified recaptcha token. Without a provider there is no proof to
 * give, and the limit simply holds until its window passes.
 */
export async function hasCaptchaProof(input: CaptchaInput): Promise<boolean> {
  const { RECAPTCHA_BYPASS_TOKEN, RECAPTCHA_SECRET } = env();
  if (RECAPTCHA_BYPASS_TOKEN && input.bypassToken === RECAPTCHA_BYPASS_TOKEN) return true;
  if (!RECAPTCHA_SECRET || !input.recaptchaToken) return false;
  return verifyCaptcha({ recaptchaToken: input.recaptchaToken });
}

/** The honeypot: a hidden field that people leave empty and bots fill in. */
export const honeypotTripped = (raw: Record<string, unknown>) =>
  typeof raw[HONEYPOT_FIELD_NAME] === "string" && (raw[HONEYPOT_FIELD_NAME] as string).length > 0;
