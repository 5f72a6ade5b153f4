import { describe, it, expect } from "vitest";
import {
  findProblemOfSolution,
  findSolutionPage,
  isConclusionModule,
  isFinalRemarks,
  lessonKind,
  planModules,
  problemPages,
  solutionPageTitle,
} from "~/engine";

describe("lessonKind", () => {
  it.each([
    ["Introduction to Two Pointers", "intro"],
    ["Two Pointers: INTRODUCTION", "intro"],
    ["Solution: Valid Palindrome", "solution"],
    ["solution: valid palindrome", "solution"],
    ["  Solution: Trimmed", "solution"],
    ["Solution: Introduction to Heaps", "intro"], // intro is checked first
    ["Valid Palindrome", "problem"],
    ["The Solution Space", "problem"], // contains but does not start with "solution"
    ["Final Remarks", "problem"],
  ])("%s → %s", (title, kind) => {
    expect(lessonKind(title)).toBe(kind);
  });
});

describe("solution pages", () => {
  const pages = [{ title: "Valid Palindrome" }, { title: "solution:  valid palindrome" }, { title: "Solution: Sum of Three Values" }];
  it.each([
    ["Valid Palindrome", "Solution: Valid Palindrome", "solution:  valid palindrome"],
    ["Sum of Three Values", "Solution: Sum of Three Values", "Solution: Sum of Three Values"],
    ["Missing Problem", "Solution: Missing Problem", null],
  ])("%s", (problem, title, found) => {
    expect(solutionPageTitle(problem)).toBe(title);
    expect(findSolutionPage(problem, pages)?.title ?? null).toBe(found);
  });
});

describe("the problem a solution page explains", () => {
  const pages = [
    { title: "Introduction to Two Pointers" },
    { title: "Valid Palindrome" },
    { title: "Solution: Valid Palindrome" },
    { title: "Sum of Three Values" },
    { title: "Solution: Sum of Three Values" },
    { title: "Final Remarks" },
  ];
  it.each([
    ["Solution: Valid Palindrome", "Valid Palindrome"],
    ["solution:   sum of three VALUES", "Sum of Three Values"],
    ["Solution: Missing Problem", null],
    // only a problem page can be explained: never the introduction or the solution page itself
    ["Solution: Introduction to Two Pointers", null],
    ["Solution: Solution: Valid Palindrome", null],
  ])("%s → %s", (title, found) => {
    expect(findProblemOfSolution(title, pages)?.title ?? null).toBe(found);
  });
});

describe("problemPages", () => {
  it("keeps problems in order and drops intro, solution and Final Remarks pages", () => {
    const pages = [
      { id: 1, title: "Introduction to Sliding Window" },
      { id: 2, title: "Maximum Sum Subarray" },
      { id: 3, title: "Solution: Maximum Sum Subarray" },
      { id: 4, title: "Longest Substring" },
      { id: 5, title: "final remarks" },
    ];
    expect(problemPages(pages).map((p) => p.id)).toEqual([2, 4]);
  });

  it.each([
    ["Final Remarks", true],
    ["  final   REMARKS ", true],
    ["Final Remarks on Heaps", false],
  ])("isFinalRemarks(%j) = %s", (title, expected) => {
    expect(isFinalRemarks(title)).toBe(expected);
  });
});

describe("conclusion modules", () => {
  it.each([
    ["Conclusion", true],
    ["Course Conclusion", true],
    ["Two Pointers", false],
  ])("isConclusionModule(%j) = %s", (title, expected) => {
    expect(isConclusionModule({ title })).toBe(expected);
  });

  it("planModules never includes a conclusion module", () => {
    const modules = [{ title: "Two Pointers" }, { title: "Conclusion" }, { title: "Heaps" }];
    expect(planModules(modules).map((m) => m.title)).toEqual(["Two Pointers", "Heaps"]);
  });
});
