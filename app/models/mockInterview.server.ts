// Mock interviews (mock_interviews) and the content they draw from: queries only. The rules
// (allowance, draw, status, report) are the engine's (app/engine/mockInterviews.ts).
import { and, asc, desc, eq, inArray, isNotNull, lte } from "drizzle-orm";
import { lockRows } from "./rowLocks.server";
import { z } from "zod";
import { changes, run, transaction } from "../../db/access";
import { requestMemo } from "../../db/requestMemo";
import type { schema } from "../../db/client";
import { mockWindowOf, type Difficulty, type MockCandidatePattern, type MockDrawnProblem, type MockSubmissionFact, type MockWindow } from "~/engine";
import type { MockAttemptFact } from "~/engine/mockTimeline";

export type MockInterviewRow = typeof schema.mockInterviews.$inferSelect;
type NewMockInterview = typeof schema.mockInterviews.$inferInsert;

const drawnSchema = z.array(
  z.object({
    page_row_id: z.number(),
    author_id: z.number(),
    work_id: z.number(),
    page_id: z.number(),
    title: z.string(),
    difficulty: z.string().nullable(),
    pattern: z.string(),
    pattern_slug: z.string(),
    path_slug: z.string(),
    page_slug: z.string(),
  }),
);

export function parseDrawnProblems(text: string): MockDrawnProblem[] {
  try {
    const parsed = drawnSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export async function findMockInterview(id: number): Promise<MockInterviewRow | null> {
  return run(async (db, t) => (await db.select().from(t.mockInterviews).where(eq(t.mockInterviews.id, id)).limit(1))[0] ?? null);
}

/** Every interview of the learner, newest first; read once per page view (a coding page asked twice). */
export async function listMockInterviews(userId: number): Promise<MockInterviewRow[]> {
  return requestMemo(`mock_interviews:${userId}`, () =>
    run(async (db, t) =>
      db
        .select()
        .from(t.mockInterviews)
        .where(eq(t.mockInterviews.userId, userId))
        .orderBy(desc(t.mockInterviews.startedAt), desc(t.mockInterviews.id)),
    ),
  );
}

/** Every interview of the learner as the problems and the time it ran (what belongs to it). */
export async function mockInterviewWindows(userId: number, now: Date): Promise<MockWindow[]> {
  return (await listMockInterviews(userId)).map((r) => mockWindowOf(r, parseDrawnProblems(r.problems), now));
}

/** The learner's interviews still running at `now`, with their problems. */
export async function runningMockInterviews(userId: number, now: Date): Promise<{ row: MockInterviewRow; problems: MockDrawnProblem[] }[]> {
  return (await inProgressMockInterviews(userId))
    .filter((row) => Date.parse(row.endsAt) > now.getTime())
    .map((row) => ({ row, problems: parseDrawnProblems(row.problems) }));
}

/** The latest interview of a learner for a company and length, or null. */
export async function latestMockInterview(userId: number, company: string, lengthMinutes: number): Promise<MockInterviewRow | null> {
  return run(async (db, t) => {
    const m = t.mockInterviews;
    const [row] = await db
      .select()
      .from(m)
      .where(and(eq(m.userId, userId), eq(m.company, company), eq(m.lengthMinutes, lengthMinutes)))
      .orderBy(desc(m.startedAt), desc(m.id))
      .limit(1);
    return row ?? null;
  });
}

/** The month keys of every interview the learner started (what the allowance counts). */
export async function startedMonthKeys(userId: number): Promise<string[]> {
  const rows = await run(async (db, t) =>
    db.select({ monthKey: t.mockInterviews.monthKey }).from(t.mockInterviews).where(eq(t.mockInterviews.userId, userId)),
  );
  return rows.map((r) => r.monthKey);
}

/** The learners who have an in-progress interview whose end time has passed (for the scheduled close). */
export async function learnersWithExpiredMockInterviews(nowIso: string): Promise<number[]> {
  const rows = await run(async (db, t) =>
    db
      .selectDistinct({ userId: t.mockInterviews.userId })
      .from(t.mockInterviews)
      .where(and(eq(t.mockInterviews.status, "in_progress"), lte(t.mockInterviews.endsAt, nowIso))),
  );
  return rows.map((r) => r.userId);
}

/** In-progress rows (whatever their end time) of a learner; read once per page view. */
export async function inProgressMockInterviews(userId: number): Promise<MockInterviewRow[]> {
  return requestMemo(`mock_interviews_in_progress:${userId}`, () =>
    run(async (db, t) =>
      db
        .select()
        .from(t.mockInterviews)
        .where(and(eq(t.mockInterviews.userId, userId), eq(t.mockInterviews.status, "in_progress"))),
    ),
  );
}

/**
 * One transaction in which two starts of the same learner take turns (the learner's row is locked
 * on PostgreSQL; SQLite's write lock is taken at BEGIN), so they cannot both pass the allowance
 * check: `decide` sees the learner's started month keys and in-progress rows and returns the row
 * to insert, or a refusal; expired rows it names are closed first. `decide` must be pure: the
 * transaction may run again after a deadlock.
 */
export async function startMockInterviewTx<R>(
  userId: number,
  decide: (input: { monthKeys: string[]; inProgress: MockInterviewRow[] }) => {
    close: { id: number; report: string }[];
    insert: NewMockInterview | null;
    refusal: R | null;
  },
): Promise<{ row: MockInterviewRow | null; refusal: R | null }> {
  return transaction(async (db, t, forUpdate) => {
    await lockRows(db.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, userId)), forUpdate);
    const decision = decide({ monthKeys: await startedMonthKeys(userId), inProgress: await inProgressMockInterviews(userId) });
    for (const c of decision.close)
      await db
        .update(t.mockInterviews)
        .set({ status: "expired", report: c.report })
        .where(and(eq(t.mockInterviews.id, c.id), eq(t.mockInterviews.status, "in_progress")));
    if (decision.refusal != null || !decision.insert) return { row: null, refusal: decision.refusal };
    const [row] = await db.insert(t.mockInterviews).values(decision.insert).returning();
    return { row: row!, refusal: null };
  });
}

/** Ends an in-progress interview (finished or expired) with its report; false when it was not in progress. */
export async function endMockInterview(
  id: number,
  values: { status: "finished" | "expired"; finishedAt: string | null; report: string },
): Promise<boolean> {
  return run(
    async (db, t) =>
      changes(
        await db
          .update(t.mockInterviews)
          .set(values)
          .where(and(eq(t.mockInterviews.id, id), eq(t.mockInterviews.status, "in_progress"))),
      ) > 0,
  );
}

export async function setMockInterviewSession(id: number, session: string): Promise<void> {
  await run(async (db, t) => db.update(t.mockInterviews).set({ session }).where(eq(t.mockInterviews.id, id)));
}

const companies = z.record(z.string(), z.number());
const parseCounts = (text: string | null): Record<string, number> | null => {
  if (!text) return null;
  try {
    const p = companies.safeParse(JSON.parse(text));
    return p.success ? p.data : null;
  } catch {
    return null;
  }
};

/** Every pattern module with a company frequency row, with its problem pages. */
export async function mockCandidatePatterns(): Promise<MockCandidatePattern[]> {
  const rows = await run(async (db, t) =>
    db
      .select({
        moduleId: t.coachModules.id,
        slug: t.coachModules.slug,
        title: t.coachModules.title,
        authorId: t.coachModules.authorId,
        collectionId: t.coachModules.collectionId,
        frequency: t.coachModules.companyFrequency,
        pathSlug: t.coachPaths.slug,
        pageRowId: t.coachPages.id,
        pageId: t.coachPages.pageId,
        pageSlug: t.coachPages.slug,
        pageTitle: t.coachPages.title,
        difficulty: t.coachProblems.difficulty,
        companies: t.coachProblems.companies,
      })
      .from(t.coachModules)
      .innerJoin(t.coachPaths, eq(t.coachPaths.id, t.coachModules.pathId))
      .innerJoin(t.coachPages, eq(t.coachPages.moduleId, t.coachModules.id))
      .innerJoin(t.coachProblems, eq(t.coachProblems.pageId, t.coachPages.id))
      .where(isNotNull(t.coachModules.companyFrequency))
      .orderBy(asc(t.coachPaths.position), asc(t.coachModules.position), asc(t.coachPages.position)),
  );
  const byModule = new Map<number, MockCandidatePattern & { problems: MockCandidatePattern["problems"][number][] }>();
  for (const r of rows) {
    let m = byModule.get(r.moduleId);
    if (!m) {
      m = {
        slug: r.slug,
        title: r.title,
        authorId: r.authorId,
        collectionId: r.collectionId,
        pathSlug: r.pathSlug,
        companyFrequency: parseCounts(r.frequency),
        problems: [],
      };
      byModule.set(r.moduleId, m);
    }
    m.problems.push({
      pageRowId: r.pageRowId,
      pageId: r.pageId,
      slug: r.pageSlug,
      title: r.pageTitle,
      difficulty: r.difficulty,
      companies: parseCounts(r.companies) ?? {},
    });
  }
  return [...byModule.values()];
}

/** The learner's graded submissions on some problem pages (the report keeps those in its window). */
export async function gradedSubmissionFacts(userId: number, pageRowIds: readonly number[]): Promise<MockSubmissionFact[]> {
  if (pageRowIds.length === 0) return [];
  return run(async (db, t) => {
    const s = t.coachSubmissions;
    return db
      .select({ pageRowId: s.pageRowId, score: s.score, createdAt: s.createdAt })
      .from(s)
      .where(and(eq(s.userId, userId), eq(s.kind, "submission"), inArray(s.pageRowId, [...pageRowIds])))
      .orderBy(asc(s.createdAt), asc(s.id));
  });
}

/** Every run and graded submission of the learner on some problem pages (the report's timeline keeps those in its window). */
export async function attemptFacts(userId: number, pageRowIds: readonly number[]): Promise<MockAttemptFact[]> {
  if (pageRowIds.length === 0) return [];
  const rows = await run(async (db, t) => {
    const s = t.coachSubmissions;
    return db
      .select({
        id: s.id,
        pageRowId: s.pageRowId,
        kind: s.kind,
        score: s.score,
        passed: s.passedTestcases,
        total: s.totalTestcases,
        difficulty: s.difficulty,
        language: s.language,
        createdAt: s.createdAt,
      })
      .from(s)
      .where(and(eq(s.userId, userId), inArray(s.pageRowId, [...pageRowIds])))
      .orderBy(asc(s.createdAt), asc(s.id));
  });
  return rows.map((r) => ({ ...r, kind: r.kind === "run" ? "run" : "submission", difficulty: r.difficulty as Difficulty }));
}
