// Who may check out what, before any money moves (a learner's subscriptions as facts).
import { subscriptionAccessEnd } from "./catalog";
import { requireDate, type DateInput } from "./dates";
import { isPlanCheckoutType, isTrialCheckout } from "./plans";

export const CHECKOUT_REFUSALS = {
  alreadySubscribed: "You already have an active subscription. Change your plan with an upgrade instead.",
  trialUsed: "You have already used your free trial.",
  trialWhileSubscribed: "You already have an active subscription, so a trial is not needed.",
  pastDue: "Your last renewal payment failed. Retry it, or add a new payment method, on your billing page.",
} as const;

export type CheckoutSubscriptionFacts = { status: string; expirationDate: string; isTrial: boolean; graceUntil?: string | null };

const NEW_SUBSCRIPTIONS = new Set(["subscription-buy", "subscription-quick-buy", "subscription-reactivation"]);

/**
 * A free trial is availed once per learner, and not while a subscription runs; a new
 * subscription is not bought on top of a paid one that runs (an upgrade is the way); a running
 * trial may be turned into a paid plan. Null when the checkout may go on.
 */
export function checkoutRefusal(checkoutType: string, subscriptions: readonly CheckoutSubscriptionFacts[], now: DateInput): string | null {
  const at = requireDate(now, "now").getTime();
  const running = subscriptions.find((s) => (subscriptionAccessEnd(s)?.getTime() ?? 0) > at);
  // A failed renewal is fixed by paying it, not by a second plan on top (its retries would charge too).
  if (running?.status === "past_due" && !isTrialCheckout(checkoutType)) return CHECKOUT_REFUSALS.pastDue;
  if (isTrialCheckout(checkoutType)) {
    if (subscriptions.some((s) => s.isTrial)) return CHECKOUT_REFUSALS.trialUsed;
    if (running) return CHECKOUT_REFUSALS.trialWhileSubscribed;
  }
  if (NEW_SUBSCRIPTIONS.has(checkoutType) && running && !running.isTrial) return CHECKOUT_REFUSALS.alreadySubscribed;
  return null;
}

// ---- Checkouts in flight -------------------------------------------------------------

/**
 * How long a checkout that is still paying holds what it priced in: a use of a coupon with a
 * redemption limit, and (while its charge is in flight) the learner's turn to buy. A payment
 * that was never answered may still succeed at the processor, so the hold outlives any request.
 */
export const PAYING_ATTEMPT_HOLD_MS = 24 * 60 * 60 * 1000;

/** A checkout attempt of the learner that has not ended (open: its charge is in flight). */
type PayingAttemptFacts = { checkoutType: string; itemCode: string };

/**
 * What one learner may have only one payment in flight for: their own plan (every plan
 * checkout but a gift, which is for someone else), and a course or certificate (per item).
 * Null for what may be bought several times at once (gifts, coupons, business seats).
 */
export function exclusivePurchase(checkoutType: string, itemCode: string): string | null {
  if (isPlanCheckoutType(checkoutType)) return checkoutType === "subscription-gift" ? null : "own-plan";
  if (checkoutType === "course-purchase" || checkoutType === "certificate-purchase") return itemCode;
  return null;
}

/**
 * A new checkout waits while another of the same learner is paying for the same thing (two tabs,
 * a double submit with two forms): only one charge may be in flight, and the first one decides.
 */
export function waitsForPayingAttempt(next: PayingAttemptFacts, paying: readonly PayingAttemptFacts[]): boolean {
  const key = exclusivePurchase(next.checkoutType, next.itemCode);
  return key !== null && paying.some((p) => exclusivePurchase(p.checkoutType, p.itemCode) === key);
}
