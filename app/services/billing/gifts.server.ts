// Gifts: a plan bought for an e-mail address, claimed by whoever opens the mailed link and logs
// in (the link is the proof; it works once). Claiming starts the receiver's subscription.
import { createHash } from "node:crypto";
import { inBillingTransaction, lockForBilling } from "~/models/billing.server";
import { insertSubscription } from "~/models/checkoutAttempt.server";
import { giftsOf, findUnclaimedGift, lockUnclaimedGift, markGiftClaimed } from "~/models/gift.server";
import { listSubscriptions, updateSubscription } from "~/models/subscription.server";
import { addMonths, hasActiveSubscription, tryParsePlanCode } from "~/engine";
import type { User } from "~/models/user.server";
import { centsToUsd } from "~/engine/money";
import { referralBalanceCents } from "./referrals.server";

export const GIFT_TEXTS = {
  unknown: "This gift link is not valid, or the gift was already claimed.",
  alreadySubscribed: "You already have an active subscription. Claim the gift when it ends, or give the link to someone else.",
  claimed: "Your gift subscription has started. Happy learning!",
} as const;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

type GiftView = { planCode: string; from: string; receiverEmail: string };

/** The unclaimed gift behind a link, or null. */
export async function findGift(token: string): Promise<GiftView | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const row = await findUnclaimedGift(hashToken(token));
  return row ? { planCode: row.planCode, receiverEmail: row.receiverEmail, from: row.from ?? "A Codelift learner" } : null;
}

/** Claims a gift for this user: its subscription starts now. Only one claim ever succeeds. */
export async function claimGift(
  user: User,
  token: string,
  now = new Date(),
): Promise<{ ok: true; planCode: string } | { ok: false; errorText: string }> {
  return inBillingTransaction(async () => {
    // The gift's row and the claimant's are locked: one claim of a gift, one gift at a time per learner.
    const gift = await lockUnclaimedGift(hashToken(token));
    if (!gift) return { ok: false as const, errorText: GIFT_TEXTS.unknown };
    await lockForBilling({ userId: user.id });
    const subs = await listSubscriptions(user.id);
    if (subs.some((s) => !s.isTrial && hasActiveSubscription([s], now))) return { ok: false as const, errorText: GIFT_TEXTS.alreadySubscribed };
    const parsed = tryParsePlanCode(gift.planCode);
    if (!parsed.ok) return { ok: false as const, errorText: GIFT_TEXTS.unknown };
    const at = now.toISOString();
    // A trial in progress ends: the gift replaces it.
    for (const s of subs.filter((x) => x.isTrial && hasActiveSubscription([x], now)))
      await updateSubscription(s.id, { status: "replaced", expirationDate: at, autoRenew: false });
    if (!(await markGiftClaimed(gift.id, user.id, at))) return { ok: false as const, errorText: GIFT_TEXTS.unknown };
    await insertSubscription({
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
    });
    return { ok: true as const, planCode: gift.planCode };
  });
}

/** Gift credit of GET /api/user/credit-on-gift-info: gifts waiting for this user's address, and those they sent. */
export async function giftInfo(user: User) {
  const { waiting, sent } = await giftsOf(user);
  return {
    has_unclaimed_gift: waiting.length > 0,
    unclaimed_gifts: waiting.map((g) => ({ plan: g.planCode, sent_at: g.createdAt })),
    sent_gifts: sent.map((g) => ({ plan: g.planCode, receiver_email: g.receiverEmail, claimed: g.claimedAt !== null })),
    // The credit a gift checkout takes off (docs/product/billing.md#referrals): the learner's referral credit balance.
    credit_amount_usd: centsToUsd(await referralBalanceCents(user.id)),
  };
}
