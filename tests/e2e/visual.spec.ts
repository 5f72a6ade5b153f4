// Screenshots of the main pages at a phone's and a laptop's width, light and dark, logged out, as
// a learner and as an organization admin: a layout that breaks (a header that wraps, a page that
// scrolls sideways, a panel that falls out of place) changes many pixels and fails here. Runs in
// the with-JavaScript project only (the same pages without JavaScript are checked by the other
// specs). Stable on purpose: animations off, the caret hidden, the fonts installed by the test
// command (DejaVu, scripts/test.sh), and what changes from run to run (dates, counts of other
// tests' learners, greetings by name) masked. Baselines: tests/e2e/visual.spec.ts-snapshots/
// (`npx playwright test tests/e2e/visual.spec.ts --update-snapshots` after an intended change).
import { expect, test, type Page } from "@playwright/test";
import fs from "node:fs";
import { logIn } from "./helpers";

test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "screenshots: with JavaScript only");
// Until the baselines are committed (a first `--update-snapshots` run), the spec does not run.
test.skip(!fs.existsSync(`${__filename}-snapshots`), "no baselines yet: run once with --update-snapshots and commit them");

const LESSON = "/coursesv3/modern-javascript-essentials/functions-and-closures";
type Who = "visitor" | "learner" | "admin";
const PAGES: { who: Who; name: string; path: string | "org" }[] = [
  { who: "visitor", name: "home", path: "/" },
  { who: "visitor", name: "explore", path: "/explore" },
  { who: "visitor", name: "lesson", path: LESSON },
  { who: "visitor", name: "unlimited", path: "/unlimited" },
  { who: "learner", name: "learn-home", path: "/learn/home" },
  { who: "learner", name: "lesson", path: LESSON },
  { who: "admin", name: "explore", path: "/explore" },
  { who: "admin", name: "org-dashboard", path: "org" },
];
const ACCOUNTS = { learner: ["premium@codelift.test", "learn-premium-2026"], admin: ["admin@globex.test", "globex-admin-2026"] } as const;

/** What differs between runs: times and dates, other tests' comments and counts. */
const dynamic = (page: Page) => [page.locator("time"), page.locator(".comments-panel"), page.locator(".comment-count"), page.locator(".toast"), page.locator(".billing-banners"), page.locator(".lesson-notes")];

for (const width of [390, 1280]) {
  for (const theme of ["light", "dark"] as const) {
    for (const p of PAGES) {
      test(`${p.name} as ${p.who} at ${width} px, ${theme}`, async ({ browser }) => {
        const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme: theme, reducedMotion: "reduce" });
        const page = await context.newPage();
        try {
          if (p.who !== "visitor") {
            const [email, password] = ACCOUNTS[p.who];
            // (an admin's own landing page is the admin area: both come back to /explore)
            await logIn(page, email, password, "/explore");
            await expect(page).toHaveURL(/\/explore$/);
          }
          let path = p.path;
          if (path === "org") path = (await page.locator("a.org-admin-link").first().getAttribute("href", { timeout: 5000 }))!;
          await page.goto(path);
          await page.waitForLoadState("load");
          await page.evaluate(() => document.fonts.ready);
          await expect(page).toHaveScreenshot(`${p.who}-${p.name}-${width}-${theme}.png`, {
            fullPage: false,
            animations: "disabled",
            caret: "hide",
            mask: dynamic(page),
            // antialiasing and subpixel noise stay far below this; a header that wraps or a panel
            // that moves changes several percent of the window
            maxDiffPixelRatio: 0.01,
          });
        } finally {
          await context.close();
        }
      });
    }
  }
}
