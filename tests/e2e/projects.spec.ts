// A guided project in a real browser, with and without JavaScript (docs/product/hands-on.md#projects,
// docs/product/hands-on.md#the-terminal): a Premium learner opens it, types in the terminal (with
// JavaScript) or reads how to work without it, writes the code in the editor, runs the checks and
// passes every step, leaves and comes back to the same files, then resets to the starter.
import { expect, test, type Page } from "@playwright/test";
import { findProject } from "../../app/services/projects/catalog";
import { expectNoAxeViolations, grantPremium, js, keepScreenshot, signUp, uniqueEmail } from "./helpers";

const def = findProject("python-word-count-cli")!;
const solution = def.solution!["wc.py"]!;

async function shoot(page: Page, name: string, withJs: boolean) {
  // the terminal on its own first, scrolled into view (xterm draws nothing while it is off-screen);
  // a full-page screenshot scrolls xterm's own scroll box back to its top
  if (withJs) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await keepScreenshot(page.locator(".terminal-panel"), { path: `test-results/shots/${name}-terminal-${width}.png` });
    }
  }
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(page, { path: `test-results/shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/**
 * The rows of the terminal that hold `texts` are drawn inside the screen's visible box, in a colour
 * other than the screen's background: the output can be seen, not only found in the page's text.
 */
async function expectOnScreen(page: Page, texts: string[]) {
  await expect
    .poll(() =>
      page.evaluate((wanted) => {
        const screen = document.querySelector(".terminal-screen")!.getBoundingClientRect();
        const background = getComputedStyle(document.querySelector(".xterm-viewport")!).backgroundColor;
        return wanted.map((text) => {
          const rows = [...document.querySelectorAll(".xterm-rows > div")];
          const row = rows.reverse().find((r) => r.textContent?.includes(text));
          if (!row) return `${text}: no row`;
          const box = row.getBoundingClientRect();
          if (box.height === 0 || box.top < screen.top - 0.5 || box.bottom > screen.bottom + 0.5) return `${text}: outside the screen`;
          const span = [...row.querySelectorAll("span")].find((el) => el.textContent?.includes(text)) ?? row;
          if (getComputedStyle(span).color === background) return `${text}: the background's colour`;
          return `${text}: shown`;
        });
      }, texts),
    )
    .toEqual(texts.map((t) => `${t}: shown`));
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
    // xterm draws nothing while it is off-screen (it catches up once seen): scroll to it first
    const screen = page.locator(".terminal-screen");
    await screen.scrollIntoViewIfNeeded();
    await expect(screen).toContainText("$", { timeout: 30_000 });
    await screen.click();
    // more than a screenful first: what comes last (the answer, the next prompt) is at the bottom,
    // where a screen taller than its box would hide it
    await page.keyboard.type("seq 40; echo hi-from-$((6*7)); ls");
    await page.keyboard.press("Enter");
    await expect(screen).toContainText("hi-from-42");
    await expect(screen).toContainText("sample.txt");
    await expectOnScreen(page, ["hi-from-42", "sample.txt", "$"]);
  } else {
    // without JavaScript: the files, the instructions, and the form that runs the checks
    await expect(page.getByText("The terminal needs JavaScript. Without it, edit the files above and run the checks with the form.")).toBeVisible();
    await expect(page.locator(".terminal-frame")).toBeHidden();
    const files = page.getByRole("complementary", { name: "Files" });
    for (const name of Object.keys(def.starter)) await expect(files.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(page.locator(".hands-on-brief")).toContainText(def.brief.replaceAll("`", ""));
    for (const step of def.steps) await expect(page.getByRole("heading", { name: new RegExp(`^${step.title}`) })).toBeVisible();
    await expect(page.locator("form#project-editor")).toHaveAttribute("method", "post");
    await expect(page.locator("form#project-editor").getByRole("button", { name: "Run checks" })).toBeVisible();
  }

  await setCode(page, solution, withJs);
  await page.getByRole("button", { name: "Run checks" }).click();
  await expect(page.getByText("Completed", { exact: true })).toBeVisible({ timeout: 60_000 });
  for (const step of def.steps) await expect(page.getByRole("heading", { name: new RegExp(`^${step.title}`) })).toContainText("Passed");
  await expect(page.getByLabel("Output of the check for step 3")).toContainText("A missing file is reported clearly.");
  if (withJs) {
    await shoot(page, "project-terminal", withJs);
    await expectNoAxeViolations(page, info, "project workspace with the terminal");
  } else await shoot(page, "project-no-js", withJs);

  // leave and come back: the same files
  await page.goto("/projects");
  await page.getByRole("link", { name: def.title }).click();
  await expect(page.locator('[name="code"]')).toHaveValue(solution);
  if (withJs) {
    // the new terminal starts from the saved files
    const screen = page.locator(".terminal-screen");
    await screen.scrollIntoViewIfNeeded();
    await expect(screen).toContainText("$", { timeout: 30_000 });
    await screen.click();
    await page.keyboard.type("python3 wc.py sample.txt");
    await page.keyboard.press("Enter");
    await expect(screen).toContainText("lines: 3 words: 9 chars: 44");
    await expectOnScreen(page, ["lines: 3 words: 9 chars: 44"]);
  }

  // reset, after the question
  await page.getByRole("link", { name: "Reset" }).click();
  await expect(page.getByText("Are you sure you want to reset this project?")).toBeVisible();
  await page.getByRole("button", { name: "Yes, reset" }).click();
  await expect(page.locator('[name="code"]')).toHaveValue(def.starter["wc.py"]!);
  await expect(page.getByRole("heading", { name: new RegExp(`^${def.steps[0]!.title}`) })).toContainText("Not run");
});
