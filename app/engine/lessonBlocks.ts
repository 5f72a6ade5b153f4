// Lesson blocks a learner uses (docs/product/authoring.md#blocks-learners-use): the quiz's grading
// and what of it a page may see before an answer, the runnable code block's signature and tests
// as the editor's plain text, and the stored form of a published lesson's blocks. Pure.
import type { Block } from "./authoringSchemas";

export type QuizBlock = Extract<Block, { kind: "quiz" }>;
type RunnableBlock = Extract<Block, { kind: "runnable" }>;

/** What the lesson page says about quizzes and runnable blocks. */
export const LESSON_BLOCK_TEXTS = {
  right: "Correct!",
  wrong: "Not quite. The right answer is marked below.",
  wrongMultiple: "Not quite. The right answers are marked below.",
  passed: "Passed",
  pickOne: "Pick an answer first.",
  unknownQuiz: "This quiz is not on this lesson (it may have changed): reload the page.",
  unknownOption: "That answer is not one of this quiz's options: reload the page.",
  singleChoice: "This question has one answer: pick just one.",
  loginToKeep: "Log in to keep the quizzes you pass.",
  unknownRunnable: "This exercise is not on this lesson (it may have changed): reload the page.",
  loginToRun: "Log in to run your code.",
  emptyCode: "Write some code first.",
  runAllPassed: "All tests passed.",
  tooOften: "You are answering too often: wait a minute and try again.",
} as const;

// ---------------------------------------------------------------- quizzes
/** A quiz as the page gets it before an answer: the question and the options' texts, never which are correct. */
export function publicQuiz(q: QuizBlock): { id: string; question: string; multiple: boolean; options: string[] } {
  return { id: q.id, question: q.question, multiple: q.multiple, options: q.options.map((o) => o.text) };
}

export const correctOptions = (q: QuizBlock): number[] => q.options.flatMap((o, i) => (o.correct ? [i] : []));

type QuizGrade =
  { ok: true; correct: boolean; chosen: number[]; correctOptions: number[] } | { ok: false; reason: "pick-one" | "unknown-option" | "single-choice" };

/**
 * Grades the options a learner chose (their places, 0-based): right when exactly the correct
 * options were chosen. Nothing chosen, an option that is not there, or several options on a
 * single-choice quiz is refused, not graded.
 */
export function gradeQuiz(q: QuizBlock, chosen: readonly number[]): QuizGrade {
  const picked = [...new Set(chosen)].sort((a, b) => a - b);
  if (picked.length === 0) return { ok: false, reason: "pick-one" };
  if (picked.some((i) => !Number.isInteger(i) || i < 0 || i >= q.options.length)) return { ok: false, reason: "unknown-option" };
  if (!q.multiple && picked.length > 1) return { ok: false, reason: "single-choice" };
  const right = correctOptions(q);
  const correct = right.length === picked.length && right.every((i, k) => picked[k] === i);
  return { ok: true, correct, chosen: picked, correctOptions: right };
}

export const quizRefusalText = (reason: Extract<QuizGrade, { ok: false }>["reason"]): string =>
  reason === "pick-one"
    ? LESSON_BLOCK_TEXTS.pickOne
    : reason === "single-choice"
      ? LESSON_BLOCK_TEXTS.singleChoice
      : LESSON_BLOCK_TEXTS.unknownOption;

// ---------------------------------------------------------------- runnable code: the editor's text
interface Signature {
  functionName: string;
  params: { name: string; type: string }[];
  returnType: string;
}

/** Splits at commas that are not inside brackets ("a: Dict[str, int], b: int" → two parts). */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if ("([<{".includes(c)) depth++;
    else if (")]>}".includes(c)) depth--;
    else if (c === "," && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p !== "");
}

/**
 * A function's signature as authors write it: `name(param: type, …) -> type`, e.g.
 * `count_vowels(text: str) -> int`. Null when it is not of that form.
 */
export function parseSignature(text: string): Signature | null {
  const m = /^\s*([A-Za-z_]\w*)\s*\(([^]*)\)\s*->\s*(\S[^]*?)\s*$/.exec(text);
  if (!m) return null;
  const params: Signature["params"] = [];
  for (const part of splitTopLevel(m[2]!)) {
    const p = /^([A-Za-z_]\w*)\s*:\s*(\S[^]*)$/.exec(part);
    if (!p) return null;
    params.push({ name: p[1]!, type: p[2]!.trim() });
  }
  return { functionName: m[1]!, params, returnType: m[3]! };
}

export const formatSignature = (s: Signature): string =>
  `${s.functionName}(${s.params.map((p) => `${p.name}: ${p.type}`).join(", ")}) -> ${s.returnType}`;

export interface RunnableTest {
  input: unknown[];
  expected: unknown;
}

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

/**
 * Tests as authors write them: one a line, the arguments as a JSON array, `=>`, the expected
 * value as JSON (`[1, 2] => 3`). Blank lines are skipped. Null when a line is not of that form.
 */
export function parseRunnableTests(text: string): RunnableTest[] | null {
  const tests: RunnableTest[] = [];
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    let found: RunnableTest | null = null;
    // The arrow may also appear inside a JSON string: try each one until both sides are JSON.
    for (let at = line.indexOf("=>"); at >= 0 && !found; at = line.indexOf("=>", at + 1)) {
      const left = parseJson(line.slice(0, at).trim());
      const right = parseJson(line.slice(at + 2).trim());
      if (left.ok && right.ok && Array.isArray(left.value)) found = { input: left.value, expected: right.value };
    }
    if (!found) return null;
    tests.push(found);
  }
  return tests;
}

export const formatRunnableTests = (tests: readonly RunnableTest[]): string =>
  tests.map((t) => `${JSON.stringify(t.input)} => ${JSON.stringify(t.expected)}`).join("\n");

/** A runnable block as the page gets it: everything but nothing secret (its tests are shown with the result). */
export function publicRunnable(b: RunnableBlock) {
  return { id: b.id, language: b.language, signature: formatSignature(b), starter: b.starter, testCount: b.tests.length };
}

// ---------------------------------------------------------------- a published lesson's blocks
/** A published lesson as the page shows it: Markdown between the quizzes and runnable blocks. */
export type LessonSegment = { kind: "markdown"; markdown: string } | QuizBlock | RunnableBlock;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The stored segments of a lesson (JSON text written at publication), or null when there are
 * none or the text is not what publication writes (the page then shows the lesson's Markdown).
 */
export function parseStoredSegments(text: string | null | undefined): LessonSegment[] | null {
  if (!text) return null;
  const value = parseJson(text);
  if (!value.ok || !Array.isArray(value.value)) return null;
  const out: LessonSegment[] = [];
  for (const s of value.value) {
    if (!isRecord(s)) return null;
    if (s.kind === "markdown" && typeof s.markdown === "string") out.push({ kind: "markdown", markdown: s.markdown });
    else if (s.kind === "quiz" && typeof s.id === "string" && Array.isArray(s.options)) out.push(s as unknown as QuizBlock);
    else if (s.kind === "runnable" && typeof s.id === "string" && Array.isArray(s.tests)) out.push(s as unknown as RunnableBlock);
    else return null;
  }
  return out;
}

export function findQuiz(segments: readonly LessonSegment[] | null, id: string): QuizBlock | null {
  return (segments?.find((s) => s.kind === "quiz" && s.id === id) as QuizBlock | undefined) ?? null;
}

export function findRunnable(segments: readonly LessonSegment[] | null, id: string): RunnableBlock | null {
  return (segments?.find((s) => s.kind === "runnable" && s.id === id) as RunnableBlock | undefined) ?? null;
}
