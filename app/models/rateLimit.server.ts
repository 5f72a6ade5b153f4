// Fixed-window counters kept in the database, so limits hold across restarts.
import { and, count, eq, gte, lt } from "drizzle-orm";
import { getDb, schema } from "../../db/client";

export type RateLimit = { bucket: string; limit: number; windowMs: number };

export const LOGIN_WINDOW_MS = 15 * 60_000;

export async function isRateLimited(rule: RateLimit, key: string, now = Date.now()): Promise<boolean> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(schema.rateLimitHits)
    .where(and(eq(schema.rateLimitHits.bucket, rule.bucket), eq(schema.rateLimitHits.key, key), gte(schema.rateLimitHits.at, now - rule.windowMs)));
  return (row?.n ?? 0) >= rule.limit;
}

export async function recordHit(rule: RateLimit, key: string, now = Date.now()): Promise<void> {
  const db = getDb();
  await db.insert(schema.rateLimitHits).values({ bucket: rule.bucket, key, at: now });
  // Old hits are worthless: prune them as we go.
  await db.delete(schema.rateLimitHits).where(and(eq(schema.rateLimitHits.bucket, rule.bucket), lt(schema.rateLimitHits.at, now - rule.windowMs)));
}

export async function clearHits(rule: RateLimit, key: string): Promise<void> {
  await getDb().delete(schema.rateLimitHits).where(and(eq(schema.rateLimitHits.bucket, rule.bucket), eq(schema.rateLimitHits.key, key)));
}
