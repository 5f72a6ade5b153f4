// Subscriptions of a user: queries only (which one grants access is the engine's rule).
import { and, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { rows, run, transaction } from "../../db/access";
import type { schema } from "../../db/client";
import { hasActiveSubscription } from "~/engine/catalog";

export type Subscription = typeof schema.subscriptions.$inferSelect;

export async function listSubscriptions(userId: number): Promise<Subscription[]> {
  return run((db, t) => db.select().from(t.subscriptions).where(eq(t.subscriptions.userId, userId)).orderBy(desc(t.subscriptions.expirationDate)));
}

/** The subscription that grants access now (the latest-ending one), or null. */
export async function activeSubscription(userId: number, now = new Date()): Promise<Subscription | null> {
  return (await listSubscriptions(userId)).find((s) => hasActiveSubscription([s], now)) ?? null;
}

/** One subscription by id, or undefined. */
export async function findSubscription(id: number): Promise<Subscription | undefined> {
  const [row] = await run((db, t) => db.select().from(t.subscriptions).where(eq(t.subscriptions.id, id)).limit(1));
  return row;
}

/** Changes a subscription's columns (the callers' rules decide which). */
export async function updateSubscription(id: number, values: Partial<Subscription>): Promise<void> {
  await run((db, t) => db.update(t.subscriptions).set(values).where(eq(t.subscriptions.id, id)));
}

/** Stores the Stripe subscription of a plan that has none yet. */
export async function linkStripeSubscriptionId(id: number, stripeSubscriptionId: string): Promise<void> {
  await run((db, t) =>
    db
      .update(t.subscriptions)
      .set({ stripeSubscriptionId })
      .where(and(eq(t.subscriptions.id, id), isNull(t.subscriptions.stripeSubscriptionId))),
  );
}

/** Our plan linked to a Stripe subscription, or undefined. */
export async function findByStripeSubscriptionId(stripeSubscriptionId: string): Promise<Subscription | undefined> {
  const [row] = await run((db, t) =>
    db.select().from(t.subscriptions).where(eq(t.subscriptions.stripeSubscriptionId, stripeSubscriptionId)).limit(1),
  );
  return row;
}

/** Plans replaced by an upgrade or downgrade whose Stripe subscription is not canceled yet (of one learner, or all). */
export async function replacedPlansStillAtStripe(userId?: number): Promise<Subscription[]> {
  return run((db, t) =>
    db
      .select()
      .from(t.subscriptions)
      .where(
        and(
          eq(t.subscriptions.status, "replaced"),
          isNotNull(t.subscriptions.stripeSubscriptionId),
          isNull(t.subscriptions.canceledAt),
          ...(userId !== undefined ? [eq(t.subscriptions.userId, userId)] : []),
        ),
      ),
  );
}

/** Plans bought through Stripe with no Stripe subscription yet that still need one (renewing, or not ended at `at`). */
export async function stripePlansToLink(statuses: string[], at: string): Promise<number[]> {
  const found = await run((db, t) =>
    db
      .select({ id: t.subscriptions.id })
      .from(t.subscriptions)
      .where(
        and(
          eq(t.subscriptions.processor, "stripe"),
          isNull(t.subscriptions.stripeSubscriptionId),
          inArray(t.subscriptions.status, statuses),
          // a plan that will not renew and has ended needs no renewal
          or(eq(t.subscriptions.autoRenew, true), gt(t.subscriptions.expirationDate, at)),
        ),
      ),
  );
  return found.map((r) => r.id);
}

/** The Stripe subscriptions of the learner's plans that still renew. */
export async function renewingStripeSubscriptionIds(userId: number): Promise<string[]> {
  const found = await run((db, t) =>
    db
      .select({ id: t.subscriptions.stripeSubscriptionId })
      .from(t.subscriptions)
      .where(
        and(
          eq(t.subscriptions.userId, userId),
          isNotNull(t.subscriptions.stripeSubscriptionId),
          inArray(t.subscriptions.status, ["active", "trial", "past_due", "renewal_canceled"]),
        ),
      ),
  );
  return found.map((r) => r.id!);
}

/** The learner's plan waiting on a failed payment (past due), the newest. */
export async function pastDueSubscriptionOf(userId: number): Promise<Subscription | undefined> {
  const [row] = await run((db, t) =>
    db
      .select()
      .from(t.subscriptions)
      .where(and(eq(t.subscriptions.userId, userId), eq(t.subscriptions.status, "past_due")))
      .orderBy(desc(t.subscriptions.id))
      .limit(1),
  );
  return row;
}

/** The user a Stripe customer is, or null. */
export async function userOfStripeCustomer(customerId: string): Promise<number | null> {
  const [row] = await run((db, t) => db.select().from(t.stripeCustomers).where(eq(t.stripeCustomers.customerId, customerId)).limit(1));
  return row?.userId ?? null;
}

/** The Stripe customer of a user, or null. */
export async function stripeCustomerOf(userId: number): Promise<string | null> {
  const [row] = await run((db, t) => db.select().from(t.stripeCustomers).where(eq(t.stripeCustomers.userId, userId)).limit(1));
  return row?.customerId ?? null;
}

/** Stores a user's Stripe customer (the first one stored stays); the one stored. */
export async function saveStripeCustomer(userId: number, customerId: string): Promise<string> {
  await run((db, t) => db.insert(t.stripeCustomers).values({ userId, customerId }).onConflictDoNothing());
  return (await stripeCustomerOf(userId))!;
}

/** When a user's account was created (ISO), or "". */
export async function accountCreatedAt(userId: number): Promise<string> {
  const [row] = await run((db, t) => db.select({ createdAt: t.users.createdAt }).from(t.users).where(eq(t.users.id, userId)).limit(1));
  return row?.createdAt ?? "";
}

/** Inside a transaction: a subscription's row, locked until the end (PostgreSQL; SQLite holds its write lock already). */
export async function lockSubscription(id: number): Promise<Subscription | undefined> {
  return transaction(async (_db, _t, forUpdate) => {
    await rows(sql`SELECT id FROM subscriptions WHERE id = ${id}${forUpdate}`);
    return findSubscription(id);
  });
}

/** The plan a PayPal billing subscription renews, or undefined. */
export async function findByPaypalSubscriptionId(paypalSubscriptionId: string): Promise<Subscription | undefined> {
  const [row] = await run((db, t) =>
    db.select().from(t.subscriptions).where(eq(t.subscriptions.paypalSubscriptionId, paypalSubscriptionId)).limit(1),
  );
  return row;
}
