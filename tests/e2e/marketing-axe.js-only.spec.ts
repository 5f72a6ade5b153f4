// axe on every marketing page (WCAG 2.1 A/AA and best practices), at 1280 px, and one page of each
// kind at 375 px (header search on its own row, one-column grids). With JavaScript only: hydration
// keeps the server's markup (React refuses a mismatch), so the audit of the hydrated page covers
// what a visitor without JavaScript gets, and an audit without JavaScript costs a second page load
// in a context where axe can run (helpers.ts). marketing.spec.ts walks the pages without JavaScript.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, keepScreenshot } from "./helpers";

const NEW_PAGES = [
  "/upskill",
  "/work-product",
  "/learn-product",
  "/interview",
  "/interview/software-engineering-interview-prep",
  "/interview/engineering-manager-interview-prep",
  "/interview/front-end-interview-prep",
  "/github-students",
  "/generative-ai",
  "/data-science",
  "/data-science/machine-learning",
  "/trial",
  "/m/coding-interview-roadmap",
  "/m/back-to-school",
  "/m/patterns-newsletter",
  "/blog",
  "/blog/recognise-two-pointers",
  "/blog/sliding-window-explained",
  "/answers",
  "/answers/bfs-or-dfs",
  "/m/no-such-page",
];

/** One page of each kind is also checked in the phone layout (header search on its own row, one-column grids). */
const PHONE_CHECKED = new Set([
  "/upskill",
  "/interview/front-end-interview-prep",
  "/github-students",
  "/trial",
  "/m/back-to-school",
  "/blog/recognise-two-pointers",
  "/answers/bfs-or-dfs",
]);

test("axe finds no violations on the marketing pages, at desktop and phone widths", async ({ page }, info) => {
  // ~28 axe runs on two shared cores
  test.setTimeout(600_000);
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
  for (const path of NEW_PAGES) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectNoAxeViolations(page, info, `${path} at 1280`, { tags });
    if (PHONE_CHECKED.has(path)) {
      await page.setViewportSize({ width: 375, height: 800 });
      await expectNoAxeViolations(page, info, `${path} at 375`, { tags });
    }
  }
  for (const [path, name] of [
    ["/upskill", "upskill"],
    ["/github-students", "github-students"],
    ["/blog/recognise-two-pointers", "blog-post"],
  ] as const) {
    await page.goto(path);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await keepScreenshot(page, { path: `test-results/marketing-${name}-${width}.png`, fullPage: true });
    }
  }
});
