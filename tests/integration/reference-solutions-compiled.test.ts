// Every coach problem's Java, C++ and Go reference solution passes every one of its visible and
// hidden tests, built by the grading service's harness and compared the way the judge compares.
// The programs are compiled in batches (tests/integration/helpers/reference-programs.ts) so the
// three languages take seconds, not one compile per problem.
import { describe, expect, it } from "vitest";
import { loadCodingPatterns } from "../../seeds/coach/index";
import { checkReferenceSolutions } from "./helpers/reference-programs";

const problems = (await loadCodingPatterns()).flatMap((p) => p.problems);
const LANGUAGES = ["java", "cpp", "go"] as const;

describe("reference solutions in Java, C++ and Go", () => {
  it("exist for every problem in every language", () => {
    const missing = problems.flatMap((p) => LANGUAGES.filter((l) => !p.solutions[l].trim()).map((l) => `${p.slug} [${l}]`));
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)("%s: every solution passes every test", { timeout: 300_000 }, async (language) => {
    const report = await checkReferenceSolutions(language, problems);
    expect(report.failures).toEqual([]);
    expect(report.problems).toBe(problems.length);
    // at least 2 visible and 8 hidden tests per problem
    expect(report.tests).toBeGreaterThanOrEqual(problems.length * 10);
  });
});
