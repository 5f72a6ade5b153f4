// A learner's billing history: the transactions of their checkouts (queries only; the charge and
// what it gives are app/services/billing/checkout.server.ts).
import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { getDb, schema, type Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import type { DbOrTx } from "./paymentMethod.server";

export type Transaction = typeof schema.transactions.$inferSelect;

/** The learner's transactions, newest first (the later row first when two share a time). */
export async function listTransactions(userId: number, db: Db = getDb()): Promise<Transaction[]> {
  return db
    .select()
    .from(schema.transactions)
    .where(eq(schema.transactions.userId, userId))
    .orderBy(desc(schema.transactions.createdAt), desc(schema.transactions.id));
}

/** The courses a learner bought a-la-carte, as "authorId:workId" keys. */
const ownedCourses = prepared((db) =>
  db
    .select({ authorId: schema.courseOwnerships.authorId, workId: schema.courseOwnerships.workId })
    .from(schema.courseOwnerships)
    .where(eq(schema.courseOwnerships.userId, sql.placeholder("userId")))
    .prepare(),
);

export async function listOwnedCourseKeys(userId: number, db: Db = getDb()): Promise<Set<string>> {
  const rows = ownedCourses(db).all({ userId });
  return new Set(rows.map((r) => ownedCourseKey(r.authorId, r.workId)));
}

export const ownedCourseKey = (authorId: number, workId: number) => `${authorId}:${workId}`;

// ---- read inside the transaction that records a checkout attempt (sync) ----------------

/** The learner's attempts whose charge is in flight (open), started since `sinceIso`. */
export function openAttemptsOf(userId: number, sinceIso: string, db: DbOrTx = getDb()): { checkoutType: string; itemCode: string }[] {
  return db
    .select({ checkoutType: schema.checkoutAttempts.checkoutType, itemCode: schema.checkoutAttempts.itemCode })
    .from(schema.checkoutAttempts)
    .where(
      and(eq(schema.checkoutAttempts.userId, userId), eq(schema.checkoutAttempts.status, "open"), gte(schema.checkoutAttempts.createdAt, sinceIso)),
    )
    .all();
}

/**
 * A coupon's limit and its uses taken: redeemed, or held by attempts still paying (open or
 * waiting on 3-D Secure) since `sinceIso`. Null for an unknown code.
 */
export function couponUsesTaken(code: string, sinceIso: string, db: DbOrTx = getDb()): { maxRedemptions: number | null; redemptions: number } | null {
  const coupon = db
    .select({ maxRedemptions: schema.coupons.maxRedemptions, redemptions: schema.coupons.redemptions })
    .from(schema.coupons)
    .where(eq(schema.coupons.code, code))
    .get();
  if (!coupon) return null;
  const held = db
    .select({ n: sql<number>`count(*)` })
    .from(schema.checkoutAttempts)
    .where(
      and(
        eq(schema.checkoutAttempts.couponCode, code),
        inArray(schema.checkoutAttempts.status, ["open", "requires_action"]),
        gte(schema.checkoutAttempts.createdAt, sinceIso),
      ),
    )
    .get();
  return { maxRedemptions: coupon.maxRedemptions, redemptions: coupon.redemptions + (held?.n ?? 0) };
}

/** The learner's subscriptions as the checkout rules read them. */
export function subscriptionFactsOf(userId: number, db: DbOrTx = getDb()) {
  return db
    .select({
      status: schema.subscriptions.status,
      expirationDate: schema.subscriptions.expirationDate,
      isTrial: schema.subscriptions.isTrial,
      graceUntil: schema.subscriptions.graceUntil,
    })
    .from(schema.subscriptions)
    .where(eq(schema.subscriptions.userId, userId))
    .all();
}

/** Whether the learner owns this course (bought a-la-carte) or its certificate already. */
export function ownsItem(userId: number, kind: "course" | "certificate", authorId: number, workId: number, db: DbOrTx = getDb()): boolean {
  const table = kind === "course" ? schema.courseOwnerships : schema.certificates;
  return !!db
    .select({ userId: table.userId })
    .from(table)
    .where(and(eq(table.userId, userId), eq(table.authorId, authorId), eq(table.workId, workId)))
    .get();
}
