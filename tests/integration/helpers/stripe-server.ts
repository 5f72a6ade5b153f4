// A Stripe-protocol server on loopback, for the tests of the Stripe adapter and its webhooks. It
// speaks what the official SDK sends and reads: form-encoded bodies (`metadata[user_id]=1`),
// Bearer secret keys, Idempotency-Key (the same key answers the same response, once processed),
// JSON objects in Stripe's shapes, and Stripe's error shape `{ error: { type, code,
// decline_code, message, … } }` with 402 for card errors. Only the endpoints the adapter uses:
//
//   POST /v1/customers                      GET /v1/customers/:id
//   POST /v1/setup_intents                  GET /v1/setup_intents/:id
//   POST /v1/setup_intents/:id/confirm      also as Stripe.js calls it from a browser: the
//                                           publishable key and the client secret in the form
//                                           body, answered with CORS headers
//   GET  /v1/payment_methods/:id            POST /v1/payment_methods/:id/attach
//   POST /v1/payment_methods/:id/detach     POST /v1/customers/:id (invoice_settings[default_payment_method])
//   POST /v1/payment_intents (confirm)      GET /v1/payment_intents/:id
//   POST /v1/payment_intents/:id/confirm
//   GET/POST /3ds/:id                       the 3-D Secure page a learner is sent to
//   POST /v1/products                       (a fixed id may be given; a second create is resource_already_exists)
//   POST /v1/subscriptions                  GET /v1/subscriptions?customer=…  GET/POST/DELETE /v1/subscriptions/:id
//   GET  /v1/invoices?subscription=…&status=…   GET /v1/invoices/:id   POST /v1/invoices/:id/pay
//   Subscriptions and invoices have the shapes of API 2025+ (the period on the items, the
//   subscription as the invoice's parent). `renewSubscription` is Stripe's clock reaching the end
//   of a period: the next invoice is made and charged to the default method (paid, or open and
//   past_due with a next attempt), with its events.
//
// Stripe's test PaymentMethods, each materialised as a new pm_… on use as Stripe does:
//   pm_card_visa, pm_card_mastercard              succeed
//   pm_card_chargeDeclined                        card_declined (generic_decline)
//   pm_card_chargeDeclinedInsufficientFunds       card_declined (insufficient_funds)
//   pm_card_threeDSecure2Required                 requires_action, succeeded once authenticated
//   pm_card_chargeCustomerFail                    saved by a SetupIntent, declined when charged
// (pm_card_chargeDeclined… are declined already when a SetupIntent confirms them, as at Stripe.)
//
// Every state change of a PaymentIntent makes an Event (as Stripe's event log), which a test
// delivers to the app signed with the SDK's own generateTestHeaderString. `mode` makes the server
// answer 500s, drop connections before processing, or process and then drop the connection.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

type Behavior = "succeed" | "decline" | "insufficient_funds" | "three_d_secure" | "charge_fail";
type Card = { brand: string; last4: string; behavior: Behavior };

const TEST_METHODS: Record<string, Card> = {
  pm_card_visa: { brand: "visa", last4: "4242", behavior: "succeed" },
  pm_card_mastercard: { brand: "mastercard", last4: "4444", behavior: "succeed" },
  pm_card_chargeDeclined: { brand: "visa", last4: "0002", behavior: "decline" },
  pm_card_chargeDeclinedInsufficientFunds: { brand: "visa", last4: "9995", behavior: "insufficient_funds" },
  pm_card_threeDSecure2Required: { brand: "visa", last4: "3220", behavior: "three_d_secure" },
  pm_card_chargeCustomerFail: { brand: "visa", last4: "0341", behavior: "charge_fail" },
};

export type StripeMode = "ok" | "error500" | "drop" | "dropAfterProcessing";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a Stripe object on the wire: nested JSON of many shapes, read and written as Stripe's own API does
type Obj = Record<string, any>;
type Answer = { status: number; body: Obj };

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const newId = (prefix: string) => `${prefix}_${[...randomBytes(24)].map((b) => ALNUM[b % ALNUM.length]).join("")}`;
const now = () => Math.floor(Date.now() / 1000);
const clone = <T>(o: T): T => JSON.parse(JSON.stringify(o));

/** Parses a form body as the SDK encodes it: `a[b][c]=v`, arrays as `a[0]=v`. */
export function parseStripeForm(body: string): Obj {
  const out: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, "").split("[");
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- walks down objects and arrays alike, as the form's keys say
    let cur: any = out;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(parts[i + 1]!);
      const key = Array.isArray(cur) && (part === "" || /^\d+$/.test(part)) ? (part === "" ? cur.length : Number(part)) : part;
      if (last) cur[key] = value;
      else cur = cur[key] ??= nextIsIndex ? [] : {};
    });
  }
  return out;
}

const stripeError = (status: number, error: Obj): Answer => ({ status, body: { error } });
const missing = (kind: string, id: string, param = "id"): Answer =>
  stripeError(404, { type: "invalid_request_error", code: "resource_missing", param, message: `No such ${kind}: '${id}'` });

export type StripeFake = {
  readonly port: number;
  readonly baseUrl: string;
  readonly secretKey: string;
  readonly publishableKey: string;
  readonly webhookSecret: string;
  /** the adapter's settings pointing at this server */
  readonly settings: { secretKey: string; webhookSecret: string; host: string; port: number; protocol: "http" };
  /** the app's environment pointing at this server */
  readonly env: Record<string, string>;
  mode: StripeMode;
  /** a mode for some requests only (say, POST /v1/subscriptions); null (the default) leaves `mode` to decide */
  modeFor: ((method: string, path: string) => StripeMode | null) | null;
  /** every request received, whatever the mode */
  readonly requests: Array<{ method: string; path: string; idempotencyKey: string | null }>;
  readonly customers: Map<string, Obj>;
  readonly paymentIntents: Map<string, Obj>;
  readonly paymentMethods: Map<string, Obj>;
  readonly setupIntents: Map<string, Obj>;
  /** Stripe's event log: one event per PaymentIntent state change, oldest first */
  readonly events: Obj[];
  readonly products: Map<string, Obj>;
  readonly subscriptions: Map<string, Obj>;
  readonly invoices: Map<string, Obj>;
  /**
   * Stripe's clock at the end of a subscription's period: the next period's invoice, charged to
   * the default method (`fail: true` declines it whatever the card). Returns the invoice and the
   * events it made (invoice.paid or invoice.payment_failed, customer.subscription.updated).
   */
  renewSubscription(id: string, opts?: { fail?: boolean }): { invoice: Obj; events: Obj[] };
  /** The 3-D Secure step done (or failed) by the card holder, as the page's buttons do. */
  authenticate(intentId: string, approve: boolean): Obj;
  /**
   * A PaymentMethod made by a wallet or another method type, as Stripe.js would after the buyer
   * approved it: a Google Pay or Apple Pay card (`card.wallet`), Link (its e-mail) or Cash App Pay
   * (its cashtag). Charges with it succeed. Returns its id.
   */
  walletMethod(kind: "google_pay" | "apple_pay" | "link" | "cashapp", who?: { email?: string; cashtag?: string }): string;
  /** An Event in Stripe's shape with a snapshot of `object`. */
  makeEvent(type: string, object: Obj, previousAttributes?: Obj): Obj;
  /** The raw body and Stripe-Signature header of an event, signed with the SDK's test helper. */
  sign(event: Obj | string, opts?: { secret?: string; timestamp?: number }): { payload: string; header: string };
  /** POSTs an event to a webhook URL as Stripe does; `signature: null` sends none. */
  deliver(url: string, event: Obj | string, opts?: { secret?: string; timestamp?: number; signature?: string | null }): Promise<Response>;
  close(): Promise<void>;
};

export async function startStripeServer(opts: { secretKey?: string; publishableKey?: string; webhookSecret?: string } = {}): Promise<StripeFake> {
  const secretKey = opts.secretKey ?? `sk_test_${randomBytes(12).toString("hex")}`;
  const publishableKey = opts.publishableKey ?? `pk_test_${randomBytes(12).toString("hex")}`;
  const webhookSecret = opts.webhookSecret ?? `whsec_${randomBytes(16).toString("hex")}`;
  const customers = new Map<string, Obj>();
  const paymentIntents = new Map<string, Obj>();
  const paymentMethods = new Map<string, Obj>();
  const setupIntents = new Map<string, Obj>();
  const products = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  /** what each method does when charged (by pm id) */
  const behaviors = new Map<string, Behavior>();
  const idempotent = new Map<string, { fingerprint: string; answer: Answer }>();
  const events: Obj[] = [];
  const requests: StripeFake["requests"] = [];
  let baseUrl = "";

  const makeEvent = (type: string, object: Obj, previousAttributes?: Obj): Obj => ({
    id: newId("evt"),
    object: "event",
    api_version: Stripe.API_VERSION,
    created: now(),
    data: { object: clone(object), ...(previousAttributes ? { previous_attributes: clone(previousAttributes) } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: newId("req"), idempotency_key: null },
    type,
  });
  const emit = (type: string, object: Obj) => events.push(makeEvent(type, object));

  /** A test method (pm_card_visa…) becomes a new PaymentMethod on each use; a pm_… id is looked up. */
  function resolveMethod(id: string): Obj | null {
    const test = TEST_METHODS[id];
    if (test) {
      const year = new Date().getUTCFullYear() + 3;
      const pm = {
        id: newId("pm"),
        object: "payment_method",
        allow_redisplay: "unspecified",
        billing_details: {
          address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
          email: null,
          name: null,
          phone: null,
        },
        card: {
          brand: test.brand,
          checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: "pass" },
          country: "US",
          display_brand: test.brand,
          exp_month: 12,
          exp_year: year,
          fingerprint: `fp${test.last4}${test.brand}`,
          funding: "credit",
          last4: test.last4,
          networks: { available: [test.brand], preferred: null },
          three_d_secure_usage: { supported: true },
          wallet: null,
        },
        created: now(),
        customer: null,
        livemode: false,
        metadata: {},
        type: "card",
      };
      paymentMethods.set(pm.id, pm);
      behaviors.set(pm.id, test.behavior);
      return pm;
    }
    return paymentMethods.get(id) ?? null;
  }

  function walletMethod(kind: "google_pay" | "apple_pay" | "link" | "cashapp", who: { email?: string; cashtag?: string } = {}): string {
    const base = {
      id: newId("pm"),
      object: "payment_method",
      allow_redisplay: "unspecified",
      billing_details: { address: null, email: who.email ?? null, name: null, phone: null },
      created: now(),
      customer: null,
      livemode: false,
      metadata: {},
    };
    const year = new Date().getUTCFullYear() + 3;
    const pm =
      kind === "link"
        ? { ...base, type: "link", link: { email: who.email ?? "link-buyer@example.com" } }
        : kind === "cashapp"
          ? { ...base, type: "cashapp", cashapp: { buyer_id: newId("cashapp"), cashtag: who.cashtag ?? "$buyer" } }
          : {
              ...base,
              type: "card",
              card: {
                brand: "visa",
                country: "US",
                display_brand: "visa",
                exp_month: 11,
                exp_year: year,
                fingerprint: `fp${kind}`,
                funding: "credit",
                last4: kind === "google_pay" ? "1111" : "0077",
                networks: { available: ["visa"], preferred: null },
                wallet: { type: kind, dynamic_last4: "9876", [kind]: {} },
              },
            };
    paymentMethods.set(pm.id, pm);
    behaviors.set(pm.id, "succeed");
    return pm.id;
  }

  /** Confirms an intent with its payment method, as Stripe does for cards in test mode. */
  function confirm(pi: Obj, returnUrl: string | undefined): Answer {
    const pm = paymentMethods.get(pi.payment_method);
    if (!pm) return missing("PaymentMethod", String(pi.payment_method), "payment_method");
    const behavior = behaviors.get(pm.id)!;
    pi.last_payment_error = null;
    pi.next_action = null;
    if (behavior === "succeed" || (behavior === "three_d_secure" && pi._authenticated)) {
      pi.status = "succeeded";
      pi.amount_received = pi.amount;
      pi.latest_charge = newId("ch");
      emit("payment_intent.succeeded", view(pi));
      return { status: 200, body: view(pi) };
    }
    if (behavior === "three_d_secure") {
      pi.status = "requires_action";
      pi.next_action = returnUrl
        ? { type: "redirect_to_url", redirect_to_url: { url: `${baseUrl}/3ds/${pi.id}`, return_url: returnUrl } }
        : { type: "use_stripe_sdk", use_stripe_sdk: { type: "three_d_secure_redirect", stripe_js: `${baseUrl}/3ds/${pi.id}` } };
      pi._returnUrl = returnUrl ?? null;
      emit("payment_intent.requires_action", view(pi));
      return { status: 200, body: view(pi) };
    }
    const declineCode = behavior === "insufficient_funds" ? "insufficient_funds" : "generic_decline";
    const message = behavior === "insufficient_funds" ? "Your card has insufficient funds." : "Your card was declined.";
    pi.status = "requires_payment_method";
    pi.latest_charge = newId("ch");
    pi.last_payment_error = {
      type: "card_error",
      code: "card_declined",
      decline_code: declineCode,
      message,
      charge: pi.latest_charge,
      doc_url: "https://stripe.com/docs/error-codes/card-declined",
      payment_method: clone(pm),
    };
    emit("payment_intent.payment_failed", view(pi));
    return stripeError(402, {
      type: "card_error",
      code: "card_declined",
      decline_code: declineCode,
      message,
      charge: pi.latest_charge,
      doc_url: "https://stripe.com/docs/error-codes/card-declined",
      payment_intent: view(pi),
      payment_method: clone(pm),
    });
  }

  /** What Stripe shows of an intent (our bookkeeping fields start with "_"). */
  const view = (pi: Obj): Obj => Object.fromEntries(Object.entries(clone(pi)).filter(([k]) => !k.startsWith("_")));

  function createPaymentIntent(p: Obj): Answer {
    const amount = Number(p.amount);
    if (!/^\d+$/.test(String(p.amount ?? "")))
      return stripeError(400, {
        type: "invalid_request_error",
        code: "parameter_missing",
        param: "amount",
        message: "Missing required param: amount.",
      });
    if (amount < 50)
      return stripeError(400, {
        type: "invalid_request_error",
        code: "amount_too_small",
        param: "amount",
        message: "Amount must be at least $0.50 usd",
      });
    if (!p.currency)
      return stripeError(400, {
        type: "invalid_request_error",
        code: "parameter_missing",
        param: "currency",
        message: "Missing required param: currency.",
      });
    if (p.customer && !customers.has(p.customer)) return missing("customer", p.customer, "customer");
    let pm: Obj | null = null;
    if (p.payment_method) {
      pm = resolveMethod(p.payment_method);
      if (!pm) return missing("PaymentMethod", p.payment_method, "payment_method");
      if (pm.customer && pm.customer !== p.customer) {
        return stripeError(400, {
          type: "invalid_request_error",
          param: "payment_method",
          message: "The provided PaymentMethod belongs to a different customer.",
        });
      }
    }
    const id = newId("pi");
    const pi: Obj = {
      id,
      object: "payment_intent",
      amount,
      amount_capturable: 0,
      amount_received: 0,
      automatic_payment_methods: null,
      capture_method: "automatic",
      client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
      confirmation_method: "automatic",
      created: now(),
      currency: String(p.currency).toLowerCase(),
      customer: p.customer ?? null,
      description: p.description ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: p.metadata ?? {},
      next_action: null,
      payment_method: pm?.id ?? null,
      payment_method_types: ["card"],
      setup_future_usage: null,
      status: pm ? "requires_confirmation" : "requires_payment_method",
    };
    paymentIntents.set(id, pi);
    emit("payment_intent.created", view(pi));
    if (p.confirm === "true") {
      if (!pm)
        return stripeError(400, {
          type: "invalid_request_error",
          code: "parameter_missing",
          param: "payment_method",
          message: "You cannot confirm this PaymentIntent because it's missing a payment method.",
        });
      return confirm(pi, p.return_url);
    }
    return { status: 200, body: view(pi) };
  }

  /**
   * Confirms a SetupIntent with a card, as Stripe does in test mode: a card that declines is
   * refused with a card_error (402) and the intent waits for another method; any other is attached
   * to the intent's customer. Called with the publishable key (Stripe.js), the client secret must match.
   */
  function confirmSetup(id: string, p: Obj): Answer {
    const si = setupIntents.get(id);
    if (!si || (p.key !== undefined && p.client_secret !== si.client_secret)) return missing("setupintent", id, "intent");
    if (si.status === "succeeded" || si.status === "canceled") {
      return stripeError(400, {
        type: "invalid_request_error",
        code: "setup_intent_unexpected_state",
        message: `This SetupIntent's status is ${si.status}, so it cannot be confirmed.`,
        setup_intent: clone(si),
      });
    }
    if (!p.payment_method)
      return stripeError(400, {
        type: "invalid_request_error",
        code: "parameter_missing",
        param: "payment_method",
        message: "You cannot confirm this SetupIntent because it's missing a payment method.",
      });
    const pm = resolveMethod(p.payment_method);
    if (!pm) return missing("PaymentMethod", p.payment_method, "payment_method");
    const behavior = behaviors.get(pm.id);
    si.payment_method = pm.id;
    si.last_setup_error = null;
    si.next_action = null;
    if (behavior === "decline" || behavior === "insufficient_funds") {
      const declineCode = behavior === "insufficient_funds" ? "insufficient_funds" : "generic_decline";
      const message = behavior === "insufficient_funds" ? "Your card has insufficient funds." : "Your card was declined.";
      const error = {
        type: "card_error",
        code: "card_declined",
        decline_code: declineCode,
        message,
        doc_url: "https://stripe.com/docs/error-codes/card-declined",
        payment_method: clone(pm),
      };
      si.status = "requires_payment_method";
      si.payment_method = null;
      si.last_setup_error = error;
      return stripeError(402, { ...error, setup_intent: clone(si) });
    }
    if (behavior === "three_d_secure") {
      si.status = "requires_action";
      si.next_action = { type: "use_stripe_sdk", use_stripe_sdk: { type: "three_d_secure_redirect", stripe_js: `${baseUrl}/3ds/${si.id}` } };
      return { status: 200, body: clone(si) };
    }
    if (si.customer) pm.customer = si.customer;
    si.status = "succeeded";
    return { status: 200, body: clone(si) };
  }

  // ---- Billing: products, subscriptions, invoices ----------------------------------------------

  const DAY = 86_400;
  /** `seconds` plus `months` calendar months (UTC), as Stripe advances a monthly period. */
  const addMonthsTo = (seconds: number, months: number) => {
    const d = new Date(seconds * 1000);
    const day = d.getUTCDate();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() + months);
    const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
    d.setUTCDate(Math.min(day, last));
    return Math.floor(d.getTime() / 1000);
  };
  const invalid = (message: string, param?: string, code?: string): Answer =>
    stripeError(400, { type: "invalid_request_error", message, ...(param ? { param } : {}), ...(code ? { code } : {}) });
  const periodOf = (sub: Obj) => sub.items.data[0] as Obj;
  const emitSub = (type: string, sub: Obj, previous?: Obj) => {
    const e = makeEvent(type, sub, previous);
    events.push(e);
    return e;
  };

  /** What charging a method off-session does: null when it pays, else the card error. */
  function chargeOffSession(pmId: string | null | undefined, forceFail = false): Obj | null {
    const pm = pmId ? paymentMethods.get(pmId) : undefined;
    if (!pm)
      return {
        type: "invalid_request_error",
        code: "invoice_payment_intent_requires_action",
        message: "This customer has no attached payment source or default payment method.",
      };
    const behavior = behaviors.get(pm.id);
    if (!forceFail && (behavior === "succeed" || behavior === undefined)) return null;
    if (behavior === "three_d_secure" && !forceFail)
      return {
        type: "card_error",
        code: "authentication_required",
        decline_code: "authentication_required",
        message: "Your card was declined. This transaction requires authentication.",
      };
    const insufficient = behavior === "insufficient_funds";
    return {
      type: "card_error",
      code: "card_declined",
      decline_code: insufficient ? "insufficient_funds" : "generic_decline",
      message: insufficient ? "Your card has insufficient funds." : "Your card was declined.",
    };
  }

  function newInvoice(sub: Obj, reason: string, start: number, end: number, amount: number): Obj {
    const item = periodOf(sub);
    const id = newId("in");
    const inv: Obj = {
      id,
      object: "invoice",
      account_country: "US",
      amount_due: amount,
      amount_overpaid: 0,
      amount_paid: 0,
      amount_remaining: amount,
      attempt_count: 0,
      attempted: false,
      auto_advance: true,
      billing_reason: reason,
      collection_method: "charge_automatically",
      created: now(),
      currency: sub.currency,
      customer: sub.customer,
      default_payment_method: null,
      description: null,
      hosted_invoice_url: `${baseUrl}/invoice/${id}`,
      lines: {
        object: "list",
        data: [
          {
            id: newId("il"),
            object: "line_item",
            amount,
            currency: sub.currency,
            description: `1 × ${item.price.product} (at $${(amount / 100).toFixed(2)} / ${item.price.recurring.interval_count} ${item.price.recurring.interval})`,
            discount_amounts: [],
            discountable: true,
            discounts: [],
            invoice: id,
            livemode: false,
            metadata: {},
            parent: {
              invoice_item_details: null,
              subscription_item_details: {
                invoice_item: null,
                proration: false,
                proration_details: { credited_items: null },
                subscription: sub.id,
                subscription_item: item.id,
              },
              type: "subscription_item_details",
            },
            period: { start, end },
            pretax_credit_amounts: [],
            pricing: {
              price_details: { price: item.price.id, product: item.price.product },
              type: "price_details",
              unit_amount_decimal: String(amount),
            },
            quantity: 1,
            subtotal: amount,
            taxes: [],
          },
        ],
        has_more: false,
        total_count: 1,
        url: `/v1/invoices/${id}/lines`,
      },
      livemode: false,
      metadata: {},
      next_payment_attempt: null,
      number: `${randomBytes(4).toString("hex").toUpperCase()}-0001`,
      parent: { quote_details: null, subscription_details: { metadata: clone(sub.metadata), subscription: sub.id }, type: "subscription_details" },
      // Stripe's invoice period is the one that just ended (the line has the period billed).
      period_end: start,
      period_start: start,
      status: "open",
      status_transitions: { finalized_at: now(), marked_uncollectible_at: null, paid_at: null, voided_at: null },
      subtotal: amount,
      total: amount,
    };
    invoices.set(id, inv);
    sub.latest_invoice = id;
    return inv;
  }

  /** Charges an open invoice: paid (and the subscription active), or a card error (past_due). */
  function attemptInvoice(inv: Obj, pmId: string | null | undefined, forceFail = false): { paid: boolean; error: Obj | null; events: Obj[] } {
    const sub = subscriptions.get(inv.parent?.subscription_details?.subscription);
    const made: Obj[] = [];
    inv.attempted = true;
    inv.attempt_count += 1;
    const error = inv.amount_due === 0 ? null : chargeOffSession(pmId, forceFail);
    const before = sub ? { status: sub.status } : null;
    if (!error) {
      inv.status = "paid";
      inv.amount_paid = inv.amount_due;
      inv.amount_remaining = 0;
      inv.next_payment_attempt = null;
      inv.status_transitions.paid_at = now();
      made.push(makeEvent("invoice.paid", inv));
      if (sub && sub.status !== "active" && sub.status !== "trialing") sub.status = "active";
    } else {
      // Smart Retries: Stripe tries again in a few days, up to its limit.
      inv.next_payment_attempt = inv.attempt_count < 4 ? now() + 3 * DAY : null;
      made.push(makeEvent("invoice.payment_failed", inv));
      if (sub && sub.status !== "canceled") sub.status = "past_due";
    }
    if (sub && before && before.status !== sub.status) made.push(makeEvent("customer.subscription.updated", sub, before));
    events.push(...made);
    return { paid: !error, error, events: made };
  }

  function createSubscription(p: Obj): Answer {
    if (!p.customer) return invalid("Missing required param: customer.", "customer", "parameter_missing");
    if (!customers.has(p.customer)) return missing("customer", p.customer, "customer");
    const item = p.items?.[0];
    const pd = item?.price_data;
    if (!pd) return invalid("Missing required param: items[0][price] or items[0][price_data].", "items", "parameter_missing");
    if (!pd.product || !products.has(pd.product)) return missing("product", String(pd.product), "items[0][price_data][product]");
    if (!/^\d+$/.test(String(pd.unit_amount ?? "")))
      return invalid("Missing required param: items[0][price_data][unit_amount].", "items[0][price_data][unit_amount]", "parameter_missing");
    if (!["day", "week", "month", "year"].includes(pd.recurring?.interval))
      return invalid("Invalid interval.", "items[0][price_data][recurring][interval]");
    const intervalCount = Number(pd.recurring.interval_count ?? 1);
    if (pd.recurring.interval === "month" && !(intervalCount >= 1 && intervalCount <= 36))
      return invalid("The maximum billing interval is 3 years.", "items[0][price_data][recurring][interval_count]");
    if (p.default_payment_method) {
      const pm = paymentMethods.get(p.default_payment_method);
      if (!pm) return missing("PaymentMethod", p.default_payment_method, "default_payment_method");
      if (pm.customer !== p.customer)
        return invalid(
          "The customer does not have a payment method with the ID " +
            p.default_payment_method +
            ". The payment method must be attached to the customer.",
          "default_payment_method",
        );
    }
    const start = now();
    let trialEnd: number | null = null;
    if (p.trial_end !== undefined) {
      trialEnd = p.trial_end === "now" ? null : Number(p.trial_end);
      if (trialEnd !== null && (!Number.isInteger(trialEnd) || trialEnd <= start))
        return invalid("Invalid timestamp: must be an integer Unix timestamp in the future.", "trial_end");
      if (trialEnd !== null && trialEnd > addMonthsTo(start, 24))
        return invalid("The trial_end can be at most two years from billing_cycle_anchor.", "trial_end");
    }
    const id = newId("sub");
    const periodEnd = trialEnd ?? addMonthsTo(start, intervalCount);
    const sub: Obj = {
      id,
      object: "subscription",
      application: null,
      billing_cycle_anchor: periodEnd,
      billing_mode: { type: "flexible" },
      cancel_at: null,
      cancel_at_period_end: p.cancel_at_period_end === "true",
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: "charge_automatically",
      created: start,
      currency: String(pd.currency).toLowerCase(),
      customer: p.customer,
      days_until_due: null,
      default_payment_method: p.default_payment_method ?? null,
      default_source: null,
      description: p.description ?? null,
      discounts: [],
      ended_at: null,
      invoice_settings: { account_tax_ids: null, issuer: { type: "self" } },
      items: {
        object: "list",
        data: [
          {
            id: newId("si"),
            object: "subscription_item",
            created: start,
            current_period_end: periodEnd,
            current_period_start: start,
            discounts: [],
            metadata: {},
            price: {
              id: newId("price"),
              object: "price",
              active: false,
              billing_scheme: "per_unit",
              currency: String(pd.currency).toLowerCase(),
              product: pd.product,
              recurring: { interval: pd.recurring.interval, interval_count: intervalCount, usage_type: "licensed" },
              type: "recurring",
              unit_amount: Number(pd.unit_amount),
            },
            quantity: 1,
            subscription: id,
          },
        ],
        has_more: false,
        total_count: 1,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      latest_invoice: null,
      livemode: false,
      metadata: p.metadata ?? {},
      pause_collection: null,
      start_date: start,
      status: trialEnd ? "trialing" : "incomplete",
      trial_end: trialEnd,
      trial_settings: { end_behavior: { missing_payment_method: "create_invoice" } },
      trial_start: trialEnd ? start : null,
    };
    subscriptions.set(id, sub);
    emitSub("customer.subscription.created", sub);
    // The first invoice: $0 for a trial, else the first period charged now.
    const first = newInvoice(sub, "subscription_create", start, periodEnd, trialEnd ? 0 : Number(pd.unit_amount));
    const outcome = attemptInvoice(first, sub.default_payment_method ?? customers.get(sub.customer)?.invoice_settings?.default_payment_method);
    if (!trialEnd && !outcome.paid) sub.status = "incomplete";
    return { status: 200, body: clone(sub) };
  }

  function renewSubscription(id: string, opts: { fail?: boolean } = {}): { invoice: Obj; events: Obj[] } {
    const sub = subscriptions.get(id);
    if (!sub) throw new Error(`no such subscription: ${id}`);
    if (sub.status === "canceled") throw new Error(`subscription ${id} is canceled`);
    const item = periodOf(sub);
    const before = { status: sub.status, items: clone(sub.items), trial_end: sub.trial_end };
    const start = item.current_period_end;
    const end = addMonthsTo(start, item.price.recurring.interval_count);
    if (sub.cancel_at_period_end) {
      sub.status = "canceled";
      sub.canceled_at ??= now();
      sub.ended_at = start;
      const e = emitSub("customer.subscription.deleted", sub);
      return { invoice: {}, events: [e] };
    }
    item.current_period_start = start;
    item.current_period_end = end;
    sub.billing_cycle_anchor = start;
    const made: Obj[] = [];
    if (sub.status === "trialing") sub.status = "active";
    made.push(emitSub("customer.subscription.updated", sub, before));
    const inv = newInvoice(sub, "subscription_cycle", start, end, item.price.unit_amount);
    const outcome = attemptInvoice(
      inv,
      sub.default_payment_method ?? customers.get(sub.customer)?.invoice_settings?.default_payment_method,
      opts.fail,
    );
    return { invoice: clone(inv), events: [...made, ...outcome.events] };
  }

  function billingRoute(method: string, path: string, p: Obj): Answer | null {
    let m: RegExpMatchArray | null;
    if (method === "POST" && path === "/v1/products") {
      if (!p.name) return invalid("Missing required param: name.", "name", "parameter_missing");
      const id = p.id ?? newId("prod");
      if (products.has(id)) return invalid(`Product already exists.`, "id", "resource_already_exists");
      const prod = {
        id,
        object: "product",
        active: true,
        created: now(),
        default_price: null,
        description: null,
        images: [],
        livemode: false,
        metadata: p.metadata ?? {},
        name: p.name,
        type: "service",
        updated: now(),
        url: null,
      };
      products.set(id, prod);
      return { status: 200, body: prod };
    }
    if (method === "POST" && path === "/v1/subscriptions") return createSubscription(p);
    if (method === "GET" && path === "/v1/subscriptions") {
      const list = [...subscriptions.values()].filter(
        (s) => (!p.customer || s.customer === p.customer) && (p.status === "all" ? true : p.status ? s.status === p.status : s.status !== "canceled"),
      );
      return {
        status: 200,
        body: { object: "list", data: clone(list.reverse().slice(0, Number(p.limit ?? 10))), has_more: false, url: "/v1/subscriptions" },
      };
    }
    if ((m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = subscriptions.get(m[1]!);
      if (!sub) return missing("subscription", m[1]!);
      if (method === "GET") return { status: 200, body: clone(sub) };
      if (method === "DELETE") {
        if (sub.status === "canceled")
          return invalid(
            `A canceled subscription can only update its cancellation_details and metadata. This subscription (${sub.id}) has already been canceled.`,
            undefined,
            "resource_missing",
          );
        sub.status = "canceled";
        sub.canceled_at = now();
        sub.ended_at = now();
        sub.cancellation_details = { comment: null, feedback: null, reason: "cancellation_requested" };
        emitSub("customer.subscription.deleted", sub);
        return { status: 200, body: clone(sub) };
      }
      if (method === "POST") {
        if (sub.status === "canceled") return invalid("A canceled subscription can only update its cancellation_details and metadata.");
        const previous: Obj = {};
        if (p.cancel_at_period_end !== undefined) {
          const next = p.cancel_at_period_end === "true";
          if (next !== sub.cancel_at_period_end) {
            previous.cancel_at_period_end = sub.cancel_at_period_end;
            previous.cancel_at = sub.cancel_at;
            previous.canceled_at = sub.canceled_at;
            sub.cancel_at_period_end = next;
            sub.cancel_at = next ? periodOf(sub).current_period_end : null;
            sub.canceled_at = next ? now() : null;
          }
        }
        if (p.default_payment_method !== undefined) {
          const pm = paymentMethods.get(p.default_payment_method);
          if (!pm || pm.customer !== sub.customer)
            return invalid("The customer does not have a payment method with the ID " + p.default_payment_method + ".", "default_payment_method");
          if (sub.default_payment_method !== pm.id) previous.default_payment_method = sub.default_payment_method;
          sub.default_payment_method = pm.id;
        }
        if (p.metadata) sub.metadata = { ...sub.metadata, ...p.metadata };
        if (Object.keys(previous).length) emitSub("customer.subscription.updated", sub, previous);
        return { status: 200, body: clone(sub) };
      }
    }
    if (method === "GET" && path === "/v1/invoices") {
      const list = [...invoices.values()].filter(
        (i) =>
          (!p.subscription || i.parent?.subscription_details?.subscription === p.subscription) &&
          (!p.customer || i.customer === p.customer) &&
          (!p.status || i.status === p.status),
      );
      return {
        status: 200,
        body: { object: "list", data: clone(list.reverse().slice(0, Number(p.limit ?? 10))), has_more: false, url: "/v1/invoices" },
      };
    }
    if (method === "GET" && (m = path.match(/^\/v1\/invoices\/([^/]+)$/))) {
      const inv = invoices.get(m[1]!);
      return inv ? { status: 200, body: clone(inv) } : missing("invoice", m[1]!);
    }
    if (method === "POST" && (m = path.match(/^\/v1\/invoices\/([^/]+)\/pay$/))) {
      const inv = invoices.get(m[1]!);
      if (!inv) return missing("invoice", m[1]!);
      if (inv.status === "paid") return invalid("Invoice is already paid", undefined, "invoice_already_paid");
      if (inv.status !== "open") return invalid(`You can only pay an open invoice. This invoice is ${inv.status}.`, undefined, "invoice_not_open");
      let pmId: string | null = p.payment_method ?? null;
      if (pmId) {
        const pm = paymentMethods.get(pmId);
        if (!pm || pm.customer !== inv.customer) return missing("PaymentMethod", pmId, "payment_method");
      } else {
        const sub = subscriptions.get(inv.parent?.subscription_details?.subscription);
        pmId = sub?.default_payment_method ?? customers.get(inv.customer)?.invoice_settings?.default_payment_method ?? null;
      }
      const outcome = attemptInvoice(inv, pmId);
      if (outcome.error)
        return stripeError(outcome.error.type === "card_error" ? 402 : 400, {
          ...outcome.error,
          doc_url: "https://stripe.com/docs/error-codes/card-declined",
        });
      return { status: 200, body: clone(inv) };
    }
    return null;
  }

  function route(method: string, path: string, p: Obj): Answer {
    let m: RegExpMatchArray | null;
    if (method === "POST" && path === "/v1/customers") {
      const c = {
        id: newId("cus"),
        object: "customer",
        address: null,
        balance: 0,
        created: now(),
        currency: null,
        default_source: null,
        delinquent: false,
        description: p.description ?? null,
        email: p.email ?? null,
        invoice_prefix: randomBytes(4).toString("hex").toUpperCase(),
        invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
        livemode: false,
        metadata: p.metadata ?? {},
        name: p.name ?? null,
        phone: null,
        preferred_locales: [],
        shipping: null,
        tax_exempt: "none",
        test_clock: null,
      };
      customers.set(c.id, c);
      return { status: 200, body: c };
    }
    if (method === "GET" && (m = path.match(/^\/v1\/customers\/([^/]+)$/))) {
      const c = customers.get(m[1]!);
      return c ? { status: 200, body: c } : missing("customer", m[1]!);
    }
    if (method === "POST" && path === "/v1/setup_intents") {
      if (p.customer && !customers.has(p.customer)) return missing("customer", p.customer, "customer");
      const id = newId("seti");
      const si = {
        id,
        object: "setup_intent",
        application: null,
        cancellation_reason: null,
        client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
        created: now(),
        customer: p.customer ?? null,
        description: null,
        last_setup_error: null,
        livemode: false,
        metadata: p.metadata ?? {},
        next_action: null,
        payment_method: null,
        payment_method_types: ["card"],
        status: "requires_payment_method",
        usage: p.usage ?? "off_session",
      };
      setupIntents.set(id, si);
      return { status: 200, body: si };
    }
    if (method === "GET" && (m = path.match(/^\/v1\/setup_intents\/([^/]+)$/))) {
      const si = setupIntents.get(m[1]!);
      return si ? { status: 200, body: si } : missing("setup_intent", m[1]!);
    }
    if (method === "POST" && (m = path.match(/^\/v1\/setup_intents\/([^/]+)\/confirm$/))) return confirmSetup(m[1]!, p);
    if (method === "GET" && (m = path.match(/^\/v1\/payment_methods\/([^/]+)$/))) {
      const pm = resolveMethod(m[1]!);
      return pm ? { status: 200, body: pm } : missing("PaymentMethod", m[1]!);
    }
    if (method === "POST" && (m = path.match(/^\/v1\/payment_methods\/([^/]+)\/attach$/))) {
      const pm = resolveMethod(m[1]!);
      if (!pm) return missing("PaymentMethod", m[1]!);
      if (!p.customer)
        return stripeError(400, {
          type: "invalid_request_error",
          code: "parameter_missing",
          param: "customer",
          message: "Missing required param: customer.",
        });
      if (!customers.has(p.customer)) return missing("customer", p.customer, "customer");
      if (pm.customer && pm.customer !== p.customer) {
        return stripeError(400, {
          type: "invalid_request_error",
          message: "The payment method you provided has already been attached to a customer.",
        });
      }
      pm.customer = p.customer;
      return { status: 200, body: pm };
    }
    if (method === "POST" && (m = path.match(/^\/v1\/payment_methods\/([^/]+)\/detach$/))) {
      const pm = paymentMethods.get(m[1]!);
      if (!pm) return missing("PaymentMethod", m[1]!);
      if (!pm.customer)
        return stripeError(400, {
          type: "invalid_request_error",
          message: "The payment method you provided is not attached to a customer so detachment is impossible.",
        });
      const previous = pm.customer as string;
      pm.customer = null;
      // Stripe forgets a detached method as the customer's default too.
      const c = customers.get(previous);
      if (c && c.invoice_settings?.default_payment_method === pm.id) c.invoice_settings.default_payment_method = null;
      events.push({ ...makeEvent("payment_method.detached", pm), data: { object: clone(pm), previous_attributes: { customer: previous } } });
      return { status: 200, body: pm };
    }
    if (method === "POST" && (m = path.match(/^\/v1\/customers\/([^/]+)$/))) {
      const c = customers.get(m[1]!);
      if (!c) return missing("customer", m[1]!);
      const wanted = p.invoice_settings?.default_payment_method;
      if (wanted !== undefined) {
        const pm = wanted === "" ? null : paymentMethods.get(wanted);
        if (wanted !== "" && (!pm || pm.customer !== c.id)) {
          return stripeError(400, {
            type: "invalid_request_error",
            param: "invoice_settings[default_payment_method]",
            message: `No such PaymentMethod: '${wanted}'`,
          });
        }
        c.invoice_settings = { ...c.invoice_settings, default_payment_method: pm ? pm.id : null };
      }
      if (p.email !== undefined) c.email = p.email;
      if (p.metadata) c.metadata = { ...c.metadata, ...p.metadata };
      return { status: 200, body: c };
    }
    if (method === "POST" && path === "/v1/payment_intents") return createPaymentIntent(p);
    if (method === "GET" && (m = path.match(/^\/v1\/payment_intents\/([^/]+)$/))) {
      const pi = paymentIntents.get(m[1]!);
      return pi ? { status: 200, body: view(pi) } : missing("payment_intent", m[1]!, "intent");
    }
    if (method === "POST" && (m = path.match(/^\/v1\/payment_intents\/([^/]+)\/confirm$/))) {
      const pi = paymentIntents.get(m[1]!);
      if (!pi) return missing("payment_intent", m[1]!, "intent");
      if (pi.status === "succeeded" || pi.status === "canceled") {
        return stripeError(400, {
          type: "invalid_request_error",
          code: "payment_intent_unexpected_state",
          message: `This PaymentIntent's status is ${pi.status}, so it cannot be confirmed.`,
          payment_intent: view(pi),
        });
      }
      if (p.payment_method) {
        const pm = resolveMethod(p.payment_method);
        if (!pm) return missing("PaymentMethod", p.payment_method, "payment_method");
        pi.payment_method = pm.id;
        pi._authenticated = false;
      }
      if (pi.status === "requires_action" && !pi._authenticated) return { status: 200, body: view(pi) };
      return confirm(pi, p.return_url ?? pi._returnUrl ?? undefined);
    }
    const billing = billingRoute(method, path, p);
    if (billing) return billing;
    return stripeError(404, { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` });
  }

  function authenticate(intentId: string, approve: boolean): Obj {
    const pi = paymentIntents.get(intentId);
    if (!pi) throw new Error(`no such payment_intent: ${intentId}`);
    if (pi.status !== "requires_action") return view(pi);
    if (approve) {
      pi._authenticated = true;
      confirm(pi, pi._returnUrl ?? undefined);
    } else {
      pi.status = "requires_payment_method";
      pi.next_action = null;
      pi.last_payment_error = {
        type: "invalid_request_error",
        code: "payment_intent_authentication_failure",
        message: "The provided PaymentMethod has failed authentication.",
        payment_method: clone(paymentMethods.get(pi.payment_method)),
      };
      emit("payment_intent.payment_failed", view(pi));
    }
    return view(pi);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stripe.test");
      const method = req.method ?? "GET";
      const body = Buffer.concat(chunks).toString("utf8");
      const idempotencyKey = (req.headers["idempotency-key"] as string | undefined) ?? null;
      requests.push({ method, path: url.pathname, idempotencyKey });
      current = { method, path: url.pathname };
      // Stripe's API answers browsers (Stripe.js) from any origin.
      res.setHeader("Access-Control-Allow-Origin", "*");
      if (method === "OPTIONS") {
        return void res
          .writeHead(204, {
            "Access-Control-Allow-Methods": "GET, POST",
            "Access-Control-Allow-Headers": "Authorization, Content-Type, Idempotency-Key, Stripe-Version",
            "Access-Control-Max-Age": "300",
          })
          .end();
      }

      // The 3-D Secure page: a browser page, not the API (no key).
      const threeDs = url.pathname.match(/^\/3ds\/([^/]+)$/);
      if (threeDs) {
        const pi = paymentIntents.get(threeDs[1]!);
        if (!pi) return void res.writeHead(404, { "Content-Type": "text/plain" }).end("Unknown payment.");
        if (method === "POST") {
          const outcome = new URLSearchParams(body).get("outcome");
          const after = authenticate(pi.id, outcome === "approve");
          const back = new URL(pi._returnUrl ?? `${baseUrl}/done`);
          back.searchParams.set("payment_intent", pi.id);
          back.searchParams.set("payment_intent_client_secret", pi.client_secret);
          back.searchParams.set("redirect_status", after.status === "succeeded" ? "succeeded" : "failed");
          return void res.writeHead(303, { Location: back.toString() }).end();
        }
        return void res
          .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
          .end(
            `<!doctype html><title>3D Secure test payment</title><form method="post"><button name="outcome" value="approve">Complete</button><button name="outcome" value="fail">Fail</button></form>`,
          );
      }

      if (mode() === "drop") return void req.socket.destroy();
      const send = (a: Answer, headers: Record<string, string> = {}) => {
        if (mode() === "dropAfterProcessing") return void req.socket.destroy();
        res.writeHead(a.status, {
          "Content-Type": "application/json",
          "Request-Id": newId("req"),
          "Stripe-Version": String(req.headers["stripe-version"] ?? Stripe.API_VERSION),
          ...headers,
        });
        res.end(JSON.stringify(a.body));
      };
      if (mode() === "error500") return send(stripeError(500, { type: "api_error", message: "An unknown error occurred" }));
      const params = method === "POST" ? parseStripeForm(body) : Object.fromEntries(url.searchParams);
      // The publishable key (sent in the body by Stripe.js) may only confirm a SetupIntent.
      const byPublishableKey = method === "POST" && params.key === publishableKey && /^\/v1\/setup_intents\/[^/]+\/confirm$/.test(url.pathname);
      if (req.headers.authorization !== `Bearer ${secretKey}` && !byPublishableKey) {
        return send(stripeError(401, { type: "invalid_request_error", message: "Invalid API Key provided." }));
      }
      if (method === "POST" && idempotencyKey) {
        const fingerprint = `${method} ${url.pathname} ${JSON.stringify(params)}`;
        const seen = idempotent.get(idempotencyKey);
        if (seen) {
          if (seen.fingerprint !== fingerprint) {
            return send(
              stripeError(400, {
                type: "idempotency_error",
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
              }),
            );
          }
          return send(clone(seen.answer), { "Idempotent-Replayed": "true" });
        }
        const answer = route(method, url.pathname, params);
        // Stripe stores the answer of a request that ran (errors included), not of a 5xx.
        if (answer.status < 500) idempotent.set(idempotencyKey, { fingerprint, answer: clone(answer) });
        return send(answer);
      }
      return send(route(method, url.pathname, params));
    });
  });

  const state = { mode: "ok" as StripeMode, modeFor: null as StripeFake["modeFor"] };
  // The request being answered (the handler runs synchronously from its "end" to its answer).
  let current = { method: "", path: "" };
  const mode = () => state.modeFor?.(current.method, current.path) ?? state.mode;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;

  const sign: StripeFake["sign"] = (event, o = {}) => {
    const payload = typeof event === "string" ? event : JSON.stringify(event, null, 2);
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: o.secret ?? webhookSecret,
      ...(o.timestamp !== undefined ? { timestamp: o.timestamp } : {}),
    });
    return { payload, header };
  };

  return {
    port,
    baseUrl,
    secretKey,
    publishableKey,
    webhookSecret,
    settings: { secretKey, webhookSecret, host: "127.0.0.1", port, protocol: "http" },
    env: {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_PUBLISHABLE_KEY: publishableKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: "http",
    },
    get mode() {
      return state.mode;
    },
    set mode(m: StripeMode) {
      state.mode = m;
    },
    get modeFor() {
      return state.modeFor;
    },
    set modeFor(f: StripeFake["modeFor"]) {
      state.modeFor = f;
    },
    requests,
    customers,
    paymentIntents,
    paymentMethods,
    setupIntents,
    events,
    products,
    subscriptions,
    invoices,
    renewSubscription,
    authenticate,
    walletMethod,
    makeEvent,
    sign,
    async deliver(url, event, o = {}) {
      const { payload, header } = sign(event, o);
      const headers: Record<string, string> = {
        "Content-Type": "application/json; charset=utf-8",
        "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      };
      const signature = o.signature === undefined ? header : o.signature;
      if (signature !== null) headers["Stripe-Signature"] = signature;
      return fetch(url, { method: "POST", headers, body: payload });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
