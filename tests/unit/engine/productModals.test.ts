// The rules behind the product half of the modal catalogue: streaks and weekly goals, the annual
// upgrade offer, the trial-success page state and texts.
import { describe, expect, it } from "vitest";
import {
  annualUpgradeOffer,
  ANNUAL_OFFER_TEXTS,
  billingPeriodWords,
  checkoutSuccessToast,
  computeStreak,
  dayKeyOf,
  dayNumber,
  isNewStreakDay,
  isWeeklyGoal,
  orderConfirmationPath,
  STREAK_TEXTS,
  trialSuccessTexts,
  weekOf,
  WEEKLY_GOAL_CHOICES,
  WEEKLY_GOAL_TEXTS,
  weeklyProgress,
} from "~/engine";

describe("day keys", () => {
  it("are the calendar day of an instant in a time zone (UTC by default)", () => {
    expect(dayKeyOf("2026-03-10T23:30:00.000Z")).toBe("2026-03-10");
    expect(dayKeyOf(new Date("2026-03-10T23:30:00.000Z"), "Asia/Tokyo")).toBe("2026-03-11");
    expect(dayKeyOf("2026-03-10T03:00:00.000Z", "America/New_York")).toBe("2026-03-09");
    expect(() => dayKeyOf("not a date")).toThrow();
    // The UTC shortcut agrees with a formatter, across the year and at both edges of a day.
    const utc = new Intl.DateTimeFormat("en-CA", { timeZone: "UTC", year: "numeric", month: "2-digit", day: "2-digit" });
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2025, 0, 2); t += 86_399_999) expect(dayKeyOf(new Date(t))).toBe(utc.format(t));
    expect(dayKeyOf("2026-03-10T00:00:00.000Z")).toBe("2026-03-10");
    // A kept formatter answers for its own zone only.
    expect(dayKeyOf("2026-03-10T23:30:00.000Z", "Asia/Tokyo")).toBe("2026-03-11");
    expect(dayKeyOf("2026-03-10T23:30:00.000Z", "Europe/London")).toBe("2026-03-10");
    expect(() => dayKeyOf("2026-03-10T23:30:00.000Z", "Not/AZone")).toThrow();
    expect(dayNumber("1970-01-02")).toBe(1);
    expect(() => dayNumber("2026-3-1")).toThrow();
  });
});

describe("streaks", () => {
  const today = "2026-03-12";
  it("counts consecutive days up to today, or up to yesterday while today has none yet", () => {
    expect(computeStreak([], today)).toEqual({ current: 0, best: 0, today: false });
    expect(computeStreak(["2026-03-12"], today)).toEqual({ current: 1, best: 1, today: true });
    expect(computeStreak(["2026-03-10", "2026-03-11", "2026-03-12", "2026-03-12"], today)).toEqual({ current: 3, best: 3, today: true });
    expect(computeStreak(["2026-03-10", "2026-03-11"], today)).toEqual({ current: 2, best: 2, today: false });
    // broken: the last day is two days ago
    expect(computeStreak(["2026-03-09", "2026-03-10"], today)).toEqual({ current: 0, best: 2, today: false });
  });
  it("keeps the best run, across months and in any order", () => {
    const days = ["2026-03-12", "2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02", "2026-03-11"];
    expect(computeStreak(days, today)).toEqual({ current: 2, best: 4, today: true });
  });
  it("ignores days after today", () => {
    expect(computeStreak(["2026-03-12", "2026-03-13", "2026-03-14"], today)).toEqual({ current: 1, best: 1, today: true });
  });
  it("offers the streak modal on the first submission of a day only", () => {
    expect(isNewStreakDay([], today)).toBe(true);
    expect(isNewStreakDay(["2026-03-11"], today)).toBe(true);
    expect(isNewStreakDay(["2026-03-11", "2026-03-12"], today)).toBe(false);
  });
  it("words", () => {
    expect(STREAK_TEXTS.modalTitle(1)).toBe("You started a streak");
    expect(STREAK_TEXTS.modalTitle(4)).toBe("4 days in a row");
    expect(STREAK_TEXTS.best(1)).toBe("Best streak: 1 day");
    expect(STREAK_TEXTS.keepGoing(4)).toBe("Submit a solution tomorrow to make it 5 days in a row.");
    expect(STREAK_TEXTS.summary({ current: 0, best: 3, today: false })).toBe("No streak yet: submit a solution today to start one.");
    expect(STREAK_TEXTS.summary({ current: 2, best: 3, today: false })).toBe("Streak: 2 days in a row (submit today to keep it)");
    expect(STREAK_TEXTS.summary({ current: 3, best: 3, today: true })).toBe("Streak: 3 days in a row");
  });
});

describe("weekly goal", () => {
  it("has four choices", () => {
    expect(WEEKLY_GOAL_CHOICES).toEqual([3, 5, 7, 10]);
    expect(isWeeklyGoal(5)).toBe(true);
    expect(isWeeklyGoal(4)).toBe(false);
    expect(isWeeklyGoal("5")).toBe(false);
    expect(WEEKLY_GOAL_TEXTS.invalid).toBe("Choose 3, 5, 7 or 10 problems a week.");
  });
  it("weeks run Monday to Sunday", () => {
    expect(weekOf("2026-03-09")).toEqual({ start: "2026-03-09", end: "2026-03-16" }); // a Monday
    expect(weekOf("2026-03-15")).toEqual({ start: "2026-03-09", end: "2026-03-16" }); // a Sunday
    expect(weekOf("2026-03-16")).toEqual({ start: "2026-03-16", end: "2026-03-23" });
    expect(weekOf("2026-01-01")).toEqual({ start: "2025-12-29", end: "2026-01-05" }); // across a year
    expect(weekOf("1970-01-01")).toEqual({ start: "1969-12-29", end: "1970-01-05" });
  });
  it("counts distinct problems submitted this week", () => {
    const subs = [
      { day: "2026-03-08", problemId: 1 }, // last week (Sunday)
      { day: "2026-03-09", problemId: 1 },
      { day: "2026-03-10", problemId: 1 },
      { day: "2026-03-11", problemId: 2 },
      { day: "2026-03-16", problemId: 3 }, // next week
    ];
    const p = weeklyProgress(subs, "2026-03-12", 3);
    expect(p).toEqual({ goal: 3, done: 2, met: false, week: { start: "2026-03-09", end: "2026-03-16" }, daysLeft: 4 });
    expect(WEEKLY_GOAL_TEXTS.progress(p)).toBe("2 of 3 problems this week · 4 days left");
    const met = weeklyProgress([...subs, { day: "2026-03-12", problemId: 9 }], "2026-03-12", 3);
    expect(met.met).toBe(true);
    expect(WEEKLY_GOAL_TEXTS.progress(met)).toBe("Goal met: 3 of 3 problems this week");
    const none = weeklyProgress(subs, "2026-03-15", null);
    expect(none).toMatchObject({ goal: null, met: false, daysLeft: 1 });
    expect(WEEKLY_GOAL_TEXTS.progress(none)).toBe("2 problems this week");
  });
});

describe("the annual upgrade offer", () => {
  it("compares the yearly price with twelve monthly payments", () => {
    const o = annualUpgradeOffer({ monthlyPlanCode: "300-1-6000", annualPlanCode: "300-12-6000", monthlyCents: 5900, annualCents: 39900 });
    expect(o).toEqual({
      monthlyPlanCode: "300-1-6000",
      annualPlanCode: "300-12-6000",
      monthlyCents: 5900,
      annualCents: 39900,
      twelveMonthlyCents: 70800,
      savingCents: 30900,
      savingPercent: 44,
      annualPerMonthCents: 3325,
    });
    expect(ANNUAL_OFFER_TEXTS.summary(o)).toBe(
      "Pay $399.00 once a year instead of $59.00 a month ($708.00 a year): you save $309.00, 44% of a year of monthly payments.",
    );
  });
  it("never shows a negative saving", () => {
    const o = annualUpgradeOffer({ monthlyPlanCode: "100-1-6000", annualPlanCode: "100-12-6000", monthlyCents: 1000, annualCents: 13000 });
    expect(o).toMatchObject({ savingCents: 0, savingPercent: 0 });
    expect(ANNUAL_OFFER_TEXTS.summary(o)).toBe("Pay $130.00 once a year instead of $10.00 a month.");
  });
});

describe("trial success", () => {
  it("is a page state of the confirmation after a trial checkout only", () => {
    expect(orderConfirmationPath({ attemptId: "a1", checkoutType: "b2c-trial-avail", stripe: false })).toBe(
      "/order-confirmation?attempt=a1&trial=started",
    );
    expect(orderConfirmationPath({ attemptId: "a1", checkoutType: "b2c-trial-quick-avail", stripe: true })).toBe(
      "/order-confirmation/stripe?attempt=a1&trial=started",
    );
    expect(orderConfirmationPath({ attemptId: "a1", checkoutType: "subscription-buy", stripe: false })).toBe("/order-confirmation?attempt=a1");
    expect(checkoutSuccessToast("b2c-trial-avail")).toBe("Your free trial has started.");
    expect(checkoutSuccessToast("subscription-buy")).toBe("Payment received. Welcome aboard!");
  });
  it("says when the trial ends, what it then costs and how to cancel", () => {
    expect(billingPeriodWords(1)).toBe("a month");
    expect(billingPeriodWords(3)).toBe("every 3 months");
    expect(billingPeriodWords(12)).toBe("a year");
    expect(billingPeriodWords(24)).toBe("every 2 years");
    const t = trialSuccessTexts({
      planName: "Premium · Annual (300-12-6000)",
      includes: [],
      endsAt: "2026-03-19T10:00:00.000Z",
      validityMonths: 12,
      priceAfterCents: 39900,
      autoRenew: true,
    });
    expect(t.title).toBe("Your 7-day free trial has started");
    expect(t.got).toBe("You have Premium · Annual (300-12-6000) free for 7 days. Nothing was charged today.");
    expect(t.ends).toBe(
      "Your trial ends on March 19, 2026. Then your plan continues at $399.00 a year, charged to the card you gave, unless you cancel before.",
    );
    expect(t.cancel).toBe(
      "To cancel, turn off auto-renew in Billing before March 19, 2026. You keep everything until the trial ends and nothing is charged.",
    );
    const off = trialSuccessTexts({
      planName: "P",
      includes: [],
      endsAt: "2026-03-19T10:00:00.000Z",
      validityMonths: 1,
      priceAfterCents: 5900,
      autoRenew: false,
    });
    expect(off.ends).toBe("Your trial ends on March 19, 2026. Auto-renew is off, so nothing will be charged and your access ends then.");
  });
});
