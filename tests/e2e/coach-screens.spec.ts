// The coach pages (docs/product/interview-prep.md), as a learner sees them, with and without JavaScript (both projects): every coach page
// fits 375, 768 and 1280 px without sideways scroll; the header is compact with a Menu on small
// screens and is not pinned there; solutions ask before they show; Skip asks first and its toast
// can undo it. Screenshots go to test-results/coach-screens/.
import fs from "node:fs";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { signUp, uniqueEmail, grantPremium, keepScreenshot } from "./helpers";

const WIDTHS = [375, 768, 1280] as const;

async function shoot(page: Page, info: TestInfo, name: string, fullPage = true) {
  const dir = "test-results/coach-screens";
  fs.mkdirSync(dir, { recursive: true });
  await keepScreenshot(page, { path: `${dir}/${info.project.name}-${name}.png`, fullPage });
}

/** document.documentElement.scrollWidth <= innerWidth, naming the elements that stick out. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth, wide } = await page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const wide = [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > innerWidth + 0.5 && getComputedStyle(el).position !== "fixed")
      .slice(0, 6)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${typeof el.className === "string" ? el.className.trim().split(/\s+/).join(".") : ""} (right ${Math.round(el.getBoundingClientRect().right)})`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, wide };
  });
  expect.soft(scrollWidth, `${where}: ${scrollWidth}px wide in a ${innerWidth}px viewport: ${wide.join(", ")}`).toBeLessThanOrEqual(innerWidth);
}

test("every coach page fits 375, 768 and 1280 px without sideways scroll", async ({ page }, info) => {
  test.setTimeout(180_000);
  const email = uniqueEmail("screens", info.project.name);
  await signUp(page, email, "coach-screens-pass-1");
  grantPremium(email);
  const js = info.project.use.javaScriptEnabled !== false;

  // A mock interview, for its session and report pages.
  await page.goto("/interview-prep/mock-interview");
  await page.getByLabel("Company").selectOption("Amazon");
  await page.getByLabel("60 minutes").check();
  if (!js) await page.getByLabel("Your time zone").fill("America/New_York");
  await page.getByRole("button", { name: "Start mock interview" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Start now" }).click();
  await expect(page.getByRole("heading", { name: "Amazon mock interview (60 minutes)" })).toBeVisible();
  const session = new URL(page.url()).pathname;
  // Finish asks first (a modal that is a state of the page), then ends the interview
  await page.getByRole("link", { name: "Finish" }).click();
  await page.getByRole("button", { name: "Finish the interview" }).click();
  await expect(page.getByRole("heading", { name: "Mock interview report" })).toBeVisible();
  const report = new URL(page.url()).pathname;

  const pages: [string, string][] = [
    ["interview-prep", "/interview-prep"],
    ["path", "/interview-prep/coding"],
    ["lesson-roadmap", "/interview-prep/system-design"],
    ["plan", "/interview-prep/coding/plan"],
    ["preferences", "/interview-prep/preferences"],
    ["lesson", "/interview-prep/coding/introduction-to-two-pointers"],
    ["problem", "/interview-prep/coding/palindrome-ignoring-symbols"],
    ["solution-gate", "/interview-prep/coding/solution-palindrome-ignoring-symbols"],
    ["mock-interviews", "/interview-prep/mock-interview"],
    ["mock-session", session],
    ["mock-report", report],
  ];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 900 });
    for (const [name, path] of pages) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      // The pattern table is the widest thing on the path page: open every pattern's table.
      if (name === "path") await page.locator(".pattern-outline details").evaluateAll((all) => all.forEach((d) => d.setAttribute("open", "")));
      await expectNoSidewaysScroll(page, `${path} at ${width} px`);
      if (width !== 768 || name === "path" || name === "problem") await shoot(page, info, `${name}-${width}`);
    }
  }
});

test("the header is compact with a Menu below 780 px and is not pinned there; wide screens keep the full header", async ({ page }, info) => {
  const js = info.project.use.javaScriptEnabled !== false;
  const email = uniqueEmail("header", info.project.name);
  await signUp(page, email, "coach-header-pass-1");
  const nav = page.getByRole("navigation", { name: "Main" });

  for (const width of [375, 768]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto("/interview-prep/coding");
    const menu = page.locator(".menu-button");
    await expect(menu).toBeVisible();
    await expect(nav).toBeHidden();
    await expect(page.getByRole("button", { name: "Log out" })).toBeHidden();
    const header = page.locator("header.site-header");
    expect((await header.boundingBox())!.height).toBeLessThan(80);
    expect(await header.evaluate((el) => getComputedStyle(el).position)).not.toBe("sticky");
    await shoot(page, info, `header-closed-${width}`, false);

    if (js) await expect(menu).toHaveAttribute("aria-expanded", "false");
    await menu.click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link", { name: "Interview prep" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
    if (js) await expect(menu).toHaveAttribute("aria-expanded", "true");
    await expectNoSidewaysScroll(page, `the open menu at ${width} px`);
    await shoot(page, info, `header-open-${width}`, false);

    // Scrolled down, the header has left the screen: it is not pinned.
    await page.goto("/interview-prep/coding");
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect.poll(() => header.evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
  }

  // The menu closes again: with JavaScript through the button (or Esc), without through "Close menu".
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto("/interview-prep");
  await page.locator(".menu-button").click();
  await expect(nav).toBeVisible();
  if (js) await page.keyboard.press("Escape");
  else await page.getByRole("link", { name: "Close menu" }).click();
  await expect(nav).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/interview-prep");
  await expect(page.locator(".menu-button")).toBeHidden();
  await expect(nav).toBeVisible();
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  await shoot(page, info, "header-1280", false);
});

test("a solution asks before it shows, and opens once revealed", async ({ page }, info) => {
  const js = info.project.use.javaScriptEnabled !== false;
  const email = uniqueEmail("reveal", info.project.name);
  await signUp(page, email, "coach-reveal-pass-1");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/interview-prep/coding/triplet-sum-to-target");
  // Next does not lead to the solution before an attempt.
  await expect(page.locator('a[rel="next"]')).not.toHaveAttribute("href", /solution-/);
  await page.locator(".solution-link").getByRole("link", { name: "Solution: Triplet Sum to Target" }).click();
  if (js) {
    const dialog = page.getByRole("dialog", { name: "Reveal the solution?" });
    await expect(dialog).toBeVisible();
    await shoot(page, info, "reveal-dialog");
    await dialog.getByRole("button", { name: "Keep trying" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/triplet-sum-to-target$/);
    await page.locator(".solution-link").getByRole("link", { name: "Solution: Triplet Sum to Target" }).click();
    await dialog.getByRole("button", { name: "Reveal the solution" }).click();
  } else {
    await expect(page).toHaveURL(/\/solution-triplet-sum-to-target$/);
    await expect(page.getByRole("heading", { name: "Reveal the solution?" })).toBeVisible();
    await expect(page.locator(".lesson-body").first()).toBeEmpty();
    await shoot(page, info, "reveal-gate");
    await page.locator(".reveal-gate").getByRole("button", { name: "Reveal the solution" }).click();
  }
  await expect(page).toHaveURL(/\/solution-triplet-sum-to-target$/);
  await expect(page.getByRole("heading", { level: 1, name: "Solution: Triplet Sum to Target" })).toBeVisible();
  // the explanation, then the reference solution in the learner's language
  await expect(page.locator(".lesson-body").first()).toContainText("Complexity");
  await expect(page.locator(".lesson-body").nth(1)).toContainText("def hasTripletSum(");
  await expect(page.locator(".reveal-gate")).toHaveCount(0);
});

test("the coding path's plain links navigate in the app, and its Reveal asks first", async ({ page }, info) => {
  const js = info.project.use.javaScriptEnabled !== false;
  const email = uniqueEmail("outline", info.project.name);
  await signUp(page, email, "coach-outline-pass-1");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/interview-prep/coding");
  const pattern = page.locator("li.pattern-item", { has: page.getByRole("link", { name: "Triplet Sum to Target", exact: true }) });
  if ((await pattern.locator("details").getAttribute("open")) === null) await pattern.locator("summary").click();
  const reveal = pattern.getByRole("link", { name: "Reveal the solution: Triplet Sum to Target" });
  // A marker on the window survives an in-app navigation and is lost by a document load.
  if (js) await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await reveal.click();
  if (js) {
    const dialog = page.getByRole("dialog", { name: "Reveal the solution?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("You have not submitted Triplet Sum to Target yet.");
    await dialog.getByRole("button", { name: "Keep trying" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/interview-prep\/coding$/);
    await pattern.getByRole("link", { name: "Triplet Sum to Target", exact: true }).click();
    await expect(page).toHaveURL(/\/interview-prep\/coding\/triplet-sum-to-target$/);
    await expect(page.getByRole("heading", { level: 1, name: "Triplet Sum to Target" })).toBeVisible();
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  } else {
    await expect(page).toHaveURL(/\/solution-triplet-sum-to-target$/);
    await expect(page.getByRole("heading", { name: "Reveal the solution?" })).toBeVisible();
  }
});

test("Skip asks first, says why in a toast that stays, and Undo puts the problem back", async ({ page }, info) => {
  const email = uniqueEmail("skip", info.project.name);
  await signUp(page, email, "coach-skip-pass-1");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/interview-prep/coding/triplet-sum-to-target");
  const confirm = page.getByRole("button", { name: "Yes, skip it" });
  await expect(confirm).toBeHidden();
  await page.getByText("Skip this problem", { exact: true }).click();
  await expect(confirm).toBeVisible();
  await confirm.click();
  await expect(page).not.toHaveURL(/\/triplet-sum-to-target$/);
  const toast = page.locator(".toast");
  await expect(toast).toContainText("Problem skipped.");
  // It stays: still there after the 4 s a plain toast lasts.
  await page.waitForTimeout(4_500);
  await expect(toast).toBeVisible();
  await shoot(page, info, "skip-toast-375");
  await toast.getByRole("button", { name: "Undo" }).click();
  await expect(page).toHaveURL(/\/triplet-sum-to-target$/);
  await expect(page.locator(".toast")).toContainText("Skip undone: Triplet Sum to Target is back in your practice.");
  await expect(page.locator(".problem-meta .pattern-skipped")).toHaveCount(0);
});
