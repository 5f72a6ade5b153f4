// Skill assessment attempts (docs/product/hands-on.md#skill-assessments).
import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { changes, run } from "../../db/access";
import type { AnsweredQuestion } from "~/engine/assessments";

interface AssessmentAttempt {
  id: number;
  userId: number;
  assessmentSlug: string;
  answers: AnsweredQuestion[];
  currentQuestion: string | null;
  startedAt: string;
  finishedAt: string | null;
  score: number | null;
  level: string | null;
}

type Row = Omit<AssessmentAttempt, "answers"> & { answers: string; openKey: string | null };

function parseAnswers(text: string): AnsweredQuestion[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as AnsweredQuestion[]) : [];
  } catch {
    return [];
  }
}

const toAttempt = ({ openKey: _openKey, ...row }: Row): AssessmentAttempt => ({ ...row, answers: parseAnswers(row.answers) });
const openKey = (userId: number, slug: string) => `${userId}:${slug}`;

/** The learner's unfinished attempt at an assessment, if any. */
export async function findOpenAttempt(userId: number, slug: string): Promise<AssessmentAttempt | undefined> {
  const row = await run(
    async (db, t) =>
      (
        await db
          .select()
          .from(t.assessmentAttempts)
          .where(eq(t.assessmentAttempts.openKey, openKey(userId, slug)))
          .limit(1)
      )[0],
  );
  return row ? toAttempt(row) : undefined;
}

/** The learner's finished attempts, newest first (of one assessment when a slug is given). */
export async function listFinishedAttempts(userId: number, slug?: string): Promise<AssessmentAttempt[]> {
  const found = await run(async (db, t) =>
    db
      .select()
      .from(t.assessmentAttempts)
      .where(
        and(
          eq(t.assessmentAttempts.userId, userId),
          isNotNull(t.assessmentAttempts.finishedAt),
          slug === undefined ? undefined : eq(t.assessmentAttempts.assessmentSlug, slug),
        ),
      )
      .orderBy(desc(t.assessmentAttempts.finishedAt), desc(t.assessmentAttempts.id)),
  );
  return found.map(toAttempt);
}

/** Starts an attempt unless one is open already; returns the open attempt either way. */
export async function startAttempt(userId: number, slug: string, firstQuestion: string, now: Date): Promise<AssessmentAttempt> {
  await run(async (db, t) =>
    db
      .insert(t.assessmentAttempts)
      .values({ userId, assessmentSlug: slug, openKey: openKey(userId, slug), currentQuestion: firstQuestion, startedAt: now.toISOString() })
      .onConflictDoNothing(),
  );
  return (await findOpenAttempt(userId, slug))!;
}

/**
 * Records the answer to the attempt's current question (only if it still is the current one, so a
 * form sent twice counts once) and moves on to the next question, or finishes the attempt.
 */
export async function recordAnswer(
  attemptId: number,
  answeredQuestion: string,
  answers: readonly AnsweredQuestion[],
  next: { question: string } | { finished: { score: number; level: string } },
  now: Date,
): Promise<boolean> {
  return run(async (db, t) => {
    const set =
      "question" in next
        ? { answers: JSON.stringify(answers), currentQuestion: next.question }
        : {
            answers: JSON.stringify(answers),
            currentQuestion: null,
            openKey: null,
            finishedAt: now.toISOString(),
            score: next.finished.score,
            level: next.finished.level,
          };
    const result = await db
      .update(t.assessmentAttempts)
      .set(set)
      .where(
        and(
          eq(t.assessmentAttempts.id, attemptId),
          eq(t.assessmentAttempts.currentQuestion, answeredQuestion),
          isNull(t.assessmentAttempts.finishedAt),
        ),
      );
    return changes(result) > 0;
  });
}
