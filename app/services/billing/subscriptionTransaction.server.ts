// GET /api/get-subscription-transaction/{a}[/{b}] (docs/product/billing.md#organization-billing):
// the transaction that paid last for a subscription. One id: the learner's own subscription (its
// purchase or its latest renewal); two: an organization and its subscription, for the
// organization's admins (its purchase, more seats, an upgrade or a reactivation).
import { centsToUsd } from "~/engine";
import { listTransactions } from "~/models/billing.server";
import { transactionsOfOrganizationSubscription } from "~/models/organizationPurchase.server";
import { listSubscriptions } from "~/models/subscription.server";
import type { User } from "~/models/user.server";
import { notFound } from "~/utils/http.server";
import { requireOrganizationBilling } from "../organizations/billing.server";
import { paymentProcessorName } from "~/engine/paymentMethodTypes";

export const SUBSCRIPTION_NOT_FOUND = "We could not find that subscription.";

type Row = { id: number; userId: number; checkoutType: string; amountCents: number; currency: string; processor: string; createdAt: string };

function transactionAnswer(row: Row | undefined, viewerId: number) {
  if (!row) return null;
  return {
    id: row.id,
    checkout_type: row.checkoutType,
    amount_usd: centsToUsd(row.amountCents),
    currency: row.currency.toUpperCase(),
    payment_processor: paymentProcessorName(row.processor),
    created_at: row.createdAt,
    paid_by_you: row.userId === viewerId,
    invoice_url: row.userId === viewerId ? `/account/billing/invoices/${row.id}` : null,
  };
}

/** The learner's own subscription (404 for anyone else's or none). */
export async function learnerSubscriptionTransaction(user: Pick<User, "id">, rawSubscriptionId: string) {
  const id = /^\d{1,15}$/.test(rawSubscriptionId) ? Number(rawSubscriptionId) : NaN;
  const sub = (await listSubscriptions(user.id)).find((s) => s.id === id);
  if (!sub) notFound(SUBSCRIPTION_NOT_FOUND);
  const paid = (await listTransactions(user.id)).filter(
    (t) => t.status === "succeeded" && (t.subscriptionId === sub.id || t.id === sub.transactionId),
  );
  return { subscription_id: sub.id, plan: sub.planCode, transaction: transactionAnswer(paid[0], user.id) };
}

/** An organization's subscription, for its admins (404 outside, 403 for a member). */
export async function organizationSubscriptionTransaction(user: Pick<User, "id">, rawOrganizationId: string, rawSubscriptionId: string) {
  const billing = await requireOrganizationBilling(user, rawOrganizationId, rawSubscriptionId);
  const [latest] = await transactionsOfOrganizationSubscription(billing.subscription.id, billing.subscription.transactionId);
  return {
    organization_id: billing.organization.id,
    subscription_id: billing.subscription.id,
    plan: billing.subscription.planCode,
    transaction: transactionAnswer(latest, user.id),
  };
}
