// Renewals with Stripe (docs/product/billing.md#renewals): a plan bought through Stripe gets a Stripe Subscription whose
// invoices renew it, and Stripe's webhooks keep our plan in step. The real server talks to the
// Stripe-protocol server on loopback (helpers/stripe-server.ts) through the official SDK; events
// are those the fake's billing makes (renewSubscription, API calls), signed with the SDK's helper.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { WEBHOOK_EVENT_INVALID, WEBHOOK_SIGNATURE_INVALID } from "~/services/payments/webhooks.server";
import { latestMail, signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";
import { startStripeServer, type StripeFake } from "./helpers/stripe-server";

type SubRow = {
  id: number;
  user_id: number;
  plan_code: string;
  status: string;
  is_trial: number;
  auto_renew: number;
  expiration_date: string;
  grace_until: string | null;
  canceled_at: string | null;
  stripe_subscription_id: string | null;
  stripe_event_at: number | null;
  paid_cents: number;
};

let stripe: StripeFake;
let server: TestServer;
let hook: string;
beforeAll(async () => {
  stripe = await startStripeServer();
  server = await startServer({ ...stripe.env, SUPPORT_EMAIL: "billing-help@codelift.test" });
  hook = `${server.baseUrl}/api/webhooks/stripe`;
});
afterAll(async () => {
  await server?.stop();
  await stripe?.close();
});
afterEach(() => {
  stripe.mode = "ok";
  stripe.modeFor = null;
});

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
const count = (sql: string, ...args: unknown[]) => (server.db.prepare(sql).get(...args) as { n: number }).n;
const planOf = (userId: number, srv = server) =>
  srv.db.prepare("SELECT * FROM subscriptions WHERE user_id = ? ORDER BY id DESC").get(userId) as SubRow;
const listPrice = (code: string) =>
  (server.db.prepare("SELECT list_price_cents AS n FROM plan_prices WHERE plan_code = ?").get(code) as { n: number }).n;
const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const deliver = async (event: object) => {
  const res = await stripe.deliver(hook, event);
  return { status: res.status, body: await res.json() };
};
const stripeSubsOf = (subscriptionId: number) =>
  [...stripe.subscriptions.values()].filter((s) => s.metadata.subscription_id === String(subscriptionId));
/** A call to the Stripe API as the Dashboard (or support staff) would make it. */
const stripeApi = (method: string, path: string, form: Record<string, string> = {}) =>
  fetch(`${stripe.baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${stripe.secretKey}`, "Content-Type": "application/x-www-form-urlencoded" },
    body: method === "GET" ? undefined : new URLSearchParams(form).toString(),
  }).then(async (r) => ({ status: r.status, body: await r.json() }));

async function buy(srv: TestServer, email: string, opts: { plan?: string; type?: string; pm?: string } = {}) {
  const plan = opts.plan ?? "300-1-6000";
  const type = opts.type ?? "subscription-buy";
  const { client } = await signUpVerified(srv, { email });
  const path = `/checkout/${type}?plan=${plan}`;
  const html = decode(await (await client.get(path)).text());
  const attemptId = html.match(/name="attempt_id" value="([0-9a-f-]{36})"/)?.[1] ?? "";
  const res = await client.postForm(path, { attempt_id: attemptId, plan, payment_method: opts.pm ?? "pm_card_visa" });
  expect(res.status).toBe(302);
  const userId = (srv.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;
  return { client, userId, attemptId, sub: planOf(userId, srv) };
}

async function userInfo(c: Client) {
  return (await (await c.get("/api/user/info")).json()) as { has_valid_learn_sub: boolean; subscription: { status: string } | null };
}

describe("a plan bought through Stripe is renewed by a Stripe subscription", () => {
  it("creates the Stripe subscription after the purchase: trial_end = our expiration, the method paid with, the renewal price, our ids in metadata; our plan is linked", async () => {
    const email = "renew-link@example.com";
    const { sub, attemptId } = await buy(server, email, { plan: "300-1-6000" });
    expect(sub.status).toBe("active");
    expect(sub.stripe_subscription_id).toMatch(/^sub_/);
    const at = stripe.subscriptions.get(sub.stripe_subscription_id!)!;
    expect(at.status).toBe("trialing");
    expect(at.trial_end).toBe(seconds(sub.expiration_date));
    expect(at.metadata).toEqual({ subscription_id: String(sub.id), user_id: String(sub.user_id), plan_code: "300-1-6000" });
    expect(at.items.data[0].price).toMatchObject({
      unit_amount: listPrice("300-1-6000"),
      currency: "usd",
      product: "codelift-plan-300-1-6000",
      recurring: { interval: "month", interval_count: 1 },
    });
    // The method paid with: the PaymentMethod of the checkout's PaymentIntent.
    const attempt = server.db.prepare("SELECT intent_id FROM checkout_attempts WHERE id = ?").get(attemptId) as { intent_id: string };
    expect(at.default_payment_method).toBe(stripe.paymentIntents.get(attempt.intent_id)!.payment_method);
    expect(at.customer).toBe(
      (server.db.prepare("SELECT customer_id FROM stripe_customers WHERE user_id = ?").get(sub.user_id) as { customer_id: string }).customer_id,
    );
    // One create, sent with a key derived from our subscription.
    const creates = stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/subscriptions");
    expect(creates.filter((r) => r.idempotencyKey?.startsWith(`codelift-subscription-${sub.id}-${sub.user_id}-`))).toHaveLength(1);
    expect(stripeSubsOf(sub.id)).toHaveLength(1);
    // Stripe's first invoice ($0, the "trial" up to our expiration) pays for nothing new.
    const first = stripe.events.find((e) => e.type === "invoice.paid" && e.data.object.parent?.subscription_details?.subscription === at.id)!;
    expect(first.data.object.amount_paid).toBe(0);
    expect((await deliver(first)).status).toBe(200);
    expect(count("SELECT count(*) n FROM transactions WHERE subscription_id = ?", sub.id)).toBe(0);
    expect(planOf(sub.user_id)).toMatchObject({ status: "active", expiration_date: sub.expiration_date });
  });

  it("invoice.paid extends the plan to the invoice's period end, once: the same event twice, and the same invoice under another event id, grant one transaction", async () => {
    const email = "renew-paid@example.com";
    const { sub, client } = await buy(server, email);
    const { invoice, events } = stripe.renewSubscription(sub.stripe_subscription_id!);
    expect(invoice.status).toBe("paid");
    const paid = events.find((e) => e.type === "invoice.paid")!;
    const periodEnd = invoice.lines.data[0].period.end as number;
    expect(periodEnd).toBeGreaterThan(seconds(sub.expiration_date));
    for (const e of events) expect((await deliver(e)).status).toBe(200);
    const after = planOf(sub.user_id);
    expect(after).toMatchObject({
      status: "active",
      expiration_date: new Date(periodEnd * 1000).toISOString(),
      grace_until: null,
      paid_cents: listPrice("300-1-6000"),
    });
    const txs = () =>
      server.db
        .prepare(
          "SELECT attempt_id, checkout_type, amount_cents, processor, processor_ref, subscription_id FROM transactions WHERE subscription_id = ?",
        )
        .all(sub.id);
    expect(txs()).toEqual([
      {
        attempt_id: `invoice:${invoice.id}`,
        checkout_type: "subscription-renewal",
        amount_cents: listPrice("300-1-6000"),
        processor: "stripe",
        processor_ref: invoice.id,
        subscription_id: sub.id,
      },
    ]);
    expect(latestMail(server, email, "renewal-receipt")?.subject).toBe(`Your Codelift receipt: $${(listPrice("300-1-6000") / 100).toFixed(2)}`);
    // Replay: the same event again.
    expect(await deliver(paid)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    // The same invoice in a second event (Stripe sends invoice.paid and, say, a resend under a new id).
    const again = stripe.makeEvent("invoice.paid", invoice);
    expect(again.id).not.toBe(paid.id);
    expect(await deliver(again)).toEqual({ status: 200, body: { received: true } });
    expect(txs()).toHaveLength(1);
    expect(planOf(sub.user_id).expiration_date).toBe(after.expiration_date);
    expect((await userInfo(client)).has_valid_learn_sub).toBe(true);
  });

  it("a free trial bought through Stripe: Stripe's trial ends with ours, and its first paid invoice converts it", async () => {
    const email = "renew-trial@example.com";
    const { sub } = await buy(server, email, { type: "b2c-trial-avail", plan: "300-1-6000" });
    expect(sub).toMatchObject({ status: "trial", is_trial: 1 });
    expect(sub.stripe_subscription_id).toMatch(/^sub_/);
    expect(stripe.subscriptions.get(sub.stripe_subscription_id!)!.trial_end).toBe(seconds(sub.expiration_date));
    const { invoice, events } = stripe.renewSubscription(sub.stripe_subscription_id!);
    for (const e of events) expect((await deliver(e)).status).toBe(200);
    expect(planOf(sub.user_id)).toMatchObject({
      status: "active",
      is_trial: 1,
      expiration_date: new Date(invoice.lines.data[0].period.end * 1000).toISOString(),
    });
    expect(server.db.prepare("SELECT checkout_type, amount_cents FROM transactions WHERE attempt_id = ?").get(`invoice:${invoice.id}`)).toEqual({
      checkout_type: "trial-conversion",
      amount_cents: listPrice("300-1-6000"),
    });
  });
});

describe("an upgrade", () => {
  it("cancels the replaced plan's Stripe subscription and links the new plan; Stripe's deleted event for the old one leaves it replaced", async () => {
    const email = "renew-upgrade@example.com";
    const { sub: old, client } = await buy(server, email, { plan: "300-1-6000" });
    const path = "/checkout/subscription-upgrade?plan=300-12-6000";
    const html = decode(await (await client.get(path)).text());
    const attemptId = html.match(/name="attempt_id" value="([0-9a-f-]{36})"/)?.[1] ?? "";
    const res = await client.postForm(path, { attempt_id: attemptId, plan: "300-12-6000", payment_method: "pm_card_visa" });
    expect(res.status).toBe(302);
    const replaced = server.db.prepare("SELECT * FROM subscriptions WHERE id = ?").get(old.id) as SubRow;
    expect(replaced.status).toBe("replaced");
    expect(replaced.canceled_at).not.toBeNull();
    expect(stripe.subscriptions.get(old.stripe_subscription_id!)!.status).toBe("canceled");
    const now = planOf(old.user_id);
    expect(now).toMatchObject({ plan_code: "300-12-6000", status: "active" });
    expect(stripe.subscriptions.get(now.stripe_subscription_id!)!).toMatchObject({ status: "trialing", trial_end: seconds(now.expiration_date) });
    const deleted = stripe.events.find((e) => e.type === "customer.subscription.deleted" && e.data.object.id === old.stripe_subscription_id)!;
    expect((await deliver(deleted)).status).toBe(200);
    expect(server.db.prepare("SELECT * FROM subscriptions WHERE id = ?").get(old.id)).toEqual(replaced);
  });
});

describe("a failed renewal", () => {
  it("invoice.payment_failed: past due with a grace period, the learner is mailed and keeps access; paying (the retry API) restores active, once", async () => {
    const email = "renew-failed@example.com";
    const { sub, client } = await buy(server, email);
    const { invoice, events } = stripe.renewSubscription(sub.stripe_subscription_id!, { fail: true });
    expect(invoice.status).toBe("open");
    expect(events.map((e) => e.type)).toEqual(["customer.subscription.updated", "invoice.payment_failed", "customer.subscription.updated"]);
    for (const e of events) expect((await deliver(e)).status).toBe(200);
    const failed = planOf(sub.user_id);
    // Grace: the engine's 7 days after the paid period, or Stripe's next attempt if that is later.
    const grace = Math.max(Date.parse(sub.expiration_date) + 7 * 86_400_000, invoice.next_payment_attempt * 1000);
    expect(failed).toMatchObject({ status: "past_due", expiration_date: sub.expiration_date, grace_until: new Date(grace).toISOString() });
    const mail = latestMail(server, email, "renewal-failed")!;
    expect(mail.subject).toBe("Your Codelift payment failed");
    expect(mail.body_text).toContain("/account/billing");
    expect(await userInfo(client)).toMatchObject({ has_valid_learn_sub: true, subscription: { status: "past_due" } });
    expect(count("SELECT count(*) n FROM transactions WHERE subscription_id = ?", sub.id)).toBe(0);

    // The learner pays now: Stripe's open invoice is paid with their primary card.
    const retry = await client.postJson("/api/retry-renewal-payment", {}, "PUT");
    expect(retry.status).toBe(200);
    expect(stripe.invoices.get(invoice.id)!.status).toBe("paid");
    expect(planOf(sub.user_id)).toMatchObject({
      status: "active",
      grace_until: null,
      expiration_date: new Date(invoice.lines.data[0].period.end * 1000).toISOString(),
    });
    // Stripe's own invoice.paid for it arrives afterwards: nothing more.
    const paidEvent = stripe.events.find((e) => e.type === "invoice.paid" && e.data.object.id === invoice.id)!;
    expect((await deliver(paidEvent)).status).toBe(200);
    expect(count("SELECT count(*) n FROM transactions WHERE attempt_id = ?", `invoice:${invoice.id}`)).toBe(1);
    // A late copy of the failure (older than what was applied) changes nothing.
    const lateFailure = stripe.makeEvent("invoice.payment_failed", { ...events[1]!.data.object });
    lateFailure.created = events[1]!.created - 5;
    expect((await deliver(lateFailure)).status).toBe(200);
    expect(planOf(sub.user_id).status).toBe("active");
  });

  it("invoice.paid restores an active plan after a failure (Stripe's own retry)", async () => {
    const email = "renew-stripe-retry@example.com";
    const { sub } = await buy(server, email);
    const { invoice, events } = stripe.renewSubscription(sub.stripe_subscription_id!, { fail: true });
    for (const e of events) await deliver(e);
    expect(planOf(sub.user_id).status).toBe("past_due");
    const mark = stripe.events.length;
    const paid = await stripeApi("POST", `/v1/invoices/${invoice.id}/pay`);
    expect(paid.body.status).toBe("paid");
    const later = stripe.events.slice(mark);
    expect(later.map((e) => e.type)).toEqual(["invoice.paid", "customer.subscription.updated"]);
    for (const e of later) expect((await deliver(e)).status).toBe(200);
    expect(planOf(sub.user_id)).toMatchObject({
      status: "active",
      grace_until: null,
      expiration_date: new Date(invoice.lines.data[0].period.end * 1000).toISOString(),
    });
    expect(count("SELECT count(*) n FROM transactions WHERE subscription_id = ?", sub.id)).toBe(1);
  });
});

describe("order and sync", () => {
  it("an updated event older than an applied deleted changes nothing; the plan ends at the period end Stripe says", async () => {
    const email = "renew-order@example.com";
    const { sub, client } = await buy(server, email);
    const at = stripe.subscriptions.get(sub.stripe_subscription_id!)!;
    const stale = stripe.makeEvent("customer.subscription.updated", { ...at, cancel_at_period_end: false, status: "active" });
    const canceled = await stripeApi("DELETE", `/v1/subscriptions/${at.id}`);
    expect(canceled.body.status).toBe("canceled");
    const deleted = stripe.events.find((e) => e.type === "customer.subscription.deleted" && e.data.object.id === at.id)!;
    stale.created = deleted.created - 30;
    expect((await deliver(deleted)).status).toBe(200);
    const ended = planOf(sub.user_id);
    expect(ended).toMatchObject({ status: "churned", auto_renew: 0, stripe_event_at: deleted.created });
    expect(Date.parse(ended.expiration_date)).toBe(Math.min(Date.parse(sub.expiration_date), canceled.body.ended_at * 1000));
    expect((await deliver(stale)).status).toBe(200);
    expect(planOf(sub.user_id)).toEqual(ended);
    // Even one stamped later: Stripe never revives a canceled subscription.
    const later = stripe.makeEvent("customer.subscription.updated", { ...at, status: "active" });
    later.created = deleted.created + 30;
    await deliver(later);
    expect(planOf(sub.user_id)).toEqual(ended);
    expect((await userInfo(client)).has_valid_learn_sub).toBe(false);
  });

  it("cancel_at_period_end both ways: the learner's auto-renew off reaches Stripe; the Dashboard's change reaches us", async () => {
    const email = "renew-sync@example.com";
    const { sub, client } = await buy(server, email);
    const id = sub.stripe_subscription_id!;
    const off = await client.postJson("/api/subscription/auto-renew", { auto_renew: false }, "PUT");
    expect(off.status).toBe(200);
    expect(stripe.subscriptions.get(id)!.cancel_at_period_end).toBe(true);
    expect(planOf(sub.user_id)).toMatchObject({ status: "renewal_canceled", auto_renew: 0 });
    // Stripe's echo of that change agrees.
    const echo = stripe.events.filter((e) => e.type === "customer.subscription.updated" && e.data.object.id === id).at(-1)!;
    expect((await deliver(echo)).status).toBe(200);
    expect(planOf(sub.user_id)).toMatchObject({ status: "renewal_canceled", auto_renew: 0 });
    // Turned back on at Stripe (the Dashboard): our plan renews again.
    const on = await stripeApi("POST", `/v1/subscriptions/${id}`, { cancel_at_period_end: "false" });
    expect(on.body.cancel_at_period_end).toBe(false);
    const dashboard = stripe.events.filter((e) => e.type === "customer.subscription.updated" && e.data.object.id === id).at(-1)!;
    expect(dashboard.data.previous_attributes).toMatchObject({ cancel_at_period_end: true });
    dashboard.created = Math.max(dashboard.created, echo.created + 1);
    expect((await deliver(dashboard)).status).toBe(200);
    expect(planOf(sub.user_id)).toMatchObject({ status: "active", auto_renew: 1, canceled_at: null, expiration_date: sub.expiration_date });
  });

  it("an event for a Stripe subscription whose creation answer was lost links our plan by its metadata (and applies it)", async () => {
    const email = "renew-lost@example.com";
    stripe.modeFor = (method, path) => (method === "POST" && path === "/v1/subscriptions" ? "dropAfterProcessing" : null);
    const { sub } = await buy(server, email);
    stripe.modeFor = null;
    expect(sub.status).toBe("active");
    expect(sub.stripe_subscription_id).toBeNull();
    const made = stripeSubsOf(sub.id);
    expect(made).toHaveLength(1);
    // Stripe turns auto-renew off (say, from the Dashboard) before we know the subscription.
    await stripeApi("POST", `/v1/subscriptions/${made[0]!.id}`, { cancel_at_period_end: "true" });
    const updated = stripe.events.filter((e) => e.type === "customer.subscription.updated" && e.data.object.id === made[0]!.id).at(-1)!;
    expect((await deliver(updated)).status).toBe(200);
    expect(planOf(sub.user_id)).toMatchObject({
      stripe_subscription_id: made[0]!.id,
      status: "renewal_canceled",
      auto_renew: 0,
      stripe_event_at: updated.created,
    });
  });

  it("payment_method.attached adds the card to the learner's methods; detached removes it (the backup becomes primary)", async () => {
    const email = "renew-methods@example.com";
    const { sub } = await buy(server, email);
    const customer = (server.db.prepare("SELECT customer_id FROM stripe_customers WHERE user_id = ?").get(sub.user_id) as { customer_id: string })
      .customer_id;
    const methods = () =>
      server.db.prepare("SELECT processor_token, last4, is_primary FROM payment_methods WHERE user_id = ? ORDER BY id").all(sub.user_id) as {
        processor_token: string;
        last4: string;
        is_primary: number;
      }[];
    expect(methods()).toEqual([{ processor_token: expect.stringMatching(/^pm_/), last4: "4242", is_primary: 1 }]);
    const attached = await stripeApi("POST", "/v1/payment_methods/pm_card_mastercard/attach", { customer });
    expect(attached.status).toBe(200);
    const event = stripe.makeEvent("payment_method.attached", attached.body);
    expect((await deliver(event)).status).toBe(200);
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(methods()).toEqual([
      { processor_token: expect.stringMatching(/^pm_/), last4: "4242", is_primary: 1 },
      { processor_token: attached.body.id, last4: "4444", is_primary: 0 },
    ]);
    // The primary is detached at Stripe: gone here, and the other card takes its place.
    const visa = methods()[0]!.processor_token;
    const detached = stripe.makeEvent("payment_method.detached", { ...stripe.paymentMethods.get(visa)!, customer: null }, { customer });
    expect((await deliver(detached)).status).toBe(200);
    expect(methods()).toEqual([{ processor_token: attached.body.id, last4: "4444", is_primary: 1 }]);
    // A method of a customer we do not know changes nothing.
    const stranger = stripe.makeEvent("payment_method.attached", { ...attached.body, id: "pm_someoneelse", customer: "cus_unknown" });
    expect((await deliver(stranger)).status).toBe(200);
    expect(methods()).toHaveLength(1);
  });

  it("bad signatures are still refused with 400, and an invoice event whose object is not an invoice is 400, recording nothing", async () => {
    const email = "renew-signature@example.com";
    const { sub } = await buy(server, email);
    const { events } = stripe.renewSubscription(sub.stripe_subscription_id!);
    const paid = events.find((e) => e.type === "invoice.paid")!;
    const wrong = await stripe.deliver(hook, paid, { secret: "whsec_not_ours" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ errorText: WEBHOOK_SIGNATURE_INVALID });
    expect((await stripe.deliver(hook, paid, { signature: null })).status).toBe(400);
    const odd = stripe.makeEvent("invoice.paid", { id: "in_123", object: "charge" });
    expect(await deliver(odd)).toEqual({ status: 400, body: { errorText: WEBHOOK_EVENT_INVALID } });
    expect(count("SELECT count(*) n FROM webhook_events WHERE id IN (?, ?)", paid.id, odd.id)).toBe(0);
    expect(count("SELECT count(*) n FROM transactions WHERE subscription_id = ?", sub.id)).toBe(0);
    expect(planOf(sub.user_id).expiration_date).toBe(sub.expiration_date);
  });
});

describe("Stripe unreachable when the plan is bought", () => {
  let ticking: TestServer;
  let main: StripeFake;
  beforeAll(async () => {
    // A deployment of its own (its own Stripe account): its billing timer runs every second, and
    // its tick calls linkPendingStripeSubscriptions.
    main = stripe;
    stripe = await startStripeServer();
    ticking = await startServer({ ...stripe.env, BILLING_INTERVAL_SECONDS: "1" });
  });
  afterAll(async () => {
    await ticking?.stop();
    await stripe?.close();
    stripe = main;
  });

  async function waitFor<T>(read: () => T, ok: (v: T) => boolean, ms = 15_000): Promise<T> {
    const until = Date.now() + ms;
    for (;;) {
      const v = read();
      if (ok(v) || Date.now() > until) return v;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it("the purchase succeeds unlinked, and the scheduler's tick links it once Stripe is back: one Stripe subscription", async () => {
    stripe.modeFor = (method, path) => (path === "/v1/subscriptions" || path === "/v1/products" ? "error500" : null);
    const { sub, userId } = await buy(ticking, "renew-down@example.com", { plan: "300-3-6000" });
    expect(sub.status).toBe("active");
    expect(sub.stripe_subscription_id).toBeNull();
    expect(stripeSubsOf(sub.id)).toHaveLength(0);
    // Still down through a few ticks: still unlinked, and nothing made at Stripe.
    await new Promise((r) => setTimeout(r, 2500));
    expect(planOf(userId, ticking).stripe_subscription_id).toBeNull();
    expect(stripeSubsOf(sub.id)).toHaveLength(0);
    stripe.modeFor = null;
    const linked = await waitFor(
      () => planOf(userId, ticking),
      (r) => r.stripe_subscription_id !== null,
    );
    expect(linked.stripe_subscription_id).toMatch(/^sub_/);
    const made = stripeSubsOf(sub.id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ id: linked.stripe_subscription_id, trial_end: seconds(sub.expiration_date), status: "trialing" });
    expect(made[0]!.items.data[0].price.recurring).toMatchObject({ interval: "month", interval_count: 3 });
  });

  it("a create whose answer was lost is linked by the tick to the subscription Stripe made, not a second one", async () => {
    stripe.modeFor = (method, path) => (method === "POST" && path === "/v1/subscriptions" ? "dropAfterProcessing" : null);
    // A 24-month plan: its trial_end is right at Stripe's limit (two years from now).
    const { sub, userId } = await buy(ticking, "renew-drop@example.com", { plan: "400-24-6000" });
    expect(sub.stripe_subscription_id).toBeNull();
    stripe.modeFor = null;
    const linked = await waitFor(
      () => planOf(userId, ticking),
      (r) => r.stripe_subscription_id !== null,
    );
    expect(stripeSubsOf(sub.id)).toHaveLength(1);
    expect(linked.stripe_subscription_id).toBe(stripeSubsOf(sub.id)[0]!.id);
    expect(stripeSubsOf(sub.id)[0]).toMatchObject({ trial_end: seconds(sub.expiration_date) });
    expect(stripeSubsOf(sub.id)[0]!.items.data[0].price.recurring).toMatchObject({ interval: "month", interval_count: 24 });
  });
});
