// The mock interview report's timeline (docs/product/interview-prep.md#mock-interviews).
import { describe, expect, it } from "vitest";
import { elapsedText, mockTimeline, type MockAttemptFact } from "~/engine/mockTimeline";

const START = "2026-11-28T10:00:00.000Z";
const END = "2026-11-28T10:45:00.000Z";
const at = (seconds: number) => new Date(Date.parse(START) + seconds * 1000).toISOString();
const attempt = (id: number, over: Partial<MockAttemptFact>): MockAttemptFact => ({
  id,
  pageRowId: 11,
  kind: "run",
  score: 0,
  passed: 0,
  total: 3,
  difficulty: "easy",
  language: "python",
  createdAt: at(60),
  ...over,
});

describe("mockTimeline", () => {
  it("lists the attempts on the interview's problems within its window, oldest first, each with the one before it on its problem", () => {
    const entries = mockTimeline({
      problemRowIds: [11, 22],
      startedAt: START,
      endedAt: END,
      attempts: [
        attempt(5, { kind: "submission", score: 100, passed: 10, total: 10, createdAt: at(725) }),
        attempt(1, { createdAt: at(-30) }), // before the start
        attempt(2, { passed: 1, createdAt: at(65) }),
        attempt(3, { pageRowId: 22, passed: 3, createdAt: at(300) }),
        attempt(4, { pageRowId: 33, createdAt: at(310) }), // not one of its problems
        attempt(6, { kind: "submission", score: 40, passed: 4, total: 10, pageRowId: 22, createdAt: at(2700) }),
        attempt(7, { createdAt: at(2701) }), // after the end
      ],
    });
    expect(entries.map((e) => [e.id, e.problem, e.elapsed_seconds, e.previous_id])).toEqual([
      [2, 1, 65, null],
      [3, 2, 300, null],
      [5, 1, 725, 2],
      [6, 2, 2700, 3],
    ]);
    expect(entries.map((e) => [e.verdict, e.tone])).toEqual([
      ["Run: 1 of 3 visible tests passed", "fail"],
      ["Run: all 3 visible tests passed", "pass"],
      ["Accepted: all 10 tests passed", "pass"],
      ["Not accepted: 4 of 10 tests passed (40 %)", "fail"],
    ]);
  });

  it("writes the time since the start as m:ss, h:mm:ss past an hour", () => {
    expect([0, 65, 725, 3600 + 61].map(elapsedText)).toEqual(["0:00", "1:05", "12:05", "1:01:01"]);
  });
});
