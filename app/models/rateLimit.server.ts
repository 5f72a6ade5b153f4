// Fixed-window counters kept in the database, so limits hold across restarts and processes.
// `consume` checks and records in one IMMEDIATE transaction: under any burst, at most `limit`
// attempts in a window are ever let through (the check cannot race the record). Functions stay
// async so that callers await them whatever the driver.
import { and, count, eq, gte, lt, min } from "drizzle-orm";
import { getDb, schema, type Db } from "../../db/client";

export type RateLimit = { bucket: string; limit: number; windowMs: number };
/** `hitId` names the recorded attempt, so that it can be given back with `refundRateLimit`. */
export type Consumed = { allowed: boolean; remaining: number; retryAfterMs: number; hitId: number | null };

export const LOGIN_WINDOW_MS = 15 * 60_000;

const inWindow = (rule: RateLimit, key: string, now: number) =>
  and(eq(schema.rateLimitHits.bucket, rule.bucket), eq(schema.rateLimitHits.key, key), gte(schema.rateLimitHits.at, now - rule.windowMs));

/**
 * Takes one attempt from the rule's allowance for `key`: records it and answers allowed when
 * fewer than `limit` were recorded in the window, else records nothing and answers refused with
 * the time until the oldest attempt leaves the window.
 */
export async function consumeRateLimit(rule: RateLimit, key: string, now = Date.now(), db: Db = getDb()): Promise<Consumed> {
  return db.transaction(
    (tx) => {
      const row = tx
        .select({ n: count(), oldest: min(schema.rateLimitHits.at) })
        .from(schema.rateLimitHits)
        .where(inWindow(rule, key, now))
        .get();
      const used = row?.n ?? 0;
      if (used >= rule.limit) {
        const retryAfterMs = Math.max(1000, (row?.oldest ?? now) + rule.windowMs - now);
        return { allowed: false, remaining: 0, retryAfterMs, hitId: null };
      }
      const hit = tx.insert(schema.rateLimitHits).values({ bucket: rule.bucket, key, at: now }).returning({ id: schema.rateLimitHits.id }).get();
      // Old hits are worthless: prune them as we go.
      tx.delete(schema.rateLimitHits)
        .where(and(eq(schema.rateLimitHits.bucket, rule.bucket), lt(schema.rateLimitHits.at, now - rule.windowMs)))
        .run();
      return { allowed: true, remaining: rule.limit - used - 1, retryAfterMs: 0, hitId: hit.id };
    },
    { behavior: "immediate" },
  );
}

/** Gives one consumed attempt back (an attempt that turned out not to count, e.g. a success). */
export async function refundRateLimit(hitId: number | null, db: Db = getDb()): Promise<void> {
  if (hitId !== null) db.delete(schema.rateLimitHits).where(eq(schema.rateLimitHits.id, hitId)).run();
}

/** Whether the allowance is used up, without taking from it. */
export async function isRateLimited(rule: RateLimit, key: string, now = Date.now(), db: Db = getDb()): Promise<boolean> {
  const row = db
    .select({ n: count() })
    .from(schema.rateLimitHits)
    .where(inWindow(rule, key, now))
    .get();
  return (row?.n ?? 0) >= rule.limit;
}

/** Records an attempt unconditionally (for attempts let through by another proof, e.g. a captcha). */
export async function recordHit(rule: RateLimit, key: string, now = Date.now(), db: Db = getDb()): Promise<void> {
  db.insert(schema.rateLimitHits).values({ bucket: rule.bucket, key, at: now }).run();
}

export async function clearHits(rule: RateLimit, key: string, db: Db = getDb()): Promise<void> {
  db.delete(schema.rateLimitHits)
    .where(and(eq(schema.rateLimitHits.bucket, rule.bucket), eq(schema.rateLimitHits.key, key)))
    .run();
}
