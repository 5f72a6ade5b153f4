// The escape catalogue of the judge: table-driven attempts to get out of the Python and the
// JavaScript sandbox (files, processes, network, environment, host bridges, prototype and
// import tricks, introspection, loops, memory and output bombs), each graded by the real judge.
// Every attempt must end in the verdict and error its row names (refused or contained), and
// after every attempt the machine must be unaffected: nothing created in the folder the
// attempts aim at, no connection to the loopback listener they aim at, no secret of the
// server's environment, no host file and no hidden test input in anything the judge answers.
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grade, judgeStats, shutdownJudge, warmUp, type JudgeProblem, type JudgeResult, type Verdict } from "~/services/judge/index.server";

const CANARY = `canary-${crypto.randomUUID()}`;
const HIDDEN = `hidden-${crypto.randomUUID()}`;
const PASSWD = fs.existsSync("/etc/passwd") ? fs.readFileSync("/etc/passwd", "utf8").split("\n")[0]! : "root:x:0:0";
const PROJECT_FILE = path.resolve("package.json");
const attack: JudgeProblem = { functionName: "attack", params: [{ name: "x", type: "string" }], returnType: "string" };
// a visible test, then a hidden one whose input no attempt may see come back
const tests = [
  { input: ["visible"], expected: "never" },
  { input: [HIDDEN], expected: "never", hidden: true },
];

let scratch = "";
let port = 0;
let hits = 0;
let listener: net.Server;

interface Target {
  /** the folder every write and process attempt aims at */
  dir: string;
  /** a loopback port that counts connections */
  port: number;
}
interface Outcome {
  verdict: Verdict;
  /** the first test's error */
  error?: RegExp;
  /** the first test's output (a string) */
  output?: RegExp;
  /** the first test's output must not match */
  notOutput?: RegExp;
  /**
   * CPU time for the attempt (1000 ms unless set): building and measuring a 20 MB value or
   * filling the heap takes about half a second of honest work, and more on a loaded machine,
   * where the attempt would end as Time Limit Exceeded before its bound is reached
   */
  timeMs?: number;
}
type Attempt = [name: string, code: (t: Target) => string, outcome: Outcome];

const PY_WRITE = /PermissionError: Writing files is not available in the judge\./;
const PY_PROCESS = /PermissionError: Processes are not available in the judge\./;
const PY_NETWORK = /Network access is not available in the judge\./;

const python: Attempt[] = [
  // files: the interpreter's file system is its own; host files are not there, writes are refused
  ["reads /etc/passwd", () => "def attack(x):\n    return open('/etc/passwd').read()\n", { verdict: "Runtime Error", error: /FileNotFoundError/ }],
  [
    "reads a project file",
    () => `def attack(x):\n    return open(${JSON.stringify(PROJECT_FILE)}).read()\n`,
    { verdict: "Runtime Error", error: /FileNotFoundError/ },
  ],
  [
    "reads /proc/self/environ",
    () => "def attack(x):\n    return open('/proc/self/environ').read()\n",
    { verdict: "Runtime Error", error: /FileNotFoundError/ },
  ],
  [
    "lists the root folder",
    () => "import os\ndef attack(x):\n    return str(os.listdir('/'))\n",
    { verdict: "Wrong Answer", notOutput: /'(usr|etc|work|root|bin|var)'/ },
  ],
  [
    "writes a file",
    (t) => `def attack(x):\n    open('${t.dir}/open-w', 'w').write('x')\n    return 'written'\n`,
    { verdict: "Runtime Error", error: PY_WRITE },
  ],
  [
    "appends to a file",
    (t) => `def attack(x):\n    open('${t.dir}/open-a', 'a').write('x')\n    return 'written'\n`,
    { verdict: "Runtime Error", error: PY_WRITE },
  ],
  [
    "creates a file with os.open",
    (t) => `import os\ndef attack(x):\n    os.open('${t.dir}/os-open', os.O_WRONLY | os.O_CREAT)\n    return 'created'\n`,
    { verdict: "Runtime Error", error: PY_WRITE },
  ],
  [
    "writes with pathlib",
    (t) => `import pathlib\ndef attack(x):\n    pathlib.Path('${t.dir}/pathlib').write_text('x')\n    return 'written'\n`,
    { verdict: "Runtime Error", error: PY_WRITE },
  ],
  [
    "copies a file with shutil",
    (t) => `import shutil\ndef attack(x):\n    shutil.copy('/lib/python313.zip', '${t.dir}/copy')\n    return 'copied'\n`,
    { verdict: "Runtime Error", error: PY_WRITE },
  ],
  [
    "makes a folder",
    (t) => `import os\ndef attack(x):\n    os.mkdir('${t.dir}/folder')\n    return 'made'\n`,
    { verdict: "Runtime Error", error: PY_WRITE },
  ],
  [
    "removes a file",
    () => "import os\ndef attack(x):\n    os.remove('/etc/hostname')\n    return 'removed'\n",
    { verdict: "Runtime Error", error: PY_WRITE },
  ],
  [
    "makes a symlink",
    (t) => `import os\ndef attack(x):\n    os.symlink('/etc/passwd', '${t.dir}/link')\n    return 'linked'\n`,
    { verdict: "Runtime Error", error: PY_WRITE },
  ],
  [
    "writes to /dev/stdout",
    () => "def attack(x):\n    open('/dev/stdout', 'w').write('x')\n    return 'written'\n",
    { verdict: "Runtime Error", error: PY_WRITE },
  ],
  [
    "changes the working folder",
    () => "import os\ndef attack(x):\n    os.chdir('/')\n    return 'moved'\n",
    { verdict: "Runtime Error", error: /PermissionError: os\.chdir is not available in the judge\./ },
  ],
  // processes
  [
    "runs subprocess",
    (t) => `import subprocess\ndef attack(x):\n    subprocess.run(['touch', '${t.dir}/subprocess'])\n    return 'ran'\n`,
    { verdict: "Runtime Error", error: /OSError: .*does not support processes/ },
  ],
  [
    "runs os.system",
    (t) => `import os\ndef attack(x):\n    return str(os.system('touch ${t.dir}/system'))\n`,
    { verdict: "Runtime Error", error: PY_PROCESS },
  ],
  ["forks", () => "import os\ndef attack(x):\n    return str(os.fork())\n", { verdict: "Runtime Error", error: PY_PROCESS }],
  [
    "execs a shell",
    (t) => `import os\ndef attack(x):\n    os.execv('/bin/sh', ['sh', '-c', 'touch ${t.dir}/exec'])\n`,
    { verdict: "Runtime Error", error: PY_PROCESS },
  ],
  ["kills a process", () => "import os\ndef attack(x):\n    os.kill(1, 9)\n    return 'killed'\n", { verdict: "Runtime Error", error: PY_PROCESS }],
  [
    "starts a thread",
    () => "import threading\ndef attack(x):\n    threading.Thread(target=print).start()\n    return 'started'\n",
    { verdict: "Runtime Error", error: /RuntimeError: can't start new thread/ },
  ],
  // network
  [
    "opens a socket",
    (t) => `import socket\ndef attack(x):\n    socket.create_connection(('127.0.0.1', ${t.port}))\n    return 'connected'\n`,
    { verdict: "Runtime Error", error: PY_NETWORK },
  ],
  [
    "fetches with urllib",
    (t) => `import urllib.request\ndef attack(x):\n    return urllib.request.urlopen('http://127.0.0.1:${t.port}/').read().decode()\n`,
    { verdict: "Runtime Error", error: PY_NETWORK },
  ],
  [
    "fetches with http.client",
    (t) =>
      `import http.client\ndef attack(x):\n    c = http.client.HTTPConnection('127.0.0.1', ${t.port})\n    c.request('GET', '/')\n    return 'sent'\n`,
    { verdict: "Runtime Error", error: PY_NETWORK },
  ],
  [
    "fetches with pyodide.http",
    (t) => `from pyodide.http import open_url\ndef attack(x):\n    return open_url('http://127.0.0.1:${t.port}/').read()\n`,
    { verdict: "Runtime Error", error: /NameError|ImportError/ },
  ],
  // environment
  [
    "reads os.environ",
    () => "import os\ndef attack(x):\n    return str(dict(os.environ))\n",
    { verdict: "Wrong Answer", notOutput: /SECRET_CANARY|DATABASE_URL|SESSION_SECRET/ },
  ],
  [
    "reads one variable",
    () => "import os\ndef attack(x):\n    return str(os.getenv('SECRET_CANARY'))\n",
    { verdict: "Wrong Answer", output: /^None$/ },
  ],
  // the bridges to JavaScript and the host
  [
    "imports js",
    () => "import js\ndef attack(x):\n    return str(js.process.env.SECRET_CANARY)\n",
    { verdict: "Runtime Error", error: /ModuleNotFoundError: No module named 'js'/ },
  ],
  [
    "imports js through importlib",
    () => "import importlib\ndef attack(x):\n    return str(importlib.import_module('js').process)\n",
    { verdict: "Runtime Error", error: /ModuleNotFoundError: No module named 'js'/ },
  ],
  [
    "imports pyodide_js",
    () => "import pyodide_js\ndef attack(x):\n    pyodide_js.mountNodeFS('/host', '/etc')\n    return open('/host/passwd').read()\n",
    { verdict: "Runtime Error", error: /ModuleNotFoundError: No module named 'pyodide_js'/ },
  ],
  [
    "runs JavaScript with run_js",
    () => "from pyodide.code import run_js\ndef attack(x):\n    return str(run_js('process.env.SECRET_CANARY'))\n",
    { verdict: "Runtime Error", error: /Error/ },
  ],
  [
    "makes a JavaScript object with to_js",
    () => "from pyodide.ffi import to_js\ndef attack(x):\n    return str(to_js([1]).constructor.constructor('return process')())\n",
    { verdict: "Runtime Error", error: /ImportError: cannot import name 'to_js'/ },
  ],
  [
    "rebuilds _pyodide_core with create_builtin",
    () =>
      "import importlib.machinery\ndef attack(x):\n    spec = importlib.machinery.ModuleSpec('_pyodide_core', importlib.machinery.BuiltinImporter, origin='built-in')\n    core = importlib.machinery.BuiltinImporter.create_module(spec)\n    return str(core.to_js([1]))\n",
    { verdict: "Runtime Error", error: /AttributeError: module '_imp' has no attribute 'create_builtin'/ },
  ],
  [
    "re-imports _pyodide_core",
    () => "import sys\ndef attack(x):\n    del sys.modules['_pyodide_core']\n    import _pyodide_core\n    return str(_pyodide_core.create_proxy)\n",
    { verdict: "Runtime Error", error: /PermissionError: _pyodide_core is not available in the judge\./ },
  ],
  [
    "imports ctypes",
    () => "import ctypes\ndef attack(x):\n    return str(ctypes.CDLL(None))\n",
    { verdict: "Runtime Error", error: /PermissionError: ctypes is not available in the judge\./ },
  ],
  // introspection
  [
    "walks the gc",
    () => "import gc\ndef attack(x):\n    return str([o for o in gc.get_objects() if isinstance(o, str) and o.startswith('hidden-')])\n",
    { verdict: "Runtime Error", error: /PermissionError: gc\.get_objects is not available in the judge\./ },
  ],
  // CPython drops a hook that an existing hook refuses, silently: the new hook never sees an event
  [
    "adds an audit hook",
    () =>
      "import sys\ndef attack(x):\n    seen = []\n    sys.addaudithook(lambda event, args: seen.append(event))\n    open('/lib/python313.zip', 'rb').close()\n    return str(len(seen))\n",
    { verdict: "Wrong Answer", output: /^0$/ },
  ],
  [
    "sets a trace function",
    () => "import sys\ndef attack(x):\n    sys.settrace(lambda *a: None)\n    return 'tracing'\n",
    { verdict: "Runtime Error", error: /PermissionError: sys\.settrace is not available in the judge\./ },
  ],
  [
    "sets a profile function",
    () => "import sys\ndef attack(x):\n    sys.setprofile(lambda *a: None)\n    return 'profiling'\n",
    { verdict: "Runtime Error", error: /PermissionError: sys\.setprofile is not available in the judge\./ },
  ],
  [
    "reads the harness through frames",
    () => "import sys\ndef attack(x):\n    f = sys._getframe(1)\n    return repr(f.f_globals) + repr(f.f_locals) + repr(f.f_back)\n",
    { verdict: "Wrong Answer", notOutput: /hidden-/ },
  ],
  [
    "reads the harness through a traceback",
    () => "def attack(x):\n    try:\n        1 / 0\n    except Exception as e:\n        return repr(e.__traceback__.tb_frame.f_back.f_globals)\n",
    { verdict: "Wrong Answer", notOutput: /hidden-/ },
  ],
  [
    "schedules work for later",
    (t) => `import asyncio\ndef attack(x):\n    asyncio.get_event_loop().call_soon(lambda: open('${t.dir}/later', 'w'))\n    return 'scheduled'\n`,
    { verdict: "Runtime Error", error: /NameError: name 'create_once_callable' is not defined/ },
  ],
  // stopping or exhausting the interpreter
  ["exits the process", () => "import os\ndef attack(x):\n    os._exit(0)\n", { verdict: "Runtime Error", error: /The Python sandbox failed/ }],
  ["raises SystemExit", () => "import sys\ndef attack(x):\n    sys.exit(3)\n", { verdict: "Runtime Error", error: /SystemExit: 3/ }],
  ["loops forever", () => "def attack(x):\n    while True:\n        pass\n", { verdict: "Time Limit Exceeded", error: /Time Limit Exceeded/ }],
  [
    "grows memory without end",
    // 80 MB a step: past the memory limit in a few steps, long before the time limit even on a loaded machine
    () => "def attack(x):\n    keep = []\n    while True:\n        keep.append([7] * 10**7)\n",
    { verdict: "Memory Limit Exceeded", timeMs: 4000 },
  ],
  ["asks for a huge string", () => "def attack(x):\n    return 'x' * 10**10\n", { verdict: "Runtime Error", error: /OverflowError|MemoryError/ }],
  [
    "maps a huge memory region",
    () => "import mmap\ndef attack(x):\n    return str(mmap.mmap(-1, 10**10))\n",
    { verdict: "Runtime Error", error: /Error/ },
  ],
  [
    "recurses without end",
    () => "def attack(x):\n    return attack(x)\n",
    { verdict: "Runtime Error", error: /RecursionError: maximum recursion depth exceeded/ },
  ],
  [
    "returns 20 MB",
    () => "def attack(x):\n    return 'x' * 20_000_000\n",
    { verdict: "Runtime Error", error: /^Output Limit Exceeded: the return value is 20000002 bytes of JSON/, timeMs: 4000 },
  ],
  [
    "raises with a 5 MB message",
    () => "def attack(x):\n    raise ValueError('m' * 5_000_000)\n",
    { verdict: "Runtime Error", error: /^ValueError: m+… message truncated \(\d+ bytes more\)/ },
  ],
];

const JS_REFERENCE = (name: string) => new RegExp(`ReferenceError: ${name} is not defined`);

const javascript: Attempt[] = [
  // files and modules
  [
    "requires fs",
    () => "function attack(x) { return require('fs').readFileSync('/etc/passwd', 'utf8'); }",
    { verdict: "Runtime Error", error: JS_REFERENCE("require") },
  ],
  [
    "imports node:fs statically",
    () => "import fs from 'node:fs';\nfunction attack(x) { return fs.readFileSync('/etc/passwd', 'utf8'); }",
    { verdict: "Compilation Error", error: /SyntaxError: Cannot use import statement outside a module/ },
  ],
  [
    "imports node:fs dynamically",
    (t) => `function attack(x) { import('node:fs').then((fs) => fs.writeFileSync('${t.dir}/import', 'x')); return 'queued'; }`,
    { verdict: "Runtime Error", error: /Not supported/ },
  ],
  ["uses module.require", () => "function attack(x) { return module.require('fs'); }", { verdict: "Runtime Error", error: JS_REFERENCE("module") }],
  [
    "uses process.binding",
    () => "function attack(x) { return process.binding('fs'); }",
    { verdict: "Runtime Error", error: JS_REFERENCE("process") },
  ],
  [
    "uses process.dlopen",
    () => "function attack(x) { process.dlopen({}, '/lib/x86_64-linux-gnu/libc.so.6'); return 'loaded'; }",
    { verdict: "Runtime Error", error: JS_REFERENCE("process") },
  ],
  // processes
  [
    "spawns a child process",
    (t) => `function attack(x) { require('child_process').execSync('touch ${t.dir}/child'); return 'ran'; }`,
    { verdict: "Runtime Error", error: JS_REFERENCE("require") },
  ],
  [
    "reaches process through the Function constructor",
    () => "function attack(x) { return attack.constructor('return process')().env.SECRET_CANARY; }",
    { verdict: "Runtime Error", error: JS_REFERENCE("process") },
  ],
  [
    "reaches the global object's process",
    () => "function attack(x) { return String(attack.constructor('return this')().process) + typeof process; }",
    { verdict: "Wrong Answer", output: /^undefinedundefined$/ },
  ],
  [
    "evaluates a string",
    () => "function attack(x) { return eval('typeof require + typeof process + typeof globalThis.fetch'); }",
    { verdict: "Wrong Answer", output: /^undefinedundefinedundefined$/ },
  ],
  // network and timers
  [
    "fetches",
    (t) => `function attack(x) { fetch('http://127.0.0.1:${t.port}/'); return 'sent'; }`,
    { verdict: "Runtime Error", error: JS_REFERENCE("fetch") },
  ],
  [
    "opens an XMLHttpRequest",
    (t) => `function attack(x) { const r = new XMLHttpRequest(); r.open('GET', 'http://127.0.0.1:${t.port}/'); r.send(); return 'sent'; }`,
    { verdict: "Runtime Error", error: JS_REFERENCE("XMLHttpRequest") },
  ],
  [
    "opens a WebSocket",
    (t) => `function attack(x) { new WebSocket('ws://127.0.0.1:${t.port}/'); return 'opened'; }`,
    { verdict: "Runtime Error", error: JS_REFERENCE("WebSocket") },
  ],
  [
    "sets a timer",
    () => "function attack(x) { setTimeout(() => {}, 10); return 'set'; }",
    { verdict: "Runtime Error", error: JS_REFERENCE("setTimeout") },
  ],
  [
    "uses Deno",
    () => "function attack(x) { return Deno.readTextFileSync('/etc/passwd'); }",
    { verdict: "Runtime Error", error: JS_REFERENCE("Deno") },
  ],
  // environment and host globals
  [
    "reads process.env",
    () => "function attack(x) { return JSON.stringify(process.env); }",
    { verdict: "Runtime Error", error: JS_REFERENCE("process") },
  ],
  [
    "lists the global object",
    () => "function attack(x) { return Object.getOwnPropertyNames(globalThis).join(','); }",
    { verdict: "Wrong Answer", notOutput: /\b(process|require|fetch|setTimeout|WebAssembly|Buffer)\b/ },
  ],
  [
    "compiles WebAssembly",
    () => "function attack(x) { return String(new WebAssembly.Memory({ initial: 1 }).buffer.byteLength); }",
    { verdict: "Runtime Error", error: JS_REFERENCE("WebAssembly") },
  ],
  // prototype and harness tricks
  [
    "pollutes Object.prototype.toJSON",
    () => "Object.prototype.toJSON = function () { return 'forged'; };\nfunction attack(x) { return 'never'; }",
    { verdict: "Runtime Error", error: /^The judge could not read the result of this test\.$/ },
  ],
  [
    "replaces JSON.stringify",
    () => 'JSON.stringify = () => \'{"status":"ok","output":"\\\\"never\\\\""}\';\nfunction attack(x) { return \'nope\'; }',
    { verdict: "Wrong Answer", output: /^nope$/ },
  ],
  [
    "redefines the harness",
    () => "function attack(x) { Object.defineProperty(globalThis, '__judge', { value: { run: () => 'forged' } }); return 'x'; }",
    { verdict: "Runtime Error", error: /TypeError: Cannot redefine property: __judge/ },
  ],
  [
    "overwrites a harness method",
    () => '\'use strict\';\nfunction attack(x) { __judge.run = () => \'{"status":"ok","output":"\\\\"never\\\\""}\'; return \'x\'; }',
    { verdict: "Runtime Error", error: /TypeError: Cannot assign to read only property 'run'/ },
  ],
  [
    "inflates printed output through String.prototype.slice",
    () => "String.prototype.slice = function () { return 'y'.repeat(5_000_000); };\nfunction attack(x) { console.log('hello'); return 'x'; }",
    { verdict: "Wrong Answer", output: /^x$/ },
  ],
  [
    "walks call sites with prepareStackTrace",
    () =>
      "function attack(x) { Error.prepareStackTrace = (e, cs) => cs.map((c) => String(c.getFunction()) + '|' + String(c.getThis())); return new Error().stack.join('\\n'); }",
    { verdict: "Wrong Answer", notOutput: /hidden-/ },
  ],
  [
    "reads its caller",
    () => "function attack(x) { return String(attack.caller) + String(arguments.callee.caller); }",
    { verdict: "Wrong Answer", output: /^nullnull$/ },
  ],
  // stopping or exhausting the isolate
  ["loops forever", () => "function attack(x) { while (true) {} }", { verdict: "Time Limit Exceeded", error: /Time Limit Exceeded/ }],
  [
    "waits forever on Atomics",
    () => "function attack(x) { Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0); return 'woke'; }",
    { verdict: "Time Limit Exceeded" },
  ],
  [
    "floods the microtask queue",
    () => "function attack(x) { (function f() { Promise.resolve().then(f); })(); return 'flooding'; }",
    { verdict: "Time Limit Exceeded" },
  ],
  [
    "throws a proxy whose getters loop",
    () => "function attack(x) { throw new Proxy({}, { get() { while (true) {} } }); }",
    { verdict: "Time Limit Exceeded" },
  ],
  [
    "returns an object whose getter loops",
    () => "function attack(x) { return { get v() { while (true) {} } }; }",
    { verdict: "Time Limit Exceeded" },
  ],
  [
    "grows memory without end",
    // 80 MB a step, as in Python: past the heap limit long before the time limit
    () => "function attack(x) { const keep = []; while (true) keep.push(new Array(1e7).fill(7)); }",
    { verdict: "Memory Limit Exceeded", timeMs: 4000 },
  ],
  ["asks for a huge array", () => "function attack(x) { return String(new Array(2e9).fill(0).length); }", { verdict: "Memory Limit Exceeded" }],
  [
    "asks for a huge string",
    () => "function attack(x) { return 'x'.repeat(2 ** 29); }",
    { verdict: "Runtime Error", error: /RangeError: Invalid string length/ },
  ],
  [
    "recurses without end",
    () => "function attack(x) { return attack(x); }",
    { verdict: "Runtime Error", error: /RangeError: Maximum call stack size exceeded/ },
  ],
  [
    "returns a cycle",
    () => "function attack(x) { const a = []; a.push(a); return a; }",
    { verdict: "Runtime Error", error: /Your return value cannot be converted to JSON/ },
  ],
  [
    "returns 20 MB",
    () => "function attack(x) { return 'x'.repeat(20_000_000); }",
    { verdict: "Runtime Error", error: /^Output Limit Exceeded: the return value is 20000002 bytes of JSON/, timeMs: 4000 },
  ],
  [
    "throws a 5 MB message",
    () => "function attack(x) { throw new Error('m'.repeat(5_000_000)); }",
    { verdict: "Runtime Error", error: /^Error: m+… message truncated \(\d+ bytes more\)/ },
  ],
];

const everything = (r: JudgeResult) => JSON.stringify(r);

beforeAll(async () => {
  process.env.SECRET_CANARY = CANARY;
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "judge-escapes-"));
  listener = net.createServer((socket) => {
    hits++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  port = (listener.address() as net.AddressInfo).port;
  await warmUp();
});
afterAll(async () => {
  shutdownJudge();
  delete process.env.SECRET_CANARY;
  await new Promise<void>((resolve) => listener.close(() => resolve()));
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe.each([
  ["python", python],
  ["javascript", javascript],
] as const)("%s escape attempts", (language, attempts) => {
  it("the catalogue holds at least 30 attempts", () => {
    expect(attempts.length).toBeGreaterThanOrEqual(30);
    expect(new Set(attempts.map(([name]) => name)).size).toBe(attempts.length);
  });

  it.each(attempts)("%s: refused or contained, and the machine is unaffected", async (_name, code, outcome) => {
    const r = await grade({ language, code: code({ dir: scratch, port }), problem: attack, tests, limits: { timeMs: outcome.timeMs ?? 1000 } });
    const first = r.tests[0]!;
    expect(first.verdict, JSON.stringify(first)).toBe(outcome.verdict);
    if (outcome.error) expect(first.error).toMatch(outcome.error);
    if (outcome.output) expect(first.output).toMatch(outcome.output);
    if (outcome.notOutput) {
      expect(typeof first.output).toBe("string");
      expect(first.output).not.toMatch(outcome.notOutput);
    }
    // the hidden test: never passed, never more than its verdict and error kind
    const hidden = r.tests[1]!;
    expect(hidden.verdict).not.toBe("Accepted");
    expect(Object.keys(hidden).sort()).toEqual(["error", "hidden", "index", "time_ms", "verdict"]);
    // the machine
    expect(fs.readdirSync(scratch)).toEqual([]);
    expect(hits).toBe(0);
    const text = everything(r);
    expect(text).not.toContain(CANARY);
    expect(text).not.toContain(PASSWD);
    expect(text).not.toContain(HIDDEN);
    expect(text.length).toBeLessThan(64 * 1024);
  });

  it("after the attempts: the judge still grades correctly and keeps its workers in bounds", async () => {
    const ok = language === "python" ? "def attack(x):\n    return 'never'\n" : "function attack(x) { return 'never'; }";
    const r = await grade({ language, code: ok, problem: attack, tests });
    expect(r).toMatchObject({ verdict: "Accepted", passed_testcases: 2, total_testcases: 2, error: null });
    const stats = judgeStats();
    expect(stats.running).toBe(0);
    expect(stats.pythonWorkers).toBeLessThanOrEqual(os.availableParallelism() + 2);
    expect(stats.javascriptWorkers).toBeLessThanOrEqual(os.availableParallelism() + 1);
    expect(fs.readdirSync(scratch)).toEqual([]);
    expect(hits).toBe(0);
  });
});
