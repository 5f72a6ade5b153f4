// The order in which vitest starts the test files: the files known to take longest first, then
// vitest's own order (on a clean clone: larger files first). With two files at a time, a long file
// started last keeps one worker busy alone at the end; started first, it runs beside the short ones.
// The list is the slowest files of a full run (`.test-report/vitest.json` keeps each file's time);
// a file missing from it only runs in vitest's order, nothing is skipped.
import { BaseSequencer, type TestSpecification } from "vitest/node";

const SLOWEST_FIRST = [
  "tests/integration/renewals-crash.test.ts",
  "tests/integration/reference-solutions-compiled.test.ts",
  "tests/integration/judge-escapes.test.ts",
  "tests/integration/authz-matrix.test.ts",
  "tests/integration/cli-org.test.ts",
  "tests/integration/cli.test.ts",
  "tests/integration/cli-billing.test.ts",
  "tests/integration/cli-engine.test.ts",
  "tests/integration/renewals.test.ts",
  "tests/integration/judge.test.ts",
  "tests/integration/security.test.ts",
];

export default class SlowestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const at = SLOWEST_FIRST.findIndex((name) => f.moduleId.endsWith(name));
      return at === -1 ? SLOWEST_FIRST.length : at;
    };
    // Array.prototype.sort is stable: the rest keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
