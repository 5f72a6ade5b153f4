// Product feature flags (docs/product/feature-flags.md): what a viewer sees, and staff's changes to
// levels, overrides and beta testers. Shared by the user config, the staff page and `codelift flags`.
import {
  FEATURE_OVERRIDE_SCOPES,
  PRODUCT_FEATURE_FLAGS,
  featureFlagNameSchema,
  featureLevelSchema,
  isInternalStaff,
  levelName,
  parseOverrideTarget,
  resolveFeatureFlags,
  type FeatureOverrideScope,
  type UserType,
} from "~/engine";
import * as flags from "~/models/featureFlags.server";
import { findUserByEmail } from "~/models/user.server";
import { env } from "~/utils/env.server";

export interface FlagViewerUser {
  id: number;
  email: string;
  verified?: boolean | null;
}

/** Every product flag, on or off, for the user (null: a visitor). */
export async function featureFlagsFor(user: FlagViewerUser | null): Promise<Record<string, boolean>> {
  const internal = !!user && isInternalStaff(user, env().STAFF_EMAIL_DOMAIN);
  const [stored, overrides, beta, organizationIds] = await Promise.all([
    flags.listStoredFlagLevels(),
    flags.listFlagOverrides(),
    user ? flags.isBetaTester(user.id) : Promise.resolve(false),
    user ? flags.organizationIdsOf(user.id) : Promise.resolve([] as number[]),
  ]);
  const cohort: UserType = !user ? "LOGGED_OUT" : internal ? "EDUCATIVE_INTERNAL" : organizationIds.length > 0 ? "B2B_USER" : "B2C_USER";
  return resolveFeatureFlags(stored, overrides, {
    internal,
    beta: beta || internal,
    development: env().NODE_ENV !== "production",
    organizationIds,
    cohort,
  });
}

export interface FlagRow {
  name: string;
  description: string;
  gates: string | null;
  default_level: number;
  level: number;
  level_name: string;
  changed_by: string | null;
  overrides: { scope: FeatureOverrideScope; target: string; enabled: boolean }[];
}

/** The flags as staff see them: level (stored or default) and overrides. */
export async function listFeatureFlags(): Promise<{ flags: FlagRow[]; beta_testers: string[] }> {
  const [stored, overrides, testers] = await Promise.all([flags.listStoredFlagLevels(), flags.listFlagOverrides(), flags.listBetaTesters()]);
  const byName = new Map(stored.map((s) => [s.name, s]));
  return {
    flags: PRODUCT_FEATURE_FLAGS.map((f) => {
      const s = byName.get(f.name);
      const level = s?.level ?? f.defaultLevel;
      return {
        name: f.name,
        description: f.description,
        gates: f.gates,
        default_level: f.defaultLevel,
        level,
        level_name: levelName(level),
        changed_by: s?.updatedBy ?? null,
        overrides: overrides.filter((o) => o.flag === f.name).map((o) => ({ scope: o.scope, target: o.target, enabled: o.enabled })),
      };
    }),
    beta_testers: testers.map((t) => t.email),
  };
}

export type FlagChange =
  | { name: string; level: string | number }
  | { name: string; scope: string; target: string; enabled: boolean }
  | { name: string; scope?: undefined; unset: true }
  | { name: string; scope: string; target: string; unset: true };

export type FlagChangeResult = { ok: true; message: string } | { ok: false; field: string; error: string };

/** One change by staff: a level, an override, or taking either away. Bad input changes nothing. */
export async function changeFeatureFlag(change: FlagChange, staffEmail: string): Promise<FlagChangeResult> {
  const name = featureFlagNameSchema.safeParse(change.name);
  if (!name.success) return { ok: false, field: "name", error: name.error.issues[0]!.message };
  if ("level" in change) {
    const level = featureLevelSchema.safeParse(change.level);
    if (!level.success) return { ok: false, field: "level", error: level.error.issues[0]!.message };
    await flags.storeFlagLevel(name.data, level.data, staffEmail);
    return { ok: true, message: `${name.data} is now at level ${level.data} (${levelName(level.data)}).` };
  }
  if (change.scope === undefined) {
    const had = await flags.deleteFlagLevel(name.data);
    return { ok: true, message: had ? `${name.data} is back to its default level.` : `${name.data} was already at its default level.` };
  }
  if (!(FEATURE_OVERRIDE_SCOPES as readonly string[]).includes(change.scope))
    return { ok: false, field: "scope", error: `scope must be one of ${FEATURE_OVERRIDE_SCOPES.join(", ")}.` };
  const scope = change.scope as FeatureOverrideScope;
  const target = parseOverrideTarget(scope, change.target);
  if (!target.ok) return { ok: false, field: "target", error: target.error };
  if ("unset" in change) {
    const had = await flags.deleteFlagOverride(name.data, scope, target.target);
    return {
      ok: true,
      message: had
        ? `${name.data} no longer has an override for ${scope} ${target.target}.`
        : `${name.data} had no override for ${scope} ${target.target}.`,
    };
  }
  await flags.storeFlagOverride({ flag: name.data, scope, target: target.target, enabled: change.enabled });
  return { ok: true, message: `${name.data} is ${change.enabled ? "on" : "off"} for ${scope} ${target.target}.` };
}

/** Puts a user in beta mode or takes them out of it, by e-mail address. */
export async function setBetaMode(email: string, on: boolean): Promise<FlagChangeResult> {
  const user = await findUserByEmail(email.trim().toLowerCase());
  if (!user) return { ok: false, field: "email", error: "No user has this e-mail address." };
  await flags.setBetaTester(user.id, on);
  return { ok: true, message: `${user.email} is ${on ? "now" : "no longer"} in beta mode.` };
}
