// Buying with Stripe as the processor, as a learner does it (playwright.stripe.config.ts): with
// JavaScript the new card is entered in Stripe's own field (a fake Stripe.js on loopback, which
// confirms a SetupIntent at the Stripe-protocol server from the browser), the checkout charges the
// PaymentMethod it gives; without JavaScript the page says a new card needs it, and a saved card
// still pays.
import Database from "better-sqlite3";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { signUp, uniqueEmail } from "../helpers";
import { TEST_CARDS } from "./fake-stripe-js";

const PREMIUM_LESSON = "/coursesv3/react-fundamentals/props-and-composition";
const PREMIUM_YEAR = "/checkout/subscription-quick-buy?plan=300-12-6000";
const PREMIUM_MONTH = "/checkout/subscription-buy?plan=300-1-6000";
const NEEDS_JAVASCRIPT = "Adding a new card needs JavaScript: Stripe collects card numbers only in its own secure field.";
// The sentence for a declined card (docs/product/billing.md#checkout) (SUPPORT_EMAIL is not set for this server).
const DECLINED =
  "It looks like your card has been declined. Fear not! This is common in your geography. Please contact our payment fulfillment team at support@codelift.dev so an invoice can be sent...";
const CONFIRMATION = /\/order-confirmation\/stripe\?attempt=[0-9a-f-]{36}$/;

type Billing = {
  charges: { attempt_id: string; item_code: string; amount_cents: number; processor: string }[];
  attempts: { id: string; status: string; failure_code: string | null }[];
  subscriptions: { plan_code: string; status: string; processor: string }[];
  methods: { processor: string; processor_token: string; last4: string }[];
};

/** The server's SQLite file, read-only. */
function billingOf(email: string): Billing {
  const db = new Database(process.env.CODELIFT_E2E_STRIPE_DB!, { readonly: true });
  try {
    db.pragma("busy_timeout = 5000");
    const { id } = db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number };
    return {
      charges: db
        .prepare("SELECT attempt_id, item_code, amount_cents, processor FROM transactions WHERE user_id = ? ORDER BY id")
        .all(id) as Billing["charges"],
      attempts: db
        .prepare("SELECT id, status, failure_code FROM checkout_attempts WHERE user_id = ? ORDER BY created_at")
        .all(id) as Billing["attempts"],
      subscriptions: db
        .prepare("SELECT plan_code, status, processor FROM subscriptions WHERE user_id = ? ORDER BY id")
        .all(id) as Billing["subscriptions"],
      methods: db
        .prepare("SELECT processor, processor_token, last4 FROM payment_methods WHERE user_id = ? ORDER BY id")
        .all(id) as Billing["methods"],
    };
  } finally {
    db.close();
  }
}

async function newLearner(page: Page, info: TestInfo, tag: string) {
  const email = uniqueEmail(`stripe-${tag}`, info.project.name);
  await signUp(page, email, "buyer-password-1", "Stripe Learner");
  return email;
}

/** The total the page will charge (the form's expected_total, in cents). */
const expectedTotal = async (page: Page) => Number(await page.locator('form.checkout-pay input[name="expected_total"]').inputValue());

const testCard = (page: Page) => page.locator("form.checkout-pay").getByLabel("Test card");
const payButton = (page: Page) => page.locator("form.checkout-pay").getByRole("button", { name: /^Pay \$[\d,.]+$/ });

async function expectLessonOpen(page: Page) {
  await page.goto(PREMIUM_LESSON);
  await expect(page.getByRole("heading", { level: 1, name: "Props and Composition" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Props are a component's inputs" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Keep reading with Codelift Unlimited" })).toHaveCount(0);
}

test("a new learner pays Premium with a card entered in Stripe's field and opens a premium lesson @js", async ({ page }, info) => {
  const blocked: string[] = [];
  page.on("console", (m) => /Content Security Policy/i.test(m.text()) && blocked.push(m.text()));
  const email = await newLearner(page, info, "buyer");

  const res = await page.goto(PREMIUM_YEAR);
  // The CSP names Stripe.js's origin for scripts and Stripe's origins for frames and API calls.
  const csp = res!.headers()["content-security-policy"]!;
  const js = process.env.E2E_STRIPE_JS_ORIGIN!;
  const api = process.env.E2E_STRIPE_API_ORIGIN!;
  expect(csp).toMatch(new RegExp(`script-src 'self' 'nonce-[^']+' ${js.replace(/[.]/g, "\\.")};`));
  expect(csp).toContain(`connect-src 'self' ${js} ${api};`);
  expect(csp).toContain(`frame-src ${js} ${api};`);

  await expect(testCard(page)).toBeVisible();
  await expect(page.getByText(NEEDS_JAVASCRIPT)).toHaveCount(0);
  // Stripe.js is loaded from its URL, with the page's nonce.
  await expect(page.locator(`script[src="${js}/v3/"]`)).toHaveCount(1);
  expect(await page.locator(`script[src="${js}/v3/"]`).evaluate((s: HTMLScriptElement) => (s.nonce ?? "").length > 0)).toBe(true);

  const total = await expectedTotal(page);
  expect(total).toBeGreaterThan(0);
  await testCard(page).selectOption(TEST_CARDS.visa.value);
  await payButton(page).click();
  await expect(page).toHaveURL(CONFIRMATION);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your purchase" })).toBeVisible();

  const attempt = new URL(page.url()).searchParams.get("attempt");
  const billing = billingOf(email);
  expect(billing.charges).toEqual([{ attempt_id: attempt, item_code: "300-12-6000", amount_cents: total, processor: "stripe" }]);
  expect(billing.subscriptions).toEqual([expect.objectContaining({ plan_code: "300-12-6000", status: "active", processor: "stripe" })]);
  // The card Stripe saved through the SetupIntent is the learner's now.
  expect(billing.methods).toEqual([{ processor: "stripe", processor_token: expect.stringMatching(/^pm_\w+$/), last4: "4242" }]);
  expect(blocked).toEqual([]);
  await expectLessonOpen(page);
});

test("a card Stripe declines shows Stripe's message, one declined at the charge our decline sentence; then a good card pays @js", async ({
  page,
}, info) => {
  const email = await newLearner(page, info, "declined");
  await page.goto(PREMIUM_MONTH);

  // Nothing chosen: Stripe.js's own validation message, and nothing sent.
  await payButton(page).click();
  await expect(page.locator(".stripe-card-error")).toHaveText("Your card number is incomplete.");

  // Declined when Stripe checks the card (the SetupIntent): Stripe's message in the live region.
  await testCard(page).selectOption(TEST_CARDS.declined.value);
  await payButton(page).click();
  await expect(page.locator(".stripe-card-error")).toHaveText("Your card was declined.");
  await expect(page).toHaveURL(/\/checkout\/subscription-buy\?plan=300-1-6000$/);
  let billing = billingOf(email);
  expect(billing.attempts).toEqual([]);
  expect(billing.charges).toEqual([]);

  // Saved by Stripe, declined when charged: the checkout answers with that sentence.
  await testCard(page).selectOption(TEST_CARDS.declinedWhenCharged.value);
  await expect(page.locator(".stripe-card-error")).toHaveText("");
  await payButton(page).click();
  await expect(page.getByRole("alert").filter({ hasText: "It looks like your card has been declined." })).toHaveText(DECLINED);
  billing = billingOf(email);
  expect(billing.attempts.map((a) => [a.status, a.failure_code])).toEqual([["failed", "card_declined"]]);
  expect(billing.charges).toEqual([]);
  expect(billing.subscriptions).toEqual([]);

  // A good card in the same field: one charge, for a new attempt.
  await testCard(page).selectOption(TEST_CARDS.visa.value);
  await payButton(page).click();
  await expect(page).toHaveURL(CONFIRMATION);
  billing = billingOf(email);
  const attempt = new URL(page.url()).searchParams.get("attempt");
  expect(billing.attempts.map((a) => [a.status, a.failure_code])).toEqual([
    ["failed", "card_declined"],
    ["succeeded", null],
  ]);
  expect(billing.charges).toEqual([expect.objectContaining({ attempt_id: attempt, item_code: "300-1-6000", processor: "stripe" })]);
  expect(billing.subscriptions).toEqual([expect.objectContaining({ plan_code: "300-1-6000", status: "active" })]);
});

test("without JavaScript the page says a new card needs it, and a saved card still pays @no-js", async ({ page }, info) => {
  const email = await newLearner(page, info, "nojs");
  await page.goto(PREMIUM_YEAR);
  await expect(page.getByText(NEEDS_JAVASCRIPT)).toContainText("Turn JavaScript on to add a card.");
  await expect(testCard(page)).toHaveCount(0);
  await expect(page.locator('form.checkout-pay input[name="card_number"]')).toHaveCount(0);

  // A card saved earlier (Stripe's test card, through the billing page's add form) pays with a plain form post.
  const saved = await page.request.post("/account/billing", { form: { intent: "add", payment_method: "pm_card_visa" }, maxRedirects: 0 });
  expect(saved.status()).toBe(302);
  expect(saved.headers()["location"]).toBe("/account/billing");
  await page.goto(PREMIUM_YEAR);
  await expect(page.getByText(NEEDS_JAVASCRIPT)).toContainText("You can pay with a saved card");
  await expect(page.getByRole("radio", { name: /4242/ })).toBeChecked();
  const total = await expectedTotal(page);
  await payButton(page).click();
  await expect(page).toHaveURL(CONFIRMATION);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your purchase" })).toBeVisible();
  const billing = billingOf(email);
  expect(billing.charges).toEqual([expect.objectContaining({ amount_cents: total, item_code: "300-12-6000", processor: "stripe" })]);
  await expectLessonOpen(page);
});
