// A learner's payment methods when Stripe takes the payments: the Stripe-style paths (list,
// update-default-method, detach-payment-method) and the billing page, against the
// Stripe-protocol server on loopback through the official SDK. What Stripe holds (the customer's
// default, the subscription's default, attachment) is read from the fake's own state.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { visibleText } from "./helpers/html";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";
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
afterEach(() => {
  stripe.mode = "ok";
});

const NOT_EMBEDDED = "Card payments here are taken by Stripe: use the Stripe payment paths.";
const userId = (email: string) => (server.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;
const customerOf = (email: string) =>
  (server.db.prepare("SELECT customer_id AS c FROM stripe_customers WHERE user_id = ?").get(userId(email)) as { c: string }).c;
const rows = (email: string) =>
  server.db
    .prepare("SELECT processor, processor_token AS token, last4, is_primary, is_secondary FROM payment_methods WHERE user_id = ? ORDER BY id")
    .all(userId(email)) as {
    processor: string;
    token: string;
    last4: string;
    is_primary: number;
    is_secondary: number;
  }[];
const flags = (email: string) => rows(email).map((r) => `${r.last4}:${r.is_primary ? "P" : ""}${r.is_secondary ? "S" : ""}`);
const tokenOf = (email: string, last4: string) => rows(email).find((r) => r.last4 === last4)!.token;

/** Adds a card as the billing page does once Stripe's field made a PaymentMethod (pm_card_* are Stripe's test methods). */
async function addCard(c: Client, pm: string) {
  const res = await c.postForm("/account/billing", { intent: "add", payment_method: pm });
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toBe("/account/billing");
}

describe("Stripe-style payment-method paths", () => {
  it("list, update the default (at Stripe too), detach with promotion", async () => {
    const email = "stripe-pm@example.com";
    const { client: c } = await signUpVerified(server, { email });
    const empty = await c.get("/api/stripe/list-payment-methods");
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({ payment_methods: [], update_pm_discount: 0 });

    await addCard(c, "pm_card_visa");
    await addCard(c, "pm_card_mastercard");
    expect(flags(email)).toEqual(["4242:P", "4444:"]);
    const visa = tokenOf(email, "4242");
    const mc = tokenOf(email, "4444");
    expect(stripe.paymentMethods.get(mc)!.customer).toBe(customerOf(email));
    const listed = (await (await c.get("/api/stripe/list-payment-methods")).json()) as {
      payment_methods: { token: string; payment_processor: string; is_primary: boolean }[];
    };
    expect(listed.payment_methods.map((m) => [m.token, m.payment_processor, m.is_primary])).toEqual([
      [visa, "stripe", true],
      [mc, "stripe", false],
    ]);

    const update = await c.postJson("/api/stripe/update-default-method", { payment_method_id: mc });
    expect(update.status).toBe(200);
    expect(await update.json()).toMatchObject({ message: "Your primary payment method was updated." });
    expect(flags(email)).toEqual(["4242:", "4444:P"]);
    expect(stripe.customers.get(customerOf(email))!.invoice_settings.default_payment_method).toBe(mc);

    // The backup works the same with Stripe.
    expect((await c.postJson("/api/secondary-payment-method", { payment_method_token: visa })).status).toBe(200);
    expect(flags(email)).toEqual(["4242:S", "4444:P"]);

    // Detaching the primary: Stripe forgets it, the backup becomes primary and Stripe's default.
    const detach = await c.postJson("/api/stripe/detach-payment-method", { payment_method_id: mc }, "DELETE");
    expect(detach.status).toBe(200);
    expect(await detach.json()).toMatchObject({
      message: "The payment method was deleted.",
      payment_methods: [expect.objectContaining({ token: visa, is_primary: true, is_secondary: false })],
    });
    expect(stripe.paymentMethods.get(mc)!.customer).toBeNull();
    expect(flags(email)).toEqual(["4242:P"]);
    expect(stripe.customers.get(customerOf(email))!.invoice_settings.default_payment_method).toBe(visa);
    const again = await c.postJson("/api/stripe/detach-payment-method", { payment_method_id: mc }, "DELETE");
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ errorText: "We could not find that payment method." });
  });

  it("another learner's PaymentMethod is a 404 and Stripe is not asked", async () => {
    const { client: alice } = await signUpVerified(server, { email: "stripe-alice@example.com" });
    const { client: bob } = await signUpVerified(server, { email: "stripe-bob@example.com" });
    await addCard(alice, "pm_card_visa");
    const pm = tokenOf("stripe-alice@example.com", "4242");
    const calls = stripe.requests.length;
    const detach = await bob.postJson("/api/stripe/detach-payment-method", { payment_method_id: pm }, "DELETE");
    expect(detach.status).toBe(404);
    const update = await bob.postJson("/api/stripe/update-default-method", { payment_method_id: pm });
    expect(update.status).toBe(404);
    expect(await update.json()).toEqual({ errorText: "Payment Method against the recurring subscription not found" });
    expect(stripe.requests.length).toBe(calls);
    expect(stripe.paymentMethods.get(pm)!.customer).toBe(customerOf("stripe-alice@example.com"));
    expect(flags("stripe-alice@example.com")).toEqual(["4242:P"]);
  });

  it("answers the card-provider paths with 404 and a missing id with 400", async () => {
    const { client: c } = await signUpVerified(server, { email: "stripe-paths@example.com" });
    for (const res of [
      await c.get("/api/braintree/payment-method"),
      await c.postJson("/api/braintree/update-payment-method", { payment_method_token: "pm_x" }, "PUT"),
      await c.fetch("/api/braintree/payment-method/pm_x", { method: "DELETE" }),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ errorText: NOT_EMBEDDED });
    }
    const missing = await c.postJson("/api/stripe/update-default-method", {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ errors: { payment_method_id: "The payment method id is missing." } });
    expect((await c.get("/api/stripe/update-default-method")).status).toBe(405);
  });

  it("changes nothing when Stripe cannot be reached", async () => {
    const email = "stripe-down@example.com";
    const { client: c } = await signUpVerified(server, { email });
    await addCard(c, "pm_card_visa");
    await addCard(c, "pm_card_mastercard");
    const mc = tokenOf(email, "4444");
    stripe.mode = "error500";
    const detach = await c.postJson("/api/stripe/detach-payment-method", { payment_method_id: mc }, "DELETE");
    expect(detach.status).toBe(503);
    expect(await detach.json()).toEqual({ errorText: "Could not process your request at the moment. Please contact billing-help@codelift.test" });
    const update = await c.postJson("/api/stripe/update-default-method", { payment_method_id: mc });
    expect(update.status).toBe(503);
    expect(await update.json()).toEqual({ errorText: "Error updating Payment Method, Please try again or use a different payment method" });
    const add = await c.postForm("/account/billing", { intent: "add", payment_method: "pm_card_visa" });
    expect(add.status).toBe(302);
    stripe.mode = "ok";
    expect(visibleText(await (await c.get("/account/billing")).text())).toContain(
      "Failed to add the payment method. Please contact billing-help@codelift.test",
    );
    expect(flags(email)).toEqual(["4242:P", "4444:"]);
    expect(stripe.paymentMethods.get(mc)!.customer).toBe(customerOf(email));
  });

  it("a new primary card becomes the default of the learner's Stripe subscription", async () => {
    const email = "stripe-sub@example.com";
    const { client: c } = await signUpVerified(server, { email });
    const path = "/checkout/subscription-buy?plan=300-1-6000";
    const html = (await (await c.get(path)).text()).replace(/&quot;/g, '"');
    const attemptId = html.match(/name="attempt_id" value="([0-9a-f-]{36})"/)?.[1] ?? "";
    const paid = await c.postForm(path, { attempt_id: attemptId, plan: "300-1-6000", payment_method: "pm_card_visa" });
    expect(paid.status).toBe(302);
    const sub = server.db.prepare("SELECT id, stripe_subscription_id AS s FROM subscriptions WHERE user_id = ?").get(userId(email)) as {
      id: number;
      s: string | null;
    };
    expect(sub.s, "the plan is linked to a Stripe subscription").toMatch(/^sub_/);
    await addCard(c, "pm_card_mastercard");
    const mc = tokenOf(email, "4444");
    expect(stripe.subscriptions.get(sub.s!)!.default_payment_method).not.toBe(mc);
    const page = await c.postForm("/account/billing", { intent: "primary", token: mc });
    expect(page.status).toBe(302);
    expect(stripe.subscriptions.get(sub.s!)!.default_payment_method).toBe(mc);
    const answers = (await (await c.get("/api/stripe/list-payment-methods")).json()).payment_methods as {
      token: string;
      recurring_subscription_id: number | null;
      price_to_be_charged: number | null;
    }[];
    expect(answers[0]).toMatchObject({ token: mc, recurring_subscription_id: sub.id, price_to_be_charged: 59 });
    // Without JavaScript, the page says a new card needs Stripe's field.
    expect(visibleText(await (await c.get("/account/billing")).text())).toContain("Adding a new card needs JavaScript");
  });
});
