// Lighthouse 12 (mobile settings, its default simulated throttling) on Debian's Chromium against
// the built server on a fresh seeded database: home, /explore, a lesson, the coding path overview
// and a problem page (as the premium demo learner). Prints the four scores of each page (the
// median of RUNS runs, default 1) with the median first contentful paint, largest contentful
// paint, total blocking time and layout shift, and, for every score under 95, the audits that
// cost points in the median run. A run Lighthouse could not finish is reported and left out.
//   npm run bench:lighthouse          (SKIP_BUILD=1 reuses the build; CHROMIUM_PATH to change the browser)
//   RUNS=3 ONLY=problem LH_JSON_DIR=/tmp/lh npm run bench:lighthouse
//     (RUNS: runs per page; ONLY: pages whose name contains it; LH_JSON_DIR: keep each report)
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromiumLaunch } from "../tests/e2e/chromium";
import { startServer } from "../tests/integration/helpers/server";
import { loginCookie, pagesToWeigh, PREMIUM } from "./pageWeight";

const PAGES = ["home", "explore", "lesson", "coding path overview", "problem page"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = [
  ["FCP s", "first-contentful-paint", 1000],
  ["LCP s", "largest-contentful-paint", 1000],
  ["TBT ms", "total-blocking-time", 1],
  ["CLS", "cumulative-layout-shift", 1],
] as const;
const RUNS = Math.max(1, Number(process.env.RUNS ?? "1") || 1);
const ONLY = process.env.ONLY ?? "";
const JSON_DIR = process.env.LH_JSON_DIR ?? "";

if (!process.env.SKIP_BUILD) {
  const b = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
type Run = { scores: Record<string, number>; metrics: number[]; losses: string[] };

const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: chromiumLaunch.executablePath, chromeFlags: ["--headless=new", ...chromiumLaunch.args] });
const rows: { name: string; runs: Run[] }[] = [];
try {
  const cookie = await loginCookie(server.baseUrl, PREMIUM);
  if (JSON_DIR) fs.mkdirSync(JSON_DIR, { recursive: true });
  const pages = pagesToWeigh(server.db).filter((p) => PAGES.includes(p.name) && p.name.includes(ONLY));
  for (const page of pages) rows.push({ name: page.name, runs: [] });
  // Pages in turn, RUNS rounds: a burst of load on the machine spreads over pages instead of one.
  for (let run = 0; run < RUNS; run++)
    for (const [i, page] of pages.entries()) {
      // Lighthouse reads "localhost" as a secure origin as a browser does; 127.0.0.1 too.
      const result = await lighthouse(server.baseUrl + page.path, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
        extraHeaders: page.login ? { Cookie: cookie } : undefined,
      });
      const lhr = result!.lhr;
      // A run Lighthouse could not finish (NO_NAVSTART on a busy machine, …) scores 0: it is left out.
      if (lhr.runtimeError) {
        console.error(`${page.name}, run ${run + 1}: ${lhr.runtimeError.code}, left out`);
        continue;
      }
      if (JSON_DIR) fs.writeFileSync(path.join(JSON_DIR, `${page.name.replace(/\W+/g, "-")}-${run + 1}.json`), result!.report as string);
      const scores: Record<string, number> = {};
      const losses: string[] = [];
      for (const c of CATEGORIES) {
        const cat = lhr.categories[c]!;
        scores[c] = Math.round((cat.score ?? 0) * 100);
        if (scores[c]! < 95)
          for (const ref of cat.auditRefs) {
            const a = lhr.audits[ref.id]!;
            if (ref.weight > 0 && a.score !== null && a.score < 0.9)
              losses.push(`${c}: ${a.id} (${a.displayValue ?? Math.round((a.score ?? 0) * 100)})`);
          }
      }
      const metrics = METRICS.map(([, id, unit]) => (lhr.audits[id]?.numericValue ?? NaN) / unit);
      rows[i]!.runs.push({ scores, metrics, losses });
    }
} finally {
  await chrome.kill();
  await server.stop();
}

console.log(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs)` : "(one run)"}`);
console.log(
  "page".padEnd(23),
  ...CATEGORIES.map((c) => c.padStart(15)),
  ...METRICS.map(([h]) => h.padStart(8)),
  RUNS > 1 ? "  performance runs" : "",
);
for (const r of rows) {
  if (!r.runs.length) {
    console.log(r.name.padEnd(23), "no run finished");
    continue;
  }
  const m = METRICS.map((_, k) => median(r.runs.map((x) => x.metrics[k]!)));
  console.log(
    r.name.padEnd(23),
    ...CATEGORIES.map((c) => String(median(r.runs.map((x) => x.scores[c]!))).padStart(15)),
    ...m.map((v, k) => (k === 2 ? v.toFixed(0) : k === 3 ? v.toFixed(3) : v.toFixed(2)).padStart(8)),
    RUNS > 1 ? `  ${r.runs.map((x) => x.scores.performance).join(" ")}` : "",
  );
}
for (const r of rows) {
  if (!r.runs.length) continue;
  const perf = median(r.runs.map((x) => x.scores.performance!));
  const losses = r.runs.find((x) => x.scores.performance === perf)!.losses;
  if (losses.length) console.log(`\n${r.name}:\n  ${losses.join("\n  ")}`);
}
