import { describe, it, expect } from "vitest";
import { checkCoupon, couponDiscountCents, couponRejectionMessage, parsePlanCode, type CheckoutItem, type Coupon } from "~/engine";

const NOW = "2025-06-01T12:00:00Z";
const planItem: CheckoutItem = { kind: "plan", plan: parsePlanCode("300-12-6000") };
const courseItem: CheckoutItem = { kind: "course", author_id: 10, work_id: 20 };
const base: Coupon = { code: "SAVE10", kind: "percent", percentOff: 10 };

describe("checkCoupon", () => {
  it.each<[string, Coupon, CheckoutItem, string | null]>([
    ["unrestricted percent coupon on a plan", base, planItem, null],
    ["unrestricted coupon on a course", base, courseItem, null],
    ["fixed amount", { code: "FIVE", kind: "amount", amountOffCents: 500 }, planItem, null],
    ["percent out of range", { ...base, percentOff: 120 }, planItem, "invalid-coupon"],
    ["zero percent", { ...base, percentOff: 0 }, planItem, "invalid-coupon"],
    ["fractional amount", { code: "X", kind: "amount", amountOffCents: 1.5 }, planItem, "invalid-coupon"],
    ["amount missing", { code: "X", kind: "amount" }, planItem, "invalid-coupon"],
    ["expired exactly now", { ...base, expiresAt: NOW }, planItem, "expired"],
    ["expired yesterday", { ...base, expiresAt: "2025-05-31T12:00:00Z" }, planItem, "expired"],
    ["expires tomorrow", { ...base, expiresAt: "2025-06-02T12:00:00Z" }, planItem, null],
    ["cap reached", { ...base, maxRedemptions: 3, redemptions: 3 }, planItem, "redemption-cap-reached"],
    ["under the cap", { ...base, maxRedemptions: 3, redemptions: 2 }, planItem, null],
    ["unlimited cap", { ...base, maxRedemptions: null, redemptions: 1000 }, planItem, null],
    ["limited to this plan", { ...base, planCodes: ["100-1-6000", "300-12-6000"] }, planItem, null],
    ["limited to another plan", { ...base, planCodes: ["300-24-6000"] }, planItem, "not-for-this-plan"],
    ["malformed plan code in the list never matches", { ...base, planCodes: ["premium"] }, planItem, "not-for-this-plan"],
    ["limited to courses only, buying a plan", { ...base, courses: [{ author_id: 10, work_id: 20 }] }, planItem, "not-for-this-plan"],
    ["limited to this course (ids compared as text)", { ...base, courses: [{ author_id: "10", work_id: "20" }] }, courseItem, null],
    ["limited to another course", { ...base, courses: [{ author_id: 10, work_id: 21 }] }, courseItem, "not-for-this-course"],
    ["limited to plans only, buying a course", { ...base, planCodes: ["300-12-6000"] }, courseItem, "not-for-this-course"],
  ])("%s", (_name, coupon, item, reason) => {
    const result = checkCoupon(coupon, item, NOW);
    if (reason === null) {
      expect(result).toEqual({ ok: true });
    } else {
      expect(result).toEqual({ ok: false, reason, message: couponRejectionMessage(reason as never, coupon.code) });
    }
  });

  it("checks expiry before the redemption cap", () => {
    const result = checkCoupon({ ...base, expiresAt: "2025-01-01", maxRedemptions: 1, redemptions: 5 }, planItem, NOW);
    expect(result.ok ? null : result.reason).toBe("expired");
  });
});

describe("couponRejectionMessage", () => {
  it.each([
    ["invalid-coupon", 'The coupon "X" is not valid.'],
    ["expired", 'The coupon "X" has expired.'],
    ["redemption-cap-reached", 'The coupon "X" has reached its redemption limit.'],
    ["not-for-this-plan", 'The coupon "X" cannot be applied to this plan.'],
    ["not-for-this-course", 'The coupon "X" cannot be applied to this course.'],
  ] as const)("%s", (reason, text) => {
    expect(couponRejectionMessage(reason, "X")).toBe(text);
  });
});

describe("couponDiscountCents", () => {
  it.each<[Coupon, number, number]>([
    [{ code: "P", kind: "percent", percentOff: 15 }, 14328, 2149],
    [{ code: "P", kind: "percent", percentOff: 50 }, 1005, 503],
    [{ code: "P", kind: "percent", percentOff: 100 }, 999, 999],
    [{ code: "A", kind: "amount", amountOffCents: 500 }, 1999, 500],
    [{ code: "A", kind: "amount", amountOffCents: 5000 }, 1999, 1999],
    [{ code: "A", kind: "amount", amountOffCents: 500 }, 0, 0],
  ])("%j on %s → %s", (coupon, remaining, expected) => {
    expect(couponDiscountCents(coupon, remaining)).toBe(expected);
  });
});
