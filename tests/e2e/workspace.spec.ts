// The problem workspace (docs/product/interview-prep.md#graded-submissions) as a learner uses it, with JavaScript (CodeMirror, fetchers,
// focus, autosave) and without (plain forms): no sideways scroll at 375, 768 and 1280 px, the
// result in view after Run with focus on its heading, code restored after a reload, history,
// the learner's own input (valid and refused), verdict colours from real submissions, and axe
// (JavaScript only, in workspace.js-only.spec.ts) on the problem page in the light and dark themes.
import { expect, test } from "@playwright/test";
import { signUp, uniqueEmail, keepScreenshot } from "./helpers";

import { hasJs, noSidewaysScroll, PALINDROME, PARTIAL, press, reference, setCode, grantPremium, WRONG } from "./workspace.helpers";

test("the problem page fits 375, 768 and 1280 px; after Run the result is in view and (with JavaScript) focused and announced", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const js = hasJs(info);
  const email = uniqueEmail("ws-layout", info.project.name);
  await signUp(page, email, "ws-password-1");
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(PALINDROME);
    await noSidewaysScroll(page);
    if (width < 780 && js) {
      // phones and narrow tablets: a tabbed single column, the problem first, the code on its tab
      await expect(page.getByRole("tab", { name: "Problem" })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByLabel("Code (Python)")).toBeHidden();
      await page.getByRole("tab", { name: "Code" }).click();
    }
    await setCode(page, `${reference()}# ${width}\n`, js);
    await press(page, "Run");
    await expect(page.locator("#result-title")).toHaveText("Run: 3 of 3 visible tests passed");
    await expect(page.locator("#result-title")).toBeInViewport();
    if (js) {
      await expect(page.locator("#result-title")).toBeFocused();
      await expect(page.locator(".ws-results [role=status][aria-live=polite]")).toHaveText("Run finished: 3 of 3 visible tests passed.");
      await expect(page.getByRole("tab", { name: "Result" })).toHaveAttribute("aria-selected", "true");
    }
    await noSidewaysScroll(page);
    await keepScreenshot(page, { path: `test-results/workspace-${info.project.name}-${width}.png` });
  }
  if (js) {
    // the divider moves with the keyboard on a wide screen
    await page.setViewportSize({ width: 1280, height: 800 });
    const divider = page.getByRole("separator", { name: "Resize the problem and code panes" });
    const before = Number(await divider.getAttribute("aria-valuenow"));
    await divider.focus();
    await page.keyboard.press("ArrowRight");
    await expect(divider).toHaveAttribute("aria-valuenow", String(before + 3));
    const statement = await page.locator("#ws-statement").boundingBox();
    await page.keyboard.press("End");
    await expect(divider).toHaveAttribute("aria-valuenow", "70");
    expect((await page.locator("#ws-statement").boundingBox())!.width).toBeGreaterThan(statement!.width);
  }
});

test("code comes back after a reload: autosaved while typing (JavaScript) or kept by Run (without)", async ({ page }, info) => {
  const js = hasJs(info);
  await signUp(page, uniqueEmail("ws-restore", info.project.name), "ws-password-2");
  await page.goto(PALINDROME);
  const mine = "def isCleanPalindrome(s):\n    return True  # keep me\n";
  await setCode(page, mine, js);
  if (js) await expect(page.locator(".ws-autosave")).toHaveText("Saved");
  else await press(page, "Run");
  await page.goto(PALINDROME);
  await expect(page.locator('[name="code"]')).toHaveValue(mine);
  if (js) {
    // Reset to starter asks first; Cancel keeps the code, Reset brings the starter back
    await page.getByRole("button", { name: "Reset to starter" }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.locator('[name="code"]')).toHaveValue(mine);
    await page.getByRole("button", { name: "Reset to starter" }).click();
    await expect(page.getByText("Replace your Python code with the starter code?")).toBeVisible();
    await page.getByRole("button", { name: "Reset", exact: true }).click();
    await expect(page.locator('[name="code"]')).toHaveValue(/# Write your code here/);
  } else {
    await page.getByRole("link", { name: "Reset to starter" }).click();
    await expect(page.locator('[name="code"]')).toHaveValue(/# Write your code here/);
  }
});

test("verdict colours follow the score: all passed green, past the bar amber with what failed, below it red; history opens each", async ({
  page,
}, info) => {
  test.setTimeout(150_000);
  const js = hasJs(info);
  const email = uniqueEmail("ws-verdicts", info.project.name);
  await signUp(page, email, "ws-password-3");
  grantPremium(email);
  await page.goto(PALINDROME);
  const status = page.locator(".result-status");

  await setCode(page, reference(), js);
  await press(page, "Submit");
  await expect(status).toHaveText("Accepted: all 17 tests passed");
  await expect(status).toHaveCSS("color", "rgb(6, 118, 71)");

  await page.goto(PALINDROME);
  await setCode(page, PARTIAL, js);
  await press(page, "Submit");
  await expect(status).toHaveText("Accepted at 71 %: 12 of 17 tests passed");
  await expect(status).toHaveCSS("color", "rgb(161, 92, 7)");
  await expect(page.locator(".result-failed-count")).toHaveText(
    "5 tests failed: each test's verdict, and what your code printed during it, is in the tables below.",
  );
  await expect(page.locator(".hidden-test-table tbody tr.test-fail")).not.toHaveCount(0);
  if (js) await expect(status).toBeFocused();
  // a visible test's wrong output opens its difference with the expected value (a <details>: no script needed)
  const diff = page.locator(".value-diff").first();
  await diff.locator("summary", { hasText: "Difference" }).click();
  await expect(diff.locator(".diff-del")).toHaveText("- true\n");
  await expect(diff.locator(".diff-add")).toHaveText("+ false\n");

  await page.goto(PALINDROME);
  await setCode(page, WRONG, js);
  await press(page, "Submit");
  await expect(status).toHaveText("Not accepted: 0 of 17 tests passed (0 %)");
  await expect(status).toHaveCSS("color", "rgb(180, 35, 24)");

  // history: the three submissions, newest first; the partial one opens with its code and result
  await page.goto(PALINDROME);
  await page.getByText("Your runs and submissions (3)").click();
  const items = page.locator(".ws-history-item");
  await expect(items).toHaveCount(3);
  await items
    .nth(1)
    .getByRole("link", { name: /^Submission/ })
    .click();
  await expect(page).toHaveURL(/submission=\d+/);
  await expect(page.locator('[name="code"]')).toHaveValue(PARTIAL);
  await expect(status).toHaveText("Accepted at 71 %: 12 of 17 tests passed");
  await expect(page.locator(".pattern-progress")).toHaveText("Pattern score 100: the mean of your best scores on 1 of 5 problems");
});

test("Run takes the learner's own input: checked against the reference solution, or refused with a clear error", async ({ page }, info) => {
  test.setTimeout(120_000);
  const js = hasJs(info);
  await signUp(page, uniqueEmail("ws-custom", info.project.name), "ws-password-4");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PALINDROME);
  await setCode(page, reference(), js);
  const input = page.getByLabel("Your own input (optional)");
  await input.fill('"Never odd or even"\n"abc"');
  await press(page, "Run");
  const own = page.locator(".own-tests");
  await expect(own).toContainText('Your test 1["Never odd or even"]truetrue Passed');
  await expect(own).toContainText('Your test 2["abc"]falsefalse Passed');

  if (js) await page.getByRole("tab", { name: "Test cases" }).click();
  await page.getByLabel("Your own input (optional)").fill("not json");
  await page.getByRole("button", { name: "Run", exact: true }).click();
  await expect(page.locator("#result-title")).toHaveText("Your input was not run", { timeout: 30_000 });
  if (js) await page.getByRole("tab", { name: "Test cases" }).click();
  await expect(page.locator("#custom-input-error")).toHaveText('Line 1 (s: string) is not a JSON value. Write it like "abc".');
  await expect(page.getByLabel("Your own input (optional)")).toHaveValue("not json");
  await expect(page.getByLabel("Your own input (optional)")).toHaveAttribute("aria-invalid", "true");
});
