// The billing and upsell banners of a page: gathers the learner's facts in one query (JSON
// sub-selects: subscriptions, the primary card, unseen referral credit, the churned-buyer
// discount, dismissals, the annual nudge) plus the site coupon, and lets the engine choose
// (chooseBillingBanners). Dismissals are stored per learner (banner_dismissals, with the scope
// the engine gives) or, for a visitor's site-coupon banner, in a cookie.
import { createCookie } from "@remix-run/node";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb, schema } from "../../../db/client";
import {
  ANNUAL_UPGRADE_DIALOG,
  annualUpgradeOffer,
  type AnnualUpgradeOffer,
  BILLING_BANNER_IDS,
  bannersHiddenOnPath,
  chooseBillingBanners,
  UPGRADE_TO_ANNUAL_NUDGE,
  type BannerSubscription,
  type BillingBanner,
  type BillingBannerFacts,
  type BillingBannerId,
} from "~/engine";
import type { User } from "~/models/user.server";
import { env, secureCookies } from "~/utils/env.server";
import { activeSiteCoupon } from "./pricing.server";
import { findPlanPrice } from "~/models/commerce.server";
import { listMembershipFacts } from "~/models/organization.server";
import { organizationTrialFacts } from "~/services/organizations/trials.server";

const DISMISSED_COUPON_MAX_AGE_S = 30 * 24 * 3600;
let couponCookie: ReturnType<typeof createCookie> | undefined;
const dismissedCouponCookie = () =>
  (couponCookie ??= createCookie("site_coupon_dismissed", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: secureCookies(),
    maxAge: DISMISSED_COUPON_MAX_AGE_S,
  }));

/** The site coupon a visitor (no account) dismissed, from the cookie. */
async function visitorDismissedCoupon(request: Request): Promise<string | null> {
  try {
    const value = await dismissedCouponCookie().parse(request.headers.get("Cookie"));
    return typeof value === "string" && value.length <= 64 ? value : null;
  } catch {
    return null;
  }
}

/** Set-Cookie remembering that a visitor dismissed this site coupon's banner. */
export const serializeVisitorCouponDismissal = (code: string) => dismissedCouponCookie().serialize(code.slice(0, 64));

type FactsRow = { subs: string | null; card: string | null; referral: number; discount: string | null; dismissals: string | null; nudge: number };

/** One query: every per-learner fact the banners need. */
function learnerFacts(userId: number): FactsRow {
  const s = schema;
  const ids = sql.join(
    BILLING_BANNER_IDS.map((id) => sql`${id}`),
    sql`, `,
  );
  return getDb().get<FactsRow>(sql`SELECT
    (SELECT json_group_array(json_object('id', id, 'planCode', plan_code, 'featureSet', feature_set, 'validityMonths', validity_months,
        'planType', plan_type, 'status', status, 'isTrial', is_trial, 'autoRenew', auto_renew, 'expirationDate', expiration_date, 'graceUntil', grace_until))
      FROM ${s.subscriptions} WHERE user_id = ${userId}) AS subs,
    (SELECT json_object('id', id, 'brand', brand, 'last4', last4, 'expMonth', exp_month, 'expYear', exp_year)
      FROM ${s.paymentMethods} WHERE user_id = ${userId} AND is_primary = 1 LIMIT 1) AS card,
    EXISTS (SELECT 1 FROM ${s.referralCredits} WHERE user_id = ${userId} AND kind = 'earned' AND banner_seen_at IS NULL) AS referral,
    (SELECT json_object('expiration_date', expiration_date, 'churned_buyer_discount_type', discount_type, 'discount_percentage', discount_percentage, 'used_at', used_at)
      FROM ${s.churnedBuyerDiscounts} WHERE user_id = ${userId}) AS discount,
    (SELECT json_group_array(json_object('bannerId', banner_id, 'scope', scope))
      FROM ${s.bannerDismissals} WHERE user_id = ${userId} AND banner_id IN (${ids})) AS dismissals,
    EXISTS (SELECT 1 FROM ${s.billingNudges} WHERE user_id = ${userId} AND kind = ${UPGRADE_TO_ANNUAL_NUDGE} AND action = 'clicked') AS nudge`)!;
}

const parseJson = <T>(text: string | null, fallback: T): T => (text ? (JSON.parse(text) as T) : fallback);

/** The banners of this page for this visitor or learner (none on checkout pages). */
export async function billingBannersFor(
  request: Request,
  user: Pick<User, "id" | "email" | "verified"> | null,
  now = new Date(),
): Promise<BillingBanner[]> {
  const url = new URL(request.url);
  const path = url.pathname + url.search;
  if (bannersHiddenOnPath(url.pathname)) return [];
  const coupon = await activeSiteCoupon(now);
  const siteCoupon = coupon ? { code: coupon.code, description: coupon.description } : null;
  if (!user) {
    const dismissed = siteCoupon ? await visitorDismissedCoupon(request) : null;
    return chooseBillingBanners({
      ...emptyFacts(now, path),
      dismissals: dismissed ? [{ bannerId: "site_coupon", scope: dismissed }] : [],
      siteCoupon,
    });
  }
  const row = learnerFacts(user.id);
  const subs = parseJson<(Omit<BannerSubscription, "isTrial" | "autoRenew"> & { isTrial: number; autoRenew: number })[]>(row.subs, []);
  const banners = chooseBillingBanners({
    now,
    path,
    user: { id: user.id, email: user.email, verified: user.verified },
    internalEmailDomain: env().STAFF_EMAIL_DOMAIN,
    subscriptions: subs.map((s) => ({ ...s, isTrial: !!s.isTrial, autoRenew: !!s.autoRenew })),
    primaryCard: parseJson(row.card, null),
    unseenReferralCredit: !!row.referral,
    siteCoupon,
    churnedBuyerDiscount: parseJson(row.discount, null),
    annualNudgeClicked: !!row.nudge,
    dismissals: parseJson(row.dismissals, []),
    organizationTrials: organizationTrialFacts(user.id),
    organizations: await listMembershipFacts(user.id),
  });
  // The upgrade-offer modal is open (a page state): price it from the plans.
  if (url.searchParams.get("dialog") === ANNUAL_UPGRADE_DIALOG) {
    const banner = banners.find((b) => b.id === "annual_upgrade");
    if (banner?.upgradePlans) banner.offer = (await priceAnnualOffer(banner.upgradePlans)) ?? undefined;
  }
  return banners;
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
export function dismissBanner(userId: number, bannerId: BillingBannerId, scope: string, now: Date): void {
  const at = now.toISOString();
  const db = getDb();
  if (bannerId === "referral_credit") {
    db.update(schema.referralCredits)
      .set({ bannerSeenAt: at })
      .where(and(eq(schema.referralCredits.userId, userId), eq(schema.referralCredits.kind, "earned"), isNull(schema.referralCredits.bannerSeenAt)))
      .run();
    return;
  }
  db.insert(schema.bannerDismissals).values({ userId, bannerId, scope, createdAt: at }).onConflictDoNothing().run();
}
