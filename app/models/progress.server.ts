// A learner's reading: lesson visits and completions, per-course progress, the last visited
// lesson, and a learner's banner dismissals (a visitor's are a cookie: app/utils/bannerDismissals.server.ts).
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { run } from "../../db/access";
import type { schema } from "../../db/client";
import { preparedOn } from "../../db/prepared";

export type LessonProgress = typeof schema.lessonProgress.$inferSelect;
type LessonRef = { id: number; courseId: number };

/** Marks a lesson as visited now (first visit or a later one). */
export async function recordLessonVisit(userId: number, lesson: LessonRef, now: Date): Promise<void> {
  const at = now.toISOString();
  await run(async (db, t) =>
    db
      .insert(t.lessonProgress)
      .values({ userId, lessonId: lesson.id, courseId: lesson.courseId, lastVisitedAt: at })
      .onConflictDoUpdate({ target: [t.lessonProgress.userId, t.lessonProgress.lessonId], set: { lastVisitedAt: at } }),
  );
}

/** Sets or clears completion; either way the lesson counts as visited now. */
export async function setLessonCompletion(userId: number, lesson: LessonRef, completed: boolean, now: Date): Promise<void> {
  const at = now.toISOString();
  // Completing twice keeps the first completion time (one statement: atomic on either engine).
  await run(async (db, t) =>
    db
      .insert(t.lessonProgress)
      .values({ userId, lessonId: lesson.id, courseId: lesson.courseId, lastVisitedAt: at, completedAt: completed ? at : null })
      .onConflictDoUpdate({
        target: [t.lessonProgress.userId, t.lessonProgress.lessonId],
        set: { lastVisitedAt: at, completedAt: completed ? sql`coalesce(${t.lessonProgress.completedAt}, ${at})` : null },
      }),
  );
}

/** The learner's progress rows in one course. */
const courseProgress = preparedOn((db, t) =>
  db
    .select()
    .from(t.lessonProgress)
    .where(and(eq(t.lessonProgress.userId, sql.placeholder("userId")), eq(t.lessonProgress.courseId, sql.placeholder("courseId"))))
    .orderBy(asc(t.lessonProgress.lastVisitedAt))
    .prepare(),
);

export async function listCourseProgress(userId: number, courseId: number): Promise<LessonProgress[]> {
  return run(async (db, t) => courseProgress(db, t).execute({ userId, courseId }));
}

const userProgress = preparedOn((db, t) =>
  db
    .select()
    .from(t.lessonProgress)
    .where(eq(t.lessonProgress.userId, sql.placeholder("userId")))
    .orderBy(desc(t.lessonProgress.lastVisitedAt))
    .prepare(),
);

/** Every progress row of the learner, latest visit first. */
export async function listUserProgress(userId: number): Promise<LessonProgress[]> {
  return run(async (db, t) => userProgress(db, t).execute({ userId }));
}

interface LastVisitedLesson {
  lessonId: number;
  pageId: number;
  slug: string;
  title: string;
  lastVisitedAt: string;
  completedAt: string | null;
  course: { id: number; authorId: number; collectionId: number; slug: string; title: string };
}

const lastVisited = preparedOn((db, t) =>
  db
    .select({
      lessonId: t.lessons.id,
      pageId: t.lessons.pageId,
      slug: t.lessons.slug,
      title: t.lessons.title,
      lastVisitedAt: t.lessonProgress.lastVisitedAt,
      completedAt: t.lessonProgress.completedAt,
      courseId: t.courses.id,
      authorId: t.courses.authorId,
      collectionId: t.courses.collectionId,
      courseSlug: t.courses.slug,
      courseTitle: t.courses.title,
    })
    .from(t.lessonProgress)
    .innerJoin(t.lessons, eq(t.lessons.id, t.lessonProgress.lessonId))
    .innerJoin(t.courses, eq(t.courses.id, t.lessonProgress.courseId))
    .where(eq(t.lessonProgress.userId, sql.placeholder("userId")))
    .orderBy(desc(t.lessonProgress.lastVisitedAt))
    .limit(1)
    .prepare(),
);

/** The lesson the learner opened most recently, if any. */
export async function findLastVisitedLesson(userId: number): Promise<LastVisitedLesson | null> {
  const [row] = await run(async (db, t) => lastVisited(db, t).execute({ userId }));
  if (!row) return null;
  const { courseId, authorId, collectionId, courseSlug, courseTitle, ...lesson } = row;
  return { ...lesson, course: { id: courseId, authorId, collectionId, slug: courseSlug, title: courseTitle } };
}

// ---- Banner dismissals ---------------------------------------------------------------

const dismissedScopes = preparedOn((db, t) =>
  db
    .select({ scope: t.bannerDismissals.scope })
    .from(t.bannerDismissals)
    .where(and(eq(t.bannerDismissals.userId, sql.placeholder("userId")), eq(t.bannerDismissals.bannerId, sql.placeholder("bannerId"))))
    .prepare(),
);

/** The scopes of a banner a learner has dismissed. */
export async function listDismissedScopes(userId: number, bannerId: string): Promise<string[]> {
  const rows = await run(async (db, t) => dismissedScopes(db, t).execute({ userId, bannerId }));
  return rows.map((r) => r.scope);
}

/** Remembers a learner's dismissal (once). */
export async function dismissBanner(userId: number, bannerId: string, scope: string): Promise<void> {
  await run(async (db, t) => db.insert(t.bannerDismissals).values({ userId, bannerId, scope }).onConflictDoNothing());
}
