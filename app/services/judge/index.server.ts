// The judge: grades learner code per test case. JavaScript runs in isolated-vm isolates and
// Python in Pyodide, each inside a confined sandbox process from a warm pool (sandbox.server.ts);
// Java, C++ and Go are built and run in the bubblewrap sandbox of this machine
// (native.server.ts), or go to a Judge0-compatible grading service when JUDGE_URL is set. A
// bounded queue in front keeps a burst of submissions from exhausting the machine.
import fs from "node:fs";
import os from "node:os";
import { z } from "zod";
import { judgeEnv } from "~/utils/env.server";
import { instrument } from "./instrument";
import { gradeRemote } from "./judge0.server";
import { gradeNative, nativeAvailable, warmNative } from "./native.server";
import { judgeFile, packageDir } from "./paths.server";
import { pythonSnapshot } from "./python-snapshot.server";
import { BoundedQueue } from "./queue";
import { SandboxPool, type SandboxSpec } from "./sandbox.server";
import {
  DEFAULT_LIMITS,
  JUDGE_LANGUAGES,
  JudgeError,
  RESULT_BOUNDS,
  type JudgeLanguage,
  type JudgeRequest,
  type JudgeResult,
  type RawJob,
} from "./types";
import { buildResult, noGrading } from "./verdicts";

export * from "./types";
export { outputsMatch } from "./compare";

export const NEEDS_GRADING_SERVICE = "Java, C++ and Go need the grading service (JUDGE_URL is not set).";
const MB = 1024 * 1024;

interface JudgeConfig {
  /** gradings running at once (default: the number of cores) */
  concurrency: number;
  /** gradings waiting for a slot before grade() refuses (default 50) */
  maxWaiting: number;
  /** default CPU time per test, ms */
  timeMs: number;
  /** idle Python workers kept warm beyond the busy ones (default 2), so a retired worker's
   * replacement starts in the background while a spare serves the next submission */
  pythonWarm: number;
  /** a Python worker is replaced after this many submissions (1 = a fresh interpreter each time) */
  pythonRecycleAfter: number;
}

const identifier = /^[A-Za-z_$][\w$]*$/;
const requestSchema = z.object({
  language: z.enum(JUDGE_LANGUAGES),
  code: z.string().max(200_000),
  problem: z.object({
    functionName: z.string().regex(identifier),
    params: z.array(z.object({ name: z.string(), type: z.string() })).max(20),
    returnType: z.string(),
    compare: z.enum(["exact", "unordered", "unordered-nested", "float"]).optional(),
  }),
  tests: z.array(z.object({ input: z.array(z.unknown()), expected: z.unknown(), hidden: z.boolean().optional() })).max(500),
  limits: z
    .object({
      timeMs: z.number().int().min(10).max(60_000).optional(),
      memoryMb: z.number().int().min(8).max(4096).optional(),
      stdoutBytes: z.number().int().min(0).max(RESULT_BOUNDS.stdoutMaxBytes).optional(),
    })
    .optional(),
});

interface JudgeState {
  config: JudgeConfig;
  queue: BoundedQueue;
  python: SandboxPool;
  javascript: SandboxPool;
}

let overrides: Partial<JudgeConfig> = {};
let current: JudgeState | null = null;
let exitHooked = false;

// The JUDGE_* settings are validated with the rest of the configuration (app/utils/env.server.ts).
function configFromEnv(): JudgeConfig {
  const env = judgeEnv();
  return {
    concurrency: env.JUDGE_CONCURRENCY ?? Math.max(1, os.availableParallelism()),
    maxWaiting: env.JUDGE_MAX_WAITING ?? 50,
    timeMs: env.JUDGE_TIME_LIMIT_MS ?? DEFAULT_LIMITS.timeMs,
    pythonWarm: env.JUDGE_PYTHON_WARM ?? 2,
    pythonRecycleAfter: env.JUDGE_PYTHON_RECYCLE_AFTER ?? 100,
  };
}

/** The snapshot file as the worker's one extra argument, while there is one. */
const snapshotArg = (): string[] => {
  const file = pythonSnapshot();
  return file ? [file] : [];
};

function pythonSpec(config: JudgeConfig): SandboxSpec {
  return {
    name: "Python",
    script: () => judgeFile("python-worker.mjs"),
    // With the start-up snapshot once it exists (python-snapshot.server.ts): the worker may read
    // that one file too. Both lists are built in the same synchronous step, so they agree.
    args: () => [packageDir("pyodide", "pyodide.mjs"), ...snapshotArg()],
    execArgv: (script) => [
      "--experimental-permission",
      `--allow-fs-read=${packageDir("pyodide", "pyodide.mjs")}/`,
      ...snapshotArg().map((file) => `--allow-fs-read=${file}`),
      `--allow-fs-read=${script}`,
      `--allow-fs-read=${judgeFile("worker-bounds.mjs")}`,
      "--disallow-code-generation-from-strings",
      "--max-old-space-size=256",
      "--no-warnings",
    ],
    init: () => ({
      t: "init",
      harness: fs.readFileSync(judgeFile("python-harness.py"), "utf8"),
      submission: fs.readFileSync(judgeFile("python-submission.py"), "utf8"),
    }),
    // Every refused operation retires a worker and a new one takes seconds to start: spares
    // beyond the busy workers serve meanwhile, so a replacement never holds up an answer.
    maxWorkers: config.concurrency + Math.max(1, config.pythonWarm),
    minWarm: config.pythonWarm,
    retireAfter: config.pythonRecycleAfter,
    cpuGraceMs: 150,
    compileBudgetMs: 2000,
    startTimeoutMs: 120_000,
  };
}

function javascriptSpec(config: JudgeConfig): SandboxSpec {
  return {
    name: "JavaScript",
    script: () => judgeFile("js-worker.mjs"),
    args: () => [packageDir("isolated-vm", "package.json")],
    execArgv: (script) => [
      // isolated-vm needs V8's shared snapshot off on Node 20+; only this process gets the flag.
      "--no-node-snapshot",
      "--experimental-permission",
      "--allow-addons",
      `--allow-fs-read=${packageDir("isolated-vm", "package.json")}/`,
      `--allow-fs-read=${script}`,
      `--allow-fs-read=${judgeFile("worker-bounds.mjs")}`,
      "--max-old-space-size=128",
      "--no-warnings",
    ],
    maxWorkers: config.concurrency + 1,
    minWarm: 1,
    retireAfter: 1000,
    cpuGraceMs: 1500,
    compileBudgetMs: 1000,
    startTimeoutMs: 30_000,
  };
}

function state(): JudgeState {
  if (!current) {
    const config = { ...configFromEnv(), ...overrides };
    current = {
      config,
      queue: new BoundedQueue(config.concurrency, config.maxWaiting),
      python: new SandboxPool(pythonSpec(config)),
      javascript: new SandboxPool(javascriptSpec(config)),
    };
    if (!exitHooked) {
      exitHooked = true;
      process.once("exit", () => shutdownJudge());
    }
  }
  return current;
}

/** Languages graded: Python and JavaScript always; Java, C++ and Go when their toolchain is installed here, or all with JUDGE_URL. */
export function gradingLanguages(): string[] {
  if (judgeEnv().JUDGE_URL) return [...JUDGE_LANGUAGES];
  return JUDGE_LANGUAGES.filter((l) => l === "python" || l === "javascript" || localNative(l));
}

/** Whether Java, C++ or Go is built on this machine: its compiler is installed and JUDGE_NATIVE is not "0". */
function localNative(language: "java" | "cpp" | "go"): boolean {
  return judgeEnv().JUDGE_NATIVE !== "0" && nativeAvailable(language);
}

/** The counted copy of JavaScript code, or undefined when the rewrite fails (then no cost). */
function countedJavaScript(code: string): string | undefined {
  try {
    return instrument("javascript", code);
  } catch {
    return undefined;
  }
}

/** The accepted submission's cost: the sum of its tests' counted operations (none unless every test passed). */
function withCost(result: JudgeResult, costs: (number | undefined)[]): JudgeResult {
  const all = result.verdict === "Accepted" && costs.length === result.tests.length && costs.every((c) => typeof c === "number");
  return {
    ...result,
    cost: all ? costs.reduce<number>((sum, c) => sum + (c ?? 0), 0) : null,
    test_costs: result.tests.map((_, i) => (typeof costs[i] === "number" ? costs[i] : null)),
  };
}

/**
 * Grades `code` on every test. Throws JudgeBusyError when the queue is full, JudgeError for a
 * bad request or a broken judge. Hidden tests should come after the visible ones: a visible
 * test that runs after a hidden one could show what learner code kept from it.
 */
export async function grade(request: JudgeRequest): Promise<JudgeResult> {
  const parsed = requestSchema.safeParse(request);
  if (!parsed.success)
    throw new JudgeError(`Invalid grading request: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  const req = parsed.data as JudgeRequest;
  const s = state();
  const timeMs = req.limits?.timeMs ?? s.config.timeMs;
  const stdoutBytes = req.limits?.stdoutBytes ?? DEFAULT_LIMITS.stdoutBytes;

  if (req.language === "java" || req.language === "cpp" || req.language === "go") {
    const memoryMb = req.limits?.memoryMb ?? DEFAULT_LIMITS.memoryMb.remote;
    const limits = { timeMs, memoryBytes: memoryMb * MB };
    const env = judgeEnv();
    const native = req.language;
    if (!env.JUDGE_URL) {
      if (!localNative(native)) return noGrading(req, NEEDS_GRADING_SERVICE, limits);
      return s.queue.run(async () => {
        const outcome = await gradeNative(native, req.code, req.problem, req.tests, { timeMs, memoryMb, stdoutBytes });
        if ("unsupported" in outcome) return noGrading(req, outcome.unsupported, limits);
        return withCost(buildResult(req, outcome, limits, stdoutBytes), outcome.costs);
      });
    }
    const url = env.JUDGE_URL;
    return s.queue.run(async () => {
      const outcome = await gradeRemote(req.language as "java" | "cpp" | "go", req.code, req.problem, req.tests, {
        url,
        authToken: env.JUDGE_AUTH_TOKEN,
        timeMs,
        memoryMb,
        stdoutBytes,
      });
      return "unsupported" in outcome ? noGrading(req, outcome.unsupported, limits) : buildResult(req, outcome.run, limits, stdoutBytes);
    });
  }

  const language = req.language as "python" | "javascript";
  const memoryMb = req.limits?.memoryMb ?? DEFAULT_LIMITS.memoryMb[language];
  const limits = { timeMs, memoryBytes: memoryMb * MB };
  const job: RawJob = {
    code: req.code,
    functionName: req.problem.functionName,
    paramTypes: req.problem.params.map((p) => p.type),
    returnType: req.problem.returnType,
    tests: req.tests.map((t) => JSON.stringify(t.input)),
    ...(language === "javascript" ? { counted: countedJavaScript(req.code) } : {}),
    hidden: req.tests.map((t) => Boolean(t.hidden)),
    timeMs,
    memoryMb,
    stdoutBytes,
    bounds: RESULT_BOUNDS,
  };
  const pool = language === "python" ? s.python : s.javascript;
  return s.queue.run(async () => {
    const raw = await pool.run(job);
    return withCost(
      buildResult(req, raw, limits, stdoutBytes),
      raw.tests.map((t) => t.cost),
    );
  });
}

/** Starts the warm workers (the Python spares, one JavaScript host) and waits for them. */
export async function warmUp(): Promise<void> {
  const s = state();
  await Promise.all([s.python.warmUp(), s.javascript.warmUp()]);
}

/**
 * Whether a language's sandbox is started and ready, so a run is answered without a cold start
 * (Pyodide takes seconds). Languages of the grading service have no local sandbox: always ready.
 */
export function sandboxReady(language: JudgeLanguage): boolean {
  if (language !== "python" && language !== "javascript") return true;
  return (current?.[language].ready ?? 0) > 0;
}

/**
 * Starts one sandbox per local language in the background when the server starts (unless
 * JUDGE_WARM_ON_START=0), so that the first learner's run does not wait for a cold start.
 */
export function warmJudgeOnStart(): void {
  if (judgeEnv().JUDGE_WARM_ON_START === "0") return;
  const s = state();
  for (const pool of [s.python, s.javascript])
    pool.prewarm().catch((e: unknown) => console.error(`Judge: warming the ${pool.spec.name} sandbox failed:`, e));
  if (!judgeEnv().JUDGE_URL && localNative("cpp")) warmNative().catch((e: unknown) => console.error("Judge: warming the C++ headers failed:", e));
}

/** Kills every sandbox process. The next grade() starts fresh ones. */
export function shutdownJudge(): void {
  if (!current) return;
  current.python.shutdown();
  current.javascript.shutdown();
  current = null;
}

/** Replaces the configuration (tests, benchmarks); running workers are stopped. */
export function configureJudge(config: Partial<JudgeConfig>): void {
  shutdownJudge();
  overrides = { ...config };
}

export function judgeStats(): { running: number; waiting: number; pythonWorkers: number; javascriptWorkers: number } {
  const s = state();
  return { ...s.queue.stats, pythonWorkers: s.python.size, javascriptWorkers: s.javascript.size };
}
