// Stored HTML through Markdown, against the built server: every payload of the catalogue is
// posted through every field a learner writes in Markdown (a lesson comment, a reply, an
// interview-prep comment, a note) and stored in every text staff write in Markdown (a lesson, an
// interview-prep page, a marketing page, a blog post, an answer); the served pages are parsed
// as a browser parses them (parse5) and nothing executable, no <meta>, no <style>, no style=
// and no script URL reaches them.
import { parse } from "parse5";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { elements, elementsWithClass, MARKDOWN_PAYLOADS, unsafeIn, type Node5 } from "../helpers/markdownPayloads";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";

let server: TestServer;
let writer: Client;
let lessonPath: string;
let lesson: { a: number; c: number; p: number };
let problemSlug: string;
const PAYLOADS = Object.values(MARKDOWN_PAYLOADS);
/** Every payload in one text, each its own block. */
const ALL = PAYLOADS.join("\n\n");
/** Text near each payload, so the test can tell that the rendered field is on the page. */
const MARK = "Payload-marker";

async function page(c: Client, path: string): Promise<string> {
  const res = await c.get(path);
  expect(res.status, path).toBe(200);
  return res.text();
}

const attr = (el: Node5, name: string) => el.attrs?.find((a) => a.name === name)?.value;

/** What a page as a whole must never hold, whoever wrote it: checked on the whole parsed document. */
function unsafeInDocument(html: string): string[] {
  const found: string[] = [];
  for (const el of elements(parse(html) as unknown as Node5)) {
    const tag = el.tagName!;
    if (tag === "meta" && attr(el, "http-equiv") !== undefined) found.push("meta http-equiv");
    if (tag === "base" || tag === "iframe" || tag === "object" || tag === "embed") found.push(`<${tag}>`);
    if (tag === "style") found.push("<style>");
    if (tag === "form" && /evil/.test(attr(el, "action") ?? "")) found.push("form to evil");
    for (const { name, value } of el.attrs ?? []) {
      if (/^on/i.test(name)) found.push(`${tag} ${name}=`);
      if (name === "style" && /position|inset|color:red|display/i.test(value)) found.push(`${tag} style=${value}`);
      // eslint-disable-next-line no-control-regex -- a browser drops control characters from a URL before reading its scheme
      if ((name === "href" || name === "src" || name === "action") && /^\s*(javascript|vbscript|data):/i.test(value.replace(/[\u0000-\u0020]/g, "")))
        found.push(`${tag} ${name}=${value}`);
    }
  }
  return found;
}

/** The rendered Markdown on a page: the elements with `className`, each checked, and their count. */
function checkRendered(html: string, className: string, expectMarker = true) {
  const blocks = elementsWithClass(html, className);
  expect(blocks.length, className).toBeGreaterThan(0);
  for (const b of blocks) expect(unsafeIn(b)).toEqual([]);
  expect(unsafeInDocument(html)).toEqual([]);
  if (expectMarker) expect(html).toContain(MARK);
  return blocks;
}

beforeAll(async () => {
  server = await startServer();
  writer = (await signUpVerified(server, { email: "xss.writer@example.com" })).client;
  lesson = server.db
    .prepare(
      `SELECT c.author_id AS a, c.collection_id AS c, l.page_id AS p FROM lessons l JOIN courses c ON c.id = l.course_id
       JOIN course_sections s ON s.id = l.section_id WHERE c.is_free = 1 ORDER BY c.id, s.position, l.position LIMIT 1`,
    )
    .get() as { a: number; c: number; p: number };
  lessonPath = `/collection/lesson/${lesson.a}/${lesson.c}/${lesson.p}`;
  problemSlug = (
    server.db
      .prepare(
        `SELECT p.slug FROM coach_pages p JOIN coach_problems pr ON pr.page_id = p.id JOIN coach_modules m ON m.id = p.module_id
         JOIN coach_paths cp ON cp.id = m.path_id WHERE cp.slug = 'coding' ORDER BY m.position, p.position LIMIT 1`,
      )
      .get() as { slug: string }
  ).slug;
  expect(ALL.length).toBeLessThan(4900);
}, 120_000);
afterAll(async () => server?.stop());

describe("fields learners write", () => {
  it("lesson comments: each payload as its own comment; the lesson page shows them all, none unsafe", async () => {
    const key = `collection:${lesson.a}:${lesson.c}:${lesson.p}`;
    // 20 posts per 10 minutes per learner: spread the payloads over a few learners.
    const learners: Client[] = [writer];
    for (let i = 1; i * 18 < PAYLOADS.length; i++) learners.push((await signUpVerified(server, { email: `xss.writer${i}@example.com` })).client);
    for (const [i, payload] of PAYLOADS.entries()) {
      const res = await learners[Math.floor(i / 18)]!.postJson(`/api/document/${key}/comments`, {
        intent: "create",
        md_text: `${MARK} ${i}\n\n${payload}`,
      });
      expect(res.status, payload).toBe(200);
    }
    const html = await page(writer, lessonPath);
    const blocks = checkRendered(html, "comment-text");
    expect(blocks.length).toBe(PAYLOADS.length);
    // the payload: the alt text stays an attribute value, the image stays an image
    const imgs = blocks.flatMap((b) => [...elements(b)]).filter((e) => e.tagName === "img" && attr(e, "src") === "/favicon.ico");
    expect(imgs.some((img) => (attr(img, "alt") ?? "").includes('<meta http-equiv="refresh"'))).toBe(true);
    // the same threads through the API: the html field is what the page shows
    const api = (await (await writer.get(`/api/document/${key}/comments`)).json()) as { comments: { html: string }[] };
    for (const c of api.comments) expect(unsafeInDocument(`<body>${c.html}</body>`)).toEqual([]);
  });

  it("a reply and an edited comment (all payloads in one text)", async () => {
    const key = `collection:${lesson.a}:${lesson.c}:${lesson.p}`;
    const other = (await signUpVerified(server, { email: "xss.replier@example.com" })).client;
    const thread = (await (await other.postJson(`/api/document/${key}/comments`, { intent: "create", md_text: "plain" })).json()) as {
      comment_id: number;
    };
    expect((await other.postJson(`/api/document/${key}/comment/${thread.comment_id}/replies`, { md_text: `${MARK} reply\n\n${ALL}` })).status).toBe(
      200,
    );
    expect(
      (await other.postJson(`/api/document/${key}/comments`, { intent: "edit", comment_id: thread.comment_id, md_text: `${MARK} edited\n\n${ALL}` }))
        .status,
    ).toBe(200);
    const html = await page(other, lessonPath);
    checkRendered(html, "comment-text");
    expect(html).toContain(`${MARK} reply`);
    expect(html).toContain(`${MARK} edited`);
  });

  it("an interview-prep page's comments", async () => {
    const c = (await signUpVerified(server, { email: "xss.prep@example.com" })).client;
    const res = await c.postJson(`/api/document/interview-prep:coding:${problemSlug}/comments`, {
      intent: "create",
      md_text: `${MARK} prep\n\n${ALL}`,
    });
    expect(res.status).toBe(200);
    checkRendered(await page(c, `/interview-prep/coding/${problemSlug}`), "comment-text");
  });

  it("a note: on the lesson and on My notes", async () => {
    const c = (await signUpVerified(server, { email: "xss.notes@example.com" })).client;
    const res = await c.postJson("/api/userdata/notes-and-highlights", {
      author_id: lesson.a,
      work_id: lesson.c,
      page_id: lesson.p,
      comment: `${MARK} note\n\n${ALL}`,
    });
    expect(res.status).toBeLessThan(300);
    checkRendered(await page(c, lessonPath), "note-comment");
    checkRendered(await page(c, "/learn/notes"), "note-comment");
  });
});

describe("texts staff write", () => {
  const body = `${MARK} staff\n\n${ALL}`;

  it("a lesson's body", async () => {
    server.db
      .prepare("UPDATE lessons SET body = ? WHERE page_id = ? AND course_id = (SELECT id FROM courses WHERE author_id = ? AND collection_id = ?)")
      .run(body, lesson.p, lesson.a, lesson.c);
    checkRendered(await page(server.client(), lessonPath), "lesson-body");
  });

  it("an interview-prep page's body", async () => {
    server.db.prepare("UPDATE coach_pages SET body = ? WHERE slug = ?").run(body, problemSlug);
    checkRendered(await page(server.client(), `/interview-prep/coding/${problemSlug}`), "lesson-body");
  });

  it("a marketing page, a blog post and an answer", async () => {
    const insert = (key: string, type: number) =>
      server.db
        .prepare(
          `INSERT INTO marketing_pages (url_key, page_type, heading, body, title, description, status, published_at, updated_at)
           VALUES (?, ?, 'Heading', ?, 'Title', 'A description long enough to describe the page well.', 9001, '2026-11-01T00:00:00.000Z', '2026-11-02T00:00:00.000Z')`,
        )
        .run(key, type, body);
    insert("xss-marketing", 5001);
    checkRendered(await page(server.client(), "/m/xss-marketing"), "lesson-body");
    const blogType = server.db.prepare("SELECT page_type FROM marketing_pages WHERE url_key = 'recognise-two-pointers'").pluck().get() as number;
    insert("xss-blog", blogType);
    checkRendered(await page(server.client(), "/blog/xss-blog"), "lesson-body");
    server.db
      .prepare(
        "INSERT INTO answers (slug, question, summary, body, published_at, updated_at) VALUES ('xss-answer', 'Is this safe?', 'It should be.', ?, '2026-11-01T00:00:00.000Z', '2026-11-02T00:00:00.000Z')",
      )
      .run(body);
    checkRendered(await page(server.client(), "/answers/xss-answer"), "lesson-body");
  });
});

describe("code in lessons and the page's CSP", () => {
  it("a seeded lesson's Python sample is highlighted on the server (no JavaScript needed)", async () => {
    const l = server.db
      .prepare(
        `SELECT c.author_id AS a, c.collection_id AS c, l.page_id AS p FROM lessons l JOIN courses c ON c.id = l.course_id
         WHERE c.is_free = 1 AND l.body LIKE '%' || char(96, 96, 96) || 'python%' AND l.page_id <> ? ORDER BY c.id, l.id LIMIT 1`,
      )
      .get(lesson.p) as { a: number; c: number; p: number };
    const html = await page(server.client(), `/collection/lesson/${l.a}/${l.c}/${l.p}`);
    const blocks = elementsWithClass(html, "code-block");
    expect(blocks.length).toBeGreaterThan(0);
    const python = blocks.flatMap((b) => [...elements(b)]).filter((e) => e.tagName === "code" && attr(e, "class") === "language-python");
    expect(python.length).toBeGreaterThan(0);
    const classes = new Set(python.flatMap((code) => [...elements(code)].map((s) => attr(s, "class") ?? "")).flatMap((c) => c.split(" ")));
    for (const c of ["tok-keyword", "tok-string", "tok-variableName"]) expect(classes).toContain(c);
  });

  it("the CSP takes stylesheets from the site and <style> only with the nonce; style attributes (React's style props) allowed", async () => {
    const csp = (await server.client().get(lessonPath)).headers.get("Content-Security-Policy")!;
    expect(csp).toMatch(/(^|;)\s*style-src 'self' 'nonce-[^']+'\s*(;|$)/);
    expect(csp).toMatch(/(^|;)\s*style-src-attr 'unsafe-inline'\s*(;|$)/);
  });
});
