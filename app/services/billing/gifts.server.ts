// Gifts: a plan bought for an e-mail address, claimed by whoever opens the mailed link and logs
// in (the link is the proof; it works once). Claiming starts the receiver's subscription.
import { and, eq, isNull } from "drizzle-orm";
import { createHash } from "node:crypto";
import { getDb, schema } from "../../../db/client";
import { addMonths, hasActiveSubscription, tryParsePlanCode } from "~/engine";
import type { User } from "~/models/user.server";

export const GIFT_TEXTS = {
  unknown: "This gift link is not valid, or the gift was already claimed.",
  alreadySubscribed: "You already have an active subscription. Claim the gift when it ends, or give the link to someone else.",
  claimed: "Your gift subscription has started. Happy learning!",
} as const;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type GiftView = { planCode: string; from: string; receiverEmail: string };

/** The unclaimed gift behind a link, or null. */
export function findGift(token: string): GiftView | null {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const row = getDb()
    .select({ planCode: schema.gifts.planCode, receiverEmail: schema.gifts.receiverEmail, from: schema.users.fullName })
    .from(schema.gifts)
    .leftJoin(schema.users, eq(schema.users.id, schema.gifts.buyerUserId))
    .where(and(eq(schema.gifts.tokenHash, hashToken(token)), isNull(schema.gifts.claimedAt)))
    .get();
  return row ? { planCode: row.planCode, receiverEmail: row.receiverEmail, from: row.from ?? "A Codelift learner" } : null;
}

/** Claims a gift for this user: its subscription starts now. Only one claim ever succeeds. */
export function claimGift(user: User, token: string, now = new Date()): { ok: true; planCode: string } | { ok: false; errorText: string } {
  const db = getDb();
  return db.transaction(
    (tx) => {
      const gift = tx
        .select()
        .from(schema.gifts)
        .where(and(eq(schema.gifts.tokenHash, hashToken(token)), isNull(schema.gifts.claimedAt)))
        .get();
      if (!gift) return { ok: false as const, errorText: GIFT_TEXTS.unknown };
      const subs = tx.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, user.id)).all();
      if (subs.some((s) => !s.isTrial && hasActiveSubscription([s], now))) return { ok: false as const, errorText: GIFT_TEXTS.alreadySubscribed };
      const parsed = tryParsePlanCode(gift.planCode);
      if (!parsed.ok) return { ok: false as const, errorText: GIFT_TEXTS.unknown };
      const at = now.toISOString();
      // A trial in progress ends: the gift replaces it.
      for (const s of subs.filter((x) => x.isTrial && hasActiveSubscription([x], now)))
        tx.update(schema.subscriptions)
          .set({ status: "replaced", expirationDate: at, autoRenew: false })
          .where(eq(schema.subscriptions.id, s.id))
          .run();
      tx.update(schema.gifts).set({ claimedByUserId: user.id, claimedAt: at }).where(eq(schema.gifts.id, gift.id)).run();
      tx.insert(schema.subscriptions)
        .values({
          userId: user.id,
          planCode: gift.planCode,
          featureSet: parsed.plan.featureSet,
          validityMonths: parsed.plan.validityMonths,
          planType: parsed.plan.planType,
          status: "active",
          paidCents: 0,
          startDate: at,
          expirationDate: addMonths(now, parsed.plan.validityMonths).toISOString(),
          autoRenew: false,
          giftId: gift.id,
        })
        .run();
      return { ok: true as const, planCode: gift.planCode };
    },
    { behavior: "immediate" },
  );
}

/** Gift credit of GET /api/user/credit-on-gift-info: gifts waiting for this user's address, and those they sent. */
export function giftInfo(user: User) {
  const db = getDb();
  const waiting = db
    .select({ planCode: schema.gifts.planCode, createdAt: schema.gifts.createdAt })
    .from(schema.gifts)
    .where(and(eq(schema.gifts.receiverEmail, user.email), isNull(schema.gifts.claimedAt)))
    .all();
  const sent = db
    .select({ planCode: schema.gifts.planCode, receiverEmail: schema.gifts.receiverEmail, claimedAt: schema.gifts.claimedAt })
    .from(schema.gifts)
    .where(eq(schema.gifts.buyerUserId, user.id))
    .all();
  return {
    has_unclaimed_gift: waiting.length > 0,
    unclaimed_gifts: waiting.map((g) => ({ plan: g.planCode, sent_at: g.createdAt })),
    sent_gifts: sent.map((g) => ({ plan: g.planCode, receiver_email: g.receiverEmail, claimed: g.claimedAt !== null })),
    // Referral and gift credit arrive with referrals; no balance exists yet.
    credit_amount_usd: 0,
  };
}
