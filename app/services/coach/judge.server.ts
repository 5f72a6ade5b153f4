// The coach's one door to the judge (app/services/judge): builds the grading request from a
// problem row and normalises the result into what the coach stores and shows.
import type { CoachProblemRow } from "~/models/coachPathContent.server";

export const JUDGE_LANGUAGES = ["python", "javascript", "java", "cpp", "go"] as const;
export type JudgeLanguage = (typeof JUDGE_LANGUAGES)[number];

const LANGUAGE_ALIASES: Record<string, JudgeLanguage> = {
  python: "python",
  py: "python",
  python3: "python",
  javascript: "javascript",
  js: "javascript",
  java: "java",
  cpp: "cpp",
  "c++": "cpp",
  go: "go",
  golang: "go",
};

/** "Python", "C++", "javascript"… → the judge's language id; null when unknown. */
export function toJudgeLanguage(input: string): JudgeLanguage | null {
  return LANGUAGE_ALIASES[input.trim().toLowerCase()] ?? null;
}

export interface TestCase {
  input: unknown[];
  expected: unknown;
}

export interface TestVerdict {
  index: number;
  hidden: boolean;
  passed: boolean;
  /** the judge's verdict word, e.g. "passed", "wrong-answer", "runtime-error", "timeout" */
  verdict: string;
  /** visible tests only */
  input?: unknown[];
  expected?: unknown;
  actual?: unknown;
  error?: string | null;
  time_ms?: number | null;
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
  /** the limits the judge ran under, when it reports them */
  limits: { timeMs: number | null; memoryBytes: number | null };
}

/** The judge could not grade at all (e.g. a language that needs the grading service). */
export class JudgeUnavailable extends Error {}

function parseTests(text: string): TestCase[] {
  try {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v) ? (v as TestCase[]) : [];
  } catch {
    return [];
  }
}

export function visibleTests(problem: CoachProblemRow): TestCase[] {
  return parseTests(problem.visibleTests);
}
export function allTests(problem: CoachProblemRow): TestCase[] {
  return [...parseTests(problem.visibleTests), ...parseTests(problem.hiddenTests)];
}

/**
 * Grades `code` on `tests` (the first `visibleCount` are shown to the learner in full; the
 * rest only by verdict). Throws JudgeUnavailable with the judge's own message when it cannot
 * grade the language here.
 */
export async function gradeCode(input: {
  language: JudgeLanguage;
  code: string;
  problem: CoachProblemRow;
  tests: TestCase[];
  visibleCount: number;
}): Promise<GradedRun> {
  // Replaced by the real judge (app/services/judge/index.server.ts) once it lands.
  void input;
  throw new JudgeUnavailable("The judge is not available yet.");
}
