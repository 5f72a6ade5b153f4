import { describe, expect, it } from "vitest";
import { PAYPAL_TEXTS, priceInInr, recurringLimitText, recurringPaypalLabel, recurringPaypalRefusal } from "~/engine/paypal";
import { parsePlanCode } from "~/engine/plans";

const facts = (over: Partial<Parameters<typeof recurringPaypalRefusal>[0]> = {}) => ({
  featureFlagOn: true,
  checkoutType: "subscription-buy",
  plan: parsePlanCode("300-1-6000"),
  amountCents: 5900,
  inrPerUsd: 84,
  ...over,
});

describe("recurring PayPal", () => {
  it("is allowed for an individual 1- or 12-month plan under the rupee limit, with the flag on", () => {
    expect(recurringPaypalRefusal(facts())).toBeNull();
    expect(recurringPaypalRefusal(facts({ plan: parsePlanCode("100-12-6000"), amountCents: 14900 }))).toBeNull();
    expect(recurringPaypalRefusal(facts({ checkoutType: "subscription-upgrade" }))).toBeNull();
  });

  it("is refused with the flag off, for other terms, plan types and checkouts, each with its reason", () => {
    expect(recurringPaypalRefusal(facts({ featureFlagOn: false }))).toBe(PAYPAL_TEXTS.recurringOff);
    expect(recurringPaypalRefusal(facts({ plan: parsePlanCode("300-3-6000") }))).toBe(PAYPAL_TEXTS.recurringPlan);
    expect(recurringPaypalRefusal(facts({ plan: parsePlanCode("300-24-6000") }))).toBe(PAYPAL_TEXTS.recurringPlan);
    expect(recurringPaypalRefusal(facts({ plan: parsePlanCode("300-12-6001") }))).toBe(PAYPAL_TEXTS.recurringPlan);
    expect(recurringPaypalRefusal(facts({ checkoutType: "subscription-gift" }))).toBe(PAYPAL_TEXTS.recurringPlan);
    expect(recurringPaypalRefusal(facts({ plan: null }))).toBe(PAYPAL_TEXTS.recurringPlan);
  });

  it("compares the price in rupees strictly under the limit (15,000 unless configured)", () => {
    // 15,000 rupees at 84 a dollar is $178.57…: $178.57 is 15,000 rupees once rounded, so refused; $178.56 is 14,999.
    expect(priceInInr(17857, 84)).toBe(15000);
    expect(recurringPaypalRefusal(facts({ plan: parsePlanCode("300-12-6000"), amountCents: 17857 }))).toBe(recurringLimitText(15000));
    expect(recurringPaypalRefusal(facts({ plan: parsePlanCode("300-12-6000"), amountCents: 17856 }))).toBeNull();
    expect(recurringPaypalRefusal(facts({ plan: parsePlanCode("300-12-6000"), amountCents: 29900, inrUpperLimit: 30000 }))).toBeNull();
    expect(recurringLimitText(15000)).toBe("Recurring PayPal payments are only for plans under ₹15,000 a period. Pay once with PayPal instead.");
  });

  it("labels the button with what PayPal takes each period", () => {
    expect(recurringPaypalLabel(5900, 1)).toBe("Pay $59.00 a month with PayPal");
    expect(recurringPaypalLabel(14900, 12)).toBe("Pay $149.00 a year with PayPal");
  });
});
