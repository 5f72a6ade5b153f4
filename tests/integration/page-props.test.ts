import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, startServer, type TestServer } from "./helpers/server";
import { AUTHOR, FUTURE, grantSubscription, insertCatalogFixtures } from "./catalog.fixtures";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  insertCatalogFixtures(server.db);
});
afterAll(async () => server?.stop());

const NOT_INCLUDED = "This content is not included in your subscription.";
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
    expect(body).toMatchObject({ item_type: "lesson", author_id: AUTHOR, collection_id: 9001, page_id: 2, slug: "water", title: "Water Chemistry", url });
    expect(body.components).toEqual([
      { type: "MarkdownEditor", content: "## Water Chemistry\n\nZebrafish text for **Water Chemistry**, with `inline code`." },
      { type: "Code", language: "javascript", content: 'console.log("Water Chemistry");' },
      { type: "MarkdownEditor", content: "After the code." },
    ]);
    expect(body.toc.map((s: any) => [s.title, s.pages.map((p: any) => p.page_id)])).toEqual([
      ["First Steps", [1, 2]],
      ["Going Further", [3]],
    ]);
    const entry = body.toc[0].pages[1];
    for (const f of ["id", "title", "type", "author_id", "collection_id", "page_id", "slug", "url", "estimatedTime", "is_optional", "is_required", "can_edit", "work_type", "is_standalone_module", "is_template_module", "page_count", "brief_summary", "is_lesson", "pages"])
      expect(entry).toHaveProperty(f);
    expect(entry).toMatchObject({ page_id: 2, url, is_lesson: true, can_edit: false, work_type: "collection" });
  });

  it.each([
    { path: byIds(AUTHOR, 424242, 1), text: `Course not found: no course has author_id ${AUTHOR} and collection_id 424242.` },
    { path: byIds(AUTHOR, 9001, 99), text: "Page not found: this course has no page_id 99." },
    { path: bySlug("no-such-course", "water"), text: 'Course not found: no course has the URL slug "no-such-course".' },
    { path: bySlug("zebrafish-free-basics", "no-such-page"), text: 'Page not found: this course has no page "no-such-page".' },
  ])("404 with a not-found text: $path", async ({ path, text }) => {
    const res = await server.client().get(path);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ errorText: text });
  });

  it.each([byIds("abc", 9001, 1), byIds(AUTHOR, "x9001", 1), byIds(AUTHOR, 9001, "two"), byIds(AUTHOR, 9001, "1e3"), byIds(AUTHOR, 9001, "-1"), byIds("9".repeat(30), 1, 1)])(
    "400 for malformed ids: %s",
    async (path) => {
      const res = await server.client().get(path);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ errorText: "author_id, collection_id and page_id must be whole numbers." });
    },
  );

  it.each([bySlug("%27%3B--", "x"), bySlug("a".repeat(300), "x"), bySlug("zebrafish-free-basics", "%00"), byIds(AUTHOR, 9001, "%20")])("never a 500: %s", async (path) => {
    const res = await server.client().get(path);
    expect([400, 404]).toContain(res.status);
    expect(typeof (await res.json()).errorText).toBe("string");
  });

  it("403 with the subscription text for a paid course's second lesson, 200 for its preview", async () => {
    const visitor = server.client();
    const locked = await visitor.get(byIds(AUTHOR, 9002, 2));
    expect(locked.status).toBe(403);
    expect(await locked.json()).toEqual({ errorText: NOT_INCLUDED });
    expect((await visitor.get(bySlug("zebrafish-paid-patterns", "locked"))).status).toBe(403);
    expect((await visitor.get(byIds(AUTHOR, 9002, 1))).status).toBe(200);

    const { client } = await signUpVerified(server, { email: "props-learner@example.com" });
    expect((await client.get(byIds(AUTHOR, 9002, 2))).status).toBe(403);
    grantSubscription(server.db, "props-learner@example.com", { expiresAt: FUTURE });
    const open = await client.get(byIds(AUTHOR, 9002, 2));
    expect(open.status).toBe(200);
    expect((await open.json()).title).toBe("Locked Lesson");
  });

  it("a deprecated course past its expiration date is closed", async () => {
    const res = await server.client().get(bySlug("zebrafish-sunset-guide", "dusk"));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ errorText: "This course is no longer accessible." });
  });

  it("only GET", async () => {
    const res = await server.client().postJson(byIds(AUTHOR, 9001, 1), {});
    expect(res.status).toBe(405);
    expect((await res.json()).errorText).toBeTruthy();
  });
});
