// Comments follow the access of their document: a free learner on a paid lesson, a member on a
// course the organization excludes, and anyone on a document that does not exist get the
// document's own answer (403 with the reader's sentence, 404 with the not-found text) on every
// comment path, reading and writing, with and without JavaScript, and nothing is stored. A
// learner who may read the document reads and writes its comments as before; an interview-prep
// solution not yet open to the learner keeps its discussion closed too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CommentsAnswer } from "./helpers/comments";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";

let server: TestServer;
let free: Client;
let premium: Client;
let member: Client;
/** a lesson past the free preview of a paid course */
let paidKey: string;
let paidPath: string;
/** the first lesson (a free preview) of a course Globex excludes */
let excludedKey: string;
let excludedPropsPath: string;
/** an interview-prep problem and its solution */
let problemSlug: string;
let solutionSlug: string;

const rows = () => (server.db.prepare("SELECT COUNT(*) AS n FROM document_comments").get() as { n: number }).n;

async function login(email: string, password: string): Promise<Client> {
  const c = server.client();
  const res = await c.postJson("/api/user/login", { email, password });
  expect(res.status, email).toBe(200);
  return c;
}

/** (author, collection, page) of the lesson at `index` in reading order of the course `slug`. */
function lessonAt(slug: string, index: number) {
  return server.db
    .prepare(
      `SELECT c.author_id AS a, c.collection_id AS c, l.page_id AS p, c.is_free AS free FROM lessons l
       JOIN courses c ON c.id = l.course_id JOIN course_sections s ON s.id = l.section_id
       WHERE c.url_slug = ? ORDER BY s.position, l.position LIMIT 1 OFFSET ?`,
    )
    .get(slug, index) as { a: number; c: number; p: number; free: number };
}

async function json(res: Response) {
  return { status: res.status, body: (await res.json()) as CommentsAnswer };
}

/** Every comment path for `key` as `c` sees it: both reads, both writes (JSON). */
async function everyPath(c: Client, key: string) {
  return {
    list: await json(await c.get(`/api/document/${key}/comments`)),
    replies: await json(await c.get(`/api/document/${key}/comment/1/replies`)),
    create: await json(await c.postJson(`/api/document/${key}/comments`, { intent: "create", md_text: "Can I read this?" })),
    reply: await json(await c.postJson(`/api/document/${key}/comment/1/replies`, { md_text: "A reply" })),
  };
}

beforeAll(async () => {
  server = await startServer();
  free = (await signUpVerified(server, { email: "free.comments-access@example.com" })).client;
  premium = await login("premium@codelift.test", "learn-premium-2026");
  member = await login("member@globex.test", "globex-member-2026");
  const paid = server.db
    .prepare("SELECT url_slug AS slug FROM courses WHERE is_free = 0 AND url_slug <> 'machine-learning-scikit-learn' ORDER BY id LIMIT 1")
    .get() as { slug: string };
  const l = lessonAt(paid.slug, 1);
  paidKey = `collection:${l.a}:${l.c}:${l.p}`;
  paidPath = `/api/collection/${l.a}/${l.c}/page/${l.p}/props`;
  const x = lessonAt("machine-learning-scikit-learn", 0);
  excludedKey = `collection:${x.a}:${x.c}:${x.p}`;
  excludedPropsPath = `/api/collection/${x.a}/${x.c}/page/${x.p}/props`;
  const pair = server.db
    .prepare(
      `SELECT p.slug AS problem, s.slug AS solution FROM coach_pages p
       JOIN coach_pages s ON s.module_id = p.module_id AND s.slug = 'solution-' || p.slug
       JOIN coach_modules m ON m.id = p.module_id JOIN coach_paths cp ON cp.id = m.path_id
       WHERE cp.slug = 'coding' ORDER BY m.position, p.position LIMIT 1`,
    )
    .get() as { problem: string; solution: string };
  problemSlug = pair.problem;
  solutionSlug = pair.solution;
}, 120_000);
afterAll(async () => server?.stop());

describe("comments follow the access of their document", () => {
  it("a free learner on a paid lesson: every path answers the lesson's own 403, nothing is stored", async () => {
    const props = await json(await free.get(paidPath));
    expect(props.status).toBe(403);
    expect(props.body.errorText).toBeTruthy();
    const before = rows();
    const seen = await everyPath(free, paidKey);
    for (const [path, answer] of Object.entries(seen)) expect(answer, path).toEqual({ status: 403, body: { errorText: props.body.errorText } });
    expect(rows()).toBe(before);
  });

  it("the same lesson for a premium learner: comments are read and written as before", async () => {
    expect((await premium.get(paidPath)).status).toBe(200);
    const created = await json(await premium.postJson(`/api/document/${paidKey}/comments`, { intent: "create", md_text: "A premium question" }));
    expect(created).toMatchObject({ status: 200, body: { message: "Comment posted." } });
    const list = await json(await premium.get(`/api/document/${paidKey}/comments`));
    expect(list.status).toBe(200);
    expect(list.body.comments.map((c: { mdText: string }) => c.mdText)).toEqual(["A premium question"]);
    // ... and the free learner still cannot read it, nor reply to it by its id
    const id = created.body.comment_id;
    expect((await free.get(`/api/document/${paidKey}/comments`)).status).toBe(403);
    expect((await free.get(`/api/document/${paidKey}/comment/${id}/replies`)).status).toBe(403);
    expect((await free.postJson(`/api/document/${paidKey}/comment/${id}/replies`, { md_text: "sneaky" })).status).toBe(403);
    expect((await free.postJson(`/api/document/${paidKey}/comments`, { intent: "reply", comment_id: id, md_text: "sneaky" })).status).toBe(403);
    expect((await free.postJson(`/api/document/${paidKey}/comments`, { intent: "delete", comment_id: id })).status).toBe(403);
    expect(rows()).toBe(1);
  });

  it("a member on a course the organization excludes: the organization's 403 sentence, nothing stored", async () => {
    const props = await json(await member.get(excludedPropsPath));
    expect(props).toEqual({
      status: 403,
      body: {
        errorText: "This content is not included in your organization's plan.",
        redirect_to: excludedPropsPath.replace(/^\/api(\/collection\/\d+\/\d+).*$/, "$1"),
      },
    });
    // a learner outside the organization reads that free preview and its comments
    expect((await free.get(`/api/document/${excludedKey}/comments`)).status).toBe(200);
    const before = rows();
    const seen = await everyPath(member, excludedKey);
    // the comment paths give the same sentence; only page props name a page to go to instead
    for (const [path, answer] of Object.entries(seen)) expect(answer, path).toEqual({ status: 403, body: { errorText: props.body.errorText } });
    expect(rows()).toBe(before);
  });

  it("a form post without JavaScript is sent back to its page with the refusal, nothing stored", async () => {
    const before = rows();
    const res = await free.postForm(`/api/document/${paidKey}/comments`, { intent: "create", md_text: "form post", redirectTo: "/explore" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/explore#comments");
    expect(rows()).toBe(before);
  });

  it.each([
    ["a lesson that does not exist", "collection:4831:999999:1"],
    ["a page of a course that does not exist", "collection:1:2:3"],
    ["an interview-prep page that does not exist", "interview-prep:coding:no-such-page"],
    ["an interview-prep path that does not exist", "interview-prep:no-such-path:intro"],
  ])("%s: 404 with the not-found text on every path, nothing stored", async (_name, key) => {
    const before = rows();
    const seen = await everyPath(premium, key);
    for (const [path, answer] of Object.entries(seen)) {
      expect(answer.status, path).toBe(404);
      expect(answer.body.errorText, path).toMatch(/not find|not found/i);
    }
    expect(rows()).toBe(before);
  });

  it("an interview-prep solution: its discussion opens with the solution (after a submission or a reveal)", async () => {
    const key = `interview-prep:coding:${solutionSlug}`;
    const locked = await json(await free.get(`/api/document/${key}/comments`));
    expect(locked.status).toBe(403);
    expect((await free.postJson(`/api/document/${key}/comments`, { intent: "create", md_text: "spoiler?" })).status).toBe(403);
    // the problem's own discussion is open
    expect((await free.get(`/api/document/interview-prep:coding:${problemSlug}/comments`)).status).toBe(200);
    expect((await free.postForm(`/interview-prep/coding/${problemSlug}`, { intent: "reveal" })).status).toBe(302);
    expect((await free.get(`/api/document/${key}/comments`)).status).toBe(200);
    expect((await free.postJson(`/api/document/${key}/comments`, { intent: "create", md_text: "after the reveal" })).status).toBe(200);
  });
});
