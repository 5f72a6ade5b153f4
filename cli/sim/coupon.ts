// The coupon simulation: a seeded mix of buyers (countries from the regional table, GitHub
// students, referral credit) priced by the engine with and without a coupon.
import { centsToUsd, PLAN_TYPES, priceCheckout, type Coupon, type CouponRejectionReason, type PlanCode } from "../../app/engine";
import { createRng } from "../../app/engine/prng";
import { round2 } from "./stats";

interface SimPlan {
  code: string;
  plan: PlanCode;
  listPriceCents: number;
}

/** Who buys what, in one place so the output can state it. */
const BUYER_MODEL = {
  /** Share of buyers in a country with a regional discount (the rest pay list price). */
  regionalShare: 0.4,
  githubStudentShare: 0.1,
  referralCreditShare: 0.15,
  /** Referral balance, whole dollars, uniform in this range. */
  referralCreditUsd: [5, 50] as const,
  /** Plan choice: feature set and validity, independently. */
  featureSetWeights: { 100: 0.1, 150: 0.1, 200: 0.15, 250: 0.1, 300: 0.4, 400: 0.15 } as Record<number, number>,
  validityWeights: { 1: 0.35, 3: 0.1, 12: 0.45, 24: 0.1 } as Record<number, number>,
} as const;

interface CouponSimInput {
  plans: readonly SimPlan[];
  regional: readonly { country: string; percent: number }[];
  githubStudentPercent: number;
  coupon: Coupon;
  learners: number;
  seed: number;
  now: Date;
}

interface Totals {
  buyers: number;
  revenue_without_coupon_usd: number;
  revenue_with_coupon_usd: number;
  coupon_discount_usd: number;
  coupon_applied: number;
}

export interface CouponSimResult {
  coupon: string;
  now: string;
  learners: number;
  seed: number;
  model: typeof BUYER_MODEL;
  totals: Totals & {
    revenue_change_usd: number;
    revenue_change_percent: number;
    mean_discount_percent_with_coupon: number;
    mean_discount_percent_without_coupon: number;
  };
  rejections: Partial<Record<CouponRejectionReason, number>>;
  per_plan: (Totals & { plan: string })[];
  segments: (Totals & { segment: string })[];
}

type Acc = { buyers: number; without: number; with: number; coupon: number; applied: number };
const acc = (): Acc => ({ buyers: 0, without: 0, with: 0, coupon: 0, applied: 0 });
const totals = (a: Acc): Totals => ({
  buyers: a.buyers,
  revenue_without_coupon_usd: centsToUsd(a.without),
  revenue_with_coupon_usd: centsToUsd(a.with),
  coupon_discount_usd: centsToUsd(a.coupon),
  coupon_applied: a.applied,
});

export function simulateCoupon(input: CouponSimInput): CouponSimResult {
  const m = BUYER_MODEL;
  const rng = createRng(input.seed);
  const individual = input.plans.filter(
    (p) => p.plan.planType === PLAN_TYPES.USER && m.featureSetWeights[p.plan.featureSet] && m.validityWeights[p.plan.validityMonths],
  );
  if (individual.length === 0) throw new Error("no individual plan prices to simulate");
  const planChoices = individual.map((p) => ({
    value: p,
    weight: m.featureSetWeights[p.plan.featureSet]! * m.validityWeights[p.plan.validityMonths]!,
  }));
  const all = acc();
  const perPlan = new Map<string, Acc>(individual.map((p) => [p.code, acc()]));
  const segments = new Map<string, Acc>();
  const rejections: Partial<Record<CouponRejectionReason, number>> = {};
  let pctWith = 0;
  let pctWithout = 0;

  for (let i = 0; i < input.learners; i++) {
    const plan = rng.weighted(planChoices);
    const region = input.regional.length > 0 && rng.chance(m.regionalShare) ? rng.pick(input.regional) : null;
    const student = rng.chance(m.githubStudentShare);
    const credit = rng.chance(m.referralCreditShare) ? rng.int(m.referralCreditUsd[0], m.referralCreditUsd[1]) * 100 : 0;
    const base = {
      item: { kind: "plan" as const, plan: plan.plan },
      listPriceCents: plan.listPriceCents,
      regionalDiscountPercent: region?.percent ?? 0,
      githubStudent: student ? { verified: true, percent: input.githubStudentPercent } : null,
      referralBalanceCents: credit,
      now: input.now,
    };
    const without = priceCheckout(base);
    const withCoupon = priceCheckout({ ...base, coupon: input.coupon });
    const couponCents = -(withCoupon.lineItems.find((l) => l.id === "coupon_discount")?.amountCents ?? 0);
    if (withCoupon.couponRejection) {
      const r = withCoupon.couponRejection.reason;
      rejections[r] = (rejections[r] ?? 0) + 1;
    }
    const segment = [region ? "regional" : "full price", student ? "student" : null, credit ? "credit" : null].filter(Boolean).join("+");
    if (!segments.has(segment)) segments.set(segment, acc());
    for (const a of [all, perPlan.get(plan.code)!, segments.get(segment)!]) {
      a.buyers += 1;
      a.without += without.totalCents;
      a.with += withCoupon.totalCents;
      a.coupon += couponCents;
      if (!withCoupon.couponRejection) a.applied += 1;
    }
    pctWith += withCoupon.discountPercent;
    pctWithout += without.discountPercent;
  }

  const change = all.with - all.without;
  return {
    coupon: input.coupon.code,
    now: input.now.toISOString(),
    learners: input.learners,
    seed: input.seed,
    model: m,
    totals: {
      ...totals(all),
      revenue_change_usd: centsToUsd(change),
      revenue_change_percent: all.without > 0 ? round2((100 * change) / all.without) : 0,
      mean_discount_percent_with_coupon: round2(pctWith / Math.max(1, input.learners)),
      mean_discount_percent_without_coupon: round2(pctWithout / Math.max(1, input.learners)),
    },
    rejections,
    per_plan: individual.map((p) => ({ plan: p.code, ...totals(perPlan.get(p.code)!) })).filter((p) => p.buyers > 0),
    segments: [...segments.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([segment, a]) => ({ segment, ...totals(a) })),
  };
}
