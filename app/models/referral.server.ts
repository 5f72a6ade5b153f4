// The referral credit ledger and who referred whom (queries only; the rules are app/engine/referrals,
// the flows app/services/billing/referrals.server). Functions marked "sync" run inside a checkout's
// database transaction (better-sqlite3 transactions are synchronous) and take that transaction.
import { and, asc, eq, gt, gte, inArray, isNull, ne, sql } from "drizzle-orm";
import { getDb, schema, type Db } from "../../db/client";

/** A database or a transaction of it: the query builders both have. */
export type Runner = Pick<Db, "select" | "insert" | "update" | "delete">;

export type ReferralCredit = typeof schema.referralCredits.$inferSelect;

/** The id of the learner whose referral code this is, or null. */
export async function findUserIdByReferralCode(code: string, db: Db = getDb()): Promise<number | null> {
  const row = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.referralCode, code)).get();
  return row?.id ?? null;
}

export async function findReferralCode(userId: number, db: Db = getDb()): Promise<string | null> {
  const row = await db.select({ code: schema.users.referralCode }).from(schema.users).where(eq(schema.users.id, userId)).get();
  return row?.code ?? null;
}

/** (sync) A learner's name and e-mail (to mail them from inside a transaction). */
export function findUserContact(userId: number, db: Runner = getDb()): { email: string; fullName: string } | undefined {
  return db.select({ email: schema.users.email, fullName: schema.users.fullName }).from(schema.users).where(eq(schema.users.id, userId)).get();
}

/** Gives the learner this code when they have none. False when they already had one. Throws on a code taken by someone else (unique). */
export async function setReferralCodeIfMissing(userId: number, code: string, db: Db = getDb()): Promise<boolean> {
  const r = await db
    .update(schema.users)
    .set({ referralCode: code })
    .where(and(eq(schema.users.id, userId), isNull(schema.users.referralCode)))
    .run();
  return r.changes > 0;
}

/** Records who referred a new learner (only when nobody is recorded yet). */
export async function setReferredBy(userId: number, referrerId: number, db: Db = getDb()): Promise<void> {
  await db
    .update(schema.users)
    .set({ referredByUserId: referrerId })
    .where(and(eq(schema.users.id, userId), isNull(schema.users.referredByUserId)))
    .run();
}

/** The learner's ledger, oldest first. */
export async function listReferralCredits(userId: number, db: Db = getDb()): Promise<ReferralCredit[]> {
  return db.select().from(schema.referralCredits).where(eq(schema.referralCredits.userId, userId)).orderBy(asc(schema.referralCredits.id)).all();
}

/** (sync) The learner's balance: the sum of the ledger. */
export function ledgerBalanceCents(userId: number, db: Runner = getDb()): number {
  const row = db
    .select({ n: sql<number>`coalesce(sum(${schema.referralCredits.amountCents}), 0)` })
    .from(schema.referralCredits)
    .where(eq(schema.referralCredits.userId, userId))
    .get();
  return Number(row?.n ?? 0);
}

/** (sync) The prices (line-item JSON) of the learner's checkouts still paying, started since `sinceIso`. */
export function pendingAttemptPrices(userId: number, sinceIso: string, db: Runner = getDb()): string[] {
  return db
    .select({ price: schema.checkoutAttempts.price })
    .from(schema.checkoutAttempts)
    .where(
      and(
        eq(schema.checkoutAttempts.userId, userId),
        inArray(schema.checkoutAttempts.status, ["open", "requires_action"]),
        gte(schema.checkoutAttempts.createdAt, sinceIso),
      ),
    )
    .all()
    .map((r) => r.price);
}

/** (sync) Whether the learner had a successful payment of more than zero other than this transaction. */
export function hasOtherPaidTransaction(userId: number, exceptTransactionId: number, db: Runner = getDb()): boolean {
  return !!db
    .select({ id: schema.transactions.id })
    .from(schema.transactions)
    .where(
      and(
        eq(schema.transactions.userId, userId),
        eq(schema.transactions.status, "succeeded"),
        gt(schema.transactions.amountCents, 0),
        ne(schema.transactions.id, exceptTransactionId),
      ),
    )
    .get();
}

/** (sync) The referrer's earned row for a friend; false when the friend already earned one (unique per friend). */
export function insertEarnedCredit(
  row: { userId: number; sourceUserId: number; amountCents: number; transactionId: number },
  db: Runner = getDb(),
): boolean {
  const r = db
    .insert(schema.referralCredits)
    .values({ userId: row.userId, sourceUserId: row.sourceUserId, amountCents: row.amountCents, kind: "earned", transactionId: row.transactionId })
    .onConflictDoNothing()
    .run();
  return r.changes > 0;
}

/** (sync) A spent row (the amount is stored negative). */
export function insertSpentCredit(row: { userId: number; amountCents: number; transactionId: number }, db: Runner = getDb()): void {
  db.insert(schema.referralCredits)
    .values({ userId: row.userId, amountCents: -Math.abs(row.amountCents), kind: "spent", transactionId: row.transactionId })
    .run();
}

/** Whether an earned credit's banner has not been seen yet. */
export async function hasUnseenEarnedCredit(userId: number, db: Db = getDb()): Promise<boolean> {
  const row = await db
    .select({ id: schema.referralCredits.id })
    .from(schema.referralCredits)
    .where(and(eq(schema.referralCredits.userId, userId), eq(schema.referralCredits.kind, "earned"), isNull(schema.referralCredits.bannerSeenAt)))
    .get();
  return !!row;
}

export type ReferredFriend = { fullName: string; email: string; joinedAt: string; creditedAt: string | null; creditCents: number | null };

/** The learners this one referred, oldest first, with the credit each earned (if any). */
export async function listReferredFriends(referrerId: number, db: Db = getDb()): Promise<ReferredFriend[]> {
  return db
    .select({
      fullName: schema.users.fullName,
      email: schema.users.email,
      joinedAt: schema.users.createdAt,
      creditedAt: schema.referralCredits.createdAt,
      creditCents: schema.referralCredits.amountCents,
    })
    .from(schema.users)
    .leftJoin(
      schema.referralCredits,
      and(
        eq(schema.referralCredits.sourceUserId, schema.users.id),
        eq(schema.referralCredits.kind, "earned"),
        eq(schema.referralCredits.userId, referrerId),
      ),
    )
    .where(eq(schema.users.referredByUserId, referrerId))
    .orderBy(asc(schema.users.createdAt), asc(schema.users.id))
    .all();
}
