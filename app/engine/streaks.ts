// Coach streaks and the weekly goal (docs/product/interview-prep.md#streaks).
// A streak is the number of consecutive days, in the learner's time zone (UTC
// when none is stored), with at least one graded coach submission; it is alive while its last
// day is today or yesterday. The weekly goal is a number of problems a week (Monday to Sunday)
// the learner aims for; a problem counts once a week, whatever the number of its submissions.
// Pure: "now" and the time zone are arguments. Days are compared in DAY_MS (864e5 ms).

import { DAY_MS } from "./constants";

/** The goals a learner can choose, in problems a week. */
export const WEEKLY_GOAL_CHOICES = [3, 5, 7, 10] as const;
export type WeeklyGoal = (typeof WEEKLY_GOAL_CHOICES)[number];
/** The choice offered first when no goal is set. */
export const DEFAULT_WEEKLY_GOAL: WeeklyGoal = 5;
/** The saved-user-data map (user_data_maps) that holds the goal: `{ problems_per_week }`. */
export const WEEKLY_GOAL_MAP = "coach.weekly_goal";
/** The page states (?dialog=…) of the two modals. */
export const WEEKLY_GOAL_DIALOG = "weekly-goal";

export const isWeeklyGoal = (n: unknown): n is WeeklyGoal => typeof n === "number" && (WEEKLY_GOAL_CHOICES as readonly number[]).includes(n);

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = dayFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    // An unknown zone throws above and is never kept; the map holds at most the zones in use.
    if (dayFormatters.size < 1000) dayFormatters.set(timeZone, f);
  }
  return f;
}

/** "YYYY-MM-DD" of an instant in a time zone. */
export function dayKeyOf(instant: Date | string, timeZone = "UTC"): string {
  const d = typeof instant === "string" ? new Date(instant) : instant;
  if (Number.isNaN(d.getTime())) throw new Error(`Not a date: ${String(instant)}`);
  // UTC (every learner today) needs no formatter; building an Intl.DateTimeFormat costs about
  // 100 µs, so one is kept per time zone.
  if (timeZone === "UTC" && d.getUTCFullYear() >= 0 && d.getUTCFullYear() <= 9999) return d.toISOString().slice(0, 10);
  const parts = dayFormatter(timeZone).formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "";
  return `${get("year").padStart(4, "0")}-${get("month")}-${get("day")}`;
}

/** Whole days since 1970-01-01 of a day key (calendar arithmetic, no time zone left). */
export function dayNumber(key: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!m) throw new Error(`Not a day key: ${key}`);
  return Math.round(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS);
}

/** The day key of a day number. */
function dayKeyFromNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

export interface Streak {
  /** consecutive days up to today (or up to yesterday while today has no submission yet) */
  current: number;
  /** the longest run ever */
  best: number;
  /** today has a submission */
  today: boolean;
}

/** The streak from the days (day keys, any order, repeats allowed) that have a submission. */
export function computeStreak(days: readonly string[], todayKey: string): Streak {
  const nums = [...new Set(days.map(dayNumber))].sort((a, b) => a - b);
  const today = dayNumber(todayKey);
  let best = 0;
  let run = 0;
  let prev: number | null = null;
  for (const n of nums) {
    if (n > today) break;
    run = prev !== null && n === prev + 1 ? run + 1 : 1;
    best = Math.max(best, run);
    prev = n;
  }
  // prev is now the last day up to today; the run ending there is alive when it is today or yesterday.
  const alive = prev !== null && today - prev <= 1;
  return { current: alive ? run : 0, best, today: prev === today };
}

/**
 * A submission made on `todayKey` reaches a new day of the streak when no earlier submission was
 * made that day: the streak modal is offered then, once a day.
 */
export function isNewStreakDay(daysBefore: readonly string[], todayKey: string): boolean {
  return !daysBefore.includes(todayKey);
}

/** Monday and the next Monday (exclusive) of the week holding a day key (ISO weeks). */
export function weekOf(dayKey: string): { start: string; end: string } {
  const n = dayNumber(dayKey);
  // 1970-01-01 was a Thursday: (n + 3) mod 7 is 0 on Mondays.
  const start = n - ((((n + 3) % 7) + 7) % 7);
  return { start: dayKeyFromNumber(start), end: dayKeyFromNumber(start + 7) };
}

export interface WeeklyProgress {
  goal: WeeklyGoal | null;
  /** distinct problems with a graded submission this week */
  done: number;
  met: boolean;
  week: { start: string; end: string };
  /** days left in the week, today included */
  daysLeft: number;
}

/** This week's progress toward the goal from (day key, problem id) pairs of graded submissions. */
export function weeklyProgress(
  submissions: readonly { day: string; problemId: string | number }[],
  todayKey: string,
  goal: WeeklyGoal | null,
): WeeklyProgress {
  const week = weekOf(todayKey);
  const done = new Set(submissions.filter((s) => s.day >= week.start && s.day < week.end).map((s) => String(s.problemId))).size;
  return { goal, done, met: goal !== null && done >= goal, week, daysLeft: dayNumber(week.end) - dayNumber(todayKey) };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const STREAK_TEXTS = {
  modalTitle: (days: number) => (days === 1 ? "You started a streak" : `${plural(days, "day")} in a row`),
  daysInARow: (days: number) => `${plural(days, "day")} in a row`,
  best: (best: number) => `Best streak: ${plural(best, "day")}`,
  keepGoing: (days: number) =>
    days === 1 ? "Submit a solution tomorrow to make it 2 days in a row." : `Submit a solution tomorrow to make it ${days + 1} days in a row.`,
  newBest: "That is your best streak yet.",
  /** the streak line on the learn home and the roadmap */
  summary: (s: Streak) =>
    s.current === 0
      ? "No streak yet: submit a solution today to start one."
      : `Streak: ${plural(s.current, "day")} in a row${s.today ? "" : " (submit today to keep it)"}`,
  /** how a learner starts both, said until the first graded submission */
  howToStart:
    "How to start: open a coding problem of the interview-prep roadmap and press Submit. Each graded submission counts toward your weekly goal, and a day with one keeps your streak (graded submissions are part of Premium and Premium Plus; Run is free).",
  continue: "Keep going",
  see: "See your streak",
} as const;

export const WEEKLY_GOAL_TEXTS = {
  heading: "Weekly goal",
  modalTitle: "Set your weekly goal",
  legend: "Problems a week",
  choice: (n: number) => `${n} problems a week`,
  hint: (n: number) => (n <= 3 ? "A steady start" : n <= 5 ? "About one a working day" : n <= 7 ? "One a day" : "Interview sprint"),
  save: "Save goal",
  set: "Set a weekly goal",
  change: "Change goal",
  saved: (n: number) => `Your weekly goal is ${n} problems.`,
  invalid: `Choose ${WEEKLY_GOAL_CHOICES.slice(0, -1).join(", ")} or ${WEEKLY_GOAL_CHOICES[WEEKLY_GOAL_CHOICES.length - 1]} problems a week.`,
  noGoal: "No weekly goal yet. Choose how many problems you want to solve each week.",
  progress: (p: WeeklyProgress) =>
    p.goal === null
      ? `${plural(p.done, "problem")} this week`
      : p.met
        ? `Goal met: ${p.done} of ${p.goal} problems this week`
        : `${p.done} of ${p.goal} problems this week · ${plural(p.daysLeft, "day")} left`,
} as const;
