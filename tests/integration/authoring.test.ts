// Authoring end to end over HTTP (docs/product/authoring.md): applying at /teach, staff approval,
// who may open editors and drafts, two saves on the same version (the second gets the conflict,
// nothing written), review and publication into the catalog, and Markdown kept inert.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCatalogFixtures } from "./catalog.fixtures";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";

const CONFLICT = "This was changed in another tab or by another author after you opened it";

describe("authoring", () => {
  let server: TestServer;
  let learner: Client;
  let author: Client;
  let staff: Client;
  let draftUrl = "";
  beforeAll(async () => {
    server = await startServer();
    insertCatalogFixtures(server.db);
    learner = (await signUpVerified(server, { email: "learner@example.com" })).client;
    author = (await signUpVerified(server, { email: "author@example.com", fullName: "Ada Author" })).client;
    staff = (await signUpVerified(server, { email: "editor@codelift.dev", fullName: "Sam Staff" })).client;
  }, 120_000);
  afterAll(async () => server?.stop());

  it("sends a non-author from /create to /teach; staff approve an application and the applicant becomes an author", async () => {
    const r = await author.get("/create");
    expect(r.status).toBe(302);
    expect(r.headers.get("location")).toBe("/teach");
    const bad = await author.postForm("/teach", { topics: "", experience: "short" });
    expect(bad.status).toBe(400);
    const ok = await author.postForm("/teach", {
      topics: "Rust for Python developers",
      experience: "Ten years of Python, five of Rust in production.",
    });
    expect(ok.status).toBe(302);
    const again = await author.postForm("/teach", { topics: "Rust again", experience: "Ten years of Python, five of Rust in production." });
    expect(again.status).toBe(409);
    const appId = (server.db.prepare("SELECT id FROM author_applications").get() as { id: number }).id;
    // A learner cannot approve: the staff page does not exist for them.
    expect((await learner.postForm("/staff/authors", { application_id: String(appId), decision: "approved" })).status).toBe(404);
    expect((await staff.postForm("/staff/authors", { application_id: String(appId), decision: "approved" })).status).toBe(302);
    expect((await author.get("/create")).status).toBe(200);
  });

  it("writes a course; a learner gets 404 on its editor and preview; the second of two saves on one version is a conflict", async () => {
    const created = await author.postForm("/create", { title: "Rust for Pythonistas" });
    expect(created.status).toBe(302);
    draftUrl = created.headers.get("location")!;
    expect(draftUrl).toMatch(/^\/create\/course\/\d+$/);
    const course = {
      version: "1",
      title: "Rust for Pythonistas",
      slug: "rust-for-pythonistas-authored",
      summary: "Ownership explained <img src=x onerror=alert(1)>",
      category: (server.db.prepare("SELECT slug FROM categories LIMIT 1").get() as { slug: string }).slug,
      difficulty: "beginner",
      access: "free",
      placeholders: "PORT=8080",
      s0_title: "Basics",
    };
    expect((await author.postForm(draftUrl, { ...course, intent: "add-lesson:0" })).status).toBe(302);
    expect((await learner.get(draftUrl)).status).toBe(404);
    const row = server.db.prepare("SELECT version, content FROM course_drafts").get() as { version: number; content: string };
    const key = JSON.parse(row.content).sections[0].lessons[0].key as string;
    expect((await learner.get(`${draftUrl}/preview/${key}`)).status).toBe(404);
    const lesson = (text: string) => ({
      version: String(row.version),
      title: "Ownership",
      slug: "ownership",
      summary: "",
      minutes: "5",
      block_count: "2",
      b0_kind: "text",
      b0_id: "intro",
      b0_text: text,
      b1_kind: "code",
      b1_id: "intro",
      b1_language: "rust",
      b1_text: "listen({{PORT}})",
      intent: "save",
    });
    const [a, b] = await Promise.all([
      author.postForm(`${draftUrl}/lesson/${key}`, lesson("First tab <script>alert(1)</script> [x](javascript:alert(1))")),
      author.postForm(`${draftUrl}/lesson/${key}`, lesson("Second tab")),
    ]);
    expect([a.status, b.status].sort()).toEqual([302, 409]);
    const loser = a.status === 409 ? a : b;
    const body = await loser.text();
    expect(body).toContain(CONFLICT);
    const saved = server.db.prepare("SELECT version FROM course_drafts").get() as { version: number };
    expect(saved.version).toBe(row.version + 1);
    // The loser's text is still offered, with the new version so that saving again keeps it.
    const winnerText = a.status === 302 ? "First tab" : "Second tab";
    const loserText = winnerText === "First tab" ? "Second tab" : "First tab";
    expect(body).toContain(loserText);
    const preview = await (await author.get(`${draftUrl}/preview/${key}`)).text();
    expect(preview).toContain("listen(8080)");
    expect(preview).not.toMatch(/<script>alert|href="javascript:|onerror=/);
    // Autosave (with JavaScript): the same versioned save, answered in JSON; an older version is a
    // conflict and writes nothing; a learner gets 404.
    const current = (server.db.prepare("SELECT version FROM course_drafts").get() as { version: number }).version;
    const data = `?_data=${encodeURIComponent("routes/create.course.$draftId.lesson.$lessonKey")}`;
    const autosave = await author.postForm(`${draftUrl}/lesson/${key}${data}`, {
      ...lesson(loserText),
      version: String(current),
      intent: "autosave",
    });
    expect(autosave.status).toBe(200);
    expect(autosave.headers.get("content-type")).toContain("application/json");
    expect(await autosave.json()).toEqual({ kind: "saved", version: current + 1, text: "Draft saved." });
    const stale = await author.postForm(`${draftUrl}/lesson/${key}${data}`, { ...lesson("Stale tab"), version: String(current), intent: "autosave" });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ kind: "conflict", version: current + 1, text: expect.stringContaining("Your text is still here") });
    const invalid = await author.postForm(`${draftUrl}/lesson/${key}${data}`, {
      ...lesson("x"),
      title: "",
      version: String(current + 1),
      intent: "autosave",
    });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).kind).toBe("invalid");
    expect(
      (await learner.postForm(`${draftUrl}/lesson/${key}${data}`, { ...lesson("Learner"), version: String(current + 1), intent: "autosave" })).status,
    ).toBe(404);
    const afterAutosave = server.db.prepare("SELECT version, content FROM course_drafts").get() as { version: number; content: string };
    expect(afterAutosave.version).toBe(current + 1);
    expect(afterAutosave.content).toContain(loserText);
    expect(afterAutosave.content).not.toContain("Stale tab");
    // The draft is nowhere in the catalog yet.
    expect((await learner.get("/courses/rust-for-pythonistas-authored")).status).toBe(404);
  });

  it("submits for review; a learner cannot approve; staff send back, then approve, and the course is in the catalog", async () => {
    const id = draftUrl.split("/").pop()!;
    const v = () => String((server.db.prepare("SELECT version FROM course_drafts WHERE id = ?").get(Number(id)) as { version: number }).version);
    const content = JSON.parse((server.db.prepare("SELECT content FROM course_drafts").get() as { content: string }).content);
    const fields = {
      title: content.title,
      slug: content.slug,
      summary: content.summary,
      category: content.categorySlug,
      difficulty: "beginner",
      access: "free",
      placeholders: "PORT=8080",
      s0_title: "Basics",
    };
    // The submit-for-review notice (docs/product/billing.md#banners): on the authoring pages while the draft has lessons, not elsewhere.
    const notice = "Your course “Rust for Pythonistas” is a draft. Submit it for review when it is ready";
    const onCreate = await (await author.get("/create")).text();
    expect(onCreate).toContain('data-banner="submit_course_for_review"');
    expect(onCreate).toContain(notice);
    expect(onCreate).toContain(`href="${draftUrl}"`);
    // not on the course's own editor, which has its own Submit for review
    expect(await (await author.get(draftUrl)).text()).not.toContain(notice);
    expect(await (await author.get("/explore")).text()).not.toContain(notice);
    expect(await (await learner.get("/teach")).text()).not.toContain(notice);
    expect((await author.postForm(draftUrl, { ...fields, version: v(), intent: "submit" })).status).toBe(302);
    // Submitted: in review, no notice.
    expect(await (await author.get("/create")).text()).not.toContain(notice);
    expect((await learner.postForm("/staff/reviews", { intent: "approve", draft_id: id, version: v() })).status).toBe(404);
    expect((await author.postForm("/staff/reviews", { intent: "approve", draft_id: id, version: v() })).status).toBe(404);
    expect(
      (await staff.postForm("/staff/reviews", { intent: "send_back", draft_id: id, version: v(), comment: "Explain borrowing too." })).status,
    ).toBe(302);
    expect(await (await author.get(draftUrl)).text()).toContain("Explain borrowing too.");
    expect((await author.postForm(draftUrl, { ...fields, version: v(), intent: "submit" })).status).toBe(302);
    const before = (server.db.prepare("SELECT version FROM content_version").get() as { version: number }).version;
    expect((await staff.postForm("/staff/reviews", { intent: "approve", draft_id: id, version: v() })).status).toBe(302);
    const after = (server.db.prepare("SELECT version FROM content_version").get() as { version: number }).version;
    expect(after).toBeGreaterThan(before);
    const page = await learner.get("/courses/rust-for-pythonistas-authored");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Rust for Pythonistas");
    expect(html).not.toContain("<img src=x onerror");
    const lesson = await learner.get("/coursesv3/rust-for-pythonistas-authored/ownership");
    expect(lesson.status).toBe(200);
    expect(await lesson.text()).toContain("listen(8080)");
    const search = await (await learner.get("/explore?q=Pythonistas")).text();
    expect(search).toContain("Rust for Pythonistas");
    expect(await (await learner.get("/sitemap.xml")).text()).toContain("rust-for-pythonistas-authored");
  });
});
