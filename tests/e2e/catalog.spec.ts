import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "./helpers";

/** The total the catalogue reports ("16 courses …"). */
async function resultTotal(page: Page): Promise<number> {
  const shown = await page.locator(".explore-count strong").textContent();
  const m = shown?.match(/^(\d+) courses?$/);
  expect(m, `count text: ${shown}`).not.toBeNull();
  return Number(m![1]);
}

test("a learner browses, filters and searches the catalog, reads lessons, completes one and resumes from home", async ({ page }, info) => {
  const email = uniqueEmail("reader", info.project.name);
  await signUp(page, email, "reader-password-1");

  await page.goto("/explore");
  await expect(page.getByRole("heading", { name: "Explore courses" })).toBeVisible();
  const cards = page.locator('ul[aria-label="Courses"] > li');
  const all = await resultTotal(page);
  expect(all).toBeGreaterThanOrEqual(12);
  await expect(cards).toHaveCount(10);

  // Filter by category and difficulty with the GET form (works with and without JavaScript).
  await page.getByLabel("Category").selectOption("web-development");
  await page.getByLabel("Difficulty").selectOption("beginner");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/category=web-development/);
  await expect(page).toHaveURL(/difficulty=beginner/);
  // the URL changes before the filtered results replace the page's (with JavaScript): wait for them
  await expect.poll(() => resultTotal(page)).toBeLessThan(all);
  const filtered = await resultTotal(page);
  expect(filtered).toBeGreaterThan(0);
  await expect(cards).toHaveCount(Math.min(filtered, 10));

  // Full-text search over titles and summaries.
  await page.getByLabel("Category").selectOption("");
  await page.getByLabel("Difficulty").selectOption("");
  await page.getByLabel("Search", { exact: true }).fill("destructuring");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("heading", { name: "Modern JavaScript Essentials" })).toBeVisible();

  await page.getByRole("link", { name: "Modern JavaScript Essentials" }).first().click();
  await expect(page).toHaveURL(/\/courses\/modern-javascript-essentials$/);
  await expect(page.getByRole("heading", { name: "Course contents" })).toBeVisible();
  await page.getByRole("link", { name: "Start course" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Introduction to Modern JavaScript" })).toBeVisible();

  await page.getByRole("button", { name: "Mark as complete" }).click();
  await expect(page.getByRole("button", { name: /Completed/ })).toBeVisible();

  // With JavaScript the lesson records the visit with a POST once it is shown: wait for it, as a
  // reader would not leave within milliseconds (a document load would cancel it).
  const first = new URL(page.url()).pathname;
  const visit =
    info.project.name === "without-javascript"
      ? null
      : page.waitForResponse((r) => {
          const path = new URL(r.url()).pathname;
          return (
            r.request().method() === "POST" &&
            (r.request().postData() ?? "").includes("intent=visit") &&
            path !== first &&
            path === new URL(page.url()).pathname
          );
        });
  await page.getByRole("link", { name: /Next/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Functions, Arrow Functions and Closures" })).toBeVisible();
  if (visit) expect((await visit).status()).toBe(200);

  await page.goto("/learn/home");
  await expect(page.getByRole("heading", { name: "Continue where you left off" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "In progress" })).toBeVisible();
  // One of six lessons: progress rounds down, so 100% means every lesson is done.
  await expect(page.getByText("16% complete").first()).toBeVisible();
  // Visits are recorded by script; without it the last lesson touched is the one completed.
  const resumed = info.project.name === "without-javascript" ? "Introduction to Modern JavaScript" : "Functions, Arrow Functions and Closures";
  await expect(page.locator(".resume strong")).toHaveText(resumed);
  await page.getByRole("link", { name: "Continue where you left off" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(resumed);
});

test("the catalogue shows 10 courses a page, with Previous, Next and page links (plain links, no script needed)", async ({ page }) => {
  await page.goto("/explore");
  const total = await resultTotal(page);
  expect(total).toBeGreaterThan(10);
  const pages = Math.ceil(total / 10);
  const cards = page.locator('ul[aria-label="Courses"] > li');
  const pager = page.getByRole("navigation", { name: "Pages of results" });
  await expect(cards).toHaveCount(10);
  await expect(page.locator(".explore-count")).toContainText(`page 1 of ${pages}`);
  await expect(pager.getByRole("link", { name: "Previous" })).toHaveCount(0);
  const firstPage = await cards.getByRole("heading").allTextContents();

  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/explore\?page=2$/);
  // Counted again: the authoring test running beside this one may publish a course meanwhile
  // (published courses rank after the seeded ones, so page 1 stays as it was).
  const totalNow = await resultTotal(page);
  const pagesNow = Math.ceil(totalNow / 10);
  await expect(page.locator(".explore-count")).toContainText(`page 2 of ${pagesNow}`);
  await expect(cards).toHaveCount(pagesNow === 2 ? totalNow - 10 : 10);
  const secondPage = await cards.getByRole("heading").allTextContents();
  expect(secondPage.filter((t) => firstPage.includes(t))).toEqual([]);
  await expect(pager.locator('[aria-current="page"]')).toHaveText("2");

  await pager.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(cards.getByRole("heading")).toHaveText(firstPage);

  await pager.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/explore\?page=2$/);
  // the same courses (one more, when a course was published in between)
  await expect.poll(() => cards.getByRole("heading").allTextContents()).toEqual(expect.arrayContaining(secondPage.slice(0, 9)));

  // A page past the last one says so.
  await page.goto(`/explore?page=${pagesNow + 1}`);
  await expect(page.getByText(`There is no such page: these results fill ${pagesNow} pages.`)).toBeVisible();
});

test("the lesson id URL and slug URL show the same lesson with its table of contents", async ({ page }) => {
  await page.goto("/collection/lesson/4831/100001/2");
  const title = await page.getByRole("heading", { level: 1 }).textContent();
  await page.goto("/courses/modern-javascript-essentials");
  const lessons = page.locator(".toc-lesson-link");
  await expect(lessons.first()).toBeVisible();
  await lessons.nth(1).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);
  await expect(page.getByRole("navigation", { name: "Table of contents" })).toBeAttached();
  await expect(page).toHaveURL(/\/coursesv3\/modern-javascript-essentials\/functions-and-closures$/);
});

test("links are plain anchors that navigate in the app with JavaScript, leave modified clicks to the browser, and the header marks where the reader is", async ({
  page,
  context,
}, info) => {
  const js = info.project.use.javaScriptEnabled !== false;
  await page.goto("/collection/lesson/4831/100001/1");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Explore" })).not.toHaveAttribute("aria-current", "page");
  // A marker on the window survives an in-app navigation and is lost by a document load.
  if (js) await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const toc = page.getByRole("navigation", { name: "Table of contents" });
  await toc.locator(".toc-lesson-link").nth(1).click();
  await expect(page).toHaveURL(/\/collection\/lesson\/4831\/100001\/2$/);
  await expect(toc.locator('.toc-lesson-link[aria-current="page"]')).toHaveCount(1);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Explore" }).click();
  await expect(page.getByRole("heading", { name: "Explore courses" })).toBeVisible();
  const explore = nav.getByRole("link", { name: "Explore" });
  await expect(explore).toHaveAttribute("aria-current", "page");
  await expect(explore).toHaveClass(/\bactive\b/);
  await expect(nav.getByRole("link", { name: "Pricing" })).not.toHaveAttribute("aria-current", "page");
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument ?? false)).toBe(js);
  await page.goBack();
  await expect(page).toHaveURL(/\/collection\/lesson\/4831\/100001\/2$/);
  if (js) {
    // A click with a modifier key is the browser's (a new tab here), not an in-app navigation.
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("link", { name: "Codelift home" }).click({ modifiers: ["ControlOrMeta"] }),
    ]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe("/");
    await expect(page).toHaveURL(/\/collection\/lesson\/4831\/100001\/2$/);
    await tab.close();
  }
});

test("a paid course's second lesson sends a visitor to log in, then asks a free learner to subscribe", async ({ page }) => {
  await page.goto("/courses/react-fundamentals");
  const second = page.locator(".toc-lesson-link").nth(1);
  const href = await second.getAttribute("href");
  await second.click();
  await expect(page).toHaveURL(`/login?ru=${encodeURIComponent(href!)}`);
  await page.getByLabel("Email", { exact: true }).fill("free@codelift.test");
  await page.getByLabel("Password").fill("learn-free-2026");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole("heading", { name: "Keep reading with Codelift Unlimited" })).toBeVisible();
  await page.getByRole("link", { name: "See plans and pricing" }).click();
  await expect(page).toHaveURL(/\/unlimited$/);
});
