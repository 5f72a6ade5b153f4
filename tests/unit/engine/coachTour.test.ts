import { describe, expect, it } from "vitest";
import { COACH_TOUR_STEPS, COACH_TOUR_TEXTS, coachTourStep } from "~/engine/coachTour";

describe("the coach's onboarding tour", () => {
  it("has three steps, titled with their place", () => {
    expect(COACH_TOUR_STEPS).toHaveLength(3);
    expect(COACH_TOUR_TEXTS.title(1)).toBe("Choose a roadmap (1 of 3)");
  });
  it.each([
    ["1", 1],
    ["3", 3],
    ["4", null],
    ["0", null],
    ["01", null],
    ["2.5", null],
    ["", null],
    [null, null],
  ])("?tour=%s → step %s", (raw, step) => {
    expect(coachTourStep(raw)).toBe(step);
  });
});
