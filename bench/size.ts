// Bundle and page size: builds the app, starts the built server on a fresh seeded database,
// and prints each page's JavaScript and HTML in gzip bytes. Exits 1 when a page's JavaScript
// goes over its budget (bench/pageWeight.ts), so a heavy import is caught before it ships.
//   npm run bench:size            (SKIP_BUILD=1 to reuse the current build)
import { spawnSync } from "node:child_process";
import { startServer } from "../tests/integration/helpers/server";
import { JS_BUDGETS, LESSON_JS_TARGET, PROBLEM_JS_TARGET, overBudget, pagesToWeigh, weighPages } from "./pageWeight";

if (!process.env.SKIP_BUILD) {
  const b = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

const kb = (n: number) => (n / 1024).toFixed(1);
const server = await startServer();
let problems: string[] = [];
try {
  const weights = await weighPages(server.baseUrl, pagesToWeigh(server.db));
  console.log("\npage".padEnd(24), "JS files".padStart(9), "JS gzip KiB".padStart(12), "budget KiB".padStart(11), "HTML gzip KiB".padStart(14), " path");
  for (const w of weights) {
    const budget = JS_BUDGETS[w.name];
    console.log(w.name.padEnd(23), String(w.jsFiles).padStart(9), kb(w.jsGzip).padStart(12), (budget ? kb(budget) : "-").padStart(11), kb(w.htmlGzip).padStart(14), "", w.path);
  }
  const lesson = weights.find((w) => w.name === "lesson");
  if (lesson) console.log(`\nlesson page: ${lesson.jsGzip} B of gzip JavaScript; the issue's target is ${LESSON_JS_TARGET} B (${lesson.jsGzip <= LESSON_JS_TARGET ? "met" : "not met"})`);
  const problem = weights.find((w) => w.name === "problem page");
  if (problem) console.log(`problem page: ${problem.jsGzip} B of gzip JavaScript with the editor and all five grammars; the issue's target is ${PROBLEM_JS_TARGET} B (${problem.jsGzip <= PROBLEM_JS_TARGET ? "met" : "not met"})`);
  problems = overBudget(weights);
} finally {
  await server.stop();
}
if (problems.length) {
  console.error(`\nOVER BUDGET:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log("\nevery page is within its budget");
