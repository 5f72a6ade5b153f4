// The trial-success modal (docs/product/billing.md#checkout): after a
// free-trial checkout the confirmation page opens it once, as a page state reached by the
// checkout's redirect (?trial=started). What the learner got, when the trial ends and what it then
// costs, and how to cancel. Pure: dates and prices are arguments.
import { formatFullDate, type DateInput } from "./dates";
import { formatUsd } from "./money";
import { isTrialCheckout } from "./plans";
import { FREE_TRIAL_DAYS } from "./constants";

/** The query parameter (and its value) that opens the trial-success modal. */
export const TRIAL_STARTED_PARAM = "trial";
export const TRIAL_STARTED_VALUE = "started";

/** Where a successful checkout lands: the confirmation, with the trial-success state after a trial. */
export function orderConfirmationPath(input: { attemptId: string; checkoutType: string; stripe: boolean }): string {
  const base = `/order-confirmation${input.stripe ? "/stripe" : ""}?attempt=${encodeURIComponent(input.attemptId)}`;
  return isTrialCheckout(input.checkoutType) ? `${base}&${TRIAL_STARTED_PARAM}=${TRIAL_STARTED_VALUE}` : base;
}

/** The toast after a successful checkout (nothing is paid when a trial starts). */
export const checkoutSuccessToast = (checkoutType: string) =>
  isTrialCheckout(checkoutType) ? "Your free trial has started." : "Payment received. Welcome aboard!";

/** "a month", "every 3 months", "a year", "every 2 years". */
export function billingPeriodWords(validityMonths: number): string {
  if (validityMonths === 1) return "a month";
  if (validityMonths === 12) return "a year";
  if (validityMonths % 12 === 0) return `every ${validityMonths / 12} years`;
  return `every ${validityMonths} months`;
}

export interface TrialSuccessFacts {
  planName: string;
  includes: readonly string[];
  endsAt: DateInput;
  validityMonths: number;
  /** what the first paid period costs when the trial converts */
  priceAfterCents: number;
  /** auto-renew still on (the trial converts) */
  autoRenew: boolean;
}

export function trialSuccessTexts(f: TrialSuccessFacts) {
  const ends = formatFullDate(f.endsAt);
  return {
    title: `Your ${FREE_TRIAL_DAYS}-day free trial has started`,
    got: `You have ${f.planName} free for ${FREE_TRIAL_DAYS} days. Nothing was charged today.`,
    includesHeading: "What you get",
    ends: f.autoRenew
      ? `Your trial ends on ${ends}. Then your plan continues at ${formatUsd(f.priceAfterCents)} ${billingPeriodWords(f.validityMonths)}, charged to the card you gave, unless you cancel before.`
      : `Your trial ends on ${ends}. Auto-renew is off, so nothing will be charged and your access ends then.`,
    cancel: f.autoRenew
      ? `To cancel, turn off auto-renew in Billing before ${ends}. You keep everything until the trial ends and nothing is charged.`
      : "You can turn auto-renew back on in Billing to keep your plan after the trial.",
    billingLink: "Go to Billing",
    done: "Got it",
  };
}
