// Images in lessons and versions of a course over HTTP, on SQLite and PostgreSQL
// (docs/product/authoring.md#images-in-lessons, #versions): an author uploads an image with the
// lesson editor's multipart form; a bad file, a too-large one and a non-author are refused with
// nothing stored; the image is served with immutable caching, its type and nosniff; after a
// publication the author compares it with the draft and restores it, keeping the replaced draft.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, startServerOn, type EngineServer } from "./helpers/engines";
import type { Client } from "./helpers/server";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

describe.each(ENGINES)("lesson images and course versions on %s", (engine) => {
  let site: EngineServer;
  let author: Client;
  let reviewer: Client;
  let learner: Client;
  let uploads = "";
  let draftUrl = "";
  let draftId = 0;
  let key = "";
  let src = "";
  const draft = async () =>
    (
      await site.query<{ version: number | string; content: string; state: string }>(
        "SELECT version, content, state FROM course_drafts WHERE id = ?",
        [draftId],
      )
    )[0]!;
  const version = async () => String(Number((await draft()).version));
  const storedFiles = () =>
    fs.existsSync(uploads)
      ? fs.readdirSync(uploads, { recursive: true }).filter((f) => String(f).endsWith(".png") || String(f).endsWith(".svg"))
      : [];
  const lessonForm = async (file: { bytes: Uint8Array; name: string; type: string } | null, extra: Record<string, string> = {}) => {
    const form = new FormData();
    const fields: Record<string, string> = {
      version: await version(),
      title: "Pointers",
      slug: "pointers",
      summary: "",
      minutes: "5",
      block_count: "2",
      b0_kind: "text",
      b0_id: "intro",
      b0_text: "Memory is a row of boxes.",
      b1_kind: "image",
      b1_id: "diagram",
      b1_src: src,
      b1_alt: "Boxes in a row",
      b1_caption: "Figure 1: memory",
      intent: "save",
      ...extra,
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (file) form.append("b1_file", new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
    return form;
  };
  const post = (c: Client, url: string, body: FormData) => c.fetch(url, { method: "POST", body });

  beforeAll(async () => {
    uploads = fs.mkdtempSync(path.join(os.tmpdir(), `codelift-uploads-${engine}-`));
    site = await startServerOn(engine, { UPLOADS_DIR: uploads });
    author = await site.signUpVerified({ email: `images-author-${engine}@codelift.dev`, fullName: "Ada Author" });
    reviewer = await site.signUpVerified({ email: `images-reviewer-${engine}@codelift.dev`, fullName: "Rita Reviewer" });
    learner = await site.signUpVerified({ email: `images-learner-${engine}@example.com` });
    const created = await author.postForm("/create", { title: "Pointers in C" });
    expect(created.status).toBe(302);
    draftUrl = created.headers.get("location")!;
    draftId = Number(draftUrl.split("/").pop());
    const category = (await site.query<{ slug: string }>("SELECT slug FROM categories ORDER BY id LIMIT 1"))[0]!.slug;
    const course = {
      title: "Pointers in C",
      slug: `pointers-in-c-${engine}`,
      summary: "",
      category,
      difficulty: "beginner",
      access: "free",
      placeholders: "",
      s0_title: "Basics",
    };
    expect((await author.postForm(draftUrl, { ...course, version: await version(), intent: "add-lesson:0" })).status).toBe(302);
    key = JSON.parse((await draft()).content).sections[0].lessons[0].key;
  }, 240_000);
  afterAll(async () => {
    await site?.stop();
    fs.rmSync(uploads, { recursive: true, force: true });
  });

  it("uploads an image by the lesson editor's multipart form; it is served with immutable caching, its type and nosniff", async () => {
    const res = await post(author, `${draftUrl}/lesson/${key}`, await lessonForm({ bytes: PNG, name: "diagram.txt", type: "text/plain" }));
    expect(res.status).toBe(302);
    const block = JSON.parse((await draft()).content).sections[0].lessons[0].blocks[1];
    expect(block).toMatchObject({ kind: "image", alt: "Boxes in a row", caption: "Figure 1: memory" });
    expect(block.src).toMatch(/^\/media\/images\/[a-f0-9]{64}\.png$/);
    src = block.src;
    const served = await site.client().get(src);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect(storedFiles()).toHaveLength(1);
    expect((await site.client().get(`/media/images/${"0".repeat(64)}.png`)).status).toBe(404);
    expect((await site.client().get("/media/images/..%2F..%2Fcodelift.db")).status).toBe(404);
    const preview = await (await author.get(`${draftUrl}/preview/${key}`)).text();
    expect(preview).toContain(`<img src="${src}" alt="Boxes in a row" />`);
    expect(preview).toContain("<em>Figure 1: memory</em>");
  });

  it("refuses an SVG, a file over 2 MB and a non-author, with a sentence, storing and saving nothing", async () => {
    const before = await version();
    const svg = await post(author, `${draftUrl}/lesson/${key}`, await lessonForm({ bytes: SVG, name: "x.png", type: "image/png" }));
    expect(svg.status).toBe(400);
    expect(await svg.text()).toContain("SVG images are not accepted");
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await post(author, `${draftUrl}/lesson/${key}`, await lessonForm({ bytes: big, name: "big.png", type: "image/png" }));
    expect(tooBig.status).toBe(413);
    expect(await tooBig.text()).toContain("The image is larger than 2 MB");
    const noAlt = await post(author, `${draftUrl}/lesson/${key}`, await lessonForm(null, { b1_alt: "" }));
    expect(noAlt.status).toBe(400);
    expect(await noAlt.text()).toContain("Describe the image for readers who cannot see it");
    const stranger = await post(
      learner,
      `${draftUrl}/lesson/${key}`,
      await lessonForm({ bytes: new Uint8Array([...PNG, 9]), name: "a.png", type: "image/png" }),
    );
    expect(stranger.status).toBe(404);
    expect(await version()).toBe(before);
    expect(storedFiles()).toHaveLength(1);
  });

  it("publishes, compares the publication with a changed draft, and restores it as a new draft version, keeping the replaced draft", async () => {
    const course = JSON.parse((await draft()).content);
    const fields = {
      title: course.title,
      slug: course.slug,
      summary: "",
      category: course.categorySlug,
      difficulty: "beginner",
      access: "free",
      placeholders: "",
      s0_title: "Basics",
    };
    expect((await author.postForm(draftUrl, { ...fields, version: await version(), intent: "submit" })).status).toBe(302);
    expect((await reviewer.postForm("/staff/reviews", { intent: "approve", draft_id: String(draftId), version: await version() })).status).toBe(302);
    const published = (await draft()).content;
    const lesson = await fetch(`${site.server.baseUrl}/courses/${course.slug}`);
    expect(lesson.status).toBeLessThan(500);
    // The author changes the lesson's text after publication.
    const edited = await lessonForm(null, { b0_text: "Memory is a street of houses." });
    expect((await post(author, `${draftUrl}/lesson/${key}`, edited)).status).toBe(302);
    const page = await author.get(`${draftUrl}/versions`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Published version 1");
    expect(html).toContain("- Memory is a row of boxes.");
    expect(html).toContain("+ Memory is a street of houses.");
    expect((await learner.get(`${draftUrl}/versions`)).status).toBe(404);
    expect((await author.get(`${draftUrl}/versions?from=nope`)).status).toBe(400);
    const pub = (await site.query<{ id: number | string }>("SELECT id FROM course_draft_publications WHERE draft_id = ?", [draftId]))[0]!;
    const current = await version();
    // A restore on an older version is refused and writes nothing (the conflict rule of saves).
    const stale = await author.postForm(`${draftUrl}/versions`, { ref: `p${pub.id}`, version: String(Number(current) - 1) });
    expect(stale.status).toBe(409);
    expect(await version()).toBe(current);
    expect((await learner.postForm(`${draftUrl}/versions`, { ref: `p${pub.id}`, version: current })).status).toBe(404);
    expect((await author.postForm(`${draftUrl}/versions`, { ref: "p999999", version: current })).status).toBe(404);
    const restored = await author.postForm(`${draftUrl}/versions`, { ref: `p${pub.id}`, version: current });
    expect(restored.status).toBe(302);
    const after = await draft();
    expect(String(Number(after.version))).toBe(String(Number(current) + 1));
    expect(after.state).toBe("draft");
    expect(JSON.parse(after.content)).toEqual(JSON.parse(published));
    const kept = await site.query<{ content: string }>("SELECT content FROM course_draft_snapshots WHERE draft_id = ?", [draftId]);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.content).toContain("Memory is a street of houses.");
    const list = await (await author.get(`${draftUrl}/versions`)).text();
    expect(list).toContain("Draft kept before a restore");
  });
});
