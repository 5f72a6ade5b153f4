import AxeBuilder from "@axe-core/playwright";
import Database from "better-sqlite3";
import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";

/** The server's real SQLite file, read-only, to fetch links from the outbox as a mailbox would. */
export function mailLink(to: string, kind: "verify" | "reset"): string {
  const db = new Database(process.env.CODELIFT_E2E_DB!, { readonly: true });
  try {
    const row = db.prepare("SELECT body_text FROM outbox WHERE to_address = ? AND kind = ? ORDER BY id DESC LIMIT 1").get(to, kind) as
      { body_text: string } | undefined;
    const m = row?.body_text.match(/https?:\/\/[^\s]+\/(verify|reset-password)\/[\w-]+/);
    if (!m) throw new Error(`no ${kind} mail for ${to}`);
    return new URL(m[0]).pathname;
  } finally {
    db.close();
  }
}

export const uniqueEmail = (tag: string, project: string) => `${tag}-${project.replace(/\W/g, "")}-${Date.now()}@example.com`.toLowerCase();

export async function signUp(page: Page, email: string, password: string, name = "Journey Learner") {
  await page.goto("/signup");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/learn\/home$/);
}

export async function logIn(page: Page, email: string, password: string, ru?: string) {
  await page.goto(ru ? `/login?ru=${encodeURIComponent(ru)}` : "/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** Logs out and waits until the page shows a visitor's header (the form post has finished). */
export async function logOut(page: Page) {
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("link", { name: "Log in" }).first()).toBeVisible();
}

/** Gives the learner an active subscription of a tier (feature set; 300 is premium), as a checkout would. */
export function grantPremium(email: string, featureSet = 300) {
  const db = new Database(process.env.CODELIFT_E2E_DB!);
  try {
    db.pragma("busy_timeout = 5000");
    const user = db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number };
    db.prepare(
      `INSERT INTO subscriptions (user_id, plan_code, feature_set, validity_months, plan_type, status, paid_cents, start_date, expiration_date)
       VALUES (?, ?, ?, 12, 6000, 'active', 29900, ?, '2099-01-01T00:00:00.000Z')`,
    ).run(user.id, `${featureSet}-12-6000`, featureSet, new Date().toISOString());
  } finally {
    db.close();
  }
}

/** Whether the test runs in the project with JavaScript (playwright.config.ts has one with and one without). */
export const js = (info: Pick<TestInfo, "project">) => (info.project.use as { javaScriptEnabled?: boolean }).javaScriptEnabled !== false;

/**
 * No axe violations on the page as it is (`tags` limits axe to rules with those tags; `viewport`
 * sets the page's size first). axe runs as a script in the page, so it audits in the project with
 * JavaScript. In the project without it, the same call checks nothing more: every page state a
 * test reaches without JavaScript is a URL the server renders, and the same tests with JavaScript
 * audit those states after hydration, which keeps the server's markup (React refuses a mismatch).
 * Auditing them a second time, in a second context where axe could run, cost a page load and an
 * audit each (minutes of the test run) and found nothing the first audit had not.
 */
export async function expectNoAxeViolations(
  page: Page,
  info: TestInfo,
  what?: string,
  opts: { tags?: string[]; viewport?: { width: number; height: number } } = {},
) {
  if (!js(info)) return;
  if (opts.viewport) await page.setViewportSize(opts.viewport);
  // A toast fading in is half transparent for 300 ms: axe would measure its contrast mid-fade.
  // The audit is of the settled page, so finite animations (not a spinner's) finish first.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity));
  // Violations only: axe then skips gathering the nodes of the rules that passed (a fifth of an audit's time).
  const axe = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  if (opts.tags) axe.withTags(opts.tags);
  const results = await axe.analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    what,
  ).toEqual([]);
}

/** Tab and Shift+Tab, many times: the focus never leaves the dialog. */
export async function expectFocusTrapped(page: Page, dialog: Locator) {
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((d) => d.contains(document.activeElement) && document.activeElement !== d), `${key} #${i + 1}`).toBe(true);
    }
  }
}

/**
 * Screenshots for a person to look at (the pages at each width, the modals…) are saved only when
 * E2E_SHOTS=1: encoding a PNG at every step costs CPU in every run, and nothing reads them. A
 * failing test leaves its own screenshot whatever this says (playwright.config.ts).
 */
export const SHOTS = process.env.E2E_SHOTS === "1";
export async function keepScreenshot(target: Page | Locator, options: { path: string; fullPage?: boolean }) {
  if (!SHOTS) return;
  if ("goto" in target) await target.screenshot(options);
  else await target.screenshot({ path: options.path });
}
