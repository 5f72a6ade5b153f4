// Notes and highlights (docs/product/learner-data.md#notes-and-highlights): the API (CRUD, search with FTS5 ranked by
// bm25, 10 a page), another learner's note → 404, bad input → 400, the lesson page's note form
// without JavaScript, "My notes" and its Markdown export, the count in user info.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";

const API = "/api/userdata/notes-and-highlights";
const FREE = { authorId: 4831, workId: 100001, pageId: 2, lesson: "/coursesv3/modern-javascript-essentials/functions-and-closures" };
const base = { author_id: FREE.authorId, work_id: FREE.workId, page_id: FREE.pageId };

let server: TestServer;
let ann: Client;
let bob: Client;

beforeAll(async () => {
  server = await startServer();
  ann = (await signUpVerified(server, { email: "ann-notes@example.com", fullName: "Ann Notes" })).client;
  bob = (await signUpVerified(server, { email: "bob-notes@example.com", fullName: "Bob Notes" })).client;
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

/** The notes API's answers: the note made, or a page of search results (the fields these tests read). */
type NoteJson = { id: number; comment: string; color: string; type: string; lesson_url?: string };
type Answer = { note: NoteJson; results: NoteJson[]; total_results: number };

const create = async (c: Client, body: Record<string, unknown>) => {
  const res = await c.postJson(API, { ...base, ...body });
  return { status: res.status, body: (await res.json()) as Answer };
};
const search = async (c: Client, body: Record<string, unknown>) => {
  const res = await c.postJson(API, { engine_name: "notes", results_per_page: 10, current_page: 1, ...body });
  return { status: res.status, body: (await res.json()) as Answer };
};
const noteCount = () => (server.db.prepare("SELECT count(*) AS n FROM notes_highlights").get() as { n: number }).n;

describe("CRUD", () => {
  it("creates, lists, updates with version and deletes a note; the user info counts it", async () => {
    const made = await create(ann, {
      quote: "Functions are values",
      comment: "Remember **this**",
      color: "green",
      md_child_id: "b3",
      start_offset: 10,
      end_offset: 30,
    });
    expect(made.status).toBe(201);
    expect(made.body.note).toMatchObject({
      ...base,
      quote: "Functions are values",
      comment: "Remember **this**",
      color: "green",
      md_child_id: "b3",
      start_offset: 10,
      end_offset: 30,
      version: 1,
      type: "note",
    });
    const id = made.body.note.id;

    const list = await (await ann.get(`${API}?work_id=${FREE.workId}&page_id=${FREE.pageId}`)).json();
    expect(list.notes.map((n: NoteJson) => n.id)).toContain(id);
    expect(list.notes.find((n: NoteJson) => n.id === id).lesson_url).toBe(`${FREE.lesson}#note-${id}`);

    const info = await (await ann.get("/api/user/info")).json();
    expect(info.notes_and_highlights_used_count).toBe(list.count);

    const upd = await ann.postJson(API, { id, comment: "Changed", version: 1 }, "PUT");
    expect(upd.status).toBe(200);
    expect((await upd.json()).note).toMatchObject({ id, comment: "Changed", version: 2 });
    const stale = await ann.postJson(API, { id, comment: "Old tab", version: 1 }, "PUT");
    expect(stale.status).toBe(409);

    const del = await ann.postJson(API, { id }, "DELETE");
    expect(del.status).toBe(200);
    expect((await ann.postJson(API, { id }, "DELETE")).status).toBe(404);
  });

  it("a bare highlight gets the default colour", async () => {
    const made = await create(ann, { quote: "closures capture variables" });
    expect(made.status).toBe(201);
    expect(made.body.note).toMatchObject({ color: "yellow", comment: "", type: "highlight" });
  });

  it("another learner's note is not found, and not listed", async () => {
    const made = await create(ann, { comment: "ann's private thought" });
    const id = made.body.note.id;
    expect((await bob.postJson(API, { id, comment: "hijack" }, "PUT")).status).toBe(404);
    expect((await bob.postJson(API, { id }, "DELETE")).status).toBe(404);
    const bobs = await (await bob.get(API)).json();
    expect(bobs.notes).toEqual([]);
    const found = await search(bob, { query: "private" });
    expect(found.body.total_results).toBe(0);
    const row = server.db.prepare("SELECT comment FROM notes_highlights WHERE id = ?").get(id) as { comment: string };
    expect(row.comment).toBe("ann's private thought");
  });

  it("refuses bad input with 400 and stores nothing; logged out is 401", async () => {
    const before = noteCount();
    const cases: Record<string, unknown>[] = [
      {},
      { ...base },
      { ...base, comment: "   " },
      { ...base, comment: "x", color: "orange" },
      { ...base, comment: "x", page_id: "abc" },
      { ...base, comment: "x", start_offset: 9, end_offset: 2 },
      { ...base, comment: "x".repeat(10_001) },
      { ...base, comment: 42 },
    ];
    for (const b of cases) {
      const res = await ann.postJson(API, b);
      expect(res.status, JSON.stringify(b).slice(0, 80)).toBe(400);
      expect(await res.json()).toHaveProperty("errors");
    }
    expect((await ann.postJson(API, { ...base, page_id: 99999, comment: "x" })).status).toBe(404);
    expect((await ann.postJson(API, { id: "x" }, "PUT")).status).toBe(400);
    expect((await ann.postJson(API, { id: 1 }, "PUT")).status).toBe(400);
    expect((await ann.postJson(API, {}, "DELETE")).status).toBe(400);
    expect((await ann.get(`${API}?work_id=nope`)).status).toBe(400);
    const bad = await ann.fetch(API, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{not json" });
    expect(bad.status).toBe(400);
    expect(noteCount()).toBe(before);
    const anon = server.client();
    expect((await anon.get(API)).status).toBe(401);
    expect((await anon.postJson(API, { ...base, comment: "x" })).status).toBe(401);
  });
});

describe("search", () => {
  let cara: Client;
  beforeAll(async () => {
    cara = (await signUpVerified(server, { email: "cara-notes@example.com" })).client;
    const long =
      "The event loop processes tasks one at a time while callbacks wait in a queue; " +
      "filler words about many other things ".repeat(20) +
      "and a single mention of hoisting.";
    // a word in a long quote
    await create(cara, { quote: long });
    // the same word in the note itself
    await create(cara, { quote: "var declarations", comment: "hoisting moves declarations up" });
    await create(cara, { comment: "Running the tests twice shows the closures keep state" });
    for (let i = 0; i < 12; i++) await create(cara, { comment: `paging note number ${i} about generators` });
  });

  it("a word in the note outranks the same word in a long quote", async () => {
    const r = await search(cara, { query: "hoisting" });
    expect(r.status).toBe(200);
    expect(r.body.total_results).toBe(2);
    expect(r.body.results[0].comment).toBe("hoisting moves declarations up");
    expect(r.body.results[1].comment).toBe("");
  });

  it("finds by prefix and by stem", async () => {
    expect((await search(cara, { query: "hoist*" })).body.total_results).toBe(2);
    expect((await search(cara, { query: "closure" })).body.results[0].comment).toContain("closures keep state");
    expect((await search(cara, { query: "run" })).body.results[0].comment).toContain("Running the tests");
    expect((await search(cara, { query: "declaration hoisted" })).body.total_results).toBe(1);
  });

  it("pages by 10", async () => {
    const p1 = await search(cara, { query: "generators" });
    expect(p1.body).toMatchObject({ total_results: 12, total_pages: 2, current_page: 1, results_per_page: 10 });
    expect(p1.body.results).toHaveLength(10);
    const p2 = await search(cara, { query: "generators", current_page: 2, sort_filter: "oldest" });
    expect(p2.body.results).toHaveLength(2);
    const newest = await search(cara, { query: "generators", sort_filter: "newest" });
    expect(newest.body.results[0].comment).toBe("paging note number 11 about generators");
    const all = await search(cara, { query: "" });
    expect(all.body.total_results).toBe(15);
    const filtered = await search(cara, { query: "hoisting", include_filters: { work_id: 999 } });
    expect(filtered.body.total_results).toBe(0);
  });

  it("FTS5 syntax in the search text never breaks the query", async () => {
    for (const q of [
      '"',
      '"hoisting',
      "hoisting*",
      "NEAR(hoisting moves)",
      "a OR",
      "AND",
      "*",
      "comment:hoisting",
      "(",
      "^x",
      "- -",
      "hoisting\u0000",
    ]) {
      const r = await search(cara, { query: q });
      expect(r.status, q).toBe(200);
    }
    expect((await search(cara, { query: '"hoisting' })).body.total_results).toBe(2);
  });

  it("refuses a bad search body with 400", async () => {
    expect((await search(cara, { results_per_page: 50 })).status).toBe(400);
    expect((await search(cara, { current_page: 0 })).status).toBe(400);
    expect((await search(cara, { sort_filter: "random" })).status).toBe(400);
    expect((await search(cara, { include_filters: "x" })).status).toBe(400);
    expect((await search(cara, { query: "x".repeat(500) })).status).toBe(400);
    expect((await search(cara, { engine_name: 5 })).status).toBe(400);
  });

  it("lists the works with notes", async () => {
    const res = await cara.get("/api/userdata/get-works-with-notes-and-highlights");
    expect(await res.json()).toEqual({
      works: [{ author_id: FREE.authorId, work_id: FREE.workId, title: expect.any(String), slug: "modern-javascript-essentials", count: 15 }],
    });
    expect((await cara.postJson("/api/userdata/get-works-with-notes-and-highlights", {})).status).toBe(405);
  });
});

describe("pages without JavaScript", () => {
  it("the lesson page's note form adds a note; the lesson, My notes, its search and the export show it", async () => {
    const dan = (await signUpVerified(server, { email: "dan-notes@example.com" })).client;
    const lesson = await (await dan.get(FREE.lesson)).text();
    expect(lesson).toContain("Add a note to this lesson");
    const res = await dan.postForm("/learn/notes", {
      intent: "add-note",
      author_id: String(FREE.authorId),
      work_id: String(FREE.workId),
      page_id: String(FREE.pageId),
      ru: FREE.lesson,
      comment: "Closures **remember** <script>alert(1)</script> [x](javascript:alert(1))",
    });
    expect(res.status).toBe(302);
    const loc = res.headers.get("Location")!;
    expect(loc).toMatch(new RegExp(`^${FREE.lesson}#note-\\d+$`));
    const again = await (await dan.get(FREE.lesson)).text();
    expect(again).toContain("<strong>remember</strong>");
    expect(again).not.toContain("<script>alert(1)</script>");
    expect(again).not.toContain(`href="javascript:`);
    const mine = await (await dan.get("/learn/notes")).text();
    expect(mine).toContain("My notes");
    expect(mine).toContain("<strong>remember</strong>");
    const found = await (await dan.get("/learn/notes?q=remembering")).text();
    expect(found).toContain("1 result");
    const none = await (await dan.get("/learn/notes?q=%22NEAR(")).text();
    expect(none).toContain("0 results");
    const md = await dan.get("/learn/notes.md");
    expect(md.headers.get("Content-Type")).toContain("text/markdown");
    const text = await md.text();
    expect(text).toContain("# My notes");
    expect(text).toContain(`${FREE.lesson}#note-`);
    // empty note: refused, nothing stored
    const before = noteCount();
    const empty = await dan.postForm("/learn/notes", {
      intent: "add-note",
      author_id: String(FREE.authorId),
      work_id: String(FREE.workId),
      page_id: String(FREE.pageId),
      ru: FREE.lesson,
      comment: " ",
    });
    expect(empty.status).toBe(302);
    expect(noteCount()).toBe(before);
    // another learner cannot delete it
    const id = loc.split("#note-")[1]!;
    await ann.postForm("/learn/notes", { intent: "delete-note", id });
    expect(server.db.prepare("SELECT count(*) AS n FROM notes_highlights WHERE id = ?").get(Number(id))).toEqual({ n: 1 });
    const del = await dan.postForm("/learn/notes", { intent: "delete-note", id, ru: FREE.lesson });
    expect(del.status).toBe(302);
    expect(server.db.prepare("SELECT count(*) AS n FROM notes_highlights WHERE id = ?").get(Number(id))).toEqual({ n: 0 });
  });
});
