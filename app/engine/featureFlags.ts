// Product feature flags: which flag a viewer sees (docs/product/feature-flags.md). Pure: the server,
// the staff page and the command-line tool share these rules.
import { z } from "zod";
import { USER_TYPES, type UserType } from "./constants";

import { FEATURE_LEVELS, FEATURE_LEVEL_NAMES, type FeatureLevel, type FeatureLevelName } from "./featureLevels";

export { FEATURE_LEVELS, FEATURE_LEVEL_NAMES, type FeatureLevel, type FeatureLevelName } from "./featureLevels";

interface ProductFeatureFlag {
  name: string;
  description: string;
  defaultLevel: FeatureLevel;
  /** What the flag turns on in the product, or null while it is reserved (no behaviour behind it yet). */
  gates: string | null;
}

/**
 * The coach's flags (docs/product/feature-flags.md#the-coachs-flags). Those with `gates` turn that
 * behaviour on; reserved ones (gates null) answer in the user config like the others and gate nothing yet.
 */
export const PRODUCT_FEATURE_FLAGS: readonly ProductFeatureFlag[] = [
  { name: "coach_dashboard", description: "The coach's dashboard", defaultLevel: 2, gates: null },
  { name: "context_switch", description: "Switching between personal and organization context", defaultLevel: 2, gates: null },
  {
    name: "mock_interview_on_roadmap",
    description: "Mock interviews placed on the roadmap",
    defaultLevel: 2,
    gates: "A coding roadmap's page offers the timed mock interview",
  },
  { name: "disruptive_modal", description: "The disruptive modal", defaultLevel: 0, gates: null },
  { name: "aggregated_feedback", description: "Aggregated feedback on submissions", defaultLevel: 2, gates: null },
  { name: "friendly_urls", description: "Friendly URLs", defaultLevel: 4, gates: null },
  { name: "friendly_urls_beta", description: "Friendly URLs, beta variant", defaultLevel: 2, gates: null },
  { name: "save_ai_chat_prompts", description: "Saving AI chat prompts", defaultLevel: 3, gates: null },
  { name: "non_cip_roadmap_customising", description: "Customising a roadmap outside the coding interview path", defaultLevel: 2, gates: null },
  { name: "notepad_evaluation", description: "Evaluating the notepad", defaultLevel: 2, gates: null },
  {
    name: "language_selector",
    description: "The language selector",
    defaultLevel: 4,
    gates: "The problem workspace's language choice; off, the editor stays in the preferred language",
  },
  { name: "ai_testcase", description: "AI-generated test cases", defaultLevel: 3, gates: null },
  { name: "direct_roadmap_navigation", description: "Navigating straight to a roadmap", defaultLevel: 2, gates: null },
  {
    name: "onboarding",
    description: "The coach's onboarding",
    defaultLevel: 4,
    gates: "The coach's onboarding tour on the interview-prep page (Take the tour, three steps)",
  },
  { name: "explain_further", description: "The explain-further button", defaultLevel: 2, gates: null },
];

const PRODUCT_FEATURE_FLAG_NAMES = PRODUCT_FEATURE_FLAGS.map((f) => f.name);

export const featureFlagNameSchema = z
  .string({ error: "name is required." })
  .trim()
  .refine((n) => PRODUCT_FEATURE_FLAG_NAMES.includes(n), { error: `Unknown feature flag (known: ${PRODUCT_FEATURE_FLAG_NAMES.join(", ")}).` });

/** A level by number (0–4) or by name ("beta", "internal_production"…). */
export const featureLevelSchema = z.union([z.string(), z.number()], { error: "level is required." }).transform((raw, ctx): FeatureLevel => {
  const s = String(raw)
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  if (/^[0-4]$/.test(s)) return Number(s) as FeatureLevel;
  if (s in FEATURE_LEVELS) return FEATURE_LEVELS[s as FeatureLevelName];
  ctx.addIssue({ code: "custom", message: `level must be 0–4 or one of ${FEATURE_LEVEL_NAMES.join(", ")}.` });
  return z.NEVER;
});

export const FEATURE_OVERRIDE_SCOPES = ["organization", "cohort"] as const;
export type FeatureOverrideScope = (typeof FEATURE_OVERRIDE_SCOPES)[number];

/** An override's target: an organization id (a positive integer) or a cohort (a user type). */
export function parseOverrideTarget(scope: FeatureOverrideScope, raw: string): { ok: true; target: string } | { ok: false; error: string } {
  const s = raw.trim();
  if (scope === "organization")
    return /^[1-9]\d{0,9}$/.test(s) ? { ok: true, target: s } : { ok: false, error: "organization must be an organization id." };
  const cohort = s.toUpperCase();
  return (USER_TYPES as readonly string[]).includes(cohort)
    ? { ok: true, target: cohort }
    : { ok: false, error: `cohort must be one of ${USER_TYPES.join(", ")}.` };
}

export const levelName = (level: number): FeatureLevelName => FEATURE_LEVEL_NAMES.find((n) => FEATURE_LEVELS[n] === level) ?? "disabled";

export interface FlagViewer {
  /** internal mode: verified staff */
  internal: boolean;
  /** beta mode: a user staff put among the beta testers (staff are in it too) */
  beta: boolean;
  /** the server runs in development */
  development: boolean;
  organizationIds: readonly number[];
  cohort: UserType;
}

export interface FlagOverride {
  flag: string;
  scope: FeatureOverrideScope;
  target: string;
  enabled: boolean;
}

/** Whether the level alone shows the flag to the viewer: each mode unlocks its level and those above. */
export function levelShows(level: number, viewer: Pick<FlagViewer, "internal" | "beta" | "development">): boolean {
  if (level >= FEATURE_LEVELS.production) return true;
  if (level === FEATURE_LEVELS.internal_production) return viewer.internal;
  if (level === FEATURE_LEVELS.beta) return viewer.internal || viewer.beta;
  if (level === FEATURE_LEVELS.development) return viewer.development;
  return false;
}

/**
 * One flag for one viewer. Disabled is off for everyone; otherwise an override of one of the
 * viewer's organizations decides (off wins over on), then one of the cohort, then the level.
 */
export function flagEnabled(level: number, overrides: readonly FlagOverride[], viewer: FlagViewer): boolean {
  if (level <= FEATURE_LEVELS.disabled) return false;
  const orgIds = new Set(viewer.organizationIds.map(String));
  const orgs = overrides.filter((o) => o.scope === "organization" && orgIds.has(o.target));
  if (orgs.length > 0) return orgs.every((o) => o.enabled);
  const cohort = overrides.find((o) => o.scope === "cohort" && o.target === viewer.cohort);
  if (cohort) return cohort.enabled;
  return levelShows(level, viewer);
}

/** Every product flag for the viewer, from the stored levels (absent: the default) and overrides. */
export function resolveFeatureFlags(
  stored: readonly { name: string; level: number }[],
  overrides: readonly FlagOverride[],
  viewer: FlagViewer,
): Record<string, boolean> {
  const levels = new Map(stored.map((s) => [s.name, s.level]));
  return Object.fromEntries(
    PRODUCT_FEATURE_FLAGS.map((f) => [
      f.name,
      flagEnabled(
        levels.get(f.name) ?? f.defaultLevel,
        overrides.filter((o) => o.flag === f.name),
        viewer,
      ),
    ]),
  );
}
