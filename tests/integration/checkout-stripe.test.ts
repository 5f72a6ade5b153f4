// The same purchase with Stripe as the processor: the real server talks to a Stripe-protocol
// server on loopback through the official SDK; webhooks are signed with the SDK's own helper.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestMail, signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";
import { startStripeServer, type StripeFake } from "./helpers/stripe-server";

let stripe: StripeFake;
let server: TestServer;
beforeAll(async () => {
  stripe = await startStripeServer();
  server = await startServer({ ...stripe.env, SUPPORT_EMAIL: "billing-help@codelift.test" });
});
afterAll(async () => {
  await server?.stop();
  await stripe?.close();
});

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
const count = (sql: string, ...args: unknown[]) => (server.db.prepare(sql).get(...args) as { n: number }).n;
const userId = (email: string) => (server.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;

async function checkoutPage(c: Client, path: string) {
  const html = decode(await (await c.get(path)).text());
  return { html, attemptId: html.match(/name="attempt_id" value="([0-9a-f-]{36})"/)?.[1] ?? "" };
}

describe("checkout with Stripe", () => {
  it("takes no card number (cards come from Stripe) and charges a PaymentMethod once, with the attempt as idempotency key", async () => {
    const email = "stripe-buyer@example.com";
    const { client: c } = await signUpVerified(server, { email });
    const path = "/checkout/subscription-buy?plan=300-12-6000&coupon=WELCOME20";
    const page = await checkoutPage(c, path);
    expect(page.html).not.toContain('name="card_number"');
    const res = await c.postForm(path, { attempt_id: page.attemptId, plan: "300-12-6000", coupon: "WELCOME20", payment_method: "pm_card_visa" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/order-confirmation/stripe?attempt=${page.attemptId}`);
    const intents = [...stripe.paymentIntents.values()].filter((pi) => pi.amount === 23920);
    expect(intents).toHaveLength(1);
    expect(stripe.requests.filter((r) => r.path === "/v1/payment_intents" && r.idempotencyKey === page.attemptId)).toHaveLength(1);
    expect(server.db.prepare("SELECT processor, amount_cents FROM transactions WHERE attempt_id = ?").get(page.attemptId)).toEqual({
      processor: "stripe",
      amount_cents: 23920,
    });
    expect(count("SELECT count(*) n FROM subscriptions WHERE user_id = ? AND status = 'active' AND processor = 'stripe'", userId(email))).toBe(1);
    expect(count("SELECT count(*) n FROM stripe_customers WHERE user_id = ?", userId(email))).toBe(1);
    const confirmation = decode(await (await c.get(res.headers.get("Location")!)).text());
    expect(confirmation).toContain("Thank you for your purchase");
    // The same form again: no second charge.
    const again = await c.postForm(path, { attempt_id: page.attemptId, plan: "300-12-6000", coupon: "WELCOME20", payment_method: "pm_card_visa" });
    expect(again.status).toBe(302);
    expect([...stripe.paymentIntents.values()].filter((pi) => pi.amount === 23920)).toHaveLength(1);
  });

  it("a declined card answers its decline text and grants nothing", async () => {
    const email = "stripe-declined@example.com";
    const { client: c } = await signUpVerified(server, { email });
    const path = "/checkout/subscription-buy?plan=300-1-6000";
    const page = await checkoutPage(c, path);
    const res = await c.postForm(path, { attempt_id: page.attemptId, plan: "300-1-6000", payment_method: "pm_card_chargeDeclined" });
    expect(res.status).toBe(402);
    expect(decode(await res.text())).toContain("It looks like your card has been declined. Fear not!");
    expect(count("SELECT count(*) n FROM subscriptions WHERE user_id = ?", userId(email))).toBe(0);
  });

  it("an unreachable processor is said so, and nothing is half-written", async () => {
    const email = "stripe-down@example.com";
    const { client: c } = await signUpVerified(server, { email });
    const path = "/checkout/subscription-buy?plan=300-1-6000";
    const page = await checkoutPage(c, path);
    stripe.mode = "error500";
    try {
      const res = await c.postForm(path, { attempt_id: page.attemptId, plan: "300-1-6000", payment_method: "pm_card_visa" });
      expect(res.status).toBe(503);
      expect(decode(await res.text())).toContain("Could not process your request at the moment. Please contact billing-help@codelift.test");
    } finally {
      stripe.mode = "ok";
    }
    expect(count("SELECT count(*) n FROM subscriptions WHERE user_id = ?", userId(email))).toBe(0);
    expect(count("SELECT count(*) n FROM transactions WHERE user_id = ?", userId(email))).toBe(0);
  });

  it("3-D Secure: the learner returns from the bank's step and the webhook replayed later changes nothing", async () => {
    const email = "stripe-3ds@example.com";
    const { client: c } = await signUpVerified(server, { email });
    const path = "/checkout/subscription-buy?plan=400-12-6000";
    const page = await checkoutPage(c, path);
    const res = await c.postForm(path, { attempt_id: page.attemptId, plan: "400-12-6000", payment_method: "pm_card_threeDSecure2Required" });
    expect(res.status).toBe(302);
    const attempt = server.db.prepare("SELECT status, intent_id FROM checkout_attempts WHERE id = ?").get(page.attemptId) as {
      status: string;
      intent_id: string;
    };
    expect(attempt.status).toBe("requires_action");
    expect(count("SELECT count(*) n FROM subscriptions WHERE user_id = ?", userId(email))).toBe(0);
    // The card holder confirms at the bank, Stripe sends the learner back to the return URL.
    stripe.authenticate(attempt.intent_id, true);
    const back = await c.get(`/checkout/return/${page.attemptId}`);
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe(`/order-confirmation/stripe?attempt=${page.attemptId}`);
    expect(count("SELECT count(*) n FROM subscriptions WHERE user_id = ? AND plan_code = '400-12-6000' AND status = 'active'", userId(email))).toBe(
      1,
    );
    // Stripe's webhook for the same intent arrives afterwards (and again): no second grant.
    const event = stripe.makeEvent("payment_intent.succeeded", stripe.paymentIntents.get(attempt.intent_id)!);
    for (let i = 0; i < 2; i++) expect((await stripe.deliver(`${server.baseUrl}/api/webhooks/stripe`, event)).status).toBe(200);
    expect(count("SELECT count(*) n FROM transactions WHERE attempt_id = ?", page.attemptId)).toBe(1);
    expect(count("SELECT count(*) n FROM subscriptions WHERE user_id = ?", userId(email))).toBe(1);
  });

  it("a webhook completes an attempt whose learner never came back, once", async () => {
    const email = "stripe-webhook@example.com";
    const { client: c } = await signUpVerified(server, { email });
    const path = "/checkout/subscription-buy?plan=300-3-6000";
    const page = await checkoutPage(c, path);
    await c.postForm(path, { attempt_id: page.attemptId, plan: "300-3-6000", payment_method: "pm_card_threeDSecure2Required" });
    const intentId = (server.db.prepare("SELECT intent_id FROM checkout_attempts WHERE id = ?").get(page.attemptId) as { intent_id: string })
      .intent_id;
    stripe.authenticate(intentId, true);
    const event = stripe.makeEvent("payment_intent.succeeded", stripe.paymentIntents.get(intentId)!);
    const bad = await stripe.deliver(`${server.baseUrl}/api/webhooks/stripe`, event, { secret: "whsec_wrong" });
    expect(bad.status).toBe(400);
    expect(count("SELECT count(*) n FROM subscriptions WHERE user_id = ?", userId(email))).toBe(0);
    expect((await stripe.deliver(`${server.baseUrl}/api/webhooks/stripe`, event)).status).toBe(200);
    expect(count("SELECT count(*) n FROM subscriptions WHERE user_id = ? AND status = 'active'", userId(email))).toBe(1);
    expect(server.db.prepare("SELECT status FROM checkout_attempts WHERE id = ?").get(page.attemptId)).toEqual({ status: "succeeded" });
    expect(latestMail(server, email, "receipt")?.subject).toBe("Your Codelift receipt: $149.00");
    const replay = await stripe.deliver(`${server.baseUrl}/api/webhooks/stripe`, event);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    expect(count("SELECT count(*) n FROM transactions WHERE attempt_id = ?", page.attemptId)).toBe(1);
  });

  it("a custom action's coupons bought through Stripe: the bank's return and two webhooks at once create them once", async () => {
    // docs/product/billing.md#custom-actions: the sponsor's admin (a demo account) buys the batch through the API.
    const org = (server.db.prepare("SELECT id FROM organizations WHERE slug = 'globex'").get() as { id: number }).id;
    server.db
      .prepare(
        "INSERT INTO custom_actions (id, kind, title, organization_id, plan_code, coupons_per_purchase, created_by) VALUES ('stripe-scholars', 'sponsored', 'Scholars', ?, '300-12-6000', 10, 'test')",
      )
      .run(org);
    const c = server.client();
    expect((await c.postJson("/api/user/login", { email: "admin@globex.test", password: "globex-admin-2026" })).status).toBe(200);
    const attempt = crypto.randomUUID();
    const res = await c.postJson("/api/custom-actions/purchase/stripe-scholars", {
      attempt_id: attempt,
      payment_method_token: "pm_card_threeDSecure2Required",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "requires_action", order_status: "WAIT" });
    const intentId = (server.db.prepare("SELECT intent_id FROM checkout_attempts WHERE id = ?").get(attempt) as { intent_id: string }).intent_id;
    expect(stripe.paymentIntents.get(intentId)!.amount).toBe(299_000);
    expect(count("SELECT count(*) n FROM coupons WHERE action_id = 'stripe-scholars'")).toBe(0);
    stripe.authenticate(intentId, true);
    const event = stripe.makeEvent("payment_intent.succeeded", stripe.paymentIntents.get(intentId)!);
    const [back] = await Promise.all([
      c.get(`/checkout/return/${attempt}`),
      stripe.deliver(`${server.baseUrl}/api/webhooks/stripe`, event),
      stripe.deliver(`${server.baseUrl}/api/webhooks/stripe`, event),
    ]);
    expect(back.status).toBe(302);
    expect(count("SELECT count(*) n FROM transactions WHERE attempt_id = ?", attempt)).toBe(1);
    expect(count("SELECT count(*) n FROM coupons WHERE action_id = 'stripe-scholars'")).toBe(10);
    const usage = await (await c.get("/api/custom-actions/stripe-scholars/recruiting-usage")).json();
    expect(usage).toMatchObject({ total: 10, used: 0, unused: 10 });
  });

  it("trials, course purchases and gifts go through Stripe the same way", async () => {
    const email = "stripe-more@example.com";
    const { client: c } = await signUpVerified(server, { email });
    const setup = await c.postJson("/api/stripe/setup-intent/create/b2c", {});
    expect(setup.status).toBe(200);
    expect((await setup.json()).client_secret).toMatch(/^seti_/);
    // a business SetupIntent names the organization and its subscription
    expect((await c.postJson("/api/stripe/setup-intent/create/b2b", {})).status).toBe(400);
    const trialPath = "/checkout/b2c-trial-avail?plan=300-1-6000";
    const trial = await checkoutPage(c, trialPath);
    const before = stripe.paymentIntents.size;
    expect((await c.postForm(trialPath, { attempt_id: trial.attemptId, plan: "300-1-6000", payment_method: "pm_card_visa" })).status).toBe(302);
    expect(stripe.paymentIntents.size).toBe(before);
    expect(count("SELECT count(*) n FROM subscriptions WHERE user_id = ? AND status = 'trial'", userId(email))).toBe(1);
    expect(count("SELECT count(*) n FROM payment_methods WHERE user_id = ? AND processor = 'stripe'", userId(email))).toBe(1);
    const coursePath = "/checkout/course-purchase?author_id=4831&work_id=100002";
    const course = await checkoutPage(c, coursePath);
    expect(
      (await c.postForm(coursePath, { attempt_id: course.attemptId, author_id: "4831", work_id: "100002", payment_method: "pm_card_visa" })).status,
    ).toBe(302);
    expect(count("SELECT count(*) n FROM course_ownerships WHERE user_id = ?", userId(email))).toBe(1);
    expect([...stripe.paymentIntents.values()].some((pi) => pi.amount === 4900)).toBe(true);
    const giftPath = "/checkout/subscription-gift?plan=300-12-6000";
    const gift = await checkoutPage(c, giftPath);
    expect(
      (
        await c.postForm(giftPath, {
          attempt_id: gift.attemptId,
          plan: "300-12-6000",
          receiver_email: "stripe-friend@example.com",
          payment_method: "pm_card_visa",
        })
      ).status,
    ).toBe(302);
    expect(latestMail(server, "stripe-friend@example.com", "gift")?.body_text).toMatch(/\/gift\/claim\//);
  });
});
