// Which problem solutions a learner may read (docs/product/interview-prep.md#solutions, no spoilers): a solution opens once the
// learner has submitted its problem (coach_submissions) or chose to reveal it (coach_solution_reveals).
import { and, eq, sql } from "drizzle-orm";
import { getDb, schema } from "../../db/client";
import { prepared } from "../../db/prepared";

// The page ids go in as one JSON array, so each query has one shape whatever their number.
const submittedPages = prepared((db) => {
  const s = schema.coachSubmissions;
  return db
    .selectDistinct({ id: s.pageRowId })
    .from(s)
    .where(
      and(
        eq(s.userId, sql.placeholder("userId")),
        eq(s.kind, "submission"),
        sql`${s.pageRowId} IN (SELECT value FROM json_each(${sql.placeholder("ids")}))`,
      ),
    )
    .prepare();
});
const revealedPages = prepared((db) => {
  const r = schema.coachSolutionReveals;
  return db
    .select({ id: r.pageRowId })
    .from(r)
    .where(and(eq(r.userId, sql.placeholder("userId")), sql`${r.pageRowId} IN (SELECT value FROM json_each(${sql.placeholder("ids")}))`))
    .prepare();
});

/** Of the given problem pages (coach_pages.id), those whose solution the learner may read. */
export async function openSolutionProblemRows(userId: number, problemRowIds: readonly number[]): Promise<Set<number>> {
  if (problemRowIds.length === 0) return new Set();
  const ids = JSON.stringify([...new Set(problemRowIds)]);
  const db = getDb();
  const submitted = submittedPages(db).all({ userId, ids });
  const revealed = revealedPages(db).all({ userId, ids });
  return new Set([...submitted, ...revealed].map((row) => row.id));
}

/** Records that the learner chose to reveal a problem's solution; revealing twice changes nothing. */
export async function recordSolutionReveal(userId: number, problemRowId: number, now: Date): Promise<void> {
  await getDb()
    .insert(schema.coachSolutionReveals)
    .values({ userId, pageRowId: problemRowId, createdAt: now.toISOString() })
    .onConflictDoNothing()
    .run();
}
