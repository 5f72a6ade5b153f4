// Diffs between attempts, the mock interview's timeline and live tests (docs/product/judge.md#diffs-between-attempts,
// #live-tests-while-typing, docs/product/interview-prep.md#mock-interviews), over HTTP against the
// built server and the real JavaScript judge: the compare page answers without JavaScript with a
// unified diff of the learner's own attempts; another learner's attempt is a 404; the solution
// joins once it is open; the report of a finished interview lists every run and submission with
// its verdict and time; a live run answers its marks, stores nothing and is held to one a second.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";

let server: TestServer;
let learner: Client;
let other: Client;

const PROBLEM = "/interview-prep/coding/rainwater-between-bars";
const COMPARE = `${PROBLEM}/compare`;
const NOT_YOURS = "Attempt not found: it is not one of your runs or submissions on this problem.";
const CLOSED = "The solution of this problem is not open to you yet: submit the problem or reveal its solution first.";

const userId = (email: string) => (server.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;
const latestAttempt = (email: string) =>
  server.db.prepare("SELECT id, kind FROM coach_submissions WHERE user_id = ? ORDER BY id DESC LIMIT 1").get(userId(email)) as {
    id: number;
    kind: string;
  };
const solutionOf = (pageRowId: number) =>
  (
    JSON.parse((server.db.prepare("SELECT solutions FROM coach_problems WHERE page_id = ?").get(pageRowId) as { solutions: string }).solutions) as {
      javascript: string;
    }
  ).javascript;
const decode = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

beforeAll(async () => {
  server = await startServer({ JUDGE_NATIVE: "0" });
  learner = (await signUpVerified(server, { email: "diff-learner@example.com" })).client;
  // a plan, for graded submissions and mock interviews
  server.db
    .prepare(
      "INSERT INTO subscriptions (user_id, plan_code, feature_set, validity_months, plan_type, status, paid_cents, start_date, expiration_date) VALUES (?, '300-12-6000', 300, 12, 6000, 'active', 0, '2025-01-01', '2099-01-01')",
    )
    .run(userId("diff-learner@example.com"));
  other = (await signUpVerified(server, { email: "diff-other@example.com" })).client;
}, 120_000);
afterAll(async () => server?.stop());

describe("comparing two attempts", () => {
  let runId: number;
  let submissionId: number;
  let reference: string;

  it("says there is nothing to compare before any attempt, and asks a visitor to log in", async () => {
    const page = await learner.get(COMPARE);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("No runs or submissions yet");
    const anon = await server.client().get(COMPARE);
    expect(anon.status).toBe(302);
    expect(anon.headers.get("Location")).toContain("/login?ru=");
  });

  it("shows the unified diff of a run and a later submission, with the solution closed until the submission", async () => {
    const pageRow = server.db.prepare("SELECT id FROM coach_pages WHERE slug = 'rainwater-between-bars'").get() as { id: number };
    reference = solutionOf(pageRow.id);
    const lines = reference.split("\n");
    // the run: the reference with its last non-empty line replaced
    const last = lines.map((l) => l.trim() !== "").lastIndexOf(true);
    const changed = [...lines.slice(0, last), "  // not finished yet", ...lines.slice(last + 1)].join("\n");
    const ran = await learner.postForm(PROBLEM, { intent: "run", lang: "javascript", code: changed });
    expect(ran.status).toBe(200);
    runId = latestAttempt("diff-learner@example.com").id;
    expect((await learner.get(`${COMPARE}?from=${runId}&to=solution`)).status).toBe(403);
    expect(await (await learner.get(`${COMPARE}?from=solution&to=${runId}`)).text()).toContain(CLOSED);

    const submitted = await learner.postForm(PROBLEM, { intent: "submit", lang: "javascript", code: reference });
    expect(submitted.status).toBe(200);
    submissionId = latestAttempt("diff-learner@example.com").id;
    expect(submissionId).toBeGreaterThan(runId);

    // no choice: the latest attempt with the one before it
    const page = await learner.get(COMPARE);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toContain("private");
    const html = decode(await page.text());
    expect(html).toContain('data-testid="unified-diff"');
    expect(html).toContain("1 line removed, 1 line added");
    expect(html).toContain("-   // not finished yet");
    expect(html).toContain(`+ ${lines[last]}`);
    expect(html).toMatch(/@@ -\d+,\d+ \+\d+,\d+ @@/);
    expect(html).toContain(`<option value="${runId}"`);
    expect(html).toContain('<option value="solution"');
  });

  it("compares an attempt with the open solution, and one with itself", async () => {
    const withSolution = decode(await (await learner.get(`${COMPARE}?from=${submissionId}&to=solution`)).text());
    expect(withSolution).toContain("The reference solution (JavaScript)");
    expect(withSolution).toContain("The two are identical.");
    const same = await learner.get(`${COMPARE}?from=${runId}&to=${runId}`);
    expect(same.status).toBe(200);
    expect(await same.text()).toContain("The two are identical.");
  });

  it("answers 404 for another learner's attempt and 400 for a choice that is no attempt", async () => {
    const theirs = await other.get(`${COMPARE}?from=${runId}&to=${submissionId}`);
    expect(theirs.status).toBe(404);
    expect(decode(await theirs.text())).toContain(NOT_YOURS);
    // an attempt on another problem is not one of this problem's
    expect((await learner.get(`/interview-prep/coding/pair-with-target-sum/compare?from=${runId}&to=${submissionId}`)).status).toBe(404);
    for (const q of ["from=abc&to=1", "from=-3", "from=solution&to=solution", "from=1e400"])
      expect((await learner.get(`${COMPARE}?${q}`)).status, q).toBe(400);
    // a page without a coding problem
    expect((await learner.get("/interview-prep/coding/introduction-to-two-pointers/compare")).status).toBe(404);
  });

  it("links the problem's history to the comparison", async () => {
    const html = decode(await (await learner.get(PROBLEM)).text());
    expect(html).toContain(`href="${COMPARE}"`);
    expect(html).toContain(`href="${COMPARE}?from=${runId}&to=${submissionId}"`);
  });
});

describe("the mock interview's timeline", () => {
  it("lists every run and submission of the interview with its verdict, its time and a comparison with the attempt before", async () => {
    const before = latestAttempt("diff-learner@example.com").id;
    const start = await learner.postForm("/interview-prep/mock-interview", { company: "Meta", length: "45", timezone: "UTC" });
    expect(start.status).toBe(302);
    const row = server.db
      .prepare("SELECT id, problems FROM mock_interviews WHERE user_id = ? ORDER BY id DESC")
      .get(userId("diff-learner@example.com")) as {
      id: number;
      problems: string;
    };
    const p0 = (JSON.parse(row.problems) as { page_row_id: number; path_slug: string; page_slug: string }[])[0]!;
    const link = `/interview-prep/${p0.path_slug}/${p0.page_slug}`;
    const code = solutionOf(p0.page_row_id);
    expect((await learner.postForm(link, { intent: "run", lang: "javascript", code: "// nothing yet" })).status).toBe(200);
    const runId = latestAttempt("diff-learner@example.com").id;
    expect((await learner.postForm(link, { intent: "submit", lang: "javascript", code })).status).toBe(200);
    const subId = latestAttempt("diff-learner@example.com").id;
    expect((await learner.postForm(`/interview-prep/mock-interview/${row.id}`, { intent: "finish" })).status).toBe(302);

    const report = await learner.get(`/interview-prep/mock-interview/${row.id}/report`);
    expect(report.status).toBe(200);
    const html = decode(await report.text());
    expect(html).toContain("Timeline");
    const timeline = html.slice(html.indexOf('data-testid="mock-timeline"'));
    expect(timeline).toMatch(/Run: (0|\d+) of \d+ visible tests passed/);
    expect(timeline).toMatch(/Accepted: all \d+ tests passed/);
    expect(timeline.indexOf(`?submission=${runId}`)).toBeLessThan(timeline.indexOf(`?submission=${subId}`));
    expect(timeline).toContain(`href="${link}/compare?from=${runId}&to=${subId}"`);
    expect(timeline).toMatch(/After <\/span>(<!-- -->)?\d+:\d\d/);
    // the attempts made before the interview are not in it
    expect(timeline).not.toContain(`?submission=${before}#`);
  });
});

describe("live tests while typing", () => {
  const LIVE = `${PROBLEM}?_data=${encodeURIComponent("routes/interview-prep.$pathUrlSlug.$pageSlug")}`;
  const rowsOf = () =>
    (server.db.prepare("SELECT count(*) AS n FROM coach_submissions WHERE user_id = ?").get(userId("diff-other@example.com")) as { n: number }).n;

  it("answers the visible tests' marks as JSON and stores nothing; a second run within the second is a 429 with JSON", async () => {
    const pageRow = server.db.prepare("SELECT id FROM coach_pages WHERE slug = 'rainwater-between-bars'").get() as { id: number };
    const before = rowsOf();
    const first = await other.postForm(LIVE, { intent: "run", live: "1", lang: "javascript", code: solutionOf(pageRow.id) });
    expect(first.status).toBe(200);
    const body = (await first.json()) as { lang: string; live: { tests: { passed: boolean }[]; passed_testcases: number; total_testcases: number } };
    expect(body.lang).toBe("javascript");
    expect(body.live.total_testcases).toBeGreaterThan(0);
    expect(body.live.passed_testcases).toBe(body.live.total_testcases);
    expect(body.live.tests.every((t) => t.passed)).toBe(true);
    const again = await other.postForm(LIVE, { intent: "run", live: "1", lang: "javascript", code: "function trapRainwater() { return 0; }" });
    expect(again.status).toBe(429);
    expect(again.headers.get("Retry-After")).toBe("1");
    expect(await again.json()).toMatchObject({
      errorText: "Live tests run at most once a second: the next run starts after your next pause in typing.",
    });
    await new Promise((r) => setTimeout(r, 1100));
    const later = await other.postForm(LIVE, { intent: "run", live: "1", lang: "javascript", code: "function trapRainwater() { return 0; }" });
    expect(later.status).toBe(200);
    expect(((await later.json()) as { live: { passed_testcases: number } }).live.passed_testcases).toBeLessThan(body.live.total_testcases);
    expect(rowsOf()).toBe(before);
    const java = await other.postForm(LIVE, { intent: "run", live: "1", lang: "java", code: "class Solution {}" });
    expect(java.status).toBe(400);
    expect(await java.json()).toMatchObject({ errorText: "Live tests run Python and JavaScript code only: use Run for this language." });
  });

  it("remembers the learner's choice to turn them off, and on again", async () => {
    const flag = async () => /"liveTests":(true|false)/.exec(await (await other.get(PROBLEM)).text())?.[1];
    expect(await flag()).toBe("true");
    expect((await other.postForm(LIVE, { intent: "live_tests", enabled: "off" })).status).toBe(200);
    expect(await flag()).toBe("false");
    expect((await other.postForm(LIVE, { intent: "live_tests", enabled: "maybe" })).status).toBe(400);
    expect((await other.postForm(LIVE, { intent: "live_tests", enabled: "on" })).status).toBe(200);
    expect(await flag()).toBe("true");
  });
});
