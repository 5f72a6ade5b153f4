// Every reference solution (Python and JavaScript) of every coding pattern passes every one of
// its visible and hidden tests in the real judge, so the coach content cannot rot. Patterns
// are loaded the way the seed loads them; files still being written simply are not there yet.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grade, shutdownJudge, warmUp, type JudgeResult } from "~/services/judge/index.server";
import { loadCodingPatterns } from "../../seeds/coach/index";
import type { SeedPattern, SeedProblem } from "../../seeds/coach/types";

const patterns: SeedPattern[] = await loadCodingPatterns();
const LANGUAGES = ["python", "javascript"] as const;
// The judge runs as many gradings at once as there are cores; keep that many in flight.
const IN_FLIGHT = 2;

beforeAll(() => warmUp());
afterAll(() => shutdownJudge());

async function inParallel<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]!);
  }));
}

function failures(problem: SeedProblem, language: string, r: JudgeResult): string[] {
  return r.tests
    .filter((t) => t.verdict !== "Accepted")
    .map((t) => {
      const all = [...problem.visibleTests, ...problem.hiddenTests];
      const test = all[t.index]!;
      return `${problem.slug} [${language}] test ${t.index}${t.hidden ? " (hidden)" : ""}: ${t.verdict}${t.error ? ` — ${t.error}` : ""}` +
        ` input=${JSON.stringify(test.input).slice(0, 200)} expected=${JSON.stringify(test.expected).slice(0, 200)}` +
        (t.hidden ? "" : ` got=${JSON.stringify(t.output)?.slice(0, 200)}`);
    });
}

describe("reference solutions in the judge", () => {
  it("finds the pattern files", () => {
    expect(patterns.length).toBeGreaterThan(0);
  });

  it.each(patterns.map((p) => [p.slug, p] as const))("%s: every solution passes every test", { timeout: 300_000 }, async (_slug, pattern) => {
    const problems: string[] = [];
    const jobs = pattern.problems.flatMap((problem) => LANGUAGES.map((language) => ({ problem, language })));
    await inParallel(jobs, IN_FLIGHT, async ({ problem, language }) => {
      const tests = [...problem.visibleTests, ...problem.hiddenTests.map((t) => ({ ...t, hidden: true }))];
      const r = await grade({ language, code: problem.solutions[language], problem, tests });
      if (r.total_testcases !== tests.length) problems.push(`${problem.slug} [${language}]: graded ${r.total_testcases} of ${tests.length} (${r.error})`);
      problems.push(...failures(problem, language, r));
    });
    expect(problems).toEqual([]);
  });
});
