// Graded submissions and ungraded runs of learner code (coach_submissions).
import { and, asc, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { run } from "../../db/access";
import type { schema } from "../../db/client";
import { requestMemo } from "../../db/requestMemo";

export type CoachSubmissionRow = typeof schema.coachSubmissions.$inferSelect;
type NewCoachSubmission = typeof schema.coachSubmissions.$inferInsert;
type SubmissionKind = "submission" | "run";

export async function insertCoachSubmission(values: NewCoachSubmission): Promise<CoachSubmissionRow> {
  const [row] = await run((db, t) => db.insert(t.coachSubmissions).values(values).returning());
  return row;
}

/** A learner's graded submissions (or runs) in some modules and one attempt, oldest first. */
export async function listCoachSubmissions(
  userId: number,
  opts: { moduleIds: readonly number[]; attemptId?: number; kind?: SubmissionKind },
): Promise<CoachSubmissionRow[]> {
  if (opts.moduleIds.length === 0) return [];
  const kind = opts.kind ?? "submission";
  const moduleIds = [...opts.moduleIds];
  const key = `coachSubmissions:${userId}:${kind}:${opts.attemptId ?? "*"}:${opts.moduleIds.join(",")}`;
  const found = await requestMemo(key, async () =>
    run((db, t) => {
      const s = t.coachSubmissions;
      return db
        .select()
        .from(s)
        .where(
          and(
            eq(s.userId, userId),
            inArray(s.moduleId, moduleIds),
            eq(s.kind, kind),
            opts.attemptId != null ? eq(s.attemptId, opts.attemptId) : undefined,
          ),
        )
        .orderBy(asc(s.createdAt), asc(s.id));
    }),
  );
  return [...found];
}

/**
 * The learner's latest ungraded run on each problem page of some modules in one attempt (what
 * the roadmap needs of runs: when each problem was last worked on), one row per page however
 * many runs there are.
 */
export async function latestRunPerPage(
  userId: number,
  moduleIds: readonly number[],
  attemptId: number,
): Promise<{ moduleId: number; pageRowId: number; createdAt: string }[]> {
  if (moduleIds.length === 0) return [];
  const key = `coachLatestRuns:${userId}:${attemptId}:${moduleIds.join(",")}`;
  const found = await requestMemo(key, async () =>
    run((db, t) => {
      const s = t.coachSubmissions;
      return db
        .select({ moduleId: s.moduleId, pageRowId: s.pageRowId, createdAt: sql<string>`max(${s.createdAt})` })
        .from(s)
        .where(and(eq(s.userId, userId), inArray(s.moduleId, [...moduleIds]), eq(s.kind, "run"), eq(s.attemptId, attemptId)))
        .groupBy(s.moduleId, s.pageRowId);
    }),
  );
  return [...found];
}

/** How many graded submissions the learner has made, over every roadmap. */
export async function countGradedSubmissions(userId: number): Promise<number> {
  const [row] = await run((db, { coachSubmissions: t }) =>
    db
      .select({ n: count() })
      .from(t)
      .where(and(eq(t.userId, userId), eq(t.kind, "submission"))),
  );
  return Number(row?.n ?? 0);
}

/** The latest graded submission on a problem page in an attempt; null when none. */
export async function latestCoachSubmission(userId: number, pageRowId: number, attemptId: number): Promise<CoachSubmissionRow | null> {
  const [row] = await run((db, { coachSubmissions: t }) =>
    db
      .select()
      .from(t)
      .where(and(eq(t.userId, userId), eq(t.pageRowId, pageRowId), eq(t.attemptId, attemptId), eq(t.kind, "submission")))
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(1),
  );
  return row ?? null;
}

/** Replaces a submission's result JSON (e.g. to add its constraints evaluation). */
export async function setCoachSubmissionResult(id: number, result: unknown): Promise<void> {
  await run((db, t) =>
    db
      .update(t.coachSubmissions)
      .set({ result: JSON.stringify(result) })
      .where(eq(t.coachSubmissions.id, id)),
  );
}

/** A learner's runs and submissions on one problem page, newest first (the page's history). */
export async function listPageSubmissions(userId: number, pageRowId: number, limit: number): Promise<CoachSubmissionRow[]> {
  return run((db, { coachSubmissions: t }) =>
    db
      .select()
      .from(t)
      .where(and(eq(t.userId, userId), eq(t.pageRowId, pageRowId)))
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(limit),
  );
}

/** One of the learner's runs or submissions on a page; null when it is not theirs or not on that page. */
export async function findPageSubmission(userId: number, pageRowId: number, id: number): Promise<CoachSubmissionRow | null> {
  const [row] = await run((db, { coachSubmissions: t }) =>
    db
      .select()
      .from(t)
      .where(and(eq(t.id, id), eq(t.userId, userId), eq(t.pageRowId, pageRowId)))
      .limit(1),
  );
  return row ?? null;
}

/** The UTC days (YYYY-MM-DD) on which the learner made a graded submission. */
export async function gradedSubmissionDays(userId: number): Promise<string[]> {
  return run(async (db, t) => {
    const s = t.coachSubmissions;
    const rows = await db
      .selectDistinct({ day: sql<string>`substr(${s.createdAt}, 1, 10)` })
      .from(s)
      .where(and(eq(s.userId, userId), eq(s.kind, "submission")));
    return rows.map((r) => r.day);
  });
}

/** The learner's graded submissions since an ISO time: their UTC day and problem. */
export async function gradedSubmissionsSince(userId: number, since: string): Promise<{ day: string; problemId: number }[]> {
  return run((db, t) => {
    const s = t.coachSubmissions;
    return db
      .select({ day: sql<string>`substr(${s.createdAt}, 1, 10)`, problemId: s.pageRowId })
      .from(s)
      .where(and(eq(s.userId, userId), eq(s.kind, "submission"), gte(s.createdAt, since)));
  });
}

/**
 * The best (lowest) cost of every other learner's accepted graded submissions to a problem in
 * one language (docs/product/judge.md#the-percentile): one value per learner, so resubmitting
 * the same code changes nobody's standing.
 */
export async function otherLearnersBestCosts(userId: number, pageRowId: number, language: string): Promise<number[]> {
  const rows = await run((db, { coachSubmissions: t }) =>
    db
      .select({ best: sql<number>`min(${t.cost})` })
      .from(t)
      .where(
        and(
          eq(t.pageRowId, pageRowId),
          eq(t.language, language),
          eq(t.kind, "submission"),
          sql`${t.cost} is not null`,
          sql`${t.userId} <> ${userId}`,
        ),
      )
      .groupBy(t.userId),
  );
  return rows.map((r) => Number(r.best));
}
