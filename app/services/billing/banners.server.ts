// The billing and upsell banners of a page (and the running trial's plan, for the header's Activate now): gathers the learner's facts in one query (JSON
// sub-selects: subscriptions, the primary card, unseen referral credit, the churned-buyer
// discount, dismissals, the annual nudge) plus the site coupon (with its LOCK IN percent), and lets the engine choose
// (chooseBillingBanners). Dismissals are stored per learner (banner_dismissals, with the scope
// the engine gives) or, for a visitor's site-coupon banner, in a cookie.
import { learnerBannerFacts, markReferralCreditsSeen, recordBannerDismissal } from "~/models/billingBanner.server";
import {
  ANNUAL_UPGRADE_DIALOG,
  annualUpgradeOffer,
  type AnnualUpgradeOffer,
  BILLING_BANNER_IDS,
  bannersHiddenOnPath,
  chooseBillingBanners,
  isAuthoringPath,
  isCoachPath,
  runningTrialPlan,
  UPGRADE_TO_ANNUAL_NUDGE,
  type BannerSubscription,
  type BillingBanner,
  type BillingBannerFacts,
  type BillingBannerId,
} from "~/engine";
import type { User } from "~/models/user.server";
import { env } from "~/utils/env.server";
import { siteCouponOffer } from "./pricing.server";
import { findPlanPrice } from "~/models/commerce.server";
import { listMembershipFacts } from "~/models/organization.server";
import { organizationTrialFacts } from "~/services/organizations/trials.server";
import { listWorks } from "~/services/authoring.server";
import { freeSubmissionLimit, submissionAllowance } from "~/services/coach/code.server";
import { allLessons } from "~/engine/authoring";

/**
 * The banners of the page at `url` for this visitor or learner (none on checkout pages).
 * `visitorDismissedCoupon`: the site coupon a visitor's cookie says they dismissed (app/utils/bannerDismissals.server.ts).
 */
export async function billingBannersFor(
  url: URL,
  visitorDismissedCoupon: string | null,
  user: (Pick<User, "id" | "email" | "verified"> & Partial<Pick<User, "isGithubStudent">>) | null,
  now = new Date(),
): Promise<{ banners: BillingBanner[]; trialPlan: string | null }> {
  const path = url.pathname + url.search;
  if (bannersHiddenOnPath(url.pathname)) return { banners: [], trialPlan: null };
  const offer = await siteCouponOffer(now, { l2c: false });
  const siteCoupon = offer ? { code: offer.coupon.code, description: offer.coupon.description, lockInPercent: offer.lockInPercent } : null;
  if (!user) {
    const dismissed = siteCoupon ? visitorDismissedCoupon : null;
    const banners = chooseBillingBanners({
      ...emptyFacts(now, path),
      dismissals: dismissed ? [{ bannerId: "site_coupon", scope: dismissed }] : [],
      siteCoupon,
    });
    return { banners, trialPlan: null };
  }
  const row = await learnerBannerFacts<
    BannerSubscription,
    NonNullable<BillingBannerFacts["primaryCard"]>,
    NonNullable<BillingBannerFacts["churnedBuyerDiscount"]>,
    BillingBannerFacts["dismissals"][number]
  >(user.id, BILLING_BANNER_IDS, UPGRADE_TO_ANNUAL_NUDGE, now.toISOString());
  const banners = chooseBillingBanners({
    now,
    path,
    user: { id: user.id, email: user.email, verified: user.verified, githubStudent: user.isGithubStudent === true },
    internalEmailDomain: env().STAFF_EMAIL_DOMAIN,
    subscriptions: row.subs,
    primaryCard: row.card,
    cardUpdateDiscountPercent: env().UPDATE_PM_DISCOUNT_PERCENT,
    unseenReferralCredit: row.referral,
    siteCoupon,
    churnedBuyerDiscount: row.discount,
    annualNudgeClicked: row.nudge,
    dismissals: row.dismissals,
    organizationTrials: await organizationTrialFacts(user.id),
    organizations: await listMembershipFacts(user.id),
    pendingStudentEmail: row.pendingStudentEmail,
    // The author's drafts are read only on the authoring pages, where their notice shows.
    draftsToSubmit: isAuthoringPath(url.pathname) ? await draftsToSubmit(user.id) : [],
    // The graded submissions are counted only on the coach's pages, where their offer shows.
    freemiumAllowance: isCoachPath(url.pathname) ? { limit: freeSubmissionLimit(), remaining: (await submissionAllowance(user)).remaining } : null,
  });
  // The upgrade-offer modal is open (a page state): price it from the plans.
  if (url.searchParams.get("dialog") === ANNUAL_UPGRADE_DIALOG) {
    const banner = banners.find((b) => b.id === "annual_upgrade");
    if (banner?.upgradePlans) banner.offer = (await priceAnnualOffer(banner.upgradePlans)) ?? undefined;
  }
  // The header's "Activate now" for a learner in a free trial (docs/product/attribution.md#trial-funnel).
  return { banners, trialPlan: runningTrialPlan(row.subs, now) };
}

/**
 * The author's drafts to submit for review: in the draft state (new, changed since publication, or
 * sent back by a reviewer) with at least one lesson, newest first.
 */
async function draftsToSubmit(userId: number): Promise<{ id: number; title: string }[]> {
  const works = await listWorks({ id: userId });
  return works.filter((w) => w.state === "draft" && allLessons(w.draft).length > 0).map((w) => ({ id: w.id, title: w.draft.title }));
}

/** The monthly and yearly list prices of a tier, as the offer the modal shows (null when one is not sold). */
async function priceAnnualOffer(plans: { monthly: string; annual: string }): Promise<AnnualUpgradeOffer | null> {
  const [monthly, annual] = await Promise.all([findPlanPrice(plans.monthly), findPlanPrice(plans.annual)]);
  if (!monthly || !annual) return null;
  return annualUpgradeOffer({
    monthlyPlanCode: plans.monthly,
    annualPlanCode: plans.annual,
    monthlyCents: monthly.listPriceCents,
    annualCents: annual.listPriceCents,
  });
}

const emptyFacts = (now: Date, path: string): BillingBannerFacts => ({
  now,
  path,
  user: null,
  subscriptions: [],
  primaryCard: null,
  unseenReferralCredit: false,
  siteCoupon: null,
  churnedBuyerDiscount: null,
  annualNudgeClicked: false,
  dismissals: [],
});

/**
 * Remembers that the learner dismissed a banner (this scope of it). The referral-credit banner is
 * "seen" instead: every earned credit not seen yet is marked, so it shows once per credit earned.
 */
export async function dismissBanner(userId: number, bannerId: BillingBannerId, scope: string, now: Date): Promise<void> {
  const at = now.toISOString();
  if (bannerId === "referral_credit") return markReferralCreditsSeen(userId, at);
  await recordBannerDismissal(userId, bannerId, scope, at);
}
