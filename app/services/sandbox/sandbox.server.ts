// The hands-on sandbox (docs/product/hands-on.md#the-sandbox): a learner's command runs in Linux
// namespaces through bubblewrap, as an unprivileged host user of its own, with no network, a
// read-only system, a fresh size-limited workspace seeded from the learner's files, its own PID
// namespace and resource limits (CPU time, address space, processes, open files, file size); it is
// killed with everything it started when its time is up or when the server goes away.
//
// The learner's saved files are only ever written by the server (path-checked); what a command
// changes in its workspace is thrown away with the sandbox, so a run can never touch another
// learner's folder, the database or the server's files: none of them is mounted.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface SandboxLimits {
  /** wall-clock time before the whole sandbox is killed */
  timeoutMs: number;
  /** CPU seconds per process */
  cpuSeconds: number;
  /** address space per process, bytes */
  memoryBytes: number;
  /** processes (and threads) of the sandbox's own host user */
  processes: number;
  openFiles: number;
  /** the largest file a process may write, bytes */
  fileBytes: number;
  /** size of the writable workspace and of /tmp (each a tmpfs), bytes */
  diskBytes: number;
  /** output kept per stream, characters */
  outputChars: number;
}

export const DEFAULT_LIMITS: SandboxLimits = {
  timeoutMs: 20_000,
  cpuSeconds: 10,
  memoryBytes: 1024 * 1024 * 1024,
  processes: 64,
  openFiles: 256,
  fileBytes: 16 * 1024 * 1024,
  diskBytes: 64 * 1024 * 1024,
  outputChars: 64 * 1024,
};

export interface SandboxResult {
  stdout: string;
  stderr: string;
  exitCode: number | null;
  signal: string | null;
  timedOut: boolean;
  durationMs: number;
}

export class SandboxUnavailable extends Error {}

/** Tools a project may rely on inside the sandbox (README lists them). */
export const SANDBOX_TOOLS = ["bash", "coreutils", "git", "python3", "node", "g++", "javac/java", "sqlite3"] as const;

const BWRAP = "/usr/bin/bwrap";
export const SETPRIV = "/usr/bin/setpriv";
const PRLIMIT = "/usr/bin/prlimit";
// host users the sandboxes run as: one per run, so limits on processes are per sandbox
const UID_BASE = 300_000;
const UID_SPAN = 50_000;
let nextUid = Math.floor(Math.random() * UID_SPAN);

// Java reserves large virtual regions: keep it inside the address-space limit.
const JAVA_OPTIONS = "-Xmx256m -Xss1m -XX:CompressedClassSpaceSize=64m -XX:ReservedCodeCacheSize=32m -XX:+UseSerialGC -XX:TieredStopAtLevel=1";
const PASSWD = "learner:x:1000:1000:Learner:/workspace:/bin/bash\n";
const GROUP = "learner:x:1000:\n";

/** Read-only system folders bound into the sandbox when they exist. */
const SYSTEM_BINDS = ["/usr", "/etc/alternatives", "/etc/java-17-openjdk", "/etc/ssl/certs"];

export function sandboxAvailable(): boolean {
  return process.platform === "linux" && [BWRAP, SETPRIV, PRLIMIT].every((p) => fs.existsSync(p));
}

// ------------------------------------------------------------------ how many run at once
const MAX_CONCURRENT = Math.max(2, Number(process.env.SANDBOX_CONCURRENCY) || os.cpus().length * 2);
let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

/** A host user of its own for the next sandbox (processes are limited per user). */
export function nextSandboxUid(): number {
  return UID_BASE + (nextUid++ % UID_SPAN);
}

/** Fills a fresh folder `base` with a sandbox's seed (the learner's files) and its /etc. */
export function prepareSandboxFolder(base: string, files: Record<string, string>): { seed: string; etc: string } {
  fs.chmodSync(base, 0o755);
  const seed = path.join(base, "seed");
  const etc = path.join(base, "etc");
  fs.mkdirSync(seed, { mode: 0o755 });
  fs.mkdirSync(etc, { mode: 0o755 });
  writeSandboxEtc(etc);
  writeSandboxTree(seed, files);
  return { seed, etc };
}

/** Writes the sandbox's /etc/passwd and /etc/group (one learner user) into `etcDir`. */
export function writeSandboxEtc(etcDir: string): void {
  fs.writeFileSync(path.join(etcDir, "passwd"), PASSWD, { mode: 0o644 });
  fs.writeFileSync(path.join(etcDir, "group"), GROUP, { mode: 0o644 });
}

export interface SandboxArgvOptions {
  /**
   * Start the sandbox in a new session (the default), so it cannot reach a terminal of the server's.
   * A terminal sandbox keeps the session of the pseudo-terminal made for it alone, which becomes its
   * controlling terminal (job control, Ctrl-C); nothing else reads that terminal.
   */
  newSession?: boolean;
}

/**
 * The arguments of the whole confinement chain (setpriv → prlimit → bwrap → bash). `extra` are
 * more bubblewrap options (binds, variables) that a caller adds, e.g. the judge's build folder.
 */
export function sandboxArgv(
  seedDir: string,
  etcDir: string,
  uid: number,
  limits: SandboxLimits,
  command: string,
  extra: string[] = [],
  options: SandboxArgvOptions = {},
): string[] {
  const binds = SYSTEM_BINDS.filter((p) => fs.existsSync(p)).flatMap((p) => ["--ro-bind", p, p]);
  // the learner's files are copied into the fresh workspace, then the command runs there
  const script = 'cp -a /seed/. /workspace/ 2>/dev/null; cd /workspace && exec /bin/bash -c "$1"';
  return [
    `--reuid=${uid}`,
    `--regid=${uid}`,
    "--clear-groups",
    "--pdeathsig=KILL",
    "--",
    PRLIMIT,
    `--cpu=${limits.cpuSeconds}`,
    `--as=${limits.memoryBytes}`,
    `--nproc=${limits.processes}`,
    `--nofile=${limits.openFiles}`,
    `--fsize=${limits.fileBytes}`,
    "--core=0",
    "--",
    BWRAP,
    "--unshare-all",
    "--unshare-user",
    "--uid",
    "1000",
    "--gid",
    "1000",
    "--cap-drop",
    "ALL",
    "--die-with-parent",
    ...(options.newSession === false ? [] : ["--new-session"]),
    ...binds,
    "--symlink",
    "usr/bin",
    "/bin",
    "--symlink",
    "usr/lib",
    "/lib",
    "--symlink",
    "usr/lib64",
    "/lib64",
    "--symlink",
    "usr/sbin",
    "/sbin",
    "--ro-bind",
    path.join(etcDir, "passwd"),
    "/etc/passwd",
    "--ro-bind",
    path.join(etcDir, "group"),
    "/etc/group",
    "--proc",
    "/proc",
    "--dev",
    "/dev",
    "--size",
    String(limits.diskBytes),
    "--tmpfs",
    "/tmp",
    "--size",
    String(limits.diskBytes),
    "--tmpfs",
    "/workspace",
    "--ro-bind",
    seedDir,
    "/seed",
    "--chdir",
    "/",
    "--clearenv",
    "--setenv",
    "PATH",
    "/usr/local/bin:/usr/bin:/bin",
    "--setenv",
    "HOME",
    "/workspace",
    "--setenv",
    "USER",
    "learner",
    "--setenv",
    "LANG",
    "C.UTF-8",
    "--setenv",
    "TMPDIR",
    "/tmp",
    "--setenv",
    "JAVA_TOOL_OPTIONS",
    JAVA_OPTIONS,
    "--setenv",
    "GIT_AUTHOR_NAME",
    "Learner",
    "--setenv",
    "GIT_AUTHOR_EMAIL",
    "learner@sandbox.invalid",
    "--setenv",
    "GIT_COMMITTER_NAME",
    "Learner",
    "--setenv",
    "GIT_COMMITTER_EMAIL",
    "learner@sandbox.invalid",
    "--setenv",
    "PYTHONDONTWRITEBYTECODE",
    "1",
    ...extra,
    "/bin/bash",
    "-c",
    script,
    "sandbox",
    command,
  ];
}

/** Writes `files` (relative names, checked to stay inside) under `root`: a sandbox's seed. */
export function writeSandboxTree(root: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    const target = path.resolve(root, name);
    if (!target.startsWith(root + path.sep)) throw new Error(`A sandbox file name leaves the workspace: ${name}`);
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o755 });
    fs.writeFileSync(target, content, { mode: 0o644 });
  }
}

const NOISE = /^Picked up JAVA_TOOL_OPTIONS:.*\n?/gm;

/**
 * Runs `command` (bash) in a fresh sandbox whose workspace holds `files` (relative names). Always
 * resolves with what happened (a timeout or a limit is a result, not an error); throws
 * SandboxUnavailable only when bubblewrap is missing.
 */
export async function runInSandbox(
  files: Record<string, string>,
  command: string,
  overrides: Partial<SandboxLimits> = {},
  /** more bubblewrap options (e.g. a cloud lab's socket folder and variables) */
  extra: string[] = [],
): Promise<SandboxResult> {
  if (!sandboxAvailable()) throw new SandboxUnavailable("The sandbox needs bubblewrap (apt-get install bubblewrap), setpriv and prlimit on Linux.");
  const limits = { ...DEFAULT_LIMITS, ...overrides };
  const release = await slot();
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-sandbox-"));
  try {
    const { seed, etc } = prepareSandboxFolder(base, files);
    const uid = nextSandboxUid();
    return await spawnSandbox(sandboxArgv(seed, etc, uid, limits, command, extra), limits);
  } finally {
    fs.rmSync(base, { recursive: true, force: true });
    release();
  }
}

function spawnSandbox(argv: string[], limits: SandboxLimits): Promise<SandboxResult> {
  const started = Date.now();
  return new Promise<SandboxResult>((resolve) => {
    // an empty environment: nothing of the server's configuration or secrets reaches the sandbox
    const child = spawn(SETPRIV, argv, { env: {} as NodeJS.ProcessEnv, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    child.stdout.on("data", (c: string) => {
      if (stdout.length < limits.outputChars) stdout += c;
    });
    child.stderr.on("data", (c: string) => {
      if (stderr.length < limits.outputChars) stderr += c;
    });
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, limits.timeoutMs);
    child.on("error", (e) => {
      clearTimeout(timer);
      resolve({ stdout, stderr: `${stderr}${e.message}`, exitCode: null, signal: null, timedOut, durationMs: Date.now() - started });
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({
        stdout: stdout.slice(0, limits.outputChars),
        stderr: stderr.replace(NOISE, "").slice(0, limits.outputChars),
        exitCode: code,
        signal,
        timedOut,
        durationMs: Date.now() - started,
      });
    });
  });
}
