// Subscriptions of a user: queries only (which one grants access is the engine's rule).
import { desc, eq } from "drizzle-orm";
import { getDb, schema, type Db } from "../../db/client";
import { hasActiveSubscription } from "~/engine/catalog";

export type Subscription = typeof schema.subscriptions.$inferSelect;

export async function listSubscriptions(userId: number, db: Db = getDb()): Promise<Subscription[]> {
  return db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, userId)).orderBy(desc(schema.subscriptions.expirationDate));
}

/** The subscription that grants access now (the latest-ending one), or null. */
export async function activeSubscription(userId: number, now = new Date(), db: Db = getDb()): Promise<Subscription | null> {
  return (await listSubscriptions(userId, db)).find((s) => hasActiveSubscription([s], now)) ?? null;
}
