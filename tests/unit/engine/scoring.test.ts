import { describe, it, expect } from "vitest";
import {
  bestScores,
  failureStreak,
  frequencyLabel,
  isOptimal,
  isPatternComplete,
  levelForScore,
  passes,
  patternPoints,
  patternScore,
  scoreThreshold,
  sortOldestFirst,
  submissionRanking,
  submissionScore,
  submissionStatus,
  type CoachSubmission,
  type Difficulty,
} from "~/engine";

let clock = 0;
const sub = (problemId: string, difficulty: Difficulty, score: number): CoachSubmission => ({
  problemId,
  difficulty,
  score,
  created: new Date(Date.UTC(2025, 0, 1) + ++clock * 60_000).toISOString(),
});

describe("submissionScore", () => {
  it.each([
    [{ passed_testcases: 7, total_testcases: 10 }, 70],
    [{ passed_testcases: 2, total_testcases: 3 }, 67],
    [{ passed_testcases: 1, total_testcases: 8 }, 13], // 12.5 rounds up
    [{ passed_testcases: 10, total_testcases: 10 }, 100],
    [{ passed_testcases: 0, total_testcases: 0 }, 0],
    [{ passed_testcases: 5, total_testcases: 10, compile_error: true }, 0],
    [{ passed_testcases: 12, total_testcases: 10 }, 100],
  ])("%j → %s", (result, score) => {
    expect(submissionScore(result)).toBe(score);
  });
});

describe("thresholds, pass and status", () => {
  it.each<[Difficulty, number, number, boolean, string]>([
    ["easy", 70, 70, true, "Correct"],
    ["easy", 70, 69, false, "Incorrect"],
    ["medium", 60, 60, true, "Correct"],
    ["medium", 60, 59, false, "Incorrect"],
    ["hard", 60, 60, true, "Correct"],
    ["hard", 60, 0, false, "Incorrect"],
  ])("%s (threshold %s) score %s → %s %s", (difficulty, threshold, score, ok, status) => {
    expect(scoreThreshold(difficulty)).toBe(threshold);
    expect(passes(score, difficulty)).toBe(ok);
    expect(submissionStatus(score, difficulty)).toBe(status);
  });
});

describe("submissionRanking", () => {
  it.each<[Difficulty, number, number | null, 1 | 2 | 3, string]>([
    ["easy", 50, 100, 1, "Incorrect"],
    ["easy", 90, 100, 2, "Correct but not Optimal"],
    ["easy", 100, 900, 3, "Correct"],
    ["easy", 100, 901, 2, "Correct but not Optimal"],
    ["medium", 100, 1800, 3, "Correct"],
    ["medium", 100, 1801, 2, "Correct but not Optimal"],
    ["hard", 100, 2400, 3, "Correct"],
    ["hard", 100, 2401, 2, "Correct but not Optimal"],
    ["hard", 100, null, 2, "Correct but not Optimal"],
  ])("%s score %s in %s s → %s", (difficulty, score, time, rank, label) => {
    const s = { difficulty, score, user_time_spent: time };
    expect(submissionRanking(s)).toEqual({ rank, label });
    expect(isOptimal(s)).toBe(rank === 3);
  });
});

describe("pattern score, points and best scores", () => {
  it.each<[string, CoachSubmission[], number, number]>([
    ["no submissions", [], 0, 0],
    ["best score per problem is used", [sub("a", "medium", 40), sub("a", "medium", 80), sub("b", "easy", 50)], 65, 2],
    ["easy pass gives 1", [sub("a", "easy", 70)], 70, 1],
    ["medium and hard passes give 2 each", [sub("a", "medium", 60), sub("b", "hard", 100)], 80, 4],
    ["a problem counts once", [sub("a", "hard", 100), sub("a", "hard", 100)], 100, 2],
    ["failing problems give nothing", [sub("a", "hard", 59), sub("b", "easy", 69)], 64, 0],
    ["mean rounds half up", [sub("a", "easy", 70), sub("b", "easy", 71)], 71, 2],
  ])("%s", (_name, submissions, score, points) => {
    expect(patternScore(submissions)).toBe(score);
    expect(patternPoints(submissions)).toBe(points);
  });

  it("bestScores keeps the best score and its difficulty", () => {
    const best = bestScores([sub("a", "medium", 40), sub("a", "medium", 90), sub("a", "medium", 10)]);
    expect([...best.entries()]).toEqual([["a", { score: 90, difficulty: "medium" }]]);
  });
});

describe("failureStreak (oldest first)", () => {
  it.each<[string, CoachSubmission[], number]>([
    ["none", [], 0],
    ["two failing medium/hard", [sub("a", "medium", 10), sub("b", "hard", 10)], 2],
    ["a failing easy changes nothing", [sub("a", "medium", 10), sub("b", "easy", 0), sub("c", "hard", 10)], 2],
    ["a pass resets", [sub("a", "medium", 10), sub("b", "easy", 80), sub("c", "hard", 10)], 1],
    ["only easy failures", [sub("a", "easy", 0), sub("b", "easy", 0)], 0],
  ])("%s → %s", (_name, submissions, streak) => {
    expect(failureStreak(submissions)).toBe(streak);
  });

  it("sorts by created time, not by input order", () => {
    const pass: CoachSubmission = { problemId: "p", difficulty: "medium", score: 100, created: "2025-01-01T00:03:00Z" };
    const fail1: CoachSubmission = { problemId: "f1", difficulty: "medium", score: 0, created: "2025-01-01T00:01:00Z" };
    const fail2: CoachSubmission = { problemId: "f2", difficulty: "hard", score: 0, created: "2025-01-01T00:02:00Z" };
    expect(failureStreak([pass, fail1, fail2])).toBe(0);
    expect(sortOldestFirst([pass, fail1, fail2]).map((s) => s.problemId)).toEqual(["f1", "f2", "p"]);
  });
});

describe("isPatternComplete", () => {
  it.each([
    [6, 60, true],
    [8, 100, true],
    [5, 100, false],
    [6, 59, false],
  ])("%s points, score %s → %s", (points, score, expected) => {
    expect(isPatternComplete(points, score)).toBe(expected);
  });
});

describe("levelForScore", () => {
  it.each([
    [0, "Beginner"],
    [24, "Beginner"],
    [25, "Intermediate"],
    [54, "Intermediate"],
    [55, "Advanced"],
    [79, "Advanced"],
    [80, "Expert"],
    [100, "Expert"],
  ])("%s → %s", (score, level) => {
    expect(levelForScore(score)).toBe(level);
  });
});

describe("frequencyLabel", () => {
  const table = {
    twoPointers: { Google: 100, Amazon: 3, Meta: 0 },
    slidingWindow: { Google: 33, Amazon: 9 },
    heaps: { Google: 66, Amazon: 6 },
    graphs: { Google: 67 },
  };
  it.each([
    ["twoPointers", "Google", "High"],
    ["slidingWindow", "Google", "Low"], // 33 % of the company's largest count
    ["heaps", "Google", "Medium"], // 66 %
    ["graphs", "Google", "High"], // 67 %
    ["twoPointers", "Amazon", "Medium"], // 3 ÷ 9 = 33.3 % is above 33
    ["heaps", "Amazon", "High"], // 6 ÷ 9 = 66.7 % is above 66
    ["slidingWindow", "Amazon", "High"],
    ["twoPointers", "Meta", null], // no count anywhere
    ["graphs", "Amazon", null], // not in the row
    ["unknown", "Google", null],
  ])("%s / %s → %s", (pattern, company, label) => {
    expect(frequencyLabel(table, pattern, company)).toBe(label);
  });
});
