// The coach API (docs/product/interview-prep.md) against the real server, the seeded coach content and the real
// judge: happy paths, bad input (400), no session (401), unknown ids (404), the adaptive flow.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";
import { coachState as coachStateOf } from "./helpers/coach-state";

let server: TestServer;
let premium: Client;
let free: Client;

type PageRow = {
  id: number;
  page_id: number;
  group_id: number;
  slug: string;
  title: string;
  difficulty: string | null;
  solutions: string | null;
  function_name: string | null;
};
let path: { id: number; author_id: number; path_id: number; slug: string };
let mod: { id: number; author_id: number; collection_id: number; slug: string; title: string };
let pages: PageRow[];
let problems: PageRow[];

const PATTERN_KEY = () => `${mod.author_id}_${mod.collection_id}`;
const PREMIUM_REFUSAL = "Graded submissions are part of Codelift Premium. Upgrade to get your code graded and your next problem chosen for you.";

async function login(email: string, password: string): Promise<Client> {
  const c = server.client();
  const res = await c.postJson("/api/user/login", { email, password });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return c;
}

const put = (c: Client, p: string, body: unknown) => c.postJson(p, body, "PUT");
const count = (sql: string, ...args: unknown[]) => (server.db.prepare(sql).get(...args) as { n: number }).n;

const coachState = () => coachStateOf(server.db);

/** A refused request: its status, its exact JSON body, and nothing written since `before`. */
async function expectRefused(res: Response, status: number, body: unknown, before: string) {
  expect(res.status, await res.clone().text()).toBe(status);
  expect(await res.json()).toEqual(body);
  expect(coachState()).toBe(before);
}
const idError = (name: string) => `${name} is required and must be a whole number.`;
const pathNotFound = (authorId: number | string, pathId: number | string) =>
  `Interview-prep path not found: no path has author_id ${authorId} and path_id ${pathId}.`;
const userId = (email: string) => (server.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;
const ref = (p: PageRow) => ({ author_id: String(mod.author_id), work_id: String(mod.collection_id), page_id: String(p.page_id) });
const correct = (p: PageRow) => (JSON.parse(p.solutions!) as { python: string }).python;
const wrong = (p: PageRow) => `def ${p.function_name}(*args):\n    return "definitely not the answer"\n`;

beforeAll(async () => {
  // Java is not built on this server, so that a language it cannot grade is covered
  server = await startServer({ JUDGE_NATIVE: "0" });
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

  it("400 for missing or malformed ids, 404 for an unknown path; nothing is written", async () => {
    const before = coachState();
    const cases: [string, Record<string, string>][] = [
      ["", { author_id: idError("author_id"), work_id: idError("work_id") }],
      ["?author_id=6001", { work_id: idError("work_id") }],
      ["?author_id=x&work_id=300001", { author_id: idError("author_id") }],
      ["?author_id=6001&work_id=1.5", { work_id: "work_id must be a whole number." }],
    ];
    for (const [q, errors] of cases) await expectRefused(await premium.get(`/api/ai-coach/user/path${q}`), 400, { errors }, before);
    await expectRefused(
      await premium.get("/api/ai-coach/user/path?author_id=6001&work_id=999999"),
      404,
      { errorText: pathNotFound(6001, 999999) },
      before,
    );
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
    expect(a.path_taken[0]).toMatchObject({
      author_id: mod.author_id,
      work_id: mod.collection_id,
      page_id: intro.page_id,
      group_id: intro.group_id,
      attempt_id: 1,
    });
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
    const before = coachState();
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{}, { author_id: idError("author_id"), work_id: idError("work_id"), page_id: idError("page_id") }],
      [{ author_id: "6001", work_id: "x", page_id: "1" }, { work_id: idError("work_id") }],
      [{ author_id: "6001", work_id: String(mod.collection_id) }, { page_id: idError("page_id") }],
    ];
    for (const [body, errors] of cases) await expectRefused(await put(premium, "/api/ai-coach/user/path", body), 400, { errors }, before);
    const intro = pages[0]!;
    await expectRefused(
      await put(premium, "/api/ai-coach/user/path", { ...ref(intro), group_id: "77" }),
      400,
      { errorText: `group_id 77 is not the group of this page: its group is ${intro.group_id}.` },
      before,
    );
    await expectRefused(
      await put(premium, "/api/ai-coach/user/path", { author_id: "6001", work_id: String(mod.collection_id), page_id: "999" }),
      404,
      { errorText: `Page not found: no interview-prep page has author_id 6001, work_id ${mod.collection_id} and page_id 999.` },
      before,
    );
  });

  it("405 with Allow for other methods; nothing is written", async () => {
    const before = coachState();
    const res = await premium.postJson("/api/ai-coach/user/path", ref(pages[0]!));
    expect(res.headers.get("allow")).toBe("GET, PUT");
    await expectRefused(res, 405, { errorText: "Method not allowed. Use GET, PUT." }, before);
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

  it("400 for a lesson that is not a problem, a wrong group or bad input; 404 for an unknown page; nothing is written", async () => {
    const before = coachState();
    const intro = pages[0]!;
    const p = problems[0]!;
    await expectRefused(
      await put(premium, "/api/ai-coach/problem/skip", { ...ref(intro), group_id: String(intro.group_id) }),
      400,
      { errorText: "Only a coding problem can be skipped." },
      before,
    );
    await expectRefused(
      await put(premium, "/api/ai-coach/problem/skip", { ...ref(p), group_id: "99" }),
      400,
      { errorText: `group_id 99 is not the group of this problem: its group is ${p.group_id}.` },
      before,
    );
    await expectRefused(await put(premium, "/api/ai-coach/problem/skip", ref(p)), 400, { errors: { group_id: idError("group_id") } }, before);
    await expectRefused(
      await put(premium, "/api/ai-coach/problem/skip", { author_id: "1", work_id: "2", page_id: "3", group_id: "4" }),
      404,
      { errorText: "Page not found: no interview-prep page has author_id 1, work_id 2 and page_id 3." },
      before,
    );
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
    const before = coachState();
    await expectRefused(
      await put(premium, "/api/ai-coach/persist/pattern", { author_id: "6001" }),
      400,
      { errors: { work_id: idError("work_id") } },
      before,
    );
    await expectRefused(
      await put(premium, "/api/ai-coach/persist/pattern", { author_id: "6001", work_id: "1" }),
      404,
      { errorText: "Pattern not found: no interview-prep module has author_id 6001 and collection_id 1." },
      before,
    );
  });

  it("marks feedback for a pattern of the path once", async () => {
    const body = {
      path_author_id: String(path.author_id),
      path_id: String(path.path_id),
      author_id: String(mod.author_id),
      collection_id: String(mod.collection_id),
    };
    await put(premium, "/api/ai-coach/user-feedback/mark-pattern", body);
    const res = await put(premium, "/api/ai-coach/user-feedback/mark-pattern", body);
    expect(res.status).toBe(200);
    expect((await res.json()).submitted_feedback_patterns).toEqual([
      expect.objectContaining({ author_id: mod.author_id, collection_id: mod.collection_id }),
    ]);
    const before = coachState();
    const mark = (b: Record<string, string>) => put(premium, "/api/ai-coach/user-feedback/mark-pattern", b);
    await expectRefused(await mark({ ...body, collection_id: "" }), 400, { errors: { collection_id: idError("collection_id") } }, before);
    await expectRefused(await mark({ ...body, path_id: "1" }), 404, { errorText: pathNotFound(path.author_id, 1) }, before);
    await expectRefused(
      await mark({ ...body, collection_id: "5" }),
      404,
      { errorText: `Pattern not found: no interview-prep module has author_id ${mod.author_id} and collection_id 5.` },
      before,
    );
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
  it("400 for bad input, 404 for an unknown path; nothing is written", async () => {
    const before = coachState();
    await expectRefused(
      await premium.get("/api/ai-coach/user-feedback/touch-point"),
      400,
      { errors: { path_author_id: idError("path_author_id"), path_id: idError("path_id") } },
      before,
    );
    await expectRefused(await put(premium, q(), {}), 400, { errors: { touch_point: "touch_point is required." } }, before);
    await expectRefused(
      await put(premium, q(), { touch_point: "<script>" }),
      400,
      { errors: { touch_point: "touch_point may contain letters, digits, '_', '-', '.' and ':' only." } },
      before,
    );
    await expectRefused(
      await premium.get("/api/ai-coach/user-feedback/touch-point?path_author_id=1&path_id=2"),
      404,
      { errorText: pathNotFound(1, 2) },
      before,
    );
    await expectRefused(
      await put(premium, "/api/ai-coach/user-feedback/touch-point?path_author_id=1&path_id=2", { touch_point: "pattern_complete" }),
      404,
      { errorText: pathNotFound(1, 2) },
      before,
    );
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
  it("400 for empty or malformed feedback, 404 for an unknown path; nothing is written", async () => {
    const before = coachState();
    const send = (b: Record<string, string>) => premium.postJson("/api/ai-coach/user-feedback", b);
    await expectRefused(await send({}), 400, { errors: { feedback: "Give a rating or write some feedback." } }, before);
    await expectRefused(await send({ rating: "9" }), 400, { errors: { rating: "rating must be a whole number from 1 to 5." } }, before);
    await expectRefused(await send({ rating: "3", path_id: "1" }), 400, { errors: { path_id: "path_author_id and path_id go together." } }, before);
    await expectRefused(await send({ rating: "3", path_author_id: "1", path_id: "1" }), 404, { errorText: pathNotFound(1, 1) }, before);
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
  it("400 for text that is not a JSON list or an unknown module, 404 for an unknown path; nothing is written", async () => {
    const before = coachState();
    const ITEMS_ERROR = "included_items must be JSON text of a list of modules (pattern keys, collection ids or slugs).";
    await expectRefused(await put(premium, q(), { included_items: "{nope" }), 400, { errors: { included_items: ITEMS_ERROR } }, before);
    await expectRefused(await put(premium, q(), {}), 400, { errors: { included_items: ITEMS_ERROR } }, before);
    await expectRefused(
      await put(premium, q(), { included_items: JSON.stringify(["no-such-pattern"]) }),
      400,
      { errors: { included_items: 'Unknown module: "no-such-pattern".' } },
      before,
    );
    await expectRefused(
      await put(premium, "/api/ai-coach/user-toc-metadata?path_author_id=1&path_id=1", { included_items: "[]" }),
      404,
      { errorText: pathNotFound(1, 1) },
      before,
    );
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
    expect(body.components.some((c: { type: string; language?: string }) => c.type === "Code" && c.language === "python")).toBe(true);
    expect(body.components.some((c: { type: string }) => c.type === "MarkdownEditor")).toBe(true);
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
  it("is open to a visitor: the props of a problem need no session", async () => {
    const res = await server.client().get(`/api/interview-prep/coding/page/${problems[0]!.slug}/props`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ item_type: "lesson", lesson_kind: "problem", slug: problems[0]!.slug });
  });
  it("404 for an unknown or malformed path or page, saying what was looked for", async () => {
    const before = coachState();
    const visitor = server.client();
    await expectRefused(
      await visitor.get("/api/interview-prep/no-such-path/page/x/props"),
      404,
      { errorText: 'Interview-prep path not found: no path has the URL slug "no-such-path".' },
      before,
    );
    await expectRefused(
      await visitor.get("/api/interview-prep/coding/page/no-such-page/props"),
      404,
      { errorText: 'Page not found: path "coding" has no page "no-such-page".' },
      before,
    );
    await expectRefused(
      await visitor.get("/api/interview-prep/Coding_Path/page/x/props"),
      404,
      { errorText: 'Interview-prep path not found: no path has the URL slug "Coding_Path".' },
      before,
    );
    await expectRefused(
      await visitor.get(`/api/interview-prep/coding/page/${"a".repeat(201)}/props`),
      404,
      { errorText: `Page not found: path "coding" has no page "${"a".repeat(200)}".` },
      before,
    );
  });
  it("405 with Allow: GET for any other method", async () => {
    const before = coachState();
    const res = await premium.postJson(`/api/interview-prep/coding/page/${problems[0]!.slug}/props`, {});
    expect(res.headers.get("allow")).toBe("GET");
    await expectRefused(res, 405, { errorText: "Page props are read with GET." }, before);
  });
});

describe("POST /api/ctw/runs/save/v2", () => {
  it("runs on the visible tests only and stores a run, for a free user too", async () => {
    const p = problems[0]!;
    const res = await free.postJson("/api/ctw/runs/save/v2", { ...ref(p), language: "python", code: correct(p) });
    expect(res.status).toBe(200);
    const body = await res.json();
    const visible = JSON.parse(
      (server.db.prepare("SELECT visible_tests FROM coach_problems WHERE page_id = ?").get(p.id) as { visible_tests: string }).visible_tests,
    ).length;
    expect(body).toMatchObject({ passed_testcases: visible, total_testcases: visible, error: null });
    expect(body.tests).toHaveLength(visible);
    expect(body.tests[0]).toMatchObject({ hidden: false, verdict: "Accepted", input: expect.any(Array) });
    expect(body.run).toMatchObject({ kind: "run", score: 100, submission_data: { selectedLanguage: "python" } });
    expect(count("SELECT count(*) n FROM coach_submissions WHERE user_id = ? AND kind = 'run'", userId("coach-free@example.com"))).toBe(1);
  });
  it("a run marks its problem's group as last worked on at the latest run, in the journey's grouped_path_taken", async () => {
    const p = problems[0]!;
    const { client: c } = await signUpVerified(server, { email: "runner@example.com" });
    for (let i = 0; i < 2; i++)
      expect((await c.postJson("/api/ctw/runs/save/v2", { ...ref(p), language: "python", code: correct(p) })).status).toBe(200);
    const latest = server.db
      .prepare("SELECT max(created_at) t FROM coach_submissions WHERE user_id = ? AND kind = 'run'")
      .get(userId("runner@example.com")) as { t: string };
    const { user_path } = await (await c.get(`/api/ai-coach/user/path?author_id=${path.author_id}&work_id=${path.path_id}`)).json();
    expect(user_path.grouped_path_taken[PATTERN_KEY()][String(p.group_id)]).toEqual({ LAST_VISITED: latest.t, page_ids: [] });
  });
  it("shows what the code printed on a run (visible tests only)", async () => {
    const p = problems[0]!;
    const fn = p.function_name;
    const code = `${correct(p)}\n_solved = ${fn}\ndef ${fn}(*args):\n    print("debug line from the learner")\n    return _solved(*args)\n`;
    const body = await (await free.postJson("/api/ctw/runs/save/v2", { ...ref(p), language: "python", code })).json();
    expect(body.passed_testcases).toBe(body.total_testcases);
    expect(body.stdout).toContain("debug line from the learner");
  });
  it("400 for bad input, a non-problem page or an unknown language; 404 for an unknown page; nothing is run or stored", async () => {
    const before = coachState();
    const p = problems[0]!;
    const run = (b: Record<string, string>) => free.postJson("/api/ctw/runs/save/v2", b);
    await expectRefused(await run({ ...ref(p), language: "python" }), 400, { errors: { code: "code is required." } }, before);
    await expectRefused(
      await run({ ...ref(p), language: "cobol", code: "x" }),
      400,
      { errorText: 'Unknown language "cobol". Choose a language: Python, JavaScript, Java, C++, Go.' },
      before,
    );
    await expectRefused(
      await run({ ...ref(pages[0]!), language: "python", code: "x" }),
      400,
      { errorText: "This page has no coding problem to run." },
      before,
    );
    await expectRefused(
      await run({ ...ref(p), language: "python", code: "x".repeat(100_001) }),
      400,
      { errorText: "Code must be at most 100000 characters long." },
      before,
    );
    await expectRefused(
      await run({ ...ref(p), page_id: "999", language: "python", code: "x" }),
      404,
      { errorText: `Page not found: no interview-prep page has author_id ${mod.author_id}, work_id ${mod.collection_id} and page_id 999.` },
      before,
    );
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
    const res = await staff.postJson("/api/ctw/submission/save/v2", {
      ...ref(p),
      language: "javascript",
      code: (JSON.parse(p.solutions!) as Record<string, string>).javascript,
      user_time_spent: "60",
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe("Correct");
    // A submission runs hidden tests: what the code prints is never sent back.
    expect(body).not.toHaveProperty("stdout");
  });

  it("passes the judge's message through for a language that needs the grading service; stores nothing", async () => {
    const p = problems[0]!;
    const before = coachState();
    const res = await premium.postJson("/api/ctw/submission/save/v2", {
      ...ref(p),
      language: "java",
      code: "class Solution {}",
      user_time_spent: "5",
    });
    await expectRefused(res, 400, { errorText: "Java, C++ and Go need the grading service (JUDGE_URL is not set)." }, before);
  });

  it("400 for bad input, 404 for an unknown page; nothing is graded or stored", async () => {
    const p = problems[0]!;
    const before = coachState();
    const submit = (b: Record<string, string>) => premium.postJson("/api/ctw/submission/save/v2", b);
    await expectRefused(
      await submit({ ...ref(p), language: "python", code: "", user_time_spent: "1" }),
      400,
      { errors: { code: "code is required." } },
      before,
    );
    await expectRefused(
      await submit({ ...ref(p), language: "python", code: "x", user_time_spent: "-4" }),
      400,
      { errors: { user_time_spent: "user_time_spent must be a number of seconds." } },
      before,
    );
    await expectRefused(
      await submit({ ...ref(p), language: "python", code: "x", user_time_spent: "soon" }),
      400,
      { errors: { user_time_spent: "user_time_spent must be a number of seconds." } },
      before,
    );
    await expectRefused(
      await submit({ ...ref(p), work_id: "42", language: "python", code: "x", user_time_spent: "1" }),
      404,
      { errorText: `Page not found: no interview-prep page has author_id ${mod.author_id}, work_id 42 and page_id ${p.page_id}.` },
      before,
    );
  });

  it("keeps user_time_spent within a day (a page left open is not time spent)", async () => {
    const email = "slow-staff@codelift.dev";
    const { client } = await signUpVerified(server, { email });
    const p = problems[0]!;
    const res = await client.postJson("/api/ctw/submission/save/v2", { ...ref(p), language: "python", code: correct(p), user_time_spent: "9999999" });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = await res.json();
    expect(body.submission.submission_result.result.user_time_spent).toBe(86_400);
    expect(body.ranking).toEqual({ rank: 2, label: "Correct but not Optimal" });
    expect(server.db.prepare("SELECT user_time_spent t FROM coach_submissions WHERE id = ?").get(body.submission.id)).toEqual({ t: 86_400 });
  });
});

/** Gives a signed-up learner an active 12-month subscription of a tier (feature set), as a checkout would. */
function subscribe(db: TestServer["db"], email: string, featureSet: number) {
  const user = db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number };
  db.prepare(
    `INSERT INTO subscriptions (user_id, plan_code, feature_set, validity_months, plan_type, status, paid_cents, start_date, expiration_date)
     VALUES (?, ?, ?, 12, 6000, 'active', 19900, '2025-01-01T00:00:00.000Z', '2099-01-01T00:00:00.000Z')`,
  ).run(user.id, `${featureSet}-12-6000`, featureSet);
}

describe("graded submissions are for the premium tiers and staff only", () => {
  const body = () => {
    const p = problems[0]!;
    return { ...ref(p), language: "python", code: correct(p), user_time_spent: "120" };
  };

  it.each([
    [100, "basic"],
    [150, "learn-to-code"],
    [200, "standard"],
    [250, "work"],
  ])("a %s (%s) subscriber gets the free learner's 403 and upgrade URL; nothing is graded or stored", async (featureSet, label) => {
    const email = `tier-${featureSet}@example.com`;
    const { client } = await signUpVerified(server, { email });
    subscribe(server.db, email, featureSet);
    const before = coachState();
    await expectRefused(
      await client.postJson("/api/ctw/submission/save/v2", body()),
      403,
      { errorText: PREMIUM_REFUSAL, upgrade_url: "/unlimited" },
      before,
    );
    // Run stays open to every learner.
    const run = await client.postJson("/api/ctw/runs/save/v2", body());
    expect(run.status, label).toBe(200);
    expect(count("SELECT count(*) n FROM coach_submissions WHERE user_id = ? AND kind = 'submission'", userId(email))).toBe(0);
  });

  it.each([
    [300, "premium"],
    [400, "premium plus"],
  ])("a %s (%s) subscriber is graded without a limit", async (featureSet) => {
    const email = `tier-${featureSet}@example.com`;
    const { client } = await signUpVerified(server, { email });
    subscribe(server.db, email, featureSet);
    const res = await client.postJson("/api/ctw/submission/save/v2", body());
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ score: 100, status: "Correct", remaining_free_submissions: null });
    expect(count("SELECT count(*) n FROM coach_submissions WHERE user_id = ? AND kind = 'submission'", userId(email))).toBe(1);
  });

  it("an expired premium subscription grades nothing", async () => {
    const email = "tier-expired@example.com";
    const { client } = await signUpVerified(server, { email });
    server.db
      .prepare(
        `INSERT INTO subscriptions (user_id, plan_code, feature_set, validity_months, plan_type, status, paid_cents, start_date, expiration_date)
         VALUES (?, '300-1-6000', 300, 1, 6000, 'active', 2900, '2024-01-01T00:00:00.000Z', '2024-02-01T00:00:00.000Z')`,
      )
      .run(userId(email));
    const before = coachState();
    await expectRefused(
      await client.postJson("/api/ctw/submission/save/v2", body()),
      403,
      { errorText: PREMIUM_REFUSAL, upgrade_url: "/unlimited" },
      before,
    );
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
    const hidden = first.tests.filter((t: { hidden: boolean }) => t.hidden);
    expect(hidden.length).toBeGreaterThan(0);
    for (const t of hidden) expect(Object.keys(t).sort()).toEqual(["hidden", "index", "passed", "verdict"]);
    expect(first.tests.find((t: { hidden: boolean }) => !t.hidden)).toHaveProperty("expected");

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
    expect(last.transition).toMatchObject({
      from: { id: PATTERN_KEY() },
      to: { name: "Fast and Slow Pointers" },
      summary: { pattern_score: 80, problems_passed: 4 },
    });
    expect(count("SELECT count(*) n FROM coach_submissions WHERE user_id = ? AND kind = 'submission'", userId("premium@codelift.test"))).toBe(6);
  });

  it("GET /api/ctw/submissions/v2 answers submissions_data keyed by authorId_collectionId", async () => {
    const res = await premium.get(
      `/api/ctw/submissions/v2?author_id=${mod.author_id}&work_id=${mod.collection_id}&path_author_id=${path.author_id}&path_id=${path.path_id}`,
    );
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
    const before = coachState();
    const pathQuery = `path_author_id=${path.author_id}&path_id=${path.path_id}`;
    await expectRefused(
      await premium.get("/api/ctw/submissions/v2"),
      400,
      { errors: { path_author_id: idError("path_author_id"), path_id: idError("path_id") } },
      before,
    );
    await expectRefused(
      await premium.get(`/api/ctw/submissions/v2?${pathQuery}&author_id=6001`),
      400,
      { errors: { work_id: "author_id and work_id go together." } },
      before,
    );
    await expectRefused(await premium.get("/api/ctw/submissions/v2?path_author_id=1&path_id=1"), 404, { errorText: pathNotFound(1, 1) }, before);
    await expectRefused(
      await premium.get(`/api/ctw/submissions/v2?${pathQuery}&author_id=6001&work_id=7`),
      404,
      { errorText: "Pattern not found: path coding has no module with author_id 6001 and collection_id 7." },
      before,
    );
  });

  it("POST /api/ai-coach/constraint-evaluation evaluates and stores the latest submission's constraints", async () => {
    const [m1] = byDifficulty("medium");
    const res = await premium.postJson("/api/ai-coach/constraint-evaluation", { ...ref(m1!), attempt_id: "1" });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.constraints_evaluation.all_met).toBe(true);
    // Python's memory is a resident size, not comparable with its heap limit: not evaluated.
    expect(body.constraints_evaluation.constraints.map((c: { name: string }) => c.name)).toEqual(["all-tests", "time-to-solve", "runtime"]);
    const stored = JSON.parse(
      (server.db.prepare("SELECT result FROM coach_submissions WHERE id = ?").get(body.submission_id) as { result: string }).result,
    );
    expect(stored.constraints_evaluation).toEqual(body.constraints_evaluation);

    const before = coachState();
    const evaluate = (b: Record<string, string>) => premium.postJson("/api/ai-coach/constraint-evaluation", b);
    await expectRefused(await evaluate({ ...ref(m1!) }), 400, { errors: { attempt_id: idError("attempt_id") } }, before);
    await expectRefused(await evaluate({ ...ref(pages[0]!), attempt_id: "1" }), 400, { errorText: "This page has no coding problem." }, before);
    await expectRefused(
      await evaluate({ ...ref(m1!), attempt_id: "2" }),
      404,
      { errorText: `No submission to evaluate: submit your code for page_id ${m1!.page_id} in attempt 2 first.` },
      before,
    );
    await expectRefused(
      await evaluate({ ...ref(m1!), page_id: "999", attempt_id: "1" }),
      404,
      { errorText: `Page not found: no interview-prep page has author_id ${mod.author_id}, work_id ${mod.collection_id} and page_id 999.` },
      before,
    );
  });
});

describe("COACH_FREE_SUBMISSIONS lets a learner without a premium tier make that many graded submissions", () => {
  let limited: TestServer;
  const count_ = (s: TestServer, sql: string) => (s.db.prepare(sql).get() as { n: number }).n;
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
    const body = {
      author_id: String(row.author_id),
      work_id: String(row.collection_id),
      page_id: String(row.page_id),
      language: "Python",
      code: JSON.parse(row.solutions).python,
      user_time_spent: "42",
    };
    // The freemium-limit offer (docs/product/billing.md#banners) shows on the coach's pages once the free ones are used.
    const limitBanner = async (path: string) => (await (await c.get(path)).text()).includes('data-banner="freemium_limit"');
    expect(await limitBanner("/interview-prep")).toBe(false);
    const first = await c.postJson("/api/ctw/submission/save/v2", body);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ status: "Correct", remaining_free_submissions: 0 });
    const coachPage = await (await c.get("/interview-prep")).text();
    expect(coachPage).toContain('data-banner="freemium_limit"');
    expect(coachPage).toContain("You have used your 1 free graded submission. Upgrade to Premium to keep getting your code graded.");
    expect(await limitBanner("/explore")).toBe(false);
    const second = await c.postJson("/api/ctw/submission/save/v2", body);
    expect(second.status).toBe(403);
    expect(await second.json()).toEqual({ errorText: PREMIUM_REFUSAL, upgrade_url: "/unlimited" });
    expect(
      count_(
        limited,
        "SELECT count(*) n FROM coach_submissions WHERE kind = 'submission' AND user_id = (SELECT id FROM users WHERE email = 'one-try@example.com')",
      ),
    ).toBe(1);

    // A standard (200) subscriber has the same allowance as a free learner.
    const email = "standard-one-try@example.com";
    const standard = (await signUpVerified(limited, { email })).client;
    subscribe(limited.db, email, 200);
    const graded = await standard.postJson("/api/ctw/submission/save/v2", body);
    expect(graded.status).toBe(200);
    expect(await graded.json()).toMatchObject({ status: "Correct", remaining_free_submissions: 0 });
    const refusedAgain = await standard.postJson("/api/ctw/submission/save/v2", body);
    expect(refusedAgain.status).toBe(403);
    expect(await refusedAgain.json()).toEqual({ errorText: PREMIUM_REFUSAL, upgrade_url: "/unlimited" });
    expect(
      count_(
        limited,
        `SELECT count(*) n FROM coach_submissions WHERE kind = 'submission' AND user_id = (SELECT id FROM users WHERE email = '${email}')`,
      ),
    ).toBe(1);
  });
});
