// Graded submissions and ungraded runs of learner code (coach_submissions).
import { and, asc, count, desc, eq, gte, sql } from "drizzle-orm";
import { run } from "../../db/access";
import { getDb, schema } from "../../db/client";
import { prepared } from "../../db/prepared";
import { requestMemo } from "../../db/requestMemo";

export type CoachSubmissionRow = typeof schema.coachSubmissions.$inferSelect;
export type NewCoachSubmission = typeof schema.coachSubmissions.$inferInsert;
export type SubmissionKind = "submission" | "run";

export async function insertCoachSubmission(values: NewCoachSubmission): Promise<CoachSubmissionRow> {
  return getDb().insert(schema.coachSubmissions).values(values).returning().get();
}

/** A learner's graded submissions (or runs) in some modules and one attempt, oldest first. */
export async function listCoachSubmissions(
  userId: number,
  opts: { moduleIds: readonly number[]; attemptId?: number; kind?: SubmissionKind },
): Promise<CoachSubmissionRow[]> {
  if (opts.moduleIds.length === 0) return [];
  const kind = opts.kind ?? "submission";
  const moduleIds = JSON.stringify(opts.moduleIds);
  const key = `coachSubmissions:${userId}:${kind}:${opts.attemptId ?? "*"}:${opts.moduleIds.join(",")}`;
  const rows = await requestMemo(key, async () =>
    opts.attemptId != null
      ? submissionsInAttempt(getDb()).all({ userId, moduleIds, kind, attemptId: opts.attemptId })
      : submissionsInModules(getDb()).all({ userId, moduleIds, kind }),
  );
  return [...rows];
}

// The module ids go in as one JSON array, so each query has one shape whatever their number.
const inModules = sql`${schema.coachSubmissions.moduleId} IN (SELECT value FROM json_each(${sql.placeholder("moduleIds")}))`;
const submissionsInModules = prepared((db) => {
  const t = schema.coachSubmissions;
  return db
    .select()
    .from(t)
    .where(and(eq(t.userId, sql.placeholder("userId")), inModules, eq(t.kind, sql.placeholder("kind"))))
    .orderBy(asc(t.createdAt), asc(t.id))
    .prepare();
});
const submissionsInAttempt = prepared((db) => {
  const t = schema.coachSubmissions;
  return db
    .select()
    .from(t)
    .where(
      and(eq(t.userId, sql.placeholder("userId")), inModules, eq(t.kind, sql.placeholder("kind")), eq(t.attemptId, sql.placeholder("attemptId"))),
    )
    .orderBy(asc(t.createdAt), asc(t.id))
    .prepare();
});

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
  const rows = await requestMemo(key, async () => latestRuns(getDb()).all({ userId, moduleIds: JSON.stringify(moduleIds), attemptId }));
  return [...rows];
}

const latestRuns = prepared((db) => {
  const t = schema.coachSubmissions;
  return db
    .select({ moduleId: t.moduleId, pageRowId: t.pageRowId, createdAt: sql<string>`max(${t.createdAt})` })
    .from(t)
    .where(and(eq(t.userId, sql.placeholder("userId")), inModules, eq(t.kind, "run"), eq(t.attemptId, sql.placeholder("attemptId"))))
    .groupBy(t.moduleId, t.pageRowId)
    .prepare();
});

/** How many graded submissions the learner has made, over every roadmap. */
export async function countGradedSubmissions(userId: number): Promise<number> {
  const t = schema.coachSubmissions;
  const [row] = await getDb()
    .select({ n: count() })
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.kind, "submission")));
  return row?.n ?? 0;
}

/** The latest graded submission on a problem page in an attempt; null when none. */
export async function latestCoachSubmission(userId: number, pageRowId: number, attemptId: number): Promise<CoachSubmissionRow | null> {
  const t = schema.coachSubmissions;
  const [row] = await getDb()
    .select()
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.pageRowId, pageRowId), eq(t.attemptId, attemptId), eq(t.kind, "submission")))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(1);
  return row ?? null;
}

/** Replaces a submission's result JSON (e.g. to add its constraints evaluation). */
export async function setCoachSubmissionResult(id: number, result: unknown): Promise<void> {
  await getDb()
    .update(schema.coachSubmissions)
    .set({ result: JSON.stringify(result) })
    .where(eq(schema.coachSubmissions.id, id));
}

/** A learner's runs and submissions on one problem page, newest first (the page's history). */
export async function listPageSubmissions(userId: number, pageRowId: number, limit: number): Promise<CoachSubmissionRow[]> {
  const t = schema.coachSubmissions;
  return getDb()
    .select()
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.pageRowId, pageRowId)))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit);
}

/** One of the learner's runs or submissions on a page; null when it is not theirs or not on that page. */
export async function findPageSubmission(userId: number, pageRowId: number, id: number): Promise<CoachSubmissionRow | null> {
  const t = schema.coachSubmissions;
  const [row] = await getDb()
    .select()
    .from(t)
    .where(and(eq(t.id, id), eq(t.userId, userId), eq(t.pageRowId, pageRowId)))
    .limit(1);
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
