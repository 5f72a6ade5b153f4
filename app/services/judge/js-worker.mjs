// JavaScript sandbox worker. Forked by the judge (sandbox.server.ts) with an empty environment
// and Node's permission model (reads limited to the isolated-vm package and this file; no
// writes, child processes or worker threads). Learner code never runs in this process's own
// V8 heap: every job gets a fresh isolated-vm isolate with a memory limit, into which only the
// harness below is injected as source (no require, process, fs or fetch inside). Values cross
// the boundary as JSON text. One job at a time; the parent kills the process if it overruns.
import { createRequire } from "node:module";
import net from "node:net";
import tls from "node:tls";
import dgram from "node:dgram";
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import { syncBuiltinESMExports } from "node:module";

const proc = process;
const [ivmDir] = proc.argv.slice(2);
const ivm = createRequire(import.meta.url)(ivmDir);

// Defense in depth: this process has no business on the network.
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
delete globalThis.fetch;

/** Runs inside the isolate. Written as a function so it is checked like any code; injected as source. */
function judgeHarness(cfg) {
  "use strict";
  const g = globalThis;
  const stringify = JSON.stringify;
  const parse = JSON.parse;
  const isArray = Array.isArray;
  const MAX_NODES = 1000000;
  class ListNode {
    constructor(val = 0, next = null) {
      this.val = val;
      this.next = next;
    }
  }
  class TreeNode {
    constructor(val = 0, left = null, right = null) {
      this.val = val;
      this.left = left;
      this.right = right;
    }
  }
  let out = "";
  let full = false;
  const write = (s) => {
    if (full) return;
    out += s;
    if (out.length > cfg.stdoutBytes) {
      out = out.slice(0, cfg.stdoutBytes) + "\n...[output truncated]\n";
      full = true;
    }
  };
  const show = (v) => {
    if (typeof v === "string") return v;
    try {
      const s = stringify(plain(v));
      return s === undefined ? String(v) : s;
    } catch {
      return String(v);
    }
  };
  const log = (...args) => write(args.map(show).join(" ") + "\n");
  g.console = { log, info: log, warn: log, error: log, debug: log, trace: log, dir: log, table: log };
  g.ListNode = ListNode;
  g.TreeNode = TreeNode;
  delete g.WebAssembly;

  const toList = (a) => {
    if (!isArray(a)) return a;
    let head = null;
    for (let i = a.length - 1; i >= 0; i--) head = new ListNode(a[i], head);
    return head;
  };
  const toTree = (a) => {
    if (!isArray(a) || a.length === 0 || a[0] === null) return null;
    const root = new TreeNode(a[0]);
    const queue = [root];
    let head = 0;
    let i = 1;
    while (i < a.length && head < queue.length) {
      const node = queue[head++];
      if (i < a.length && a[i] !== null) queue.push((node.left = new TreeNode(a[i])));
      i++;
      if (i < a.length && a[i] !== null) queue.push((node.right = new TreeNode(a[i])));
      i++;
    }
    return root;
  };
  const fromList = (node) => {
    const values = [];
    while (node !== null && node !== undefined) {
      if (values.length >= MAX_NODES) throw new Error("the returned linked list is too long or has a cycle");
      values.push(plain(node.val));
      node = node.next;
    }
    return values;
  };
  const fromTree = (root) => {
    if (!root) return [];
    const values = [];
    const queue = [root];
    for (let head = 0; head < queue.length; head++) {
      if (queue.length > 2 * MAX_NODES) throw new Error("the returned tree is too large or has a cycle");
      const node = queue[head];
      if (node) {
        values.push(plain(node.val));
        queue.push(node.left ?? null, node.right ?? null);
      } else values.push(null);
    }
    while (values.length && values[values.length - 1] === null) values.pop();
    return values;
  };
  function plain(v) {
    if (v === undefined) return null;
    if (v instanceof ListNode) return fromList(v);
    if (v instanceof TreeNode) return fromTree(v);
    if (isArray(v)) return v.map(plain);
    if (v instanceof Set) return [...v].map(plain);
    if (v instanceof Map) return Object.fromEntries([...v].map(([k, x]) => [String(k), plain(x)]));
    if (v !== null && typeof v === "object") {
      const o = {};
      for (const k of Object.keys(v)) o[k] = plain(v[k]);
      return o;
    }
    return v;
  }
  const convertIn = (value, type) =>
    type === "ListNode" ? toList(value)
    : type === "TreeNode" ? toTree(value)
    : type === "ListNode[]" && isArray(value) ? value.map(toList)
    : value;
  const convertOut = (value, type) =>
    type === "ListNode" ? fromList(value) : type === "TreeNode" ? fromTree(value) : plain(value);
  const describe = (e) => {
    if (e === null || typeof e !== "object") return `Uncaught ${String(e)}`;
    const line = /solution\.js:(\d+)/.exec(String(e.stack ?? ""));
    return `${e.name ?? "Error"}: ${e.message ?? ""}${line ? ` (line ${line[1]})` : ""}`;
  };
  const take = () => {
    const s = out;
    out = "";
    return s;
  };
  const api = {
    takeStdout: take,
    describe,
    run(fn, argsJson) {
      const args = parse(argsJson).map((a, i) => convertIn(a, cfg.paramTypes[i]));
      let result;
      try {
        result = fn(...args);
      } catch (e) {
        return stringify({ ok: false, error: describe(e), stdout: take() });
      }
      if (cfg.returnType === "void") result = args[0];
      try {
        return stringify({ ok: true, output: stringify(convertOut(result, cfg.returnType)) ?? "null", stdout: take() });
      } catch (e) {
        return stringify({ ok: false, error: `Your return value cannot be converted to JSON: ${e && e.message}`, stdout: take() });
      }
    },
  };
  Object.defineProperty(g, "__judge", { value: Object.freeze(api), writable: false, configurable: false });
}

const cpuMs = (isolate) => Number(isolate.cpuTime) / 1e6;

/** Runs `fn` in the isolate with a CPU-time limit; the isolate is disposed when it overruns. */
async function timed(isolate, limitMs, fn) {
  const start = cpuMs(isolate);
  let overran = false;
  const spent = () => {
    try {
      return cpuMs(isolate) - start;
    } catch {
      return limitMs;
    }
  };
  const watch = setInterval(() => {
    if (spent() > limitMs && !isolate.isDisposed) {
      overran = true;
      isolate.dispose();
    }
  }, 10);
  try {
    const value = await fn();
    const ms = spent();
    return ms > limitMs ? { status: "timeout", message: "Time Limit Exceeded", ms } : { status: "ok", value, ms };
  } catch (e) {
    const message = String(e?.message ?? e);
    if (overran || /timed out/i.test(message)) return { status: "timeout", message: "Time Limit Exceeded", ms: Math.max(spent(), limitMs) };
    if (/memory limit/i.test(message) || isolate.isDisposed) {
      return { status: "memory", message: "Memory Limit Exceeded: the program used more memory than allowed.", ms: spent() };
    }
    const line = /solution\.js:(\d+)/.exec(String(e?.stack ?? ""));
    return { status: "runtime", message: `${e?.name ?? "Error"}: ${message}${line ? ` (line ${line[1]})` : ""}`, ms: spent() };
  } finally {
    clearInterval(watch);
  }
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

async function grade(job) {
  const send = (m) => proc.send(m);
  const isolate = new ivm.Isolate({ memoryLimit: Math.max(8, job.memoryMb) });
  const wall = job.timeMs * 4 + 3000;
  let stdout = "";
  let peak = 0;
  const addOut = (s) => {
    if (s && stdout.length <= job.stdoutBytes) stdout = (stdout + s).slice(0, job.stdoutBytes + 64);
  };
  const heap = () => {
    try {
      peak = Math.max(peak, isolate.getHeapStatisticsSync().used_heap_size);
    } catch {
      /* disposed */
    }
  };
  let compiledSent = false;
  let testsSent = 0;
  const compiled = (status, message, ms = 0) => {
    compiledSent = true;
    send({ t: "compiled", status, message, timeMs: Math.round(ms) });
  };
  try {
    const context = await isolate.createContext();
    const cfg = { stdoutBytes: job.stdoutBytes, paramTypes: job.paramTypes, returnType: job.returnType };
    await context.eval(`(${judgeHarness.toString()})(${JSON.stringify(cfg)})`);
    let script;
    try {
      script = await isolate.compileScript(job.code, { filename: "solution.js" });
    } catch (e) {
      const where = /solution\.js:(\d+)/.exec(String(e?.message ?? ""));
      return compiled("syntax", `${e?.name ?? "SyntaxError"}: ${String(e?.message ?? e).replace(/\s*\[solution\.js:.*\]$/, "")}${where ? ` (line ${where[1]})` : ""}`);
    }
    const top = await timed(isolate, job.timeMs, () => script.run(context, { timeout: wall }));
    if (top.status !== "ok") return compiled(top.status, top.message, top.ms);
    const fn = job.functionName;
    const kind = IDENTIFIER.test(fn) ? await context.eval(`typeof ${fn}`, { timeout: wall }) : "invalid";
    if (kind !== "function") return compiled("syntax", `Your code must define a function named ${fn}.`, top.ms);
    addOut(await context.eval("__judge.takeStdout()", { timeout: wall }));
    heap();
    compiled("ok", undefined, top.ms);
    for (let index = 0; index < job.tests.length; index++) {
      const source = `__judge.run(${fn}, ${JSON.stringify(job.tests[index])})`;
      const r = await timed(isolate, job.timeMs, () => context.eval(source, { timeout: wall }));
      heap();
      const timeMs = Math.round(r.ms);
      if (r.status !== "ok") {
        send({ t: "test", index, status: r.status, message: r.message, timeMs, memBytes: peak });
        break;
      }
      const v = JSON.parse(r.value);
      addOut(v.stdout);
      if (v.ok) send({ t: "test", index, status: "ok", output: v.output, timeMs, memBytes: peak });
      else send({ t: "test", index, status: "runtime", message: v.error, timeMs, memBytes: peak });
      testsSent = index + 1;
    }
  } catch (e) {
    const message = `The JavaScript sandbox failed: ${String(e?.message ?? e)}`;
    if (!compiledSent) compiled("runtime", message);
    else send({ t: "test", index: testsSent, status: "runtime", message, timeMs: 0 });
  } finally {
    heap();
    if (!isolate.isDisposed) isolate.dispose();
    send({ t: "done", stdout, memBytes: peak });
  }
}

let chain = Promise.resolve();
proc.on("message", (m) => {
  if (m && m.t === "run") chain = chain.then(() => grade(m.job));
});
proc.on("disconnect", () => proc.exit(0));
proc.send({ t: "ready" });
