// The catalog search's pure parts: the FTS5 query built from what a learner types, and a
// database ranking deciding which courses match and in what order (filters still applied).
import { describe, expect, it } from "vitest";
import { catalogFtsQuery, filterCatalog, type CourseFacts } from "~/engine/catalog";

const course = (id: number, over: Partial<CourseFacts> = {}): CourseFacts => ({
  id,
  title: `Course ${id}`,
  summary: "",
  categorySlug: "web",
  tagSlugs: [],
  difficulty: "beginner",
  isFree: false,
  isEarlyAccess: false,
  rank: id,
  isMarkedForDeletion: false,
  metadataStatus: "active",
  ...over,
});

describe("catalogFtsQuery", () => {
  it.each([
    ["graph algorithms", '"graph"* "algorithms"*'],
    ["  Café  ", '"cafe"*'],
    ['graph OR * NEAR("x")', '"graph"* "or"* "near"* "x"*'],
    ["c++ c# node.js", '"c++"* "c#"* "node.js"*'],
    ["", null],
    ['"*()', null],
  ])("%j → %j", (q, expected) => {
    expect(catalogFtsQuery(q)).toBe(expected);
  });
});

describe("filterCatalog with a ranking", () => {
  const courses = [
    course(1, { title: "Alpha" }),
    course(2, { title: "Beta", difficulty: "advanced" }),
    course(3, { title: "Gamma" }),
    course(4, { isMarkedForDeletion: true }),
  ];

  it("keeps the ranked courses only, in the ranking's order", () => {
    const ranking = new Map([
      [3, 0],
      [1, 1],
      [4, 2],
    ]);
    const r = filterCatalog(courses, { section: "all", q: "anything", ranking });
    expect(r.courses.map((c) => c.id)).toEqual([3, 1]);
    expect(r.total).toBe(2);
  });

  it("still applies the filters and counts them", () => {
    const ranking = new Map([
      [2, 0],
      [3, 1],
    ]);
    const r = filterCatalog(courses, { section: "all", q: "x", difficulty: "advanced", ranking });
    expect(r.courses.map((c) => c.id)).toEqual([2]);
    expect(r.counts.difficulty).toEqual({ advanced: 1, beginner: 1 });
  });

  it("ignores a ranking when there is no search", () => {
    const r = filterCatalog(courses, { section: "all", q: "", ranking: new Map([[3, 0]]) });
    expect(r.courses.map((c) => c.id)).toEqual([1, 2, 3]);
  });
});
