// The catalog aggregate: categories, courses with their outline and lessons, learning paths,
// replacement courses, and the learner facts the access rule reads (subscriptions, plan prices).
import { and, asc, count, eq, inArray, sql, sum } from "drizzle-orm";
import { currentEngine, rows, run } from "../../db/access";
import type { schema } from "../../db/client";
import { preparedOn, sqlInt } from "../../db/prepared";
import { indexCatalog, type CatalogIndex } from "~/engine/catalog";
import { foldedText, ftsTerms, rankQuery, termRegex } from "./textSearch.server";

type Tables = typeof schema;
type Category = Tables["categories"]["$inferSelect"];
type CourseRow = Tables["courses"]["$inferSelect"];
type LessonRow = Tables["lessons"]["$inferSelect"];

export type { Category, CourseRow, LessonRow };

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

export type OutlineLesson = Omit<LessonRow, "body" | "blocks">;
export interface OutlineSection {
  id: number;
  title: string;
  position: number;
  lessons: OutlineLesson[];
}

export async function listCategories(): Promise<Category[]> {
  return run((db, t) => db.select().from(t.categories).orderBy(asc(t.categories.name)));
}

/** The catalog's change counter (catalog_version, bumped by triggers on every catalog table). */
export async function catalogVersion(): Promise<number> {
  const [row] = await run((db, t) => versionRow(db, t).execute());
  return row ? Number(row.version) : -1;
}
const versionRow = preparedOn((db, t) =>
  db.select({ version: t.catalogVersion.version }).from(t.catalogVersion).where(eq(t.catalogVersion.id, 1)).limit(1).prepare(),
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
 * Catalog search over title and summary, accents folded: every term required, each a prefix; an
 * exact title first, then relevance with a title word worth 10 of the summary's, then rank, then
 * title. SQLite: the courses_fts index and bm25. PostgreSQL: the same terms on the folded text
 * (app/models/textSearch.server.ts: "c++" and "c#" are tokens there too) and ts_rank over the
 * search_vector column. Course id → place (0 = best). `match` is the engine's safe FTS5 query.
 */
export async function searchCatalog(match: string, exactTitle: string, limit = 2000): Promise<Map<number, number>> {
  const exact = exactTitle.toLowerCase();
  let found: { id: number }[];
  if (currentEngine() === "postgres") {
    const terms = ftsTerms(match);
    if (terms.length === 0) return new Map();
    const text = foldedText(sql`c.title || ' ' || c.summary`);
    const where = sql.join(
      terms.map((term) => sql`${text} ~ ${termRegex(term, "+#")}`),
      sql` AND `,
    );
    const ranking = rankQuery(terms, true);
    const relevance = ranking ? sql`ts_rank('{0.1, 0.1, 0.1, 1.0}', c.search_vector, to_tsquery('codelift_simple', ${ranking}), 1) DESC` : sql`1`;
    found = await rows<{ id: number }>(
      sql`SELECT c.id AS "id" FROM courses c WHERE ${where}
          ORDER BY lower(c.title) = ${exact} DESC, ${relevance}, c.rank, c.title COLLATE "C", c.id
          LIMIT ${sqlInt(limit)}`,
    );
  } else {
    found = await rows<{ id: number }>(
      sql`SELECT c.id AS "id" FROM courses_fts JOIN courses c ON c.id = courses_fts.rowid
          WHERE courses_fts MATCH ${match}
          ORDER BY lower(c.title) = ${exact} DESC, bm25(courses_fts, 10.0, 1.0), c.rank, c.title, c.id
          LIMIT ${sqlInt(limit)}`,
    );
  }
  return new Map(found.map((r, i) => [Number(r.id), i]));
}

async function readCatalogCourses(ids?: readonly number[]): Promise<CatalogCourse[]> {
  if (ids && ids.length === 0) return [];
  return run(async (db, t) => {
    const { courses, categories, lessons, courseTags } = t;
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
      lessonCount: Number(totalsBy.get(r.id)?.lessonCount ?? 0),
      totalMinutes: Number(totalsBy.get(r.id)?.totalMinutes ?? 0),
    }));
  });
}

const courseDetailColumns = (t: Tables) => ({ course: t.courses, categorySlug: t.categories.slug, categoryName: t.categories.name });

function toDetail(row: { course: CourseRow; categorySlug: string; categoryName: string } | undefined): CourseDetail | null {
  return row ? { ...row.course, categorySlug: row.categorySlug, categoryName: row.categoryName } : null;
}

export async function findCourseBySlug(slug: string): Promise<CourseDetail | null> {
  const [row] = await run((db, t) =>
    db
      .select(courseDetailColumns(t))
      .from(t.courses)
      .innerJoin(t.categories, eq(t.categories.id, t.courses.categoryId))
      .where(eq(t.courses.slug, slug))
      .limit(1),
  );
  return toDetail(row);
}

const courseByIds = preparedOn((db, t) =>
  db
    .select(courseDetailColumns(t))
    .from(t.courses)
    .innerJoin(t.categories, eq(t.categories.id, t.courses.categoryId))
    .where(and(eq(t.courses.authorId, sql.placeholder("authorId")), eq(t.courses.collectionId, sql.placeholder("collectionId"))))
    .limit(1)
    .prepare(),
);

export async function findCourseByIds(authorId: number, collectionId: number): Promise<CourseDetail | null> {
  const [row] = await run((db, t) => courseByIds(db, t).execute({ authorId, collectionId }));
  return toDetail(row);
}

/** Sections in order, each with its lessons in order (bodies left out). */
const outlineSections = preparedOn((db, t) =>
  db
    .select({ id: t.courseSections.id, title: t.courseSections.title, position: t.courseSections.position })
    .from(t.courseSections)
    .where(eq(t.courseSections.courseId, sql.placeholder("courseId")))
    .orderBy(asc(t.courseSections.position), asc(t.courseSections.id))
    .prepare(),
);

export async function getCourseOutline(courseId: number): Promise<OutlineSection[]> {
  const [sections, found] = await run(
    async (db, t) => [await outlineSections(db, t).execute({ courseId }), await outlineLessons(db, t).execute({ courseId })] as const,
  );
  return sections.map((s) => ({ ...s, lessons: found.filter((l) => l.sectionId === s.id) }));
}

const outlineLessons = preparedOn((db, { lessons }) =>
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
  return run((db, { lessons, courseSections }) =>
    db
      .select({ id: lessons.id, courseId: lessons.courseId, pageId: lessons.pageId, slug: lessons.slug, title: lessons.title })
      .from(lessons)
      .innerJoin(courseSections, eq(courseSections.id, lessons.sectionId))
      .where(inArray(lessons.courseId, [...courseIds]))
      .orderBy(asc(lessons.courseId), asc(courseSections.position), asc(lessons.position), asc(lessons.id)),
  );
}

/** One lesson of a course, with its body, by page id or by slug. */
const lessonByPageId = preparedOn((db, { lessons }) =>
  db
    .select()
    .from(lessons)
    .where(and(eq(lessons.courseId, sql.placeholder("courseId")), eq(lessons.pageId, sql.placeholder("pageId"))))
    .limit(1)
    .prepare(),
);
const lessonBySlug = preparedOn((db, { lessons }) =>
  db
    .select()
    .from(lessons)
    .where(and(eq(lessons.courseId, sql.placeholder("courseId")), eq(lessons.slug, sql.placeholder("slug"))))
    .limit(1)
    .prepare(),
);

export async function findLesson(courseId: number, key: { pageId: number } | { slug: string }): Promise<LessonRow | null> {
  const [row] = await run((db, t) =>
    "pageId" in key ? lessonByPageId(db, t).execute({ courseId, pageId: key.pageId }) : lessonBySlug(db, t).execute({ courseId, slug: key.slug }),
  );
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
  return run(async (db, { learningPaths, learningPathCourses, courses }) => {
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
  });
}

/** additional_course_alternatives of a course, in their order. */
export async function listCourseAlternatives(courseId: number): Promise<CatalogCourse[]> {
  const alternatives = await run((db, { courseAlternatives }) =>
    db
      .select({ id: courseAlternatives.alternativeId })
      .from(courseAlternatives)
      .where(eq(courseAlternatives.courseId, courseId))
      .orderBy(asc(courseAlternatives.position)),
  );
  const found = await listCatalogCourses(alternatives.map((r) => r.id));
  const byId = new Map(found.map((c) => [c.id, c]));
  return alternatives.map((r) => byId.get(r.id)).filter((c): c is CatalogCourse => !!c);
}

// ---- Learner facts read by the access rule and the offer page ----------------------

const userSubscriptions = preparedOn((db, { subscriptions }) =>
  db
    .select({
      status: subscriptions.status,
      expirationDate: subscriptions.expirationDate,
      graceUntil: subscriptions.graceUntil,
      planCode: subscriptions.planCode,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, sql.placeholder("userId")))
    .prepare(),
);

export async function listUserSubscriptions(
  userId: number,
): Promise<{ status: string; expirationDate: string; graceUntil: string | null; planCode: string }[]> {
  return run((db, t) => userSubscriptions(db, t).execute({ userId }));
}

export type PlanPrice = Tables["planPrices"]["$inferSelect"];

/** The tag (learner category) slugs of one course. */
export async function listCourseTagSlugs(courseId: number): Promise<string[]> {
  const tags = await run((db, { categories, courseTags }) =>
    db
      .select({ slug: categories.slug })
      .from(courseTags)
      .innerJoin(categories, eq(categories.id, courseTags.categoryId))
      .where(eq(courseTags.courseId, courseId)),
  );
  return tags.map((r) => r.slug);
}
