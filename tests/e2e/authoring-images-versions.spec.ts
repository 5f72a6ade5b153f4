// Images in lessons and versions of a course, with and without JavaScript
// (docs/product/authoring.md#images-in-lessons, #versions): staff (authors without applying) add an
// image block, upload a PNG with alt text and a caption and see it on the preview; after the course
// is published and the lesson changed, the versions page compares them and restores the publication.
import { expect, test } from "@playwright/test";
import { keepScreenshot, logIn } from "./helpers";

// A 1×1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

test("upload an image in the lesson editor and see it in the preview; compare a publication with the draft and restore it", async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const title = `Images ${Date.now().toString(36)} ${info.project.name.replace(/[^a-z]/gi, "")}`;
  await logIn(page, "staff@codelift.dev", "staff-codelift-2026", "/create");
  await page.getByLabel("Course title").fill(title);
  await page.getByRole("button", { name: "Create course" }).click();
  await expect(page).toHaveURL(/\/create\/course\/\d+$/);
  const courseUrl = page.url();
  await page.getByRole("button", { name: "Add a lesson to this section" }).click();
  await page.getByTestId("editor-lesson").getByRole("link").first().click();
  await page.getByLabel("Markdown").first().fill("Memory is a row of boxes.");
  await page.getByRole("button", { name: "Add image" }).click();
  const block = page.getByTestId("editor-block").filter({ has: page.getByLabel("Alt text") });
  await expect(block).toHaveCount(1);
  await block.getByLabel("Image").setInputFiles({ name: "boxes.png", mimeType: "image/png", buffer: PNG });
  await block.getByLabel("Alt text").fill("Boxes in a row");
  await block.getByLabel("Caption (optional)").fill("Figure 1: memory");
  await page.getByRole("button", { name: "Save lesson" }).click();
  await expect(block.getByRole("img", { name: "Boxes in a row" })).toBeVisible();
  await keepScreenshot(page, { path: `test-results/shots/lesson-image-editor-${info.project.name}.png`, fullPage: true });
  await page.getByRole("link", { name: "Preview" }).click();
  const image = page.locator(".lesson-body").getByRole("img", { name: "Boxes in a row" });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(page.getByText("Figure 1: memory")).toBeVisible();

  // publish (staff approve their own course here), then change the lesson
  await page.goto(courseUrl);
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page).toHaveURL(/\/create$/);
  await page.goto("/staff/reviews");
  await page
    .getByTestId("review-item")
    .filter({ hasText: title })
    .getByRole("button", { name: `Approve and publish “${title}”` })
    .click();
  await expect(page.getByTestId("review-item").filter({ hasText: title })).toHaveCount(0);
  await page.goto(courseUrl);
  await page.getByTestId("editor-lesson").getByRole("link").first().click();
  await page.getByLabel("Markdown").first().fill("Memory is a street of houses.");
  await page.getByRole("button", { name: "Save lesson" }).click();
  await expect(page.getByLabel("Markdown").first()).toHaveValue("Memory is a street of houses.");

  // compare and restore
  await page.goto(courseUrl);
  await page.getByRole("link", { name: "Versions" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Versions" })).toBeVisible();
  await page.getByRole("button", { name: "Compare" }).click();
  const diff = page.getByTestId("lesson-diff");
  await expect(diff).toContainText("- Memory is a row of boxes.");
  await expect(diff).toContainText("+ Memory is a street of houses.");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // the versions table scrolls inside its box: the page itself never scrolls sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `the versions page at ${width} px`).toBeLessThanOrEqual(width);
    await keepScreenshot(page, { path: `test-results/shots/versions-${info.project.name}-${width}.png`, fullPage: true });
  }
  await page
    .getByTestId("version-row")
    .filter({ hasText: "Published version 1" })
    .getByRole("button", { name: /^Restore/ })
    .click();
  await expect(page.getByTestId("version-row").filter({ hasText: "Draft kept before a restore" })).toHaveCount(1);
  await page.goto(courseUrl);
  await page.getByTestId("editor-lesson").getByRole("link").first().click();
  await expect(page.getByLabel("Markdown").first()).toHaveValue("Memory is a row of boxes.");
});
