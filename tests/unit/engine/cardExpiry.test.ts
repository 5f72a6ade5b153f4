// The card-expiry rule: the usual ways of typing a date, the month that has ended, and the
// formatting as it is typed.
import { describe, expect, it } from "vitest";
import { CARD_EXPIRY_TEXT, cardExpiryProblem, formatCardExpiryInput, parseCardExpiry } from "~/engine/fieldRules";
import { isCardExpired, isCardGoingToExpire } from "~/engine/renewals";
import { cardExpirySchema } from "~/engine/validation";

describe("parseCardExpiry", () => {
  it.each([
    ["1228", 12, 2028],
    ["12/28", 12, 2028],
    ["12 / 2028", 12, 2028],
    ["12-28", 12, 2028],
    ["12.28", 12, 2028],
    ["12 28", 12, 2028],
    ["122028", 12, 2028],
    ["1/28", 1, 2028],
    [" 03/30 ", 3, 2030],
  ])("reads %j", (typed, expMonth, expYear) => {
    expect(parseCardExpiry(typed)).toEqual({ expMonth, expYear });
    expect(cardExpirySchema.parse(typed)).toEqual({ expMonth, expYear });
  });
  it.each(["", "13/28", "00/28", "12/", "12/2", "1228x", "12//28", "abcd", "128", "12/28/30"])("refuses %j", (typed) => {
    expect(parseCardExpiry(typed)).toBeNull();
    expect(cardExpirySchema.safeParse(typed).success).toBe(false);
  });
});

describe("cardExpiryProblem", () => {
  const now = new Date("2026-11-27T10:00:00Z");
  it("a month that has not ended is fine, this month included", () => {
    expect(cardExpiryProblem("1126", now)).toBeNull();
    expect(cardExpiryProblem("12/28", now)).toBeNull();
  });
  it("a month that has ended, or not a date, has the field's message", () => {
    expect(cardExpiryProblem("10/26", now)).toBe(CARD_EXPIRY_TEXT);
    expect(cardExpiryProblem("13/28", now)).toBe(CARD_EXPIRY_TEXT);
  });
});

describe("formatCardExpiryInput", () => {
  it.each([
    ["1", "1"],
    ["4", "04 / "],
    ["12", "12 / "],
    ["122", "12 / 2"],
    ["1228", "12 / 28"],
    ["12/28", "12 / 28"],
    ["12 / 2028", "12 / 2028"],
    ["12-28", "12 / 28"],
  ])("%j shows as %j", (typed, shown) => expect(formatCardExpiryInput(typed)).toBe(shown));
  it("erasing does not put the separator back", () => expect(formatCardExpiryInput("12 /", true)).toBe("12"));
});

describe("a saved method's expiry", () => {
  const now = new Date("2026-11-27T10:00:00Z");
  it("a card expires at the start of the month after its expiry month, and warns 30 days or a charge before", () => {
    expect(isCardExpired({ expMonth: 10, expYear: 2026 }, now)).toBe(true);
    expect(isCardExpired({ expMonth: 11, expYear: 2026 }, now)).toBe(false);
    expect(isCardGoingToExpire({ expMonth: 11, expYear: 2026 }, now)).toBe(true);
    expect(isCardGoingToExpire({ expMonth: 6, expYear: 2027 }, now)).toBe(false);
    expect(isCardGoingToExpire({ expMonth: 6, expYear: 2027 }, now, "2027-07-15T00:00:00Z")).toBe(true);
  });

  it("a method without a card expiry (PayPal, Link, Cash App Pay: year 0) never expires", () => {
    expect(isCardExpired({ expMonth: 0, expYear: 0 }, now)).toBe(false);
    expect(isCardGoingToExpire({ expMonth: 0, expYear: 0 }, now, "2026-12-01T00:00:00Z")).toBe(false);
  });
});
