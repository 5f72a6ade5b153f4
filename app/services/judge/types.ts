// Shapes of the judge: what grade() takes, what it answers, and the raw protocol the sandbox
// workers speak with the pool. No Node imports here so any module may use the types.

import { CODE_LANGUAGE_IDS, type CodeLanguageId } from "../../engine/constants";

/** The languages the judge takes: the coach's languages (listed once, in the engine). */
export const JUDGE_LANGUAGES = CODE_LANGUAGE_IDS;
export type JudgeLanguage = CodeLanguageId;

export type CompareMode = "exact" | "unordered" | "unordered-nested" | "float";

export type Verdict = "Accepted" | "Wrong Answer" | "Time Limit Exceeded" | "Memory Limit Exceeded" | "Runtime Error" | "Compilation Error";

export interface JudgeProblem {
  functionName: string;
  params: { name: string; type: string }[];
  returnType: string;
  compare?: CompareMode;
}

export interface JudgeTest {
  /** positional arguments, as JSON values */
  input: unknown[];
  expected: unknown;
  /** hidden tests report only their verdict, time and error kind: never the data, message or printed output */
  hidden?: boolean;
}

interface JudgeLimits {
  /** CPU time per test case, ms (default 2000) */
  timeMs?: number;
  /** JavaScript: isolate heap; Python: interpreter heap growth allowed over the warm baseline (MB) */
  memoryMb?: number;
  /** bound on the captured print/console.log output of the whole submission, bytes (default 8192, at most 65536) */
  stdoutBytes?: number;
}

export interface JudgeRequest {
  language: JudgeLanguage;
  code: string;
  problem: JudgeProblem;
  tests: JudgeTest[];
  limits?: JudgeLimits;
}

export interface TestResult {
  index: number;
  hidden: boolean;
  verdict: Verdict;
  /** CPU time of this test, ms */
  time_ms: number;
  /** the error of this test (exception, limit), or null; a hidden test gives only the kind ("ValueError", "Time Limit Exceeded") */
  error: string | null;
  /** visible tests only: the arguments, the learner's output (JSON value) and the expected one */
  input?: unknown[];
  output?: unknown;
  expected?: unknown;
  /** visible tests only: what the code printed while this test ran (print/console.log), bounded like `stdout`; "" when nothing */
  stdout?: string;
}

export interface JudgeResult {
  language: JudgeLanguage;
  /** "Accepted" when every test passed, otherwise the verdict of the first failing test */
  verdict: Verdict | null;
  passed_testcases: number;
  total_testcases: number;
  /** sum of the per-test CPU times, ms */
  execution_time: number;
  /** peak memory, bytes: JavaScript = isolate heap in use; Python = resident size of the worker process */
  total_mem_usage: number;
  /** the first error message (compiler, exception, limit, service), or null */
  error: string | null;
  compile_error: boolean;
  /** captured print/console.log output of the visible tests (and top-level code), bounded */
  stdout: string;
  tests: TestResult[];
  limits: { timeMs: number; memoryBytes: number };
  /** an accepted submission's counted operations (loop iterations and function calls), identical for identical code and tests; null otherwise or when not counted */
  cost?: number | null;
  /** each test's counted operations, passed or not (null: not counted); the complexity measurement reads them (docs/product/judge.md#the-measured-complexity) */
  test_costs?: (number | null)[];
}

export const DEFAULT_LIMITS = { timeMs: 2000, stdoutBytes: 8192, memoryMb: { javascript: 64, python: 128, remote: 256 } };

/**
 * What a sandbox may hand back, enforced inside the worker (so a huge value never crosses the
 * process boundary whole) and again by the server (verdicts.ts) before anything is stored.
 */
export const RESULT_BOUNDS = {
  /** JSON text of one test's return value; a larger one is an "Output Limit Exceeded" error */
  valueBytes: 64 * 1024,
  /** one error message */
  messageBytes: 2 * 1024,
  /** the most printed output a request may ask to keep (stdoutBytes) */
  stdoutMaxBytes: 64 * 1024,
  /** return values + printed output + messages of one submission */
  totalBytes: 1024 * 1024,
  /** what is shown of a return value that is too large */
  previewBytes: 1024,
};

/** Error kinds a hidden test may report (its message never leaves the judge). */
export const LIMIT_KINDS = ["Time Limit Exceeded", "Memory Limit Exceeded", "Output Limit Exceeded"] as const;

// ---- raw protocol between the pool and a sandbox worker process (JSON over the IPC channel) ----

/** "output": the return value (or the submission's results in total) is over RESULT_BOUNDS */
export type RawStatus = "ok" | "syntax" | "runtime" | "memory" | "timeout" | "output";

export interface RawJob {
  code: string;
  functionName: string;
  paramTypes: string[];
  returnType: string;
  /** each test's argument array, as JSON text: handed to learner code one test at a time */
  tests: string[];
  /** JavaScript: the code with its loop iterations and calls counted (instrument.ts); Python counts in its harness (python-submission.py) */
  counted?: string;
  /** per test: the worker sends back no message and no printed output for a hidden test */
  hidden: boolean[];
  timeMs: number;
  memoryMb: number;
  stdoutBytes: number;
  /** RESULT_BOUNDS, as the worker enforces them */
  bounds: typeof RESULT_BOUNDS;
}

export type WorkerMessage =
  | { t: "ready"; baseline?: number }
  | { t: "compiled"; status: RawStatus; message?: string; timeMs: number }
  | {
      t: "test";
      index: number;
      status: RawStatus;
      output?: string;
      message?: string;
      kind?: string;
      preview?: string;
      timeMs: number;
      memBytes?: number;
      /** a visible test only: what it printed, as the worker kept it */
      stdout?: string;
      /** counted operations of this test (loop iterations and calls), when counted */
      cost?: number;
    }
  | { t: "done"; stdout: string; memBytes: number; retire?: boolean };

export interface RawTest {
  status: RawStatus;
  /** JSON text of the learner's return value (status ok) */
  output?: string;
  message?: string;
  /** the error's kind ("ValueError", "TypeError"): all a hidden test reports */
  kind?: string;
  /** status "output": the start of the return value that was too large, with a truncation note */
  preview?: string;
  timeMs: number;
  /** a visible test only: what the code printed while it ran */
  stdout?: string;
  /** counted operations of this test, when counted */
  cost?: number;
}

export interface RawRun {
  compile: { status: RawStatus; message?: string; timeMs: number };
  tests: RawTest[];
  /** why the remaining tests did not run (the sandbox was stopped); the message is the judge's, never the learner's */
  stopped?: { status: RawStatus; message: string };
  stdout: string;
  memBytes: number;
}

export class JudgeError extends Error {
  override name = "JudgeError";
}
export class JudgeBusyError extends JudgeError {
  override name = "JudgeBusyError";
  constructor() {
    super("The judge is busy, please try again in a moment.");
  }
}
