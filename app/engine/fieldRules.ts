// Field rules with their exact messages (docs/product/accounts.md#account-settings, #onboarding), as plain functions: the zod
// schemas built on them live in validation.ts, so a page that shows one of these texts or checks
// a field in the browser does not ship zod.
import { MESSAGES } from "./messages";

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

/** A TOTP secret has all whitespace stripped. */
export function normalizeTotpSecret(secret: string): string {
  return secret.replace(/\s+/g, "");
}

// The analytics rule ("undefined" in a value is unexpected) lives with the analytics events.
export { isUnexpectedAnalyticsValue, unexpectedAnalyticsKeys } from "./analyticsEvents";

/** A card's expiry as typed (MM/YY or MM/YYYY); whether it has passed is the gateway's check. */
export const CARD_EXPIRY_TEXT = "Enter a valid expiry date (MM/YY) that has not passed.";
