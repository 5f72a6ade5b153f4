// A compact outline of a roadmap (modules and their problems), for the CLI's simulations and
// plans. It is a view over loadCoachPathContent, the one reader of the coach content tables.
import { asc } from "drizzle-orm";
import { run } from "../../db/access";
import type { Difficulty } from "~/engine/constants";
import { findCoachPathBySlug, loadCoachPathContent } from "./coachPathContent.server";

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
    problems: { id: number; slug: string; title: string; difficulty: Difficulty; groupId: number }[];
  }[];
};

/** A roadmap with its modules in order and each module's problems in course order; null when unknown. */
export async function loadPathOutline(slug: string): Promise<PathOutline | null> {
  const path = await findCoachPathBySlug(slug);
  if (!path) return null;
  const content = await loadCoachPathContent(path);
  return {
    slug: path.slug,
    title: path.title,
    authorId: path.authorId,
    pathId: path.pathId,
    modules: content.modules.map((m) => ({
      slug: m.slug,
      title: m.title,
      authorId: m.authorId,
      collectionId: m.collectionId,
      problems: m.pages.flatMap((p) =>
        p.difficulty ? [{ id: p.pageId, slug: p.slug, title: p.title, difficulty: p.difficulty, groupId: p.groupId }] : [],
      ),
    })),
  };
}

/** Every roadmap's slug, in the order they were seeded. */
export async function listCoachPathSlugs(): Promise<string[]> {
  const rows = await run(async (db, t) => db.select({ slug: t.coachPaths.slug }).from(t.coachPaths).orderBy(asc(t.coachPaths.id)));
  return rows.map((r) => r.slug);
}
