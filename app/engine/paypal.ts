// Paying with PayPal (docs/product/billing.md#paypal): which purchases PayPal pays for, whether a
// plan may renew through a PayPal subscription (the recurring rule), and the texts. Pure.
import { INR_RECURRING_UPPER_LIMIT, PLAN_TYPES, RECURRING_PAYPAL_VALIDITY_MONTHS } from "./constants";
import { formatUsd, groupDigits } from "./money";
import type { PlanCode } from "./plans";

export const PAYPAL_TEXTS = {
  notConfigured: "PayPal is not available on this site. Pay with a card instead.",
  notForTrials: "A free trial starts with a card: PayPal pays only for a purchase with a price.",
  recurringOff: "Recurring PayPal payments are not available right now. Pay once with PayPal, or with a card.",
  recurringPlan: "Recurring PayPal payments are only for individual monthly or annual plans. Pay once with PayPal instead.",
  notApproved: "PayPal has not approved this payment yet. Approve it at PayPal, then confirm here.",
  canceled: "You left PayPal before approving the payment, so nothing was charged.",
  declined: "PayPal declined this payment, so nothing was charged. Choose another way to pay.",
  processing: "PayPal is still processing this payment. Your purchase starts as soon as PayPal confirms it; reload this page in a moment.",
  subscriptionEnded: "This PayPal subscription was canceled or has ended at PayPal, so nothing was charged.",
} as const;

/** The refusal of a recurring plan over the limit: the limit in rupees, with thousands separators. */
export const recurringLimitText = (limitInr: number) =>
  `Recurring PayPal payments are only for plans under ₹${groupDigits(limitInr)} a period. Pay once with PayPal instead.`;

/** The checkouts a recurring PayPal plan can come from (a plan for the learner, paid now). */
const RECURRING_CHECKOUTS = [
  "subscription-buy",
  "subscription-quick-buy",
  "subscription-upgrade",
  "subscription-downgrade",
  "subscription-reactivation",
];

type RecurringPaypalFacts = {
  featureFlagOn: boolean;
  checkoutType: string;
  plan: PlanCode | null;
  /** the price charged now, in cents of USD */
  amountCents: number;
  inrPerUsd: number;
  /** the upper limit in rupees (15,000 unless configured) */
  inrUpperLimit?: number;
};

/** The price in rupees (whole rupees, rounded half up) that the limit is compared with. */
export const priceInInr = (amountCents: number, inrPerUsd: number) => Math.round((amountCents * inrPerUsd) / 100);

/**
 * Why this purchase cannot renew through PayPal, or null when it can: the flag is on, the plan is an
 * individual one (6000) of 1 or 12 months, and its price converted to rupees is under the limit.
 */
export function recurringPaypalRefusal(f: RecurringPaypalFacts): string | null {
  const limit = f.inrUpperLimit ?? INR_RECURRING_UPPER_LIMIT;
  if (!f.featureFlagOn) return PAYPAL_TEXTS.recurringOff;
  if (
    !f.plan ||
    !RECURRING_CHECKOUTS.includes(f.checkoutType) ||
    f.plan.planType !== PLAN_TYPES.USER ||
    !(RECURRING_PAYPAL_VALIDITY_MONTHS as readonly number[]).includes(f.plan.validityMonths)
  )
    return PAYPAL_TEXTS.recurringPlan;
  if (!(priceInInr(f.amountCents, f.inrPerUsd) < limit)) return recurringLimitText(limit);
  return null;
}

/** The label of the recurring button: what PayPal will take each period. */
export function recurringPaypalLabel(amountCents: number, validityMonths: number): string {
  return `Pay ${formatUsd(amountCents)} ${validityMonths === 1 ? "a month" : "a year"} with PayPal`;
}
