// The trial banner's Extend Trial and the coach's onboarding tour (modals that are page states),
// as a learner meets them, with and without JavaScript (both projects).
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { js, signUp, uniqueEmail } from "./helpers";

/** A free trial of the learner that ends in two days (the banner's window). */
function giveTrialEndingSoon(email: string) {
  const db = new Database(process.env.CODELIFT_E2E_DB!);
  try {
    db.pragma("busy_timeout = 5000");
    const user = db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number };
    db.prepare(
      `INSERT INTO subscriptions (user_id, plan_code, feature_set, validity_months, plan_type, status, is_trial, auto_renew, processor, start_date, expiration_date)
       VALUES (?, '300-12-6000', 300, 12, 6000, 'trial', 1, 1, 'braintree', ?, ?)`,
    ).run(user.id, new Date(Date.now() - 5 * 86_400_000).toISOString(), new Date(Date.now() + 2 * 86_400_000).toISOString());
  } finally {
    db.close();
  }
}

test("the trial banner's Extend Trial gives 7 more days once", async ({ page }, info) => {
  const email = uniqueEmail("extend", info.project.name);
  await signUp(page, email, "extend-trial-pass-1");
  giveTrialEndingSoon(email);
  await page.goto("/learn/home");
  await expect(page.getByText("Your free trial expires in 2 days. Need more time?")).toBeVisible();
  await page.getByRole("button", { name: "Extend Trial" }).click();
  await expect(page.getByText(/Your free trial has been extended by 7 days, to /)).toBeVisible();
  await expect(page.getByRole("button", { name: "Extend Trial" })).toHaveCount(0);
  await expect(page.getByText("Need more time?")).toHaveCount(0);
});

test("the coach's onboarding tour: three steps, Back and Next, Done remembered", async ({ page }, info) => {
  const email = uniqueEmail("tour", info.project.name);
  await signUp(page, email, "coach-tour-pass-1");
  await page.goto("/interview-prep");
  await page.getByRole("link", { name: "New here? Take the tour" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toHaveAccessibleName("Choose a roadmap (1 of 3)");
  await dialog.getByRole("link", { name: "Next" }).click();
  await expect(page.getByRole("dialog")).toHaveAccessibleName("Let the coach pick your next problem (2 of 3)");
  await page.getByRole("dialog").getByRole("link", { name: "Back" }).click();
  await expect(page.getByRole("dialog")).toHaveAccessibleName("Choose a roadmap (1 of 3)");
  if (js(info)) {
    // Esc closes it like its ×, back to the page without the tour
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/interview-prep$/);
    await page.goto("/interview-prep?tour=1");
  }
  await page.getByRole("dialog").getByRole("link", { name: "Next" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Next" }).click();
  await expect(page.getByRole("dialog")).toHaveAccessibleName("Plan your weeks (3 of 3)");
  await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Take the tour", exact: true })).toBeVisible();
});
