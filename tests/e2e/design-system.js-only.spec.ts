// The highlight toolbar with JavaScript: colour swatches without spilling names, the selection
// cleared once a colour is picked, a note box of a usable size under (not over) the selected text;
// a link in a yellow highlight readable in the dark theme.
import { expect, test } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { expectNoAxeViolations, signUp, uniqueEmail } from "./helpers";

const LESSON = "/coursesv3/modern-javascript-essentials/functions-and-closures";

test("the highlight toolbar: swatches named, not labelled with text; the selection cleared; a usable note box under the text", async ({
  page,
}, info) => {
  await signUp(page, uniqueEmail("toolbar", info.project.name), "toolbar-password-2026", "Toolbar Learner");
  await page.goto(LESSON);
  const sentence = page.getByText("JavaScript functions are values").first();
  await sentence.dblclick();
  const toolbar = page.getByRole("dialog", { name: "Highlight or note" });
  await expect(toolbar).toBeVisible();
  for (const colour of ["yellow", "green", "blue", "pink", "purple"]) {
    const swatch = toolbar.getByRole("button", { name: `Highlight ${colour}` });
    await expect(swatch).toHaveText("");
    const box = (await swatch.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(32);
  }
  // the toolbar sits under the selected words, inside the window
  const selected = await page.evaluate(() => window.getSelection()!.getRangeAt(0).getBoundingClientRect().bottom);
  const bar = (await toolbar.boundingBox())!;
  expect(bar.y).toBeGreaterThanOrEqual(selected);
  expect(bar.x + bar.width).toBeLessThanOrEqual(page.viewportSize()!.width);

  await toolbar.getByRole("button", { name: "Highlight yellow" }).click();
  await expect(toolbar).toHaveCount(0);
  await expect(page.locator("mark.note-hl.note-color-yellow").first()).toBeVisible();
  expect(await page.evaluate(() => window.getSelection()!.toString())).toBe("");

  // a note: a box of a usable size, under the text it is about, with the quote
  await page.getByText("JavaScript functions are values").first().dblclick();
  await toolbar.getByRole("button", { name: "Add note" }).click();
  const note = toolbar.getByLabel("Note");
  await expect(note).toBeFocused();
  const noteBox = (await note.boundingBox())!;
  expect(noteBox.width).toBeGreaterThan(300);
  expect(noteBox.height).toBeGreaterThan(100);
  expect((await toolbar.boundingBox())!.y).toBeGreaterThanOrEqual(selected - 1);
  expect(await page.evaluate(() => window.getSelection()!.toString())).toBe("");
  await note.fill("Functions are first-class.");
  await toolbar.getByRole("button", { name: "Save note" }).click();
  await expect(page.locator("#lesson-notes .lesson-note")).toHaveCount(2);
});

test("in the dark theme a link inside a yellow highlight keeps 4.5:1", async ({ page }, info) => {
  await signUp(page, uniqueEmail("hl-contrast", info.project.name), "contrast-password-2026", "Contrast Learner");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto(LESSON);
  // a highlight over a link, as the highlighter draws it
  await page.evaluate(() => {
    const body = document.querySelector(".lesson-body")!;
    const p = document.createElement("p");
    p.innerHTML = '<mark class="note-hl note-color-yellow"><a href="#x" id="hl-link">a link in a highlight</a></mark>';
    body.prepend(p);
  });
  await expect(page.locator("#hl-link")).toBeVisible();
  const results = await new AxeBuilder({ page }).include("#hl-link").withRules(["color-contrast"]).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  expect(results.passes.map((v) => v.id)).toContain("color-contrast");
});

test("a highlight's quote, and the link in it, keep 4.5:1 in the dark theme: in the lesson's notes and in My notes", async ({ page }, info) => {
  await signUp(page, uniqueEmail("quote-contrast", info.project.name), "quote-contrast-2026", "Quote Learner");
  await page.goto(LESSON);
  await page.getByText("JavaScript functions are values").first().dblclick();
  const toolbar = page.getByRole("dialog", { name: "Highlight or note" });
  await toolbar.getByRole("button", { name: "Add note" }).click();
  await toolbar.getByLabel("Note").fill("See [closures](https://example.com/closures) too.");
  await toolbar.getByRole("button", { name: "Save note" }).click();
  await expect(page.locator("#lesson-notes .note-quote.note-color-yellow")).toHaveCount(1);
  await page.emulateMedia({ colorScheme: "dark" });
  for (const where of [LESSON, "/learn/notes"]) {
    await page.goto(where);
    const quote = page.locator(".note-quote.note-color-yellow").first();
    await expect(quote).toBeVisible();
    const results = await new AxeBuilder({ page }).include(".note-quote").withRules(["color-contrast"]).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      where,
    ).toEqual([]);
    expect(results.passes.map((v) => v.id)).toContain("color-contrast");
  }
});

test("the code editor's scroller is a named, focusable region; the problem page passes axe", async ({ page }, info) => {
  await signUp(page, uniqueEmail("cm-scroller", info.project.name), "cm-scroller-2026", "Scroller Learner");
  await page.goto("/interview-prep/coding/palindrome-ignoring-symbols");
  const scroller = page.locator(".cm-editor .cm-scroller");
  await expect(scroller).toBeVisible();
  await expect(scroller).toHaveAttribute("tabindex", "0");
  await expect(scroller).toHaveAccessibleName("Code editor, scrollable");
  // reached with the keyboard: Esc leaves the editor's text, then Shift+Tab lands on the scroller
  await page.locator(".cm-content").click();
  await page.keyboard.press("Escape");
  await page.keyboard.press("Shift+Tab");
  await expect(scroller).toBeFocused();
  await expectNoAxeViolations(page, info, "problem page", { tags: ["wcag2a", "wcag2aa"] });
});
