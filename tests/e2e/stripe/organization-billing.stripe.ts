// Organization billing with Stripe as the processor (docs/product/billing.md#organization-billing),
// as an admin does it (playwright.stripe.config.ts): on the admin area's billing page the card is
// entered in Stripe's own field, which saves it through the organization's b2b SetupIntent (the
// fake Stripe.js confirms it at the Stripe-protocol server); the admin then buys seats with it.
// Without JavaScript the page says a new card needs it and still leads to the seats checkout.
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { logIn } from "../helpers";
import { TEST_CARDS } from "./fake-stripe-js";

const NEEDS_JAVASCRIPT = "Adding a new card needs JavaScript: Stripe collects card numbers only in its own secure field.";
const CONFIRMATION = /\/order-confirmation\/stripe\?attempt=[0-9a-f-]{36}$/;

type Acme = { org: number; sub: number; seats: number; owner: number };
function acme(): Acme {
  const db = new Database(process.env.CODELIFT_E2E_STRIPE_DB!, { readonly: true });
  try {
    db.pragma("busy_timeout = 5000");
    return db
      .prepare(
        `SELECT o.id AS org, s.id AS sub, s.seats AS seats, (SELECT id FROM users WHERE email = 'owner@acme.test') AS owner
         FROM organizations o JOIN organization_subscriptions s ON s.organization_id = o.id WHERE o.slug = 'acme-team'`,
      )
      .get() as Acme;
  } finally {
    db.close();
  }
}
function readRows<T>(sql: string, ...args: unknown[]): T[] {
  const db = new Database(process.env.CODELIFT_E2E_STRIPE_DB!, { readonly: true });
  try {
    db.pragma("busy_timeout = 5000");
    return db.prepare(sql).all(...args) as T[];
  } finally {
    db.close();
  }
}

test("an organization admin adds a card through the b2b SetupIntent and buys seats with it @js", async ({ page }) => {
  const before = acme();
  await logIn(page, "owner@acme.test", "acme-owner-2026", `/enterprise-dashboard/${before.org}/billing`);
  await expect(page.getByRole("heading", { level: 1, name: "Billing for Acme Team" })).toBeVisible();
  await expect(page.getByText(NEEDS_JAVASCRIPT)).toHaveCount(0);

  const add = page.locator("form.pm-add");
  await add.getByLabel("Test card").selectOption(TEST_CARDS.visa.value);
  const setup = page.waitForRequest((r) => r.url().endsWith("/api/stripe/setup-intent/create/b2b") && r.method() === "POST");
  await add.getByRole("button", { name: "Add card" }).click();
  expect(JSON.parse((await setup).postData() ?? "{}")).toEqual({ organization_id: before.org, subscription_id: before.sub });
  const methods = page.getByRole("list", { name: "The organization's payment methods" });
  await expect(methods.getByText("Visa ending in 4242")).toBeVisible();
  await expect(methods.getByText("Default")).toBeVisible();
  const saved = readRows<{ processor: string; token: string; is_primary: number }>(
    "SELECT processor, processor_token AS token, is_primary FROM payment_methods WHERE user_id = ?",
    before.owner,
  );
  expect(saved).toEqual([{ processor: "stripe", token: expect.stringMatching(/^pm_\w+$/), is_primary: 1 }]);

  // More seats, paid with the card just saved (the checkout selects it).
  await page.getByRole("link", { name: "Buy more seats" }).click();
  await expect(page).toHaveURL(/\/checkout\/team-subscription-seats-purchase\?/);
  await expect(page.getByRole("radio", { name: /4242/ })).toBeChecked();
  await page.getByRole("button", { name: /^Pay \$[\d,.]+$/ }).click();
  await expect(page).toHaveURL(CONFIRMATION);
  expect(acme().seats).toBe(before.seats + 1);
  const charges = readRows<{ processor: string; checkout_type: string }>(
    "SELECT processor, checkout_type FROM transactions WHERE user_id = ? ORDER BY id",
    before.owner,
  );
  expect(charges).toEqual([{ processor: "stripe", checkout_type: "team-subscription-seats-purchase" }]);

  // Back on the billing page the admin is the paying admin now.
  await page.goto(`/enterprise-dashboard/${before.org}/billing`);
  await expect(page.getByText("Your cards pay for this subscription")).toBeVisible();
});

test("without JavaScript the billing page says a new card needs it and still leads to the seats checkout @no-js", async ({ page }) => {
  const { org } = acme();
  await logIn(page, "owner@acme.test", "acme-owner-2026", `/enterprise-dashboard/${org}/billing`);
  await expect(page.getByRole("heading", { level: 1, name: "Billing for Acme Team" })).toBeVisible();
  await expect(page.getByText(NEEDS_JAVASCRIPT)).toBeVisible();
  await page.getByRole("link", { name: "Buy more seats" }).click();
  await expect(page).toHaveURL(/\/checkout\/team-subscription-seats-purchase\?/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("seats");
});
