// The path editor end to end, with and without JavaScript (docs/product/authoring.md#paths-and-standalone-modules):
// staff (authors without applying) start a path at /create, pick courses from the catalog, move and
// remove them, submit it, approve it from the review queue, and a visitor reads the path page in
// that order. The editor and /create pass axe.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, logIn } from "./helpers";

function uniqueWord(project: string) {
  const digits = `${Date.now()}${project.length}`;
  return digits.replace(/\d/g, (d) => "abcdefghij"[Number(d)]!).replace(/^./, (c) => c.toUpperCase());
}

test("write a path from the catalog, move and remove its courses, submit, approve, read it", async ({ page, browser }, info) => {
  test.setTimeout(180_000);
  const title = `Data Trail ${uniqueWord(info.project.name)}`;
  await logIn(page, "staff@codelift.dev", "staff-codelift-2026", "/explore");
  await expect(page).toHaveURL(/\/explore$/);
  await page.goto("/create");
  await page.getByLabel("Path title").fill(title);
  await page.getByRole("button", { name: "New path" }).click();
  await expect(page).toHaveURL(/\/create\/path\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.getByLabel("Summary").fill("Three courses, in the order that makes sense.");
  const picker = page.getByLabel("Add a course or module from the catalog");
  const picked: string[] = [];
  for (let i = 0; i < 3; i++) {
    const option = picker.locator("optgroup[label='Courses'] option").first();
    picked.push((await option.textContent())!.trim());
    await picker.selectOption({ label: picked[i]! });
    await page.getByRole("button", { name: "Add to the path" }).click();
    await expect(page.getByTestId("work-item")).toHaveCount(i + 1);
  }
  await expect(page.getByLabel("Summary")).toHaveValue("Three courses, in the order that makes sense.");
  await expectNoAxeViolations(page, info, "path editor", { tags: ["wcag2a", "wcag2aa"] });
  // the third one first, then the second one out
  await page.getByRole("button", { name: `Move “${picked[2]}” up` }).click();
  await expect(page.getByTestId("work-item").nth(1)).toContainText(picked[2]!);
  await page.getByRole("button", { name: `Move “${picked[2]}” up` }).click();
  await expect(page.getByTestId("work-item").first()).toContainText(picked[2]!);
  await page.getByRole("button", { name: `Remove “${picked[1]}”` }).click();
  await expect(page.getByTestId("work-item")).toHaveCount(2);
  await expect(page.getByTestId("work-item").nth(1)).toContainText(picked[0]!);
  const slug = await page.getByLabel("URL slug").inputValue();
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page).toHaveURL(/\/create$/);
  const work = page.getByTestId("work").filter({ hasText: title });
  await expect(work).toContainText("In review");
  await expect(work).toContainText("Path");
  await expectNoAxeViolations(page, info, "/create with a path", { tags: ["wcag2a", "wcag2aa"] });

  await page.goto("/staff/reviews");
  const item = page.getByTestId("review-item").filter({ hasText: title });
  await expect(item).toContainText(picked[2]!);
  await item.getByRole("button", { name: `Approve and publish “${title}”` }).click();
  await expect(page.getByTestId("review-item").filter({ hasText: title })).toHaveCount(0);

  const visitor = await (
    await browser.newContext({ javaScriptEnabled: (info.project.use as { javaScriptEnabled?: boolean }).javaScriptEnabled !== false })
  ).newPage();
  await visitor.goto(`/path/page/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const body = (await visitor.locator("main").textContent()) ?? "";
  expect(body.indexOf(picked[2]!)).toBeGreaterThan(-1);
  expect(body.indexOf(picked[2]!)).toBeLessThan(body.indexOf(picked[0]!));
  expect(body).not.toContain(picked[1]!);
});
