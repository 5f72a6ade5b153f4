// The Python sandbox's start-up snapshot (docs/product/judge.md#pythons-start-up-snapshot): Pyodide's memory right
// after CPython started, made by python-snapshot.mjs and kept in node_modules/.cache/codelift/
// (one file per Pyodide version, shared by every process of this install, made again by a new
// install). A worker that starts from it needs about a third of the CPU of a plain start. The
// first process that needs one makes it in the background; until it exists, and if making it
// fails, workers start the plain way.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { judgeFile, packageDir } from "./paths.server";

let ready: string | null = null;
let started = false;

/** The snapshot file when it exists, else null (and its making starts, once per process). */
export function pythonSnapshot(): string | null {
  if (ready) return ready;
  let file: string;
  try {
    file = snapshotFile();
  } catch {
    return null;
  }
  if (fs.existsSync(file)) return (ready = file);
  if (!started) {
    started = true;
    makeSnapshot(file);
  }
  return null;
}

function snapshotFile(): string {
  const pyodide = packageDir("pyodide", "pyodide.mjs");
  const version = (JSON.parse(fs.readFileSync(path.join(pyodide, "package.json"), "utf8")) as { version: string }).version;
  return path.join(path.dirname(pyodide), ".cache", "codelift", `pyodide-${version}.snapshot`);
}

function makeSnapshot(file: string) {
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  } catch {
    return;
  }
  const child = execFile(
    process.execPath,
    [judgeFile("python-snapshot.mjs"), packageDir("pyodide", "pyodide.mjs"), file],
    // no learner code runs there, and nothing of the server's environment is needed
    { env: {} as NodeJS.ProcessEnv, timeout: 120_000 },
    (error) => {
      if (!error && fs.existsSync(file)) ready = file;
    },
  );
  // making it never keeps a process alive (a CLI run, a test file)
  child.unref();
}
