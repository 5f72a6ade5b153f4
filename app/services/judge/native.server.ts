// Java, C++ and Go graded on this machine (docs/product/judge.md#java-c-and-go), in the hands-on
// sandbox (bubblewrap: no network, read-only system, PID namespace, a host user of its own,
// CPU time / address space / processes / file size limits, killed with everything it started):
// 1. one build per submission (javac, g++ -O2, go build) in a sandbox whose only writable
//    folders are the submission's build folder and, for Go, the server's build cache;
// 2. one run of the built program over every test (native-harness.ts), the build folder
//    read-only; the tests' arguments arrive on stdin, the results come back as marked lines.
// A test that runs past its time is stopped by the server (and by the CPU limit as a backstop);
// the tests after it are reported as not run, like a stopped Python or JavaScript sandbox.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { nextSandboxUid, SETPRIV, sandboxArgv, sandboxAvailable, writeSandboxEtc, type SandboxLimits } from "~/services/sandbox/sandbox.server";
import { clipText, utf8Length } from "./bounds";
import { buildNativeProgram, CPP_HEADERS, encodeTestInput, SOURCE_FILE, type NativeLanguage } from "./native-harness";
import { RESULT_BOUNDS, type JudgeProblem, type JudgeTest, type RawRun, type RawStatus, type RawTest } from "./types";

const MB = 1024 * 1024;
/** The host user that runs every build (the Go cache it writes is shared by the builds). */
const BUILDER_UID = 299_999;
const TOOLS: Record<NativeLanguage, string> = { java: "/usr/bin/javac", cpp: "/usr/bin/g++", go: "/usr/bin/go" };
const MEMORY_HINT = /OutOfMemoryError|bad_alloc|out of memory|cannot allocate memory|Memory Limit Exceeded/i;

const installed = new Set<NativeLanguage>();

/**
 * Whether this machine can build and run `language` in the sandbox. A toolchain found stays
 * found (every problem page asks); one missing is looked for again, so installing it needs no
 * restart.
 */
export function nativeAvailable(language: NativeLanguage): boolean {
  if (installed.has(language)) return true;
  const found = sandboxAvailable() && fs.existsSync(TOOLS[language]) && (language !== "java" || fs.existsSync("/usr/bin/java"));
  if (found) installed.add(language);
  return found;
}

interface NativeOptions {
  timeMs: number;
  memoryMb: number;
  stdoutBytes: number;
}

interface NativeRun extends RawRun {
  /** per test: loop iterations and function calls counted while it ran (undefined when it failed) */
  costs: (number | undefined)[];
}

// ------------------------------------------------------------------ the server's build caches
let cacheRoot: string | null = null;
let pchReady: Promise<boolean> | null = null;

function caches(): string {
  if (cacheRoot && fs.existsSync(cacheRoot)) return cacheRoot;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-judge-cache-"));
  fs.chmodSync(root, 0o755);
  for (const sub of ["go", "cpp"]) {
    fs.mkdirSync(path.join(root, sub), { mode: 0o755 });
    fs.chownSync(path.join(root, sub), BUILDER_UID, BUILDER_UID);
  }
  fs.writeFileSync(path.join(root, "cpp", "judge-pch.h"), CPP_HEADERS.map((h) => `#include <${h}>\n`).join(""), { mode: 0o644 });
  cacheRoot = root;
  pchReady = null;
  builds.clear();
  process.once("exit", () => fs.rmSync(root, { recursive: true, force: true }));
  return root;
}

const CPP_FLAGS = "-std=gnu++17 -O2 -pipe -w";

/** The C++ standard headers precompiled once per server (built in the sandbox like a submission). */
function cppHeader(): Promise<boolean> {
  pchReady ??= (async () => {
    const root = caches();
    const r = await sandboxed(
      `g++ ${CPP_FLAGS} -x c++-header /cache/cpp/judge-pch.h -o /cache/cpp/judge-pch.h.gch 2>&1`,
      buildLimits(),
      BUILDER_UID,
      ["--bind", path.join(root, "cpp"), "/cache/cpp"],
    );
    if (r.exitCode !== 0) console.error(`Judge: precompiling the C++ headers failed: ${r.stdout.slice(0, 500)}`);
    return r.exitCode === 0;
  })();
  return pchReady;
}

/** Starts the per-server caches (the C++ headers) in the background. */
export function warmNative(): Promise<unknown> {
  return nativeAvailable("cpp") ? cppHeader() : Promise.resolve();
}

function buildLimits(): SandboxLimits {
  return {
    timeoutMs: 60_000,
    cpuSeconds: 30,
    memoryBytes: 3 * 1024 * MB,
    processes: 256,
    openFiles: 512,
    fileBytes: 256 * MB,
    diskBytes: 256 * MB,
    outputChars: 16 * 1024,
  };
}

function buildCommand(language: NativeLanguage, pch: boolean): string {
  if (language === "cpp") return `exec g++ ${CPP_FLAGS}${pch ? " -include /cache/cpp/judge-pch.h" : ""} -o /box/main /box/main.cpp 2>&1`;
  if (language === "java")
    return "exec javac -J-XX:+UseSerialGC -J-XX:TieredStopAtLevel=1 -J-Xshare:auto -encoding UTF-8 -nowarn -Xlint:none -d /box /box/Main.java 2>&1";
  return "cd /box && exec go build -o /box/main main.go 2>&1";
}

function runCommand(language: NativeLanguage, memoryMb: number): string {
  if (language === "java") return `exec java -Xmx${memoryMb}m -Xss64m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Xshare:auto -cp /box Main`;
  return "exec /box/main";
}

interface Spawned {
  exitCode: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
}

/** One sandboxed bash command; `stdin`/`onStdout` for the run, plain output for a build. */
function sandboxed(
  command: string,
  limits: SandboxLimits,
  uid: number,
  extra: string[],
  io?: { stdin: (write: (text: string) => void, end: () => void) => void; onStdout: (chunk: string, kill: () => void) => void; maxStdout: number },
): Promise<Spawned> {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-judge-"));
  fs.chmodSync(base, 0o755);
  const seed = path.join(base, "seed");
  const etc = path.join(base, "etc");
  fs.mkdirSync(seed, { mode: 0o755 });
  fs.mkdirSync(etc, { mode: 0o755 });
  writeSandboxEtc(etc);
  const argv = sandboxArgv(seed, etc, uid, limits, command, extra);
  return new Promise<Spawned>((resolve) => {
    // an empty environment: nothing of the server's configuration reaches the sandbox
    const child = spawn(SETPRIV, argv, { env: {} as NodeJS.ProcessEnv, stdio: [io ? "pipe" : "ignore", "pipe", "pipe"], detached: false });
    let stdout = "";
    let stderr = "";
    let outBytes = 0;
    const kill = () => child.kill("SIGKILL");
    child.stdout!.setEncoding("utf8");
    child.stderr!.setEncoding("utf8");
    child.stdout!.on("data", (c: string) => {
      if (io) {
        outBytes += c.length;
        if (outBytes > io.maxStdout) kill();
        io.onStdout(c, kill);
      } else if (stdout.length < limits.outputChars) stdout += c;
    });
    child.stderr!.on("data", (c: string) => {
      if (stderr.length < limits.outputChars) stderr += c;
    });
    if (io) {
      child.stdin!.on("error", () => {}); // the program may stop reading (it ended early)
      io.stdin(
        (text) => {
          if (child.stdin!.writable) child.stdin!.write(text);
        },
        () => child.stdin!.end(),
      );
    }
    const timer = setTimeout(kill, limits.timeoutMs);
    const done = (exitCode: number | null, signal: string | null) => {
      clearTimeout(timer);
      fs.rmSync(base, { recursive: true, force: true });
      resolve({ exitCode, signal, stdout: stdout.slice(0, limits.outputChars), stderr: stderr.replace(/^Picked up JAVA_TOOL_OPTIONS:.*\n?/gm, "") });
    };
    child.on("error", (e) => {
      stderr += e.message;
      done(null, null);
    });
    child.on("close", (code, signal) => done(code, signal));
  });
}

/** Compiler output as the learner reads it: sandbox paths gone, bounded. */
function compilerMessage(text: string): string {
  const cleaned = text
    .replace(/\/box\//g, "")
    .replace(/^# command-line-arguments\n/m, "")
    .trim();
  return clipText(`Compilation Error: ${cleaned || "the compiler stopped without a message"}`, RESULT_BOUNDS.messageBytes, "message");
}

/**
 * Builds and runs the submission on every test. Never throws for the learner's code: a
 * compile error, a crash, a limit are results. Throws only when the sandbox cannot start.
 */
export async function gradeNative(
  language: NativeLanguage,
  code: string,
  problem: JudgeProblem,
  tests: JudgeTest[],
  opts: NativeOptions,
): Promise<NativeRun | { unsupported: string }> {
  const program = buildNativeProgram(language, code, problem);
  if ("unsupported" in program) return program;
  const run: NativeRun = { compile: { status: "ok", timeMs: 0 }, tests: [], stdout: "", memBytes: 0, costs: [] };
  const started = performance.now();
  const build = await buildOnce(language, program.source);
  run.compile.timeMs = performance.now() - started;
  if ("error" in build) {
    run.compile = { status: "syntax", message: build.error, timeMs: run.compile.timeMs };
    return run;
  }
  if (tests.length === 0) return run;
  await runTests(language, build.dir, tests, opts, run);
  return run;
}

// ------------------------------------------------------------------ one build per program
// The same program (same language, same generated source) is built once per server and its
// result kept: a resubmission, a run after a run, the complexity measurement reuse it. The
// built folder is only ever mounted read-only after its build.
type Build = { dir: string } | { error: string };
const BUILDS_KEPT = 128;
const builds = new Map<string, Promise<Build>>();

function buildOnce(language: NativeLanguage, source: string): Promise<Build> {
  const key = crypto.createHash("sha256").update(`${language}\0${CPP_FLAGS}\0${source}`).digest("hex");
  const known = builds.get(key);
  if (known) {
    builds.delete(key);
    builds.set(key, known); // most recently used last
    return known;
  }
  const pending = buildProgram(language, source);
  builds.set(key, pending);
  pending.catch(() => builds.delete(key));
  while (builds.size > BUILDS_KEPT) {
    const [oldest, entry] = builds.entries().next().value as [string, Promise<Build>];
    builds.delete(oldest);
    // a few seconds later, so a run that took it just now can finish
    entry.then(
      (b) => "dir" in b && setTimeout(() => fs.rmSync(b.dir, { recursive: true, force: true }), 60_000).unref(),
      () => {},
    );
  }
  return pending;
}

async function buildProgram(language: NativeLanguage, source: string): Promise<Build> {
  const root = caches();
  const box = fs.mkdtempSync(path.join(root, "build-"));
  fs.chmodSync(box, 0o755);
  fs.writeFileSync(path.join(box, SOURCE_FILE[language]), source, { mode: 0o644 });
  fs.chownSync(box, BUILDER_UID, BUILDER_UID);
  const pch = language === "cpp" ? await cppHeader() : false;
  const extra = ["--bind", box, "/box"];
  if (language === "go")
    extra.push(
      "--bind",
      path.join(root, "go"),
      "/cache/go",
      "--setenv",
      "GOCACHE",
      "/cache/go",
      "--setenv",
      "CGO_ENABLED",
      "0",
      "--setenv",
      "GOPATH",
      "/tmp/gopath",
      "--setenv",
      "GO111MODULE",
      "off",
      "--setenv",
      "GOTOOLCHAIN",
      "local",
    );
  if (pch) extra.push("--ro-bind", path.join(root, "cpp"), "/cache/cpp");
  const built = await sandboxed(buildCommand(language, pch), buildLimits(), BUILDER_UID, extra);
  if (built.exitCode !== 0) {
    fs.rmSync(box, { recursive: true, force: true });
    return { error: compilerMessage(built.stdout + built.stderr) };
  }
  // nothing writes the build any more: it belongs to the server from now on
  fs.chownSync(box, 0, 0);
  return { dir: box };
}

async function runTests(language: NativeLanguage, box: string, tests: JudgeTest[], opts: NativeOptions, run: NativeRun): Promise<void> {
  const marker = `@@codelift-${crypto.randomBytes(12).toString("hex")}@@`;
  // a backstop only: the CPU time is what stops a test (watchCpu)
  const perTestWallMs = opts.timeMs * 10 + 2000;
  const startupMs = language === "java" ? 20_000 : 10_000;
  const limits: SandboxLimits = {
    timeoutMs: startupMs + tests.length * perTestWallMs,
    cpuSeconds: Math.ceil((tests.length * opts.timeMs) / 1000) + (language === "java" ? 5 : 2),
    // the JVM reserves address space far beyond its heap (code cache, class space, threads)
    memoryBytes: language === "java" ? opts.memoryMb * MB + 2048 * MB : opts.memoryMb * MB + (language === "go" ? 768 : 64) * MB,
    processes: 64,
    openFiles: 64,
    fileBytes: MB,
    diskBytes: 4 * MB,
    outputChars: 16 * 1024,
  };
  const maxStdout = RESULT_BOUNDS.totalBytes + 2 * RESULT_BOUNDS.stdoutMaxBytes;
  let pending = "";
  let segment = "";
  let current = -1;
  let killedFor: RawStatus | null = null;
  let watchdog: NodeJS.Timeout | null = null;
  let cpuWatch: NodeJS.Timeout | null = null;
  const uid = nextSandboxUid();
  const printed: string[] = [];
  let topLevel = "";
  // A test's arguments reach the program only once the test before it has answered: code that
  // reads stdin itself cannot see a later (hidden) test's input while a visible test runs.
  let fed = 0;
  let feed: (upTo: number) => void = () => {};
  let outBytes = 0;
  const arm = (ms: number, kill: () => void, why: RawStatus) => {
    if (watchdog) clearTimeout(watchdog);
    if (cpuWatch) clearInterval(cpuWatch);
    cpuWatch = null;
    watchdog = setTimeout(() => {
      killedFor = why;
      kill();
    }, ms);
  };
  // While a test runs, the CPU time of the sandbox's processes is read every 50 ms: past the
  // test's limit (and a small grace) the program is stopped, however busy the machine is.
  // the JVM's compiler and collector threads run beside the test: Java gets room for them (its
  // test thread's own CPU time is still held to the limit exactly, from the harness's record)
  const cpuAllowance = language === "java" ? opts.timeMs * 2 + 500 : opts.timeMs + 100;
  const watchCpu = (kill: () => void) => {
    const from = cpuMsOfUser(uid);
    cpuWatch = setInterval(() => {
      if (cpuMsOfUser(uid) - from > cpuAllowance) {
        killedFor = "timeout";
        kill();
      }
    }, 50);
  };
  const keepPrinted = (text: string) => text.replace(/\n$/, "");
  const onLine = (line: string, kill: () => void) => {
    // Once the judge has stopped the program, nothing it still prints counts: killing the sandbox
    // closes its stdin, and a test blocked on reading stdin could otherwise answer (with what it
    // read until then) in the moment before the kill reaches it.
    if (killedFor) return;
    if (!line.startsWith(`${marker} `)) {
      segment += `${line}\n`;
      return;
    }
    const fields = line.slice(marker.length + 1).split(" ");
    if (fields[0] === "start") {
      current = Number(fields[1]);
      topLevel += current === 0 ? keepPrinted(segment) : "";
      segment = "";
      arm(perTestWallMs, kill, "timeout");
      watchCpu(kill);
      return;
    }
    if (fields[0] === "done") {
      if (watchdog) clearTimeout(watchdog);
      if (cpuWatch) clearInterval(cpuWatch);
      run.memBytes = Number(fields[1]) * 1024 || 0;
      return;
    }
    const index = Number(fields[0]);
    if (index !== current || index !== run.tests.length) return; // out of order: not the harness's
    if (watchdog) clearTimeout(watchdog);
    if (cpuWatch) clearInterval(cpuWatch);
    const status = fields[1] as RawStatus;
    const timeMs = Number(fields[2]) / 1000;
    const cost = Number(fields[3]);
    const payload = fields.slice(4).join(" ");
    const text = keepPrinted(segment);
    segment = "";
    const test = tests[index]!;
    const raw: RawTest = { status: "ok", timeMs };
    if (status === "ok" && timeMs > opts.timeMs) Object.assign(raw, { status: "timeout", message: "Time Limit Exceeded" });
    else if (status === "ok") raw.output = payload;
    else {
      let message = "Runtime Error";
      try {
        message = String(JSON.parse(payload));
      } catch {
        /* the harness always sends JSON text; anything else is reported as a plain runtime error */
      }
      Object.assign(raw, { status: status === "memory" ? "memory" : "runtime", message });
    }
    if (!test.hidden && text) {
      raw.stdout = clipText(text, opts.stdoutBytes, "output");
      printed.push(text);
    }
    run.tests.push(raw);
    run.costs.push(raw.status === "ok" ? cost : undefined);
    feed(index + 1);
  };
  const result = await sandboxed(runCommand(language, opts.memoryMb), limits, uid, ["--ro-bind", box, "/box"], {
    stdin: (write, end) => {
      feed = (upTo) => {
        for (; fed <= upTo && fed < tests.length; fed++) write(encodeTestInput(tests[fed]!.input));
        if (fed === tests.length) end();
      };
      write(`${marker}\n${tests.length}\n`);
      feed(0);
    },
    maxStdout,
    onStdout: (chunk, kill) => {
      if (watchdog === null && current < 0) arm(startupMs, kill, "runtime");
      outBytes += utf8Length(chunk);
      if (outBytes > maxStdout) killedFor = "output";
      pending += chunk;
      let nl = pending.indexOf("\n");
      while (nl >= 0) {
        onLine(pending.slice(0, nl), kill);
        pending = pending.slice(nl + 1);
        nl = pending.indexOf("\n");
      }
      // a long line without an end is the learner's: keep it in the segment, bounded
      if (pending.length > 256 * 1024) {
        segment += pending;
        pending = "";
      }
    },
  });
  if (watchdog) clearTimeout(watchdog);
  if (cpuWatch) clearInterval(cpuWatch);
  if (current < 0) topLevel += keepPrinted(segment + pending);
  run.stdout = clipText([topLevel, ...printed].filter(Boolean).join("\n"), opts.stdoutBytes, "output");
  if (run.tests.length === tests.length) return;

  // the program stopped during test `current` (or before the first one)
  const stderr = result.stderr.trim();
  let status: RawStatus;
  let message: string;
  if (killedFor === "timeout" || result.signal === "SIGXCPU") {
    status = "timeout";
    message = "Time Limit Exceeded";
  } else if (killedFor === "output") {
    status = "output";
    message = `Output Limit Exceeded: the program printed more than ${maxStdout} bytes.`;
  } else if (MEMORY_HINT.test(stderr)) {
    status = "memory";
    message = `Memory Limit Exceeded: ${clipText(stderr, 512, "message")}`;
  } else {
    status = "runtime";
    const how = result.signal === "SIGSEGV" ? "Segmentation fault" : result.signal ? `stopped by ${result.signal}` : `exit code ${result.exitCode}`;
    message = `Runtime Error (${how})${stderr ? `: ${clipText(stderr, 1500, "message")}` : ""}`;
  }
  if (current >= 0 && current === run.tests.length) {
    const test = tests[current]!;
    const raw: RawTest = { status, message, timeMs: status === "timeout" ? opts.timeMs : 0 };
    const text = keepPrinted(segment + pending);
    if (!test.hidden && text) raw.stdout = clipText(text, opts.stdoutBytes, "output");
    run.tests.push(raw);
    run.costs.push(undefined);
  }
  run.stopped = { status, message: "Not run: the program was stopped by an earlier test" };
}

const TICK_MS = 10; // Linux reports process times in 1/100 s

/** CPU time (user + system, ms) of the live processes of host user `uid`: one sandbox's. */
function cpuMsOfUser(uid: number): number {
  let total = 0;
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (fs.statSync(`/proc/${name}`).uid !== uid) continue;
      const stat = fs.readFileSync(`/proc/${name}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      total += (Number(fields[11]) + Number(fields[12])) * TICK_MS;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}
