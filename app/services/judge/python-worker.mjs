// Python sandbox worker: Pyodide (CPython compiled to WebAssembly), loaded offline from the
// pyodide package. Forked by the judge (sandbox.server.ts) with an EMPTY environment under
// Node's permission model: reads only the pyodide package folder and this file; no writes,
// no child processes, no worker threads, no string-to-code evaluation. Before any learner code
// runs, the bridges from Python to the host are cut (see `cutBridges`), the interpreter heap is
// capped, and python-harness.py (sent by the parent with python-submission.py) arms an audit hook. One job at a time;
// the parent kills the process when a test overruns its CPU time and starts a fresh one.
import { constants as fsConstants } from "node:fs";
import net from "node:net";
import tls from "node:tls";
import dgram from "node:dgram";
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import { syncBuiltinESMExports } from "node:module";
import { pathToFileURL } from "node:url";

const proc = process;
const send = (m) => proc.send(m);
const [pyodideDir] = proc.argv.slice(2);
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
const py = await loadPyodide({
  indexURL: `${pyodideDir}/`,
  env: {},
  stdin: () => null,
  stdout: () => undefined,
  stderr: () => undefined,
});
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
cutBridges();

const heapBytes = () => py._module.HEAP8.buffer.byteLength;
const cpuMs = () => {
  const u = proc.cpuUsage();
  return (u.user + u.system) / 1000;
};
const baseline = heapBytes();
const yieldToEventLoop = () => new Promise((resolve) => setImmediate(resolve));

/** Calls into Python; a JS-level failure (a Pyodide fatal error) ends this worker after the report. */
function call(fn, ...args) {
  try {
    return { value: fn(...args) };
  } catch (e) {
    const text = String(e?.message || e?.type || e || "unknown error");
    const memory = /memory|RangeError: judge memory cap/i.test(text);
    return { fatal: memory ? "memory" : "runtime", message: memory ? "MemoryError" : `The Python sandbox failed: ${text.split("\n").slice(-2).join(" ")}` };
  }
}

/** Calls a function of the submission's harness dict, releasing the proxy afterwards. */
function callHarness(harness, name, ...args) {
  const fn = harness.get(name);
  try {
    return call(fn, ...args);
  } finally {
    fn.destroy();
  }
}

function withLine(result, harness) {
  const parsed = JSON.parse(result);
  if (parsed.traced) {
    const line = call(errorLine, harness).value;
    if (typeof line === "number") parsed.message = `${parsed.message} (line ${line})`;
  }
  return parsed;
}

async function runJob(job) {
  heapCap = baseline + Math.max(16, job.memoryMb) * MB;
  const c0 = cpuMs();
  let retire = false;
  let harness;
  let stdout = "";
  const finish = () => {
    const trips = call(tripped).value;
    const grown = heapBytes() - baseline > 160 * MB;
    send({ t: "done", stdout, memBytes: proc.memoryUsage.rss(), retire: retire || grown || trips !== 0 });
    harness?.destroy();
    if (retire) setTimeout(() => proc.exit(0), 50);
  };
  const cleanState = call(reset);
  if (cleanState.fatal || cleanState.value !== true) retire = true;
  const testsJson = `[${job.tests.join(",")}]`;
  const started = call(startSubmission, job.code, job.functionName, job.paramTypes, job.returnType, job.stdoutBytes, testsJson);
  if (started.fatal) {
    retire = true;
    send({ t: "compiled", status: started.fatal, message: started.message, timeMs: Math.round(cpuMs() - c0) });
    return finish();
  }
  harness = started.value;
  const prepared = callHarness(harness, "prepare");
  const compiled = prepared.fatal ? { status: prepared.fatal, message: prepared.message } : withLine(prepared.value, harness);
  send({ t: "compiled", status: compiled.status, message: compiled.message, timeMs: Math.round(cpuMs() - c0) });
  if (prepared.fatal) retire = true;
  if (compiled.status === "ok") {
    const runTest = harness.get("run_test");
    for (let index = 0; index < job.tests.length; index++) {
      await yieldToEventLoop();
      const t0 = cpuMs();
      const r = call(runTest, index);
      const timeMs = Math.round(cpuMs() - t0);
      if (r.fatal) {
        retire = true;
        send({ t: "test", index, status: r.fatal, message: r.message, timeMs });
        break;
      }
      const v = withLine(r.value, harness);
      const status = v.status === "ok" && timeMs > job.timeMs ? "timeout" : v.status;
      send({ t: "test", index, status, output: v.output, message: status === "timeout" ? "Time Limit Exceeded" : v.message, timeMs });
      if (status === "memory" || status === "timeout") break;
    }
    runTest.destroy();
  }
  const out = callHarness(harness, "take_stdout");
  stdout = typeof out.value === "string" ? out.value : "";
  finish();
}

let chain = Promise.resolve();
proc.on("message", (m) => {
  if (m && m.t === "run") chain = chain.then(() => runJob(m.job));
});
send({ t: "ready", baseline });
