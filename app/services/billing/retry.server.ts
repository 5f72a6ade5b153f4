// A learner's retry of a failed renewal, whichever processor renews the plan: the embedded
// gateway's renewal rows (renewals.server.ts) or Stripe's open invoice (stripeSubscriptions.server.ts).
import { findSubscription, pastDueSubscriptionOf } from "~/models/subscription.server";
import { centsToUsd } from "~/engine";
import type { User } from "~/models/user.server";
import { renewalFailureText, renewalOf, retryPastDueRenewals, RETRY_TEXTS, type RetryResult } from "./renewals.server";
import { retryStripeRenewal } from "./stripeSubscriptions.server";

export async function retryRenewal(user: User, now = new Date()): Promise<RetryResult> {
  const sub = await pastDueSubscriptionOf(user.id);
  if (sub?.stripeSubscriptionId) {
    const r = await retryStripeRenewal(sub);
    return r.ok
      ? { ok: true, status: "paid", text: RETRY_TEXTS.paid, renewalId: 0, subscriptionId: sub.id }
      : { ok: false, status: "failed", text: r.errorText, subscriptionId: sub.id };
  }
  return retryPastDueRenewals(user.id, { now });
}

/** The answer of the retry status check, or null when the renewal is not the learner's. */
export async function retryStatus(userId: number, subscriptionId: number, renewalId: number) {
  const r = await renewalOf(userId, subscriptionId, renewalId);
  if (!r) return null;
  const sub = await findSubscription(subscriptionId);
  return {
    subscription_id: subscriptionId,
    renewal_id: renewalId,
    status: r.status,
    is_payment_successful: r.status === "paid",
    attempts: r.attempts,
    amount_usd: centsToUsd(r.amountCents),
    next_attempt_at: r.status === "retrying" || r.status === "due" ? r.nextAttemptAt : null,
    grace_until: sub?.status === "past_due" ? sub.graceUntil : null,
    subscription_status: sub?.status ?? null,
    ...(r.failureCode && r.status !== "paid" ? { errorText: renewalFailureText(r.failureCode) } : {}),
  };
}
