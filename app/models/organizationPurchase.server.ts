// What business purchases read and write on the organization tables: an organization subscription
// and its admin check, seats in use, a new organization with its subscription and super admin,
// seats added, a new term. Queries only: the rules are the engine's, the flow is
// app/services/organizations/purchases.server.ts (inside the checkout's grant transaction).
import { and, desc, eq, like, or, sql } from "drizzle-orm";
import { rows, run, transaction } from "../../db/access";
import type { schema } from "../../db/client";

type OrganizationRow = typeof schema.organizations.$inferSelect;
type OrganizationSubscriptionRow = typeof schema.organizationSubscriptions.$inferSelect;
type MemberRow = typeof schema.organizationMembers.$inferSelect;

export async function findOrganizationSubscription(id: number): Promise<OrganizationSubscriptionRow | undefined> {
  const [row] = await run((db, t) => db.select().from(t.organizationSubscriptions).where(eq(t.organizationSubscriptions.id, id)).limit(1));
  return row;
}

/** Inside a transaction: an organization subscription's row, locked until the end (its seats change one purchase at a time). */
export async function lockOrganizationSubscription(id: number): Promise<OrganizationSubscriptionRow | undefined> {
  return transaction(async (_db, _t, forUpdate) => {
    await rows(sql`SELECT id FROM organization_subscriptions WHERE id = ${id}${forUpdate}`);
    return findOrganizationSubscription(id);
  });
}

export async function findOrganization(id: number): Promise<OrganizationRow | undefined> {
  const [row] = await run((db, t) => db.select().from(t.organizations).where(eq(t.organizations.id, id)).limit(1));
  return row;
}

/** The user's membership of an organization, or undefined. */
export async function findMembership(organizationId: number, userId: number): Promise<MemberRow | undefined> {
  const [row] = await run((db, t) =>
    db
      .select()
      .from(t.organizationMembers)
      .where(and(eq(t.organizationMembers.organizationId, organizationId), eq(t.organizationMembers.userId, userId)))
      .limit(1),
  );
  return row;
}

/** How many members hold a seat of this subscription. */
export async function seatsInUse(subscriptionId: number): Promise<number> {
  const [row] = await run((db, t) =>
    db
      .select({ n: sql<number>`count(*)` })
      .from(t.organizationMembers)
      .where(eq(t.organizationMembers.subscriptionId, subscriptionId)),
  );
  return Number(row?.n ?? 0);
}

/** The amount and payer of a transaction, or undefined. */
export async function transactionFacts(transactionId: number): Promise<{ amountCents: number; userId: number } | undefined> {
  const [row] = await run((db, t) =>
    db
      .select({ amountCents: t.transactions.amountCents, userId: t.transactions.userId })
      .from(t.transactions)
      .where(eq(t.transactions.id, transactionId))
      .limit(1),
  );
  return row;
}

/** The name of the organization an organization subscription belongs to ("" when none). */
export async function organizationNameOfSubscription(subscriptionId: number): Promise<string> {
  const [row] = await run((db, t) =>
    db
      .select({ name: t.organizations.name })
      .from(t.organizationSubscriptions)
      .innerJoin(t.organizations, eq(t.organizations.id, t.organizationSubscriptions.organizationId))
      .where(eq(t.organizationSubscriptions.id, subscriptionId))
      .limit(1),
  );
  return row?.name ?? "";
}

/** Whether an organization already has this slug. */
export async function organizationSlugTaken(slug: string): Promise<boolean> {
  const found = await run((db, t) => db.select({ id: t.organizations.id }).from(t.organizations).where(eq(t.organizations.slug, slug)).limit(1));
  return found.length > 0;
}

export async function insertOrganization(values: typeof schema.organizations.$inferInsert): Promise<OrganizationRow> {
  const [row] = await run((db, t) => db.insert(t.organizations).values(values).returning());
  return row!;
}

export async function insertOrganizationSubscription(
  values: typeof schema.organizationSubscriptions.$inferInsert,
): Promise<OrganizationSubscriptionRow> {
  const [row] = await run((db, t) => db.insert(t.organizationSubscriptions).values(values).returning());
  return row!;
}

export async function insertOrganizationMember(values: typeof schema.organizationMembers.$inferInsert): Promise<void> {
  await run((db, t) => db.insert(t.organizationMembers).values(values));
}

/** Seats added to a subscription (in the statement, so two purchases never lose one). */
export async function addSeats(subscriptionId: number, seats: number): Promise<void> {
  await run((db, t) =>
    db
      .update(t.organizationSubscriptions)
      .set({ seats: sql`${t.organizationSubscriptions.seats} + ${seats}` })
      .where(eq(t.organizationSubscriptions.id, subscriptionId)),
  );
}

export async function updateOrganizationSubscription(id: number, values: Partial<OrganizationSubscriptionRow>): Promise<void> {
  await run((db, t) => db.update(t.organizationSubscriptions).set(values).where(eq(t.organizationSubscriptions.id, id)));
}

export async function updateOrganization(id: number, values: Partial<OrganizationRow>): Promise<void> {
  await run((db, t) => db.update(t.organizations).set(values).where(eq(t.organizations.id, id)));
}

/**
 * The succeeded business transactions that paid for one organization subscription (its own, and seats,
 * upgrade, reactivation: their item code names it, `org:{plan}:{seats}:{subscription id}:…`),
 * newest first.
 */
export async function transactionsOfOrganizationSubscription(
  subscriptionId: number,
  /** the subscription's own transaction (a purchase that created it names no subscription yet) */
  transactionId: number | null = null,
): Promise<
  {
    id: number;
    userId: number;
    checkoutType: string;
    itemCode: string;
    amountCents: number;
    currency: string;
    processor: string;
    createdAt: string;
  }[]
> {
  const found = await run((db, t) =>
    db
      .select({
        id: t.transactions.id,
        userId: t.transactions.userId,
        checkoutType: t.transactions.checkoutType,
        itemCode: t.transactions.itemCode,
        amountCents: t.transactions.amountCents,
        currency: t.transactions.currency,
        processor: t.transactions.processor,
        createdAt: t.transactions.createdAt,
      })
      .from(t.transactions)
      .where(
        and(
          eq(t.transactions.status, "succeeded"),
          transactionId
            ? or(like(t.transactions.itemCode, `org:%:${subscriptionId}:%`), eq(t.transactions.id, transactionId))
            : like(t.transactions.itemCode, `org:%:${subscriptionId}:%`),
        ),
      )
      .orderBy(desc(t.transactions.id))
      .limit(200),
  );
  // The LIKE pattern narrows; the item code's own fields decide (plan codes and seat counts hold no colon).
  return found.filter((r) => r.id === transactionId || r.itemCode.split(":")[3] === String(subscriptionId));
}
