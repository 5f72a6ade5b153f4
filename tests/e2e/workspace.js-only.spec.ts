// The problem workspace's behaviour that exists only with JavaScript (docs/product/interview-prep.md#graded-submissions): a visitor's code
// kept in the browser, the CodeMirror editor, and axe (which runs as a script in the page) on the
// problem page in the light and dark themes.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { signUp, uniqueEmail } from "./helpers";
import { PALINDROME, PARTIAL, press, setCode } from "./workspace.helpers";

test("a visitor's code stays in the browser", async ({ page }) => {
  await page.goto(PALINDROME);
  await setCode(page, "def isCleanPalindrome(s):\n    return None  # visitor\n", true);
  await expect(page.locator(".ws-autosave")).toHaveText("Saved in this browser");
  await page.reload();
  await expect(page.locator(".cm-editor")).toBeVisible();
  await expect(page.locator('[name="code"]')).toHaveValue("def isCleanPalindrome(s):\n    return None  # visitor\n");
});

test("the editor: CodeMirror with highlighting, bracket matching, a text size control, and Esc then Tab to leave it", async ({ page }, info) => {
  await signUp(page, uniqueEmail("ws-editor", info.project.name), "ws-password-5");
  await page.goto(`${PALINDROME}?lang=javascript`);
  await expect(page.locator(".cm-editor")).toBeVisible();
  // keywords are coloured by the grammar (loaded for the language)
  await expect(page.locator(".cm-content span", { hasText: /^function$/ }).first()).toHaveCSS("color", "rgb(124, 58, 237)");
  // auto-indent after an opening brace; the closing bracket is added and matched
  const content = page.locator(".cm-content");
  await content.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type("\nfunction f(x) {");
  await page.keyboard.press("Enter");
  await page.keyboard.type("return x;");
  await expect(page.locator('[name="code"]')).toHaveValue(/function f\(x\) \{\n {2}return x;\n\}/);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("End");
  await expect(page.locator(".cm-matchingBracket")).toHaveCount(2);
  // Tab indents inside the editor; Esc then Tab moves on to the next control
  await page.keyboard.press("Tab");
  await expect(content).toBeFocused();
  await page.keyboard.press("Escape");
  await page.keyboard.press("Tab");
  await expect(content).not.toBeFocused();
  // text size
  await page.getByRole("button", { name: "Larger code text" }).click();
  await expect(page.locator(".cm-editor")).toHaveCSS("font-size", "15px");
  // switching language keeps each language's draft
  await page.getByLabel("Language").selectOption("python");
  await expect(page.locator('[name="code"]')).toHaveValue(/def isCleanPalindrome/);
  await page.getByLabel("Language").selectOption("javascript");
  await expect(page.locator('[name="code"]')).toHaveValue(/function f\(x\)/);
});

for (const theme of ["light", "dark"] as const) {
  test(`axe finds no violations on the problem page in the ${theme} theme`, async ({ page, context }, info) => {
    test.setTimeout(90_000);
    await signUp(page, uniqueEmail(`ws-axe-${theme}`, info.project.name), "ws-password-6");
    // the theme cookie as the theme toggle sets it (Remix cookie: base64 of the JSON value)
    await context.addCookies([
      { name: "theme", value: Buffer.from(JSON.stringify(theme)).toString("base64"), domain: new URL(page.url()).hostname, path: "/" },
    ]);
    await page.goto(PALINDROME);
    await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
    await expect(page.locator(".cm-editor")).toBeVisible();
    await setCode(page, PARTIAL, true);
    await press(page, "Run");
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("the editor loads on the problem page only: a lesson page fetches no CodeMirror", async ({ page }) => {
  // "cm-scroller" is a class CodeMirror's view module writes into its own stylesheet: a script
  // that carries it is the editor.
  const scriptsWithEditor = async (path: string, ready: string) => {
    const bodies: Promise<string>[] = [];
    const listener = (r: import("@playwright/test").Response) => {
      if (new URL(r.url()).pathname.startsWith("/build/") && r.url().endsWith(".js")) bodies.push(r.text());
    };
    page.on("response", listener);
    await page.goto(path);
    await expect(page.locator(ready).first()).toBeVisible();
    await page.waitForTimeout(1500); // a lazy import after hydration would have been asked for by now
    page.off("response", listener);
    const texts = await Promise.all(bodies);
    expect(texts.length).toBeGreaterThan(3);
    return texts.filter((t) => t.includes("cm-scroller")).length;
  };
  expect(await scriptsWithEditor(PALINDROME, ".cm-editor")).toBeGreaterThan(0);
  expect(await scriptsWithEditor("/collection/lesson/4831/100001/2", "main h1")).toBe(0);
});
