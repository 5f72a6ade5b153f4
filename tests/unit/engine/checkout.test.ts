import { describe, expect, it } from "vitest";
import { CHECKOUT_REFUSALS, checkoutRefusal, type CheckoutSubscriptionFacts } from "~/engine";

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
