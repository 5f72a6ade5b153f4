// Code in lessons: highlighted by the server (so also without JavaScript), readable in the light
// and dark themes (WCAG AA contrast for every token colour), and a Copy button on each sample
// that copies exactly the code with JavaScript and is absent without it. The page loads with the
// site's CSP and breaks none of it (no inline <style> is needed; an injected one does not apply).
import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";
import { js, keepScreenshot } from "./helpers";

/** A free lesson with a Python sample, read from the test server's database. */
function lessonWithPython(): string {
  const db = new Database(process.env.CODELIFT_E2E_DB!, { readonly: true });
  try {
    const l = db
      .prepare(
        `SELECT c.author_id AS a, c.collection_id AS c, l.page_id AS p FROM lessons l JOIN courses c ON c.id = l.course_id
         WHERE c.is_free = 1 AND l.body LIKE '%' || char(96, 96, 96) || 'python%' ORDER BY c.id, l.id LIMIT 1`,
      )
      .get() as { a: number; c: number; p: number };
    return `/collection/lesson/${l.a}/${l.c}/${l.p}`;
  } finally {
    db.close();
  }
}

// The theme cookie as the server writes it (a Remix cookie: base64 of the JSON value).
const themeCookie = (theme: "light" | "dark") => Buffer.from(JSON.stringify(theme)).toString("base64");

async function openLesson(page: Page, theme: "light" | "dark") {
  const url = new URL(test.info().project.use.baseURL!);
  await page.context().addCookies([{ name: "theme", value: encodeURIComponent(themeCookie(theme)), domain: url.hostname, path: "/" }]);
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto(lessonWithPython());
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
  return violations;
}

for (const theme of ["light", "dark"] as const) {
  test(`a lesson's code is highlighted by the server (${theme} theme), with enough contrast`, async ({ page }, info) => {
    const violations = await openLesson(page, theme);
    const sample = page.locator(".lesson-body .code-block pre code.language-python").first();
    await expect(sample).toBeVisible();
    await expect(sample.locator("span.tok-keyword").first()).toBeVisible();
    expect(await sample.locator("span[class^='tok-']").count()).toBeGreaterThan(3);
    await sample.scrollIntoViewIfNeeded();
    await keepScreenshot(page, { path: info.outputPath(`lesson-code-${theme}.png`) });
    if (js(info)) {
      // Every token colour against the block's background (WCAG relative luminance).
      const worst = await sample.evaluate((code) => {
        const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
        const lum = ([r, g, b]: number[]) =>
          [r!, g!, b!]
            .map((v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
            .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i]!, 0);
        const bg = lum(rgb(getComputedStyle(code.closest("pre")!).backgroundColor));
        let min = Infinity;
        for (const span of code.querySelectorAll("span")) {
          const fg = lum(rgb(getComputedStyle(span).color));
          min = Math.min(min, (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05));
        }
        return min;
      });
      expect(worst).toBeGreaterThanOrEqual(4.5);
    }
    expect(violations).toEqual([]);
  });
}

test("each code sample has a Copy button that copies the code (with JavaScript); without it there is none", async ({ page, context }, info) => {
  await openLesson(page, "light");
  const blocks = page.locator(".lesson-body .code-block");
  const n = await blocks.count();
  expect(n).toBeGreaterThan(0);
  if (!js(info)) {
    await expect(page.locator(".code-copy")).toHaveCount(0);
    // the code is there to select and read
    await expect(blocks.first().locator("pre")).toBeVisible();
    return;
  }
  const buttons = page.getByRole("button", { name: "Copy code" });
  await expect(buttons).toHaveCount(n);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(page.url()).origin });
  const first = blocks.first();
  const code = ((await first.locator("pre").textContent()) ?? "").replace(/\n$/, "");
  await first.getByRole("button", { name: "Copy code" }).click();
  await expect(first.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  // The button adds no text to the lesson (notes are anchored to the text by offsets).
  expect(await first.locator("button").evaluate((b) => b.childNodes.length)).toBe(0);
  await expect(first.getByRole("button", { name: "Copy code" })).toBeVisible({ timeout: 5000 });
});

test("the page needs no inline <style>, and one injected into it does not apply", async ({ page }) => {
  const violations = await openLesson(page, "light");
  expect(violations).toEqual([]);
  const before = await page.evaluate(() => getComputedStyle(document.body).display);
  await page.evaluate(() => {
    const s = document.createElement("style");
    s.textContent = "body { display: none !important; }";
    document.head.append(s);
  });
  expect(await page.evaluate(() => getComputedStyle(document.body).display)).toBe(before);
  expect(violations.some((v) => /style/i.test(v))).toBe(true);
});
