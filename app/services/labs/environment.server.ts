// A cloud lab's environment on this machine (docs/product/cloud-labs.md#the-environment): one
// services process per lab session (S3 and DynamoDB on random loopback ports, lab-services.mjs),
// started detached so any server process can reach it through the ports and folder kept on the
// session row, and stopped by whichever process ends the session. Learners' commands run in the
// hands-on sandbox (no network namespace shared with the host): a forwarder inside it offers the
// lab's endpoints on the sandbox's own loopback and pipes them to the session's Unix sockets.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LAB_ENDPOINTS } from "~/engine/labs";
import { runInSandbox, type SandboxResult } from "~/services/sandbox/sandbox.server";

interface LabServices {
  pid: number;
  s3Port: number;
  dynamodbPort: number;
  dir: string;
}

/** The folder that holds one sub-folder per running lab session (LAB_DIR, else the system's temporary folder). */
function labsRoot(): string {
  return path.resolve(process.env.LAB_DIR || path.join(os.tmpdir(), "codelift-labs"));
}

function labFile(name: string): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const starts = [here, process.cwd()];
  for (const start of starts) {
    let dir = start;
    for (let i = 0; i < 8; i++) {
      for (const candidate of [path.join(dir, name), path.join(dir, "app", "services", "labs", name)]) if (fs.existsSync(candidate)) return candidate;
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  throw new Error(`The cloud labs cannot find ${name} (looked upward for app/services/labs/${name}).`);
}

const START_TIMEOUT_MS = 20_000;

function writeDeadline(dir: string, endsAt: Date): void {
  const tmp = path.join(dir, `deadline.${process.pid}`);
  fs.writeFileSync(tmp, String(endsAt.getTime()));
  fs.renameSync(tmp, path.join(dir, "deadline"));
}

/** Starts a session's services; they stop by themselves at `endsAt` (or when extendServices moves it). */
export async function startServices(sessionId: number, endsAt: Date): Promise<LabServices> {
  const root = labsRoot();
  fs.mkdirSync(root, { recursive: true, mode: 0o711 });
  fs.chmodSync(root, 0o711);
  const dir = path.join(root, `${sessionId}-${crypto.randomBytes(12).toString("hex")}`);
  fs.mkdirSync(path.join(dir, "lab"), { recursive: true, mode: 0o711 });
  fs.chmodSync(dir, 0o711);
  fs.chmodSync(path.join(dir, "lab"), 0o755);
  fs.copyFileSync(labFile("lab-forward.cjs"), path.join(dir, "lab", "lab-forward.cjs"));
  fs.chmodSync(path.join(dir, "lab", "lab-forward.cjs"), 0o644);
  fs.writeFileSync(path.join(dir, "lab", "hosts"), "127.0.0.1 localhost\n::1 localhost\n", { mode: 0o644 });
  writeDeadline(dir, endsAt);
  const log = path.join(dir, "services.log");
  const out = fs.openSync(log, "a");
  const child = spawn(process.execPath, [labFile("lab-services.mjs"), dir], {
    detached: true,
    stdio: ["ignore", out, out],
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin" } as unknown as NodeJS.ProcessEnv,
    cwd: path.dirname(labFile("lab-services.mjs")),
  });
  fs.closeSync(out);
  child.unref();
  const started = Date.now();
  for (;;) {
    const text = fs.existsSync(log) ? fs.readFileSync(log, "utf8") : "";
    const line = text.split("\n").find((l) => l.startsWith("{"));
    if (line) {
      const ports = JSON.parse(line) as { s3Port: number; dynamodbPort: number; pid: number };
      return { pid: ports.pid, s3Port: ports.s3Port, dynamodbPort: ports.dynamodbPort, dir };
    }
    if (child.exitCode !== null || Date.now() - started > START_TIMEOUT_MS) {
      stopServices({ pid: child.pid ?? 0, dir });
      throw new Error(`The lab's services did not start: ${text.trim().slice(0, 500) || "no output"}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Moves the services' own deadline (an extension). */
export function extendServices(dir: string, endsAt: Date): void {
  if (fs.existsSync(dir)) writeDeadline(dir, endsAt);
}

/** Whether `pid` is this session's services process (never signal a reused pid). */
function isServicesProcess(pid: number, dir: string): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").includes(dir);
  } catch {
    return false;
  }
}

/** Stops a session's services and removes its folder; safe to call twice and from any process. */
export function stopServices(s: { pid: number; dir: string }): void {
  if (s.pid > 0 && isServicesProcess(s.pid, s.dir)) {
    try {
      process.kill(-s.pid, "SIGKILL");
    } catch {
      try {
        process.kill(s.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  }
  if (s.dir.startsWith(labsRoot() + path.sep)) fs.rmSync(s.dir, { recursive: true, force: true });
}

const LAB_COMMAND_TIMEOUT_MS = 60_000;

/**
 * Runs one bash command in a fresh sandbox that reaches this session's services (and nothing else)
 * at the lab's endpoints; `files` seed the sandbox's workspace.
 */
export async function runInLab(dir: string, command: string, files: Record<string, string>): Promise<SandboxResult> {
  const labDir = path.join(dir, "lab");
  const extra = [
    "--ro-bind",
    labDir,
    "/lab",
    "--ro-bind",
    path.join(labDir, "hosts"),
    "/etc/hosts",
    "--setenv",
    "LAB_COMMAND",
    command,
    "--setenv",
    "AWS_ACCESS_KEY_ID",
    "S3RVER",
    "--setenv",
    "AWS_SECRET_ACCESS_KEY",
    "S3RVER",
    "--setenv",
    "AWS_DEFAULT_REGION",
    "us-east-1",
    "--setenv",
    "AWS_PAGER",
    "",
    "--setenv",
    "AWS_EC2_METADATA_DISABLED",
    "true",
    "--setenv",
    "S3_ENDPOINT",
    LAB_ENDPOINTS.s3,
    "--setenv",
    "DYNAMODB_ENDPOINT",
    LAB_ENDPOINTS.dynamodb,
  ];
  return runInSandbox(files, "exec /usr/bin/node /lab/lab-forward.cjs", { timeoutMs: LAB_COMMAND_TIMEOUT_MS, outputChars: 16 * 1024 }, extra);
}
