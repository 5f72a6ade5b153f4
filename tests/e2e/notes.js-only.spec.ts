// Highlighting with JavaScript: selecting words of a lesson offers the colours; the highlight is
// saved and drawn back in place after a reload.
import { expect, test } from "@playwright/test";
import { signUp, uniqueEmail } from "./helpers";

const LESSON = "/coursesv3/modern-javascript-essentials/functions-and-closures";

test("select text, highlight it green, and see it again after a reload", async ({ page }, info) => {
  await signUp(page, uniqueEmail("highlight", info.project.name), "highlight-password-2026", "Highlighting Learner");
  await page.goto(LESSON);
  const sentence = page.getByText("JavaScript functions are values").first();
  await expect(sentence).toBeVisible();
  await sentence.dblclick();
  const toolbar = page.getByRole("dialog", { name: "Highlight or note" });
  await expect(toolbar).toBeVisible();
  await toolbar.getByRole("button", { name: "Highlight green" }).click();
  await expect(toolbar).toHaveCount(0);
  await expect(page.locator("mark.note-hl.note-color-green").first()).toBeVisible();
  await page.reload();
  await expect(page.locator("mark.note-hl.note-color-green").first()).toBeVisible();
  await expect(page.locator("#lesson-notes .lesson-note")).toHaveCount(1);
});
