// A learner's journey on a roadmap (docs/product/interview-prep.md#roadmaps): lesson visits, skipped problems,
// persisted patterns, feedback marks, touch points and the weekly plan's chosen modules.
import { z } from "zod";
import { coachVisitKey, isConclusionModule, lessonKind } from "~/engine";
import { parsePatternKey, patternKey, patternState } from "~/engine/coachProgress";
import { findCoachPage, findModulePath, type CoachPathRow } from "~/models/coachPathContent.server";
import {
  emptyUserPath,
  findUserPath,
  insertCoachFeedback,
  insertVisitOnce,
  updateUserPath,
  type FeedbackPattern,
  type PathTakenEntry,
  type PersistedPattern,
  type SkippedGroup,
  type SkippedProblem,
  type TouchPointsMap,
  type UserPathState,
} from "~/models/coachState.server";
import { badRequest, notFound } from "~/utils/http.server";
import { loadLearnerSnapshot, requirePath, requirePathContent, type PathRef } from "./common.server";

/** A module page by its public ids (the `author_id`, `work_id` = collection id, `page_id` of the calls). */
export interface PageRef {
  author_id: number;
  work_id: number;
  page_id: number;
}

/** What GET/PUT /api/ai-coach/user/path answer (visits and skips: docs/product/interview-prep.md#next-problem). */
interface UserPathView {
  path_author_id: number;
  path_id: number;
  path_url_slug: string;
  attempt_id: number;
  path_taken: PathTakenEntry[];
  /** pattern key → group id → { LAST_VISITED, page_ids } */
  grouped_path_taken: Record<string, Record<string, { LAST_VISITED: string; page_ids: number[] }>>;
  persisted_patterns: PersistedPattern[];
  skipped_problems: SkippedProblem[];
  skipped_groups: SkippedGroup[];
  submitted_feedback_patterns: FeedbackPattern[];
  is_migration_in_progress: boolean;
  /** pattern key "authorId_collectionId" → { score, points, level, complete } */
  pattern_scores: Record<string, { score: number; points: number; level: string; complete: boolean }>;
  /** the weekly plan's chosen modules (pattern keys); null = all */
  included_items: string[] | null;
  user_feedback_touch_points_map: TouchPointsMap;
}

function pageNotFoundText(ref: PageRef): string {
  return `Page not found: no interview-prep page has author_id ${ref.author_id}, work_id ${ref.work_id} and page_id ${ref.page_id}.`;
}

/** The page with its module and path; a thrown 404 reply when any is unknown. */
export async function requireCoachPage(ref: PageRef) {
  const found = await findCoachPage(ref.author_id, ref.work_id, ref.page_id);
  if (!found) notFound(pageNotFoundText(ref));
  const path = await findModulePath(ref.author_id, ref.work_id);
  if (!path) notFound(pageNotFoundText(ref));
  return { ...found, path };
}

/** The API view of a journey: the stored fields plus grouped_path_taken and pattern_scores. */
async function userPathView(userId: number, path: CoachPathRow, state?: UserPathState): Promise<UserPathView> {
  // Reads never write: a journey that is not stored yet reads as the empty one.
  const s = state ?? (await findUserPath(userId, path.id)) ?? emptyUserPath(userId, path.id, new Date());
  const snapshot = await loadLearnerSnapshot(userId, await requirePathContent({ slug: path.slug }));
  const grouped: UserPathView["grouped_path_taken"] = {};
  for (const m of snapshot.modules) {
    const groups: Record<string, { LAST_VISITED: string; page_ids: number[] }> = {};
    for (const [g, at] of Object.entries(m.lastVisited)) groups[g] = { LAST_VISITED: at, page_ids: [] };
    for (const e of s.pathTaken)
      if (e.author_id === m.module.authorId && e.work_id === m.module.collectionId) {
        const g = (groups[e.group_id] ??= { LAST_VISITED: e.last_visited, page_ids: [] });
        if (!g.page_ids.includes(e.page_id)) g.page_ids.push(e.page_id);
      }
    if (Object.keys(groups).length) grouped[m.key] = groups;
  }
  const scores: UserPathView["pattern_scores"] = {};
  for (const m of snapshot.modules)
    if (m.submissions.length) {
      const st = patternState(m.engineSubmissions);
      scores[m.key] = { score: st.score, points: st.points, level: st.level, complete: st.complete };
    }
  return {
    path_author_id: path.authorId,
    path_id: path.pathId,
    path_url_slug: path.slug,
    attempt_id: s.attemptId,
    path_taken: s.pathTaken,
    grouped_path_taken: grouped,
    persisted_patterns: s.persistedPatterns,
    skipped_problems: s.skippedProblems,
    skipped_groups: s.skippedGroups,
    submitted_feedback_patterns: s.submittedFeedbackPatterns,
    is_migration_in_progress: s.isMigrationInProgress,
    pattern_scores: scores,
    included_items: s.includedItems,
    user_feedback_touch_points_map: s.touchPoints,
  };
}

/** The learner's journey on a path, by slug or by public ids (the empty journey until the first write creates it). */
export async function getUserPath(userId: number, path: PathRef): Promise<UserPathView> {
  return userPathView(userId, await requirePath(path));
}

interface VisitResult {
  /** true when this call recorded the visit (the first visit of the lesson) */
  recorded: boolean;
  visit_key: string;
  user_path: UserPathView;
}

/**
 * Records a lesson visit of a logged-in learner, once per lesson (a visitor's visit is not
 * recorded: callers answer recorded: false themselves). The visit key is the engine's
 * coachVisitKey with lessonId "{authorId}_{collectionId}_{pageId}". A repeated visit only moves
 * the group's LAST_VISITED.
 */
export async function recordVisit(userId: number, ref: PageRef & { group_id?: number }, now: Date = new Date()): Promise<VisitResult> {
  const { page, module, path } = await requireCoachPage(ref);
  if (ref.group_id != null && ref.group_id !== page.groupId)
    badRequest(`group_id ${ref.group_id} is not the group of this page: its group is ${page.groupId}.`);
  const visitKey = coachVisitKey({
    userId,
    lessonId: `${patternKey(module.authorId, module.collectionId)}_${page.pageId}`,
    groupId: page.groupId,
    intro: lessonKind(page.title) === "intro",
  });
  let recorded = false;
  const at = now.toISOString();
  const state = await updateUserPath(userId, path.id, now, async (s) => {
    recorded = await insertVisitOnce({ userId, visitKey, pageRowId: page.id, now });
    const entry = s.pathTaken.find((e) => e.author_id === module.authorId && e.work_id === module.collectionId && e.page_id === page.pageId);
    if (entry) entry.last_visited = at;
    else
      s.pathTaken.push({
        author_id: module.authorId,
        work_id: module.collectionId,
        page_id: page.pageId,
        group_id: page.groupId,
        attempt_id: s.attemptId,
        completion_timestamp: at,
        last_visited: at,
      });
    return s;
  });
  return { recorded, visit_key: visitKey, user_path: await userPathView(userId, path, state) };
}

/** Skips a problem: adds it to skipped_problems and its group to skipped_groups (once). */
export async function skipProblem(userId: number, ref: PageRef & { group_id: number }, now: Date = new Date()): Promise<UserPathView> {
  const { page, module, path, problem } = await requireCoachPage(ref);
  if (!problem || lessonKind(page.title) !== "problem") badRequest("Only a coding problem can be skipped.");
  if (page.groupId !== ref.group_id) badRequest(`group_id ${ref.group_id} is not the group of this problem: its group is ${page.groupId}.`);
  const state = await updateUserPath(userId, path.id, now, (s) => {
    const same = (x: { author_id: number; work_id: number; group_id: number }) =>
      x.author_id === module.authorId && x.work_id === module.collectionId && x.group_id === page.groupId;
    if (!s.skippedProblems.some((p) => same(p) && p.page_id === page.pageId))
      s.skippedProblems.push({
        author_id: module.authorId,
        work_id: module.collectionId,
        page_id: page.pageId,
        group_id: page.groupId,
        skipped_at: now.toISOString(),
      });
    if (!s.skippedGroups.some(same)) s.skippedGroups.push({ author_id: module.authorId, work_id: module.collectionId, group_id: page.groupId });
    return s;
  });
  return userPathView(userId, path, state);
}

/** Undoes a skip (the toast's Undo): the problem and its group leave the skipped lists; a problem not skipped changes nothing. */
export async function unskipProblem(userId: number, ref: PageRef & { group_id: number }, now: Date = new Date()): Promise<UserPathView> {
  const { page, module, path, problem } = await requireCoachPage(ref);
  if (!problem || lessonKind(page.title) !== "problem") badRequest("Only a coding problem can be skipped.");
  if (page.groupId !== ref.group_id) badRequest(`group_id ${ref.group_id} is not the group of this problem: its group is ${page.groupId}.`);
  const state = await updateUserPath(userId, path.id, now, (s) => {
    const same = (x: { author_id: number; work_id: number; group_id: number }) =>
      x.author_id === module.authorId && x.work_id === module.collectionId && x.group_id === page.groupId;
    s.skippedProblems = s.skippedProblems.filter((p) => !(same(p) && p.page_id === page.pageId));
    // The group stays skipped while another of its problems is.
    if (!s.skippedProblems.some(same)) s.skippedGroups = s.skippedGroups.filter((g) => !same(g));
    return s;
  });
  return userPathView(userId, path, state);
}

async function requireModulePath(authorId: number, collectionId: number) {
  const path = await findModulePath(authorId, collectionId);
  if (!path) notFound(`Pattern not found: no interview-prep module has author_id ${authorId} and collection_id ${collectionId}.`);
  const content = await requirePathContent({ slug: path.slug });
  const module = content.modules.find((m) => m.authorId === authorId && m.collectionId === collectionId)!;
  return { path, module };
}

/** Persists a pattern (author_id, work_id = collection id, optional title) in persisted_patterns, once. */
export async function persistPattern(
  userId: number,
  input: { author_id: number; work_id: number; title?: string },
  now: Date = new Date(),
): Promise<UserPathView> {
  const { path, module } = await requireModulePath(input.author_id, input.work_id);
  const state = await updateUserPath(userId, path.id, now, (s) => {
    if (!s.persistedPatterns.some((p) => p.author_id === module.authorId && p.work_id === module.collectionId))
      s.persistedPatterns.push({
        author_id: module.authorId,
        work_id: module.collectionId,
        title: input.title?.trim() || module.title,
        persisted_at: now.toISOString(),
      });
    return s;
  });
  return userPathView(userId, path, state);
}

/** Marks that the learner gave feedback on a pattern of the path (submitted_feedback_patterns), once. */
export async function markPatternFeedback(
  userId: number,
  input: { path_author_id: number; path_id: number; author_id: number; collection_id: number },
  now: Date = new Date(),
): Promise<UserPathView> {
  const path = await requirePath({ authorId: input.path_author_id, pathId: input.path_id });
  const { path: modulePath } = await requireModulePath(input.author_id, input.collection_id);
  if (modulePath.id !== path.id)
    notFound(`Pattern not found: module ${patternKey(input.author_id, input.collection_id)} is not part of path ${path.slug}.`);
  const state = await updateUserPath(userId, path.id, now, (s) => {
    if (!s.submittedFeedbackPatterns.some((p) => p.author_id === input.author_id && p.collection_id === input.collection_id))
      s.submittedFeedbackPatterns.push({ author_id: input.author_id, collection_id: input.collection_id, marked_at: now.toISOString() });
    return s;
  });
  return userPathView(userId, path, state);
}

export const touchPointSchema = z
  .string({ error: "touch_point is required." })
  .trim()
  .min(1, "touch_point is required.")
  .max(100, "touch_point must be at most 100 characters long.")
  .regex(/^[\w.:-]+$/, "touch_point may contain letters, digits, '_', '-', '.' and ':' only.");

/** user_feedback_touch_points_map of the learner on a path. */
export async function getTouchPoints(userId: number, path: PathRef): Promise<TouchPointsMap> {
  const p = await requirePath(path);
  return (await findUserPath(userId, p.id))?.touchPoints ?? {};
}

/** Records that a feedback touch point was shown: count + 1 and the time. */
export async function recordTouchPoint(userId: number, path: PathRef, touchPoint: string, now: Date = new Date()): Promise<TouchPointsMap> {
  const p = await requirePath(path);
  const state = await updateUserPath(userId, p.id, now, (s) => {
    const prev = s.touchPoints[touchPoint];
    s.touchPoints[touchPoint] = { count: (prev?.count ?? 0) + 1, last_updated: now.toISOString() };
    return s;
  });
  return state.touchPoints;
}

/**
 * Stores the weekly plan's chosen modules. Each item may be a pattern key
 * "authorId_collectionId", a collection_id or a module slug of the path; an unknown item is a
 * 400 reply naming it; null goes back to "every module". Conclusion modules are accepted but never planned.
 */
export async function saveTocMetadata(
  userId: number,
  path: PathRef,
  includedItems: readonly (string | number)[] | null,
  now: Date = new Date(),
): Promise<UserPathView> {
  const content = await requirePathContent(path);
  if (includedItems === null) {
    const state = await updateUserPath(userId, content.path.id, now, (s) => ({ ...s, includedItems: null }));
    return userPathView(userId, content.path, state);
  }
  const keys: string[] = [];
  for (const item of includedItems) {
    const text = String(item).trim();
    const byKey = parsePatternKey(text);
    const m = content.modules.find((x) =>
      byKey ? x.authorId === byKey.authorId && x.collectionId === byKey.collectionId : String(x.collectionId) === text || x.slug === text,
    );
    if (!m) badRequest({ included_items: `Unknown module: "${text.slice(0, 120)}".` });
    const key = patternKey(m.authorId, m.collectionId);
    if (!keys.includes(key)) keys.push(key);
  }
  // Keep path order so the plan reads in course order.
  const ordered = content.modules.map((m) => patternKey(m.authorId, m.collectionId)).filter((k) => keys.includes(k));
  const state = await updateUserPath(userId, content.path.id, now, (s) => ({ ...s, includedItems: ordered }));
  return userPathView(userId, content.path, state);
}

/** Modules that can be chosen for the plan (conclusion modules never are). */
export function isPlannable(m: { title: string }): boolean {
  return !isConclusionModule(m);
}

interface FeedbackInput {
  path_author_id?: number;
  path_id?: number;
  author_id?: number;
  collection_id?: number;
  page_id?: number;
  rating?: number;
  feedback?: string;
  touch_point?: string;
}

/** Stores learner feedback on the coach; answers the stored id. */
export async function submitCoachFeedback(userId: number, input: FeedbackInput, now: Date = new Date()): Promise<{ id: number; saved: true }> {
  let pathRowId: number | null = null;
  if (input.path_author_id != null && input.path_id != null)
    pathRowId = (await requirePath({ authorId: input.path_author_id, pathId: input.path_id })).id;
  if (input.author_id != null && input.collection_id != null) await requireModulePath(input.author_id, input.collection_id);
  const id = await insertCoachFeedback(userId, pathRowId, input, now);
  return { id, saved: true };
}
