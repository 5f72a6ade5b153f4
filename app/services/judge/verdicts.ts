// Turns what a sandbox (or the grading service) reported into the per-test verdicts and the
// run summary. The comparison with the expected value happens here, in the trusted process.
// The bounds of RESULT_BOUNDS and the secrecy of hidden tests are enforced here again, whatever
// a worker sent: a hidden test's error is its kind only, and nothing it printed comes back.
import { outputsMatch } from "./compare";
import { clipText, utf8Length } from "./bounds";
import {
  DEFAULT_LIMITS,
  LIMIT_KINDS,
  RESULT_BOUNDS,
  type JudgeRequest,
  type JudgeResult,
  type RawRun,
  type RawStatus,
  type RawTest,
  type TestResult,
  type Verdict,
} from "./types";

const VERDICT_OF: Record<Exclude<RawStatus, "ok">, Verdict> = {
  syntax: "Compilation Error",
  runtime: "Runtime Error",
  memory: "Memory Limit Exceeded",
  timeout: "Time Limit Exceeded",
  output: "Runtime Error",
};

const LIMIT_KIND_OF: Partial<Record<RawStatus, string>> = {
  timeout: "Time Limit Exceeded",
  memory: "Memory Limit Exceeded",
  output: "Output Limit Exceeded",
};

/** Names a hidden test's error may have: the builtin error classes of Python and JavaScript, and the limits. */
const ERROR_KINDS = new Set<string>([
  ...LIMIT_KINDS,
  // JavaScript
  "Error",
  "TypeError",
  "RangeError",
  "SyntaxError",
  "ReferenceError",
  "EvalError",
  "URIError",
  "AggregateError",
  // Python's builtin exceptions
  "ArithmeticError",
  "AssertionError",
  "AttributeError",
  "BaseException",
  "BaseExceptionGroup",
  "BlockingIOError",
  "BrokenPipeError",
  "BufferError",
  "ChildProcessError",
  "ConnectionAbortedError",
  "ConnectionError",
  "ConnectionRefusedError",
  "ConnectionResetError",
  "EOFError",
  "Exception",
  "ExceptionGroup",
  "FileExistsError",
  "FileNotFoundError",
  "FloatingPointError",
  "GeneratorExit",
  "ImportError",
  "IndentationError",
  "IndexError",
  "InterruptedError",
  "IsADirectoryError",
  "KeyError",
  "KeyboardInterrupt",
  "LookupError",
  "MemoryError",
  "ModuleNotFoundError",
  "NameError",
  "NotADirectoryError",
  "NotImplementedError",
  "OSError",
  "OverflowError",
  "PermissionError",
  "ProcessLookupError",
  "PythonFinalizationError",
  "RecursionError",
  "ReferenceError",
  "RuntimeError",
  "StopAsyncIteration",
  "StopIteration",
  "SystemError",
  "SystemExit",
  "TabError",
  "TimeoutError",
  "UnboundLocalError",
  "UnicodeDecodeError",
  "UnicodeEncodeError",
  "UnicodeError",
  "UnicodeTranslateError",
  "ValueError",
  "ZeroDivisionError",
]);

/** The kind of a failed test that a hidden test may show: a known name, else its verdict. */
function hiddenError(status: RawStatus, verdict: Verdict, kind: string | undefined, message: string | undefined): string {
  const limit = LIMIT_KIND_OF[status];
  if (limit) return limit;
  if (kind && ERROR_KINDS.has(kind)) return kind;
  // the grading service and compile errors give a message only: its leading name, if it is a known one
  const lead = /^([A-Za-z]+):/.exec(message ?? "")?.[1];
  return lead && ERROR_KINDS.has(lead) ? lead : verdict;
}

/** Why later tests did not run, from the status that stopped the sandbox (never its message). */
function notRun(status: RawStatus): string {
  const why = status === "ok" ? null : (LIMIT_KIND_OF[status] ?? VERDICT_OF[status]);
  return why ? `Not run: the sandbox was stopped by an earlier test (${why})` : "Not run.";
}

export function buildResult(
  req: JudgeRequest,
  raw: RawRun,
  limits: { timeMs: number; memoryBytes: number },
  stdoutBytes: number = DEFAULT_LIMITS.stdoutBytes,
): JudgeResult {
  const mode = req.problem.compare ?? "exact";
  const compileFailed = raw.compile.status !== "ok";
  const compileMessage = compileFailed
    ? clipText(raw.compile.message ?? VERDICT_OF[raw.compile.status as Exclude<RawStatus, "ok">], RESULT_BOUNDS.messageBytes, "message")
    : null;
  let budget = RESULT_BOUNDS.totalBytes;
  const spend = (text: string) => {
    budget -= utf8Length(text);
    return text;
  };
  // What the visible tests printed, each test's own: together no more than the whole stdout may
  // hold, plus room for each test's truncation note ("… output truncated (N bytes more)").
  let printedRoom = stdoutBytes + 128 * req.tests.length;
  const printedBy = (r: RawTest | undefined): string => {
    const text = typeof r?.stdout === "string" ? r.stdout : "";
    if (!text || printedRoom < 128) return "";
    const kept = clipText(text, Math.min(printedRoom, stdoutBytes + 128), "output");
    printedRoom -= utf8Length(kept);
    return kept;
  };
  const tests: TestResult[] = req.tests.map((test, index) => {
    const hidden = Boolean(test.hidden);
    let verdict: Verdict;
    let error: string | null = null;
    let output: unknown = null;
    let time = 0;
    const r: RawTest | undefined = raw.tests[index];
    if (compileFailed) {
      verdict = VERDICT_OF[raw.compile.status as Exclude<RawStatus, "ok">];
      error = hidden ? hiddenError(raw.compile.status, verdict, undefined, compileMessage ?? undefined) : compileMessage;
    } else if (!r) {
      const status = raw.stopped?.status ?? "runtime";
      verdict = status !== "ok" ? VERDICT_OF[status] : "Runtime Error";
      error = raw.stopped ? notRun(raw.stopped.status) : "Not run.";
    } else if (r.status === "ok") {
      time = r.timeMs;
      const json = r.output ?? "null";
      if (utf8Length(json) > Math.min(RESULT_BOUNDS.valueBytes, budget)) {
        verdict = "Runtime Error";
        error = hidden
          ? LIMIT_KIND_OF.output!
          : spend(`Output Limit Exceeded: the return value is ${utf8Length(json)} bytes of JSON, more than allowed.`);
        output = hidden ? null : spend(clipText(json, RESULT_BOUNDS.previewBytes, "output"));
      } else {
        try {
          output = JSON.parse(spend(json));
          verdict = outputsMatch(output, test.expected, mode) ? "Accepted" : "Wrong Answer";
        } catch {
          verdict = "Runtime Error";
          error = "The program's output is not valid JSON.";
          output = null;
        }
      }
    } else {
      time = r.timeMs;
      verdict = VERDICT_OF[r.status];
      if (hidden) error = hiddenError(r.status, verdict, r.kind, r.message);
      else {
        // once the submission's results have used the budget, the kind alone
        const room = Math.min(RESULT_BOUNDS.messageBytes, budget);
        error = room < 128 ? hiddenError(r.status, verdict, r.kind, r.message) : spend(clipText(r.message ?? verdict, room, "message"));
        if (r.status === "output" && r.preview) output = spend(clipText(r.preview, RESULT_BOUNDS.previewBytes, "output"));
      }
    }
    const result: TestResult = { index, hidden, verdict, time_ms: Math.max(0, Math.round(time)), error };
    if (!hidden) Object.assign(result, { input: test.input, output, expected: test.expected, stdout: printedBy(r) });
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
    // the compile message is shown even when every test is hidden: no test data exists before the tests run
    error: compileFailed ? compileMessage : (tests.find((t) => t.error)?.error ?? null),
    compile_error: raw.compile.status === "syntax",
    stdout: clipText(raw.stdout, stdoutBytes + 128, "output"),
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
