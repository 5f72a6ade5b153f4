// The user_attributions and user_viewed_flags tables (docs/product/attribution.md): queries only;
// app/services/attribution.server holds the flows, app/engine/attribution the rules.
import { asc, count, eq } from "drizzle-orm";
import { run } from "../../db/access";
import type { schema } from "../../db/client";

export type UserAttribution = typeof schema.userAttributions.$inferSelect;
type NewUserAttribution = typeof schema.userAttributions.$inferInsert;

export async function insertAttribution(row: NewUserAttribution): Promise<UserAttribution> {
  const [inserted] = await run((db, t) => db.insert(t.userAttributions).values(row).returning());
  return inserted!;
}

/** A learner's attribution rows, oldest first. */
export async function listAttributions(userId: number): Promise<UserAttribution[]> {
  return run((db, t) => db.select().from(t.userAttributions).where(eq(t.userAttributions.userId, userId)).orderBy(asc(t.userAttributions.id)));
}

/** Sets a viewed flag (once: a second call changes nothing). */
export async function setViewedFlag(userId: number, flag: string): Promise<void> {
  await run((db, t) => db.insert(t.userViewedFlags).values({ userId, flag }).onConflictDoNothing());
}

export async function listViewedFlags(userId: number): Promise<string[]> {
  const rows = await run((db, t) => db.select({ flag: t.userViewedFlags.flag }).from(t.userViewedFlags).where(eq(t.userViewedFlags.userId, userId)));
  return rows.map((r) => r.flag);
}

/** How many feedbacks the learner sent on the coach (user info's feature_feedbacks_submitted). */
export async function countFeatureFeedbacks(userId: number): Promise<number> {
  const [row] = await run((db, t) => db.select({ n: count() }).from(t.coachFeedback).where(eq(t.coachFeedback.userId, userId)));
  return Number(row?.n ?? 0);
}
