// A guided project in a real browser, with and without JavaScript (docs/product/hands-on.md#projects,
// docs/product/hands-on.md#the-terminal): a Premium learner opens it, types in the terminal (with
// JavaScript) or reads how to work without it, writes the code in the editor, runs the checks and
// passes every step, leaves and comes back to the same files, then resets to the starter.
import { expect, test, type Page } from "@playwright/test";
import { findProject } from "../../app/services/projects/catalog";
import { expectNoAxeViolations, grantPremium, js, keepScreenshot, signUp, uniqueEmail } from "./helpers";

const def = findProject("python-word-count-cli")!;
const solution = def.solution!["wc.py"]!;

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(page, { path: `test-results/shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function setCode(page: Page, code: string, withJs: boolean) {
  if (withJs) {
    await expect(page.locator(".cm-editor")).toBeVisible();
    await expect(page.locator(".cm-content")).toContainText(/\S/);
  }
  await page.getByLabel("Editing wc.py").fill(code);
  await expect(page.locator('[name="code"]')).toHaveValue(code);
}

test("a premium learner works through a guided project: terminal, editor, checks, files kept, reset", async ({ page }, info) => {
  test.setTimeout(120_000);
  const withJs = js(info);
  const email = uniqueEmail("project", info.project.name);
  await signUp(page, email, "project-journey-2026");
  grantPremium(email);

  await page.goto("/projects");
  await page.getByRole("link", { name: def.title }).click();
  await expect(page.getByRole("heading", { name: def.title, level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Terminal" })).toBeVisible();

  if (withJs) {
    // a shell in the sandbox, in a copy of the saved files
    await expect(page.getByText("Connected: a shell in the sandbox, in a copy of your saved files.")).toBeVisible({ timeout: 30_000 });
    const screen = page.locator(".terminal-screen");
    await expect(screen).toContainText("$", { timeout: 30_000 });
    await screen.click();
    await page.keyboard.type("echo hi-from-$((6*7)); ls");
    await page.keyboard.press("Enter");
    await expect(screen).toContainText("hi-from-42");
    await expect(screen).toContainText("sample.txt");
  } else {
    await expect(page.getByText("The terminal needs JavaScript. Without it, edit the files above and run the checks with the form.")).toBeVisible();
  }

  await setCode(page, solution, withJs);
  await page.getByRole("button", { name: "Run checks" }).click();
  await expect(page.getByText("Completed", { exact: true })).toBeVisible({ timeout: 60_000 });
  for (const step of def.steps) await expect(page.getByRole("heading", { name: new RegExp(`^${step.title}`) })).toContainText("Passed");
  await expect(page.getByLabel("Output of the check for step 3")).toContainText("A missing file is reported clearly.");
  if (withJs) {
    await shoot(page, "project-terminal");
    await expectNoAxeViolations(page, info, "project workspace with the terminal");
  } else await shoot(page, "project-no-js");

  // leave and come back: the same files
  await page.goto("/projects");
  await page.getByRole("link", { name: def.title }).click();
  await expect(page.locator('[name="code"]')).toHaveValue(solution);
  if (withJs) {
    // the new terminal starts from the saved files
    const screen = page.locator(".terminal-screen");
    await expect(screen).toContainText("$", { timeout: 30_000 });
    await screen.click();
    await page.keyboard.type("python3 wc.py sample.txt");
    await page.keyboard.press("Enter");
    await expect(screen).toContainText("lines: 3 words: 9 chars: 44");
  }

  // reset, after the question
  await page.getByRole("link", { name: "Reset" }).click();
  await expect(page.getByText("Are you sure you want to reset this project?")).toBeVisible();
  await page.getByRole("button", { name: "Yes, reset" }).click();
  await expect(page.locator('[name="code"]')).toHaveValue(def.starter["wc.py"]!);
  await expect(page.getByRole("heading", { name: new RegExp(`^${def.steps[0]!.title}`) })).toContainText("Not run");
});
