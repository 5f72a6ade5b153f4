// The coach's weekly plan (docs/product/interview-prep.md#weekly-plan).
import { DEFAULT_DAYS_TO_INTERVIEW, WEEK_DAYS } from "./constants";
import { calendarDaysBetween, toDate, type DateInput } from "./dates";

/** Whole days from today to the interview; no date, an invalid date, today or the past → 28. */
export function daysToInterview(interviewDate: DateInput | null | undefined, today: DateInput): number {
  const date = toDate(interviewDate ?? null);
  if (!date) return DEFAULT_DAYS_TO_INTERVIEW;
  const days = calendarDaysBetween(today, date);
  return days > 0 ? days : DEFAULT_DAYS_TO_INTERVIEW;
}

/** min(ceil(days / 7), number of modules), at least 1. */
export function planWeeks(days: number, moduleCount: number): number {
  return Math.max(1, Math.min(Math.ceil(days / WEEK_DAYS), moduleCount));
}

/** Splits items, in order, into `count` buckets whose sizes differ by at most one, larger first. */
export function balancedBuckets<T>(items: readonly T[], count: number): T[][] {
  if (!Number.isInteger(count) || count < 1) throw new Error(`Bucket count must be a positive integer, got ${count}`);
  const base = Math.floor(items.length / count);
  const extra = items.length % count;
  const buckets: T[][] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    const size = base + (i < extra ? 1 : 0);
    buckets.push(items.slice(at, at + size));
    at += size;
  }
  return buckets;
}

interface WeeklyPlan<T> {
  daysToInterview: number;
  weeks: number;
  /** One bucket per week, then the trailing empty bucket. */
  buckets: T[][];
}

/** Example: 25 modules, 28 days → buckets of 7, 6, 6, 6, then []. */
export function weeklyPlan<T>(input: { modules: readonly T[]; interviewDate?: DateInput | null; today: DateInput }): WeeklyPlan<T> {
  const days = daysToInterview(input.interviewDate, input.today);
  const weeks = planWeeks(days, input.modules.length);
  return { daysToInterview: days, weeks, buckets: [...balancedBuckets(input.modules, weeks), []] };
}
