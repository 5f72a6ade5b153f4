// The referral credit ledger and who referred whom (queries only; the rules are app/engine/referrals,
// the flows app/services/billing/referrals.server). Called inside a checkout's transaction
// (`inBillingTransaction`), the reads and writes join it.
import { and, asc, eq, gt, gte, inArray, isNull, ne, sql } from "drizzle-orm";
import { changes, run } from "../../db/access";
import type { schema } from "../../db/client";

type ReferralCredit = typeof schema.referralCredits.$inferSelect;

/** The id of the learner whose referral code this is, or null. */
export async function findUserIdByReferralCode(code: string): Promise<number | null> {
  const [row] = await run((db, t) => db.select({ id: t.users.id }).from(t.users).where(eq(t.users.referralCode, code)).limit(1));
  return row?.id ?? null;
}

export async function findReferralCode(userId: number): Promise<string | null> {
  const [row] = await run((db, t) => db.select({ code: t.users.referralCode }).from(t.users).where(eq(t.users.id, userId)).limit(1));
  return row?.code ?? null;
}

/** A learner's name and e-mail (to mail them once a transaction commits). */
export async function findUserContact(userId: number): Promise<{ email: string; fullName: string } | undefined> {
  const [row] = await run((db, t) =>
    db.select({ email: t.users.email, fullName: t.users.fullName }).from(t.users).where(eq(t.users.id, userId)).limit(1),
  );
  return row;
}

/** Gives the learner this code when they have none. False when they already had one. Throws on a code taken by someone else (unique). */
export async function setReferralCodeIfMissing(userId: number, code: string): Promise<boolean> {
  const r = await run((db, t) =>
    db
      .update(t.users)
      .set({ referralCode: code })
      .where(and(eq(t.users.id, userId), isNull(t.users.referralCode))),
  );
  return changes(r) > 0;
}

/** Records who referred a new learner (only when nobody is recorded yet). */
export async function setReferredBy(userId: number, referrerId: number): Promise<void> {
  await run((db, t) =>
    db
      .update(t.users)
      .set({ referredByUserId: referrerId })
      .where(and(eq(t.users.id, userId), isNull(t.users.referredByUserId))),
  );
}

/** The learner's ledger, oldest first. */
export async function listReferralCredits(userId: number): Promise<ReferralCredit[]> {
  return run((db, t) => db.select().from(t.referralCredits).where(eq(t.referralCredits.userId, userId)).orderBy(asc(t.referralCredits.id)));
}

/** The learner's balance: the sum of the ledger. */
export async function ledgerBalanceCents(userId: number): Promise<number> {
  const [row] = await run((db, t) =>
    db
      .select({ n: sql<number>`coalesce(sum(${t.referralCredits.amountCents}), 0)` })
      .from(t.referralCredits)
      .where(eq(t.referralCredits.userId, userId)),
  );
  return Number(row?.n ?? 0);
}

/** The prices (line-item JSON) of the learner's checkouts still paying, started since `sinceIso`. */
export async function pendingAttemptPrices(userId: number, sinceIso: string): Promise<string[]> {
  const found = await run((db, t) =>
    db
      .select({ price: t.checkoutAttempts.price })
      .from(t.checkoutAttempts)
      .where(
        and(
          eq(t.checkoutAttempts.userId, userId),
          inArray(t.checkoutAttempts.status, ["open", "requires_action"]),
          gte(t.checkoutAttempts.createdAt, sinceIso),
        ),
      ),
  );
  return found.map((r) => r.price);
}

/** Whether the learner had a successful payment of more than zero other than this transaction. */
export async function hasOtherPaidTransaction(userId: number, exceptTransactionId: number): Promise<boolean> {
  const found = await run((db, t) =>
    db
      .select({ id: t.transactions.id })
      .from(t.transactions)
      .where(
        and(
          eq(t.transactions.userId, userId),
          eq(t.transactions.status, "succeeded"),
          gt(t.transactions.amountCents, 0),
          ne(t.transactions.id, exceptTransactionId),
        ),
      )
      .limit(1),
  );
  return found.length > 0;
}

/** The referrer's earned row for a friend; false when the friend already earned one (unique per friend). */
export async function insertEarnedCredit(row: {
  userId: number;
  sourceUserId: number;
  amountCents: number;
  transactionId: number;
}): Promise<boolean> {
  const r = await run((db, t) =>
    db
      .insert(t.referralCredits)
      .values({ userId: row.userId, sourceUserId: row.sourceUserId, amountCents: row.amountCents, kind: "earned", transactionId: row.transactionId })
      .onConflictDoNothing(),
  );
  return changes(r) > 0;
}

/** A spent row (the amount is stored negative). */
export async function insertSpentCredit(row: { userId: number; amountCents: number; transactionId: number }): Promise<void> {
  await run((db, t) =>
    db
      .insert(t.referralCredits)
      .values({ userId: row.userId, amountCents: -Math.abs(row.amountCents), kind: "spent", transactionId: row.transactionId }),
  );
}

/** Whether an earned credit's banner has not been seen yet. */
export async function hasUnseenEarnedCredit(userId: number): Promise<boolean> {
  const found = await run((db, t) =>
    db
      .select({ id: t.referralCredits.id })
      .from(t.referralCredits)
      .where(and(eq(t.referralCredits.userId, userId), eq(t.referralCredits.kind, "earned"), isNull(t.referralCredits.bannerSeenAt)))
      .limit(1),
  );
  return found.length > 0;
}

type ReferredFriend = { fullName: string; email: string; joinedAt: string; creditedAt: string | null; creditCents: number | null };

/** The learners this one referred, oldest first, with the credit each earned (if any). */
export async function listReferredFriends(referrerId: number): Promise<ReferredFriend[]> {
  return run((db, t) =>
    db
      .select({
        fullName: t.users.fullName,
        email: t.users.email,
        joinedAt: t.users.createdAt,
        creditedAt: t.referralCredits.createdAt,
        creditCents: t.referralCredits.amountCents,
      })
      .from(t.users)
      .leftJoin(
        t.referralCredits,
        and(eq(t.referralCredits.sourceUserId, t.users.id), eq(t.referralCredits.kind, "earned"), eq(t.referralCredits.userId, referrerId)),
      )
      .where(eq(t.users.referredByUserId, referrerId))
      .orderBy(asc(t.users.createdAt), asc(t.users.id)),
  );
}
