import { describe, expect, it } from "vitest";
import {
  CHECKOUT_REFUSALS,
  checkoutRefusal,
  exclusivePurchase,
  isRedemptionCapReached,
  waitsForPayingAttempt,
  type CheckoutSubscriptionFacts,
} from "~/engine";

const NOW = "2026-11-23T12:00:00.000Z";
const paid: CheckoutSubscriptionFacts = { status: "active", expirationDate: "2027-11-23T00:00:00.000Z", isTrial: false };
const cancelled: CheckoutSubscriptionFacts = { status: "renewal_canceled", expirationDate: "2026-12-01T00:00:00.000Z", isTrial: false };
const lapsed: CheckoutSubscriptionFacts = { status: "active", expirationDate: "2026-01-01T00:00:00.000Z", isTrial: false };
const trial: CheckoutSubscriptionFacts = { status: "trial", expirationDate: "2026-11-28T00:00:00.000Z", isTrial: true };
const oldTrial: CheckoutSubscriptionFacts = { status: "replaced", expirationDate: "2026-02-01T00:00:00.000Z", isTrial: true };

describe("checkoutRefusal", () => {
  it.each<[string, string, CheckoutSubscriptionFacts[], string | null]>([
    ["first trial", "b2c-trial-avail", [], null],
    ["a second trial, even long after", "b2c-trial-quick-avail", [oldTrial], CHECKOUT_REFUSALS.trialUsed],
    ["a trial while paying", "b2c-trial-avail", [paid], CHECKOUT_REFUSALS.trialWhileSubscribed],
    ["a trial after a lapsed plan", "b2c-trial-avail", [lapsed], null],
    ["buying while paying", "subscription-buy", [paid], CHECKOUT_REFUSALS.alreadySubscribed],
    ["quick-buy while a cancelled plan still runs", "subscription-quick-buy", [cancelled], CHECKOUT_REFUSALS.alreadySubscribed],
    ["buying during a trial converts it", "subscription-buy", [trial], null],
    ["reactivating after a lapse", "subscription-reactivation", [lapsed], null],
    ["upgrading while paying", "subscription-upgrade", [paid], null],
    ["a gift while paying", "subscription-gift", [paid], null],
    ["a course while paying", "course-purchase", [paid], null],
  ])("%s", (_name, type, subs, expected) => expect(checkoutRefusal(type, subs, NOW)).toBe(expected));
});

describe("a checkout in flight", () => {
  it.each<[string, string, string, string | null]>([
    ["a plan bought for oneself", "subscription-buy", "300-1-6000", "own-plan"],
    ["an upgrade", "subscription-upgrade", "400-12-6000", "own-plan"],
    ["a trial", "b2c-trial-avail", "300-12-6000", "own-plan"],
    ["a gift (for someone else)", "subscription-gift", "300-12-6000", null],
    ["a course", "course-purchase", "course:1:2", "course:1:2"],
    ["a certificate", "certificate-purchase", "certificate:1:2", "certificate:1:2"],
    ["a coupon bought for an action", "coupon-purchase", "coupon:300-12-6000:a", null],
    ["business seats", "team-subscription-seats-purchase", "org:300-12-6003:5:0:Acme", null],
  ])("%s: one at a time per learner as %s", (_, type, item, key) => {
    expect(exclusivePurchase(type, item)).toBe(key);
  });

  it("makes a second checkout of the same thing wait, not another thing", () => {
    const paying = [{ checkoutType: "subscription-buy", itemCode: "300-1-6000" }];
    expect(waitsForPayingAttempt({ checkoutType: "subscription-buy", itemCode: "300-12-6000" }, paying)).toBe(true);
    expect(waitsForPayingAttempt({ checkoutType: "subscription-upgrade", itemCode: "400-12-6000" }, paying)).toBe(true);
    expect(waitsForPayingAttempt({ checkoutType: "subscription-gift", itemCode: "300-1-6000" }, paying)).toBe(false);
    expect(waitsForPayingAttempt({ checkoutType: "course-purchase", itemCode: "course:1:2" }, paying)).toBe(false);
    expect(
      waitsForPayingAttempt({ checkoutType: "course-purchase", itemCode: "course:1:2" }, [
        { checkoutType: "course-purchase", itemCode: "course:1:2" },
      ]),
    ).toBe(true);
    expect(
      waitsForPayingAttempt({ checkoutType: "course-purchase", itemCode: "course:1:3" }, [
        { checkoutType: "course-purchase", itemCode: "course:1:2" },
      ]),
    ).toBe(false);
    expect(waitsForPayingAttempt({ checkoutType: "subscription-buy", itemCode: "300-1-6000" }, [])).toBe(false);
  });
});

describe("isRedemptionCapReached", () => {
  it.each<[number | null, number, boolean]>([
    [null, 1000, false],
    [1, 0, false],
    [1, 1, true],
    [3, 2, false],
    [3, 4, true],
  ])("limit %s, %s used or held: %s", (maxRedemptions, redemptions, reached) => {
    expect(isRedemptionCapReached({ maxRedemptions, redemptions })).toBe(reached);
  });
});
