// Billing and upsell banners (docs/product/billing.md#banners: texts, ids and calls to
// action); the win-back offer they show is winBack.ts. One pure function,
// chooseBillingBanners, decides from facts which banners show; at most one billing banner
// (something to fix) and one offer at once. Pure: "now" is an argument.
import type { TrialFunnelEvent } from "./trialFunnel";
import { userLabel, type AnalyticsUser, type UserKindOptions } from "./analytics";
import { bannerKind, discountBannerOffer } from "./banners";
import { BANNER_BUTTON_LABELS, BANNER_TEXTS, lockInDiscountText, trialExpiryText } from "./bannerTexts";
import {
  BANNER_TARGETS,
  FEATURE_SETS,
  FREE_TRIAL_DAYS,
  FREE_TRIAL_EXTENSION_DAYS,
  GITHUB_STUDENT_DISCOUNT_PERCENT,
  PLAN_TYPES,
  VALIDITY_MONTHS,
  type BannerId,
} from "./constants";
import type { Coupon } from "./coupons";
import { bannerDiscountLines, bestDiscount } from "./discounts";
import { priceCheckout } from "./pricing";
import { subscriptionAccessEnd } from "./catalog";
import { calendarDaysBetween, formatFullDate, requireDate, type DateInput } from "./dates";
import { checkoutUrl, formatPlanCode, tryParsePlanCode } from "./plans";
import { isCardGoingToExpire, RENEWAL_TEXTS } from "./renewals";
import { cardUpdateOfferText } from "./paymentMethods";
import type { OrganizationMembership } from "./organizations";
import { trialExtensionBanner, type TrialFacts } from "./business";
import { ANNUAL_UPGRADE_DIALOG, type AnnualUpgradeOffer } from "./annualOffer";
import {
  bannerGroupShownOnPath,
  bannersHiddenOnPath,
  EXTEND_B2B_TRIAL_PATH,
  EXTEND_FREE_TRIAL_PATH,
  isAuthoringPath,
  isCoachPath,
  RETRY_RENEWAL_PATH,
  type BannerGroup,
} from "./bannerPaths";
import { isChurnedBuyerDiscountUsable, type StoredChurnedBuyerDiscount } from "./winBack";

// ---- Billing banners -------------------------------------------------------------

/** The banner ids (docs/product/billing.md#banners): the shared ones plus the billing kinds. */
export type BillingBannerId =
  | Extract<
      BannerId,
      | "site_coupon"
      | "referral_credit"
      | "access_expiry"
      | "start_free_trial"
      | "extend_b2b_trial"
      | "github_status"
      | "submit_course_for_review"
      | "freemium_limit"
    >
  | "payment_failed"
  | "card_expiring"
  | "annual_upgrade"
  | "reactivation"
  | "student_offer"
  | "gift_offer";

export const BILLING_BANNER_IDS = [
  "payment_failed",
  "access_expiry",
  "extend_b2b_trial",
  "card_expiring",
  "github_status",
  "submit_course_for_review",
  "referral_credit",
  "freemium_limit",
  "reactivation",
  "gift_offer",
  "student_offer",
  "annual_upgrade",
  "start_free_trial",
  "site_coupon",
] as const satisfies readonly BillingBannerId[];

type BillingBannerGroup = BannerGroup;
/** At most this many of each group show at once (so at most three banners). */
export const MAX_BANNERS_SHOWN: Readonly<Record<BillingBannerGroup, number>> = { billing: 1, notice: 1, offer: 1 };
/** The trial-expiry banner shows from this many days before the trial ends. */
export const TRIAL_EXPIRY_BANNER_DAYS = 3;
/** Where the referral-credit banner's "Visit here" goes. */
const REFER_A_FRIEND_PATH = "/refer-a-friend";
/** Where a learner asks for (and confirms) the student discount. */
const GITHUB_STUDENTS_PATH = "/github-students";
/** Where payment methods are managed. */
const BILLING_PAGE_PATH = "/account/billing";
/** The dismiss call of a banner. */
const DISMISS_BANNER_PATH = "/api/banners/dismiss";
/** The monthly → annual nudge: recorded, then on to the upgrade checkout. */
const ANNUAL_UPGRADE_CLICK_PATH = "/api/subscription/handle-upgrade-to-annual-modal-click";
/** The nudge kind recorded in billing_nudges. */
export const UPGRADE_TO_ANNUAL_NUDGE = "upgrade_to_annual_modal";

const BILLING_BANNER_TEXTS = {
  paymentFailed: RENEWAL_TEXTS.paymentFailedBanner,
  retryPayment: "Retry payment",
  referralCredit: BANNER_TEXTS.referralCredit,
  referralLink: "Visit here",
  startFreeTrial: `Try every course and the interview-prep coach free for ${FREE_TRIAL_DAYS} days.`,
  startFreeTrialCta: "Start Free Trial",
  annualUpgrade: "Switch to yearly billing and pay less than twelve monthly payments.",
  studentOffer: `Your GitHub student discount is ready: ${GITHUB_STUDENT_DISCOUNT_PERCENT}% off every plan.`,
  githubStatus: (email: string) =>
    `We have sent a link to ${email}. Open it to confirm that you are a student and get ${GITHUB_STUDENT_DISCOUNT_PERCENT}% off every plan.`,
  githubStatusCta: "Send it again",
  submitForReview: (title: string) => `Your course “${title}” is a draft. Submit it for review when it is ready: staff publish it to the catalog.`,
  submitForReviewCta: "Open the draft",
  freemiumLimit: (limit: number) =>
    `You have used your ${limit} free graded ${limit === 1 ? "submission" : "submissions"}. Upgrade to Premium to keep getting your code graded.`,
  dismiss: "Dismiss",
} as const;

const cardExpiringText = (brand: string, last4: string, expMonth: number, expYear: number) =>
  `Your ${brand.charAt(0).toUpperCase()}${brand.slice(1)} card ending in ${last4} expires at the end of ${String(expMonth).padStart(2, "0")}/${expYear}. Add a payment method to keep your plan.`;
const reactivationText = (percent: number, until: DateInput) =>
  `Welcome back! Reactivate your plan at ${Math.round(percent)}% off until ${formatFullDate(until)}.`;
/**
 * The site coupon's banner: "LOCK IN {n}% LIFETIME DISCOUNT" when the coupon takes its discount off
 * every renewal too (discount_never_expires) and n > 0 (siteCouponLockInPercent); otherwise its
 * description and code. Also GET /api/coupon/site/{name}'s `banner`.
 */
export function siteCouponBannerText(coupon: { code: string; description: string; lockInPercent?: number | null }): string {
  if (coupon.lockInPercent && coupon.lockInPercent > 0) return `${lockInDiscountText(coupon.lockInPercent)} with code ${coupon.code}.`;
  const description = coupon.description.trim();
  return description ? `${description} Use code ${coupon.code} at checkout.` : `Save on every plan with code ${coupon.code}.`;
}

/**
 * The LOCK IN percent of a site coupon: 0 unless it never expires (it applies to every renewal);
 * else the best combined discount (bestDiscount over bannerDiscountLines) of the individual plans
 * priced from their list prices with the coupon alone (the regional and student lines are left
 * out of the combined discount anyway).
 */
export function siteCouponLockInPercent(
  coupon: Coupon,
  plans: readonly { planCode: string; planType: number; listPriceCents: number }[],
  now: DateInput,
): number {
  if (coupon.discount_never_expires !== true) return 0;
  const priced = plans.flatMap((p) => {
    const plan = tryParsePlanCode(p.planCode);
    if (!plan.ok || p.planType !== PLAN_TYPES.USER) return [];
    const price = priceCheckout({ item: { kind: "plan", plan: plan.plan }, listPriceCents: p.listPriceCents, coupon, now });
    return price.couponRejection ? [] : [{ plan: p.planCode, lines: bannerDiscountLines(price) }];
  });
  return bestDiscount(priced).percent;
}

/** A call to action: a link, or a form POST (so it works without JavaScript; never a GET that changes data). */
export type BannerAction =
  /** trialEvent: the trial funnel event a click on it is (docs/product/attribution.md#trial-funnel), with the plan */
  | { kind: "link"; label: string; href: string; trialEvent?: { name: TrialFunnelEvent; planId: string } }
  | { kind: "post"; label: string; action: string; fields: Record<string, string> }
  /** opens a modal (a page state, ?dialog=<dialog>) whose form is this POST */
  | { kind: "dialog"; label: string; dialog: string; action: string; fields: Record<string, string> };

export interface BillingBanner {
  id: BillingBannerId;
  group: BillingBannerGroup;
  tone: "danger" | "warning" | "offer";
  text: string;
  /** shown inline: the phrase of `text` that is this action (referral credit: "Visit here") */
  inline?: { phrase: string; action: BannerAction };
  actions: BannerAction[];
  /** dismissible banners: the scope their dismissal is stored with (a new occasion shows again) */
  dismissScope: string | null;
  /** the annual-upgrade banner: the plan held and the yearly plan offered */
  upgradePlans?: { monthly: string; annual: string };
  /** the annual-upgrade banner's offer, priced from the plans when its modal is open */
  offer?: AnnualUpgradeOffer;
}

export interface BannerSubscription {
  id: number;
  planCode: string;
  featureSet: number;
  validityMonths: number;
  planType: number;
  status: string;
  isTrial: boolean;
  autoRenew: boolean;
  expirationDate: string;
  graceUntil?: string | null;
  /** a free trial extended once already (Extend Trial) */
  trialExtended?: boolean;
  /** renewed by Stripe's or PayPal's own subscription (its trial end is theirs: not extended here) */
  processorLinked?: boolean;
}

export const FREE_TRIAL_EXTENSION_TEXTS = {
  extended: (until: DateInput) => `Your free trial has been extended by ${FREE_TRIAL_EXTENSION_DAYS} days, to ${formatFullDate(until)}.`,
  alreadyExtended: "Your free trial has already been extended once.",
  notATrial: "Only a free trial that is still running can be extended.",
  processorLinked: "This trial renews through your payment provider, so it cannot be extended here.",
} as const;

/**
 * Whether a learner's free trial may be extended now (docs/product/billing.md#free-trial-extension):
 * a running trial, not extended before, not renewed by an outside processor's subscription; the
 * extension adds FREE_TRIAL_EXTENSION_DAYS to its end.
 */
export function freeTrialExtension(
  sub: Pick<BannerSubscription, "status" | "expirationDate" | "trialExtended" | "processorLinked">,
  now: DateInput,
): { ok: true; expirationDate: string } | { ok: false; reason: string } {
  const end = requireDate(sub.expirationDate, "expirationDate");
  if (sub.status !== "trial" || end.getTime() <= requireDate(now, "now").getTime())
    return { ok: false, reason: FREE_TRIAL_EXTENSION_TEXTS.notATrial };
  if (sub.trialExtended) return { ok: false, reason: FREE_TRIAL_EXTENSION_TEXTS.alreadyExtended };
  if (sub.processorLinked) return { ok: false, reason: FREE_TRIAL_EXTENSION_TEXTS.processorLinked };
  return { ok: true, expirationDate: new Date(end.getTime() + FREE_TRIAL_EXTENSION_DAYS * 86_400_000).toISOString() };
}

export interface BillingBannerFacts {
  now: DateInput;
  /** the page's path (no banner on checkout pages) */
  path: string;
  /** null for a logged-out visitor (only the site coupon shows then) */
  user: { id: number; email: string; verified: boolean; ownsPaidCourses?: boolean; ownsCertificate?: boolean; githubStudent?: boolean } | null;
  internalEmailDomain?: UserKindOptions["internalEmailDomain"];
  subscriptions: readonly BannerSubscription[];
  primaryCard: { id: number; brand: string; last4: string; expMonth: number; expYear: number } | null;
  /** the discount offered for replacing an expiring primary card (update_pm_discount's offer; 0 or absent: none) */
  cardUpdateDiscountPercent?: number;
  /** earned referral credit the learner has not seen the banner for */
  unseenReferralCredit: boolean;
  /** the site coupon while it is valid; lockInPercent: siteCouponLockInPercent */
  siteCoupon: { code: string; description: string; lockInPercent?: number | null } | null;
  churnedBuyerDiscount: StoredChurnedBuyerDiscount | null;
  /** the learner clicked the monthly → annual nudge already */
  annualNudgeClicked: boolean;
  dismissals: readonly { bannerId: string; scope: string }[];
  /** the trials of the organizations the user is an admin of (the enterprise trial extension banner) */
  organizationTrials?: readonly (TrialFacts & { organizationId: number })[];
  /** the school address of a GitHub student verification mailed and not yet confirmed (unexpired) */
  pendingStudentEmail?: string | null;
  /** the author's drafts with lessons, never submitted or sent back, newest first (gathered on authoring pages) */
  draftsToSubmit?: readonly { id: number; title: string }[];
  /** the free graded submissions (COACH_FREE_SUBMISSIONS) and how many are left (null: unlimited), gathered on coach pages */
  freemiumAllowance?: { limit: number; remaining: number | null } | null;
  /** the user's organization memberships: a business user gets no individual upsell */
  organizations?: readonly OrganizationMembership[];
}

const runningNow = (subs: readonly BannerSubscription[], at: number) =>
  subs
    .filter((s) => (subscriptionAccessEnd(s)?.getTime() ?? 0) > at)
    .sort((a, b) => subscriptionAccessEnd(b)!.getTime() - subscriptionAccessEnd(a)!.getTime());

/**
 * The free trial running now, for the header's "Activate now" call to action
 * (docs/product/attribution.md#trial-funnel): its plan, or null when the learner is not in a trial.
 */
export function runningTrialPlan(subscriptions: readonly BannerSubscription[], now: DateInput): string | null {
  return runningNow(subscriptions, requireDate(now, "now").getTime()).find((s) => s.status === "trial")?.planCode ?? null;
}

/** The analytics facts of a learner, from their subscriptions (for the user label → banner kind). */
function bannerAnalyticsUser(facts: Pick<BillingBannerFacts, "user" | "subscriptions" | "now" | "organizations">): AnalyticsUser | null {
  if (!facts.user) return null;
  const at = requireDate(facts.now, "now").getTime();
  const running = runningNow(facts.subscriptions, at);
  const paid = running.find((s) => !s.isTrial && s.status !== "trial");
  const trial = running.find((s) => s.status === "trial");
  const everPaid = facts.subscriptions.some((s) => !s.isTrial || s.status !== "trial");
  return {
    email: facts.user.email,
    verified: facts.user.verified,
    is_user_subscribed: !!paid,
    has_active_b2c_trial: !paid && !!trial,
    current_plan: paid ? { featureSet: paid.featureSet, validityMonths: paid.validityMonths, planType: paid.planType } : null,
    subscriber_state: paid
      ? paid.status === "renewal_canceled"
        ? "renewal_canceled_subscriber"
        : "active_subscriber"
      : everPaid && facts.subscriptions.length > 0
        ? "churned_subscriber"
        : null,
    owns_paid_courses_ac: facts.user.ownsPaidCourses,
    owns_certificate: facts.user.ownsCertificate,
    organizations: facts.organizations ?? [],
  };
}

/** The plan a win-back reactivation offers: the learner's last paid plan, else premium yearly. */
export function reactivationPlanCode(subs: readonly BannerSubscription[]): string {
  const last = [...subs].filter((s) => !s.isTrial).sort((a, b) => b.expirationDate.localeCompare(a.expirationDate))[0];
  if (last && tryParsePlanCode(last.planCode).ok && last.planType === PLAN_TYPES.USER) return last.planCode;
  return formatPlanCode({ featureSet: FEATURE_SETS.PREMIUM, validityMonths: VALIDITY_MONTHS.ANNUAL, planType: PLAN_TYPES.USER });
}

/** /checkout/subscription-reactivation?plan=…&receiver_id=… */
function reactivationUrl(planCode: string, userId: number): string {
  return `${checkoutUrl("subscription-reactivation", { plan: planCode })}&receiver_id=${userId}`;
}

/** The annual plan a monthly subscriber is offered: the same feature set, 12 months. */
function annualUpgradeUrl(sub: Pick<BannerSubscription, "featureSet" | "planType">): string {
  return checkoutUrl("subscription-upgrade", {
    plan: { featureSet: sub.featureSet as never, validityMonths: VALIDITY_MONTHS.ANNUAL, planType: sub.planType as never },
    monthlyToAnnual: true,
  });
}

const isDismissed = (facts: BillingBannerFacts, id: BillingBannerId, scope: string) =>
  facts.dismissals.some((d) => d.bannerId === id && d.scope === scope);

const dismissAction = (id: BillingBannerId, scope: string, redirectTo: string, label: string): BannerAction => ({
  kind: "post",
  label,
  action: DISMISS_BANNER_PATH,
  fields: { banner_id: id, scope, redirectTo },
});

/**
 * Every banner that applies, in priority order, before the per-group limit. Billing: payment
 * failed, trial expiring, organization trial extension, card expiring. Offers: referral credit,
 * win-back reactivation, gift (the win-back spent on a gift), GitHub student offer, annual
 * upgrade, start free trial, site coupon. A logged-out visitor sees only the site coupon; the
 * path-prefix rules hide all banners or the offers on some pages; staff and business members get
 * no offers (bannerKind null).
 */
export function applicableBillingBanners(facts: BillingBannerFacts): BillingBanner[] {
  return applicableOnAnyPath(facts).filter((b) => bannerGroupShownOnPath(b.group, facts.path));
}

function applicableOnAnyPath(facts: BillingBannerFacts): BillingBanner[] {
  if (bannersHiddenOnPath(facts.path)) return [];
  const at = requireDate(facts.now, "now").getTime();
  const out: BillingBanner[] = [];
  const siteCoupon = (): BillingBanner | null =>
    facts.siteCoupon && !isDismissed(facts, "site_coupon", facts.siteCoupon.code)
      ? {
          id: "site_coupon",
          group: "offer",
          tone: "offer",
          text: siteCouponBannerText(facts.siteCoupon),
          actions: [{ kind: "link", label: BANNER_BUTTON_LABELS.CLAIM_OFFER, href: BANNER_TARGETS.DEFAULT }],
          dismissScope: facts.siteCoupon.code,
        }
      : null;

  if (!facts.user) {
    const sc = siteCoupon();
    return sc ? [sc] : [];
  }
  const user = facts.user;
  const running = runningNow(facts.subscriptions, at);
  const current = running[0] ?? null;

  // -- billing
  const pastDue = running.find((s) => s.status === "past_due");
  if (pastDue) {
    out.push({
      id: "payment_failed",
      group: "billing",
      tone: "danger",
      text: BILLING_BANNER_TEXTS.paymentFailed,
      actions: [
        {
          kind: "post",
          label: BILLING_BANNER_TEXTS.retryPayment,
          action: RETRY_RENEWAL_PATH,
          fields: { subscription_id: String(pastDue.id), redirectTo: facts.path },
        },
        { kind: "link", label: BANNER_BUTTON_LABELS.ADD_PAYMENT_METHOD, href: BILLING_PAGE_PATH },
      ],
      dismissScope: null,
    });
  }
  const trial = running.find((s) => s.status === "trial");
  if (trial) {
    const daysLeft = calendarDaysBetween(facts.now, trial.expirationDate);
    const scope = `subscription-${trial.id}`;
    if (daysLeft >= 0 && daysLeft <= TRIAL_EXPIRY_BANNER_DAYS && !isDismissed(facts, "access_expiry", scope)) {
      out.push({
        id: "access_expiry",
        group: "billing",
        tone: "warning",
        text: trialExpiryText(daysLeft),
        // "Need more time?" is answered by Extend Trial while the trial can be extended (once).
        actions: [
          ...(freeTrialExtension(trial, facts.now).ok
            ? [
                {
                  kind: "post" as const,
                  label: BANNER_BUTTON_LABELS.EXTEND_TRIAL,
                  action: EXTEND_FREE_TRIAL_PATH,
                  fields: { subscription_id: String(trial.id), redirectTo: facts.path },
                },
              ]
            : []),
          { kind: "link", label: BANNER_BUTTON_LABELS.DEFAULT, href: BANNER_TARGETS.DEFAULT },
        ],
        dismissScope: scope,
      });
    }
  }
  // An organization admin's self-initiated trial nearing its end (docs/product/organizations.md#trials): one extension.
  for (const t of facts.organizationTrials ?? []) {
    const b = trialExtensionBanner(t, facts.now);
    if (!b.show) continue;
    out.push({
      id: "extend_b2b_trial",
      group: "billing",
      tone: "warning",
      text: trialExpiryText(b.daysLeft),
      actions: [
        {
          kind: "post",
          label: BANNER_BUTTON_LABELS.EXTEND_TRIAL,
          action: EXTEND_B2B_TRIAL_PATH,
          fields: { organization_id: String(t.organizationId), redirectTo: facts.path },
        },
      ],
      dismissScope: null,
    });
    break;
  }
  const renewing = running.find((s) => s.autoRenew && (s.status === "active" || s.status === "trial"));
  if (facts.primaryCard && renewing && isCardGoingToExpire(facts.primaryCard, facts.now, renewing.expirationDate)) {
    const c = facts.primaryCard;
    const scope = `card-${c.id}-${c.expYear}-${c.expMonth}`;
    if (!isDismissed(facts, "card_expiring", scope))
      out.push({
        id: "card_expiring",
        group: "billing",
        tone: "warning",
        text:
          (facts.cardUpdateDiscountPercent ?? 0) > 0
            ? `${cardExpiringText(c.brand, c.last4, c.expMonth, c.expYear)} ${cardUpdateOfferText(Math.min(100, facts.cardUpdateDiscountPercent!))}`
            : cardExpiringText(c.brand, c.last4, c.expMonth, c.expYear),
        actions: [{ kind: "link", label: BANNER_BUTTON_LABELS.ADD_PAYMENT_METHOD, href: BILLING_PAGE_PATH }],
        dismissScope: scope,
      });
  }

  // -- notices: a student verification waiting for its link; a draft course to submit (authoring pages)
  if (facts.pendingStudentEmail && user.githubStudent !== true) {
    const scope = `email-${facts.pendingStudentEmail}`;
    if (!isDismissed(facts, "github_status", scope))
      out.push({
        id: "github_status",
        group: "notice",
        tone: "warning",
        text: BILLING_BANNER_TEXTS.githubStatus(facts.pendingStudentEmail),
        actions: [{ kind: "link", label: BILLING_BANNER_TEXTS.githubStatusCta, href: GITHUB_STUDENTS_PATH }],
        dismissScope: scope,
      });
  }
  const draft = isAuthoringPath(facts.path)
    ? facts.draftsToSubmit?.find((d) => !isDismissed(facts, "submit_course_for_review", `draft-${d.id}`))
    : undefined;
  if (draft) {
    out.push({
      id: "submit_course_for_review",
      group: "notice",
      tone: "warning",
      text: BILLING_BANNER_TEXTS.submitForReview(draft.title),
      actions: [{ kind: "link", label: BILLING_BANNER_TEXTS.submitForReviewCta, href: `/create/course/${draft.id}` }],
      dismissScope: `draft-${draft.id}`,
    });
  }

  // -- offers
  if (facts.unseenReferralCredit) {
    const followed = dismissAction("referral_credit", "seen", REFER_A_FRIEND_PATH, BILLING_BANNER_TEXTS.referralLink);
    out.push({
      id: "referral_credit",
      group: "offer",
      tone: "offer",
      text: BILLING_BANNER_TEXTS.referralCredit,
      inline: { phrase: BILLING_BANNER_TEXTS.referralLink, action: followed },
      actions: [],
      dismissScope: "seen",
    });
  }
  const kind = bannerKind(userLabel(bannerAnalyticsUser(facts), { internalEmailDomain: facts.internalEmailDomain }));
  // The free graded submissions are used up (a limit above 0 that is reached), on the coach's pages.
  const allowance = facts.freemiumAllowance;
  if (kind !== null && isCoachPath(facts.path) && allowance && allowance.limit > 0 && allowance.remaining === 0) {
    const scope = `limit-${allowance.limit}`;
    if (!isDismissed(facts, "freemium_limit", scope))
      out.push({
        id: "freemium_limit",
        group: "offer",
        tone: "offer",
        text: BILLING_BANNER_TEXTS.freemiumLimit(allowance.limit),
        actions: [{ kind: "link", label: BANNER_BUTTON_LABELS.UPGRADE_NOW, href: BANNER_TARGETS.DEFAULT }],
        dismissScope: scope,
      });
  }
  if (kind !== null) {
    const discount = facts.churnedBuyerDiscount;
    if (!current && isChurnedBuyerDiscountUsable(discount, facts.now)) {
      const scope = `until-${discount.expiration_date}`;
      if (!isDismissed(facts, "reactivation", scope))
        out.push({
          id: "reactivation",
          group: "offer",
          tone: "offer",
          text: reactivationText(discount.discount_percentage, discount.expiration_date),
          actions: [
            { kind: "link", label: BANNER_BUTTON_LABELS.CLAIM_DISCOUNT, href: reactivationUrl(reactivationPlanCode(facts.subscriptions), user.id) },
          ],
          dismissScope: scope,
        });
    }
    // While the win-back has not expired (nor been spent) it may pay for a gift instead: Claim Gift.
    if (isChurnedBuyerDiscountUsable(discount, facts.now)) {
      const offer = discountBannerOffer(discount, facts.now);
      const scope = `until-${discount.expiration_date}`;
      if (offer.kind === "gift-claim" && !isDismissed(facts, "gift_offer", scope))
        out.push({
          id: "gift_offer",
          group: "offer",
          tone: "offer",
          text: offer.text,
          actions: [{ kind: "link", label: offer.cta, href: checkoutUrl("subscription-gift", { plan: reactivationPlanCode(facts.subscriptions) }) }],
          dismissScope: scope,
        });
    }
    // A verified GitHub student without a plan (docs/product/billing.md#banners) is reminded of it.
    const paying = running.some((s) => !s.isTrial && s.status !== "trial");
    const inTrial = running.some((s) => s.isTrial || s.status === "trial");
    if (user.githubStudent === true && !paying && !inTrial && !isDismissed(facts, "student_offer", "verified")) {
      out.push({
        id: "student_offer",
        group: "offer",
        tone: "offer",
        text: BILLING_BANNER_TEXTS.studentOffer,
        actions: [{ kind: "link", label: BANNER_BUTTON_LABELS.CLAIM_DISCOUNT, href: BANNER_TARGETS.DEFAULT }],
        dismissScope: "verified",
      });
    }
    const monthly = running.find(
      (s) => s.status === "active" && !s.isTrial && s.validityMonths === VALIDITY_MONTHS.MONTHLY && s.planType === PLAN_TYPES.USER,
    );
    if (monthly && kind === "current-subscriber" && !facts.annualNudgeClicked) {
      const scope = `subscription-${monthly.id}`;
      if (!isDismissed(facts, "annual_upgrade", scope))
        out.push({
          id: "annual_upgrade",
          group: "offer",
          tone: "offer",
          text: BILLING_BANNER_TEXTS.annualUpgrade,
          actions: [
            {
              kind: "dialog",
              label: BANNER_BUTTON_LABELS.UPGRADE_NOW,
              dialog: ANNUAL_UPGRADE_DIALOG,
              action: ANNUAL_UPGRADE_CLICK_PATH,
              fields: { redirectTo: annualUpgradeUrl(monthly) },
            },
          ],
          upgradePlans: {
            monthly: monthly.planCode,
            annual: formatPlanCode({
              featureSet: monthly.featureSet as never,
              validityMonths: VALIDITY_MONTHS.ANNUAL,
              planType: monthly.planType as never,
            }),
          },
          dismissScope: scope,
        });
    }
    const trialUsed = facts.subscriptions.some((s) => s.isTrial || s.status === "trial");
    if (kind === "non-paying" && !trialUsed && facts.subscriptions.length === 0 && !isDismissed(facts, "start_free_trial", "all")) {
      out.push({
        id: "start_free_trial",
        group: "offer",
        tone: "offer",
        text: BILLING_BANNER_TEXTS.startFreeTrial,
        actions: [
          {
            kind: "link",
            label: BILLING_BANNER_TEXTS.startFreeTrialCta,
            href: checkoutUrl("b2c-trial-avail", { plan: TRIAL_PLAN_CODE }),
            trialEvent: { name: "start_trial_cta_click", planId: TRIAL_PLAN_CODE },
          },
        ],
        dismissScope: "all",
      });
    }
    // Premium plus already holds everything the site coupon sells.
    if (kind !== "premium-plus") {
      const sc = siteCoupon();
      if (sc) out.push(sc);
    }
  }
  return out;
}

/** The plan a free trial is of: premium, yearly (it renews into that plan unless turned off). */
const TRIAL_PLAN_CODE = formatPlanCode({
  featureSet: FEATURE_SETS.PREMIUM,
  validityMonths: VALIDITY_MONTHS.ANNUAL,
  planType: PLAN_TYPES.USER,
});

/** The banners to show: the applicable ones, at most MAX_BANNERS_SHOWN per group, in priority order. */
export function chooseBillingBanners(facts: BillingBannerFacts): BillingBanner[] {
  const counts: Record<BillingBannerGroup, number> = { billing: 0, notice: 0, offer: 0 };
  return applicableBillingBanners(facts).filter((b) => {
    if (counts[b.group] >= MAX_BANNERS_SHOWN[b.group]) return false;
    counts[b.group] += 1;
    return true;
  });
}
