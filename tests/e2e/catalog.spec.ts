import { expect, test } from "@playwright/test";
import { signUp, uniqueEmail } from "./helpers";

test("a learner browses, filters and searches the catalog, reads lessons, completes one and resumes from home", async ({ page }, info) => {
  const email = uniqueEmail("reader", info.project.name);
  await signUp(page, email, "reader-password-1");

  await page.goto("/explore");
  await expect(page.getByRole("heading", { name: "Explore courses" })).toBeVisible();
  const cards = page.getByRole("list", { name: "Courses" }).getByRole("listitem");
  const all = await cards.count();
  expect(all).toBeGreaterThanOrEqual(12);

  // Filter by category and difficulty with the GET form (works with and without JavaScript).
  await page.getByLabel("Category").selectOption("web-development");
  await page.getByLabel("Difficulty").selectOption("beginner");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/category=web-development/);
  await expect(page).toHaveURL(/difficulty=beginner/);
  const filtered = await cards.count();
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(all);

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

  await page.getByRole("link", { name: /Next/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Functions, Arrow Functions and Closures" })).toBeVisible();

  await page.goto("/learn/home");
  await expect(page.getByRole("heading", { name: "Continue where you left off" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "In progress" })).toBeVisible();
  // One of six lessons: progress rounds down, so 100% means every lesson is done.
  await expect(page.getByText("16% complete").first()).toBeVisible();
  await page.getByRole("link", { name: "Continue where you left off" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
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

test("a paid course's second lesson asks a visitor to subscribe", async ({ page }) => {
  await page.goto("/courses/react-fundamentals");
  const second = page.locator(".toc-lesson-link").nth(1);
  await second.click();
  await expect(page.getByRole("heading", { name: "Keep reading with Codelift Unlimited" })).toBeVisible();
  await page.getByRole("link", { name: "See plans and pricing" }).click();
  await expect(page).toHaveURL(/\/unlimited$/);
});
