// Custom actions and their coupons (docs/product/billing.md#custom-actions): the action rows staff
// write with `codelift action`, the coupons a purchase creates (inside the checkout's grant
// transaction), and the coupons' use, read from the transactions that redeemed them.
import { and, asc, eq, inArray, isNotNull, min, sql } from "drizzle-orm";
import { run } from "../../db/access";
import type { schema } from "../../db/client";
import type { ActionCoupon } from "../engine/customActions";

export type CustomActionRow = typeof schema.customActions.$inferSelect;
export type NewCustomAction = typeof schema.customActions.$inferInsert;

export async function findCustomAction(id: string): Promise<CustomActionRow | undefined> {
  const [row] = await run((db, t) => db.select().from(t.customActions).where(eq(t.customActions.id, id)).limit(1));
  return row;
}

/** Every action, or one sponsor's, oldest first. */
export async function listCustomActions(organizationId?: number): Promise<CustomActionRow[]> {
  return run((db, t) =>
    db
      .select()
      .from(t.customActions)
      .where(organizationId === undefined ? undefined : eq(t.customActions.organizationId, organizationId))
      .orderBy(asc(t.customActions.createdAt), asc(t.customActions.id)),
  );
}

/** A new action; false when one with this id exists already. */
export async function insertCustomAction(row: NewCustomAction): Promise<boolean> {
  const inserted = await run((db, t) => db.insert(t.customActions).values(row).onConflictDoNothing().returning({ id: t.customActions.id }));
  return inserted.length > 0;
}

export async function setCustomActionStatus(id: string, status: "open" | "closed"): Promise<void> {
  await run((db, t) => db.update(t.customActions).set({ status }).where(eq(t.customActions.id, id)));
}

/** The organizations the user is an admin of (the sponsors whose actions they see). */
export async function adminOrganizationIds(userId: number): Promise<number[]> {
  const rows = await run((db, t) =>
    db
      .select({ id: t.organizationMembers.organizationId })
      .from(t.organizationMembers)
      .where(and(eq(t.organizationMembers.userId, userId), eq(t.organizationMembers.isAdmin, true))),
  );
  return rows.map((r) => r.id);
}

/** The coupons one purchase of an action creates: each gives the plan once, free. Joins the caller's transaction. */
export async function insertActionCoupons(rows: { code: string; planCode: string; actionId: string; description: string; transactionId: number }[]) {
  if (rows.length === 0) return;
  await run((db, t) =>
    db.insert(t.coupons).values(
      rows.map((r) => ({
        code: r.code,
        kind: "percent",
        value: 100,
        maxRedemptions: 1,
        planCodes: JSON.stringify([r.planCode]),
        description: r.description,
        transactionId: r.transactionId,
        actionId: r.actionId,
      })),
    ),
  );
}

/** An action's coupons, oldest purchase first, each with when it was used (its first succeeded redeeming transaction). */
export async function listActionCoupons(actionId: string): Promise<ActionCoupon[]> {
  return run(async (db, t) => {
    const uses = db
      .select({ code: t.transactions.couponCode, usedAt: min(t.transactions.createdAt).as("used_at") })
      .from(t.transactions)
      .where(and(isNotNull(t.transactions.couponCode), eq(t.transactions.status, "succeeded")))
      .groupBy(t.transactions.couponCode)
      .as("uses");
    const rows = await db
      .select({ code: t.coupons.code, transactionId: t.coupons.transactionId, active: t.coupons.active, usedAt: uses.usedAt })
      .from(t.coupons)
      .leftJoin(uses, eq(uses.code, t.coupons.code))
      .where(eq(t.coupons.actionId, actionId))
      .orderBy(asc(t.coupons.transactionId), asc(t.coupons.code));
    return rows.map((r) => ({ code: r.code, transactionId: r.transactionId, active: r.active, usedAt: r.usedAt ?? null }));
  });
}

/** The coupons an action's purchase (its transaction) created, by code. */
export async function couponsOfPurchase(transactionId: number): Promise<string[]> {
  const rows = await run((db, t) =>
    db.select({ code: t.coupons.code }).from(t.coupons).where(eq(t.coupons.transactionId, transactionId)).orderBy(asc(t.coupons.code)),
  );
  return rows.map((r) => r.code);
}

/** A succeeded coupon-purchase transaction of this action (its buyer and id), or undefined. */
export async function findActionPurchase(
  actionId: string,
  transactionId: number,
): Promise<{ id: number; userId: number; createdAt: string } | undefined> {
  const [row] = await run((db, t) =>
    db
      .select({ id: t.transactions.id, userId: t.transactions.userId, createdAt: t.transactions.createdAt })
      .from(t.transactions)
      .where(
        and(
          eq(t.transactions.id, transactionId),
          eq(t.transactions.checkoutType, "coupon-purchase"),
          eq(t.transactions.status, "succeeded"),
          sql`${t.transactions.itemCode} LIKE ${"coupon:%:" + actionId}`,
        ),
      )
      .limit(1),
  );
  return row;
}

/** Which of these codes are coupons of the action. */
export async function actionCouponCodes(actionId: string, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await run((db, t) =>
    db
      .select({ code: t.coupons.code })
      .from(t.coupons)
      .where(and(eq(t.coupons.actionId, actionId), inArray(t.coupons.code, codes))),
  );
  return new Set(rows.map((r) => r.code));
}
