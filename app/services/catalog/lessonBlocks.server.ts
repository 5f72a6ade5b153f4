// Quizzes and runnable code blocks on the lesson page (docs/product/authoring.md#blocks-learners-use):
// what the page gets of them (never a quiz's correct answers before the learner has passed it),
// grading an answer (a pass is kept for a logged-in learner), and running a learner's code on the
// block's tests through the judge, the same one the coach and assessments use. Plain values in,
// outcomes out; the lesson route answers.
import { COACH_LANGUAGES } from "~/engine/constants";
import {
  correctOptions,
  findQuiz,
  findRunnable,
  gradeQuiz,
  LESSON_BLOCK_TEXTS,
  parseStoredSegments,
  publicQuiz,
  publicRunnable,
  quizRefusalText,
  type LessonSegment,
} from "~/engine/lessonBlocks";
import { passedQuizzes, recordQuizPass } from "~/models/lessonQuizPasses.server";
import { consumeRateLimit } from "~/models/rateLimit.server";
import { runLimitText } from "~/services/coach/code.server";
import { grade, gradingLanguages, JudgeError, NEEDS_GRADING_SERVICE, type Verdict } from "~/services/judge/index.server";
import { env } from "~/utils/env.server";
import { renderMarkdown } from "./markdown.server";

interface PublishedLesson {
  id: number;
  blocks: string | null;
}

export type LessonBlockView =
  | { kind: "html"; html: string }
  | (ReturnType<typeof publicQuiz> & { kind: "quiz"; passed: { correctOptions: number[] } | null })
  | (ReturnType<typeof publicRunnable> & { kind: "runnable"; languageName: string });

/**
 * The lesson's blocks as the page shows them, or null when it has no quiz nor runnable block
 * (its Markdown is the page). A quiz the learner passed comes with its correct options.
 */
export async function lessonBlocksView(lesson: PublishedLesson, userId: number | null): Promise<LessonBlockView[] | null> {
  const segments = parseStoredSegments(lesson.blocks);
  if (!segments) return null;
  const passed = new Set(userId ? await passedQuizzes(userId, lesson.id) : []);
  return segments.map((s: LessonSegment): LessonBlockView => {
    if (s.kind === "markdown") return { kind: "html", html: renderMarkdown(s.markdown) };
    if (s.kind === "quiz") return { kind: "quiz", ...publicQuiz(s), passed: passed.has(s.id) ? { correctOptions: correctOptions(s) } : null };
    return { kind: "runnable", ...publicRunnable(s), languageName: COACH_LANGUAGES.find((l) => l.id === s.language)?.name ?? s.language };
  });
}

const QUIZ_LIMIT = { bucket: "lesson-quiz", limit: 30, windowMs: 60_000 };

export type QuizOutcome =
  | { intent: "quiz"; blockId: string; ok: true; correct: boolean; chosen: number[]; correctOptions: number[]; text: string; remembered: boolean }
  | { intent: "quiz"; blockId: string; ok: false; status: 400 | 429; text: string; retryAfterMs?: number };

/**
 * Grades a learner's answer to one quiz of the lesson. Right or wrong, the answer then shows the
 * correct options; a right answer by a logged-in learner is kept. `rateKey` names who answers
 * (the learner, or the visitor's address): at most 30 answers a minute.
 */
export async function answerQuiz(input: {
  lesson: PublishedLesson;
  blockId: string;
  chosen: number[];
  userId: number | null;
  rateKey: string;
  now: Date;
}): Promise<QuizOutcome> {
  const base = { intent: "quiz" as const, blockId: input.blockId };
  const quiz = findQuiz(parseStoredSegments(input.lesson.blocks), input.blockId);
  if (!quiz) return { ...base, ok: false, status: 400, text: LESSON_BLOCK_TEXTS.unknownQuiz };
  const graded = gradeQuiz(quiz, input.chosen);
  if (!graded.ok) return { ...base, ok: false, status: 400, text: quizRefusalText(graded.reason) };
  const taken = await consumeRateLimit(QUIZ_LIMIT, input.rateKey, input.now.getTime());
  if (!taken.allowed) return { ...base, ok: false, status: 429, text: LESSON_BLOCK_TEXTS.tooOften, retryAfterMs: taken.retryAfterMs };
  if (graded.correct && input.userId) await recordQuizPass(input.userId, input.lesson.id, quiz.id, input.now);
  const text = graded.correct
    ? LESSON_BLOCK_TEXTS.right
    : graded.correctOptions.length > 1
      ? LESSON_BLOCK_TEXTS.wrongMultiple
      : LESSON_BLOCK_TEXTS.wrong;
  return {
    ...base,
    ok: true,
    correct: graded.correct,
    chosen: graded.chosen,
    correctOptions: graded.correctOptions,
    text,
    remembered: graded.correct && input.userId !== null,
  };
}

interface LessonTestView {
  index: number;
  passed: boolean;
  verdict: Verdict;
  input: unknown[];
  expected?: unknown;
  output?: unknown;
  error: string | null;
}

export type LessonRunOutcome =
  | {
      intent: "run";
      blockId: string;
      ok: true;
      code: string;
      verdict: Verdict | null;
      passed: number;
      total: number;
      error: string | null;
      stdout: string;
      tests: LessonTestView[];
    }
  | { intent: "run"; blockId: string; ok: false; code: string; status: 400 | 429 | 503; text: string; retryAfterMs?: number };

/**
 * Runs a logged-in learner's code of one runnable block on the block's tests, graded by the
 * judge. Runs share the coach's allowance (COACH_RUN_RATE_LIMIT a minute): each occupies a sandbox.
 */
export async function runLessonBlock(input: {
  lesson: PublishedLesson;
  blockId: string;
  code: string;
  userId: number;
  now: Date;
}): Promise<LessonRunOutcome> {
  const base = { intent: "run" as const, blockId: input.blockId, code: input.code };
  const block = findRunnable(parseStoredSegments(input.lesson.blocks), input.blockId);
  if (!block) return { ...base, ok: false, status: 400, text: LESSON_BLOCK_TEXTS.unknownRunnable };
  if (!input.code.trim()) return { ...base, ok: false, status: 400, text: LESSON_BLOCK_TEXTS.emptyCode };
  if (!gradingLanguages().includes(block.language)) return { ...base, ok: false, status: 400, text: NEEDS_GRADING_SERVICE };
  const limit = env().COACH_RUN_RATE_LIMIT;
  const taken = await consumeRateLimit({ bucket: "coach-run", limit, windowMs: 60_000 }, String(input.userId), input.now.getTime());
  if (!taken.allowed) {
    const seconds = Math.max(1, Math.ceil(taken.retryAfterMs / 1000));
    return { ...base, ok: false, status: 429, text: runLimitText(limit, seconds), retryAfterMs: seconds * 1000 };
  }
  try {
    const result = await grade({
      language: block.language,
      code: input.code,
      problem: { functionName: block.functionName, params: block.params, returnType: block.returnType },
      tests: block.tests.map((t) => ({ input: t.input, expected: t.expected })),
    });
    return {
      ...base,
      ok: true,
      verdict: result.verdict,
      passed: result.passed_testcases,
      total: result.total_testcases,
      error: result.error,
      stdout: result.stdout,
      tests: result.tests.map((t) => ({
        index: t.index,
        passed: t.verdict === "Accepted",
        verdict: t.verdict,
        input: t.input ?? block.tests[t.index]?.input ?? [],
        expected: t.expected ?? block.tests[t.index]?.expected,
        output: t.output,
        error: t.error,
      })),
    };
  } catch (e) {
    if (e instanceof JudgeError) return { ...base, ok: false, status: 503, text: e.message };
    throw e;
  }
}
