import { describe, expect, it } from "vitest";
import type { CoachSubmission, Difficulty } from "~/engine";
import {
  coachLessonPath,
  coachPageIdPath,
  currentPatternId,
  decodePathInfo,
  encodePathInfo,
  evaluateConstraints,
  boundedTimeSpent,
  gradedSubmissionAllowance,
  holdsPremiumTier,
  MAX_USER_TIME_SPENT_S,
  parsePatternKey,
  pathPatterns,
  patternKey,
  patternState,
  problemStats,
  timeSpentSince,
  transitionSummary,
} from "~/engine/coachProgress";

let clock = 0;
const sub = (problemId: string, difficulty: Difficulty, score: number): CoachSubmission => ({
  problemId,
  difficulty,
  score,
  created: new Date(Date.UTC(2026, 0, 1) + ++clock * 60_000).toISOString(),
});

describe("pattern keys", () => {
  it("formats and parses authorId_collectionId", () => {
    expect(patternKey(6001, 310001)).toBe("6001_310001");
    expect(parsePatternKey("6001_310001")).toEqual({ authorId: 6001, collectionId: 310001 });
    expect(parsePatternKey("6001-310001")).toBeNull();
    expect(parsePatternKey("a_1")).toBeNull();
  });
});

describe("interview-prep URLs", () => {
  it.each([
    [6001, 300001, "NjAwMS0zMDAwMDE"],
    [1, 2, "MS0y"],
    [12, 345, "MTItMzQ1"],
  ])("encodePathInfo(%i, %i) is base64url of '{author}-{path}' without padding", (a, p, expected) => {
    expect(encodePathInfo(a, p)).toBe(expected);
    expect(encodePathInfo(a, p)).toBe(Buffer.from(`${a}-${p}`).toString("base64url"));
    expect(decodePathInfo(expected)).toEqual({ pathAuthorId: a, pathId: p });
  });

  it("rejects values that are not an encoded path", () => {
    for (const bad of ["", "!!!", Buffer.from("hello").toString("base64url"), "x".repeat(100), "A"]) expect(decodePathInfo(bad)).toBeNull();
  });

  it("builds the slug and id forms", () => {
    expect(coachLessonPath("coding", "two-sum")).toBe("/interview-prep/coding/two-sum");
    expect(coachPageIdPath({ pathAuthorId: 6001, pathId: 300001, authorId: 6001, collectionId: 310001, pageId: 3 })).toBe(
      "/interview-prep/NjAwMS0zMDAwMDE/6001/310001/3",
    );
  });
});

describe("holdsPremiumTier: graded submissions come with premium (300) and premium plus (400) only", () => {
  const now = "2026-03-01T00:00:00Z";
  const sub = (featureSet: number, status = "active", expirationDate = "2027-01-01T00:00:00Z") => ({ featureSet, status, expirationDate });
  it.each([
    ["premium 300", [sub(300)], true],
    ["premium plus 400", [sub(400)], true],
    ["a premium trial", [sub(300, "trial")], true],
    ["premium, renewal cancelled but paid up", [sub(400, "renewal_canceled")], true],
    ["basic 100", [sub(100)], false],
    ["learn to code 150", [sub(150)], false],
    ["standard 200", [sub(200)], false],
    ["work 250", [sub(250)], false],
    ["no subscription", [], false],
    ["premium, expired", [sub(300, "active", "2026-02-28T23:59:59Z")], false],
    ["premium, churned", [sub(300, "churned")], false],
    ["an expired premium and an active standard", [sub(300, "active", "2026-01-01T00:00:00Z"), sub(200)], false],
    ["an active standard and an active premium plus", [sub(200), sub(400)], true],
  ])("%s → %s", (_label, subs, expected) => {
    expect(holdsPremiumTier(subs, now)).toBe(expected);
  });
});

describe("gradedSubmissionAllowance", () => {
  it.each([
    [
      { premiumTier: true, staff: false, used: 50, freeLimit: 0 },
      { allowed: true, remaining: null },
    ],
    [
      { premiumTier: false, staff: true, used: 50, freeLimit: 0 },
      { allowed: true, remaining: null },
    ],
    [
      { premiumTier: false, staff: false, used: 0, freeLimit: 0 },
      { allowed: false, remaining: 0 },
    ],
    [
      { premiumTier: false, staff: false, used: 2, freeLimit: 3 },
      { allowed: true, remaining: 1 },
    ],
    [
      { premiumTier: false, staff: false, used: 3, freeLimit: 3 },
      { allowed: false, remaining: 0 },
    ],
  ])("%o → %o", (input, expected) => {
    expect(gradedSubmissionAllowance(input)).toEqual(expected);
  });
});

describe("user_time_spent: whole seconds within a day", () => {
  it.each([
    [0, 0],
    [-5, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [299.6, 300],
    [MAX_USER_TIME_SPENT_S, 86_400],
    [10_000_000, 86_400],
  ])("boundedTimeSpent(%s) → %s", (seconds, expected) => {
    expect(boundedTimeSpent(seconds)).toBe(expected);
  });
  it.each([
    [undefined, 1_000_000, 0],
    [1_000_000 + 1, 1_000_000, 0], // a start in the future
    [1_000_000 - 90_400, 1_000_000, 90],
    [0, 5 * 86_400_000, 86_400], // rendered days ago: at most a day
  ])("timeSpentSince(%s, %s) → %s", (startedAt, now, expected) => {
    expect(timeSpentSince(startedAt, now)).toBe(expected);
  });
});

describe("problemStats", () => {
  it("is empty before any submission", () => {
    expect(problemStats([])).toEqual({ attempted: false, submission_count: 0, correctness_percent: null, time: null, runtime: null });
  });
  it("reports the best submission (the latest among equal scores)", () => {
    const s = (score: number, t: number, min: number) => ({ score, userTimeSpent: t, executionTime: t / 10, created: `2026-01-01T00:0${min}:00Z` });
    expect(problemStats([s(50, 100, 1), s(100, 300, 2), s(100, 200, 3), s(20, 50, 4)])).toEqual({
      attempted: true,
      submission_count: 4,
      correctness_percent: 100,
      time: 200,
      runtime: 20,
    });
  });
});

describe("patternState and path position", () => {
  it("uses the engine's score, points, level and completion", () => {
    expect(patternState([])).toEqual({ score: 0, points: 0, level: "Beginner", complete: false });
    const done = [sub("1", "easy", 100), sub("2", "medium", 100), sub("3", "hard", 100), sub("4", "medium", 0)];
    expect(patternState(done)).toEqual({ score: 75, points: 5, level: "Advanced", complete: false });
    expect(patternState([...done, sub("5", "medium", 80)])).toEqual({ score: 76, points: 7, level: "Advanced", complete: true });
  });

  it("pathPatterns counts distinct visited groups", () => {
    expect(
      pathPatterns([
        { id: "a", submissions: [], visitedGroupIds: ["1", "1", "2"] },
        { id: "b", submissions: [sub("1", "hard", 100), sub("2", "hard", 100), sub("3", "hard", 100)], visitedGroupIds: [] },
      ]),
    ).toEqual([
      { id: "a", complete: false, visitedGroups: 2 },
      { id: "b", complete: true, visitedGroups: 0 },
    ]);
  });

  it("currentPatternId: the latest submission's pattern, else the first open preferred pattern", () => {
    const a = { id: "a", submissions: [sub("1", "easy", 100)], visitedGroupIds: [] };
    const b = { id: "b", submissions: [sub("1", "easy", 0)], visitedGroupIds: [] };
    expect(currentPatternId([a, b])).toBe("b");
    const c = { id: "c", submissions: [], visitedGroupIds: [] };
    const d = { id: "d", submissions: [], visitedGroupIds: [] };
    expect(currentPatternId([c, d])).toBe("c");
    expect(currentPatternId([c, d], ["d"])).toBe("d");
    expect(currentPatternId([])).toBeNull();
  });
});

describe("transitionSummary", () => {
  it("summarises best scores per problem", () => {
    const t = transitionSummary([sub("1", "medium", 0), sub("1", "medium", 100), sub("2", "easy", 50)]);
    expect(t).toMatchObject({ pattern_score: 75, points: 2, submissions: 3, problems_attempted: 2, problems_passed: 1, level: "Advanced" });
    expect(t.problems).toEqual([
      { problemId: "1", difficulty: "medium", best_score: 100, passed: true },
      { problemId: "2", difficulty: "easy", best_score: 50, passed: false },
    ]);
  });
});

describe("evaluateConstraints", () => {
  const base = {
    difficulty: "medium" as const,
    passed_testcases: 10,
    total_testcases: 10,
    user_time_spent: 600,
    execution_time: 120,
    total_mem_usage: 10 * 1024 * 1024,
    limits: { timeMs: 2000, memoryBytes: 64 * 1024 * 1024 },
  };
  it("all met", () => {
    const e = evaluateConstraints(base);
    expect(e.all_met).toBe(true);
    expect(e.constraints.map((c) => [c.name, c.met])).toEqual([
      ["all-tests", true],
      ["time-to-solve", true],
      ["runtime", true],
      ["memory", true],
    ]);
  });
  it("misses tests and the target time (medium: 1800 s)", () => {
    const e = evaluateConstraints({ ...base, passed_testcases: 7, user_time_spent: 1801 });
    expect(e.all_met).toBe(false);
    expect(e.constraints.find((c) => c.name === "all-tests")).toMatchObject({ met: false, actual: 7, target: 10 });
    expect(e.constraints.find((c) => c.name === "time-to-solve")).toMatchObject({ met: false, target: 1800, actual: 1801 });
    expect(e.summary).toMatch(/misses 2 of 4/);
  });
  it("time target is inclusive and per difficulty", () => {
    expect(evaluateConstraints({ ...base, difficulty: "easy", user_time_spent: 900 }).constraints[1]!.met).toBe(true);
    expect(evaluateConstraints({ ...base, difficulty: "easy", user_time_spent: 901 }).constraints[1]!.met).toBe(false);
    expect(evaluateConstraints({ ...base, difficulty: "hard", user_time_spent: 2400 }).constraints[1]!.target).toBe(2400);
  });
  it("an error or no test fails all-tests; unknown limits are not evaluated", () => {
    const e = evaluateConstraints({ ...base, error: "SyntaxError", limits: {} });
    expect(e.constraints.map((c) => c.name)).toEqual(["all-tests", "time-to-solve"]);
    expect(e.constraints[0]!.met).toBe(false);
    expect(evaluateConstraints({ ...base, passed_testcases: 0, total_testcases: 0 }).constraints[0]!.explanation).toBe("No test ran.");
  });
  it("over the runtime and memory limits", () => {
    const e = evaluateConstraints({ ...base, execution_time: 2500, total_mem_usage: 65 * 1024 * 1024 });
    expect(e.constraints.filter((c) => !c.met).map((c) => c.name)).toEqual(["runtime", "memory"]);
  });
});
