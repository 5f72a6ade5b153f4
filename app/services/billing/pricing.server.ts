// Prices what a learner is about to buy: the engine's priceCheckout on the database's list
// prices, the learner's regional and student discounts, a coupon, and (upgrades) the credit of
// the current plan. Every screen and API path of a checkout prices through here, so the page,
// the coupon API and the charge always agree to the cent.
import {
  assertCheckoutType,
  basicL2cSwitch,
  formatPlanCode,
  GITHUB_STUDENT_DISCOUNT_PERCENT,
  type PlanCheckoutType,
  MESSAGES,
  checkCoupon,
  priceCheckout,
  tryParsePlanCode,
  type CheckoutPrice,
  type CheckoutType,
  type PlanCode,
  labelWinBackLine,
  winBackCoupon,
  FEATURE_SETS,
  PLAN_TYPES,
  siteCouponBannerText,
  siteCouponLockInPercent,
} from "~/engine";
import { usableChurnedBuyerDiscount } from "~/models/churnedBuyerDiscount.server";
import { findCourseByIds, getCourseOutline } from "~/models/catalog.server";
import { isTrialCheckout, planName } from "~/engine/plans";
import {
  canSeeCustomAction,
  customActionIdProblem,
  customActionListPriceCents,
  customActionPurchaseRefusal,
  CUSTOM_ACTION_TEXTS,
} from "~/engine/customActions";
import { adminOrganizationIds, findCustomAction } from "~/models/customAction.server";
import { spendableReferralBalance } from "./referrals.server";
import {
  findCoupon,
  findPlanPrice,
  findProductPrice,
  findSiteCoupon,
  listAllPlanPrices,
  regionalDiscountPercent,
  type DescribedCoupon,
} from "~/models/commerce.server";
import { listCourseProgress } from "~/models/progress.server";
import { summarizeCourseProgress } from "~/engine/catalog";
import { activeSubscription, type Subscription } from "~/models/subscription.server";
import type { User } from "~/models/user.server";
import { badRequest, notFound } from "~/utils/http.server";

export const PLAN_NOT_FOUND = "We could not find that plan. Choose one on the plans page.";
export const COUPON_NOT_FOUND = (code: string) => `The coupon "${code}" does not exist.`;
export const COUPON_DISABLED = (code: string) => `The coupon "${code}" is no longer available.`;

export { isPlanCheckoutType, PLAN_CHECKOUT_TYPES, type PlanCheckoutType } from "~/engine/plans";

/** The checkout type of the URL, or 400 "Unexpected checkout type" (docs/product/billing.md#checkout). */
export function requireCheckoutType(raw: string | undefined): CheckoutType {
  try {
    assertCheckoutType(raw);
    return raw;
  } catch {
    badRequest(MESSAGES.unexpectedCheckoutType);
  }
}

/** A plan code of the URL that has a list price, or 404 with a way back to the plans. */
export async function requirePlan(raw: string | null | undefined): Promise<{ plan: PlanCode; code: string; listPriceCents: number }> {
  const parsed = tryParsePlanCode(raw ?? "");
  if (!parsed.ok) notFound(PLAN_NOT_FOUND);
  const code = formatPlanCode(parsed.plan);
  const row = await findPlanPrice(code);
  if (!row) notFound(PLAN_NOT_FOUND);
  return { plan: parsed.plan, code, listPriceCents: row.listPriceCents };
}

/**
 * The site coupon while it is valid (active, not expired, redemptions left): every visitor's
 * prices include it unless they choose another coupon or none.
 */
export async function activeSiteCoupon(now: Date): Promise<DescribedCoupon | null> {
  const coupon = await findSiteCoupon();
  if (!coupon || !coupon.active) return null;
  // Checked against an unrestricted item: plan and course limits are checked per item when priced.
  const check = checkCoupon(
    { ...coupon, planCodes: null, courses: null },
    { kind: "plan", plan: { featureSet: 300, validityMonths: 12, planType: 6000 } },
    now,
  );
  return check.ok ? coupon : null;
}

/**
 * The active site coupon as its banner shows it (docs/product/billing.md#banners): its LOCK IN
 * percent (siteCouponLockInPercent: never-expiring coupons only, over the individual plans' list
 * prices) and, when options.l2c, whether it applies to a Learn to Code plan (`is_coupon_valid_for_l2c`).
 */
export async function siteCouponOffer(
  now: Date,
  options: { l2c: boolean } = { l2c: true },
): Promise<{ coupon: DescribedCoupon; lockInPercent: number; validForL2c: boolean; banner: string } | null> {
  const coupon = await activeSiteCoupon(now);
  if (!coupon) return null;
  // The plans' prices are read only when needed (a banner of a coupon that is not for life needs none).
  const plans = options.l2c || coupon.discount_never_expires === true ? await listAllPlanPrices() : [];
  const lockInPercent = siteCouponLockInPercent(coupon, plans, now);
  const validForL2c = plans.some((p) => {
    const parsed = tryParsePlanCode(p.planCode);
    return (
      parsed.ok &&
      p.featureSet === FEATURE_SETS.L2C &&
      p.planType === PLAN_TYPES.USER &&
      checkCoupon(coupon, { kind: "plan", plan: parsed.plan }, now).ok
    );
  });
  return { coupon, lockInPercent, validForL2c, banner: siteCouponBannerText({ ...coupon, lockInPercent }) };
}

/** A coupon code typed by the learner: the coupon, or a sentence saying why there is none. */
export async function lookUpCoupon(code: string | null | undefined): Promise<{ coupon: DescribedCoupon | null; problem: string | null }> {
  const trimmed = (code ?? "").trim().toUpperCase();
  if (!trimmed) return { coupon: null, problem: null };
  if (trimmed.length > 64 || !/^[A-Z0-9_-]+$/.test(trimmed)) return { coupon: null, problem: COUPON_NOT_FOUND(trimmed.slice(0, 64)) };
  const coupon = await findCoupon(trimmed);
  if (!coupon) return { coupon: null, problem: COUPON_NOT_FOUND(trimmed) };
  if (!coupon.active) return { coupon: null, problem: COUPON_DISABLED(trimmed) };
  return { coupon, problem: null };
}

export type PlanQuote = {
  checkoutType: PlanCheckoutType;
  /** what is bought: the plan code */
  itemCode: string;
  planCode: string;
  plan: PlanCode;
  price: CheckoutPrice;
  /** why a typed coupon does not apply (unknown, disabled, expired, used up, other plans) */
  couponProblem: string | null;
  couponCode: string | null;
  /** upgrades and downgrades: the subscription being replaced */
  replaces: Subscription | null;
  country: string | null;
};

/** The checkouts the win-back pays for (and is spent by): reactivating one's plan, or a gift. */
export const WIN_BACK_CHECKOUT_TYPES: ReadonlySet<string> = new Set(["subscription-reactivation", "subscription-gift"]);

/**
 * Prices a plan checkout for this learner now. Upgrades credit the unused value of the current
 * plan (pro rata by days left); basic ↔ learn-to-code switches exist only for 1-month plans.
 */
export async function quotePlan(input: {
  user: User;
  checkoutType: PlanCheckoutType;
  planCode: string | null | undefined;
  couponCode?: string | null;
  country: string | null;
  now: Date;
}): Promise<PlanQuote> {
  const { plan, code, listPriceCents } = await requirePlan(input.planCode);
  const current = await activeSubscription(input.user.id, input.now);
  let replaces: Subscription | null = null;
  if (input.checkoutType === "subscription-upgrade" || input.checkoutType === "subscription-downgrade") {
    if (!current || current.isTrial) badRequest("There is no paid subscription to change. Choose a plan to buy instead.");
    const from = tryParsePlanCode(current.planCode);
    if (from.ok) {
      const sw = basicL2cSwitch(from.plan, plan);
      if (!sw.allowed && isBasicL2cPair(from.plan.featureSet, plan.featureSet)) badRequest(sw.reason);
    }
    if (current.planCode === code) badRequest("You already have this plan.");
    replaces = current;
  }
  const { coupon, problem } = await lookUpCoupon(input.couponCode);
  // The win-back (churned-buyer discount) takes the coupon step of a reactivation, or of a gift
  // (the gift banner's Claim Gift, docs/product/billing.md#banners), without a coupon.
  const winBack =
    WIN_BACK_CHECKOUT_TYPES.has(input.checkoutType) && !coupon && !problem ? await usableChurnedBuyerDiscount(input.user.id, input.now) : null;
  const regional = input.country ? await regionalDiscountPercent(input.country) : 0;
  const priced = priceCheckout({
    item: { kind: "plan", plan },
    listPriceCents,
    regionalDiscountPercent: regional,
    githubStudent: input.user.isGithubStudent ? { verified: true, percent: GITHUB_STUDENT_DISCOUNT_PERCENT } : null,
    coupon: coupon ?? (winBack ? winBackCoupon(winBack.discountPercentage) : null),
    upgradeFrom:
      replaces && input.checkoutType === "subscription-upgrade"
        ? { paidCents: replaces.paidCents, start_date: replaces.startDate, expiration_date: replaces.expirationDate }
        : null,
    // The last step (docs/product/billing.md#prices): the learner's referral credit (what checkouts still paying do not hold).
    // A free trial charges nothing today, so it spends no credit.
    referralBalanceCents: isTrialCheckout(input.checkoutType) ? 0 : await spendableReferralBalance(input.user.id, input.now),
    now: input.now,
  });
  const price = winBack ? labelWinBackLine(priced) : priced;
  return {
    checkoutType: input.checkoutType,
    itemCode: code,
    planCode: code,
    plan,
    price,
    couponProblem: problem ?? price.couponRejection?.message ?? null,
    couponCode: coupon && !price.couponRejection ? coupon.code : null,
    replaces,
    country: input.country,
  };
}

const isBasicL2cPair = (a: number, b: number) => (a === 100 && b === 150) || (a === 150 && b === 100);

export const COURSE_NOT_SOLD = "This course is not sold on its own. Choose a plan on the plans page.";
export const COURSE_NOT_FOUND = "We could not find that course.";

export type CourseQuote = {
  checkoutType: "course-purchase";
  /** course:{author_id}:{work_id} */
  itemCode: string;
  course: { authorId: number; workId: number; title: string; slug: string };
  price: CheckoutPrice;
  couponProblem: string | null;
  couponCode: string | null;
  country: string | null;
};

/** Prices a course bought a-la-carte: its list price, the learner's discounts, a coupon for courses. */
export async function quoteCourse(input: {
  user: User;
  authorId: unknown;
  workId: unknown;
  couponCode?: string | null;
  country: string | null;
  now: Date;
}): Promise<CourseQuote> {
  const authorId = Number(input.authorId);
  const workId = Number(input.workId);
  if (!Number.isSafeInteger(authorId) || !Number.isSafeInteger(workId) || authorId <= 0 || workId <= 0) notFound(COURSE_NOT_FOUND);
  const course = await findCourseByIds(authorId, workId);
  if (!course) notFound(COURSE_NOT_FOUND);
  if (course.isFree || course.listPriceCents === null || course.isMarkedForDeletion) notFound(COURSE_NOT_SOLD);
  const { coupon, problem } = await lookUpCoupon(input.couponCode);
  const price = priceCheckout({
    item: { kind: "course", author_id: authorId, work_id: workId },
    listPriceCents: course.listPriceCents,
    regionalDiscountPercent: input.country ? await regionalDiscountPercent(input.country) : 0,
    githubStudent: input.user.isGithubStudent ? { verified: true, percent: GITHUB_STUDENT_DISCOUNT_PERCENT } : null,
    coupon,
    now: input.now,
  });
  return {
    checkoutType: "course-purchase",
    itemCode: price.itemCode,
    course: { authorId, workId, title: course.title, slug: course.slug },
    price,
    couponProblem: problem ?? price.couponRejection?.message ?? null,
    couponCode: coupon && !price.couponRejection ? coupon.code : null,
    country: input.country,
  };
}

export const CERTIFICATE_NOT_EARNED = "Finish every lesson of this course first: the certificate shows that you completed it.";
export const NOT_FOR_SALE = "This is not for sale right now.";
export const ACTION_REQUIRED = "A coupon purchase names the action it is for (action_id).";

export type ProductQuote = {
  checkoutType: "certificate-purchase" | "coupon-purchase";
  /** certificate:{author_id}:{work_id} or coupon:{plan}:{action_id} */
  itemCode: string;
  label: string;
  price: CheckoutPrice;
  couponProblem: string | null;
  couponCode: string | null;
  country: string | null;
  /** coupon-purchase: the plan the bought coupons give, and how many one purchase creates */
  planCode?: string;
  couponCount?: number;
  course?: { authorId: number; workId: number; title: string };
};

/** A certificate of completion of a course the learner finished: the seeded certificate price. */
export async function quoteCertificate(input: { user: User; authorId: unknown; workId: unknown; now: Date }): Promise<ProductQuote> {
  const authorId = Number(input.authorId);
  const workId = Number(input.workId);
  if (!Number.isSafeInteger(authorId) || !Number.isSafeInteger(workId) || authorId <= 0 || workId <= 0) notFound(COURSE_NOT_FOUND);
  const course = await findCourseByIds(authorId, workId);
  if (!course) notFound(COURSE_NOT_FOUND);
  const lessons = (await getCourseOutline(course.id)).flatMap((s) => s.lessons.map((l) => l.id));
  const progress = summarizeCourseProgress(lessons, await listCourseProgress(input.user.id, course.id));
  if (progress.total === 0 || progress.completed < progress.total) badRequest(CERTIFICATE_NOT_EARNED);
  const listPriceCents = await findProductPrice("certificate");
  if (listPriceCents === null) notFound(NOT_FOR_SALE);
  const price = priceCheckout({ item: { kind: "course", author_id: authorId, work_id: workId }, listPriceCents, now: input.now });
  return {
    checkoutType: "certificate-purchase",
    itemCode: `certificate:${authorId}:${workId}`,
    label: `Certificate of completion: ${course.title}`,
    price,
    couponProblem: null,
    couponCode: null,
    country: null,
    course: { authorId, workId, title: course.title },
  };
}

/**
 * The coupons of a custom action (docs/product/billing.md#custom-actions): one purchase creates the
 * action's number of one-use coupons for its plan, at the plan's list price each. Only an admin of
 * the action's sponsor buys them; anyone else is told there is no such action.
 */
export async function quoteCouponPurchase(input: { user: User; planCode: unknown; actionId: unknown; now: Date }): Promise<ProductQuote> {
  const actionId = typeof input.actionId === "string" ? input.actionId.trim() : "";
  if (!actionId) badRequest(ACTION_REQUIRED);
  const action = customActionIdProblem(actionId) ? undefined : await findCustomAction(actionId);
  const admins = await adminOrganizationIds(input.user.id);
  const sees = action && canSeeCustomAction({ isStaff: false, adminOfOrganizationIds: admins }, action);
  if (!action || !sees) notFound(CUSTOM_ACTION_TEXTS.notFound);
  const { plan, code, listPriceCents } = await requirePlan(typeof input.planCode === "string" ? input.planCode : "");
  const refused = customActionPurchaseRefusal(action, { isSponsorAdmin: true, planCode: code });
  if (refused) badRequest(refused);
  const count = action.couponsPerPurchase;
  const price = priceCheckout({ item: { kind: "plan", plan }, listPriceCents: customActionListPriceCents(listPriceCents, count), now: input.now });
  return {
    checkoutType: "coupon-purchase",
    itemCode: `coupon:${code}:${actionId}`,
    label: `${count === 1 ? "A coupon" : `${count} coupons`} for ${planName(code)}: ${action.title}`,
    price,
    couponProblem: null,
    couponCode: null,
    country: null,
    planCode: code,
    couponCount: count,
  };
}
