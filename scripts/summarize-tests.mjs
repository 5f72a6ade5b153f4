// One closing line for the whole suite: "tests: N passed, N failed".
import fs from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = JSON.parse(fs.readFileSync(".test-report/vitest.json", "utf8"));
passed += vitest.numPassedTests;
failed += vitest.numFailedTests;
skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
for (const report of [".test-report/playwright.json", ".test-report/playwright-stripe.json"]) {
  if (!fs.existsSync(report)) continue;
  const pw = JSON.parse(fs.readFileSync(report, "utf8"));
  passed += pw.stats.expected + (pw.stats.flaky ?? 0);
  failed += pw.stats.unexpected;
  skipped += pw.stats.skipped;
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
