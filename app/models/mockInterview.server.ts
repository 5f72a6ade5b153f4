// Mock interviews (mock_interviews) and the content they draw from: queries only. The rules
// (allowance, draw, status, report) are the engine's (app/engine/mockInterviews.ts).
import { and, asc, desc, eq, inArray, isNotNull, lte } from "drizzle-orm";
import { z } from "zod";
import { getDb, schema } from "../../db/client";
import { mockWindowOf, type MockCandidatePattern, type MockDrawnProblem, type MockSubmissionFact, type MockWindow } from "~/engine";

export type MockInterviewRow = typeof schema.mockInterviews.$inferSelect;
export type NewMockInterview = typeof schema.mockInterviews.$inferInsert;
type Tx = Parameters<Parameters<ReturnType<typeof getDb>["transaction"]>[0]>[0];

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
  return (await getDb().query.mockInterviews.findFirst({ where: eq(schema.mockInterviews.id, id) })) ?? null;
}

export async function listMockInterviews(userId: number): Promise<MockInterviewRow[]> {
  const t = schema.mockInterviews;
  return getDb().select().from(t).where(eq(t.userId, userId)).orderBy(desc(t.startedAt), desc(t.id));
}

/** Every interview of the learner as the problems and the time it ran (what belongs to it). */
export async function mockInterviewWindows(userId: number, now: Date): Promise<MockWindow[]> {
  return (await listMockInterviews(userId)).map((r) => mockWindowOf(r, parseDrawnProblems(r.problems), now));
}

/** The learner's interviews still running at `now`, with their problems. */
export function runningMockInterviews(userId: number, now: Date): { row: MockInterviewRow; problems: MockDrawnProblem[] }[] {
  return inProgressMockInterviews(userId)
    .filter((row) => Date.parse(row.endsAt) > now.getTime())
    .map((row) => ({ row, problems: parseDrawnProblems(row.problems) }));
}

/** The latest interview of a learner for a company and length, or null. */
export async function latestMockInterview(userId: number, company: string, lengthMinutes: number): Promise<MockInterviewRow | null> {
  const t = schema.mockInterviews;
  return (
    getDb()
      .select()
      .from(t)
      .where(and(eq(t.userId, userId), eq(t.company, company), eq(t.lengthMinutes, lengthMinutes)))
      .orderBy(desc(t.startedAt), desc(t.id))
      .limit(1)
      .get() ?? null
  );
}

/** The month keys of every interview the learner started (what the allowance counts). */
export function startedMonthKeys(userId: number, tx: Tx | ReturnType<typeof getDb> = getDb()): string[] {
  const t = schema.mockInterviews;
  return tx
    .select({ monthKey: t.monthKey })
    .from(t)
    .where(eq(t.userId, userId))
    .all()
    .map((r) => r.monthKey);
}

/** The learners who have an in-progress interview whose end time has passed (for the scheduled close). */
export function learnersWithExpiredMockInterviews(nowIso: string): number[] {
  const t = schema.mockInterviews;
  return getDb()
    .selectDistinct({ userId: t.userId })
    .from(t)
    .where(and(eq(t.status, "in_progress"), lte(t.endsAt, nowIso)))
    .all()
    .map((r) => r.userId);
}

/** In-progress rows (whatever their end time) of a learner. */
export function inProgressMockInterviews(userId: number, tx: Tx | ReturnType<typeof getDb> = getDb()): MockInterviewRow[] {
  const t = schema.mockInterviews;
  return tx
    .select()
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.status, "in_progress")))
    .all();
}

/**
 * One write transaction (immediate, so two starts cannot both pass the allowance check):
 * `decide` sees the learner's started month keys and in-progress rows and returns the row to
 * insert, or a refusal; expired rows it names are closed first.
 */
export async function startMockInterviewTx<R>(
  userId: number,
  decide: (input: { monthKeys: string[]; inProgress: MockInterviewRow[] }) => {
    close: { id: number; report: string }[];
    insert: NewMockInterview | null;
    refusal: R | null;
  },
): Promise<{ row: MockInterviewRow | null; refusal: R | null }> {
  return getDb().transaction(
    (tx) => {
      const decision = decide({ monthKeys: startedMonthKeys(userId, tx), inProgress: inProgressMockInterviews(userId, tx) });
      for (const c of decision.close)
        tx.update(schema.mockInterviews)
          .set({ status: "expired", report: c.report })
          .where(and(eq(schema.mockInterviews.id, c.id), eq(schema.mockInterviews.status, "in_progress")))
          .run();
      if (decision.refusal != null || !decision.insert) return { row: null, refusal: decision.refusal };
      return { row: tx.insert(schema.mockInterviews).values(decision.insert).returning().get(), refusal: null };
    },
    { behavior: "immediate" },
  );
}

/** Ends an in-progress interview (finished or expired) with its report; false when it was not in progress. */
export async function endMockInterview(
  id: number,
  values: { status: "finished" | "expired"; finishedAt: string | null; report: string },
): Promise<boolean> {
  return getDb().transaction(
    (tx) => {
      const t = schema.mockInterviews;
      const res = tx
        .update(t)
        .set(values)
        .where(and(eq(t.id, id), eq(t.status, "in_progress")))
        .run();
      return res.changes > 0;
    },
    { behavior: "immediate" },
  );
}

export async function setMockInterviewSession(id: number, session: string): Promise<void> {
  await getDb().transaction(
    (tx) => {
      tx.update(schema.mockInterviews).set({ session }).where(eq(schema.mockInterviews.id, id)).run();
    },
    { behavior: "immediate" },
  );
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
  const rows = await getDb()
    .select({
      moduleId: schema.coachModules.id,
      slug: schema.coachModules.slug,
      title: schema.coachModules.title,
      authorId: schema.coachModules.authorId,
      collectionId: schema.coachModules.collectionId,
      frequency: schema.coachModules.companyFrequency,
      pathSlug: schema.coachPaths.slug,
      pageRowId: schema.coachPages.id,
      pageId: schema.coachPages.pageId,
      pageSlug: schema.coachPages.slug,
      pageTitle: schema.coachPages.title,
      difficulty: schema.coachProblems.difficulty,
      companies: schema.coachProblems.companies,
    })
    .from(schema.coachModules)
    .innerJoin(schema.coachPaths, eq(schema.coachPaths.id, schema.coachModules.pathId))
    .innerJoin(schema.coachPages, eq(schema.coachPages.moduleId, schema.coachModules.id))
    .innerJoin(schema.coachProblems, eq(schema.coachProblems.pageId, schema.coachPages.id))
    .where(isNotNull(schema.coachModules.companyFrequency))
    .orderBy(asc(schema.coachPaths.position), asc(schema.coachModules.position), asc(schema.coachPages.position));
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
  const t = schema.coachSubmissions;
  return getDb()
    .select({ pageRowId: t.pageRowId, score: t.score, createdAt: t.createdAt })
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.kind, "submission"), inArray(t.pageRowId, [...pageRowIds])))
    .orderBy(asc(t.createdAt));
}
