import { describe, it, expect } from "vitest";
import { bannerDiscountLines, bestDiscount, combinedDiscount, discountPercent, priceCheckout } from "~/engine";

describe("discountPercent = round((1 − discounted / list) × 100)", () => {
  it.each([
    [14900, 19900, 25],
    [9950, 19900, 50],
    [19900, 19900, 0],
    [0, 19900, 100],
    [100, 0, 0],
    [66.5, 100, 34], // 33.5 rounds up
  ])("%s of %s → %s%%", (discounted, list, pct) => {
    expect(discountPercent(discounted, list)).toBe(pct);
  });
});

describe("combinedDiscount = 100 − 100 × Π(1 − dᵢ/100)", () => {
  it.each([
    ["no lines", [], 0],
    ["one line", [{ id: "coupon", percentage: 20 }], 20],
    [
      "two lines",
      [
        { id: "coupon", percentage: 20 },
        { id: "special", percentage: 10 },
      ],
      28,
    ],
    [
      "GitHub and regional lines ignored",
      [
        { id: "coupon", percentage: 20 },
        { id: "regional_discount", percentage: 50 },
        { id: "github_discount", percentage: 10 },
        { id: "special", percentage: 10 },
      ],
      28,
    ],
    ["only ignored lines", [{ id: "regional_discount", percentage: 40 }], 0],
    [
      "three lines",
      [
        { id: "a", percentage: 50 },
        { id: "b", percentage: 50 },
        { id: "c", percentage: 50 },
      ],
      87.5,
    ],
  ])("%s → %s", (_name, lines, expected) => {
    expect(combinedDiscount(lines)).toBe(expected);
  });
});

describe("bestDiscount", () => {
  it.each([
    ["no plans", [], { percent: 0, plan: null }],
    [
      "maximum across plans",
      [
        { plan: "300-1-6000", lines: [{ id: "coupon", percentage: 10 }] },
        {
          plan: "300-12-6000",
          lines: [
            { id: "coupon", percentage: 20 },
            { id: "annual", percentage: 10 },
          ],
        },
        { plan: "300-24-6000", lines: [{ id: "regional_discount", percentage: 60 }] },
      ],
      { percent: 28, plan: "300-12-6000" },
    ],
  ])("%s", (_name, plans, expected) => {
    expect(bestDiscount(plans)).toEqual(expected);
  });
});

describe("bannerDiscountLines (the rule `codelift pricing table` and the site's LOCK IN banner share)", () => {
  it("keeps each reduction's percentage; a fixed amount counts as its share of what was left", () => {
    const price = priceCheckout({
      item: { kind: "plan", plan: { featureSet: 300, validityMonths: 12, planType: 6000 } },
      listPriceCents: 10_000,
      regionalDiscountPercent: 50,
      coupon: { code: "TEN", kind: "amount", amountOffCents: 1_000 },
      now: "2026-03-10T00:00:00Z",
    });
    expect(bannerDiscountLines(price)).toEqual([
      { id: "regional_discount", percentage: 50 },
      { id: "coupon_discount", percentage: 20 },
    ]);
    // The regional line is left out of the combined discount: 20 %.
    expect(combinedDiscount(bannerDiscountLines(price))).toBe(20);
    expect(
      bannerDiscountLines({
        listPriceCents: 0,
        lineItems: [
          { id: "list_price", amountCents: 0 },
          { id: "coupon_discount", amountCents: 0 },
        ],
      }),
    ).toEqual([{ id: "coupon_discount", percentage: 0 }]);
  });
});
