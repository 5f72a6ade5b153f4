import { describe, expect, it } from "vitest";
import {
  FEATURE_LEVELS,
  PRODUCT_FEATURE_FLAGS,
  featureFlagNameSchema,
  featureLevelSchema,
  flagEnabled,
  levelShows,
  parseOverrideTarget,
  resolveFeatureFlags,
  type FlagViewer,
} from "~/engine/featureFlags";

const visitor: FlagViewer = { internal: false, beta: false, development: false, organizationIds: [], cohort: "LOGGED_OUT" };
const learner: FlagViewer = { ...visitor, cohort: "B2C_USER" };
const betaUser: FlagViewer = { ...learner, beta: true };
const staff: FlagViewer = { ...visitor, internal: true, beta: true, cohort: "EDUCATIVE_INTERNAL" };
const member: FlagViewer = { ...learner, organizationIds: [7, 9], cohort: "B2B_USER" };

describe("feature flag levels", () => {
  it("numbers the levels as the product does", () => {
    expect(FEATURE_LEVELS).toEqual({ disabled: 0, development: 1, beta: 2, internal_production: 3, production: 4 });
  });

  it("each mode unlocks its level and those above", () => {
    const table = [visitor, learner, betaUser, staff, { ...learner, development: true }].map((v) => [0, 1, 2, 3, 4].map((l) => levelShows(l, v)));
    expect(table).toEqual([
      [false, false, false, false, true],
      [false, false, false, false, true],
      [false, false, true, false, true],
      [false, false, true, true, true],
      [false, true, false, false, true],
    ]);
  });
});

describe("overrides", () => {
  it("an organization's override wins over the cohort and the level, and off wins between organizations", () => {
    const on7 = { flag: "x", scope: "organization" as const, target: "7", enabled: true };
    const off9 = { flag: "x", scope: "organization" as const, target: "9", enabled: false };
    const cohortOff = { flag: "x", scope: "cohort" as const, target: "B2B_USER", enabled: false };
    expect(flagEnabled(2, [on7, cohortOff], member)).toBe(true);
    expect(flagEnabled(2, [on7, off9], member)).toBe(false);
    expect(flagEnabled(4, [cohortOff], member)).toBe(false);
    expect(flagEnabled(2, [on7], learner)).toBe(false);
    expect(flagEnabled(1, [{ ...cohortOff, target: "B2C_USER", enabled: true }], learner)).toBe(true);
  });

  it("a disabled flag stays off whatever the overrides say", () => {
    expect(flagEnabled(0, [{ flag: "x", scope: "organization", target: "7", enabled: true }], member)).toBe(false);
    expect(flagEnabled(0, [], staff)).toBe(false);
  });
});

describe("resolveFeatureFlags", () => {
  it("answers every coach flag, a stored level replacing the default", () => {
    const all = resolveFeatureFlags([{ name: "ai_testcase", level: 4 }], [], learner);
    expect(Object.keys(all)).toEqual(PRODUCT_FEATURE_FLAGS.map((f) => f.name));
    expect(Object.keys(all)).toHaveLength(15);
    expect(all.ai_testcase).toBe(true);
    expect(resolveFeatureFlags([], [], learner).ai_testcase).toBe(false);
    expect(resolveFeatureFlags([], [], staff).ai_testcase).toBe(true);
    expect(all.friendly_urls).toBe(true);
    expect(all.friendly_urls_beta).toBe(false);
    expect(resolveFeatureFlags([], [], betaUser).friendly_urls_beta).toBe(true);
  });
});

describe("input", () => {
  it("reads levels by number or name and refuses the rest", () => {
    expect(featureLevelSchema.parse("beta")).toBe(2);
    expect(featureLevelSchema.parse("Internal production")).toBe(3);
    expect(featureLevelSchema.parse(4)).toBe(4);
    const bad = featureLevelSchema.safeParse("5");
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("level must be 0–4 or one of disabled, development, beta, internal_production, production.");
  });

  it("knows only the product's flags", () => {
    expect(featureFlagNameSchema.parse(" onboarding ")).toBe("onboarding");
    expect(featureFlagNameSchema.safeParse("nope").error?.issues[0]?.message).toMatch(/^Unknown feature flag \(known: coach_dashboard, /);
  });

  it("checks override targets", () => {
    expect(parseOverrideTarget("organization", "12")).toEqual({ ok: true, target: "12" });
    expect(parseOverrideTarget("organization", "0")).toEqual({ ok: false, error: "organization must be an organization id." });
    expect(parseOverrideTarget("cohort", "b2b_user")).toEqual({ ok: true, target: "B2B_USER" });
    expect(parseOverrideTarget("cohort", "admins").ok).toBe(false);
  });
});
