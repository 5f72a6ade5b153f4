// Lighthouse 12 (mobile settings, its default simulated throttling) on Debian's Chromium against
// the built server on a fresh seeded database: home, /explore, a lesson, the coding path overview
// and a problem page (as the premium demo learner). Prints the four scores of each page and,
// for every score under 95, the audits that cost points.
//   npm run bench:lighthouse          (SKIP_BUILD=1 reuses the build; CHROMIUM_PATH to change the browser)
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { spawnSync } from "node:child_process";
import { chromiumLaunch } from "../tests/e2e/chromium";
import { startServer } from "../tests/integration/helpers/server";
import { loginCookie, pagesToWeigh, PREMIUM } from "./pageWeight";

const PAGES = ["home", "explore", "lesson", "coding path overview", "problem page"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

if (!process.env.SKIP_BUILD) {
  const b = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: chromiumLaunch.executablePath, chromeFlags: ["--headless=new", ...chromiumLaunch.args] });
const rows: { name: string; scores: Record<string, number>; losses: string[] }[] = [];
try {
  const cookie = await loginCookie(server.baseUrl, PREMIUM);
  // Lighthouse reads "localhost" as a secure origin as a browser does; 127.0.0.1 too.
  for (const page of pagesToWeigh(server.db).filter((p) => PAGES.includes(p.name))) {
    const result = await lighthouse(server.baseUrl + page.path, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      extraHeaders: page.login ? { Cookie: cookie } : undefined,
    });
    const lhr = result!.lhr;
    const scores: Record<string, number> = {};
    const losses: string[] = [];
    for (const c of CATEGORIES) {
      const cat = lhr.categories[c]!;
      scores[c] = Math.round((cat.score ?? 0) * 100);
      if (scores[c]! < 95)
        for (const ref of cat.auditRefs) {
          const a = lhr.audits[ref.id]!;
          if (ref.weight > 0 && a.score !== null && a.score < 0.9) losses.push(`${c}: ${a.id} (${a.displayValue ?? Math.round((a.score ?? 0) * 100)})`);
        }
    }
    rows.push({ name: page.name, scores, losses });
  }
} finally {
  await chrome.kill();
  await server.stop();
}

console.log("\npage".padEnd(24), ...CATEGORIES.map((c) => c.padStart(15)));
for (const r of rows) console.log(r.name.padEnd(23), ...CATEGORIES.map((c) => String(r.scores[c]).padStart(15)));
for (const r of rows) if (r.losses.length) console.log(`\n${r.name}:\n  ${r.losses.join("\n  ")}`);
