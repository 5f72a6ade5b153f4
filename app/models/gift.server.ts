// Gifts: a plan bought for an e-mail address, claimed once through the mailed link (its token is
// stored hashed). Queries only: the flow is app/services/billing/gifts.server.ts.
import { and, eq, isNull, sql } from "drizzle-orm";
import { changes, rows, run, transaction } from "../../db/access";
import type { schema } from "../../db/client";

type GiftRow = typeof schema.gifts.$inferSelect;

/** The unclaimed gift behind a token hash, with its buyer's name, or undefined. */
export async function findUnclaimedGift(tokenHash: string): Promise<{ planCode: string; receiverEmail: string; from: string | null } | undefined> {
  const [row] = await run((db, t) =>
    db
      .select({ planCode: t.gifts.planCode, receiverEmail: t.gifts.receiverEmail, from: t.users.fullName })
      .from(t.gifts)
      .leftJoin(t.users, eq(t.users.id, t.gifts.buyerUserId))
      .where(and(eq(t.gifts.tokenHash, tokenHash), isNull(t.gifts.claimedAt)))
      .limit(1),
  );
  return row;
}

/** Inside a transaction: the unclaimed gift behind a token hash, its row locked until the end, or undefined. */
export async function lockUnclaimedGift(tokenHash: string): Promise<GiftRow | undefined> {
  return transaction(async (db, t, forUpdate) => {
    await rows(sql`SELECT id FROM gifts WHERE token_hash = ${tokenHash}${forUpdate}`);
    const [row] = await db
      .select()
      .from(t.gifts)
      .where(and(eq(t.gifts.tokenHash, tokenHash), isNull(t.gifts.claimedAt)))
      .limit(1);
    return row;
  });
}

/** Marks a gift claimed by this user; false when it was claimed already (only one claim ever succeeds). */
export async function markGiftClaimed(giftId: number, userId: number, at: string): Promise<boolean> {
  const r = await run((db, t) =>
    db
      .update(t.gifts)
      .set({ claimedByUserId: userId, claimedAt: at })
      .where(and(eq(t.gifts.id, giftId), isNull(t.gifts.claimedAt))),
  );
  return changes(r) > 0;
}

/** Gifts waiting for this address, and those this user sent. */
export async function giftsOf(user: { id: number; email: string }) {
  const waiting = await run((db, t) =>
    db
      .select({ planCode: t.gifts.planCode, createdAt: t.gifts.createdAt })
      .from(t.gifts)
      .where(and(eq(t.gifts.receiverEmail, user.email), isNull(t.gifts.claimedAt))),
  );
  const sent = await run((db, t) =>
    db
      .select({ planCode: t.gifts.planCode, receiverEmail: t.gifts.receiverEmail, claimedAt: t.gifts.claimedAt })
      .from(t.gifts)
      .where(eq(t.gifts.buyerUserId, user.id)),
  );
  return { waiting, sent };
}
