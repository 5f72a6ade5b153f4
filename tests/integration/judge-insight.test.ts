// What the judge adds after a verdict (docs/product/judge.md#the-measured-complexity and
// #the-smallest-failing-input), against the real server, the seeded coach content and the real
// Python sandbox: an accepted quadratic solution is measured O(n^2) beside the linear reference;
// a wrong one gets a small failing input that is none of the hidden tests.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type Client, type TestServer } from "./helpers/server";

let server: TestServer;
let staff: Client;
let path: { author_id: number; path_id: number };
let mod: { id: number; author_id: number; collection_id: number };
let page: { id: number; page_id: number };
let hiddenInputs: unknown[][];

const QUADRATIC = `def trapRainwater(heights):
    water = 0
    for i in range(len(heights)):
        left = 0
        for j in range(i + 1):
            left = max(left, heights[j])
        right = 0
        for j in range(i, len(heights)):
            right = max(right, heights[j])
        water += min(left, right) - heights[i]
    return water
`;
// only the tallest bar to the left: water spills over the right edge unnoticed
const LEFT_ONLY = `def trapRainwater(heights):
    water = 0
    left = 0
    for h in heights:
        left = max(left, h)
        water += left - h
    return water
`;

beforeAll(async () => {
  server = await startServer({ JUDGE_NATIVE: "0" });
  path = server.db.prepare("SELECT * FROM coach_paths WHERE slug = 'coding'").get() as typeof path;
  mod = server.db.prepare("SELECT * FROM coach_modules WHERE slug = 'two-pointers'").get() as typeof mod;
  page = server.db.prepare("SELECT id, page_id FROM coach_pages WHERE module_id = ? AND slug = 'rainwater-between-bars'").get(mod.id) as typeof page;
  const tests = (server.db.prepare("SELECT hidden_tests FROM coach_problems WHERE page_id = ?").get(page.id) as { hidden_tests: string })
    .hidden_tests;
  hiddenInputs = (JSON.parse(tests) as { input: unknown[] }[]).map((t) => t.input);
  staff = server.client();
  const login = await staff.postJson("/api/user/login", { email: "staff@codelift.dev", password: "staff-codelift-2026" });
  expect(login.status).toBe(200);
});
afterAll(async () => server?.stop());

async function submit(code: string): Promise<{ status: string; failedHidden: boolean; id: number; text: string }> {
  const res = await staff.postJson("/api/ctw/submission/save/v2", {
    author_id: String(mod.author_id),
    work_id: String(mod.collection_id),
    page_id: String(page.page_id),
    language: "python",
    code,
    user_time_spent: "60",
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const text = await res.text();
  const body = JSON.parse(text) as { status: string; tests: { hidden: boolean; passed: boolean }[] };
  const row = server.db
    .prepare("SELECT id FROM coach_submissions WHERE page_row_id = ? AND kind = 'submission' ORDER BY id DESC LIMIT 1")
    .get(page.id) as {
    id: number;
  };
  return { status: body.status, failedHidden: body.tests.some((t) => t.hidden && !t.passed), id: row.id, text };
}

/** The stored result once `field` was added after the verdict (the insight runs in the background). */
async function storedWith(id: number, field: string): Promise<Record<string, unknown>> {
  for (let waited = 0; waited < 90_000; waited += 250) {
    const row = server.db.prepare("SELECT result FROM coach_submissions WHERE id = ?").get(id) as { result: string };
    const result = JSON.parse(row.result) as Record<string, unknown>;
    if (field in result) return result;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`submission ${id} got no ${field} in 90 s`);
}

describe("after the verdict", () => {
  it("an accepted quadratic solution is measured O(n^2), and the explanation says the reference is faster", async () => {
    const { status, id } = await submit(QUADRATIC);
    expect(status).toBe("Correct");
    const result = await storedWith(id, "code_insight");
    expect(result.code_insight).toBe("O(n^2)");
    expect(result.code_insight_explanation).toMatch(/^Measured O\(n\^2\): the counted cost grew from [\d,]+ at n = 8 to [\d,]+ at n = \d+\./);
    expect(result.code_insight_explanation).toContain("The reference solution measures O(n): a faster class exists.");
    // the history shows it with the submission
    const history = await staff.get(
      `/api/ctw/submissions/v2?author_id=${mod.author_id}&work_id=${mod.collection_id}&path_author_id=${path.author_id}&path_id=${path.path_id}`,
    );
    expect(history.status).toBe(200);
    type Listed = { id: number; submission_result: { result: Record<string, unknown> } };
    const list = Object.values(((await history.json()) as { submissions_data: Record<string, Listed[]> }).submissions_data).flat();
    expect(list.find((s) => s.id === id)?.submission_result.result).toMatchObject({ code_insight: "O(n^2)" });
    // and the problem page, opened on that submission, says it
    const html = await (await staff.get(`/interview-prep/coding/rainwater-between-bars?submission=${id}`)).text();
    expect(html).toContain("Complexity: <strong>O(n^2)</strong>.");
    expect(html).toContain("a faster class exists.");
  });

  it("a wrong solution gets a small failing input that is no hidden test, with both answers", async () => {
    const { failedHidden, id, text: submitted } = await submit(LEFT_ONLY);
    expect(failedHidden).toBe(true);
    const result = await storedWith(id, "counterexample");
    const found = result.counterexample as { input: unknown[]; expected: number; actual: number };
    const [heights] = found.input as [number[]];
    expect(Array.isArray(heights)).toBe(true);
    // shrunk as far as it goes: two bars, each 0 or 1 high ([1, 0]: the water spills on the right)
    expect(heights.length).toBe(2);
    expect(heights.every((h) => h === 0 || h === 1)).toBe(true);
    expect(found.actual).not.toBe(found.expected);
    // the reference's answer is right: recompute it here
    const trapped = heights.reduce((sum, h, i) => sum + Math.min(Math.max(...heights.slice(0, i + 1)), Math.max(...heights.slice(i))) - h, 0);
    expect(found.expected).toBe(trapped);
    expect(found.actual).toBe(heights.reduce((sum, h, i) => sum + Math.max(...heights.slice(0, i + 1)) - h, 0));
    expect(hiddenInputs.map((i) => JSON.stringify(i))).not.toContain(JSON.stringify(found.input));
    const html = await (await staff.get(`/interview-prep/coding/rainwater-between-bars?submission=${id}`)).text();
    expect(html).toContain("The smallest failing input found");
    // no answer about this submission holds a hidden test's input (the distinctive ones: short
    // inputs such as [4] occur in any page)
    const history = await (
      await staff.get(
        `/api/ctw/submissions/v2?author_id=${mod.author_id}&work_id=${mod.collection_id}&path_author_id=${path.author_id}&path_id=${path.path_id}`,
      )
    ).text();
    for (const input of hiddenInputs.map((i) => JSON.stringify(i[0])).filter((t) => t.length > 12))
      for (const answer of [submitted, history, html, JSON.stringify(result)]) expect(answer).not.toContain(input);
    expect(html).toContain(`<pre class="counterexample-input">${JSON.stringify(heights)}</pre>`);
  });
});
