// Check results and completions of hands-on projects (docs/product/hands-on.md#checks).
import { and, asc, eq } from "drizzle-orm";
import { run, transaction } from "../../db/access";

export interface StoredCheckResult {
  step: number;
  passed: boolean;
  output: string;
  ranAt: string;
}

/** The latest run's results of a learner's project, in step order. */
export async function listCheckResults(userId: number, projectSlug: string): Promise<StoredCheckResult[]> {
  return run(async (db, t) =>
    db
      .select({
        step: t.projectCheckResults.step,
        passed: t.projectCheckResults.passed,
        output: t.projectCheckResults.output,
        ranAt: t.projectCheckResults.ranAt,
      })
      .from(t.projectCheckResults)
      .where(and(eq(t.projectCheckResults.userId, userId), eq(t.projectCheckResults.projectSlug, projectSlug)))
      .orderBy(asc(t.projectCheckResults.step)),
  );
}

/** Replaces the latest run's results; records the completion the first time the project is complete. */
export async function saveCheckResults(
  userId: number,
  projectSlug: string,
  results: readonly { step: number; passed: boolean; output: string }[],
  complete: boolean,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await transaction(async (db, t) => {
    await db.delete(t.projectCheckResults).where(and(eq(t.projectCheckResults.userId, userId), eq(t.projectCheckResults.projectSlug, projectSlug)));
    if (results.length) {
      await db
        .insert(t.projectCheckResults)
        .values(results.map((r) => ({ userId, projectSlug, step: r.step, passed: r.passed, output: r.output, ranAt: at })));
    }
    if (complete) await db.insert(t.projectCompletions).values({ userId, projectSlug, completedAt: at }).onConflictDoNothing();
  });
}

/** Forgets the latest run (a reset); the completion stays. */
export async function clearCheckResults(userId: number, projectSlug: string): Promise<void> {
  await run(async (db, t) =>
    db.delete(t.projectCheckResults).where(and(eq(t.projectCheckResults.userId, userId), eq(t.projectCheckResults.projectSlug, projectSlug))),
  );
}

/** The slugs of the projects the learner completed, with when. */
export async function listProjectCompletions(userId: number): Promise<{ projectSlug: string; completedAt: string }[]> {
  return run(async (db, t) =>
    db
      .select({ projectSlug: t.projectCompletions.projectSlug, completedAt: t.projectCompletions.completedAt })
      .from(t.projectCompletions)
      .where(eq(t.projectCompletions.userId, userId)),
  );
}
