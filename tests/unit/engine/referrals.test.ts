import { describe, expect, it } from "vitest";
import {
  earnsReferralCredit,
  friendLabel,
  maskEmail,
  normalizeReferralCode,
  parsePlanCode,
  priceCheckout,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CREDIT_CENTS,
  referralCodeFromBytes,
  referralCreditInPrice,
  referralLink,
  referrerFor,
  spendableReferralCents,
} from "~/engine";

describe("referral credit amount", () => {
  it("is $10.00 per referred friend", () => {
    expect(REFERRAL_CREDIT_CENTS).toBe(1000);
  });
});

describe("earnsReferralCredit", () => {
  const base = { friendId: 2, referrerId: 1, amountCents: 4720, paidBefore: false };
  it.each([
    ["the friend's first paid payment", base, true],
    ["a second payment", { ...base, paidBefore: true }, false],
    ["a free trial (0)", { ...base, amountCents: 0 }, false],
    ["nobody referred the friend", { ...base, referrerId: null }, false],
    ["referring oneself", { ...base, referrerId: 2 }, false],
    ["a negative amount", { ...base, amountCents: -5 }, false],
    ["one cent", { ...base, amountCents: 1 }, true],
  ])("%s → %s", (_, payment, earns) => {
    expect(earnsReferralCredit(payment)).toBe(earns);
  });
});

describe("referral codes", () => {
  it("are 8 characters of the unambiguous alphabet, any byte value mapping into it", () => {
    expect(referralCodeFromBytes([0, 1, 2, 3, 4, 5, 6, 7])).toBe("ABCDEFGH");
    expect(referralCodeFromBytes([255, 32, 31, 64, 8, 9, 10, 11])).toBe("9A9AJKLM");
    expect(REFERRAL_CODE_ALPHABET).not.toMatch(/[IO01]/);
    expect(() => referralCodeFromBytes([1, 2, 3])).toThrow("need 8 random bytes");
  });

  it.each([
    ["abcdefgh", "ABCDEFGH"],
    ["  XK7PQ2MZ ", "XK7PQ2MZ"],
    ["ABCDEFG", null],
    ["ABCDEFGHJ", null],
    ["ABCDEFG0", null],
    ["ABCDEFGI", null],
    ["ABC-EFGH", null],
    ["", null],
    [42, null],
    [undefined, null],
  ])("normalizeReferralCode(%j) = %j", (raw, code) => {
    expect(normalizeReferralCode(raw)).toBe(code);
  });

  it("makes the shared link from the origin", () => {
    expect(referralLink("https://codelift.dev/", "XK7PQ2MZ")).toBe("https://codelift.dev/signup?ref=XK7PQ2MZ");
    expect(referralLink("http://localhost:3000", "ABCDEFGH")).toBe("http://localhost:3000/signup?ref=ABCDEFGH");
  });
});

describe("referrerFor", () => {
  it("is the code's owner, never an unknown code or oneself", () => {
    expect(referrerFor(7, 9)).toBe(7);
    expect(referrerFor(7, null)).toBe(7);
    expect(referrerFor(null, 9)).toBeNull();
    expect(referrerFor(9, 9)).toBeNull();
  });
});

describe("the ledger", () => {
  it("spendable = balance less what paying checkouts hold, never below zero", () => {
    expect(spendableReferralCents(2000, 0)).toBe(2000);
    expect(spendableReferralCents(2000, 1000)).toBe(1000);
    expect(spendableReferralCents(1000, 1000)).toBe(0);
    expect(spendableReferralCents(1000, 3000)).toBe(0);
    expect(spendableReferralCents(1000, -50)).toBe(1000);
  });

  it("reads the credit a price takes from its referral_credit line (the last step of the price)", () => {
    const item = { kind: "plan" as const, plan: parsePlanCode("300-1-6000") };
    const now = "2026-03-01T00:00:00Z";
    const price = priceCheckout({ item, listPriceCents: 5900, regionalDiscountPercent: 10, referralBalanceCents: 1000, now });
    expect(price.lineItems.at(-1)).toEqual({ id: "referral_credit", label: "Referral credit", amountCents: -1000 });
    expect(price.totalCents).toBe(5310 - 1000);
    expect(price.pricing.credit_amount_usd).toBe(10);
    expect(referralCreditInPrice(price.lineItems)).toBe(1000);
    // A credit larger than what is left takes only what is left: never below zero.
    const cheap = priceCheckout({ item, listPriceCents: 700, referralBalanceCents: 1000, now });
    expect(cheap.totalCents).toBe(0);
    expect(referralCreditInPrice(cheap.lineItems)).toBe(700);
    expect(referralCreditInPrice(priceCheckout({ item, listPriceCents: 700, now }).lineItems)).toBe(0);
  });
});

describe("how friends are shown", () => {
  it("first name, else a masked e-mail", () => {
    expect(friendLabel("Ada Lovelace", "ada@example.com")).toBe("Ada");
    expect(friendLabel("  ", "ada@example.com")).toBe("a•••@example.com");
    expect(friendLabel(null, "bob@mail.test")).toBe("b•••@mail.test");
    expect(maskEmail("x@y.z")).toBe("x•••@y.z");
    expect(maskEmail("broken")).toBe("•••");
  });
});
