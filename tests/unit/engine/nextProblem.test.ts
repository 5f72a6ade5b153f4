import { describe, it, expect } from "vitest";
import {
  NEXT_REASONS,
  explainDecision,
  nextPattern,
  nextProblem,
  type CoachSubmission,
  type Difficulty,
  type NextDecision,
  type PathPosition,
  type PatternProblem,
} from "~/engine";

// A pattern with problems in course order: e1 m1 h1 e2 m2 h2
const problems: PatternProblem[] = [
  { id: "e1", difficulty: "easy" },
  { id: "m1", difficulty: "medium" },
  { id: "h1", difficulty: "hard" },
  { id: "e2", difficulty: "easy" },
  { id: "m2", difficulty: "medium" },
  { id: "h2", difficulty: "hard" },
];
const D: Record<string, Difficulty> = { e1: "easy", m1: "medium", h1: "hard", e2: "easy", m2: "medium", h2: "hard" };

/** Submissions in time order: [problemId, score]. */
function subs(...list: [string, number][]): CoachSubmission[] {
  return list.map(([problemId, score], i) => ({
    problemId,
    difficulty: D[problemId] ?? "easy",
    score,
    created: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
  }));
}

const path: PathPosition = {
  currentPatternId: "p2",
  patterns: [
    { id: "p1", complete: true, visitedGroups: 3 },
    { id: "p2", complete: false, visitedGroups: 2 },
    { id: "p3", complete: false, visitedGroups: 0 },
  ],
};

describe("nextProblem: the six steps in order", () => {
  it.each<[string, PatternProblem[], CoachSubmission[], string[], Partial<NextDecision>]>([
    // 1. complete
    [
      "1. 6 points and score ≥ 60 → next pattern",
      problems,
      subs(["m1", 100], ["h1", 100], ["m2", 100]),
      [],
      { kind: "next-pattern", patternId: "p3", reason: "pattern-complete", points: 6, patternScore: 100 },
    ],
    [
      "1. 6 points but score < 60 → stays",
      problems,
      subs(["m1", 60], ["h1", 60], ["m2", 60], ["e1", 0], ["e2", 0]),
      [],
      { kind: "problem", problemId: "h2", reason: "default", points: 6, patternScore: 36 },
    ],
    // 2. pool empty
    [
      "2. every problem submitted or skipped → next pattern",
      problems,
      subs(["e1", 0], ["m1", 0], ["h1", 0]),
      ["e2", "m2", "h2"],
      { kind: "next-pattern", patternId: "p3", reason: "pool-empty" },
    ],
    // 3. start
    [
      "3. no submission → first medium",
      problems,
      [],
      [],
      { kind: "problem", problemId: "m1", reason: "start", points: 0, failureStreak: 0, patternScore: 0 },
    ],
    ["3. skipped medium → next medium", problems, [], ["m1"], { problemId: "m2", reason: "start" }],
    ["3. no medium → first easy", problems, [], ["m1", "m2"], { problemId: "e1", reason: "start" }],
    ["3. neither medium nor easy → first", problems, [], ["m1", "m2", "e1", "e2"], { problemId: "h1", reason: "start" }],
    // 4. two failures
    ["4. failure streak 2 → first easy", problems, subs(["m1", 10], ["h1", 20]), [], { problemId: "e1", reason: "two-failures", failureStreak: 2 }],
    [
      "4. a failing easy between keeps the streak",
      problems,
      subs(["m1", 10], ["e1", 0], ["h1", 20]),
      [],
      { problemId: "e2", reason: "two-failures", failureStreak: 2 },
    ],
    [
      "4. no easy left → falls through to default",
      problems,
      subs(["m1", 10], ["h1", 20]),
      ["e1", "e2"],
      { problemId: "m2", reason: "default", failureStreak: 2 },
    ],
    // 5. step up
    ["5. last passed a medium → first hard", problems, subs(["m1", 60]), [], { problemId: "h1", reason: "step-up", points: 2 }],
    ["5. last passed a hard → next hard", problems, subs(["h1", 100]), [], { problemId: "h2", reason: "step-up" }],
    ["5. no hard left → medium", problems, subs(["m1", 100]), ["h1", "h2"], { problemId: "m2", reason: "step-up" }],
    ["5. no hard or medium left → easy", problems, subs(["m1", 100], ["h1", 100]), ["h2", "m2"], { problemId: "e1", reason: "step-up" }],
    // 6. default
    ["6. last failed → first medium", problems, subs(["m1", 59]), [], { problemId: "m2", reason: "default", failureStreak: 1 }],
    ["6. last passed an easy → first medium", problems, subs(["e1", 100]), [], { problemId: "m1", reason: "default", points: 1 }],
    ["6. no medium left → first hard", problems, subs(["m1", 0], ["e1", 100]), ["m2"], { problemId: "h1", reason: "default" }],
    ["6. only easy left → easy", problems, subs(["m1", 0], ["e1", 100]), ["m2", "h1", "h2"], { problemId: "e2", reason: "default" }],
  ])("%s", (_name, probs, submissions, skipped, expected) => {
    const decision = nextProblem({ problems: probs, submissions, skippedProblemIds: skipped, path });
    expect(decision).toMatchObject(expected);
  });

  it("uses the latest submission by time, not by array position", () => {
    const mediumPassLater = { problemId: "m1", difficulty: "medium" as const, score: 100, created: "2025-01-02T00:00:00Z" };
    const easyPassEarlier = { problemId: "e1", difficulty: "easy" as const, score: 100, created: "2025-01-01T00:00:00Z" };
    // the medium pass is the latest even though it comes first in the array
    expect(nextProblem({ problems, submissions: [mediumPassLater, easyPassEarlier], path }).reason).toBe("step-up");
    expect(nextProblem({ problems, submissions: [easyPassEarlier], path }).reason).toBe("default");
  });

  it("offers the first of the pool when difficulties are unknown", () => {
    const unknown: PatternProblem[] = [{ id: "x" }, { id: "y", difficulty: null }];
    expect(nextProblem({ problems: unknown, submissions: [], path })).toMatchObject({ problemId: "x", reason: "start" });
  });

  it("returns points, failure streak and pattern score with every decision", () => {
    const d = nextProblem({ problems, submissions: subs(["m1", 100], ["h1", 10]), path });
    expect(d).toEqual({ kind: "problem", problemId: "m2", reason: "default", points: 2, failureStreak: 1, patternScore: 55 });
  });

  it.each<[string, PathPosition, Partial<NextDecision>]>([
    [
      "complete pattern and no pattern left → path finished",
      {
        currentPatternId: "b",
        patterns: [
          { id: "a", complete: true, visitedGroups: 1 },
          { id: "b", complete: false, visitedGroups: 1 },
        ],
      },
      { kind: "path-finished", reason: "path-finished", movedBecause: "pattern-complete" },
    ],
  ])("%s", (_name, p, expected) => {
    const d = nextProblem({ problems, submissions: subs(["m1", 100], ["h1", 100], ["m2", 100]), path: p });
    expect(d).toMatchObject(expected);
    expect(d.patternId).toBeUndefined();
    expect(d.problemId).toBeUndefined();
  });

  it("an empty pool with no pattern left finishes the path", () => {
    const p: PathPosition = { currentPatternId: "only", patterns: [{ id: "only", complete: false, visitedGroups: 2 }] };
    expect(nextProblem({ problems: [], submissions: [], path: p })).toMatchObject({
      kind: "path-finished",
      reason: "path-finished",
      movedBecause: "pool-empty",
    });
  });
});

describe("nextPattern", () => {
  it.each<[string, PathPosition, string | null]>([
    ["next incomplete after the current", path, "p3"],
    [
      "skips complete patterns after the current",
      {
        currentPatternId: "a",
        patterns: [
          { id: "a", complete: false, visitedGroups: 1 },
          { id: "b", complete: true, visitedGroups: 4 },
          { id: "c", complete: false, visitedGroups: 2 },
        ],
      },
      "c",
    ],
    [
      "none after → first pattern with no visited groups (before the current)",
      {
        currentPatternId: "c",
        patterns: [
          { id: "a", complete: false, visitedGroups: 0 },
          { id: "b", complete: false, visitedGroups: 0 },
          { id: "c", complete: false, visitedGroups: 3 },
        ],
      },
      "a",
    ],
    [
      "an incomplete but visited earlier pattern is not chosen",
      {
        currentPatternId: "c",
        patterns: [
          { id: "a", complete: false, visitedGroups: 2 },
          { id: "b", complete: true, visitedGroups: 0 },
          { id: "c", complete: false, visitedGroups: 3 },
        ],
      },
      "b",
    ],
    ["the current pattern is never its own next", { currentPatternId: "a", patterns: [{ id: "a", complete: false, visitedGroups: 0 }] }, null],
    [
      "all visited and none incomplete after → finished",
      {
        currentPatternId: "b",
        patterns: [
          { id: "a", complete: false, visitedGroups: 1 },
          { id: "b", complete: true, visitedGroups: 1 },
        ],
      },
      null,
    ],
  ])("%s", (_name, p, expected) => {
    expect(nextPattern(p)).toBe(expected);
  });
});

describe("explainDecision", () => {
  const base = { points: 4, failureStreak: 1, patternScore: 58 };
  const decisions: NextDecision[] = NEXT_REASONS.map((reason) => ({
    kind: reason === "path-finished" ? "path-finished" : reason === "pattern-complete" || reason === "pool-empty" ? "next-pattern" : "problem",
    reason,
    ...base,
  }));

  it.each(decisions.map((d) => [d.reason, d] as const))("%s has a distinct sentence for learners and for staff", (_reason, d) => {
    const learner = explainDecision(d, "learner");
    const staff = explainDecision(d, "staff");
    expect(learner).toMatch(/^[A-Z].*[.!]$/);
    expect(staff).toContain(`points 4, pattern score 58, failure streak 1`);
    expect(staff).not.toBe(learner);
  });

  it("gives every reason its own sentence", () => {
    const learner = new Set(decisions.map((d) => explainDecision(d, "learner")));
    const staff = new Set(decisions.map((d) => explainDecision(d, "staff")));
    expect(learner.size).toBe(NEXT_REASONS.length);
    expect(staff.size).toBe(NEXT_REASONS.length);
  });

  it.each([
    ["start", "learner", "medium problem"],
    ["two-failures", "learner", "easier one"],
    ["step-up", "staff", "first hard, else medium, else easy"],
    ["pattern-complete", "staff", "6 points or more and a pattern score of at least 60"],
    ["path-finished", "learner", "finished every pattern"],
  ] as const)("%s (%s) mentions %j", (reason, audience, text) => {
    expect(explainDecision({ kind: "problem", reason, ...base }, audience)).toContain(text);
  });
});

describe("the step-up sentence says what was chosen (issue 15)", () => {
  const STEP_UP = "You passed your last medium or hard problem, so we are stepping up the difficulty.";
  it.each<[string, CoachSubmission[], string[], string, string]>([
    ["medium passed → hard: a real step up", subs(["m1", 100]), [], "h1", STEP_UP],
    ["hard passed → hard", subs(["h1", 100]), [], "h2", "You passed your last hard problem, so here is another hard one."],
    [
      "medium passed, both hards skipped → medium",
      subs(["m1", 100]),
      ["h1", "h2"],
      "m2",
      "You passed your last medium problem. You skipped the harder one, so here is another medium one.",
    ],
    [
      "medium passed, both hards submitted → medium",
      subs(["h1", 10], ["h2", 10], ["m1", 100]),
      [],
      "m2",
      "You passed your last medium problem. No harder problem is left in this pattern, so here is another medium one.",
    ],
    [
      "hard passed, hard and mediums skipped → easy",
      subs(["m1", 100], ["h1", 100]),
      ["h2", "m2"],
      "e1",
      "You passed your last hard problem. You skipped the harder problems that are left, so here is an easy one: not a step up this time.",
    ],
    [
      "hard passed, the rest submitted → easy",
      subs(["m1", 10], ["m2", 10], ["h2", 10], ["h1", 100]),
      [],
      "e1",
      "You passed your last hard problem. No hard problem is left in this pattern, so here is an easy one: not a step up this time.",
    ],
    [
      "medium passed, only easy left → easy",
      subs(["h1", 10], ["h2", 10], ["m2", 10], ["m1", 100]),
      [],
      "e1",
      "You passed your last medium problem. No medium or harder problem is left in this pattern, so here is an easy one: not a step up this time.",
    ],
    [
      "hard passed, a hard skipped → medium",
      subs(["h1", 100]),
      ["h2"],
      "m1",
      "You passed your last hard problem. You skipped the harder problems that are left, so here is a medium one: not a step up this time.",
    ],
  ])("%s", (_name, submissions, skippedProblemIds, problemId, sentence) => {
    const d = nextProblem({ problems, submissions, skippedProblemIds, path });
    expect(d).toMatchObject({ kind: "problem", reason: "step-up", problemId });
    expect(explainDecision(d, "learner")).toBe(sentence);
  });

  it("never says stepping up when the chosen problem is not harder", () => {
    const d = nextProblem({ problems, submissions: subs(["m1", 100]), skippedProblemIds: ["h1", "h2"], path });
    expect(d.stepUp).toEqual({ from: "medium", to: "medium", harderSkipped: true });
    expect(explainDecision(d, "learner")).not.toContain("stepping up");
  });
});
