import { describe, expect, it } from "vitest";
import { formatCountdown } from "~/engine/dates";
import {
  buildMockReport,
  drawMockProblems,
  effectiveMockStatus,
  isValidTimeZone,
  mockAllowanceStatus,
  mockInterviewAllowance,
  mockInterviewEndsAt,
  monthKeyIn,
  type MockCandidatePattern,
} from "~/engine";

describe("isValidTimeZone", () => {
  it.each<[unknown, boolean]>([
    ["UTC", true],
    ["Europe/Paris", true],
    ["America/Los_Angeles", true],
    ["Asia/Kolkata", true],
    ["Mars/Olympus", false],
    ["", false],
    [42, false],
    [null, false],
    ["x".repeat(65), false],
  ])("%s → %s", (tz, ok) => expect(isValidTimeZone(tz)).toBe(ok));
});

describe("monthKeyIn across a month boundary in two time zones", () => {
  // 2026-01-31T23:30Z is still January in Los Angeles (15:30) but already February in Tokyo (08:30 on the 1st)
  const instant = new Date("2026-01-31T23:30:00Z");
  it.each<[string, string, string]>([
    ["2026-01-31T23:30:00Z", "UTC", "2026-01"],
    ["2026-01-31T23:30:00Z", "America/Los_Angeles", "2026-01"],
    ["2026-01-31T23:30:00Z", "Asia/Tokyo", "2026-02"],
    ["2026-02-01T07:30:00Z", "America/Los_Angeles", "2026-01"],
    ["2026-02-01T08:30:00Z", "America/Los_Angeles", "2026-02"],
    ["2025-12-31T15:00:00Z", "Asia/Tokyo", "2026-01"],
    ["2025-12-31T15:00:00Z", "Europe/London", "2025-12"],
  ])("%s in %s is %s", (iso, tz, key) => expect(monthKeyIn(new Date(iso), tz)).toBe(key));
  it("the same instant is in two months", () => expect(monthKeyIn(instant, "Asia/Tokyo")).not.toBe(monthKeyIn(instant, "America/Los_Angeles")));
});

describe("mockInterviewAllowance (3 a month on Premium, 7 on Premium Plus)", () => {
  it.each<[number | null, number]>([
    [300, 3],
    [400, 7],
    [250, 0],
    [200, 0],
    [150, 0],
    [100, 0],
    [null, 0],
  ])("feature set %s → %s a month", (fs, n) => expect(mockInterviewAllowance(fs)).toBe(n));
});

describe("mockAllowanceStatus", () => {
  const three = ["2026-01", "2026-01", "2026-01"];
  it("premium: 3 started in January use it up in January", () => {
    const s = mockAllowanceStatus({ featureSet: 300, startedMonthKeys: three, now: new Date("2026-01-20T10:00:00Z"), timeZone: "UTC" });
    expect(s).toEqual({ monthKey: "2026-01", allowance: 3, used: 3, remaining: 0, refusal: "used_up" });
  });
  it("Tokyo: at 23:30Z on Jan 31 it is February there, so the allowance is fresh", () => {
    const s = mockAllowanceStatus({ featureSet: 300, startedMonthKeys: three, now: new Date("2026-01-31T23:30:00Z"), timeZone: "Asia/Tokyo" });
    expect(s).toMatchObject({ monthKey: "2026-02", used: 0, remaining: 3, refusal: null });
  });
  it("Los Angeles: at 07:30Z on Feb 1 it is still January there, so it stays used up", () => {
    const s = mockAllowanceStatus({
      featureSet: 300,
      startedMonthKeys: three,
      now: new Date("2026-02-01T07:30:00Z"),
      timeZone: "America/Los_Angeles",
    });
    expect(s).toMatchObject({ monthKey: "2026-01", used: 3, remaining: 0, refusal: "used_up" });
  });
  it("Los Angeles: an hour later it is February there too", () => {
    const s = mockAllowanceStatus({
      featureSet: 300,
      startedMonthKeys: three,
      now: new Date("2026-02-01T08:30:00Z"),
      timeZone: "America/Los_Angeles",
    });
    expect(s).toMatchObject({ monthKey: "2026-02", used: 0, remaining: 3, refusal: null });
  });
  it("premium plus has 7", () => {
    const s = mockAllowanceStatus({ featureSet: 400, startedMonthKeys: three, now: new Date("2026-01-20T10:00:00Z"), timeZone: "UTC" });
    expect(s).toMatchObject({ allowance: 7, used: 3, remaining: 4, refusal: null });
  });
  it("no plan: refused with no_plan", () => {
    const s = mockAllowanceStatus({ featureSet: null, startedMonthKeys: [], now: new Date("2026-01-20T10:00:00Z"), timeZone: "UTC" });
    expect(s).toMatchObject({ allowance: 0, remaining: 0, refusal: "no_plan" });
  });
});

const pattern = (slug: string, freq: Record<string, number>, problems: number): MockCandidatePattern => ({
  slug,
  title: slug.toUpperCase(),
  authorId: 6001,
  collectionId: 1000 + slug.length,
  pathSlug: "coding",
  companyFrequency: freq,
  problems: Array.from({ length: problems }, (_, i) => ({
    pageRowId: slug.length * 100 + i,
    pageId: i + 2,
    slug: `${slug}-${i}`,
    title: `${slug} ${i}`,
    difficulty: "Easy",
    companies: { Google: i + 1, Meta: 1 },
  })),
});

describe("drawMockProblems", () => {
  const patterns = [
    pattern("a", { Google: 1, Meta: 40 }, 2),
    pattern("bb", { Google: 50, Meta: 1 }, 2),
    pattern("ccc", { Google: 45, Meta: 1 }, 2),
    pattern("dddd", { Google: 2, Meta: 30 }, 1),
    pattern("eeeee", { Google: 3, Meta: 2 }, 0),
  ];
  it("draws two problems from two different patterns", () => {
    for (let seed = 1; seed < 50; seed++) {
      const drawn = drawMockProblems(patterns, "Google", seed);
      expect(drawn).toHaveLength(2);
      expect(drawn[0]!.pattern_slug).not.toBe(drawn[1]!.pattern_slug);
    }
  });
  it("is deterministic for a seed", () => expect(drawMockProblems(patterns, "Meta", 7)).toEqual(drawMockProblems(patterns, "Meta", 7)));
  it("only from the company's top patterns (never a pattern without problems)", () => {
    const top2 = patterns.map((p) => ({ ...p }));
    for (let seed = 1; seed < 30; seed++) for (const d of drawMockProblems(top2, "Google", seed)) expect(d.pattern_slug).not.toBe("eeeee");
  });
  it("a company outside the table (Oracle) uses the total and still draws two", () =>
    expect(drawMockProblems(patterns, "Oracle", 3)).toHaveLength(2));
  it("fewer patterns than two → fewer problems", () => expect(drawMockProblems([patterns[0]!], "Google", 1)).toHaveLength(1));
});

describe("clock and status", () => {
  it("ends after its length", () => expect(mockInterviewEndsAt(new Date("2026-01-01T10:00:00Z"), 45).toISOString()).toBe("2026-01-01T10:45:00.000Z"));
  it.each<[string, string, string]>([
    ["in_progress", "2026-01-01T10:44:59Z", "in_progress"],
    ["in_progress", "2026-01-01T10:45:00Z", "expired"],
    ["finished", "2026-01-01T12:00:00Z", "finished"],
  ])("%s at %s → %s", (status, now, expected) =>
    expect(effectiveMockStatus({ status, endsAt: "2026-01-01T10:45:00.000Z" }, new Date(now))).toBe(expected),
  );
  it.each<[number, string]>([
    [2700, "45:00"],
    [3600, "1:00:00"],
    [59, "00:59"],
    [3725, "1:02:05"],
    [-3, "00:00"],
  ])("formatCountdown(%s) = %s", (s, text) => expect(formatCountdown(s)).toBe(text));
});

describe("buildMockReport", () => {
  const problems = [
    {
      page_row_id: 1,
      author_id: 1,
      work_id: 1,
      page_id: 2,
      title: "P1",
      difficulty: "Easy",
      pattern: "Two Pointers",
      pattern_slug: "tp",
      path_slug: "coding",
      page_slug: "p1",
    },
    {
      page_row_id: 2,
      author_id: 1,
      work_id: 2,
      page_id: 2,
      title: "P2",
      difficulty: "Medium",
      pattern: "Graphs",
      pattern_slug: "g",
      path_slug: "coding",
      page_slug: "p2",
    },
  ];
  it("best score within the window, time used, patterns to revisit", () => {
    const r = buildMockReport({
      problems,
      submissions: [
        { pageRowId: 1, score: 50, createdAt: "2026-01-01T10:05:00Z" },
        { pageRowId: 1, score: 100, createdAt: "2026-01-01T10:10:00Z" },
        { pageRowId: 2, score: 100, createdAt: "2026-01-01T09:59:00Z" }, // before the start
        { pageRowId: 2, score: 40, createdAt: "2026-01-01T10:20:00Z" },
        { pageRowId: 2, score: 100, createdAt: "2026-01-01T10:31:00Z" }, // after the finish
      ],
      startedAt: "2026-01-01T10:00:00Z",
      endedAt: "2026-01-01T10:30:00Z",
      lengthMinutes: 45,
    });
    expect(r.problems.map((p) => [p.best_score, p.submissions, p.solved])).toEqual([
      [100, 2, true],
      [40, 1, false],
    ]);
    expect(r.time_used_seconds).toBe(1800);
    expect(r.patterns_to_revisit).toEqual(["Graphs"]);
  });
  it("nothing submitted: both patterns to revisit, null scores", () => {
    const r = buildMockReport({ problems, submissions: [], startedAt: "2026-01-01T10:00:00Z", endedAt: "2026-01-01T10:45:00Z", lengthMinutes: 45 });
    expect(r.problems.map((p) => p.best_score)).toEqual([null, null]);
    expect(r.patterns_to_revisit).toEqual(["Two Pointers", "Graphs"]);
    expect(r.time_used_seconds).toBe(2700);
  });
});
