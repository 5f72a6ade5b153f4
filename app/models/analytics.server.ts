// The analytics_events table: one insert per batch (all or nothing), and the rows of a period for
// the staff report and `codelift analytics report`.
import { and, asc, gte, inArray, lt } from "drizzle-orm";
import { getDb, schema, type Db } from "../../db/client";

export type NewAnalyticsEvent = typeof schema.analyticsEvents.$inferInsert;
export type AnalyticsEventRow = typeof schema.analyticsEvents.$inferSelect;

/** Stores a batch in one transaction: a failed insert stores none of it. */
export async function insertAnalyticsEvents(rows: NewAnalyticsEvent[], db: Db = getDb()): Promise<number> {
  if (!rows.length) return 0;
  return db.transaction(
    (tx) => {
      for (const r of rows) tx.insert(schema.analyticsEvents).values(r).run();
      return rows.length;
    },
    { behavior: "immediate" },
  );
}

/** Events created on UTC days from `from` to `to` inclusive (YYYY-MM-DD), oldest first. */
export async function listAnalyticsEvents(from: string, to: string, db: Db = getDb()): Promise<AnalyticsEventRow[]> {
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString();
  const e = schema.analyticsEvents;
  return db
    .select()
    .from(e)
    .where(and(gte(e.createdAt, `${from}T00:00:00.000Z`), lt(e.createdAt, end)))
    .orderBy(asc(e.id))
    .all();
}

/**
 * Deletes events created before `before` (an ISO time), oldest first, in batches of `batch` rows so
 * that each write holds the database lock only briefly. Returns how many were deleted.
 */
export function deleteAnalyticsEventsBefore(before: string, db: Db = getDb(), batch = 5000): number {
  const e = schema.analyticsEvents;
  let deleted = 0;
  for (;;) {
    const n = db.transaction(
      (tx) => {
        const ids = tx
          .select({ id: e.id })
          .from(e)
          .where(lt(e.createdAt, before))
          .orderBy(asc(e.createdAt))
          .limit(batch)
          .all()
          .map((r) => r.id);
        if (ids.length) tx.delete(e).where(inArray(e.id, ids)).run();
        return ids.length;
      },
      { behavior: "immediate" },
    );
    deleted += n;
    if (n < batch) return deleted;
  }
}
