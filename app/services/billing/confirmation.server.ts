// The order confirmation: what the learner just bought, for its owner only.
import { couponsBoughtBy, subscriptionBoughtBy } from "~/models/checkoutAttempt.server";
import type { User } from "~/models/user.server";
import { attemptOf } from "./checkout.server";
import { businessItemLabel } from "~/services/organizations/purchases.server";
import { isTrialCheckout, planName, TRIAL_STARTED_PARAM, TRIAL_STARTED_VALUE, tryParsePlanCode, type TrialSuccessFacts } from "~/engine";
import { TIER_INCLUDES } from "./offers.server";
import { quoteRenewal } from "./renewals.server";

export const NO_ORDER = "We could not find that order.";

/**
 * The confirmation of the order `?attempt=` of the page at `url` names, for its buyer; null when
 * the learner has no such paid order.
 */
export async function orderConfirmation(user: User, url: URL) {
  const id = url.searchParams.get("attempt") ?? "";
  const attempt = id.length <= 64 ? await attemptOf(user.id, id) : undefined;
  if (!attempt || attempt.status !== "succeeded") return null;
  // Bought coupons are shown on the confirmation (they are mailed too), with their action's page.
  const couponCodes = attempt.checkoutType === "coupon-purchase" ? await couponsBoughtBy(attempt.id) : [];
  const actionId = attempt.checkoutType === "coupon-purchase" ? (attempt.itemCode.split(":")[2] ?? null) : null;
  const trial = isTrialCheckout(attempt.checkoutType) ? await trialFacts(attempt.id) : null;
  // The trial-success modal: a page state reached by the checkout's redirect (?trial=started);
  // closing it goes to the same page without it, so a reload does not show it again.
  const trialModal =
    trial && url.searchParams.get(TRIAL_STARTED_PARAM) === TRIAL_STARTED_VALUE
      ? { ...trial, closeTo: `${url.pathname}?attempt=${encodeURIComponent(attempt.id)}` }
      : null;
  return {
    trialModal,
    checkoutType: attempt.checkoutType,
    plan: attempt.itemCode,
    /** business purchases: what the organization got, in words */
    business: await businessItemLabel(attempt.checkoutType, attempt.itemCode),
    receiverEmail: attempt.receiverEmail,
    lineItems: JSON.parse(attempt.price) as { id: string; label: string; amountCents: number; percentage?: number }[],
    totalCents: attempt.totalCents,
    email: user.email,
    couponCodes,
    actionId,
  };
}

/** The trial a checkout attempt started: the plan, what it includes, its end and what it then costs. */
async function trialFacts(attemptId: string): Promise<TrialSuccessFacts | null> {
  const sub = await subscriptionBoughtBy(attemptId);
  if (!sub || !sub.isTrial) return null;
  const parsed = tryParsePlanCode(sub.planCode);
  const quote = await quoteRenewal(sub, new Date());
  return {
    planName: parsed.ok ? planName(parsed.plan) : sub.planCode,
    includes: [...(TIER_INCLUDES[sub.featureSet] ?? [])],
    endsAt: sub.expirationDate,
    validityMonths: sub.validityMonths,
    priceAfterCents: quote.amountCents,
    autoRenew: sub.autoRenew,
  };
}
