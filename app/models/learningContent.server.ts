// Learning paths and modules: queries only (docs/product/paths-and-modules.md). A path is an
// ordered mix of courses and modules; a module is an ordered list of course lessons. The rules
// (progress, continue, completion) are app/engine/learningPlans.ts's.
import { and, asc, eq, inArray } from "drizzle-orm";
import { run, transaction } from "../../db/access";
import type { schema } from "../../db/client";

export type ModuleRow = typeof schema.modules.$inferSelect;
type LearningPathRow = typeof schema.learningPaths.$inferSelect;

/** A lesson as a path, module or plan shows it. */
export interface UnitLesson {
  id: number;
  pageId: number;
  slug: string;
  title: string;
  summary: string;
  minutes: number;
  isOptional: boolean;
  courseId: number;
  courseSlug: string;
  courseTitle: string;
  authorId: number;
  collectionId: number;
}

const lessonColumns = (t: typeof schema) => ({
  id: t.lessons.id,
  pageId: t.lessons.pageId,
  slug: t.lessons.slug,
  title: t.lessons.title,
  summary: t.lessons.summary,
  minutes: t.lessons.minutes,
  isOptional: t.lessons.isOptional,
  courseId: t.courses.id,
  courseSlug: t.courses.slug,
  courseTitle: t.courses.title,
  authorId: t.courses.authorId,
  collectionId: t.courses.collectionId,
});

/** Every lesson of these courses, in reading order (section position, then lesson position). */
export async function lessonsOfCourses(courseIds: readonly number[]): Promise<UnitLesson[]> {
  if (courseIds.length === 0) return [];
  return run(async (db, t) =>
    db
      .select(lessonColumns(t))
      .from(t.lessons)
      .innerJoin(t.courses, eq(t.courses.id, t.lessons.courseId))
      .innerJoin(t.courseSections, eq(t.courseSections.id, t.lessons.sectionId))
      .where(inArray(t.lessons.courseId, [...courseIds]))
      .orderBy(asc(t.lessons.courseId), asc(t.courseSections.position), asc(t.lessons.position)),
  );
}

/** These lessons (of any course), in the order given; unknown ids are left out. */
export async function lessonsByIds(ids: readonly number[]): Promise<UnitLesson[]> {
  if (ids.length === 0) return [];
  const rows = await run(async (db, t) =>
    db
      .select(lessonColumns(t))
      .from(t.lessons)
      .innerJoin(t.courses, eq(t.courses.id, t.lessons.courseId))
      .where(inArray(t.lessons.id, [...ids])),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((l): l is UnitLesson => !!l);
}

/** The lessons of these modules, in each module's order. */
export async function lessonsOfModules(moduleIds: readonly number[]): Promise<(UnitLesson & { moduleId: number })[]> {
  if (moduleIds.length === 0) return [];
  return run(async (db, t) =>
    db
      .select({ ...lessonColumns(t), moduleId: t.moduleLessons.moduleId })
      .from(t.moduleLessons)
      .innerJoin(t.lessons, eq(t.lessons.id, t.moduleLessons.lessonId))
      .innerJoin(t.courses, eq(t.courses.id, t.lessons.courseId))
      .where(inArray(t.moduleLessons.moduleId, [...moduleIds]))
      .orderBy(asc(t.moduleLessons.moduleId), asc(t.moduleLessons.position)),
  );
}

export async function listLearningPaths(): Promise<LearningPathRow[]> {
  return run(async (db, t) => db.select().from(t.learningPaths).orderBy(asc(t.learningPaths.title)));
}

export async function findLearningPath(by: { slug: string } | { id: number }): Promise<LearningPathRow | null> {
  return run(async (db, t) => {
    const where = "slug" in by ? eq(t.learningPaths.slug, by.slug) : eq(t.learningPaths.id, by.id);
    return (await db.select().from(t.learningPaths).where(where).limit(1))[0] ?? null;
  });
}

interface PathPart {
  kind: "course" | "module";
  position: number;
  isOptional: boolean;
  courseId: number | null;
  moduleId: number | null;
  title: string;
  summary: string;
  slug: string;
}

/** The courses and modules of paths, in one order per path. */
export async function pathParts(pathIds: readonly number[]): Promise<(PathPart & { pathId: number })[]> {
  if (pathIds.length === 0) return [];
  return run(async (db, t) => {
    const ids = [...pathIds];
    const courseParts = await db
      .select({
        pathId: t.learningPathCourses.pathId,
        position: t.learningPathCourses.position,
        courseId: t.courses.id,
        title: t.courses.title,
        summary: t.courses.summary,
        slug: t.courses.slug,
      })
      .from(t.learningPathCourses)
      .innerJoin(t.courses, eq(t.courses.id, t.learningPathCourses.courseId))
      .where(inArray(t.learningPathCourses.pathId, ids));
    const moduleParts = await db
      .select({
        pathId: t.learningPathModules.pathId,
        position: t.learningPathModules.position,
        isOptional: t.learningPathModules.isOptional,
        moduleId: t.modules.id,
        title: t.modules.title,
        summary: t.modules.summary,
        slug: t.modules.slug,
      })
      .from(t.learningPathModules)
      .innerJoin(t.modules, eq(t.modules.id, t.learningPathModules.moduleId))
      .where(inArray(t.learningPathModules.pathId, ids));
    return [
      ...courseParts.map((c) => ({ ...c, kind: "course" as const, isOptional: false, moduleId: null })),
      ...moduleParts.map((m) => ({ ...m, kind: "module" as const, courseId: null })),
    ].sort((a, b) => a.pathId - b.pathId || a.position - b.position || a.kind.localeCompare(b.kind));
  });
}

export async function findModule(by: { id: number } | { authorId: number; moduleId: number }): Promise<ModuleRow | null> {
  return run(async (db, t) => {
    const where = "id" in by ? eq(t.modules.id, by.id) : and(eq(t.modules.authorId, by.authorId), eq(t.modules.moduleId, by.moduleId));
    return (await db.select().from(t.modules).where(where).limit(1))[0] ?? null;
  });
}

export async function listPublishedModules(): Promise<ModuleRow[]> {
  return run(async (db, t) => db.select().from(t.modules).where(eq(t.modules.status, "published")).orderBy(asc(t.modules.title)));
}

/** The paths that include a module (for a module page's "part of"). */
export async function pathsWithModule(moduleId: number): Promise<{ slug: string; title: string }[]> {
  return run(async (db, t) =>
    db
      .select({ slug: t.learningPaths.slug, title: t.learningPaths.title })
      .from(t.learningPathModules)
      .innerJoin(t.learningPaths, eq(t.learningPaths.id, t.learningPathModules.pathId))
      .where(eq(t.learningPathModules.moduleId, moduleId)),
  );
}

/**
 * Writes a module with its lessons (the data an editor saves: title, summary, ordered lesson
 * ids); used by the seeds and open to the authoring editors.
 */
export async function saveModule(input: {
  authorId: number;
  moduleId: number;
  slug: string;
  title: string;
  summary: string;
  isStandalone?: boolean;
  isTemplate?: boolean;
  status?: "draft" | "published";
  organizationId?: number | null;
  lessonIds: readonly number[];
}): Promise<ModuleRow> {
  return transaction(async (db, t) => {
    const values = {
      authorId: input.authorId,
      moduleId: input.moduleId,
      slug: input.slug,
      title: input.title,
      summary: input.summary,
      isStandalone: input.isStandalone ?? false,
      isTemplate: input.isTemplate ?? false,
      status: input.status ?? "published",
      organizationId: input.organizationId ?? null,
    };
    const row = (
      await db
        .insert(t.modules)
        .values(values)
        .onConflictDoUpdate({ target: [t.modules.authorId, t.modules.moduleId], set: values })
        .returning()
    )[0]!;
    await db.delete(t.moduleLessons).where(eq(t.moduleLessons.moduleId, row.id));
    for (const [position, lessonId] of input.lessonIds.entries()) await db.insert(t.moduleLessons).values({ moduleId: row.id, lessonId, position });
    return row;
  });
}

/** Progress rows of several learners on a set of lessons (the manager's and mentor's views). */
export async function progressOfUsers(
  userIds: readonly number[],
  lessonIds: readonly number[],
): Promise<{ userId: number; lessonId: number; lastVisitedAt: string; completedAt: string | null }[]> {
  if (userIds.length === 0 || lessonIds.length === 0) return [];
  return run(async (db, t) =>
    db
      .select({
        userId: t.lessonProgress.userId,
        lessonId: t.lessonProgress.lessonId,
        lastVisitedAt: t.lessonProgress.lastVisitedAt,
        completedAt: t.lessonProgress.completedAt,
      })
      .from(t.lessonProgress)
      .where(and(inArray(t.lessonProgress.userId, [...userIds]), inArray(t.lessonProgress.lessonId, [...lessonIds]))),
  );
}

/** Courses' id, slug, title and summary: these ids, or (null) every listed course by title. */
export async function courseSummariesById(ids: readonly number[] | null): Promise<{ id: number; slug: string; title: string; summary: string }[]> {
  if (ids !== null && ids.length === 0) return [];
  return run(async (db, t) => {
    const cols = { id: t.courses.id, slug: t.courses.slug, title: t.courses.title, summary: t.courses.summary };
    if (ids !== null)
      return db
        .select(cols)
        .from(t.courses)
        .where(inArray(t.courses.id, [...ids]));
    return db
      .select(cols)
      .from(t.courses)
      .where(and(eq(t.courses.isMarkedForDeletion, false), eq(t.courses.metadataStatus, "active")))
      .orderBy(asc(t.courses.title));
  });
}

export async function courseIdByIds(authorId: number, collectionId: number): Promise<number | null> {
  return run(async (db, t) => {
    const rows = await db
      .select({ id: t.courses.id })
      .from(t.courses)
      .where(and(eq(t.courses.authorId, authorId), eq(t.courses.collectionId, collectionId)))
      .limit(1);
    return rows[0]?.id ?? null;
  });
}
