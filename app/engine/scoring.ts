// Coach scoring: submission score, pass/status/ranking, pattern score, points, failure
// streak, levels and company frequency labels (docs/product/interview-prep.md#pass-bar).
import {
  LEVEL_CUTOFFS,
  PATTERN_COMPLETE_POINTS,
  PATTERN_COMPLETE_SCORE,
  SCORE_THRESHOLDS,
  TARGET_TIME_S,
  type Difficulty,
  type Level,
} from "./constants";
import { requireDate, type DateInput } from "./dates";

interface TestRunResult {
  passed_testcases: number;
  total_testcases: number;
  /** True when the code did not compile. */
  compile_error?: boolean;
}

/** round(100 × passed / total); 0 when the code does not compile or no test ran. */
export function submissionScore(r: TestRunResult): number {
  if (r.compile_error || !(r.total_testcases > 0)) return 0;
  const passed = Math.min(Math.max(0, r.passed_testcases), r.total_testcases);
  return Math.round((100 * passed) / r.total_testcases);
}

export function scoreThreshold(difficulty: Difficulty): number {
  return SCORE_THRESHOLDS[difficulty];
}

/** A submission passes when its score reaches the threshold of its difficulty. */
export function passes(score: number, difficulty: Difficulty): boolean {
  return score >= scoreThreshold(difficulty);
}

export type SubmissionStatus = "Correct" | "Incorrect";

export function submissionStatus(score: number, difficulty: Difficulty): SubmissionStatus {
  return passes(score, difficulty) ? "Correct" : "Incorrect";
}

interface RankedSubmission {
  score: number;
  difficulty: Difficulty;
  /** Seconds the user spent. */
  user_time_spent?: number | null;
}

export type RankingLabel = "Incorrect" | "Correct but not Optimal" | "Correct";

/** Optimal: score 100 and user_time_spent within the target time of the difficulty. */
export function isOptimal(s: RankedSubmission): boolean {
  return s.score === 100 && typeof s.user_time_spent === "number" && s.user_time_spent <= TARGET_TIME_S[s.difficulty];
}

/** Incorrect 1, Correct but not Optimal 2, Correct 3. */
export function submissionRanking(s: RankedSubmission): { rank: 1 | 2 | 3; label: RankingLabel } {
  if (!passes(s.score, s.difficulty)) return { rank: 1, label: "Incorrect" };
  return isOptimal(s) ? { rank: 3, label: "Correct" } : { rank: 2, label: "Correct but not Optimal" };
}

/** A submission inside one pattern, as the coach rules read it. */
export interface CoachSubmission {
  /** The problem (group or page id) the submission answers. */
  problemId: string;
  difficulty: Difficulty;
  score: number;
  created: DateInput;
}

/** Oldest first; submissions with the same time keep their given order. */
export function sortOldestFirst<T extends { created: DateInput }>(submissions: readonly T[]): T[] {
  return submissions
    .map((s, i) => ({ s, i, t: requireDate(s.created, "created").getTime() }))
    .sort((a, b) => a.t - b.t || a.i - b.i)
    .map((x) => x.s);
}

/** Best score per problem, with that problem's difficulty. */
export function bestScores(submissions: readonly CoachSubmission[]): Map<string, { score: number; difficulty: Difficulty }> {
  const best = new Map<string, { score: number; difficulty: Difficulty }>();
  for (const s of submissions) {
    const prev = best.get(s.problemId);
    if (!prev || s.score > prev.score) best.set(s.problemId, { score: s.score, difficulty: s.difficulty });
  }
  return best;
}

/** Mean, over attempted problems, of each problem's best score, rounded; 0 with no attempt. */
export function patternScore(submissions: readonly CoachSubmission[]): number {
  const best = [...bestScores(submissions).values()];
  if (best.length === 0) return 0;
  return Math.round(best.reduce((sum, b) => sum + b.score, 0) / best.length);
}

/** Each distinct problem whose best score passes: easy 1, medium or hard 2. */
export function patternPoints(submissions: readonly CoachSubmission[]): number {
  let points = 0;
  for (const b of bestScores(submissions).values()) {
    if (passes(b.score, b.difficulty)) points += b.difficulty === "easy" ? 1 : 2;
  }
  return points;
}

/** Oldest first: a pass resets to 0, a failing medium or hard adds 1, a failing easy changes nothing. */
export function failureStreak(submissions: readonly CoachSubmission[]): number {
  let streak = 0;
  for (const s of sortOldestFirst(submissions)) {
    if (passes(s.score, s.difficulty)) streak = 0;
    else if (s.difficulty !== "easy") streak += 1;
  }
  return streak;
}

/** Complete at 6 points or more with a pattern score of at least 60. */
export function isPatternComplete(points: number, score: number): boolean {
  return points >= PATTERN_COMPLETE_POINTS && score >= PATTERN_COMPLETE_SCORE;
}

/** Below 25 Beginner, below 55 Intermediate, below 80 Advanced, else Expert. */
export function levelForScore(score: number): Level {
  if (score < LEVEL_CUTOFFS.BEGINNER_BELOW) return "Beginner";
  if (score < LEVEL_CUTOFFS.INTERMEDIATE_BELOW) return "Intermediate";
  if (score < LEVEL_CUTOFFS.ADVANCED_BELOW) return "Advanced";
  return "Expert";
}

export type FrequencyLabel = "Low" | "Medium" | "High";

/** Company frequency table: pattern id → company → count. */
export type FrequencyTable = Readonly<Record<string, Readonly<Record<string, number>>>>;

/**
 * A pattern's count for a company ÷ that company's largest count over all patterns:
 * ≤ 33 % Low, ≤ 66 % Medium, above High. Null when the pattern or company is unknown
 * or the company has no count anywhere.
 */
export function frequencyLabel(table: FrequencyTable, patternId: string, company: string): FrequencyLabel | null {
  const row = table[patternId];
  if (!row || !(company in row)) return null;
  const max = Math.max(0, ...Object.values(table).map((r) => r[company] ?? 0));
  if (max <= 0) return null;
  const percent = (100 * (row[company] ?? 0)) / max;
  if (percent <= 33) return "Low";
  if (percent <= 66) return "Medium";
  return "High";
}
