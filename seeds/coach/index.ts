// The interview-prep content: the coding roadmap's 25 pattern modules (in course order) and the
// five other roadmaps. Modules are loaded by slug so each lives in a file of its own.
import type { SeedPattern, SeedRoadmap } from "./types";

export const CODING_PATTERN_SLUGS = [
  "two-pointers",
  "fast-and-slow-pointers",
  "sliding-window",
  "merge-intervals",
  "in-place-reversal-of-a-linked-list",
  "two-heaps",
  "k-way-merge",
  "top-k-elements",
  "modified-binary-search",
  "subsets",
  "greedy-techniques",
  "backtracking",
  "dynamic-programming",
  "cyclic-sort",
  "topological-sort",
  "matrices",
  "stacks",
  "graphs",
  "tree-depth-first-search",
  "tree-breadth-first-search",
  "trie",
  "hash-maps",
  "union-find",
  "bitwise-manipulation",
  "prefix-sums",
] as const;

/** The six roadmaps (docs/product/interview-prep.md#roadmaps), in their listed order. */
export const ROADMAPS = [
  {
    slug: "coding",
    title: "Coding Interview Patterns",
    summary: "25 patterns that cover most coding interview questions, each with problems graded in a sandbox.",
  },
  {
    slug: "system-design",
    title: "System Design",
    summary: "Design scalable systems step by step: requirements, estimates, building blocks and trade-offs.",
  },
  { slug: "api-design", title: "API Design", summary: "Design APIs that last: resources, contracts, versioning, pagination, errors and security." },
  {
    slug: "low-level-design-interview-using-ood-principles",
    title: "Low Level Design (Object-Oriented)",
    summary: "Object-oriented design interviews: SOLID, patterns and classic design problems.",
  },
  {
    slug: "engineering-management-and-leadership-interviews",
    title: "Engineering Management and Leadership",
    summary: "People, delivery and strategy questions for engineering manager interviews.",
  },
  { slug: "behavioral", title: "Behavioral", summary: "Tell your story with structure: STAR answers, conflict, failure, leadership and growth." },
] as const;

// Each module is named by its file, so that bundlers (esbuild, for build/server.js) and the type
// checker see every file, and a missing one fails the build instead of the seed quietly.
type PatternSlug = (typeof CODING_PATTERN_SLUGS)[number];
type RoadmapSlug = Exclude<(typeof ROADMAPS)[number]["slug"], "coding">;

const patternModules: Record<PatternSlug, () => Promise<{ pattern: SeedPattern }>> = {
  "two-pointers": () => import("./patterns/two-pointers"),
  "fast-and-slow-pointers": () => import("./patterns/fast-and-slow-pointers"),
  "sliding-window": () => import("./patterns/sliding-window"),
  "merge-intervals": () => import("./patterns/merge-intervals"),
  "in-place-reversal-of-a-linked-list": () => import("./patterns/in-place-reversal-of-a-linked-list"),
  "two-heaps": () => import("./patterns/two-heaps"),
  "k-way-merge": () => import("./patterns/k-way-merge"),
  "top-k-elements": () => import("./patterns/top-k-elements"),
  "modified-binary-search": () => import("./patterns/modified-binary-search"),
  subsets: () => import("./patterns/subsets"),
  "greedy-techniques": () => import("./patterns/greedy-techniques"),
  backtracking: () => import("./patterns/backtracking"),
  "dynamic-programming": () => import("./patterns/dynamic-programming"),
  "cyclic-sort": () => import("./patterns/cyclic-sort"),
  "topological-sort": () => import("./patterns/topological-sort"),
  matrices: () => import("./patterns/matrices"),
  stacks: () => import("./patterns/stacks"),
  graphs: () => import("./patterns/graphs"),
  "tree-depth-first-search": () => import("./patterns/tree-depth-first-search"),
  "tree-breadth-first-search": () => import("./patterns/tree-breadth-first-search"),
  trie: () => import("./patterns/trie"),
  "hash-maps": () => import("./patterns/hash-maps"),
  "union-find": () => import("./patterns/union-find"),
  "bitwise-manipulation": () => import("./patterns/bitwise-manipulation"),
  "prefix-sums": () => import("./patterns/prefix-sums"),
};

const roadmapModules: Record<RoadmapSlug, () => Promise<{ roadmap: SeedRoadmap }>> = {
  "system-design": () => import("./roadmaps/system-design"),
  "api-design": () => import("./roadmaps/api-design"),
  "low-level-design-interview-using-ood-principles": () => import("./roadmaps/low-level-design-interview-using-ood-principles"),
  "engineering-management-and-leadership-interviews": () => import("./roadmaps/engineering-management-and-leadership-interviews"),
  behavioral: () => import("./roadmaps/behavioral"),
};

/** The 25 coding patterns, in course order. */
export async function loadCodingPatterns(): Promise<SeedPattern[]> {
  return Promise.all(CODING_PATTERN_SLUGS.map(async (slug) => (await patternModules[slug]()).pattern));
}

/** The five other roadmaps, in the order of ROADMAPS. */
export async function loadRoadmaps(): Promise<SeedRoadmap[]> {
  return Promise.all(
    ROADMAPS.filter((r): r is Extract<(typeof ROADMAPS)[number], { slug: RoadmapSlug }> => r.slug !== "coding").map(
      async (r) => (await roadmapModules[r.slug]()).roadmap,
    ),
  );
}
