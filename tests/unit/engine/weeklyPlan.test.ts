import { describe, it, expect } from "vitest";
import { balancedBuckets, daysToInterview, planWeeks, weeklyPlan } from "~/engine";

const TODAY = "2025-03-01";

describe("daysToInterview", () => {
  it.each([
    ["2025-03-15", 14],
    ["2025-03-02", 1],
    ["2025-03-01", 28], // today
    ["2025-02-20", 28], // past
    [null, 28],
    [undefined, 28],
    ["", 28],
    ["not a date", 28],
    ["2025-06-01T09:00:00Z", 92],
  ])("interview %s → %s days", (date, days) => {
    expect(daysToInterview(date, TODAY)).toBe(days);
  });

  it("counts whole calendar days regardless of the time of day", () => {
    expect(daysToInterview("2025-03-02T00:30:00Z", "2025-03-01T23:30:00Z")).toBe(1);
  });
});

describe("planWeeks = min(ceil(days / 7), modules), at least 1", () => {
  it.each([
    [28, 25, 4],
    [29, 25, 5],
    [1, 25, 1],
    [28, 3, 3],
    [28, 0, 1],
    [100, 10, 10],
  ])("%s days, %s modules → %s weeks", (days, modules, weeks) => {
    expect(planWeeks(days, modules)).toBe(weeks);
  });
});

describe("balancedBuckets", () => {
  it.each([
    [25, 4, [7, 6, 6, 6]],
    [10, 3, [4, 3, 3]],
    [11, 3, [4, 4, 3]],
    [3, 3, [1, 1, 1]],
    [0, 1, [0]],
  ])("%s items into %s buckets → %j", (n, count, sizes) => {
    const items = Array.from({ length: n }, (_, i) => i);
    const buckets = balancedBuckets(items, count);
    expect(buckets.map((b) => b.length)).toEqual(sizes);
    expect(buckets.flat()).toEqual(items); // order kept
  });

  it.each([0, -1, 1.5])("refuses %s buckets", (count) => {
    expect(() => balancedBuckets([1], count)).toThrow("positive integer");
  });
});

describe("weeklyPlan", () => {
  const modules = (n: number) => Array.from({ length: n }, (_, i) => `m${i + 1}`);

  it("25 modules, 28 days → 7, 6, 6, 6, then the empty bucket", () => {
    const plan = weeklyPlan({ modules: modules(25), interviewDate: "2025-03-29", today: TODAY });
    expect(plan.daysToInterview).toBe(28);
    expect(plan.weeks).toBe(4);
    expect(plan.buckets.map((b) => b.length)).toEqual([7, 6, 6, 6, 0]);
    expect(plan.buckets[0]).toEqual(["m1", "m2", "m3", "m4", "m5", "m6", "m7"]);
    expect(plan.buckets[4]).toEqual([]);
  });

  it.each([
    ["no date defaults to 28 days", modules(25), null, [7, 6, 6, 6, 0]],
    ["past date defaults to 28 days", modules(25), "2024-12-01", [7, 6, 6, 6, 0]],
    ["fewer modules than weeks", modules(3), "2025-04-30", [1, 1, 1, 0]],
    ["one day", modules(5), "2025-03-02", [5, 0]],
    ["two weeks", modules(5), "2025-03-15", [3, 2, 0]],
    ["no modules", [], null, [0, 0]],
  ])("%s", (_name, mods, date, sizes) => {
    expect(weeklyPlan({ modules: mods, interviewDate: date, today: TODAY }).buckets.map((b) => b.length)).toEqual(sizes);
  });
});
