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

/** A card's expiry as typed (MM/YY or MM/YYYY); whether it has passed is the gateway's check. */
export const CARD_EXPIRY_TEXT = "Enter a valid expiry date (MM/YY) that has not passed.";

/**
 * A card's expiry the usual ways people type it: "1228", "12/28", "12 / 2028", "12-28",
 * "12.28", "122028", "1/28" (a month of one digit). Two-digit years are 20YY. Null when it is not
 * a month and a year.
 */
export function parseCardExpiry(typed: unknown): { expMonth: number; expYear: number } | null {
  if (typeof typed !== "string" || typed.length > 16) return null;
  const t = typed.trim();
  let m: RegExpExecArray | null;
  let month: number;
  let year: number;
  if ((m = /^(\d{1,2})\s*[/\-.\s]\s*(\d{2}|\d{4})$/.exec(t))) [month, year] = [Number(m[1]), Number(m[2])];
  else if ((m = /^(\d{2})(\d{2}|\d{4})$/.exec(t))) [month, year] = [Number(m[1]), Number(m[2])];
  else return null;
  if (year < 100) year += 2000;
  if (month < 1 || month > 12 || year < 2000 || year > 2100) return null;
  return { expMonth: month, expYear: year };
}

/** The expiry's problem, or null: not a month and year, or a month that has ended by `now`. */
export function cardExpiryProblem(typed: unknown, now: Date): string | null {
  const e = parseCardExpiry(typed);
  if (!e) return CARD_EXPIRY_TEXT;
  const endOfMonth = Date.UTC(e.expYear, e.expMonth, 1);
  return endOfMonth <= now.getTime() ? CARD_EXPIRY_TEXT : null;
}

/**
 * The expiry field as it is being typed, formatted "MM / YY": the digits only, a leading 0 for a
 * month that cannot have two digits ("4" → "04 / "), the separator once the month is complete.
 * `deleting`: the learner is erasing, so a trailing separator is not put back.
 */
export function formatCardExpiryInput(typed: string, deleting = false): string {
  let digits = typed.replace(/\D/g, "").slice(0, 6);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  const month = digits.slice(0, 2);
  const year = digits.slice(2);
  if (!year) return deleting ? month : `${month} / `;
  return `${month} / ${year}`;
}
