// What a learner keeps on a lesson, with and without JavaScript (both projects): the "Your answer"
// widget (autosaved with JavaScript, the Save button without) comes back after a reload, and a
// note is edited from the lesson and again from My notes.
import { expect, test } from "@playwright/test";
import { signUp, uniqueEmail, keepScreenshot } from "./helpers";

const LESSON = "/coursesv3/modern-javascript-essentials/functions-and-closures";
const ANSWER = "Try it in your own words: your answer is kept with this lesson.";

test("the lesson's answer is saved and restored on reload", async ({ page }, info) => {
  const js = info.project.use.javaScriptEnabled !== false;
  await signUp(page, uniqueEmail("answer", info.project.name), "answer-password-2026", "Answering Learner");
  await page.goto(LESSON);
  const box = page.getByLabel(ANSWER);
  await box.fill("A closure keeps the variables of its scope alive");
  if (js) {
    // autosave: no button pressed
    await expect(page.getByTestId("autosave-status")).toHaveText("Saved");
  } else {
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${LESSON}#lesson-answer$`));
    await expect(page.getByText("Saved", { exact: true }).first()).toBeVisible();
  }
  await page.reload();
  await expect(page.getByLabel(ANSWER)).toHaveValue("A closure keeps the variables of its scope alive");
  await keepScreenshot(page.locator("#lesson-answer"), { path: `test-results/lesson-answer-${info.project.name}.png` });
});

test("a note is edited from the lesson and from My notes", async ({ page }, info) => {
  await signUp(page, uniqueEmail("noteedit", info.project.name), "noteedit-password-2026", "Editing Learner");
  await page.goto(LESSON);
  await page.getByLabel("Add a note to this lesson").fill("Closures are *first* thoughts");
  await page.locator("form.lesson-note-form").getByRole("button", { name: "Add note" }).click();
  const note = page.locator("#lesson-notes li.lesson-note").first();
  await expect(note.locator("em", { hasText: "first" })).toBeVisible();

  await note.getByText("Edit", { exact: true }).click();
  await note.getByLabel("Edit note").fill("Closures are **second** thoughts");
  await note.getByRole("button", { name: "Save changes" }).click();
  await expect(page.locator("#lesson-notes li.lesson-note").first().locator("strong", { hasText: "second" })).toBeVisible();
  await expect(page.locator("#lesson-notes")).not.toContainText("first");

  await page.goto("/learn/notes");
  const mine = page.locator("li.my-note").first();
  await expect(mine).toContainText("Closures are second thoughts");
  await mine.getByText("Edit", { exact: true }).click();
  await mine.getByLabel("Edit note").fill("Closures, third version");
  await mine.getByRole("button", { name: "Save changes" }).click();
  await expect(page.locator("li.my-note").first()).toContainText("Closures, third version");
  await page.getByLabel("Search your notes").fill("third");
  await page.getByLabel("Search your notes").press("Enter");
  await expect(page.locator("section[aria-labelledby='notes-results']")).toContainText("Closures, third version");
});
