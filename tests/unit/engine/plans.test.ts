import { describe, it, expect } from "vitest";
import {
  BUSINESS_CHECKOUT_TYPES,
  INDIVIDUAL_CHECKOUT_TYPES,
  PlanCodeError,
  assertCheckoutType,
  basicL2cSwitch,
  checkoutUrl,
  formatPlanCode,
  isCheckoutType,
  includesWorkProduct,
  isPremiumTier,
  offerPlan,
  parsePlanCode,
  tryParsePlanCode,
  type PlanCode,
} from "~/engine";

describe("parsePlanCode / formatPlanCode", () => {
  it.each([
    ["150-12-6000", { featureSet: 150, validityMonths: 12, planType: 6000 }],
    ["400-24-6000", { featureSet: 400, validityMonths: 24, planType: 6000 }],
    ["100-1-6003", { featureSet: 100, validityMonths: 1, planType: 6003 }],
    [" 300-3-6999 ", { featureSet: 300, validityMonths: 3, planType: 6999 }],
  ])("parses %s", (code, plan) => {
    expect(parsePlanCode(code)).toEqual(plan);
    expect(formatPlanCode(parsePlanCode(code))).toBe(code.trim());
  });

  it.each([
    ["", "expected {featureSet}-{validityMonths}-{planType}"],
    ["premium", "expected {featureSet}-{validityMonths}-{planType}"],
    ["150-12", "expected {featureSet}-{validityMonths}-{planType}"],
    ["150-12-6000-1", "expected {featureSet}-{validityMonths}-{planType}"],
    ["999-12-6000", "unknown feature set 999"],
    ["150-6-6000", "unknown validity 6 months"],
    ["150-12-7000", "unknown plan type 7000"],
  ])("rejects %j", (code, message) => {
    expect(() => parsePlanCode(code)).toThrow(PlanCodeError);
    expect(() => parsePlanCode(code)).toThrow(message);
  });

  it("tryParsePlanCode reports instead of throwing", () => {
    expect(tryParsePlanCode("300-12-6000")).toEqual({ ok: true, plan: { featureSet: 300, validityMonths: 12, planType: 6000 } });
    const bad = tryParsePlanCode("300-12-1");
    expect(bad.ok).toBe(false);
    expect(bad.ok ? "" : bad.error).toContain("unknown plan type 1");
  });
});

describe("checkout types", () => {
  it("has the 11 individual and 8 business checkout types", () => {
    expect(INDIVIDUAL_CHECKOUT_TYPES).toHaveLength(11);
    expect(BUSINESS_CHECKOUT_TYPES).toHaveLength(8);
  });

  it.each([
    "subscription-buy",
    "subscription-gift",
    "coupon-purchase",
    "b2c-trial-quick-avail",
    "enterprise-subscription-buy",
    "team-subscription-seats-purchase",
    "loggedout-enterprise-purchase",
  ] as const)("%s is known", (type) => {
    expect(isCheckoutType(type)).toBe(true);
    expect(() => assertCheckoutType(type)).not.toThrow();
  });

  it.each(["subscription-purchase", "", "SUBSCRIPTION-BUY", null, 42])("%j fails with exactly 'Unexpected checkout type'", (type) => {
    expect(isCheckoutType(type)).toBe(false);
    expect(() => assertCheckoutType(type)).toThrowError(new Error("Unexpected checkout type"));
  });
});

describe("checkoutUrl", () => {
  it.each([
    ["subscription-buy", { plan: "150-12-6000" }, "/checkout/subscription-buy?plan=150-12-6000"],
    ["subscription-upgrade", { plan: "400-24-6000" }, "/checkout/subscription-upgrade?plan=400-24-6000"],
    ["subscription-upgrade", { subscriptionId: 77 }, "/checkout/subscription-upgrade?subscription_id=77"],
    [
      "subscription-upgrade",
      { plan: "300-12-6000", subscriptionId: "a b", monthlyToAnnual: true },
      "/checkout/subscription-upgrade?plan=300-12-6000&subscription_id=a%20b&monthly_to_annual=true",
    ],
    ["course-purchase", {}, "/checkout/course-purchase"],
  ] as const)("%s %j → %s", (type, options, url) => {
    expect(checkoutUrl(type, options)).toBe(url);
  });

  it("refuses an unknown type and a bad plan", () => {
    expect(() => checkoutUrl("nope" as never)).toThrow("Unexpected checkout type");
    expect(() => checkoutUrl("subscription-buy", { plan: "1-2-3" })).toThrow(PlanCodeError);
  });
});

describe("offerPlan", () => {
  it.each([
    // premium-plus holding a 24-month plan → 24-month premium-plus upgrade
    [{ isSubscribed: true, currentPlan: { featureSet: 400, validityMonths: 24 } }, "subscription-upgrade", "400-24-6000"],
    // subscribed otherwise → upgrade to premium 12 months
    [{ isSubscribed: true, currentPlan: { featureSet: 400, validityMonths: 12 } }, "subscription-upgrade", "300-12-6000"],
    [{ isSubscribed: true, currentPlan: { featureSet: 100, validityMonths: 1 } }, "subscription-upgrade", "300-12-6000"],
    // already holds a 24-month plan (not premium plus) → premium 24 months
    [{ isSubscribed: true, currentPlan: { featureSet: 200, validityMonths: 24 } }, "subscription-upgrade", "300-24-6000"],
    // not subscribed → quick-buy, or buy when asked
    [{ isSubscribed: false }, "subscription-quick-buy", "300-12-6000"],
    [{ isSubscribed: false, buy: true }, "subscription-buy", "300-12-6000"],
    [{ isSubscribed: false, currentPlan: null, buy: false }, "subscription-quick-buy", "300-12-6000"],
  ] as const)("%j → %s %s", (input, type, plan) => {
    const offer = offerPlan(input);
    expect(offer.checkoutType).toBe(type);
    expect(offer.planCode).toBe(plan);
    expect(offer.url).toBe(`/checkout/${type}?plan=${plan}`);
  });
});

describe("basicL2cSwitch", () => {
  const p = (code: string): PlanCode => parsePlanCode(code);
  it.each([
    ["100-1-6000", "150-1-6000", "subscription-upgrade"],
    ["150-1-6000", "100-1-6000", "subscription-downgrade"],
  ])("%s → %s is a %s", (from, to, type) => {
    expect(basicL2cSwitch(p(from), p(to))).toEqual({ allowed: true, checkoutType: type });
  });

  it.each([
    ["100-12-6000", "150-12-6000", "only on 1-month plans"],
    ["100-1-6000", "150-12-6000", "only on 1-month plans"],
    ["150-3-6000", "100-1-6000", "only on 1-month plans"],
    ["100-1-6000", "300-1-6000", "Only a switch between basic and L2C"],
    ["100-1-6000", "100-1-6000", "Only a switch between basic and L2C"],
  ])("%s → %s is refused", (from, to, reason) => {
    const result = basicL2cSwitch(p(from), p(to));
    expect(result.allowed).toBe(false);
    expect(result.allowed ? "" : result.reason).toContain(reason);
  });
});

describe("tiers", () => {
  it.each([
    [100, false, false],
    [150, false, false],
    [200, false, false],
    [250, false, true],
    [300, true, true],
    [400, true, true],
    [500, false, false],
  ])("feature set %s: premium %s, work product %s", (fs, premium, work) => {
    expect(isPremiumTier(fs)).toBe(premium);
    expect(includesWorkProduct(fs)).toBe(work);
  });
});
