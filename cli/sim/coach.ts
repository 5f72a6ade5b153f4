// The coach simulation: seeded learners walked through the engine's nextProblem decisions
// over a path's patterns, one submission per problem offered, N problems a day.
// Pure and deterministic: the same input and seed give the same result.
import { nextProblem, submissionScore, weeklyPlan, type CoachSubmission, type Difficulty, type PathPattern } from "../../app/engine";
import { createRng, type Rng } from "../../app/engine/prng";
import { integerBins, round2, summarize, type Bin, type Summary } from "./stats";

export interface SimPattern {
  id: string;
  problems: { id: string; difficulty: Difficulty }[];
}

interface CoachSimOptions {
  learners: number;
  /** Mean skill of a learner, 0..1. */
  skill: number;
  days: number;
  perDay: number;
  seed: number;
}

/** The learner model, in one place so the output can state it. */
const LEARNER_MODEL = {
  /** Spread of a learner's overall skill around --skill, and of each pattern around that. */
  learnerSd: 0.12,
  patternSd: 0.1,
  /** Each problem is graded on this many test cases. */
  testCases: 10,
  /** Per-test-case pass probability = pattern skill + this offset (harder → lower score). */
  difficultyOffset: { easy: 0.15, medium: 0, hard: -0.2 } as Record<Difficulty, number>,
  /** Chance that a submission does not compile, scaled by (1 − skill). */
  compileErrorRate: 0.08,
  /** Skill gained in a pattern per problem practised there. */
  practiceGain: 0.02,
} as const;

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** One submission's score: test cases passed at the learner's skill, graded by the engine. */
export function drawScore(rng: Rng, skill: number, difficulty: Difficulty): number {
  const m = LEARNER_MODEL;
  if (rng.chance(m.compileErrorRate * (1 - skill))) {
    return submissionScore({ passed_testcases: 0, total_testcases: m.testCases, compile_error: true });
  }
  const q = clamp(skill + m.difficultyOffset[difficulty], 0.02, 0.99);
  return submissionScore({ passed_testcases: rng.binomial(m.testCases, q), total_testcases: m.testCases });
}

interface LearnerOutcome {
  submissions: number;
  finishedPath: boolean;
  /** Day on which each pattern was completed (1-based), or 0. */
  completedDay: number[];
  /** Problems submitted in each pattern by the end. */
  submitted: number[];
  /** Problems submitted in each pattern when the learner left it, or −1 when never left. */
  problemsWhenLeft: number[];
  leftBecause: ("pattern-complete" | "pool-empty" | null)[];
}

/** Walks one learner through the path until the path is finished or the days run out. */
export function simulateLearner(rng: Rng, patterns: readonly SimPattern[], o: CoachSimOptions): LearnerOutcome {
  const m = LEARNER_MODEL;
  const base = clamp(rng.normal(o.skill, m.learnerSd), 0.02, 0.98);
  const skill = patterns.map(() => clamp(base + rng.normal(0, m.patternSd), 0.02, 0.98));
  const subs: CoachSubmission[][] = patterns.map(() => []);
  const path: PathPattern[] = patterns.map((p) => ({ id: p.id, complete: false, visitedGroups: 0 }));
  const index = new Map(patterns.map((p, i) => [p.id, i]));
  const out: LearnerOutcome = {
    submissions: 0,
    finishedPath: false,
    completedDay: patterns.map(() => 0),
    submitted: [],
    problemsWhenLeft: patterns.map(() => -1),
    leftBecause: patterns.map(() => null),
  };
  const budget = o.days * o.perDay;
  const dayOf = (k: number) => Math.floor(k / o.perDay) + 1;
  let current = 0;
  // Moves between patterns are free; every pattern is left at most a bounded number of times.
  for (let guard = 0; guard < budget + patterns.length * 4 + 8; guard++) {
    const pattern = patterns[current]!;
    const d = nextProblem({
      problems: pattern.problems,
      submissions: subs[current]!,
      path: { patterns: path, currentPatternId: pattern.id },
    });
    if (d.kind === "problem") {
      if (out.submissions >= budget) break;
      const problem = pattern.problems.find((p) => p.id === d.problemId)!;
      const score = drawScore(rng, skill[current]!, problem.difficulty);
      skill[current] = clamp(skill[current]! + m.practiceGain, 0.02, 0.98);
      subs[current]!.push({ problemId: problem.id, difficulty: problem.difficulty, score, created: out.submissions });
      path[current]!.visitedGroups += 1;
      out.submissions += 1;
      continue;
    }
    const because = d.kind === "path-finished" ? d.movedBecause! : (d.reason as "pattern-complete" | "pool-empty");
    if (out.problemsWhenLeft[current] === -1) {
      out.problemsWhenLeft[current] = subs[current]!.length;
      out.leftBecause[current] = because;
    }
    if (because === "pattern-complete" && !path[current]!.complete) {
      path[current]!.complete = true;
      out.completedDay[current] = dayOf(Math.max(0, out.submissions - 1));
    }
    if (d.kind === "path-finished") {
      out.finishedPath = true;
      break;
    }
    current = index.get(d.patternId!)!;
  }
  out.submitted = subs.map((s) => s.length);
  return out;
}

export interface CoachSimResult {
  options: CoachSimOptions;
  model: typeof LEARNER_MODEL;
  patterns: number;
  problems: number;
  learners: {
    finished_path: number;
    finished_path_share: number;
    submissions: Summary;
    patterns_completed: Summary;
    /** Problems needed to finish the path, for those who finished it. */
    problems_to_finish_path: Summary;
  };
  per_pattern: {
    pattern: string;
    problems: number;
    reached: number;
    completed: number;
    pool_empty: number;
    /** Problems submitted in the pattern before it was complete. */
    problems_to_complete: Summary;
  }[];
  weekly: {
    week: number;
    planned: number;
    planned_cumulative: number;
    completed_mean: number;
    completed_cumulative_mean: number;
    /** Share of learners with at least the planned cumulative number of patterns completed. */
    on_plan_share: number;
  }[];
  histogram: { of: string; bins: Bin[] };
}

/** Accumulates learners; call `add` in chunks (for a progress bar), then `result`. */
export class CoachSimulation {
  private readonly rng: Rng;
  private readonly outcomes: LearnerOutcome[] = [];
  constructor(
    private readonly patterns: readonly SimPattern[],
    readonly options: CoachSimOptions,
  ) {
    this.rng = createRng(options.seed);
  }

  get done(): number {
    return this.outcomes.length;
  }

  add(count: number): void {
    const n = Math.min(count, this.options.learners - this.outcomes.length);
    for (let i = 0; i < n; i++) this.outcomes.push(simulateLearner(this.rng, this.patterns, this.options));
  }

  result(): CoachSimResult {
    const { patterns, outcomes, options } = this;
    const weeks = Math.ceil(options.days / 7);
    // The engine's weekly plan for the same days over the path's patterns.
    const today = new Date(Date.UTC(2026, 0, 1));
    const plan = weeklyPlan({ modules: patterns, today, interviewDate: new Date(today.getTime() + options.days * 864e5) });
    const completedCount = outcomes.map((o) => o.completedDay.filter((d) => d > 0).length);
    const finished = outcomes.filter((o) => o.finishedPath);
    let plannedCum = 0;
    const weekly = Array.from({ length: weeks }, (_, w) => {
      const planned = plan.buckets[w]?.length ?? 0;
      plannedCum += planned;
      const inWeek = outcomes.map((o) => o.completedDay.filter((d) => d > 0 && Math.ceil(d / 7) === w + 1).length);
      const upTo = outcomes.map((o) => o.completedDay.filter((d) => d > 0 && d <= (w + 1) * 7).length);
      const mean = (xs: number[]) => (xs.length ? xs.reduce((s, v) => s + v, 0) / xs.length : 0);
      return {
        week: w + 1,
        planned,
        planned_cumulative: plannedCum,
        completed_mean: round2(mean(inWeek)),
        completed_cumulative_mean: round2(mean(upTo)),
        on_plan_share: round2(outcomes.length ? upTo.filter((n) => n >= plannedCum).length / outcomes.length : 0),
      };
    });
    const width = Math.max(1, Math.ceil((patterns.length + 1) / 13));
    return {
      options,
      model: LEARNER_MODEL,
      patterns: patterns.length,
      problems: patterns.reduce((s, p) => s + p.problems.length, 0),
      learners: {
        finished_path: finished.length,
        finished_path_share: round2(outcomes.length ? finished.length / outcomes.length : 0),
        submissions: summarize(outcomes.map((o) => o.submissions)),
        patterns_completed: summarize(completedCount),
        problems_to_finish_path: summarize(finished.map((o) => o.submissions)),
      },
      per_pattern: patterns.map((p, i) => ({
        pattern: p.id,
        problems: p.problems.length,
        reached: outcomes.filter((o) => o.submitted[i]! > 0 || o.leftBecause[i] !== null).length,
        completed: outcomes.filter((o) => o.leftBecause[i] === "pattern-complete").length,
        pool_empty: outcomes.filter((o) => o.leftBecause[i] === "pool-empty").length,
        problems_to_complete: summarize(outcomes.filter((o) => o.leftBecause[i] === "pattern-complete").map((o) => o.problemsWhenLeft[i]!)),
      })),
      weekly,
      histogram: { of: "patterns completed per learner", bins: integerBins(completedCount, 0, patterns.length, width) },
    };
  }
}

/** Runs a whole simulation at once (tests, --json). */
export function simulateCoach(patterns: readonly SimPattern[], options: CoachSimOptions): CoachSimResult {
  const sim = new CoachSimulation(patterns, options);
  sim.add(options.learners);
  return sim.result();
}
