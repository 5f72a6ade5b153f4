// A learner's billing history: the transactions of their checkouts (queries only; the charge and
// what it gives are app/services/billing/checkout.server.ts), and the one way the billing services
// make several model calls atomic (`inBillingTransaction`, with the row locks of `lockForBilling`).
import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { rows, run, transaction } from "../../db/access";
import type { schema } from "../../db/client";

export type Transaction = typeof schema.transactions.$inferSelect;

/**
 * Runs `work` (model calls only: no mail, no gateway) as one database transaction: BEGIN IMMEDIATE
 * on SQLite, a transaction of its own on PostgreSQL (run again on a deadlock, so `work` must return
 * what it did rather than push it somewhere). Model functions called inside join it.
 */
export function inBillingTransaction<T>(work: () => Promise<T>): Promise<T> {
  return transaction(() => work());
}

/**
 * Inside `inBillingTransaction`: locks the row a read-then-write rule is about until the end of the
 * transaction (PostgreSQL's SELECT … FOR UPDATE; SQLite's write lock is held already). A buyer's
 * row serializes their checkouts, a coupon's row its redemptions. False when there is no such row.
 */
export async function lockForBilling(
  what: { userId: number } | { couponCode: string } | { organizationSubscriptionId: number } | { attemptId: string } | { giftTokenHash: string },
): Promise<boolean> {
  return transaction(async (_db, _t, forUpdate) => {
    let found: unknown[];
    if ("userId" in what) found = await rows(sql`SELECT id FROM users WHERE id = ${what.userId}${forUpdate}`);
    else if ("couponCode" in what) found = await rows(sql`SELECT code FROM coupons WHERE code = ${what.couponCode}${forUpdate}`);
    else if ("attemptId" in what) found = await rows(sql`SELECT id FROM checkout_attempts WHERE id = ${what.attemptId}${forUpdate}`);
    else if ("giftTokenHash" in what) found = await rows(sql`SELECT id FROM gifts WHERE token_hash = ${what.giftTokenHash}${forUpdate}`);
    else found = await rows(sql`SELECT id FROM organization_subscriptions WHERE id = ${what.organizationSubscriptionId}${forUpdate}`);
    return found.length > 0;
  });
}

/** The learner's transactions, newest first (the later row first when two share a time). */
export async function listTransactions(userId: number): Promise<Transaction[]> {
  return run((db, t) =>
    db.select().from(t.transactions).where(eq(t.transactions.userId, userId)).orderBy(desc(t.transactions.createdAt), desc(t.transactions.id)),
  );
}

/** The courses a learner bought a-la-carte, as "authorId:workId" keys. */
export async function listOwnedCourseKeys(userId: number): Promise<Set<string>> {
  const owned = await run((db, t) =>
    db
      .select({ authorId: t.courseOwnerships.authorId, workId: t.courseOwnerships.workId })
      .from(t.courseOwnerships)
      .where(eq(t.courseOwnerships.userId, userId)),
  );
  return new Set(owned.map((r) => ownedCourseKey(r.authorId, r.workId)));
}

export const ownedCourseKey = (authorId: number, workId: number) => `${authorId}:${workId}`;

// ---- read inside the transaction that records a checkout attempt ----------------

/** The learner's attempts whose charge is in flight (open), started since `sinceIso`. */
export async function openAttemptsOf(userId: number, sinceIso: string): Promise<{ checkoutType: string; itemCode: string }[]> {
  return run((db, t) =>
    db
      .select({ checkoutType: t.checkoutAttempts.checkoutType, itemCode: t.checkoutAttempts.itemCode })
      .from(t.checkoutAttempts)
      .where(and(eq(t.checkoutAttempts.userId, userId), eq(t.checkoutAttempts.status, "open"), gte(t.checkoutAttempts.createdAt, sinceIso))),
  );
}

/**
 * A coupon's limit and its uses taken: redeemed, or held by attempts still paying (open or
 * waiting on 3-D Secure) since `sinceIso`. Null for an unknown code.
 */
export async function couponUsesTaken(code: string, sinceIso: string): Promise<{ maxRedemptions: number | null; redemptions: number } | null> {
  return run(async (db, t) => {
    const [coupon] = await db
      .select({ maxRedemptions: t.coupons.maxRedemptions, redemptions: t.coupons.redemptions })
      .from(t.coupons)
      .where(eq(t.coupons.code, code))
      .limit(1);
    if (!coupon) return null;
    const [held] = await db
      .select({ n: sql<number>`count(*)` })
      .from(t.checkoutAttempts)
      .where(
        and(
          eq(t.checkoutAttempts.couponCode, code),
          inArray(t.checkoutAttempts.status, ["open", "requires_action"]),
          gte(t.checkoutAttempts.createdAt, sinceIso),
        ),
      );
    return { maxRedemptions: coupon.maxRedemptions, redemptions: Number(coupon.redemptions) + Number(held?.n ?? 0) };
  });
}

/** The learner's subscriptions as the checkout rules read them. */
export async function subscriptionFactsOf(userId: number) {
  return run((db, t) =>
    db
      .select({
        status: t.subscriptions.status,
        expirationDate: t.subscriptions.expirationDate,
        isTrial: t.subscriptions.isTrial,
        graceUntil: t.subscriptions.graceUntil,
      })
      .from(t.subscriptions)
      .where(eq(t.subscriptions.userId, userId)),
  );
}

/** Whether the learner owns this course (bought a-la-carte) or its certificate already. */
export async function ownsItem(userId: number, kind: "course" | "certificate", authorId: number, workId: number): Promise<boolean> {
  return run(async (db, t) => {
    const table = kind === "course" ? t.courseOwnerships : t.certificates;
    const found = await db
      .select({ userId: table.userId })
      .from(table)
      .where(and(eq(table.userId, userId), eq(table.authorId, authorId), eq(table.workId, workId)))
      .limit(1);
    return found.length > 0;
  });
}
