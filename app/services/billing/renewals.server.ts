// Renewing subscriptions on the embedded card gateway: a durable scheduler over the `renewals`
// table. (With Stripe, Stripe's own invoices renew: see stripeSubscriptions.server.ts.)
//
// One row per subscription period that falls due (unique on subscription and period end), so a
// period is never renewed twice. A runner claims a row in an immediate transaction (status
// charging, a lease, and the charge's idempotency key stored on the row) before it calls the
// gateway; the outcome is applied in another transaction that checks the claim is still its own.
// A process killed between the two leaves the row charging with its key: the next run, once the
// lease has passed, charges again with the same key and the gateway answers the charge it already
// made. So a kill -9 anywhere never charges twice and never skips a due renewal.
//
// A failed charge tries the secondary method, then the plan goes past due (access kept until
// the last retry), is retried on the engine's schedule, and finally lapses. A learner can retry
// at once (the payment-failed banner, or by adding a card), which does not use up a scheduled retry.
import {
  afterFailedAttempt,
  GITHUB_STUDENT_DISCOUNT_PERCENT,
  graceUntil,
  priceCheckout,
  RENEWAL_TEXTS,
  renewedExpiration,
  tryParsePlanCode,
  cardDeclinedText,
  transactionDeclinedText,
  couldNotProcessText,
  type PriceLineItem,
} from "~/engine";
import { findCoupon, findPlanPrice, regionalDiscountPercent } from "~/models/commerce.server";
import { sendMail, type Mail } from "~/services/mail.server";
import { GatewayUnavailable, MethodRefused, type ChargeOutcome } from "~/services/payments/gateway.server";
import { paymentGateway } from "~/services/payments/index.server";
import { env } from "~/utils/env.server";
import { grantChurnedBuyerDiscount } from "~/models/churnedBuyerDiscount.server";
import { inBillingTransaction } from "~/models/billing.server";
import { findBuyer, findTransaction, insertTransaction } from "~/models/checkoutAttempt.server";
import { cardUpdateDiscountFor, paymentMethodsOf } from "~/models/paymentMethod.server";
import {
  dueSubscriptions as dueSubscriptionRows,
  findRenewal,
  lockNextRenewal,
  lockPastDueRenewal,
  lockRenewal,
  pastDueRenewal as pastDueRenewalRow,
  scheduleRenewal,
  updateClaimedRenewal,
  updateRenewal,
  type RenewalRow,
} from "~/models/renewal.server";
import { findSubscription, updateSubscription, type Subscription } from "~/models/subscription.server";
import { MAIL_TEXTS } from "~/engine/mailTexts";

export type { RenewalRow };
type SubscriptionRow = Subscription;

/** Renewals run here only for plans the embedded gateway took (Stripe renews through its invoices). */
export const RENEWING_PROCESSOR = "embedded";

export type RenewalReport = {
  /** periods that fell due and got a renewal row */
  scheduled: number;
  /** charges tried (scheduled ones, retries and resumed claims) */
  attempted: number;
  paid: number;
  failed: number;
  lapsed: number;
  /** claims a crashed run left behind, picked up again */
  resumed: number;
  /** renewals whose plan was cancelled or changed meanwhile */
  canceled: number;
  /** charges paid, in cents */
  paidCents: number;
};

const emptyReport = (): RenewalReport => ({ scheduled: 0, attempted: 0, paid: 0, failed: 0, lapsed: 0, resumed: 0, canceled: 0, paidCents: 0 });

const siteOrigin = () => env().APP_ORIGIN ?? `http://localhost:${env().PORT}`;

// ---- pricing a renewal ------------------------------------------------------------------------

/**
 * What a period costs when it renews: the plan's list price today with the learner's regional
 * and student discounts, and the coupon of the original purchase only when it never expires
 * (discount_never_expires). Credits (upgrade, referral) belong to a checkout, not to a renewal.
 */
export async function quoteRenewal(
  sub: SubscriptionRow,
  now: Date,
  /** false: the price of every period (a processor's recurring price), without this period's one-off discounts */
  opts: { thisPeriod?: boolean } = {},
): Promise<{ amountCents: number; lineItems: PriceLineItem[] }> {
  const user = await findBuyer(sub.userId);
  const parsed = tryParsePlanCode(sub.planCode);
  const list = await findPlanPrice(sub.planCode);
  if (!user || !parsed.ok || !list) {
    // A plan no longer sold renews at what was last paid for it.
    return { amountCents: sub.paidCents, lineItems: [{ id: "list_price", label: "List price", amountCents: sub.paidCents }] };
  }
  const original = sub.transactionId ? await findTransaction(sub.transactionId) : undefined;
  const coupon = original?.couponCode ? await findCoupon(original.couponCode) : null;
  const price = priceCheckout({
    item: { kind: "plan", plan: parsed.plan },
    listPriceCents: list.listPriceCents,
    regionalDiscountPercent: user.country ? await regionalDiscountPercent(user.country) : 0,
    githubStudent: user.isGithubStudent ? { verified: true, percent: GITHUB_STUDENT_DISCOUNT_PERCENT } : null,
    coupon: coupon && coupon.discount_never_expires ? { ...coupon, expiresAt: null, maxRedemptions: null } : null,
    upgradeFrom: null,
    referralBalanceCents: 0,
    // Earned by replacing an expiring card during this period (docs/product/billing.md#payment-methods).
    cardUpdateDiscountPercent: opts.thisPeriod === false ? 0 : ((await cardUpdateDiscountFor(sub.id, sub.expirationDate))?.percent ?? 0),
    now,
  });
  return { amountCents: price.totalCents, lineItems: price.lineItems };
}

// ---- scheduling -------------------------------------------------------------------------------

/** Writes a renewal row for every period that has fallen due (once per period, whoever runs). */
export async function scheduleDueRenewals(now: Date): Promise<number> {
  let scheduled = 0;
  for (const sub of await dueSubscriptionRows(now.toISOString(), RENEWING_PROCESSOR)) {
    const quote = await quoteRenewal(sub, now);
    scheduled += await scheduleRenewal(sub, quote.amountCents, now);
  }
  return scheduled;
}

// ---- claiming ---------------------------------------------------------------------------------

export type Claim = { renewal: RenewalRow; resumed: boolean; manual: boolean };

const isManualKey = (key: string | null) => !!key && key.includes("-manual-");

/**
 * Claims one renewal to charge: a due or retrying one whose time has come, or a charging one whose
 * lease has run out (a crashed run). Leases use the wall clock (a crash is real time), due dates
 * the `now` given (staff and tests move it).
 */
export async function claimNextRenewal(now: Date, wallClock: number, onlyId?: number): Promise<Claim | null> {
  return inBillingTransaction(async () => {
    const row = await lockNextRenewal(now.toISOString(), new Date(wallClock).toISOString(), onlyId);
    if (!row) return null;
    return claimRow(row, wallClock, false);
  });
}

/** (inside the transaction that locked the row) The renewal becomes this runner's, with a lease. */
async function claimRow(row: RenewalRow, wallClock: number, manual: boolean): Promise<Claim> {
  const resumed = row.status === "charging";
  const attempts = resumed || manual ? row.attempts : row.attempts + 1;
  const chargeKey = resumed ? row.chargeKey! : manual ? `renewal-${row.id}-manual-${wallClock}` : `renewal-${row.id}-${attempts}`;
  const claimed = await updateRenewal(row.id, {
    status: "charging",
    attempts,
    chargeKey,
    leaseUntil: new Date(wallClock + env().BILLING_LEASE_SECONDS * 1000).toISOString(),
    updatedAt: new Date(wallClock).toISOString(),
  });
  return { renewal: claimed!, resumed, manual: resumed ? isManualKey(row.chargeKey) : manual };
}

// ---- charging -----------------------------------------------------------------------------------

type Attempted =
  | { kind: "paid"; outcome: ChargeOutcome; method: "primary" | "secondary"; token: string }
  | { kind: "failed"; failureCode: string }
  | { kind: "canceled" };

/** Charges the primary method, then the secondary one, each with its own key derived from the claim's. */
async function chargeClaim(claim: Claim): Promise<Attempted> {
  const { renewal } = claim;
  const sub = await findSubscription(renewal.subscriptionId);
  // Turned off or replaced since it fell due: nothing to charge.
  const stillOwed = sub && sub.expirationDate === renewal.periodEnd && sub.autoRenew && ["active", "trial", "past_due"].includes(sub.status);
  if (!stillOwed) return { kind: "canceled" };
  const user = (await findBuyer(renewal.userId))!;
  const methods = await paymentMethodsOf(renewal.userId, RENEWING_PROCESSOR);
  const order = [
    ...methods.filter((m) => m.isPrimary).map((m) => ({ m, as: "primary" as const })),
    ...methods.filter((m) => m.isSecondary && !m.isPrimary).map((m) => ({ m, as: "secondary" as const })),
  ];
  if (order.length === 0) return { kind: "failed", failureCode: "no_payment_method" };
  if (renewal.amountCents === 0)
    return {
      kind: "paid",
      outcome: { intentId: `free-${renewal.chargeKey}`, status: "succeeded" },
      method: order[0]!.as,
      token: order[0]!.m.processorToken,
    };
  const gateway = paymentGateway();
  let failureCode = "card_declined";
  for (const { m, as } of order) {
    let outcome: ChargeOutcome;
    try {
      outcome = await gateway.charge({
        userId: user.id,
        email: user.email,
        amountCents: renewal.amountCents,
        currency: "usd",
        paymentMethod: m.processorToken,
        idempotencyKey: `${renewal.chargeKey}-${as}`,
        description: `Codelift ${sub.planCode} renewal`,
        returnUrl: `${siteOrigin()}/account/billing`,
      });
    } catch (e) {
      if (e instanceof GatewayUnavailable) throw e;
      if (e instanceof MethodRefused) {
        failureCode = "card_refused";
        continue;
      }
      throw e;
    }
    if (outcome.status === "succeeded") return { kind: "paid", outcome, method: as, token: m.processorToken };
    // Nobody is there to pass a 3-D Secure step: off-session, it is a failure like a decline.
    failureCode = outcome.status === "requires_action" ? "authentication_required" : (outcome.failureCode ?? "card_declined");
  }
  return { kind: "failed", failureCode };
}

/** The learner's words for a failed renewal charge (docs/product/billing.md#retries). */
export function renewalFailureText(code: string | null | undefined): string {
  const support = env().SUPPORT_EMAIL;
  if (code === "no_payment_method") return RENEWAL_TEXTS.noPaymentMethod;
  if (code === "card_declined" || code === "insufficient_funds") return cardDeclinedText(support);
  if (code === "processor_unavailable") return couldNotProcessText(support);
  return transactionDeclinedText(support);
}

type Applied = { result: "paid" | "failed" | "lapsed" | "canceled" | "stale"; mails: Mail[]; amountCents?: number; renewal?: RenewalRow };

/** Applies what the charge did, if the claim is still this runner's (same key, still charging). */
async function applyAttempt(claim: Claim, attempted: Attempted, now: Date, wallClock: number): Promise<Applied> {
  return inBillingTransaction(async (): Promise<Applied> => {
    const renewal = await lockRenewal(claim.renewal.id);
    if (!renewal || renewal.status !== "charging" || renewal.chargeKey !== claim.renewal.chargeKey) return { result: "stale", mails: [] };
    const sub = (await findSubscription(renewal.subscriptionId))!;
    const user = (await findBuyer(renewal.userId))!;
    const stamp = new Date(wallClock).toISOString();
    if (attempted.kind === "canceled") {
      await updateRenewal(renewal.id, { status: "canceled", leaseUntil: null, updatedAt: stamp });
      // A plan that went past due and was then turned off ends with its grace.
      if (sub.status === "past_due") await updateSubscription(sub.id, { status: "churned", graceUntil: null, autoRenew: false });
      return { result: "canceled", mails: [] };
    }
    if (attempted.kind === "paid") {
      const quoteLines = [{ id: "list_price", label: "Renewal", amountCents: renewal.amountCents }];
      const transaction = await insertTransaction({
        userId: renewal.userId,
        attemptId: renewal.chargeKey!,
        checkoutType: sub.status === "trial" ? "trial-conversion" : "subscription-renewal",
        itemCode: sub.planCode,
        amountCents: renewal.amountCents,
        currency: "USD",
        status: "succeeded",
        processor: RENEWING_PROCESSOR,
        processorRef: attempted.outcome.intentId,
        lineItems: JSON.stringify(quoteLines),
        subscriptionId: sub.id,
      });
      const newEnd = renewedExpiration(renewal.periodEnd, sub.validityMonths);
      await updateSubscription(sub.id, {
        status: "active",
        expirationDate: newEnd.toISOString(),
        graceUntil: null,
        paidCents: renewal.amountCents,
        transactionId: transaction.id,
      });
      await updateRenewal(renewal.id, { status: "paid", transactionId: transaction.id, failureCode: null, leaseUntil: null, updatedAt: stamp });
      return {
        result: "paid",
        amountCents: renewal.amountCents,
        mails: [
          {
            to: user.email,
            ...MAIL_TEXTS.renewalReceipt({
              fullName: user.fullName,
              planCode: sub.planCode,
              until: newEnd,
              amountCents: renewal.amountCents,
              toBackup: attempted.method === "secondary",
              transactionId: transaction.id,
            }),
          },
        ],
      };
    }
    // Failed. A learner's own retry leaves the schedule as it was; a scheduled attempt moves it on.
    const firstFailure = sub.status !== "past_due";
    const next = claim.manual
      ? { kind: "retry" as const, at: new Date(renewal.nextAttemptAt), retry: 0 }
      : afterFailedAttempt(renewal.periodEnd, renewal.attempts);
    const billing = `${siteOrigin()}/account/billing`;
    if (next.kind === "lapse") {
      await updateRenewal(renewal.id, { status: "lapsed", failureCode: attempted.failureCode, leaseUntil: null, updatedAt: stamp });
      await updateSubscription(sub.id, { status: "churned", graceUntil: null, autoRenew: false });
      // The win-back offer (once per learner), from the day the plan ended.
      const offer = await grantChurnedBuyerDiscount(user.id, now, now);
      return {
        result: "lapsed",
        mails: [
          {
            to: user.email,
            ...MAIL_TEXTS.renewalLapsed({
              fullName: user.fullName,
              planCode: sub.planCode,
              comeBack: MAIL_TEXTS.renewalComeBack({
                offer: offer
                  ? {
                      percent: offer.discountPercentage,
                      until: offer.expirationDate,
                      link: `${siteOrigin()}/checkout/subscription-reactivation?plan=${sub.planCode}&receiver_id=${user.id}`,
                    }
                  : null,
                plansLink: `${siteOrigin()}/unlimited`,
              }),
            }),
          },
        ],
      };
    }
    await updateRenewal(renewal.id, {
      status: "retrying",
      nextAttemptAt: next.at.toISOString(),
      failureCode: attempted.failureCode,
      leaseUntil: null,
      updatedAt: stamp,
    });
    const grace = graceUntil(renewal.periodEnd);
    await updateSubscription(sub.id, { status: "past_due", graceUntil: grace.toISOString() });
    const mails: Mail[] = firstFailure
      ? [
          {
            to: user.email,
            ...MAIL_TEXTS.renewalFailed({
              fullName: user.fullName,
              planCode: sub.planCode,
              reason: renewalFailureText(attempted.failureCode),
              graceUntil: grace,
              nextAttempt: next.at,
              billingLink: billing,
            }),
          },
        ]
      : [];
    return { result: "failed", mails };
  });
}

/** Puts a claim back as it was when the processor could not be reached (nothing was charged). */
async function releaseClaim(claim: Claim, wallClock: number) {
  // The attempt did not happen: a scheduled one is not counted (its key comes back with the same number).
  const attempts = claim.manual ? claim.renewal.attempts : claim.renewal.attempts - 1;
  await updateClaimedRenewal(claim.renewal.id, claim.renewal.chargeKey!, {
    status: attempts >= 1 || claim.manual ? "retrying" : "due",
    attempts,
    chargeKey: null,
    leaseUntil: null,
    failureCode: "processor_unavailable",
    updatedAt: new Date(wallClock).toISOString(),
  });
}

async function runClaim(claim: Claim, now: Date, report: RenewalReport): Promise<Applied> {
  report.attempted++;
  if (claim.resumed) report.resumed++;
  let attempted: Attempted;
  try {
    attempted = await chargeClaim(claim);
  } catch (e) {
    if (!(e instanceof GatewayUnavailable)) throw e;
    await releaseClaim(claim, Date.now());
    return { result: "stale", mails: [] };
  }
  const applied = await applyAttempt(claim, attempted, now, Date.now());
  if (applied.result === "paid") {
    report.paid++;
    report.paidCents += applied.amountCents ?? 0;
  } else if (applied.result === "failed") report.failed++;
  else if (applied.result === "lapsed") report.lapsed++;
  else if (applied.result === "canceled") report.canceled++;
  for (const mail of applied.mails) await sendMail(mail);
  return applied;
}

/**
 * Schedules what has fallen due and charges every renewal whose time has come, one at a time.
 * Safe to run from several processes at once and after a crash: see the top of this file.
 */
export async function runDueRenewals(now = new Date(), opts: { limit?: number } = {}): Promise<RenewalReport> {
  const report = emptyReport();
  // With Stripe taking payments, Stripe's invoices renew (and embedded test cards cannot be charged).
  if (paymentGateway().name !== RENEWING_PROCESSOR) return report;
  report.scheduled = await scheduleDueRenewals(now);
  const limit = opts.limit ?? 10_000;
  for (let i = 0; i < limit; i++) {
    const claim = await claimNextRenewal(now, Date.now());
    if (!claim) break;
    await runClaim(claim, now, report);
  }
  return report;
}

// ---- a learner's own retry -----------------------------------------------------------------------

export type RetryResult =
  | { ok: true; status: "paid"; text: string; renewalId: number; subscriptionId: number }
  | { ok: false; status: "none" | "in_progress" | "failed"; text: string; renewalId?: number; subscriptionId?: number };

export const RETRY_TEXTS = {
  paid: "Your payment went through. Your subscription is active again.",
} as const;

/** The learner's renewal waiting on a failed payment (past due), newest first. */
export async function pastDueRenewal(userId: number): Promise<RenewalRow | undefined> {
  return pastDueRenewalRow(userId);
}

/**
 * Charges a past-due renewal now (the banner's retry, or a card added during the grace period).
 * It does not use up a scheduled retry; a second click while the first is charging is told so.
 */
export async function retryPastDueRenewals(userId: number, opts: { now?: Date } = {}): Promise<RetryResult> {
  const now = opts.now ?? new Date();
  const wall = Date.now();
  const claim = await inBillingTransaction(async (): Promise<Claim | "in_progress" | null> => {
    const row = await lockPastDueRenewal(userId);
    if (!row) return null;
    if (row.status === "charging" && row.leaseUntil && row.leaseUntil > new Date(wall).toISOString()) return "in_progress";
    return claimRow(row, wall, row.status !== "charging");
  });
  if (claim === null) return { ok: false, status: "none", text: RENEWAL_TEXTS.retryNothingDue };
  if (claim === "in_progress") return { ok: false, status: "in_progress", text: RENEWAL_TEXTS.retryInProgress };
  const report = emptyReport();
  const applied = await runClaim(claim, now, report);
  const ids = { renewalId: claim.renewal.id, subscriptionId: claim.renewal.subscriptionId };
  if (applied.result === "paid") return { ok: true, status: "paid", text: RETRY_TEXTS.paid, ...ids };
  const after = await findRenewal(claim.renewal.id);
  if (applied.result === "stale" && after?.failureCode === "processor_unavailable")
    return { ok: false, status: "failed", text: couldNotProcessText(env().SUPPORT_EMAIL), ...ids };
  return { ok: false, status: "failed", text: renewalFailureText(after?.failureCode), ...ids };
}

/** A renewal of the learner's, for the retry status check (another learner's is undefined). */
export async function renewalOf(userId: number, subscriptionId: number, renewalId: number): Promise<RenewalRow | undefined> {
  const row = await findRenewal(renewalId);
  return row && row.userId === userId && row.subscriptionId === subscriptionId ? row : undefined;
}
