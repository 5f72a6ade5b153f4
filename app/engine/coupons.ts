// Coupons: whether a coupon applies to a checkout item, and how much it takes off.
import { toDate, requireDate, type DateInput } from "./dates";
import { percentOfCents, type Cents } from "./money";
import type { CourseRef } from "./organizations";
import { formatPlanCode, parsePlanCode, type PlanCode } from "./plans";

export interface Coupon {
  code: string;
  kind: "percent" | "amount";
  /** For kind "percent": 0 < percentOff ≤ 100. */
  percentOff?: number;
  /** For kind "amount": a fixed amount in cents. */
  amountOffCents?: Cents;
  /** The coupon cannot be used from this instant on. */
  expiresAt?: DateInput | null;
  /** Redemption cap; null or absent means unlimited. */
  maxRedemptions?: number | null;
  /** Redemptions so far. */
  redemptions?: number;
  /** Limited to these plan codes (e.g. "300-12-6000"), when non-empty. */
  planCodes?: string[] | null;
  /** Limited to these courses, when non-empty. */
  courses?: CourseRef[] | null;
  /** The discount applies to every renewal, not only the first charge. */
  discount_never_expires?: boolean;
}

/** What is being bought: a subscription plan or a single course. */
export type CheckoutItem = { kind: "plan"; plan: PlanCode } | ({ kind: "course" } & CourseRef);

export type CouponRejectionReason = "invalid-coupon" | "expired" | "redemption-cap-reached" | "not-for-this-plan" | "not-for-this-course";

type CouponCheck = { ok: true } | { ok: false; reason: CouponRejectionReason; message: string };

/** The text shown for each rejection reason. */
export function couponRejectionMessage(reason: CouponRejectionReason, code: string): string {
  switch (reason) {
    case "invalid-coupon":
      return `The coupon "${code}" is not valid.`;
    case "expired":
      return `The coupon "${code}" has expired.`;
    case "redemption-cap-reached":
      return `The coupon "${code}" has reached its redemption limit.`;
    case "not-for-this-plan":
      return `The coupon "${code}" cannot be applied to this plan.`;
    case "not-for-this-course":
      return `The coupon "${code}" cannot be applied to this course.`;
  }
}

function reject(reason: CouponRejectionReason, code: string): CouponCheck {
  return { ok: false, reason, message: couponRejectionMessage(reason, code) };
}

function isWellFormed(c: Coupon): boolean {
  if (c.kind === "percent") {
    return typeof c.percentOff === "number" && c.percentOff > 0 && c.percentOff <= 100;
  }
  if (c.kind === "amount") {
    return Number.isInteger(c.amountOffCents) && (c.amountOffCents as number) > 0;
  }
  return false;
}

function samePlan(code: string, plan: PlanCode): boolean {
  try {
    return formatPlanCode(parsePlanCode(code)) === formatPlanCode(plan);
  } catch {
    return false; // a malformed code in a coupon's list never matches
  }
}

/**
 * Every use of a coupon with a redemption limit is taken. `redemptions` counts the uses made;
 * at checkout it also counts the uses held by checkouts still paying.
 */
export function isRedemptionCapReached(coupon: Pick<Coupon, "maxRedemptions" | "redemptions">): boolean {
  return coupon.maxRedemptions !== null && coupon.maxRedemptions !== undefined && (coupon.redemptions ?? 0) >= coupon.maxRedemptions;
}

/**
 * Checks, in this order: well-formed, not expired, under its redemption cap, limited to
 * this plan or course. A coupon limited only to courses does not apply to plans and vice versa.
 */
export function checkCoupon(coupon: Coupon, item: CheckoutItem, now: DateInput): CouponCheck {
  const at = requireDate(now, "now");
  if (!isWellFormed(coupon)) return reject("invalid-coupon", coupon.code);
  const expiresAt = toDate(coupon.expiresAt ?? null);
  if (expiresAt && at.getTime() >= expiresAt.getTime()) return reject("expired", coupon.code);
  if (isRedemptionCapReached(coupon)) return reject("redemption-cap-reached", coupon.code);
  const plans = coupon.planCodes ?? [];
  const courses = coupon.courses ?? [];
  if (plans.length === 0 && courses.length === 0) return { ok: true };
  if (item.kind === "plan") {
    return plans.some((p) => samePlan(p, item.plan)) ? { ok: true } : reject("not-for-this-plan", coupon.code);
  }
  const match = courses.some((c) => String(c.author_id) === String(item.author_id) && String(c.work_id) === String(item.work_id));
  return match ? { ok: true } : reject("not-for-this-course", coupon.code);
}

/** Amount a valid coupon takes off `remainingCents` (never more than what is left). */
export function couponDiscountCents(coupon: Coupon, remainingCents: Cents): Cents {
  const raw = coupon.kind === "percent" ? percentOfCents(remainingCents, coupon.percentOff ?? 0) : (coupon.amountOffCents ?? 0);
  return Math.max(0, Math.min(raw, remainingCents));
}
