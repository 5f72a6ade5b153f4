// The win-back a learner was offered (the churned-buyer discount, one row per learner ever):
// offered, read while it may be used, spent. The rules (how much, how long, when usable) are the
// engine's (app/engine/winBack.ts).
import { and, eq, isNull } from "drizzle-orm";
import { changes, run } from "../../db/access";
import type { schema } from "../../db/client";
import { isChurnedBuyerDiscountUsable, winBackOffer, type StoredChurnedBuyerDiscount, type WinBackOffer } from "~/engine/winBack";

/**
 * Offers the win-back (a repurchase discount) to a learner whose plan ends at `endsAt`, once per
 * learner ever: a learner who already had an offer (used or not) gets no second one. Joins the
 * caller's transaction (auto-renew off, or the renewal scheduler when a plan lapses). Returns
 * the offer made, or null when there was one already.
 */
export async function grantChurnedBuyerDiscount(userId: number, endsAt: Date | string | null, now: Date): Promise<WinBackOffer | null> {
  const offer = winBackOffer(endsAt, now);
  const inserted = await run((db, t) =>
    db
      .insert(t.churnedBuyerDiscounts)
      .values({
        userId,
        discountType: offer.discountType,
        discountPercentage: offer.discountPercentage,
        expirationDate: offer.expirationDate,
        createdAt: now.toISOString(),
      })
      .onConflictDoNothing(),
  );
  return changes(inserted) > 0 ? offer : null;
}

type ChurnedBuyerDiscountRow = typeof schema.churnedBuyerDiscounts.$inferSelect;

/** The learner's churned-buyer discount while it may be used (unused, unexpired), or null. */
export async function usableChurnedBuyerDiscount(userId: number, now: Date): Promise<ChurnedBuyerDiscountRow | null> {
  const [row] = await run((db, t) => db.select().from(t.churnedBuyerDiscounts).where(eq(t.churnedBuyerDiscounts.userId, userId)).limit(1));
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
export async function markChurnedBuyerDiscountUsed(userId: number, now: Date): Promise<void> {
  await run((db, t) =>
    db
      .update(t.churnedBuyerDiscounts)
      .set({ usedAt: now.toISOString() })
      .where(and(eq(t.churnedBuyerDiscounts.userId, userId), isNull(t.churnedBuyerDiscounts.usedAt))),
  );
}
