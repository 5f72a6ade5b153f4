// The analytics_events table: one insert per batch (all or nothing), and the rows of a period for
// the staff report and `codelift analytics report`.
import { and, asc, gte, inArray, lt } from "drizzle-orm";
import { run, transaction } from "../../db/access";
import type { schema } from "../../db/client";

export type NewAnalyticsEvent = typeof schema.analyticsEvents.$inferInsert;
type AnalyticsEventRow = typeof schema.analyticsEvents.$inferSelect;

/** Stores a batch in one transaction: a failed insert stores none of it. */
export async function insertAnalyticsEvents(rows: NewAnalyticsEvent[]): Promise<number> {
  if (!rows.length) return 0;
  return transaction(async (db, t) => {
    for (const r of rows) await db.insert(t.analyticsEvents).values(r);
    return rows.length;
  });
}

/** Events created on UTC days from `from` to `to` inclusive (YYYY-MM-DD), oldest first. */
export async function listAnalyticsEvents(from: string, to: string): Promise<AnalyticsEventRow[]> {
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString();
  return run(async (db, t) => {
    const e = t.analyticsEvents;
    return db
      .select()
      .from(e)
      .where(and(gte(e.createdAt, `${from}T00:00:00.000Z`), lt(e.createdAt, end)))
      .orderBy(asc(e.id));
  });
}

/**
 * Deletes events created before `before` (an ISO time), oldest first, in batches of `batch` rows so
 * that each write holds the database lock only briefly. Returns how many were deleted.
 */
export async function deleteAnalyticsEventsBefore(before: string, batch = 5000): Promise<number> {
  let deleted = 0;
  for (;;) {
    const n = await transaction(async (db, t) => {
      const e = t.analyticsEvents;
      const ids = (await db.select({ id: e.id }).from(e).where(lt(e.createdAt, before)).orderBy(asc(e.createdAt)).limit(batch)).map((r) => r.id);
      if (ids.length) await db.delete(e).where(inArray(e.id, ids));
      return ids.length;
    });
    deleted += n;
    if (n < batch) return deleted;
  }
}
