// The interview-prep content as the coach services read it: a roadmap with every module and
// every page (without bodies) and each problem's difficulty, plus single pages with bodies and
// problem definitions. Read-only; the content is seeded (seeds/coach).
import { and, asc, eq } from "drizzle-orm";
import { getDb, schema, type Db } from "../../db/client";
import type { Difficulty } from "~/engine";

export type CoachPathRow = typeof schema.coachPaths.$inferSelect;
export type CoachProblemRow = typeof schema.coachProblems.$inferSelect;

export interface CoachPageInfo {
  /** coach_pages.id: the stable row id used by submissions and visits */
  rowId: number;
  /** page_id within the module */
  pageId: number;
  groupId: number;
  slug: string;
  title: string;
  position: number;
  /** set on problem pages only */
  difficulty: Difficulty | null;
}

export interface CoachModuleInfo {
  rowId: number;
  authorId: number;
  collectionId: number;
  slug: string;
  title: string;
  summary: string;
  position: number;
  /** company → count (the company frequency table row), or null */
  companyFrequency: Record<string, number> | null;
  pages: CoachPageInfo[];
}

export interface CoachPathContent {
  path: CoachPathRow;
  modules: CoachModuleInfo[];
}

function parseFrequency(text: string | null): Record<string, number> | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as unknown;
    if (!v || typeof v !== "object" || Array.isArray(v)) return null;
    return Object.fromEntries(Object.entries(v as Record<string, unknown>).filter((e): e is [string, number] => typeof e[1] === "number"));
  } catch {
    return null;
  }
}

export async function findCoachPathBySlug(slug: string, db: Db = getDb()): Promise<CoachPathRow | null> {
  return (await db.query.coachPaths.findFirst({ where: eq(schema.coachPaths.slug, slug) })) ?? null;
}

/** By the path's public ids (author_id and path_id, the `work_id` of the path calls). */
export async function findCoachPathByIds(authorId: number, pathId: number, db: Db = getDb()): Promise<CoachPathRow | null> {
  return (
    (await db.query.coachPaths.findFirst({
      where: and(eq(schema.coachPaths.authorId, authorId), eq(schema.coachPaths.pathId, pathId)),
    })) ?? null
  );
}

export async function findCoachPathByRowId(rowId: number, db: Db = getDb()): Promise<CoachPathRow | null> {
  return (await db.query.coachPaths.findFirst({ where: eq(schema.coachPaths.id, rowId) })) ?? null;
}

/** Which path a module (author_id, collection_id) belongs to; null when unknown. */
export async function findModulePath(authorId: number, collectionId: number, db: Db = getDb()): Promise<CoachPathRow | null> {
  const [row] = await db
    .select({ path: schema.coachPaths })
    .from(schema.coachModules)
    .innerJoin(schema.coachPaths, eq(schema.coachPaths.id, schema.coachModules.pathId))
    .where(and(eq(schema.coachModules.authorId, authorId), eq(schema.coachModules.collectionId, collectionId)));
  return row?.path ?? null;
}

/** A roadmap with its modules in order and every page of each module in order. */
export async function loadCoachPathContent(path: CoachPathRow, db: Db = getDb()): Promise<CoachPathContent> {
  const rows = await db
    .select({
      module: schema.coachModules,
      pageRowId: schema.coachPages.id,
      pageId: schema.coachPages.pageId,
      groupId: schema.coachPages.groupId,
      slug: schema.coachPages.slug,
      title: schema.coachPages.title,
      position: schema.coachPages.position,
      difficulty: schema.coachProblems.difficulty,
    })
    .from(schema.coachModules)
    .leftJoin(schema.coachPages, eq(schema.coachPages.moduleId, schema.coachModules.id))
    .leftJoin(schema.coachProblems, eq(schema.coachProblems.pageId, schema.coachPages.id))
    .where(eq(schema.coachModules.pathId, path.id))
    .orderBy(asc(schema.coachModules.position), asc(schema.coachPages.position));
  const modules = new Map<number, CoachModuleInfo>();
  for (const r of rows) {
    let m = modules.get(r.module.id);
    if (!m) {
      m = {
        rowId: r.module.id,
        authorId: r.module.authorId,
        collectionId: r.module.collectionId,
        slug: r.module.slug,
        title: r.module.title,
        summary: r.module.summary,
        position: r.module.position,
        companyFrequency: parseFrequency(r.module.companyFrequency),
        pages: [],
      };
      modules.set(r.module.id, m);
    }
    if (r.pageRowId != null)
      m.pages.push({
        rowId: r.pageRowId,
        pageId: r.pageId!,
        groupId: r.groupId!,
        slug: r.slug!,
        title: r.title!,
        position: r.position!,
        difficulty: (r.difficulty as Difficulty | null) ?? null,
      });
  }
  return { path, modules: [...modules.values()] };
}

export type CoachPageRow = typeof schema.coachPages.$inferSelect;

/** One page with its body, its module and, for a problem, the problem definition. */
export interface CoachPageWithContext {
  page: CoachPageRow;
  module: typeof schema.coachModules.$inferSelect;
  problem: CoachProblemRow | null;
}

async function pageWithContext(where: ReturnType<typeof and>, db: Db): Promise<CoachPageWithContext | null> {
  const [row] = await db
    .select({ page: schema.coachPages, module: schema.coachModules, problem: schema.coachProblems })
    .from(schema.coachPages)
    .innerJoin(schema.coachModules, eq(schema.coachModules.id, schema.coachPages.moduleId))
    .leftJoin(schema.coachProblems, eq(schema.coachProblems.pageId, schema.coachPages.id))
    .where(where)
    .orderBy(asc(schema.coachModules.position), asc(schema.coachPages.position))
    .limit(1);
  return row ? { page: row.page, module: row.module, problem: row.problem ?? null } : null;
}

/** A page of a module by the module's ids and the page_id; null when unknown. */
export function findCoachPage(authorId: number, collectionId: number, pageId: number, db: Db = getDb()): Promise<CoachPageWithContext | null> {
  return pageWithContext(
    and(eq(schema.coachModules.authorId, authorId), eq(schema.coachModules.collectionId, collectionId), eq(schema.coachPages.pageId, pageId)),
    db,
  );
}

/** A page of a path by its slug (the first in course order if a slug repeats); null when unknown. */
export function findCoachPageBySlug(pathRowId: number, pageSlug: string, db: Db = getDb()): Promise<CoachPageWithContext | null> {
  return pageWithContext(and(eq(schema.coachModules.pathId, pathRowId), eq(schema.coachPages.slug, pageSlug)), db);
}

/** The other pages of a page's group in its module (a problem and its "Solution: …" page share a group). */
export async function findGroupSiblings(
  page: Pick<CoachPageRow, "id" | "moduleId" | "groupId">,
  db: Db = getDb(),
): Promise<{ slug: string; title: string; pageId: number }[]> {
  const rows = await db
    .select({ id: schema.coachPages.id, slug: schema.coachPages.slug, title: schema.coachPages.title, pageId: schema.coachPages.pageId })
    .from(schema.coachPages)
    .where(and(eq(schema.coachPages.moduleId, page.moduleId), eq(schema.coachPages.groupId, page.groupId)))
    .orderBy(asc(schema.coachPages.position));
  return rows.filter((r) => r.id !== page.id).map(({ slug, title, pageId }) => ({ slug, title, pageId }));
}
