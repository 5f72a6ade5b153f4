// The problem workspace's rules (docs/product/interview-prep.md#graded-submissions): how a graded result is worded and coloured, how a
// pattern's progress reads on a problem page, and the names under which code is autosaved
// (the learner's own test input is customInput.ts). Pure: no I/O, no clock; no zod, so the
// browser bundle can take it.
import { scoreThreshold } from "./scoring";
import { LEVEL_CUTOFFS, type Difficulty } from "./constants";

// ---- verdicts -------------------------------------------------------------------------------------------

/** pass: every test passed (green); partial: the bar is reached, not every test (amber); fail: below the bar (red). */
type VerdictTone = "pass" | "partial" | "fail";

interface VerdictWords {
  tone: VerdictTone;
  /** the result's heading, e.g. "Accepted at 69 %: 11 of 16 tests passed" */
  title: string;
  /** one sentence under it */
  detail: string;
}

const tests = (n: number) => `${n} test${n === 1 ? "" : "s"}`;
const article = (difficulty: Difficulty) => (difficulty === "easy" ? "an" : "a");

/**
 * The words and tone of a graded submission. The API's status and ranking stay as
 * docs/product/interview-prep.md#pass-bar defines them (Correct from the bar on); what a learner reads follows the score: only a full
 * pass is green, a pass below 100 % is amber and says what is missing.
 */
export function verdictWords(r: { score: number; passed: number; total: number; difficulty: Difficulty }): VerdictWords {
  const bar = scoreThreshold(r.difficulty);
  if (r.total > 0 && r.passed >= r.total)
    return { tone: "pass", title: `Accepted: all ${tests(r.total)} passed`, detail: "Every visible and hidden test passed." };
  if (r.score >= bar)
    return {
      tone: "partial",
      title: `Accepted at ${r.score} %: ${r.passed} of ${tests(r.total)} passed`,
      detail: `This passes the ${bar} % bar of ${article(r.difficulty)} ${r.difficulty} problem, but ${tests(r.total - r.passed)} still fail${r.total - r.passed === 1 ? "s" : ""}.`,
    };
  if (r.total === 0) return { tone: "fail", title: "Not accepted: no test ran", detail: "Fix the error below and submit again." };
  return {
    tone: "fail",
    title: `Not accepted: ${r.passed} of ${tests(r.total)} passed (${r.score} %)`,
    detail: `${article(r.difficulty) === "an" ? "An" : "A"} ${r.difficulty} problem needs ${bar} % of its tests to pass.`,
  };
}

/** A run on the visible tests (not graded): green when all passed, red otherwise. */
export function runTone(passed: number, total: number): VerdictTone {
  return total > 0 && passed >= total ? "pass" : "fail";
}

// ---- pattern progress -------------------------------------------------------------------------------------

/** A pattern's level is named once this many of its problems have been attempted; before, it reads as progress. */
const LEVEL_AFTER_PROBLEMS = 3;

/** The pattern scores a level stands for, in words: "55 to 79". */
export function levelRange(level: string): string {
  const { BEGINNER_BELOW: b, INTERMEDIATE_BELOW: i, ADVANCED_BELOW: a } = LEVEL_CUTOFFS;
  if (level === "Beginner") return `below ${b}`;
  if (level === "Intermediate") return `${b} to ${i - 1}`;
  if (level === "Advanced") return `${i} to ${a - 1}`;
  return `${a} or more`;
}

/**
 * How a pattern's standing reads on a problem page and under a graded result. The number says
 * what it is (the mean of the learner's best score on each problem tried), so that right after a
 * failed submission it does not read as that submission's mark: "Pattern score 71: the mean of
 * your best scores on 1 of 5 problems" until enough problems were tried for a level to mean
 * anything, then with the level and the scores it stands for: "… · level Advanced (55 to 79)".
 */
export function patternProgressLabel(p: { attempted: number; total: number; score: number; level: string; complete?: boolean }): string {
  const base = `Pattern score ${p.score}: the mean of your best scores on ${p.attempted} of ${p.total} problem${p.total === 1 ? "" : "s"}`;
  return p.complete || p.attempted >= LEVEL_AFTER_PROBLEMS ? `${base} · level ${p.level} (${levelRange(p.level)})` : base;
}

// ---- autosave ----------------------------------------------------------------------------------------

/** The saved-user-data map that holds a learner's code of one problem, one key per language. */
export const codeMapName = (ref: { author_id: number; work_id: number; page_id: number }) =>
  `coach-code:${ref.author_id}:${ref.work_id}:${ref.page_id}`;

/** The saved-user-data map of the learner's workspace settings; `live_tests: false` turns live tests off (docs/product/judge.md#live-tests-while-typing). */
export const COACH_SETTINGS_MAP = "coach-settings";

/** Live tests are on unless the learner turned them off. */
export const liveTestsOn = (data: Record<string, unknown> | null | undefined) => data?.live_tests !== false;

/** A visitor's code of one problem and language, in the browser's localStorage. */
export const localCodeKey = (problemPath: string, lang: string) => `codelift:code:${problemPath}:${lang}`;

/** The code of each language in a saved map (other keys and non-strings are ignored). */
export function savedCode(data: Record<string, unknown> | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(data ?? {})) if (typeof v === "string" && /^[a-z]{1,20}$/.test(k)) out[k] = v;
  return out;
}
