// The JSON paths of checkout on the embedded gateway: coupon checks with the Pricing fields, and
// the card-provider paths (client tokens, nonces, payment methods, create-intent-transaction).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basicL2cSwitch, parsePlanCode } from "~/engine";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ SUPPORT_EMAIL: "billing-help@codelift.test" });
});
afterAll(async () => server?.stop());

const count = (sql: string, ...args: unknown[]) => (server.db.prepare(sql).get(...args) as { n: number }).n;
const userId = (email: string) => (server.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;
const learner = async (email: string) => (await signUpVerified(server, { email })).client;

async function nonceFor(c: Client, number: string) {
  const token = (await (await c.postJson("/api/braintree/client-token-for-sale", {})).json()).token as string;
  const res = await c.postJson("/api/braintree/tokenize-card", { client_token: token, card_number: number, card_expiry: "12/34", card_cvc: "123" });
  expect(res.status).toBe(200);
  return (await res.json()).nonce as string;
}

describe("coupon paths", () => {
  it("answer the Pricing fields of the plan with the coupon, and refuse a coupon that does not apply with its reason", async () => {
    const c = await learner("coupon-api@example.com");
    const ok = await c.get("/api/coupon/subscription/300-12-6000/welcome20");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      plan: "300-12-6000",
      total_price_usd: 239.2,
      coupon: { coupon_discount_usd: 59.8, discount_never_expires: false },
      credit_amount_usd: 0,
      workData: { upgrade_discount_amount_usd: 0 },
      conversion_rate: 1,
      coupon_code: "WELCOME20",
    });
    const expired = await c.get("/api/coupon/subscription/300-12-6000/SPRING30");
    expect(expired.status).toBe(400);
    expect((await expired.json()).errorText).toMatch(/SPRING30/);
    const other = await c.get("/api/coupon/subscription/300-1-6000/FLAT50");
    expect(other.status).toBe(400);
    expect((await other.json()).errorText).toMatch(/FLAT50/);
    const unknown = await c.get("/api/coupon/subscription/300-12-6000/NOPE");
    expect(await unknown.json()).toEqual({ errorText: 'The coupon "NOPE" does not exist.' });
    const noPlan = await c.get("/api/coupon/subscription/999-12-6000/WELCOME20");
    expect(noPlan.status).toBe(404);
    expect(await noPlan.json()).toEqual({ errorText: "We could not find that plan. Choose one on the plans page." });
    const removed = await c.fetch("/api/coupon/subscription/300-12-6000/WELCOME20", { method: "DELETE" });
    expect(await removed.json()).toMatchObject({ total_price_usd: 299, coupon: null, coupon_code: null });
    const post = await c.postJson("/api/coupon/subscription/300-12-6000/WELCOME20", {});
    expect(post.status).toBe(405);
    expect(post.headers.get("Allow")).toBe("GET, DELETE");
    const anon = await server.client().get("/api/coupon/subscription/300-12-6000/WELCOME20");
    expect(anon.status).toBe(401);
  });

  it("price an upgrade with the credit of the current plan", async () => {
    const c = server.client();
    await c.postJson("/api/user/login", { email: "premium@codelift.test", password: "learn-premium-2026" });
    const res = await c.get("/api/coupon/subscription/300-12-6000/WELCOME20/400-12-6000");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.plan).toBe("400-12-6000");
    expect(body.workData.upgrade_discount_amount_usd).toBeGreaterThan(250);
    expect(body.total_price_usd).toBeLessThan(399 * 0.8);
  });
});

describe("card-provider paths", () => {
  it("client token → nonce → create-intent-transaction: one charge, the plan, the saved method", async () => {
    const email = "api-buyer@example.com";
    const c = await learner(email);
    const nonce = await nonceFor(c, "4242 4242 4242 4242");
    expect(nonce).toMatch(/^nonce_/);
    const attempt = randomUUID();
    const body = { attempt_id: attempt, checkout_type: "subscription-buy", plan: "300-12-6000", coupon: "WELCOME20", payment_method_nonce: nonce };
    const [a, b] = await Promise.all([
      c.postJson("/api/braintree/create-intent-transaction", body),
      c.postJson("/api/braintree/create-intent-transaction", body),
    ]);
    const answers = [a, b].map((r) => r.status).sort();
    expect(answers[0]).toBe(200);
    const done = await c.postJson("/api/braintree/create-intent-transaction", body);
    expect(await done.json()).toEqual({
      status: "succeeded",
      order_status: "SUCCESS",
      checkout_screen: "TRANSACTION_COMPLETED",
      redirect_url: `/order-confirmation?attempt=${attempt}`,
    });
    expect(count("SELECT count(*) n FROM transactions WHERE attempt_id = ? AND amount_cents = 23920", attempt)).toBe(1);
    expect(count("SELECT count(*) n FROM gateway_intents WHERE idempotency_key = ?", attempt)).toBe(1);
    expect(count("SELECT count(*) n FROM subscriptions WHERE user_id = ? AND status = 'active'", userId(email))).toBe(1);
    const methods = await (await c.get("/api/braintree/payment-method")).json();
    expect(methods).toEqual({
      update_pm_discount: 0,
      payment_methods: [
        expect.objectContaining({
          payment_processor: "stripe",
          payment_method_type: "CreditCard",
          last_4: "4242",
          is_primary: true,
          is_secondary: false,
          is_card_going_to_expire: false,
        }),
      ],
    });
    // A nonce is spent once.
    const reuse = await c.postJson("/api/braintree/create-intent-transaction", { ...body, attempt_id: randomUUID() });
    expect(reuse.status).toBe(400);
  });

  it("answers declines, 3-D Secure and bad input with their error names", async () => {
    const c = await learner("api-cards@example.com");
    const declined = await c.postJson("/api/braintree/create-intent-transaction", {
      attempt_id: randomUUID(),
      checkout_type: "subscription-buy",
      plan: "300-1-6000",
      payment_method_nonce: await nonceFor(c, "4000000000000002"),
    });
    expect(declined.status).toBe(402);
    expect(await declined.json()).toMatchObject({
      order_status: "ERROR",
      checkout_screen: "TRANSACTION_FAILURE",
      errorText: expect.stringContaining("It looks like your card has been declined."),
    });
    const tds = await c.postJson("/api/braintree/create-intent-transaction", {
      attempt_id: randomUUID(),
      checkout_type: "subscription-buy",
      plan: "300-1-6000",
      payment_method_nonce: await nonceFor(c, "4000002760003184"),
    });
    expect(tds.status).toBe(200);
    expect(await tds.json()).toMatchObject({
      status: "requires_action",
      order_status: "WAIT",
      redirect_url: expect.stringMatching(/^\/checkout\/3ds\/pi_/),
    });
    const badType = await c.postJson("/api/braintree/create-intent-transaction", {
      attempt_id: randomUUID(),
      checkout_type: "steal",
      plan: "300-1-6000",
      payment_method_nonce: "x",
    });
    expect(await badType.json()).toEqual({ errorText: "Unexpected checkout type" });
    const noMethod = await c.postJson("/api/braintree/create-intent-transaction", {
      attempt_id: randomUUID(),
      checkout_type: "subscription-buy",
      plan: "300-1-6000",
    });
    expect(noMethod.status).toBe(400);
    expect((await noMethod.json()).errors.payment_method_nonce).toBe("Send payment_method_nonce or payment_method_token.");
    const badCard = await c.postJson("/api/braintree/tokenize-card", {
      client_token: (await (await c.postJson("/api/braintree/client-token-for-payment-method", {})).json()).token,
      card_number: "1234",
      card_expiry: "01/20",
      card_cvc: "x",
    });
    expect(badCard.status).toBe(400);
    expect((await badCard.json()).errors).toEqual({
      card_number: "Enter a valid card number.",
      card_expiry: "Enter a valid expiry date (MM/YY) that has not passed.",
      card_cvc: "Enter the card's security code (3 digits, 4 for American Express).",
    });
  });

  it("a client token works only for its own account", async () => {
    const alice = await learner("token-alice@example.com");
    const bob = await learner("token-bob@example.com");
    const token = (await (await alice.postJson("/api/braintree/client-token-for-sale", {})).json()).token;
    const res = await bob.postJson("/api/braintree/tokenize-card", {
      client_token: token,
      card_number: "4242424242424242",
      card_expiry: "12/34",
      card_cvc: "123",
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ errorText: "The client token is not valid for this account, or has expired." });
    // And one account's saved card cannot be charged by another.
    const nonce = await nonceFor(alice, "4242424242424242");
    await alice.postJson("/api/braintree/payment-method", { payment_method_nonce: nonce });
    const aliceToken = (await (await alice.get("/api/braintree/payment-method")).json()).payment_methods[0].token;
    const steal = await bob.postJson("/api/braintree/create-intent-transaction", {
      attempt_id: randomUUID(),
      checkout_type: "subscription-buy",
      plan: "300-1-6000",
      payment_method_token: aliceToken,
    });
    expect(steal.status).toBe(400);
    expect(count("SELECT count(*) n FROM transactions WHERE user_id = ?", userId("token-bob@example.com"))).toBe(0);
  });

  it("saving the same card twice keeps one method", async () => {
    const c = await learner("twice@example.com");
    for (let i = 0; i < 2; i++) {
      const res = await c.postJson("/api/braintree/payment-method", { payment_method_nonce: await nonceFor(c, "5555 5555 5555 4444") });
      expect(res.status).toBe(200);
    }
    const methods = (await (await c.get("/api/braintree/payment-method")).json()).payment_methods;
    expect(methods).toHaveLength(1);
    expect(methods[0]).toMatchObject({ source_description: "mastercard ending in 4444" });
    const missing = await c.postJson("/api/braintree/payment-method", {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ errors: { payment_method_nonce: "The payment method nonce is missing." } });
  });
});

describe("the buyer's country", () => {
  it("comes from the configured CDN header, else from the learner's saved country, and discounts every price", async () => {
    const geo = await startServer({ COUNTRY_HEADER: "CF-IPCountry" });
    try {
      const visitor = await (await geo.client().get("/unlimited", { "CF-IPCountry": "in" })).text();
      expect(visitor).toContain("Prices include a 60% regional discount for IN.");
      expect(visitor).toContain("$119.60"); // premium, 12 months: $299.00 less 60 %
      // A header that is not a country is ignored (and so is Cloudflare's "unknown", XX).
      for (const bad of ["XX", "India", "1"])
        expect(await (await geo.client().get("/unlimited", { "CF-IPCountry": bad })).text()).not.toContain("regional discount");
      const { client } = await signUpVerified(geo, { email: "saved-country@example.com" });
      geo.db.prepare("UPDATE users SET country = 'IN' WHERE email = 'saved-country@example.com'").run();
      const quote = await (await client.get("/api/coupon/subscription/300-12-6000/WELCOME20")).json();
      // 299.00 − 60 % = 119.60, then WELCOME20 (20 %) = 95.68
      expect(quote).toMatchObject({ total_price_usd: 95.68 });
      expect(quote.line_items.map((l: { id: string }) => l.id)).toEqual(["list_price", "regional_discount", "coupon_discount"]);
    } finally {
      await geo.stop();
    }
  });
});

describe("plan changes between basic and learn-to-code", () => {
  it("exist only between 1-month plans, and a downgrade carries no credit", async () => {
    const monthly = await learner("l2c-monthly@example.com");
    const yearly = await learner("l2c-yearly@example.com");
    const give = (email: string, plan: string, months: number) =>
      server.db
        .prepare(
          `INSERT INTO subscriptions (user_id, plan_code, feature_set, validity_months, plan_type, status, paid_cents, start_date, expiration_date)
           VALUES (?, ?, 150, ?, 6000, 'active', 2000, '2026-11-01T00:00:00.000Z', '2099-01-01T00:00:00.000Z')`,
        )
        .run(userId(email), plan, months);
    give("l2c-monthly@example.com", "150-1-6000", 1);
    give("l2c-yearly@example.com", "150-12-6000", 12);
    const ok = await monthly.get("/api/coupon/subscription/100-1-6000/WELCOME20?checkout_type=subscription-downgrade");
    expect(ok.status).toBe(200);
    expect((await ok.json()).workData.upgrade_discount_amount_usd).toBe(0);
    const refused = await yearly.get("/api/coupon/subscription/100-12-6000/WELCOME20?checkout_type=subscription-downgrade");
    expect(refused.status).toBe(400);
    const rule = basicL2cSwitch(parsePlanCode("150-12-6000"), parsePlanCode("100-12-6000"));
    expect(rule.allowed).toBe(false);
    expect((await refused.json()).errorText).toBe((rule as { reason: string }).reason);
  });
});
