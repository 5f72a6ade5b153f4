// Personal pages hydrate the server's markup without a mismatch. Parts of them are shared markup
// (docs/decisions/0041-shared-markup.md): the server splices HTML it rendered once into the
// document, and the browser renders the same component over it. React answers a mismatch by
// throwing the server's markup away (a console error, then a render from scratch); these pages must
// show neither, and what the shared parts hold must work once the page is live.
import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";
import { logIn } from "./helpers";

/** Console errors and uncaught errors while `visit` runs. */
async function errorsDuring(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  const onConsole = (m: { type(): string; text(): string }) => void (m.type() === "error" && errors.push(m.text()));
  const onError = (e: Error) => void errors.push(e.message);
  page.on("console", onConsole);
  page.on("pageerror", onError);
  try {
    await visit();
  } finally {
    page.off("console", onConsole);
    page.off("pageerror", onError);
  }
  return errors;
}

/** The page has loaded and Remix's router has started in it (hydration runs as its entry module does), then a moment more. */
async function hydrated(page: Page) {
  await page.waitForLoadState("load");
  await page.waitForFunction(() => Boolean((window as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The first lesson of the first free course (the e2e server's database, read-only). */
function freeLesson(): string {
  const db = new Database(process.env.CODELIFT_E2E_DB!, { readonly: true });
  try {
    const row = db
      .prepare(
        "SELECT c.author_id a, c.collection_id c, l.page_id p FROM lessons l JOIN courses c ON c.id = l.course_id WHERE c.is_free = 1 ORDER BY c.rank, l.position LIMIT 1",
      )
      .get() as { a: number; c: number; p: number };
    return `/collection/lesson/${row.a}/${row.c}/${row.p}`;
  } finally {
    db.close();
  }
}

test("the premium learner's coding path, problem page, lesson and home hydrate without a mismatch", async ({ page }) => {
  await logIn(page, "premium@codelift.test", "learn-premium-2026");
  for (const path of ["/interview-prep/coding", "/interview-prep/coding/palindrome-ignoring-symbols", freeLesson(), "/learn/home"]) {
    const errors = await errorsDuring(page, async () => {
      await page.goto(path);
      await hydrated(page);
    });
    expect(errors, path).toEqual([]);
  }

  // The shared patterns are live: a closed pattern opens, and a locked solution asks first.
  await page.goto("/interview-prep/coding");
  await hydrated(page);
  const closed = page
    .locator(".pattern-item")
    .filter({ has: page.locator("details:not([open])") })
    .first();
  const pattern = page.locator(`#${await closed.getAttribute("id")} details`);
  await pattern.locator("summary").click();
  await expect(pattern).toHaveAttribute("open", "");
  const locked = pattern.locator("a[data-reveal]").first();
  await locked.click();
  await expect(page.getByRole("dialog")).toBeVisible();
});
