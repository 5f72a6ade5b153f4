// The quizzes learners passed (docs/product/authoring.md#blocks-learners-use): one row per learner,
// lesson and quiz block, kept once written. Async, through db/access.ts on either engine
// (docs/decisions/0034-async-data-layer.md).
import { and, eq } from "drizzle-orm";
import { run } from "../../db/access";

/** Records that a learner passed a quiz (once: passing it again changes nothing). */
export async function recordQuizPass(userId: number, lessonId: number, blockId: string, now: Date): Promise<void> {
  await run((db, t) => db.insert(t.lessonQuizPasses).values({ userId, lessonId, blockId, createdAt: now.toISOString() }).onConflictDoNothing());
}

/** The ids of the quiz blocks of a lesson the learner has passed. */
export async function passedQuizzes(userId: number, lessonId: number): Promise<string[]> {
  const rows = await run((db, t) =>
    db
      .select({ blockId: t.lessonQuizPasses.blockId })
      .from(t.lessonQuizPasses)
      .where(and(eq(t.lessonQuizPasses.userId, userId), eq(t.lessonQuizPasses.lessonId, lessonId))),
  );
  return rows.map((r) => r.blockId);
}
