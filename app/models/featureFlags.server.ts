// Product feature flags: stored levels, overrides and beta testers (queries only; the rules are in
// app/engine/featureFlags, the flows in app/services/featureFlags.server).
import { and, asc, eq } from "drizzle-orm";
import { run } from "../../db/access";
import type { FeatureOverrideScope, FlagOverride } from "../engine/featureFlags";

export async function listStoredFlagLevels(): Promise<{ name: string; level: number; updatedBy: string | null; updatedAt: string }[]> {
  return run((db, t) => db.select().from(t.featureFlags).orderBy(asc(t.featureFlags.name)));
}

export async function listFlagOverrides(): Promise<FlagOverride[]> {
  const rows = await run((db, t) =>
    db
      .select()
      .from(t.featureFlagOverrides)
      .orderBy(asc(t.featureFlagOverrides.flag), asc(t.featureFlagOverrides.scope), asc(t.featureFlagOverrides.target)),
  );
  return rows.map((r) => ({ flag: r.flag, scope: r.scope as FeatureOverrideScope, target: r.target, enabled: r.enabled }));
}

export async function storeFlagLevel(name: string, level: number, updatedBy: string): Promise<void> {
  const updatedAt = new Date().toISOString();
  await run((db, t) =>
    db
      .insert(t.featureFlags)
      .values({ name, level, updatedBy, updatedAt })
      .onConflictDoUpdate({ target: t.featureFlags.name, set: { level, updatedBy, updatedAt } }),
  );
}

/** Back to the default level; whether there was a stored one. */
export async function deleteFlagLevel(name: string): Promise<boolean> {
  const gone = await run((db, t) => db.delete(t.featureFlags).where(eq(t.featureFlags.name, name)).returning());
  return gone.length > 0;
}

export async function storeFlagOverride(o: FlagOverride): Promise<void> {
  const o2 = { flag: o.flag, scope: o.scope, target: o.target, enabled: o.enabled };
  await run((db, t) =>
    db
      .insert(t.featureFlagOverrides)
      .values(o2)
      .onConflictDoUpdate({
        target: [t.featureFlagOverrides.flag, t.featureFlagOverrides.scope, t.featureFlagOverrides.target],
        set: { enabled: o.enabled },
      }),
  );
}

export async function deleteFlagOverride(flag: string, scope: FeatureOverrideScope, target: string): Promise<boolean> {
  const f = (t: { featureFlagOverrides: typeof import("../../db/schema").featureFlagOverrides }) =>
    and(eq(t.featureFlagOverrides.flag, flag), eq(t.featureFlagOverrides.scope, scope), eq(t.featureFlagOverrides.target, target));
  const gone = await run((db, t) => db.delete(t.featureFlagOverrides).where(f(t)).returning());
  return gone.length > 0;
}

export async function isBetaTester(userId: number): Promise<boolean> {
  const [row] = await run((db, t) => db.select().from(t.betaTesters).where(eq(t.betaTesters.userId, userId)).limit(1));
  return !!row;
}

export async function setBetaTester(userId: number, on: boolean): Promise<void> {
  if (on) await run((db, t) => db.insert(t.betaTesters).values({ userId }).onConflictDoNothing());
  else await run((db, t) => db.delete(t.betaTesters).where(eq(t.betaTesters.userId, userId)));
}

export async function listBetaTesters(): Promise<{ userId: number; email: string }[]> {
  return run((db, t) =>
    db
      .select({ userId: t.betaTesters.userId, email: t.users.email })
      .from(t.betaTesters)
      .innerJoin(t.users, eq(t.users.id, t.betaTesters.userId))
      .orderBy(asc(t.users.email)),
  );
}

export async function organizationIdsOf(userId: number): Promise<number[]> {
  const rows = await run((db, t) =>
    db.select({ id: t.organizationMembers.organizationId }).from(t.organizationMembers).where(eq(t.organizationMembers.userId, userId)),
  );
  return rows.map((r) => r.id);
}
