// A learner's coach habits: the streak (consecutive days with a graded submission, from the
// submissions table) and the weekly goal (problems a week, kept in the saved-user-data store as
// the map "coach.weekly_goal"), with this week's progress. The rules are engine/streaks.ts; days
// are UTC days (no time zone is stored for a learner).
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
import { gradedSubmissionDays, gradedSubmissionsSince } from "~/models/coachSubmissions.server";
import { getMap, saveMap } from "~/models/userData.server";

/** The streak after a graded submission made now; new_day when it is the first of its day. */
export function streakAfterSubmission(daysBefore: readonly string[], now: Date): Streak & { new_day: boolean } {
  const today = dayKeyOf(now);
  return { ...computeStreak([...daysBefore, today], today), new_day: isNewStreakDay(daysBefore, today) };
}

async function weeklyGoalOf(userId: number): Promise<WeeklyGoal | null> {
  const map = await getMap(userId, WEEKLY_GOAL_MAP);
  const goal = map?.data.problems_per_week;
  // The map can also be written through /api/userdata/map/{name}: anything else reads as no goal.
  return isWeeklyGoal(goal) ? goal : null;
}

type CoachHabits = { streak: Streak; weekly: WeeklyProgress };

/** The streak and this week's progress toward the goal, as the learn home and the roadmap show them. */
export async function coachHabits(userId: number, now = new Date()): Promise<CoachHabits> {
  const today = dayKeyOf(now);
  const week = weekOf(today);
  const [days, goal] = await Promise.all([gradedSubmissionDays(userId), weeklyGoalOf(userId)]);
  const thisWeek = await gradedSubmissionsSince(userId, `${week.start}T00:00:00.000Z`);
  return { streak: computeStreak(days, today), weekly: weeklyProgress(thisWeek, today, goal) };
}

/** Stores the goal (the server's write wins over any earlier client timestamp). */
export async function setWeeklyGoal(userId: number, goal: WeeklyGoal, now = new Date()): Promise<void> {
  const stored = await getMap(userId, WEEKLY_GOAL_MAP);
  const timestamp = Math.max(now.getTime(), (stored?.timestamp ?? 0) + 1);
  const result = await saveMap(userId, WEEKLY_GOAL_MAP, { problems_per_week: goal }, timestamp, true, now);
  if (!result.saved) throw new Error("The weekly goal was not saved.");
}
