// Checkout attempts and what a paid attempt writes: the transaction row (unique per attempt), the
// plan, the course or certificate, a bought coupon, a gift, the coupon's redemption. Queries only:
// the flow is app/services/billing/checkout.server.ts, which runs the grant's calls in one
// `inBillingTransaction` (billing.server.ts), so every write here joins it.
import { and, eq, inArray, gt, sql } from "drizzle-orm";
import { changes, run } from "../../db/access";
import type { schema } from "../../db/client";

export type AttemptRow = typeof schema.checkoutAttempts.$inferSelect;
export type NewAttempt = typeof schema.checkoutAttempts.$inferInsert;
export type TransactionRow = typeof schema.transactions.$inferSelect;
export type NewTransaction = typeof schema.transactions.$inferInsert;
export type SubscriptionRow = typeof schema.subscriptions.$inferSelect;
export type NewSubscription = typeof schema.subscriptions.$inferInsert;
export type BuyerRow = typeof schema.users.$inferSelect;

export async function findCheckoutAttempt(id: string): Promise<AttemptRow | undefined> {
  const [row] = await run((db, t) => db.select().from(t.checkoutAttempts).where(eq(t.checkoutAttempts.id, id)).limit(1));
  return row;
}

/** The attempt waiting on a payment intent, or undefined. */
export async function findAttemptByIntent(intentId: string): Promise<AttemptRow | undefined> {
  const [row] = await run((db, t) => db.select().from(t.checkoutAttempts).where(eq(t.checkoutAttempts.intentId, intentId)).limit(1));
  return row;
}

/** Records a new attempt; false when one with this id exists already (a replay). */
export async function insertCheckoutAttempt(values: NewAttempt): Promise<boolean> {
  return changes(await run((db, t) => db.insert(t.checkoutAttempts).values(values).onConflictDoNothing())) > 0;
}

export async function updateCheckoutAttempt(id: string, values: Partial<AttemptRow>): Promise<void> {
  await run((db, t) => db.update(t.checkoutAttempts).set(values).where(eq(t.checkoutAttempts.id, id)));
}

/** The buyer's row (for a grant: their name, e-mail, who referred them). */
export async function findBuyer(userId: number): Promise<BuyerRow | undefined> {
  const [row] = await run((db, t) => db.select().from(t.users).where(eq(t.users.id, userId)).limit(1));
  return row;
}

/** A successful payment's row; throws on a second one for the same attempt id (unique). */
/**
 * Records a transaction, with the buyer's billing details as they are now (its invoice prints them,
 * whatever the buyer changes later: docs/product/billing.md#invoices).
 */
export async function insertTransaction(values: NewTransaction): Promise<TransactionRow> {
  const [row] = await run(async (db, t) => {
    const [profile] = await db.select().from(t.billingProfiles).where(eq(t.billingProfiles.userId, values.userId)).limit(1);
    const buyerDetails = values.buyerDetails ?? (profile ? JSON.stringify({ ...profile, userId: undefined, updatedAt: undefined }) : null);
    return db
      .insert(t.transactions)
      .values({ ...values, buyerDetails })
      .returning();
  });
  return row!;
}

/** One of the learner's transactions, or undefined (another learner's is undefined too). */
export async function transactionOf(userId: number, transactionId: number): Promise<TransactionRow | undefined> {
  const [row] = await run((db, t) =>
    db
      .select()
      .from(t.transactions)
      .where(and(eq(t.transactions.id, transactionId), eq(t.transactions.userId, userId)))
      .limit(1),
  );
  return row;
}

/** Whether a transaction of this processor names this reference (a PayPal sale id, say). */
export async function hasTransactionWithRef(processor: string, processorRef: string): Promise<boolean> {
  const found = await run((db, t) =>
    db
      .select({ id: t.transactions.id })
      .from(t.transactions)
      .where(and(eq(t.transactions.processor, processor), eq(t.transactions.processorRef, processorRef)))
      .limit(1),
  );
  return found.length > 0;
}

/** Whether a transaction was recorded for this attempt id (or invoice key). */
export async function hasTransactionFor(attemptId: string): Promise<boolean> {
  const found = await run((db, t) =>
    db.select({ id: t.transactions.id }).from(t.transactions).where(eq(t.transactions.attemptId, attemptId)).limit(1),
  );
  return found.length > 0;
}

export async function findTransaction(id: number): Promise<TransactionRow | undefined> {
  const [row] = await run((db, t) => db.select().from(t.transactions).where(eq(t.transactions.id, id)).limit(1));
  return row;
}

/** Whether this transaction is the learner's. */
export async function isTransactionOf(userId: number, transactionId: number): Promise<boolean> {
  const found = await run((db, t) =>
    db
      .select({ id: t.transactions.id })
      .from(t.transactions)
      .where(and(eq(t.transactions.id, transactionId), eq(t.transactions.userId, userId)))
      .limit(1),
  );
  return found.length > 0;
}

/** A course bought a-la-carte or a certificate, once. */
export async function recordOwnership(
  kind: "course" | "certificate",
  row: { userId: number; authorId: number; workId: number; transactionId: number },
) {
  await run((db, t) =>
    db
      .insert(kind === "course" ? t.courseOwnerships : t.certificates)
      .values(row)
      .onConflictDoNothing(),
  );
}

/** One more use of a coupon. */
export async function redeemCoupon(code: string): Promise<void> {
  await run((db, t) =>
    db
      .update(t.coupons)
      .set({ redemptions: sql`${t.coupons.redemptions} + 1` })
      .where(eq(t.coupons.code, code)),
  );
}

/** A gift bought for an e-mail address (the link's token is stored hashed). */
export async function insertGift(row: { buyerUserId: number; receiverEmail: string; planCode: string; tokenHash: string; transactionId: number }) {
  await run((db, t) => db.insert(t.gifts).values(row));
}

/** An upgrade or downgrade: the learner's running plans end at `at`. */
export async function replaceRunningPlans(userId: number, at: string): Promise<void> {
  await run((db, t) =>
    db
      .update(t.subscriptions)
      .set({ status: "replaced", expirationDate: at, autoRenew: false })
      .where(
        and(
          eq(t.subscriptions.userId, userId),
          inArray(t.subscriptions.status, ["active", "renewal_canceled", "trial"]),
          gt(t.subscriptions.expirationDate, at),
        ),
      ),
  );
}

export async function insertSubscription(values: NewSubscription): Promise<SubscriptionRow> {
  const [row] = await run((db, t) => db.insert(t.subscriptions).values(values).returning());
  return row!;
}

/** The codes of the coupons an attempt bought (coupon-purchase), in order; empty for anything else. */
export async function couponsBoughtBy(attemptId: string): Promise<string[]> {
  const rows = await run((db, t) =>
    db
      .select({ code: t.coupons.code })
      .from(t.coupons)
      .innerJoin(t.transactions, eq(t.transactions.id, t.coupons.transactionId))
      .where(eq(t.transactions.attemptId, attemptId))
      .orderBy(t.coupons.code),
  );
  return rows.map((r) => r.code);
}

/** The plan an attempt started, or undefined. */
export async function subscriptionBoughtBy(attemptId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await run((db, t) =>
    db
      .select({ s: t.subscriptions })
      .from(t.subscriptions)
      .innerJoin(t.transactions, eq(t.transactions.id, t.subscriptions.transactionId))
      .where(eq(t.transactions.attemptId, attemptId))
      .limit(1),
  );
  return row?.s;
}

/** The method (card summary JSON) a plan's transaction was paid with, through its checkout attempt. */
export async function paymentMethodOfTransaction(transactionId: number): Promise<string | null> {
  const [row] = await run((db, t) =>
    db
      .select({ paymentMethod: t.checkoutAttempts.paymentMethod })
      .from(t.transactions)
      .innerJoin(t.checkoutAttempts, eq(t.checkoutAttempts.id, t.transactions.attemptId))
      .where(eq(t.transactions.id, transactionId))
      .limit(1),
  );
  return row?.paymentMethod ?? null;
}

/** How many transactions, gateway intents (by idempotency key) and plans each of these attempts made (a benchmark's exactly-once check). */
export async function effectsOfAttempts(
  attemptIds: string[],
  userIds: number[],
): Promise<{ transactions: number[]; intents: number[]; subscriptions: number }> {
  const tx = await run((db, t) =>
    db
      .select({ id: t.transactions.attemptId, n: sql<number>`count(*)` })
      .from(t.transactions)
      .where(inArray(t.transactions.attemptId, attemptIds))
      .groupBy(t.transactions.attemptId),
  );
  const intents = await run((db, t) =>
    db
      .select({ id: t.gatewayIntents.idempotencyKey, n: sql<number>`count(*)` })
      .from(t.gatewayIntents)
      .where(inArray(t.gatewayIntents.idempotencyKey, attemptIds))
      .groupBy(t.gatewayIntents.idempotencyKey),
  );
  const [subs] = await run((db, t) =>
    db
      .select({ n: sql<number>`count(*)` })
      .from(t.subscriptions)
      .where(inArray(t.subscriptions.userId, userIds)),
  );
  const per = (found: { id: string; n: number }[]) => attemptIds.map((id) => Number(found.find((r) => r.id === id)?.n ?? 0));
  return { transactions: per(tx), intents: per(intents), subscriptions: Number(subs?.n ?? 0) };
}
