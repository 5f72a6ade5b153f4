// Personal pages never show one learner's facts to another (docs/decisions/0041-shared-markup.md):
// parts of these pages are rendered once and reused across learners, so two learners with
// different progress, subscriptions, names and goals read the logged-in lesson, problem page,
// /learn/home and the coding path, on both engines, before and after a content edit and a form
// post, and each page holds its reader's facts and none of the other's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, startServerOn, type EngineServer } from "./helpers/engines";
import type { Client } from "./helpers/server";
import { visibleText as text } from "./helpers/html";

const PROBLEM = "palindrome-ignoring-symbols";
const PROBLEM_PATH = `/interview-prep/coding/${PROBLEM}`;
const TRIAL_BANNER = 'data-banner="start_free_trial"';

describe.each(ENGINES)("personal pages on %s", (engine) => {
  let s: EngineServer;
  let ada: Client;
  let bo: Client;
  let lessonPath: string;
  let problemTitle: string;

  /** The page's HTML for a learner (200), and its visible text. */
  async function read(c: Client, path: string): Promise<{ html: string; text: string }> {
    const res = await c.get(path);
    expect(res.status, path).toBe(200);
    const html = await res.text();
    return { html, text: text(html) };
  }

  /** The row of the problem in the coding path's outline: its visible text. */
  function problemRow(html: string): string {
    const at = html.indexOf(`<th scope="row"><a href="${PROBLEM_PATH}"`);
    expect(at, "the problem's row").toBeGreaterThan(0);
    const row = html.slice(html.lastIndexOf("<tr", at), html.indexOf("</tr>", at));
    return text(row).trim();
  }

  /** One statement that writes (the helper's `query` reads rows, which SQLite's driver refuses for a write). */
  async function write(sql: string, values: unknown[]) {
    if (engine === "sqlite") s.server.db.prepare(sql).run(...values);
    else await s.query(sql, values);
  }

  beforeAll(async () => {
    s = await startServerOn(engine);
    ada = await s.signUpVerified({ email: `ada-${engine}@example.com`, fullName: "Ada Ownpage" });
    bo = await s.signUpVerified({ email: `bo-${engine}@example.com`, fullName: "Bo Otherpage" });
    // Ada is premium: an active subscription of the premium feature set.
    const [adaRow] = await s.query<{ id: number }>("SELECT id FROM users WHERE email = ?", [`ada-${engine}@example.com`]);
    await write(
      `INSERT INTO subscriptions (user_id, plan_code, feature_set, validity_months, plan_type, status, paid_cents, start_date, expiration_date)
       VALUES (?, '300-12-6000', 300, 12, 6000, 'active', 29900, '2025-01-01T00:00:00.000Z', '2099-01-01T00:00:00.000Z')`,
      [adaRow!.id],
    );
    const [lesson] = await s.query<{ a: number; c: number; p: number }>(
      "SELECT c.author_id a, c.collection_id c, l.page_id p FROM lessons l JOIN courses c ON c.id = l.course_id WHERE c.is_free = ? ORDER BY c.rank, l.position LIMIT 1",
      [engine === "postgres" ? true : 1],
    );
    lessonPath = `/collection/lesson/${lesson!.a}/${lesson!.c}/${lesson!.p}`;
    const [problem] = await s.query<{ title: string; solutions: string }>(
      "SELECT p.title, pr.solutions FROM coach_pages p JOIN coach_problems pr ON pr.page_id = p.id WHERE p.slug = ?",
      [PROBLEM],
    );
    problemTitle = problem!.title;
    // Ada solves the problem (a form post, graded by the real judge); Bo never opens it.
    const solved = await ada.postForm(PROBLEM_PATH, {
      intent: "submit",
      lang: "python",
      code: (JSON.parse(problem!.solutions) as { python: string }).python,
      started_at: String(Date.now() - 60_000),
    });
    expect(text(await solved.text())).toContain("Correct");
    // Ada reads the lesson (her visit is recorded); Bo does not.
    await read(ada, lessonPath);
  }, 240_000);
  afterAll(async () => s?.stop());

  /** Every page as each learner reads it: their own name, never the other's, and their own marks. */
  async function eachSeesOnlyTheirOwn(title: string) {
    const pages = ["/interview-prep/coding", PROBLEM_PATH, lessonPath, "/learn/home"];
    // Interleaved, so that whatever one learner's view left in a cache is there for the other's.
    for (let round = 0; round < 2; round++) {
      for (const path of pages) {
        const a = await read(ada, path);
        const b = await read(bo, path);
        expect(a.html, `${path}: Ada's name`).toContain("Ada Ownpage");
        expect(a.html, `${path}: no name of Bo's`).not.toContain("Bo Otherpage");
        expect(b.html, `${path}: Bo's name`).toContain("Bo Otherpage");
        expect(b.html, `${path}: no name of Ada's`).not.toContain("Ada Ownpage");
        // Banners follow the subscription: free Bo is offered the trial, premium Ada never is.
        expect(b.html, `${path}: Bo's trial banner`).toContain(TRIAL_BANNER);
        expect(a.html, `${path}: no trial banner for Ada`).not.toContain(TRIAL_BANNER);
      }
      const a = await read(ada, "/interview-prep/coding");
      const b = await read(bo, "/interview-prep/coding");
      // The shared outline: Ada's row says attempted with her score; Bo's the same problem untouched.
      expect(problemRow(a.html)).toMatch(new RegExp(`^${title} Easy 100% .* 1 Attempted Solution`));
      expect(problemRow(b.html)).toMatch(new RegExp(`^${title} Easy – .* 0 Not attempted Reveal`));
      expect(a.html).toContain(`>${title}</a>`);
      expect(b.html).toContain(`>${title}</a>`);
    }
  }

  it("each learner reads their own name, progress and marks on every page, and only theirs", async () => {
    await eachSeesOnlyTheirOwn(problemTitle);
  });

  it("after a content edit, both read the new text, each still with their own facts", async () => {
    const [pattern] = await s.query<{ summary: string }>("SELECT summary FROM coach_modules WHERE slug = 'two-pointers'");
    const edited = "Two indices walk the sequence: an edited summary.";
    await write("UPDATE coach_modules SET summary = ? WHERE slug = 'two-pointers'", [edited]);
    for (const c of [ada, bo]) expect((await read(c, "/interview-prep/coding")).html).toContain(`<p>${edited}</p>`);
    await eachSeesOnlyTheirOwn(problemTitle);
    await write("UPDATE coach_modules SET summary = ? WHERE slug = 'two-pointers'", [pattern!.summary]);
    for (const c of [ada, bo]) expect((await read(c, "/interview-prep/coding")).html).not.toContain(edited);
    await eachSeesOnlyTheirOwn(problemTitle);
  });

  it("after one learner's form post, only that learner's page changes", async () => {
    const before = (await read(ada, "/interview-prep/coding")).text;
    expect(before).toContain("No weekly goal yet.");
    const res = await bo.postForm("/interview-prep/coding?index&dialog=weekly-goal", { intent: "weekly-goal", problems_per_week: "7" });
    expect(res.status).toBe(302);
    const b = await read(bo, "/interview-prep/coding");
    expect(b.text).toContain("of 7 problems this week");
    expect(b.text).not.toContain("No weekly goal yet.");
    const a = await read(ada, "/interview-prep/coding");
    expect(a.text).toContain("No weekly goal yet.");
    expect(a.text).not.toContain("of 7 problems this week");
    await eachSeesOnlyTheirOwn(problemTitle);
  });
});
