// Shapes of the interview-prep coach content. Everything here is our own writing.
//
// Judge contract (the judge and every reference solution follow it):
// - The learner writes one top-level function named `functionName` (Python: `def name(...)`,
//   JavaScript: `function name(...)`; Java: a `public static` method in `class Solution`;
//   C++: a free function; Go: a package-level func). Test inputs are JSON values passed as the
//   positional arguments, in `params` order; the return value is compared with `expected`.
// - Param or return type "ListNode": JSON array <-> singly linked list (class ListNode with
//   `val` and `next`, predefined in Python and JavaScript). "TreeNode": JSON level-order array
//   with null holes <-> binary tree (class TreeNode with `val`, `left`, `right`, predefined).
// - compare: "exact" deep JSON equality (default); "unordered": top-level array order does not
//   matter; "unordered-nested": order matters neither at the top level nor inside the inner
//   arrays; "float": numbers equal within 1e-5.
import type { Difficulty } from "../../app/engine/constants";

/** The coach's difficulty levels (app/engine/constants.ts). */
type ProblemDifficulty = Difficulty;

export type Company = "Google" | "Amazon" | "Microsoft" | "Apple" | "Netflix" | "LinkedIn" | "Meta";
type CompanyCounts = Record<Company, number>;

export type ValueType =
  | "int"
  | "float"
  | "string"
  | "bool"
  | "int[]"
  | "float[]"
  | "string[]"
  | "bool[]"
  | "int[][]"
  | "string[][]"
  | "char[][]"
  | "ListNode"
  | "TreeNode"
  | "void";

interface TestCase {
  /** positional arguments, as JSON values */
  input: unknown[];
  expected: unknown;
}

export interface SeedProblem {
  /** URL slug, unique across the whole coding path */
  slug: string;
  title: string;
  difficulty: ProblemDifficulty;
  /** Markdown: the statement, then "### Examples" and "### Constraints" sections. */
  statement: string;
  functionName: string;
  params: { name: string; type: ValueType }[];
  returnType: ValueType;
  compare?: "exact" | "unordered" | "unordered-nested" | "float";
  starter: { python: string; javascript: string; java: string; cpp: string; go: string };
  /** the reference solution per language; Java, C++ and Go follow the starter's signature */
  solutions: { python: string; javascript: string; java: string; cpp: string; go: string };
  /** Markdown for the "Solution: <title>" page: the idea, a walk-through, complexity. */
  solutionExplanation: string;
  /** at least 2, shown to the learner and used by Run */
  visibleTests: TestCase[];
  /** at least 8, used by Submit together with the visible ones */
  hiddenTests: TestCase[];
  /** how often this problem is reported in interviews, per company (0 to 30) */
  companies: CompanyCounts;
}

export interface SeedPattern {
  /** URL slug, e.g. "two-pointers" */
  slug: string;
  title: string;
  summary: string;
  /** Markdown of the "Introduction to <title>" lesson */
  introduction: string;
  /** at least five, mixing easy, medium and hard, in course order */
  problems: SeedProblem[];
  /** Markdown of the "Final Remarks" page */
  finalRemarks: string;
  /** problems asked per company for this pattern (the company frequency table row) */
  companyFrequency: CompanyCounts;
}

interface SeedRoadmapLesson {
  slug: string;
  title: string;
  minutes: number;
  body: string;
}

interface SeedRoadmapModule {
  slug: string;
  title: string;
  summary: string;
  lessons: SeedRoadmapLesson[];
}

/** The five non-coding roadmaps: modules of real lessons (no graded problems). */
export interface SeedRoadmap {
  slug: string;
  title: string;
  summary: string;
  modules: SeedRoadmapModule[];
}
