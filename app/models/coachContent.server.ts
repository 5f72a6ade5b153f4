// A compact outline of a roadmap (modules and their problems), for the CLI's simulations and
// plans. It is a view over loadCoachPathContent, the one reader of the coach content tables.
import type { Db } from "../../db/client";
import type { ProblemDifficulty } from "../../seeds/coach/types";
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
    problems: { id: number; slug: string; title: string; difficulty: ProblemDifficulty; groupId: number }[];
  }[];
};

/**
 * A roadmap with its modules in order and each module's problems in course order. `_db` is
 * accepted for callers that opened the database themselves: the models share the process's
 * one connection to DATABASE_URL.
 */
export async function loadPathOutline(slug: string, _db?: Db): Promise<PathOutline | null> {
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
      problems: m.pages
        .filter((p) => p.difficulty)
        .map((p) => ({ id: p.pageId, slug: p.slug, title: p.title, difficulty: p.difficulty as ProblemDifficulty, groupId: p.groupId })),
    })),
  };
}
