// Paying with PayPal beside cards, as a learner does it (playwright.stripe.config.ts, whose setup also
// starts a PayPal-protocol server on loopback and points the app at it): the checkout's PayPal button
// sends the browser to PayPal's approval page (a plain redirect, so it works without JavaScript),
// PayPal sends it back, and the learner confirms the payment on our page. Runs in both browsers.
import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";
import { signUp, uniqueEmail } from "../helpers";

const ANNUAL = "/checkout/subscription-buy?plan=300-12-6000";
const MONTHLY = "/checkout/subscription-buy?plan=300-1-6000";
const TWO_YEARS = "/checkout/subscription-buy?plan=300-24-6000";
// The refusal of a recurring PayPal plan for a term other than a month or a year (docs/product/billing.md#paypal).
const RECURRING_PLAN_ONLY = "Recurring PayPal payments are only for individual monthly or annual plans. Pay once with PayPal instead.";

type Paid = {
  charges: { item_code: string; amount_cents: number; processor: string }[];
  subscriptions: { plan_code: string; status: string; processor: string; auto_renew: number; paypal_subscription_id: string | null }[];
};

/** The server's SQLite file, read-only. */
function paidBy(email: string): Paid {
  const db = new Database(process.env.CODELIFT_E2E_STRIPE_DB!, { readonly: true });
  try {
    db.pragma("busy_timeout = 5000");
    const { id } = db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number };
    return {
      charges: db.prepare("SELECT item_code, amount_cents, processor FROM transactions WHERE user_id = ? ORDER BY id").all(id) as Paid["charges"],
      subscriptions: db
        .prepare("SELECT plan_code, status, processor, auto_renew, paypal_subscription_id FROM subscriptions WHERE user_id = ? ORDER BY id")
        .all(id) as Paid["subscriptions"],
    };
  } finally {
    db.close();
  }
}

const atPaypal = () => new RegExp(`^${process.env.E2E_PAYPAL_ORIGIN!.replace(/[.]/g, "\\.")}/checkoutnow\\?token=`);
const recurringButton = (page: Page) => page.getByRole("button", { name: /a (month|year) with PayPal$/ });

test("a learner pays once with PayPal, approving at PayPal; two years cannot renew through PayPal @js @no-js", async ({ page }, info) => {
  const once = uniqueEmail("paypal-once", info.project.name);
  await signUp(page, once, "buyer-password-1", "PayPal Learner");
  await page.goto(TWO_YEARS);
  await expect(page.getByRole("button", { name: "Pay once with PayPal" })).toBeVisible();
  await expect(page.getByText(RECURRING_PLAN_ONLY)).toBeVisible();
  await expect(recurringButton(page)).toHaveCount(0);

  await page.goto(ANNUAL);
  await page.getByRole("button", { name: "Pay once with PayPal" }).click();
  await expect(page).toHaveURL(atPaypal());
  await expect(page.getByText("Pay 299.00 USD to Codelift")).toBeVisible();
  await page.getByLabel("PayPal e-mail").fill("once-payer@paypal.test");
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your PayPal payment" })).toBeVisible();
  await expect(page.getByText("Pay $299.00 once, with PayPal, for Premium · Annual?")).toBeVisible();
  expect(paidBy(once).charges).toEqual([]);
  await page.getByRole("button", { name: "Pay $299.00" }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?attempt=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your purchase" })).toBeVisible();
  expect(paidBy(once)).toEqual({
    charges: [{ item_code: "300-12-6000", amount_cents: 29900, processor: "paypal" }],
    subscriptions: [{ plan_code: "300-12-6000", status: "active", processor: "paypal", auto_renew: 0, paypal_subscription_id: null }],
  });
  // The billing page names the PayPal account by its e-mail.
  await page.goto("/account/billing");
  await expect(page.getByRole("list", { name: "PayPal accounts" })).toContainText("once-payer@paypal.test");
});

test("a learner pays monthly through a PayPal subscription approved at PayPal @js @no-js", async ({ page }, info) => {
  const monthly = uniqueEmail("paypal-monthly", info.project.name);
  await signUp(page, monthly, "buyer-password-1", "PayPal Monthly");
  await page.goto(MONTHLY);
  await expect(recurringButton(page)).toHaveText("Pay $59.00 a month with PayPal");
  await recurringButton(page).click();
  await expect(page).toHaveURL(atPaypal());
  await expect(page.getByText(/Agree to pay Codelift each period/)).toBeVisible();
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your PayPal payment" })).toBeVisible();
  await expect(page.getByText("PayPal renews the plan each period until you cancel it at PayPal or here.")).toBeVisible();
  expect(paidBy(monthly).charges).toEqual([]);
  await page.getByRole("button", { name: "Pay $59.00" }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?attempt=[0-9a-f-]{36}$/);
  const paid = paidBy(monthly);
  expect(paid.charges).toEqual([{ item_code: "300-1-6000", amount_cents: 5900, processor: "paypal" }]);
  expect(paid.subscriptions).toEqual([
    { plan_code: "300-1-6000", status: "active", processor: "paypal", auto_renew: 1, paypal_subscription_id: expect.stringMatching(/^I-/) },
  ]);
});
