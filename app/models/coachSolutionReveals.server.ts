// Which problem solutions a learner may read (docs/product/interview-prep.md#solutions, no spoilers): a solution opens once the
// learner has submitted its problem (coach_submissions) or chose to reveal it (coach_solution_reveals).
import { and, eq, inArray } from "drizzle-orm";
import { changes, run } from "../../db/access";

/** Of the given problem pages (coach_pages.id), those whose solution the learner may read. */
export async function openSolutionProblemRows(userId: number, problemRowIds: readonly number[]): Promise<Set<number>> {
  if (problemRowIds.length === 0) return new Set();
  const ids = [...new Set(problemRowIds)];
  return run(async (db, t) => {
    const s = t.coachSubmissions;
    const r = t.coachSolutionReveals;
    const submitted = await db
      .selectDistinct({ id: s.pageRowId })
      .from(s)
      .where(and(eq(s.userId, userId), eq(s.kind, "submission"), inArray(s.pageRowId, ids)));
    const revealed = await db
      .select({ id: r.pageRowId })
      .from(r)
      .where(and(eq(r.userId, userId), inArray(r.pageRowId, ids)));
    return new Set([...submitted, ...revealed].map((row) => row.id));
  });
}

/** Records that the learner chose to reveal a problem's solution; revealing twice changes nothing. True when this call recorded it. */
export async function recordSolutionReveal(userId: number, problemRowId: number, now: Date): Promise<boolean> {
  return run(
    async (db, t) =>
      changes(
        await db.insert(t.coachSolutionReveals).values({ userId, pageRowId: problemRowId, createdAt: now.toISOString() }).onConflictDoNothing(),
      ) > 0,
  );
}
