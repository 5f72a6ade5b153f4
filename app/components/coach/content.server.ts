// Read-only lookups of interview-prep content that the coach pages need and that
// app/models/coachContent.server.ts does not offer (yet): the roadmap list, a module's pages and
// one lesson by either URL form. Route-local on purpose: move it into the model when it settles.
import { and, asc, eq } from "drizzle-orm";
import { getDb, schema } from "../../../db/client";

export type CoachPathRow = typeof schema.coachPaths.$inferSelect;
export type CoachModuleRow = typeof schema.coachModules.$inferSelect;
export type CoachPageRow = typeof schema.coachPages.$inferSelect;
export type CoachProblemRow = typeof schema.coachProblems.$inferSelect;

/** The six roadmaps in their stored order. */
export async function listCoachPaths(): Promise<CoachPathRow[]> {
  return getDb().select().from(schema.coachPaths).orderBy(asc(schema.coachPaths.position));
}

export async function findCoachPathBySlug(slug: string): Promise<CoachPathRow | null> {
  return (await getDb().query.coachPaths.findFirst({ where: eq(schema.coachPaths.slug, slug) })) ?? null;
}

export async function findCoachPathByIds(authorId: number, pathId: number): Promise<CoachPathRow | null> {
  return (
    (await getDb().query.coachPaths.findFirst({
      where: and(eq(schema.coachPaths.authorId, authorId), eq(schema.coachPaths.pathId, pathId)),
    })) ?? null
  );
}

export async function findCoachPathById(id: number): Promise<CoachPathRow | null> {
  return (await getDb().query.coachPaths.findFirst({ where: eq(schema.coachPaths.id, id) })) ?? null;
}

export type ModuleWithPages = CoachModuleRow & { pages: (Pick<CoachPageRow, "id" | "pageId" | "groupId" | "slug" | "title" | "position"> & { difficulty: string | null })[] };

/** A roadmap's modules in order, each with its pages in reading order (bodies left out). */
export async function listModulesWithPages(pathRowId: number): Promise<ModuleWithPages[]> {
  const db = getDb();
  const modules = await db.select().from(schema.coachModules).where(eq(schema.coachModules.pathId, pathRowId)).orderBy(asc(schema.coachModules.position));
  const pages = await db
    .select({
      id: schema.coachPages.id,
      moduleId: schema.coachPages.moduleId,
      pageId: schema.coachPages.pageId,
      groupId: schema.coachPages.groupId,
      slug: schema.coachPages.slug,
      title: schema.coachPages.title,
      position: schema.coachPages.position,
      difficulty: schema.coachProblems.difficulty,
    })
    .from(schema.coachPages)
    .innerJoin(schema.coachModules, eq(schema.coachModules.id, schema.coachPages.moduleId))
    .leftJoin(schema.coachProblems, eq(schema.coachProblems.pageId, schema.coachPages.id))
    .where(eq(schema.coachModules.pathId, pathRowId))
    .orderBy(asc(schema.coachPages.position));
  return modules.map((m) => ({
    ...m,
    pages: pages.filter((p) => p.moduleId === m.id).map(({ moduleId: _m, ...p }) => p),
  }));
}

export type LessonRecord = { path: CoachPathRow; module: CoachModuleRow; page: CoachPageRow; problem: CoachProblemRow | null };

async function withProblem(path: CoachPathRow, module: CoachModuleRow, page: CoachPageRow): Promise<LessonRecord> {
  const problem = (await getDb().query.coachProblems.findFirst({ where: eq(schema.coachProblems.pageId, page.id) })) ?? null;
  return { path, module, page, problem };
}

/** Slug form: a page of the roadmap by its slug (slugs are unique within a roadmap). */
export async function findLessonBySlug(path: CoachPathRow, pageSlug: string): Promise<LessonRecord | null> {
  const rows = await getDb()
    .select({ page: schema.coachPages, module: schema.coachModules })
    .from(schema.coachPages)
    .innerJoin(schema.coachModules, eq(schema.coachModules.id, schema.coachPages.moduleId))
    .where(and(eq(schema.coachModules.pathId, path.id), eq(schema.coachPages.slug, pageSlug)))
    .limit(1);
  const row = rows[0];
  return row ? withProblem(path, row.module, row.page) : null;
}

/** Id form: the module (author id, collection id) and the page id within it. */
export async function findLessonByIds(authorId: number, collectionId: number, pageId: number): Promise<Omit<LessonRecord, "path"> & { pathRowId: number } | null> {
  const rows = await getDb()
    .select({ page: schema.coachPages, module: schema.coachModules })
    .from(schema.coachPages)
    .innerJoin(schema.coachModules, eq(schema.coachModules.id, schema.coachPages.moduleId))
    .where(and(eq(schema.coachModules.authorId, authorId), eq(schema.coachModules.collectionId, collectionId), eq(schema.coachPages.pageId, pageId)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const problem = (await getDb().query.coachProblems.findFirst({ where: eq(schema.coachProblems.pageId, row.page.id) })) ?? null;
  return { module: row.module, page: row.page, problem, pathRowId: row.module.pathId };
}
