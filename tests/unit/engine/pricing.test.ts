import { describe, it, expect } from "vitest";
import { parsePlanCode, priceCheckout, upgradeCredit, type CheckoutItem, type PriceCheckoutInput } from "~/engine";

const plan: CheckoutItem = { kind: "plan", plan: parsePlanCode("300-12-6000") };
const NOW = "2025-07-02T10:00:00Z";

const full: PriceCheckoutInput = {
  item: plan,
  listPriceCents: 19900,
  regionalDiscountPercent: 20,
  githubStudent: { verified: true, percent: 10 },
  coupon: { code: "SUMMER15", kind: "percent", percentOff: 15, discount_never_expires: true },
  upgradeFrom: { paidCents: 5900, start_date: "2025-01-01", expiration_date: "2026-01-01" },
  referralBalanceCents: 2500,
  conversionRate: 83.5,
  now: NOW,
};

describe("priceCheckout: every step in order", () => {
  const price = priceCheckout(full);

  it("applies list → regional → GitHub → coupon → upgrade credit → referral credit", () => {
    // 19900 −20% (3980) = 15920; −10% (1592) = 14328; −15% (2149.2 → 2149) = 12179;
    // upgrade credit 5900 × 183/365 = 2958.08 → 2958 → 9221; referral 2500 → 6721
    expect(price.lineItems).toEqual([
      { id: "list_price", label: "List price", amountCents: 19900 },
      { id: "regional_discount", label: "Regional discount (20%)", amountCents: -3980, percentage: 20 },
      { id: "github_discount", label: "GitHub student discount (10%)", amountCents: -1592, percentage: 10 },
      { id: "coupon_discount", label: "Coupon SUMMER15 (15%)", amountCents: -2149, percentage: 15 },
      { id: "upgrade_credit", label: "Upgrade credit (183 of 365 days unused)", amountCents: -2958 },
      { id: "referral_credit", label: "Referral credit", amountCents: -2500 },
    ]);
    expect(price.totalCents).toBe(6721);
    expect(price.lineItems.reduce((s, l) => s + l.amountCents, 0)).toBe(price.totalCents);
  });

  it("fills the platform Pricing fields in USD", () => {
    expect(price.pricing).toEqual({
      total_price_usd: 67.21,
      credit_amount_usd: 25,
      coupon: { coupon_discount_usd: 21.49, discount_never_expires: true },
      workData: { upgrade_discount_amount_usd: 29.58 },
      conversion_rate: 83.5,
    });
    expect(price.convertedTotal).toBe(5612.04);
    expect(price.itemCode).toBe("300-12-6000");
  });

  it("reports the discount before credits", () => {
    expect(price.discountedCents).toBe(12179);
    expect(price.discountPercent).toBe(39); // round((1 − 12179/19900) × 100) = round(38.8)
  });
});

describe("priceCheckout: single rules", () => {
  const bare: PriceCheckoutInput = { item: plan, listPriceCents: 10000, now: NOW };

  it.each<[string, Partial<PriceCheckoutInput>, number, string[]]>([
    ["list price only", {}, 10000, ["list_price"]],
    ["regional only", { regionalDiscountPercent: 25 }, 7500, ["list_price", "regional_discount"]],
    ["GitHub discount needs a verified student", { githubStudent: { verified: false, percent: 50 } }, 10000, ["list_price"]],
    ["verified GitHub student", { githubStudent: { verified: true, percent: 50 } }, 5000, ["list_price", "github_discount"]],
    ["zero regional percent adds no line", { regionalDiscountPercent: 0 }, 10000, ["list_price"]],
    ["fixed coupon", { coupon: { code: "TEN", kind: "amount", amountOffCents: 1000 } }, 9000, ["list_price", "coupon_discount"]],
    [
      "fixed coupon larger than the price stops at zero",
      { coupon: { code: "BIG", kind: "amount", amountOffCents: 50000 } },
      0,
      ["list_price", "coupon_discount"],
    ],
    ["referral credit larger than the price", { referralBalanceCents: 99999 }, 0, ["list_price", "referral_credit"]],
    [
      "no referral line when nothing is left",
      { coupon: { code: "ALL", kind: "percent", percentOff: 100 }, referralBalanceCents: 500 },
      0,
      ["list_price", "coupon_discount"],
    ],
    [
      "no upgrade line when nothing is left",
      {
        coupon: { code: "ALL", kind: "percent", percentOff: 100 },
        upgradeFrom: { paidCents: 5000, start_date: "2025-07-01", expiration_date: "2025-08-01" },
      },
      0,
      ["list_price", "coupon_discount"],
    ],
    [
      "expired subscription gives no upgrade credit",
      { upgradeFrom: { paidCents: 5000, start_date: "2025-01-01", expiration_date: "2025-02-01" } },
      10000,
      ["list_price"],
    ],
  ])("%s", (_name, extra, total, ids) => {
    const price = priceCheckout({ ...bare, ...extra });
    expect(price.totalCents).toBe(total);
    expect(price.lineItems.map((l) => l.id)).toEqual(ids);
  });

  it("rounds half up at each step", () => {
    // 1005 −50% = 502.5 → 503 off → 502; −50% = 251 off → 251
    const price = priceCheckout({
      item: plan,
      listPriceCents: 1005,
      regionalDiscountPercent: 50,
      githubStudent: { verified: true, percent: 50 },
      now: NOW,
    });
    expect(price.lineItems.map((l) => l.amountCents)).toEqual([1005, -503, -251]);
    expect(price.totalCents).toBe(251);
  });

  it("keeps a rejected coupon out of the price and explains why", () => {
    const price = priceCheckout({ ...bare, coupon: { code: "OLD", kind: "percent", percentOff: 30, expiresAt: "2025-01-01" } });
    expect(price.totalCents).toBe(10000);
    expect(price.pricing.coupon).toBeNull();
    expect(price.couponRejection).toEqual({ code: "OLD", reason: "expired", message: 'The coupon "OLD" has expired.' });
  });

  it("prices a course checkout and applies a coupon limited to it", () => {
    const course: CheckoutItem = { kind: "course", author_id: 1, work_id: 2 };
    const price = priceCheckout({
      item: course,
      listPriceCents: 4900,
      coupon: { code: "C", kind: "percent", percentOff: 10, courses: [{ author_id: 1, work_id: 2 }] },
      now: NOW,
    });
    expect(price.itemCode).toBe("course:1:2");
    expect(price.totalCents).toBe(4410);
    expect(price.pricing.coupon).toEqual({ coupon_discount_usd: 4.9, discount_never_expires: false });
    expect(price.pricing.conversion_rate).toBe(1);
  });

  it.each<[string, Partial<PriceCheckoutInput>, string]>([
    ["negative list price", { listPriceCents: -1 }, "listPriceCents"],
    ["fractional list price", { listPriceCents: 10.5 }, "listPriceCents"],
    ["regional over 100", { regionalDiscountPercent: 101 }, "regionalDiscountPercent"],
    ["GitHub negative", { githubStudent: { verified: true, percent: -5 } }, "githubStudent.percent"],
    ["negative referral balance", { referralBalanceCents: -100 }, "referralBalanceCents"],
    ["zero conversion rate", { conversionRate: 0 }, "conversionRate"],
  ])("rejects %s", (_name, extra, message) => {
    expect(() => priceCheckout({ ...bare, ...extra })).toThrow(message);
  });
});

describe("priceCheckout: the discount for replacing an expiring card", () => {
  it("comes after the coupon, on what is left, and counts in the discount before credits", () => {
    const price = priceCheckout({ item: plan, listPriceCents: 5900, coupon: full.coupon, cardUpdateDiscountPercent: 10, now: NOW });
    // 5900 −15% (885) = 5015; −10% (501.5 → 502) = 4513
    expect(price.lineItems).toEqual([
      { id: "list_price", label: "List price", amountCents: 5900 },
      { id: "coupon_discount", label: "Coupon SUMMER15 (15%)", amountCents: -885, percentage: 15 },
      { id: "card_update_discount", label: "Discount for updating your card (10%)", amountCents: -502, percentage: 10 },
    ]);
    expect(price.totalCents).toBe(4513);
    expect(price.discountedCents).toBe(4513);
  });
  it("adds no line at 0 and refuses a percent outside 0–100", () => {
    expect(priceCheckout({ item: plan, listPriceCents: 5900, cardUpdateDiscountPercent: 0, now: NOW }).lineItems).toHaveLength(1);
    expect(() => priceCheckout({ item: plan, listPriceCents: 5900, cardUpdateDiscountPercent: 101, now: NOW })).toThrow(/cardUpdateDiscountPercent/);
  });
});

describe("upgradeCredit", () => {
  it.each([
    // paid, start, end, now, credit, remaining, total
    [12000, "2025-01-01", "2025-01-31", "2025-01-16T08:00:00Z", 6000, 15, 30],
    [5900, "2025-01-01", "2026-01-01", "2025-07-02", 2958, 183, 365],
    [1000, "2025-01-01", "2025-01-04", "2025-01-02", 667, 2, 3], // 666.67 → 667
    [1000, "2025-01-01", "2025-01-31", "2024-12-01", 1000, 30, 30], // not started: capped at the period
    [1000, "2025-01-01", "2025-01-31", "2025-03-01", 0, 0, 30], // over
    [1000, "2025-01-31", "2025-01-01", "2025-01-15", 0, 0, 0], // inverted period
  ])("paid %s, %s → %s at %s: %s cents", (paid, start, end, now, credit, remaining, total) => {
    expect(upgradeCredit({ paidCents: paid, start_date: start, expiration_date: end }, now)).toEqual({
      creditCents: credit,
      remainingDays: remaining,
      totalDays: total,
    });
  });
});
