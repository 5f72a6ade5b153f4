// The figures of an organization's progress page, read for a list of members: lessons (from
// lesson_progress) and the interview-prep coach (from coach_submissions), two grouped queries
// whatever the size; and the viewer's own activity for the admin onboarding prompt.
import { and, inArray, isNotNull, sql } from "drizzle-orm";
import { rows, run } from "../../db/access";

/** Per member: courses started, lessons completed, the latest lesson visit. */
export async function lessonTotalsByUser(userIds: number[]) {
  if (userIds.length === 0) return [];
  return run(async (db, t) => {
    const lp = t.lessonProgress;
    return db
      .select({
        userId: lp.userId,
        courses: sql<number>`count(distinct ${lp.courseId})`,
        completed: sql<number>`sum(case when ${lp.completedAt} is not null then 1 else 0 end)`,
        last: sql<string | null>`max(${lp.lastVisitedAt})`,
      })
      .from(lp)
      .where(inArray(lp.userId, userIds))
      .groupBy(lp.userId);
  });
}

/** The best graded score per member and problem, with the number of submissions and the latest one. */
export async function bestCoachScoresByUser(userIds: number[]) {
  if (userIds.length === 0) return [];
  return run(async (db, t) => {
    const cs = t.coachSubmissions;
    return db
      .select({
        userId: cs.userId,
        moduleId: cs.moduleId,
        pageRowId: cs.pageRowId,
        difficulty: cs.difficulty,
        best: sql<number>`max(${cs.score})`,
        n: sql<number>`count(*)`,
        last: sql<string>`max(${cs.createdAt})`,
      })
      .from(cs)
      .where(and(inArray(cs.userId, userIds), sql`${cs.kind} = 'submission'`, isNotNull(cs.pageRowId)))
      .groupBy(cs.userId, cs.moduleId, cs.pageRowId, cs.difficulty);
  });
}

/** Whether the user follows a coach roadmap, and how many lessons they completed and graded submissions they made. */
export async function onboardingCounts(userId: number): Promise<{ track: boolean; done: number; graded: number }> {
  const [r] = await rows<{ track: unknown; done: unknown; graded: unknown }>(sql`SELECT
      exists(select 1 from coach_user_paths where user_id = ${userId}) AS track,
      (select count(*) from lesson_progress where user_id = ${userId} and completed_at is not null) AS done,
      (select count(*) from coach_submissions where user_id = ${userId} and kind = 'submission') AS graded`);
  return { track: r?.track === true || Number(r?.track ?? 0) === 1, done: Number(r?.done ?? 0), graded: Number(r?.graded ?? 0) };
}
