// A learner's reading: lesson visits and completions, per-course progress, the last visited
// lesson, and banner dismissals (in banner_dismissals for users, in a cookie for visitors).
import { createCookie } from "@remix-run/node";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { secureCookies } from "~/utils/env.server";
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
  db.select().from(lessonProgress).where(eq(lessonProgress.userId, sql.placeholder("userId"))).orderBy(desc(lessonProgress.lastVisitedAt)).prepare(),
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

// Browsers cap a cookie near 4 KB: keep the most recent dismissals only.
const VISITOR_DISMISSALS_KEPT = 40;
const dismissalCookie = createCookie("__banner_dismissals", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secure: secureCookies(),
  maxAge: 365 * 24 * 3600,
});
const dismissalCookieSchema = z.array(z.string().max(200)).max(VISITOR_DISMISSALS_KEPT);

async function readVisitorDismissals(request: Request): Promise<string[]> {
  const parsed = dismissalCookieSchema.safeParse(await dismissalCookie.parse(request.headers.get("Cookie")).catch(() => null));
  return parsed.success ? parsed.data : [];
}

const dismissalKey = (bannerId: string, scope: string) => `${bannerId}/${scope}`;

const dismissedScopes = prepared((db) =>
  db
    .select({ scope: bannerDismissals.scope })
    .from(bannerDismissals)
    .where(and(eq(bannerDismissals.userId, sql.placeholder("userId")), eq(bannerDismissals.bannerId, sql.placeholder("bannerId"))))
    .prepare(),
);

/** The scopes of a banner the viewer has dismissed: from the table for a user, the cookie for a visitor. */
export async function listDismissedScopes(viewer: { userId: number | null; request: Request }, bannerId: string): Promise<string[]> {
  if (viewer.userId === null) {
    const prefix = dismissalKey(bannerId, "");
    return (await readVisitorDismissals(viewer.request)).filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
  }
  return dismissedScopes(getDb())
    .all({ userId: viewer.userId, bannerId })
    .map((r) => r.scope);
}

/** Remembers a dismissal; for a visitor it returns the Set-Cookie header to send. */
export async function dismissBanner(
  viewer: { userId: number | null; request: Request },
  bannerId: string,
  scope: string,
): Promise<{ setCookie: string | null }> {
  if (viewer.userId !== null) {
    await getDb().insert(bannerDismissals).values({ userId: viewer.userId, bannerId, scope }).onConflictDoNothing();
    return { setCookie: null };
  }
  const key = dismissalKey(bannerId, scope);
  const kept = (await readVisitorDismissals(viewer.request)).filter((k) => k !== key);
  const next = [...kept, key].slice(-VISITOR_DISMISSALS_KEPT);
  return { setCookie: await dismissalCookie.serialize(next) };
}
