// Keeping a subscription: when a renewal falls due, what a failed charge leads to (retries on a
// schedule, access kept through a grace period, then the plan lapses), and when a saved card is
// about to expire. Pure: every "now" is an argument.
import { addMonths, requireDate, toDate, type DateInput } from "./dates";

/** Days after the period's end at which a failed renewal is tried again (then it lapses). */
export const RENEWAL_RETRY_DAYS = [1, 3, 5, 7] as const;
/** Access continues this many days after a renewal first fails (until the last retry). */
export const RENEWAL_GRACE_DAYS = RENEWAL_RETRY_DAYS[RENEWAL_RETRY_DAYS.length - 1];
/** A card that expires within this many days (or before the next charge) is "going to expire". */
const CARD_EXPIRY_WARNING_DAYS = 30;

const DAY_MS = 86_400_000;

export const RENEWAL_TEXTS = {
  paymentFailedBanner: "Payment failed. Please pay to retain access",
  retryNothingDue: "There is no failed payment to retry.",
  retryInProgress: "Your payment is being processed. Please wait a moment.",
  noPaymentMethod: "Payment Method against the recurring subscription not found",
} as const;

interface RenewableSubscription {
  /** active | trial | renewal_canceled | past_due | churned | replaced … */
  status: string;
  autoRenew: boolean;
  expirationDate: string;
}

/** A period falls due for renewal when auto-renew is on and the paid (or trial) period has ended. */
export function isRenewalDue(sub: RenewableSubscription, now: DateInput): boolean {
  if (!sub.autoRenew || (sub.status !== "active" && sub.status !== "trial")) return false;
  const end = toDate(sub.expirationDate);
  return !!end && end.getTime() <= requireDate(now, "now").getTime();
}

/** The new end of a renewed period: the old end plus the plan's validity (a trial converts to the plan's first period). */
export function renewedExpiration(periodEnd: DateInput, validityMonths: number): Date {
  return addMonths(periodEnd, validityMonths);
}

/** When a failed renewal stops granting access: the last retry. */
export function graceUntil(periodEnd: DateInput): Date {
  return new Date(requireDate(periodEnd, "periodEnd").getTime() + RENEWAL_GRACE_DAYS * DAY_MS);
}

type AfterFailure = { kind: "retry"; at: Date; retry: number } | { kind: "lapse" };

/**
 * After the `attempts`-th charge of a renewal failed (1 = the charge on the due date): the next
 * retry, `RENEWAL_RETRY_DAYS[attempts - 1]` days after the period's end, or the end of the plan.
 * A retry that is already in the past (the scheduler was down) is due now.
 */
export function afterFailedAttempt(periodEnd: DateInput, attempts: number): AfterFailure {
  if (!Number.isInteger(attempts) || attempts < 1) throw new Error(`attempts must be a positive integer, got ${attempts}`);
  const days = RENEWAL_RETRY_DAYS[attempts - 1];
  if (days === undefined) return { kind: "lapse" };
  return { kind: "retry", at: new Date(requireDate(periodEnd, "periodEnd").getTime() + days * DAY_MS), retry: attempts };
}

export interface CardExpiry {
  expMonth: number;
  expYear: number;
}

/**
 * The first instant a card no longer works: the start of the month after its expiry month (UTC).
 * Null for a method without a card expiry (PayPal, Link, Cash App Pay: year 0), which never expires
 * (docs/product/billing.md#wallets-and-other-methods).
 */
function cardExpiresAt(card: CardExpiry): Date | null {
  return card.expYear > 0 ? new Date(Date.UTC(card.expYear, card.expMonth, 1)) : null;
}

/** Expired already. */
export function isCardExpired(card: CardExpiry, now: DateInput): boolean {
  const expires = cardExpiresAt(card);
  return expires !== null && expires.getTime() <= requireDate(now, "now").getTime();
}

/**
 * is_card_going_to_expire: the card stops working within CARD_EXPIRY_WARNING_DAYS, or before the
 * next charge when one is scheduled (the renewal date).
 */
export function isCardGoingToExpire(card: CardExpiry, now: DateInput, nextChargeAt?: DateInput | null): boolean {
  const expiry = cardExpiresAt(card);
  if (expiry === null) return false;
  const expires = expiry.getTime();
  const at = requireDate(now, "now").getTime();
  if (expires <= at + CARD_EXPIRY_WARNING_DAYS * DAY_MS) return true;
  const next = toDate(nextChargeAt ?? null);
  return !!next && expires <= next.getTime();
}
