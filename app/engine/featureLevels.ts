// The rollout levels of the product feature flags (docs/product/feature-flags.md#levels), apart from
// the flags' rules so that a page may show them without the validation library.

/** The rollout levels, lowest first. */
export const FEATURE_LEVELS = { disabled: 0, development: 1, beta: 2, internal_production: 3, production: 4 } as const;
export type FeatureLevelName = keyof typeof FEATURE_LEVELS;
export type FeatureLevel = (typeof FEATURE_LEVELS)[FeatureLevelName];
export const FEATURE_LEVEL_NAMES = Object.keys(FEATURE_LEVELS) as FeatureLevelName[];
