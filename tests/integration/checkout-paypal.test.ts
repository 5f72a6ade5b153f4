// PayPal as a second processor beside cards: the real server talks to a PayPal-protocol server on
// loopback (Orders v2, Billing Subscriptions, verify-webhook-signature). One server and one fake
// PayPal for each database engine.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, startServerOn, type EngineServer } from "./helpers/engines";
import { paypalEnv, startPaypalServer, type PaypalEvent, type PaypalFake } from "./helpers/paypal-server";
import type { Client, TestServer } from "./helpers/server";

let paypal: PaypalFake;
let site: EngineServer;
let server: TestServer;

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/<!-- -->/g, "");
/** The first row of one SQL statement on this engine. */
const one = async <T = Record<string, unknown>>(sql: string, ...args: unknown[]) => (await site.query<T>(sql, args))[0];
const count = async (sql: string, ...args: unknown[]) => Number((await one<{ n: number | string }>(sql, ...args))!.n);
const userId = async (email: string) => Number((await one<{ id: number }>("SELECT id FROM users WHERE email = ?", email))!.id);
/** The learner's latest plan, auto_renew as 0 or 1 on both engines. */
const planOf = async (email: string) => {
  const row = await one<{
    id: number;
    status: string;
    auto_renew: number | boolean;
    expiration_date: string;
    paypal_subscription_id: string | null;
    processor: string;
  }>("SELECT * FROM subscriptions WHERE user_id = ? ORDER BY id DESC LIMIT 1", await userId(email));
  return row && { ...row, id: Number(row.id), auto_renew: Number(row.auto_renew) };
};
const latestMail = async (email: string, kind: string) =>
  one<{ body_text: string }>("SELECT body_text FROM outbox WHERE to_address = ? AND kind = ? ORDER BY id DESC LIMIT 1", email.toLowerCase(), kind);

async function checkoutPage(c: Client, path: string) {
  const html = decode(await (await c.get(path)).text());
  return { html, attemptId: html.match(/name="attempt_id" value="([0-9a-f-]{36})"/)?.[1] ?? "" };
}

/** Pays with PayPal from the checkout page: the answer sends the learner to PayPal's approval page. */
async function startPaypal(c: Client, plan: string, payWith: "paypal" | "paypal_recurring") {
  const path = `/checkout/subscription-buy?plan=${plan}`;
  const page = await checkoutPage(c, path);
  const res = await c.postForm(path, { attempt_id: page.attemptId, plan, pay_with: payWith });
  return { page, res, path };
}

const deliver = (e: PaypalEvent, tamper = false) => {
  const { body, headers } = paypal.signed(e);
  return fetch(`${server.baseUrl}/api/webhooks/paypal`, {
    method: "POST",
    headers,
    body: tamper ? body.replace(/"total":"[\d.]+"/, '"total":"0.01"') : body,
  });
};

describe.each(ENGINES)("PayPal on %s", (engine) => {
  beforeAll(async () => {
    paypal = await startPaypalServer();
    site = await startServerOn(engine, paypalEnv(paypal));
    server = site.server;
  });
  afterAll(async () => {
    await site?.stop();
    await paypal?.stop();
  });

  describe("PayPal once", () => {
    it("sends the learner to PayPal, changes nothing until they confirm, then captures once and grants the plan", async () => {
      const email = "paypal-once@example.com";
      const c = await site.signUpVerified({ email });
      const { page, res, path } = await startPaypal(c, "300-12-6000", "paypal");
      expect(page.html).toContain("Pay once with PayPal");
      expect(res.status).toBe(302);
      const approval = new URL(res.headers.get("Location")!);
      expect(approval.origin).toBe(paypal.url);
      // The browser may follow a form's redirect there (form-action), and only there besides the site.
      const csp = (await c.get(path)).headers.get("Content-Security-Policy")!;
      expect(csp).toContain(`form-action 'self' ${paypal.url};`);
      const orderId = approval.searchParams.get("token")!;
      expect(paypal.orders.get(orderId)!.purchase_units[0].amount).toEqual({ currency_code: "USD", value: "299.00" });
      // The same form again (a double click): the same order, no second one.
      const again = await c.postForm(path, { attempt_id: page.attemptId, plan: "300-12-6000", pay_with: "paypal" });
      expect(again.status).toBe(302);
      expect(paypal.orders.size).toBe(1);
      // Back from PayPal before approving (or reading the page): nothing is taken or granted.
      const early = await c.postForm(`/checkout/paypal/${page.attemptId}`, { intent: "confirm" });
      expect(early.status).toBe(409);
      expect(decode(await early.text())).toContain("PayPal has not approved this payment yet.");
      expect(await count("SELECT count(*) n FROM transactions WHERE user_id = ?", await userId(email))).toBe(0);
      // The buyer approves at PayPal and comes back: the page asks to confirm, and reading it changes nothing.
      const back = new URL(paypal.approve(orderId, { email: "payer-once@paypal.test" }));
      const confirmPage = decode(await (await c.get(back.pathname + back.search)).text());
      expect(confirmPage).toContain("Pay <strong>$299.00</strong> once, with PayPal, for <strong>Premium · Annual</strong>?");
      expect(paypal.orders.get(orderId)!.status).toBe("APPROVED");
      const confirmed = await c.postForm(`/checkout/paypal/${page.attemptId}`, { intent: "confirm" });
      expect(confirmed.status).toBe(302);
      expect(confirmed.headers.get("Location")).toBe(`/order-confirmation?attempt=${page.attemptId}`);
      expect(paypal.orders.get(orderId)!.status).toBe("COMPLETED");
      expect(
        await one(
          "SELECT processor, processor_ref, CAST(amount_cents AS INTEGER) amount_cents FROM transactions WHERE attempt_id = ?",
          page.attemptId,
        ),
      ).toEqual({
        processor: "paypal",
        processor_ref: orderId,
        amount_cents: 29900,
      });
      // Paid once: nothing can charge it again, so it does not renew by itself.
      expect(await planOf(email)).toMatchObject({ status: "active", auto_renew: 0, processor: "paypal", paypal_subscription_id: null });
      expect((await latestMail(email, "receipt"))?.body_text).toContain("299.00");
      // Confirmed twice, and PayPal's capture webhook afterwards: nothing more.
      expect((await c.postForm(`/checkout/paypal/${page.attemptId}`, { intent: "confirm" })).status).toBe(302);
      const captured = paypal.events.find(
        (e) => e.event_type === "PAYMENT.CAPTURE.COMPLETED" && e.resource.supplementary_data.related_ids.order_id === orderId,
      )!;
      expect((await deliver(captured)).status).toBe(200);
      expect(await count("SELECT count(*) n FROM transactions WHERE user_id = ?", await userId(email))).toBe(1);
      expect(paypal.calls.filter((x) => x === `POST /v2/checkout/orders/${orderId}/capture`).length).toBeGreaterThanOrEqual(1);
      // The billing page shows the PayPal account by its e-mail.
      const billing = decode(await (await c.get("/account/billing")).text());
      expect(billing).toContain("PayPal (payer-once@paypal.test)");
    });

    it("leaving PayPal without approving takes nothing, and another way to pay closes the attempt", async () => {
      const email = "paypal-cancel@example.com";
      const c = await site.signUpVerified({ email });
      const { page, res } = await startPaypal(c, "300-3-6000", "paypal");
      const orderId = new URL(res.headers.get("Location")!).searchParams.get("token")!;
      const html = decode(await (await c.get(`/checkout/paypal/${page.attemptId}?canceled=1&token=${orderId}`)).text());
      expect(html).toContain("You left PayPal before approving the payment, so nothing was charged.");
      expect(html).toContain(`${paypal.url}/checkoutnow?token=${orderId}`);
      const abandon = await c.postForm(`/checkout/paypal/${page.attemptId}`, { intent: "abandon" });
      expect(abandon.status).toBe(302);
      expect(abandon.headers.get("Location")).toBe("/checkout/subscription-buy?plan=300-3-6000");
      expect(await one("SELECT status FROM checkout_attempts WHERE id = ?", page.attemptId)).toEqual({ status: "failed" });
      expect(await count("SELECT count(*) n FROM transactions WHERE user_id = ?", await userId(email))).toBe(0);
      // Another learner cannot read or confirm it.
      const other = await site.signUpVerified({ email: "paypal-other@example.com" });
      expect((await other.get(`/checkout/paypal/${page.attemptId}`)).status).toBe(404);
      expect((await other.postForm(`/checkout/paypal/${page.attemptId}`, { intent: "confirm" })).status).toBe(404);
    });

    it("a payer PayPal declines at capture: said, nothing granted", async () => {
      const email = "paypal-declined@example.com";
      const c = await site.signUpVerified({ email });
      const { page, res } = await startPaypal(c, "300-1-6000", "paypal");
      const orderId = new URL(res.headers.get("Location")!).searchParams.get("token")!;
      paypal.approve(orderId, { decline: true });
      const confirmed = await c.postForm(`/checkout/paypal/${page.attemptId}`, { intent: "confirm" });
      expect(confirmed.status).toBe(302);
      expect(confirmed.headers.get("Location")).toBe("/checkout/subscription-buy?plan=300-1-6000");
      expect(await count("SELECT count(*) n FROM subscriptions WHERE user_id = ?", await userId(email))).toBe(0);
    });
  });

  describe("PayPal each period", () => {
    it("is offered only when the rule allows, and refused otherwise with the reason", async () => {
      const c = await site.signUpVerified({ email: "paypal-rule@example.com" });
      // Premium monthly: $59.00 is 4,956 rupees, under the limit.
      expect((await checkoutPage(c, "/checkout/subscription-buy?plan=300-1-6000")).html).toContain("Pay $59.00 a month with PayPal");
      // Premium Plus annual: $399.00 is 33,516 rupees.
      const annual = (await checkoutPage(c, "/checkout/subscription-buy?plan=400-12-6000")).html;
      expect(annual).not.toContain("a year with PayPal");
      expect(annual).toContain("Recurring PayPal payments are only for plans under ₹15,000 a period. Pay once with PayPal instead.");
      const over = await startPaypal(c, "400-12-6000", "paypal_recurring");
      expect(over.res.status).toBe(400);
      expect(decode(await over.res.text())).toContain("Recurring PayPal payments are only for plans under ₹15,000 a period.");
      const quarterly = await startPaypal(c, "300-3-6000", "paypal_recurring");
      expect(quarterly.res.status).toBe(400);
      expect(decode(await quarterly.res.text())).toContain("Recurring PayPal payments are only for individual monthly or annual plans.");
      // A trial is never paid with PayPal.
      const trialPath = "/checkout/b2c-trial-avail?plan=300-1-6000";
      const trial = await checkoutPage(c, trialPath);
      expect(trial.html).not.toContain("with PayPal");
      const trialRes = await c.postForm(trialPath, { attempt_id: trial.attemptId, plan: "300-1-6000", pay_with: "paypal" });
      expect(trialRes.status).toBe(400);
      expect(decode(await trialRes.text())).toContain("A free trial starts with a card: PayPal pays only for a purchase with a price.");
      expect(await count("SELECT count(*) n FROM checkout_attempts WHERE user_id = ?", await userId("paypal-rule@example.com"))).toBe(0);
    });

    it("starts with the first payment, renews by webhook once per sale (at once, replayed, out of order), and a bad signature changes nothing", async () => {
      const email = "paypal-monthly@example.com";
      const c = await site.signUpVerified({ email });
      const { page, res } = await startPaypal(c, "300-1-6000", "paypal_recurring");
      expect(res.status).toBe(302);
      const subscriptionId = new URL(res.headers.get("Location")!).searchParams.get("token")!;
      expect(subscriptionId).toMatch(/^I-/);
      expect(paypal.subscriptions.get(subscriptionId)!.custom_id).toBe(page.attemptId);
      paypal.activateOnApproval = false; // PayPal leaves it APPROVED: the confirmation activates it
      try {
        const back = new URL(paypal.approve(subscriptionId, { email: "payer-monthly@paypal.test" }));
        expect(back.searchParams.get("subscription_id")).toBe(subscriptionId);
        expect((await c.get(back.pathname + back.search)).status).toBe(200);
        const confirmed = await c.postForm(`/checkout/paypal/${page.attemptId}`, { intent: "confirm" });
        expect(confirmed.status).toBe(302);
      } finally {
        paypal.activateOnApproval = true;
      }
      expect(paypal.calls).toContain(`POST /v1/billing/subscriptions/${subscriptionId}/activate`);
      const plan = (await planOf(email))!;
      expect(plan).toMatchObject({ status: "active", auto_renew: 1, processor: "paypal", paypal_subscription_id: subscriptionId });
      const firstSale = paypal.events.find((e) => e.event_type === "PAYMENT.SALE.COMPLETED" && e.resource.billing_agreement_id === subscriptionId)!;
      expect(await one("SELECT processor_ref FROM transactions WHERE attempt_id = ?", page.attemptId)).toEqual({
        processor_ref: firstSale.resource.id,
      });
      // PayPal's webhook for that first payment: the plan already has it.
      expect((await deliver(firstSale)).status).toBe(200);
      expect((await planOf(email))!.expiration_date).toBe(plan.expiration_date);
      const month = (iso: string, n: number) => {
        const d = new Date(iso);
        d.setUTCMonth(d.getUTCMonth() + n);
        return d.toISOString();
      };

      // A renewal delivered twice at once (the same delivery, and the same sale under another event id): applied once.
      const renewal = paypal.renew(subscriptionId);
      const sameSaleOtherEvent = { ...renewal, id: `${renewal.id}X` };
      const answers = await Promise.all([deliver(renewal), deliver(renewal), deliver(sameSaleOtherEvent), deliver(renewal)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect((await planOf(email))!.expiration_date).toBe(month(plan.expiration_date, 1));
      expect(
        await count("SELECT count(*) n FROM transactions WHERE user_id = ? AND checkout_type = 'subscription-renewal'", await userId(email)),
      ).toBe(1);
      expect((await latestMail(email, "renewal-receipt"))?.body_text).toContain("59.00");

      // A forged delivery (the body changed after signing) and an unsigned one: refused, nothing changes.
      const forged = paypal.renew(subscriptionId);
      expect((await deliver(forged, true)).status).toBe(400);
      const unsigned = await fetch(`${server.baseUrl}/api/webhooks/paypal`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(forged),
      });
      expect(unsigned.status).toBe(400);
      expect(await unsigned.json()).toEqual({ errorText: "The webhook signature could not be verified." });
      expect((await fetch(`${server.baseUrl}/api/webhooks/paypal`, { method: "POST", body: "not json" })).status).toBe(400);
      expect((await planOf(email))!.expiration_date).toBe(month(plan.expiration_date, 1));

      // Out of order: the third period's sale before the second's (the forged one, now delivered as PayPal sent it).
      const third = paypal.renew(subscriptionId);
      expect((await deliver(third)).status).toBe(200);
      expect((await deliver(forged)).status).toBe(200);
      expect((await planOf(email))!.expiration_date).toBe(month(plan.expiration_date, 3));
      // Replayed much later: nothing.
      expect(await (await deliver(renewal)).json()).toEqual({ received: true, duplicate: true });
      expect(
        await count("SELECT count(*) n FROM transactions WHERE user_id = ? AND checkout_type = 'subscription-renewal'", await userId(email)),
      ).toBe(3);

      // Canceled at PayPal: the plan keeps the time paid for and stops renewing.
      const canceled = {
        ...paypal.events.at(-1)!,
        id: "WH-CANCEL-1",
        event_type: "BILLING.SUBSCRIPTION.CANCELLED",
        resource_type: "subscription",
        resource: { id: subscriptionId, status: "CANCELLED" },
      };
      expect((await deliver(canceled)).status).toBe(200);
      expect(await planOf(email)).toMatchObject({ status: "renewal_canceled", auto_renew: 0, expiration_date: month(plan.expiration_date, 3) });
    });

    it("a first payment reported by webhook before the learner is back grants the plan once", async () => {
      const email = "paypal-webhook-first@example.com";
      const c = await site.signUpVerified({ email });
      const { page, res } = await startPaypal(c, "300-1-6000", "paypal_recurring");
      const subscriptionId = new URL(res.headers.get("Location")!).searchParams.get("token")!;
      paypal.approve(subscriptionId);
      const firstSale = paypal.events.find((e) => e.event_type === "PAYMENT.SALE.COMPLETED" && e.resource.billing_agreement_id === subscriptionId)!;
      expect((await deliver(firstSale)).status).toBe(200);
      expect(await planOf(email)).toMatchObject({ status: "active", paypal_subscription_id: subscriptionId });
      const confirmed = await c.postForm(`/checkout/paypal/${page.attemptId}`, { intent: "confirm" });
      expect(confirmed.status).toBe(302);
      expect(confirmed.headers.get("Location")).toBe(`/order-confirmation?attempt=${page.attemptId}`);
      expect(await count("SELECT count(*) n FROM transactions WHERE user_id = ?", await userId(email))).toBe(1);
      expect(await count("SELECT count(*) n FROM subscriptions WHERE user_id = ?", await userId(email))).toBe(1);
    });
  });

  /** The text a pdfkit content stream draws (hex strings of its TJ arrays), uncompressed. */
  function pdfText(pdf: Buffer): string {
    const raw = pdf.toString("latin1");
    return [...raw.matchAll(/\[((?:<[0-9a-f]+>\s*-?[\d.]*\s*)+)\]\s*TJ/g)]
      .map((m) => [...m[1]!.matchAll(/<([0-9a-f]+)>/g)].map((h) => Buffer.from(h[1]!, "hex").toString("latin1")).join(""))
      .join("\n");
  }

  describe("invoices", () => {
    it("a business's invoice shows its tax ID and address, and the PDF's totals are the transaction's", async () => {
      const email = "paypal-business@example.com";
      const c = await site.signUpVerified({ email });
      const bad = await c.postForm("/account/billing/details", { name: "", address_line1: "", city: "", country: "" });
      expect(bad.status).toBe(400);
      expect(decode(await bad.text())).toContain("Enter the name to print on invoices.");
      const saved = await c.postForm("/account/billing/details", {
        name: "Ada Buyer",
        company: "Acme Learning GmbH",
        tax_id: "de123456789",
        address_line1: "Hauptstrasse 1",
        city: "Berlin",
        postal_code: "10115",
        country: "Germany",
      });
      expect(saved.status).toBe(302);
      const { page, res } = await startPaypal(c, "300-12-6000", "paypal");
      paypal.approve(new URL(res.headers.get("Location")!).searchParams.get("token")!);
      expect((await c.postForm(`/checkout/paypal/${page.attemptId}`, { intent: "confirm" })).status).toBe(302);
      const t = (await one(
        "SELECT CAST(id AS INTEGER) id, CAST(amount_cents AS INTEGER) amount_cents FROM transactions WHERE attempt_id = ?",
        page.attemptId,
      )) as {
        id: number;
        amount_cents: number;
      };
      const billing = decode(await (await c.get("/account/billing")).text());
      expect(billing).toContain(`href="/account/billing/invoices/${t.id}"`);
      expect((await latestMail(email, "receipt"))?.body_text).toContain(`/account/billing/invoices/${t.id}`);
      const html = decode(await (await c.get(`/account/billing/invoices/${t.id}`)).text());
      const number = `CL-${new Date().getUTCFullYear()}-${String(t.id).padStart(6, "0")}`;
      for (const text of [
        `Invoice ${number}`,
        "Acme Learning GmbH",
        "Tax ID: DE123456789",
        "Hauptstrasse 1",
        "10115 Berlin",
        "Codelift, Inc.",
        "$299.00",
      ])
        expect(html).toContain(text);
      expect(html).toContain("Reverse charge: the buyer accounts for any VAT or GST due.");
      const pdfRes = await c.get(`/account/billing/invoices/${t.id}/pdf`);
      expect(pdfRes.status).toBe(200);
      expect(pdfRes.headers.get("Content-Type")).toBe("application/pdf");
      const text = pdfText(Buffer.from(await pdfRes.arrayBuffer()));
      expect(text).toContain(`Invoice ${number}`);
      expect(text).toContain("Tax ID: DE123456789");
      const total = text.match(/Total \(USD\)\n(.+)/)?.[1];
      expect(total).toBe(`$${(t.amount_cents / 100).toFixed(2)}`);
      // Another learner reads neither.
      const other = await site.signUpVerified({ email: "invoice-other@example.com" });
      expect((await other.get(`/account/billing/invoices/${t.id}`)).status).toBe(404);
      expect((await other.get(`/account/billing/invoices/${t.id}/pdf`)).status).toBe(404);
    });
  });
});
