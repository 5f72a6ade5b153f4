// The coach API (coach.md §7) against the real server, the seeded coach content and the real
// judge: happy paths, bad input (400), no session (401), unknown ids (404), the adaptive flow.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";

let server: TestServer;
let premium: Client;
let free: Client;

type PageRow = { id: number; page_id: number; group_id: number; slug: string; title: string; difficulty: string | null; solutions: string | null; function_name: string | null };
let path: { id: number; author_id: number; path_id: number; slug: string };
let mod: { id: number; author_id: number; collection_id: number; slug: string; title: string };
let pages: PageRow[];
let problems: PageRow[];

const PATTERN_KEY = () => `${mod.author_id}_${mod.collection_id}`;
const PREMIUM_REFUSAL =
  "Graded submissions are part of Codelift Premium. Upgrade to get your code graded and your next problem chosen for you.";

async function login(email: string, password: string): Promise<Client> {
  const c = server.client();
  const res = await c.postJson("/api/user/login", { email, password });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return c;
}

const put = (c: Client, p: string, body: unknown) => c.postJson(p, body, "PUT");
const count = (sql: string, ...args: unknown[]) => (server.db.prepare(sql).get(...args) as { n: number }).n;
const userId = (email: string) => (server.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;
const ref = (p: PageRow) => ({ author_id: String(mod.author_id), work_id: String(mod.collection_id), page_id: String(p.page_id) });
const correct = (p: PageRow) => (JSON.parse(p.solutions!) as { python: string }).python;
const wrong = (p: PageRow) => `def ${p.function_name}(*args):\n    return "definitely not the answer"\n`;

beforeAll(async () => {
  server = await startServer();
  path = server.db.prepare("SELECT * FROM coach_paths WHERE slug = 'coding'").get() as typeof path;
  mod = server.db.prepare("SELECT * FROM coach_modules WHERE slug = 'two-pointers'").get() as typeof mod;
  pages = server.db
    .prepare(
      `SELECT p.id, p.page_id, p.group_id, p.slug, p.title, pr.difficulty, pr.solutions, pr.function_name
       FROM coach_pages p LEFT JOIN coach_problems pr ON pr.page_id = p.id WHERE p.module_id = ? ORDER BY p.position`,
    )
    .all(mod.id) as PageRow[];
  problems = pages.filter((p) => p.difficulty);
  premium = await login("premium@codelift.test", "learn-premium-2026");
  free = (await signUpVerified(server, { email: "coach-free@example.com" })).client;
});
afterAll(async () => server?.stop());

describe("every coach call needs a session", () => {
  it.each([
    ["GET", "/api/ai-coach/user/path?author_id=6001&work_id=300001"],
    ["PUT", "/api/ai-coach/user/path"],
    ["PUT", "/api/ai-coach/problem/skip"],
    ["PUT", "/api/ai-coach/user-feedback/mark-pattern"],
    ["PUT", "/api/ai-coach/persist/pattern"],
    ["GET", "/api/ai-coach/user-feedback/touch-point?path_author_id=6001&path_id=300001"],
    ["PUT", "/api/ai-coach/user-feedback/touch-point?path_author_id=6001&path_id=300001"],
    ["POST", "/api/ai-coach/user-feedback"],
    ["POST", "/api/ai-coach/constraint-evaluation"],
    ["PUT", "/api/ai-coach/user-toc-metadata?path_author_id=6001&path_id=300001"],
    ["GET", "/api/ctw/submissions/v2?path_author_id=6001&path_id=300001"],
    ["POST", "/api/ctw/submission/save/v2"],
    ["POST", "/api/ctw/runs/save/v2"],
  ])("%s %s → 401", async (method, p) => {
    const c = server.client();
    const res = method === "GET" ? await c.get(p) : await c.postJson(p, { author_id: "6001" }, method);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ errorText: "You need to log in to do that." });
  });
});

describe("GET/PUT /api/ai-coach/user/path", () => {
  it("answers the empty journey without writing (created lazily by the first write) and includes is_migration_in_progress", async () => {
    const c = (await signUpVerified(server, { email: "path-reader@example.com" })).client;
    const res = await c.get(`/api/ai-coach/user/path?author_id=${path.author_id}&work_id=${path.path_id}`);
    expect(res.status).toBe(200);
    const { user_path } = await res.json();
    expect(user_path).toMatchObject({
      path_author_id: path.author_id,
      path_id: path.path_id,
      path_url_slug: "coding",
      attempt_id: 1,
      path_taken: [],
      grouped_path_taken: {},
      persisted_patterns: [],
      skipped_problems: [],
      skipped_groups: [],
      submitted_feedback_patterns: [],
      is_migration_in_progress: false,
      pattern_scores: {},
      included_items: null,
    });
    expect(count("SELECT count(*) n FROM coach_user_paths WHERE user_id = ?", userId("path-reader@example.com"))).toBe(0);
  });

  it("400 for missing or malformed ids, 404 for an unknown path", async () => {
    for (const q of ["", "?author_id=6001", "?author_id=x&work_id=300001", "?author_id=6001&work_id=1.5"]) {
      const res = await premium.get(`/api/ai-coach/user/path${q}`);
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toBeTruthy();
    }
    const res = await premium.get("/api/ai-coach/user/path?author_id=6001&work_id=999999");
    expect(res.status).toBe(404);
    expect((await res.json()).errorText).toBe("Interview-prep path not found: no path has author_id 6001 and path_id 999999.");
  });

  it("records a visit once per lesson, with the {userId}_…_{groupId}_intro / _lesson key", async () => {
    const email = "visitor@example.com";
    const c = (await signUpVerified(server, { email })).client;
    const uid = userId(email);
    const intro = pages[0]!;
    const first = await put(c, "/api/ai-coach/user/path", { ...ref(intro), group_id: String(intro.group_id), attempt_id: "1" });
    expect(first.status).toBe(200);
    const a = await first.json();
    expect(a.recorded).toBe(true);
    expect(a.visit_key).toBe(`${uid}_${mod.author_id}_${mod.collection_id}_${intro.page_id}_${intro.group_id}_intro`);
    expect(a.path_taken).toHaveLength(1);
    expect(a.path_taken[0]).toMatchObject({ author_id: mod.author_id, work_id: mod.collection_id, page_id: intro.page_id, group_id: intro.group_id, attempt_id: 1 });
    expect(a.user_path.grouped_path_taken[PATTERN_KEY()][intro.group_id]).toMatchObject({ page_ids: [intro.page_id] });

    const again = await (await put(c, "/api/ai-coach/user/path", ref(intro))).json();
    expect(again.recorded).toBe(false);
    expect(again.path_taken).toHaveLength(1);
    expect(count("SELECT count(*) n FROM coach_visits WHERE user_id = ?", uid)).toBe(1);

    const problem = problems[0]!;
    const b = await (await put(c, "/api/ai-coach/user/path", ref(problem))).json();
    expect(b.visit_key).toBe(`${uid}_${mod.author_id}_${mod.collection_id}_${problem.page_id}_${problem.group_id}_lesson`);
    expect(count("SELECT count(*) n FROM coach_visits WHERE user_id = ?", uid)).toBe(2);
  });

  it("400 for bad bodies and a wrong group, 404 for an unknown page; nothing is written", async () => {
    const uid = userId("premium@codelift.test");
    const before = count("SELECT count(*) n FROM coach_visits WHERE user_id = ?", uid);
    for (const body of [{}, { author_id: "6001", work_id: "x", page_id: "1" }, { author_id: "6001", work_id: String(mod.collection_id) }]) {
      const res = await put(premium, "/api/ai-coach/user/path", body);
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toBeTruthy();
    }
    const wrongGroup = await put(premium, "/api/ai-coach/user/path", { ...ref(pages[0]!), group_id: "77" });
    expect(wrongGroup.status).toBe(400);
    const unknown = await put(premium, "/api/ai-coach/user/path", { author_id: "6001", work_id: String(mod.collection_id), page_id: "999" });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).errorText).toBe(`Page not found: no interview-prep page has author_id 6001, work_id ${mod.collection_id} and page_id 999.`);
    expect(count("SELECT count(*) n FROM coach_visits WHERE user_id = ?", uid)).toBe(before);
  });

  it("405 for other methods", async () => {
    expect((await premium.postJson("/api/ai-coach/user/path", {})).status).toBe(405);
  });
});

describe("PUT /api/ai-coach/problem/skip", () => {
  it("adds the problem and its group once", async () => {
    const c = (await signUpVerified(server, { email: "skipper@example.com" })).client;
    const p = problems[4]!;
    for (let i = 0; i < 2; i++) {
      const res = await put(c, "/api/ai-coach/problem/skip", { ...ref(p), group_id: String(p.group_id) });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.skipped_groups).toEqual([{ author_id: mod.author_id, work_id: mod.collection_id, group_id: p.group_id }]);
      expect(body.skipped_problems).toHaveLength(1);
    }
  });

  it("400 for a lesson that is not a problem, a wrong group or bad input; 404 for an unknown page", async () => {
    const intro = pages[0]!;
    expect((await put(premium, "/api/ai-coach/problem/skip", { ...ref(intro), group_id: String(intro.group_id) })).status).toBe(400);
    expect((await put(premium, "/api/ai-coach/problem/skip", { ...ref(problems[0]!), group_id: "99" })).status).toBe(400);
    const missing = await put(premium, "/api/ai-coach/problem/skip", ref(problems[0]!));
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors.group_id).toBeTruthy();
    expect((await put(premium, "/api/ai-coach/problem/skip", { author_id: "1", work_id: "2", page_id: "3", group_id: "4" })).status).toBe(404);
  });
});

describe("PUT /api/ai-coach/persist/pattern and /user-feedback/mark-pattern", () => {
  it("persists a pattern once, titled like the module by default", async () => {
    const body = { author_id: String(mod.author_id), work_id: String(mod.collection_id) };
    await put(premium, "/api/ai-coach/persist/pattern", body);
    const res = await put(premium, "/api/ai-coach/persist/pattern", body);
    expect(res.status).toBe(200);
    const out = await res.json();
    expect(out.persisted_patterns).toHaveLength(1);
    expect(out.persisted_patterns[0]).toMatchObject({ author_id: mod.author_id, work_id: mod.collection_id, title: mod.title });
    expect((await put(premium, "/api/ai-coach/persist/pattern", { author_id: "6001" })).status).toBe(400);
    expect((await put(premium, "/api/ai-coach/persist/pattern", { author_id: "6001", work_id: "1" })).status).toBe(404);
  });

  it("marks feedback for a pattern of the path once", async () => {
    const body = { path_author_id: String(path.author_id), path_id: String(path.path_id), author_id: String(mod.author_id), collection_id: String(mod.collection_id) };
    await put(premium, "/api/ai-coach/user-feedback/mark-pattern", body);
    const res = await put(premium, "/api/ai-coach/user-feedback/mark-pattern", body);
    expect(res.status).toBe(200);
    expect((await res.json()).submitted_feedback_patterns).toEqual([expect.objectContaining({ author_id: mod.author_id, collection_id: mod.collection_id })]);
    expect((await put(premium, "/api/ai-coach/user-feedback/mark-pattern", { ...body, collection_id: "" })).status).toBe(400);
    expect((await put(premium, "/api/ai-coach/user-feedback/mark-pattern", { ...body, path_id: "1" })).status).toBe(404);
    expect((await put(premium, "/api/ai-coach/user-feedback/mark-pattern", { ...body, collection_id: "5" })).status).toBe(404);
  });
});

describe("GET/PUT /api/ai-coach/user-feedback/touch-point", () => {
  const q = () => `/api/ai-coach/user-feedback/touch-point?path_author_id=${path.author_id}&path_id=${path.path_id}`;
  it("reads and counts touch points", async () => {
    const c = (await signUpVerified(server, { email: "touch@example.com" })).client;
    expect(await (await c.get(q())).json()).toEqual({ user_feedback_touch_points_map: {} });
    await put(c, q(), { touch_point: "pattern_complete" });
    const res = await put(c, q(), { touch_point: "pattern_complete" });
    expect(res.status).toBe(200);
    const map = (await res.json()).user_feedback_touch_points_map;
    expect(map.pattern_complete).toMatchObject({ count: 2 });
    expect((await (await c.get(q())).json()).user_feedback_touch_points_map.pattern_complete.count).toBe(2);
  });
  it("400 for bad input, 404 for an unknown path", async () => {
    expect((await premium.get("/api/ai-coach/user-feedback/touch-point")).status).toBe(400);
    expect((await put(premium, q(), {})).status).toBe(400);
    expect((await put(premium, q(), { touch_point: "<script>" })).status).toBe(400);
    expect((await premium.get("/api/ai-coach/user-feedback/touch-point?path_author_id=1&path_id=2")).status).toBe(404);
  });
});

describe("POST /api/ai-coach/user-feedback", () => {
  it("stores feedback", async () => {
    const res = await premium.postJson("/api/ai-coach/user-feedback", {
      path_author_id: String(path.author_id),
      path_id: String(path.path_id),
      author_id: String(mod.author_id),
      collection_id: String(mod.collection_id),
      rating: "5",
      feedback: "The two-failures rule saved me.",
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ saved: true, id: expect.any(Number) });
    const row = server.db.prepare("SELECT * FROM coach_feedback WHERE id = ?").get(body.id) as { payload: string; path_id: number };
    expect(row.path_id).toBe(path.id);
    expect(JSON.parse(row.payload)).toMatchObject({ rating: 5, feedback: "The two-failures rule saved me." });
  });
  it("400 for empty or malformed feedback, 404 for an unknown path", async () => {
    expect((await premium.postJson("/api/ai-coach/user-feedback", {})).status).toBe(400);
    expect((await premium.postJson("/api/ai-coach/user-feedback", { rating: "9" })).status).toBe(400);
    expect((await premium.postJson("/api/ai-coach/user-feedback", { rating: "3", path_id: "1" })).status).toBe(400);
    expect((await premium.postJson("/api/ai-coach/user-feedback", { rating: "3", path_author_id: "1", path_id: "1" })).status).toBe(404);
  });
});

describe("PUT /api/ai-coach/user-toc-metadata", () => {
  const q = () => `/api/ai-coach/user-toc-metadata?path_author_id=${path.author_id}&path_id=${path.path_id}`;
  it("stores the plan's chosen modules in path order", async () => {
    const c = (await signUpVerified(server, { email: "planner@example.com" })).client;
    const sliding = server.db.prepare("SELECT * FROM coach_modules WHERE slug = 'sliding-window'").get() as typeof mod;
    const res = await put(c, q(), { included_items: JSON.stringify(["sliding-window", PATTERN_KEY(), sliding.collection_id]) });
    expect(res.status).toBe(200);
    expect((await res.json()).included_items).toEqual([PATTERN_KEY(), `${sliding.author_id}_${sliding.collection_id}`]);
    const reset = await put(c, q(), { included_items: "null" });
    expect((await reset.json()).included_items).toBeNull();
  });
  it("400 for text that is not a JSON list or an unknown module, 404 for an unknown path", async () => {
    expect((await put(premium, q(), { included_items: "{nope" })).status).toBe(400);
    expect((await put(premium, q(), {})).status).toBe(400);
    const unknown = await put(premium, q(), { included_items: JSON.stringify(["no-such-pattern"]) });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errors.included_items).toBe('Unknown module: "no-such-pattern".');
    expect((await put(premium, "/api/ai-coach/user-toc-metadata?path_author_id=1&path_id=1", { included_items: "[]" })).status).toBe(404);
  });
});

describe("GET /api/interview-prep/{pathUrlSlug}/page/{pageUrlSlug}/props", () => {
  it("answers a lesson's components", async () => {
    const intro = pages[0]!;
    const res = await server.client().get(`/api/interview-prep/coding/page/${intro.slug}/props`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      item_type: "lesson",
      author_id: mod.author_id,
      collection_id: mod.collection_id,
      page_id: intro.page_id,
      lesson_kind: "intro",
      url: `/interview-prep/coding/${intro.slug}`,
      id_url: `/interview-prep/${Buffer.from(`${path.author_id}-${path.path_id}`).toString("base64url")}/${mod.author_id}/${mod.collection_id}/${intro.page_id}`,
      problem: null,
    });
    expect(body.components.some((c: any) => c.type === "Code" && c.language === "python")).toBe(true);
    expect(body.components.some((c: any) => c.type === "MarkdownEditor")).toBe(true);
  });
  it("includes starter code per language and the visible tests on a problem page", async () => {
    const p = problems[0]!;
    const body = await (await server.client().get(`/api/interview-prep/coding/page/${p.slug}/props`)).json();
    expect(body.lesson_kind).toBe("problem");
    expect(Object.keys(body.problem.starter).sort()).toEqual(["cpp", "go", "java", "javascript", "python"]);
    expect(body.problem.visible_tests.length).toBeGreaterThanOrEqual(2);
    expect(body.problem.solution_url).toBe(`/interview-prep/coding/solution-${p.slug}`);
    const sol = await (await server.client().get(`/api/interview-prep/coding/page/solution-${p.slug}/props`)).json();
    expect(sol).toMatchObject({ lesson_kind: "solution", problem: null, problem_url: `/interview-prep/coding/${p.slug}` });
  });
  it("404 for an unknown path or page", async () => {
    const a = await server.client().get("/api/interview-prep/no-such-path/page/x/props");
    expect(a.status).toBe(404);
    expect((await a.json()).errorText).toBe('Interview-prep path not found: no path has the URL slug "no-such-path".');
    const b = await server.client().get("/api/interview-prep/coding/page/no-such-page/props");
    expect(b.status).toBe(404);
    expect((await b.json()).errorText).toBe('Page not found: path "coding" has no page "no-such-page".');
  });
});

describe("POST /api/ctw/runs/save/v2", () => {
  it("runs on the visible tests only and stores a run, for a free user too", async () => {
    const p = problems[0]!;
    const res = await free.postJson("/api/ctw/runs/save/v2", { ...ref(p), language: "python", code: correct(p) });
    expect(res.status).toBe(200);
    const body = await res.json();
    const visible = JSON.parse((server.db.prepare("SELECT visible_tests FROM coach_problems WHERE page_id = ?").get(p.id) as any).visible_tests).length;
    expect(body).toMatchObject({ passed_testcases: visible, total_testcases: visible, error: null });
    expect(body.tests).toHaveLength(visible);
    expect(body.tests[0]).toMatchObject({ hidden: false, verdict: "Accepted", input: expect.any(Array) });
    expect(body.run).toMatchObject({ kind: "run", score: 100, submission_data: { selectedLanguage: "python" } });
    expect(count("SELECT count(*) n FROM coach_submissions WHERE user_id = ? AND kind = 'run'", userId("coach-free@example.com"))).toBe(1);
  });
  it("shows what the code printed on a run (visible tests only)", async () => {
    const p = problems[0]!;
    const fn = p.function_name;
    const code = `${correct(p)}\n_solved = ${fn}\ndef ${fn}(*args):\n    print("debug line from the learner")\n    return _solved(*args)\n`;
    const body = await (await free.postJson("/api/ctw/runs/save/v2", { ...ref(p), language: "python", code })).json();
    expect(body.passed_testcases).toBe(body.total_testcases);
    expect(body.stdout).toContain("debug line from the learner");
  });
  it("400 for bad input, a non-problem page or an unknown language; 404 for an unknown page", async () => {
    const p = problems[0]!;
    expect((await free.postJson("/api/ctw/runs/save/v2", { ...ref(p), language: "python" })).status).toBe(400);
    expect((await free.postJson("/api/ctw/runs/save/v2", { ...ref(p), language: "cobol", code: "x" })).status).toBe(400);
    expect((await free.postJson("/api/ctw/runs/save/v2", { ...ref(pages[0]!), language: "python", code: "x" })).status).toBe(400);
    expect((await free.postJson("/api/ctw/runs/save/v2", { ...ref(p), page_id: "999", language: "python", code: "x" })).status).toBe(404);
  });
});

describe("POST /api/ctw/submission/save/v2: premium only", () => {
  it("refuses a free user with 403 and the upgrade link, grading and storing nothing", async () => {
    const p = problems[0]!;
    const before = count("SELECT count(*) n FROM coach_submissions");
    const res = await free.postJson("/api/ctw/submission/save/v2", { ...ref(p), language: "python", code: correct(p), user_time_spent: "100" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ errorText: PREMIUM_REFUSAL, upgrade_url: "/unlimited" });
    expect(count("SELECT count(*) n FROM coach_submissions")).toBe(before);
  });

  it("grades staff without a subscription", async () => {
    const staff = await login("staff@codelift.dev", "staff-codelift-2026");
    const p = problems[0]!;
    const res = await staff.postJson("/api/ctw/submission/save/v2", { ...ref(p), language: "javascript", code: (JSON.parse(p.solutions!) as any).javascript, user_time_spent: "60" });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe("Correct");
    // A submission runs hidden tests: what the code prints is never sent back.
    expect(body).not.toHaveProperty("stdout");
  });

  it("passes the judge's message through for a language that needs the grading service; stores nothing", async () => {
    const p = problems[0]!;
    const before = count("SELECT count(*) n FROM coach_submissions");
    const res = await premium.postJson("/api/ctw/submission/save/v2", { ...ref(p), language: "java", code: "class Solution {}", user_time_spent: "5" });
    expect(res.status).toBe(400);
    expect((await res.json()).errorText).toMatch(/grading service/i);
    expect(count("SELECT count(*) n FROM coach_submissions")).toBe(before);
  });

  it("400 for bad input, 404 for an unknown page", async () => {
    const p = problems[0]!;
    expect((await premium.postJson("/api/ctw/submission/save/v2", { ...ref(p), language: "python", code: "", user_time_spent: "1" })).status).toBe(400);
    expect((await premium.postJson("/api/ctw/submission/save/v2", { ...ref(p), language: "python", code: "x", user_time_spent: "-4" })).status).toBe(400);
    expect((await premium.postJson("/api/ctw/submission/save/v2", { ...ref(p), work_id: "42", language: "python", code: "x", user_time_spent: "1" })).status).toBe(404);
  });
});

describe("the adaptive flow on Two Pointers (premium learner)", () => {
  const submit = async (p: PageRow, code: string, spent = "300") => {
    const res = await premium.postJson("/api/ctw/submission/save/v2", { ...ref(p), language: "python", code, user_time_spent: spent });
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json();
  };
  const byDifficulty = (d: string) => problems.filter((p) => p.difficulty === d);

  it("fails a medium twice, gets the easy problem, then solves problems until the pattern completes", async () => {
    const [easy] = byDifficulty("easy");
    const [m1, m2, m3] = byDifficulty("medium");
    const [hard] = byDifficulty("hard");

    const first = await submit(m1!, wrong(m1!));
    expect(first).toMatchObject({ score: 0, status: "Incorrect", ranking: { rank: 1, label: "Incorrect" } });
    expect(first.decision).toMatchObject({ kind: "problem", reason: "default", problem: { id: m2!.id } });
    const hidden = first.tests.filter((t: any) => t.hidden);
    expect(hidden.length).toBeGreaterThan(0);
    for (const t of hidden) expect(Object.keys(t).sort()).toEqual(["hidden", "index", "passed", "verdict"]);
    expect(first.tests.find((t: any) => !t.hidden)).toHaveProperty("expected");

    const second = await submit(m2!, wrong(m2!));
    expect(second.decision).toMatchObject({
      kind: "problem",
      reason: "two-failures",
      sentence: "Your last two harder problems did not pass, so here is an easier one to rebuild momentum.",
      problem: { id: easy!.id, difficulty: "easy", link: `/interview-prep/coding/${easy!.slug}` },
    });

    const third = await submit(easy!, correct(easy!));
    expect(third).toMatchObject({ score: 100, status: "Correct", ranking: { rank: 3, label: "Correct" } });
    expect(third.decision).toMatchObject({ reason: "default", problem: { id: m3!.id } });

    const fourth = await submit(m3!, correct(m3!), "4000");
    expect(fourth.ranking).toEqual({ rank: 2, label: "Correct but not Optimal" });
    expect(fourth.decision).toMatchObject({ reason: "step-up", problem: { id: hard!.id } });

    const fifth = await submit(hard!, correct(hard!));
    expect(fifth.decision).toMatchObject({ kind: "next-pattern", reason: "pool-empty" });
    expect(fifth.pattern).toMatchObject({ id: PATTERN_KEY(), score: 60, points: 5, complete: false });
    expect(fifth.transition.summary).toMatchObject({ pattern_score: 60, points: 5, submissions: 5, problems_attempted: 5, problems_passed: 3 });

    // Back to a failed medium: 7 points and a pattern score of 80 complete the pattern.
    const last = await submit(m1!, correct(m1!));
    expect(last.pattern).toMatchObject({ score: 80, points: 7, complete: true, level: "Expert" });
    expect(last.decision).toMatchObject({ kind: "next-pattern", reason: "pattern-complete", next_pattern: { slug: "fast-and-slow-pointers" } });
    expect(last.decision.sentence).toBe("You have completed this pattern: on to the next one!");
    expect(last.transition).toMatchObject({ from: { id: PATTERN_KEY() }, to: { name: "Fast and Slow Pointers" }, summary: { pattern_score: 80, problems_passed: 4 } });
    expect(count("SELECT count(*) n FROM coach_submissions WHERE user_id = ? AND kind = 'submission'", userId("premium@codelift.test"))).toBe(6);
  });

  it("GET /api/ctw/submissions/v2 answers submissions_data keyed by authorId_collectionId", async () => {
    const res = await premium.get(`/api/ctw/submissions/v2?author_id=${mod.author_id}&work_id=${mod.collection_id}&path_author_id=${path.author_id}&path_id=${path.path_id}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body.submissions_data)).toEqual([PATTERN_KEY()]);
    const list = body.submissions_data[PATTERN_KEY()];
    expect(list).toHaveLength(6);
    expect(list[0]).toMatchObject({
      score: 0,
      difficulty: "medium",
      author_id: mod.author_id,
      work_id: mod.collection_id,
      submission_data: { selectedLanguage: "python" },
      constraints_evaluation: null,
      submission_result: { result: { passed_testcases: 0, user_time_spent: 300, code_insight: null, error: null } },
    });
    for (const f of ["id", "created", "page_id", "comp_id", "group_id"]) expect(list[0]).toHaveProperty(f);
    expect(body.user_path.pattern_scores[PATTERN_KEY()]).toMatchObject({ score: 80, complete: true });

    const all = await (await premium.get(`/api/ctw/submissions/v2?path_author_id=${path.author_id}&path_id=${path.path_id}`)).json();
    expect(Object.keys(all.submissions_data)).toEqual([PATTERN_KEY()]);
    expect((await premium.get("/api/ctw/submissions/v2")).status).toBe(400);
    expect((await premium.get(`/api/ctw/submissions/v2?path_author_id=${path.author_id}&path_id=${path.path_id}&author_id=6001`)).status).toBe(400);
    expect((await premium.get("/api/ctw/submissions/v2?path_author_id=1&path_id=1")).status).toBe(404);
    expect((await premium.get(`/api/ctw/submissions/v2?path_author_id=${path.author_id}&path_id=${path.path_id}&author_id=6001&work_id=7`)).status).toBe(404);
  });

  it("POST /api/ai-coach/constraint-evaluation evaluates and stores the latest submission's constraints", async () => {
    const [m1] = byDifficulty("medium");
    const res = await premium.postJson("/api/ai-coach/constraint-evaluation", { ...ref(m1!), attempt_id: "1" });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.constraints_evaluation.all_met).toBe(true);
    // Python's memory is a resident size, not comparable with its heap limit: not evaluated.
    expect(body.constraints_evaluation.constraints.map((c: any) => c.name)).toEqual(["all-tests", "time-to-solve", "runtime"]);
    const stored = JSON.parse((server.db.prepare("SELECT result FROM coach_submissions WHERE id = ?").get(body.submission_id) as any).result);
    expect(stored.constraints_evaluation).toEqual(body.constraints_evaluation);

    expect((await premium.postJson("/api/ai-coach/constraint-evaluation", { ...ref(m1!) })).status).toBe(400);
    expect((await premium.postJson("/api/ai-coach/constraint-evaluation", { ...ref(m1!), attempt_id: "2" })).status).toBe(404);
    expect((await premium.postJson("/api/ai-coach/constraint-evaluation", { ...ref(m1!), page_id: "999", attempt_id: "1" })).status).toBe(404);
  });
});

describe("COACH_FREE_SUBMISSIONS lets a free user make that many graded submissions", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startServer({ COACH_FREE_SUBMISSIONS: "1" });
  });
  afterAll(async () => limited?.stop());

  it("grades the first, refuses the second", async () => {
    const c = (await signUpVerified(limited, { email: "one-try@example.com" })).client;
    const row = limited.db
      .prepare(
        `SELECT p.page_id, m.author_id, m.collection_id, pr.solutions FROM coach_pages p JOIN coach_modules m ON m.id = p.module_id
         JOIN coach_problems pr ON pr.page_id = p.id WHERE m.slug = 'two-pointers' AND pr.difficulty = 'easy'`,
      )
      .get() as { page_id: number; author_id: number; collection_id: number; solutions: string };
    const body = { author_id: String(row.author_id), work_id: String(row.collection_id), page_id: String(row.page_id), language: "Python", code: JSON.parse(row.solutions).python, user_time_spent: "42" };
    const first = await c.postJson("/api/ctw/submission/save/v2", body);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ status: "Correct", remaining_free_submissions: 0 });
    const second = await c.postJson("/api/ctw/submission/save/v2", body);
    expect(second.status).toBe(403);
    expect((await second.json()).upgrade_url).toBe("/unlimited");
  });
});
