// Document comments (docs/product/learner-data.md#comments): every /api/document path, with and
// without JavaScript (form posts), permissions (author, another learner, staff), the size and
// rate limits, and bad input that changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CommentView, ReplyView } from "~/engine/comments";
import type { CommentsAnswer } from "./helpers/comments";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";

let server: TestServer;
let alice: Client;
let bob: Client;
let staff: Client;
let aliceId: number;
const KEY = "collection:4831:100001:2";
const PREP_KEY = "interview-prep:coding:introduction-to-two-pointers";
const LESSON = "/collection/lesson/4831/100001/2";
const base = `/api/document/${KEY}`;

const rows = () => (server.db.prepare("SELECT COUNT(*) AS n FROM document_comments").get() as { n: number }).n;
const row = (id: number) => server.db.prepare("SELECT * FROM document_comments WHERE id = ?").get(id) as Record<string, unknown> | undefined;

async function post(c: Client, body: Record<string, unknown>, path = `${base}/comments`) {
  const res = await c.postJson(path, body);
  return { status: res.status, body: (await res.json()) as CommentsAnswer };
}

beforeAll(async () => {
  server = await startServer();
  alice = (await signUpVerified(server, { email: "alice.comments@example.com", fullName: "Alice Author" })).client;
  bob = (await signUpVerified(server, { email: "bob.comments@example.com", fullName: "Bob Other" })).client;
  staff = server.client();
  const s = await staff.postJson("/api/user/login", { email: "staff@codelift.dev", password: "staff-codelift-2026" });
  expect(s.status).toBe(200);
  aliceId = (server.db.prepare("SELECT id FROM users WHERE email = ?").get("alice.comments@example.com") as { id: number }).id;
}, 120_000);
afterAll(async () => server?.stop());

describe("document comments", () => {
  let threadId: number;
  let replyId: number;

  it("refuses visitors with 401 on every path, storing nothing", async () => {
    const anon = server.client();
    expect((await anon.get(`${base}/comments`)).status).toBe(401);
    expect((await anon.get(`${base}/comment/1/replies`)).status).toBe(401);
    expect((await anon.postJson(`${base}/comments`, { intent: "create", md_text: "hi" })).status).toBe(401);
    expect((await anon.postJson("/api/document/comments-count", { document_keys: JSON.stringify([KEY]) })).status).toBe(401);
    expect((await anon.postJson("/api/document/parent/comments-count", { document_keys: JSON.stringify([KEY]) })).status).toBe(401);
    expect(rows()).toBe(0);
  });

  it("creates a comment, renders its markdown safely, and lists it with every field of a comment", async () => {
    const created = await post(alice, { intent: "create", md_text: "**Bold** question <script>alert(1)</script> [x](javascript:alert(1))" });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe("Comment posted.");
    threadId = created.body.comment_id;
    const res = await alice.get(`${base}/comments`);
    expect(res.status).toBe(200);
    const list = (await res.json()) as { document_key: string; comments: (CommentView & { html: string })[] };
    expect(list.document_key).toBe(KEY);
    const c = list.comments[0];
    for (const f of [
      "id",
      "mdText",
      "userId",
      "isResolved",
      "isModified",
      "repliesCount",
      "created",
      "lastModifiedTime",
      "lastResolvedTime",
      "resolvedBy",
      "replies",
    ]) {
      expect(c).toHaveProperty(f);
    }
    expect(c).toMatchObject({
      id: threadId,
      userId: aliceId,
      isResolved: false,
      isModified: false,
      repliesCount: 0,
      replies: [],
      authorName: "Alice Author",
    });
    expect(c.html).toContain("<strong>Bold</strong>");
    expect(c.html).not.toContain("<script");
    expect(c.html).toContain("&lt;script&gt;");
    expect(c.html).not.toContain("javascript:");
    // another learner reads it too
    const bobList = (await (await bob.get(`${base}/comments`)).json()) as { comments: CommentView[] };
    expect(bobList.comments.map((x) => x.id)).toEqual([threadId]);
  });

  it("replies (both write paths) and lists the replies", async () => {
    const r1 = await post(bob, { md_text: "An answer" }, `${base}/comment/${threadId}/replies`);
    expect(r1).toMatchObject({ status: 200, body: { message: "Reply posted." } });
    replyId = r1.body.comment_id;
    const r2 = await post(alice, { intent: "reply", comment_id: String(threadId), md_text: "Thanks" });
    expect(r2.status).toBe(200);
    const res = await alice.get(`${base}/comment/${threadId}/replies`);
    const body = (await res.json()) as { replies: ReplyView[] };
    expect(body.replies.map((r) => r.id)).toEqual([replyId, r2.body.comment_id]);
    expect(Object.keys(body.replies[0]).sort()).toEqual(["created", "id", "isModified", "lastModifiedTime", "mdText", "userId"]);
    const list = (await (await alice.get(`${base}/comments`)).json()) as { comments: CommentView[] };
    expect(list.comments[0].repliesCount).toBe(2);
    // a reply to a reply is refused; replies of a reply or a missing thread are 404
    expect((await post(alice, { intent: "reply", comment_id: replyId, md_text: "x" })).status).toBe(400);
    expect((await alice.get(`${base}/comment/${replyId}/replies`)).status).toBe(404);
    expect((await alice.get(`${base}/comment/999999/replies`)).status).toBe(404);
    expect((await alice.get(`${base}/comment/abc/replies`)).status).toBe(404);
  });

  it("counts threads per key and under a parent key", async () => {
    const counts = await post(alice, { document_keys: JSON.stringify([KEY, PREP_KEY]) }, "/api/document/comments-count");
    expect(counts).toEqual({ status: 200, body: { counts: { [KEY]: 1, [PREP_KEY]: 0 } } });
    const asList = await post(alice, { document_keys: [KEY] }, "/api/document/comments-count");
    expect(asList.body.counts[KEY]).toBe(1);
    const parent = await post(
      alice,
      { document_keys: JSON.stringify(["collection:4831:100001", "collection:4831:1000"]) },
      "/api/document/parent/comments-count",
    );
    expect(parent.body).toEqual({ counts: { "collection:4831:100001": 1, "collection:4831:1000": 0 } });
    for (const bad of [
      {},
      { document_keys: "not json" },
      { document_keys: "[]" },
      { document_keys: JSON.stringify(["../etc"]) },
      { document_keys: "{}" },
    ]) {
      expect((await post(alice, bad, "/api/document/comments-count")).status).toBe(400);
    }
    expect((await alice.get("/api/document/comments-count")).status).toBe(405);
  });

  it("edits (marks modified) only the author's own comment; another learner and staff get 403", async () => {
    const before = row(threadId)!.md_text;
    expect((await post(bob, { intent: "edit", comment_id: threadId, md_text: "hijack" })).status).toBe(403);
    expect((await post(staff, { intent: "edit", comment_id: threadId, md_text: "hijack" })).status).toBe(403);
    expect(row(threadId)!.md_text).toBe(before);
    const ok = await post(alice, { intent: "edit", comment_id: threadId, md_text: "Edited question" });
    expect(ok).toMatchObject({ status: 200, body: { message: "Comment updated." } });
    expect(row(threadId)).toMatchObject({ md_text: "Edited question", is_modified: 1 });
    expect(row(threadId)!.last_modified_time).toBeTruthy();
    // edit a reply
    expect((await post(bob, { intent: "edit", comment_id: replyId, md_text: "Better answer" })).status).toBe(200);
    expect(row(replyId)).toMatchObject({ md_text: "Better answer", is_modified: 1 });
  });

  it("ignores actions with a missing id or text, or on a missing comment, and says so", async () => {
    const n = rows();
    const cases: [Record<string, unknown>, number][] = [
      [{ intent: "create" }, 400],
      [{ intent: "create", md_text: "   " }, 400],
      [{ intent: "edit", md_text: "x" }, 400],
      [{ intent: "edit", comment_id: threadId }, 400],
      [{ intent: "resolve" }, 400],
      [{ intent: "delete", comment_id: "abc" }, 400],
      [{ intent: "nonsense" }, 400],
      [{ md_text: "no intent" }, 400],
      [{ intent: "edit", comment_id: 999999, md_text: "x" }, 404],
      [{ intent: "resolve", comment_id: 999999 }, 404],
      [{ intent: "delete", comment_id: 999999 }, 404],
      [{ intent: "reply", comment_id: 999999, md_text: "x" }, 404],
    ];
    for (const [body, status] of cases) {
      const res = await post(alice, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.errorText ?? res.body.errors, JSON.stringify(body)).toBeTruthy();
    }
    // a comment of another document is not found through this key
    expect((await post(alice, { intent: "edit", comment_id: threadId, md_text: "x" }, `/api/document/${PREP_KEY}/comments`)).status).toBe(404);
    // a malformed key
    expect((await alice.get("/api/document/not-a-key/comments")).status).toBe(400);
    expect((await alice.postJson("/api/document/collection:1:2/comments", { intent: "create", md_text: "x" })).status).toBe(400);
    // a body that is not JSON
    const broken = await alice.fetch(`${base}/comments`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" });
    expect(broken.status).toBe(400);
    expect(rows()).toBe(n);
    expect(row(threadId)!.md_text).toBe("Edited question");
  });

  it("limits a comment to 5,000 characters", async () => {
    const n = rows();
    const res = await post(alice, { intent: "create", md_text: "x".repeat(5001) });
    expect(res).toMatchObject({ status: 400, body: { errors: { md_text: "A comment can be at most 5,000 characters." } } });
    expect(rows()).toBe(n);
    const ok = await post(alice, { intent: "create", md_text: "y".repeat(5000) });
    expect(ok.status).toBe(200);
    expect((await post(alice, { intent: "delete", comment_id: ok.body.comment_id })).status).toBe(200);
  });

  it("resolves (records time and resolver): the author or staff, not another learner", async () => {
    expect((await post(bob, { intent: "resolve", comment_id: threadId })).status).toBe(403);
    expect(row(threadId)!.is_resolved).toBe(0);
    expect((await post(alice, { intent: "resolve", comment_id: replyId })).status).toBe(403);
    const ok = await post(alice, { intent: "resolve", comment_id: threadId });
    expect(ok).toMatchObject({ status: 200, body: { message: "Comment resolved." } });
    expect(row(threadId)).toMatchObject({ is_resolved: 1, resolved_by: aliceId });
    expect(row(threadId)!.last_resolved_time).toBeTruthy();
    expect((await post(staff, { intent: "resolve", comment_id: threadId, resolved: "false" })).body.message).toBe("Comment reopened.");
    expect(row(threadId)!.is_resolved).toBe(0);
  });

  it("deletes: not another learner's; the author their own reply; staff any thread (with its replies)", async () => {
    expect((await post(bob, { intent: "delete", comment_id: threadId })).status).toBe(403);
    expect(row(threadId)).toBeTruthy();
    expect((await post(bob, { intent: "delete", comment_id: replyId })).status).toBe(200);
    expect(row(replyId)).toBeUndefined();
    expect((await post(staff, { intent: "delete", comment_id: threadId })).status).toBe(200);
    expect(row(threadId)).toBeUndefined();
    expect((server.db.prepare("SELECT COUNT(*) AS n FROM document_comments WHERE parent_id = ?").get(threadId) as { n: number }).n).toBe(0);
  });

  it("works without JavaScript: form posts come back to the lesson with a toast; the panel shows the thread", async () => {
    const res = await alice.postForm(`${base}/comments`, { intent: "create", md_text: "From a *form*", redirectTo: LESSON });
    expect(res.status).toBe(302);
    const id = (server.db.prepare("SELECT MAX(id) AS id FROM document_comments").get() as { id: number }).id;
    expect(res.headers.get("Location")).toBe(`${LESSON}#comment-${id}`);
    const page = await (await alice.get(LESSON)).text();
    expect(page).toContain("Comment posted.");
    expect(page).toContain("<em>form</em>");
    expect(page).toContain('id="comments"');
    // bad input from a form: back with an error toast, nothing stored
    const n = rows();
    const bad = await alice.postForm(`${base}/comments`, { intent: "create", md_text: "", redirectTo: "https://evil.example/" });
    expect(bad.status).toBe(302);
    expect(bad.headers.get("Location")).toBe("/#comments");
    expect(rows()).toBe(n);
    // a reply through the replies path, as a form
    const reply = await bob.postForm(`${base}/comment/${id}/replies`, { md_text: "Form reply", redirectTo: LESSON });
    expect(reply.status).toBe(302);
    expect(await (await bob.get(LESSON)).text()).toContain("Form reply");
    // the interview-prep page has the panel too
    const prep = await (await alice.get("/interview-prep/coding/introduction-to-two-pointers")).text();
    expect(prep).toContain('id="comments"');
  });

  it("rate limits posting (20 in 10 minutes per learner) with 429 and Retry-After", async () => {
    const carol = (await signUpVerified(server, { email: "carol.comments@example.com" })).client;
    for (let i = 0; i < 20; i++)
      expect((await post(carol, { intent: "create", md_text: `c${i}` }, `/api/document/${PREP_KEY}/comments`)).status).toBe(200);
    const n = rows();
    const res = await carol.postJson(`/api/document/${PREP_KEY}/comments`, { intent: "create", md_text: "one too many" });
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBeTruthy();
    expect(rows()).toBe(n);
    // others are not affected
    expect((await post(alice, { intent: "create", md_text: "still fine" }, `/api/document/${PREP_KEY}/comments`)).status).toBe(200);
  });
});
