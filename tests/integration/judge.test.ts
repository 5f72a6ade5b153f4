// The judge against real sandboxes: isolated-vm isolates in a confined Node process for
// JavaScript, Pyodide in a confined Node process for Python, and a Judge0-shaped HTTP server
// on loopback for Java, C++ and Go (the real protocol; the service itself is faked, and where
// g++/javac exist it really compiles and runs the generated programs).
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  configureJudge,
  grade,
  JudgeBusyError,
  NEEDS_GRADING_SERVICE,
  outputsMatch,
  shutdownJudge,
  warmUp,
  type JudgeProblem,
  type JudgeResult,
  type JudgeTest,
} from "~/services/judge/index.server";
import { buildRemoteProgram, RESULT_MARKER } from "~/services/judge/judge0-harness";
import { BoundedQueue } from "~/services/judge/queue";

const CANARY = `canary-${crypto.randomUUID()}`;
const PASSWD = fs.existsSync("/etc/passwd") ? fs.readFileSync("/etc/passwd", "utf8").split("\n")[0]! : "root:x:0:0";
const add: JudgeProblem = {
  functionName: "add",
  params: [
    { name: "a", type: "int" },
    { name: "b", type: "int" },
  ],
  returnType: "int",
};
const addTests: JudgeTest[] = [
  { input: [1, 2], expected: 3 },
  { input: [-4, 4], expected: 0 },
  { input: [20, 22], expected: 42, hidden: true },
];
const CODE = {
  javascript: {
    ok: "function add(a, b) {\n  console.log('adding', a, b);\n  return a + b;\n}",
    wrong: "function add(a, b) { return a - b; }",
    loop: "function add(a, b) { while (true) {} }",
    memory: "function add(a, b) { const keep = []; while (true) keep.push(new Array(1e6).fill(7)); }",
    hugeAllocation: "function add(a, b) { const a2 = new Array(2e9).fill(0); return a2.length; }",
    throws: "function add(a, b) {\n  if (a > 0) throw new TypeError('bad input ' + a);\n  return a + b;\n}",
    syntax: "function add(a, b) {\n  return a +;\n}",
    missing: "function plus(a, b) { return a + b; }",
    chatty: "function add(a, b) { for (let i = 0; i < 5000; i++) console.log('line', i); return a + b; }",
  },
  python: {
    ok: "def add(a, b):\n    print('adding', a, b)\n    return a + b\n",
    wrong: "def add(a, b):\n    return a - b\n",
    loop: "def add(a, b):\n    while True:\n        pass\n",
    memory: "def add(a, b):\n    keep = []\n    while True:\n        keep.append([7] * 10**6)\n",
    hugeAllocation: "def add(a, b):\n    return len([0] * (4 * 10**8))\n",
    throws: "def add(a, b):\n    if a > 0:\n        raise ValueError('bad input %d' % a)\n    return a + b\n",
    syntax: "def add(a, b)\n    return a + b\n",
    missing: "def plus(a, b):\n    return a + b\n",
    chatty: "def add(a, b):\n    for i in range(5000):\n        print('line', i)\n    return a + b\n",
  },
};
type Local = keyof typeof CODE;
const verdicts = (r: JudgeResult) => r.tests.map((t) => t.verdict);
const everything = (r: JudgeResult) => JSON.stringify(r);

beforeAll(async () => {
  process.env.SECRET_CANARY = CANARY;
  delete process.env.JUDGE_URL;
  await warmUp();
});
afterAll(() => {
  shutdownJudge();
  delete process.env.SECRET_CANARY;
});

describe.each(["javascript", "python"] as Local[])("%s verdicts", (language) => {
  const run = (code: string, tests = addTests, limits?: { timeMs?: number }) => grade({ language, code, problem: add, tests, limits });

  it("Accepted: per-test times, output and expected for visible tests only, captured stdout", async () => {
    const r = await run(CODE[language].ok);
    expect(r).toMatchObject({ verdict: "Accepted", passed_testcases: 3, total_testcases: 3, error: null, compile_error: false });
    expect(r.tests[0]).toMatchObject({ verdict: "Accepted", hidden: false, input: [1, 2], output: 3, expected: 3 });
    expect(r.tests[2]).toEqual({ index: 2, hidden: true, verdict: "Accepted", time_ms: expect.any(Number), error: null });
    expect(r.stdout).toContain("adding 1 2");
    expect(r.execution_time).toBe(r.tests.reduce((s, t) => s + t.time_ms, 0));
    expect(r.total_mem_usage).toBeGreaterThan(0);
    expect(r.limits).toEqual({ timeMs: 2000, memoryBytes: (language === "python" ? 128 : 64) * 1024 * 1024 });
  });

  it("each visible test keeps what it printed itself; a hidden test keeps nothing", async () => {
    const r = await run(CODE[language].ok);
    expect(r.tests.map((t) => t.stdout)).toEqual(["adding 1 2\n", "adding -4 4\n", undefined]);
    expect(r.tests[2]).not.toHaveProperty("stdout");
    // printed before an exception: kept with the test that failed, next to its error
    const printsThenThrows =
      language === "python"
        ? "def add(a, b):\n    print('about to add', a)\n    if a > 0:\n        raise ValueError('no')\n    return a + b\n"
        : "function add(a, b) {\n  console.log('about to add', a);\n  if (a > 0) throw new Error('no');\n  return a + b;\n}";
    const failed = await run(printsThenThrows);
    expect(failed.tests.map((t) => [t.verdict, t.stdout])).toEqual([
      ["Runtime Error", "about to add 1\n"],
      ["Accepted", "about to add -4\n"],
      ["Runtime Error", undefined],
    ]);
    // a test that prints nothing says so with an empty text
    expect((await run(CODE[language].wrong)).tests[0]!.stdout).toBe("");
  });

  it("Wrong Answer shows the learner's output next to the expected one", async () => {
    const r = await run(CODE[language].wrong);
    expect(verdicts(r)).toEqual(["Wrong Answer", "Wrong Answer", "Wrong Answer"]);
    expect(r.tests[0]).toMatchObject({ output: -1, expected: 3 });
    expect(r.verdict).toBe("Wrong Answer");
  });

  it("Time Limit Exceeded for an infinite loop, and the next submission is still fast", async () => {
    const started = Date.now();
    const r = await run(CODE[language].loop, addTests, { timeMs: 1000 });
    expect(verdicts(r)).toEqual(["Time Limit Exceeded", "Time Limit Exceeded", "Time Limit Exceeded"]);
    expect(r.tests[0]!.time_ms).toBeGreaterThanOrEqual(1000);
    expect(r.tests[1]!.error).toMatch(/Not run/);
    expect(Date.now() - started).toBeLessThan(15_000);
    const next = Date.now();
    expect((await run(CODE[language].ok)).verdict).toBe("Accepted");
    expect(Date.now() - next).toBeLessThan(1500);
  });

  it("Memory Limit Exceeded for unbounded growth and for one huge allocation", async () => {
    const grow = await run(CODE[language].memory);
    expect(grow.tests[0]!.verdict).toBe("Memory Limit Exceeded");
    const huge = await run(CODE[language].hugeAllocation);
    expect(huge.tests[0]!.verdict).toBe("Memory Limit Exceeded");
    expect((await run(CODE[language].ok)).verdict).toBe("Accepted");
  });

  it("Runtime Error for a thrown exception, with its message and line; the other tests still run", async () => {
    const r = await run(CODE[language].throws);
    expect(verdicts(r)).toEqual(["Runtime Error", "Accepted", "Runtime Error"]);
    expect(r.error).toMatch(language === "python" ? /ValueError: bad input 1 \(line 3\)/ : /TypeError: bad input 1 \(line 2\)/);
  });

  it("Compilation Error for a syntax error or a missing function, on every test", async () => {
    const r = await run(CODE[language].syntax);
    expect(verdicts(r)).toEqual(["Compilation Error", "Compilation Error", "Compilation Error"]);
    expect(r).toMatchObject({ compile_error: true, passed_testcases: 0, total_testcases: 3 });
    expect(r.error).toMatch(/SyntaxError/);
    expect(r.error).toMatch(/line [12]/);
    const missing = await run(CODE[language].missing);
    expect(missing.error).toBe("Your code must define a function named add.");
  });

  it("bounds the captured output", async () => {
    const r = await run(CODE[language].chatty, addTests.slice(0, 1));
    expect(r.verdict).toBe("Accepted");
    expect(r.stdout.length).toBeLessThan(8192 + 100);
    expect(r.stdout).toMatch(/\n… output truncated \(\d+ bytes more\)\n$/);
    // the test's own output is bounded the same way, with its own note
    expect(r.tests[0]!.stdout!.length).toBeLessThan(8192 + 100);
    expect(r.tests[0]!.stdout).toMatch(/^line 0\nline 1\n/);
    expect(r.tests[0]!.stdout).toMatch(/\n… output truncated \(\d+ bytes more\)\n$/);
    // two chatty visible tests: the second one's output is what is left of the bound (its count noted), not another 8 KB
    const two = await run(CODE[language].chatty, addTests.slice(0, 2));
    const printed = two.tests.map((t) => t.stdout ?? "");
    expect(printed[0]!.length + printed[1]!.length).toBeLessThan(8192 + 300);
    expect(printed[1]).toMatch(/… output truncated \(\d+ bytes more\)\n$/);
  });
});

describe("escape attempts", () => {
  const attack: JudgeProblem = { functionName: "attack", params: [], returnType: "string" };
  let hits = 0;
  let server: net.Server;
  let port = 0;
  beforeAll(async () => {
    server = net.createServer((socket) => {
      hits++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const js = () => [
    "function attack() { return require('fs').readFileSync('/etc/passwd', 'utf8'); }",
    "function attack() { return JSON.stringify(process.env); }",
    "function attack() { return globalThis.constructor.constructor('return process')().env.SECRET_CANARY; }",
    "import fs from 'node:fs';\nfunction attack() { return fs.readFileSync('/etc/passwd', 'utf8'); }",
    "function attack() { import('node:child_process').then((cp) => cp.execSync('id')); return typeof require; }",
    `function attack() { fetch('http://127.0.0.1:${port}/'); return 'sent'; }`,
    "function attack() { return new WebAssembly.Memory({ initial: 1 }).buffer.byteLength + ''; }",
  ];
  const py = () => [
    "def attack():\n    return open('/etc/passwd').read()\n",
    "import os\ndef attack():\n    return str(dict(os.environ))\n",
    `import socket\ndef attack():\n    s = socket.socket()\n    s.connect(('127.0.0.1', ${port}))\n    return 'connected'\n`,
    "import subprocess\ndef attack():\n    return subprocess.run(['cat', '/etc/passwd'], capture_output=True).stdout.decode()\n",
    "import os\ndef attack():\n    return str(os.system('cat /etc/passwd'))\n",
    "import js\ndef attack():\n    return str(js.process.env.SECRET_CANARY)\n",
    "import pyodide_js\ndef attack():\n    pyodide_js.mountNodeFS('/host', '/etc')\n    return open('/host/passwd').read()\n",
    "from pyodide.code import run_js\ndef attack():\n    return str(run_js('process.env.SECRET_CANARY'))\n",
    "import ctypes\ndef attack():\n    return 'loaded'\n",
    "def attack():\n    open('/tmp/stash', 'w').write('x')\n    return 'written'\n",
    "def attack():\n    try:\n        1 / 0\n    except Exception as e:\n        return str(e.__traceback__.tb_frame.f_back.f_globals)\n",
    "import gc\ndef attack():\n    return str(len(gc.get_objects()))\n",
    "import asyncio\ndef attack():\n    asyncio.get_event_loop().call_soon(print, 'later')\n    return 'scheduled'\n",
  ];

  it.each(["javascript", "python"] as Local[])("%s: files, environment, network, processes and host modules stay out of reach", async (language) => {
    for (const code of language === "javascript" ? js() : py()) {
      const r = await grade({ language, code, problem: attack, tests: [{ input: [], expected: "never" }] });
      const test = r.tests[0]!;
      expect(test.verdict, code).not.toBe("Accepted");
      expect(test.verdict === "Wrong Answer" || test.error, code).toBeTruthy();
      expect(everything(r), code).not.toContain(CANARY);
      expect(everything(r), code).not.toContain(PASSWD);
    }
    expect(hits).toBe(0);
    expect((await grade({ language, code: CODE[language].ok, problem: add, tests: addTests })).verdict).toBe("Accepted");
  });

  it("python: what one submission changes in the interpreter does not reach the next", async () => {
    const tamper = [
      "import builtins, json, collections, sys, copyreg",
      "builtins.len = lambda x: 42",
      "json.dumps = lambda *a, **k: '\"forged\"'",
      "collections.Counter.most_common = lambda self, n=None: 'forged'",
      "copyreg.dispatch_table[list] = lambda x: (list, ())",
      "sys.modules['stash'] = 'secret from submission A'",
      "sys.setrecursionlimit(5000)",
      "LEFTOVER = 'secret'",
      // a finalizer that runs while the next reset removes it, hunting for the judge's own frames
      "class Spy:\n    def __del__(self):\n        try:\n          f = sys._getframe(1)\n          while f is not None:\n            if '_SNAPSHOT' in f.f_globals:\n              f.f_globals['_state']['armed'] = False\n              builtins.PWNED = True\n            f = f.f_back\n        except Exception:\n          pass",
      "json.spy = Spy()",
      "def add(a, b):\n    return a + b",
    ].join("\n");
    expect((await grade({ language: "python", code: tamper, problem: add, tests: addTests })).verdict).toBe("Accepted");
    const probe = [
      "import builtins, json, collections, sys, copy",
      "def add(a, b):",
      "    assert len([1, 2]) == 2 and json.dumps([1]) == '[1]'",
      "    assert collections.Counter('aab').most_common(1) == [('a', 2)]",
      "    assert copy.deepcopy([[1]]) == [[1]] and 'stash' not in sys.modules",
      "    assert sys.getrecursionlimit() != 5000 and 'LEFTOVER' not in globals() and not hasattr(builtins, 'PWNED')",
      "    try:\n        import gc\n        gc.get_objects()\n        return -1\n    except PermissionError:\n        pass",
      "    return a + b",
    ].join("\n");
    for (let i = 0; i < 2; i++) {
      const r = await grade({ language: "python", code: probe, problem: add, tests: addTests });
      expect(r.verdict, r.error ?? "").toBe("Accepted");
    }
  });
});

describe("the counted cost of library calls (Python)", () => {
  const sortProblem: JudgeProblem = { functionName: "f", params: [{ name: "a", type: "int[]" }], returnType: "int" };
  const costOf = async (code: string, n: number) => {
    const input = [Array.from({ length: n }, (_, i) => (i * 7919) % n)];
    const r = await grade({
      language: "python",
      code,
      problem: sortProblem,
      tests: [{ input, expected: null }],
      limits: { timeMs: 2000, stdoutBytes: 0 },
    });
    return r.test_costs?.[0];
  };

  it("a sort counts n log n, a heap step log n, a binary search log n; the same call gives the same cost", async () => {
    const sortCode = "def f(a):\n    a.sort()\n    return sorted(a)[0]\n";
    // a function call (1) and two sorts of 1024 (1024 · 11 each)
    expect(await costOf(sortCode, 1024)).toBe(1 + 2 * 1024 * 11);
    expect(await costOf(sortCode, 1024)).toBe(1 + 2 * 1024 * 11);
    const heapCode = "import heapq\ndef f(a):\n    h = []\n    for x in a:\n        heapq.heappush(h, x)\n    return heapq.heappop(h)\n";
    // 1 call, 8 loop steps, 8 pushes (the heap then holds 1..8: bit lengths of 2..9) and a pop (7 left: of 8)
    expect(await costOf(heapCode, 8)).toBe(1 + 8 + (2 + 2 + 3 + 3 + 3 + 3 + 4 + 4) + 4);
    const searchCode = "from bisect import bisect_left\ndef f(a):\n    return bisect_left(sorted(a), 3)\n";
    expect(await costOf(searchCode, 16)).toBe(1 + 16 * 5 + 5);
  });
});

describe("ListNode and TreeNode", () => {
  const reverse: JudgeProblem = { functionName: "reverseList", params: [{ name: "head", type: "ListNode" }], returnType: "ListNode" };
  const invert: JudgeProblem = { functionName: "invert", params: [{ name: "root", type: "TreeNode" }], returnType: "TreeNode" };
  const depth: JudgeProblem = { functionName: "depth", params: [{ name: "root", type: "TreeNode" }], returnType: "int" };
  const listTests = [
    { input: [[1, 2, 3]], expected: [3, 2, 1] },
    { input: [[]], expected: [] },
  ];
  const treeTests = [
    { input: [[4, 2, 7, 1, 3, 6, 9]], expected: [4, 7, 2, 9, 6, 3, 1] },
    { input: [[1, null, 2, 3]], expected: [1, 2, null, null, 3] },
    { input: [[]], expected: [] },
  ];
  const depthTests = [
    { input: [[3, 9, 20, null, null, 15, 7]], expected: 3 },
    { input: [[]], expected: 0 },
  ];
  const solutions = {
    javascript: {
      reverse:
        "function reverseList(head) { let prev = null; while (head) { const next = head.next; head.next = prev; prev = head; head = next; } return prev; }",
      invert: "function invert(root) { if (!root) return null; return new TreeNode(root.val, invert(root.right), invert(root.left)); }",
      depth: "function depth(root) { return root ? 1 + Math.max(depth(root.left), depth(root.right)) : 0; }",
    },
    python: {
      reverse: "def reverseList(head):\n    prev = None\n    while head:\n        head.next, prev, head = prev, head, head.next\n    return prev\n",
      invert: "def invert(root):\n    if root is None:\n        return None\n    return TreeNode(root.val, invert(root.right), invert(root.left))\n",
      depth: "def depth(root: Optional[TreeNode]) -> int:\n    return 1 + max(depth(root.left), depth(root.right)) if root else 0\n",
    },
  };
  it.each(["javascript", "python"] as Local[])("%s: arrays become linked lists and level-order trees, and back", async (language) => {
    const s = solutions[language];
    expect((await grade({ language, code: s.reverse, problem: reverse, tests: listTests })).verdict).toBe("Accepted");
    const inv = await grade({ language, code: s.invert, problem: invert, tests: treeTests });
    expect(inv.verdict, JSON.stringify(inv.tests)).toBe("Accepted");
    expect((await grade({ language, code: s.depth, problem: depth, tests: depthTests })).verdict).toBe("Accepted");
  });
});

describe("compare modes", () => {
  it("exact, unordered, unordered-nested and float", () => {
    expect(outputsMatch([1, [2, 3]], [1, [2, 3]])).toBe(true);
    expect(outputsMatch([1, 2], [2, 1])).toBe(false);
    expect(outputsMatch([1, 2, 2], [2, 1, 2], "unordered")).toBe(true);
    expect(outputsMatch([1, 2, 2], [2, 1, 1], "unordered")).toBe(false);
    expect(outputsMatch([[1, 2], [3]], [[3], [1, 2]], "unordered")).toBe(true);
    expect(outputsMatch([[2, 1], [3]], [[3], [1, 2]], "unordered")).toBe(false);
    expect(outputsMatch([[2, 1], [3]], [[3], [1, 2]], "unordered-nested")).toBe(true);
    expect(
      outputsMatch(
        [
          [2, 1],
          [3, 3],
        ],
        [[3], [1, 2]],
        "unordered-nested",
      ),
    ).toBe(false);
    expect(outputsMatch([0.3333333, 2], [1 / 3, 2.000001], "float")).toBe(true);
    expect(outputsMatch(0.334, 1 / 3, "float")).toBe(false);
    expect(outputsMatch(1 / 3, 0.33333, "exact")).toBe(false);
  });

  it("applies the problem's mode to real outputs", async () => {
    const pairs: JudgeProblem = { functionName: "pairs", params: [], returnType: "int[][]", compare: "unordered-nested" };
    const r = await grade({
      language: "python",
      code: "def pairs():\n    return [[2, 1], [4, 3]]\n",
      problem: pairs,
      tests: [
        {
          input: [],
          expected: [
            [3, 4],
            [1, 2],
          ],
        },
      ],
    });
    expect(r.verdict).toBe("Accepted");
    const avg: JudgeProblem = { functionName: "avg", params: [{ name: "n", type: "int[]" }], returnType: "float", compare: "float" };
    const f = await grade({
      language: "javascript",
      code: "function avg(n) { return n.reduce((a, b) => a + b, 0) / n.length; }",
      problem: avg,
      tests: [{ input: [[1, 2, 2]], expected: 1.66667 }],
    });
    expect(f.verdict).toBe("Accepted");
  });
});

// ---- a Judge0-shaped service on loopback ----
interface Submission {
  source_code: string;
  language_id: number;
  stdin: string;
  expected_output: string;
  cpu_time_limit: number;
  memory_limit: number;
}
interface FakeJudge0 {
  url: string;
  requests: { url: string; headers: http.IncomingHttpHeaders; body: Submission }[];
  close: () => Promise<void>;
}
async function startFakeJudge0(execute: (s: Submission) => object): Promise<FakeJudge0> {
  const requests: FakeJudge0["requests"] = [];
  let n = 0;
  const server = http.createServer((req, res) => {
    let text = "";
    req.on("data", (c) => (text += c));
    req.on("end", () => {
      if (req.method !== "POST" || !req.url?.startsWith("/submissions")) return res.writeHead(404).end("{}");
      const body = JSON.parse(text) as Submission;
      requests.push({ url: req.url, headers: req.headers, body });
      const out = execute(body);
      if ("httpStatus" in out) return res.writeHead(out.httpStatus as number).end(JSON.stringify({ error: "boom" }));
      res.writeHead(201, { "content-type": "application/json" }).end(JSON.stringify({ token: `t${++n}`, ...out }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Plays the service for the add problem: markers in the source choose the outcome. */
function cannedAdd(s: Submission): object {
  if (s.source_code.includes("HTTP_FAIL")) return { httpStatus: 500 };
  if (s.source_code.includes("NOT_COMPILING"))
    return { status: { id: 6, description: "Compilation Error" }, compile_output: "Main.java:2: error: ';' expected" };
  if (s.source_code.includes("SPIN")) return { status: { id: 5, description: "Time Limit Exceeded" }, time: "2.001" };
  if (s.source_code.includes("THROW"))
    return { status: { id: 11, description: "Runtime Error (NZEC)" }, stderr: "java.lang.ArithmeticException: / by zero" };
  const [a, b] = s.stdin
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as number);
  const value = s.source_code.includes("OFF_BY_ONE") ? a! + b! + 1 : a! + b!;
  return {
    status: { id: String(value) === s.expected_output ? 3 : 4, description: "Accepted" },
    stdout: `debug ${a}\n\n${RESULT_MARKER}\n${value}\n`,
    time: "0.012",
    memory: 9000,
  };
}

const hasTool = (cmd: string) => {
  try {
    execFileSync(cmd, ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};

/** Plays the service for real where the toolchains exist: compiles (cached) and runs the program. */
function compileAndRun(workdir: string): (s: Submission) => object {
  const built = new Map<string, { dir: string; error?: string }>();
  return (s) => {
    const language = s.language_id === 54 ? "cpp" : "java";
    const key = crypto
      .createHash("sha1")
      .update(language + s.source_code)
      .digest("hex");
    let entry = built.get(key);
    if (!entry) {
      const dir = path.join(workdir, key);
      fs.mkdirSync(dir, { recursive: true });
      entry = { dir };
      try {
        if (language === "cpp") {
          fs.writeFileSync(path.join(dir, "main.cpp"), s.source_code);
          execFileSync("g++", ["-std=c++17", "-O0", "-o", path.join(dir, "main"), path.join(dir, "main.cpp")], { stdio: "pipe" });
        } else {
          fs.writeFileSync(path.join(dir, "Main.java"), s.source_code);
          execFileSync("javac", ["-d", dir, path.join(dir, "Main.java")], { stdio: "pipe" });
        }
      } catch (e) {
        entry.error = String((e as { stderr?: Buffer }).stderr ?? e);
      }
      built.set(key, entry);
    }
    if (entry.error) return { status: { id: 6, description: "Compilation Error" }, compile_output: entry.error };
    try {
      const [cmd, args] = language === "cpp" ? [path.join(entry.dir, "main"), []] : ["java", ["-cp", entry.dir, "Main"]];
      const stdout = execFileSync(cmd as string, args as string[], { input: s.stdin, timeout: 20_000 }).toString();
      return { status: { id: 3, description: "Accepted" }, stdout, time: "0.05", memory: 2048 };
    } catch (e) {
      return { status: { id: 11, description: "Runtime Error (NZEC)" }, stderr: String((e as { stderr?: Buffer }).stderr ?? e) };
    }
  };
}

describe("Java, C++ and Go through the grading service", () => {
  const problem = add;
  let fake: FakeJudge0;
  beforeAll(async () => {
    fake = await startFakeJudge0(cannedAdd);
  });
  afterAll(async () => {
    delete process.env.JUDGE_URL;
    delete process.env.JUDGE_AUTH_TOKEN;
    await fake.close();
  });

  it("without JUDGE_URL and with local building switched off: a clear result, nothing graded", async () => {
    delete process.env.JUDGE_URL;
    process.env.JUDGE_NATIVE = "0";
    try {
      for (const language of ["java", "cpp", "go"] as const) {
        const r = await grade({ language, code: "class Solution {}", problem, tests: addTests });
        expect(r).toMatchObject({ total_testcases: 0, passed_testcases: 0, error: NEEDS_GRADING_SERVICE, tests: [] });
      }
    } finally {
      delete process.env.JUDGE_NATIVE;
    }
  });

  it("speaks Judge0: one submission per test, JSON arguments on stdin, our verdicts", async () => {
    process.env.JUDGE_URL = fake.url;
    process.env.JUDGE_AUTH_TOKEN = "token-1";
    const java = "import java.util.*;\nclass Solution {\n  public static int add(int a, int b) { return a + b; }\n}";
    fake.requests.length = 0;
    const r = await grade({ language: "java", code: java, problem, tests: addTests });
    expect(r).toMatchObject({ verdict: "Accepted", passed_testcases: 3, total_testcases: 3, total_mem_usage: 9000 * 1024 });
    expect(r.stdout).toContain("debug 1");
    expect(fake.requests).toHaveLength(3);
    const first = fake.requests[0]!;
    expect(first.url).toBe("/submissions?base64_encoded=false&wait=true");
    expect(first.headers["x-auth-token"]).toBe("token-1");
    expect(first.body).toMatchObject({ language_id: 62, stdin: "1\n2\n", expected_output: "3", cpu_time_limit: 2 });
    expect(first.body.source_code).toContain(java);
    expect(first.body.source_code).toContain("public class Main");

    const verdictOf = async (language: "java" | "cpp" | "go", code: string) => grade({ language, code, problem, tests: addTests });
    const wrong = await verdictOf("cpp", "int add(int a, int b) { return a + b + 1; } // OFF_BY_ONE");
    expect(wrong.tests[0]).toMatchObject({ verdict: "Wrong Answer", output: 4, expected: 3 });
    expect(fake.requests.at(-1)!.body.language_id).toBe(54);
    fake.requests.length = 0;
    const ce = await verdictOf("java", "class Solution { NOT_COMPILING }");
    expect(ce).toMatchObject({ compile_error: true, error: "Compilation Error: Main.java:2: error: ';' expected" });
    expect(verdicts(ce)).toEqual(["Compilation Error", "Compilation Error", "Compilation Error"]);
    expect(fake.requests).toHaveLength(1);
    expect(verdicts(await verdictOf("go", "package main\nfunc add(a int, b int) int { for {} } // SPIN"))).toEqual(
      Array(3).fill("Time Limit Exceeded"),
    );
    expect(fake.requests.at(-1)!.body.language_id).toBe(60);
    const thrown = await verdictOf("java", "class Solution { THROW }");
    expect(thrown.tests[0]!.verdict).toBe("Runtime Error");
    expect(thrown.error).toMatch(/ArithmeticException/);
    await expect(verdictOf("java", "class Solution { HTTP_FAIL }")).rejects.toThrow(/grading service answered 500/);
  });

  it("generates Go with the harness imports right after the package clause", () => {
    const go = buildRemoteProgram("go", 'package main\n\nimport "sort"\n\nfunc add(a int, b int) int { return a + b }\n', problem);
    expect("source" in go && go.source).toMatch(/^package main\n\nimport \(\n\tjudgeBufio "bufio"[\s\S]*import "sort"[\s\S]*r := add\(a0, a1\)/);
  });

  const toolchains = hasTool("g++") && hasTool("javac");
  it.skipIf(!toolchains)(
    "the generated C++ and Java programs compile and grade (g++ and javac behind the fake service)",
    { timeout: 240_000 },
    async () => {
      const workdir = fs.mkdtempSync(path.join(os.tmpdir(), "judge0-"));
      const real = await startFakeJudge0(compileAndRun(workdir));
      process.env.JUDGE_URL = real.url;
      try {
        const cases: { problem: JudgeProblem; tests: JudgeTest[]; java: string; cpp: string }[] = [
          {
            problem: {
              functionName: "describe",
              params: ["int", "float", "string", "bool", "int[]", "string[]", "int[][]", "char[][]"].map((type, i) => ({ name: `p${i}`, type })),
              returnType: "string[]",
            },
            tests: [
              {
                input: [
                  7,
                  1.25,
                  'q"uote\\',
                  true,
                  [1, 2, 3],
                  ["a", "b"],
                  [[1, 2], [3]],
                  [
                    ["x", "y"],
                    ["z", "w"],
                  ],
                ],
                expected: ['q"uote\\|7', "yes", "a-b", "12", "x", "2"],
              },
            ],
            java: 'import java.util.*;\nclass Solution {\n  public static String[] describe(int a, double x, String s, boolean b, int[] arr, String[] words, int[][] grid, char[][] board) {\n    int sum = 0; for (int v : arr) sum += v; for (int[] row : grid) for (int v : row) sum += v;\n    return new String[] { s + "|" + a, b ? "yes" : "no", String.join("-", words), String.valueOf(sum), String.valueOf(board[0][0]), String.valueOf((int) (x * 2)) };\n  }\n}',
            cpp: '#include <string>\n#include <vector>\nusing namespace std;\nvector<string> describe(int a, double x, string s, bool b, vector<int>& arr, vector<string>& words, vector<vector<int>>& grid, vector<vector<char>>& board) {\n  int sum = 0; for (int v : arr) sum += v; for (auto& row : grid) for (int v : row) sum += v;\n  string joined; for (size_t i = 0; i < words.size(); i++) { if (i) joined += "-"; joined += words[i]; }\n  return { s + "|" + to_string(a), b ? "yes" : "no", joined, to_string(sum), string(1, board[0][0]), to_string((int) (x * 2)) };\n}',
          },
          {
            problem: { functionName: "reverseList", params: [{ name: "head", type: "ListNode" }], returnType: "ListNode" },
            tests: [
              { input: [[1, 2, 3]], expected: [3, 2, 1] },
              { input: [[]], expected: [] },
            ],
            java: "class Solution {\n  public static ListNode reverseList(ListNode head) { ListNode prev = null; while (head != null) { ListNode n = head.next; head.next = prev; prev = head; head = n; } return prev; }\n}",
            cpp: "ListNode* reverseList(ListNode* head) { ListNode* prev = nullptr; while (head) { ListNode* n = head->next; head->next = prev; prev = head; head = n; } return prev; }",
          },
          {
            problem: { functionName: "invert", params: [{ name: "root", type: "TreeNode" }], returnType: "TreeNode" },
            tests: [{ input: [[1, null, 2, 3]], expected: [1, 2, null, null, 3] }],
            java: "class Solution {\n  public static TreeNode invert(TreeNode r) { return r == null ? null : new TreeNode(r.val, invert(r.right), invert(r.left)); }\n}",
            cpp: "TreeNode* invert(TreeNode* r) { return r ? new TreeNode(r->val, invert(r->right), invert(r->left)) : nullptr; }",
          },
          {
            problem: { functionName: "halves", params: [{ name: "nums", type: "int[]" }], returnType: "float[]", compare: "float" },
            tests: [{ input: [[1, 2, 3]], expected: [0.5, 1, 1.5] }],
            java: "class Solution {\n  public static double[] halves(int[] n) { double[] r = new double[n.length]; for (int i = 0; i < n.length; i++) r[i] = n[i] / 2.0; return r; }\n}",
            cpp: "#include <vector>\nstd::vector<double> halves(std::vector<int>& n) { std::vector<double> r; for (int v : n) r.push_back(v / 2.0); return r; }",
          },
        ];
        for (const c of cases) {
          for (const language of ["java", "cpp"] as const) {
            const r = await grade({ language, code: c[language], problem: c.problem, tests: c.tests });
            expect(r.verdict, `${language} ${c.problem.functionName}: ${JSON.stringify(r.tests)} ${r.error}`).toBe("Accepted");
          }
        }
      } finally {
        await real.close();
        fs.rmSync(workdir, { recursive: true, force: true });
      }
    },
  );
});

describe("the bounded queue", () => {
  it("runs at most N at once, keeps at most M waiting, and refuses the rest at once", async () => {
    const q = new BoundedQueue(1, 1);
    let release!: () => void;
    const first = q.run(() => new Promise<string>((resolve) => (release = () => resolve("first"))));
    const second = q.run(async () => "second");
    await expect(q.run(async () => "third")).rejects.toThrow(JudgeBusyError);
    expect(q.stats).toEqual({ running: 1, waiting: 1 });
    release();
    expect(await first).toBe("first");
    expect(await second).toBe("second");
  });

  it("grade() rejects quickly with the busy message when the judge is full", async () => {
    configureJudge({ concurrency: 1, maxWaiting: 1 });
    try {
      const slow = {
        language: "javascript" as const,
        code: CODE.javascript.loop,
        problem: add,
        tests: addTests.slice(0, 1),
        limits: { timeMs: 300 },
      };
      const running = grade(slow);
      const waiting = grade(slow);
      const started = Date.now();
      await expect(grade(slow)).rejects.toThrow("The judge is busy, please try again in a moment.");
      expect(Date.now() - started).toBeLessThan(200);
      expect((await running).verdict).toBe("Time Limit Exceeded");
      expect((await waiting).verdict).toBe("Time Limit Exceeded");
    } finally {
      configureJudge({});
    }
  });
});
