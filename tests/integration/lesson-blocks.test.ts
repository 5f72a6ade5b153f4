// Quizzes and runnable code blocks on the lesson page, over HTTP on both engines
// (docs/product/authoring.md#blocks-learners-use): staff write and publish a lesson with two
// quizzes and a runnable block; the page never carries the correct answers before an answer; the
// server grades right and wrong answers; a pass is kept per learner and shown on reload (another
// learner does not see it); bad input is a 400 with a sentence; a run is graded by the judge.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, startServerOn, type EngineServer } from "./helpers/engines";
import type { Client } from "./helpers/server";

const ROUTE = "routes/coursesv3.$courseSlug.$pageSlug";

/** A form with repeated fields (a multiple-choice answer), as a browser posts it. */
function post(client: Client, url: string, fields: [string, string][]) {
  return client.fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

describe.each(ENGINES)("lesson quizzes and runnable blocks on %s", (engine) => {
  let site: EngineServer;
  let staff: Client;
  let ann: Client;
  let bob: Client;
  let visitor: Client;
  const slug = `quiz-blocks-${engine}`;
  const lessonUrl = `/coursesv3/${slug}/first-checks`;
  const dataUrl = `${lessonUrl}?_data=${encodeURIComponent(ROUTE)}`;
  let editorUrl = "";

  beforeAll(async () => {
    site = await startServerOn(engine);
    staff = site.client();
    expect((await staff.postJson("/api/user/login", { email: "staff@codelift.dev", password: "staff-codelift-2026" })).status).toBe(200);
    ann = await site.signUpVerified({ email: `ann-quiz-${engine}@example.com`, fullName: "Ann Quizzer" });
    bob = await site.signUpVerified({ email: `bob-quiz-${engine}@example.com`, fullName: "Bob Quizzer" });
    visitor = site.client();

    // Staff write a course with one lesson: text, a single-choice quiz, a multiple-choice quiz, a runnable block.
    const created = await staff.postForm("/create", { title: "Quiz blocks" });
    expect(created.status).toBe(302);
    const draftUrl = created.headers.get("location")!;
    const draftId = Number(draftUrl.split("/").pop());
    const [category] = await site.query<{ slug: string }>("SELECT slug FROM categories ORDER BY id LIMIT 1");
    const course = {
      title: "Quiz blocks",
      slug,
      summary: "Checks",
      category: category!.slug,
      difficulty: "beginner",
      access: "free",
      placeholders: "",
      s0_title: "Basics",
    };
    const draft = async () =>
      (await site.query<{ version: number; content: string }>("SELECT version, content FROM course_drafts WHERE id = ?", [draftId]))[0]!;
    expect((await staff.postForm(draftUrl, { ...course, version: String((await draft()).version), intent: "add-lesson:0" })).status).toBe(302);
    const key = JSON.parse((await draft()).content).sections[0].lessons[0].key as string;
    editorUrl = `${draftUrl}/lesson/${key}`;
    const saved = await staff.postForm(`${draftUrl}/lesson/${key}`, {
      version: String((await draft()).version),
      title: "First checks",
      slug: "first-checks",
      summary: "",
      minutes: "5",
      block_count: "4",
      b0_kind: "text",
      b0_id: "intro",
      b0_text: "Read this, then answer.",
      b1_kind: "quiz",
      b1_id: "q-capital",
      b1_text: "Which planet is the largest?",
      b1_options: "Mars\n* Jupiter\nVenus",
      b2_kind: "quiz",
      b2_id: "q-primes",
      b2_text: "Which numbers are prime?",
      b2_options: "* Two\nFour\n* Seven",
      b2_multiple: "on",
      b3_kind: "runnable",
      b3_id: "add-up",
      b3_language: "javascript",
      b3_signature: "add(a: int, b: int) -> int",
      b3_text: "function add(a, b) {\n  return 0;\n}\n",
      b3_tests: "[1, 2] => 3\n[-4, 4] => 0",
      intent: "save",
    });
    expect(saved.status).toBe(302);
    expect((await staff.postForm(draftUrl, { ...course, version: String((await draft()).version), intent: "submit" })).status).toBe(302);
    expect(
      (await staff.postForm("/staff/reviews", { intent: "approve", draft_id: String(draftId), version: String((await draft()).version) })).status,
    ).toBe(302);
  }, 240_000);
  afterAll(async () => site?.stop());

  it("shows the quizzes and the runnable block without their correct answers before an answer", async () => {
    const page = await visitor.get(lessonUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Which planet is the largest?");
    expect(html).toContain("Jupiter");
    expect(html).toContain("Check answer");
    expect(html).toContain("add(a: int, b: int) -&gt; int");
    expect(html).not.toContain("Correct answer");
    expect(html).not.toMatch(/"correct(Options)?"\s*:/);
    const data = await (await ann.get(dataUrl)).json();
    const quizzes = data.blocks.filter((b: { kind: string }) => b.kind === "quiz");
    expect(quizzes).toEqual([
      {
        kind: "quiz",
        id: "q-capital",
        question: "Which planet is the largest?",
        multiple: false,
        options: ["Mars", "Jupiter", "Venus"],
        passed: null,
      },
      { kind: "quiz", id: "q-primes", question: "Which numbers are prime?", multiple: true, options: ["Two", "Four", "Seven"], passed: null },
    ]);
    expect(JSON.stringify(data)).not.toMatch(/"correct/);
  });

  it("grades a wrong and a right answer; without JavaScript the page shows the answer, with it the JSON does", async () => {
    const wrong = await post(ann, lessonUrl, [
      ["intent", "quiz-answer"],
      ["block", "q-capital"],
      ["option", "0"],
    ]);
    expect(wrong.status).toBe(200);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain("Not quite. The right answer is marked below.");
    expect(wrongHtml).toContain("Correct answer");
    expect(wrongHtml).toContain("Your answer");

    const right = await post(ann, dataUrl, [
      ["intent", "quiz-answer"],
      ["block", "q-primes"],
      ["option", "2"],
      ["option", "0"],
      ["respond", "json"],
    ]);
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({
      intent: "quiz",
      blockId: "q-primes",
      ok: true,
      correct: true,
      chosen: [0, 2],
      correctOptions: [0, 2],
      remembered: true,
    });
    const half = await post(bob, dataUrl, [
      ["intent", "quiz-answer"],
      ["block", "q-primes"],
      ["option", "0"],
    ]);
    expect(await half.json()).toMatchObject({ ok: true, correct: false, chosen: [0], correctOptions: [0, 2], remembered: false });
  });

  it("keeps a pass per learner: shown on reload to the learner who passed, not to another", async () => {
    const [lesson] = await site.query<{ id: number }>("SELECT l.id FROM lessons l JOIN courses c ON c.id = l.course_id WHERE c.url_slug = ?", [slug]);
    const rows = await site.query<{ block_id: string }>("SELECT block_id FROM lesson_quiz_passes WHERE lesson_id = ? ORDER BY block_id", [
      lesson!.id,
    ]);
    expect(rows.map((r) => r.block_id)).toEqual(["q-primes"]);
    const annData = await (await ann.get(dataUrl)).json();
    const annPrimes = annData.blocks.find((b: { id?: string }) => b.id === "q-primes");
    expect(annPrimes.passed).toEqual({ correctOptions: [0, 2] });
    expect(annData.blocks.find((b: { id?: string }) => b.id === "q-capital").passed).toBeNull();
    const annHtml = await (await ann.get(lessonUrl)).text();
    expect(annHtml).toContain(">Passed<");
    const bobData = await (await bob.get(dataUrl)).json();
    expect(bobData.blocks.find((b: { id?: string }) => b.id === "q-primes").passed).toBeNull();
    expect(await (await bob.get(lessonUrl)).text()).not.toContain(">Passed<");
    // A visitor's right answer is graded but not kept.
    const visitorRight = await post(visitor, dataUrl, [
      ["intent", "quiz-answer"],
      ["block", "q-capital"],
      ["option", "1"],
    ]);
    expect(await visitorRight.json()).toMatchObject({ ok: true, correct: true, remembered: false });
    expect(await site.query("SELECT block_id FROM lesson_quiz_passes WHERE block_id = 'q-capital'")).toEqual([]);
  });

  it("answers bad input with a 400 and a sentence, never a 500", async () => {
    const cases: [[string, string][], string][] = [
      [
        [
          ["intent", "quiz-answer"],
          ["block", "q-capital"],
        ],
        "Pick an answer first.",
      ],
      [
        [
          ["intent", "quiz-answer"],
          ["block", "q-capital"],
          ["option", "7"],
        ],
        "That answer is not one of this quiz's options",
      ],
      [
        [
          ["intent", "quiz-answer"],
          ["block", "q-capital"],
          ["option", "0"],
          ["option", "1"],
        ],
        "This question has one answer: pick just one.",
      ],
      [
        [
          ["intent", "quiz-answer"],
          ["block", "nope"],
          ["option", "0"],
        ],
        "This quiz is not on this lesson",
      ],
    ];
    for (const [fields, text] of cases) {
      const res = await post(ann, dataUrl, fields);
      expect(res.status).toBe(400);
      expect((await res.json()).text).toContain(text);
    }
    const malformed = await post(ann, dataUrl, [
      ["intent", "quiz-answer"],
      ["block", "q-capital"],
      ["option", "abc"],
    ]);
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(await malformed.json())).toContain("That answer is not one of this quiz's options");
    const badBlock = await post(ann, dataUrl, [
      ["intent", "quiz-answer"],
      ["block", "<script>"],
    ]);
    expect(badBlock.status).toBe(400);
    // Without JavaScript the page comes back with the sentence.
    const page = await post(ann, lessonUrl, [
      ["intent", "quiz-answer"],
      ["block", "q-capital"],
    ]);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("Pick an answer first.");
  });

  it("lets the author add a runnable block in the editor; a function or tests that do not read right are refused with the text kept", async () => {
    const [row] = await site.query<{ id: number; version: number }>(
      "SELECT id, version FROM course_drafts WHERE owner_user_id = (SELECT id FROM users WHERE email = ?) ORDER BY id DESC LIMIT 1",
      ["staff@codelift.dev"],
    );
    expect(row).toBeTruthy();
    const form = {
      version: String(row!.version),
      title: "First checks",
      slug: "first-checks",
      summary: "",
      minutes: "5",
      block_count: "1",
      b0_kind: "runnable",
      b0_id: "broken",
      b0_language: "python",
      b0_signature: "add(a, b)",
      b0_text: "def add(a, b):\n    return 0\n",
      b0_tests: "[1, 2] -> 3",
      intent: "save",
    };
    const refused = await staff.postForm(editorUrl, form);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Write the function as name(param: type, …) -&gt; type");
    expect(html).toContain("Give 1 to 20 tests, one a line");
    expect(html).toContain('value="add(a, b)"');
    expect(html).toContain("[1, 2] -&gt; 3");
    const [after] = await site.query<{ version: number }>("SELECT version FROM course_drafts WHERE id = ?", [row!.id]);
    expect(after!.version).toBe(row!.version);
    // "Runnable code" adds a block with a working example (Python add).
    const added = await staff.postForm(editorUrl, {
      ...form,
      b0_signature: "add(a: int, b: int) -> int",
      b0_tests: "[1, 2] => 3",
      intent: "add:runnable",
    });
    expect(added.status).toBe(302);
    const page = await (await staff.get(editorUrl)).text();
    expect(page.match(/data-kind="runnable"/g)).toHaveLength(2);
    expect(page).toContain("Starter code");
  });

  it("runs a learner's code on the block's tests through the judge; a visitor is sent to log in", async () => {
    const good = await post(ann, dataUrl, [
      ["intent", "run-code"],
      ["block", "add-up"],
      ["code", "function add(a, b) {\n  return a + b;\n}\n"],
    ]);
    expect(good.status).toBe(200);
    const run = await good.json();
    expect(run).toMatchObject({ intent: "run", blockId: "add-up", ok: true, verdict: "Accepted", passed: 2, total: 2 });
    const bad = await post(ann, lessonUrl, [
      ["intent", "run-code"],
      ["block", "add-up"],
      ["code", "function add(a, b) {\n  return a > 0 ? a + b : 1;\n}\n"],
    ]);
    expect(bad.status).toBe(200);
    const badHtml = await bad.text();
    expect(badHtml).toContain("Wrong Answer: 1 of 2 tests passed");
    expect(badHtml).toContain("return a &gt; 0 ? a + b : 1;");
    const empty = await post(ann, dataUrl, [
      ["intent", "run-code"],
      ["block", "add-up"],
      ["code", "  "],
    ]);
    expect(empty.status).toBe(400);
    expect((await empty.json()).text).toBe("Write some code first.");
    const anonymous = await post(visitor, lessonUrl, [
      ["intent", "run-code"],
      ["block", "add-up"],
      ["code", "function add(a, b) { return a + b; }"],
    ]);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toContain("/login");
  });

  it("limits answers to 30 a minute per learner: the next is a 429 with Retry-After", async () => {
    const cy = await site.signUpVerified({ email: `cy-quiz-${engine}@example.com`, fullName: "Cy Quizzer" });
    const answer = () =>
      post(cy, dataUrl, [
        ["intent", "quiz-answer"],
        ["block", "q-capital"],
        ["option", "0"],
      ]);
    for (let i = 0; i < 30; i++) expect((await answer()).status).toBe(200);
    const refused = await answer();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).text).toBe("You are answering too often: wait a minute and try again.");
    // another learner is not held back
    expect(
      (
        await post(bob, dataUrl, [
          ["intent", "quiz-answer"],
          ["block", "q-capital"],
          ["option", "1"],
        ])
      ).status,
    ).toBe(200);
  });

  it("removes a learner's passes with their account", async () => {
    const email = `ann-quiz-${engine}@example.com`;
    const before = await site.query("SELECT block_id FROM lesson_quiz_passes WHERE user_id = (SELECT id FROM users WHERE email = ?)", [email]);
    expect(before).toHaveLength(1);
    const [user] = await site.query<{ id: number }>("SELECT id FROM users WHERE email = ?", [email]);
    const gone = await ann.postForm("/account?dialog=delete-account", { intent: "delete", password: "correct horse battery", confirm: "DELETE" });
    expect(gone.status).toBe(302);
    expect(await site.query("SELECT block_id FROM lesson_quiz_passes WHERE user_id = ?", [user!.id])).toEqual([]);
  });
});
