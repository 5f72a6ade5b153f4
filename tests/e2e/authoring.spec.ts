// Authoring end to end, with and without JavaScript (docs/product/authoring.md): a new learner
// applies at /teach, staff approve the application, the author writes a course with a lesson,
// previews it and submits it, staff publish it from the review queue, and a visitor finds it in
// the catalog. Each screen on the way passes axe.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations, keepScreenshot, logIn, signUp, uniqueEmail } from "./helpers";

/** Letters only (names take letters and spaces): a different word on every run and project. */
function uniqueWord(project: string) {
  const digits = `${Date.now()}${project.length}`;
  return digits.replace(/\d/g, (d) => "abcdefghij"[Number(d)]!).replace(/^./, (c) => c.toUpperCase());
}

async function staffPage(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await logIn(page, "staff@codelift.dev", "staff-codelift-2026", "/explore");
  await expect(page).toHaveURL(/\/explore$/);
  return page;
}

test("apply at /teach, approved by staff, write and submit a course, published by staff, found in the catalog", async ({ page, browser }, info) => {
  // many pages, two browsers and six axe audits (without JavaScript each audit opens its own context)
  test.setTimeout(240_000);
  const javaScriptEnabled = (info.project.use as { javaScriptEnabled?: boolean }).javaScriptEnabled !== false;
  const word = uniqueWord(info.project.name);
  const name = `Ada ${word}`;
  const title = `Query Craft ${word}`;

  // 1. a new learner applies
  await signUp(page, uniqueEmail("author", info.project.name), "author-password-2026", name);
  await page.goto("/teach");
  await expect(page.getByRole("heading", { level: 1, name: "Teach on Codelift" })).toBeVisible();
  await expectNoAxeViolations(page, info, "/teach", { tags: ["wcag2a", "wcag2aa"] });
  await page.getByLabel("What do you want to teach?").fill("SQL for analysts");
  await page.getByLabel("Your experience").fill("Eight years of analytics work; I run the SQL workshop at my company.");
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByText("Your application is in", { exact: true })).toBeVisible();
  // not an author yet: /create sends them back to /teach
  await page.goto("/create");
  await expect(page).toHaveURL(/\/teach$/);

  // 2. staff approve it
  const staff = await staffPage(browser, javaScriptEnabled);
  try {
    await staff.goto("/staff/authors");
    const application = staff.getByTestId("application").filter({ hasText: name });
    await expect(application).toContainText("SQL for analysts");
    await expectNoAxeViolations(staff, info, "/staff/authors", { tags: ["wcag2a", "wcag2aa"] });
    await application.getByRole("button", { name: `Approve ${name}` }).click();
    await expect(staff.getByRole("region", { name: "Recently approved authors" }).getByRole("row", { name: new RegExp(name) })).toBeVisible();

    // 3. the author writes a course and a lesson
    await page.goto("/teach");
    await expect(page.getByText("You are an author", { exact: true })).toBeVisible();
    await page.goto("/create");
    await expect(page.getByText("Nothing written yet")).toBeVisible();
    await expectNoAxeViolations(page, info, "/create", { tags: ["wcag2a", "wcag2aa"] });
    await page.getByLabel("Course title").fill(title);
    await page.getByRole("button", { name: "Create course" }).click();
    await expect(page).toHaveURL(/\/create\/course\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await page.getByLabel("Summary").fill("Write queries that answer real questions, one table at a time.");
    await page.getByRole("button", { name: "Add a lesson to this section" }).click();
    await expect(page.getByTestId("editor-lesson")).toHaveCount(1);
    await expect(page.locator(".toast", { hasText: "Saved." })).toBeVisible();
    await expectNoAxeViolations(page, info, "course editor", { tags: ["wcag2a", "wcag2aa"] });
    await page.getByTestId("editor-lesson").getByRole("link").first().click();
    await expect(page.getByLabel("Lesson title")).toBeVisible();
    await page.getByLabel("Lesson title").fill("Your first SELECT");
    await page.getByLabel("Markdown").first().fill("A `SELECT` names the columns you want and the table they come from.");
    await page.getByRole("button", { name: "Save lesson" }).click();
    // the saved page is in place once its toast shows (the title field reads the same before and after)
    await expect(page.locator(".toast", { hasText: "Saved." })).toBeVisible();
    await expect(page.getByLabel("Lesson title")).toHaveValue("Your first SELECT");
    await expectNoAxeViolations(page, info, "lesson editor", { tags: ["wcag2a", "wcag2aa"] });
    await page.getByRole("link", { name: "Preview" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your first SELECT" })).toBeVisible();
    await expect(page.getByText("names the columns you want")).toBeVisible();
    await page.getByRole("link", { name: "Back to the course" }).click();
    await page.getByRole("button", { name: "Submit for review" }).click();
    await expect(page).toHaveURL(/\/create$/);
    await expect(page.getByTestId("work").filter({ hasText: title })).toContainText("In review");

    // 4. staff publish it
    await staff.goto("/staff/reviews");
    const item = staff.getByTestId("review-item").filter({ hasText: title });
    await expect(item).toContainText(name);
    await expectNoAxeViolations(staff, info, "/staff/reviews", { tags: ["wcag2a", "wcag2aa"] });
    await item.getByRole("button", { name: `Approve and publish “${title}”` }).click();
    await expect(staff.getByTestId("review-item").filter({ hasText: title })).toHaveCount(0);
  } finally {
    await staff.context().close();
  }

  // 5. it is in the catalog, for a visitor too
  await page.goto("/create");
  await expect(page.getByTestId("work").filter({ hasText: title })).toContainText("Published");
  const visitor = await browser.newContext({ javaScriptEnabled });
  try {
    const v = await visitor.newPage();
    await v.goto(`/explore?q=${encodeURIComponent(title)}`);
    await v.getByRole("link", { name: title }).first().click();
    await expect(v.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(v.getByText("Your first SELECT").first()).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test("two tabs on one lesson: the later save shows both versions and keeps the text; with JavaScript code blocks get the code editor and autosave", async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  const javaScriptEnabled = (info.project.use as { javaScriptEnabled?: boolean }).javaScriptEnabled !== false;
  const first = await staffPage(browser, javaScriptEnabled);
  const second = await first.context().newPage();
  try {
    await first.goto("/create");
    await first.getByLabel("Course title").fill(`Two Tabs ${uniqueWord(info.project.name)}`);
    await first.getByRole("button", { name: "Create course" }).click();
    await first.getByRole("button", { name: "Add a lesson to this section" }).click();
    await first.getByTestId("editor-lesson").getByRole("link").first().click();
    await first.getByRole("button", { name: "Add code" }).click();
    await expect(first.getByTestId("editor-block")).toHaveCount(2);
    const lessonUrl = first.url().replace(/#.*$/, "");
    await second.goto(lessonUrl);
    await expect(second.getByLabel("Lesson title")).toBeVisible();

    // the first tab changes the code and the text, and saves (with JavaScript: by itself)
    if (javaScriptEnabled) {
      const editor = first.getByTestId("code-editor").locator(".cm-content");
      await expect(editor).toBeVisible();
      await editor.click();
      await first.keyboard.type("print('first tab')");
      await expect(first.getByTestId("autosave-status")).toContainText("Draft saved.");
      await for390and1280(first, "lesson-editor-codemirror");
    } else {
      await first.getByRole("textbox", { name: "Code" }).fill("print('first tab')");
      await first.getByRole("button", { name: "Save lesson" }).click();
      await expect(first.getByRole("textbox", { name: "Code" })).toHaveValue("print('first tab')");
    }

    // the second tab, opened before that save, saves its own text: refused, both shown, nothing lost
    await second.getByLabel("Markdown").first().fill("Second tab's introduction.");
    await second.getByRole("button", { name: "Save lesson" }).click();
    await expect(second.getByTestId("conflict")).toContainText("nothing is lost");
    await expect(second.getByTestId("conflict")).toContainText("print('first tab')");
    await expect(second.getByLabel("Markdown").first()).toHaveValue("Second tab's introduction.");
    await for390and1280(second, "lesson-editor-conflict");
    // saving again keeps the second tab's text
    await second.getByRole("button", { name: "Save lesson" }).click();
    await expect(second.getByTestId("conflict")).toHaveCount(0);
    await expect(second.getByLabel("Markdown").first()).toHaveValue("Second tab's introduction.");
  } finally {
    await first.context().close();
  }
});

async function for390and1280(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(page, { path: `test-results/shots/${name}-${width}.png`, fullPage: true });
  }
}
