// What the problem workspace needs besides the problem (docs/product/interview-prep.md#graded-submissions): the learner's saved code per
// language (the saved-user-data map of the problem), the history of their runs and submissions
// on the page, one earlier submission opened by id, and whether the judge's sandbox is warm.
import { codeMapName, savedCode, submissionStatus, type Difficulty } from "~/engine";
import { COACH_SETTINGS_MAP, liveTestsOn } from "~/engine/workspace";
import { findPageSubmission, listPageSubmissions } from "~/models/coachSubmissions.server";
import { getMap, saveMap } from "~/models/userData.server";
import { sandboxReady, type JudgeLanguage } from "~/services/judge/index.server";
import { submissionView } from "./code.server";

type ProblemRef = { author_id: number; work_id: number; page_id: number };

const HISTORY_LIMIT = 20;

/** The learner's saved code of a problem, by language, and the map's timestamp (for the next write). */
export async function loadSavedCode(userId: number, ref: ProblemRef): Promise<{ code: Record<string, string>; timestamp: number | null }> {
  const map = await getMap(userId, codeMapName(ref));
  return { code: savedCode(map?.data), timestamp: map?.timestamp ?? null };
}

/**
 * Keeps the code that was run or submitted (also without JavaScript, where nothing autosaves):
 * merged into the problem's map under its language. The timestamp never goes back, so a
 * browser whose clock is behind the server's does not lose this write to its own older one.
 */
export async function saveProblemCode(userId: number, ref: ProblemRef, language: string, code: string, now = new Date()): Promise<void> {
  const name = codeMapName(ref);
  const stored = await getMap(userId, name);
  await saveMap(userId, name, { [language]: code }, Math.max(now.getTime(), stored?.timestamp ?? 0), false, now);
}

/** Whether the learner's visible tests run by themselves after a pause in typing (docs/product/judge.md#live-tests-while-typing). */
export async function liveTestsEnabled(userId: number): Promise<boolean> {
  return liveTestsOn((await getMap(userId, COACH_SETTINGS_MAP))?.data);
}

/** Remembers the learner's choice of live tests (merged into their settings map; the newest write wins). */
export async function setLiveTests(userId: number, enabled: boolean, now = new Date()): Promise<void> {
  const stored = await getMap(userId, COACH_SETTINGS_MAP);
  await saveMap(userId, COACH_SETTINGS_MAP, { live_tests: enabled }, Math.max(now.getTime(), (stored?.timestamp ?? 0) + 1), false, now);
}

/** One line of the page's history. */
interface HistoryEntry {
  id: number;
  kind: "run" | "submission";
  created: string;
  language: string;
  score: number;
  status: string;
  passed_testcases: number;
  total_testcases: number;
}

export async function pageHistory(userId: number, pageRowId: number): Promise<HistoryEntry[]> {
  const rows = await listPageSubmissions(userId, pageRowId, HISTORY_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as "run" | "submission",
    created: r.createdAt,
    language: r.language,
    score: r.score,
    status: r.kind === "run" ? "Run" : submissionStatus(r.score, r.difficulty as Difficulty),
    passed_testcases: r.passedTestcases,
    total_testcases: r.totalTestcases,
  }));
}

/** An earlier run or submission of the learner on this page, with its code and result; null when not theirs. */
export async function openedSubmission(
  userId: number,
  pageRowId: number,
  id: number,
  ids: { authorId: number; collectionId: number; pageId: number },
) {
  const row = await findPageSubmission(userId, pageRowId, id);
  return row ? submissionView(row, ids) : null;
}

/** Per language: is its sandbox warm (a run is answered without a cold start)? */
export function sandboxWarmth(languages: readonly string[]): Record<string, boolean> {
  return Object.fromEntries(languages.map((l) => [l, sandboxReady(l as JudgeLanguage)]));
}
