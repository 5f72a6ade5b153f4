// Keeping or leaving a plan: auto-renew off (access kept to the end of the period, a win-back
// offer made) and on again, the churned-buyer discount (platform §3) and its use at the
// reactivation checkout, and the monthly → annual nudge. The rules are the engine's
// (billingBanners.ts); this module reads and writes the rows.
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb, schema } from "../../../db/client";
import {
  formatUsd,
  isChurnedBuyerDiscountUsable,
  subscriptionAccessEnd,
  UPGRADE_TO_ANNUAL_NUDGE,
  winBackOffer,
  type WinBackOffer,
} from "~/engine";

type Db = ReturnType<typeof getDb>;
/** A Drizzle transaction (better-sqlite3: synchronous). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Offers the win-back (a repurchase discount) to a learner whose plan ends at `endsAt`, once per
 * learner ever: a learner who already had an offer (used or not) gets no second one. Runs in the
 * caller's transaction (auto-renew off, or the renewal scheduler when a plan lapses). Returns
 * the offer made, or null when there was one already.
 */
export function grantChurnedBuyerDiscount(tx: Tx | Db, userId: number, endsAt: Date | string | null, now: Date): WinBackOffer | null {
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
