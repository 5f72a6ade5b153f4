// Paths and standalone modules written in the editor, and deprecation from the course editor
// (docs/product/authoring.md#paths-and-standalone-modules, #deprecation), on SQLite and on
// PostgreSQL: create → edit → a stale save refused with both versions → submit → approve → the
// learner's pages read the result; other learners get 404 on the drafts; a re-publish updates the
// same path; a published course is deprecated with an alternative and shows the banner and /transition.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, startServerOn, type EngineServer } from "./helpers/engines";
import type { Client } from "./helpers/server";

const CONFLICT = "This was changed in another tab or by another author after you opened it";

describe.each(ENGINES)("paths and modules in the editor on %s", (engine) => {
  let site: EngineServer;
  let staff: Client;
  let author: Client;
  let learner: Client;
  let authorId = 0;
  let courses: { id: number; title: string; url_slug: string }[] = [];
  const version = async (draftId: number) =>
    Number((await site.query<{ version: number }>("SELECT version FROM course_drafts WHERE id = ?", [draftId]))[0]!.version);
  const draftIdOf = (location: string | null) => Number(/\/(\d+)$/.exec(location ?? "")?.[1]);

  beforeAll(async () => {
    site = await startServerOn(engine);
    staff = await site.signUpVerified({ email: `works-staff-${engine}@codelift.dev` });
    author = await site.signUpVerified({ email: `works-author-${engine}@example.com`, fullName: "Wes Writer" });
    learner = await site.signUpVerified({ email: `works-learner-${engine}@example.com` });
    expect((await author.postForm("/teach", { topics: "Graphs", experience: "Twenty years of graph algorithms in production." })).status).toBe(302);
    const app = (await site.query<{ id: number }>("SELECT id FROM author_applications ORDER BY id DESC LIMIT 1"))[0]!;
    expect((await staff.postForm("/staff/authors", { application_id: String(app.id), decision: "approved" })).status).toBe(302);
    authorId = Number((await site.query<{ id: number }>("SELECT id FROM users WHERE email = ?", [`works-author-${engine}@example.com`]))[0]!.id);
    const rows = await site.query<{ id: number; title: string; url_slug: string; is_marked_for_deletion: unknown }>(
      "SELECT id, title, url_slug, is_marked_for_deletion FROM courses ORDER BY id",
    );
    courses = rows.filter((r) => !r.is_marked_for_deletion).map((r) => ({ id: Number(r.id), title: r.title, url_slug: r.url_slug }));
    expect(courses.length).toBeGreaterThan(2);
  }, 180_000);
  afterAll(async () => site?.stop());

  let moduleRow = { id: 0, moduleId: 0 };

  it("writes a standalone module: 404 for another learner, a stale save refused with both versions, review, then the learner reads it", async () => {
    const created = await author.postForm("/create", { kind: "module", title: "Graph basics" });
    expect(created.status).toBe(302);
    const url = created.headers.get("location")!;
    expect(url).toMatch(/^\/create\/module\/\d+$/);
    const id = draftIdOf(url);
    const row = (
      await site.query<{ id: number; module_id: number; status: string }>("SELECT id, module_id, status FROM modules WHERE author_id = ?", [authorId])
    )[0]!;
    expect(row.status).toBe("draft");
    moduleRow = { id: Number(row.id), moduleId: Number(row.module_id) };
    const draftView = `/module/standalone/${authorId}/${moduleRow.moduleId}/draft`;
    expect((await learner.get(url)).status).toBe(404);
    expect((await learner.get(draftView)).status).toBe(404);
    expect((await learner.get(`/module/standalone/${authorId}/${moduleRow.moduleId}`)).status).toBe(404);
    const lessons = await site.query<{ id: number; title: string }>("SELECT id, title FROM lessons WHERE course_id = ? ORDER BY position LIMIT 2", [
      courses[0]!.id,
    ]);
    const fields = { title: "Graph basics", slug: `graph-basics-${engine}`, summary: "Nodes and edges. Then more." };
    for (const l of lessons) {
      const r = await author.postForm(url, { ...fields, version: String(await version(id)), intent: "add", pick: `lesson:${l.id}` });
      expect(r.status).toBe(302);
    }
    // a lesson that is not in the catalog is refused with its sentence, nothing written
    const before = await version(id);
    const unknown = await author.postForm(url, { ...fields, version: String(before), intent: "add", pick: "lesson:999999" });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Pick one of the listed items.");
    expect((await author.postForm(url, { ...fields, version: String(before), intent: "up:1" })).status).toBe(302);
    // the same version again: refused, the saved version and the author's own both on the page
    const stale = await author.postForm(url, { ...fields, title: "Graph basics, my tab", version: String(before), intent: "save" });
    expect(stale.status).toBe(409);
    const page = await stale.text();
    expect(page).toContain(CONFLICT);
    expect(page).toContain("Graph basics, my tab");
    expect(await version(id)).toBe(before + 1);
    // the draft view shows what the editor holds, in its order, with the way back to the editor
    const view = await (await author.get(draftView)).text();
    expect(view.indexOf(lessons[1]!.title)).toBeGreaterThan(-1);
    expect(view.indexOf(lessons[1]!.title)).toBeLessThan(view.indexOf(lessons[0]!.title));
    expect(view).toContain(`/module/standalone/${authorId}/${moduleRow.moduleId}/edit`);
    const edit = await author.get(`/module/standalone/${authorId}/${moduleRow.moduleId}/edit`);
    expect(edit.status).toBe(302);
    expect(edit.headers.get("location")).toBe(url);
    const submitted = await author.postForm(url, { ...fields, version: String(await version(id)), intent: "submit" });
    expect(submitted.status).toBe(302);
    expect(submitted.headers.get("location")).toBe("/create");
    expect(await (await author.get("/create")).text()).toContain("In review");
    expect(await (await staff.get("/staff/reviews")).text()).toContain("Graph basics");
    const approved = await staff.postForm("/staff/reviews", { intent: "approve", draft_id: String(id), version: String(await version(id)) });
    expect(approved.status).toBe(302);
    const live = await learner.get(`/module/standalone/${authorId}/${moduleRow.moduleId}`);
    expect(live.status).toBe(200);
    const text = await live.text();
    expect(text).toContain("Graph basics");
    expect(text.indexOf(lessons[1]!.title)).toBeLessThan(text.indexOf(lessons[0]!.title));
  });

  it("writes a path of a course and the module: 404 for another learner, a conflict, review, the learner's path page; a re-publish updates the same path", async () => {
    const created = await author.postForm("/create", { kind: "path", title: "Graphs from zero" });
    expect(created.status).toBe(302);
    const url = created.headers.get("location")!;
    expect(url).toMatch(/^\/create\/path\/\d+$/);
    const id = draftIdOf(url);
    expect((await learner.get(url)).status).toBe(404);
    expect((await learner.postForm(url, { version: "1", intent: "save" })).status).toBe(404);
    const slug = `graphs-from-zero-${engine}`;
    const fields = { title: "Graphs from zero", slug, summary: "A course, then a module.", difficulty: "beginner" };
    const bad = await author.postForm(url, { ...fields, slug: "Not A Slug", version: "1", intent: "save" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Use lower-case letters, digits and hyphens");
    expect((await author.postForm(url, { ...fields, version: "1", intent: "add", pick: `course:${courses[1]!.id}` })).status).toBe(302);
    expect((await author.postForm(url, { ...fields, version: "2", intent: "add", pick: `module:${moduleRow.id}` })).status).toBe(302);
    const dup = await author.postForm(url, { ...fields, version: "3", intent: "add", pick: `course:${courses[1]!.id}` });
    expect(dup.status).toBe(400);
    // two saves on one version: one wins, the other is refused and writes nothing
    const [a, b] = await Promise.all([
      author.postForm(url, { ...fields, summary: "First tab", version: "3", intent: "save" }),
      author.postForm(url, { ...fields, summary: "Second tab", version: "3", intent: "save" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([302, 409]);
    expect(await (a.status === 409 ? a : b).text()).toContain(CONFLICT);
    expect(await version(id)).toBe(4);
    expect((await author.postForm(url, { ...fields, version: "4", intent: "submit" })).status).toBe(302);
    // in review: no more edits
    const inReview = String(await version(id));
    expect((await author.postForm(url, { ...fields, version: inReview, intent: "save" })).status).toBe(409);
    // a learner cannot review
    expect((await learner.postForm("/staff/reviews", { intent: "approve", draft_id: String(id), version: inReview })).status).toBe(404);
    expect((await staff.postForm("/staff/reviews", { intent: "approve", draft_id: String(id), version: inReview })).status).toBe(302);
    const page = await learner.get(`/path/page/${slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Graphs from zero");
    expect(html.indexOf(courses[1]!.title)).toBeGreaterThan(-1);
    expect(html.indexOf(courses[1]!.title)).toBeLessThan(html.indexOf("Graph basics"));
    const [path] = await site.query<{ id: number }>("SELECT id FROM learning_paths WHERE slug = ?", [slug]);
    // send back once, then a re-publish with the module first: the same path row, in the new order
    let v = await version(id);
    expect((await author.postForm(url, { ...fields, version: String(v), intent: "down:0" })).status).toBe(302);
    expect((await author.postForm(url, { ...fields, version: String(await version(id)), intent: "submit" })).status).toBe(302);
    v = await version(id);
    expect(
      (await staff.postForm("/staff/reviews", { intent: "send_back", draft_id: String(id), version: String(v), comment: "Say more." })).status,
    ).toBe(302);
    expect(await (await author.get(url)).text()).toContain("Say more.");
    v = await version(id);
    expect((await author.postForm(url, { ...fields, version: String(v), intent: "submit" })).status).toBe(302);
    expect((await staff.postForm("/staff/reviews", { intent: "approve", draft_id: String(id), version: String(await version(id)) })).status).toBe(
      302,
    );
    const again = await site.query<{ id: number }>("SELECT id FROM learning_paths WHERE slug = ?", [slug]);
    expect(again.map((r) => Number(r.id))).toEqual([Number(path!.id)]);
    const html2 = await (await learner.get(`/path/page/${slug}`)).text();
    expect(html2.indexOf("Graph basics")).toBeLessThan(html2.indexOf(courses[1]!.title));
    const works = await (await author.get("/create")).text();
    expect(works).toContain("Graphs from zero");
    expect(works).toContain(`/path/page/${slug}`);
  });

  it("deprecates a published course from its editor: at least one alternative, then the banner and /transition", async () => {
    const created = await author.postForm("/create", { title: "Old graphs" });
    const url = created.headers.get("location")!;
    const id = draftIdOf(url);
    const category = (await site.query<{ slug: string }>("SELECT slug FROM categories ORDER BY id LIMIT 1"))[0]!.slug;
    const slug = `old-graphs-${engine}`;
    const course = { title: "Old graphs", slug, summary: "", category, difficulty: "beginner", access: "free", placeholders: "", s0_title: "Basics" };
    expect((await author.postForm(url, { ...course, version: "1", intent: "add-lesson:0" })).status).toBe(302);
    expect((await author.postForm(url, { ...course, version: "2", intent: "submit" })).status).toBe(302);
    expect((await staff.postForm("/staff/reviews", { intent: "approve", draft_id: String(id), version: String(await version(id)) })).status).toBe(
      302,
    );
    const v = String(await version(id));
    expect((await learner.postForm(url, { intent: "deprecate", version: v, alternatives: String(courses[2]!.id) })).status).toBe(404);
    const none = await author.postForm(url, { intent: "deprecate", version: v });
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("Choose at least one alternative course from the catalog.");
    const done = await author.postForm(url, { intent: "deprecate", version: v, alternatives: String(courses[2]!.id) });
    expect(done.status).toBe(302);
    const [row] = await site.query<{ author_id: number; collection_id: number }>("SELECT author_id, collection_id FROM courses WHERE url_slug = ?", [
      slug,
    ]);
    const coursePage = await (await learner.get(`/courses/${slug}`)).text();
    expect(coursePage).toContain("This course is no longer available on our catalog and will not be updated.");
    expect(coursePage).toContain("We have a better recommendation for you.");
    const transition = await learner.get(`/transition/${row!.author_id}/${row!.collection_id}`);
    expect(transition.status).toBe(200);
    expect(await transition.text()).toContain(courses[2]!.title);
    // deprecated: the editor saves nothing more, and /create lists it under Deprecated
    expect((await author.postForm(url, { ...course, version: String(await version(id)), intent: "save" })).status).toBe(409);
    expect(await (await author.get("/create")).text()).toContain("Deprecated");
  });
});
