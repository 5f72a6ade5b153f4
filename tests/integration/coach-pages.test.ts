// The interview-prep pages against the real server, the seeded coach content and the real judge,
// driven as a browser without JavaScript would: GETs and HTML form posts (Client.postForm).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";
import { coachState as coachStateOf } from "./helpers/coach-state";
import { visibleText as text } from "./helpers/html";

let server: TestServer;

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
let coding: { id: number; author_id: number; path_id: number };
let twoPointers: { id: number; author_id: number; collection_id: number };
let problems: PageRow[];

const b64url = (s: string) => Buffer.from(s).toString("base64url");
const userId = (email: string) => (server.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;
const count = (sql: string, ...args: unknown[]) => (server.db.prepare(sql).get(...args) as { n: number }).n;
const problem = (slug: string) => problems.find((p) => p.slug === slug)!;
const solution = (p: PageRow) => (JSON.parse(p.solutions!) as { python: string }).python;
const failing = (p: PageRow) => `def ${p.function_name}(*args):\n    raise ValueError("not solved yet")\n`;
const problemPath = (p: PageRow) => `/interview-prep/coding/${p.slug}`;

/** An active 12-month subscription of a tier (feature set): 300 is premium. */
function subscribe(email: string, featureSet: number) {
  server.db
    .prepare(
      `INSERT INTO subscriptions (user_id, plan_code, feature_set, validity_months, plan_type, status, paid_cents, start_date, expiration_date)
       VALUES (?, ?, ?, 12, 6000, 'active', 29900, '2025-01-01T00:00:00.000Z', '2099-01-01T00:00:00.000Z')`,
    )
    .run(userId(email), `${featureSet}-12-6000`, featureSet);
}

async function learner(email: string, opts: { premium?: boolean; featureSet?: number } = {}): Promise<Client> {
  const { client } = await signUpVerified(server, { email });
  if (opts.premium || opts.featureSet) subscribe(email, opts.featureSet ?? 300);
  return client;
}

const coachState = () => coachStateOf(server.db);

/** The error page of a refused page request: its status, title and text, and nothing written since `before`. */
async function expectErrorPage(res: Response, status: number, title: string, message: string, before: string) {
  expect(res.status).toBe(status);
  const t = text(await res.text());
  expect(t).toContain(`${status} ${title} ${message}`);
  expect(coachState()).toBe(before);
}

async function page(c: Client, path: string, status = 200): Promise<string> {
  const res = await c.get(path);
  expect(res.status, path).toBe(status);
  return res.text();
}

/** Positions of the roadmap links in the page, to read the order in which they are listed. */
function roadmapOrder(html: string): string[] {
  const order: string[] = [];
  for (const m of html.matchAll(/<h3 class="roadmap-title"><a[^>]*href="\/interview-prep\/([a-z-]+)"/g)) order.push(m[1]);
  return order;
}

const NON_CODING = [
  "system-design",
  "api-design",
  "low-level-design-interview-using-ood-principles",
  "engineering-management-and-leadership-interviews",
  "behavioral",
];

beforeAll(async () => {
  // Java is not built on this server, so that a language it cannot grade is covered
  server = await startServer({ PUBLIC_ORIGIN: "https://codelift.dev", JUDGE_NATIVE: "0" });
  coding = server.db.prepare("SELECT * FROM coach_paths WHERE slug = 'coding'").get() as typeof coding;
  twoPointers = server.db.prepare("SELECT * FROM coach_modules WHERE slug = 'two-pointers'").get() as typeof twoPointers;
  problems = server.db
    .prepare(
      `SELECT p.id, p.page_id, p.group_id, p.slug, p.title, pr.difficulty, pr.solutions, pr.function_name
       FROM coach_pages p JOIN coach_problems pr ON pr.page_id = p.id WHERE p.module_id = ? ORDER BY p.position`,
    )
    .all(twoPointers.id) as PageRow[];
});
afterAll(async () => server?.stop());

describe("/interview-prep: the roadmap chooser", () => {
  it("remembers the roadmap a learner last worked on and offers to continue with it", async () => {
    const c = await learner("remembered@example.com");
    expect(text(await page(c, "/interview-prep"))).not.toContain("Continue with");
    const mod = server.db
      .prepare(
        "SELECT m.author_id, m.collection_id FROM coach_modules m JOIN coach_paths p ON p.id = m.path_id WHERE p.slug = 'system-design' ORDER BY m.position LIMIT 1",
      )
      .get() as { author_id: number; collection_id: number };
    const res = await c.postJson("/api/ai-coach/user/path", { author_id: mod.author_id, work_id: mod.collection_id, page_id: 1 }, "PUT");
    expect(res.status).toBe(200);
    const html = await page(c, "/interview-prep");
    expect(text(html)).toContain("Continue with System Design");
    expect(html).toContain('href="/interview-prep/system-design"');
    expect(text(await page(server.client(), "/interview-prep"))).not.toContain("Continue with");
  });

  it("shows the five non-coding roadmaps first for the default (entry-level) position, titles from the database", async () => {
    const html = await page(server.client(), "/interview-prep");
    expect(roadmapOrder(html)).toEqual([...NON_CODING, "coding"]);
    const t = text(html);
    expect(t).toContain("Recommended for an Entry-Level Engineer");
    expect(t).toContain("Coding Interview Patterns");
    expect(t).toContain("Low Level Design (Object-Oriented)");
    expect(t).toContain("Defaults apply until you save yours.");
    expect(html).toContain('href="/interview-prep/preferences"');
  });

  it("puts coding first for a senior engineer, and keeps Other with the non-coding tracks first", async () => {
    const c = server.client();
    await c.postForm("/interview-prep/preferences", { company: "Google", lang: "Python", position: "Senior Engineer", interviewDate: "" });
    const senior = await page(c, "/interview-prep");
    expect(roadmapOrder(senior)).toEqual(["coding", ...NON_CODING]);
    expect(text(senior)).toContain("Recommended for a Senior Engineer");
    expect(text(senior)).not.toContain("Also available");

    await c.postForm("/interview-prep/preferences", { company: "Google", lang: "Python", position: "Other", interviewDate: "" });
    expect(roadmapOrder(await page(c, "/interview-prep"))).toEqual([...NON_CODING, "coding"]);
  });

  it("opens the roadmap named by the mp query parameter", async () => {
    const res = await server.client().get(`/interview-prep?mp=${b64url(`${coding.author_id}-${coding.path_id}`)}`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/interview-prep/coding");
  });
});

describe("/interview-prep/preferences", () => {
  it("shows a newcomer the default context: Google, Python, Entry-Level Engineer, 28 days", async () => {
    const html = await page(server.client(), "/interview-prep/preferences");
    expect(html).toMatch(/<option value="Google" selected="">Google<\/option>/);
    expect(html).toMatch(/<option value="Python" selected="">Python<\/option>/);
    expect(html).toMatch(/<option value="Entry-Level Engineer" selected="">Entry-Level Engineer<\/option>/);
    expect(text(html)).toContain("The defaults: Google, Python, Entry-Level Engineer, 28 days to prepare.");
  });

  it("saves a learner's preferences on the account", async () => {
    const c = await learner("prefs-account@example.com");
    const res = await c.postForm("/interview-prep/preferences", {
      company: "Amazon",
      lang: "JavaScript",
      position: "Mid-Level Engineer",
      interviewDate: "2099-06-01",
      ru: "/interview-prep/coding",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/interview-prep/coding");
    const row = server.db.prepare("SELECT * FROM coach_preferences WHERE user_id = ?").get(userId("prefs-account@example.com")) as Record<
      string,
      unknown
    >;
    expect(row).toMatchObject({
      company: "Amazon",
      lang: "JavaScript",
      position: "Mid-Level Engineer",
      interview_date: "2099-06-01",
      context_status: 1001,
    });
    expect(res.headers.getSetCookie().some((x) => x.startsWith("coach_context="))).toBe(false);
    const t = text(await page(c, "/interview-prep/coding"));
    expect(t).toContain("Your interview preferences are saved.");
    expect(t).toMatch(/Company Amazon Language JavaScript Position Mid-Level Engineer Interview June 1, 2099/);
  });

  it("refuses bad input with field messages and keeps what was typed", async () => {
    const c = await learner("prefs-bad@example.com");
    const res = await c.postForm("/interview-prep/preferences", {
      company: "Initech",
      lang: "Python",
      position: "Other",
      interviewDate: "2099-02-30",
    });
    expect(res.status).toBe(400);
    const t = text(await res.text());
    expect(t).toContain("Choose a company: Meta, Apple, Google, Microsoft, Oracle, Netflix, LinkedIn, Amazon, Other.");
    expect(t).toContain("The interview date must be a date (YYYY-MM-DD) or empty.");
    expect(count("SELECT count(*) n FROM coach_preferences WHERE user_id = ?", userId("prefs-bad@example.com"))).toBe(0);
  });

  it("keeps a visitor's preferences in a cookie and migrates them at login with the toast", async () => {
    const email = "prefs-migrate@example.com";
    const { password } = await signUpVerified(server, { email });
    const visitor = server.client();
    const saved = await visitor.postForm("/interview-prep/preferences", {
      company: "Netflix",
      lang: "Go",
      position: "Principal Engineer",
      interviewDate: "",
    });
    expect(saved.status).toBe(302);
    const cookie = saved.headers.getSetCookie().find((x) => x.startsWith("coach_context="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const before = count("SELECT count(*) n FROM coach_preferences WHERE user_id = ?", userId(email));
    expect(before).toBe(0);
    const t = text(await page(visitor, "/interview-prep"));
    expect(t).toContain("Recommended for a Principal Engineer");
    expect(t).toContain("Saved in this browser; log in to keep them on your account.");

    const login = await visitor.postForm("/login", { email, password, ru: "/interview-prep" });
    expect(login.status).toBe(302);
    expect(login.headers.getSetCookie().some((x) => /^coach_context=;|^coach_context=.*Max-Age=0/i.test(x))).toBe(true);
    expect(server.db.prepare("SELECT company, lang, position FROM coach_preferences WHERE user_id = ?").get(userId(email))).toEqual({
      company: "Netflix",
      lang: "Go",
      position: "Principal Engineer",
    });
    const after = text(await page(visitor, "/interview-prep"));
    expect(after).toContain("Data successfully migrated");
    expect(after).toContain("Recommended for a Principal Engineer");
  });
});

describe("lessons by the three URL forms", () => {
  const intro = () => `introduction-to-two-pointers`;

  it("renders the same Markdown lesson by slug, by id form and by the fallback form (with and without mp)", async () => {
    const c = server.client();
    const encoded = b64url(`${coding.author_id}-${coding.path_id}`);
    const urls = [
      `/interview-prep/coding/${intro()}`,
      `/interview-prep/${encoded}/${twoPointers.author_id}/${twoPointers.collection_id}/1`,
      `/interview-prep/${coding.author_id}/${twoPointers.collection_id}/1`,
      `/interview-prep/${coding.author_id}/${twoPointers.collection_id}/1?mp=${encoded}`,
    ];
    for (const url of urls) {
      const html = await page(c, url);
      expect(html, url).toContain('<h1 id="lesson-title">Introduction to Two Pointers</h1>');
      expect(html, url).toMatch(/<div class="lesson-body"><(p|h2|h3)/);
      expect(html, url).toContain(`<link rel="canonical" href="https://codelift.dev/interview-prep/coding/${intro()}"`);
    }
  });

  it("renders solution, final-remarks and non-coding lessons, and answers 404 for pages outside the path", async () => {
    const c = server.client();
    const sol = text(await page(c, `/interview-prep/coding/solution-${problems[0].slug}`));
    expect(sol).toContain(`Solution: ${problems[0].title}`);
    // Not submitted, not revealed: the page asks first instead of explaining (docs/product/interview-prep.md#solutions).
    expect(sol).toContain(`You have not submitted ${problems[0].title} yet.`);
    expect(text(await page(c, "/interview-prep/coding/final-remarks-two-pointers"))).toContain("Final Remarks");
    const sd = server.db
      .prepare(
        "SELECT p.slug, p.title FROM coach_pages p JOIN coach_modules m ON m.id = p.module_id JOIN coach_paths x ON x.id = m.path_id WHERE x.slug = 'system-design' ORDER BY m.position, p.position LIMIT 1",
      )
      .get() as { slug: string; title: string };
    expect(text(await page(c, `/interview-prep/system-design/${sd.slug}`))).toContain(sd.title);

    const other = server.db.prepare("SELECT author_id, path_id FROM coach_paths WHERE slug = 'system-design'").get() as {
      author_id: number;
      path_id: number;
    };
    const before = coachState();
    const notFound = async (url: string, message: string) => expectErrorPage(await c.get(url), 404, "Page not found", message, before);
    await notFound(`/interview-prep/system-design/${intro()}`, `Page not found: path "system-design" has no page "${intro()}".`);
    await notFound(
      `/interview-prep/${b64url(`${other.author_id}-${other.path_id}`)}/${twoPointers.author_id}/${twoPointers.collection_id}/1`,
      'Page not found: this page is not part of the path "system-design".',
    );
    await notFound(
      `/interview-prep/not-base64!/${twoPointers.author_id}/${twoPointers.collection_id}/1`,
      "Interview-prep path not found: the encoded path info is not valid.",
    );
    await notFound(
      `/interview-prep/${coding.author_id}/${twoPointers.collection_id}/999`,
      `Page not found: no interview-prep page has author_id ${coding.author_id}, collection_id ${twoPointers.collection_id} and page_id 999.`,
    );
    await notFound(
      `/interview-prep/${coding.author_id}/${twoPointers.collection_id}/1e3`,
      `Page not found: no interview-prep page has author_id ${coding.author_id}, collection_id ${twoPointers.collection_id} and page_id 1e3.`,
    );
    await notFound("/interview-prep/no-such-path", 'Interview-prep path not found: no path has the URL slug "no-such-path".');
    await notFound("/interview-prep/no-such-path/plan", 'Interview-prep path not found: no path has the URL slug "no-such-path".');
    await notFound("/interview-prep/coding/No_Such_Page", 'Page not found: path "coding" has no page "No_Such_Page".');
  });

  it("refuses a form it did not send (an unknown action) with 400 and the reason; nothing is written", async () => {
    const c = await learner("broken-form@example.com", { premium: true });
    const before = coachState();
    await expectErrorPage(
      await c.postForm(`/interview-prep/coding/${intro()}`, { intent: "delete-everything" }),
      400,
      "We could not do that",
      "Unknown action.",
      before,
    );
  });

  it("records a visit once per lesson, only for a logged-in learner and only by POST", async () => {
    const email = "visits@example.com";
    const c = await learner(email);
    const visits = () => count("SELECT count(*) n FROM coach_visits WHERE user_id = ?", userId(email));
    await page(c, `/interview-prep/coding/${intro()}`);
    expect(visits()).toBe(0);
    for (let i = 0; i < 2; i++) {
      const res = await c.postForm(`/interview-prep/coding/${intro()}`, { intent: "visit" });
      expect(res.status).toBe(200);
    }
    // What the browser sends (useRecordVisit, shared with catalog lessons) carries respond=json
    // too: taken, not refused as a form this page did not send (400), and still one visit.
    const fromBrowser = await c.postForm(`/interview-prep/coding/${intro()}`, { intent: "visit", respond: "json" });
    expect(fromBrowser.status).toBe(200);
    expect(visits()).toBe(1);
    const row = server.db.prepare("SELECT visit_key FROM coach_visits WHERE user_id = ?").get(userId(email)) as { visit_key: string };
    expect(row.visit_key).toBe(`${userId(email)}_${twoPointers.author_id}_${twoPointers.collection_id}_1_1_intro`);

    const before = count("SELECT count(*) n FROM coach_visits");
    const anon = await server.client().postForm(`/interview-prep/coding/${intro()}`, { intent: "visit" });
    expect(anon.status).toBe(200);
    expect(count("SELECT count(*) n FROM coach_visits")).toBe(before);
  });
});

describe("the coding path overview", () => {
  it("writes into the page what the outline shows of each problem, not the ids and id links it does not", async () => {
    const c = await learner("outline@example.com");
    const res = await c.get("/interview-prep/coding?_data=routes%2Finterview-prep.%24pathUrlSlug._index");
    expect(res.status).toBe(200);
    const data = (await res.json()) as { summaries: { name: string; module_id?: number; problems: Record<string, unknown>[] }[] };
    expect(data.summaries.length).toBeGreaterThan(0);
    const first = data.summaries[0]!;
    expect(first.name).toBe("Two Pointers");
    expect(first.module_id).toBeUndefined();
    const row = first.problems[0]!;
    expect(Object.keys(row).sort()).toEqual(
      [
        "attempted",
        "correctness_percent",
        "difficulty",
        "id",
        "isSkipped",
        "name",
        "problem_link",
        "runtime",
        "solution_link",
        "submission_count",
        "time",
      ].sort(),
    );
    expect(row.problem_link).toMatch(/^\/interview-prep\/coding\/[a-z0-9-]+$/);
  });
});

describe("a problem page", () => {
  it("renders the statement, a <textarea name=code> with the starter code, and the language switch as a GET form", async () => {
    const c = await learner("problem-page@example.com");
    const p = problem("palindrome-ignoring-symbols");
    const html = await page(c, problemPath(p));
    expect(html).toMatch(/<textarea[^>]*name="code"[^>]*>def isCleanPalindrome\(s: str\) -&gt; bool:\n {4}# Write your code here/);
    expect(html).toMatch(/<form method="get"[^>]*class="lang-form"/);
    expect(html).toContain('<option value="python" selected="">Python</option>');
    expect(text(html)).toContain("Switch language");
    expect(html).toMatch(/<button type="submit" name="intent" value="run"[^>]*>Run<\/button>/);
    expect(html).toMatch(/<button type="submit" name="intent" value="submit"[^>]*>Submit<\/button>/);

    const js = await page(c, `${problemPath(p)}?lang=javascript`);
    expect(js).toMatch(/<textarea[^>]*name="code"[^>]*>\/\*\*/);
    expect(js).toContain("function isCleanPalindrome(s) {");
    const java = text(await page(c, `${problemPath(p)}?lang=java`));
    expect(java).toContain("Java needs the grading service, which is not connected on this server");
    expect(java).toContain("class Solution");
  });

  it("starts the editor in the learner's preferred language", async () => {
    const c = await learner("problem-lang@example.com");
    await c.postForm("/interview-prep/preferences", { company: "Google", lang: "JavaScript", position: "Entry-Level Engineer", interviewDate: "" });
    expect(await page(c, problemPath(problem("palindrome-ignoring-symbols")))).toContain(
      '<option value="javascript" selected="">JavaScript</option>',
    );
  });

  it("shows a visitor the statement and a link to log in to run code", async () => {
    const p = problem("palindrome-ignoring-symbols");
    const html = await page(server.client(), problemPath(p));
    expect(text(html)).toContain("Log in to run your code");
    expect(html).toContain(`href="/login?ru=${encodeURIComponent(problemPath(p))}"`);
    expect(html).not.toContain('value="submit"');
    const before = coachState();
    for (const intent of ["run", "submit", "skip"]) {
      const res = await server.client().postForm(`${problemPath(p)}?lang=python`, { intent, lang: "python", code: solution(p) });
      expect(res.status, intent).toBe(302);
      expect(res.headers.get("location")).toBe(`/login?ru=${encodeURIComponent(`${problemPath(p)}?lang=python`)}`);
    }
    expect(coachState()).toBe(before);
  });
});

describe("Run, Submit and Skip through HTML forms", () => {
  it("runs the visible tests and grades every test, keeping the code, with the next problem and its reason in words", async () => {
    const email = "runner@example.com";
    const c = await learner(email, { premium: true });
    const triplet = problem("triplet-sum-to-target");
    const removeKth = problem("remove-kth-node-from-end");
    const easy = problem("palindrome-ignoring-symbols");

    const run = await c.postForm(problemPath(triplet), { intent: "run", lang: "python", code: solution(triplet) });
    expect(run.status).toBe(200);
    const runText = text(await run.text());
    expect(runText).toMatch(/Run: (\d+) of \1 visible tests passed/);
    expect(runText).toContain("Passed");

    // Two failures on medium problems: the coach offers an easy one and says why.
    const first = await c.postForm(problemPath(triplet), {
      intent: "submit",
      lang: "python",
      code: failing(triplet),
      started_at: String(Date.now() - 90_000),
    });
    expect(first.status).toBe(200);
    const firstHtml = await first.text();
    const firstText = text(firstHtml);
    expect(firstText).toContain("Incorrect");
    expect(firstText).toMatch(/Score 0%/);
    expect(firstHtml).toContain(`raise ValueError(&quot;not solved yet&quot;)`); // the code stays in the editor
    expect(firstText).toContain("Here is the next problem to keep practising this pattern.");
    expect(firstHtml).toContain(`href="${problemPath(removeKth)}"`);

    const second = text(await (await c.postForm(problemPath(removeKth), { intent: "submit", lang: "python", code: failing(removeKth) })).text());
    expect(second).toContain("Your last two harder problems did not pass, so here is an easier one to rebuild momentum.");
    expect(second).toContain(`${easy.title} Easy`);

    const solved = await c.postForm(problemPath(easy), {
      intent: "submit",
      lang: "python",
      code: solution(easy),
      started_at: String(Date.now() - 120_000),
    });
    const solvedText = text(await solved.text());
    expect(solvedText).toContain("Correct");
    expect(solvedText).toMatch(/Score 100%/);
    expect(solvedText).toMatch(/Passed tests (\d+) \/ \1/);
    expect(solvedText).toMatch(/Correct but not Optimal|Correct/);
    expect(count("SELECT count(*) n FROM coach_submissions WHERE user_id = ? AND kind = 'submission'", userId(email))).toBe(3);
    expect(
      server.db.prepare("SELECT user_time_spent t FROM coach_submissions WHERE user_id = ? AND page_row_id = ?").get(userId(email), easy.id),
    ).toMatchObject({ t: expect.any(Number) });

    // The overview now shows the attempts, the last problem and the next step.
    const overview = text(await page(c, "/interview-prep/coding"));
    expect(overview).toContain(`Pick up where you left off The last problem you worked on: ${easy.title}`);
    expect(overview).toMatch(/Two Pointers: score \d+/);
  });

  it.each([
    ["free-runner@example.com", undefined],
    ["standard-runner@example.com", 200],
    ["basic-runner@example.com", 100],
  ])("lets %s (feature set %s) Run but refuses a graded submission with the offer, keeping the code", async (email, featureSet) => {
    const c = await learner(email, { featureSet });
    const p = problem("palindrome-ignoring-symbols");
    expect(text(await page(c, problemPath(p)))).toContain("Run is free. Graded submissions are part of Codelift Premium");
    expect((await c.postForm(problemPath(p), { intent: "run", lang: "python", code: solution(p) })).status).toBe(200);
    const before = coachState();
    const res = await c.postForm(problemPath(p), { intent: "submit", lang: "python", code: `${solution(p)}# mine\n` });
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(text(html)).toContain(
      "Graded submissions need Codelift Premium Graded submissions are part of Codelift Premium. Upgrade to get your code graded",
    );
    expect(html).toContain('href="/unlimited"');
    expect(html).toContain("# mine"); // the learner's code stays in the editor
    expect(coachState()).toBe(before);
    expect(count("SELECT count(*) n FROM coach_submissions WHERE user_id = ? AND kind = 'submission'", userId(email))).toBe(0);
  });

  it("grades a premium plus (400) learner", async () => {
    const c = await learner("plus-runner@example.com", { featureSet: 400 });
    const p = problem("palindrome-ignoring-symbols");
    expect(text(await page(c, problemPath(p)))).not.toContain("Run is free.");
    const res = await c.postForm(problemPath(p), { intent: "submit", lang: "python", code: solution(p) });
    expect(res.status).toBe(200);
    expect(text(await res.text())).toMatch(/Score 100%/);
    expect(count("SELECT count(*) n FROM coach_submissions WHERE user_id = ? AND kind = 'submission'", userId("plus-runner@example.com"))).toBe(1);
  });

  it("says plainly when a language needs the grading service, keeping the code; nothing is stored", async () => {
    const c = await learner("java-runner@example.com", { premium: true });
    const before = coachState();
    const res = await c.postForm(`${problemPath(problem("palindrome-ignoring-symbols"))}?lang=java`, {
      intent: "run",
      lang: "java",
      code: "class Solution { /* my attempt */ }",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(text(html)).toContain("Java, C++ and Go need the grading service (JUDGE_URL is not set).");
    expect(html).toMatch(/<textarea[^>]*name="code"[^>]*>class Solution \{ \/\* my attempt \*\/ \}<\/textarea>/);
    expect(coachState()).toBe(before);
  });

  it("skips a problem: the group is stored and the learner goes on to the next problem with a toast", async () => {
    const email = "skipper@example.com";
    const c = await learner(email, { premium: true });
    const triplet = problem("triplet-sum-to-target");
    const res = await c.postForm(problemPath(triplet), { intent: "skip" });
    expect(res.status).toBe(302);
    const to = res.headers.get("location")!;
    expect(to).toMatch(/^\/interview-prep\/coding\//);
    expect(to).not.toBe(problemPath(triplet));
    const row = server.db.prepare("SELECT skipped_groups FROM coach_user_paths WHERE user_id = ?").get(userId(email)) as { skipped_groups: string };
    expect(JSON.parse(row.skipped_groups)).toContainEqual({
      author_id: twoPointers.author_id,
      work_id: twoPointers.collection_id,
      group_id: triplet.group_id,
    });
    expect(text(await page(c, to))).toContain("Problem skipped.");
    expect(text(await page(c, problemPath(triplet)))).toContain("Skipped");
  });
});

describe("the weekly plan", () => {
  const weeksPart = (html: string) => html.slice(html.indexOf('id="weeks-title"'), html.indexOf('id="choose-title"'));

  it("spreads every plannable module over the weeks to the default 28 days, and keeps only the chosen ones", async () => {
    const email = "planner@example.com";
    const c = await learner(email);
    const modules = server.db
      .prepare("SELECT author_id, collection_id, title FROM coach_modules WHERE path_id = ? ORDER BY position")
      .all(coding.id) as {
      author_id: number;
      collection_id: number;
      title: string;
    }[];
    const html = await page(c, "/interview-prep/coding/plan");
    const weeks = weeksPart(html);
    const sizes = [...text(weeks).matchAll(/Week \d+ · (\d+) modules?/g)].map((m) => Number(m[1]));
    const n = modules.length;
    const w = Math.min(4, n);
    expect(sizes).toEqual(Array.from({ length: w }, (_, i) => Math.floor(n / w) + (i < n % w ? 1 : 0)));
    expect(text(weeks)).toContain("Interview day");
    expect(text(html)).toContain("No interview date set, so the plan spans 28 days.");

    const chosen = [modules[0], modules[2], modules[4]];
    const body = new URLSearchParams([["intent", "save"], ...chosen.map((m) => ["module", `${m.author_id}_${m.collection_id}`])]);
    const save = await c.fetch("/interview-prep/coding/plan", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: body.toString(),
    });
    expect(save.status).toBe(302);
    const row = server.db.prepare("SELECT included_items FROM coach_user_paths WHERE user_id = ?").get(userId(email)) as { included_items: string };
    expect(JSON.parse(row.included_items)).toEqual(chosen.map((m) => `${m.author_id}_${m.collection_id}`));

    const after = await page(c, "/interview-prep/coding/plan");
    const t = text(weeksPart(after));
    for (const m of chosen) expect(t).toContain(m.title);
    expect(t).not.toContain(modules[1].title);
    expect([...weeksPart(after).matchAll(/class="week-card"/g)].length).toBe(3);
    expect(after).toMatch(new RegExp(`id="m-${chosen[0].author_id}_${chosen[0].collection_id}"[^>]*checked`));
    expect(text(after)).toContain("Your plan is saved: 3 modules.");
  });

  it("refuses an empty or unknown choice and sends a visitor to log in; nothing is written", async () => {
    const c = await learner("planner-empty@example.com");
    const before = coachState();
    const res = await c.postForm("/interview-prep/coding/plan", { intent: "save" });
    expect(res.status).toBe(400);
    expect(text(await res.text())).toContain("Choose at least one module for your plan.");
    const bodies: Record<string, string>[] = [
      { intent: "save", module: "two-pointers" },
      { intent: "save", module: "1_x" },
      { intent: "everything" },
    ];
    for (const body of bodies) {
      const bad = await c.postForm("/interview-prep/coding/plan", body);
      expect(bad.status).toBe(400);
      expect(text(await bad.text())).toContain("Choose modules from the list.");
    }
    const anon = await server.client().postForm("/interview-prep/coding/plan", { intent: "all" });
    expect(anon.status).toBe(302);
    expect(anon.headers.get("location")).toBe("/login?ru=%2Finterview-prep%2Fcoding%2Fplan");
    expect(coachState()).toBe(before);
  });

  it("uses the interview date for the number of weeks", async () => {
    const c = await learner("planner-date@example.com");
    const in10 = new Date(Date.now() + 10 * 864e5).toISOString().slice(0, 10);
    await c.postForm("/interview-prep/preferences", { company: "Google", lang: "Python", position: "Entry-Level Engineer", interviewDate: in10 });
    const html = await page(c, "/interview-prep/coding/plan");
    expect([...weeksPart(html).matchAll(/class="week-card"/g)].length).toBe(2);
  });
});

describe("too many runs (COACH_RUN_RATE_LIMIT)", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startServer({ COACH_RUN_RATE_LIMIT: "1" });
  });
  afterAll(async () => limited?.stop());

  it("answers 429 with Retry-After and the reason beside the learner's code; nothing is run or stored", async () => {
    const email = "hasty@example.com";
    const { client } = await signUpVerified(limited, { email });
    const p = problems.find((x) => x.slug === "palindrome-ignoring-symbols")!;
    const first = await client.postForm(problemPath(p), { intent: "run", lang: "python", code: solution(p) });
    expect(first.status).toBe(200);
    const stored = () => (limited.db.prepare("SELECT count(*) n FROM coach_submissions").get() as { n: number }).n;
    const before = stored();
    const second = await client.postForm(problemPath(p), {
      intent: "run",
      lang: "python",
      code: "def isCleanPalindrome(s):\n    return 'second try'\n",
    });
    expect(second.status).toBe(429);
    expect(Number(second.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    const html = await second.text();
    expect(text(html)).toMatch(/You are running code too often: at most 1 runs and submissions a minute\. Please try again in \d+ seconds?\./);
    expect(html).toContain("return &#x27;second try&#x27;");
    expect(stored()).toBe(before);
  });
});

describe("the concept transition of a lesson roadmap", () => {
  it("the Next link out of a module's last lesson opens the next concept's first lesson with its modal; elsewhere no modal", async () => {
    const c = await learner("concept-transition@example.com");
    const pages = server.db
      .prepare(
        `SELECT p.slug, m.position AS module, m.title AS module_title FROM coach_pages p JOIN coach_modules m ON m.id = p.module_id
         JOIN coach_paths x ON x.id = m.path_id WHERE x.slug = 'system-design' ORDER BY m.position, p.position`,
      )
      .all() as { slug: string; module: number; module_title: string }[];
    const firstModule = pages.filter((p) => p.module === pages[0]!.module);
    const last = firstModule.at(-1)!;
    const next = pages[firstModule.length]!;
    const dialogOf = (html: string) => html.match(/<dialog(?=[^>]*\sopen[\s=>])[\s\S]*?<\/dialog>/)?.[0] ?? null;
    const decoded = (html: string) => html.replace(/&#x27;/g, "'").replace(/&amp;/g, "&");

    // the last lesson's Next goes through the modal; a Next inside a module does not
    expect(await page(c, `/interview-prep/system-design/${last.slug}`)).toMatch(
      new RegExp(`<a href="/interview-prep/system-design/${next.slug}\\?dialog=concept-transition"[^>]*rel="next"`),
    );
    expect(await page(c, `/interview-prep/system-design/${firstModule[0]!.slug}`)).not.toContain("dialog=concept-transition");

    const dialog = decoded(dialogOf(await page(c, `/interview-prep/system-design/${next.slug}?dialog=concept-transition`))!);
    expect(dialog).toContain(`Next concept: ${next.module_title}`);
    expect(dialog).toContain(`You finished ${last.module_title}.`);
    expect(dialog).toContain(`href="/interview-prep/system-design/${next.slug}"`);
    expect(dialog).toContain('href="/interview-prep/system-design"');
    // not the first lesson of a concept, or the first concept: the parameter opens nothing
    expect(dialogOf(await page(c, `/interview-prep/system-design/${firstModule[0]!.slug}?dialog=concept-transition`))).toBeNull();
    expect(dialogOf(await page(c, `/interview-prep/system-design/${pages[firstModule.length + 1]!.slug}?dialog=concept-transition`))).toBeNull();
  });
});
