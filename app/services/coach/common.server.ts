// Shared pieces of the coach services: resolving paths and pages (404 Responses when unknown),
// the learner snapshot that every progress answer is computed from, and small helpers.
import { findSolutionPage, groupInOrder, problemPages, withoutMockSubmissions, type CoachSubmission, type Difficulty } from "~/engine";
import { coachLessonPath, coachPageIdPath, patternKey, type PatternFacts } from "~/engine/coachProgress";
import {
  findCoachPathByIds,
  findCoachPathBySlug,
  loadCoachPathContent,
  type CoachModuleInfo,
  type CoachPageInfo,
  type CoachPathContent,
  type CoachPathRow,
} from "~/models/coachPathContent.server";
import { findUserPath, listVisitedPages, type UserPathState } from "~/models/coachState.server";
import { latestRunPerPage, listCoachSubmissions, type CoachSubmissionRow } from "~/models/coachSubmissions.server";
import { mockInterviewWindows } from "~/models/mockInterview.server";
import { notFound } from "~/utils/http.server";
import { pathNotFoundText, type PathRef } from "./params.server";

export type { PathRef };

/** The path row, or a thrown 404 reply. */
export async function requirePath(ref: PathRef): Promise<CoachPathRow> {
  const path = "slug" in ref ? await findCoachPathBySlug(ref.slug) : await findCoachPathByIds(ref.authorId, ref.pathId);
  return path ?? notFound(pathNotFoundText(ref));
}

export async function requirePathContent(ref: PathRef): Promise<CoachPathContent> {
  return loadCoachPathContent(await requirePath(ref));
}

export const moduleKey = (m: Pick<CoachModuleInfo, "authorId" | "collectionId">) => patternKey(m.authorId, m.collectionId);

/** A module's graded problems in course order (never solution or "Final Remarks" pages). */
export function moduleProblems(m: CoachModuleInfo): CoachPageInfo[] {
  return problemPages(m.pages).filter((p) => p.difficulty !== null);
}

/** The module's page titled "Solution: <problem title>" (docs/product/interview-prep.md#solutions), or null. */
export function solutionPageFor(m: CoachModuleInfo, problem: Pick<CoachPageInfo, "title">): CoachPageInfo | null {
  return findSolutionPage(problem.title, m.pages);
}

interface PageLinks {
  /** slug form /interview-prep/{pathUrlSlug}/{pageSlug} */
  link: string;
  /** id form /interview-prep/{encodedPathInfo}/{authorId}/{collectionId}/{pageId} */
  id_link: string;
}

export function pageLinks(
  path: CoachPathRow,
  m: Pick<CoachModuleInfo, "authorId" | "collectionId">,
  page: { slug: string; pageId: number },
): PageLinks {
  return {
    link: coachLessonPath(path.slug, page.slug),
    id_link: coachPageIdPath({
      pathAuthorId: path.authorId,
      pathId: path.pathId,
      authorId: m.authorId,
      collectionId: m.collectionId,
      pageId: page.pageId,
    }),
  };
}

// ---------------------------------------------------------------- learner snapshot

export interface ModuleSnapshot {
  module: CoachModuleInfo;
  key: string;
  problems: CoachPageInfo[];
  /** graded submissions of the current attempt, oldest first */
  submissions: CoachSubmissionRow[];
  /** the same, as the engine reads them (problemId = coach_pages.id) */
  engineSubmissions: CoachSubmission[];
  skippedGroupIds: string[];
  visitedGroupIds: string[];
  /** LAST_VISITED per group: the latest visit, run or submission */
  lastVisited: Record<string, string>;
}

export interface LearnerSnapshot {
  content: CoachPathContent;
  /** null for a visitor, or a learner who has not started the path */
  userPath: UserPathState | null;
  attemptId: number;
  modules: ModuleSnapshot[];
}

function toEngineSubmission(s: Pick<CoachSubmissionRow, "pageRowId" | "difficulty" | "score" | "createdAt">): CoachSubmission {
  return { problemId: String(s.pageRowId), difficulty: s.difficulty as Difficulty, score: s.score, created: s.createdAt };
}

const later = (a: string | undefined, b: string) => (a && a >= b ? a : b);

/** Everything the progress answers need about one learner on one path, read once. */
export async function loadLearnerSnapshot(userId: number | null, content: CoachPathContent): Promise<LearnerSnapshot> {
  const userPath = userId == null ? null : await findUserPath(userId, content.path.id);
  const attemptId = userPath?.attemptId ?? 1;
  const moduleIds = content.modules.map((m) => m.rowId);
  const [allSubs, allRuns, visits, mockWindows] =
    userId == null
      ? [[], [], [], []]
      : await Promise.all([
          listCoachSubmissions(userId, { moduleIds, attemptId, kind: "submission" }),
          latestRunPerPage(userId, moduleIds, attemptId),
          listVisitedPages(userId),
          mockInterviewWindows(userId, new Date()),
        ]);
  // What a learner submits during a mock interview is the interview's, not practice: it does not
  // move pattern scores or the next problem.
  const subs = withoutMockSubmissions(allSubs, mockWindows);
  const runs = withoutMockSubmissions(allRuns, mockWindows);
  const visitedRows = new Set(visits.map((v) => v.pageRowId));
  const byModule = <T extends { moduleId: number }>(rows: readonly T[]) => new Map(groupInOrder(rows, (r) => r.moduleId).map((g) => [g.key, g.rows]));
  const subsOf = byModule(subs);
  const runsOf = byModule(runs);
  const modules = content.modules.map((m): ModuleSnapshot => {
    const key = moduleKey(m);
    const groupOfRow = new Map(m.pages.map((p) => [p.rowId, p.groupId]));
    const submissions = subsOf.get(m.rowId) ?? [];
    const lastVisited: Record<string, string> = {};
    for (const e of userPath?.pathTaken ?? [])
      if (e.author_id === m.authorId && e.work_id === m.collectionId) lastVisited[e.group_id] = later(lastVisited[e.group_id], e.last_visited);
    for (const s of [...submissions, ...(runsOf.get(m.rowId) ?? [])]) {
      const g = groupOfRow.get(s.pageRowId);
      if (g != null) lastVisited[g] = later(lastVisited[g], s.createdAt);
    }
    const visited = new Set(Object.keys(lastVisited));
    for (const p of m.pages) if (visitedRows.has(p.rowId)) visited.add(String(p.groupId));
    return {
      module: m,
      key,
      problems: moduleProblems(m),
      submissions,
      engineSubmissions: submissions.map(toEngineSubmission),
      skippedGroupIds: (userPath?.skippedGroups ?? [])
        .filter((g) => g.author_id === m.authorId && g.work_id === m.collectionId)
        .map((g) => String(g.group_id)),
      visitedGroupIds: [...visited],
      lastVisited,
    };
  });
  return { content, userPath, attemptId, modules };
}

/** The modules that take part in problem selection (those with graded problems), as the engine reads them. */
export function patternFacts(snapshot: LearnerSnapshot): PatternFacts[] {
  return snapshot.modules
    .filter((m) => m.problems.length > 0)
    .map((m) => ({ id: m.key, submissions: m.engineSubmissions, visitedGroupIds: m.visitedGroupIds }));
}

/** Problems (coach_pages.id as strings) whose group the learner skipped in this module. */
export function skippedProblemIds(m: ModuleSnapshot): string[] {
  const skipped = new Set(m.skippedGroupIds);
  return m.problems.filter((p) => skipped.has(String(p.groupId))).map((p) => String(p.rowId));
}
