// Quizzes and runnable code blocks (docs/product/authoring.md#blocks-learners-use): grading, what
// a page may see of a quiz, the editor's signature and test lines, and the lesson's segments.
import { describe, expect, it } from "vitest";
import { blocksFromForm, lessonMarkdown, lessonSegments, newBlock, type Block } from "~/engine/authoring";
import { lessonSchema } from "~/engine/authoringSchemas";
import {
  findQuiz,
  formatRunnableTests,
  formatSignature,
  gradeQuiz,
  parseRunnableTests,
  parseSignature,
  parseStoredSegments,
  publicQuiz,
  quizRefusalText,
  type QuizBlock,
} from "~/engine/lessonBlocks";

const single: QuizBlock = {
  kind: "quiz",
  id: "q1",
  question: "Largest planet?",
  multiple: false,
  options: [
    { text: "Mars", correct: false },
    { text: "Jupiter", correct: true },
    { text: "Venus", correct: false },
  ],
};
const multiple: QuizBlock = {
  kind: "quiz",
  id: "q2",
  question: "Primes?",
  multiple: true,
  options: [
    { text: "2", correct: true },
    { text: "4", correct: false },
    { text: "7", correct: true },
  ],
};

describe("quiz grading", () => {
  it("is right only when exactly the correct options are chosen", () => {
    expect(gradeQuiz(single, [1])).toEqual({ ok: true, correct: true, chosen: [1], correctOptions: [1] });
    expect(gradeQuiz(single, [0])).toEqual({ ok: true, correct: false, chosen: [0], correctOptions: [1] });
    expect(gradeQuiz(multiple, [2, 0])).toEqual({ ok: true, correct: true, chosen: [0, 2], correctOptions: [0, 2] });
    expect(gradeQuiz(multiple, [0, 0, 2])).toMatchObject({ correct: true, chosen: [0, 2] });
    expect(gradeQuiz(multiple, [0])).toMatchObject({ ok: true, correct: false });
    expect(gradeQuiz(multiple, [0, 1, 2])).toMatchObject({ ok: true, correct: false });
  });

  it("refuses nothing chosen, an option that is not there, and two options on a single-choice quiz", () => {
    expect(gradeQuiz(single, [])).toEqual({ ok: false, reason: "pick-one" });
    expect(gradeQuiz(single, [3])).toEqual({ ok: false, reason: "unknown-option" });
    expect(gradeQuiz(single, [-1])).toEqual({ ok: false, reason: "unknown-option" });
    expect(gradeQuiz(single, [0.5])).toEqual({ ok: false, reason: "unknown-option" });
    expect(gradeQuiz(single, [0, 1])).toEqual({ ok: false, reason: "single-choice" });
    expect(quizRefusalText("pick-one")).toBe("Pick an answer first.");
    expect(quizRefusalText("single-choice")).toBe("This question has one answer: pick just one.");
  });

  it("gives the page the question and option texts, never which are correct", () => {
    const seen = publicQuiz(single);
    expect(seen).toEqual({ id: "q1", question: "Largest planet?", multiple: false, options: ["Mars", "Jupiter", "Venus"] });
    expect(JSON.stringify(seen)).not.toContain("correct");
  });
});

describe("runnable block text fields", () => {
  it("parses a signature with types, brackets and commas inside them", () => {
    expect(parseSignature("count(text: str) -> int")).toEqual({ functionName: "count", params: [{ name: "text", type: "str" }], returnType: "int" });
    expect(parseSignature("merge(a: Dict[str, int], b: List[List[int]]) -> List[int]")).toEqual({
      functionName: "merge",
      params: [
        { name: "a", type: "Dict[str, int]" },
        { name: "b", type: "List[List[int]]" },
      ],
      returnType: "List[int]",
    });
    expect(parseSignature("now() -> int")).toEqual({ functionName: "now", params: [], returnType: "int" });
    expect(parseSignature("add(a, b) -> int")).toBeNull();
    expect(parseSignature("add(a: int)")).toBeNull();
    expect(parseSignature("1add(a: int) -> int")).toBeNull();
    const s = parseSignature("f(x: int, y: str) -> bool")!;
    expect(parseSignature(formatSignature(s))).toEqual(s);
  });

  it("parses test lines (arguments => expected), an arrow inside a string included", () => {
    expect(parseRunnableTests('[1, 2] => 3\n\n[[1,2], "a=>b"] => "x => y"\n')).toEqual([
      { input: [1, 2], expected: 3 },
      { input: [[1, 2], "a=>b"], expected: "x => y" },
    ]);
    expect(parseRunnableTests("")).toEqual([]);
    expect(parseRunnableTests("1 => 2")).toBeNull();
    expect(parseRunnableTests("[1] => ")).toBeNull();
    expect(parseRunnableTests("[1] 2")).toBeNull();
    const tests = [{ input: ["a", [1]], expected: { k: null } }];
    expect(parseRunnableTests(formatRunnableTests(tests))).toEqual(tests);
  });

  it("reads a runnable block from the editor's form; a signature or tests that do not parse fail the schema and keep the text", () => {
    const lesson = { key: "k1", slug: "l", title: "L", summary: "", minutes: 5 };
    const good = blocksFromForm({
      block_count: "1",
      b0_kind: "runnable",
      b0_id: "ex",
      b0_language: "Python",
      b0_signature: "add(a: int, b: int) -> int",
      b0_text: "def add(a, b):\r\n    return 0\r\n",
      b0_tests: "[1, 2] => 3",
    });
    const parsed = lessonSchema.safeParse({ ...lesson, blocks: good });
    expect(parsed.success).toBe(true);
    expect(parsed.data!.blocks[0]).toEqual({
      kind: "runnable",
      id: "ex",
      language: "python",
      functionName: "add",
      params: [
        { name: "a", type: "int" },
        { name: "b", type: "int" },
      ],
      returnType: "int",
      starter: "def add(a, b):\n    return 0\n",
      tests: [{ input: [1, 2], expected: 3 }],
    });
    const bad = blocksFromForm({ block_count: "1", b0_kind: "runnable", b0_id: "ex", b0_language: "ruby", b0_signature: "add", b0_tests: "oops" });
    expect(bad[0]).toMatchObject({ signatureText: "add", testsText: "oops" });
    const refused = lessonSchema.safeParse({ ...lesson, blocks: bad });
    expect(refused.success).toBe(false);
    const paths = refused.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["blocks.0.language", "blocks.0.functionName", "blocks.0.tests"]));
    const none = lessonSchema.safeParse({
      ...lesson,
      blocks: blocksFromForm({
        ...{ block_count: "1", b0_kind: "runnable", b0_id: "ex" },
        b0_language: "go",
        b0_signature: "f() -> int",
        b0_tests: "",
      }),
    });
    expect(none.success).toBe(false);
    expect(lessonSchema.safeParse({ ...lesson, blocks: [newBlock("runnable", [])] }).success).toBe(true);
  });
});

describe("a lesson's segments", () => {
  const runnable = newBlock("runnable", []) as Extract<Block, { kind: "runnable" }>;
  const blocks: Block[] = [
    { kind: "text", id: "a", markdown: "Intro" },
    { kind: "code", id: "c", language: "js", code: "go({{PORT}})" },
    single,
    { ...single, id: "q1" },
    { ...runnable, id: "ex", starter: "port = {{PORT}}" },
    { kind: "text", id: "z", markdown: "Outro" },
  ];

  it("puts the Markdown between quizzes and runnable blocks, ids made unique, placeholders replaced in starter code", () => {
    const segments = lessonSegments(blocks, { PORT: "8080" })!;
    expect(segments.map((s) => (s.kind === "markdown" ? "md" : `${s.kind}:${s.id}`))).toEqual(["md", "quiz:q1", "quiz:q1_1", "runnable:ex", "md"]);
    expect(segments[0]).toEqual({ kind: "markdown", markdown: "Intro\n\n```js\ngo(8080)\n```\n" });
    expect(segments[3]).toMatchObject({ kind: "runnable", starter: "port = 8080" });
    const stored = parseStoredSegments(JSON.stringify(segments));
    expect(stored).toEqual(segments);
    expect(findQuiz(stored, "q1_1")?.options[1]).toEqual({ text: "Jupiter", correct: true });
    expect(findQuiz(stored, "nope")).toBeNull();
  });

  it("is null for a lesson without quizzes or runnable blocks, and for stored text that is not segments", () => {
    expect(lessonSegments([{ kind: "text", id: "a", markdown: "Only text" }])).toBeNull();
    expect(parseStoredSegments(null)).toBeNull();
    expect(parseStoredSegments("not json")).toBeNull();
    expect(parseStoredSegments('[{"kind":"video"}]')).toBeNull();
  });

  it("shows a runnable block in the lesson's Markdown (search, other readers) as its signature and starter code, and a quiz without its answers", () => {
    const md = lessonMarkdown([single, { ...runnable, id: "ex" }]);
    expect(md).toContain("**Exercise (Python):** write `add(a: int, b: int) -> int`.");
    expect(md).toContain("```python\ndef add(a, b):");
    expect(md).not.toMatch(/\*\s*Jupiter|correct/);
  });
});
