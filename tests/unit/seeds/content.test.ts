// The seed content is product: these checks keep it complete as it grows.
import { describe, expect, it } from "vitest";
import { categories, courses, paths } from "../../../seeds/catalog/index";
import { CODING_PATTERN_SLUGS, loadCodingPatterns, loadRoadmaps, ROADMAPS } from "../../../seeds/coach/index";
import { lessonKind, isConclusionModule } from "~/engine";

describe("catalog seed", () => {
  it("has at least 12 courses across at least 5 categories, each with 5+ lessons of text and code", () => {
    expect(courses.length).toBeGreaterThanOrEqual(12);
    expect(new Set(courses.map((c) => c.category)).size).toBeGreaterThanOrEqual(5);
    for (const c of courses) {
      const lessons = c.sections.flatMap((s) => s.lessons);
      expect(lessons.length, c.slug).toBeGreaterThanOrEqual(5);
      for (const l of lessons) {
        expect(l.body.split(/\s+/).length, `${c.slug}/${l.slug}`).toBeGreaterThan(150);
        expect(l.body, `${c.slug}/${l.slug}`).toMatch(/```\w+/);
      }
    }
  });

  it("has free, early-access and exactly one deprecated course whose replacements exist", () => {
    expect(courses.filter((c) => c.isFree).length).toBeGreaterThanOrEqual(1);
    expect(courses.filter((c) => c.isEarlyAccess).length).toBeGreaterThanOrEqual(1);
    const deprecated = courses.filter((c) => c.deprecated);
    expect(deprecated).toHaveLength(1);
    const slugs = new Set(courses.map((c) => c.slug));
    expect(deprecated[0].deprecated!.replacements.length).toBeGreaterThan(0);
    for (const r of deprecated[0].deprecated!.replacements) expect(slugs.has(r)).toBe(true);
  });

  it("has 3 learning paths over existing courses and unique ids", () => {
    expect(paths).toHaveLength(3);
    const slugs = new Set(courses.map((c) => c.slug));
    for (const p of paths) for (const s of p.courseSlugs) expect(slugs.has(s), `${p.slug} → ${s}`).toBe(true);
    expect(new Set(courses.map((c) => `${c.authorId}-${c.collectionId}`)).size).toBe(courses.length);
    const categorySlugs = new Set(categories.map((c) => c.slug));
    for (const c of courses) expect(categorySlugs.has(c.category)).toBe(true);
  });
});

describe("coach seed", async () => {
  const patterns = await loadCodingPatterns();
  const roadmaps = await loadRoadmaps();

  it("has the 25 coding patterns in order", () => {
    expect(patterns.map((p) => p.slug)).toEqual([...CODING_PATTERN_SLUGS]);
  });

  it.each(patterns.map((p) => [p.slug, p] as const))(
    "%s: 5+ problems mixing difficulties, full problems, an introduction and final remarks",
    (_slug, p) => {
      expect(p.problems.length).toBeGreaterThanOrEqual(5);
      const kinds = new Set(p.problems.map((x) => x.difficulty));
      expect(kinds).toEqual(new Set(["easy", "medium", "hard"]));
      expect(p.introduction.length).toBeGreaterThan(500);
      expect(p.finalRemarks.length).toBeGreaterThan(300);
      for (const pr of p.problems) {
        expect(pr.visibleTests.length, pr.slug).toBeGreaterThanOrEqual(2);
        expect(pr.hiddenTests.length, pr.slug).toBeGreaterThanOrEqual(8);
        for (const lang of ["python", "javascript", "java", "cpp", "go"] as const)
          expect(pr.starter[lang].length, `${pr.slug} ${lang}`).toBeGreaterThan(10);
        expect(pr.solutions.python).toContain(`def ${pr.functionName}`);
        expect(pr.solutions.javascript).toContain(pr.functionName);
        expect(pr.statement).toMatch(/### Examples/);
        expect(pr.statement).toMatch(/### Constraints/);
        expect(lessonKind(pr.title)).toBe("problem");
        expect(Object.keys(pr.companies).sort()).toEqual(["Amazon", "Apple", "Google", "LinkedIn", "Meta", "Microsoft", "Netflix"]);
      }
    },
  );

  it("problem slugs are unique across the coding path", () => {
    const slugs = patterns.flatMap((p) => p.problems.map((x) => x.slug));
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("has the five other roadmaps, each ending with a conclusion module of real lessons", () => {
    expect(roadmaps.map((r) => r.slug)).toEqual(ROADMAPS.slice(1).map((r) => r.slug));
    for (const r of roadmaps) {
      expect(r.modules.length).toBeGreaterThanOrEqual(3);
      expect(isConclusionModule(r.modules.at(-1)!)).toBe(true);
      for (const m of r.modules) for (const l of m.lessons) expect(l.body.split(/\s+/).length, `${r.slug}/${l.slug}`).toBeGreaterThan(150);
    }
  });
});
