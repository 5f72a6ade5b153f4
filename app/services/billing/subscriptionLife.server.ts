// Keeping or leaving a plan: auto-renew off (access kept to the end of the period, a win-back
// offer made) and on again, what the API says of the win-back (the churned-buyer discount, whose
// rows are app/models/churnedBuyerDiscount.server.ts), and the monthly → annual nudge. The rules
// are the engine's (winBack.ts, billingBanners.ts); this module reads and writes the rows.
import { trackTrialEvent } from "~/services/attribution.server";
import type { Tracking } from "~/services/analytics.server";
import {
  formatFullDate,
  freeTrialExtension,
  FREE_TRIAL_EXTENSION_TEXTS,
  planName,
  RENEWAL_TEXTS,
  subscriptionAccessEnd,
  tryParsePlanCode,
  UPGRADE_TO_ANNUAL_NUDGE,
  type WinBackOffer,
} from "~/engine";
import { grantChurnedBuyerDiscount, usableChurnedBuyerDiscount } from "~/models/churnedBuyerDiscount.server";
import { inBillingTransaction } from "~/models/billing.server";
import { recordNudgeClick } from "~/models/billingBanner.server";
import { cancelDueRenewals } from "~/models/renewal.server";
import { findSubscription, listSubscriptions, lockSubscription, updateSubscription, type Subscription } from "~/models/subscription.server";
import { badRequest, forbidden } from "~/utils/http.server";
import { setStripeAutoRenew } from "./stripeSubscriptions.server";
import { GatewayUnavailable } from "~/services/payments/gateway.server";

// ---- the learner's plan ----------------------------------------------------------

export type { Subscription };

/** The plan that grants access now (the latest-ending), or null. */
export async function currentPlan(userId: number, now: Date): Promise<Subscription | null> {
  const at = now.getTime();
  const subs = await listSubscriptions(userId);
  return (
    subs
      .filter((s) => (subscriptionAccessEnd(s)?.getTime() ?? 0) > at)
      .sort((a, b) => subscriptionAccessEnd(b)!.getTime() - subscriptionAccessEnd(a)!.getTime())[0] ?? null
  );
}

const LIFE_TEXTS = {
  noPlan: "You have no plan that renews. Choose one on the plans page.",
  pastDue: "Your last renewal payment failed. Retry it, or add a new payment method, before changing auto-renew.",
  processorUnavailable: "We could not reach the payment processor. Nothing was changed; please try again in a moment.",
  receiverRequired: "A reactivation names the learner it is for (receiver_id).",
  receiverNotYou: "You can only reactivate your own plan.",
  nudgeRecorded: "Noted.",
  turnOffConfirm:
    "Turn off auto-renew? You keep your plan until the end of the period you paid for, then lose access to premium courses, projects and the interview-prep coach.",
} as const;

const autoRenewOffText = (endsAt: string, offer: WinBackOffer | null) =>
  `Auto-renew is off. Your plan stays active until ${formatFullDate(endsAt)}.` +
  (offer ? ` If you come back by ${formatFullDate(offer.expirationDate)}, you get ${offer.discountPercentage}% off.` : "");
const autoRenewOnText = (renewsAt: string) => `Auto-renew is on. Your plan renews on ${formatFullDate(renewsAt)}.`;

type AutoRenewResult =
  { ok: true; message: string; subscription: Subscription; offer: WinBackOffer | null } | { ok: false; status: 400 | 409 | 503; errorText: string };

/**
 * Auto-renew off: the plan becomes renewal_canceled (auto_renew false, canceled_at now) and keeps
 * access to the end of the paid period; the learner is offered the win-back once. On again
 * (before the period ends): active, auto_renew true. A trial keeps its trial status (it just
 * does not turn into a paid plan). Stripe plans are changed at Stripe first; if Stripe cannot be
 * reached nothing changes here. Asking for the state the plan is already in is not an error.
 * `tracking`: the request's analytics facts (a trial switched off is recorded unless it asks not to be tracked).
 */
export async function setAutoRenew(user: { id: number }, on: boolean, now: Date, tracking: Tracking | null = null): Promise<AutoRenewResult> {
  const plan = await currentPlan(user.id, now);
  if (!plan || plan.status === "replaced" || plan.status === "churned") return { ok: false, status: 400, errorText: LIFE_TEXTS.noPlan };
  if (plan.status === "past_due") return { ok: false, status: 409, errorText: LIFE_TEXTS.pastDue };
  if (plan.autoRenew === on) {
    return {
      ok: true,
      message: on ? autoRenewOnText(plan.expirationDate) : autoRenewOffText(plan.expirationDate, null),
      subscription: plan,
      offer: null,
    };
  }
  // Stripe first (a no-op until the plan is linked to a Stripe subscription: linking reads auto_renew).
  if (plan.processor === "stripe") {
    try {
      await setStripeAutoRenew(plan, on);
    } catch (e) {
      if (!(e instanceof GatewayUnavailable)) console.error(`auto-renew: Stripe refused the change of plan ${plan.id}`, e);
      return { ok: false, status: 503, errorText: LIFE_TEXTS.processorUnavailable };
    }
  }
  const at = now.toISOString();
  let cancelledTrial: string | null = null;
  const result = await inBillingTransaction(async (): Promise<AutoRenewResult> => {
    const row = await lockSubscription(plan.id);
    if (!row || row.autoRenew === on)
      return {
        ok: true as const,
        message: on ? autoRenewOnText(plan.expirationDate) : autoRenewOffText(plan.expirationDate, null),
        subscription: row ?? plan,
        offer: null,
      };
    const isTrial = row.status === "trial";
    if (isTrial && !on) cancelledTrial = row.planCode;
    await updateSubscription(
      row.id,
      on
        ? { autoRenew: true, canceledAt: null, status: isTrial ? "trial" : "active" }
        : { autoRenew: false, canceledAt: at, status: isTrial ? "trial" : "renewal_canceled" },
    );
    const updated = (await findSubscription(row.id))!;
    // A pending renewal of this period is not charged once the learner said no.
    if (!on) await cancelDueRenewals(row.id, at);
    // The win-back is for buyers: a trial that is not turned into a plan gets none.
    const offer = !on && !isTrial ? await grantChurnedBuyerDiscount(user.id, row.expirationDate, now) : null;
    return {
      ok: true as const,
      message: on ? autoRenewOnText(updated.expirationDate) : autoRenewOffText(updated.expirationDate, offer),
      subscription: updated,
      offer,
    };
  });
  // The trial funnel (docs/product/attribution.md#trial-funnel): a trial whose renewal is switched off is cancelled.
  if (result.ok && cancelledTrial !== null) await trackTrialEvent(tracking, user.id, "trial_cancelled_successfully", cancelledTrial);
  return result;
}

type ExtendTrialResult = { ok: true; message: string; subscription: Subscription } | { ok: false; status: 400 | 404 | 409; errorText: string };

/**
 * Extend Trial (docs/product/billing.md#free-trial-extension): the learner's own running free trial
 * gets FREE_TRIAL_EXTENSION_DAYS more, once. Another learner's plan is not found; a trial extended
 * already, ended, or renewed by an outside processor is refused and nothing changes. The row is
 * locked, so two clicks at once extend it once.
 */
export async function extendFreeTrial(user: { id: number }, subscriptionId: number, now: Date): Promise<ExtendTrialResult> {
  return inBillingTransaction(async (): Promise<ExtendTrialResult> => {
    const row = await lockSubscription(subscriptionId);
    if (!row || row.userId !== user.id) return { ok: false, status: 404, errorText: "No such plan of yours." };
    const verdict = freeTrialExtension({ ...row, processorLinked: row.stripeSubscriptionId !== null || row.paypalSubscriptionId !== null }, now);
    if (!verdict.ok)
      return { ok: false, status: verdict.reason === FREE_TRIAL_EXTENSION_TEXTS.alreadyExtended ? 409 : 400, errorText: verdict.reason };
    await updateSubscription(row.id, { expirationDate: verdict.expirationDate, trialExtended: true });
    return { ok: true, message: FREE_TRIAL_EXTENSION_TEXTS.extended(verdict.expirationDate), subscription: (await findSubscription(row.id))! };
  });
}

/** The subscription as the auto-renew API answers it. */
export function subscriptionAnswer(s: Subscription) {
  return {
    id: s.id,
    plan: s.planCode,
    status: s.status,
    is_trial: s.isTrial,
    auto_renew: s.autoRenew,
    expiration_date: s.expirationDate,
    canceled_at: s.canceledAt,
  };
}

export type SubscriptionPanelData = {
  plan: {
    code: string;
    name: string;
    status: string;
    isTrial: boolean;
    autoRenew: boolean;
    /** "Renews on {date}", "Ends on {date}", or the past-due sentence */
    dateText: string;
    /** the switch can be flipped (not while a renewal payment has failed) */
    canToggle: boolean;
  } | null;
  confirmText: string;
};

/** What the billing page's subscription panel shows (loader data). */
export async function subscriptionPanelData(user: { id: number }, now: Date): Promise<SubscriptionPanelData> {
  const plan = await currentPlan(user.id, now);
  if (!plan || plan.status === "replaced") return { plan: null, confirmText: LIFE_TEXTS.turnOffConfirm };
  const parsed = tryParsePlanCode(plan.planCode);
  const dateText =
    plan.status === "past_due"
      ? `${RENEWAL_TEXTS.paymentFailedBanner}. Access continues until ${formatFullDate(plan.graceUntil ?? plan.expirationDate)}.`
      : plan.autoRenew
        ? `Renews on ${formatFullDate(plan.expirationDate)}`
        : `Ends on ${formatFullDate(plan.expirationDate)}`;
  return {
    plan: {
      code: plan.planCode,
      name: `${parsed.ok ? planName(parsed.plan) : plan.planCode}${plan.status === "trial" ? " · free trial" : ""}`,
      status: plan.status,
      isTrial: plan.status === "trial",
      autoRenew: plan.autoRenew,
      dateText,
      canToggle: plan.status !== "past_due",
    },
    confirmText: LIFE_TEXTS.turnOffConfirm,
  };
}

// ---- the churned-buyer discount ----------------------------------------------------

/**
 * GET /api/subscription/reactivation-discount-info: `{ churned_buyer_discount: { expiration_date,
 * churned_buyer_discount_type, discount_percentage } }` while the discount may be used, else
 * `{ churned_buyer_discount: null }`.
 */
export async function reactivationDiscountInfo(user: { id: number }, now: Date) {
  const row = await usableChurnedBuyerDiscount(user.id, now);
  return {
    churned_buyer_discount: row
      ? { expiration_date: row.expirationDate, churned_buyer_discount_type: row.discountType, discount_percentage: row.discountPercentage }
      : null,
  };
}

/**
 * The reactivation checkout's receiver_id: the logged-in learner's own id, or a 400 (missing,
 * malformed) / 403 (someone else) answer. A plan is never reactivated for another account.
 */
export function requireOwnReceiver(user: { id: number }, raw: unknown): void {
  const text = typeof raw === "string" ? raw.trim() : typeof raw === "number" ? String(raw) : "";
  if (!/^\d{1,12}$/.test(text)) badRequest(LIFE_TEXTS.receiverRequired);
  if (Number(text) !== user.id) forbidden(LIFE_TEXTS.receiverNotYou);
}

// ---- the monthly → annual nudge -------------------------------------------------

/** The learner clicked the monthly → annual upgrade nudge: counted (the banner stops showing). */
export async function recordAnnualUpgradeClick(user: { id: number }, now: Date): Promise<{ kind: string; count: number; updated_at: string }> {
  const at = now.toISOString();
  const row = await recordNudgeClick(user.id, UPGRADE_TO_ANNUAL_NUDGE, at);
  return { kind: row.kind, count: row.count, updated_at: row.updatedAt ?? at };
}
