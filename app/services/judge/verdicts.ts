// Turns what a sandbox (or the grading service) reported into the per-test verdicts and the
// run summary. The comparison with the expected value happens here, in the trusted process.
import { outputsMatch } from "./compare";
import type { JudgeRequest, JudgeResult, RawRun, RawStatus, TestResult, Verdict } from "./types";

const VERDICT_OF: Record<Exclude<RawStatus, "ok">, Verdict> = {
  syntax: "Compilation Error",
  runtime: "Runtime Error",
  memory: "Memory Limit Exceeded",
  timeout: "Time Limit Exceeded",
};

export function buildResult(
  req: JudgeRequest,
  raw: RawRun,
  limits: { timeMs: number; memoryBytes: number },
): JudgeResult {
  const mode = req.problem.compare ?? "exact";
  const compileFailed = raw.compile.status !== "ok";
  const tests: TestResult[] = req.tests.map((test, index) => {
    let verdict: Verdict;
    let error: string | null = null;
    let output: unknown = null;
    let time = 0;
    const r = raw.tests[index];
    if (compileFailed) {
      verdict = VERDICT_OF[raw.compile.status as Exclude<RawStatus, "ok">];
      error = raw.compile.message ?? verdict;
    } else if (!r) {
      verdict = raw.stopped && raw.stopped.status !== "ok" ? VERDICT_OF[raw.stopped.status] : "Runtime Error";
      error = raw.stopped?.message ?? "Not run.";
    } else if (r.status === "ok") {
      time = r.timeMs;
      try {
        output = JSON.parse(r.output ?? "null");
        verdict = outputsMatch(output, test.expected, mode) ? "Accepted" : "Wrong Answer";
      } catch {
        verdict = "Runtime Error";
        error = "The program's output is not valid JSON.";
      }
    } else {
      time = r.timeMs;
      verdict = VERDICT_OF[r.status];
      error = r.message ?? verdict;
    }
    const result: TestResult = { index, hidden: Boolean(test.hidden), verdict, time_ms: Math.max(0, Math.round(time)), error };
    if (!test.hidden) Object.assign(result, { input: test.input, output, expected: test.expected });
    return result;
  });

  const passed = tests.filter((t) => t.verdict === "Accepted").length;
  const firstFailure = tests.find((t) => t.verdict !== "Accepted");
  return {
    language: req.language,
    verdict: tests.length === 0 ? null : firstFailure ? firstFailure.verdict : "Accepted",
    passed_testcases: passed,
    total_testcases: tests.length,
    execution_time: tests.reduce((sum, t) => sum + t.time_ms, 0),
    total_mem_usage: Math.round(raw.memBytes),
    error: compileFailed ? (raw.compile.message ?? "Compilation Error") : (tests.find((t) => t.error)?.error ?? null),
    compile_error: raw.compile.status === "syntax",
    stdout: raw.stdout,
    tests,
    limits,
  };
}

/** A result that grades nothing, with the reason (e.g. the grading service is not configured). */
export function noGrading(req: JudgeRequest, error: string, limits: { timeMs: number; memoryBytes: number }): JudgeResult {
  return {
    language: req.language,
    verdict: null,
    passed_testcases: 0,
    total_testcases: 0,
    execution_time: 0,
    total_mem_usage: 0,
    error,
    compile_error: false,
    stdout: "",
    tests: [],
    limits,
  };
}
