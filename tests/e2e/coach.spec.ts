// The interview coach as a learner uses it, with and without JavaScript (both projects of
// playwright.config.ts): preferences, a problem failed twice, the easier problem offered with the
// reason in words, and a pattern completed until the transition shows the pattern score.
import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail, logOut, grantPremium } from "./helpers";

type Problem = { slug: string; title: string; function_name: string; solutions: string };

/** The coach content of the e2e server's database (read-only): a problem of the coding path by slug. */
function problemBySlug(slug: string): Problem {
  const db = new Database(process.env.CODELIFT_E2E_DB!, { readonly: true });
  try {
    const row = db
      .prepare(
        `SELECT p.slug, p.title, pr.function_name, pr.solutions FROM coach_pages p
         JOIN coach_problems pr ON pr.page_id = p.id JOIN coach_modules m ON m.id = p.module_id
         JOIN coach_paths x ON x.id = m.path_id WHERE x.slug = 'coding' AND p.slug = ?`,
      )
      .get(slug) as Problem | undefined;
    if (!row) throw new Error(`no coding problem ${slug}`);
    return row;
  } finally {
    db.close();
  }
}

const currentProblem = (page: Page) => problemBySlug(new URL(page.url()).pathname.split("/").pop()!);
const failing = (p: Problem) => `def ${p.function_name}(*args):\n    raise ValueError("not solved yet")\n`;
const reference = (p: Problem) => (JSON.parse(p.solutions) as { python: string }).python;

/** Follows the coach's "Go to the next problem" and waits for that page (a client navigation with JavaScript). */
async function goToNextProblem(page: Page) {
  const before = new URL(page.url()).pathname;
  await page.getByRole("link", { name: "Go to the next problem" }).click();
  await expect(page).not.toHaveURL((u) => u.pathname === before);
  await expect(page.locator(".result-status")).toHaveCount(0);
}

/** With JavaScript the editor becomes CodeMirror once it has loaded: fill that, not the textarea it replaces. */
async function editorReady(page: Page) {
  if (test.info().project.use.javaScriptEnabled !== false) await expect(page.locator(".cm-editor")).toBeVisible();
}

async function submit(page: Page, code: string) {
  await editorReady(page);
  await page.getByLabel("Code (Python)").fill(code);
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(page.locator(".result-status")).toBeVisible({ timeout: 30_000 });
}

test("a learner sets preferences, fails a problem twice, is offered an easier problem, solves it and completes a pattern", async ({ page }, info) => {
  test.setTimeout(180_000);
  const email = uniqueEmail("coach", info.project.name);
  await signUp(page, email, "coach-password-1", "Coach Learner");
  grantPremium(email);

  // Preferences: saved on the account; a senior engineer sees the coding roadmap first.
  await page.goto("/interview-prep");
  await expect(page.getByRole("heading", { name: "Recommended for an Entry-Level Engineer" })).toBeVisible();
  await page.getByRole("link", { name: "Set your preferences" }).click();
  await page.getByLabel("Target company").selectOption("Amazon");
  await page.getByLabel("Programming language").selectOption("Python");
  await page.getByLabel("Position").selectOption("Senior Engineer");
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page).toHaveURL(/\/interview-prep$/);
  await expect(page.getByRole("heading", { name: "Recommended for a Senior Engineer" })).toBeVisible();
  await expect(page.locator(".roadmap-title").first()).toHaveText("Coding Interview Patterns");

  // The coach starts on a medium problem.
  await page.locator(".roadmap-title").first().getByRole("link").click();
  await expect(page.getByRole("heading", { name: "What to do next" })).toBeVisible();
  await expect(page.getByText("Amazon", { exact: true }).first()).toBeVisible();
  await page.getByRole("link", { name: "Solve this problem" }).click();
  await expect(page.locator(".problem-meta .difficulty")).toHaveText("Medium");
  await expect(page.locator('[name="code"]')).toHaveValue(/# Write your code here/);

  // The same medium problem fails twice…
  const medium = currentProblem(page);
  await submit(page, failing(medium));
  await expect(page.locator(".result-status")).toHaveText(/^Not accepted: /);
  await expect(page.getByText("Here is the next problem to keep practising this pattern.")).toBeVisible();
  await submit(page, failing(medium));
  await expect(page.locator(".result-status")).toHaveText(/^Not accepted: /);

  // …and the coach offers an easy one, saying why.
  await expect(page.getByText("Your last two harder problems did not pass, so here is an easier one to rebuild momentum.")).toBeVisible();
  await expect(page.locator(".next-step .difficulty")).toHaveText("Easy");
  await goToNextProblem(page);
  await expect(page.locator(".problem-meta .difficulty")).toHaveText("Easy");
  await submit(page, reference(currentProblem(page)));
  await expect(page.locator(".result-status")).toHaveText(/^Accepted: all \d+ tests passed$/);
  await expect(page.locator(".result-facts")).toContainText("100%");

  // Reference solutions until the pattern is complete and the transition shows the pattern score.
  const transition = page.locator(".transition-title");
  for (let i = 0; i < 6 && !(await transition.isVisible()); i++) {
    await goToNextProblem(page);
    await submit(page, reference(currentProblem(page)));
    await expect(page.locator(".result-status")).toHaveText(/^Accepted: all \d+ tests passed$/);
  }
  await expect(transition).toHaveText("Pattern complete: Two Pointers");
  if (info.project.use.javaScriptEnabled) await expect(page.getByRole("dialog", { name: "Pattern complete: Two Pointers" })).toBeVisible();
  await expect(page.locator(".transition-score-value")).toHaveText("80");
  await expect(page.locator(".transition-summary")).toContainText("submissions");
  await page.getByRole("link", { name: /^Start the next pattern: / }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Introduction to /);

  // The overview draws the completed pattern.
  await page.goto("/interview-prep/coding");
  await expect(page.getByRole("link", { name: "Two Pointers: score 80, Expert, complete" })).toBeVisible();
});

test("a visitor's preferences move to the account at login", async ({ page }, info) => {
  const email = uniqueEmail("coach-migrate", info.project.name);
  await signUp(page, email, "coach-password-2");
  await logOut(page);

  await page.goto("/interview-prep/preferences");
  await page.getByLabel("Position").selectOption("Principal Engineer");
  await page.getByLabel("Target company").selectOption("Netflix");
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByRole("heading", { name: "Recommended for a Principal Engineer" })).toBeVisible();
  await expect(page.getByText("Saved in this browser; log in to keep them on your account.")).toBeVisible();

  await page.getByRole("link", { name: "Log in" }).first().click();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password").fill("coach-password-2");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/interview-prep$/);
  await expect(page.getByText("Data successfully migrated")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Recommended for a Principal Engineer" })).toBeVisible();
});

test("the weekly plan keeps only the modules the learner ticks", async ({ page }, info) => {
  const email = uniqueEmail("coach-plan", info.project.name);
  await signUp(page, email, "coach-password-3");
  await page.goto("/interview-prep/coding/plan");
  await expect(page.getByText("No interview date set, so the plan spans 28 days.")).toBeVisible();
  const boxes = page.locator(".plan-checkboxes input[type=checkbox]");
  const total = await boxes.count();
  for (let i = 2; i < total; i++) await boxes.nth(i).uncheck();
  await page.getByRole("button", { name: "Save plan" }).click();
  await expect(page.getByText("Your plan is saved: 2 modules.")).toBeVisible();
  await expect(page.locator(".week-card:not(.week-finish)")).toHaveCount(2);
  await expect(page.locator(".week-module")).toHaveCount(2);
});

test("a standard subscriber runs code, is offered Premium for grading, and keeps the code in the editor", async ({ page }, info) => {
  const email = uniqueEmail("coach-standard", info.project.name);
  await signUp(page, email, "coach-password-4");
  grantPremium(email, 200);
  const p = problemBySlug("palindrome-ignoring-symbols");
  await page.goto(`/interview-prep/coding/${p.slug}`);
  await expect(page.getByText("Run is free. Graded submissions are part of Codelift Premium")).toBeVisible();

  const mine = `${reference(p)}# my own attempt\n`;
  await editorReady(page);
  await page.getByLabel("Code (Python)").fill(mine);
  await page.getByRole("button", { name: "Run", exact: true }).click();
  await expect(page.locator(".result-region")).toContainText("visible tests passed", { timeout: 30_000 });
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Graded submissions need Codelift Premium" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Graded submissions are part of Codelift Premium. Upgrade to get your code graded")).toBeVisible();
  await expect(page.getByRole("link", { name: "See Codelift Premium" })).toHaveAttribute("href", "/unlimited");
  await expect(page.locator('[name="code"]')).toHaveValue(mine);
});

test("Java, C++ and Go are offered for running where the learner chooses them (their compilers are on this machine)", async ({ page }, info) => {
  const email = uniqueEmail("coach-java", info.project.name);
  await signUp(page, email, "coach-password-5");
  await page.goto("/interview-prep/preferences");
  await expect(page.getByText("Your editor starts in this language.", { exact: true })).toBeVisible();
  await expect(page.getByText("need the grading service")).toHaveCount(0);
  await page.goto(`/interview-prep/coding/palindrome-ignoring-symbols?lang=java`);
  await expect(page.getByText("needs the grading service")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Run", exact: true })).toBeEnabled();
});
