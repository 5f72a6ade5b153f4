// The layout defects of a first-time walk through the product, with and without JavaScript: the
// header of organization members at 1280 and 390 px, the organization's progress view, the 404
// page, the theme button's state, and the scrollable regions that keyboard users must reach.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, logIn } from "./helpers";

const ROLES = [
  { who: "a visitor", email: "", password: "", org: false },
  { who: "a learner", email: "free@codelift.test", password: "learn-free-2026", org: false },
  { who: "staff", email: "staff@codelift.dev", password: "staff-codelift-2026", org: false },
  { who: "an organization member", email: "member@globex.test", password: "globex-member-2026", org: false },
  { who: "an organization admin", email: "admin@globex.test", password: "globex-admin-2026", org: true },
  { who: "an organization manager", email: "manager@globex.test", password: "globex-manager-2026", org: true },
  { who: "a team owner", email: "owner@acme.test", password: "acme-owner-2026", org: true },
];

/** Nothing wider than the window, and the header's every control inside it. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/**
 * The header's search box shows its whole placeholder: typed as a value (put back at once, no
 * event sent), "Search courses" does not scroll the box (its clear button counted).
 */
async function expectSearchShowsPlaceholder(page: Page) {
  const box = page.getByRole("search", { name: "Site search" }).getByRole("searchbox");
  await expect(box).toBeVisible();
  const fit = await box.evaluate((input: HTMLInputElement) => {
    const before = input.value;
    input.value = input.placeholder;
    const sizes = { placeholder: input.placeholder, scrollWidth: input.scrollWidth, clientWidth: input.clientWidth };
    input.value = before;
    return sizes;
  });
  // the dropdown form, or the full-text one of a business organization (the search e2e may turn it on for Acme meanwhile)
  expect(["Search courses", "Search the library"]).toContain(fit.placeholder);
  expect(fit.scrollWidth, `the search box is ${fit.clientWidth}px wide`).toBeLessThanOrEqual(fit.clientWidth);
}

for (const role of ROLES) {
  test(`the header of ${role.who} fits one row at 1280 px, its search box whole, and folds at 390 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    if (role.email) {
      await logIn(page, role.email, role.password, "/explore");
      await expect(page).toHaveURL(/\/explore$/);
    } else {
      await page.goto("/explore");
    }
    await expectNoSidewaysScroll(page, 1280);
    const header = page.locator("header.site-header");
    // one row: the header is as tall as its tallest control, the brand on one line
    expect((await header.boundingBox())!.height).toBeLessThan(80);
    expect((await page.locator(".brand").boundingBox())!.height).toBeLessThan(40);
    const controls = [
      page.getByRole("search", { name: "Site search" }).getByRole("searchbox"),
      page.getByRole("button", { name: /^Theme:/ }),
      role.email ? page.getByRole("button", { name: "Log out" }) : page.getByRole("link", { name: "Sign up" }),
    ];
    if (role.org) controls.push(page.getByRole("link", { name: "Admin area" }));
    for (const control of controls) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
      expect(box.y + box.height).toBeLessThan(80);
    }
    await expectSearchShowsPlaceholder(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/explore");
    await expectNoSidewaysScroll(page, 390);
    await expect(page.locator(".menu-button")).toBeVisible();
    // the open menu: the search first, whole, and nothing wider than the phone
    await page.locator(".menu-button").click();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expectSearchShowsPlaceholder(page);
    const search = (await page.getByRole("search", { name: "Site search" }).boundingBox())!;
    expect(search.y).toBeLessThan((await page.getByRole("navigation", { name: "Main" }).boundingBox())!.y);
    await expectNoSidewaysScroll(page, 390);
  });
}

test("the organization's progress view: figures on a phone, a chart (or its empty state), a last-active column, a named scroll box with a cue", async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, "admin@globex.test", "globex-admin-2026", "/explore");
  await expect(page).toHaveURL(/\/explore$/);
  const overview = await page.getByRole("link", { name: "Admin area" }).getAttribute("href");
  await page.goto(`${overview}/progress`);
  const table = page.getByRole("region", { name: "Progress of each member" });
  await expect(table).toBeVisible();
  await expect(table).toHaveAttribute("tabindex", "0");
  await expect(table.getByRole("columnheader", { name: "Last active" })).toBeVisible();
  await expect(table.getByRole("row", { name: /Grace Globex/ })).toBeVisible();
  // the seeded members have done nothing yet: the chart says so in words (its bars: tests/unit/progress-chart.test.tsx)
  await expect(page.getByText("No activity yet.")).toBeVisible();
  await expectNoSidewaysScroll(page, 1280);
  // the table is wider than its box at 1280: it scrolls inside it (the page does not), and the
  // keyboard scrolls it
  const scroll = await table.evaluate((el) => ({ sw: el.scrollWidth, cw: el.clientWidth }));
  expect(scroll.sw).toBeGreaterThan(scroll.cw);
  await table.focus();
  await page.keyboard.press("End");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expectNoAxeViolations(page, info, "progress view", { tags: ["wcag2a", "wcag2aa", "best-practice"] });

  // On a phone the figures come first, on screen without scrolling sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expectNoSidewaysScroll(page, 390);
  for (const figure of ["Members", "Active in the last 7 days", "Lessons completed", "Problems solved"]) {
    const box = (await page.locator(".progress-figure dt", { hasText: figure }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y).toBeLessThan(844);
  }
});

test("the role modal explains admin levels and flags in words", async ({ page }) => {
  await logIn(page, "admin@globex.test", "globex-admin-2026", "/explore");
  await expect(page).toHaveURL(/\/explore$/);
  const overview = await page.getByRole("link", { name: "Admin area" }).getAttribute("href");
  await page.goto(`${overview}`);
  await page.getByRole("link", { name: "Change role of Mina Member" }).click();
  const dialog = page.getByRole("dialog", { name: "Change the role of Mina Member" });
  await expect(dialog.locator("dt", { hasText: "Subscription executive" })).toBeVisible();
  await expect(dialog.getByText(/looks after the subscription/)).toBeVisible();
  await expect(dialog.getByLabel("Admin level (admins only)")).toHaveAccessibleDescription(/Super admin.*Every admin right/);
  await expect(dialog.getByLabel("Mentor")).toHaveAccessibleDescription(/Guides other members/);
  await expect(dialog.getByLabel("Onboarding manager")).toHaveAccessibleDescription(/subscription new members join/);
});

test("a 404 page has the site's header and sits in the middle", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const res = await page.goto("/no-such-page-here");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("link", { name: "Codelift home" })).toBeVisible();
  const title = (await page.getByRole("heading", { level: 1, name: "Page not found" }).boundingBox())!;
  expect(Math.abs(title.x + title.width / 2 - 640)).toBeLessThan(20);
});

test("the theme button shows the theme in use and says it in its name", async ({ page }) => {
  await page.goto("/explore");
  const toggle = page.locator("button.theme-toggle");
  await expect(toggle).toHaveAccessibleName("Theme: System. Switch to light theme");
  await expect(toggle).toContainText("System");
  await expect(toggle.locator("svg")).toHaveCount(1);
  await toggle.click();
  await expect(page.locator("button.theme-toggle")).toHaveAccessibleName("Theme: Light. Switch to dark theme");
  await expect(page.locator("button.theme-toggle")).toContainText("Light");
});

test("icons are drawn as SVG, not with an emoji font", async ({ page }) => {
  await page.goto("/explore");
  // the brand mark and the theme icon
  await expect(page.locator(".brand svg")).toHaveCount(1);
  const text = await page.locator("body").innerText();
  expect(text).not.toMatch(/[\u{1F300}-\u{1FAFF}\u2600-\u26FF\u25C6\u25D0]/u);
});
