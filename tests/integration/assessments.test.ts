// Skill assessments over HTTP (docs/product/hands-on.md#skill-assessments), as a browser without
// JavaScript sends them: start, adaptive questions (choices and code graded by the judge), the
// score and level, the certificate of a pass, the home page's levels with courses for weak topics,
// a form sent twice counted once, bad input refused with nothing recorded, and the retake rules.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSESSMENTS } from "../../app/services/assessments/catalog";
import type { AssessmentQuestion } from "../../app/engine/assessments";
import { visibleText } from "./helpers/html";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";

let server: TestServer;
let ace: Client;
let novice: Client;

const SOLUTIONS: Record<string, string> = {
  "py-i3": "def count_vowels(text):\n    return sum(1 for c in text.lower() if c in 'aeiou')\n",
  "py-a3":
    "def first_duplicate(nums):\n    seen = set()\n    for n in nums:\n        if n in seen:\n            return n\n        seen.add(n)\n    return -1\n",
};
const WRONG_CODE = "def count_vowels(text):\n    return 0\n\ndef first_duplicate(nums):\n    return -1\n";

const userId = (email: string) => (server.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;
const attempts = (email: string, slug: string) =>
  server.db.prepare("SELECT * FROM assessment_attempts WHERE user_id = ? AND assessment_slug = ? ORDER BY id").all(userId(email), slug) as {
    id: number;
    answers: string;
    current_question: string | null;
    finished_at: string | null;
    score: number | null;
    level: string | null;
    open_key: string | null;
  }[];

async function pageText(c: Client, path: string): Promise<{ html: string; text: string }> {
  const res = await c.get(path);
  expect(res.status).toBe(200);
  const html = await res.text();
  return { html, text: visibleText(html) };
}

function questionOf(html: string, slug: string): AssessmentQuestion {
  const id = /name="question" value="([^"]+)"/.exec(html)?.[1];
  expect(id, "the page shows a question").toBeTruthy();
  return ASSESSMENTS.find((a) => a.slug === slug)!.questions.find((q) => q.id === id)!;
}

function answerFields(q: AssessmentQuestion, right: boolean): Record<string, string> {
  if (q.kind === "choice") return { intent: "answer", question: q.id, choice: String(right ? q.answer : (q.answer + 1) % q.choices.length) };
  return { intent: "answer", question: q.id, code: right ? SOLUTIONS[q.id]! : WRONG_CODE };
}

/** Answers every question of an attempt (right or wrong), returning the difficulties asked. */
async function walk(c: Client, slug: string, right: (n: number) => boolean): Promise<string[]> {
  const asked: string[] = [];
  for (let n = 0; ; n++) {
    const { html } = await pageText(c, `/assessments/${slug}`);
    if (!html.includes('name="question"')) return asked;
    const q = questionOf(html, slug);
    asked.push(q.difficulty);
    const res = await c.postForm(`/assessments/${slug}`, answerFields(q, right(n)));
    expect(res.status).toBe(302);
  }
}

beforeAll(async () => {
  server = await startServer();
  ace = (await signUpVerified(server, { email: "ace@example.com", fullName: "Ada Ace" })).client;
  novice = (await signUpVerified(server, { email: "novice@example.com", fullName: "Ned Novice" })).client;
});
afterAll(() => server?.stop());

describe("taking an assessment", () => {
  it("adapts, scores, levels and certifies a pass; the home page shows the level", async () => {
    const before = await pageText(ace, "/assessments/python");
    expect(before.text).toContain("Start the assessment");
    expect(before.text).toContain("Levels by score: Beginner below 25, Intermediate from 25, Advanced from 55, Expert from 80.");
    const start = await ace.postForm("/assessments/python", { intent: "start" });
    expect(start.status).toBe(302);
    expect(start.headers.get("Location")).toBe("/assessments/python#question");
    const first = await pageText(ace, "/assessments/python");
    expect(first.text).toContain("Question 1 of 6");
    expect(questionOf(first.html, "python").difficulty).toBe("intermediate");

    // the same answer sent twice counts once
    const q1 = questionOf(first.html, "python");
    expect((await ace.postForm("/assessments/python", answerFields(q1, true))).status).toBe(302);
    const again = await ace.postForm("/assessments/python", answerFields(q1, false));
    expect(again.status).toBe(302);
    expect(visibleText(await (await ace.get("/assessments/python")).text())).toContain("That question was already answered.");
    expect(JSON.parse(attempts("ace@example.com", "python")[0]!.answers)).toHaveLength(1);

    // a right answer raised the difficulty; every answer right from here (the code questions through the judge)
    const asked = await walk(ace, "python", () => true);
    expect(asked[0]).toBe("advanced");
    const [row] = attempts("ace@example.com", "python");
    expect(row!.finished_at).not.toBeNull();
    expect(row!.open_key).toBeNull();
    expect(row!.score).toBe(100);
    expect(row!.level).toBe("Expert");
    const answered = JSON.parse(row!.answers) as { question: string; correct: boolean }[];
    expect(answered).toHaveLength(6);
    expect(answered.every((a) => a.correct)).toBe(true);
    expect(
      answered.some((a) => a.question === "py-a3"),
      "the advanced code question was asked and graded right",
    ).toBe(true);

    const result = await pageText(ace, "/assessments/python");
    expect(result.text).toContain("Your level: Expert");
    expect(result.text).toContain("100 of 100");
    expect(result.text).toContain("No weak topic");
    const certId = /href="\/certificates\/([a-f0-9]{24})"/.exec(result.html)?.[1];
    expect(certId).toBeTruthy();
    const cert = await pageText(ace, `/certificates/${certId}`);
    expect(cert.text).toContain("passed the skill assessment");
    expect(cert.text).toContain("Python skill assessment");

    const home = await pageText(ace, "/learn/home");
    expect(home.text).toContain("Your skill levels");
    expect(home.text).toContain("Python skill assessment");
    expect(home.text).toContain("Expert 100 of 100");
  });

  it("wrong answers lower the difficulty, level the learner Beginner and recommend courses for the weak topics; no certificate", async () => {
    expect((await novice.postForm("/assessments/sql", { intent: "start" })).status).toBe(302);
    const asked = await walk(novice, "sql", () => false);
    expect(asked).toEqual(["intermediate", "beginner", "beginner", "beginner", "intermediate", "intermediate"]);
    const [row] = attempts("novice@example.com", "sql");
    expect(row!.score).toBe(0);
    expect(row!.level).toBe("Beginner");
    const result = await pageText(novice, "/assessments/sql");
    expect(result.text).toContain("Your level: Beginner");
    expect(result.text).toContain("Topics to work on:");
    expect(result.html).toContain('href="/courses/sql-for-developers"');
    expect(result.text).not.toContain("See your certificate");
    expect(server.db.prepare("SELECT count(*) n FROM earned_certificates WHERE user_id = ?").get(userId("novice@example.com"))).toEqual({ n: 0 });
    const home = await pageText(novice, "/learn/home");
    expect(home.text).toContain("Beginner 0 of 100");
    expect(home.text).toContain("SQL for Developers");
  });

  it("refuses bad input and unknown questions, recording nothing", async () => {
    expect((await novice.postForm("/assessments/javascript", { intent: "start" })).status).toBe(302);
    const before = attempts("novice@example.com", "javascript")[0]!;
    for (const fields of <Record<string, string>[]>[
      { intent: "answer", question: before.current_question!, choice: "abc" },
      { intent: "answer", question: "", choice: "1" },
      { intent: "bogus" },
    ]) {
      const res = await novice.postForm("/assessments/javascript", fields);
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/assessments/javascript");
    }
    expect(visibleText(await (await novice.get("/assessments/javascript")).text())).toContain("That answer was not understood.");
    const other = await novice.postForm("/assessments/javascript", { intent: "answer", question: "js-a1", choice: "1" });
    expect(other.status).toBe(302);
    expect(attempts("novice@example.com", "javascript")[0]).toEqual(before);
    expect((await novice.postForm("/assessments/nope", { intent: "start" })).status).toBe(404);
    expect((await server.client().postForm("/assessments/sql", { intent: "start" })).status).toBe(302);
  });

  it("shows the retake rules in a modal; a retake opens 24 hours after the attempt finished", async () => {
    const modal = await pageText(novice, "/assessments/sql?dialog=retake");
    expect(modal.html).toContain("<dialog");
    expect(modal.text).toContain("Retake this assessment?");
    expect(modal.text).toContain("You can retake an assessment 24 hours after you finished it.");
    expect(modal.text).toContain("You can retake this assessment from");
    expect(modal.text).not.toContain("Start the retake");
    const early = await novice.postForm("/assessments/sql", { intent: "start" });
    expect(early.headers.get("Location")).toBe("/assessments/sql");
    expect(attempts("novice@example.com", "sql")).toHaveLength(1);

    server.db
      .prepare("UPDATE assessment_attempts SET finished_at = '2026-01-01T00:00:00.000Z' WHERE user_id = ? AND assessment_slug = 'sql'")
      .run(userId("novice@example.com"));
    const open = await pageText(novice, "/assessments/sql?dialog=retake");
    expect(open.text).toContain("Start the retake");
    expect((await novice.postForm("/assessments/sql", { intent: "start" })).headers.get("Location")).toBe("/assessments/sql#question");
    const both = attempts("novice@example.com", "sql");
    expect(both).toHaveLength(2);
    expect(both[1]!.finished_at).toBeNull();
    expect(both[1]!.current_question).toBe("sql-i1");
  });
});
