// The browser client's request rules, run with a real AbortController and fake clocks.
import { describe, expect, it } from "vitest";
import {
  isHandledAnswer,
  isSuccessStatus,
  latestOnly,
  loadPageProps,
  PAGE_PROPS_FAILED,
  pagePropsBackoff,
  storageSet,
  stringValuedBody,
  type PagePropsState,
} from "~/utils/apiClient";

const answer = (status: number, body: unknown = {}) => new Response(JSON.stringify(body), { status });

function run(answers: (Response | Error)[]) {
  const waits: number[] = [];
  const states: PagePropsState["state"][] = [];
  const reported: unknown[] = [];
  let calls = 0;
  const promise = loadPageProps("/api/collection/c/page/p/props", {
    fetch: async () => {
      const a = answers[Math.min(calls++, answers.length - 1)]!;
      if (a instanceof Error) throw a;
      return a;
    },
    sleep: async (ms) => void waits.push(ms),
    random: () => 0.5,
    onState: (s) => states.push(s.state),
    report: (e) => reported.push(e),
  });
  return { promise, waits, states, reported, calls: () => calls };
}

describe("the client's conventions", () => {
  it("success is 200 to 399", () => {
    expect([199, 200, 302, 399, 400].map(isSuccessStatus)).toEqual([false, true, true, true, false]);
  });

  it("sends every value as a string", () => {
    expect(stringValuedBody({ a: 1, b: true, c: { x: 1 }, d: "t", e: null, f: undefined })).toEqual({
      a: "1",
      b: "true",
      c: '{"x":1}',
      d: "t",
      e: "null",
    });
  });

  it("counts already-exists and operation-not-allowed answers as handled", () => {
    expect(isHandledAnswer(409, { errorText: "This card already exists." })).toBe(true);
    expect(isHandledAnswer(400, { error_code: "OPERATION_NOT_ALLOWED" })).toBe(true);
    expect(isHandledAnswer(400, { errorText: "Name is required." })).toBe(false);
    expect(isHandledAnswer(500, null)).toBe(false);
  });
});

describe("page props", () => {
  it("are retried 3 times with 1 to 2 s waits, then rejected with the message and reported", async () => {
    const r = run([answer(500), new Error("network"), answer(503), answer(502)]);
    expect(await r.promise).toEqual({ state: "rejected", loaded: false, message: PAGE_PROPS_FAILED });
    expect(r.calls()).toBe(4);
    expect(r.waits).toEqual([1500, 1500, 1500]);
    expect(r.states).toEqual(["pending", "rejected"]);
    expect(r.reported).toHaveLength(1);
    expect([0, 0.999999].map((x) => pagePropsBackoff(() => x))).toEqual([1000, 2000]);
  });

  it("a later success is fulfilled; 401, 404 and an access denial are not retried", async () => {
    const ok = run([answer(500), answer(200, { title: "T" })]);
    expect(await ok.promise).toEqual({ state: "fulfilled", loaded: true, data: { title: "T" } });
    expect((await run([answer(401)]).promise).state).toBe("unauthorized");
    expect((await run([answer(404)]).promise).state).toBe("not-found");
    const denied = run([answer(403, { errorText: "No.", redirect_to: "/courses/c" })]);
    expect(await denied.promise).toEqual({ state: "redirect", loaded: false, to: "/courses/c" });
    expect(denied.calls()).toBe(1);
    // never off the site
    expect(await run([answer(403, { errorText: "No.", redirect_to: "//evil.example" })]).promise).toEqual({
      state: "rejected",
      loaded: false,
      message: "No.",
    });
  });

  it("an attempt is aborted after 30 s", async () => {
    const signals: AbortSignal[] = [];
    const realSetTimeout = globalThis.setTimeout;
    // run the 30 s timer at once: the pending fetch sees its signal abort
    globalThis.setTimeout = ((fn: () => void, ms: number) => realSetTimeout(fn, ms === 30_000 ? 0 : ms)) as typeof setTimeout;
    try {
      const state = await loadPageProps("/p", {
        fetch: (_url, init) =>
          new Promise((_, reject) => {
            signals.push(init.signal);
            init.signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
          }),
        sleep: async () => undefined,
        random: () => 0,
      });
      expect(state.state).toBe("rejected");
      expect(signals).toHaveLength(4);
      expect(signals.every((s) => s.aborted)).toBe(true);
    } finally {
      globalThis.setTimeout = realSetTimeout;
    }
  });
});

describe("calls of one kind", () => {
  it("a new call aborts the earlier in-flight one of its kind only", () => {
    const calls = latestOnly();
    const first = calls.signal("ai-search");
    const other = calls.signal("collection");
    const second = calls.signal("ai-search");
    expect([first.aborted, other.aborted, second.aborted]).toEqual([true, false, false]);
    calls.done("ai-search", second);
    const third = calls.signal("ai-search");
    expect([second.aborted, third.aborted]).toEqual([false, false]);
  });
});

describe("storage", () => {
  it("a full storage is cleared, the event logged, and the write made", () => {
    const data = new Map<string, string>([["old", "x".repeat(10)]]);
    let full = true;
    const storage = {
      setItem(k: string, v: string) {
        if (full) {
          full = false;
          throw new DOMException("full", "QuotaExceededError");
        }
        data.set(k, v);
      },
      clear: () => data.clear(),
    };
    const events: string[] = [];
    expect(storageSet(storage, "k", "v", (e) => events.push(e))).toBe(true);
    expect([...data]).toEqual([["k", "v"]]);
    expect(events).toEqual(["storage_quota_exceeded"]);
  });
});
