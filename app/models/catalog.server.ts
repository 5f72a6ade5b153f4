// The catalog aggregate: categories, courses with their outline and lessons, learning paths,
// replacement courses, and the learner facts the access rule reads (subscriptions, plan prices).
import { and, asc, count, eq, inArray, sql, sum } from "drizzle-orm";
import { getDb, schema } from "../../db/client";
import { prepared, sqlInt } from "../../db/prepared";
import { indexCatalog, type CatalogIndex } from "~/engine/catalog";

const { categories, courses, courseTags, courseAlternatives, courseSections, lessons, learningPaths, learningPathCourses } = schema;

export type Category = typeof categories.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;

/** A course as cards and catalogues show it. */
export interface CatalogCourse {
  id: number;
  authorId: number;
  collectionId: number;
  slug: string;
  title: string;
  summary: string;
  categorySlug: string;
  categoryName: string;
  tagSlugs: string[];
  difficulty: string;
  isFree: boolean;
  isEarlyAccess: boolean;
  rank: number;
  isMarkedForDeletion: boolean;
  metadataStatus: string;
  lessonCount: number;
  totalMinutes: number;
}

export type CourseDetail = CourseRow & { categorySlug: string; categoryName: string };

export type OutlineLesson = Omit<LessonRow, "body">;
export interface OutlineSection {
  id: number;
  title: string;
  position: number;
  lessons: OutlineLesson[];
}

export async function listCategories(): Promise<Category[]> {
  return getDb().select().from(categories).orderBy(asc(categories.name));
}

/** The catalog's change counter (catalog_version, bumped by triggers on every catalog table). */
export async function catalogVersion(): Promise<number> {
  return versionRow(getDb()).get()?.version ?? -1;
}
const versionRow = prepared((db) =>
  db.select({ version: schema.catalogVersion.version }).from(schema.catalogVersion).where(eq(schema.catalogVersion.id, 1)).prepare(),
);

// The whole catalog, and what is derived from it (its index, a search's results), kept while
// catalog_version stays the same: read and worked out once per change, not once per request.
// At most DERIVED_LIMIT derived values are kept, the least recently used dropped first.
const DERIVED_LIMIT = 256;
let wholeCatalog: { version: number; courses: readonly CatalogCourse[]; derived: Map<string, Promise<unknown>> } | null = null;

async function currentCatalog() {
  const version = await catalogVersion();
  if (wholeCatalog && wholeCatalog.version === version && version >= 0) return wholeCatalog;
  wholeCatalog = { version, courses: Object.freeze(await readCatalogCourses()), derived: new Map() };
  return wholeCatalog;
}

/**
 * A value worked out from the whole catalog, kept until the catalog changes. `key` must name
 * every input of `derive` besides the catalog. The value is shared by every request: callers
 * must not change it (freeze what they return).
 */
export async function fromCatalog<T>(key: string, derive: (courses: readonly CatalogCourse[]) => T | Promise<T>): Promise<T> {
  const catalog = await currentCatalog();
  const kept = catalog.derived.get(key) as Promise<T> | undefined;
  if (kept) {
    // most recently used last
    catalog.derived.delete(key);
    catalog.derived.set(key, kept);
    return kept;
  }
  const value = Promise.resolve().then(() => derive(catalog.courses));
  catalog.derived.set(key, value);
  value.catch(() => catalog.derived.delete(key));
  if (catalog.derived.size > DERIVED_LIMIT) catalog.derived.delete(catalog.derived.keys().next().value!);
  return value;
}

/** The catalog's index (by id, listed in order, by category), built once per catalog change. */
export function catalogIndex(): Promise<CatalogIndex<CatalogCourse>> {
  return fromCatalog("index", indexCatalog);
}

/** Every course (or the given ones) with category, tags, lesson count and minutes. */
export async function listCatalogCourses(ids?: readonly number[]): Promise<CatalogCourse[]> {
  if (ids === undefined) return [...(await currentCatalog()).courses];
  return readCatalogCourses(ids);
}

/**
 * Catalog search through the courses_fts index (title and summary, accents folded): every
 * term required, each a prefix; an exact title first, then bm25 with a title word worth 10 of
 * the summary's, then rank. Course id → place (0 = best). `ftsQuery` is the engine's safe query.
 */
export async function searchCatalog(match: string, exactTitle: string, limit = 2000): Promise<Map<number, number>> {
  const rows = getDb().all<{ id: number }>(
    sql`SELECT c.id AS id FROM courses_fts JOIN courses c ON c.id = courses_fts.rowid
        WHERE courses_fts MATCH ${match}
        ORDER BY lower(c.title) = ${exactTitle.toLowerCase()} DESC, bm25(courses_fts, 10.0, 1.0), c.rank, c.title
        LIMIT ${sqlInt(limit)}`,
  );
  return new Map(rows.map((r, i) => [r.id, i]));
}

async function readCatalogCourses(ids?: readonly number[]): Promise<CatalogCourse[]> {
  const db = getDb();
  if (ids && ids.length === 0) return [];
  const onlyIds = ids ? inArray(courses.id, [...ids]) : undefined;
  const rows = await db
    .select({
      id: courses.id,
      authorId: courses.authorId,
      collectionId: courses.collectionId,
      slug: courses.slug,
      title: courses.title,
      summary: courses.summary,
      categorySlug: categories.slug,
      categoryName: categories.name,
      difficulty: courses.difficulty,
      isFree: courses.isFree,
      isEarlyAccess: courses.isEarlyAccess,
      rank: courses.rank,
      isMarkedForDeletion: courses.isMarkedForDeletion,
      metadataStatus: courses.metadataStatus,
    })
    .from(courses)
    .innerJoin(categories, eq(categories.id, courses.categoryId))
    .where(onlyIds)
    .orderBy(asc(courses.rank), asc(courses.title));
  const totals = await db
    .select({ courseId: lessons.courseId, lessonCount: count(), totalMinutes: sum(lessons.minutes) })
    .from(lessons)
    .where(ids ? inArray(lessons.courseId, [...ids]) : undefined)
    .groupBy(lessons.courseId);
  const tags = await db
    .select({ courseId: courseTags.courseId, slug: categories.slug })
    .from(courseTags)
    .innerJoin(categories, eq(categories.id, courseTags.categoryId))
    .where(ids ? inArray(courseTags.courseId, [...ids]) : undefined);
  const totalsBy = new Map(totals.map((t) => [t.courseId, t]));
  const tagsBy = new Map<number, string[]>();
  for (const t of tags) tagsBy.set(t.courseId, [...(tagsBy.get(t.courseId) ?? []), t.slug]);
  return rows.map((r) => ({
    ...r,
    tagSlugs: tagsBy.get(r.id) ?? [],
    lessonCount: totalsBy.get(r.id)?.lessonCount ?? 0,
    totalMinutes: Number(totalsBy.get(r.id)?.totalMinutes ?? 0),
  }));
}

const courseDetailColumns = { course: courses, categorySlug: categories.slug, categoryName: categories.name };

function toDetail(row: { course: CourseRow; categorySlug: string; categoryName: string } | undefined): CourseDetail | null {
  return row ? { ...row.course, categorySlug: row.categorySlug, categoryName: row.categoryName } : null;
}

export async function findCourseBySlug(slug: string): Promise<CourseDetail | null> {
  const [row] = await getDb()
    .select(courseDetailColumns)
    .from(courses)
    .innerJoin(categories, eq(categories.id, courses.categoryId))
    .where(eq(courses.slug, slug))
    .limit(1);
  return toDetail(row);
}

const courseByIds = prepared((db) =>
  db
    .select(courseDetailColumns)
    .from(courses)
    .innerJoin(categories, eq(categories.id, courses.categoryId))
    .where(and(eq(courses.authorId, sql.placeholder("authorId")), eq(courses.collectionId, sql.placeholder("collectionId"))))
    .limit(1)
    .prepare(),
);

export async function findCourseByIds(authorId: number, collectionId: number): Promise<CourseDetail | null> {
  return toDetail(courseByIds(getDb()).get({ authorId, collectionId }));
}

/** Sections in order, each with its lessons in order (bodies left out). */
const outlineSections = prepared((db) =>
  db
    .select({ id: courseSections.id, title: courseSections.title, position: courseSections.position })
    .from(courseSections)
    .where(eq(courseSections.courseId, sql.placeholder("courseId")))
    .orderBy(asc(courseSections.position), asc(courseSections.id))
    .prepare(),
);

export async function getCourseOutline(courseId: number): Promise<OutlineSection[]> {
  const db = getDb();
  const sections = outlineSections(db).all({ courseId });
  const rows = outlineLessons(db).all({ courseId });
  return sections.map((s) => ({ ...s, lessons: rows.filter((l) => l.sectionId === s.id) }));
}

const outlineLessons = prepared((db) =>
  db
    .select({
      id: lessons.id,
      courseId: lessons.courseId,
      sectionId: lessons.sectionId,
      pageId: lessons.pageId,
      slug: lessons.slug,
      title: lessons.title,
      summary: lessons.summary,
      minutes: lessons.minutes,
      position: lessons.position,
      isOptional: lessons.isOptional,
    })
    .from(lessons)
    .where(eq(lessons.courseId, sql.placeholder("courseId")))
    .orderBy(asc(lessons.position), asc(lessons.id))
    .prepare(),
);

export interface LessonRef {
  id: number;
  courseId: number;
  pageId: number;
  slug: string;
  title: string;
}

/** The lessons of some courses in reading order (section, then lesson position). */
export async function listLessonRefs(courseIds: readonly number[]): Promise<LessonRef[]> {
  if (courseIds.length === 0) return [];
  return lessonRefs(getDb()).all({ courseIds: JSON.stringify(courseIds) });
}
const lessonRefs = prepared((db) =>
  db
    .select({ id: lessons.id, courseId: lessons.courseId, pageId: lessons.pageId, slug: lessons.slug, title: lessons.title })
    .from(lessons)
    .innerJoin(courseSections, eq(courseSections.id, lessons.sectionId))
    .where(sql`${lessons.courseId} IN (SELECT value FROM json_each(${sql.placeholder("courseIds")}))`)
    .orderBy(asc(lessons.courseId), asc(courseSections.position), asc(lessons.position), asc(lessons.id))
    .prepare(),
);

/** One lesson of a course, with its body, by page id or by slug. */
const lessonByPageId = prepared((db) =>
  db
    .select()
    .from(lessons)
    .where(and(eq(lessons.courseId, sql.placeholder("courseId")), eq(lessons.pageId, sql.placeholder("pageId"))))
    .limit(1)
    .prepare(),
);
const lessonBySlug = prepared((db) =>
  db
    .select()
    .from(lessons)
    .where(and(eq(lessons.courseId, sql.placeholder("courseId")), eq(lessons.slug, sql.placeholder("slug"))))
    .limit(1)
    .prepare(),
);

export async function findLesson(courseId: number, key: { pageId: number } | { slug: string }): Promise<LessonRow | null> {
  const db = getDb();
  const row = "pageId" in key ? lessonByPageId(db).get({ courseId, pageId: key.pageId }) : lessonBySlug(db).get({ courseId, slug: key.slug });
  return row ?? null;
}

export interface CoursePath {
  id: number;
  slug: string;
  title: string;
  summary: string;
  difficulty: string;
  courses: { id: number; slug: string; title: string }[];
}

/** The learning paths a course belongs to, each with its courses in order. */
export async function listCoursePaths(courseId: number): Promise<CoursePath[]> {
  const db = getDb();
  const paths = await db
    .select({
      id: learningPaths.id,
      slug: learningPaths.slug,
      title: learningPaths.title,
      summary: learningPaths.summary,
      difficulty: learningPaths.difficulty,
    })
    .from(learningPathCourses)
    .innerJoin(learningPaths, eq(learningPaths.id, learningPathCourses.pathId))
    .where(eq(learningPathCourses.courseId, courseId))
    .orderBy(asc(learningPaths.title));
  if (paths.length === 0) return [];
  const members = await db
    .select({ pathId: learningPathCourses.pathId, id: courses.id, slug: courses.slug, title: courses.title })
    .from(learningPathCourses)
    .innerJoin(courses, eq(courses.id, learningPathCourses.courseId))
    .where(
      inArray(
        learningPathCourses.pathId,
        paths.map((p) => p.id),
      ),
    )
    .orderBy(asc(learningPathCourses.position));
  return paths.map((p) => ({
    ...p,
    courses: members.filter((m) => m.pathId === p.id).map(({ id, slug, title }) => ({ id, slug, title })),
  }));
}

/** additional_course_alternatives of a course, in their order. */
export async function listCourseAlternatives(courseId: number): Promise<CatalogCourse[]> {
  const rows = await getDb()
    .select({ id: courseAlternatives.alternativeId })
    .from(courseAlternatives)
    .where(eq(courseAlternatives.courseId, courseId))
    .orderBy(asc(courseAlternatives.position));
  const found = await listCatalogCourses(rows.map((r) => r.id));
  const byId = new Map(found.map((c) => [c.id, c]));
  return rows.map((r) => byId.get(r.id)).filter((c): c is CatalogCourse => !!c);
}

// ---- Learner facts read by the access rule and the offer page ----------------------

const userSubscriptions = prepared((db) =>
  db
    .select({
      status: schema.subscriptions.status,
      expirationDate: schema.subscriptions.expirationDate,
      graceUntil: schema.subscriptions.graceUntil,
      planCode: schema.subscriptions.planCode,
    })
    .from(schema.subscriptions)
    .where(eq(schema.subscriptions.userId, sql.placeholder("userId")))
    .prepare(),
);

export async function listUserSubscriptions(
  userId: number,
): Promise<{ status: string; expirationDate: string; graceUntil: string | null; planCode: string }[]> {
  return userSubscriptions(getDb()).all({ userId });
}

export type PlanPrice = typeof schema.planPrices.$inferSelect;

/** The tag (learner category) slugs of one course. */
export async function listCourseTagSlugs(courseId: number): Promise<string[]> {
  const rows = await getDb()
    .select({ slug: categories.slug })
    .from(courseTags)
    .innerJoin(categories, eq(categories.id, courseTags.categoryId))
    .where(eq(courseTags.courseId, courseId));
  return rows.map((r) => r.slug);
}
