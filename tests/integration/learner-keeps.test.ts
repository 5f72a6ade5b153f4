// What learners keep (docs/product/learner-data.md), the last pieces: the "Your answer" lesson widget (saved through /api/userdata, the
// Save form without JavaScript, last write wins by timestamp, restored on reload), editing a note
// from the page (lesson and My notes, with and without JavaScript; the version increments), lesson
// access on the notes and widget writes (a locked premium lesson → 403, nothing stored), and the
// comment counts on course, lesson and interview-prep lists.
import * as pako from "pako";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";

const NOTES_API = "/api/userdata/notes-and-highlights";
/** What a Remix fetcher posts to (the action's JSON, not the page). */
const FETCHER = "/learn/notes?_data=routes%2Flearn.notes";
const FREE = {
  authorId: 4831,
  workId: 100001,
  pageId: 2,
  lesson: "/coursesv3/modern-javascript-essentials/functions-and-closures",
  course: "/courses/modern-javascript-essentials",
};
const PREMIUM = { authorId: 4831, workId: 100002, pageId: 2, lesson: "/coursesv3/react-fundamentals/props-and-composition" };
const NOT_IN_SUBSCRIPTION = "This content is not included in your subscription.";
const STALE = "Not saved: a newer version was saved from another tab or device. Load it, or save yours again to replace it.";

let server: TestServer;
let ann: Client; // a free learner
let bob: Client; // another free learner
let premium: Client;

const count = (table: string, where = "1 = 1", ...args: unknown[]) =>
  (server.db.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).get(...args) as { n: number }).n;
const userId = (email: string) => (server.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;
const answerRow = (email: string, workId: number, pageId: number) =>
  server.db
    .prepare("SELECT * FROM widget_user_data WHERE user_id = ? AND work_id = ? AND page_id = ? AND widget_id = 'your-answer'")
    .get(userId(email), workId, pageId) as { userdata: string; timestamp: number; item_type: string } | undefined;
const noteRow = (id: number) =>
  server.db.prepare("SELECT comment, version FROM notes_highlights WHERE id = ?").get(id) as { comment: string; version: number };
/** The page's visible text, roughly: tags dropped, React's text separators and entities undone. */
const html = async (c: Client, path: string) => (await (await c.get(path)).text()).replace(/<!-- -->/g, "");

beforeAll(async () => {
  server = await startServer();
  ann = (await signUpVerified(server, { email: "ann-keeps@example.com", fullName: "Ann Keeps" })).client;
  bob = (await signUpVerified(server, { email: "bob-keeps@example.com", fullName: "Bob Keeps" })).client;
  premium = server.client();
  expect((await premium.postJson("/api/user/login", { email: "premium@codelift.test", password: "learn-premium-2026" })).status).toBe(200);
}, 120_000);
afterAll(async () => server?.stop());

describe("lesson access on the notes and widget writes", () => {
  it("a free learner cannot note a locked premium lesson: 403 with the reader's sentence, nothing stored", async () => {
    const before = count("notes_highlights");
    const res = await ann.postJson(NOTES_API, { author_id: PREMIUM.authorId, work_id: PREMIUM.workId, page_id: PREMIUM.pageId, comment: "sneaky" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ errorText: NOT_IN_SUBSCRIPTION });
    // the page form (without JavaScript) is refused the same way
    const form = await ann.postForm("/learn/notes", {
      intent: "add-note",
      author_id: String(PREMIUM.authorId),
      work_id: String(PREMIUM.workId),
      page_id: String(PREMIUM.pageId),
      ru: PREMIUM.lesson,
      comment: "sneaky",
    });
    expect(form.status).toBe(302);
    expect(await html(ann, form.headers.get("Location")!)).toContain(NOT_IN_SUBSCRIPTION);
    expect(count("notes_highlights")).toBe(before);
  });

  it("a lesson that does not exist is still 404; the premium learner and the free course are allowed", async () => {
    const missing = await ann.postJson(NOTES_API, { author_id: PREMIUM.authorId, work_id: PREMIUM.workId, page_id: 99999, comment: "nowhere" });
    expect(missing.status).toBe(404);
    const ok = await premium.postJson(NOTES_API, {
      author_id: PREMIUM.authorId,
      work_id: PREMIUM.workId,
      page_id: PREMIUM.pageId,
      comment: "props flow down",
    });
    expect(ok.status).toBe(201);
    const free = await ann.postJson(NOTES_API, { author_id: FREE.authorId, work_id: FREE.workId, page_id: FREE.pageId, comment: "free course" });
    expect(free.status).toBe(201);
  });

  it("widget data on a locked lesson: 403 and nothing stored, compressed or not; allowed for premium", async () => {
    const body = {
      author_id: PREMIUM.authorId,
      page_id: PREMIUM.pageId,
      widget_id: "your-answer",
      item_type: "text-input",
      userdata: { text: "x" },
      timestamp: Date.now(),
    };
    const before = count("widget_user_data");
    const plain = await ann.postJson(`/api/userdata/map/work_id/${PREMIUM.workId}`, body);
    expect(plain.status).toBe(403);
    expect(await plain.json()).toEqual({ errorText: NOT_IN_SUBSCRIPTION });
    const packed = await ann.fetch(`/api/userdata/map/work_id/${PREMIUM.workId}`, {
      method: "POST",
      headers: { "Content-Type": "application/octet-stream" },
      body: pako.deflate(JSON.stringify(body), { level: 9 }),
    });
    expect(packed.status).toBe(403);
    const form = await ann.postForm(PREMIUM.lesson, { intent: "save-answer", text: "x" });
    expect(form.status).toBe(403);
    expect(count("widget_user_data")).toBe(before);
    expect((await premium.postJson(`/api/userdata/map/work_id/${PREMIUM.workId}`, body)).status).toBe(200);
  });
});

describe('the "Your answer" widget', () => {
  it("without JavaScript: the Save form stores it (item_type text-input) and the lesson shows it again", async () => {
    const page = await html(ann, FREE.lesson);
    expect(page).toContain("Your answer");
    expect(page).toContain('name="intent" value="save-answer"');
    const res = await ann.postForm(FREE.lesson, { intent: "save-answer", text: "Closures keep their scope <b>alive</b>" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`${FREE.lesson}#lesson-answer`);
    const row = answerRow("ann-keeps@example.com", FREE.workId, FREE.pageId)!;
    expect(row.item_type).toBe("text-input");
    expect(JSON.parse(row.userdata)).toEqual({ text: "Closures keep their scope <b>alive</b>" });
    const again = await html(ann, FREE.lesson);
    expect(again).toContain("Saved"); // the toast
    expect(again).toContain("Closures keep their scope &lt;b&gt;alive&lt;/b&gt;</textarea>");
    // another learner sees their own (empty) answer
    expect(await html(bob, FREE.lesson)).not.toContain("Closures keep their scope");
  });

  it("the API: last write wins by timestamp; an older write is 409 with the stored version, which the lesson keeps", async () => {
    const url = `/api/userdata/map/work_id/${FREE.workId}`;
    const write = (text: string, timestamp: number) =>
      ann.postJson(url, {
        author_id: FREE.authorId,
        page_id: FREE.pageId,
        widget_id: "your-answer",
        item_type: "text-input",
        userdata: { text },
        timestamp,
      });
    const t = Date.now() + 60_000; // newer than the form's save (server time)
    expect((await write("from tab B", t)).status).toBe(200);
    const stale = await write("from tab A", t - 1000);
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { errorText: string; saved: boolean; current: { userdata: { text: string }; timestamp: number } };
    expect(body).toMatchObject({ errorText: STALE, saved: false, current: { userdata: { text: "from tab B" }, timestamp: t } });
    expect(JSON.parse(answerRow("ann-keeps@example.com", FREE.workId, FREE.pageId)!.userdata)).toEqual({ text: "from tab B" });
    // the no-JS form saves with the server's time: older than tab B's → refused with the same sentence, nothing changed
    const form = await ann.postForm(FREE.lesson, { intent: "save-answer", text: "from a form" });
    expect(form.status).toBe(302);
    expect(await html(ann, form.headers.get("Location")!)).toContain(STALE);
    expect(JSON.parse(answerRow("ann-keeps@example.com", FREE.workId, FREE.pageId)!.userdata)).toEqual({ text: "from tab B" });
    // restored on reload, and listed by the API
    expect(await html(ann, FREE.lesson)).toContain("from tab B</textarea>");
    const listed = (await (await ann.get(`${url}?get_widget_data=true&page_id=${FREE.pageId}`)).json()) as {
      widget_data: { widget_id: string; userdata: unknown }[];
    };
    expect(listed.widget_data.find((w) => w.widget_id === "your-answer")!.userdata).toEqual({ text: "from tab B" });
  });

  it("bad input is 400 and stores nothing; logged out is sent to log in", async () => {
    const before = answerRow("ann-keeps@example.com", FREE.workId, FREE.pageId)!;
    const long = await ann.postForm(FREE.lesson, { intent: "save-answer", text: "x".repeat(10_001) });
    expect(long.status).toBe(400);
    expect(answerRow("ann-keeps@example.com", FREE.workId, FREE.pageId)).toEqual(before);
    const anon = server.client();
    const res = await anon.postForm(FREE.lesson, { intent: "save-answer", text: "hello" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/login\?ru=/);
    expect(await html(anon, FREE.lesson)).not.toContain('value="save-answer"');
  });
});

describe("editing a note from the page", () => {
  let id: number;
  it("without JavaScript: the lesson's and My notes' edit forms change the text, the version increments", async () => {
    const made = await ann.postJson(NOTES_API, {
      author_id: FREE.authorId,
      work_id: FREE.workId,
      page_id: FREE.pageId,
      comment: "first **draft**",
      quote: "Functions",
    });
    id = ((await made.json()) as { note: { id: number } }).note.id;
    const lesson = await html(ann, FREE.lesson);
    expect(lesson).toContain(`id="note-edit-${id}"`);
    expect(lesson).toContain('value="edit-note"');
    const res = await ann.postForm("/learn/notes", {
      intent: "edit-note",
      id: String(id),
      version: "1",
      comment: "second *draft*",
      ru: `${FREE.lesson}#note-${id}`,
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`${FREE.lesson}#note-${id}`);
    expect(noteRow(id)).toEqual({ comment: "second *draft*", version: 2 });
    const after = await html(ann, FREE.lesson);
    expect(after).toContain("Note updated.");
    expect(after).toContain("<em>draft</em>");
    // My notes has the same form
    const mine = await html(ann, "/learn/notes");
    expect(mine).toContain(`id="note-edit-${id}"`);
    const fromMine = await ann.postForm("/learn/notes", {
      intent: "edit-note",
      id: String(id),
      version: "2",
      comment: "third",
      ru: `/learn/notes#my-note-${id}`,
    });
    expect(fromMine.headers.get("Location")).toBe(`/learn/notes#my-note-${id}`);
    expect(noteRow(id)).toEqual({ comment: "third", version: 3 });
    // found by search under its new text
    expect(await html(ann, "/learn/notes?q=third")).toContain("1 result");
  });

  it("with JavaScript (respond=json): the note back with its new version; a stale version is 409 and changes nothing", async () => {
    const res = await ann.postForm(FETCHER, { intent: "edit-note", id: String(id), version: "3", comment: "fourth", respond: "json" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { note: { version: number; comment: string } }).note).toMatchObject({ id, comment: "fourth", version: 4 });
    const stale = await ann.postForm(FETCHER, { intent: "edit-note", id: String(id), version: "3", comment: "old tab", respond: "json" });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ errorText: "This note was changed somewhere else. Reload to see the latest version." });
    const staleForm = await ann.postForm("/learn/notes", { intent: "edit-note", id: String(id), version: "3", comment: "old tab", ru: FREE.lesson });
    expect(staleForm.status).toBe(302);
    expect(noteRow(id)).toEqual({ comment: "fourth", version: 4 });
  });

  it("another learner's note is not found; a bare note cannot be emptied; bad input is 400", async () => {
    const other = await bob.postForm(FETCHER, { intent: "edit-note", id: String(id), comment: "hijack", respond: "json" });
    expect(other.status).toBe(404);
    const bare = await ann.postJson(NOTES_API, { author_id: FREE.authorId, work_id: FREE.workId, page_id: FREE.pageId, comment: "just text" });
    const bareId = ((await bare.json()) as { note: { id: number } }).note.id;
    const empty = await ann.postForm(FETCHER, { intent: "edit-note", id: String(bareId), comment: "  ", respond: "json" });
    expect(empty.status).toBe(400);
    expect(noteRow(bareId)).toEqual({ comment: "just text", version: 1 });
    // a highlight may lose its note text (it keeps its quote)
    const cleared = await ann.postForm(FETCHER, { intent: "edit-note", id: String(id), comment: "", respond: "json" });
    expect(cleared.status).toBe(200);
    expect(noteRow(id)).toEqual({ comment: "", version: 5 });
    const tooLong = await ann.postForm("/learn/notes", { intent: "edit-note", id: String(bareId), comment: "x".repeat(10_001) });
    expect(tooLong.status).toBe(400);
    const noId = await ann.postForm("/learn/notes", { intent: "edit-note", id: "abc", comment: "x" });
    expect(noId.status).toBe(400);
    expect(noteRow(bareId)).toEqual({ comment: "just text", version: 1 });
    expect((await server.client().postForm("/learn/notes", { intent: "edit-note", id: String(bareId), comment: "x" })).status).toBe(302);
    expect(noteRow(bareId)).toEqual({ comment: "just text", version: 1 });
  });
});

describe("comment counts on the lists", () => {
  it("the course page and the lesson's table of contents show a lesson's thread count to logged-in readers", async () => {
    const key = `collection:${FREE.authorId}:${FREE.workId}:${FREE.pageId}`;
    for (const md_text of ["First question", "Second question"])
      expect((await ann.postJson(`/api/document/${key}/comments`, { intent: "create", md_text })).status).toBe(200);
    // a reply is not a thread
    const list = (await (await ann.get(`/api/document/${key}/comments`)).json()) as { comments: { id: number }[] };
    expect(
      (await bob.postJson(`/api/document/${key}/comments`, { intent: "reply", comment_id: list.comments[0]!.id, md_text: "An answer" })).status,
    ).toBe(200);
    const course = await html(bob, FREE.course);
    expect(course).toContain("(2 comments)");
    expect(course.match(/class="comment-count"/g)?.length).toBe(1);
    const lesson = await html(bob, FREE.lesson);
    expect(lesson).toContain("(2 comments)");
    expect(await html(server.client(), FREE.course)).not.toMatch(/class="comment-count"/);
  });

  it("the interview-prep path lists a problem's thread count", async () => {
    const key = "interview-prep:coding:palindrome-ignoring-symbols";
    expect((await premium.postJson(`/api/document/${key}/comments`, { intent: "create", md_text: "Two pointers from both ends?" })).status).toBe(200);
    const page = await html(premium, "/interview-prep/coding");
    expect(page).toContain("(1 comment)");
    expect(page).toMatch(/Palindrome Ignoring Symbols<\/a><span class="comment-count"/);
  });
});
