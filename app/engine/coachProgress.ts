// Coach progress rules that the site needs beyond the core coach modules: the interview-prep
// URL forms, pattern keys, per-problem statistics, path position (which patterns are complete
// or visited), the graded-submission allowance of free users, the pattern transition summary
// and the constraint evaluation of a submission. Pure: no I/O, no clock.
import { TARGET_TIME_S, type Difficulty, type Level } from "./constants";
import { bestScores, isPatternComplete, levelForScore, passes, patternPoints, patternScore, sortOldestFirst, type CoachSubmission } from "./scoring";
import type { PathPattern } from "./nextProblem";
import type { DateInput } from "./dates";
import { hasActiveSubscription, type SubscriptionFacts } from "./catalog";
import { isPremiumTier } from "./plans";

// ---------------------------------------------------------------- keys and URLs

/** Patterns (modules) are keyed "authorId_collectionId" wherever the API keys by pattern. */
export function patternKey(authorId: number | string, collectionId: number | string): string {
  return `${authorId}_${collectionId}`;
}

/** Parses "authorId_collectionId"; null when malformed. */
export function parsePatternKey(key: string): { authorId: number; collectionId: number } | null {
  const m = /^(\d{1,15})_(\d{1,15})$/.exec(key.trim());
  return m ? { authorId: Number(m[1]), collectionId: Number(m[2]) } : null;
}

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

// base64url without padding, for ASCII input (the path info is digits and "-"); works in the
// browser and in Node without Buffer or btoa.
function base64UrlAscii(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i += 3) {
    const a = text.charCodeAt(i);
    const b = i + 1 < text.length ? text.charCodeAt(i + 1) : NaN;
    const c = i + 2 < text.length ? text.charCodeAt(i + 2) : NaN;
    const n = (a << 16) | ((Number.isNaN(b) ? 0 : b) << 8) | (Number.isNaN(c) ? 0 : c);
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]!;
    if (!Number.isNaN(b)) out += B64[(n >> 6) & 63]!;
    if (!Number.isNaN(c)) out += B64[n & 63]!;
  }
  return out;
}

function fromBase64UrlAscii(encoded: string): string | null {
  const s = encoded.replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  if (!/^[A-Za-z0-9_-]*$/.test(s) || s.length % 4 === 1) return null;
  let out = "";
  for (let i = 0; i < s.length; i += 4) {
    const chunk = s.slice(i, i + 4);
    const v = [...chunk].map((ch) => B64.indexOf(ch));
    const n = (v[0]! << 18) | (v[1]! << 12) | ((v[2] ?? 0) << 6) | (v[3] ?? 0);
    out += String.fromCharCode((n >> 16) & 255);
    if (chunk.length > 2) out += String.fromCharCode((n >> 8) & 255);
    if (chunk.length > 3) out += String.fromCharCode(n & 255);
  }
  return out;
}

/** encodedPathInfo (also the `mp` query parameter) = base64url of "{pathAuthorId}-{pathId}". */
export function encodePathInfo(pathAuthorId: number, pathId: number): string {
  return base64UrlAscii(`${pathAuthorId}-${pathId}`);
}

/** The inverse of encodePathInfo; null when the value is not an encoded path. */
export function decodePathInfo(encoded: string): { pathAuthorId: number; pathId: number } | null {
  if (encoded.length === 0 || encoded.length > 64) return null;
  const text = fromBase64UrlAscii(encoded);
  const m = text ? /^(\d{1,15})-(\d{1,15})$/.exec(text) : null;
  return m ? { pathAuthorId: Number(m[1]), pathId: Number(m[2]) } : null;
}

/** The slug form of a lesson: /interview-prep/{pathUrlSlug}/{pageSlug}. */
export function coachLessonPath(pathUrlSlug: string, pageSlug: string): string {
  return `/interview-prep/${encodeURIComponent(pathUrlSlug)}/${encodeURIComponent(pageSlug)}`;
}

interface CoachPageIds {
  pathAuthorId: number;
  pathId: number;
  authorId: number;
  collectionId: number;
  pageId: number;
}

/** The id form: /interview-prep/{encodedPathInfo}/{authorId}/{collectionId}/{pageId}. */
export function coachPageIdPath(ids: CoachPageIds): string {
  return `/interview-prep/${encodePathInfo(ids.pathAuthorId, ids.pathId)}/${ids.authorId}/${ids.collectionId}/${ids.pageId}`;
}

/** Where a learner without a premium tier is sent to upgrade. */
export const COACH_UPGRADE_URL = "/unlimited";

export const COACH_PREMIUM_REFUSAL =
  "Graded submissions are part of Codelift Premium. Upgrade to get your code graded and your next problem chosen for you.";

// ---------------------------------------------------------------- graded-submission allowance

/** A subscription as the grading rule reads it: its tier (feature set) and whether it grants access now. */
interface GradingSubscription extends SubscriptionFacts {
  featureSet: number;
}

/**
 * Graded submissions come with the premium tiers only (docs/product/interview-prep.md#graded-submissions: premium 300 and premium
 * plus 400), while such a subscription grants access (active, trial, or cancelled but paid up).
 * Basic, learn-to-code, standard and work subscribers are treated like free learners.
 */
export function holdsPremiumTier(subscriptions: readonly GradingSubscription[], now: DateInput): boolean {
  return subscriptions.some((s) => isPremiumTier(s.featureSet) && hasActiveSubscription([s], now));
}

interface SubmissionAllowanceInput {
  /** The learner holds a premium tier now (holdsPremiumTier). */
  premiumTier: boolean;
  /** Internal staff (isInternalStaff). */
  staff: boolean;
  /** Graded submissions the user has already made. */
  used: number;
  /** COACH_FREE_SUBMISSIONS: graded submissions everyone else may make (default 0). */
  freeLimit: number;
}

/** Premium tiers and staff are unlimited (remaining null); everyone else gets `freeLimit` in all. */
export function gradedSubmissionAllowance(input: SubmissionAllowanceInput): { allowed: boolean; remaining: number | null } {
  if (input.premiumTier || input.staff) return { allowed: true, remaining: null };
  const remaining = Math.max(0, Math.floor(input.freeLimit) - Math.max(0, input.used));
  return { allowed: remaining > 0, remaining };
}

// ---------------------------------------------------------------- time spent on a submission

/** The longest user_time_spent kept (seconds): past a day, a page was left open, not worked on. */
export const MAX_USER_TIME_SPENT_S = 24 * 3600;

/** user_time_spent as stored and ranked: whole seconds from 0 to MAX_USER_TIME_SPENT_S (untrusted input). */
export function boundedTimeSpent(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.min(MAX_USER_TIME_SPENT_S, Math.round(seconds));
}

/** Seconds from when the editor was rendered to `nowMs` (both ms since the epoch); 0 when unknown or in the future. */
export function timeSpentSince(startedAtMs: number | null | undefined, nowMs: number): number {
  if (startedAtMs == null || !Number.isFinite(startedAtMs) || startedAtMs > nowMs) return 0;
  return boundedTimeSpent((nowMs - startedAtMs) / 1000);
}

// ---------------------------------------------------------------- per-problem statistics

interface ProblemSubmissionFacts {
  score: number;
  /** seconds the learner spent */
  userTimeSpent: number;
  /** milliseconds the judge measured */
  executionTime: number;
  created: DateInput;
}

interface ProblemStats {
  attempted: boolean;
  submission_count: number;
  /** the best score (percent of tests passed), null before any submission */
  correctness_percent: number | null;
  /** seconds spent on the best submission (the latest one among equal bests) */
  time: number | null;
  /** measured runtime in ms of that submission */
  runtime: number | null;
}

/** Best submission: highest score; among equal scores the latest. */
export function problemStats(submissions: readonly ProblemSubmissionFacts[]): ProblemStats {
  if (submissions.length === 0) return { attempted: false, submission_count: 0, correctness_percent: null, time: null, runtime: null };
  let best: ProblemSubmissionFacts | null = null;
  for (const s of sortOldestFirst(submissions)) if (!best || s.score >= best.score) best = s;
  return {
    attempted: true,
    submission_count: submissions.length,
    correctness_percent: best!.score,
    time: best!.userTimeSpent,
    runtime: best!.executionTime,
  };
}

// ---------------------------------------------------------------- pattern state and path position

interface PatternState {
  score: number;
  points: number;
  level: Level;
  complete: boolean;
}

/** A pattern's score, points, level and completeness from its submissions (docs/product/interview-prep.md#pass-bar). */
export function patternState(submissions: readonly CoachSubmission[]): PatternState {
  const score = patternScore(submissions);
  const points = patternPoints(submissions);
  return { score, points, level: levelForScore(score), complete: isPatternComplete(points, score) };
}

export interface PatternFacts {
  id: string;
  submissions: readonly CoachSubmission[];
  /** Groups of the pattern the learner has visited or submitted in. */
  visitedGroupIds: readonly string[];
}

/** The path's patterns, in path order, as nextProblem reads them. */
export function pathPatterns(patterns: readonly PatternFacts[]): PathPattern[] {
  return patterns.map((p) => ({
    id: p.id,
    complete: patternState(p.submissions).complete,
    visitedGroups: new Set(p.visitedGroupIds).size,
  }));
}

/**
 * The learner's current pattern: the pattern of the latest submission; else the first
 * pattern (of `preferred`, e.g. the plan's chosen modules, when given) that is not complete;
 * else the first pattern. Null for an empty path.
 */
export function currentPatternId(patterns: readonly PatternFacts[], preferred: readonly string[] = []): string | null {
  let latest: { id: string; t: number } | null = null;
  for (const p of patterns)
    for (const s of p.submissions) {
      const t = new Date(s.created).getTime();
      if (!Number.isNaN(t) && (!latest || t >= latest.t)) latest = { id: p.id, t };
    }
  if (latest) return latest.id;
  const order = preferred.length ? patterns.filter((p) => preferred.includes(p.id)) : patterns;
  const open = order.find((p) => !patternState(p.submissions).complete);
  return (open ?? order[0] ?? patterns[0])?.id ?? null;
}

// ---------------------------------------------------------------- concept transition

/**
 * The concept transition of a lesson roadmap (docs/product/interview-prep.md#concept-transition):
 * the Next link out of a module's last lesson opens the next module's first lesson with this
 * ?dialog= value, and that page says which concept was finished and which one starts.
 */
export const CONCEPT_TRANSITION_DIALOG = "concept-transition";
export const CONCEPT_TRANSITION_TEXTS = {
  title: (to: string) => `Next concept: ${to}`,
  finished: (from: string) => `You finished ${from}.`,
  lessons: (n: number) => `${n} ${n === 1 ? "lesson" : "lessons"} in this concept.`,
  start: "Start this concept",
  roadmap: "Back to the roadmap",
} as const;

// ---------------------------------------------------------------- pattern transition

export interface TransitionSummary {
  pattern_score: number;
  level: Level;
  points: number;
  submissions: number;
  problems_attempted: number;
  problems_passed: number;
  /** per problem: best score and whether it passed */
  problems: { problemId: string; difficulty: Difficulty; best_score: number; passed: boolean }[];
}

/** What the pattern transition modal shows: the pattern score and a submissions summary. */
export function transitionSummary(submissions: readonly CoachSubmission[]): TransitionSummary {
  const best = bestScores(submissions);
  const problems = [...best.entries()].map(([problemId, b]) => ({
    problemId,
    difficulty: b.difficulty,
    best_score: b.score,
    passed: passes(b.score, b.difficulty),
  }));
  const state = patternState(submissions);
  return {
    pattern_score: state.score,
    level: state.level,
    points: state.points,
    submissions: submissions.length,
    problems_attempted: problems.length,
    problems_passed: problems.filter((p) => p.passed).length,
    problems,
  };
}

// ---------------------------------------------------------------- constraint evaluation

interface ConstraintInput {
  difficulty: Difficulty;
  passed_testcases: number;
  total_testcases: number;
  /** seconds the learner spent writing the solution */
  user_time_spent: number;
  /** judge-measured runtime in ms over all tests */
  execution_time: number;
  /** judge-measured memory in bytes (peak) */
  total_mem_usage: number;
  /** the limits the judge ran under; a limit that is not known is not evaluated */
  limits: { timeMs?: number | null; memoryBytes?: number | null };
  error?: string | null;
}

type ConstraintName = "all-tests" | "time-to-solve" | "runtime" | "memory";

interface ConstraintResult {
  name: ConstraintName;
  met: boolean;
  target: number;
  actual: number;
  unit: "tests" | "seconds" | "ms" | "bytes";
  explanation: string;
}

export interface ConstraintsEvaluation {
  /** true when every evaluated constraint is met */
  all_met: boolean;
  constraints: ConstraintResult[];
  summary: string;
}

/**
 * What we can measure honestly: every test passes; the time spent is within the target time
 * of the difficulty (easy 900 s, medium 1800 s, hard 2400 s); the measured runtime and memory
 * stay within the limits the judge ran under. Asymptotic complexity is not inferred.
 */
export function evaluateConstraints(input: ConstraintInput): ConstraintsEvaluation {
  const out: ConstraintResult[] = [];
  const total = Math.max(0, input.total_testcases);
  const passed = Math.min(Math.max(0, input.passed_testcases), total);
  out.push({
    name: "all-tests",
    met: total > 0 && passed === total && !input.error,
    target: total,
    actual: passed,
    unit: "tests",
    explanation: total === 0 ? "No test ran." : passed === total && !input.error ? `All ${total} tests pass.` : `${passed} of ${total} tests pass.`,
  });
  const target = TARGET_TIME_S[input.difficulty];
  const spent = Math.max(0, Math.round(input.user_time_spent));
  out.push({
    name: "time-to-solve",
    met: spent <= target,
    target,
    actual: spent,
    unit: "seconds",
    explanation:
      spent <= target
        ? `Solved within the ${Math.round(target / 60)}-minute target for a ${input.difficulty} problem.`
        : `Took ${Math.ceil(spent / 60)} minutes; the target for a ${input.difficulty} problem is ${Math.round(target / 60)} minutes.`,
  });
  if (input.limits.timeMs && input.limits.timeMs > 0) {
    const actual = Math.max(0, input.execution_time);
    out.push({
      name: "runtime",
      met: actual <= input.limits.timeMs,
      target: input.limits.timeMs,
      actual,
      unit: "ms",
      explanation:
        actual <= input.limits.timeMs
          ? `Ran in ${Math.round(actual)} ms, within the ${input.limits.timeMs} ms limit.`
          : `Ran for ${Math.round(actual)} ms, over the ${input.limits.timeMs} ms limit.`,
    });
  }
  if (input.limits.memoryBytes && input.limits.memoryBytes > 0) {
    const actual = Math.max(0, input.total_mem_usage);
    const mb = (b: number) => `${(b / (1024 * 1024)).toFixed(1)} MB`;
    out.push({
      name: "memory",
      met: actual <= input.limits.memoryBytes,
      target: input.limits.memoryBytes,
      actual,
      unit: "bytes",
      explanation:
        actual <= input.limits.memoryBytes
          ? `Used ${mb(actual)}, within the ${mb(input.limits.memoryBytes)} limit.`
          : `Used ${mb(actual)}, over the ${mb(input.limits.memoryBytes)} limit.`,
    });
  }
  const unmet = out.filter((c) => !c.met);
  return {
    all_met: unmet.length === 0,
    constraints: out,
    summary:
      unmet.length === 0
        ? "Your latest submission meets every constraint we measure."
        : `Your latest submission misses ${unmet.length} of ${out.length} constraints: ${unmet.map((c) => c.explanation).join(" ")}`,
  };
}
