import { describe, it, expect } from "vitest";
import { assertCents, centsToUsd, formatUsd, percentOfCents, roundHalfUp, usdToCents } from "~/engine";

describe("roundHalfUp", () => {
  it.each([
    [2.5, 3],
    [2.4999, 2],
    [-2.5, -2],
    [1.255 * 100, 126], // 125.49999999999999 is float noise for 125.5
    [1.005 * 1000, 1005],
    [502.5, 503],
    [0, 0],
  ])("roundHalfUp(%s) = %s", (x, expected) => {
    expect(roundHalfUp(x)).toBe(expected);
  });
});

describe("usdToCents / centsToUsd", () => {
  it.each([
    [12.34, 1234],
    [0.1 + 0.2, 30],
    [19.995, 2000],
    [0, 0],
  ])("usdToCents(%s) = %s", (usd, cents) => {
    expect(usdToCents(usd)).toBe(cents);
  });

  it("rejects a non-finite amount", () => {
    expect(() => usdToCents(Number.NaN)).toThrow("Invalid USD amount");
  });

  it.each([
    [1234, 12.34],
    [5, 0.05],
    [100, 1],
    [-250, -2.5],
  ])("centsToUsd(%s) = %s", (cents, usd) => {
    expect(centsToUsd(cents)).toBe(usd);
  });

  it("rejects fractional cents", () => {
    expect(() => centsToUsd(1.5)).toThrow("must be an integer");
    expect(() => assertCents(0.1)).toThrow();
  });
});

describe("formatUsd", () => {
  it.each([
    [0, "$0.00"],
    [5, "$0.05"],
    [1999, "$19.99"],
    [123456789, "$1,234,567.89"],
    [-500, "-$5.00"],
  ])("formatUsd(%s) = %s", (cents, text) => {
    expect(formatUsd(cents)).toBe(text);
  });
});

describe("percentOfCents", () => {
  it.each([
    [19900, 20, 3980],
    [1005, 50, 503],
    [14328, 15, 2149],
    [999, 12.5, 125],
    [100, 0, 0],
  ])("%s × %s%% = %s", (cents, pct, expected) => {
    expect(percentOfCents(cents, pct)).toBe(expected);
  });
});
