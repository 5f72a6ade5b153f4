// The money rules that must be atomic, proven on both engines in this process (the model and service
// functions the pages call, on a migrated SQLite file and then on a PostgreSQL database): many calls
// at once, exactly one effect. A checkout attempt paid once (page, 3-D Secure return and webhook
// racing), a coupon capped at one use recorded once, one plan's checkout from ten tabs recorded once,
// a gift claimed once, a referral credit earned once and spent once, a due renewal scheduled and
// claimed once (and claimed again only after its lease), a webhook event applied once, and seats
// bought at once all added. Fixtures are inserted by hand; nothing is mocked.
import { randomUUID, createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentConnection, rows, run } from "../../db/access";
import { closeConnection, migrateConnection } from "../../db/connection";
import { inBillingTransaction, listTransactions } from "~/models/billing.server";
import { findCoupon } from "~/models/commerce.server";
import { applyWebhookEventOnce } from "~/models/webhookEvent.server";
import { applyPaymentIntentEvent, recordCheckoutAttempt, type CheckoutRequest, type CheckoutResult } from "~/services/billing/checkout.server";
import { claimGift } from "~/services/billing/gifts.server";
import { recordReferralLedger, ReferralCreditOverspent } from "~/services/billing/referrals.server";
import { claimNextRenewal, scheduleDueRenewals } from "~/services/billing/renewals.server";
import { grantBusinessAttempt } from "~/services/organizations/purchases.server";
import { listSubscriptions } from "~/models/subscription.server";
import { cardUpdateDiscountFor, recordCardUpdateDiscount } from "~/models/paymentMethod.server";
import { createTestPostgres, type TestPostgres } from "./helpers/postgres";

const AT_ONCE = 10;
/** A real turn of the event loop, so that every other waiting call could run in between. */
const yieldToOthers = () => new Promise((resolve) => setTimeout(resolve, 5));

let dir: string;
let pgdb: TestPostgres;
const urls = {} as Record<"sqlite" | "postgres", string>;
const saved = process.env.DATABASE_URL;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-money-atomic-"));
  urls.sqlite = path.join(dir, "codelift.db");
  pgdb = await createTestPostgres();
  urls.postgres = pgdb.url;
  for (const url of Object.values(urls)) await migrateConnection(currentConnection(url));
}, 120_000);

afterAll(async () => {
  process.env.DATABASE_URL = saved;
  for (const url of Object.values(urls)) await closeConnection(currentConnection(url));
  await pgdb?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

let seq = 0;
async function newUser(extra: { referredByUserId?: number } = {}) {
  const n = ++seq;
  const [user] = await run((db, t) =>
    db
      .insert(t.users)
      .values({ email: `money-${n}-${randomUUID().slice(0, 8)}@example.com`, fullName: `Money ${n}`, passwordHash: "x", verified: true, ...extra })
      .returning(),
  );
  return user!;
}

async function count(table: string, column: string, value: unknown): Promise<number> {
  const [row] = await rows<{ n: number }>(sql`SELECT count(*) AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${value}`);
  return Number(row!.n);
}

const PLAN = "300-1-6000";
const quoteOf = (itemCode: string, couponCode: string | null, lineItems: { id: string; label: string; amountCents: number }[] = []) =>
  ({ itemCode, couponCode, price: { lineItems, totalCents: 0 } }) as unknown as Parameters<typeof recordCheckoutAttempt>[1];
const requestOf = (user: Awaited<ReturnType<typeof newUser>>, attemptId = randomUUID()) =>
  ({
    user,
    attemptId,
    checkoutType: "subscription-buy",
    planCode: PLAN,
    country: null,
    payment: null,
    origin: "http://localhost",
  }) as unknown as CheckoutRequest;
const record = (req: CheckoutRequest, quote: Parameters<typeof recordCheckoutAttempt>[1]) =>
  recordCheckoutAttempt(req, quote, { receiverEmail: null, totalCents: 0, processor: "embedded", paymentMethod: null, now: new Date() });

describe.each(["sqlite", "postgres"] as const)("money rules on %s", (engine) => {
  beforeAll(() => {
    process.env.DATABASE_URL = urls[engine];
  });

  it(`records a coupon capped at one use for one of ${AT_ONCE} learners paying with it at once`, async () => {
    process.env.DATABASE_URL = urls[engine];
    const code = `ONCE-${engine.toUpperCase()}`;
    await run((db, t) =>
      db.insert(t.coupons).values({ code, kind: "percent", value: 100, maxRedemptions: 1, redemptions: 0, description: "one use" }),
    );
    const buyers = await Promise.all(Array.from({ length: AT_ONCE }, () => newUser()));
    const answers = await Promise.all(buyers.map((user) => record(requestOf(user), quoteOf(PLAN, code))));
    expect(answers.filter((a) => a === true)).toHaveLength(1);
    const refused = answers.filter((a): a is Extract<CheckoutResult, { ok: false }> => typeof a === "object" && !a.ok);
    expect(refused).toHaveLength(AT_ONCE - 1);
    expect(new Set(refused.map((r) => r.errorText))).toEqual(new Set([`The coupon "${code}" has reached its redemption limit.`]));
    expect(await count("checkout_attempts", "coupon_code", code)).toBe(1);
  });

  it(`records one plan's checkout from ${AT_ONCE} tabs of one learner once; a replay of the recorded attempt is told so`, async () => {
    process.env.DATABASE_URL = urls[engine];
    const user = await newUser();
    const requests = Array.from({ length: AT_ONCE }, () => requestOf(user));
    const answers = await Promise.all(requests.map((req) => record(req, quoteOf(PLAN, null))));
    expect(answers.filter((a) => a === true)).toHaveLength(1);
    expect(answers.filter((a) => typeof a === "object" && !a.ok && a.status === 409)).toHaveLength(AT_ONCE - 1);
    expect(await count("checkout_attempts", "user_id", user.id)).toBe(1);
    const winner = requests[answers.indexOf(true)]!;
    expect(await record(winner, quoteOf(PLAN, null))).toBe(false);
  });

  it(`grants a paid attempt once when ${AT_ONCE} outcomes of its intent arrive at once`, async () => {
    process.env.DATABASE_URL = urls[engine];
    const user = await newUser();
    const attemptId = randomUUID();
    const intentId = `pi_${randomUUID().replaceAll("-", "")}`;
    await run((db, t) =>
      db.insert(t.checkoutAttempts).values({
        id: attemptId,
        userId: user.id,
        checkoutType: "subscription-buy",
        itemCode: PLAN,
        price: JSON.stringify([{ id: "list_price", label: "List price", amountCents: 1999 }]),
        totalCents: 1999,
        status: "requires_action",
        processor: "stripe",
        intentId,
      }),
    );
    const event = {
      eventId: "evt_x",
      created: Math.floor(Date.now() / 1000),
      type: "payment_intent.succeeded" as const,
      intentId,
      status: "succeeded" as const,
      amountCents: 1999,
      currency: "usd",
      metadata: { attempt_id: attemptId },
    };
    const after = await Promise.all(Array.from({ length: AT_ONCE }, () => inBillingTransaction(() => applyPaymentIntentEvent(event))));
    // The grant's mail is handed back once (as work after commit), to the one call that granted.
    expect(after.filter((a) => typeof a === "function")).toHaveLength(1);
    expect((await listTransactions(user.id)).map((t) => t.attemptId)).toEqual([attemptId]);
    expect((await listSubscriptions(user.id)).map((s) => [s.planCode, s.status])).toEqual([[PLAN, "active"]]);
    expect(await count("checkout_attempts", "id", attemptId)).toBe(1);
    const [attempt] = await rows<{ status: string }>(sql`SELECT status FROM checkout_attempts WHERE id = ${attemptId}`);
    expect(attempt!.status).toBe("succeeded");
  });

  it(`lets one of ${AT_ONCE} learners claim a gift opened by all at once`, async () => {
    process.env.DATABASE_URL = urls[engine];
    const buyer = await newUser();
    const token = `gift-${randomUUID()}`;
    const [tx] = await run((db, t) =>
      db
        .insert(t.transactions)
        .values({
          userId: buyer.id,
          attemptId: randomUUID(),
          checkoutType: "subscription-gift",
          itemCode: PLAN,
          amountCents: 1999,
          currency: "USD",
          status: "succeeded",
          processor: "embedded",
          lineItems: "[]",
        })
        .returning(),
    );
    await run((db, t) =>
      db.insert(t.gifts).values({
        buyerUserId: buyer.id,
        receiverEmail: "friend@example.com",
        planCode: PLAN,
        tokenHash: createHash("sha256").update(token).digest("hex"),
        transactionId: tx!.id,
      }),
    );
    const claimants = await Promise.all(Array.from({ length: AT_ONCE }, () => newUser()));
    const answers = await Promise.all(claimants.map((user) => claimGift(user as never, token)));
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok)).toHaveLength(AT_ONCE - 1);
    const [gifts] = await rows<{ n: number }>(sql`SELECT count(*) AS n FROM subscriptions WHERE gift_id IS NOT NULL AND plan_code = ${PLAN}
      AND user_id IN (${sql.join(
        claimants.map((c) => sql`${c.id}`),
        sql`, `,
      )})`);
    expect(Number(gifts!.n)).toBe(1);
  });

  it(`earns a referrer one credit for a friend's payment recorded ${AT_ONCE} times at once, and spends a credit once`, async () => {
    process.env.DATABASE_URL = urls[engine];
    const referrer = await newUser();
    const friend = await newUser({ referredByUserId: referrer.id });
    const [paid] = await run((db, t) =>
      db
        .insert(t.transactions)
        .values({
          userId: friend.id,
          attemptId: randomUUID(),
          checkoutType: "subscription-buy",
          itemCode: PLAN,
          amountCents: 1999,
          currency: "USD",
          status: "succeeded",
          processor: "embedded",
          lineItems: "[]",
        })
        .returning(),
    );
    const payment = { user: friend, transactionId: paid!.id, amountCents: 1999, lineItems: "[]", origin: "http://localhost" };
    const mails = await Promise.all(Array.from({ length: AT_ONCE }, () => inBillingTransaction(() => recordReferralLedger(payment))));
    expect(mails.flat()).toHaveLength(1);
    expect(await count("referral_credits", "user_id", referrer.id)).toBe(1);
    const [earned] = await rows<{ amount: number }>(sql`SELECT amount_cents AS amount FROM referral_credits WHERE user_id = ${referrer.id}`);

    // The referrer spends the whole credit in ten checkouts at once: one is kept, the others roll back.
    const spend = { id: "referral_credit", label: "Referral credit", amountCents: -Number(earned!.amount) };
    const spending = await Promise.allSettled(
      Array.from({ length: AT_ONCE }, async () => {
        const [own] = await run((db, t) =>
          db
            .insert(t.transactions)
            .values({
              userId: referrer.id,
              attemptId: randomUUID(),
              checkoutType: "subscription-buy",
              itemCode: PLAN,
              amountCents: 0,
              currency: "USD",
              status: "succeeded",
              processor: "embedded",
              lineItems: JSON.stringify([spend]),
            })
            .returning(),
        );
        return inBillingTransaction(async () => {
          const out = await recordReferralLedger({
            user: referrer,
            transactionId: own!.id,
            amountCents: 0,
            lineItems: JSON.stringify([spend]),
            origin: "http://localhost",
          });
          await yieldToOthers();
          return out;
        });
      }),
    );
    expect(spending.filter((s) => s.status === "fulfilled")).toHaveLength(1);
    const failures = spending.filter((s): s is PromiseRejectedResult => s.status === "rejected");
    expect(failures).toHaveLength(AT_ONCE - 1);
    for (const f of failures) expect(f.reason).toBeInstanceOf(ReferralCreditOverspent);
    const [balance] = await rows<{ n: number }>(sql`SELECT coalesce(sum(amount_cents), 0) AS n FROM referral_credits WHERE user_id = ${referrer.id}`);
    expect(Number(balance!.n)).toBe(0);
  });

  it("schedules a due renewal once and claims it once from many runners at once; after its lease it is claimed again", async () => {
    process.env.DATABASE_URL = urls[engine];
    const now = new Date();
    const due = new Date(now.getTime() - 86_400_000).toISOString();
    const users = await Promise.all([newUser(), newUser(), newUser()]);
    const subs = await Promise.all(
      users.map(async (user) => {
        const [sub] = await run((db, t) =>
          db
            .insert(t.subscriptions)
            .values({
              userId: user.id,
              planCode: PLAN,
              featureSet: 300,
              validityMonths: 1,
              planType: 6000,
              status: "active",
              paidCents: 1999,
              startDate: new Date(now.getTime() - 31 * 86_400_000).toISOString(),
              expirationDate: due,
              autoRenew: true,
              processor: "embedded",
            })
            .returning(),
        );
        return sub!;
      }),
    );
    const scheduled = await Promise.all(Array.from({ length: 5 }, () => scheduleDueRenewals(now)));
    const ours = sql.join(
      subs.map((s) => sql`${s.id}`),
      sql`, `,
    );
    const [rowsNow] = await rows<{ n: number }>(sql`SELECT count(*) AS n FROM renewals WHERE subscription_id IN (${ours})`);
    expect(Number(rowsNow!.n)).toBe(3);
    expect(scheduled.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);

    const wall = Date.now();
    const claims = (await Promise.all(Array.from({ length: AT_ONCE }, () => claimNextRenewal(now, wall)))).filter((c) => c !== null);
    const mine = claims.filter((c) => subs.some((s) => s.id === c.renewal.subscriptionId));
    expect(new Set(mine.map((c) => c.renewal.id)).size).toBe(mine.length);
    expect(mine).toHaveLength(3);
    for (const c of mine) expect(c.renewal).toMatchObject({ status: "charging", attempts: 1 });
    // While the leases run nobody claims them again; once they have passed (a crashed runner), each is resumed once.
    expect((await Promise.all(Array.from({ length: AT_ONCE }, () => claimNextRenewal(now, wall)))).filter((c) => c !== null)).toEqual([]);
    const later = wall + 3600_000;
    const resumed = (await Promise.all(Array.from({ length: AT_ONCE }, () => claimNextRenewal(now, later)))).filter((c) => c !== null);
    expect(resumed.map((c) => c.resumed)).toEqual([true, true, true]);
    expect(new Set(resumed.map((c) => c.renewal.chargeKey))).toEqual(new Set(mine.map((c) => c.renewal.chargeKey)));
  });

  it(`applies a webhook event delivered ${AT_ONCE} times at once exactly once`, async () => {
    process.env.DATABASE_URL = urls[engine];
    const id = `evt_${randomUUID().replaceAll("-", "")}`;
    let applied = 0;
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        applyWebhookEventOnce({ id, processor: "stripe", type: "invoice.paid" }, async () => {
          applied++;
          await yieldToOthers();
          return "done";
        }),
      ),
    );
    expect(answers.filter((a) => !a.duplicate)).toEqual([{ duplicate: false, result: "done" }]);
    expect(applied).toBe(1);
    expect(await count("webhook_events", "id", id)).toBe(1);
  });

  it(`adds every seat when ${AT_ONCE} seat purchases of one organization subscription are granted at once`, async () => {
    process.env.DATABASE_URL = urls[engine];
    const admin = await newUser();
    const [org] = await run((db, t) =>
      db
        .insert(t.organizations)
        .values({ name: `Seats ${engine}`, slug: `seats-${engine}-${randomUUID().slice(0, 8)}`, kind: "team" })
        .returning(),
    );
    const [sub] = await run((db, t) =>
      db
        .insert(t.organizationSubscriptions)
        .values({
          organizationId: org!.id,
          planCode: "300-12-6000",
          planType: 6000,
          seats: 5,
          canAddSeats: true,
          status: "active",
          startDate: new Date().toISOString(),
          expirationDate: new Date(Date.now() + 300 * 86_400_000).toISOString(),
        })
        .returning(),
    );
    const notes = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        inBillingTransaction(() =>
          grantBusinessAttempt({
            checkoutType: "team-subscription-seats-purchase",
            itemCode: `org:300-12-6000:2:${sub!.id}:`,
            userId: admin.id,
            transactionId: i + 1,
            processor: "embedded",
            now: new Date(),
          }),
        ),
      ),
    );
    expect(notes).toHaveLength(AT_ONCE);
    const [after] = await rows<{ seats: number }>(sql`SELECT seats FROM organization_subscriptions WHERE id = ${sub!.id}`);
    expect(Number(after!.seats)).toBe(5 + 2 * AT_ONCE);
    // Each grant saw the seats before it: the receipts name every total from 7 to 25 once.
    const totals = notes.map((n) => Number(/has (\d+) seats/.exec(n)![1])).sort((a, b) => a - b);
    expect(totals).toEqual(Array.from({ length: AT_ONCE }, (_, i) => 5 + 2 * (i + 1)));
  });

  it(`records the discount for replacing an expiring card once per period when ${AT_ONCE} replacements land at once`, async () => {
    process.env.DATABASE_URL = urls[engine];
    const user = await newUser();
    const expirationDate = new Date(Date.now() + 20 * 86_400_000).toISOString();
    const [sub] = await run((db, t) =>
      db
        .insert(t.subscriptions)
        .values({
          userId: user.id,
          planCode: PLAN,
          featureSet: 300,
          validityMonths: 1,
          planType: 6000,
          status: "active",
          paidCents: 5900,
          startDate: new Date().toISOString(),
          expirationDate,
          autoRenew: true,
          processor: "embedded",
        })
        .returning(),
    );
    const grant = (i: number) =>
      recordCardUpdateDiscount({
        userId: user.id,
        subscriptionId: sub!.id,
        periodEnd: expirationDate,
        percent: 10 + i,
        replacedToken: "old",
        newToken: `new-${i}`,
        createdAt: new Date().toISOString(),
      });
    const answers = await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => grant(i)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await count("card_update_discounts", "subscription_id", sub!.id)).toBe(1);
    const kept = await cardUpdateDiscountFor(sub!.id, expirationDate);
    expect(kept!.percent).toBe(10 + answers.indexOf(true));
    expect(kept!.newToken).toBe(`new-${answers.indexOf(true)}`);
    // The next period has none until it is earned again.
    expect(await cardUpdateDiscountFor(sub!.id, new Date(Date.now() + 50 * 86_400_000).toISOString())).toBeUndefined();
  });

  it("reads a coupon the same way on this engine", async () => {
    process.env.DATABASE_URL = urls[engine];
    const coupon = await findCoupon(`ONCE-${engine.toUpperCase()}`);
    expect(coupon).toMatchObject({ maxRedemptions: 1, redemptions: 0, active: true, kind: "percent" });
    expect(await run((db, t) => db.select({ code: t.coupons.code }).from(t.coupons).where(eq(t.coupons.code, "NOPE")))).toEqual([]);
  });
});
