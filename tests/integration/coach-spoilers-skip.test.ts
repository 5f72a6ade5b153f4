// Solutions and Skip (docs/product/interview-prep.md#solutions, #next-problem) against the built server: no spoilers (a solution is served only after the learner has
// submitted its problem or chose to reveal it, for pages, page props, links and Previous/Next),
// and Skip with its Undo, as a browser without JavaScript drives them (GETs and form posts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";
import { visibleText as text } from "./helpers/html";

let server: TestServer;
type PageRow = { id: number; group_id: number; slug: string; title: string; function_name: string; solutions: string; explanation: string };
let problems: PageRow[];

const userId = (email: string) => (server.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;
const problem = (slug: string) => problems.find((p) => p.slug === slug)!;
const problemPath = (p: PageRow) => `/interview-prep/coding/${p.slug}`;
const solutionPath = (p: PageRow) => `/interview-prep/coding/solution-${p.slug}`;
const failing = (p: PageRow) => `def ${p.function_name}(*args):\n    return None\n`;
/** A sentence from the solution's explanation, which must not appear before the solution is open. */
const secret = (p: PageRow) => p.explanation.match(/[A-Za-z][a-z ,]{40,}/)![0].slice(0, 40);

function subscribe(email: string) {
  server.db
    .prepare(
      `INSERT INTO subscriptions (user_id, plan_code, feature_set, validity_months, plan_type, status, paid_cents, start_date, expiration_date)
       VALUES (?, '300-12-6000', 300, 12, 6000, 'active', 29900, '2025-01-01T00:00:00.000Z', '2099-01-01T00:00:00.000Z')`,
    )
    .run(userId(email));
}

async function learner(email: string): Promise<Client> {
  const { client } = await signUpVerified(server, { email });
  subscribe(email);
  return client;
}

async function html(c: Client, path: string, status = 200): Promise<string> {
  const res = await c.get(path);
  expect(res.status, path).toBe(status);
  return res.text();
}

/** The opening <a> tags that link to `href`. */
const linksTo = (page: string, href: string) => [...page.matchAll(/<a\s[^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(`href="${href}"`));
/** The href of the pager's Next link. */
const nextLink = (page: string) =>
  [...page.matchAll(/<a\s[^>]*>/g)]
    .map((m) => m[0])
    .find((tag) => tag.includes('rel="next"'))!
    .match(/href="([^"]+)"/)![1];

const reveals = (email: string) => server.db.prepare("SELECT page_row_id FROM coach_solution_reveals WHERE user_id = ?").all(userId(email));

beforeAll(async () => {
  server = await startServer();
  problems = server.db
    .prepare(
      `SELECT p.id, p.group_id, p.slug, p.title, pr.function_name, pr.solutions, s.body AS explanation
       FROM coach_pages p JOIN coach_problems pr ON pr.page_id = p.id
       JOIN coach_pages s ON s.module_id = p.module_id AND s.slug = 'solution-' || p.slug
       JOIN coach_modules m ON m.id = p.module_id WHERE m.slug = 'two-pointers' ORDER BY p.position`,
    )
    .all() as PageRow[];
});
afterAll(() => server?.stop());

describe("no spoilers", () => {
  it("a visitor's direct URL to a solution gets the reveal question, not the solution; revealing (a cookie) opens it", async () => {
    const c = server.client();
    const p = problems[0]!;
    const gated = await html(c, solutionPath(p));
    expect(text(gated)).toContain("Reveal the solution?");
    expect(text(gated)).toContain(`You have not submitted ${p.title} yet.`);
    expect(gated).not.toContain(secret(p));
    expect(gated).toMatch(new RegExp(`<form method="post" action="${solutionPath(p)}"`));
    // The page props of the same page hold no solution either.
    const props = await (await c.get(`/api/interview-prep/coding/page/solution-${p.slug}/props`)).json();
    expect(props).toMatchObject({ lesson_kind: "solution", solution_locked: true, components: [] });

    const res = await c.postForm(solutionPath(p), { intent: "reveal" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(solutionPath(p));
    const open = await html(c, solutionPath(p));
    expect(open).toContain(secret(p));
    expect(text(open)).not.toContain(`You have not submitted ${p.title} yet.`);
    // Under the explanation, the reference solution: Python for a visitor, another language by ?lang= (plain links).
    const solutions = JSON.parse(p.solutions) as Record<string, string>;
    const squash = (s: string) => s.replace(/\s+/g, "");
    /** the line of a reference solution that names the function, without spaces (highlighting splits the tokens) */
    const signature = (language: string) => squash(solutions[language]!.split("\n").find((l) => l.includes(p.function_name))!);
    /** the page's text from the reference solution's section on, without spaces */
    const section = (page: string) => squash(text(page.slice(Math.max(0, page.indexOf('<section class="reference-solution"')))));
    expect(section(open)).toContain(squash("Reference solution in Python"));
    expect(section(open)).toContain(signature("python"));
    for (const language of ["javascript", "java", "cpp", "go"]) expect(linksTo(open, `${solutionPath(p)}?lang=${language}`)).toHaveLength(1);
    for (const [language, name] of [
      ["java", "Java"],
      ["cpp", "C++"],
      ["go", "Go"],
    ] as const) {
      const other = section(await html(c, `${solutionPath(p)}?lang=${language}`));
      expect(other).toContain(squash(`Reference solution in ${name}`));
      expect(other).toContain(signature(language));
      expect(other).not.toContain(signature("python"));
    }
    expect(text(gated)).not.toContain("Reference solution in");
    expect(squash(text(await html(server.client(), `${solutionPath(p)}?lang=go`)))).not.toContain(signature("go"));
    const after = await (await c.get(`/api/interview-prep/coding/page/solution-${p.slug}/props`)).json();
    expect(after.solution_locked).toBe(false);
    expect(after.components.length).toBeGreaterThan(0);
    // Another visitor (no cookie) still gets the question.
    expect(await html(server.client(), solutionPath(p))).not.toContain(secret(p));
  });

  it("the problem page's Next skips the unopened solution and its 'Stuck?' link asks first; after a submission both lead to it", async () => {
    const email = "spoiler-free@example.com";
    const c = await learner(email);
    const p = problems[1]!;
    const page = await html(c, problemPath(p));
    expect(nextLink(page)).toBe(problemPath(problems[2]!));
    const stuck = linksTo(page, solutionPath(p));
    expect(stuck.length).toBeGreaterThan(0);
    for (const tag of stuck) expect(tag).toContain('aria-haspopup="dialog"');
    // The question is asked by a dialog put in the page on click (tests/e2e/coach-screens.spec.ts),
    // not sent with every locked link.
    expect(page).not.toContain('<dialog class="reveal-dialog"');
    expect(await html(c, solutionPath(p))).not.toContain(secret(p));

    // A failing submission counts: the learner has tried.
    const submitted = await c.postForm(problemPath(p), { intent: "submit", lang: "python", code: failing(p) });
    expect(submitted.status).toBe(200);
    const after = await html(c, problemPath(p));
    expect(nextLink(after)).toBe(solutionPath(p));
    for (const tag of linksTo(after, solutionPath(p))) expect(tag).not.toContain("aria-haspopup");
    expect(await html(c, solutionPath(p))).toContain(secret(p));
    expect(reveals(email)).toEqual([]);
  });

  it("the pattern outline offers Reveal until the problem is submitted or revealed; a reveal is stored once for the account", async () => {
    const email = "outline-reader@example.com";
    const c = await learner(email);
    const p = problems[2]!;
    const cell = (h: string) => h.slice(h.indexOf(linksTo(h, solutionPath(p))[0]!)).slice(0, 400);
    const before = await html(c, "/interview-prep/coding");
    expect(cell(before)).toContain("aria-haspopup");
    expect(cell(before)).toContain(">Reveal<");

    expect((await c.postForm(solutionPath(p), { intent: "reveal" })).status).toBe(302);
    expect((await c.postForm(problemPath(p), { intent: "reveal" })).headers.get("location")).toBe(solutionPath(p));
    expect(reveals(email)).toEqual([{ page_row_id: p.id }]);
    const after = await html(c, "/interview-prep/coding");
    expect(cell(after)).not.toContain("aria-haspopup");
    expect(cell(after)).toContain(">Solution<");
    expect(await html(c, solutionPath(p))).toContain(secret(p));
    // Another learner is not affected.
    const other = await learner("outline-other@example.com");
    expect(await html(other, solutionPath(p))).not.toContain(secret(p));
  });

  it("refuses a reveal on a page without a solution, storing nothing", async () => {
    const email = "no-solution@example.com";
    const c = await learner(email);
    const res = await c.postForm("/interview-prep/coding/introduction-to-two-pointers", { intent: "reveal" });
    expect(res.status).toBe(400);
    expect(text(await res.text())).toContain("This page has no solution to reveal.");
    expect(reveals(email)).toEqual([]);
  });
});

describe("skip, asked first and undone from the toast", () => {
  it("asks before skipping (a modal that is a state of the page, so it works without JavaScript)", async () => {
    const c = await learner("skip-asker@example.com");
    const page = await html(c, problemPath(problems[0]!));
    expect(page).toMatch(/<a[^>]*href="[^"]*\?dialog=skip"[^>]*>Skip this problem<\/a>/);
    expect(page).not.toContain("Yes, skip it");
    const asked = await html(c, `${problemPath(problems[0]!)}?dialog=skip`);
    expect(asked).toMatch(/<dialog[^>]*open/);
    expect(text(asked)).toContain(`Skip ${problems[0]!.title}?`);
    expect(text(asked)).toContain("The coach will not offer it again in this attempt");
    expect(asked).toContain("Yes, skip it");
  });

  it("skips with the reason in a toast that stays (plain HTML) and carries Undo; Undo restores the skipped problem", async () => {
    const email = "undoer@example.com";
    const c = await learner(email);
    const p = problem("triplet-sum-to-target");
    const skipped = () =>
      JSON.parse(
        (
          server.db.prepare("SELECT skipped_groups, skipped_problems FROM coach_user_paths WHERE user_id = ?").get(userId(email)) as {
            skipped_groups: string;
          }
        ).skipped_groups,
      );
    const res = await c.postForm(problemPath(p), { intent: "skip" });
    expect(res.status).toBe(302);
    const to = res.headers.get("location")!;
    expect(to).not.toBe(problemPath(p));
    expect(skipped()).toHaveLength(1);

    const landed = await html(c, to);
    expect(text(landed)).toMatch(/Problem skipped\. \S/);
    expect(landed).toMatch(new RegExp(`<form method="post" action="${problemPath(p)}" class="toast-action"`));
    expect(landed).toMatch(/<input type="hidden" name="intent" value="unskip"\/>/);
    expect(text(await html(c, problemPath(p)))).toContain("Skipped");

    const undo = await c.postForm(problemPath(p), { intent: "unskip" });
    expect(undo.status).toBe(302);
    expect(undo.headers.get("location")).toBe(problemPath(p));
    expect(skipped()).toEqual([]);
    const row = server.db.prepare("SELECT skipped_problems FROM coach_user_paths WHERE user_id = ?").get(userId(email)) as {
      skipped_problems: string;
    };
    expect(JSON.parse(row.skipped_problems)).toEqual([]);
    const back = await html(c, problemPath(p));
    expect(text(back)).toContain(`Skip undone: ${p.title} is back in your practice.`);
    expect(text(back)).not.toMatch(/Skipped(?! this)/);
  });

  it("needs a session to undo, and a visitor's undo changes nothing", async () => {
    const c = server.client();
    const res = await c.postForm(problemPath(problems[0]!), { intent: "unskip" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/login\?ru=/);
  });
});
