// The coding path is complete (25 pattern files, each seeded with its problems: 125 in all),
// and every reference solution (Python and JavaScript) of every pattern passes every one of its
// visible and hidden tests in the real judge, so the coach content cannot rot. Patterns are
// loaded the way the seed loads them: a missing file fails this file.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadPathOutline } from "~/models/coachContent.server";
import { grade, shutdownJudge, warmUp, type JudgeResult } from "~/services/judge/index.server";
import { closeDatabase, openDatabase } from "../../db/client";
import { prepareDatabase } from "../../seeds/prepare";
import { CODING_PATTERN_SLUGS, loadCodingPatterns } from "../../seeds/coach/index";
import type { SeedPattern, SeedProblem } from "../../seeds/coach/types";

const PATTERNS = 25;
const PROBLEMS = 125;
const patternDir = path.resolve(import.meta.dirname, "../../seeds/coach/patterns");
const patterns: SeedPattern[] = await loadCodingPatterns();
const LANGUAGES = ["python", "javascript"] as const;
// The judge runs as many gradings at once as there are cores; keep that many in flight.
const IN_FLIGHT = 2;

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

function failures(problem: SeedProblem, language: string, r: JudgeResult): string[] {
  return r.tests
    .filter((t) => t.verdict !== "Accepted")
    .map((t) => {
      const all = [...problem.visibleTests, ...problem.hiddenTests];
      const test = all[t.index]!;
      return (
        `${problem.slug} [${language}] test ${t.index}${t.hidden ? " (hidden)" : ""}: ${t.verdict}${t.error ? ` — ${t.error}` : ""}` +
        ` input=${JSON.stringify(test.input).slice(0, 200)} expected=${JSON.stringify(test.expected).slice(0, 200)}` +
        (t.hidden ? "" : ` got=${JSON.stringify(t.output)?.slice(0, 200)}`)
      );
    });
}

describe("the coding path's content", () => {
  it(`has a file for each of the ${PATTERNS} patterns, and no other`, () => {
    expect(CODING_PATTERN_SLUGS).toHaveLength(PATTERNS);
    const files = fs.readdirSync(patternDir).filter((f) => f.endsWith(".ts"));
    expect(files.sort()).toEqual(CODING_PATTERN_SLUGS.map((slug) => `${slug}.ts`).sort());
  });

  it(`loads ${PATTERNS} patterns in course order with ${PROBLEMS} problems`, () => {
    expect(patterns.map((p) => p.slug)).toEqual([...CODING_PATTERN_SLUGS]);
    expect(patterns.reduce((n, p) => n + p.problems.length, 0)).toBe(PROBLEMS);
  });

  it(`seeds ${PATTERNS} pattern modules and ${PROBLEMS} problems into a fresh database`, { timeout: 120_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-judge-content-"));
    const file = path.join(dir, "seeded.db");
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = file;
    try {
      const { sqlite } = openDatabase(file);
      expect(await prepareDatabase()).toMatch(new RegExp(`^${PATTERNS} coding patterns, `));
      const outline = await loadPathOutline("coding");
      const modules = outline!.modules.filter((m) => m.problems.length > 0);
      expect(modules.map((m) => m.slug)).toEqual([...CODING_PATTERN_SLUGS]);
      expect(modules.reduce((n, m) => n + m.problems.length, 0)).toBe(PROBLEMS);
      expect(sqlite.prepare("SELECT count(*) AS n FROM coach_problems").get()).toEqual({ n: PROBLEMS });
    } finally {
      process.env.DATABASE_URL = saved;
      closeDatabase(file);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("reference solutions in the judge", () => {
  it.each(patterns.map((p) => [p.slug, p] as const))("%s: every solution passes every test", { timeout: 300_000 }, async (_slug, pattern) => {
    const problems: string[] = [];
    const jobs = pattern.problems.flatMap((problem) => LANGUAGES.map((language) => ({ problem, language })));
    await inParallel(jobs, IN_FLIGHT, async ({ problem, language }) => {
      const tests = [...problem.visibleTests, ...problem.hiddenTests.map((t) => ({ ...t, hidden: true }))];
      const r = await grade({ language, code: problem.solutions[language], problem, tests });
      if (r.total_testcases !== tests.length)
        problems.push(`${problem.slug} [${language}]: graded ${r.total_testcases} of ${tests.length} (${r.error})`);
      problems.push(...failures(problem, language, r));
    });
    expect(problems).toEqual([]);
  });
});
