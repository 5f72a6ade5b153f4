import { describe, expect, it } from "vitest";
import {
  addMethod,
  changedFlags,
  clearSecondary,
  clearSecondaryWarnings,
  deletionWarnings,
  earnedCardUpdateDiscount,
  isEligibleAsSecondary,
  isPrimaryGoingToExpire,
  makePrimary,
  makeSecondary,
  MESSAGES,
  PAYMENT_METHOD_TEXTS,
  removeMethod,
  updatePmDiscount,
  type ListedMethod,
} from "~/engine";

const NOW = "2026-03-10T12:00:00.000Z";
const card = (token: string, flags: Partial<ListedMethod> = {}): ListedMethod => ({
  token,
  expMonth: 12,
  expYear: 2030,
  isPrimary: false,
  isSecondary: false,
  ...flags,
});
const flags = (list: ListedMethod[]) => list.map((m) => `${m.token}:${m.isPrimary ? "P" : ""}${m.isSecondary ? "S" : ""}`);

describe("the exact texts of saved cards", () => {
  it("uses the deletion warnings word for word", () => {
    expect(PAYMENT_METHOD_TEXTS.deleteWarning).toBe("Once deleted, this payment method cannot be recovered. Are you sure you want to continue?");
    expect(PAYMENT_METHOD_TEXTS.deleteWarning).toBe(MESSAGES.deletePaymentMethodWarning);
    expect(PAYMENT_METHOD_TEXTS.subscriptionNotRenewed).toBe("Your current subscription will not be renewed without an active payment method...");
    expect(PAYMENT_METHOD_TEXTS.trialLost).toBe("You will lose access to the 7-Day Free Trial without an active payment method...");
    expect(PAYMENT_METHOD_TEXTS.secondaryNoLongerBacksUp).toBe(
      "This payment method will no longer back up your primary payment method if a payment fails.",
    );
  });
});

describe("addMethod (ADD_METHOD)", () => {
  it("makes the first method primary and later ones plain", () => {
    const one = addMethod([], card("a"));
    expect(flags(one)).toEqual(["a:P"]);
    expect(flags(addMethod(one, card("b")))).toEqual(["a:P", "b:"]);
  });
  it("ignores a duplicate by id or by nonce", () => {
    const list = [card("a", { isPrimary: true, nonce: "nonce_1" })];
    expect(addMethod(list, card("a"))).toEqual(list);
    expect(addMethod(list, card("z", { nonce: "nonce_1" }))).toEqual(list);
    expect(addMethod(list, card("z", { nonce: "nonce_2" }))).toHaveLength(2);
  });
  it("never adds a method as primary or secondary when a primary exists", () => {
    expect(flags(addMethod([card("a", { isPrimary: true })], card("b", { isPrimary: true, isSecondary: true })))).toEqual(["a:P", "b:"]);
  });
});

describe("makePrimary", () => {
  it("clears the new primary's secondary flag and un-primaries the old one", () => {
    const r = makePrimary([card("a", { isPrimary: true }), card("b", { isSecondary: true }), card("c")], "b");
    expect(r.ok && flags(r.list)).toEqual(["a:", "b:P", "c:"]);
  });
  it("is a no-op on the primary itself", () => {
    const r = makePrimary([card("a", { isPrimary: true }), card("b")], "a");
    expect(r.ok && flags(r.list)).toEqual(["a:P", "b:"]);
  });
  it("refuses an unknown method", () => {
    expect(makePrimary([card("a")], "x")).toMatchObject({ ok: false, reason: "not-found" });
  });
});

describe("makeSecondary / clearSecondary", () => {
  it("replaces the previous secondary", () => {
    const r = makeSecondary([card("a", { isPrimary: true }), card("b", { isSecondary: true }), card("c")], "c");
    expect(r.ok && flags(r.list)).toEqual(["a:P", "b:", "c:S"]);
  });
  it("refuses the primary", () => {
    expect(makeSecondary([card("a", { isPrimary: true })], "a")).toEqual({
      ok: false,
      reason: "primary-cannot-be-secondary",
      text: PAYMENT_METHOD_TEXTS.primaryCannotBeSecondary,
    });
  });
  it("clears only the flag", () => {
    const r = clearSecondary([card("a", { isPrimary: true }), card("b", { isSecondary: true })], "b");
    expect(r.ok && flags(r.list)).toEqual(["a:P", "b:"]);
    expect(clearSecondary([card("a")], "x").ok).toBe(false);
  });
});

describe("removeMethod", () => {
  it("promotes the secondary when the primary goes", () => {
    const r = removeMethod([card("a", { isPrimary: true }), card("b"), card("c", { isSecondary: true })], "a", NOW);
    expect(r.ok && flags(r.list)).toEqual(["b:", "c:P"]);
    expect(r).toMatchObject({ promoted: "c" });
  });
  it("promotes the first unexpired card when there is no secondary", () => {
    const r = removeMethod([card("a", { isPrimary: true }), card("old", { expYear: 2025 }), card("b")], "a", NOW);
    expect(r.ok && flags(r.list)).toEqual(["old:", "b:P"]);
  });
  it("leaves no primary when nothing usable is left", () => {
    const r = removeMethod([card("a", { isPrimary: true }), card("old", { expMonth: 2, expYear: 2026 })], "a", NOW);
    expect(r.ok && flags(r.list)).toEqual(["old:"]);
    expect(r).not.toHaveProperty("promoted");
  });
  it("changes no flags when a plain card or the secondary goes", () => {
    const r = removeMethod([card("a", { isPrimary: true }), card("b", { isSecondary: true })], "b", NOW);
    expect(r.ok && flags(r.list)).toEqual(["a:P"]);
  });
  it("refuses an unknown method", () => {
    expect(removeMethod([card("a")], "x", NOW).ok).toBe(false);
  });
});

describe("deletionWarnings", () => {
  const renewing = { onTrial: false, autoRenews: true };
  const trial = { onTrial: true, autoRenews: true };
  it("always warns that a deletion cannot be undone", () => {
    expect(deletionWarnings([card("a", { isPrimary: true }), card("b")], "b", null, NOW)).toEqual([PAYMENT_METHOD_TEXTS.deleteWarning]);
  });
  it("warns about the renewal when the only card behind an auto-renewing plan goes", () => {
    expect(deletionWarnings([card("a", { isPrimary: true })], "a", renewing, NOW)).toEqual([
      PAYMENT_METHOD_TEXTS.deleteWarning,
      PAYMENT_METHOD_TEXTS.subscriptionNotRenewed,
    ]);
    // the other card has expired: nothing could be charged either
    expect(deletionWarnings([card("a", { isPrimary: true }), card("old", { expYear: 2024 })], "a", renewing, NOW)).toContain(
      PAYMENT_METHOD_TEXTS.subscriptionNotRenewed,
    );
    // another usable card takes over
    expect(deletionWarnings([card("a", { isPrimary: true }), card("b")], "a", renewing, NOW)).not.toContain(
      PAYMENT_METHOD_TEXTS.subscriptionNotRenewed,
    );
    // a plan that does not renew
    expect(deletionWarnings([card("a", { isPrimary: true })], "a", { onTrial: false, autoRenews: false }, NOW)).toEqual([
      PAYMENT_METHOD_TEXTS.deleteWarning,
    ]);
  });
  it("warns about the trial on a trial (not about the renewal)", () => {
    expect(deletionWarnings([card("a", { isPrimary: true })], "a", trial, NOW)).toEqual([
      PAYMENT_METHOD_TEXTS.deleteWarning,
      PAYMENT_METHOD_TEXTS.trialLost,
    ]);
  });
  it("warns that the secondary will no longer back up the primary", () => {
    expect(deletionWarnings([card("a", { isPrimary: true }), card("b", { isSecondary: true })], "b", renewing, NOW)).toEqual([
      PAYMENT_METHOD_TEXTS.deleteWarning,
      PAYMENT_METHOD_TEXTS.secondaryNoLongerBacksUp,
    ]);
    expect(clearSecondaryWarnings([card("a", { isPrimary: true }), card("b", { isSecondary: true })], "b")).toEqual([
      PAYMENT_METHOD_TEXTS.secondaryNoLongerBacksUp,
    ]);
    expect(clearSecondaryWarnings([card("a", { isPrimary: true }), card("b")], "b")).toEqual([]);
  });
  it("has nothing to say about an unknown method", () => {
    expect(deletionWarnings([card("a")], "x", renewing, NOW)).toEqual([]);
  });
});

describe("expiry flags", () => {
  it("eligible_to_set_as_secondary: not primary, not secondary, not expired", () => {
    expect(isEligibleAsSecondary(card("a"), NOW)).toBe(true);
    expect(isEligibleAsSecondary(card("a", { isPrimary: true }), NOW)).toBe(false);
    expect(isEligibleAsSecondary(card("a", { isSecondary: true }), NOW)).toBe(false);
    expect(isEligibleAsSecondary(card("a", { expMonth: 2, expYear: 2026 }), NOW)).toBe(false);
  });
  it("the primary expires within 30 days or before the next renewal", () => {
    const soon = [card("a", { isPrimary: true, expMonth: 3, expYear: 2026 }), card("b")];
    expect(isPrimaryGoingToExpire(soon, NOW)).toBe(true);
    const june = [card("a", { isPrimary: true, expMonth: 6, expYear: 2026 })];
    expect(isPrimaryGoingToExpire(june, NOW)).toBe(false);
    expect(isPrimaryGoingToExpire(june, NOW, "2026-08-01T00:00:00.000Z")).toBe(true);
    expect(isPrimaryGoingToExpire(june, NOW, "2026-06-15T00:00:00.000Z")).toBe(false);
    // only the primary counts
    expect(isPrimaryGoingToExpire([card("a", { isPrimary: true }), card("b", { expMonth: 3, expYear: 2026 })], NOW)).toBe(false);
    expect(isPrimaryGoingToExpire([], NOW)).toBe(false);
  });
  it("update_pm_discount is the offer while the primary expires, and 0 once it no longer does", () => {
    const expiring = [card("a", { isPrimary: true, expMonth: 3, expYear: 2026 })];
    expect(updatePmDiscount(expiring, NOW, null, 10)).toBe(10);
    const updated = makePrimary([...expiring, card("b")], "b");
    expect(updated.ok && updatePmDiscount(updated.list, NOW, null, 10)).toBe(0);
    expect(updatePmDiscount(expiring, NOW, null, 0)).toBe(0);
    expect(updatePmDiscount([], NOW, null, 10)).toBe(0);
  });
});

describe("the discount earned by replacing an expiring card", () => {
  const expiring = [card("old", { isPrimary: true, expMonth: 3, expYear: 2026 }), card("new")];
  it("is the offer when the new primary no longer expires, naming both cards", () => {
    const after = makePrimary(expiring, "new");
    expect(after.ok && earnedCardUpdateDiscount(expiring, after.list, NOW, null, 15)).toEqual({ percent: 15, replacedToken: "old", newToken: "new" });
  });
  it("is nothing when no offer is configured, the primary was not expiring, or the new primary expires too", () => {
    const after = makePrimary(expiring, "new");
    expect(after.ok && earnedCardUpdateDiscount(expiring, after.list, NOW, null, 0)).toBeNull();
    const lasting = [card("old", { isPrimary: true }), card("new")];
    const swapped = makePrimary(lasting, "new");
    expect(swapped.ok && earnedCardUpdateDiscount(lasting, swapped.list, NOW, null, 15)).toBeNull();
    const alsoExpiring = [expiring[0]!, card("new", { expMonth: 3, expYear: 2026 })];
    const toExpiring = makePrimary(alsoExpiring, "new");
    expect(toExpiring.ok && earnedCardUpdateDiscount(alsoExpiring, toExpiring.list, NOW, null, 15)).toBeNull();
    // a card that lasts 30 days but not past the next charge still expires
    const beforeCharge = [expiring[0]!, card("new", { expMonth: 6, expYear: 2026 })];
    const toBeforeCharge = makePrimary(beforeCharge, "new");
    expect(toBeforeCharge.ok && earnedCardUpdateDiscount(beforeCharge, toBeforeCharge.list, NOW, "2026-08-01T00:00:00.000Z", 15)).toBeNull();
  });
  it("is nothing when the primary did not change (a backup added)", () => {
    const backup = makeSecondary(expiring, "new");
    expect(backup.ok && earnedCardUpdateDiscount(expiring, backup.list, NOW, null, 15)).toBeNull();
  });
});

describe("changedFlags", () => {
  it("names the methods whose flags a change touched", () => {
    const before = [card("a", { isPrimary: true }), card("b", { isSecondary: true }), card("c")];
    const r = makePrimary(before, "b");
    expect(r.ok && changedFlags(before, r.list).map((m) => m.token)).toEqual(["a", "b"]);
  });
});
