// Date helpers. The engine never reads the clock: every "now" or "today" is an argument.

export type DateInput = Date | string | number;

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/** Parses a Date, an ISO string or epoch milliseconds; null when absent or invalid. */
export function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const d = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Like toDate but throws a clear error, for required arguments such as `now`. */
export function requireDate(value: DateInput, name = "date"): Date {
  const d = toDate(value);
  if (!d) throw new Error(`Invalid ${name}: ${String(value)}`);
  return d;
}

// Calendar day number (UTC) of a date; a bare "YYYY-MM-DD" is read as that calendar day.
function utcDayNumber(d: Date): number {
  return Math.floor(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) / 864e5);
}

/** Whole calendar days (UTC) from `from` to `to`; negative when `to` is earlier. */
export function calendarDaysBetween(from: DateInput, to: DateInput): number {
  return utcDayNumber(requireDate(to, "date")) - utcDayNumber(requireDate(from, "date"));
}

/** "January 5, 2026" (UTC calendar date), used wherever a text shows "the full date". */
export function formatFullDate(value: DateInput): string {
  const d = requireDate(value);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/**
 * The same instant `months` calendar months later (UTC); a day that the target month lacks
 * becomes its last day (31 January + 1 month = 28 or 29 February).
 */
export function addMonths(value: DateInput, months: number): Date {
  const d = requireDate(value);
  const target = new Date(
    Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target;
}

/** A countdown's time left: "mm:ss", or "h:mm:ss" from an hour up (a mock interview's timer, a lab's). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${pad(m)}:${pad(s % 60)}`;
}
