// A learner's reading: lesson visits and completions, per-course progress, the last visited
// lesson, and a learner's banner dismissals (a visitor's are a cookie: app/utils/bannerDismissals.server.ts).
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { getDb, schema } from "../../db/client";
import { prepared } from "../../db/prepared";

const { lessonProgress, lessons, courses, bannerDismissals } = schema;

export type LessonProgress = typeof lessonProgress.$inferSelect;
type LessonRef = { id: number; courseId: number };

/** Marks a lesson as visited now (first visit or a later one). */
export async function recordLessonVisit(userId: number, lesson: LessonRef, now: Date): Promise<void> {
  const at = now.toISOString();
  await getDb()
    .insert(lessonProgress)
    .values({ userId, lessonId: lesson.id, courseId: lesson.courseId, lastVisitedAt: at })
    .onConflictDoUpdate({ target: [lessonProgress.userId, lessonProgress.lessonId], set: { lastVisitedAt: at } });
}

/** Sets or clears completion; either way the lesson counts as visited now. */
export async function setLessonCompletion(userId: number, lesson: LessonRef, completed: boolean, now: Date): Promise<void> {
  const at = now.toISOString();
  const completedAt = completed ? at : null;
  const db = getDb();
  const [existing] = await db
    .select({ completedAt: lessonProgress.completedAt })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lesson.id)));
  // Completing twice keeps the first completion time.
  const keep = completed && existing?.completedAt ? existing.completedAt : completedAt;
  await db
    .insert(lessonProgress)
    .values({ userId, lessonId: lesson.id, courseId: lesson.courseId, lastVisitedAt: at, completedAt: keep })
    .onConflictDoUpdate({ target: [lessonProgress.userId, lessonProgress.lessonId], set: { lastVisitedAt: at, completedAt: keep } });
}

/** The learner's progress rows in one course. */
const courseProgress = prepared((db) =>
  db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, sql.placeholder("userId")), eq(lessonProgress.courseId, sql.placeholder("courseId"))))
    .orderBy(asc(lessonProgress.lastVisitedAt))
    .prepare(),
);

export async function listCourseProgress(userId: number, courseId: number): Promise<LessonProgress[]> {
  return courseProgress(getDb()).all({ userId, courseId });
}

const userProgress = prepared((db) =>
  db
    .select()
    .from(lessonProgress)
    .where(eq(lessonProgress.userId, sql.placeholder("userId")))
    .orderBy(desc(lessonProgress.lastVisitedAt))
    .prepare(),
);

/** Every progress row of the learner, latest visit first. */
export async function listUserProgress(userId: number): Promise<LessonProgress[]> {
  return userProgress(getDb()).all({ userId });
}

export interface LastVisitedLesson {
  lessonId: number;
  pageId: number;
  slug: string;
  title: string;
  lastVisitedAt: string;
  completedAt: string | null;
  course: { id: number; authorId: number; collectionId: number; slug: string; title: string };
}

const lastVisited = prepared((db) =>
  db
    .select({
      lessonId: lessons.id,
      pageId: lessons.pageId,
      slug: lessons.slug,
      title: lessons.title,
      lastVisitedAt: lessonProgress.lastVisitedAt,
      completedAt: lessonProgress.completedAt,
      courseId: courses.id,
      authorId: courses.authorId,
      collectionId: courses.collectionId,
      courseSlug: courses.slug,
      courseTitle: courses.title,
    })
    .from(lessonProgress)
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
    .innerJoin(courses, eq(courses.id, lessonProgress.courseId))
    .where(eq(lessonProgress.userId, sql.placeholder("userId")))
    .orderBy(desc(lessonProgress.lastVisitedAt))
    .limit(1)
    .prepare(),
);

/** The lesson the learner opened most recently, if any. */
export async function findLastVisitedLesson(userId: number): Promise<LastVisitedLesson | null> {
  const row = lastVisited(getDb()).get({ userId });
  if (!row) return null;
  const { courseId, authorId, collectionId, courseSlug, courseTitle, ...lesson } = row;
  return { ...lesson, course: { id: courseId, authorId, collectionId, slug: courseSlug, title: courseTitle } };
}

// ---- Banner dismissals ---------------------------------------------------------------

const dismissedScopes = prepared((db) =>
  db
    .select({ scope: bannerDismissals.scope })
    .from(bannerDismissals)
    .where(and(eq(bannerDismissals.userId, sql.placeholder("userId")), eq(bannerDismissals.bannerId, sql.placeholder("bannerId"))))
    .prepare(),
);

/** The scopes of a banner a learner has dismissed. */
export function listDismissedScopes(userId: number, bannerId: string): string[] {
  return dismissedScopes(getDb())
    .all({ userId, bannerId })
    .map((r) => r.scope);
}

/** Remembers a learner's dismissal (once). */
export async function dismissBanner(userId: number, bannerId: string, scope: string): Promise<void> {
  await getDb().insert(bannerDismissals).values({ userId, bannerId, scope }).onConflictDoNothing();
}
