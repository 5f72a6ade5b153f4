// The terminal's pure rules (docs/product/hands-on.md#the-terminal): the socket path, the messages
// a browser may send, the idle rule and the reconnect rule.
import { describe, expect, it } from "vitest";
import {
  parseProjectTerminalPath,
  projectTerminalPath,
  reconnectDelay,
  spendTokens,
  takeTokens,
  TERMINAL_IDLE_MS,
  TERMINAL_RECONNECT_ATTEMPTS,
  TERMINAL_RECONNECT_CHECK_MS,
  terminalIdleState,
  warningLeadMs,
} from "~/engine/terminal";
import { terminalClientMessage } from "~/forms/terminal.server";

describe("the terminal's socket path", () => {
  it("names the learner and the project, and reads back only its own shape", () => {
    const p = projectTerminalPath(42, "python-word-count-cli");
    expect(p).toBe("/api/workspaces/42/python-word-count-cli/terminal");
    expect(parseProjectTerminalPath(p)).toEqual({ userId: 42, slug: "python-word-count-cli" });
    for (const bad of [
      "/api/workspaces/x/python/terminal",
      "/api/workspaces/42/../terminal",
      "/api/workspaces/42/Python/terminal",
      "/api/workspaces/42/python/terminal/",
      "/api/workspaces/42/python",
      "/api/workspaces/1234567890123/python/terminal",
    ])
      expect(parseProjectTerminalPath(bad), bad).toBeNull();
  });
});

describe("what a browser may send", () => {
  it("takes input, a resize within bounds and resume; nothing else", () => {
    expect(terminalClientMessage.safeParse({ type: "input", data: "ls\r" }).success).toBe(true);
    expect(terminalClientMessage.safeParse({ type: "resize", cols: 80, rows: 24 }).success).toBe(true);
    expect(terminalClientMessage.safeParse({ type: "resume" }).success).toBe(true);
    expect(terminalClientMessage.safeParse({ type: "resize", cols: 80000, rows: 24 }).success).toBe(false);
    expect(terminalClientMessage.safeParse({ type: "resize", cols: 1.5, rows: 24 }).success).toBe(false);
    expect(terminalClientMessage.safeParse({ type: "input", data: "x".repeat(64 * 1024 + 1) }).success).toBe(false);
    expect(terminalClientMessage.safeParse({ type: "exec", data: "ls" }).success).toBe(false);
    expect(terminalClientMessage.safeParse("ls").success).toBe(false);
  });
});

describe("the idle rule", () => {
  it("is the session's 15 minutes, with the warning at 14 (840 s) and expiry at 15", () => {
    expect(TERMINAL_IDLE_MS).toBe(900_000);
    expect(terminalIdleState(0, 839_999)).toEqual({ state: "active", msUntilWarning: 1 });
    expect(terminalIdleState(0, 840_000)).toEqual({ state: "warning", msUntilExpiry: 60_000 });
    expect(terminalIdleState(0, 899_999)).toEqual({ state: "warning", msUntilExpiry: 1 });
    expect(terminalIdleState(0, 900_000)).toEqual({ state: "expired" });
    // a clock that went back counts as no idle time
    expect(terminalIdleState(1000, 0).state).toBe("active");
  });
  it("warns half-way through a limit shorter than two minutes", () => {
    expect(warningLeadMs(6000)).toBe(3000);
    expect(terminalIdleState(0, 3000, 6000)).toEqual({ state: "warning", msUntilExpiry: 3000 });
    expect(terminalIdleState(0, 2999, 6000).state).toBe("active");
  });
});

describe("the reconnect rule", () => {
  it("tries 5 times, one attempt every 30 seconds, then gives up", () => {
    expect(TERMINAL_RECONNECT_ATTEMPTS).toBe(5);
    expect(TERMINAL_RECONNECT_CHECK_MS).toBe(30_000);
    expect([1, 2, 3, 4, 5].map(reconnectDelay)).toEqual([30_000, 30_000, 30_000, 30_000, 30_000]);
    expect(reconnectDelay(6)).toBeNull();
    expect(reconnectDelay(0)).toBeNull();
    expect(reconnectDelay(1.5)).toBeNull();
  });
});

describe("the terminal's bounds (token buckets)", () => {
  it("takes while there are tokens, refills with time up to the capacity, refuses without taking", () => {
    let b = { tokens: 3, at: 0 };
    for (let i = 0; i < 3; i++) {
      const r = takeTokens(b, 1, 10, 3, 0);
      expect(r.ok).toBe(true);
      b = r.bucket;
    }
    const refused = takeTokens(b, 1, 10, 3, 50);
    expect(refused.ok).toBe(false);
    expect(refused.bucket.tokens).toBeCloseTo(0.5);
    // 100 ms at 10 a second is one more
    expect(takeTokens(b, 1, 10, 3, 100).ok).toBe(true);
    // a long pause refills to the capacity, no further
    expect(takeTokens(b, 1, 10, 3, 60_000).bucket.tokens).toBe(2);
  });

  it("spends past zero (what was written is counted) and says how long the debt lasts", () => {
    const first = spendTokens({ tokens: 1000, at: 0 }, 600, 1000, 1000, 0);
    expect(first).toEqual({ bucket: { tokens: 400, at: 0 }, waitMs: 0 });
    const second = spendTokens(first.bucket, 900, 1000, 1000, 0);
    expect(second).toEqual({ bucket: { tokens: -500, at: 0 }, waitMs: 500 });
    // half a second later the debt is paid
    expect(spendTokens(second.bucket, 0, 1000, 1000, 500).waitMs).toBe(0);
  });
});
