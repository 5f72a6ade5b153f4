// Two attempts compared (docs/product/judge.md#diffs-between-attempts): side by side in CodeMirror's
// merge view with JavaScript, the server's unified diff without; with JavaScript the visible tests
// also run by themselves after a pause in typing (#live-tests-while-typing). Screenshots at 1280 and
// 390 px, light and dark, with E2E_SHOTS=1.
import { expect, test } from "@playwright/test";
import { keepScreenshot, signUp, uniqueEmail } from "./helpers";
import { hasJs, noSidewaysScroll, PALINDROME, press, reference, setCode } from "./workspace.helpers";

test("two runs compared: side by side with JavaScript, a unified diff without", async ({ page }, info) => {
  test.setTimeout(120_000);
  const js = hasJs(info);
  await signUp(page, uniqueEmail("diffs", info.project.name), "diffs-password-1");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PALINDROME);
  const first = reference();
  await setCode(page, first, js);
  await press(page, "Run");
  const second = first.replace(/\n(\s*)return /, "\n$1# compare the cleaned string with its reverse\n$1return ");
  expect(second).not.toBe(first);
  await setCode(page, second, js);
  if (js) {
    // live tests: after the pause in typing the visible tests' marks appear in the Test cases tab
    await page.getByRole("tab", { name: "Test cases" }).click();
    await expect(page.getByTestId("live-mark")).toHaveCount(3, { timeout: 30_000 });
    await expect(page.getByTestId("live-status")).toHaveText("3 of 3 visible tests pass.");
    await keepScreenshot(page.locator("#ws-results"), { path: `test-results/live-tests-${info.project.name}.png` });
  }
  await press(page, "Run");

  await page.getByText(/Your runs and submissions/).click();
  await page.getByRole("link", { name: "Compare two attempts" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Compare attempts");
  await expect(page.getByTestId("compare-summary")).toHaveText("0 lines removed, 1 line added");
  if (js) {
    await expect(page.locator("[data-testid=attempt-merge] .cm-mergeView")).toBeVisible();
    await expect(page.locator(".cm-merge-b .cm-changedLine")).toContainText("compare the cleaned string");
    await expect(page.getByTestId("unified-diff")).toHaveCount(0);
  } else {
    const diff = page.getByTestId("unified-diff");
    await expect(diff).toBeVisible();
    await expect(diff.locator(".diff-line-add")).toContainText("+ ");
    await expect(diff.locator(".diff-line-add")).toContainText("compare the cleaned string");
  }
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      // a phone keeps the unified diff: two columns of code do not fit
      if (js) await expect(page.locator("[data-testid=attempt-merge] .cm-mergeView")).toHaveCount(width === 1280 ? 1 : 0);
      await noSidewaysScroll(page);
      await keepScreenshot(page, { path: `test-results/attempt-diffs-${info.project.name}-${scheme}-${width}.png`, fullPage: true });
    }
  }
});
