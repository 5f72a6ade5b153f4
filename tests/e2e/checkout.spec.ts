// Buying Codelift Unlimited as a learner does it, with and without JavaScript (both projects of
// playwright.config.ts): the offer page, the checkout with a coupon, the embedded test-mode card
// gateway (a good card, a declined card, a 3-D Secure card), the order confirmation, the charge
// in the database, and the premium lesson open right after. Then the pages at a phone's width.
import fs from "node:fs";
import Database from "better-sqlite3";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { signUp, uniqueEmail, keepScreenshot } from "./helpers";

const PREMIUM_LESSON = "/coursesv3/react-fundamentals/props-and-composition";
const PREMIUM_CHECKOUT = /\/checkout\/subscription-quick-buy\?plan=300-12-6000$/;
// The sentence for a declined card (docs/product/billing.md#checkout) (SUPPORT_EMAIL is not set for the e2e server).
const DECLINED =
  "It looks like your card has been declined. Fear not! This is common in your geography. Please contact our payment fulfillment team at support@codelift.dev so an invoice can be sent...";
const CARD_OK = "4242 4242 4242 4242";
const CARD_DECLINED = "4000 0000 0000 0002";
const CARD_3DS = "4000 0027 6000 3184";

type Charge = { attempt_id: string; item_code: string; amount_cents: number; status: string; coupon_code: string | null; line_items: string };
type Attempt = { id: string; status: string; total_cents: number; failure_code: string | null };

/** The server's SQLite file, read-only: what the learner was charged and what the checkout attempts became. */
function billingOf(email: string): {
  charges: Charge[];
  attempts: Attempt[];
  subscriptions: { plan_code: string; status: string; paid_cents: number }[];
} {
  const db = new Database(process.env.CODELIFT_E2E_DB!, { readonly: true });
  try {
    db.pragma("busy_timeout = 5000");
    const user = db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number } | undefined;
    if (!user) throw new Error(`no user ${email}`);
    return {
      charges: db
        .prepare("SELECT attempt_id, item_code, amount_cents, status, coupon_code, line_items FROM transactions WHERE user_id = ? ORDER BY id")
        .all(user.id) as Charge[],
      attempts: db
        .prepare("SELECT id, status, total_cents, failure_code FROM checkout_attempts WHERE user_id = ? ORDER BY created_at")
        .all(user.id) as Attempt[],
      subscriptions: db.prepare("SELECT plan_code, status, paid_cents FROM subscriptions WHERE user_id = ? ORDER BY id").all(user.id) as {
        plan_code: string;
        status: string;
        paid_cents: number;
      }[],
    };
  } finally {
    db.close();
  }
}

/** A row of the price table by its label, e.g. "Coupon WELCOME20 (20%)" → "-$59.80". */
const priceRow = (page: Page, label: string | RegExp) =>
  page.locator(".price-breakdown tr").filter({ has: page.getByRole("rowheader", { name: label }) });

/** Opens /unlimited (12 months by default) and follows the Premium plan's call to action. */
async function choosePremium(page: Page) {
  await page.goto("/unlimited");
  await expect(page.getByRole("heading", { level: 1, name: "Codelift Unlimited" })).toBeVisible();
  const premium = page.locator(".plan-card").filter({ has: page.getByRole("heading", { level: 2, name: "Premium", exact: true }) });
  await expect(premium.locator(".plan-price strong")).toHaveText("$299.00");
  await premium.getByRole("link", { name: /^Get started/ }).click();
  await expect(page).toHaveURL(PREMIUM_CHECKOUT);
  await expect(page.getByRole("heading", { level: 1, name: "Subscribe" })).toBeVisible();
}

async function payWith(page: Page, number: string, total: string) {
  const form = page.locator("form.checkout-pay");
  await form.getByLabel("Card number").fill(number);
  await form.getByLabel("Expiry (MM/YY)").fill("12/34");
  await form.getByLabel("Security code").fill("123");
  await form.getByRole("button", { name: `Pay ${total}` }).click();
}

async function newLearner(page: Page, info: TestInfo, tag: string) {
  const email = uniqueEmail(tag, info.project.name);
  await signUp(page, email, "buyer-password-1", "Paying Learner");
  return email;
}

async function expectPaywall(page: Page) {
  await page.goto(PREMIUM_LESSON);
  await expect(page.getByRole("heading", { level: 1, name: "Props and Composition" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Keep reading with Codelift Unlimited" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Props are a component's inputs" })).toHaveCount(0);
}

async function expectLessonOpen(page: Page) {
  await page.goto(PREMIUM_LESSON);
  await expect(page.getByRole("heading", { level: 1, name: "Props and Composition" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Props are a component's inputs" })).toBeVisible();
  await expect(page.getByText("Props are the attributes you pass to a component.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Keep reading with Codelift Unlimited" })).toHaveCount(0);
}

test("a free learner buys Premium with WELCOME20, is charged the engine's total and opens a premium lesson", async ({ page }, info) => {
  const email = await newLearner(page, info, "buyer");
  await expectPaywall(page);

  await choosePremium(page);
  await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
  await expect(page.getByRole("note")).toContainText("Test mode.");
  await expect(priceRow(page, "List price")).toContainText("$299.00");
  await expect(page.getByRole("button", { name: "Pay $299.00" })).toBeVisible();

  // The coupon GET form: the page is priced again with the coupon line.
  await page.getByRole("textbox", { name: "Coupon" }).fill("WELCOME20");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]coupon=WELCOME20(&|$)/);
  await expect(page.getByText("Coupon WELCOME20 applied.")).toBeVisible();
  await expect(priceRow(page, "Coupon WELCOME20 (20%)")).toContainText("-$59.80");
  await expect(page.locator(".checkout-summary .price-breakdown tfoot")).toContainText("$239.20");

  await payWith(page, CARD_OK, "$239.20");
  await expect(page).toHaveURL(/\/order-confirmation\?attempt=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your purchase" })).toBeVisible();
  await expect(page.getByText("Premium · Annual is active now")).toBeVisible();
  await expect(priceRow(page, "Coupon WELCOME20 (20%)")).toContainText("-$59.80");
  await expect(page.locator(".price-breakdown tfoot")).toContainText("$239.20");
  await expect(page.getByRole("status").filter({ hasText: "Payment received. Welcome aboard!" })).toBeVisible();

  // The database: one charge, of the total the page showed, for the attempt on the confirmation's URL.
  const attempt = new URL(page.url()).searchParams.get("attempt");
  const billing = billingOf(email);
  expect(billing.charges).toHaveLength(1);
  const [charge] = billing.charges;
  expect(charge).toMatchObject({ attempt_id: attempt, item_code: "300-12-6000", amount_cents: 23920, coupon_code: "WELCOME20" });
  // The engine's lines add up to what was charged.
  const lines = JSON.parse(charge!.line_items) as { id: string; amountCents: number }[];
  expect(lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(23920);
  expect(lines.find((l) => l.id === "coupon_discount")?.amountCents).toBe(-5980);
  expect(billing.attempts).toEqual([expect.objectContaining({ id: attempt, status: "succeeded", total_cents: 23920 })]);
  expect(billing.subscriptions).toEqual([expect.objectContaining({ plan_code: "300-12-6000", status: "active", paid_cents: 23920 })]);

  // The user info the client reads says so too.
  const infoRes = await page.request.get("/api/user/info");
  expect(infoRes.ok()).toBe(true);
  const userInfo = await infoRes.json();
  expect(userInfo).toMatchObject({ is_user_subscribed: true, post_checkout: true, subscription: { plan: "300-12-6000", status: "active" } });

  await expectLessonOpen(page);

  // /unlimited now marks the plan as the learner's own, with no call to action to buy it again.
  await page.goto("/unlimited");
  const premium = page.locator(".plan-card").filter({ has: page.getByRole("heading", { level: 2, name: "Premium", exact: true }) });
  await expect(premium.getByText("Your current plan")).toBeVisible();
});

test("a declined card shows its decline sentence, and the learner pays again with a good card", async ({ page }, info) => {
  const email = await newLearner(page, info, "declined");
  await choosePremium(page);

  await payWith(page, CARD_DECLINED, "$299.00");
  await expect(page.getByRole("alert").filter({ hasText: "It looks like your card has been declined." })).toHaveText(DECLINED);
  await expect(page).toHaveURL(PREMIUM_CHECKOUT);
  const declined = billingOf(email);
  expect(declined.charges).toEqual([]);
  expect(declined.subscriptions).toEqual([]);
  expect(declined.attempts.map((a) => [a.status, a.failure_code, a.total_cents])).toEqual([["failed", "card_declined", 29900]]);

  // The learner types a good card into the same form and pays: one charge, for a new attempt.
  await payWith(page, CARD_OK, "$299.00");
  await expect(page).toHaveURL(/\/order-confirmation\?attempt=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your purchase" })).toBeVisible();
  await expect(page.locator(".price-breakdown tfoot")).toContainText("$299.00");
  const billing = billingOf(email);
  const attempt = new URL(page.url()).searchParams.get("attempt");
  expect(billing.charges).toEqual([expect.objectContaining({ attempt_id: attempt, amount_cents: 29900, item_code: "300-12-6000" })]);
  expect(billing.attempts.map((a) => [a.status, a.failure_code])).toEqual([
    ["failed", "card_declined"],
    ["succeeded", null],
  ]);
  expect(billing.attempts[1]!.id).toBe(attempt);
  expect(billing.subscriptions).toEqual([expect.objectContaining({ plan_code: "300-12-6000", status: "active", paid_cents: 29900 })]);
  await expectLessonOpen(page);
});

test("the 3-D Secure card asks for a confirmation; Cancel charges nothing, Confirm payment completes the order", async ({ page }, info) => {
  const email = await newLearner(page, info, "threeds");
  await choosePremium(page);

  await payWith(page, CARD_3DS, "$299.00");
  await expect(page).toHaveURL(/\/checkout\/3ds\/[^/?]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your payment" })).toBeVisible();
  await expect(page.getByText("Pay $299.00 for Premium · Annual?")).toBeVisible();
  expect(billingOf(email).charges).toEqual([]);

  // Cancel: back on the checkout with the sentence, nothing charged, the lesson still closed.
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(PREMIUM_CHECKOUT);
  await expect(page.getByRole("alert").filter({ hasText: "security check was not completed" })).toContainText(
    "The card's security check was not completed, so nothing was charged. Please try again.",
  );
  const cancelled = billingOf(email);
  expect(cancelled.charges).toEqual([]);
  expect(cancelled.subscriptions).toEqual([]);
  expect(cancelled.attempts.map((a) => [a.status, a.failure_code])).toEqual([["failed", "authentication_failed"]]);

  // Again, and confirm.
  await payWith(page, CARD_3DS, "$299.00");
  await expect(page).toHaveURL(/\/checkout\/3ds\/[^/?]+$/);
  const threeDsUrl = page.url();
  await page.getByRole("button", { name: "Confirm payment" }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?attempt=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you for your purchase" })).toBeVisible();
  await expect(page.locator(".price-breakdown tfoot")).toContainText("$299.00");
  const billing = billingOf(email);
  expect(billing.charges).toEqual([expect.objectContaining({ amount_cents: 29900, attempt_id: new URL(page.url()).searchParams.get("attempt") })]);
  expect(billing.subscriptions).toEqual([expect.objectContaining({ plan_code: "300-12-6000", status: "active", paid_cents: 29900 })]);

  // The confirmation step, opened again, sends to the order instead of asking twice.
  await page.goto(threeDsUrl);
  await expect(page).toHaveURL(/\/order-confirmation\?attempt=/);
  await expectLessonOpen(page);
});

/** Full-page screenshots under test-results/ (kept out of git), one name per project and width. */
async function shoot(page: Page, info: TestInfo, name: string) {
  const dir = `test-results/checkout-screens`;
  fs.mkdirSync(dir, { recursive: true });
  await keepScreenshot(page, { path: `${dir}/${info.project.name}-${name}.png`, fullPage: true });
}

/** scrollWidth <= clientWidth, softly (the screenshots are still taken); names the elements that stick out. */
async function expectNoHorizontalOverflow(page: Page, where: string) {
  const { scrollWidth, clientWidth, wide } = await page.evaluate(() => {
    const clientWidth = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > clientWidth + 0.5)
      .slice(0, 8)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? "." + el.className.trim().split(/\s+/).join(".") : ""} (right ${Math.round(el.getBoundingClientRect().right)})`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, clientWidth, wide };
  });
  expect.soft(scrollWidth, `${where} is ${scrollWidth}px wide in a ${clientWidth}px viewport: ${wide.join(", ")}`).toBeLessThanOrEqual(clientWidth);
}

test("the plans and the checkout fit a phone (375×740) and a desktop (1280 px)", async ({ page }, info) => {
  await newLearner(page, info, "phone");
  const checkout = "/checkout/subscription-quick-buy?plan=300-12-6000&coupon=WELCOME20";

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await page.goto("/unlimited");
    await expect(page.locator(".plan-card").first()).toBeVisible();
    await shoot(page, info, `unlimited-${width}`);
    await expectNoHorizontalOverflow(page, `/unlimited at ${width} px`);

    await page.goto(checkout);
    const pay = page.getByRole("button", { name: "Pay $239.20" });
    await expect(pay).toBeVisible();
    await shoot(page, info, `checkout-${width}`);
    await expectNoHorizontalOverflow(page, `the checkout at ${width} px`);
    await pay.scrollIntoViewIfNeeded();
    await expect(pay).toBeInViewport();
    // The pay button, the card fields and the coupon button stay inside the viewport's width.
    for (const el of [pay, page.getByLabel("Card number"), page.getByLabel("Security code"), page.getByRole("button", { name: "Apply" })]) {
      const box = await el.boundingBox();
      expect(box).not.toBeNull();
      expect.soft(box!.x, `${String(el)} at ${width} px`).toBeGreaterThanOrEqual(0);
      expect.soft(box!.x + box!.width, `${String(el)} at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
});
