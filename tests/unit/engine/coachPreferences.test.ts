import { describe, it, expect } from "vitest";
import {
  codeLanguageId,
  COACH_LANGUAGES,
  CODE_LANGUAGE_IDS,
  LANGUAGE_CHOICES,
  languageList,
  languageName,
  CONTEXT_STATUS,
  ROADMAP_TRACKS,
  coachVisitKey,
  isCompanyChoice,
  isLanguageChoice,
  isPositionChoice,
  resolveCoachContext,
  tracksForPosition,
} from "~/engine";

describe("ROADMAP_TRACKS", () => {
  it("are the six roadmap slugs, Coding first", () => {
    expect(ROADMAP_TRACKS.map((t) => t.slug)).toEqual([
      "coding",
      "system-design",
      "api-design",
      "low-level-design-interview-using-ood-principles",
      "engineering-management-and-leadership-interviews",
      "behavioral",
    ]);
  });
});

describe("tracksForPosition", () => {
  const nonCoding = [
    "system-design",
    "api-design",
    "low-level-design-interview-using-ood-principles",
    "engineering-management-and-leadership-interviews",
    "behavioral",
  ];
  it.each([
    ["Entry-Level Engineer", nonCoding, [...nonCoding, "coding"]],
    ["Mid-Level Engineer", nonCoding, [...nonCoding, "coding"]],
    ["Other", nonCoding, [...nonCoding, "coding"]],
    ["Senior Engineer", ["coding", ...nonCoding], ["coding", ...nonCoding]],
    ["Principal Engineer", ["coding", ...nonCoding], ["coding", ...nonCoding]],
    ["Unknown Position", nonCoding, [...nonCoding, "coding"]],
  ])("%s", (position, leading, all) => {
    const tracks = tracksForPosition(position);
    expect(tracks.leading.map((t) => t.slug)).toEqual(leading);
    expect(tracks.all.map((t) => t.slug)).toEqual(all);
  });
});

describe("choices", () => {
  it.each([
    ["Google", true],
    ["Other", true],
    ["Uber", false],
  ])("company %s → %s", (c, ok) => {
    expect(isCompanyChoice(c)).toBe(ok);
  });
  it.each([
    ["Python", true],
    ["C++", true],
    ["Go", true],
    ["Rust", false],
  ])("language %s → %s", (l, ok) => {
    expect(isLanguageChoice(l)).toBe(ok);
  });
  it.each([
    ["Entry-Level Engineer", true],
    ["Staff Engineer", false],
  ])("position %s → %s", (p, ok) => {
    expect(isPositionChoice(p)).toBe(ok);
  });
});

describe("resolveCoachContext", () => {
  const TODAY = "2025-03-01";
  it("no stored context (404) → defaults and context_status 1004", () => {
    expect(resolveCoachContext(null, TODAY, ["p1", "p2"])).toEqual({
      selectedPatterns: ["p1", "p2"],
      company: "Google",
      lang: "Python",
      position: "Entry-Level Engineer",
      interviewDate: null,
      daysToInterview: 28,
      context_status: 1004,
    });
  });

  it.each([
    [
      "keeps valid choices",
      { company: "Meta", lang: "Go", position: "Senior Engineer", interviewDate: "2025-03-11", context_status: 1003, selectedPatterns: ["x"] },
      { company: "Meta", lang: "Go", position: "Senior Engineer", daysToInterview: 10, context_status: 1003, selectedPatterns: ["x"] },
    ],
    [
      "unknown choices fall back to defaults",
      { company: "Uber", lang: "Rust", position: "CTO", context_status: 42 },
      { company: "Google", lang: "Python", position: "Entry-Level Engineer", context_status: 1001, selectedPatterns: ["d"] },
    ],
    ["past interview date → 28 days", { interviewDate: "2025-01-01" }, { interviewDate: "2025-01-01", daysToInterview: 28 }],
    ["empty selection → default patterns", { selectedPatterns: [] }, { selectedPatterns: ["d"] }],
  ])("%s", (_name, stored, expected) => {
    expect(resolveCoachContext(stored, TODAY, ["d"])).toMatchObject(expected);
  });

  it("has the four context_status codes", () => {
    expect(CONTEXT_STATUS).toEqual({ CONTEXT_EXISTS: 1001, MIGRATION_DISMISSED: 1002, MIGRATION_STARTED: 1003, NO_CONTEXT_FOUND: 1004 });
  });
});

describe("coachVisitKey", () => {
  it.each([
    [false, "7_55_g1_lesson"],
    [true, "7_55_g1_intro"],
  ])("intro %s → %s", (intro, key) => {
    expect(coachVisitKey({ userId: 7, lessonId: 55, groupId: "g1", intro })).toBe(key);
  });
});

describe("the coach's languages, listed once", () => {
  it("names and ids come from one list: Python, JavaScript, Java, C++, Go", () => {
    expect(LANGUAGE_CHOICES).toEqual(["Python", "JavaScript", "Java", "C++", "Go"]);
    expect(CODE_LANGUAGE_IDS).toEqual(["python", "javascript", "java", "cpp", "go"]);
    expect(COACH_LANGUAGES.map((l) => [l.id, l.name])).toEqual(CODE_LANGUAGE_IDS.map((id, i) => [id, LANGUAGE_CHOICES[i]]));
  });
  it.each([
    ["python", "python"],
    ["Python", "python"],
    [" JavaScript ", "javascript"],
    ["C++", "cpp"],
    ["cpp", "cpp"],
    ["py", "python"],
    ["python3", "python"],
    ["js", "javascript"],
    ["golang", "go"],
    ["cobol", null],
    ["", null],
    ["constructor", null], // not a property of some object
    ["toString", null],
  ])("codeLanguageId(%j) → %s", (input, id) => {
    expect(codeLanguageId(input)).toBe(id);
  });
  it("shows names, and lists them for a sentence", () => {
    expect(languageName("cpp")).toBe("C++");
    expect(languageName("rust")).toBe("rust");
    expect(languageList([])).toBe("");
    expect(languageList(["java"])).toBe("Java");
    expect(languageList(["java", "go"])).toBe("Java and Go");
    expect(languageList(["java", "cpp", "go"])).toBe("Java, C++ and Go");
    expect(languageList(["python", "javascript"], "or")).toBe("Python or JavaScript");
  });
});
