// Shell rules: relative time, toast timing, session idle, affiliate and campaign
// retention, checkout-success freshness, referral site, theme (docs/product/shell.md).
import {
  CHECKOUT_SUCCESS_FRESH_MS,
  DAY_HOURS,
  DAY_MS,
  MONTH_DAYS,
  RELATIVE_TIME_FULL_DATE_AFTER_DAYS,
  SESSION_IDLE_MS,
  SESSION_TOUCH_INTERVAL_MS,
  SESSION_WARNING_TIMES_S,
  SNACKBAR_MS_PER_DURATION_UNIT,
  TOAST_ANIMATION_MS,
  TOAST_CLOSEABLE_EXIT_MS,
  TOAST_STAY_MS,
  WEEK_DAYS,
  YEAR_DAYS,
} from "./constants";
import { formatFullDate, requireDate, toDate, type DateInput } from "./dates";
import { MESSAGES } from "./messages";

// ---- Relative time ----------------------------------------------------------------

function ago(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? "" : "s"} ago`;
}

/**
 * "just now" under a minute; then minutes, hours (under 24), days; from the
 * `fullDateAfterDays`-th day on (8 by default) the full date. With a larger threshold,
 * 8+ days read in weeks (7 days), 30+ in months (30 days), 365+ in years (365 days).
 * Times in the future read "just now".
 */
export function relativeTime(then: DateInput, now: DateInput, options: { fullDateAfterDays?: number } = {}): string {
  const t = requireDate(then, "time");
  const diffMs = requireDate(now, "now").getTime() - t.getTime();
  const threshold = options.fullDateAfterDays ?? RELATIVE_TIME_FULL_DATE_AFTER_DAYS;
  const minutes = Math.floor(diffMs / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return ago(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < DAY_HOURS) return ago(hours, "hour");
  const days = Math.floor(diffMs / DAY_MS);
  if (days >= threshold) return formatFullDate(t);
  if (days <= WEEK_DAYS) return ago(days, "day");
  if (days < MONTH_DAYS) return ago(Math.floor(days / WEEK_DAYS), "week");
  if (days < YEAR_DAYS) return ago(Math.floor(days / MONTH_DAYS), "month");
  return ago(Math.floor(days / YEAR_DAYS), "year");
}

// ---- Toasts ----------------------------------------------------------------------

/** Milliseconds until a toast closes itself (animation + stay), or null when it is closeable. */
export function toastAutoCloseMs(options: { closeable?: boolean; animationMs?: number; stayMs?: number } = {}): number | null {
  if (options.closeable) return null;
  return (options.animationMs ?? TOAST_ANIMATION_MS) + (options.stayMs ?? TOAST_STAY_MS);
}

/** The exit animation of a closeable toast. */
export const closeableToastExitMs = TOAST_CLOSEABLE_EXIT_MS;

/** A snackbar closes about 980 ms × its duration after it is hidden. */
export function snackbarCloseMs(duration: number): number {
  return SNACKBAR_MS_PER_DURATION_UNIT * duration;
}

// ---- Session idle -------------------------------------------------------------------

type SessionIdleState =
  | { state: "active"; msUntilWarning: number }
  | { state: "warning"; heading: string; action: string; msUntilExpiry: number }
  | { state: "expired"; heading: string; action: string };

/** Idle 15 minutes expires the session; the warning shows from 840 s (60 s before expiry). */
export function sessionIdleState(lastActivity: DateInput, now: DateInput, idleMs: number = SESSION_IDLE_MS): SessionIdleState {
  const idle = requireDate(now, "now").getTime() - requireDate(lastActivity, "lastActivity").getTime();
  const warnAt = idleMs - SESSION_WARNING_TIMES_S[0] * 1000;
  if (idle >= idleMs) return { state: "expired", heading: MESSAGES.sessionExpired, action: MESSAGES.reconnectSession };
  if (idle >= warnAt) {
    return { state: "warning", heading: MESSAGES.sessionAboutToExpire, action: MESSAGES.resumeSession, msUntilExpiry: idleMs - idle };
  }
  return { state: "active", msUntilWarning: warnAt - Math.max(0, idle) };
}

/**
 * The server's side of the idle limit (docs/product/accounts.md#session-idle): a session whose last
 * recorded activity is 15 minutes old or more is refused. Activity is recorded at most once per
 * SESSION_TOUCH_INTERVAL_MS, so the recorded time may be up to that interval older than the last
 * request: the limit counts from what was recorded, never past 15 minutes of it.
 * A session never seen (null) counts as seen now.
 */
export function isSessionIdleExpired(lastSeenMs: number | null, nowMs: number, idleMs: number = SESSION_IDLE_MS): boolean {
  if (lastSeenMs === null) return false;
  return nowMs - lastSeenMs >= idleMs;
}

/** Whether this request should write the session's last-seen time (null, or older than the touch interval). */
export function shouldTouchSession(lastSeenMs: number | null, nowMs: number): boolean {
  return lastSeenMs === null || nowMs - lastSeenMs >= SESSION_TOUCH_INTERVAL_MS;
}

// ---- API answers: bot check and unauthorized (docs/product/shell.md#bot-check) -------------------

type ApiAnswerEffect = "bot-check" | "unauthorized" | null;

/**
 * What the browser does with an answer to a same-origin call (docs/product/shell.md#bot-check):
 * - 429 without the cloud trace header, or 403 without the app-version header: the answer did
 *   not come from our server (an edge, a firewall or a bot filter in front of it): the bot check.
 *   Our own 429s (rate limits, with Retry-After) and 403s carry both headers and stay the caller's.
 * - 401 on a call made while logged in: the unauthorized handling (logout side effects, then
 *   /login?ru=…), except on the answers/how-to pages, when the page's URL already has `ru`, or
 *   when the caller opted out.
 */
export function apiAnswerEffect(answer: {
  status: number;
  hasTraceHeader: boolean;
  hasAppVersionHeader: boolean;
  loggedIn: boolean;
  pagePath: string;
  pageSearch?: string;
  optOut?: boolean;
}): ApiAnswerEffect {
  if (answer.status === 429 && !answer.hasTraceHeader) return "bot-check";
  if (answer.status === 403 && !answer.hasAppVersionHeader) return "bot-check";
  if (answer.status !== 401 || !answer.loggedIn || answer.optOut) return null;
  const path = answer.pagePath;
  if (path === "/answers" || path.startsWith("/answers/") || path === "/how-to" || path.startsWith("/how-to/")) return null;
  if (new URLSearchParams(answer.pageSearch ?? "").has("ru")) return null;
  return "unauthorized";
}

// ---- Affiliate, campaign and checkout cookies -------------------------------------

export function ageMs(since: DateInput, now: DateInput): number | null {
  const s = toDate(since);
  return s ? requireDate(now, "now").getTime() - s.getTime() : null;
}

/** A checkout-success cookie counts as fresh for 300000 ms. */
export function isCheckoutSuccessFresh(setAt: DateInput | null | undefined, now: DateInput): boolean {
  const age = setAt === null || setAt === undefined ? null : ageMs(setAt, now);
  return age !== null && age >= 0 && age < CHECKOUT_SUCCESS_FRESH_MS;
}
