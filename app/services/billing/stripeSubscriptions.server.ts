// Renewals with Stripe: Stripe's own subscriptions and invoices renew a plan bought through
// Stripe (the embedded gateway's plans are renewed by renewals.server.ts instead).
//
// - Linking: once a plan bought through Stripe is committed, a Stripe Subscription is created for
//   the learner's customer (price_data on a per-plan Product, default_payment_method = the method
//   paid with, trial_end = our expiration, so Stripe's first charge is the renewal), with an
//   idempotency key derived from our subscription; its id is stored on our row. Never inside a
//   database transaction. If Stripe cannot be reached the row stays unlinked and
//   linkPendingStripeSubscriptions (the scheduler's tick) links it later.
// - Webhooks (registered by the webhook route): invoice.paid extends the plan (one transaction
//   per invoice: attempt_id "invoice:{id}"), invoice.payment_failed puts it past due with a
//   grace period, customer.subscription.updated/deleted keep status and auto-renew in step, and
//   payment_method.attached/detached keep the saved methods in step. subscriptions.stripe_event_at
//   holds the `created` of the last status-changing event applied: an older one changes no status.
// See docs/decisions/0010-stripe-renewals.md.
import type Stripe from "stripe";
import { couldNotProcessText, graceUntil, isCardExpired, RENEWAL_TEXTS } from "~/engine";
import { inBillingTransaction } from "~/models/billing.server";
import { findBuyer, hasTransactionFor, insertTransaction, paymentMethodOfTransaction, subscriptionBoughtBy } from "~/models/checkoutAttempt.server";
import {
  deletePaymentMethodRow,
  paymentMethodsNewestFirst,
  preferredPaymentMethodOf,
  primaryPaymentMethodOf,
  recordPaymentMethod,
  setPaymentMethodFlags,
  stripeMethodsWithToken,
} from "~/models/paymentMethod.server";
import {
  findByStripeSubscriptionId,
  findSubscription,
  linkStripeSubscriptionId,
  replacedPlansStillAtStripe,
  stripePlansToLink,
  updateSubscription,
  userOfStripeCustomer,
  type Subscription,
} from "~/models/subscription.server";
import { sendMail, type Mail } from "~/services/mail.server";
import { GatewayUnavailable } from "~/services/payments/gateway.server";
import { paymentGateway } from "~/services/payments/index.server";
import type { createStripeGateway } from "~/services/payments/stripe.server";
import {
  parseStripeObject,
  type InvoiceEvent,
  type PaymentMethodEvent,
  type StripeEventHandler,
  type SubscriptionEvent,
} from "~/services/payments/webhooks.server";
import { env } from "~/utils/env.server";
import { quoteRenewal, renewalFailureText } from "./renewals.server";
import { MAIL_TEXTS } from "~/engine/mailTexts";

type StripeGateway = ReturnType<typeof createStripeGateway>;
type Row = Subscription;

/** A learner may be waiting on a link (it runs after checkout): a short wait, then the scheduler's tick tries again. */
const LINK_REQUEST = { timeout: 8_000, maxNetworkRetries: 1 } as const;

const siteOrigin = () => env().APP_ORIGIN ?? `http://localhost:${env().PORT}`;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
const ms = (isoDate: string | null | undefined) => (isoDate ? Date.parse(isoDate) : 0);

/** Statuses a Stripe event never changes: a replaced plan is over, and Stripe never revives a canceled subscription. */
const FINAL_STATUSES = ["churned", "replaced"];
/** Plans that renew (or may, once auto-renew is turned back on) and so need a Stripe subscription. */
const LINKABLE_STATUSES = ["active", "trial", "renewal_canceled"];

/** The Stripe gateway when it is the processor of this deployment, else null. */
function stripeGateway(): StripeGateway | null {
  const g = paymentGateway();
  return g.name === "stripe" ? (g as StripeGateway) : null;
}

type StripeErrorLike = { type?: string; statusCode?: number; code?: string; decline_code?: string; message?: string; raw?: { invoice?: unknown } };
const asStripeError = (e: unknown): StripeErrorLike | null =>
  e instanceof Error && typeof (e as StripeErrorLike).type === "string" && (e as StripeErrorLike).type!.startsWith("Stripe")
    ? (e as StripeErrorLike)
    : null;
/** Stripe is not there right now (network, 5xx, rate limits, a key it refuses): try later. */
const isUnavailable = (e: unknown) => {
  if (e instanceof GatewayUnavailable) return true;
  const se = asStripeError(e);
  if (!se) return false;
  return (
    ["StripeConnectionError", "StripeAPIError", "StripeRateLimitError", "StripeAuthenticationError", "StripePermissionError"].includes(se.type!) ||
    se.statusCode === undefined ||
    se.statusCode >= 500
  );
};

// ---- linking a plan to a Stripe subscription ----------------------------------------------------

/** The Stripe Product of a plan code: a fixed id, created once (an existing one is fine). */
const knownProducts = new Set<string>();
async function ensureProduct(stripe: Stripe, planCode: string): Promise<string> {
  const id = `codelift-plan-${planCode}`;
  if (knownProducts.has(id)) return id;
  try {
    await stripe.products.create(
      { id, name: `Codelift plan ${planCode}`, metadata: { plan_code: planCode } },
      { ...LINK_REQUEST, idempotencyKey: `codelift-product-${planCode}` },
    );
  } catch (e) {
    if (asStripeError(e)?.code !== "resource_already_exists") throw e;
  }
  knownProducts.add(id);
  return id;
}

/** The method a plan was paid with (its checkout attempt's), else the learner's primary Stripe method. */
async function paymentMethodOf(sub: Row): Promise<string | null> {
  if (sub.transactionId) {
    const paymentMethod = await paymentMethodOfTransaction(sub.transactionId);
    if (paymentMethod) {
      try {
        const token = (JSON.parse(paymentMethod) as { token?: unknown }).token;
        if (typeof token === "string" && token.startsWith("pm_")) return token;
      } catch {
        // not a card summary: fall through to the saved methods
      }
    }
  }
  const primary = await preferredPaymentMethodOf(sub.userId, "stripe");
  return primary?.processorToken ?? null;
}

/** Stripe's idempotency key of the subscription of one of our plans (its id, owner and start). */
export const stripeSubscriptionKey = (sub: Pick<Row, "id" | "userId" | "startDate">) =>
  `codelift-subscription-${sub.id}-${sub.userId}-${ms(sub.startDate)}`;

export type LinkResult = "linked" | "skipped" | "unavailable" | "failed";

/**
 * Creates (once) the Stripe subscription that renews one of our plans, and stores its id. Safe to
 * call again and concurrently: Stripe answers the same subscription for the same key. Never throws.
 */
export async function linkStripeSubscription(subscriptionId: number, now = new Date()): Promise<LinkResult> {
  const gateway = stripeGateway();
  if (!gateway) return "skipped";
  const sub = await findSubscription(subscriptionId);
  if (!sub || sub.processor !== "stripe" || sub.stripeSubscriptionId || !LINKABLE_STATUSES.includes(sub.status)) return "skipped";
  const user = await findBuyer(sub.userId);
  if (!user) return "skipped";
  const { stripe } = gateway;
  try {
    const customer = await gateway.customerId(user);
    const product = await ensureProduct(stripe, sub.planCode);
    // Stripe charges this price every period: no one-off discount of the current one.
    const { amountCents } = await quoteRenewal(sub, now, { thisPeriod: false });
    const method = await paymentMethodOf(sub);
    const endsAt = Math.floor(ms(sub.expirationDate) / 1000);
    const params: Stripe.SubscriptionCreateParams = {
      customer,
      items: [
        { price_data: { currency: "usd", product, unit_amount: amountCents, recurring: { interval: "month", interval_count: sub.validityMonths } } },
      ],
      // Paid (or free) until our expiration: Stripe's first charge is the renewal. A period that
      // has already ended (Stripe was down all along) is billed at once.
      ...(endsAt > Math.floor(now.getTime() / 1000) + 60 ? { trial_end: endsAt } : {}),
      ...(method ? { default_payment_method: method } : {}),
      metadata: { subscription_id: String(sub.id), user_id: String(sub.userId), plan_code: sub.planCode },
    };
    let created: Stripe.Subscription;
    try {
      created = await stripe.subscriptions.create(params, { ...LINK_REQUEST, idempotencyKey: stripeSubscriptionKey(sub) });
    } catch (e) {
      // The key was used with other parameters (the price changed between tries): find what it made.
      if (asStripeError(e)?.type !== "StripeIdempotencyError") throw e;
      const list = await stripe.subscriptions.list({ customer, status: "all", limit: 100 }, LINK_REQUEST);
      const found = list.data.find((s) => s.metadata?.subscription_id === String(sub.id));
      if (!found) throw e;
      created = found;
    }
    if (typeof created?.id !== "string" || !created.id.startsWith("sub_"))
      throw new GatewayUnavailable("Stripe answered something that is not a subscription");
    await linkStripeSubscriptionId(sub.id, created.id);
    // Auto-renew may have changed while we were away (setStripeAutoRenew is a no-op before the link).
    const after = await findSubscription(sub.id);
    if (after && after.stripeSubscriptionId === created.id && after.autoRenew === created.cancel_at_period_end) {
      await stripe.subscriptions.update(created.id, { cancel_at_period_end: !after.autoRenew }, LINK_REQUEST);
    }
    return "linked";
  } catch (e) {
    if (isUnavailable(e)) {
      console.warn(`Stripe subscription for plan ${sub.id} not created now (Stripe unreachable); linkPendingStripeSubscriptions will try again`);
      return "unavailable";
    }
    console.error(`Stripe subscription for plan ${sub.id} could not be created:`, e);
    return "failed";
  }
}

/**
 * After a checkout is committed (page, 3-D Secure return or webhook): links the plan it bought, if
 * it was bought through Stripe, and ends at Stripe the subscriptions of plans it replaced.
 */
export async function linkStripeSubscriptionForAttempt(attemptId: string, now = new Date()): Promise<void> {
  if (!stripeGateway()) return;
  try {
    const sub = await subscriptionBoughtBy(attemptId);
    if (!sub) return;
    await linkStripeSubscription(sub.id, now);
    await endReplacedStripeSubscriptions(sub.userId);
  } catch (e) {
    // The purchase is committed: a link that fails here is made by the next scheduler tick.
    console.error(`linking the Stripe subscription of attempt ${attemptId} failed:`, e);
  }
}

/**
 * Plans replaced by an upgrade or downgrade stop renewing at Stripe. `canceled_at` marks a
 * replaced plan whose Stripe subscription has been canceled. Returns how many were canceled now.
 */
async function endReplacedStripeSubscriptions(userId?: number): Promise<number> {
  const gateway = stripeGateway();
  if (!gateway) return 0;
  const rows = await replacedPlansStillAtStripe(userId);
  let ended = 0;
  for (const row of rows) {
    try {
      await gateway.stripe.subscriptions.cancel(row.stripeSubscriptionId!);
    } catch (e) {
      const se = asStripeError(e);
      // Already gone at Stripe (canceled, or unknown): nothing left to stop.
      if (!(se?.statusCode === 404 || se?.code === "resource_missing" || (se?.statusCode === 400 && /cancel/i.test(se.message ?? "")))) {
        console.warn(`Stripe subscription ${row.stripeSubscriptionId} of replaced plan ${row.id} not canceled now:`, se?.message ?? e);
        continue;
      }
    }
    await updateSubscription(row.id, { canceledAt: new Date().toISOString() });
    ended++;
  }
  return ended;
}

/**
 * The scheduler's tick: every plan bought through Stripe that has no Stripe subscription yet
 * (Stripe was unreachable after the purchase) is linked now. Returns how many were linked.
 */
export async function linkPendingStripeSubscriptions(now: Date): Promise<number> {
  if (!stripeGateway()) return 0;
  const at = now.toISOString();
  const pending = await stripePlansToLink(LINKABLE_STATUSES, at);
  let linked = 0;
  for (const id of pending) if ((await linkStripeSubscription(id, now)) === "linked") linked++;
  await endReplacedStripeSubscriptions();
  return linked;
}

// ---- calls other services make ----------------------------------------------------------------

/**
 * Auto-renew on or off at Stripe (cancel_at_period_end). A no-op for a plan without a Stripe
 * subscription (linking reads auto_renew when it happens). Throws GatewayUnavailable when Stripe
 * cannot be reached, so the caller can leave its own state as it was.
 */
export async function setStripeAutoRenew(subscription: Pick<Subscription, "id" | "stripeSubscriptionId">, autoRenew: boolean): Promise<void> {
  const gateway = stripeGateway();
  if (!gateway || !subscription.stripeSubscriptionId) return;
  try {
    await gateway.stripe.subscriptions.update(subscription.stripeSubscriptionId, { cancel_at_period_end: !autoRenew });
  } catch (e) {
    if (isUnavailable(e)) throw new GatewayUnavailable("Stripe cannot be reached", { cause: e });
    throw e;
  }
}

export type RetryResult = { ok: true } | { ok: false; errorText: string };

/**
 * The learner pays a failed renewal now: Stripe's latest open invoice of the plan's subscription
 * is paid with its default method. A paid invoice is applied at once (the same effect as its
 * invoice.paid webhook, which then changes nothing).
 */
export async function retryStripeRenewal(subscription: Pick<Subscription, "id" | "userId" | "stripeSubscriptionId">): Promise<RetryResult> {
  const gateway = stripeGateway();
  if (!gateway || !subscription.stripeSubscriptionId) return { ok: false, errorText: RENEWAL_TEXTS.retryNothingDue };
  const { stripe } = gateway;
  // The learner's primary card now (they may have added one since the renewal failed), else
  // the subscription's default method.
  const primaryRow = await primaryPaymentMethodOf(subscription.userId, "stripe");
  const primary = primaryRow ? { token: primaryRow.processorToken } : undefined;
  let invoice: Stripe.Invoice;
  try {
    const open = await stripe.invoices.list({ subscription: subscription.stripeSubscriptionId, status: "open", limit: 1 });
    const latest = open.data[0];
    if (!latest) return { ok: false, errorText: RENEWAL_TEXTS.retryNothingDue };
    invoice = await stripe.invoices.pay(
      latest.id,
      { off_session: true, ...(primary ? { payment_method: primary.token } : {}) },
      { idempotencyKey: `codelift-invoice-pay-${latest.id}-${latest.attempt_count}-${primary?.token ?? "default"}` },
    );
  } catch (e) {
    const se = asStripeError(e);
    if (se?.type === "StripeCardError")
      return { ok: false, errorText: renewalFailureText(se.decline_code === "insufficient_funds" ? "insufficient_funds" : "card_declined") };
    if (isUnavailable(e)) return { ok: false, errorText: couldNotProcessText(env().SUPPORT_EMAIL) };
    if (se?.statusCode === 400 && se.code === "invoice_not_open") return { ok: false, errorText: RENEWAL_TEXTS.retryNothingDue };
    console.error(`retrying the Stripe renewal of plan ${subscription.id} failed:`, e);
    return { ok: false, errorText: couldNotProcessText(env().SUPPORT_EMAIL) };
  }
  if (invoice.status !== "paid") return { ok: false, errorText: renewalFailureText("card_declined") };
  if (primary) {
    // The card that paid renews the next periods too (best effort: the renewal is paid either way).
    await stripe.subscriptions
      .update(subscription.stripeSubscriptionId, { default_payment_method: primary.token })
      .catch((e: unknown) => console.warn("default method of the Stripe subscription not updated:", e));
  }
  const paid = parseStripeObject("invoice", invoice);
  if (paid) {
    const after = await inBillingTransaction(() =>
      applyInvoiceEvent({ ...paid, eventId: `retry:${invoice.id}`, type: "invoice.paid", created: Math.floor(Date.now() / 1000) }),
    );
    await after?.();
  }
  return { ok: true };
}

// ---- webhooks -----------------------------------------------------------------------------------

/**
 * Our plan behind a Stripe subscription: the linked row, or (not linked yet: the answer to the
 * create call was lost, or the event beat it) the row its metadata names, which is linked now.
 */
async function planOf(stripeSubscriptionId: string | null, metadata: Record<string, string>): Promise<Row | null> {
  if (!stripeSubscriptionId) return null;
  const linked = await findByStripeSubscriptionId(stripeSubscriptionId);
  if (linked) return linked;
  const id = Number(metadata.subscription_id);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const row = await findSubscription(id);
  if (!row || row.processor !== "stripe" || row.stripeSubscriptionId !== null || String(row.userId) !== metadata.user_id) return null;
  await updateSubscription(row.id, { stripeSubscriptionId });
  return { ...row, stripeSubscriptionId };
}

const mailAfterCommit = (mails: Mail[]) => async () => {
  for (const mail of mails) await sendMail(mail);
};

/** invoice.paid and invoice.payment_failed of a plan's Stripe subscription. */
export const applyInvoiceEvent: StripeEventHandler<"invoice"> = async (event: InvoiceEvent) => {
  const row = await planOf(event.stripeSubscriptionId, event.subscriptionMetadata);
  if (!row) return;
  const user = await findBuyer(row.userId);
  if (!user) return;
  const periodEndMs = event.periodEnd !== null ? event.periodEnd * 1000 : null;
  const coversNewTime = periodEndMs !== null && periodEndMs > ms(row.expirationDate);
  const newer = event.created >= (row.stripeEventAt ?? 0);

  if (event.type === "invoice.paid") {
    const attemptId = `invoice:${event.invoiceId}`;
    // One transaction per invoice, whatever the event id: a replay under another id grants nothing.
    if (await hasTransactionFor(attemptId)) return;
    // The $0 invoice a subscription with a trial starts with pays for nothing new.
    if (event.amountPaidCents === 0 && !coversNewTime) return;
    const transaction = await insertTransaction({
      userId: row.userId,
      attemptId,
      checkoutType: row.isTrial && row.paidCents === 0 ? "trial-conversion" : "subscription-renewal",
      itemCode: row.planCode,
      amountCents: event.amountPaidCents,
      currency: "USD",
      status: "succeeded",
      processor: "stripe",
      processorRef: event.invoiceId,
      lineItems: JSON.stringify([{ id: "list_price", label: "Renewal", amountCents: event.amountPaidCents }]),
      subscriptionId: row.id,
    });
    if (!coversNewTime || FINAL_STATUSES.includes(row.status)) return;
    const newEnd = new Date(periodEndMs!);
    await updateSubscription(row.id, {
      expirationDate: newEnd.toISOString(),
      paidCents: event.amountPaidCents,
      transactionId: transaction.id,
      ...(newer ? { status: row.autoRenew ? "active" : "renewal_canceled", graceUntil: null, stripeEventAt: event.created } : {}),
    });
    return mailAfterCommit([
      {
        to: user.email,
        ...MAIL_TEXTS.renewalReceipt({
          fullName: user.fullName,
          planCode: row.planCode,
          until: newEnd,
          amountCents: event.amountPaidCents,
          transactionId: transaction.id,
          invoiceId: event.invoiceId,
        }),
      },
    ]);
  }

  // invoice.payment_failed: only for time not yet paid for, and never over a newer state.
  if (FINAL_STATUSES.includes(row.status) || !newer || !coversNewTime) return;
  const engineGrace = graceUntil(row.expirationDate).getTime();
  const grace = new Date(Math.max(engineGrace, (event.nextPaymentAttempt ?? 0) * 1000));
  const firstFailure = row.status !== "past_due";
  await updateSubscription(row.id, { status: "past_due", graceUntil: grace.toISOString(), stripeEventAt: event.created });
  if (!firstFailure) return;
  return mailAfterCommit([
    {
      to: user.email,
      ...MAIL_TEXTS.stripeRenewalFailed({
        fullName: user.fullName,
        planCode: row.planCode,
        amountDueCents: event.amountDueCents,
        graceUntil: grace,
        nextAttempt: event.nextPaymentAttempt ? iso(event.nextPaymentAttempt) : null,
        billingLink: `${siteOrigin()}/account/billing`,
      }),
    },
  ]);
};

/** customer.subscription.updated and .deleted: status, auto-renew and the period, in Stripe's order. */
export const applySubscriptionEvent: StripeEventHandler<"subscription"> = async (event: SubscriptionEvent) => {
  const row = await planOf(event.stripeSubscriptionId, event.metadata);
  if (!row || FINAL_STATUSES.includes(row.status)) return;
  if (event.created < (row.stripeEventAt ?? 0)) return;
  const expirationMs = ms(row.expirationDate);
  const stampAt = iso(event.created);

  const churn = async () => {
    // Access ends at the period end Stripe says (when it ended), never later than what was paid for.
    const endedMs = (event.endedAt ?? event.currentPeriodEnd ?? event.created) * 1000;
    await updateSubscription(row.id, {
      status: "churned",
      autoRenew: false,
      graceUntil: null,
      canceledAt: row.canceledAt ?? stampAt,
      expirationDate: new Date(Math.min(expirationMs, endedMs)).toISOString(),
      stripeEventAt: event.created,
    });
  };
  if (event.type === "customer.subscription.deleted" || event.status === "canceled" || event.status === "incomplete_expired") return churn();

  const autoRenew = !(event.cancelAtPeriodEnd || event.cancelAt !== null);
  const values: Partial<Row> = { autoRenew, stripeEventAt: event.created };
  if (autoRenew !== row.autoRenew) values.canceledAt = autoRenew ? null : stampAt;
  if (event.status === "trialing" || event.status === "active") {
    if (row.status !== "past_due") {
      // With trial_end at our expiration Stripe says "trialing" for a paid period too; a free
      // trial stays a trial (auto-renew on or off) until its first invoice is paid.
      values.status = row.status === "trial" && event.status === "trialing" ? "trial" : autoRenew ? "active" : "renewal_canceled";
    }
    // (A past-due plan becomes active again through its paid invoice, which also extends it.)
    // Stripe moves its period on when it bills, before the invoice is paid: only time it gives
    // without billing (a trial_end moved later, "trialing") extends our plan here.
    if (event.status === "trialing" && event.currentPeriodEnd !== null && event.currentPeriodEnd * 1000 > expirationMs)
      values.expirationDate = iso(event.currentPeriodEnd);
  } else if (event.status === "past_due" || event.status === "unpaid") {
    // Stripe has moved its period on; ours stays at what was paid, with the grace it had.
    values.status = "past_due";
    values.graceUntil = row.graceUntil ?? graceUntil(row.expirationDate).toISOString();
  }
  await updateSubscription(row.id, values);
};

/** payment_method.attached / .detached: the learner's saved Stripe methods follow Stripe's. */
export const applyPaymentMethodEvent: StripeEventHandler<"payment_method"> = async (event: PaymentMethodEvent) => {
  const userOf = async (customerId: string | null) => (customerId ? await userOfStripeCustomer(customerId) : null);
  if (event.type === "payment_method.attached") {
    const userId = await userOf(event.customerId);
    if (userId === null || !event.card) return;
    await recordPaymentMethod({ id: userId }, "stripe", { token: event.paymentMethodId, ...event.card });
    return;
  }
  const previousUser = await userOf(event.previousCustomerId);
  const rows = (await stripeMethodsWithToken(event.paymentMethodId)).filter((r) => previousUser === null || r.userId === previousUser);
  for (const removed of rows) {
    await deletePaymentMethodRow(removed.id, removed.userId);
    if (!removed.isPrimary) continue;
    // The primary went: the secondary takes its place, else the newest card that still works.
    const rest = await paymentMethodsNewestFirst(removed.userId);
    const next = rest.find((m) => m.isSecondary) ?? rest.find((m) => !isCardExpired(m, new Date()));
    if (next) await setPaymentMethodFlags(next.id, next.userId, { isPrimary: true, isSecondary: false });
  }
};
