// The per-request read memo (db/requestMemo.ts): shared reads inside one scope,
// none outside, a lazy thenable (a Drizzle query) run once, failures not kept.
import { describe, expect, it } from "vitest";
import { forgetRequestMemo, requestMemo, withRequestMemo } from "../../db/requestMemo";

/** A thenable that counts how often it runs, like a Drizzle query (runs again on every await). */
function lazyQuery(counter: { runs: number }, value: number): PromiseLike<number> {
  return {
    then: (ok, ko) =>
      Promise.resolve(++counter.runs)
        .then(() => value)
        .then(ok, ko),
  };
}

describe("requestMemo", () => {
  it("reads every time outside a request scope", async () => {
    const c = { runs: 0 };
    await requestMemo("k", () => lazyQuery(c, 1));
    await requestMemo("k", () => lazyQuery(c, 1));
    expect(c.runs).toBe(2);
  });

  it("reads once per scope, even a lazy query awaited by several callers at once", async () => {
    const c = { runs: 0 };
    const values = await withRequestMemo(() =>
      Promise.all([requestMemo("k", () => lazyQuery(c, 7)), requestMemo("k", () => lazyQuery(c, 8)), requestMemo("k", () => lazyQuery(c, 9))]),
    );
    expect(values).toEqual([7, 7, 7]);
    expect(c.runs).toBe(1);
  });

  it("keeps one scope's reads from another's", async () => {
    const c = { runs: 0 };
    const a = withRequestMemo(() => requestMemo("k", () => lazyQuery(c, 1)));
    const b = withRequestMemo(() => requestMemo("k", () => lazyQuery(c, 2)));
    expect(await Promise.all([a, b])).toEqual([1, 2]);
    expect(c.runs).toBe(2);
  });

  it("does not keep a failed read, and forgets on request", async () => {
    await withRequestMemo(async () => {
      let n = 0;
      await expect(requestMemo("k", () => Promise.reject(new Error("busy")))).rejects.toThrow("busy");
      expect(await requestMemo("k", () => ++n)).toBe(1);
      expect(await requestMemo("k", () => ++n)).toBe(1);
      forgetRequestMemo("k");
      expect(await requestMemo("k", () => ++n)).toBe(2);
    });
  });
});
