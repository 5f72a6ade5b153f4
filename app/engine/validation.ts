// Input validation with the exact messages of coach §5 and platform §5 (zod 4).
import { z } from "zod";
import { MESSAGES } from "./messages";

const asTrimmedString = (v: unknown) => (typeof v === "string" ? v.trim() : v === null || v === undefined ? "" : v);

/** Required, a valid address; every failure reads "Invalid Email Address". Trimmed. */
export const emailSchema = z.preprocess(asTrimmedString, z.email({ error: MESSAGES.invalidEmail }).max(254, MESSAGES.invalidEmail));

/** The first phone error, in the order: required, digits only, at least 10, at most 15. */
export function phoneError(value: string): string | null {
  const v = value.trim();
  if (v.length === 0) return MESSAGES.phoneRequired;
  if (!/^[0-9]+$/.test(v)) return MESSAGES.phoneInvalid;
  if (v.length < 10) return MESSAGES.phoneTooShort;
  if (v.length > 15) return MESSAGES.phoneTooLong;
  return null;
}

/** Letters (any alphabet) and spaces only. */
const NAME_PATTERN = /^[\p{L} ]+$/u;

/** The first name error, in the order: required, letters and spaces only, at least 5, at most 50 (after trimming). */
export function nameError(value: string): string | null {
  const v = value.trim();
  if (v.length === 0) return MESSAGES.nameRequired;
  if (!NAME_PATTERN.test(v)) return MESSAGES.nameInvalid;
  if (v.length < 5) return MESSAGES.nameTooShort;
  if (v.length > 50) return MESSAGES.nameTooLong;
  return null;
}

function singleMessage(check: (v: string) => string | null, requiredMessage: string) {
  return z.preprocess(
    asTrimmedString,
    z.string({ error: requiredMessage }).superRefine((v, ctx) => {
      const message = check(v);
      if (message) ctx.addIssue({ code: "custom", message });
    }),
  );
}

/** Phone: required, digits only, 10–15 digits; one message at a time. Output trimmed. */
export const phoneSchema = singleMessage(phoneError, MESSAGES.phoneRequired);

/** Name: required, trimmed, letters and spaces only, 5–50 characters; one message at a time. */
export const nameSchema = singleMessage(nameError, MESSAGES.nameRequired);

/** A TOTP secret has all whitespace stripped. */
export function normalizeTotpSecret(secret: string): string {
  return secret.replace(/\s+/g, "");
}

export const totpSecretSchema = z.string().transform(normalizeTotpSecret).pipe(z.string().min(1));

// The analytics rule lives with the analytics events (zod-free, so the browser's tracker can use it).
export { isUnexpectedAnalyticsValue, unexpectedAnalyticsKeys } from "./analyticsEvents";

/** { field: first message } from a zod error, for `{ "errors": { field: message } }` replies. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "_";
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** A card's expiry as typed (MM/YY or MM/YYYY); whether it has passed is the gateway's check. */
export const CARD_EXPIRY_TEXT = "Enter a valid expiry date (MM/YY) that has not passed.";
export const cardExpirySchema = z
  .string({ error: CARD_EXPIRY_TEXT })
  .trim()
  .regex(/^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/, CARD_EXPIRY_TEXT)
  .transform((v) => {
    const [m, y] = v.split("/").map((p) => Number(p.trim()));
    return { expMonth: m!, expYear: y! };
  });
