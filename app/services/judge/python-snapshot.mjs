// Makes the Python sandbox's start-up snapshot (docs/product/judge.md#pythons-start-up-snapshot): Pyodide loaded exactly as python-worker.mjs loads
// it (same options, no learner code, nothing of the host reachable yet), then its WebAssembly
// memory written to a file. A worker that starts from it skips CPython's own start-up (about a
// third of the CPU of a plain start). Run by the judge (python-snapshot.server.ts) as
//   node python-snapshot.mjs <pyodide folder> <snapshot file>
// and written aside, then renamed, so a worker never reads half a snapshot.
import fs from "node:fs";
import { pathToFileURL } from "node:url";

const [pyodideDir, out] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
const py = await loadPyodide({
  indexURL: `${pyodideDir}/`,
  env: {},
  stdin: () => null,
  stdout: () => undefined,
  stderr: () => undefined,
  _makeSnapshot: true,
});
const snapshot = py.makeMemorySnapshot();
// aside under this process's own name, then renamed: two processes making it at once both finish whole
const part = `${out}.${process.pid}.part`;
fs.writeFileSync(part, snapshot, { mode: 0o600 });
fs.renameSync(part, out);
