// Input validation with the exact messages of docs/product/accounts.md#sign-up (zod 4).
import { z } from "zod";
import { MESSAGES } from "./messages";
import { CARD_EXPIRY_TEXT, nameError, parseCardExpiry, phoneError } from "./fieldRules";

export { CARD_EXPIRY_TEXT, nameError, normalizeTotpSecret, phoneError } from "./fieldRules";

const asTrimmedString = (v: unknown) => (typeof v === "string" ? v.trim() : v === null || v === undefined ? "" : v);

/** Required, a valid address; every failure reads "Invalid Email Address". Trimmed. */
export const emailSchema = z.preprocess(asTrimmedString, z.email({ error: MESSAGES.invalidEmail }).max(254, MESSAGES.invalidEmail));

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

/** { field: first message } from a zod error, for `{ "errors": { field: message } }` replies. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "_";
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** The expiry as typed, in any of the usual ways (parseCardExpiry); whether it has passed is the gateway's check. */
export const cardExpirySchema = z.string({ error: CARD_EXPIRY_TEXT }).transform((v, ctx) => {
  const e = parseCardExpiry(v);
  if (!e) {
    ctx.addIssue({ code: "custom", message: CARD_EXPIRY_TEXT });
    return z.NEVER;
  }
  return e;
});
