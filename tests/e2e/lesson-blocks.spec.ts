// Quizzes and runnable code blocks on a published lesson, with and without JavaScript
// (docs/product/authoring.md#blocks-learners-use): staff publish a lesson with a quiz and a
// runnable block (through the editor's own forms, over HTTP), then a new learner answers the quiz
// wrong and right, sees it passed after a reload, and runs code that fails, then passes.
import Database from "better-sqlite3";
import { expect, test, type APIRequestContext, type Browser } from "@playwright/test";
import { expectNoAxeViolations, js, keepScreenshot, logIn, signUp, uniqueEmail } from "./helpers";

/** Publishes a one-lesson course as staff; answers the lesson's address. */
async function publishLesson(browser: Browser, slug: string): Promise<string> {
  const context = await browser.newContext();
  const api: APIRequestContext = context.request;
  try {
    expect((await api.post("/api/user/login", { data: { email: "staff@codelift.dev", password: "staff-codelift-2026" } })).status()).toBe(200);
    const created = await api.post("/create", { form: { title: "Blocks you use" }, maxRedirects: 0 });
    expect(created.status()).toBe(302);
    const draftUrl = created.headers().location!;
    const draftId = Number(draftUrl.split("/").pop());
    const db = new Database(process.env.CODELIFT_E2E_DB!, { readonly: true });
    const draft = () => db.prepare("SELECT version, content FROM course_drafts WHERE id = ?").get(draftId) as { version: number; content: string };
    const category = (db.prepare("SELECT slug FROM categories ORDER BY id LIMIT 1").get() as { slug: string }).slug;
    const course = {
      title: "Blocks you use",
      slug,
      summary: "",
      category,
      difficulty: "beginner",
      access: "free",
      placeholders: "",
      s0_title: "Basics",
    };
    const post = async (url: string, form: Record<string, string>) => expect((await api.post(url, { form, maxRedirects: 0 })).status()).toBe(302);
    try {
      await post(draftUrl, { ...course, version: String(draft().version), intent: "add-lesson:0" });
      const key = JSON.parse(draft().content).sections[0].lessons[0].key as string;
      await post(`${draftUrl}/lesson/${key}`, {
        version: String(draft().version),
        title: "Check yourself",
        slug: "check-yourself",
        summary: "",
        minutes: "5",
        block_count: "4",
        b0_kind: "text",
        b0_id: "intro",
        b0_text: "Two quick checks before moving on.",
        b1_kind: "quiz",
        b1_id: "largest",
        b1_text: "Which planet is the largest?",
        b1_options: "Mars\n* Jupiter\nVenus",
        b2_kind: "runnable",
        b2_id: "add-up",
        b2_language: "javascript",
        b2_signature: "add(a: int, b: int) -> int",
        b2_text: "function add(a, b) { return 0; }",
        b2_tests: "[1, 2] => 3\n[-4, 4] => 0",
        b3_kind: "text",
        b3_id: "outro",
        b3_text: "Afterwards comes the summary.",
        intent: "save",
      });
      await post(draftUrl, { ...course, version: String(draft().version), intent: "submit" });
      await post("/staff/reviews", { intent: "approve", draft_id: String(draftId), version: String(draft().version) });
    } finally {
      db.close();
    }
    return `/coursesv3/${slug}/check-yourself`;
  } finally {
    await context.close();
  }
}

test("a learner answers a quiz (wrong, then right, kept after a reload) and runs code on a lesson", async ({ page, browser }, info) => {
  test.setTimeout(120_000);
  const withJs = js(info);
  const url = await publishLesson(browser, `blocks-${info.project.name.replace(/\W/g, "")}-${Date.now()}`);
  await signUp(page, uniqueEmail("blocks", info.project.name), "blocks-password-2026", "Quinn Quiz");
  await page.goto(url);
  const quiz = page.getByTestId("lesson-quiz");
  await expect(quiz.getByRole("group", { name: /Which planet is the largest\?/ })).toBeVisible();
  await expect(quiz.getByText("Correct answer")).toHaveCount(0);
  await expectNoAxeViolations(page, info, "lesson with blocks", { tags: ["wcag2a", "wcag2aa"] });

  if (withJs) {
    // Highlights (docs/product/learner-data.md#notes-and-highlights) stay out of the quiz and the
    // runnable block, and work in the text around them.
    await quiz.getByText("Venus").dblclick({ position: { x: 8, y: 8 } });
    await expect(page.getByRole("dialog", { name: "Highlight or note" })).toHaveCount(0);
    await page.getByText("Afterwards comes the summary.").dblclick({ position: { x: 8, y: 8 } });
    const toolbar = page.getByRole("dialog", { name: "Highlight or note" });
    await expect(toolbar).toBeVisible();
    await toolbar.getByRole("button", { name: "Highlight green" }).click();
    await expect(page.locator("mark.note-hl.note-color-green")).toHaveText("Afterwards");
  }

  // a wrong answer: the right one is marked (with JavaScript the page does not reload: a mark set on it stays)
  if (withJs) await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await quiz.getByLabel("Mars").check();
  await quiz.getByRole("button", { name: "Check answer" }).click();
  await expect(page.getByTestId("lesson-quiz").getByText("Not quite. The right answer is marked below.")).toBeVisible();
  await expect(page.getByTestId("lesson-quiz").locator('[data-state="right"]')).toContainText("Jupiter");
  await expect(page.getByTestId("lesson-quiz").locator('[data-state="wrong"]')).toContainText("Mars");
  if (withJs) expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  // the right answer, kept: "Passed" after a reload
  await page.getByTestId("lesson-quiz").getByLabel("Jupiter").check();
  await page.getByTestId("lesson-quiz").getByRole("button", { name: "Check answer" }).click();
  await expect(page.getByTestId("lesson-quiz").getByText("Correct!")).toBeVisible();
  await page.goto(url);
  await expect(page.getByTestId("lesson-quiz").getByText("Passed", { exact: true })).toBeVisible();
  if (withJs) await expect(page.locator("mark.note-hl.note-color-green")).toHaveText("Afterwards");
  await expect(page.getByTestId("lesson-quiz").locator('[data-state="right"]')).toContainText("Jupiter");

  // the runnable block: failing code, then passing code
  if (withJs) await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const runnable = page.getByTestId("lesson-runnable");
  const box = runnable.getByLabel("Your JavaScript code");
  if (withJs) await expect(runnable.locator(".cm-editor")).toBeVisible();
  await box.fill("function add(a, b) { return a > 0 ? a + b : 1; }");
  await runnable.getByRole("button", { name: "Run" }).click();
  await expect(page.getByTestId("lesson-run-result")).toContainText("Wrong Answer: 1 of 2 tests passed");
  await page.getByTestId("lesson-runnable").getByLabel("Your JavaScript code").fill("function add(a, b) { return a + b; }");
  await page.getByTestId("lesson-runnable").getByRole("button", { name: "Run" }).click();
  await expect(page.getByTestId("lesson-run-result")).toContainText("All tests passed.");
  if (withJs) expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await expect(page.getByTestId("lesson-run-result").getByRole("row")).toHaveCount(3);
  await expectNoAxeViolations(page, info, "lesson with a run result", { tags: ["wcag2a", "wcag2aa"] });
  await keepScreenshot(page, { path: info.outputPath("lesson-blocks.png"), fullPage: true });
});

test("an author adds a runnable code block in the lesson editor; a function that does not read right is refused with the text kept", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const withJs = js(info);
  await logIn(page, "staff@codelift.dev", "staff-codelift-2026", "/create");
  await expect(page).toHaveURL(/\/create$/);
  await page.getByLabel("Course title").fill(`Runnable ${info.project.name} ${Date.now()}`);
  await page.getByRole("button", { name: "Create course" }).click();
  await expect(page).toHaveURL(/\/create\/course\/\d+$/);
  await page.getByRole("button", { name: "Add a lesson to this section" }).click();
  await page.getByTestId("editor-lesson").getByRole("link").first().click();
  await expect(page.getByLabel("Lesson title")).toBeVisible();
  await page.getByRole("button", { name: "Add runnable code" }).click();
  const block = page.locator('[data-testid="editor-block"][data-kind="runnable"]');
  await expect(block).toHaveCount(1);
  await expect(block.getByLabel("Language")).toHaveValue("python");
  await expect(block.getByLabel("Function")).toHaveValue("add(a: int, b: int) -> int");
  await expect(block.getByLabel("Tests")).toHaveValue("[1,2] => 3\n[-4,4] => 0");
  // with JavaScript the starter code is in the problem page's editor
  if (withJs) await expect(block.locator(".cm-editor")).toBeVisible();
  else await expect(block.getByLabel("Starter code")).toHaveValue(/def add\(a, b\):/);
  await expectNoAxeViolations(page, info, "lesson editor with a runnable block", { tags: ["wcag2a", "wcag2aa"] });
  await block.getByLabel("Function").fill("add(a, b)");
  await page.getByRole("button", { name: "Save lesson" }).click();
  const refused = page.locator('[data-testid="editor-block"][data-kind="runnable"]');
  await expect(refused.getByText("Write the function as name(param: type, …) -> type")).toBeVisible();
  await expect(refused.getByLabel("Function")).toHaveValue("add(a, b)");
});
