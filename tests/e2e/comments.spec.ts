// Document comments under a lesson, with and without JavaScript (docs/product/learner-data.md#comments): post a comment,
// reply to it, resolve it.
import { expect, test } from "@playwright/test";
import { logIn } from "./helpers";

const LESSON = "/collection/lesson/4831/100001/2";

test("a learner comments on a lesson, replies to the comment and resolves it", async ({ page }, info) => {
  const tag = `${info.project.name}-${Date.now()}`;
  await logIn(page, "free@codelift.test", "learn-free-2026", LESSON);
  await expect(page).toHaveURL(new RegExp(`${LESSON}$`));
  const panel = page.locator("#comments");
  await panel.getByLabel("Add a comment (Markdown)").fill(`Why **closures** here? ${tag}`);
  await panel.getByRole("button", { name: "Post comment" }).click();
  const thread = panel.getByRole("listitem", { name: "Comment by Frida Freeman" }).filter({ hasText: tag });
  await expect(thread).toBeVisible();
  await expect(thread.locator("strong", { hasText: "closures" })).toBeVisible();
  // The box is empty once the comment is posted, and what the learner types is not bold.
  await expect(panel.getByLabel("Add a comment (Markdown)")).toHaveValue("");
  expect(await panel.getByLabel("Add a comment (Markdown)").evaluate((el) => getComputedStyle(el).fontWeight)).toBe("400");

  await thread.getByLabel("Your reply").fill(`Because of scope ${tag}`);
  await thread.getByRole("button", { name: "Reply", exact: true }).click();
  await expect(thread.getByRole("listitem", { name: "Reply by Frida Freeman" })).toContainText(`Because of scope ${tag}`);
  await expect(thread).toContainText("1 reply");
  // every reply box of the thread is empty again, the one just sent included
  for (const box of await thread.getByLabel("Your reply").all()) await expect(box).toHaveValue("");

  await thread.getByRole("button", { name: "Resolve" }).click();
  await expect(thread.getByText(/^Resolved on /)).toBeVisible();
  await expect(thread.getByRole("button", { name: "Reopen" })).toBeVisible();
});
