// No problem of the coding path can be passed by a function that ignores its input: for every
// one of the 125 problems, each constant answer of the problem's return type (True, False, 0,
// 1, -1, "", [], [[]], None, …) is graded by the real judge (Python; all five languages share the
// same tests) and must score below the pass bar of the problem's difficulty, while the
// reference solution passes every test.
//
// Fast by batching: one grading per problem. The submitted function keeps a call counter and
// answers the k-th constant during the k-th copy of the test list (the judge runs a
// submission's tests in order in one interpreter), then calls the reference solution (loaded
// into a namespace of its own) on the last copy; each answer's score is read from its own slice
// of the per-test verdicts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passes, scoreThreshold } from "~/engine/scoring";
import { grade, shutdownJudge, warmUp } from "~/services/judge/index.server";
import { loadCodingPatterns } from "../../seeds/coach/index";
import type { SeedProblem, ValueType } from "../../seeds/coach/types";

const problems: SeedProblem[] = (await loadCodingPatterns()).flatMap((p) => p.problems);
const IN_FLIGHT = 2;

/** Python source of every constant answer worth trying for a return type. */
const CONSTANTS: Record<ValueType, string[]> = {
  int: ["0", "1", "-1", "2"],
  float: ["0.0", "1.0", "-1.0"],
  string: ['""', '"a"', "None"],
  bool: ["True", "False"],
  "int[]": ["[]", "[0]", "[-1, -1]", "None"],
  "float[]": ["[]", "[0.0]", "None"],
  "string[]": ["[]", '[""]', "None"],
  "bool[]": ["[]", "[True]", "[False]", "None"],
  "int[][]": ["[]", "[[]]", "None"],
  "string[][]": ["[]", "[[]]", "None"],
  "char[][]": ["[]", "[[]]", "None"],
  ListNode: ["None", "ListNode(0)"],
  TreeNode: ["None", "TreeNode(0)"],
  void: ["None"],
};

/** Answers constants[k] on the k-th copy of the tests, then (with `reference`) the reference solution's answer. */
function constantsSubmission(problem: SeedProblem, constants: string[], testsPerConstant: number, reference?: string): string {
  const args = problem.params.map((p) => p.name).join(", ");
  return [
    `_answers = [${constants.map((c) => `lambda *_args: ${c}`).join(", ")}]`,
    ...(reference
      ? [
          // its own namespace, so a recursive reference calls itself, not this dispatcher
          `_reference_ns = dict(globals())`,
          `exec(${JSON.stringify(reference)}, _reference_ns)`,
          `_answers.append(_reference_ns[${JSON.stringify(problem.functionName)}])`,
        ]
      : []),
    `_calls = [0]`,
    `def ${problem.functionName}(${args}):`,
    // no local names here: a parameter may be called anything (k, n, …)
    `    _calls[0] += 1`,
    `    return _answers[(_calls[0] - 1) // ${testsPerConstant}](${args})`,
    ``,
  ].join("\n");
}

beforeAll(() => warmUp());
afterAll(() => shutdownJudge());

async function inParallel<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

describe("constant answers in the judge", () => {
  it("has constants for every return type in the content", () => {
    expect(problems).toHaveLength(125);
    for (const p of problems) expect(CONSTANTS[p.returnType]?.length ?? 0, p.slug).toBeGreaterThan(0);
  });

  it("no constant answer reaches the pass bar on any of the 125 problems, and every reference solution passes", { timeout: 600_000 }, async () => {
    const started = Date.now();
    const reached: string[] = [];
    const broken: string[] = [];
    let graded = 0;
    await inParallel(problems, IN_FLIGHT, async (problem) => {
      const tests = [...problem.visibleTests, ...problem.hiddenTests];
      const n = tests.length;
      const constants = CONSTANTS[problem.returnType];
      const batched = [...constants, "reference"].flatMap(() => tests);
      const r = await grade({
        language: "python",
        code: constantsSubmission(problem, constants, n, problem.solutions.python),
        problem,
        tests: batched,
      });
      if (r.total_testcases !== batched.length || r.compile_error) {
        broken.push(`${problem.slug}: constants graded ${r.total_testcases} of ${batched.length} (${r.error})`);
      } else {
        const ref = r.tests.slice(constants.length * n);
        const refPassed = ref.filter((t) => t.verdict === "Accepted").length;
        if (refPassed !== n)
          broken.push(`${problem.slug}: the reference solution passes ${refPassed} of ${n} (${ref.find((t) => t.verdict !== "Accepted")?.verdict})`);
        constants.forEach((constant, k) => {
          const passed = r.tests.slice(k * n, (k + 1) * n).filter((t) => t.verdict === "Accepted").length;
          const score = Math.round((100 * passed) / n);
          graded++;
          if (passes(score, problem.difficulty)) {
            reached.push(
              `${problem.slug} (${problem.difficulty}, bar ${scoreThreshold(problem.difficulty)}): return ${constant} scores ${score} (${passed} of ${n})`,
            );
          }
        });
      }
    });
    const seconds = (Date.now() - started) / 1000;
    console.log(`constant answers: ${graded} graded on ${problems.length} problems in ${seconds.toFixed(1)} s`);
    expect(broken).toEqual([]);
    expect(reached).toEqual([]);
    expect(graded).toBeGreaterThanOrEqual(2 * problems.length);
  });

  it("would catch a problem that a constant passes (the check itself can fail)", { timeout: 60_000 }, async () => {
    const problem = problems.find((p) => p.returnType === "bool")!;
    const tests = [...problem.visibleTests, ...problem.hiddenTests];
    const trueOnly = tests.map((t) => ({ ...t, expected: true }));
    const r = await grade({
      language: "python",
      code: constantsSubmission(problem, ["True", "False"], tests.length),
      problem,
      tests: [...trueOnly, ...trueOnly],
    });
    const n = tests.length;
    expect(r.tests.slice(0, n).every((t) => t.verdict === "Accepted")).toBe(true);
    expect(r.tests.slice(n).some((t) => t.verdict === "Accepted")).toBe(false);
  });
});
