// The staff analytics dashboard (docs/product/learner-data.md#analytics), with and without JavaScript: SVG charts, the period
// form, readable at 1280 and 375 px (axe runs in analytics.js-only.spec.ts: it needs JavaScript).
import { expect, test } from "@playwright/test";
import { logIn, keepScreenshot } from "./helpers";

test("the staff analytics dashboard has charts and a period form", async ({ page }, info) => {
  await logIn(page, "staff@codelift.dev", "staff-codelift-2026");
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  await page.goto("/staff/analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Sign-ups \(bars\) and active learners \(line\) per day/ })).toBeVisible();
  await expect(page.locator(".analytics-totals")).toContainText(/\d+ sign-ups/);
  await page.getByLabel("From", { exact: true }).fill("2026-01-01");
  await page.getByLabel("To", { exact: true }).fill("2026-01-03");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/from=2026-01-01&to=2026-01-03/);
  await expect(page.getByText("Events from 2026-01-01 to 2026-01-03 (UTC)")).toBeVisible();
  await page.goto("/staff/analytics");
  await keepScreenshot(page, { path: `test-results/staff-analytics-1280-${info.project.name}.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await keepScreenshot(page, { path: `test-results/staff-analytics-375-${info.project.name}.png`, fullPage: true });
});
