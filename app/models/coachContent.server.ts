// Read access to the interview-prep roadmaps (paths, modules, pages, problems).
import { asc, eq } from "drizzle-orm";
import { getDb, schema, type Db } from "../../db/client";
import type { ProblemDifficulty } from "../../seeds/coach/types";

export type PathOutline = {
  slug: string;
  title: string;
  authorId: number;
  pathId: number;
  modules: {
    slug: string;
    title: string;
    authorId: number;
    collectionId: number;
    problems: { id: number; slug: string; title: string; difficulty: ProblemDifficulty; groupId: number }[];
  }[];
};

/** A roadmap with its modules in order and each module's problems in course order. */
export async function loadPathOutline(slug: string, db: Db = getDb()): Promise<PathOutline | null> {
  const path = await db.query.coachPaths.findFirst({ where: eq(schema.coachPaths.slug, slug) });
  if (!path) return null;
  const rows = await db
    .select({
      moduleId: schema.coachModules.id,
      moduleSlug: schema.coachModules.slug,
      moduleTitle: schema.coachModules.title,
      authorId: schema.coachModules.authorId,
      collectionId: schema.coachModules.collectionId,
      pageId: schema.coachPages.pageId,
      pageSlug: schema.coachPages.slug,
      pageTitle: schema.coachPages.title,
      groupId: schema.coachPages.groupId,
      difficulty: schema.coachProblems.difficulty,
    })
    .from(schema.coachModules)
    .leftJoin(schema.coachPages, eq(schema.coachPages.moduleId, schema.coachModules.id))
    .leftJoin(schema.coachProblems, eq(schema.coachProblems.pageId, schema.coachPages.id))
    .where(eq(schema.coachModules.pathId, path.id))
    .orderBy(asc(schema.coachModules.position), asc(schema.coachPages.position));
  const modules = new Map<number, PathOutline["modules"][number]>();
  for (const r of rows) {
    let m = modules.get(r.moduleId);
    if (!m) {
      m = { slug: r.moduleSlug, title: r.moduleTitle, authorId: r.authorId, collectionId: r.collectionId, problems: [] };
      modules.set(r.moduleId, m);
    }
    if (r.difficulty && r.pageId != null)
      m.problems.push({ id: r.pageId, slug: r.pageSlug!, title: r.pageTitle!, difficulty: r.difficulty as ProblemDifficulty, groupId: r.groupId! });
  }
  return { slug: path.slug, title: path.title, authorId: path.authorId, pathId: path.pathId, modules: [...modules.values()] };
}
