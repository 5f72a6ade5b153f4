// Page weight budgets against the built server (bench/pageWeight.ts): every page answers, its
// gzip JavaScript stays within its budget, and no page's JavaScript carries zod.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JS_BUDGETS, loginCookie, overBudget, pagesToWeigh, PREMIUM, weighPage, type PageWeight } from "../../bench/pageWeight";
import { startServer, type TestServer } from "./helpers/server";

let server: TestServer;
const bodies = new Map<string, string>();
const weights: PageWeight[] = [];

beforeAll(async () => {
  server = await startServer();
  const cookie = await loginCookie(server.baseUrl, PREMIUM);
  for (const page of pagesToWeigh(server.db)) weights.push(await weighPage(server.baseUrl, page, page.login ? cookie : "", bodies));
});
afterAll(async () => {
  await server?.stop();
});

describe("bundle budgets", () => {
  it("weighs every budgeted page, each answering 200 with its scripts", () => {
    expect(weights.map((w) => w.name).sort()).toEqual(Object.keys(JS_BUDGETS).sort());
    for (const w of weights) {
      expect(w.status, w.path).toBe(200);
      expect(w.jsFiles, w.path).toBeGreaterThan(3);
      expect(w.htmlGzip, w.path).toBeGreaterThan(500);
    }
  });

  it("keeps every page's JavaScript within its budget", () => {
    expect(overBudget(weights)).toEqual([]);
  });

  it("flags a page over its budget", () => {
    const lesson = weights.find((w) => w.name === "lesson")!;
    expect(overBudget([{ ...lesson, jsGzip: JS_BUDGETS.lesson + 1 }])).toEqual([
      `lesson: ${JS_BUDGETS.lesson + 1} B of gzip JavaScript is over its budget of ${JS_BUDGETS.lesson} B`,
    ]);
  });

  it("ships no zod to the browser", () => {
    expect(bodies.size).toBeGreaterThan(20);
    const withZod = [...bodies].filter(([, body]) => body.includes("ZodError") || body.includes("$ZodType")).map(([url]) => url);
    expect(withZod).toEqual([]);
  });

  it("loads no empty stand-in for a server module (patches/@remix-run+dev: each was a request of its own)", () => {
    // The compiler replaces a `.server` module (and @remix-run/node) with `module.exports = {}` in
    // the browser; unpatched, every such import left a 100-byte chunk that pages preloaded.
    const shims = [...bodies].filter(([, body]) => body.length < 300 && /\.exports=\{\}\}\)/.test(body)).map(([url]) => url);
    expect(shims).toEqual([]);
  });
});
