import { describe, expect, it } from "vitest";
import { codeMapName, localCodeKey, parseCustomInput, patternProgressLabel, levelRange, runTone, savedCode, verdictWords } from "~/engine";

describe("verdictWords: colour and words follow the score", () => {
  it("every test passed is green", () => {
    expect(verdictWords({ score: 100, passed: 16, total: 16, difficulty: "medium" })).toEqual({
      tone: "pass",
      title: "Accepted: all 16 tests passed",
      detail: "Every visible and hidden test passed.",
    });
  });
  it("the issue's example: 11 of 16 on a medium problem passes the bar in amber", () => {
    const v = verdictWords({ score: 69, passed: 11, total: 16, difficulty: "medium" });
    expect(v.tone).toBe("partial");
    expect(v.title).toBe("Accepted at 69 %: 11 of 16 tests passed");
    expect(v.detail).toBe("This passes the 60 % bar of a medium problem, but 5 tests still fail.");
  });
  it.each([
    [69, 11, 16, "easy", "fail"],
    [70, 7, 10, "easy", "partial"],
    [60, 6, 10, "hard", "partial"],
    [50, 5, 10, "hard", "fail"],
    [0, 0, 0, "easy", "fail"],
  ] as const)("score %i (%i/%i) on %s is %s", (score, passed, total, difficulty, tone) => {
    expect(verdictWords({ score, passed, total, difficulty }).tone).toBe(tone);
  });
  it("below the bar says the bar", () => {
    expect(verdictWords({ score: 31, passed: 5, total: 16, difficulty: "medium" })).toMatchObject({
      title: "Not accepted: 5 of 16 tests passed (31 %)",
      detail: "A medium problem needs 60 % of its tests to pass.",
    });
  });
  it("one failing test is singular", () => {
    expect(verdictWords({ score: 90, passed: 9, total: 10, difficulty: "easy" }).detail).toBe(
      "This passes the 70 % bar of an easy problem, but 1 test still fails.",
    );
  });
  it("a run is green only when every visible test passed", () => {
    expect(runTone(3, 3)).toBe("pass");
    expect(runTone(2, 3)).toBe("fail");
    expect(runTone(0, 0)).toBe("fail");
  });
});

describe("patternProgressLabel", () => {
  it("one attempt reads as progress, not a level, and says what the number is", () => {
    expect(patternProgressLabel({ attempted: 1, total: 5, score: 100, level: "Expert" })).toBe(
      "Pattern score 100: the mean of your best scores on 1 of 5 problems",
    );
  });
  it("the level is named from the third problem, or when complete, with the scores it stands for", () => {
    expect(patternProgressLabel({ attempted: 3, total: 5, score: 80, level: "Expert" })).toBe(
      "Pattern score 80: the mean of your best scores on 3 of 5 problems · level Expert (80 or more)",
    );
    expect(patternProgressLabel({ attempted: 2, total: 5, score: 63, level: "Advanced", complete: true })).toBe(
      "Pattern score 63: the mean of your best scores on 2 of 5 problems · level Advanced (55 to 79)",
    );
  });
  it("each level's range follows the cut-offs", () => {
    expect(["Beginner", "Intermediate", "Advanced", "Expert"].map(levelRange)).toEqual(["below 25", "25 to 54", "55 to 79", "80 or more"]);
  });
});

describe("parseCustomInput", () => {
  const params = [
    { name: "nums", type: "int[]" },
    { name: "target", type: "int" },
  ];
  it("one JSON value per line and parameter; several cases follow each other; blank lines ignored", () => {
    expect(parseCustomInput(params, "[1, 2, 3]\n4\n\n[5]\r\n-1\n")).toEqual({
      ok: true,
      cases: [
        [[1, 2, 3], 4],
        [[5], -1],
      ],
    });
  });
  it("an empty input is no case", () => {
    expect(parseCustomInput(params, "  \n")).toEqual({ ok: true, cases: [] });
  });
  it("a missing line is explained with the format", () => {
    expect(parseCustomInput(params, "[1, 2]")).toEqual({
      ok: false,
      error: "Each test needs 2 lines, one JSON value per parameter: nums (int[]), target (int). You gave 1 line.",
    });
  });
  it("a line that is not JSON names the line and the parameter", () => {
    expect(parseCustomInput(params, "[1, 2\n3")).toEqual({ ok: false, error: "Line 1 (nums: int[]) is not a JSON value. Write it like [1, 2, 3]." });
  });
  it("a value of the wrong type names where", () => {
    expect(parseCustomInput(params, '[1, "x"]\n3')).toEqual({
      ok: false,
      error: "Line 1 (nums: int[]) has the wrong type at [1]: expected int[], like [1, 2, 3].",
    });
    expect(parseCustomInput(params, "[1]\n2.5")).toEqual({ ok: false, error: "Line 2 (target: int) has the wrong type: expected int, like 3." });
  });
  it("trees take nulls, strings and chars are checked", () => {
    expect(parseCustomInput([{ name: "root", type: "TreeNode" }], "[3, 9, null, 1]")).toEqual({ ok: true, cases: [[[3, 9, null, 1]]] });
    expect(parseCustomInput([{ name: "grid", type: "char[][]" }], '[["ab"]]').ok).toBe(false);
    expect(parseCustomInput([{ name: "s", type: "string" }], "abc").ok).toBe(false);
  });
  it("bounds: the length and the number of cases", () => {
    expect(parseCustomInput(params, "1".repeat(10_001))).toEqual({ ok: false, error: "Your input must be at most 10,000 characters long." });
    expect(parseCustomInput(params, "[1]\n1\n".repeat(6))).toEqual({ ok: false, error: "At most 5 tests of your own at a time." });
  });
});

describe("autosave names", () => {
  it("one map per problem, a valid saved-data map name", () => {
    expect(codeMapName({ author_id: 10, work_id: 20, page_id: 3 })).toBe("coach-code:10:20:3");
    expect(localCodeKey("/interview-prep/coding/two-sum", "python")).toBe("codelift:code:/interview-prep/coding/two-sum:python");
  });
  it("savedCode keeps string code of language keys only", () => {
    expect(savedCode({ python: "x = 1", javascript: 3, "bad key": "y" })).toEqual({ python: "x = 1" });
    expect(savedCode(null)).toEqual({});
  });
});
