// Fixed-window counters kept in the database, so limits hold across restarts, processes and
// machines. `consume` checks and records in one transaction: under any burst, at most `limit`
// attempts in a window are ever let through (the check cannot race the record). On SQLite the
// transaction's write lock orders them; on PostgreSQL a lock on the (bucket, key) pair does,
// because locking the rows already counted would not stop a new one being inserted beside them.
import { and, count, eq, gte, lt, min, sql } from "drizzle-orm";
import { currentEngine, exec, run, transaction, type Tables } from "../../db/access";

export type RateLimit = { bucket: string; limit: number; windowMs: number };
/** `hitId` names the recorded attempt, so that it can be given back with `refundRateLimit`. */
type Consumed = { allowed: boolean; remaining: number; retryAfterMs: number; hitId: number | null };

export const LOGIN_WINDOW_MS = 15 * 60_000;

const inWindow = (t: Tables, rule: RateLimit, key: string, now: number) =>
  and(eq(t.rateLimitHits.bucket, rule.bucket), eq(t.rateLimitHits.key, key), gte(t.rateLimitHits.at, now - rule.windowMs));

/**
 * Takes one attempt from the rule's allowance for `key`: records it and answers allowed when
 * fewer than `limit` were recorded in the window, else records nothing and answers refused with
 * the time until the oldest attempt leaves the window.
 */
export async function consumeRateLimit(rule: RateLimit, key: string, now = Date.now()): Promise<Consumed> {
  return transaction(async (db, t) => {
    // PostgreSQL: concurrent attempts on the same pair wait here for each other until commit.
    if (currentEngine() === "postgres") await exec(sql`SELECT pg_advisory_xact_lock(hashtextextended(${JSON.stringify([rule.bucket, key])}, 0))`);
    const [row] = await db
      .select({ n: count(), oldest: min(t.rateLimitHits.at) })
      .from(t.rateLimitHits)
      .where(inWindow(t, rule, key, now));
    const used = Number(row?.n ?? 0);
    if (used >= rule.limit) {
      const retryAfterMs = Math.max(1000, Number(row?.oldest ?? now) + rule.windowMs - now);
      return { allowed: false, remaining: 0, retryAfterMs, hitId: null };
    }
    const [hit] = await db.insert(t.rateLimitHits).values({ bucket: rule.bucket, key, at: now }).returning({ id: t.rateLimitHits.id });
    // Old hits are worthless: prune them as we go.
    await db.delete(t.rateLimitHits).where(and(eq(t.rateLimitHits.bucket, rule.bucket), lt(t.rateLimitHits.at, now - rule.windowMs)));
    return { allowed: true, remaining: rule.limit - used - 1, retryAfterMs: 0, hitId: hit!.id };
  });
}

/** Gives one consumed attempt back (an attempt that turned out not to count, e.g. a success). */
export async function refundRateLimit(hitId: number | null): Promise<void> {
  if (hitId === null) return;
  await run(async (db, t) => {
    await db.delete(t.rateLimitHits).where(eq(t.rateLimitHits.id, hitId));
  });
}

/** Whether the allowance is used up, without taking from it. */
export async function isRateLimited(rule: RateLimit, key: string, now = Date.now()): Promise<boolean> {
  const [row] = await run(async (db, t) =>
    db
      .select({ n: count() })
      .from(t.rateLimitHits)
      .where(inWindow(t, rule, key, now)),
  );
  return Number(row?.n ?? 0) >= rule.limit;
}

/** Records an attempt unconditionally (for attempts let through by another proof, e.g. a captcha). */
export async function recordHit(rule: RateLimit, key: string, now = Date.now()): Promise<void> {
  await run(async (db, t) => {
    await db.insert(t.rateLimitHits).values({ bucket: rule.bucket, key, at: now });
  });
}

export async function clearHits(rule: RateLimit, key: string): Promise<void> {
  await run(async (db, t) => {
    await db.delete(t.rateLimitHits).where(and(eq(t.rateLimitHits.bucket, rule.bucket), eq(t.rateLimitHits.key, key)));
  });
}
