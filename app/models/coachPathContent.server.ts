// The interview-prep content as the coach services read it: a roadmap with every module and
// every page (without bodies) and each problem's difficulty, plus single pages with bodies and
// problem definitions. Read-only; the content is seeded (seeds/coach).
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { run, type Db, type Tables } from "../../db/access";
import type { schema } from "../../db/client";
import { preparedOn } from "../../db/prepared";
import { requestMemo } from "../../db/requestMemo";
import { contentVersion } from "./contentVersion.server";
import { DIFFICULTIES, type Difficulty } from "~/engine";

export type CoachPathRow = typeof schema.coachPaths.$inferSelect;

// The JSON columns of coach_problems, parsed here once: every reader gets typed values.
const testCase = z.object({ input: z.array(z.unknown()), expected: z.unknown() });
const problemJson = z.object({
  difficulty: z.enum(DIFFICULTIES),
  params: z.array(z.object({ name: z.string(), type: z.string() })),
  /** the judge's compare mode (the judge checks it) */
  compare: z.string(),
  /** starter code per language id */
  starter: z.record(z.string(), z.string()),
  /** reference solutions per language id */
  solutions: z.record(z.string(), z.string()),
  visibleTests: z.array(testCase),
  hiddenTests: z.array(testCase),
  /** interview frequency per company */
  companies: z.record(z.string(), z.number()),
});
type ProblemJson = z.infer<typeof problemJson>;
export type CoachTestCase = z.infer<typeof testCase>;

/** A problem definition with its JSON columns parsed. */
export type CoachProblem = Omit<typeof schema.coachProblems.$inferSelect, keyof ProblemJson> & ProblemJson;

const jsonText = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The seeded content is trusted but checked: a malformed row fails loudly, naming the page. */
function parseProblem(row: typeof schema.coachProblems.$inferSelect): CoachProblem {
  const parsed = problemJson.safeParse({
    difficulty: row.difficulty,
    params: jsonText(row.params),
    compare: row.compare,
    starter: jsonText(row.starter),
    solutions: jsonText(row.solutions),
    visibleTests: jsonText(row.visibleTests),
    hiddenTests: jsonText(row.hiddenTests),
    companies: jsonText(row.companies),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`coach_problems row of page ${row.pageId} is malformed: ${issue.path.join(".")}: ${issue.message}`);
  }
  return { ...row, ...parsed.data };
}

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

const companyCounts = z.record(z.string(), z.number());

function parseFrequency(text: string | null): Record<string, number> | null {
  if (!text) return null;
  const parsed = companyCounts.safeParse(jsonText(text));
  return parsed.success ? parsed.data : null;
}

const coachPathBySlug = preparedOn((db, t) =>
  db
    .select()
    .from(t.coachPaths)
    .where(eq(t.coachPaths.slug, sql.placeholder("slug")))
    .limit(1)
    .prepare(),
);

export async function findCoachPathBySlug(slug: string): Promise<CoachPathRow | null> {
  return requestMemo(`coachPath:${slug}`, () => run(async (db, t) => (await coachPathBySlug(db, t).execute({ slug }))[0] ?? null));
}

/** By the path's public ids (author_id and path_id, the `work_id` of the path calls). */
export async function findCoachPathByIds(authorId: number, pathId: number): Promise<CoachPathRow | null> {
  return run(
    async (db, t) =>
      (
        await db
          .select()
          .from(t.coachPaths)
          .where(and(eq(t.coachPaths.authorId, authorId), eq(t.coachPaths.pathId, pathId)))
          .limit(1)
      )[0] ?? null,
  );
}

export async function findCoachPathByRowId(rowId: number): Promise<CoachPathRow | null> {
  return run(async (db, t) => (await db.select().from(t.coachPaths).where(eq(t.coachPaths.id, rowId)).limit(1))[0] ?? null);
}

/** Which path a module (author_id, collection_id) belongs to; null when unknown. */
export async function findModulePath(authorId: number, collectionId: number): Promise<CoachPathRow | null> {
  return run(async (db, t) => {
    const [row] = await db
      .select({ path: t.coachPaths })
      .from(t.coachModules)
      .innerJoin(t.coachPaths, eq(t.coachPaths.id, t.coachModules.pathId))
      .where(and(eq(t.coachModules.authorId, authorId), eq(t.coachModules.collectionId, collectionId)))
      .limit(1);
    return row?.path ?? null;
  });
}

/** Roadmaps read at a content version: every coach page needs one. */
const contentAt = new Map<string, { version: number; content: Promise<CoachPathContent> }>();

/**
 * A roadmap with its modules in order and every page of each module in order. The same content
 * is shared until the content version moves on (any edit of coach content, in any process).
 */
export async function loadCoachPathContent(path: CoachPathRow): Promise<CoachPathContent> {
  const version = await contentVersion();
  // Kept per database (a test process may use several) and roadmap.
  const key = `${process.env.DATABASE_URL ?? ""}\n${path.id}`;
  const kept = contentAt.get(key);
  if (version >= 0 && kept && kept.version === version) return kept.content;
  const content = run((db, t) => readCoachPathContent(path, db, t));
  if (version >= 0) {
    contentAt.set(key, { version, content });
    content.catch(() => contentAt.delete(key));
  }
  return content;
}

async function readCoachPathContent(path: CoachPathRow, db: Db, t: Tables): Promise<CoachPathContent> {
  const rows = await db
    .select({
      module: t.coachModules,
      pageRowId: t.coachPages.id,
      pageId: t.coachPages.pageId,
      groupId: t.coachPages.groupId,
      slug: t.coachPages.slug,
      title: t.coachPages.title,
      position: t.coachPages.position,
      difficulty: t.coachProblems.difficulty,
    })
    .from(t.coachModules)
    .leftJoin(t.coachPages, eq(t.coachPages.moduleId, t.coachModules.id))
    .leftJoin(t.coachProblems, eq(t.coachProblems.pageId, t.coachPages.id))
    .where(eq(t.coachModules.pathId, path.id))
    .orderBy(asc(t.coachModules.position), asc(t.coachPages.position));
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
  problem: CoachProblem | null;
}

async function pageWithContext(where: (t: Tables) => SQL | undefined): Promise<CoachPageWithContext | null> {
  const [row] = await run(async (db, t) =>
    db
      .select({ page: t.coachPages, module: t.coachModules, problem: t.coachProblems })
      .from(t.coachPages)
      .innerJoin(t.coachModules, eq(t.coachModules.id, t.coachPages.moduleId))
      .leftJoin(t.coachProblems, eq(t.coachProblems.pageId, t.coachPages.id))
      .where(where(t))
      .orderBy(asc(t.coachModules.position), asc(t.coachPages.position))
      .limit(1),
  );
  return row ? { page: row.page, module: row.module, problem: row.problem ? parseProblem(row.problem) : null } : null;
}

/** A page of a module by the module's ids and the page_id; null when unknown. */
export function findCoachPage(authorId: number, collectionId: number, pageId: number): Promise<CoachPageWithContext | null> {
  return pageWithContext((t) =>
    and(eq(t.coachModules.authorId, authorId), eq(t.coachModules.collectionId, collectionId), eq(t.coachPages.pageId, pageId)),
  );
}

/** A page of a path by its slug (the first in course order if a slug repeats); null when unknown. */
export function findCoachPageBySlug(pathRowId: number, pageSlug: string): Promise<CoachPageWithContext | null> {
  return pageWithContext((t) => and(eq(t.coachModules.pathId, pathRowId), eq(t.coachPages.slug, pageSlug)));
}
