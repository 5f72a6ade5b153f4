// A learner's coach habits: the streak (consecutive days with a graded submission, from the
// submissions table) and the weekly goal (problems a week, kept in the saved-user-data store as
// the map "coach.weekly_goal"), with this week's progress. The rules are engine/streaks.ts; days
// are UTC days (no time zone is stored for a learner).
import { and, eq, gte, sql } from "drizzle-orm";
import { getDb, schema } from "../../../db/client";
import { prepared } from "../../../db/prepared";
import {
  computeStreak,
  dayKeyOf,
  isNewStreakDay,
  isWeeklyGoal,
  weekOf,
  WEEKLY_GOAL_MAP,
  weeklyProgress,
  type Streak,
  type WeeklyGoal,
  type WeeklyProgress,
} from "~/engine";
import { getMap, saveMap } from "~/models/userData.server";

const t = schema.coachSubmissions;

/** The UTC days on which the learner made a graded submission. */
export async function submissionDays(userId: number): Promise<string[]> {
  return daysWithSubmissions(getDb())
    .all({ userId })
    .map((r) => r.day);
}

const daysWithSubmissions = prepared((db) =>
  db
    .selectDistinct({ day: sql<string>`substr(${t.createdAt}, 1, 10)` })
    .from(t)
    .where(and(eq(t.userId, sql.placeholder("userId")), eq(t.kind, "submission")))
    .prepare(),
);
const submissionsSince = prepared((db) =>
  db
    .select({ day: sql<string>`substr(${t.createdAt}, 1, 10)`, problemId: t.pageRowId })
    .from(t)
    .where(and(eq(t.userId, sql.placeholder("userId")), eq(t.kind, "submission"), gte(t.createdAt, sql.placeholder("since"))))
    .prepare(),
);

/** The streak after a graded submission made now; new_day when it is the first of its day. */
export function streakAfterSubmission(daysBefore: readonly string[], now: Date): Streak & { new_day: boolean } {
  const today = dayKeyOf(now);
  return { ...computeStreak([...daysBefore, today], today), new_day: isNewStreakDay(daysBefore, today) };
}

export async function weeklyGoalOf(userId: number): Promise<WeeklyGoal | null> {
  const map = await getMap(userId, WEEKLY_GOAL_MAP);
  const goal = map?.data.problems_per_week;
  // The map can also be written through /api/userdata/map/{name}: anything else reads as no goal.
  return isWeeklyGoal(goal) ? goal : null;
}

export type CoachHabits = { streak: Streak; weekly: WeeklyProgress };

/** The streak and this week's progress toward the goal, as the learn home and the roadmap show them. */
export async function coachHabits(userId: number, now = new Date()): Promise<CoachHabits> {
  const today = dayKeyOf(now);
  const week = weekOf(today);
  const [days, goal] = await Promise.all([submissionDays(userId), weeklyGoalOf(userId)]);
  const thisWeek = submissionsSince(getDb()).all({ userId, since: `${week.start}T00:00:00.000Z` });
  return { streak: computeStreak(days, today), weekly: weeklyProgress(thisWeek, today, goal) };
}

/** Stores the goal (the server's write wins over any earlier client timestamp). */
export async function setWeeklyGoal(userId: number, goal: WeeklyGoal, now = new Date()): Promise<void> {
  const stored = await getMap(userId, WEEKLY_GOAL_MAP);
  const timestamp = Math.max(now.getTime(), (stored?.timestamp ?? 0) + 1);
  const result = await saveMap(userId, WEEKLY_GOAL_MAP, { problems_per_week: goal }, timestamp, true, now);
  if (!result.saved) throw new Error("The weekly goal was not saved.");
}
