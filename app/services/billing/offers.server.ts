// The offer page (/unlimited): every individual tier for one billing term, priced by the engine
// for this visitor (regional discount by country, GitHub student discount), with one call to
// action per plan chosen by the plan offer rule (docs/product/billing.md#checkout).
import {
  type BILLING_TERMS,
  checkoutUrl,
  FEATURE_SETS,
  GITHUB_STUDENT_DISCOUNT_PERCENT,
  offerPlan,
  PLAN_TYPES,
  tierHighlights,
  priceCheckout,
  tierName,
  tryParsePlanCode,
  type CheckoutType,
  type PlanCode,
} from "~/engine";
import { listAllPlanPrices, regionalDiscountPercent } from "~/models/commerce.server";
import { activeSiteCoupon } from "./pricing.server";
import { activeSubscription } from "~/models/subscription.server";
import type { User } from "~/models/user.server";

type BillingTerm = (typeof BILLING_TERMS)[number];

/** Each tier's card's short list (the engine's comparison rows); its name is the engine's tierName. */
export const TIER_INCLUDES: Readonly<Record<number, readonly string[]>> = Object.fromEntries(
  Object.values(FEATURE_SETS).map((fs) => [fs, tierHighlights(fs)]),
);

type TierOffer = {
  featureSet: number;
  name: string;
  includes: string[];
  planCode: string;
  listPriceCents: number;
  totalCents: number;
  perMonthCents: number;
  discountPercent: number;
  recommended: boolean;
  current: boolean;
  cta: { checkoutType: CheckoutType; href: string; label: string };
};

const CTA_LABELS: Partial<Record<CheckoutType, string>> = {
  "subscription-upgrade": "Upgrade",
  "subscription-quick-buy": "Get started",
  "subscription-buy": "Buy now",
};

export async function offersFor(input: { user: User | null; term: BillingTerm; country: string | null; buy: boolean; now: Date }): Promise<{
  term: BillingTerm;
  tiers: TierOffer[];
  recommendedPlan: string;
  country: string | null;
  regionalPercent: number;
  siteCoupon: { code: string; description: string } | null;
}> {
  const current = input.user ? await activeSubscription(input.user.id, input.now) : null;
  const currentPlan = current && !current.isTrial ? tryParsePlanCode(current.planCode) : null;
  const offer = offerPlan({ isSubscribed: !!current && !current.isTrial, currentPlan: currentPlan?.ok ? currentPlan.plan : null, buy: input.buy });
  const regionalPercent = input.country ? await regionalDiscountPercent(input.country) : 0;
  const siteCoupon = await activeSiteCoupon(input.now);
  const tiers: TierOffer[] = [];
  for (const row of await listAllPlanPrices()) {
    const parsed = tryParsePlanCode(row.planCode);
    if (!parsed.ok || row.planType !== PLAN_TYPES.USER || row.validityMonths !== input.term) continue;
    const plan: PlanCode = parsed.plan;
    const price = priceCheckout({
      item: { kind: "plan", plan },
      listPriceCents: row.listPriceCents,
      regionalDiscountPercent: regionalPercent,
      githubStudent: input.user?.isGithubStudent ? { verified: true, percent: GITHUB_STUDENT_DISCOUNT_PERCENT } : null,
      // The site coupon where it applies to this plan (a coupon limited to other plans is left out).
      coupon: siteCoupon,
      now: input.now,
    });
    const isCurrent = current?.planCode === row.planCode;
    const checkoutType = offer.checkoutType;
    tiers.push({
      featureSet: row.featureSet,
      name: tierName(row.featureSet),
      includes: [...(TIER_INCLUDES[row.featureSet] ?? [])],
      planCode: row.planCode,
      listPriceCents: row.listPriceCents,
      totalCents: price.totalCents,
      perMonthCents: Math.round(price.totalCents / input.term),
      discountPercent: price.discountPercent,
      // The offered tier is recommended on every term, not only on the offered plan's own term.
      recommended: row.featureSet === offer.plan.featureSet,
      current: isCurrent,
      cta: { checkoutType, href: checkoutUrl(checkoutType, { plan }), label: CTA_LABELS[checkoutType] ?? "Choose" },
    });
  }
  tiers.sort((a, b) => a.featureSet - b.featureSet);
  return {
    term: input.term,
    tiers,
    recommendedPlan: offer.planCode,
    country: input.country,
    regionalPercent,
    siteCoupon: siteCoupon ? { code: siteCoupon.code, description: siteCoupon.description } : null,
  };
}
