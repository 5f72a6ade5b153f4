// What a sandbox may hand back is bounded (64 KB of JSON per return value, 2 KB per message,
// 8 KB of printed output, 1 MB in total per submission), with a visible note where something
// was cut; and a refused Python operation, which retires its sandbox, does not stand in the
// way of the next answer: a warm spare serves it while the replacement starts. Real sandboxes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grade, judgeStats, shutdownJudge, warmUp, type JudgeProblem, type JudgeResult } from "~/services/judge/index.server";

const echo: JudgeProblem = { functionName: "echo", params: [{ name: "s", type: "string" }], returnType: "string" };
const one = [{ input: ["a"], expected: "a" }];
const bytes = (s: string) => Buffer.byteLength(s, "utf8");
const size = (r: JudgeResult) => bytes(JSON.stringify(r));

beforeAll(() => warmUp());
afterAll(() => shutdownJudge());

const CODE = {
  python: {
    hugeValue: "def echo(s):\n    return 'x' * 20_000_000\n",
    hugePrint: "def echo(s):\n    print('y' * 10_000_000)\n    return s\n",
    manyValues: "def echo(s):\n    return 'z' * 60_000\n",
    hugeMessage: "def echo(s):\n    raise ValueError('m' * 5_000_000)\n",
    hugeNonAscii: "def echo(s):\n    return '\u00e9' * 40_000\n",
  },
  javascript: {
    hugeValue: "function echo(s) {\n  return 'x'.repeat(20_000_000);\n}",
    hugePrint: "function echo(s) {\n  console.log('y'.repeat(10_000_000));\n  return s;\n}",
    manyValues: "function echo(s) {\n  return 'z'.repeat(60_000);\n}",
    hugeMessage: "function echo(s) {\n  throw new Error('m'.repeat(5_000_000));\n}",
    hugeNonAscii: "function echo(s) {\n  return '\u00e9'.repeat(40_000);\n}",
  },
};

describe.each(["python", "javascript"] as const)("%s: result bounds", (language) => {
  const code = CODE[language];

  it("a 20 MB return value: Output Limit Exceeded, its first KB with a note, a small result", async () => {
    const r = await grade({ language, code: code.hugeValue, problem: echo, tests: one });
    expect(r.tests[0]).toMatchObject({
      verdict: "Runtime Error",
      error: "Output Limit Exceeded: the return value is 20000002 bytes of JSON, more than the 65536 allowed per test.",
      output: `"${"x".repeat(959)}… output truncated (19999042 bytes more)`,
    });
    expect(bytes(r.tests[0]!.output as string)).toBeLessThanOrEqual(1024);
    expect(size(r)).toBeLessThan(4096);
  });

  it("a value within 64 KB of JSON but over it in UTF-8 bytes is counted in bytes", async () => {
    const r = await grade({ language, code: code.hugeNonAscii, problem: echo, tests: one });
    // 40,000 "é" are 80,000 bytes of UTF-8 (Python's JSON escapes them: 240,000 bytes of \\u00e9)
    expect(r.tests[0]!.error).toBe(
      `Output Limit Exceeded: the return value is ${language === "python" ? 240002 : 80002} bytes of JSON, more than the 65536 allowed per test.`,
    );
  });

  it("10 MB of printed output: the first 8 KB and a note with what was cut", async () => {
    const r = await grade({ language, code: code.hugePrint, problem: echo, tests: one });
    expect(r.verdict).toBe("Accepted");
    expect(r.stdout).toBe(`${"y".repeat(8192)}\n… output truncated (9991809 bytes more)\n`);
  });

  it("1 MB in total: return values beyond it are refused, the earlier ones graded", async () => {
    const tests = Array.from({ length: 20 }, (_, i) => ({ input: [`t${i}`], expected: "z".repeat(60_000) }));
    const r = await grade({ language, code: code.manyValues, problem: echo, tests });
    // each value is 60,002 bytes of JSON: 17 fit in 1,048,576
    expect(r.passed_testcases).toBe(17);
    expect(r.tests.slice(0, 17).every((t) => t.verdict === "Accepted")).toBe(true);
    expect(r.tests[17]).toMatchObject({
      verdict: "Runtime Error",
      error: "Output Limit Exceeded: the return value is 60002 bytes of JSON, more than is left of the 1048576 allowed per submission.",
    });
    expect(r.tests.slice(17).every((t) => t.verdict === "Runtime Error")).toBe(true);
    // what came out of the sandbox (the expected values are the request's own)
    const returned = r.tests.reduce((n, t) => n + bytes(JSON.stringify(t.output)) + bytes(t.error ?? ""), 0) + bytes(r.stdout);
    expect(returned).toBeLessThanOrEqual(1_048_576);
  });

  it("a 5 MB error message: its first 2 KB with a note", async () => {
    const r = await grade({ language, code: code.hugeMessage, problem: echo, tests: one });
    const error = r.tests[0]!.error!;
    const head = language === "python" ? "ValueError: " : "Error: ";
    const more = 5_000_000 + head.length - 1968;
    expect(error).toBe(`${head}${"m".repeat(1968 - head.length)}… message truncated (${more} bytes more) (line 2)`);
    expect(bytes(error)).toBeLessThanOrEqual(2048);
    expect(r.error).toBe(error);
  });
});

describe("warm spares", () => {
  it("a refused Python operation retires its sandbox; the next submission is answered, and correctly", async () => {
    const refused = await grade({
      language: "python",
      code: "def echo(s):\n    open('/tmp/judge-spare', 'w')\n    return s\n",
      problem: echo,
      tests: one,
    });
    expect(refused.tests[0]!.error).toBe("PermissionError: Writing files is not available in the judge. (line 2)");
    // the replacement starts in the background while a spare stays ready
    expect(judgeStats().pythonWorkers).toBeGreaterThanOrEqual(2);
    const tests = [
      { input: ["spare"], expected: "spare!" },
      { input: ["answer"], expected: "answer!" },
    ];
    const next = await grade({ language: "python", code: "def echo(s):\n    return s + '!'\n", problem: echo, tests });
    expect(next).toMatchObject({ verdict: "Accepted", passed_testcases: 2, total_testcases: 2, error: null });
    expect(next.tests.map((t) => t.output)).toEqual(["spare!", "answer!"]);
    // and again, twice in a row
    for (let i = 0; i < 2; i++) {
      const again = await grade({ language: "python", code: "import socket\ndef echo(s):\n    socket.socket()\n", problem: echo, tests: one });
      expect(again.tests[0]!.error).toMatch(/^PermissionError: Network access is not available in the judge\./);
    }
    const last = await grade({
      language: "python",
      code: "def echo(s):\n    return s * 2\n",
      problem: echo,
      tests: [{ input: ["ab"], expected: "abab" }],
    });
    expect(last.verdict).toBe("Accepted");
  });
});
