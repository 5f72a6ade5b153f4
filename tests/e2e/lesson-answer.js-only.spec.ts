// The autosave of the "Your answer" widget with JavaScript (docs/product/learner-data.md#your-answer: request, success and
// failure states): "Saving…" while the request runs, "Saved", "Not saved: retry" with a Retry
// that works; two tabs on the same widget: last write wins by timestamp, the tab that lost is told
// and keeps its text (its learner chooses), whether it hears of it from the other tab or from the
// server's 409 (a tab whose clock is an hour behind).
import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail, keepScreenshot } from "./helpers";

const LESSON = "/coursesv3/modern-javascript-essentials/functions-and-closures";
const ANSWER = "Try it in your own words: your answer is kept with this lesson.";
const SAVE_PATH = "**/api/userdata/map/work_id/**";
const status = (p: Page) => p.getByTestId("autosave-status");

test("Saving…, Saved, and Not saved: retry with a Retry that works", async ({ page }, info) => {
  await signUp(page, uniqueEmail("autosave", info.project.name), "autosave-password-2026");
  await page.goto(LESSON);
  // a slow save shows the request state
  await page.route(SAVE_PATH, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.getByLabel(ANSWER).fill("slow but sure");
  await expect(status(page)).toHaveText("Saving…");
  await expect(status(page)).toHaveText("Saved");
  await page.unroute(SAVE_PATH);
  // the network fails: the learner is told, keeps the text, and Retry saves it
  await page.route(SAVE_PATH, (route) => (route.request().method() === "POST" ? route.abort() : route.continue()));
  await page.getByLabel(ANSWER).fill("typed while offline");
  await expect(status(page)).toHaveText("Not saved: retry");
  await keepScreenshot(page.locator("#lesson-answer"), { path: "test-results/lesson-answer-failure.png" });
  await page.unroute(SAVE_PATH);
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(status(page)).toHaveText("Saved");
  await expect(page.getByRole("button", { name: "Retry" })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel(ANSWER)).toHaveValue("typed while offline");
});

test("two tabs: the later write wins, the tab that lost is told and keeps its text", async ({ page: a, context }, info) => {
  await signUp(a, uniqueEmail("twotabs", info.project.name), "twotabs-password-2026");
  await a.goto(LESSON);
  const b = await context.newPage();
  await b.goto(LESSON);
  await a.getByLabel(ANSWER).fill("alpha");
  await expect(status(a)).toHaveText("Saved");
  // nothing was typed in B: it takes A's text
  await expect(b.getByLabel(ANSWER)).toHaveValue("alpha");
  await b.getByLabel(ANSWER).fill("alpha and beta");
  await expect(status(b)).toHaveText("Saved");
  // A lost: told, with the other version shown, and its own text untouched
  await expect(status(a)).toHaveText("Not saved: a newer version was saved in another tab");
  await expect(a.getByRole("alert")).toContainText("alpha and beta");
  await expect(a.getByLabel(ANSWER)).toHaveValue("alpha");
  await a.setViewportSize({ width: 375, height: 800 });
  await keepScreenshot(a.locator("#lesson-answer"), { path: "test-results/lesson-answer-conflict-375.png" });
  await a.getByRole("button", { name: "Keep mine (save over it)" }).click();
  await expect(status(a)).toHaveText("Saved");
  // now B lost, and chooses the other version
  await expect(status(b)).toHaveText("Not saved: a newer version was saved in another tab");
  await expect(b.getByLabel(ANSWER)).toHaveValue("alpha and beta");
  await b.getByRole("button", { name: "Use the other version" }).click();
  await expect(b.getByLabel(ANSWER)).toHaveValue("alpha");
  await expect(status(b)).toHaveText("Saved");
  const c = await context.newPage();
  await c.goto(LESSON);
  await expect(c.getByLabel(ANSWER)).toHaveValue("alpha");
});

test("a tab whose clock is behind is refused (409) by the server: told, text kept, Keep mine saves it", async ({ page, context, browser }, info) => {
  await signUp(page, uniqueEmail("skew", info.project.name), "skew-password-2026");
  await page.goto(LESSON);
  await page.getByLabel(ANSWER).fill("saved on time");
  await expect(status(page)).toHaveText("Saved");
  // another browser (the same session) whose clock is an hour behind: its writes carry older timestamps
  const other = await browser.newContext({ baseURL: info.project.use.baseURL, storageState: await context.storageState() });
  await other.clock.setFixedTime(new Date(Date.now() - 60 * 60_000));
  const behind = await other.newPage();
  await behind.goto(LESSON);
  await expect(behind.getByLabel(ANSWER)).toHaveValue("saved on time");
  const refused = behind.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/api/userdata/map/work_id/"));
  await behind.getByLabel(ANSWER).fill("saved on time, then late words");
  expect((await refused).status()).toBe(409);
  await expect(status(behind)).toHaveText("Not saved: a newer version was saved in another tab");
  await expect(behind.getByLabel(ANSWER)).toHaveValue("saved on time, then late words");
  await behind.getByRole("button", { name: "Keep mine (save over it)" }).click();
  await expect(status(behind)).toHaveText("Saved");
  await page.reload();
  await expect(page.getByLabel(ANSWER)).toHaveValue("saved on time, then late words");
  await other.close();
});
