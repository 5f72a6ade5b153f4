// axe on the marketing pages, one of each template (WCAG 2.1 A/AA and best practices), at 1280 px,
// and three of them at 375 px (header search on its own row, one-column grids). With JavaScript only: hydration
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
  // one page of each template: the other landings and posts differ in their text only
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
  "/answers",
  "/answers/bfs-or-dfs",
  "/m/no-such-page",
];

/**
 * Three are also checked in the phone layout (header search on its own row, one-column grids): a
 * product page, a landing and an article. The markup is the same at every width; what axe can
 * find anew at 375 px comes from the layout (contrast over a moved background, hidden controls).
 */
const PHONE_CHECKED = new Set(["/upskill", "/interview/front-end-interview-prep", "/blog/recognise-two-pointers"]);

test("axe finds no violations on the marketing pages, at desktop and phone widths", async ({ page }, info) => {
  // ~19 axe runs on two shared cores
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
