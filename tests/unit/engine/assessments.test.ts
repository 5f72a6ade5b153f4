import { describe, expect, it } from "vitest";
import {
  assessmentLevel,
  assessmentPassed,
  assessmentScore,
  choiceCorrect,
  nextDifficulty,
  nextQuestion,
  recommendedCourses,
  retakeAvailableAt,
  weakTopics,
  type AnsweredQuestion,
  type AssessmentQuestion,
} from "~/engine/assessments";
import { ASSESSMENTS } from "~/services/assessments/catalog";

const q = (id: string, difficulty: AssessmentQuestion["difficulty"], topic = "t"): AssessmentQuestion => ({
  kind: "choice",
  id,
  topic,
  difficulty,
  prompt: id,
  choices: ["a", "b"],
  answer: 0,
});
const a = (question: string, difficulty: AnsweredQuestion["difficulty"], correct: boolean, topic = "t"): AnsweredQuestion => ({
  question,
  difficulty,
  correct,
  topic,
});
const bank = {
  length: 4,
  questions: [q("b1", "beginner"), q("b2", "beginner"), q("i1", "intermediate"), q("i2", "intermediate"), q("a1", "advanced")],
};

describe("adaptive difficulty", () => {
  it("starts at the intermediate difficulty", () => {
    expect(nextDifficulty([])).toBe("intermediate");
    expect(nextQuestion(bank, [])?.id).toBe("i1");
  });
  it("a right answer raises the next question's difficulty, a wrong one lowers it, within the bounds", () => {
    expect(nextDifficulty([a("i1", "intermediate", true)])).toBe("advanced");
    expect(nextDifficulty([a("i1", "intermediate", false)])).toBe("beginner");
    expect(nextDifficulty([a("a1", "advanced", true)])).toBe("advanced");
    expect(nextDifficulty([a("b1", "beginner", false)])).toBe("beginner");
    expect(nextQuestion(bank, [a("i1", "intermediate", true)])?.id).toBe("a1");
    expect(nextQuestion(bank, [a("i1", "intermediate", false)])?.id).toBe("b1");
  });
  it("takes the nearest difficulty (the easier first) when the wanted one is used up, never a question twice", () => {
    const answered = [a("i1", "intermediate", true), a("a1", "advanced", true)];
    expect(nextQuestion(bank, answered)?.id).toBe("i2");
    const more = [...answered, a("i2", "intermediate", true)];
    expect(nextQuestion(bank, more)?.id).toBe("b1");
  });
  it("stops after the attempt's length", () => {
    const four = [a("i1", "intermediate", false), a("b1", "beginner", false), a("b2", "beginner", true), a("i2", "intermediate", true)];
    expect(nextQuestion(bank, four)).toBeNull();
  });
});

describe("score and level", () => {
  it("all right is 100, all wrong 0, and harder right answers are worth more", () => {
    // a perfect run on this bank: intermediate, advanced, then the bank's one advanced is used: intermediate, advanced is gone, … = 2 + 3 + 2 + 1 = 8
    const all = [a("i1", "intermediate", true), a("a1", "advanced", true), a("i2", "intermediate", true), a("b1", "beginner", true)];
    expect(assessmentScore(bank, all)).toBe(100);
    expect(assessmentScore(bank, [a("i1", "intermediate", false), a("b1", "beginner", false)])).toBe(0);
    expect(assessmentScore(bank, [])).toBe(0);
    expect(assessmentScore(bank, [a("i1", "intermediate", true), a("a1", "advanced", false), a("i2", "intermediate", false)])).toBe(25);
    expect(assessmentScore(bank, [a("i1", "intermediate", false), a("b1", "beginner", true), a("i2", "intermediate", true)])).toBe(38);
    expect(
      assessmentScore(bank, [a("i1", "intermediate", false), a("b1", "beginner", false), a("b2", "beginner", false), a("a1", "advanced", true)]),
    ).toBe(38);
    expect(assessmentScore({ length: 3, questions: [] }, all)).toBe(0);
  });
  it("levels by the cut-offs 25, 55 and 80", () => {
    expect([0, 24, 25, 54, 55, 79, 80, 100].map(assessmentLevel)).toEqual([
      "Beginner",
      "Beginner",
      "Intermediate",
      "Intermediate",
      "Advanced",
      "Advanced",
      "Expert",
      "Expert",
    ]);
    expect(assessmentPassed(54)).toBe(false);
    expect(assessmentPassed(55)).toBe(true);
  });
});

describe("weak topics, recommendations, retakes, choices", () => {
  it("a topic with fewer than half right is weak; its courses are recommended once each", () => {
    const answers = [
      a("1", "intermediate", false, "sql"),
      a("2", "beginner", true, "sql"),
      a("3", "beginner", false, "joins"),
      a("4", "beginner", true, "x"),
    ];
    expect(weakTopics(answers)).toEqual(["joins"]);
    expect(weakTopics([a("1", "beginner", false, "sql"), a("2", "beginner", false, "joins")])).toEqual(["sql", "joins"]);
    expect(recommendedCourses({ courses: { sql: ["c1", "c2"], joins: ["c2", "c3"] } }, ["sql", "joins"])).toEqual(["c1", "c2", "c3"]);
    expect(recommendedCourses({ courses: {} }, ["sql"])).toEqual([]);
  });
  it("a retake opens 24 hours after the attempt finished", () => {
    const now = new Date("2026-11-27T12:00:00Z");
    expect(retakeAvailableAt(null, now)).toBeNull();
    expect(retakeAvailableAt("2026-11-26T11:59:59Z", now)).toBeNull();
    expect(retakeAvailableAt("2026-11-27T10:00:00Z", now)?.toISOString()).toBe("2026-11-28T10:00:00.000Z");
  });
  it("grades a choice by its index only", () => {
    const question = q("x", "beginner") as Extract<AssessmentQuestion, { kind: "choice" }>;
    expect(choiceCorrect(question, 0)).toBe(true);
    expect(choiceCorrect(question, 1)).toBe(false);
    expect(choiceCorrect(question, 0.5)).toBe(false);
  });
});

describe("the assessments that ship", () => {
  it("Python, JavaScript, SQL and system design, each with unique ids, every difficulty, enough questions and valid answers", () => {
    expect(ASSESSMENTS.map((x) => x.slug)).toEqual(["python", "javascript", "sql", "system-design"]);
    expect(new Set(ASSESSMENTS.map((x) => x.number)).size).toBe(ASSESSMENTS.length);
    const ids = ASSESSMENTS.flatMap((x) => x.questions.map((y) => y.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const def of ASSESSMENTS) {
      expect(def.questions.length).toBeGreaterThanOrEqual(def.length);
      for (const d of ["beginner", "intermediate", "advanced"]) expect(def.questions.some((x) => x.difficulty === d)).toBe(true);
      for (const x of def.questions) if (x.kind === "choice") expect(x.answer).toBeLessThan(x.choices.length);
      for (const topic of new Set(def.questions.map((x) => x.topic))) expect(def.courses[topic]?.length).toBeGreaterThan(0);
    }
    expect(ASSESSMENTS.filter((x) => x.questions.some((y) => y.kind === "code")).map((x) => x.slug)).toEqual(["python", "javascript"]);
  });
});
