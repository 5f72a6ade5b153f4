// Client of a Judge0-compatible grading service (JUDGE_URL), for Java, C++ and Go: one
// submission per test case (POST /submissions?wait=true), the first alone so a compilation
// error is reported once, the rest a few at a time. The service runs the program; the verdict
// is ours: the printed result is compared with the expected value under the problem's mode.
import { buildRemoteProgram, encodeStdin, JUDGE0_LANGUAGE_IDS, splitOutput, type RemoteLanguage } from "./judge0-harness";
import { clipText } from "./bounds";
import { JudgeError, type JudgeProblem, type JudgeTest, type RawRun, type RawStatus, type RawTest } from "./types";

interface RemoteOptions {
  url: string;
  authToken?: string;
  timeMs: number;
  memoryMb: number;
  stdoutBytes: number;
  /** submissions in flight at once for one grading */
  parallel?: number;
}

interface Judge0Submission {
  token?: string;
  stdout?: string | null;
  stderr?: string | null;
  compile_output?: string | null;
  message?: string | null;
  time?: string | null;
  memory?: number | null;
  status?: { id: number; description: string };
}

const IN_QUEUE = 1;
const PROCESSING = 2;
const TIME_LIMIT = 5;
const COMPILATION_ERROR = 6;
const INTERNAL_ERRORS = new Set([13, 14]);
const MEMORY_HINT = /memory|OutOfMemoryError|bad_alloc|SIGKILL|signal 9/i;

type RemoteOutcome = { run: RawRun } | { unsupported: string };

export async function gradeRemote(
  language: RemoteLanguage,
  code: string,
  problem: JudgeProblem,
  tests: JudgeTest[],
  opts: RemoteOptions,
): Promise<RemoteOutcome> {
  const program = buildRemoteProgram(language, code, problem);
  if ("unsupported" in program) return program;
  const base = opts.url.replace(/\/+$/, "");
  const submit = (test: JudgeTest) =>
    submitOne(base, opts, {
      source_code: program.source,
      language_id: JUDGE0_LANGUAGE_IDS[language],
      stdin: encodeStdin(test.input),
      expected_output: JSON.stringify(test.expected),
      cpu_time_limit: opts.timeMs / 1000,
      wall_time_limit: Math.max(5, (opts.timeMs / 1000) * 3),
      memory_limit: opts.memoryMb * 1024,
    });

  const run: RawRun = { compile: { status: "ok", timeMs: 0 }, tests: [], stdout: "", memBytes: 0 };
  if (tests.length === 0) return { run };
  const results: Judge0Submission[] = [];
  results[0] = await submit(tests[0]!);
  if (results[0].status?.id === COMPILATION_ERROR) {
    const text = (results[0].compile_output ?? results[0].message ?? "").trim();
    run.compile = { status: "syntax", message: `Compilation Error: ${text.slice(0, 2000)}`, timeMs: 0 };
    return { run };
  }
  let next = 1;
  const lane = async () => {
    while (next < tests.length) {
      const k = next++;
      results[k] = await submit(tests[k]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.parallel ?? 4) }, lane));

  const printed: string[] = [];
  for (const [k, r] of results.entries()) {
    const test = toRawTest(r, problem);
    // what a hidden test printed never comes back; a visible test's is kept with it too
    if (test.printed && !tests[k]!.hidden) {
      printed.push(test.printed);
      test.raw.stdout = clipText(test.printed, opts.stdoutBytes, "output");
    }
    run.tests.push(test.raw);
    run.memBytes = Math.max(run.memBytes, (r.memory ?? 0) * 1024);
  }
  const stdout = printed.join("\n");
  run.stdout = clipText(stdout, opts.stdoutBytes, "output");
  return { run };
}

function toRawTest(r: Judge0Submission, problem: JudgeProblem): { raw: RawTest; printed: string } {
  const id = r.status?.id ?? 0;
  const timeMs = Math.round(Number(r.time ?? 0) * 1000);
  const { printed, result } = splitOutput(r.stdout ?? "");
  if (id === TIME_LIMIT) return { raw: { status: "timeout", message: "Time Limit Exceeded", timeMs }, printed };
  if (id === COMPILATION_ERROR) return { raw: { status: "syntax", message: (r.compile_output ?? "").trim(), timeMs }, printed };
  if (result === null || (id !== 3 && id !== 4)) {
    const detail = [r.status?.description, r.message, r.stderr].filter(Boolean).join(": ").trim();
    const status: RawStatus = MEMORY_HINT.test(detail) ? "memory" : "runtime";
    return { raw: { status, message: (detail || "Runtime Error").slice(0, 2000), timeMs }, printed };
  }
  // Go encodes a nil slice as null; the contract's arrays and lists are never null.
  const listLike = problem.returnType.endsWith("[]") || problem.returnType === "ListNode" || problem.returnType === "TreeNode";
  const output = result === "null" && listLike ? "[]" : result;
  return { raw: { status: "ok", output, timeMs }, printed };
}

async function submitOne(base: string, opts: RemoteOptions, body: Record<string, unknown>): Promise<Judge0Submission> {
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (opts.authToken) headers["x-auth-token"] = opts.authToken;
  const timeout = AbortSignal.timeout(opts.timeMs * 3 + 60_000);
  let sub = await call(`${base}/submissions?base64_encoded=false&wait=true`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
    signal: timeout,
  });
  // A service may answer with only a token (wait disabled): poll it.
  for (let polls = 0; sub.token && (!sub.status || sub.status.id === IN_QUEUE || sub.status.id === PROCESSING); polls++) {
    if (polls > 120) throw new JudgeError("The grading service did not finish in time.");
    await new Promise((resolve) => setTimeout(resolve, 500));
    sub = {
      token: sub.token,
      ...(await call(`${base}/submissions/${encodeURIComponent(sub.token)}?base64_encoded=false`, { headers, signal: timeout })),
    };
  }
  if (sub.status && INTERNAL_ERRORS.has(sub.status.id)) {
    throw new JudgeError(`The grading service failed: ${sub.status.description}${sub.message ? ` (${sub.message})` : ""}`);
  }
  return sub;
}

async function call(url: string, init: RequestInit): Promise<Judge0Submission> {
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch (e) {
    throw new JudgeError(`The grading service is unreachable: ${(e as Error).message}`);
  }
  const text = await res.text();
  if (!res.ok) throw new JudgeError(`The grading service answered ${res.status}: ${text.slice(0, 300)}`);
  try {
    return JSON.parse(text) as Judge0Submission;
  } catch {
    throw new JudgeError("The grading service answered with something that is not JSON.");
  }
}
