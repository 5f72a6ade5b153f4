// Search by audience in Chromium, with and without JavaScript (docs/product/catalog.md#search-by-audience):
// a visitor filters /search by category, difficulty and a featured language; a member of an
// organization with b2b_search_experience gets the full-text header form, which leads to /search
// without mock interviews. The flag is set in the server's database, as staff would.
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { keepScreenshot, logIn } from "./helpers";

function businessSearchFor(slug: string) {
  const db = new Database(process.env.CODELIFT_E2E_DB!);
  db.pragma("busy_timeout = 5000");
  try {
    const row = db.prepare("SELECT feature_flags FROM organizations WHERE slug = ?").get(slug) as { feature_flags: string };
    db.prepare("UPDATE organizations SET feature_flags = ? WHERE slug = ?").run(
      JSON.stringify({ ...JSON.parse(row.feature_flags), b2b_search_experience: true }),
      slug,
    );
  } finally {
    db.close();
  }
}

const resultKinds = (page: import("@playwright/test").Page) =>
  page.locator(".site-search-results > li").evaluateAll((lis) => lis.map((li) => li.getAttribute("data-kind")));

test("a visitor filters the search by category, difficulty and a featured language", async ({ page }, info) => {
  await page.goto("/search");
  await expect(page.getByRole("heading", { name: "Search", exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Featured languages" })).toContainText("TypeScript · C++ · Rust · JavaScript · Go · Python");
  await expect(page.getByLabel("Category").locator("option")).toHaveText([
    "All",
    "Paths",
    "Cloud labs",
    "Courses",
    "Assessments",
    "Projects",
    "Mock interviews",
  ]);

  await page.getByLabel("Category").selectOption("paths");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?.*category=paths/);
  expect(new Set(await resultKinds(page))).toEqual(new Set(["path"]));

  await page.getByLabel("Category").selectOption("courses");
  await page.getByLabel("Difficulty").selectOption("beginner");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/difficulty=beginner/);
  const kinds = await resultKinds(page);
  expect(kinds.length).toBeGreaterThan(0);
  expect(new Set(kinds)).toEqual(new Set(["course"]));
  await expect(page.locator(".site-search-results > li").first()).toContainText("Beginner");

  await page.getByRole("link", { name: "Python", exact: true }).click();
  await expect(page).toHaveURL(/q=Python/);
  await expect(page.getByLabel("Search for")).toHaveValue("Python");
  await expect(page.locator(".site-search-results > li").first()).toContainText(/python/i);

  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ]) {
    for (const scheme of ["light", "dark"] as const) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto("/search?category=all");
      await keepScreenshot(page, { path: info.outputPath(`search-${width}-${scheme}.png`), fullPage: true });
    }
  }
});

test("a member of an organization with the business search gets the full-text form, without mock interviews", async ({ page }) => {
  businessSearchFor("acme-team");
  await logIn(page, "owner@acme.test", "acme-owner-2026");
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  await page.goto("/explore");
  const header = page.getByRole("search", { name: "Site search" });
  await expect(header).toHaveAttribute("data-search-form", "full_text");
  await header.getByLabel("Search the library").fill("react");
  await header.getByLabel("Search the library").press("Enter");
  await expect(page).toHaveURL(/\/search\?q=react/);
  await expect(page.locator(".site-search-results > li").first()).toContainText(/react/i);
  await expect(page.getByLabel("Category").locator("option")).toHaveText(["All", "Paths", "Cloud labs", "Courses", "Assessments", "Projects"]);
  // no dropdown on this form
  await expect(page.locator(".header-search-results")).toHaveCount(0);
});
