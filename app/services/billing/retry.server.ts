// A learner's retry of a failed renewal, whichever processor renews the plan: the embedded
// gateway's renewal rows (renewals.server.ts) or Stripe's open invoice (stripeSubscriptions.server.ts).
import { and, desc, eq } from "drizzle-orm";
import { getDb, schema } from "../../../db/client";
import { centsToUsd } from "~/engine";
import type { User } from "~/models/user.server";
import { renewalFailureText, renewalOf, retryPastDueRenewals, RETRY_TEXTS, type RetryResult } from "./renewals.server";
import { retryStripeRenewal } from "./stripeSubscriptions.server";

/** The learner's plan waiting on a failed payment, if any. */
function pastDueSubscription(userId: number) {
  return getDb()
    .select()
    .from(schema.subscriptions)
    .where(and(eq(schema.subscriptions.userId, userId), eq(schema.subscriptions.status, "past_due")))
    .orderBy(desc(schema.subscriptions.id))
    .get();
}

export async function retryRenewal(user: User, now = new Date()): Promise<RetryResult> {
  const sub = pastDueSubscription(user.id);
  if (sub?.stripeSubscriptionId) {
    const r = await retryStripeRenewal(sub);
    return r.ok
      ? { ok: true, status: "paid", text: RETRY_TEXTS.paid, renewalId: 0, subscriptionId: sub.id }
      : { ok: false, status: "failed", text: r.errorText, subscriptionId: sub.id };
  }
  return retryPastDueRenewals(user.id, { now });
}

/** The answer of the retry status check, or null when the renewal is not the learner's. */
export function retryStatus(userId: number, subscriptionId: number, renewalId: number) {
  const r = renewalOf(userId, subscriptionId, renewalId);
  if (!r) return null;
  const sub = getDb().select().from(schema.subscriptions).where(eq(schema.subscriptions.id, subscriptionId)).get();
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
