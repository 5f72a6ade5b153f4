// The win-back (churned-buyer discount): the offer, when it may be used, and its line on a price.
import { describe, expect, it } from "vitest";
import {
  WIN_BACK_DISCOUNT_DAYS,
  WIN_BACK_DISCOUNT_PERCENT,
  hasWinBackLine,
  isChurnedBuyerDiscountUsable,
  labelWinBackLine,
  priceCheckout,
  winBackCoupon,
  winBackOffer,
} from "~/engine";

const NOW = "2026-03-10T12:00:00.000Z";
const day = (n: number) => new Date(Date.parse(NOW) + n * 86_400_000).toISOString();

describe("win-back offer", () => {
  it("is a repurchase discount valid WIN_BACK_DISCOUNT_DAYS after the plan ends", () => {
    const offer = winBackOffer(day(20), NOW);
    expect(offer).toEqual({
      discountType: "repurchase_discount",
      discountPercentage: WIN_BACK_DISCOUNT_PERCENT,
      expirationDate: day(20 + WIN_BACK_DISCOUNT_DAYS),
    });
  });
  it("counts from now when the plan already ended (or no end is known)", () => {
    expect(winBackOffer(day(-5), NOW).expirationDate).toBe(day(WIN_BACK_DISCOUNT_DAYS));
    expect(winBackOffer(null, NOW).expirationDate).toBe(day(WIN_BACK_DISCOUNT_DAYS));
  });
  it("may be used only unused and before it expires", () => {
    const d = { expiration_date: day(3), churned_buyer_discount_type: "repurchase_discount" as const, discount_percentage: 20 };
    expect(isChurnedBuyerDiscountUsable(d, NOW)).toBe(true);
    expect(isChurnedBuyerDiscountUsable({ ...d, used_at: day(-1) }, NOW)).toBe(false);
    expect(isChurnedBuyerDiscountUsable({ ...d, expiration_date: NOW }, NOW)).toBe(false);
    expect(isChurnedBuyerDiscountUsable(null, NOW)).toBe(false);
  });
  it("is priced at the coupon step and labelled as the win-back", () => {
    const price = labelWinBackLine(
      priceCheckout({
        item: { kind: "plan", plan: { featureSet: 300, validityMonths: 12, planType: 6000 } },
        listPriceCents: 20_000,
        regionalDiscountPercent: 10,
        coupon: winBackCoupon(20),
        now: NOW,
      }),
    );
    expect(price.lineItems.map((l) => [l.label, l.amountCents])).toEqual([
      ["List price", 20_000],
      ["Regional discount (10%)", -2_000],
      ["Win-back discount (20%)", -3_600],
    ]);
    expect(price.totalCents).toBe(14_400);
    expect(hasWinBackLine(price.lineItems)).toBe(true);
    expect(hasWinBackLine([{ label: "Coupon SAVE (20%)", amountCents: -100 }])).toBe(false);
  });
});
