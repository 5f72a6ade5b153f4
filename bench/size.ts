// Bundle and page size: builds the app, starts the built server on a fresh seeded database,
// and prints each page's JavaScript and HTML in gzip bytes. Exits 1 when a page's JavaScript
// goes over its budget (bench/pageWeight.ts), so a heavy import is caught before it ships.
//   npm run bench:size            (SKIP_BUILD=1 to reuse the current build)
import { spawnSync } from "node:child_process";
import { startServer } from "../tests/integration/helpers/server";
import {
  JS_BUDGETS,
  LESSON_JS_TARGET,
  loginCookie,
  PREMIUM,
  PROBLEM_JS_TARGET,
  overBudget,
  pagesToWeigh,
  weighInBrowser,
  weighPages,
} from "./pageWeight";

if (!process.env.SKIP_BUILD) {
  const b = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

const kb = (n: number) => (n / 1024).toFixed(1);
const server = await startServer();
const problems: string[] = [];
try {
  const weights = await weighPages(server.baseUrl, pagesToWeigh(server.db));
  console.log(
    "\npage".padEnd(24),
    "JS files".padStart(9),
    "JS gzip KiB".padStart(12),
    "budget KiB".padStart(11),
    "HTML gzip KiB".padStart(14),
    " path",
  );
  for (const w of weights) {
    const budget = JS_BUDGETS[w.name];
    console.log(
      w.name.padEnd(23),
      String(w.jsFiles).padStart(9),
      kb(w.jsGzip).padStart(12),
      (budget ? kb(budget) : "-").padStart(11),
      kb(w.htmlGzip).padStart(14),
      "",
      w.path,
    );
  }
  // The two pages with targets, also as Chromium downloads them: lazily imported modules count
  // only once loaded (the editor's grammar for the learner's language, not all five).
  const lesson = weights.find((w) => w.name === "lesson")!;
  const problem = weights.find((w) => w.name === "problem page")!;
  const cookie = await loginCookie(server.baseUrl, PREMIUM);
  const lessonLoaded = await weighInBrowser(server.baseUrl, lesson.path, cookie);
  const problemLoaded = await weighInBrowser(server.baseUrl, problem.path, cookie, ".cm-editor");
  const verdict = (n: number, target: number) => `target ${kb(target)} KiB: ${n <= target ? "met" : "not met"}`;
  console.log(`\nlesson page, everything it can load:        ${kb(lesson.jsGzip).padStart(6)} KiB (${verdict(lesson.jsGzip, LESSON_JS_TARGET)})`);
  console.log(
    `lesson page, loaded in Chromium:            ${kb(lessonLoaded.jsGzip).padStart(6)} KiB in ${lessonLoaded.jsFiles} files (${verdict(lessonLoaded.jsGzip, LESSON_JS_TARGET)})`,
  );
  console.log(`problem page, with all five grammars:       ${kb(problem.jsGzip).padStart(6)} KiB (${verdict(problem.jsGzip, PROBLEM_JS_TARGET)})`);
  console.log(
    `problem page, loaded in Chromium (editor and one grammar): ${kb(problemLoaded.jsGzip).padStart(6)} KiB in ${problemLoaded.jsFiles} files (${verdict(problemLoaded.jsGzip, PROBLEM_JS_TARGET)})`,
  );
  const editorFiles = problemLoaded.urls.filter((u) => !lessonLoaded.urls.includes(u));
  console.log(`  of which not on the lesson page: ${editorFiles.length} files`);
  if (lessonLoaded.urls.some((u) => /codemirror/.test(u))) problems.push("the lesson page loaded the editor");
  problems.push(...overBudget(weights));
} finally {
  await server.stop();
}
if (problems.length) {
  console.error(`\nOVER BUDGET:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log("\nevery page is within its budget");
