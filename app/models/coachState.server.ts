// A learner's coach state: preferences (coach_preferences), the journey on each roadmap
// (coach_user_paths, list fields stored as JSON text), lesson visits and feedback. Every
// read-modify-write runs in one transaction, so a failed call changes nothing.
import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { changes, run, transaction } from "../../db/access";
import type { schema } from "../../db/client";
import { preparedOn } from "../../db/prepared";
import { requestMemo } from "../../db/requestMemo";

// ---------------------------------------------------------------- preferences

type CoachPreferencesRow = typeof schema.coachPreferences.$inferSelect;

const preferencesOf = preparedOn((db, t) =>
  db
    .select()
    .from(t.coachPreferences)
    .where(eq(t.coachPreferences.userId, sql.placeholder("userId")))
    .limit(1)
    .prepare(),
);

export async function getCoachPreferences(userId: number): Promise<CoachPreferencesRow | null> {
  return requestMemo(`coachPreferences:${userId}`, async () => (await run((db, t) => preferencesOf(db, t).execute({ userId })))[0] ?? null);
}

interface CoachPreferencesValues {
  company: string;
  lang: string;
  position: string;
  interviewDate: string | null;
  selectedPatterns: string[] | null;
  contextStatus: number;
}

export async function upsertCoachPreferences(userId: number, v: CoachPreferencesValues, now: Date): Promise<CoachPreferencesRow> {
  const values = {
    company: v.company,
    lang: v.lang,
    position: v.position,
    interviewDate: v.interviewDate,
    selectedPatterns: v.selectedPatterns ? JSON.stringify(v.selectedPatterns) : null,
    contextStatus: v.contextStatus,
    updatedAt: now.toISOString(),
  };
  const [row] = await run((db, t) =>
    db
      .insert(t.coachPreferences)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: t.coachPreferences.userId, set: values })
      .returning(),
  );
  return row;
}

// ---------------------------------------------------------------- user path

const id = z.number().int();
const pathTakenEntrySchema = z.object({
  author_id: id,
  work_id: id,
  page_id: id,
  group_id: id,
  attempt_id: id,
  /** first visit */
  completion_timestamp: z.string(),
  /** latest visit */
  last_visited: z.string(),
});
const skippedProblemSchema = z.object({ author_id: id, work_id: id, page_id: id, group_id: id, skipped_at: z.string() });
const skippedGroupSchema = z.object({ author_id: id, work_id: id, group_id: id });
const persistedPatternSchema = z.object({ author_id: id, work_id: id, title: z.string(), persisted_at: z.string() });
const feedbackPatternSchema = z.object({ author_id: id, collection_id: id, marked_at: z.string() });
const touchPointSchema = z.object({ count: z.number().int(), last_updated: z.string() });

export type PathTakenEntry = z.infer<typeof pathTakenEntrySchema>;
export type SkippedProblem = z.infer<typeof skippedProblemSchema>;
export type SkippedGroup = z.infer<typeof skippedGroupSchema>;
export type PersistedPattern = z.infer<typeof persistedPatternSchema>;
export type FeedbackPattern = z.infer<typeof feedbackPatternSchema>;
export type TouchPointsMap = Record<string, z.infer<typeof touchPointSchema>>;

/** The stored journey of one learner on one roadmap, with JSON fields parsed. */
export interface UserPathState {
  rowId: number;
  userId: number;
  pathRowId: number;
  attemptId: number;
  pathTaken: PathTakenEntry[];
  persistedPatterns: PersistedPattern[];
  skippedProblems: SkippedProblem[];
  skippedGroups: SkippedGroup[];
  submittedFeedbackPatterns: FeedbackPattern[];
  touchPoints: TouchPointsMap;
  /** pattern keys "authorId_collectionId" chosen for the weekly plan; null means all */
  includedItems: string[] | null;
  isMigrationInProgress: boolean;
  updatedAt: string;
}

type UserPathRow = typeof schema.coachUserPaths.$inferSelect;

// A damaged JSON field reads as empty instead of failing every coach page.
function parseJson<T>(text: string | null, s: z.ZodType<T>, fallback: T): T {
  if (text == null) return fallback;
  try {
    const r = s.safeParse(JSON.parse(text));
    return r.success ? r.data : fallback;
  } catch {
    return fallback;
  }
}

function toState(row: UserPathRow): UserPathState {
  return {
    rowId: row.id,
    userId: row.userId,
    pathRowId: row.pathId,
    attemptId: row.attemptId,
    pathTaken: parseJson(row.pathTaken, z.array(pathTakenEntrySchema), []),
    persistedPatterns: parseJson(row.persistedPatterns, z.array(persistedPatternSchema), []),
    skippedProblems: parseJson(row.skippedProblems, z.array(skippedProblemSchema), []),
    skippedGroups: parseJson(row.skippedGroups, z.array(skippedGroupSchema), []),
    submittedFeedbackPatterns: parseJson(row.submittedFeedbackPatterns, z.array(feedbackPatternSchema), []),
    touchPoints: parseJson(row.touchPoints, z.record(z.string(), touchPointSchema), {}),
    includedItems: parseJson(row.includedItems, z.array(z.string()).nullable(), null),
    isMigrationInProgress: row.isMigrationInProgress,
    updatedAt: row.updatedAt,
  };
}

function toColumns(s: UserPathState) {
  return {
    attemptId: s.attemptId,
    pathTaken: JSON.stringify(s.pathTaken),
    persistedPatterns: JSON.stringify(s.persistedPatterns),
    skippedProblems: JSON.stringify(s.skippedProblems),
    skippedGroups: JSON.stringify(s.skippedGroups),
    submittedFeedbackPatterns: JSON.stringify(s.submittedFeedbackPatterns),
    touchPoints: JSON.stringify(s.touchPoints),
    includedItems: s.includedItems ? JSON.stringify(s.includedItems) : null,
    isMigrationInProgress: s.isMigrationInProgress,
  };
}

/** The journey's row, inserted when missing; inside a transaction it stays locked until the end (PostgreSQL). */
async function readOrCreate(userId: number, pathRowId: number, now: Date): Promise<UserPathRow> {
  return transaction(async (db, t, forUpdate) => {
    const p = t.coachUserPaths;
    const where = sql`${and(eq(p.userId, userId), eq(p.pathId, pathRowId))} ${forUpdate}`;
    const [found] = await db.select().from(p).where(where);
    if (found) return found;
    await db.insert(p).values({ userId, pathId: pathRowId, updatedAt: now.toISOString() }).onConflictDoNothing();
    const [made] = await db.select().from(p).where(where);
    return made!;
  });
}

/** The learner's journey on a roadmap, created on first use. */
export async function getOrCreateUserPath(userId: number, pathRowId: number, now: Date): Promise<UserPathState> {
  return toState(await readOrCreate(userId, pathRowId, now));
}

/** A journey that is not stored yet: what a learner who has not started the roadmap sees (rowId 0). */
export function emptyUserPath(userId: number, pathRowId: number, now: Date): UserPathState {
  return toState({
    id: 0,
    userId,
    pathId: pathRowId,
    attemptId: 1,
    pathTaken: "[]",
    persistedPatterns: "[]",
    skippedProblems: "[]",
    skippedGroups: "[]",
    submittedFeedbackPatterns: "[]",
    touchPoints: "{}",
    includedItems: null,
    isMigrationInProgress: false,
    updatedAt: now.toISOString(),
  });
}

const userPathRow = preparedOn((db, t) =>
  db
    .select()
    .from(t.coachUserPaths)
    .where(and(eq(t.coachUserPaths.userId, sql.placeholder("userId")), eq(t.coachUserPaths.pathId, sql.placeholder("pathRowId"))))
    .limit(1)
    .prepare(),
);

/** The journey without creating it; null when the learner has not started the roadmap. */
export async function findUserPath(userId: number, pathRowId: number): Promise<UserPathState | null> {
  const row = await requestMemo(
    `coachUserPath:${userId}:${pathRowId}`,
    async () => (await run((db, t) => userPathRow(db, t).execute({ userId, pathRowId })))[0],
  );
  return row ? toState(row) : null;
}

/**
 * Reads (or creates) the journey, applies `change` and writes it back, in one transaction.
 * `change` may also write related rows through models (they join the transaction: insertVisitOnce);
 * it awaits only the database. If it throws, nothing is stored.
 */
export async function updateUserPath(
  userId: number,
  pathRowId: number,
  now: Date,
  change: (state: UserPathState) => UserPathState | Promise<UserPathState>,
): Promise<UserPathState> {
  return transaction(async (db, t) => {
    const before = toState(await readOrCreate(userId, pathRowId, now));
    const after = await change(structuredClone(before));
    const [row] = await db
      .update(t.coachUserPaths)
      .set({ ...toColumns(after), updatedAt: now.toISOString() })
      .where(eq(t.coachUserPaths.id, before.rowId))
      .returning();
    return toState(row);
  });
}

// ---------------------------------------------------------------- visits

/** Inserts the visit once; true when this call recorded it. Called inside a path update, it joins its transaction. */
export async function insertVisitOnce(v: { userId: number; visitKey: string; pageRowId: number; now: Date }): Promise<boolean> {
  const r = await run((db, t) =>
    db
      .insert(t.coachVisits)
      .values({ userId: v.userId, visitKey: v.visitKey, pageRowId: v.pageRowId, createdAt: v.now.toISOString() })
      .onConflictDoNothing(),
  );
  return changes(r) > 0;
}

const visitedPages = preparedOn((db, t) =>
  db
    .select({ pageRowId: t.coachVisits.pageRowId, createdAt: t.coachVisits.createdAt })
    .from(t.coachVisits)
    .where(eq(t.coachVisits.userId, sql.placeholder("userId")))
    .prepare(),
);

/** Pages (coach_pages.id) the learner has visited, with the first visit time. */
export async function listVisitedPages(userId: number): Promise<{ pageRowId: number; createdAt: string }[]> {
  const rows = await requestMemo(`coachVisits:${userId}`, async () => run((db, t) => visitedPages(db, t).execute({ userId })));
  return [...rows];
}

// ---------------------------------------------------------------- feedback

export async function insertCoachFeedback(userId: number, pathRowId: number | null, payload: unknown, now: Date): Promise<number> {
  const [row] = await run((db, t) =>
    db
      .insert(t.coachFeedback)
      .values({ userId, pathId: pathRowId, payload: JSON.stringify(payload), createdAt: now.toISOString() })
      .returning({ id: t.coachFeedback.id }),
  );
  return row.id;
}

/** The roadmap the learner worked on last (the remembered choice of docs/product/interview-prep.md#roadmaps), or null. */
export async function lastActivePathRowId(userId: number): Promise<number | null> {
  const row = await run((db, t) =>
    db
      .select({ pathId: t.coachUserPaths.pathId })
      .from(t.coachUserPaths)
      .where(eq(t.coachUserPaths.userId, userId))
      .orderBy(desc(t.coachUserPaths.updatedAt))
      .limit(1),
  );
  return row[0]?.pathId ?? null;
}
