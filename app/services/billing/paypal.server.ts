// PayPal's side of a purchase and of a recurring plan (docs/product/billing.md#paypal): the
// learner's confirmation after approving at PayPal (the order is captured, or the subscription's
// first payment is found), leaving PayPal without approving, and PayPal's webhooks. Each webhook
// is verified by PayPal's verify-webhook-signature API before anything is read from it, and its
// event id is recorded in the transaction of its effect: a replay changes nothing. Every sale is
// applied once, by its id, whatever event carries it: a renewal delivered twice, even at once,
// extends the plan once.
import { z } from "zod";
import { addMonths } from "~/engine/dates";
import type { PlanCode } from "~/engine/plans";
import { MAIL_TEXTS } from "~/engine/mailTexts";
import { PAYPAL_TEXTS, recurringPaypalLabel, recurringPaypalRefusal } from "~/engine/paypal";
import { lockForBilling } from "~/models/billing.server";
import {
  findAttemptByIntent,
  findBuyer,
  findCheckoutAttempt,
  hasTransactionFor,
  hasTransactionWithRef,
  insertTransaction,
  updateCheckoutAttempt,
  type AttemptRow,
} from "~/models/checkoutAttempt.server";
import { findByPaypalSubscriptionId, updateSubscription } from "~/models/subscription.server";
import { applyWebhookEventOnce } from "~/models/webhookEvent.server";
import { sendMail } from "~/services/mail.server";
import { GatewayUnavailable } from "~/services/payments/gateway.server";
import { paypalClient, PaypalRefused } from "~/services/payments/paypal.server";
import { appOrigin, env } from "~/utils/env.server";
import { applyOutcome, completeAttempt, grantAttempt, setPaypalPayer, type CheckoutResult, type PaypalMethod } from "./checkout.server";

type Mail = { to: string; subject: string; text: string; kind: string };

type PaypalConfirmation =
  { kind: "paid"; attemptId: string } | { kind: "waiting"; text: string; status: 409 } | { kind: "failed"; text: string; status: 400 | 402 | 503 };

const methodOf = (attempt: AttemptRow) => JSON.parse(attempt.paymentMethod ?? "{}") as Partial<PaypalMethod>;

/** The learner's PayPal attempt (another learner's, or a card attempt, is undefined). */
export async function paypalAttemptOf(userId: number, attemptId: string) {
  const attempt = await findCheckoutAttempt(attemptId);
  if (!attempt || attempt.userId !== userId || attempt.processor !== "paypal") return undefined;
  const method = methodOf(attempt);
  return {
    id: attempt.id,
    status: attempt.status,
    checkoutType: attempt.checkoutType,
    itemCode: attempt.itemCode,
    couponCode: attempt.couponCode,
    totalCents: attempt.totalCents,
    recurring: !!method.recurring,
    approvalId: attempt.intentId,
  };
}

/** Where the learner approves the attempt at PayPal (to go back after leaving), or null. */
export async function paypalApprovalUrl(attemptId: string): Promise<string | null> {
  const attempt = await findCheckoutAttempt(attemptId);
  const client = paypalClient();
  if (!attempt?.intentId || !client || attempt.status !== "requires_action") return null;
  try {
    return methodOf(attempt).recurring
      ? (await client.getSubscription(attempt.intentId)).approveUrl
      : (await client.getOrder(attempt.intentId)).approveUrl;
  } catch {
    return null;
  }
}

const fromCheckout = (r: CheckoutResult, attemptId: string): PaypalConfirmation =>
  r.ok
    ? { kind: "paid", attemptId }
    : r.status === 409
      ? { kind: "waiting", text: r.errorText, status: 409 }
      : { kind: "failed", text: r.errorText, status: 402 };

/**
 * The learner is back from PayPal and confirms: a one-time order is captured (once: the capture's
 * request id is the attempt's); a subscription is activated if PayPal left it approved, and the plan
 * starts with its first payment (the sale's id is the transaction's reference, so the webhook of
 * that same sale adds nothing).
 */
export async function confirmPaypalAttempt(userId: number, attemptId: string, now = new Date()): Promise<PaypalConfirmation> {
  const attempt = await findCheckoutAttempt(attemptId);
  const client = paypalClient();
  if (!attempt || attempt.userId !== userId || attempt.processor !== "paypal" || !client)
    return { kind: "failed", text: PAYPAL_TEXTS.notConfigured, status: 400 };
  if (attempt.status === "succeeded") return { kind: "paid", attemptId };
  if (attempt.status === "failed") return { kind: "failed", text: PAYPAL_TEXTS.declined, status: 402 };
  if (!attempt.intentId) return { kind: "waiting", text: PAYPAL_TEXTS.processing, status: 409 };
  const origin = appOrigin();
  try {
    if (!methodOf(attempt).recurring) {
      const capture = await client.captureOrder(attempt.intentId, `capture-${attemptId}`);
      if (capture.status === "COMPLETED") {
        await setPaypalPayer(attemptId, { payerId: capture.payerId, email: capture.payerEmail }, now);
        return fromCheckout(await applyOutcome(attemptId, { intentId: attempt.intentId, status: "succeeded" }, origin, now), attemptId);
      }
      if (capture.status === "PENDING") return { kind: "waiting", text: PAYPAL_TEXTS.processing, status: 409 };
      await applyOutcome(attemptId, { intentId: attempt.intentId, status: "canceled", failureCode: "paypal_declined" }, origin, now);
      return { kind: "failed", text: PAYPAL_TEXTS.declined, status: 402 };
    }
    let sub = await client.getSubscription(attempt.intentId);
    if (sub.status === "APPROVAL_PENDING") return { kind: "waiting", text: PAYPAL_TEXTS.notApproved, status: 409 };
    if (sub.status === "APPROVED") {
      await client.activateSubscription(sub.id);
      sub = await client.getSubscription(sub.id);
    }
    if (sub.status !== "ACTIVE") {
      await applyOutcome(attemptId, { intentId: attempt.intentId, status: "canceled", failureCode: "paypal_subscription_ended" }, origin, now);
      return { kind: "failed", text: PAYPAL_TEXTS.subscriptionEnded, status: 402 };
    }
    await setPaypalPayer(attemptId, { payerId: sub.payerId, email: sub.payerEmail }, now);
    const since = new Date(new Date(attempt.createdAt).getTime() - 86_400_000);
    const sales = await client.subscriptionSales(sub.id, since, new Date(now.getTime() + 86_400_000));
    const first = sales.find((s) => s.status === "COMPLETED");
    if (!first) return { kind: "waiting", text: PAYPAL_TEXTS.processing, status: 409 };
    await completeAttempt(attemptId, first.id, origin, now);
    return { kind: "paid", attemptId };
  } catch (e) {
    if (e instanceof PaypalRefused) {
      if (e.issue === "ORDER_NOT_APPROVED" || e.issue === "PAYER_ACTION_REQUIRED")
        return { kind: "waiting", text: PAYPAL_TEXTS.notApproved, status: 409 };
      await applyOutcome(attemptId, { intentId: attempt.intentId, status: "canceled", failureCode: "paypal_declined" }, origin, now);
      return { kind: "failed", text: PAYPAL_TEXTS.declined, status: 402 };
    }
    if (e instanceof GatewayUnavailable) return { kind: "failed", text: PAYPAL_TEXTS.processing, status: 503 };
    throw e;
  }
}

/** The learner left PayPal without approving and chooses another way to pay: the attempt is closed (nothing was taken). */
export async function abandonPaypalAttempt(userId: number, attemptId: string, now = new Date()): Promise<void> {
  const attempt = await findCheckoutAttempt(attemptId);
  if (!attempt || attempt.userId !== userId || attempt.processor !== "paypal" || attempt.status !== "requires_action") return;
  await updateCheckoutAttempt(attemptId, { status: "failed", failureCode: "paypal_canceled", updatedAt: now.toISOString() });
}

// ---- webhooks

const PAYPAL_WEBHOOK_TEXTS = {
  notConfigured: "PayPal is not configured on this site.",
  invalid: "The webhook event is not one PayPal would send.",
  unverified: "The webhook signature could not be verified.",
  notApplied: "The event could not be applied now; send it again later.",
} as const;

const eventSchema = z.object({
  id: z.string().min(1).max(255),
  event_type: z.string().min(1).max(100),
  create_time: z.string().optional(),
  resource: z.record(z.string(), z.unknown()),
});

const saleSchema = z.object({
  id: z.string().min(1).max(100),
  state: z.string(),
  amount: z.object({ total: z.string().regex(/^\d+(\.\d{1,2})?$/), currency: z.string() }),
  billing_agreement_id: z.string().min(1).max(100).optional(),
  custom: z.string().max(255).optional(),
});

const captureSchema = z.object({
  id: z.string().min(1).max(100),
  status: z.string(),
  custom_id: z.string().max(255).optional(),
  supplementary_data: z
    .object({ related_ids: z.object({ order_id: z.string().optional() }).passthrough() })
    .passthrough()
    .optional(),
});

const subscriptionSchema = z.object({ id: z.string().min(1).max(100), status: z.string() });

type WebhookReply = { status: number; body: Record<string, unknown> };

/** A PayPal webhook delivery: verified by PayPal, then applied once. */
export async function receivePaypalWebhook(headers: Headers, payload: string): Promise<WebhookReply> {
  const client = paypalClient();
  if (!client) return { status: 404, body: { errorText: PAYPAL_WEBHOOK_TEXTS.notConfigured } };
  let raw: unknown;
  try {
    raw = JSON.parse(payload);
  } catch {
    return { status: 400, body: { errorText: PAYPAL_WEBHOOK_TEXTS.invalid } };
  }
  const parsed = eventSchema.safeParse(raw);
  if (!parsed.success) return { status: 400, body: { errorText: PAYPAL_WEBHOOK_TEXTS.invalid } };
  let verified: boolean;
  try {
    verified = await client.verifyWebhook(headers, raw);
  } catch (e) {
    // PayPal could not say: answer so that it delivers the event again later.
    if (e instanceof GatewayUnavailable) return { status: 503, body: { errorText: PAYPAL_WEBHOOK_TEXTS.notApplied } };
    if (e instanceof PaypalRefused) return { status: 400, body: { errorText: PAYPAL_WEBHOOK_TEXTS.unverified } };
    throw e;
  }
  if (!verified) return { status: 400, body: { errorText: PAYPAL_WEBHOOK_TEXTS.unverified } };
  const event = parsed.data;
  const now = new Date();
  let mails: Mail[] = [];
  let duplicate = false;
  try {
    const once = await applyWebhookEventOnce({ id: event.id, processor: "paypal", type: event.event_type }, () => applyPaypalEvent(event, now));
    duplicate = once.duplicate;
    if (!once.duplicate) mails = once.result;
  } catch (e) {
    if (e instanceof BadEvent) return { status: 400, body: { errorText: PAYPAL_WEBHOOK_TEXTS.invalid } };
    console.error(`PayPal webhook ${event.id} (${event.event_type}) not applied:`, e);
    return { status: 500, body: { errorText: PAYPAL_WEBHOOK_TEXTS.notApplied } };
  }
  for (const mail of mails) {
    try {
      await sendMail(mail);
    } catch (e) {
      console.error(`PayPal webhook ${event.id}: mail failed`, e);
    }
  }
  return { status: 200, body: duplicate ? { received: true, duplicate: true } : { received: true } };
}

class BadEvent extends Error {}

function parseOr<T>(schema: z.ZodType<T>, value: unknown): T {
  const r = schema.safeParse(value);
  if (!r.success) throw new BadEvent("malformed resource");
  return r.data;
}

/** One event's effect, inside the transaction that records its id; the mail to send after commit. */
async function applyPaypalEvent(event: z.infer<typeof eventSchema>, now: Date): Promise<Mail[]> {
  const origin = appOrigin();
  switch (event.event_type) {
    case "PAYMENT.SALE.COMPLETED": {
      const sale = parseOr(saleSchema, event.resource);
      if (sale.state !== "completed" || !sale.billing_agreement_id) return [];
      return applySale(
        { id: sale.id, amountCents: Math.round(Number(sale.amount.total) * 100), subscriptionId: sale.billing_agreement_id, custom: sale.custom },
        origin,
        now,
      );
    }
    case "PAYMENT.CAPTURE.COMPLETED": {
      const capture = parseOr(captureSchema, event.resource);
      const orderId = capture.supplementary_data?.related_ids.order_id;
      const attempt =
        (orderId ? await findAttemptByIntent(orderId) : undefined) ?? (capture.custom_id ? await findCheckoutAttempt(capture.custom_id) : undefined);
      if (!attempt || attempt.processor !== "paypal" || attempt.status === "succeeded" || attempt.status === "failed") return [];
      return grantAttempt(attempt.id, attempt.intentId ?? orderId ?? capture.id, origin, now);
    }
    case "BILLING.SUBSCRIPTION.CANCELLED":
    case "BILLING.SUBSCRIPTION.EXPIRED":
    case "BILLING.SUBSCRIPTION.SUSPENDED": {
      const sub = parseOr(subscriptionSchema, event.resource);
      const plan = await findByPaypalSubscriptionId(sub.id);
      // PayPal will not charge again: the plan keeps the time paid for, then ends (a cancellation is final).
      if (plan && plan.autoRenew)
        await updateSubscription(plan.id, {
          autoRenew: false,
          status: plan.status === "active" ? "renewal_canceled" : plan.status,
          canceledAt: now.toISOString(),
        });
      return [];
    }
    default:
      return [];
  }
}

/**
 * A completed sale of a PayPal subscription: the first one starts the plan bought at checkout (if
 * the learner's confirmation did not already), every later one renews it for one more period.
 * Applied once per sale id.
 */
async function applySale(
  sale: { id: string; amountCents: number; subscriptionId: string; custom?: string },
  origin: string,
  now: Date,
): Promise<Mail[]> {
  const plan = await findByPaypalSubscriptionId(sale.subscriptionId);
  if (!plan) {
    const attempt = (sale.custom ? await findCheckoutAttempt(sale.custom) : undefined) ?? (await findAttemptByIntent(sale.subscriptionId));
    if (!attempt || attempt.processor !== "paypal" || methodOf(attempt).paypalSubscriptionId !== sale.subscriptionId) return [];
    if (attempt.status === "succeeded" || attempt.status === "failed") return [];
    return grantAttempt(attempt.id, sale.id, origin, now);
  }
  await lockForBilling({ userId: plan.userId });
  const key = `paypal-sale:${sale.id}`;
  if ((await hasTransactionWithRef("paypal", sale.id)) || (await hasTransactionFor(key))) return [];
  const user = await findBuyer(plan.userId);
  if (!user) return [];
  const transaction = await insertTransaction({
    userId: plan.userId,
    attemptId: key,
    checkoutType: "subscription-renewal",
    itemCode: plan.planCode,
    amountCents: sale.amountCents,
    currency: "USD",
    status: "succeeded",
    processor: "paypal",
    processorRef: sale.id,
    lineItems: JSON.stringify([{ id: "list_price", label: "Renewal", amountCents: sale.amountCents }]),
    subscriptionId: plan.id,
  });
  // Money PayPal took is recorded; it buys time only for a plan that has not ended or been replaced.
  if (plan.status === "churned" || plan.status === "replaced") return [];
  const newEnd = addMonths(plan.expirationDate, plan.validityMonths);
  await updateSubscription(plan.id, {
    expirationDate: newEnd.toISOString(),
    paidCents: sale.amountCents,
    transactionId: transaction.id,
    graceUntil: null,
  });
  return [
    {
      to: user.email,
      ...MAIL_TEXTS.renewalReceipt({
        fullName: user.fullName,
        planCode: plan.planCode,
        until: newEnd,
        amountCents: sale.amountCents,
        transactionId: transaction.id,
      }),
    },
  ];
}

/**
 * What the checkout page offers with PayPal: paying once (any purchase with a price), and paying
 * each period (the recurring rule); `recurringNote` says why a plan is not offered the recurring
 * way, when the flag is on.
 */
export function paypalOptions(p: {
  checkoutType: string;
  plan: PlanCode | null;
  amountCents: number;
  isTrial: boolean;
}): { once: boolean; recurring: { label: string } | null; recurringNote: string | null } | null {
  if (!paypalClient() || p.isTrial || p.amountCents === 0) return null;
  const e = env();
  const refused = recurringPaypalRefusal({
    featureFlagOn: e.PAYPAL_RECURRING === "on",
    checkoutType: p.checkoutType,
    plan: p.plan,
    amountCents: p.amountCents,
    inrPerUsd: e.INR_PER_USD,
    inrUpperLimit: e.PAYPAL_RECURRING_INR_LIMIT,
  });
  return {
    once: true,
    recurring: refused || !p.plan ? null : { label: recurringPaypalLabel(p.amountCents, p.plan.validityMonths) },
    recurringNote: refused && e.PAYPAL_RECURRING === "on" && p.plan ? refused : null,
  };
}
