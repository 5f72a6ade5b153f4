// Shapes of the judge: what grade() takes, what it answers, and the raw protocol the sandbox
// workers speak with the pool. No Node imports here so any module may use the types.

export const JUDGE_LANGUAGES = ["python", "javascript", "java", "cpp", "go"] as const;
export type JudgeLanguage = (typeof JUDGE_LANGUAGES)[number];

export type CompareMode = "exact" | "unordered" | "unordered-nested" | "float";

export type Verdict =
  | "Accepted"
  | "Wrong Answer"
  | "Time Limit Exceeded"
  | "Memory Limit Exceeded"
  | "Runtime Error"
  | "Compilation Error";

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
  /** hidden tests report only their verdict and time, never the data */
  hidden?: boolean;
}

export interface JudgeLimits {
  /** CPU time per test case, ms (default 2000) */
  timeMs?: number;
  /** JavaScript: isolate heap; Python: interpreter heap growth allowed over the warm baseline (MB) */
  memoryMb?: number;
  /** bound on the captured print/console.log output, bytes (default 8192) */
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
  /** the error of this test (exception, limit), or null */
  error: string | null;
  /** visible tests only: the arguments, the learner's output (JSON value) and the expected one */
  input?: unknown[];
  output?: unknown;
  expected?: unknown;
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
  /** captured print/console.log output, bounded */
  stdout: string;
  tests: TestResult[];
  limits: { timeMs: number; memoryBytes: number };
}

export const DEFAULT_LIMITS = { timeMs: 2000, stdoutBytes: 8192, memoryMb: { javascript: 64, python: 128, remote: 256 } };

// ---- raw protocol between the pool and a sandbox worker process (JSON over the IPC channel) ----

export type RawStatus = "ok" | "syntax" | "runtime" | "memory" | "timeout";

export interface RawJob {
  code: string;
  functionName: string;
  paramTypes: string[];
  returnType: string;
  /** each test's argument array, as JSON text */
  tests: string[];
  timeMs: number;
  memoryMb: number;
  stdoutBytes: number;
}

export type WorkerMessage =
  | { t: "ready"; baseline?: number }
  | { t: "compiled"; status: RawStatus; message?: string; timeMs: number }
  | { t: "test"; index: number; status: RawStatus; output?: string; message?: string; timeMs: number; memBytes?: number }
  | { t: "done"; stdout: string; memBytes: number; retire?: boolean };

export interface RawTest {
  status: RawStatus;
  /** JSON text of the learner's return value (status ok) */
  output?: string;
  message?: string;
  timeMs: number;
}

export interface RawRun {
  compile: { status: RawStatus; message?: string; timeMs: number };
  tests: RawTest[];
  /** why the remaining tests did not run (the sandbox was stopped) */
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
