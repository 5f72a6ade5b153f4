// The `renewals` table: one row per subscription period that falls due (unique on subscription and
// period end), claimed by one runner at a time with a lease. Queries only: the scheduler is
// app/services/billing/renewals.server.ts, which runs these in `inBillingTransaction`
// (billing.server.ts) where a read-then-write must be atomic.
import { and, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { changes, currentEngine, rows, run, transaction } from "../../db/access";
import type { schema } from "../../db/client";
import { isRenewalDue } from "~/engine";

export type RenewalRow = typeof schema.renewals.$inferSelect;
type SubscriptionRow = typeof schema.subscriptions.$inferSelect;

/** Subscriptions renewed by `processor` whose period has ended with auto-renew on, and no renewal row yet. */
export async function dueSubscriptions(at: string, processor: string): Promise<SubscriptionRow[]> {
  return run((db, t) =>
    db
      .select()
      .from(t.subscriptions)
      .where(
        and(
          eq(t.subscriptions.autoRenew, true),
          inArray(t.subscriptions.status, ["active", "trial"]),
          lte(t.subscriptions.expirationDate, at),
          eq(t.subscriptions.processor, processor),
          isNull(t.subscriptions.stripeSubscriptionId),
          sql`NOT EXISTS (SELECT 1 FROM renewals r WHERE r.subscription_id = ${t.subscriptions.id} AND r.period_end = ${t.subscriptions.expirationDate})`,
        ),
      ),
  );
}

/**
 * Writes the renewal row of a subscription's period if it is still due (auto-renew may have been
 * turned off since it was listed); 1 when written, 0 when not due or written already (unique).
 */
export async function scheduleRenewal(sub: SubscriptionRow, amountCents: number, now: Date): Promise<number> {
  return transaction(async (db, t, forUpdate) => {
    await rows(sql`SELECT id FROM subscriptions WHERE id = ${sub.id}${forUpdate}`);
    const [fresh] = await db.select().from(t.subscriptions).where(eq(t.subscriptions.id, sub.id)).limit(1);
    if (!fresh || fresh.expirationDate !== sub.expirationDate || !isRenewalDue(fresh, now)) return 0;
    return changes(
      await db
        .insert(t.renewals)
        .values({
          subscriptionId: sub.id,
          userId: sub.userId,
          periodEnd: sub.expirationDate,
          status: "due",
          nextAttemptAt: sub.expirationDate,
          amountCents,
          updatedAt: now.toISOString(),
        })
        .onConflictDoNothing(),
    );
  });
}

export async function findRenewal(id: number): Promise<RenewalRow | undefined> {
  const [row] = await run((db, t) => db.select().from(t.renewals).where(eq(t.renewals.id, id)).limit(1));
  return row;
}

/**
 * Inside a transaction: the next renewal to charge (a due or retrying one whose time `at` has
 * come, or a charging one whose lease ended before `wall`), its row locked. On PostgreSQL rows
 * another runner holds are skipped, so runners on several machines claim different rows.
 */
export async function lockNextRenewal(at: string, wall: string, onlyId?: number): Promise<RenewalRow | undefined> {
  return transaction(async (_db, _t, forUpdate) => {
    const skipLocked = currentEngine() === "postgres" ? sql.raw(" SKIP LOCKED") : sql.raw("");
    const only = onlyId === undefined ? sql.raw("") : sql` AND id = ${onlyId}`;
    const [found] = await rows<{ id: number }>(
      sql`SELECT id FROM renewals WHERE ((status IN ('due', 'retrying') AND next_attempt_at <= ${at}) OR (status = 'charging' AND (lease_until IS NULL OR lease_until <= ${wall})))${only} ORDER BY next_attempt_at, id LIMIT 1${forUpdate}${skipLocked}`,
    );
    return found ? findRenewal(Number(found.id)) : undefined;
  });
}

/** Inside a transaction: the learner's newest renewal waiting on a failed payment (retrying or charging), its row locked. */
export async function lockPastDueRenewal(userId: number): Promise<RenewalRow | undefined> {
  return transaction(async (_db, _t, forUpdate) => {
    const [found] = await rows<{ id: number }>(
      sql`SELECT id FROM renewals WHERE user_id = ${userId} AND status IN ('retrying', 'charging') ORDER BY id DESC LIMIT 1${forUpdate}`,
    );
    return found ? findRenewal(Number(found.id)) : undefined;
  });
}

/** Inside a transaction: a renewal's row, locked until the end. */
export async function lockRenewal(id: number): Promise<RenewalRow | undefined> {
  return transaction(async (_db, _t, forUpdate) => {
    await rows(sql`SELECT id FROM renewals WHERE id = ${id}${forUpdate}`);
    return findRenewal(id);
  });
}

/** The learner's renewal waiting on a failed payment (past due), newest first. */
export async function pastDueRenewal(userId: number): Promise<RenewalRow | undefined> {
  const [row] = await run((db, t) =>
    db
      .select()
      .from(t.renewals)
      .where(and(eq(t.renewals.userId, userId), inArray(t.renewals.status, ["retrying", "charging"])))
      .orderBy(desc(t.renewals.id))
      .limit(1),
  );
  return row;
}

/** Changes a renewal; its row after. */
export async function updateRenewal(id: number, values: Partial<RenewalRow>): Promise<RenewalRow | undefined> {
  const [row] = await run((db, t) => db.update(t.renewals).set(values).where(eq(t.renewals.id, id)).returning());
  return row;
}

/** Changes a renewal only while it is still claimed with this charge key; whether it was. */
export async function updateClaimedRenewal(id: number, chargeKey: string, values: Partial<RenewalRow>): Promise<boolean> {
  const r = await run((db, t) =>
    db
      .update(t.renewals)
      .set(values)
      .where(and(eq(t.renewals.id, id), eq(t.renewals.chargeKey, chargeKey))),
  );
  return changes(r) > 0;
}

/** How many renewal rows a subscription has, by status (tests and staff). */
export async function renewalsOf(subscriptionId: number): Promise<RenewalRow[]> {
  return run((db, t) => db.select().from(t.renewals).where(eq(t.renewals.subscriptionId, subscriptionId)).orderBy(t.renewals.id));
}

/** A pending (due) renewal of this subscription is not charged: the learner turned auto-renew off. */
export async function cancelDueRenewals(subscriptionId: number, at: string): Promise<void> {
  await run((db, t) =>
    db
      .update(t.renewals)
      .set({ status: "canceled", updatedAt: at })
      .where(and(eq(t.renewals.subscriptionId, subscriptionId), eq(t.renewals.status, "due"))),
  );
}
