// Hidden test inputs stay in the judge: real submissions in Python and JavaScript (and through
// a Judge0-shaped service on loopback) that try to get a hidden input back, through the
// harness's own data, an error message, the error's name, printed output or a visible test's
// return value. A hidden test reports its verdict and the kind of its error, nothing else.
import crypto from "node:crypto";
import http from "node:http";
import type net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grade, shutdownJudge, warmUp, type JudgeProblem, type JudgeResult, type JudgeTest } from "~/services/judge/index.server";

const SECRET = `secret-${crypto.randomUUID()}`;
const echo: JudgeProblem = { functionName: "echo", params: [{ name: "s", type: "string" }], returnType: "string" };
// visible tests first, then hidden ones, as the coach sends them
const tests: JudgeTest[] = [
  { input: ["first"], expected: "first" },
  { input: ["second"], expected: "second" },
  { input: [`${SECRET}-a`], expected: `${SECRET}-a`, hidden: true },
  { input: [`${SECRET}-b`], expected: `${SECRET}-b`, hidden: true },
];
const hiddenOnly = (r: JudgeResult) => r.tests.filter((t) => t.hidden);
const shown = (r: JudgeResult) => JSON.stringify(r);

beforeAll(() => warmUp());
afterAll(() => shutdownJudge());

type Case = [name: string, code: string, hiddenError: string, visibleVerdict?: string];

const python: Case[] = [
  [
    "raises with the harness's test list, read through a frame",
    "import sys\ndef echo(s):\n    g = sys._getframe(1).f_globals\n    raise ValueError(repr(g.get('TESTS_JSON')) + repr(g.get('TESTS')) + repr(sorted(g)))\n",
    "ValueError",
  ],
  [
    "raises with its argument on hidden tests",
    "def echo(s):\n    if s.startswith('secret-'):\n        raise KeyError(s)\n    return s\n",
    "KeyError",
    "Accepted",
  ],
  [
    "collects the inputs and raises with them on a hidden test",
    "seen = []\ndef echo(s):\n    seen.append(s)\n    if len(seen) > 2:\n        raise RuntimeError('|'.join(seen))\n    return s\n",
    "RuntimeError",
    "Accepted",
  ],
  [
    "names its exception class after the input",
    "def echo(s):\n    if s.startswith('secret-'):\n        raise type('Leak_' + s.replace('-', '_'), (IndexError,), {})('x')\n    return s\n",
    "IndexError",
    "Accepted",
  ],
  [
    "dresses its exception class as a builtin",
    "def echo(s):\n    if s.startswith('secret-'):\n        raise type(s.replace('-', '_'), (Exception,), {'__module__': 'builtins', '__qualname__': s})()\n    return s\n",
    "Exception",
    "Accepted",
  ],
  [
    "prints the input on hidden tests and then fails",
    "def echo(s):\n    print('PRINTED', s)\n    if s.startswith('secret-'):\n        return 0\n    return s\n",
    "",
    "Accepted",
  ],
  ["loops on hidden tests", "def echo(s):\n    while s.startswith('secret-'):\n        pass\n    return s\n", "Time Limit Exceeded", "Accepted"],
  [
    "returns a huge value on hidden tests",
    "def echo(s):\n    return s * 100000 if s.startswith('secret-') else s\n",
    "Output Limit Exceeded",
    "Accepted",
  ],
];

const javascript: Case[] = [
  [
    "collects the inputs and throws with them on a hidden test",
    "const seen = [];\nfunction echo(s) {\n  seen.push(s);\n  if (seen.length > 2) throw new Error(seen.join('|'));\n  return s;\n}",
    "Error",
    "Accepted",
  ],
  [
    "throws with its argument on hidden tests",
    "function echo(s) {\n  if (s.startsWith('secret-')) throw new TypeError(s);\n  return s;\n}",
    "TypeError",
    "Accepted",
  ],
  [
    "throws an error whose name is the input",
    "function echo(s) {\n  if (s.startsWith('secret-')) { const e = new RangeError('x'); e.name = s; throw e; }\n  return s;\n}",
    "RangeError",
    "Accepted",
  ],
  [
    "throws a class of its own with a name getter",
    "class Leak extends SyntaxError { get name() { return globalThis.last; } }\nfunction echo(s) {\n  globalThis.last = s;\n  if (s.startsWith('secret-')) throw new Leak(s);\n  return s;\n}",
    "SyntaxError",
    "Accepted",
  ],
  [
    "throws a plain object named after the input",
    "function echo(s) {\n  if (s.startsWith('secret-')) throw { name: s, message: s, stack: 'solution.js:1' };\n  return s;\n}",
    "Runtime Error",
    "Accepted",
  ],
  ["throws the input itself", "function echo(s) {\n  if (s.startsWith('secret-')) throw s;\n  return s;\n}", "Runtime Error", "Accepted"],
  [
    "logs the input on hidden tests and then fails",
    "function echo(s) {\n  console.log('PRINTED', s);\n  return s.startsWith('secret-') ? 0 : s;\n}",
    "",
    "Accepted",
  ],
  ["loops on hidden tests", "function echo(s) {\n  while (s.startsWith('secret-')) {}\n  return s;\n}", "Time Limit Exceeded", "Accepted"],
  [
    "returns a huge value on hidden tests",
    "function echo(s) {\n  return s.startsWith('secret-') ? s.repeat(100000) : s;\n}",
    "Output Limit Exceeded",
    "Accepted",
  ],
];

describe.each([
  ["python", python],
  ["javascript", javascript],
] as const)("%s: hidden inputs do not come back", (language, cases) => {
  it.each(cases)("%s", async (_name, code, hiddenError, visibleVerdict) => {
    // 2 s of CPU, the product's default: building a huge value on a loaded machine takes most of one
    const r = await grade({ language, code, problem: echo, tests, limits: { timeMs: 2000 } });
    expect(shown(r)).not.toContain(SECRET);
    if (visibleVerdict) expect(r.tests.slice(0, 2).map((t) => t.verdict)).toEqual([visibleVerdict, visibleVerdict]);
    for (const [k, t] of hiddenOnly(r).entries()) {
      expect(t.verdict).not.toBe("Accepted");
      // the verdict, the time and the kind of error: nothing else
      expect(Object.keys(t).sort()).toEqual(["error", "hidden", "index", "time_ms", "verdict"]);
      const stopped = `Not run: the sandbox was stopped by an earlier test (${hiddenError})`;
      if (!hiddenError) expect(t.error).toBeNull();
      else if (k === 0 || t.error !== stopped) expect(t.error).toBe(hiddenError);
    }
    // when the first failure is a hidden test, the submission's error is that kind alone
    if (visibleVerdict === "Accepted") expect(r.error).toBe(hiddenError || null);
    // printed output of hidden tests is dropped, with no count of it either
    if (/PRINTED/.test(code)) {
      expect(r.stdout).toBe("PRINTED first\nPRINTED second\n");
      // each visible test keeps its own line
      expect(r.tests.slice(0, 2).map((t) => t.stdout)).toEqual(["PRINTED first\n", "PRINTED second\n"]);
    }
  });

  it("a visible test's return value finds no hidden input in the harness", async () => {
    const code =
      language === "python"
        ? "import sys\ndef echo(s):\n    out, f = [], sys._getframe(1)\n    while f is not None:\n        out.append(repr(f.f_globals) + repr(f.f_locals))\n        f = f.f_back\n    return ''.join(out)\n"
        : "function echo(s) {\n  Error.prepareStackTrace = (e, cs) => cs.map((c) => String(c.getFunction()) + String(c.getThis()) + String(c.getEvalOrigin()));\n  return Object.getOwnPropertyNames(globalThis).map((k) => { try { return k + JSON.stringify(globalThis[k]); } catch { return k; } }).join() + new Error().stack.join();\n}";
    const r = await grade({ language, code, problem: echo, tests });
    expect(r.tests[0]!.verdict).toBe("Wrong Answer");
    expect(typeof r.tests[0]!.output).toBe("string");
    expect((r.tests[0]!.output as string).length).toBeGreaterThan(0);
    expect(shown(r)).not.toContain(SECRET);
  });
});

describe("through the grading service (Judge0 protocol on loopback)", () => {
  let server: http.Server;
  beforeAll(async () => {
    // plays a service whose program prints its input and then fails with it on stderr
    server = http.createServer((req, res) => {
      let text = "";
      req.on("data", (c) => (text += c));
      req.on("end", () => {
        const body = JSON.parse(text) as { stdin: string };
        res.writeHead(201, { "content-type": "application/json" }).end(
          JSON.stringify({
            token: "t",
            status: { id: 11, description: "Runtime Error (NZEC)" },
            stdout: `PRINTED ${body.stdin}`,
            stderr: `java.lang.IllegalStateException: ${body.stdin}`,
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.JUDGE_URL = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  });
  afterAll(async () => {
    delete process.env.JUDGE_URL;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("a hidden test's stderr and printed output stay out; its error is the verdict", async () => {
    const r = await grade({
      language: "java",
      code: "class Solution { public static String echo(String s) { throw new IllegalStateException(s); } }",
      problem: echo,
      tests,
    });
    expect(r.tests.map((t) => t.verdict)).toEqual(Array(4).fill("Runtime Error"));
    expect(r.tests[0]!.error).toMatch(/IllegalStateException: "first"/);
    expect(hiddenOnly(r).map((t) => t.error)).toEqual(["Runtime Error", "Runtime Error"]);
    expect(r.stdout).toContain('PRINTED "first"');
    expect(r.tests[0]!.stdout).toContain('PRINTED "first"');
    expect(r.tests[1]!.stdout).toContain('PRINTED "second"');
    expect(shown(r)).not.toContain(SECRET);
  });
});
