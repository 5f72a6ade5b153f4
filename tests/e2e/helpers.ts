import Database from "better-sqlite3";
import { expect, type Page } from "@playwright/test";

/** The server's real SQLite file, read-only, to fetch links from the outbox as a mailbox would. */
export function mailLink(to: string, kind: "verify" | "reset"): string {
  const db = new Database(process.env.CODELIFT_E2E_DB!, { readonly: true });
  try {
    const row = db.prepare("SELECT body_text FROM outbox WHERE to_address = ? AND kind = ? ORDER BY id DESC LIMIT 1").get(to, kind) as
      | { body_text: string }
      | undefined;
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
