// The adaptive coach's next step (docs/product/interview-prep.md#next-problem: steps 1–6 in order, and
// what "the next pattern" is). Every decision carries a machine-readable reason.
import type { Difficulty } from "./constants";
import {
  failureStreak as computeFailureStreak,
  isPatternComplete,
  passes,
  patternPoints,
  patternScore as computePatternScore,
  sortOldestFirst,
  type CoachSubmission,
} from "./scoring";

export interface PatternProblem {
  id: string;
  /** Unknown difficulties only match the final "else the first" fallback. */
  difficulty?: Difficulty | null;
}

export interface PathPattern {
  id: string;
  /** Whether the pattern is complete (6 points and score ≥ 60), see isPatternComplete. */
  complete: boolean;
  /** How many of the pattern's groups the user has visited. */
  visitedGroups: number;
}

export interface PathPosition {
  /** The path's patterns in path order. */
  patterns: readonly PathPattern[];
  currentPatternId: string;
}

type NextReason = "start" | "two-failures" | "step-up" | "default" | "pattern-complete" | "pool-empty" | "path-finished";

export const NEXT_REASONS: readonly NextReason[] = ["start", "two-failures", "step-up", "default", "pattern-complete", "pool-empty", "path-finished"];

export interface NextDecision {
  kind: "problem" | "next-pattern" | "path-finished";
  problemId?: string;
  patternId?: string;
  reason: NextReason;
  /** When the path is finished: whether it was reached from a complete pattern or an empty pool. */
  movedBecause?: "pattern-complete" | "pool-empty";
  /** Step 5 (step-up): the passed problem's difficulty, the chosen one's, and whether a harder
   * problem than the chosen one was skipped. The learner's sentence says "stepping up" only when
   * the chosen problem really is harder. */
  stepUp?: { from: Difficulty; to: Difficulty | null; harderSkipped: boolean };
  points: number;
  failureStreak: number;
  patternScore: number;
}

export interface NextProblemInput {
  /** The current pattern's problems in course order. */
  problems: readonly PatternProblem[];
  /** The user's submissions in the current pattern. */
  submissions: readonly CoachSubmission[];
  /** Problems (same ids) the user skipped. */
  skippedProblemIds?: readonly string[];
  path: PathPosition;
}

/**
 * The next pattern after the current one that is not complete; else the first pattern
 * (other than the current one) with no visited groups; else null: the path is finished.
 */
export function nextPattern(path: PathPosition): string | null {
  const i = path.patterns.findIndex((p) => p.id === path.currentPatternId);
  const after = path.patterns.slice(i + 1).find((p) => !p.complete);
  if (after) return after.id;
  const unvisited = path.patterns.find((p) => p.visitedGroups === 0 && p.id !== path.currentPatternId);
  return unvisited ? unvisited.id : null;
}

function firstOf(pool: readonly PatternProblem[], order: readonly Difficulty[]): PatternProblem | undefined {
  for (const d of order) {
    const found = pool.find((p) => p.difficulty === d);
    if (found) return found;
  }
  return undefined;
}

const RANK: Record<Difficulty, number> = { easy: 1, medium: 2, hard: 3 };
/** easy < medium < hard; an unknown difficulty ranks below easy. */
function difficultyRank(d: Difficulty | null): number {
  return d ? RANK[d] : 0;
}

/** Steps 1–6 of docs/product/interview-prep.md#next-problem, in order. */
export function nextProblem(input: NextProblemInput): NextDecision {
  const points = patternPoints(input.submissions);
  const patternScore = computePatternScore(input.submissions);
  const failureStreak = computeFailureStreak(input.submissions);
  const stats = { points, patternScore, failureStreak };

  const moveOn = (because: "pattern-complete" | "pool-empty"): NextDecision => {
    const patternId = nextPattern(input.path);
    return patternId
      ? { kind: "next-pattern", patternId, reason: because, ...stats }
      : { kind: "path-finished", reason: "path-finished", movedBecause: because, ...stats };
  };
  const offer = (p: PatternProblem, reason: NextReason): NextDecision => ({
    kind: "problem",
    problemId: p.id,
    reason,
    ...stats,
  });

  // 1. pattern complete
  if (isPatternComplete(points, patternScore)) return moveOn("pattern-complete");
  // 2. the pool: not yet submitted, not skipped, in course order
  const submitted = new Set(input.submissions.map((s) => s.problemId));
  const skipped = new Set(input.skippedProblemIds ?? []);
  const pool = input.problems.filter((p) => !submitted.has(p.id) && !skipped.has(p.id));
  if (pool.length === 0) return moveOn("pool-empty");
  const first = pool[0] as PatternProblem;
  // 3. no submission yet
  if (input.submissions.length === 0) return offer(firstOf(pool, ["medium", "easy"]) ?? first, "start");
  // 4. two failures in a row
  if (failureStreak >= 2) {
    const easy = firstOf(pool, ["easy"]);
    if (easy) return offer(easy, "two-failures");
  }
  // 5. last submission passed on medium or hard
  const ordered = sortOldestFirst(input.submissions);
  const last = ordered[ordered.length - 1] as CoachSubmission;
  if (last.difficulty !== "easy" && passes(last.score, last.difficulty)) {
    const chosen = firstOf(pool, ["hard", "medium", "easy"]) ?? first;
    const harderSkipped = input.problems.some(
      (p) =>
        skipped.has(p.id) && !submitted.has(p.id) && p.difficulty != null && difficultyRank(p.difficulty) > difficultyRank(chosen.difficulty ?? null),
    );
    return { ...offer(chosen, "step-up"), stepUp: { from: last.difficulty, to: chosen.difficulty ?? null, harderSkipped } };
  }
  // 6. otherwise
  return offer(firstOf(pool, ["medium", "hard", "easy"]) ?? first, "default");
}

const a = (d: Difficulty) => (d === "easy" ? "an easy" : `a ${d}`);

/**
 * The learner's step-up sentence, true to what was chosen: "stepping up" only when the chosen
 * problem is harder than the one just passed; otherwise it says why it is not (the harder one
 * was skipped, or none is left).
 */
function stepUpSentence(step: NextDecision["stepUp"]): string {
  if (!step || difficultyRank(step.to) > difficultyRank(step.from)) {
    return "You passed your last medium or hard problem, so we are stepping up the difficulty.";
  }
  const passed = `You passed your last ${step.from} problem`;
  if (!step.to) return `${passed}, so here is the next problem of this pattern.`;
  if (step.to === step.from) {
    if (step.from === "hard") return `${passed}, so here is another hard one.`;
    return `${passed}. ${step.harderSkipped ? "You skipped the harder one" : "No harder problem is left in this pattern"}, so here is another ${step.to} one.`;
  }
  const why = step.harderSkipped
    ? "You skipped the harder problems that are left"
    : `No ${step.from === "hard" ? "hard" : `${step.from} or harder`} problem is left in this pattern`;
  return `${passed}. ${why}, so here is ${a(step.to)} one: not a step up this time.`;
}

type ExplanationAudience = "learner" | "staff";

/** One human sentence per decision, for learners or for staff. */
export function explainDecision(d: NextDecision, audience: ExplanationAudience): string {
  if (audience === "learner") {
    switch (d.reason) {
      case "start":
        return "You have not submitted anything in this pattern yet, so we start you on a medium problem (or an easy one when no medium is left).";
      case "two-failures":
        return "Your last two harder problems did not pass, so here is an easier one to rebuild momentum.";
      case "step-up":
        return stepUpSentence(d.stepUp);
      case "default":
        return "Here is the next problem to keep practising this pattern.";
      case "pattern-complete":
        return "You have completed this pattern: on to the next one!";
      case "pool-empty":
        return "You have tried every problem in this pattern, so let us move on to the next one.";
      case "path-finished":
        return "You have finished every pattern in this path. Well done!";
    }
  }
  const s = `points ${d.points}, pattern score ${d.patternScore}, failure streak ${d.failureStreak}`;
  switch (d.reason) {
    case "start":
      return `Step 3 (start): no submission in the pattern, so the first medium, else easy, else first problem of the pool (${s}).`;
    case "two-failures":
      return `Step 4 (two-failures): failure streak of 2 or more, so the first easy problem of the pool (${s}).`;
    case "step-up":
      return `Step 5 (step-up): the last submission passed on a medium or hard problem, so the first hard, else medium, else easy (${s}).`;
    case "default":
      return `Step 6 (default): the first medium, else hard, else easy problem of the pool (${s}).`;
    case "pattern-complete":
      return `Step 1 (pattern-complete): 6 points or more and a pattern score of at least 60, so the next pattern (${s}).`;
    case "pool-empty":
      return `Step 2 (pool-empty): no unsubmitted, unskipped problem is left, so the next pattern (${s}).`;
    case "path-finished":
      return `Path finished: no incomplete pattern after the current one and no unvisited pattern (moved because ${d.movedBecause ?? "unknown"}; ${s}).`;
  }
}
