// The browser's analytics queue (docs/product/learner-data.md#analytics): page views reach PUT /api/event/triggered-multi;
// with Global Privacy Control or Do Not Track nothing is sent. The staff dashboard passes axe.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { logIn } from "./helpers";

test("a page view is batched to the server", async ({ page }) => {
  const sent = page.waitForRequest((r) => r.method() === "PUT" && r.url().endsWith("/api/event/triggered-multi"));
  await page.goto("/explore?utm_source=newsletter");
  const body = JSON.parse((await sent).postData()!) as { events: { event_name: string; path: string }[]; campaign_events?: { event_name: string }[] };
  expect(body.events).toContainEqual(expect.objectContaining({ event_name: "page_view", path: "/explore" }));
  expect(body.campaign_events?.[0]).toMatchObject({ event_name: "utm_visit", event_data: { utm_source: "newsletter" } });
});

test("Global Privacy Control and Do Not Track: nothing is sent", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "globalPrivacyControl", { get: () => true });
  });
  const puts: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/event/triggered-multi") || r.url().includes("/api/google-analytics/")) puts.push(r.url());
  });
  await page.goto("/explore");
  await page.getByRole("link", { name: "Log in" }).first().click();
  await expect(page).toHaveURL(/\/login/);
  await page.waitForTimeout(800);
  expect(puts).toEqual([]);
});

test("the staff analytics dashboard has no axe violations", async ({ page }) => {
  await logIn(page, "staff@codelift.dev", "staff-codelift-2026");
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  await page.goto("/staff/analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  const results = await new AxeBuilder({ page }).include(".staff-analytics").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
