// A pool of confined sandbox processes (one job at a time each) and the watchdog that runs one
// job in one of them: CPU time per phase read from /proc, a wall-clock backstop, SIGKILL and
// replacement when a job overruns or the process dies. Both the JavaScript (isolated-vm) and
// the Python (Pyodide) workers speak the same small protocol (types.ts, WorkerMessage).
import { fork, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { JudgeError, type RawJob, type RawRun, type RawStatus, type WorkerMessage } from "./types";

export interface SandboxSpec {
  name: string;
  /** absolute path of the worker script */
  script: () => string;
  args: () => string[];
  /** node flags: the confinement of the process */
  execArgv: (script: string) => string[];
  /** sent right after start (e.g. the Python harness source, read by the trusted parent) */
  init?: () => unknown;
  maxWorkers: number;
  minWarm: number;
  /** a worker is replaced after this many jobs */
  retireAfter: number;
  /** CPU over the per-test limit before the parent kills the process (the JavaScript worker stops its own isolates first) */
  cpuGraceMs: number;
  /** extra CPU allowed for the compile phase (harness set-up, top-level code) */
  compileBudgetMs: number;
  startTimeoutMs: number;
}

const STDERR_TAIL = 8192;
const SETPRIV = "/usr/bin/setpriv";

/** On Linux with util-linux, a sandbox gets SIGKILL when the server dies, even by SIGKILL. */
const deathSignal = process.platform === "linux" && fs.existsSync(SETPRIV);
const POLL_MS = 40;
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user + system) of a process in ms, from /proc; null where /proc is not available. */
function processCpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

class SandboxWorker {
  readonly child: ChildProcess;
  readonly ready: Promise<void>;
  jobs = 0;
  exited = false;
  retire = false;
  /** why the worker could not start */
  startError?: Error;
  stderrTail = "";
  onMessage?: (m: WorkerMessage) => void;
  onExit?: (code: number | null, signal: NodeJS.Signals | null) => void;

  constructor(readonly spec: SandboxSpec) {
    const script = spec.script();
    const flags = spec.execArgv(script);
    this.child = fork(script, spec.args(), {
      execPath: deathSignal ? SETPRIV : process.execPath,
      execArgv: deathSignal ? ["--pdeathsig=KILL", "--", process.execPath, ...flags] : flags,
      // an empty environment: nothing of the server's configuration or secrets reaches the sandbox
      env: {} as NodeJS.ProcessEnv,
      stdio: ["ignore", "ignore", "pipe", "ipc"],
      serialization: "json",
    });
    this.child.stderr?.setEncoding("utf8");
    this.child.stderr?.on("data", (chunk: string) => {
      this.stderrTail = (this.stderrTail + chunk).slice(-STDERR_TAIL);
    });
    this.child.on("error", () => undefined);
    this.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.kill();
        reject(new JudgeError(`The ${spec.name} sandbox did not start in time.`));
      }, spec.startTimeoutMs);
      this.onMessage = (m) => {
        if (m.t !== "ready") return;
        clearTimeout(timer);
        this.onMessage = undefined;
        resolve();
      };
      this.onExit = () => {
        clearTimeout(timer);
        reject(new JudgeError(`The ${spec.name} sandbox could not start: ${lastLines(this.stderrTail) || "it exited"}`));
      };
    });
    this.ready.catch(() => undefined);
    this.child.on("message", (m) => this.onMessage?.(m as WorkerMessage));
    this.child.on("exit", (code, signal) => {
      this.exited = true;
      this.onExit?.(code, signal);
    });
    const init = spec.init?.();
    if (init) this.child.send(init as never);
    this.idle(true);
  }

  /** An idle worker must not keep the host process alive. */
  idle(isIdle: boolean): void {
    const channel = this.child.channel as { ref?: () => void; unref?: () => void } | undefined;
    if (isIdle) {
      this.child.unref();
      channel?.unref?.();
    } else {
      this.child.ref();
      channel?.ref?.();
    }
  }

  kill(): void {
    if (!this.exited) this.child.kill("SIGKILL");
  }
}

function lastLines(text: string, n = 3): string {
  return text
    .trim()
    .split("\n")
    .filter((l) => l.trim() && !/ExperimentalWarning|--trace-warnings/.test(l))
    .slice(-n)
    .join(" | ");
}

/** Why a sandbox process died in the middle of a job, from its last words on stderr. */
function classifyCrash(name: string, stderr: string, code: number | null, signal: string | null): { status: RawStatus; message: string } {
  if (
    /heap out of memory|Reached heap limit|Allocation failed|MemoryError|memory limit|invalid (typed )?array length|out of memory|is_heap_oom/i.test(
      stderr,
    )
  ) {
    return { status: "memory", message: "Memory Limit Exceeded: the program ran out of memory." };
  }
  if (/ERR_ACCESS_DENIED|EvalError|Code generation from strings/.test(stderr)) {
    return { status: "runtime", message: "The operation is not permitted in the judge." };
  }
  if (/Maximum call stack size exceeded/.test(stderr)) {
    return { status: "runtime", message: "RecursionError: maximum recursion depth exceeded" };
  }
  return { status: "runtime", message: `The ${name} sandbox stopped unexpectedly (${signal ?? `exit code ${code}`}).` };
}

/** Runs one job in one worker under the watchdog; always resolves (a kill is a verdict, not an error). */
function runJob(worker: SandboxWorker, job: RawJob): Promise<RawRun> {
  const { spec } = worker;
  const pid = worker.child.pid;
  return new Promise<RawRun>((resolve) => {
    const run: RawRun = { compile: { status: "ok", timeMs: 0 }, tests: [], stdout: "", memBytes: 0 };
    let phase: "compile" | "tests" = "compile";
    let phaseWall = Date.now();
    let phaseCpu = processCpuMs(pid);
    const haveCpu = phaseCpu !== null;
    const limit = () => (phase === "compile" ? job.timeMs + spec.compileBudgetMs : job.timeMs);
    const wallLimit = () => (haveCpu ? limit() * 5 + 5000 : limit() + spec.cpuGraceMs + 500);
    const nextPhase = () => {
      phaseWall = Date.now();
      phaseCpu = processCpuMs(pid);
    };

    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearInterval(poll);
      worker.onMessage = undefined;
      worker.onExit = undefined;
      resolve(run);
    };
    const stop = (status: RawStatus, message: string, spentMs: number) => {
      if (settled) return;
      worker.retire = true;
      worker.kill();
      if (phase === "compile") run.compile = { status, message, timeMs: spentMs };
      else run.tests.push({ status, message, timeMs: spentMs });
      if (run.tests.length < job.tests.length) {
        run.stopped = { status, message: `Not run: the sandbox was stopped by an earlier test (${message})` };
      }
      finish();
    };
    const spent = () => {
      const cpu = processCpuMs(pid);
      return cpu !== null && phaseCpu !== null ? cpu - phaseCpu : Date.now() - phaseWall;
    };

    worker.onMessage = (m) => {
      if (m.t === "compiled") {
        run.compile = { status: m.status, message: m.message, timeMs: m.timeMs };
        phase = "tests";
        nextPhase();
      } else if (m.t === "test" && m.index === run.tests.length) {
        run.tests.push({
          status: m.status,
          output: m.output,
          message: m.message,
          kind: m.kind,
          preview: m.preview,
          timeMs: m.timeMs,
          stdout: m.stdout,
          cost: m.cost,
        });
        if (m.memBytes) run.memBytes = Math.max(run.memBytes, m.memBytes);
        nextPhase();
      } else if (m.t === "done") {
        run.stdout = m.stdout;
        run.memBytes = Math.max(run.memBytes, m.memBytes);
        if (m.retire) worker.retire = true;
        const last = run.tests[run.tests.length - 1];
        if (run.compile.status === "ok" && run.tests.length < job.tests.length && last) {
          // the status only: the last test's message may be the learner's own text
          run.stopped = { status: last.status, message: "Not run: the sandbox was stopped by an earlier test" };
        }
        finish();
      }
    };
    worker.onExit = (code, signal) => {
      const crash = classifyCrash(spec.name, worker.stderrTail, code, signal);
      stop(crash.status, crash.message, spent());
    };
    const poll = setInterval(() => {
      const used = spent();
      if (haveCpu && used > limit() + spec.cpuGraceMs) stop("timeout", "Time Limit Exceeded", used);
      else if (Date.now() - phaseWall > wallLimit()) stop("timeout", "Time Limit Exceeded", used);
    }, POLL_MS);
    if (worker.exited) return worker.onExit(null, null);
    worker.child.send({ t: "run", job });
  });
}

/**
 * Workers that run one job at a time. `minWarm` spares are kept idle (or starting) beyond the
 * busy ones: a retired worker is replaced in the background while a spare serves, so a
 * replacement holds up an answer only when the spares are used faster than they start.
 */
export class SandboxPool {
  private readonly workers = new Set<SandboxWorker>();
  private readonly starting = new Set<SandboxWorker>();
  private idleWorkers: SandboxWorker[] = [];
  private waiters: (() => void)[] = [];
  private startFailures = 0;
  private closed = false;

  constructor(readonly spec: SandboxSpec) {}

  get size(): number {
    return this.workers.size;
  }

  /** Idle workers ready to take a job now. */
  get idle(): number {
    return this.idleWorkers.length;
  }

  /** Workers started and ready (idle or busy): when 0, the next job waits for a sandbox to start. */
  get ready(): number {
    return this.workers.size - this.starting.size;
  }

  /** Starts one worker when there is none (nothing more), and waits until it is ready. */
  async prewarm(): Promise<void> {
    this.closed = false;
    if (this.workers.size === 0 && this.startFailures < 3) this.spawn();
    await Promise.all([...this.workers].map((w) => w.ready.catch(() => undefined)));
  }

  /** Starts the warm spares and waits until they are ready. */
  async warmUp(): Promise<void> {
    this.closed = false;
    this.startFailures = 0;
    this.replenish();
    await Promise.all([...this.workers].map((w) => w.ready));
  }

  async run(job: RawJob): Promise<RawRun> {
    this.closed = false;
    const worker = await this.acquire();
    worker.jobs++;
    worker.idle(false);
    // the pool is in use: keep its spares warm from now on
    this.replenish();
    try {
      return await runJob(worker, job);
    } finally {
      this.release(worker);
    }
  }

  shutdown(): void {
    this.closed = true;
    for (const w of this.workers) w.kill();
    this.workers.clear();
    this.starting.clear();
    this.idleWorkers = [];
    this.wakeAll();
  }

  private spawn(): SandboxWorker {
    const w = new SandboxWorker(this.spec);
    this.workers.add(w);
    this.starting.add(w);
    w.child.once("exit", () => this.forget(w));
    w.ready.then(
      () => {
        this.startFailures = 0;
        this.starting.delete(w);
        this.makeIdle(w);
      },
      (e: unknown) => {
        this.startFailures++;
        w.startError = e instanceof Error ? e : new JudgeError(String(e));
        this.starting.delete(w);
        this.forget(w);
        // the caller that started it learns why; the others look again
        this.wakeAll();
      },
    );
    return w;
  }

  private forget(w: SandboxWorker): void {
    w.kill();
    this.starting.delete(w);
    if (!this.workers.delete(w)) return;
    this.idleWorkers = this.idleWorkers.filter((x) => x !== w);
    this.replenish();
    this.wakeOne();
  }

  /** Starts workers until `minWarm` are idle or starting, within `maxWorkers`. */
  private replenish(): void {
    if (this.closed || this.startFailures >= 3) return;
    while (this.idleWorkers.length + this.starting.size < this.spec.minWarm && this.workers.size < this.spec.maxWorkers) this.spawn();
  }

  private makeIdle(w: SandboxWorker): void {
    if (w.exited || !this.workers.has(w)) return;
    w.idle(true);
    this.idleWorkers.push(w);
    this.wakeOne();
  }

  private wakeOne(): void {
    this.waiters.shift()?.();
  }

  private wakeAll(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /**
   * An idle worker; else waits for the next one to become ready (a starting spare or a busy
   * worker's release), starting one more only when too few are starting for those waiting.
   */
  private async acquire(): Promise<SandboxWorker> {
    let mine: SandboxWorker | null = null;
    for (;;) {
      if (this.closed) throw new JudgeError(`The ${this.spec.name} judge is shutting down.`);
      const idle = this.idleWorkers.pop();
      if (idle) {
        if (!idle.exited) return idle;
        continue;
      }
      if (mine?.startError) throw mine.startError;
      if (this.starting.size <= this.waiters.length && this.workers.size < this.spec.maxWorkers) mine = this.spawn();
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  private release(w: SandboxWorker): void {
    w.onMessage = undefined;
    if (w.exited || w.retire || w.jobs >= this.spec.retireAfter || this.closed) {
      this.startFailures = 0;
      this.forget(w);
    } else {
      this.makeIdle(w);
    }
  }
}
