// The product half of the modal catalogue (docs/product/shell.md#modals) with and without JavaScript (both projects of
// playwright.config.ts): update user role, the upgrade offer, trial success, weekly goal and
// streak. Each one is a state of its page: without JavaScript it shows over the page and closes by
// a link; with JavaScript it is a modal dialog with the focus on its first control, trapped, closed
// by Escape, and the focus goes back to what opened it. axe finds no violations with one open.
// Screenshots at 1280 and 375 px land in /tmp/shots-mb for a look.
import Database from "better-sqlite3";
import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { expectFocusTrapped, expectNoAxeViolations, grantPremium, js, signUp, uniqueEmail, keepScreenshot, SHOTS } from "./helpers";

/** The e2e server's database (writable, for setting up organizations and subscriptions). */
function withDb<T>(f: (db: Database.Database) => T): T {
  const db = new Database(process.env.CODELIFT_E2E_DB!);
  try {
    db.pragma("busy_timeout = 5000");
    return f(db);
  } finally {
    db.close();
  }
}
const userIdOf = (email: string) => withDb((db) => (db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id);

async function shots(page: Page, info: TestInfo, name: string) {
  if (!SHOTS) return; // the widths are for the screenshots only
  await page.setViewportSize({ width: 375, height: 760 });
  await keepScreenshot(page, { path: `/tmp/shots-mb/${name}-375-${info.project.name}.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await keepScreenshot(page, { path: `/tmp/shots-mb/${name}-1280-${info.project.name}.png` });
}

/**
 * Opens a modal from its opener: with JavaScript by the keyboard (so the focus has somewhere to
 * go back to), without by following the link (a page state).
 */
async function openWith(page: Page, opener: Locator, info: TestInfo) {
  if (js(info)) {
    await opener.focus();
    await page.keyboard.press("Enter");
  } else await opener.click();
}

/** With JavaScript: Escape closes and the focus is back on the opener; without: the close link. */
async function closeAndCheck(page: Page, dialog: Locator, opener: Locator, info: TestInfo, closeName: string | RegExp = "Close") {
  if (js(info)) {
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  } else {
    await dialog.getByRole("link", { name: closeName }).first().click();
    await expect(dialog).toHaveCount(0);
  }
}

test("update user role: a Change role opener per member, the role chosen in the modal, a refusal shown inside it", async ({
  page,
  request,
}, info) => {
  const adminEmail = uniqueEmail("role-admin", info.project.name);
  const memberEmail = uniqueEmail("role-member", info.project.name);
  const signup = await request.post("/api/user/signup", { data: { full_name: "Morgan Member", email: memberEmail, password: "member-password-1" } });
  expect(signup.status()).toBe(201);
  await signUp(page, adminEmail, "admin-password-1", "Ada Admin");
  const orgId = withDb((db) => {
    const org = db
      .prepare("INSERT INTO organizations (name, slug, kind, feature_flags) VALUES (?, ?, 'enterprise', '{}') RETURNING id")
      .get(`Rolecraft ${info.project.name}`, `rolecraft-${Date.now()}`) as { id: number };
    const join = db.prepare(
      "INSERT INTO organization_members (organization_id, user_id, role, is_admin, admin_level, is_manager, is_mentor) VALUES (?, ?, ?, ?, ?, 0, ?)",
    );
    join.run(org.id, userIdOf(adminEmail), "Admin", 1, "super_admin", 0);
    join.run(org.id, userIdOf(memberEmail), "Member", 0, null, 1);
    return org.id;
  });
  await page.goto(`/enterprise-dashboard/${orgId}`);
  const memberRow = page.locator(".org-member").filter({ hasText: memberEmail });
  await expect(memberRow).toContainText("Member");
  const opener = memberRow.getByRole("link", { name: "Change role of Morgan Member" });
  const dialog = page.getByRole("dialog", { name: "Change the role of Morgan Member" });

  await openWith(page, opener, info);
  await expect(dialog).toBeVisible();
  if (!js(info)) await expect(page).toHaveURL(new RegExp(`\\?dialog=role&member=${userIdOf(memberEmail)}$`));
  await expect(dialog.getByRole("radio", { name: /^Member/ })).toBeChecked();
  if (js(info)) await expect(dialog.getByRole("radio", { name: /^Member/ })).toBeFocused();
  await expectNoAxeViolations(page, info);
  await shots(page, info, "role-modal");
  await closeAndCheck(page, dialog, opener, info, "Close");
  await expect(page).toHaveURL(new RegExp(`/enterprise-dashboard/${orgId}$`));

  // Change it: Manager, the mentor flag kept.
  await openWith(page, opener, info);
  await dialog.getByRole("radio", { name: /^Manager/ }).check();
  await dialog.getByRole("button", { name: "Change role" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/enterprise-dashboard/${orgId}$`));
  await expect(memberRow.locator(".org-role")).toHaveText("Manager");
  await expect(memberRow).toContainText("mentor");

  // The last admin cannot step down: the refusal is inside the modal, which stays open.
  const adminRow = page.locator(".org-member").filter({ hasText: adminEmail });
  const self = adminRow.getByRole("link", { name: "Change role of Ada Admin" });
  const selfDialog = page.getByRole("dialog", { name: "Change the role of Ada Admin" });
  await openWith(page, self, info);
  await selfDialog.getByRole("radio", { name: /^Member/ }).check();
  await selfDialog.getByRole("button", { name: "Change role" }).click();
  await expect(selfDialog.getByRole("alert")).toHaveText("An organization needs at least one admin. Make someone else an admin first.");
  await expect(selfDialog).toBeVisible();
  await expect(selfDialog.getByRole("radio", { name: /^Member/ })).toBeChecked();
  await expectNoAxeViolations(page, info);
  await shots(page, info, "role-modal-refused");
  await selfDialog.getByRole("link", { name: "Cancel" }).click();
  await expect(selfDialog).toHaveCount(0);
  await expect(adminRow.locator(".org-role")).toHaveText("Admin");
});

test("upgrade offer: the annual banner's Upgrade Now opens the offer with the yearly price and saving; its button records the click and goes to the upgrade", async ({
  page,
}, info) => {
  const email = uniqueEmail("annual", info.project.name);
  await signUp(page, email, "annual-password-1", "Monty Monthly");
  const prices = withDb((db) => {
    const me = userIdOf(email);
    db.prepare(
      `INSERT INTO subscriptions (user_id, plan_code, feature_set, validity_months, plan_type, status, paid_cents, start_date, expiration_date)
       VALUES (?, '300-1-6000', 300, 1, 6000, 'active', 5900, ?, ?)`,
    ).run(me, new Date().toISOString(), new Date(Date.now() + 20 * 864e5).toISOString());
    const price = (code: string) => (db.prepare("SELECT list_price_cents c FROM plan_prices WHERE plan_code = ?").get(code) as { c: number }).c;
    return { monthly: price("300-1-6000"), annual: price("300-12-6000") };
  });
  const usd = (cents: number) => `$${(cents / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
  await page.goto("/explore");
  const banner = page.getByRole("region", { name: "Yearly billing offer" });
  await expect(banner).toContainText("Switch to yearly billing and pay less than twelve monthly payments.");
  const opener = banner.getByRole("link", { name: "Upgrade Now" });
  const dialog = page.getByRole("dialog", { name: "Switch to yearly billing" });

  await openWith(page, opener, info);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Yearly plan${usd(prices.annual)}`);
  await expect(dialog).toContainText(`Twelve monthly payments${usd(prices.monthly * 12)}`);
  await expect(dialog).toContainText(`You save${usd(prices.monthly * 12 - prices.annual)}`);
  if (js(info)) await expect(dialog.getByRole("link", { name: "Not now" })).toBeFocused();
  await expectNoAxeViolations(page, info);
  await shots(page, info, "upgrade-offer");
  await closeAndCheck(page, dialog, opener, info, "Not now");
  await expect(page).toHaveURL(/\/explore$/);
  expect(withDb((db) => (db.prepare("SELECT count(*) n FROM billing_nudges WHERE user_id = ?").get(userIdOf(email)) as { n: number }).n)).toBe(0);

  await openWith(page, opener, info);
  await dialog.getByRole("button", { name: "Upgrade to yearly" }).click();
  await expect(page).toHaveURL(/\/checkout\/subscription-upgrade\?plan=300-12-6000&monthly_to_annual=true$/);
  expect(
    withDb((db) =>
      db.prepare("SELECT count, action FROM billing_nudges WHERE user_id = ? AND kind = 'upgrade_to_annual_modal'").get(userIdOf(email)),
    ),
  ).toEqual({
    count: 1,
    action: "clicked",
  });
});

test("trial success: after the trial checkout the confirmation opens the modal once (what, when it ends, the price after, how to cancel)", async ({
  page,
}, info) => {
  const email = uniqueEmail("trial-ok", info.project.name);
  await signUp(page, email, "trial-password-1", "Tess Trial");
  await page.goto("/checkout/b2c-trial-avail?plan=300-1-6000");
  const form = page.locator("form.checkout-pay");
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByLabel("Expiry (MM/YY)").fill("12/34");
  await form.getByLabel("Security code").fill("123");
  await form.getByRole("button", { name: "Start free trial" }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?attempt=[0-9a-f-]+&trial=started$/);
  const dialog = page.getByRole("dialog", { name: "Your 7-day free trial has started" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Nothing was charged today.");
  await expect(dialog).toContainText(/Your trial ends on \w+ \d+, \d{4}\. Then your plan continues at \$[\d,.]+ a month/);
  await expect(dialog).toContainText("To cancel, turn off auto-renew in Billing before");
  await expect(dialog.getByRole("link", { name: "Go to Billing" })).toHaveAttribute("href", "/account/billing");
  if (js(info)) await expect(dialog.getByRole("link", { name: "Go to Billing" })).toBeFocused();
  await expectNoAxeViolations(page, info);
  await shots(page, info, "trial-success");
  if (js(info)) await expectFocusTrapped(page, dialog);
  await dialog.getByRole("link", { name: "Got it" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/order-confirmation\?attempt=[0-9a-f-]+$/);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Your free trial has started" })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test("weekly goal: set from the learn home through its modal, with this week's progress next to it", async ({ page }, info) => {
  const email = uniqueEmail("goal", info.project.name);
  await signUp(page, email, "goal-password-1", "Gail Goals");
  const card = page.getByRole("region", { name: "Weekly goal" });
  await expect(card).toContainText("No weekly goal yet.");
  const opener = card.getByRole("link", { name: "Set a weekly goal" });
  const dialog = page.getByRole("dialog", { name: "Set your weekly goal" });
  await openWith(page, opener, info);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("radio", { name: /^5 problems a week/ })).toBeChecked();
  if (js(info)) await expect(dialog.getByRole("radio", { name: /^5 problems a week/ })).toBeFocused();
  await expectNoAxeViolations(page, info);
  await shots(page, info, "weekly-goal");
  await closeAndCheck(page, dialog, opener, info, "Cancel");
  await expect(page).toHaveURL(/\/learn\/home$/);

  await openWith(page, opener, info);
  await dialog.getByRole("radio", { name: /^7 problems a week/ }).check();
  await dialog.getByRole("button", { name: "Save goal" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/learn\/home$/);
  await expect(card).toContainText("0 of 7 problems this week");
  await expect(card.getByRole("link", { name: "Change goal" })).toBeVisible();

  // The coding roadmap shows the same goal.
  await page.goto("/interview-prep/coding");
  await expect(page.getByRole("region", { name: "Weekly goal" })).toContainText("0 of 7 problems this week");
  await page.setViewportSize({ width: 375, height: 760 });
  await keepScreenshot(page, { path: `/tmp/shots-mb/weekly-goal-roadmap-375-${info.project.name}.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
});

test("streak: the result of the first graded submission of the day offers the streak (a modal with JavaScript, a panel without)", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("streak", info.project.name);
  await signUp(page, email, "streak-password-1", "Stella Streak");
  grantPremium(email);
  const me = userIdOf(email);
  // a graded submission yesterday: today's is the second day in a row
  withDb((db) => {
    const p = db.prepare("SELECT p.id, p.module_id, p.group_id FROM coach_pages p WHERE p.slug = 'palindrome-ignoring-symbols'").get() as {
      id: number;
      module_id: number;
      group_id: number;
    };
    db.prepare(
      "INSERT INTO coach_submissions (user_id, page_row_id, module_id, group_id, kind, language, code, difficulty, score, passed_testcases, total_testcases, created_at) VALUES (?, ?, ?, ?, 'submission', 'python', '', 'easy', 100, 1, 1, ?)",
    ).run(me, p.id, p.module_id, p.group_id, new Date(Date.now() - 864e5).toISOString());
  });
  await page.goto("/interview-prep/coding/palindrome-ignoring-symbols");
  const solution = withDb(
    (db) =>
      (
        JSON.parse(
          (
            db
              .prepare(
                "SELECT pr.solutions s FROM coach_pages p JOIN coach_problems pr ON pr.page_id = p.id WHERE p.slug = 'palindrome-ignoring-symbols'",
              )
              .get() as { s: string }
          ).s,
        ) as { python: string }
      ).python,
  );
  if (js(info)) await expect(page.locator(".cm-editor")).toBeVisible();
  await page.getByLabel("Code (Python)").fill(solution);
  const submit = page.getByRole("button", { name: "Submit", exact: true });
  await submit.click();
  await expect(page.locator(".result-status")).toBeVisible({ timeout: 60_000 });
  if (js(info)) {
    // The result offers it (the flow goes on undisturbed): "See your streak" opens the modal.
    const opener = page.getByRole("button", { name: "See your streak" });
    await expect(page.locator(".streak-offer")).toContainText("2 days in a row");
    const dialog = page.getByRole("dialog", { name: "2 days in a row" });
    await expect(dialog).toHaveCount(0);
    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Best streak: 2 days");
    await expect(dialog).toContainText("Submit a solution tomorrow to make it 3 days in a row.");
    await expect(dialog.getByRole("button", { name: "Keep going" })).toBeFocused();
    await expectNoAxeViolations(page, info);
    await shots(page, info, "streak");
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    await opener.click();
    await dialog.getByRole("button", { name: "Keep going" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  } else {
    const panel = page.getByRole("region", { name: "2 days in a row" });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText("Best streak: 2 days");
    await shots(page, info, "streak");
  }
  // A second submission the same day offers nothing new.
  await page.goto("/interview-prep/coding/palindrome-ignoring-symbols");
  if (js(info)) await expect(page.locator(".cm-editor")).toBeVisible();
  await page.getByLabel("Code (Python)").fill(solution);
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(page.locator(".result-status")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("days in a row")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "See your streak" })).toHaveCount(0);
  await page.goto("/learn/home");
  await expect(page.getByRole("region", { name: "Weekly goal" })).toContainText("Streak: 2 days in a row · Best streak: 2 days");
});
