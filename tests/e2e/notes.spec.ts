// Notes on a lesson, with and without JavaScript (both projects): the lesson's note form, the note
// under the lesson, and finding it again through the full-text search of "My notes".
import { expect, test } from "@playwright/test";
import { signUp, uniqueEmail } from "./helpers";

const LESSON = "/coursesv3/modern-javascript-essentials/functions-and-closures";

test("a note added on a lesson is listed there and found through My notes search", async ({ page }, info) => {
  await signUp(page, uniqueEmail("notes", info.project.name), "notes-password-2026", "Noting Learner");
  await page.goto(LESSON);
  await page.getByLabel("Add a note to this lesson").fill("Closures **remember** the variables of their scope");
  await page.locator("form.lesson-note-form").getByRole("button", { name: "Add note" }).click();
  const notes = page.locator("#lesson-notes");
  await expect(notes.getByText("remember", { exact: true })).toBeVisible();
  await expect(notes.locator("strong", { hasText: "remember" })).toBeVisible();

  await page.goto("/learn/notes");
  await expect(page.getByRole("heading", { level: 1, name: "My notes" })).toBeVisible();
  await page.getByLabel("Search your notes").fill("closure");
  await page.getByLabel("Search your notes").press("Enter");
  await expect(page).toHaveURL(/\/learn\/notes\?q=closure/);
  const results = page.locator("section[aria-labelledby='notes-results']");
  await expect(results).toContainText("Closures remember the variables of their scope");
  await page.getByLabel("Search your notes").fill("nothingmatcheshere");
  await page.getByLabel("Search your notes").press("Enter");
  await expect(page.locator("section[aria-labelledby='notes-results']")).not.toContainText("Closures");
});
