import { describe, expect, it } from "vitest";
import {
  BUSINESS_SEATS_MAX,
  BUSINESS_TEXTS,
  businessCheckout,
  businessPlanRefusal,
  enterpriseSubType,
  extendTrial,
  isTrialRunning,
  isValidSeatCount,
  organizationSlug,
  parsePlanCode,
  priceBusinessCheckout,
  proRataSeatsCents,
  TRIAL_EXTENSION_BANNER_DAYS,
  TRIAL_EXTENSION_DAYS,
  trialExtensionBanner,
  trialRequestStatus,
  chooseBillingBanners,
  EXTEND_B2B_TRIAL_PATH,
  type BillingBannerFacts,
  type BusinessCheckoutType,
} from "~/engine";

const NOW = "2026-03-01T12:00:00Z";

describe("business checkout types", () => {
  it("names the action and the organization kind of every business type", () => {
    const cases: [BusinessCheckoutType, string, string][] = [
      ["enterprise-subscription-buy", "buy", "enterprise"],
      ["enterprise-subscription-upgrade", "upgrade", "enterprise"],
      ["enterprise-subscription-reactivation", "reactivation", "enterprise"],
      ["enterprise-seats-purchase", "seats", "enterprise"],
      ["loggedout-enterprise-purchase", "buy", "enterprise"],
      ["team-subscription-buy", "buy", "team"],
      ["team-subscription-seats-purchase", "seats", "team"],
      ["team-subscription-reactivation", "reactivation", "team"],
    ];
    for (const [type, action, kind] of cases) expect(businessCheckout(type)).toEqual({ action, kind });
    expect(() => businessCheckout("subscription-buy" as BusinessCheckoutType)).toThrow("Unexpected checkout type");
  });

  it("sells team plans to teams and enterprise plans to enterprises", () => {
    expect(businessPlanRefusal("team", { planType: 6005 })).toBeNull();
    expect(businessPlanRefusal("team", { planType: 6001 })).toBeNull();
    expect(businessPlanRefusal("team", { planType: 6003 })).toBe(BUSINESS_TEXTS.wrongPlanForTeam);
    expect(businessPlanRefusal("enterprise", { planType: 6003 })).toBeNull();
    expect(businessPlanRefusal("enterprise", { planType: 6004 })).toBeNull();
    expect(businessPlanRefusal("enterprise", { planType: 6000 })).toBe(BUSINESS_TEXTS.wrongPlanForEnterprise);
    expect([enterpriseSubType(6001), enterpriseSubType(6005), enterpriseSubType(6003), enterpriseSubType(6004)]).toEqual([9001, 9001, 9000, 9002]);
  });

  it("bounds seats to 1–1000 whole seats", () => {
    expect([0, 1, 1000, 1001, 2.5, -3].map(isValidSeatCount)).toEqual([false, true, true, false, false, false]);
    expect(BUSINESS_SEATS_MAX).toBe(1000);
  });
});

describe("per-seat pricing", () => {
  const plan = parsePlanCode("300-12-6003");

  it("is seats × the per-seat list price, then the usual steps (a coupon)", () => {
    const price = priceBusinessCheckout({ plan, perSeatCents: 34900, seats: 10, now: NOW });
    expect(price.listPriceCents).toBe(349000);
    expect(price.totalCents).toBe(349000);
    expect(price.lineItems).toEqual([{ id: "list_price", label: "List price (10 seats × $349.00)", amountCents: 349000 }]);
    const withCoupon = priceBusinessCheckout({
      plan,
      perSeatCents: 34900,
      seats: 3,
      coupon: { code: "TEAM10", kind: "percent", percentOff: 10 },
      now: NOW,
    });
    // 104700 − 10 % (10470) = 94230
    expect(withCoupon.totalCents).toBe(94230);
    expect(withCoupon.lineItems[1]).toMatchObject({ id: "coupon_discount", amountCents: -10470 });
    expect(priceBusinessCheckout({ plan, perSeatCents: 34900, seats: 1, now: NOW }).lineItems[0]!.label).toBe("List price (1 seat × $349.00)");
  });

  it("credits the unused value of the subscription an upgrade replaces", () => {
    const price = priceBusinessCheckout({
      plan: parsePlanCode("400-12-6003"),
      perSeatCents: 44900,
      seats: 2,
      upgradeFrom: { paidCents: 36500, start_date: "2026-01-01T12:00:00Z", expiration_date: "2027-01-01T12:00:00Z" },
      now: NOW,
    });
    // 89800 − 36500 × 306/365 (30600) = 59200
    expect(price.totalCents).toBe(59200);
    expect(price.lineItems[1]).toMatchObject({ id: "upgrade_credit", amountCents: -30600 });
  });

  it("prices seats added to a running term pro rata by the days left, rounded half up", () => {
    const term = { start_date: "2026-01-01T12:00:00Z", expiration_date: "2027-01-01T12:00:00Z" };
    // 3 × 34900 × 306 / 365 = 87776.16… → 87776
    expect(proRataSeatsCents(34900, 3, term, NOW)).toEqual({ cents: 87776, remainingDays: 306, totalDays: 365 });
    expect(proRataSeatsCents(34900, 1, term, "2026-01-01T12:00:00Z").cents).toBe(34900);
    expect(proRataSeatsCents(34900, 1, term, "2027-02-01T12:00:00Z").cents).toBe(0);
    expect(() => proRataSeatsCents(34900, 0, term, NOW)).toThrow();
    const price = priceBusinessCheckout({ plan, perSeatCents: 34900, seats: 3, addTo: term, now: NOW });
    expect(price.totalCents).toBe(87776);
    expect(price.lineItems[0]!.label).toBe("3 seats × $349.00 for 306 of 365 days");
  });

  it("refuses a seat count out of bounds", () => {
    expect(() => priceBusinessCheckout({ plan, perSeatCents: 34900, seats: 1001, now: NOW })).toThrow(BUSINESS_TEXTS.seatsRange);
  });
});

describe("enterprise trials", () => {
  const selfInitiated = (expires: string, extended = false) => ({
    trialExpirationDate: expires,
    trialExtended: extended,
    isSelfInitiatedTrial: true,
  });

  it("runs until its expiration date, and grants nothing after", () => {
    expect(isTrialRunning("2026-03-02T00:00:00Z", NOW)).toBe(true);
    expect(isTrialRunning("2026-03-01T11:59:59Z", NOW)).toBe(false);
    expect(isTrialRunning(null, NOW)).toBe(false);
  });

  it("shows the extension banner only in the last days, unextended and self-initiated", () => {
    expect(TRIAL_EXTENSION_BANNER_DAYS).toBe(3);
    expect(trialExtensionBanner(selfInitiated("2026-03-04T12:00:00Z"), NOW)).toEqual({ show: true, daysLeft: 3 });
    expect(trialExtensionBanner(selfInitiated("2026-03-05T12:00:00Z"), NOW)).toEqual({ show: false, daysLeft: 4 });
    expect(trialExtensionBanner(selfInitiated("2026-03-01T18:00:00Z"), NOW)).toEqual({ show: true, daysLeft: 0 });
    expect(trialExtensionBanner(selfInitiated("2026-02-28T12:00:00Z"), NOW).show).toBe(false);
    expect(trialExtensionBanner(selfInitiated("2026-03-03T12:00:00Z", true), NOW).show).toBe(false);
    expect(trialExtensionBanner({ ...selfInitiated("2026-03-03T12:00:00Z"), isSelfInitiatedTrial: false }, NOW).show).toBe(false);
  });

  it("extends once, by the extension length, only while the banner shows", () => {
    const r = extendTrial(selfInitiated("2026-03-03T12:00:00Z"), NOW);
    expect(r).toEqual({ ok: true, expirationDate: new Date(Date.parse("2026-03-03T12:00:00Z") + TRIAL_EXTENSION_DAYS * 86_400_000) });
    expect(extendTrial(selfInitiated("2026-03-03T12:00:00Z", true), NOW)).toEqual({ ok: false, reason: BUSINESS_TEXTS.trialAlreadyExtended });
    expect(extendTrial(selfInitiated("2026-03-12T12:00:00Z"), NOW)).toEqual({ ok: false, reason: BUSINESS_TEXTS.trialNotExtendable });
  });

  it("says whether a request token is valid, used or expired", () => {
    expect(trialRequestStatus({ status: "pending", expiresAt: "2026-03-02T00:00:00Z" }, NOW)).toBe("valid");
    expect(trialRequestStatus({ status: "pending", expiresAt: "2026-02-28T00:00:00Z" }, NOW)).toBe("expired");
    expect(trialRequestStatus({ status: "accepted", expiresAt: "2026-03-02T00:00:00Z" }, NOW)).toBe("used");
    expect(trialRequestStatus({ status: "expired", expiresAt: "2026-03-02T00:00:00Z" }, NOW)).toBe("expired");
    expect(trialRequestStatus(null, NOW)).toBe("invalid");
  });

  it("makes a slug of an organization's name", () => {
    expect(organizationSlug("  Acme Rockets, Inc. ")).toBe("acme-rockets-inc");
    expect(organizationSlug("Café Ünïcode")).toBe("cafe-unicode");
    expect(organizationSlug("!!!")).toBe("organization");
  });
});

describe("the trial-extension banner among the billing banners", () => {
  const facts = (trials: BillingBannerFacts["organizationTrials"]): BillingBannerFacts => ({
    now: NOW,
    path: "/learn/home",
    user: { id: 7, email: "admin@acme.example", verified: true },
    subscriptions: [],
    primaryCard: null,
    unseenReferralCredit: false,
    siteCoupon: null,
    churnedBuyerDiscount: null,
    annualNudgeClicked: false,
    dismissals: [],
    organizationTrials: trials,
  });
  const trial = (expires: string, extended = false) => ({
    organizationId: 42,
    trialExpirationDate: expires,
    trialExtended: extended,
    isSelfInitiatedTrial: true,
  });

  it("shows the 'Need more time?' text with an Extend Trial form post for the organization, in the window only", () => {
    const [banner] = chooseBillingBanners(facts([trial("2026-03-03T12:00:00Z")])).filter((b) => b.group === "billing");
    expect(banner).toEqual({
      id: "extend_b2b_trial",
      group: "billing",
      tone: "warning",
      text: "Your free trial expires in 2 days. Need more time?",
      actions: [{ kind: "post", label: "Extend Trial", action: EXTEND_B2B_TRIAL_PATH, fields: { organization_id: "42", redirectTo: "/learn/home" } }],
      dismissScope: null,
    });
    expect(chooseBillingBanners(facts([trial("2026-03-02T12:00:00Z")]))[0]!.text).toBe("Your free trial expires tomorrow. Need more time?");
    const trialBanners = (f: BillingBannerFacts) => chooseBillingBanners(f).filter((b) => b.id === "extend_b2b_trial");
    expect(trialBanners(facts([trial("2026-03-10T12:00:00Z")]))).toEqual([]);
    expect(trialBanners(facts([trial("2026-03-03T12:00:00Z", true)]))).toEqual([]);
    expect(trialBanners(facts([{ ...trial("2026-03-03T12:00:00Z"), isSelfInitiatedTrial: false }]))).toEqual([]);
    expect(chooseBillingBanners({ ...facts([trial("2026-03-03T12:00:00Z")]), path: "/checkout/enterprise-subscription-upgrade" })).toEqual([]);
  });
});
