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

/** coach.md §2, in the order tracks are listed. */
export const ROADMAPS = [
  { slug: "coding", title: "Coding Interview Patterns", summary: "25 patterns that cover most coding interview questions, each with problems graded in a sandbox." },
  { slug: "system-design", title: "System Design", summary: "Design scalable systems step by step: requirements, estimates, building blocks and trade-offs." },
  { slug: "api-design", title: "API Design", summary: "Design APIs that last: resources, contracts, versioning, pagination, errors and security." },
  { slug: "low-level-design-interview-using-ood-principles", title: "Low Level Design (Object-Oriented)", summary: "Object-oriented design interviews: SOLID, patterns and classic design problems." },
  { slug: "engineering-management-and-leadership-interviews", title: "Engineering Management and Leadership", summary: "People, delivery and strategy questions for engineering manager interviews." },
  { slug: "behavioral", title: "Behavioral", summary: "Tell your story with structure: STAR answers, conflict, failure, leadership and growth." },
] as const;

export async function loadCodingPatterns(): Promise<SeedPattern[]> {
  const out: SeedPattern[] = [];
  for (const slug of CODING_PATTERN_SLUGS) {
    try {
      out.push((await import(`./patterns/${slug}.ts`)).pattern as SeedPattern);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "ERR_MODULE_NOT_FOUND") throw e;
    }
  }
  return out;
}

export async function loadRoadmaps(): Promise<SeedRoadmap[]> {
  const out: SeedRoadmap[] = [];
  for (const r of ROADMAPS.slice(1)) {
    try {
      out.push((await import(`./roadmaps/${r.slug}.ts`)).roadmap as SeedRoadmap);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "ERR_MODULE_NOT_FOUND") throw e;
    }
  }
  return out;
}
