import { describe, expect, it } from "vitest";
import {
  addLesson,
  allowsPrivateContent,
  blocksFromForm,
  courseDraftSchema,
  isAuthor,
  lessonMarkdown,
  lessonSchema,
  moveItem,
  moveLesson,
  newCourseDraft,
  nextWorkState,
  normalizeBlocks,
  parsePlaceholders,
  parseQuizOptions,
  parseTabs,
  slugify,
  STATE_REFUSALS,
  type Block,
  type CourseDraft,
} from "~/engine";

describe("who is an author", () => {
  const none = { isStaff: false, hasAuthorRole: false, adminOfPrivateContentOrganization: false };
  it("staff, approved applicants and admins of organizations with private content are; a learner is not", () => {
    expect(isAuthor(none)).toBe(false);
    expect(isAuthor({ ...none, isStaff: true })).toBe(true);
    expect(isAuthor({ ...none, hasAuthorRole: true })).toBe(true);
    expect(isAuthor({ ...none, adminOfPrivateContentOrganization: true })).toBe(true);
  });
  it.each([
    ['{"can_create_private_content":true}', true],
    ['{"can_create_private_content":false}', false],
    ['{"can_create_private_content":"true"}', false],
    ["{}", false],
    ["not json", false],
    [null, false],
  ])("allowsPrivateContent(%j) = %s", (flags, expected) => {
    expect(allowsPrivateContent(flags)).toBe(expected);
  });
});

describe("content rules on lesson blocks", () => {
  it("drops a tabbed-code block with no code, and tabs without code inside one", () => {
    const blocks: Block[] = [
      { kind: "tabbed", id: "t", tabs: [] },
      { kind: "tabbed", id: "u", tabs: [{ language: "python", code: "  \n" }] },
      {
        kind: "tabbed",
        id: "v",
        tabs: [
          { language: "python", code: "print(1)" },
          { language: "go", code: "" },
        ],
      },
    ];
    expect(normalizeBlocks(blocks)).toEqual([{ kind: "tabbed", id: "v", tabs: [{ language: "python", code: "print(1)" }] }]);
  });

  it("gives a repeated block id a numeric suffix that collides with no other id", () => {
    const blocks: Block[] = [
      { kind: "text", id: "intro", markdown: "a" },
      { kind: "text", id: "intro", markdown: "b" },
      { kind: "text", id: "intro_1", markdown: "c" },
      { kind: "code", id: "intro", language: "js", code: "x" },
    ];
    expect(normalizeBlocks(blocks).map((b) => b.id)).toEqual(["intro", "intro_2", "intro_1", "intro_3"]);
  });

  it("replaces placeholders in code in all four delimiter styles, not in prose", () => {
    const md = lessonMarkdown(
      [
        { kind: "text", id: "t", markdown: "Port {{PORT}} in prose stays." },
        { kind: "code", id: "c", language: "python", code: "a = ';;;PORT;;;'\nb = '<<PORT>>'\nc = '==PORT=='\nd = '{{PORT}}'" },
        { kind: "tabbed", id: "tb", tabs: [{ language: "javascript", code: "listen(<<PORT>>)" }] },
      ],
      { PORT: "8080" },
    );
    expect(md).toContain("Port {{PORT}} in prose stays.");
    expect(md).toContain("a = '8080'\nb = '8080'\nc = '8080'\nd = '8080'");
    expect(md).toContain("listen(8080)");
  });

  it("writes code, callouts and quizzes as Markdown; a fence is longer than any backticks in the code", () => {
    const md = lessonMarkdown([
      { kind: "code", id: "c", language: "markdown", code: "```js\nx\n```" },
      { kind: "callout", id: "n", tone: "warning", markdown: "Line one\nLine two" },
      {
        kind: "quiz",
        id: "q",
        question: "Pick *one*",
        multiple: false,
        options: [
          { text: "A", correct: true },
          { text: "B", correct: false },
        ],
      },
    ]);
    expect(md).toContain("````markdown\n```js\nx\n```\n````");
    expect(md).toContain("> **Warning:**\n> Line one\n> Line two");
    expect(md).toContain("**Quiz:** Pick \\*one\\*\n\n- [ ] A\n- [ ] B");
  });
});

describe("plain-form fields", () => {
  it("parses tabbed code written with --- language lines", () => {
    expect(parseTabs("--- python\nprint(1)\n\n--- javascript\nconsole.log(1)\n")).toEqual([
      { language: "python", code: "print(1)" },
      { language: "javascript", code: "console.log(1)" },
    ]);
    expect(parseTabs("\nplain\n")).toEqual([{ language: "", code: "plain" }]);
    expect(parseTabs("")).toEqual([]);
  });
  it("parses quiz options (a leading * marks a correct one) and placeholders", () => {
    expect(parseQuizOptions("* yes\nno\n\n*  also\n")).toEqual([
      { text: "yes", correct: true },
      { text: "no", correct: false },
      { text: "also", correct: true },
    ]);
    expect(parsePlaceholders("PORT=8080\n NAME = Ada \n")).toEqual({ PORT: "8080", NAME: "Ada" });
    expect(parsePlaceholders("not a pair")).toBeNull();
  });
  it("reads the blocks of the lesson form, which the lesson schema then validates", () => {
    const blocks = blocksFromForm({
      block_count: "3",
      b0_kind: "text",
      b0_id: "intro",
      b0_text: "Hello\r\nworld",
      b1_kind: "quiz",
      b1_id: "q",
      b1_text: "Which?",
      b1_options: "* a\nb",
      b2_kind: "quiz",
      b2_id: "q2",
      b2_text: "Which?",
      b2_options: "* a\n* b",
    });
    expect(blocks[0]).toEqual({ kind: "text", id: "intro", markdown: "Hello\nworld" });
    const lesson = { key: "k1", slug: "a", title: "A", summary: "", minutes: 5 };
    expect(lessonSchema.safeParse({ ...lesson, blocks: blocks.slice(0, 2) }).success).toBe(true);
    const bad = lessonSchema.safeParse({ ...lesson, blocks });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues[0]!.message).toContain("exactly one correct option");
  });
});

describe("ordering", () => {
  it("moves an item up or down and leaves the ends alone", () => {
    expect(moveItem([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
  it("moves a lesson across section boundaries in reading order", () => {
    let d: CourseDraft = { ...newCourseDraft("Rust for Pythonistas", "programming-languages") };
    d = { ...d, sections: [...d.sections, { key: "k2", title: "Two", lessons: [] }] };
    let a = addLesson(d, 0, "First");
    a = addLesson(a.draft, 0, "Second");
    const order = (x: CourseDraft) => x.sections.map((s) => s.lessons.map((l) => l.title));
    expect(order(a.draft)).toEqual([["First", "Second"], []]);
    const down = moveLesson(a.draft, a.key, 1);
    expect(order(down)).toEqual([["First"], ["Second"]]);
    expect(order(moveLesson(down, a.key, -1))).toEqual([["First", "Second"], []]);
    expect(order(moveLesson(down, a.key, 1))).toEqual([["First"], ["Second"]]);
    expect(courseDraftSchema.safeParse(down).success).toBe(true);
  });
  it("slugifies titles and keeps lesson slugs unique", () => {
    expect(slugify("Intro to C++ & Élan!")).toBe("intro-to-c-elan");
    expect(slugify("!!!")).toBe("untitled");
    const a = addLesson(newCourseDraft("X", "c"), 0, "Basics");
    const b = addLesson(a.draft, 0, "Basics");
    expect(b.draft.sections[0]!.lessons.map((l) => l.slug)).toEqual(["basics", "basics-2"]);
  });
});

describe("states", () => {
  it("goes draft → in review → published or back to draft; refuses the rest with a reason", () => {
    expect(nextWorkState("draft", "submit")).toEqual({ ok: true, state: "in_review" });
    expect(nextWorkState("in_review", "approve")).toEqual({ ok: true, state: "published" });
    expect(nextWorkState("in_review", "send_back")).toEqual({ ok: true, state: "draft" });
    expect(nextWorkState("published", "edit")).toEqual({ ok: true, state: "draft" });
    expect(nextWorkState("in_review", "edit")).toEqual({ ok: false, reason: STATE_REFUSALS.editInReview });
    expect(nextWorkState("draft", "approve")).toEqual({ ok: false, reason: STATE_REFUSALS.reviewNotInReview });
    expect(nextWorkState("published", "submit")).toEqual({ ok: false, reason: STATE_REFUSALS.submitNotDraft });
    expect(nextWorkState("deprecated", "edit")).toEqual({ ok: false, reason: STATE_REFUSALS.deprecated });
  });
});
