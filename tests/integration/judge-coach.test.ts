// The coach's Run and Submit against the real server and the real judge: runs per learner are
// limited (429 with Retry-After, or the sentence on the page without JavaScript), what a run
// answers and stores is bounded however much the code returns or prints, and a submission's
// hidden tests come back without their error message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";

let server: TestServer;
type Problem = {
  page_row_id: number;
  page_id: number;
  slug: string;
  function_name: string;
  visible_tests: string;
  hidden_tests: string;
  solutions: string;
};
let mod: { id: number; author_id: number; collection_id: number };
let problem: Problem;

const LIMIT = 3;
const runLimitText = (seconds: number) =>
  `You are running code too often: at most ${LIMIT} runs and submissions a minute. Please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
const ref = () => ({ author_id: String(mod.author_id), work_id: String(mod.collection_id), page_id: String(problem.page_id) });
const userId = (email: string) => (server.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;
const count = (sql: string, ...args: unknown[]) => (server.db.prepare(sql).get(...args) as { n: number }).n;
const visibleCount = () => (JSON.parse(problem.visible_tests) as unknown[]).length;
const solution = (language: "python" | "javascript") => (JSON.parse(problem.solutions) as Record<string, string>)[language]!;
const run = (c: Client, language: string, code: string) => c.postJson("/api/ctw/runs/save/v2", { ...ref(), language, code });
const submit = (c: Client, language: string, code: string) =>
  c.postJson("/api/ctw/submission/save/v2", { ...ref(), language, code, user_time_spent: "60" });

function grantPremium(email: string) {
  server.db
    .prepare(
      `INSERT INTO subscriptions (user_id, plan_code, feature_set, validity_months, plan_type, status, paid_cents, start_date, expiration_date)
       VALUES (?, '300-12-6000', 300, 12, 6000, 'active', 29900, '2025-01-01T00:00:00.000Z', '2099-01-01T00:00:00.000Z')`,
    )
    .run(userId(email));
}

beforeAll(async () => {
  server = await startServer({ COACH_RUN_RATE_LIMIT: String(LIMIT) });
  mod = server.db.prepare("SELECT * FROM coach_modules WHERE slug = 'two-pointers'").get() as typeof mod;
  const rows = server.db
    .prepare(
      `SELECT pr.page_id AS page_row_id, p.page_id, p.slug, pr.function_name, pr.visible_tests, pr.hidden_tests, pr.solutions
       FROM coach_problems pr JOIN coach_pages p ON p.id = pr.page_id WHERE p.module_id = ? ORDER BY p.position`,
    )
    .all(mod.id) as Problem[];
  // a problem with at least 3 visible tests and plain arguments
  problem = rows.find(
    (p) =>
      (JSON.parse(p.visible_tests) as unknown[]).length >= 3 &&
      (JSON.parse(p.hidden_tests) as unknown[]).length >= 1 &&
      !/ListNode|TreeNode/.test(p.solutions),
  )!;
  expect(problem).toBeTruthy();
});
afterAll(async () => server?.stop());

describe("runs per learner", () => {
  it(`a learner's ${LIMIT + 1}th run within a minute is refused with 429, Retry-After and nothing graded or stored`, async () => {
    const email = "run-limit@example.com";
    const { client } = await signUpVerified(server, { email });
    for (let i = 0; i < LIMIT; i++) expect((await run(client, "python", solution("python"))).status).toBe(200);
    const refused = await run(client, "python", solution("python"));
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get("retry-after"));
    expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 60).toBe(true);
    expect(await refused.json()).toEqual({ errorText: runLimitText(seconds) });
    expect(count("SELECT count(*) n FROM coach_submissions WHERE user_id = ?", userId(email))).toBe(LIMIT);
    expect(count("SELECT count(*) n FROM rate_limit_hits WHERE bucket = 'coach-run' AND key = ?", String(userId(email)))).toBe(LIMIT);

    // another learner is not affected
    const other = (await signUpVerified(server, { email: "run-limit-other@example.com" })).client;
    expect((await run(other, "python", solution("python"))).status).toBe(200);
  });

  it("Run and Submit share the allowance; a refused submission is not graded or stored", async () => {
    const email = "submit-limit@example.com";
    const { client } = await signUpVerified(server, { email });
    grantPremium(email);
    expect((await run(client, "javascript", solution("javascript"))).status).toBe(200);
    expect((await submit(client, "python", solution("python"))).status).toBe(200);
    expect((await run(client, "python", solution("python"))).status).toBe(200);
    const refused = await submit(client, "python", solution("python"));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ errorText: runLimitText(Number(refused.headers.get("retry-after"))) });
    expect(count("SELECT count(*) n FROM coach_submissions WHERE user_id = ? AND kind = 'submission'", userId(email))).toBe(1);
    expect(count("SELECT count(*) n FROM coach_submissions WHERE user_id = ? AND kind = 'run'", userId(email))).toBe(2);
  });

  it("without JavaScript, the refused run shows the sentence on the problem page and keeps the code", async () => {
    const email = "form-limit@example.com";
    const { client } = await signUpVerified(server, { email });
    const page = `/interview-prep/coding/${problem.slug}`;
    const code = solution("python");
    for (let i = 0; i < LIMIT; i++) expect((await client.postForm(page, { intent: "run", lang: "python", code })).status).toBe(200);
    const refused = await client.postForm(page, { intent: "run", lang: "python", code: `${code}\n# kept by the page` });
    expect(refused.status).toBe(429);
    const html = await refused.text();
    expect(html).toMatch(
      /<p class="form-error" role="alert">You are running code too often: at most 3 runs and submissions a minute\. Please try again in \d+ seconds?\.<\/p>/,
    );
    expect(html).toContain("# kept by the page");
    expect(count("SELECT count(*) n FROM coach_submissions WHERE user_id = ?", userId(email))).toBe(LIMIT);
  });
});

describe("bounded answers and rows", () => {
  it("a run that prints 10 MB and returns 20 MB answers a small body and stores a small row", async () => {
    const email = "bounded-run@example.com";
    const { client } = await signUpVerified(server, { email });
    const code = `def ${problem.function_name}(*args):\n    print('y' * 10_000_000)\n    return 'x' * 20_000_000\n`;
    const res = await run(client, "python", code);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text.length).toBeLessThan(64 * 1024);
    const body = JSON.parse(text);
    expect(body.tests).toHaveLength(visibleCount());
    expect(body.tests[0]).toMatchObject({
      verdict: "Runtime Error",
      passed: false,
      error: "Output Limit Exceeded: the return value is 20000002 bytes of JSON, more than the 65536 allowed per test.",
      output: `"${"x".repeat(959)}… output truncated (19999042 bytes more)`,
    });
    expect(body.error).toBe(body.tests[0].error);
    expect(body.stdout).toMatch(/^y{8192}\n… output truncated \(\d+ bytes more\)\n$/);
    const row = server.db
      .prepare("SELECT length(result) AS result, length(error) AS error FROM coach_submissions WHERE user_id = ?")
      .get(userId(email)) as { result: number; error: number };
    expect(row.result).toBeLessThan(64 * 1024);
    expect(row.error).toBeLessThanOrEqual(2048);
  });

  it("return values that would make the row larger than 256 KB keep the last tests' verdict only", async () => {
    const email = "bounded-row@example.com";
    const { client } = await signUpVerified(server, { email });
    // 60 KB per visible test, stored twice (output and actual): over 256 KB from the third test on
    const res = await run(client, "javascript", `function ${problem.function_name}(...args) {\n  return 'z'.repeat(60_000);\n}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    const last = body.tests[body.tests.length - 1];
    expect(Object.keys(last).sort()).toEqual(["error", "hidden", "index", "passed", "verdict"]);
    expect(last).toMatchObject({ hidden: false, passed: false, verdict: "Wrong Answer" });
    expect(body.tests[0].output).toBe("z".repeat(60_000));
    const row = server.db
      .prepare("SELECT length(CAST(result AS BLOB)) AS bytes, result FROM coach_submissions WHERE user_id = ?")
      .get(userId(email)) as { bytes: number; result: string };
    expect(row.bytes).toBeLessThanOrEqual(256 * 1024);
    expect(JSON.parse(row.result).tests).toEqual(body.tests);
  });

  it("a thrown 5 MB message is stored as its first 2 KB", async () => {
    const email = "bounded-error@example.com";
    const { client } = await signUpVerified(server, { email });
    const res = await run(client, "javascript", `function ${problem.function_name}(...args) {\n  throw new Error('m'.repeat(5_000_000));\n}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.error).toMatch(/^Error: m+… message truncated \(4998039 bytes more\) \(line 2\)$/);
    const row = server.db.prepare("SELECT error FROM coach_submissions WHERE user_id = ?").get(userId(email)) as { error: string };
    expect(row.error).toBe(body.error);
    expect(Buffer.byteLength(row.error)).toBeLessThanOrEqual(2048);
  });
});

describe("hidden tests of a submission", () => {
  it.each(["python", "javascript"] as const)(
    "%s: an error on a hidden test comes back as its kind only, in the answer and the row",
    async (language) => {
      const email = `hidden-${language}@example.com`;
      const { client } = await signUpVerified(server, { email });
      grantPremium(email);
      const fn = problem.function_name;
      const v = visibleCount();
      // the reference solution passes the visible tests; every later call raises with its arguments
      const code =
        language === "python"
          ? `${solution("python")}\n_solve = ${fn}\n_calls = [0]\ndef ${fn}(*args):\n    _calls[0] += 1\n    if _calls[0] > ${v}:\n        raise ValueError('leak-' + 'marker ' + repr(args))\n    return _solve(*args)\n`
          : `${solution("javascript")}\nconst __solve = ${fn};\nlet __calls = 0;\n${fn} = function (...args) {\n  if (++__calls > ${v}) throw new TypeError('leak-' + 'marker ' + JSON.stringify(args));\n  return __solve(...args);\n};`;
      const res = await submit(client, language, code);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).not.toContain("leak-marker");
      // no hidden input appears anywhere (unless a visible test has it too)
      const visible = new Set((JSON.parse(problem.visible_tests) as { input: unknown[] }[]).map((t) => JSON.stringify(t.input)));
      for (const t of JSON.parse(problem.hidden_tests) as { input: unknown[] }[]) {
        if (!visible.has(JSON.stringify(t.input))) expect(text).not.toContain(JSON.stringify(t.input));
      }
      const body = JSON.parse(text);
      const kind = language === "python" ? "ValueError" : "TypeError";
      expect(body.error).toBe(kind);
      expect(body.passed_testcases).toBe(v);
      const hidden = body.tests.filter((t: { hidden: boolean }) => t.hidden);
      expect(hidden.length).toBe((JSON.parse(problem.hidden_tests) as unknown[]).length);
      for (const t of hidden) expect(Object.keys(t).sort()).toEqual(["hidden", "index", "passed", "verdict"]);
      expect(hidden.every((t: { verdict: string }) => t.verdict === "Runtime Error")).toBe(true);
      const row = server.db.prepare("SELECT error, result FROM coach_submissions WHERE user_id = ? AND kind = 'submission'").get(userId(email)) as {
        error: string;
        result: string;
      };
      expect(row.error).toBe(kind);
      expect(row.result).not.toContain("leak-marker");
    },
  );
});
