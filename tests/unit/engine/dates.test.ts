import { describe, it, expect } from "vitest";
import { addMonths, calendarDaysBetween, formatFullDate, requireDate, toDate } from "~/engine";

describe("toDate", () => {
  it.each([
    [null, null],
    [undefined, null],
    ["", null],
    ["not a date", null],
    ["2025-03-01", "2025-03-01T00:00:00.000Z"],
    [0, "1970-01-01T00:00:00.000Z"],
  ])("toDate(%s)", (input, iso) => {
    const d = toDate(input as never);
    expect(d ? d.toISOString() : null).toBe(iso);
  });

  it("copies a Date instead of sharing it", () => {
    const original = new Date("2025-01-01T00:00:00Z");
    const copy = toDate(original) as Date;
    copy.setUTCFullYear(2000);
    expect(original.getUTCFullYear()).toBe(2025);
  });
});

describe("requireDate", () => {
  it("throws a clear error naming the argument", () => {
    expect(() => requireDate("nope", "now")).toThrow("Invalid now: nope");
  });
});

describe("calendarDaysBetween", () => {
  it.each([
    ["2025-03-01", "2025-03-15", 14],
    ["2025-03-15", "2025-03-01", -14],
    ["2025-03-01T23:59:00Z", "2025-03-02T00:01:00Z", 1],
    ["2025-03-01T00:00:00Z", "2025-03-01T23:59:00Z", 0],
    ["2024-02-28", "2024-03-01", 2],
  ])("%s → %s = %s", (from, to, days) => {
    expect(calendarDaysBetween(from, to)).toBe(days);
  });
});

describe("formatFullDate", () => {
  it.each([
    ["2026-01-05", "January 5, 2026"],
    ["2025-12-31T23:00:00Z", "December 31, 2025"],
  ])("%s → %s", (input, text) => {
    expect(formatFullDate(input)).toBe(text);
  });
});

describe("addMonths", () => {
  it.each([
    ["2026-01-15T10:00:00.000Z", 1, "2026-02-15T10:00:00.000Z"],
    ["2026-01-31T00:00:00.000Z", 1, "2026-02-28T00:00:00.000Z"],
    ["2028-01-31T00:00:00.000Z", 1, "2028-02-29T00:00:00.000Z"],
    ["2026-11-30T12:30:00.000Z", 3, "2027-02-28T12:30:00.000Z"],
    ["2026-05-20T00:00:00.000Z", 12, "2027-05-20T00:00:00.000Z"],
    ["2026-05-20T00:00:00.000Z", 24, "2028-05-20T00:00:00.000Z"],
  ])("%s + %i months = %s", (from, months, to) => {
    expect(addMonths(from, months).toISOString()).toBe(to);
  });
});
