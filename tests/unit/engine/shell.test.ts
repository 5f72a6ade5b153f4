import { describe, it, expect } from "vitest";
import {
  closeableToastExitMs,
  isCheckoutSuccessFresh,
  relativeTime,
  apiAnswerEffect,
  isSessionIdleExpired,
  sessionIdleState,
  shouldTouchSession,
  snackbarCloseMs,
  toastAutoCloseMs,
} from "~/engine";

const NOW = Date.parse("2025-06-15T12:00:00Z");
const before = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe("relativeTime (default: full date from the 8th day)", () => {
  it.each([
    [0, "just now"],
    [59_999, "just now"],
    [-5 * MIN, "just now"], // future
    [MIN, "1 minute ago"],
    [59 * MIN, "59 minutes ago"],
    [HOUR, "1 hour ago"],
    [23 * HOUR + 59 * MIN, "23 hours ago"],
    [DAY, "1 day ago"],
    [7 * DAY, "7 days ago"],
    [8 * DAY, "June 7, 2025"],
    [400 * DAY, "May 11, 2024"],
  ])("%s ms ago → %s", (ms, text) => {
    expect(relativeTime(before(ms), NOW)).toBe(text);
  });

  it.each([
    [7 * DAY, "7 days ago"],
    [8 * DAY, "1 week ago"],
    [29 * DAY, "4 weeks ago"],
    [30 * DAY, "1 month ago"],
    [364 * DAY, "12 months ago"],
    [365 * DAY, "1 year ago"],
    [800 * DAY, "2 years ago"],
    [1000 * DAY, "September 19, 2022"],
  ])("with a 1000-day threshold: %s ms ago → %s", (ms, text) => {
    expect(relativeTime(before(ms), NOW, { fullDateAfterDays: 1000 })).toBe(text);
  });

  it("a 3-day threshold shows the date from day 3", () => {
    expect(relativeTime(before(2 * DAY), NOW, { fullDateAfterDays: 3 })).toBe("2 days ago");
    expect(relativeTime(before(3 * DAY), NOW, { fullDateAfterDays: 3 })).toBe("June 12, 2025");
  });
});

describe("toasts and snackbars", () => {
  it.each([
    [{}, 4000],
    [{ closeable: false }, 4000],
    [{ closeable: true }, null],
    [{ animationMs: 500, stayMs: 1000 }, 1500],
  ])("toastAutoCloseMs(%j) = %s", (options, ms) => {
    expect(toastAutoCloseMs(options)).toBe(ms);
  });

  it("closeable toasts exit in 300 ms; snackbars close at 980 ms × duration", () => {
    expect(closeableToastExitMs).toBe(300);
    expect(snackbarCloseMs(1)).toBe(980);
    expect(snackbarCloseMs(3)).toBe(2940);
  });
});

describe("sessionIdleState (15 minutes)", () => {
  it.each([
    [0, { state: "active", msUntilWarning: 840_000 }],
    [839_999, { state: "active", msUntilWarning: 1 }],
    [840_000, { state: "warning", heading: "Your session is about to expire", action: "Resume Session", msUntilExpiry: 60_000 }],
    [899_999, { state: "warning", heading: "Your session is about to expire", action: "Resume Session", msUntilExpiry: 1 }],
    [900_000, { state: "expired", heading: "Your session has expired.", action: "Reconnect Session" }],
    [5 * HOUR, { state: "expired", heading: "Your session has expired.", action: "Reconnect Session" }],
  ])("idle %s ms", (idle, expected) => {
    expect(sessionIdleState(before(idle), NOW)).toEqual(expected);
  });
});

describe("the server's idle limit (15 minutes, activity recorded at most once a minute)", () => {
  it.each([
    [null, false], // never seen since the column came: counts as now
    [0, false],
    [15 * MIN - 1, false],
    [15 * MIN, true], // 15 minutes of recorded idleness is the limit, not 16
    [16 * MIN - 1, true],
    [5 * HOUR, true],
  ])("last seen %s ms ago → refused %s", (ago, refused) => {
    expect(isSessionIdleExpired(ago === null ? null : NOW - ago, NOW)).toBe(refused);
  });

  it.each([
    [null, true],
    [0, false],
    [59_999, false],
    [60_000, true],
    [10 * MIN, true],
  ])("last seen %s ms ago → touch %s", (ago, touch) => {
    expect(shouldTouchSession(ago === null ? null : NOW - ago, NOW)).toBe(touch);
  });
});

describe("apiAnswerEffect (the bot check, and a 401 on a logged-in call)", () => {
  const ours = { hasTraceHeader: true, hasAppVersionHeader: true, loggedIn: true, pagePath: "/learn/home" };
  it.each([
    ["429 without the trace header", { ...ours, status: 429, hasTraceHeader: false }, "bot-check"],
    ["429 from our own rate limit", { ...ours, status: 429 }, null],
    ["429 without the trace header, logged out", { ...ours, status: 429, hasTraceHeader: false, loggedIn: false }, "bot-check"],
    ["403 without the app-version header", { ...ours, status: 403, hasAppVersionHeader: false }, "bot-check"],
    ["403 of our own", { ...ours, status: 403 }, null],
    ["403 without the trace header only", { ...ours, status: 403, hasTraceHeader: false }, null],
    ["401 while logged in", { ...ours, status: 401 }, "unauthorized"],
    ["401 while logged out", { ...ours, status: 401, loggedIn: false }, null],
    ["401, caller opted out", { ...ours, status: 401, optOut: true }, null],
    ["401 on an answers page", { ...ours, status: 401, pagePath: "/answers/how-to-sort" }, null],
    ["401 on the answers index", { ...ours, status: 401, pagePath: "/answers" }, null],
    ["401 on the how-to site", { ...ours, status: 401, pagePath: "/how-to/x" }, null],
    ["401 on a page that already has ru", { ...ours, status: 401, pagePath: "/login", pageSearch: "?ru=%2Fx" }, null],
    ["401 on /answersheet (not the answers pages)", { ...ours, status: 401, pagePath: "/answersheet" }, "unauthorized"],
    ["200", { ...ours, status: 200, hasTraceHeader: false, hasAppVersionHeader: false }, null],
    ["500 without headers", { ...ours, status: 500, hasTraceHeader: false, hasAppVersionHeader: false }, null],
  ] as const)("%s", (_what, answer, effect) => {
    expect(apiAnswerEffect(answer)).toBe(effect);
  });
});

describe("retention windows", () => {
  it.each([
    [0, true],
    [299_999, true],
    [300_000, false],
  ])("checkout-success cookie set %s ms ago → fresh %s", (age, fresh) => {
    expect(isCheckoutSuccessFresh(NOW - age, NOW)).toBe(fresh);
  });

  it("checkout-success cookie absent is not fresh", () => {
    expect(isCheckoutSuccessFresh(null, NOW)).toBe(false);
  });
});
