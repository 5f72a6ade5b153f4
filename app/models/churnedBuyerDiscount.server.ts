// The win-back a learner was offered (the churned-buyer discount, one row per learner ever):
// offered, read while it may be used, spent. The rules (how much, how long, when usable) are the
// engine's (app/engine/winBack.ts).
import { and, eq, isNull } from "drizzle-orm";
import { getDb, schema } from "../../db/client";
import { isChurnedBuyerDiscountUsable, winBackOffer, type StoredChurnedBuyerDiscount, type WinBackOffer } from "~/engine/winBack";
import type { DbOrTx } from "./paymentMethod.server";

/**
 * Offers the win-back (a repurchase discount) to a learner whose plan ends at `endsAt`, once per
 * learner ever: a learner who already had an offer (used or not) gets no second one. Runs in the
 * caller's transaction (auto-renew off, or the renewal scheduler when a plan lapses). Returns
 * the offer made, or null when there was one already.
 */
export function grantChurnedBuyerDiscount(tx: DbOrTx, userId: number, endsAt: Date | string | null, now: Date): WinBackOffer | null {
  const offer = winBackOffer(endsAt, now);
  const inserted = tx
    .insert(schema.churnedBuyerDiscounts)
    .values({
      userId,
      discountType: offer.discountType,
      discountPercentage: offer.discountPercentage,
      expirationDate: offer.expirationDate,
      createdAt: now.toISOString(),
    })
    .onConflictDoNothing()
    .run();
  return inserted.changes > 0 ? offer : null;
}

export type ChurnedBuyerDiscountRow = typeof schema.churnedBuyerDiscounts.$inferSelect;

/** The learner's churned-buyer discount while it may be used (unused, unexpired), or null. */
export function usableChurnedBuyerDiscount(userId: number, now: Date, db: DbOrTx = getDb()): ChurnedBuyerDiscountRow | null {
  const row = db.select().from(schema.churnedBuyerDiscounts).where(eq(schema.churnedBuyerDiscounts.userId, userId)).get();
  if (!row) return null;
  return isChurnedBuyerDiscountUsable(churnedBuyerDiscountFacts(row), now) ? row : null;
}

/** The row in the API's field names (docs/product/billing.md#discounts). */
export function churnedBuyerDiscountFacts(row: ChurnedBuyerDiscountRow): StoredChurnedBuyerDiscount {
  return {
    expiration_date: row.expirationDate,
    churned_buyer_discount_type: row.discountType as StoredChurnedBuyerDiscount["churned_buyer_discount_type"],
    discount_percentage: row.discountPercentage,
    used_at: row.usedAt,
  };
}

/** The discount is spent by a reactivation that priced it in (inside the checkout's transaction). */
export function markChurnedBuyerDiscountUsed(tx: DbOrTx, userId: number, now: Date): void {
  tx.update(schema.churnedBuyerDiscounts)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(schema.churnedBuyerDiscounts.userId, userId), isNull(schema.churnedBuyerDiscounts.usedAt)))
    .run();
}
