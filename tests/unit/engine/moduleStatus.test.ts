import { describe, it, expect } from "vitest";
import { moduleStatus } from "~/engine";

const problems = [
  { groupId: "g1", name: "Two Sum" },
  { groupId: "g2", name: "Three Sum" },
  { groupId: "g3", name: "Four Sum" },
];

describe("moduleStatus", () => {
  it.each<[string, string[], string[], Record<string, string | null>, string | null, number, number]>([
    ["nothing done", [], [], {}, null, 0, 0],
    ["latest visited attempted problem", ["g1", "g2"], [], { g1: "2025-01-03T00:00:00Z", g2: "2025-01-02T00:00:00Z" }, "g1", 2, 0],
    ["a skipped problem is never the last interacted", ["g1", "g2"], ["g1"], { g1: "2025-01-03T00:00:00Z", g2: "2025-01-02T00:00:00Z" }, "g2", 2, 1],
    ["a visited but unattempted problem is ignored", ["g2"], [], { g1: "2025-01-05T00:00:00Z", g2: "2025-01-02T00:00:00Z" }, "g2", 1, 0],
    ["attempted without a visit time is ignored", ["g1", "g2"], [], { g2: "2025-01-02T00:00:00Z", g1: null }, "g2", 2, 0],
    ["skipped only", [], ["g3"], {}, null, 0, 1],
  ])("%s", (_name, submitted, skipped, lastVisited, last, attempted, skippedCount) => {
    const status = moduleStatus({ problems, submittedGroupIds: submitted, skippedGroupIds: skipped, lastVisited });
    expect(status.lastInteracted?.groupId ?? null).toBe(last);
    expect(status.attemptedCount).toBe(attempted);
    expect(status.skippedCount).toBe(skippedCount);
  });

  it("marks each problem and keeps its own fields", () => {
    const status = moduleStatus({ problems, submittedGroupIds: ["g2"], skippedGroupIds: ["g3"] });
    expect(status.problems).toEqual([
      { groupId: "g1", name: "Two Sum", attempted: false, skipped: false },
      { groupId: "g2", name: "Three Sum", attempted: true, skipped: false },
      { groupId: "g3", name: "Four Sum", attempted: false, skipped: true },
    ]);
  });
});
