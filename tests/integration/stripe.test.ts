// Stripe behind the gateway interface (docs/product/billing.md#checkout). The adapter is exercised in this process
// against a Stripe-protocol server on loopback (helpers/stripe-server.ts) and a real SQLite file
// migrated with db/migrate; the webhook endpoint against the real server, with events signed
// by the SDK's own test-header helper. The real Stripe is never called.
import Database from "better-sqlite3";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../db/access";
import { closeDatabase, openDatabase, schema, type Db } from "../../db/client";
import { migrateDatabase } from "../../db/migrate";
import { GatewayUnavailable, type PaymentGateway } from "~/services/payments/gateway.server";
import { PaymentMethodRefused, STRIPE_UNAVAILABLE, createStripeGateway } from "~/services/payments/stripe.server";
import {
  WEBHOOK_EVENT_INVALID,
  WEBHOOK_NOT_APPLIED,
  WEBHOOK_SIGNATURE_INVALID,
  WEBHOOK_SIGNATURE_MISSING,
  onPaymentIntentEvent,
  receiveStripeWebhook,
  type PaymentIntentEvent,
} from "~/services/payments/webhooks.server";
import { ensureBuild, serverCommand, startServer, type TestServer } from "./helpers/server";
import { startStripeServer, type StripeFake } from "./helpers/stripe-server";

const RETURN_URL = "http://127.0.0.1:3000/checkout/return";

let stripe: StripeFake;
let dir: string;
let dbFile: string;
let db: Db;
let gateway: PaymentGateway;
const previousDatabaseUrl = process.env.DATABASE_URL;

beforeAll(async () => {
  stripe = await startStripeServer();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-stripe-"));
  dbFile = path.join(dir, "codelift.db");
  // The adapter reads the application's database (DATABASE_URL), as it does in the server.
  process.env.DATABASE_URL = dbFile;
  db = openDatabase(dbFile).db;
  migrateDatabase(db);
  gateway = createStripeGateway(stripe.settings);
});

afterAll(async () => {
  await stripe?.close();
  closeDatabase(dbFile);
  if (previousDatabaseUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = previousDatabaseUrl;
  fs.rmSync(dir, { recursive: true, force: true });
});

afterEach(() => {
  stripe.mode = "ok";
});

let userSeq = 0;
function newUser() {
  const n = ++userSeq;
  const email = `stripe-learner-${n}@codelift.test`;
  const row = db
    .insert(schema.users)
    .values({ email, fullName: `Learner ${n}`, passwordHash: "not-a-password" })
    .returning()
    .get();
  return { id: row.id, email };
}
const customerRows = (userId: number) => db.select().from(schema.stripeCustomers).where(eq(schema.stripeCustomers.userId, userId)).all();
const customersAtStripe = (userId: number) => [...stripe.customers.values()].filter((c) => c.metadata.user_id === String(userId));
const intentsAtStripe = (key: string) => [...stripe.paymentIntents.values()].filter((pi) => pi.metadata.attempt_id === key);
const charge = (user: { id: number; email: string }, paymentMethod: string, key: string, amountCents = 1999) =>
  gateway.charge({
    userId: user.id,
    email: user.email,
    amountCents,
    currency: "usd",
    paymentMethod,
    idempotencyKey: key,
    description: "Codelift Premium, 1 month",
    returnUrl: RETURN_URL,
  });
let keySeq = 0;
const newKey = () => `attempt_${Date.now()}_${++keySeq}`;

describe("customers", () => {
  it("creates one Stripe customer per user, on first use, and stores it", async () => {
    const user = newUser();
    expect(customerRows(user.id)).toEqual([]);
    const first = await gateway.clientToken(user);
    await gateway.clientToken(user);
    await gateway.saveMethod(user, "pm_card_visa");
    const atStripe = customersAtStripe(user.id);
    expect(atStripe).toHaveLength(1);
    expect(atStripe[0]!.email).toBe(user.email);
    expect(customerRows(user.id)).toEqual([{ userId: user.id, customerId: atStripe[0]!.id }]);
    // Every SetupIntent belongs to that customer.
    const setups = [...stripe.setupIntents.values()].filter((s) => s.customer === atStripe[0]!.id);
    expect(setups).toHaveLength(2);
    expect(setups.map((s) => s.client_secret)).toContain(first.token);
  });

  it("creates one customer when two first uses race", async () => {
    const user = newUser();
    await Promise.all([gateway.clientToken(user), gateway.clientToken(user), gateway.clientToken(user)]);
    expect(customersAtStripe(user.id)).toHaveLength(1);
    expect(customerRows(user.id)).toHaveLength(1);
  });

  it("creates one customer when Stripe made it but its answer was lost", async () => {
    const user = newUser();
    stripe.mode = "dropAfterProcessing";
    await expect(gateway.clientToken(user)).rejects.toBeInstanceOf(GatewayUnavailable);
    expect(customersAtStripe(user.id)).toHaveLength(1);
    expect(customerRows(user.id)).toEqual([]);
    stripe.mode = "ok";
    await gateway.clientToken(user);
    expect(customersAtStripe(user.id)).toHaveLength(1);
    expect(customerRows(user.id)).toEqual([{ userId: user.id, customerId: customersAtStripe(user.id)[0]!.id }]);
  });
});

describe("client token and saved methods", () => {
  it("hands out a SetupIntent's client secret, with 3-D Secure on", async () => {
    const user = newUser();
    const t = await gateway.clientToken(user);
    expect(t.threeDSecure).toBe(true);
    expect(t.token).toMatch(/^seti_\w+_secret_\w+$/);
    const setup = [...stripe.setupIntents.values()].find((s) => s.client_secret === t.token)!;
    expect(setup.usage).toBe("off_session");
    expect(setup.customer).toBe(customerRows(user.id)[0]!.customerId);
  });

  it("attaches a PaymentMethod to the customer and returns its card summary", async () => {
    const user = newUser();
    const card = await gateway.saveMethod(user, "pm_card_visa");
    expect(card).toEqual({
      token: expect.stringMatching(/^pm_\w+$/),
      brand: "visa",
      last4: "4242",
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 3,
      methodType: "card",
      email: null,
      cashtag: null,
    });
    expect(card.token).not.toBe("pm_card_visa");
    expect(stripe.paymentMethods.get(card.token)!.customer).toBe(customerRows(user.id)[0]!.customerId);
    // A method the user already has is returned as is, without another attach.
    const attachesBefore = stripe.requests.filter((r) => r.path.endsWith("/attach")).length;
    expect(await gateway.saveMethod(user, card.token)).toEqual(card);
    expect(stripe.requests.filter((r) => r.path.endsWith("/attach")).length).toBe(attachesBefore);
  });

  it("refuses another customer's method, an unknown one, and anything that is not a PaymentMethod id", async () => {
    const owner = newUser();
    const other = newUser();
    const card = await gateway.saveMethod(owner, "pm_card_mastercard");
    await expect(gateway.saveMethod(other, card.token)).rejects.toBeInstanceOf(PaymentMethodRefused);
    expect(stripe.paymentMethods.get(card.token)!.customer).toBe(customerRows(owner.id)[0]!.customerId);
    await expect(gateway.saveMethod(other, "pm_doesnotexist")).rejects.toBeInstanceOf(PaymentMethodRefused);
    const before = stripe.requests.length;
    await expect(gateway.saveMethod(other, "nonce_abc")).rejects.toBeInstanceOf(PaymentMethodRefused);
    expect(stripe.requests.length).toBe(before);
  });
});

describe("charges", () => {
  it("charges a card that succeeds: a confirmed PaymentIntent for the customer, sent with our idempotency key", async () => {
    const user = newUser();
    const card = await gateway.saveMethod(user, "pm_card_visa");
    const key = newKey();
    const out = await charge(user, card.token, key, 2900);
    expect(out).toEqual({ intentId: expect.stringMatching(/^pi_\w+$/), status: "succeeded" });
    const pi = stripe.paymentIntents.get(out.intentId)!;
    expect(pi).toMatchObject({
      amount: 2900,
      amount_received: 2900,
      currency: "usd",
      customer: customerRows(user.id)[0]!.customerId,
      payment_method: card.token,
      status: "succeeded",
      description: "Codelift Premium, 1 month",
    });
    expect(pi.metadata).toEqual({ user_id: String(user.id), attempt_id: key });
    expect(stripe.requests.filter((r) => r.method === "POST" && r.path === "/v1/payment_intents" && r.idempotencyKey === key)).toHaveLength(1);
  });

  it("reports a declined card as requires_payment_method with card_declined", async () => {
    const user = newUser();
    const out = await charge(user, "pm_card_chargeDeclined", newKey());
    expect(out).toEqual({ intentId: expect.stringMatching(/^pi_\w+$/), status: "requires_payment_method", failureCode: "card_declined" });
    expect(stripe.paymentIntents.get(out.intentId)!.status).toBe("requires_payment_method");
    expect(await gateway.intentStatus(out.intentId)).toEqual(out);
  });

  it("reports insufficient funds as insufficient_funds", async () => {
    const user = newUser();
    const out = await charge(user, "pm_card_chargeDeclinedInsufficientFunds", newKey());
    expect(out).toEqual({ intentId: expect.stringMatching(/^pi_\w+$/), status: "requires_payment_method", failureCode: "insufficient_funds" });
    expect(await gateway.intentStatus(out.intentId)).toEqual(out);
  });

  it("asks for 3-D Secure (requires_action with the page to send the learner to), then succeeds once authenticated", async () => {
    const user = newUser();
    const out = await charge(user, "pm_card_threeDSecure2Required", newKey());
    expect(out).toEqual({
      intentId: expect.stringMatching(/^pi_\w+$/),
      status: "requires_action",
      actionUrl: `${stripe.baseUrl}/3ds/${out.intentId}`,
    });
    expect(await gateway.intentStatus(out.intentId)).toEqual(out);
    // The learner completes the step on the issuer's page and comes back to our return URL.
    const page = await fetch(out.actionUrl!);
    expect(await page.text()).toContain("Complete");
    const done = await fetch(out.actionUrl!, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "outcome=approve",
      redirect: "manual",
    });
    expect(done.status).toBe(303);
    const back = new URL(done.headers.get("location")!);
    expect(`${back.origin}${back.pathname}`).toBe(RETURN_URL);
    expect(back.searchParams.get("payment_intent")).toBe(out.intentId);
    expect(await gateway.intentStatus(out.intentId)).toEqual({ intentId: out.intentId, status: "succeeded" });
  });

  it("reports a failed 3-D Secure step as requires_payment_method", async () => {
    const user = newUser();
    const out = await charge(user, "pm_card_threeDSecure2Required", newKey());
    stripe.authenticate(out.intentId, false);
    expect(await gateway.intentStatus(out.intentId)).toEqual({
      intentId: out.intentId,
      status: "requires_payment_method",
      failureCode: "card_declined",
    });
  });

  it("never charges one key twice: the same key answers the same PaymentIntent", async () => {
    const user = newUser();
    const card = await gateway.saveMethod(user, "pm_card_visa");
    const key = newKey();
    const [a, b] = await Promise.all([charge(user, card.token, key), charge(user, card.token, key)]);
    const c = await charge(user, card.token, key);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(intentsAtStripe(key)).toHaveLength(1);
    // A declined charge replays its decline, without a second attempt on the card.
    const declinedKey = newKey();
    const d1 = await charge(user, "pm_card_chargeDeclined", declinedKey);
    const d2 = await charge(user, "pm_card_chargeDeclined", declinedKey);
    expect(d2).toEqual(d1);
    expect(intentsAtStripe(declinedKey)).toHaveLength(1);
    // The same key for another amount is a bug on our side, refused by Stripe: still one intent.
    await expect(charge(user, card.token, key, 5000)).rejects.toThrow(/idempotent/i);
    expect(intentsAtStripe(key)).toHaveLength(1);
  });
});

describe("when Stripe cannot be reached", () => {
  it.each(["drop", "error500"] as const)("%s: GatewayUnavailable, and nothing is written here or charged there", async (mode) => {
    const user = newUser();
    stripe.mode = mode;
    const key = newKey();
    const before = stripe.requests.length;
    const err = await charge(user, "pm_card_visa", key).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GatewayUnavailable);
    expect((err as Error).message).toBe(STRIPE_UNAVAILABLE);
    // The SDK retried before giving up.
    expect(stripe.requests.length - before).toBeGreaterThan(1);
    expect(customerRows(user.id)).toEqual([]);
    expect(customersAtStripe(user.id)).toEqual([]);
    expect(intentsAtStripe(key)).toEqual([]);
    await expect(gateway.clientToken(user)).rejects.toBeInstanceOf(GatewayUnavailable);
    await expect(gateway.saveMethod(user, "pm_card_visa")).rejects.toBeInstanceOf(GatewayUnavailable);
    expect(customerRows(user.id)).toEqual([]);
  });

  it("a charge whose answer was lost is charged once: the retry with the same key gets the same intent", async () => {
    const user = newUser();
    await gateway.clientToken(user);
    const key = newKey();
    stripe.mode = "dropAfterProcessing";
    await expect(charge(user, "pm_card_visa", key)).rejects.toBeInstanceOf(GatewayUnavailable);
    // Stripe charged; every retry of the SDK carried the same key.
    expect(intentsAtStripe(key)).toHaveLength(1);
    const tries = stripe.requests.filter((r) => r.path === "/v1/payment_intents");
    expect(tries.slice(-2).map((r) => r.idempotencyKey)).toEqual([key, key]);
    stripe.mode = "ok";
    const out = await charge(user, "pm_card_visa", key);
    expect(out).toEqual({ intentId: intentsAtStripe(key)[0]!.id, status: "succeeded" });
    expect(intentsAtStripe(key)).toHaveLength(1);
  });

  it("an intent's status cannot be read while Stripe is down", async () => {
    const user = newUser();
    const out = await charge(user, "pm_card_visa", newKey());
    stripe.mode = "error500";
    await expect(gateway.intentStatus(out.intentId)).rejects.toBeInstanceOf(GatewayUnavailable);
  });

  it("nothing listening, or a key Stripe refuses: GatewayUnavailable", async () => {
    const gone = await startStripeServer();
    const port = gone.port;
    await gone.close();
    const nowhere = createStripeGateway({ ...stripe.settings, port, maxNetworkRetries: 0 });
    const user = newUser();
    await expect(
      nowhere.charge({
        userId: user.id,
        email: user.email,
        amountCents: 1999,
        currency: "usd",
        paymentMethod: "pm_card_visa",
        idempotencyKey: newKey(),
        description: "x",
        returnUrl: RETURN_URL,
      }),
    ).rejects.toBeInstanceOf(GatewayUnavailable);
    const badKey = createStripeGateway({ ...stripe.settings, secretKey: "sk_test_revoked" });
    await expect(badKey.clientToken(user)).rejects.toBeInstanceOf(GatewayUnavailable);
    expect(customerRows(user.id)).toEqual([]);
    expect(customersAtStripe(user.id)).toEqual([]);
  });
});

describe("webhooks, applied through the registered handler", () => {
  type Seen = { event: PaymentIntentEvent };
  let seen: Seen[] = [];
  let unregister: (() => void) | undefined;
  afterEach(() => {
    unregister?.();
    unregister = undefined;
    seen = [];
  });

  const eventRows = (id: string) => db.select().from(schema.webhookEvents).where(eq(schema.webhookEvents.id, id)).all();
  const receive = async (
    event: object | string,
    o: { secret?: string; timestamp?: number; signature?: string | null; tamper?: (p: string) => string } = {},
  ) => {
    const { payload, header } = stripe.sign(event, o);
    const signature = o.signature === undefined ? header : o.signature;
    return receiveStripeWebhook(o.tamper ? o.tamper(payload) : payload, signature, { secret: stripe.webhookSecret });
  };
  /** A checkout attempt waiting on an intent, as the checkout service keeps one. */
  function attemptFor(user: { id: number }, intentId: string, status = "requires_action") {
    const id = newKey();
    db.insert(schema.checkoutAttempts)
      .values({
        id,
        userId: user.id,
        checkoutType: "subscription-buy",
        itemCode: "premium-1m",
        price: "{}",
        totalCents: 1999,
        status,
        processor: "stripe",
        intentId,
      })
      .run();
    return id;
  }
  const attempt = (id: string) => db.select().from(schema.checkoutAttempts).where(eq(schema.checkoutAttempts.id, id)).get()!;
  /** What checkout does with an outcome: an attempt that is final stays as it is (its write joins the event's transaction). */
  const applyToAttempt = async (e: PaymentIntentEvent) => {
    seen.push({ event: e });
    await run((tx, t) =>
      tx
        .update(t.checkoutAttempts)
        .set({ status: e.type === "payment_intent.succeeded" ? "succeeded" : "failed", failureCode: e.failureCode ?? null })
        .where(and(eq(t.checkoutAttempts.intentId, e.intentId), eq(t.checkoutAttempts.status, "requires_action"))),
    );
  };

  it("applies payment_intent.succeeded once: the handler runs with the intent, the event id is recorded, a replay changes nothing", async () => {
    unregister = onPaymentIntentEvent(applyToAttempt);
    const user = newUser();
    const key = newKey();
    const out = await charge(user, "pm_card_threeDSecure2Required", key);
    const attemptId = attemptFor(user, out.intentId);
    stripe.authenticate(out.intentId, true);
    const event = stripe.events.find((e) => e.type === "payment_intent.succeeded" && e.data.object.id === out.intentId)!;
    expect(await receive(event)).toEqual({ status: 200, body: { received: true } });
    expect(seen).toEqual([
      {
        event: {
          eventId: event.id,
          type: "payment_intent.succeeded",
          created: event.created,
          intentId: out.intentId,
          status: "succeeded",
          amountCents: 1999,
          currency: "usd",
          metadata: { user_id: String(user.id), attempt_id: key },
        },
      },
    ]);
    expect(attempt(attemptId).status).toBe("succeeded");
    expect(eventRows(event.id)).toEqual([{ id: event.id, processor: "stripe", type: "payment_intent.succeeded", receivedAt: expect.any(String) }]);
    // The same delivery again: answered 200, the handler is not called, nothing changes.
    expect(await receive(event)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(seen).toHaveLength(1);
    expect(eventRows(event.id)).toHaveLength(1);
  });

  it("hands payment_intent.payment_failed over with the failure code", async () => {
    unregister = onPaymentIntentEvent(applyToAttempt);
    const user = newUser();
    const declined = await charge(user, "pm_card_chargeDeclinedInsufficientFunds", newKey());
    const event = stripe.events.find((e) => e.type === "payment_intent.payment_failed" && e.data.object.id === declined.intentId)!;
    expect((await receive(event)).status).toBe(200);
    expect(seen.map((s) => [s.event.type, s.event.intentId, s.event.status, s.event.failureCode])).toEqual([
      ["payment_intent.payment_failed", declined.intentId, "requires_payment_method", "insufficient_funds"],
    ]);
  });

  // Keeping a final attempt final is the handler's part of the contract (checkout's); this checks
  // that a late event reaches it with what it needs (its time, the intent, the snapshot status).
  it("hands a late payment_failed over with its time; a handler that keeps final attempts final leaves the attempt paid", async () => {
    unregister = onPaymentIntentEvent(applyToAttempt);
    const user = newUser();
    const out = await charge(user, "pm_card_threeDSecure2Required", newKey());
    const attemptId = attemptFor(user, out.intentId);
    stripe.authenticate(out.intentId, true);
    const succeeded = stripe.events.find((e) => e.type === "payment_intent.succeeded" && e.data.object.id === out.intentId)!;
    // An older failure of the same intent, delivered after the success.
    const stale = stripe.makeEvent("payment_intent.payment_failed", {
      ...succeeded.data.object,
      status: "requires_payment_method",
      last_payment_error: { code: "card_declined", decline_code: "generic_decline" },
    });
    stale.created = succeeded.created - 60;
    expect((await receive(succeeded)).status).toBe(200);
    expect((await receive(stale)).status).toBe(200);
    expect(attempt(attemptId)).toMatchObject({ status: "succeeded", failureCode: null });
    expect(seen.map((s) => s.event.created)).toEqual([succeeded.created, succeeded.created - 60]);
  });

  it("an effect that fails records nothing, so Stripe's next delivery applies it", async () => {
    const user = newUser();
    const out = await charge(user, "pm_card_threeDSecure2Required", newKey());
    const attemptId = attemptFor(user, out.intentId);
    stripe.authenticate(out.intentId, true);
    const event = stripe.events.find((e) => e.type === "payment_intent.succeeded" && e.data.object.id === out.intentId)!;
    unregister = onPaymentIntentEvent(async (e) => {
      await applyToAttempt(e);
      throw new Error("the database is having a bad day");
    });
    expect(await receive(event)).toEqual({ status: 500, body: { errorText: WEBHOOK_NOT_APPLIED } });
    expect(attempt(attemptId).status).toBe("requires_action");
    expect(eventRows(event.id)).toEqual([]);
    unregister();
    // Nobody to apply it: not recorded either.
    expect(await receive(event)).toEqual({ status: 500, body: { errorText: WEBHOOK_NOT_APPLIED } });
    expect(eventRows(event.id)).toEqual([]);
    unregister = onPaymentIntentEvent(applyToAttempt);
    expect(await receive(event)).toEqual({ status: 200, body: { received: true } });
    expect(attempt(attemptId).status).toBe("succeeded");
    expect(eventRows(event.id)).toHaveLength(1);
  });

  it("runs the handler's work after commit once the event is recorded, and never for a replay", async () => {
    const user = newUser();
    const out = await charge(user, "pm_card_visa", newKey());
    const event = stripe.events.find((e) => e.type === "payment_intent.succeeded" && e.data.object.id === out.intentId)!;
    const after: number[] = [];
    unregister = onPaymentIntentEvent(async (e) => {
      await applyToAttempt(e);
      // Read through another connection: only committed rows are visible there.
      return () => {
        const other = new Database(dbFile, { readonly: true });
        try {
          after.push((other.prepare("SELECT count(*) AS n FROM webhook_events WHERE id = ?").get(event.id) as { n: number }).n);
        } finally {
          other.close();
        }
      };
    });
    expect(await receive(event)).toEqual({ status: 200, body: { received: true } });
    expect(await receive(event)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(after).toEqual([1]);
  });

  it("applies one event delivered ten times at once exactly once (the handler runs once, one event row)", async () => {
    const user = newUser();
    const out = await charge(user, "pm_card_threeDSecure2Required", newKey());
    const attemptId = attemptFor(user, out.intentId);
    stripe.authenticate(out.intentId, true);
    const event = stripe.events.find((e) => e.type === "payment_intent.succeeded" && e.data.object.id === out.intentId)!;
    unregister = onPaymentIntentEvent(async (e) => {
      await applyToAttempt(e);
      // A real turn of the event loop while the transaction is open: the other deliveries may run now.
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    const replies = await Promise.all(Array.from({ length: 10 }, () => receive(event)));
    expect(replies.filter((r) => r.status === 200 && !("duplicate" in r.body))).toHaveLength(1);
    expect(replies.filter((r) => r.status === 200 && "duplicate" in r.body)).toHaveLength(9);
    expect(seen).toHaveLength(1);
    expect(eventRows(event.id)).toHaveLength(1);
    expect(attempt(attemptId).status).toBe("succeeded");
  });

  it("refuses missing, wrong, tampered and stale signatures and unreadable intents with 400, calling nothing and recording nothing", async () => {
    unregister = onPaymentIntentEvent(applyToAttempt);
    const user = newUser();
    const out = await charge(user, "pm_card_visa", newKey());
    const event = stripe.events.find((e) => e.type === "payment_intent.succeeded" && e.data.object.id === out.intentId)!;
    expect(await receive(event, { signature: null })).toEqual({ status: 400, body: { errorText: WEBHOOK_SIGNATURE_MISSING } });
    expect(await receive(event, { secret: "whsec_someoneelse" })).toEqual({ status: 400, body: { errorText: WEBHOOK_SIGNATURE_INVALID } });
    expect(await receive(event, { signature: "t=1,v1=deadbeef" })).toEqual({ status: 400, body: { errorText: WEBHOOK_SIGNATURE_INVALID } });
    expect(await receive(event, { tamper: (p) => p.replace('"amount": 1999', '"amount": 1') })).toEqual({
      status: 400,
      body: { errorText: WEBHOOK_SIGNATURE_INVALID },
    });
    expect(await receive(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).toEqual({
      status: 400,
      body: { errorText: WEBHOOK_SIGNATURE_INVALID },
    });
    const odd = stripe.makeEvent("payment_intent.succeeded", { id: "not-an-intent", object: "charge" });
    expect(await receive(odd)).toEqual({ status: 400, body: { errorText: WEBHOOK_EVENT_INVALID } });
    expect(seen).toEqual([]);
    expect(eventRows(event.id)).toEqual([]);
    expect(eventRows(odd.id)).toEqual([]);
  });
});

describe("the webhook endpoint of the real server", () => {
  let server: TestServer;
  let url: string;
  beforeAll(async () => {
    server = await startServer(stripe.env);
    url = `${server.baseUrl}/api/webhooks/stripe`;
  });
  afterAll(async () => server?.stop());

  const rows = () =>
    server.db.prepare("SELECT id, processor, type FROM webhook_events ORDER BY id").all() as { id: string; processor: string; type: string }[];

  it("answers GET with 405", async () => {
    const res = await fetch(url);
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({ errorText: "Method not allowed. Use POST." });
  });

  it("refuses a missing or bad signature with 400 and writes nothing", async () => {
    const event = stripe.makeEvent("customer.created", { id: "cus_webhooktest", object: "customer" });
    const before = rows();
    const missing = await stripe.deliver(url, event, { signature: null });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ errorText: WEBHOOK_SIGNATURE_MISSING });
    const wrong = await stripe.deliver(url, event, { secret: "whsec_notthisone" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ errorText: WEBHOOK_SIGNATURE_INVALID });
    // Signed, then altered on the way: the signature covers the raw bytes.
    const { header } = stripe.sign(event);
    const altered = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": header },
      body: JSON.stringify(event),
    });
    expect(altered.status).toBe(400);
    expect(rows()).toEqual(before);
  });

  it("accepts a signed event of a type it does not handle with 200, once; a replay is 200 and changes nothing", async () => {
    const event = stripe.makeEvent("customer.created", { id: "cus_webhooktest2", object: "customer" });
    const first = await stripe.deliver(url, event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, ignored: true });
    expect(rows()).toContainEqual({ id: event.id, processor: "stripe", type: "customer.created" });
    const count = rows().length;
    const again = await stripe.deliver(url, event);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(rows()).toHaveLength(count);
  });

  it("refuses a signed payment_intent event whose object is not an intent, and writes nothing", async () => {
    const event = stripe.makeEvent("payment_intent.succeeded", { id: "ch_123", object: "charge" });
    const res = await stripe.deliver(url, event);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errorText: WEBHOOK_EVENT_INVALID });
    expect(rows().map((r) => r.id)).not.toContain(event.id);
  });
});

/** Starts the built server with `env` and returns how it ended (it is expected to stop at once). */
function startAndStop(env: Record<string, string>) {
  ensureBuild();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-stripecfg-"));
  try {
    const { command, args, cwd } = serverCommand();
    const r = spawnSync(command, args, {
      cwd,
      env: {
        ...process.env,
        PORT: "0",
        HOST: "127.0.0.1",
        DATABASE_URL: path.join(tmp, "codelift.db"),
        STRIPE_SECRET_KEY: "",
        STRIPE_WEBHOOK_SECRET: "",
        ...env,
      },
      encoding: "utf8",
      timeout: 60_000,
    });
    return { ...r, files: fs.readdirSync(tmp) };
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

describe("Stripe configuration", () => {
  it.each([
    [{ STRIPE_SECRET_KEY: "sk_test_onlythekey" }, "STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together"],
    [{ STRIPE_WEBHOOK_SECRET: "whsec_onlythesecret" }, "STRIPE_SECRET_KEY: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together"],
    [{ STRIPE_SECRET_KEY: "pk_test_publishable", STRIPE_WEBHOOK_SECRET: "whsec_x" }, "STRIPE_SECRET_KEY: must be a Stripe secret key"],
    [
      { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x", STRIPE_API_PORT: "70000" },
      "STRIPE_API_PORT: must be a port number from 1 to 65535",
    ],
    [{ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x", STRIPE_API_PROTOCOL: "ftp" }, "STRIPE_API_PROTOCOL: must be http or https"],
    [
      { STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x", STRIPE_API_PROTOCOL: "http" },
      "STRIPE_API_PROTOCOL: must be https with a live STRIPE_SECRET_KEY",
    ],
  ] as Array<[Record<string, string>, string]>)("%o stops the start with a message naming the setting", (env, message) => {
    const r = startAndStop(env);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("Invalid configuration");
    expect(r.stderr).toContain(message);
    expect(r.stdout).not.toContain("listening");
    expect(r.files).toEqual([]);
    // The key itself is never printed.
    if (env.STRIPE_SECRET_KEY) expect(r.stderr + r.stdout).not.toContain(env.STRIPE_SECRET_KEY);
  });
});
