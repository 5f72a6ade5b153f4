// A shell in the hands-on sandbox behind a pseudo-terminal (docs/product/hands-on.md#the-terminal):
// the same confinement chain as every run (setpriv → prlimit → bwrap; no network, read-only system,
// a fresh tmpfs workspace seeded with a copy of the files, its own PID namespace, an empty
// environment), with an interactive bash on a PTY made by node-pty. The PTY is the shell's
// controlling terminal (job control, Ctrl-C) and only this process reads it. What the shell changes
// is thrown away with the sandbox; the learner's saved files are never mounted.
//
// Not tied to projects: anything that can name the files to seed (projects, cloud labs) opens one.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn as spawnPty, type IPty } from "node-pty";
import {
  DEFAULT_LIMITS,
  nextSandboxUid,
  prepareSandboxFolder,
  SandboxUnavailable,
  sandboxArgv,
  sandboxAvailable,
  SETPRIV,
  type SandboxLimits,
} from "./sandbox.server";

export interface SandboxTerminalOptions {
  cols?: number;
  rows?: number;
  /** limits of the sandbox; timeoutMs is the longest a terminal may live at all */
  limits?: Partial<SandboxLimits>;
  /** more bubblewrap options (binds, variables), as for sandboxArgv */
  extra?: string[];
}

export interface SandboxTerminal {
  write(data: string): void;
  resize(cols: number, rows: number): void;
  onData(listener: (data: string) => void): void;
  /** once, when the shell ends (it exited, was killed, or its time was up) */
  onExit(listener: (exitCode: number | null) => void): void;
  pause(): void;
  resume(): void;
  /** ends the shell and everything it started; the seed folder is removed */
  close(): void;
}

/** A terminal lives at most this long, even when used all along (then a new one is opened). */
export const TERMINAL_MAX_LIFETIME_MS = 4 * 60 * 60_000;

export const TERMINAL_LIMITS: SandboxLimits = { ...DEFAULT_LIMITS, timeoutMs: TERMINAL_MAX_LIFETIME_MS, cpuSeconds: 60 };

// how many terminals this process holds at once (each is a shell and its sandbox)
const MAX_TERMINALS = Math.max(1, Number(process.env.TERMINAL_MAX) || 48);
let open = 0;

export class TooManyTerminals extends Error {}

/** Opens a shell in a fresh sandbox seeded with `files`; throws SandboxUnavailable without bubblewrap, TooManyTerminals when full. */
export function openSandboxTerminal(files: Record<string, string>, opts: SandboxTerminalOptions = {}): SandboxTerminal {
  if (!sandboxAvailable()) throw new SandboxUnavailable("The sandbox needs bubblewrap (apt-get install bubblewrap), setpriv and prlimit on Linux.");
  if (open >= MAX_TERMINALS) throw new TooManyTerminals("Too many terminals are open on this server.");
  const limits = { ...TERMINAL_LIMITS, ...opts.limits };
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-terminal-"));
  let pty: IPty;
  try {
    const { seed, etc } = prepareSandboxFolder(base, files);
    const extra = ["--setenv", "TERM", "xterm-256color", ...(opts.extra ?? [])];
    const argv = sandboxArgv(seed, etc, nextSandboxUid(), limits, "exec /bin/bash --noprofile --norc -i", extra, { newSession: false });
    // an empty environment: nothing of the server's configuration or secrets reaches the sandbox
    pty = spawnPty(SETPRIV, argv, { name: "xterm-256color", cols: opts.cols ?? 80, rows: opts.rows ?? 24, cwd: "/", env: {} });
  } catch (e) {
    fs.rmSync(base, { recursive: true, force: true });
    throw e;
  }
  open++;
  let closed = false;
  const exitListeners: ((code: number | null) => void)[] = [];
  const finish = (code: number | null) => {
    if (closed) return;
    closed = true;
    open--;
    clearTimeout(timer);
    fs.rmSync(base, { recursive: true, force: true });
    for (const l of exitListeners) l(code);
  };
  const kill = () => {
    try {
      // the process group of the chain: setpriv is the PTY's session leader
      process.kill(-pty.pid, "SIGKILL");
    } catch {
      try {
        pty.kill("SIGKILL");
      } catch {
        // already gone
      }
    }
  };
  const timer = setTimeout(kill, limits.timeoutMs);
  timer.unref();
  pty.onExit(({ exitCode, signal }) => finish(signal ? null : exitCode));
  return {
    write: (data) => !closed && pty.write(data),
    resize: (cols, rows) => {
      if (!closed) pty.resize(cols, rows);
    },
    onData: (listener) => void pty.onData(listener),
    onExit: (listener) => void exitListeners.push(listener),
    pause: () => pty.pause(),
    resume: () => pty.resume(),
    close: () => {
      kill();
      // node-pty reports the exit once the PTY closes; the folder goes now in any case
      setTimeout(() => finish(null), 2000).unref();
    },
  };
}
