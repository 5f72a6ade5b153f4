// A learner's coach state: preferences (coach_preferences), the journey on each roadmap
// (coach_user_paths, list fields stored as JSON text), lesson visits and feedback. Every
// read-modify-write runs in one transaction, so a failed call changes nothing.
import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb, schema } from "../../db/client";
import { prepared } from "../../db/prepared";
import { requestMemo } from "../../db/requestMemo";

// ---------------------------------------------------------------- preferences

export type CoachPreferencesRow = typeof schema.coachPreferences.$inferSelect;

const preferencesOf = prepared((db) =>
  db
    .select()
    .from(schema.coachPreferences)
    .where(eq(schema.coachPreferences.userId, sql.placeholder("userId")))
    .limit(1)
    .prepare(),
);

export async function getCoachPreferences(userId: number): Promise<CoachPreferencesRow | null> {
  return requestMemo(`coachPreferences:${userId}`, async () => preferencesOf(getDb()).get({ userId }) ?? null);
}

export interface CoachPreferencesValues {
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
  return getDb()
    .insert(schema.coachPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: schema.coachPreferences.userId, set: values })
    .returning()
    .get();
}

// ---------------------------------------------------------------- user path

const id = z.number().int();
export const pathTakenEntrySchema = z.object({
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

type Tx = Parameters<Parameters<ReturnType<typeof getDb>["transaction"]>[0]>[0];

function readOrCreate(tx: Tx, userId: number, pathRowId: number, now: Date): UserPathRow {
  const where = and(eq(schema.coachUserPaths.userId, userId), eq(schema.coachUserPaths.pathId, pathRowId));
  const found = tx.select().from(schema.coachUserPaths).where(where).get();
  if (found) return found;
  tx.insert(schema.coachUserPaths).values({ userId, pathId: pathRowId, updatedAt: now.toISOString() }).onConflictDoNothing().run();
  return tx.select().from(schema.coachUserPaths).where(where).get()!;
}

/** The learner's journey on a roadmap, created on first use. */
export async function getOrCreateUserPath(userId: number, pathRowId: number, now: Date): Promise<UserPathState> {
  return getDb().transaction((tx) => toState(readOrCreate(tx, userId, pathRowId, now)), { behavior: "immediate" });
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

const userPathRow = prepared((db) =>
  db
    .select()
    .from(schema.coachUserPaths)
    .where(and(eq(schema.coachUserPaths.userId, sql.placeholder("userId")), eq(schema.coachUserPaths.pathId, sql.placeholder("pathRowId"))))
    .limit(1)
    .prepare(),
);

/** The journey without creating it; null when the learner has not started the roadmap. */
export async function findUserPath(userId: number, pathRowId: number): Promise<UserPathState | null> {
  const row = await requestMemo(`coachUserPath:${userId}:${pathRowId}`, async () => userPathRow(getDb()).get({ userId, pathRowId }));
  return row ? toState(row) : null;
}

/**
 * Reads (or creates) the journey, applies `change` and writes it back, in one transaction.
 * `change` may also write related rows through `tx`; if it throws, nothing is stored.
 */
export async function updateUserPath(
  userId: number,
  pathRowId: number,
  now: Date,
  change: (state: UserPathState, tx: Tx) => UserPathState,
): Promise<UserPathState> {
  return getDb().transaction(
    (tx) => {
      const before = toState(readOrCreate(tx, userId, pathRowId, now));
      const after = change(structuredClone(before), tx);
      const row = tx
        .update(schema.coachUserPaths)
        .set({ ...toColumns(after), updatedAt: now.toISOString() })
        .where(eq(schema.coachUserPaths.id, before.rowId))
        .returning()
        .get();
      return toState(row);
    },
    { behavior: "immediate" },
  );
}

// ---------------------------------------------------------------- visits

/** Inserts the visit once; true when this call recorded it. Runs inside a path update. */
export function insertVisitOnce(tx: Tx, v: { userId: number; visitKey: string; pageRowId: number; now: Date }): boolean {
  const r = tx
    .insert(schema.coachVisits)
    .values({ userId: v.userId, visitKey: v.visitKey, pageRowId: v.pageRowId, createdAt: v.now.toISOString() })
    .onConflictDoNothing()
    .run();
  return r.changes > 0;
}

const visitedPages = prepared((db) =>
  db
    .select({ pageRowId: schema.coachVisits.pageRowId, createdAt: schema.coachVisits.createdAt })
    .from(schema.coachVisits)
    .where(eq(schema.coachVisits.userId, sql.placeholder("userId")))
    .prepare(),
);

/** Pages (coach_pages.id) the learner has visited, with the first visit time. */
export async function listVisitedPages(userId: number): Promise<{ pageRowId: number; createdAt: string }[]> {
  const rows = await requestMemo(`coachVisits:${userId}`, async () => visitedPages(getDb()).all({ userId }));
  return [...rows];
}

// ---------------------------------------------------------------- feedback

export async function insertCoachFeedback(userId: number, pathRowId: number | null, payload: unknown, now: Date): Promise<number> {
  const row = await getDb()
    .insert(schema.coachFeedback)
    .values({ userId, pathId: pathRowId, payload: JSON.stringify(payload), createdAt: now.toISOString() })
    .returning({ id: schema.coachFeedback.id })
    .get();
  return row.id;
}

/** The roadmap the learner worked on last (the remembered choice of docs/product/interview-prep.md#roadmaps), or null. */
export async function lastActivePathRowId(userId: number): Promise<number | null> {
  const row = await getDb()
    .select({ pathId: schema.coachUserPaths.pathId })
    .from(schema.coachUserPaths)
    .where(eq(schema.coachUserPaths.userId, userId))
    .orderBy(desc(schema.coachUserPaths.updatedAt))
    .limit(1);
  return row[0]?.pathId ?? null;
}
