// Writes the interview-prep roadmaps into the database. Ids are derived from positions, so
// they stay stable as long as content is appended.
import type { Db, Tables } from "../../db/access";
import { CODING_PATTERN_SLUGS, ROADMAPS } from "./index";
import type { SeedPattern, SeedRoadmap } from "./types";

export type CoachContent = { patterns: SeedPattern[]; roadmaps: SeedRoadmap[] };
const first = <T>(rows: T[]): T => rows[0]!;

const COACH_AUTHOR_ID = 6001;
const PATH_ID_BASE = 300_000;
const MODULE_ID_BASE = 310_000;

type PageSeed = { slug: string; title: string; body: string; groupId: number; problem?: SeedPattern["problems"][number] };

async function insertModule(
  db: Db,
  t: Tables,
  pathRowId: number,
  collectionId: number,
  position: number,
  m: { slug: string; title: string; summary: string; companyFrequency?: unknown },
  pages: PageSeed[],
) {
  const mod = await db
    .insert(t.coachModules)
    .values({
      pathId: pathRowId,
      authorId: COACH_AUTHOR_ID,
      collectionId,
      slug: m.slug,
      title: m.title,
      summary: m.summary,
      position,
      companyFrequency: m.companyFrequency ? JSON.stringify(m.companyFrequency) : null,
    })
    .returning()
    .then(first);
  for (const [i, p] of pages.entries()) {
    const page = await db
      .insert(t.coachPages)
      .values({ moduleId: mod.id, pageId: i + 1, groupId: p.groupId, slug: p.slug, title: p.title, body: p.body, position: i })
      .returning()
      .then(first);
    if (p.problem) {
      const pr = p.problem;
      await db.insert(t.coachProblems).values({
        pageId: page.id,
        difficulty: pr.difficulty,
        functionName: pr.functionName,
        params: JSON.stringify(pr.params),
        returnType: pr.returnType,
        compare: pr.compare ?? "exact",
        starter: JSON.stringify(pr.starter),
        solutions: JSON.stringify(pr.solutions),
        visibleTests: JSON.stringify(pr.visibleTests),
        hiddenTests: JSON.stringify(pr.hiddenTests),
        companies: JSON.stringify(pr.companies),
      });
    }
  }
}

/** The pages of a pattern module: introduction, each problem followed by its solution, final remarks. */
function patternPages(p: SeedPattern): PageSeed[] {
  const pages: PageSeed[] = [{ slug: `introduction-to-${p.slug}`, title: `Introduction to ${p.title}`, body: p.introduction, groupId: 1 }];
  p.problems.forEach((pr, i) => {
    const groupId = i + 2;
    pages.push({ slug: pr.slug, title: pr.title, body: pr.statement, groupId, problem: pr });
    pages.push({ slug: `solution-${pr.slug}`, title: `Solution: ${pr.title}`, body: pr.solutionExplanation, groupId });
  });
  pages.push({ slug: `final-remarks-${p.slug}`, title: "Final Remarks", body: p.finalRemarks, groupId: p.problems.length + 2 });
  return pages;
}

export async function seedCoachContent(db: Db, t: Tables, content: CoachContent): Promise<void> {
  for (const [ri, r] of ROADMAPS.entries()) {
    const path = await db
      .insert(t.coachPaths)
      .values({ authorId: COACH_AUTHOR_ID, pathId: PATH_ID_BASE + ri + 1, slug: r.slug, title: r.title, summary: r.summary, position: ri })
      .returning()
      .then(first);
    if (r.slug === "coding") {
      for (const [mi, p] of content.patterns.entries())
        await insertModule(
          db,
          t,
          path.id,
          MODULE_ID_BASE + CODING_PATTERN_SLUGS.indexOf(p.slug as (typeof CODING_PATTERN_SLUGS)[number]) + 1,
          mi,
          { slug: p.slug, title: p.title, summary: p.summary, companyFrequency: p.companyFrequency },
          patternPages(p),
        );
      continue;
    }
    const roadmap = content.roadmaps.find((x) => x.slug === r.slug);
    for (const [mi, m] of (roadmap?.modules ?? []).entries())
      await insertModule(
        db,
        t,
        path.id,
        MODULE_ID_BASE + (ri + 1) * 1000 + mi + 1,
        mi,
        m,
        m.lessons.map((l, li) => ({ slug: l.slug, title: l.title, body: l.body, groupId: li + 1 })),
      );
  }
}
