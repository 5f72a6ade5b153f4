import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";
import { AUTHOR, FUTURE, grantSubscription, insertCatalogFixtures, withoutWrites } from "./catalog.fixtures";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  insertCatalogFixtures(server.db);
});
afterAll(async () => server?.stop());

const NOT_INCLUDED = "This content is not included in your subscription.";
const NOT_LOGGED_IN = "You need to log in to do that.";
const MALFORMED_IDS = "author_id, collection_id and page_id must be whole numbers.";
const byIds = (a: string | number, c: string | number, p: string | number) => `/api/collection/${a}/${c}/page/${p}/props`;
const bySlug = (course: string, page: string) => `/api/collection/${course}/page/${page}/props`;

describe("GET page props", () => {
  it.each([
    { path: byIds(AUTHOR, 9001, 2), url: `/collection/lesson/${AUTHOR}/9001/2` },
    { path: bySlug("zebrafish-free-basics", "water"), url: "/coursesv3/zebrafish-free-basics/water" },
  ])("$path answers the lesson's props", async ({ path, url }) => {
    const res = await server.client().get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/application\/json/);
    const body = await res.json();
    expect(body).toMatchObject({
      item_type: "lesson",
      author_id: AUTHOR,
      collection_id: 9001,
      page_id: 2,
      slug: "water",
      title: "Water Chemistry",
      url,
    });
    expect(body.components).toEqual([
      { type: "MarkdownEditor", content: "## Water Chemistry\n\nZebrafish text for **Water Chemistry**, with `inline code`." },
      { type: "Code", language: "javascript", content: 'console.log("Water Chemistry");' },
      { type: "MarkdownEditor", content: "After the code." },
    ]);
    expect(body.toc.map((s: { title: string; pages: { page_id: number }[] }) => [s.title, s.pages.map((p) => p.page_id)])).toEqual([
      ["First Steps", [1, 2]],
      ["Going Further", [3]],
    ]);
    const entry = body.toc[0].pages[1];
    for (const f of [
      "id",
      "title",
      "type",
      "author_id",
      "collection_id",
      "page_id",
      "slug",
      "url",
      "estimatedTime",
      "is_optional",
      "is_required",
      "can_edit",
      "work_type",
      "is_standalone_module",
      "is_template_module",
      "page_count",
      "brief_summary",
      "is_lesson",
      "pages",
    ])
      expect(entry).toHaveProperty(f);
    expect(entry).toMatchObject({ page_id: 2, url, is_lesson: true, can_edit: false, work_type: "collection" });
  });

  it.each([
    { path: byIds(AUTHOR, 424242, 1), text: `Course not found: no course has author_id ${AUTHOR} and collection_id 424242.` },
    { path: byIds(AUTHOR, 9001, 99), text: "Page not found: this course has no page_id 99." },
    { path: bySlug("no-such-course", "water"), text: 'Course not found: no course has the URL slug "no-such-course".' },
    { path: bySlug("zebrafish-free-basics", "no-such-page"), text: 'Page not found: this course has no page "no-such-page".' },
    // Slugs that cannot exist are looked up no further, and answer the same way.
    { path: bySlug("%27%3B--", "x"), text: `Course not found: no course has the URL slug "';--".` },
    { path: bySlug("a".repeat(300), "x"), text: `Course not found: no course has the URL slug "${"a".repeat(200)}".` },
    { path: bySlug("zebrafish-free-basics", "Water"), text: 'Page not found: this course has no page "Water".' },
    { path: bySlug("zebrafish-free-basics", "%00"), text: 'Page not found: this course has no page "\u0000".' },
  ])("404 with a not-found text: $path", async ({ path, text }) => {
    const res = await withoutWrites(server.db, () => server.client().get(path));
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ errorText: text });
  });

  it.each([
    byIds("abc", 9001, 1),
    byIds(AUTHOR, "x9001", 1),
    byIds(AUTHOR, 9001, "two"),
    byIds(AUTHOR, 9001, "1e3"),
    byIds(AUTHOR, 9001, "-1"),
    byIds(AUTHOR, 9001, "%20"),
    byIds("9".repeat(30), 1, 1),
  ])("400 for malformed ids: %s", async (path) => {
    const res = await withoutWrites(server.db, () => server.client().get(path));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errorText: MALFORMED_IDS });
  });

  it.each([
    // a refusal names the page to go to instead: the collection's by ids, the course's by slug
    { form: "ids", locked: byIds(AUTHOR, 9002, 2), preview: byIds(AUTHOR, 9002, 1), redirect: `/collection/${AUTHOR}/9002` },
    {
      form: "slug",
      locked: bySlug("zebrafish-paid-patterns", "locked"),
      preview: bySlug("zebrafish-paid-patterns", "preview"),
      redirect: "/courses/zebrafish-paid-patterns",
    },
  ])(
    "paid lesson ($form): 401 without a session, 403 without a subscription, 200 with one; the preview is open",
    async ({ form, locked, preview, redirect }) => {
      const visitor = server.client();
      const anon = await withoutWrites(server.db, () => visitor.get(locked));
      expect(anon.status).toBe(401);
      expect(await anon.json()).toEqual({ errorText: NOT_LOGGED_IN });
      const open = await visitor.get(preview);
      expect(open.status).toBe(200);
      expect((await open.json()).title).toBe("Preview Lesson");

      const email = `props-learner-${form}@example.com`;
      const { client } = await signUpVerified(server, { email });
      const refused = await withoutWrites(server.db, () => client.get(locked));
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ errorText: NOT_INCLUDED, redirect_to: redirect });

      grantSubscription(server.db, email, { expiresAt: FUTURE });
      const read = await client.get(locked);
      expect(read.status).toBe(200);
      expect((await read.json()).title).toBe("Locked Lesson");
    },
  );

  it("a deprecated course past its expiration date is closed to visitors and learners alike (403: logging in would not open it)", async () => {
    const path = bySlug("zebrafish-sunset-guide", "dusk");
    const anon = await withoutWrites(server.db, () => server.client().get(path));
    expect(anon.status).toBe(403);
    expect(await anon.json()).toEqual({ errorText: "This course is no longer accessible.", redirect_to: "/courses/zebrafish-sunset-guide" });
    const { client } = await signUpVerified(server, { email: "props-sunset@example.com" });
    const learner = await withoutWrites(server.db, () => client.get(path));
    expect(learner.status).toBe(403);
    expect(await learner.json()).toEqual({ errorText: "This course is no longer accessible.", redirect_to: "/courses/zebrafish-sunset-guide" });
  });

  it.each([byIds(AUTHOR, 9001, 1), bySlug("zebrafish-free-basics", "hello")])("only GET: %s", async (path) => {
    for (const send of [(c: Client) => c.postJson(path, {}), (c: Client) => c.postForm(path, { intent: "complete" })]) {
      const res = await withoutWrites(server.db, () => send(server.client()));
      expect(res.status).toBe(405);
      expect(res.headers.get("Allow")).toBe("GET");
      expect(await res.json()).toEqual({ errorText: "Page props are read with GET." });
    }
  });
});
