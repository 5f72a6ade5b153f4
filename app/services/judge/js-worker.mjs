// JavaScript sandbox worker. Forked by the judge (sandbox.server.ts) with an empty environment
// and Node's permission model (reads limited to the isolated-vm package, this file and
// worker-bounds.mjs; no writes, child processes or worker threads). Learner code never runs in this process's own
// V8 heap: every job gets a fresh isolated-vm isolate with a memory limit, into which only the
// harness below is injected as source (no require, process, fs or fetch inside). Values cross
// the boundary as JSON text, checked and bounded by worker-bounds.mjs; test arguments go in one
// test at a time. One job at a time; the parent kills the process if it overruns.
import { createRequire, syncBuiltinESMExports } from "node:module";
import net from "node:net";
import tls from "node:tls";
import dgram from "node:dgram";
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import { JS_ERROR_KINDS, jobBounds, textBounds } from "./worker-bounds.mjs";

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

/**
 * Runs inside the isolate. Written as a function so it is checked like any code; injected as
 * source. It bounds what it answers (printed output per test, messages, return values), but
 * learner code shares the isolate and may tamper with it: the worker checks every answer again.
 */
function judgeHarness(cfg, bounds) {
  "use strict";
  const g = globalThis;
  const stringify = JSON.stringify;
  const parse = JSON.parse;
  const isArray = Array.isArray;
  const getProto = Object.getPrototypeOf;
  const MAX_NODES = 1000000;
  // Error kinds by prototype identity, captured before learner code runs: a hidden test reports
  // only one of these names, whatever its error says about itself.
  const KINDS = [
    [TypeError.prototype, "TypeError"],
    [RangeError.prototype, "RangeError"],
    [SyntaxError.prototype, "SyntaxError"],
    [ReferenceError.prototype, "ReferenceError"],
    [EvalError.prototype, "EvalError"],
    [URIError.prototype, "URIError"],
    [AggregateError.prototype, "AggregateError"],
    [Error.prototype, "Error"],
  ];
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
  const { utf8Length, utf8Prefix, clipText: clip } = bounds;
  /** the start of `s` that fits in `max` bytes, its size, and how many bytes were left out */
  const cut = (s, max) => {
    const { prefix, bytes } = utf8Prefix(s, max);
    return { kept: prefix, more: prefix.length < s.length ? utf8Length(s) - bytes : 0, bytes };
  };

  // printed output of the current test: at most `room` bytes kept, the rest counted
  let out = "";
  let outBytes = 0;
  let room = cfg.stdoutBytes;
  let dropped = 0;
  const write = (s) => {
    if (outBytes >= room) {
      dropped += utf8Length(s);
      return;
    }
    const c = cut(s, room - outBytes);
    out += c.kept;
    outBytes += c.bytes;
    dropped += c.more;
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
  // The cost counter (docs/product/judge.md#the-cost): the counted copy of the learner's code
  // calls it in every loop body and function body; run() resets it per test.
  let ticks = 0;
  Object.defineProperty(g, "__judgeTick", {
    value: () => {
      ticks++;
    },
    writable: false,
    configurable: false,
  });

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
    type === "ListNode" ? toList(value) : type === "TreeNode" ? toTree(value) : type === "ListNode[]" && isArray(value) ? value.map(toList) : value;
  const convertOut = (value, type) => (type === "ListNode" ? fromList(value) : type === "TreeNode" ? fromTree(value) : plain(value));
  const kindOf = (e) => {
    try {
      let p = e;
      for (let depth = 0; depth < 64 && p !== null && (typeof p === "object" || typeof p === "function"); depth++) {
        p = getProto(p);
        for (let i = 0; i < KINDS.length; i++) if (KINDS[i][0] === p) return KINDS[i][1];
      }
    } catch {
      /* a proxy that throws: no kind */
    }
    return undefined;
  };
  const describe = (e) => {
    if (e === null || typeof e !== "object") return clip(`Uncaught ${String(e)}`, cfg.messageBytes, "message");
    const line = /solution\.js:(\d+)/.exec(String(e.stack ?? ""));
    return clip(`${e.name ?? "Error"}: ${e.message ?? ""}`, cfg.messageBytes - 16, "message") + (line ? ` (line ${line[1]})` : "");
  };
  const take = () => {
    const s = { stdout: out, dropped };
    out = "";
    outBytes = 0;
    dropped = 0;
    return s;
  };
  const answer = (fields) => stringify({ ...fields, ...take() });
  const api = {
    takeStdout: () => stringify(take()),
    run(fn, argsJson, stdoutRoom) {
      room = stdoutRoom;
      const args = parse(argsJson).map((a, i) => convertIn(a, cfg.paramTypes[i]));
      argsJson = null;
      let result;
      ticks = 0;
      try {
        result = fn(...args);
      } catch (e) {
        return answer({ status: "runtime", message: describe(e), kind: kindOf(e) });
      }
      const cost = ticks;
      if (cfg.returnType === "void") result = args[0];
      let json;
      try {
        json = stringify(convertOut(result, cfg.returnType)) ?? "null";
      } catch (e) {
        return answer({
          status: "runtime",
          message: clip(`Your return value cannot be converted to JSON: ${e && e.message}`, cfg.messageBytes, "message"),
          kind: kindOf(e),
        });
      }
      // too large to hand over: its size and its start only
      if (json.length > cfg.valueBytes) return answer({ status: "output", size: utf8Length(json), preview: clip(json, cfg.previewBytes, "output") });
      return answer({ status: "ok", output: json, cost });
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
    const name = String(e?.name ?? "Error");
    return { status: "runtime", message: `${name}: ${message}${line ? ` (line ${line[1]})` : ""}`, kind: name, ms: spent() };
  } finally {
    clearInterval(watch);
  }
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

async function grade(job) {
  const send = (m) => proc.send(m);
  const bounds = jobBounds(job, JS_ERROR_KINDS);
  const isolate = new ivm.Isolate({ memoryLimit: Math.max(8, job.memoryMb) });
  const wall = job.timeMs * 4 + 3000;
  let peak = 0;
  const heap = () => {
    try {
      peak = Math.max(peak, isolate.getHeapStatisticsSync().used_heap_size);
    } catch {
      /* disposed */
    }
  };
  /** what the harness answered, as untrusted JSON text: an object, or null */
  const read = (text) => {
    try {
      const v = JSON.parse(text);
      return v !== null && typeof v === "object" ? v : null;
    } catch {
      return null;
    }
  };
  let compiledSent = false;
  let testsSent = 0;
  const compiled = (status, message, ms = 0) => {
    compiledSent = true;
    send({ t: "compiled", status, message: message === undefined ? undefined : bounds.message(message, status), timeMs: Math.round(ms) });
  };
  try {
    const context = await isolate.createContext();
    const { valueBytes, messageBytes, previewBytes } = job.bounds;
    const cfg = { stdoutBytes: job.stdoutBytes, valueBytes, messageBytes, previewBytes, paramTypes: job.paramTypes, returnType: job.returnType };
    // The harness gets the judge's text bounds (worker-bounds.mjs) as source too: the isolate has no imports.
    await context.eval(`(${judgeHarness.toString()})(${JSON.stringify(cfg)}, (${textBounds.toString()})())`);
    let script;
    // The counted copy when it compiles (docs/product/judge.md#the-cost); a rewrite the engine
    // cannot compile falls back to the learner's own code, without a cost.
    let counted = false;
    if (typeof job.counted === "string") {
      try {
        script = await isolate.compileScript(job.counted, { filename: "solution.js" });
        counted = true;
      } catch {
        script = undefined;
      }
    }
    try {
      script ??= await isolate.compileScript(job.code, { filename: "solution.js" });
    } catch (e) {
      const where = /solution\.js:(\d+)/.exec(String(e?.message ?? ""));
      return compiled(
        "syntax",
        `${e?.name ?? "SyntaxError"}: ${String(e?.message ?? e).replace(/\s*\[solution\.js:.*\]$/, "")}${where ? ` (line ${where[1]})` : ""}`,
      );
    }
    const top = await timed(isolate, job.timeMs, () => script.run(context, { timeout: wall }));
    if (top.status !== "ok") return compiled(top.status, top.message, top.ms);
    const fn = job.functionName;
    const kind = IDENTIFIER.test(fn) ? await context.eval(`typeof ${fn}`, { timeout: wall }) : "invalid";
    if (kind !== "function") return compiled("syntax", `Your code must define a function named ${fn}.`, top.ms);
    const printed = read(await context.eval("__judge.takeStdout()", { timeout: wall }));
    bounds.printed(printed?.stdout, printed?.dropped);
    heap();
    compiled("ok", undefined, top.ms);
    for (let index = 0; index < job.tests.length; index++) {
      const hidden = job.hidden[index] === true;
      // The arguments of this test only: no other test's data is ever inside the isolate.
      const source = `__judge.run(${fn}, ${JSON.stringify(job.tests[index])}, ${hidden ? 0 : job.stdoutBytes})`;
      const r = await timed(isolate, job.timeMs, () => context.eval(source, { timeout: wall }));
      heap();
      const timeMs = Math.round(r.ms);
      if (r.status !== "ok") {
        send(bounds.test({ index, status: r.status, message: r.message, kind: r.kind, timeMs, memBytes: peak }, hidden));
        break;
      }
      const v = read(r.value) ?? { status: "runtime", message: "The judge could not read the result of this test." };
      const printed = hidden ? undefined : bounds.printed(v.stdout, v.dropped);
      send(
        bounds.test(
          {
            index,
            status: v.status,
            output: v.output,
            message: v.message,
            kind: v.kind,
            size: v.size,
            preview: v.preview,
            timeMs,
            memBytes: peak,
            stdout: printed,
            cost: counted ? v.cost : undefined,
          },
          hidden,
        ),
      );
      testsSent = index + 1;
    }
  } catch (e) {
    const message = `The JavaScript sandbox failed: ${String(e?.message ?? e)}`;
    if (!compiledSent) compiled("runtime", message);
    else send(bounds.test({ index: testsSent, status: "runtime", message, timeMs: 0 }, job.hidden[testsSent] === true));
  } finally {
    heap();
    if (!isolate.isDisposed) isolate.dispose();
    send({ t: "done", stdout: bounds.stdout(), memBytes: peak });
  }
}

let chain = Promise.resolve();
proc.on("message", (m) => {
  if (m && m.t === "run") chain = chain.then(() => grade(m.job));
});
proc.on("disconnect", () => proc.exit(0));
proc.send({ t: "ready" });
