// The coach's one door to the judge (app/services/judge): builds the grading request from a
// problem and normalises the result into what the coach stores and shows, within hard bounds on
// the stored row. Which languages exist is the engine's list (COACH_LANGUAGES); which of them
// are graded here, the judge's (gradingLanguages).
import type { CoachProblem, CoachTestCase } from "~/models/coachPathContent.server";
import { clipText, utf8Length } from "~/services/judge/bounds";
import { grade, JudgeBusyError, JudgeError, type CompareMode, type JudgeLanguage, type JudgeResult } from "~/services/judge/index.server";

export { gradingLanguages } from "~/services/judge/index.server";
export type { JudgeLanguage };
export type TestCase = CoachTestCase;

export interface TestVerdict {
  index: number;
  hidden: boolean;
  passed: boolean;
  /** the judge's verdict: "Accepted", "Wrong Answer", "Time Limit Exceeded", "Memory Limit Exceeded", "Runtime Error", "Compilation Error" */
  verdict: string;
  /** visible tests only */
  input?: unknown[];
  expected?: unknown;
  /** the learner's return value (visible tests only); `output` is the judge's name for it */
  actual?: unknown;
  output?: unknown;
  error?: string | null;
  time_ms?: number;
  /** visible tests only: what the code printed while this test ran ("" when nothing), bounded by the judge */
  stdout?: string;
  /** one of the learner's own inputs (Run with custom input); its expected value is the reference solution's */
  custom?: boolean;
  /** why the reference solution gave no expected value for the learner's own input */
  reference_error?: string;
}

export interface GradedRun {
  passed_testcases: number;
  total_testcases: number;
  /** ms over all tests */
  execution_time: number;
  /** bytes */
  total_mem_usage: number;
  error: string | null;
  compile_error: boolean;
  tests: TestVerdict[];
  /** what the code printed (bounded by the judge); only ever shown for runs on visible tests */
  stdout: string;
  /** the judge's limits that the measured runtime and memory can be compared with (null: not comparable) */
  limits: { timeMs: number | null; memoryBytes: number | null };
  /** an accepted run's counted operations (docs/product/judge.md#the-cost); null when not counted */
  cost: number | null;
}

/** The judge could not grade at all: 400 for a language it cannot run here, 503 when busy or broken. */
export class JudgeUnavailable extends Error {
  constructor(
    message: string,
    readonly status: 400 | 503,
  ) {
    super(message);
  }
}

export function visibleTests(problem: CoachProblem): TestCase[] {
  return problem.visibleTests;
}
export function allTests(problem: CoachProblem): TestCase[] {
  return [...problem.visibleTests, ...problem.hiddenTests];
}

/**
 * Grades `code` on `tests` (the first `visibleCount` are shown to the learner in full; the
 * rest only by verdict). Throws JudgeUnavailable with the judge's own message when it cannot
 * grade the language here.
 */
export async function gradeCode(input: {
  language: JudgeLanguage;
  code: string;
  problem: CoachProblem;
  tests: TestCase[];
  visibleCount: number;
}): Promise<GradedRun> {
  const { problem } = input;
  let result: JudgeResult;
  try {
    result = await grade({
      language: input.language,
      code: input.code,
      problem: {
        functionName: problem.functionName,
        params: problem.params,
        returnType: problem.returnType,
        compare: problem.compare as CompareMode,
      },
      tests: input.tests.map((t, i) => ({ input: t.input, expected: t.expected, hidden: i >= input.visibleCount })),
    });
  } catch (e) {
    if (e instanceof JudgeBusyError) throw new JudgeUnavailable(e.message, 503);
    if (e instanceof JudgeError) throw new JudgeUnavailable(e.message, 503);
    throw e;
  }
  // The judge grades nothing (no test) when it cannot run the language here: pass its reason on.
  if (result.total_testcases === 0 && input.tests.length > 0) throw new JudgeUnavailable(result.error ?? "The judge could not grade this code.", 400);
  return {
    passed_testcases: result.passed_testcases,
    total_testcases: result.total_testcases,
    execution_time: result.execution_time,
    total_mem_usage: result.total_mem_usage,
    error: result.error,
    compile_error: result.compile_error,
    stdout: result.stdout,
    tests: result.tests.map((t) => ({ ...t, passed: t.verdict === "Accepted", ...(t.hidden ? {} : { actual: t.output }) })),
    // Python's total_mem_usage is the worker's resident size while its limit bounds heap growth
    // over the warm baseline: the two do not compare, so no memory limit is evaluated for Python.
    limits: { timeMs: result.limits.timeMs ?? null, memoryBytes: input.language === "python" ? null : (result.limits.memoryBytes ?? null) },
    cost: result.cost ?? null,
  };
}

/** Hard bounds of what a stored run or submission row holds besides the code. */
const STORED_RESULT_BYTES = 256 * 1024;
const STORED_ERROR_BYTES = 2 * 1024;
/** one test's input, expected or output value, as JSON, in the stored row */
const STORED_VALUE_BYTES = 64 * 1024;

/** A value too large to keep: the start of its JSON and a truncation note, as a string. */
function boundedValue(value: unknown): unknown {
  if (value === undefined) return value;
  const text = JSON.stringify(value) ?? "null";
  return utf8Length(text) <= STORED_VALUE_BYTES ? value : clipText(text, 1024, "output");
}

/**
 * The tests and limits as stored (JSON text, at most STORED_RESULT_BYTES) and the tests as
 * answered: large values are cut to their start, and when the row would still be too large,
 * the last tests keep their verdict only.
 */
export function boundedResult(tests: TestVerdict[], limits: GradedRun["limits"]): { tests: TestVerdict[]; text: string } {
  const kept = tests.map((t) =>
    t.hidden
      ? t
      : {
          ...t,
          input: boundedValue(t.input) as unknown[] | undefined,
          expected: boundedValue(t.expected),
          output: boundedValue(t.output),
          actual: boundedValue(t.actual),
        },
  );
  const sizes = kept.map((t) => utf8Length(JSON.stringify(t)) + 1);
  let total = utf8Length(JSON.stringify({ tests: [], limits })) + sizes.reduce((a, b) => a + b, 0);
  for (let i = kept.length - 1; i >= 0 && total > STORED_RESULT_BYTES; i--) {
    const t = kept[i]!;
    kept[i] = {
      index: t.index,
      hidden: t.hidden,
      passed: t.passed,
      verdict: t.verdict,
      error: t.error == null ? t.error : clipText(t.error, 256, "message"),
    };
    total += utf8Length(JSON.stringify(kept[i])) + 1 - sizes[i]!;
  }
  const text = JSON.stringify({ tests: kept, limits });
  if (utf8Length(text) <= STORED_RESULT_BYTES) return { tests: kept, text };
  return { tests: [], text: JSON.stringify({ tests: [], limits }) };
}

export const storedError = (error: string | null) => (error == null ? null : clipText(error, STORED_ERROR_BYTES, "message"));
