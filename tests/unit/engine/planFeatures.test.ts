// The plans page's comparison sells what the product opens, by the same rules
// (docs/product/billing.md#plans): projects for the premium tiers, cloud labs for Premium Plus.
import { describe, expect, it } from "vitest";
import { FEATURE_SETS } from "~/engine/constants";
import { planComparison, tierHighlights } from "~/engine/planFeatures";

const tiers = Object.values(FEATURE_SETS);
const row = (feature: string) => planComparison(tiers).find((r) => r.feature === feature)!;

describe("the plans comparison", () => {
  it("offers projects to Premium and Premium Plus and cloud labs to Premium Plus only, on the card too", () => {
    expect(row("Hands-on projects").free).toBe(false);
    expect(row("Hands-on projects").cells).toEqual([false, false, false, false, true, true]);
    expect(row("Cloud labs").cells).toEqual([false, false, false, false, false, true]);
    expect(tierHighlights(FEATURE_SETS.PREMIUM)).toContain("Hands-on projects in a sandbox");
    expect(tierHighlights(FEATURE_SETS.PREMIUM)).not.toContain("Cloud labs with real aws commands");
    expect(tierHighlights(FEATURE_SETS.PREMIUM_PLUS)).toContain("Cloud labs with real aws commands");
    expect(tierHighlights(FEATURE_SETS.WORK)).toEqual(["Every lesson of every course and learning path"]);
  });

  it("includes assessments and certificates for everyone, the free account too", () => {
    for (const feature of ["Skill assessments", "Certificates anyone can verify"]) {
      expect(row(feature).free).toBe(true);
      expect(row(feature).cells.every((c) => c === true)).toBe(true);
    }
  });
});
