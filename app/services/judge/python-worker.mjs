// Python sandbox worker: Pyodide (CPython compiled to WebAssembly), loaded offline from the
// pyodide package. Forked by the judge (sandbox.server.ts) with an EMPTY environment under
// Node's permission model: reads only the pyodide package folder, this file and the start-up
// snapshot (python-snapshot.mjs, when the judge passes one); no writes,
// no child processes, no worker threads, no string-to-code evaluation (reads: the pyodide
// package, this file and worker-bounds.mjs, which checks and bounds everything sent back). Before any learner code
// runs, the bridges from Python to the host are cut (see `cutBridges`), the interpreter heap is
// capped, and python-harness.py (sent by the parent with python-submission.py) arms an audit hook. One job at a time;
// the parent kills the process when a test overruns its CPU time and starts a fresh one.
import { constants as fsConstants, readFileSync } from "node:fs";
import net from "node:net";
import tls from "node:tls";
import dgram from "node:dgram";
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import { syncBuiltinESMExports } from "node:module";
import { pathToFileURL } from "node:url";
import { jobBounds } from "./worker-bounds.mjs";

const proc = process;
const send = (m) => proc.send(m);
// the pyodide package, and the start-up snapshot when the judge has made one (python-snapshot.mjs)
const [pyodideDir, snapshotFile] = proc.argv.slice(2);
const MB = 1024 * 1024;

// Pyodide's network sockets go through the `ws` package (real TCP): the permission model of
// Node 20 does not cover the network, so the socket layer is closed here for the whole process.
const denied = () => {
  throw new Error("Network access is not available in the judge.");
};
net.Socket.prototype.connect = denied;
net.connect = net.createConnection = tls.connect = denied;
net.Server.prototype.listen = denied;
dgram.createSocket = denied;
http.request = http.get = https.request = https.get = denied;
for (const k of Object.keys(dns)) if (typeof dns[k] === "function" && k !== "Resolver") dns[k] = denied;
syncBuiltinESMExports();

// Pyodide's NODEFS reads the fs constants through process.binding, which the permission model
// refuses; hand it the same constants and nothing else.
proc.binding = (name) => {
  if (name === "constants") return { fs: fsConstants };
  throw new Error("process.binding is not available in the judge.");
};

// Emscripten grows the WebAssembly memory from JS: a cap here turns a huge allocation into
// Python's MemoryError instead of a multi-gigabyte worker.
let heapCap = Infinity;
const grow = WebAssembly.Memory.prototype.grow;
WebAssembly.Memory.prototype.grow = function (delta) {
  if (this.buffer.byteLength + delta * 65536 > heapCap) throw new RangeError("judge memory cap");
  return grow.call(this, delta);
};

let harnessSource;
let submissionSource;
const initialised = new Promise((resolve) => {
  proc.on("message", function onInit(m) {
    if (m && m.t === "init") {
      harnessSource = m.harness;
      submissionSource = m.submission;
      proc.off("message", onInit);
      resolve();
    }
  });
});
proc.on("disconnect", () => proc.exit(0));

const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
const options = { indexURL: `${pyodideDir}/`, env: {}, stdin: () => null, stdout: () => undefined, stderr: () => undefined };
/** From the snapshot when there is one (CPython's start-up already done); the plain way if it cannot be read. */
async function load() {
  if (snapshotFile) {
    try {
      return await loadPyodide({ ...options, _loadSnapshot: readFileSync(snapshotFile) });
    } catch {
      /* a snapshot this Pyodide refuses: start the plain way */
    }
  }
  return loadPyodide(options);
}
const py = await load();
await initialised;

/** Python reaches JavaScript through `import js` (this globalThis) and pyodide_js: leave nothing there that opens the host. */
function cutBridges() {
  for (const name of ["process", "require", "fetch", "WebSocket", "EventSource", "Request", "Response", "Worker", "SharedWorker"]) {
    try {
      delete globalThis[name];
    } catch {
      globalThis[name] = undefined;
    }
  }
}

for (const name of ["js", "pyodide_js"]) {
  try {
    py.unregisterJsModule(name);
  } catch {
    /* not registered */
  }
}
const boot = py.globals.get("dict")();
boot.set("SUBMISSION_SOURCE", submissionSource);
py.runPython(harnessSource, { globals: boot });
const reset = boot.get("reset");
const startSubmission = boot.get("start_submission");
const errorLine = boot.get("error_line");
const tripped = boot.get("tripped");
// read before any learner code runs: the error kinds a hidden test may report
const errorKinds = JSON.parse(boot.get("ERROR_KIND_NAMES_JSON"));
cutBridges();
// Should learner code ever hold a JavaScript object, a stack-trace hook must not hand it this
// realm's frames (their `this` reached the interpreter's WebAssembly instance).
Object.defineProperty(Error, "prepareStackTrace", { value: undefined, writable: false, configurable: false });

const heapBytes = () => py._module.HEAP8.buffer.byteLength;
const cpuMs = () => {
  const u = proc.cpuUsage();
  return (u.user + u.system) / 1000;
};
const baseline = heapBytes();
const yieldToEventLoop = () => new Promise((resolve) => setImmediate(resolve));

const { PythonError } = py.ffi;

/**
 * Calls into Python. A Python exception that escapes the harness (learner code that tampers
 * with it can cause one) leaves the interpreter sound; any other failure (a Pyodide fatal
 * error, the memory cap) ends this worker after the report (`retire`).
 */
function call(fn, ...args) {
  try {
    return { value: fn(...args) };
  } catch (e) {
    const text = String(e?.message || e?.type || e || "unknown error");
    const memory = /RangeError: judge memory cap|MemoryError|out of memory/i.test(text);
    const sound = !memory && e instanceof PythonError;
    return {
      fatal: memory ? "memory" : "runtime",
      retire: !sound,
      message: memory ? "MemoryError" : `The Python sandbox failed: ${text.split("\n").slice(-2).join(" ")}`,
    };
  }
}

/** Calls a function of the submission's harness dict, releasing the proxy afterwards. */
function callHarness(harness, name, ...args) {
  const fn = harness.get(name);
  try {
    return typeof fn === "function"
      ? call(fn, ...args)
      : { fatal: "runtime", retire: false, message: "The Python sandbox failed: the judge's harness was changed." };
  } finally {
    if (typeof fn?.destroy === "function") fn.destroy();
  }
}

/** What the harness answered, as untrusted JSON text: an object, or null. */
function read(text) {
  try {
    const v = JSON.parse(text);
    return v !== null && typeof v === "object" ? v : null;
  } catch {
    return null;
  }
}

/** The message with the line of solution.py it was raised on, when the harness traced it. */
function withLine(v, harness) {
  if (v.traced && typeof v.message === "string") {
    const line = call(errorLine, harness).value;
    if (typeof line === "number") return `${v.message} (line ${line})`;
  }
  return v.message;
}

async function runJob(job) {
  heapCap = baseline + Math.max(16, job.memoryMb) * MB;
  const bounds = jobBounds(job, errorKinds);
  const c0 = cpuMs();
  let retire = false;
  let harness;
  const finish = () => {
    const trips = call(tripped).value;
    const grown = heapBytes() - baseline > 160 * MB;
    send({ t: "done", stdout: bounds.stdout(), memBytes: proc.memoryUsage.rss(), retire: retire || grown || trips !== 0 });
    harness?.destroy();
    if (retire) setTimeout(() => proc.exit(0), 50);
  };
  /** What was printed since the last take: kept for top-level code and visible tests only (answered: what was kept of it). */
  const takeOutput = (keep) => {
    const taken = callHarness(harness, "take_output");
    const v = typeof taken.value === "string" ? read(taken.value) : null;
    return keep && v ? bounds.printed(v.stdout, v.dropped) : undefined;
  };
  const cleanState = call(reset);
  if (cleanState.fatal || cleanState.value !== true) retire = true;
  const { valueBytes, messageBytes, previewBytes } = job.bounds;
  const started = call(startSubmission, job.code, job.functionName, job.paramTypes, job.returnType, valueBytes, messageBytes, previewBytes);
  if (started.fatal) {
    retire = true;
    send({ t: "compiled", status: started.fatal, message: bounds.message(started.message, "Runtime Error"), timeMs: Math.round(cpuMs() - c0) });
    return finish();
  }
  harness = started.value;
  const prepared = callHarness(harness, "prepare", job.stdoutBytes);
  const compiled = prepared.fatal
    ? { status: prepared.fatal, message: prepared.message }
    : (read(prepared.value) ?? { status: "runtime", message: "The judge could not read the result of your code." });
  const compiledStatus = ["ok", "syntax", "runtime", "memory"].includes(compiled.status) ? compiled.status : "runtime";
  const compiledMessage =
    compiledStatus === "ok" ? undefined : bounds.message(prepared.fatal ? compiled.message : withLine(compiled, harness), "Runtime Error");
  send({ t: "compiled", status: compiledStatus, message: compiledMessage, timeMs: Math.round(cpuMs() - c0) });
  if (prepared.retire) retire = true;
  takeOutput(true);
  if (compiledStatus === "ok") {
    const runTest = harness.get("run_test");
    for (let index = 0; index < job.tests.length; index++) {
      await yieldToEventLoop();
      const hidden = job.hidden[index] === true;
      const t0 = cpuMs();
      // The arguments of this test only: no other test's data ever enters the interpreter.
      const r = call(runTest, job.tests[index], hidden ? 0 : job.stdoutBytes);
      const timeMs = Math.round(cpuMs() - t0);
      if (r.fatal) {
        const printed = takeOutput(!hidden);
        send(
          bounds.test(
            { index, status: r.fatal, message: r.message, kind: r.fatal === "memory" ? "MemoryError" : undefined, timeMs, stdout: printed },
            hidden,
          ),
        );
        if (!r.retire) continue;
        retire = true;
        break;
      }
      const v = (typeof r.value === "string" && read(r.value)) || { status: "runtime", message: "The judge could not read the result of this test." };
      const status = v.status === "ok" && timeMs > job.timeMs ? "timeout" : v.status;
      const message = status === "timeout" ? "Time Limit Exceeded" : hidden ? undefined : withLine(v, harness);
      const printed = takeOutput(!hidden);
      send(
        bounds.test(
          { index, status, output: v.output, message, kind: v.kind, size: v.size, preview: v.preview, timeMs, stdout: printed, cost: v.cost },
          hidden,
        ),
      );
      if (status === "memory" || status === "timeout") break;
    }
    if (typeof runTest?.destroy === "function") runTest.destroy();
  }
  finish();
}

let chain = Promise.resolve();
proc.on("message", (m) => {
  if (m && m.t === "run") chain = chain.then(() => runJob(m.job));
});
send({ t: "ready", baseline });
