// A learner's saved payment methods: queries only. (Which one is primary or the backup, and what a
// change does to the others, is the engine's rule: app/engine/paymentMethods.ts.) Called inside
// `inBillingTransaction` (billing.server.ts), the writes join the caller's transaction.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { changes, run } from "../../db/access";
import type { schema } from "../../db/client";

export type PaymentMethodRow = typeof schema.paymentMethods.$inferSelect;

/** The primary method first, then the newest. */
export async function listPaymentMethods(userId: number): Promise<PaymentMethodRow[]> {
  return run((db, t) =>
    db
      .select()
      .from(t.paymentMethods)
      .where(eq(t.paymentMethods.userId, userId))
      .orderBy(desc(t.paymentMethods.isPrimary), desc(t.paymentMethods.createdAt), asc(t.paymentMethods.id)),
  );
}

/** One processor's methods of the learner (primary first, then the newest). */
export async function paymentMethodsOf(userId: number, processor: string): Promise<PaymentMethodRow[]> {
  return run((db, t) =>
    db
      .select()
      .from(t.paymentMethods)
      .where(and(eq(t.paymentMethods.userId, userId), eq(t.paymentMethods.processor, processor)))
      .orderBy(desc(t.paymentMethods.isPrimary), desc(t.paymentMethods.createdAt), desc(t.paymentMethods.id)),
  );
}

/** The learner's method with this processor token, or undefined (another learner's is undefined too). */
export async function findPaymentMethod(userId: number, processor: string, token: string): Promise<PaymentMethodRow | undefined> {
  const [row] = await run((db, t) =>
    db
      .select()
      .from(t.paymentMethods)
      .where(and(eq(t.paymentMethods.userId, userId), eq(t.paymentMethods.processor, processor), eq(t.paymentMethods.processorToken, token)))
      .limit(1),
  );
  return row;
}

/** The learner's primary method on a processor, else undefined. */
export async function primaryPaymentMethodOf(userId: number, processor: string): Promise<PaymentMethodRow | undefined> {
  const [row] = await run((db, t) =>
    db
      .select()
      .from(t.paymentMethods)
      .where(and(eq(t.paymentMethods.userId, userId), eq(t.paymentMethods.processor, processor), eq(t.paymentMethods.isPrimary, true)))
      .limit(1),
  );
  return row;
}

/** The method a processor's subscription should charge: the primary, else the backup, else the newest. */
export async function preferredPaymentMethodOf(userId: number, processor: string): Promise<PaymentMethodRow | undefined> {
  const [row] = await run((db, t) =>
    db
      .select()
      .from(t.paymentMethods)
      .where(and(eq(t.paymentMethods.userId, userId), eq(t.paymentMethods.processor, processor)))
      .orderBy(desc(t.paymentMethods.isPrimary), desc(t.paymentMethods.isSecondary), desc(t.paymentMethods.id))
      .limit(1),
  );
  return row;
}

/** Whether the learner has any saved method on this processor. */
export async function hasPaymentMethodOn(userId: number, processor: string): Promise<boolean> {
  const found = await run((db, t) =>
    db
      .select({ id: t.paymentMethods.id })
      .from(t.paymentMethods)
      .where(and(eq(t.paymentMethods.userId, userId), eq(t.paymentMethods.processor, processor)))
      .limit(1),
  );
  return found.length > 0;
}

export async function setPaymentMethodFlags(id: number, userId: number, flags: { isPrimary: boolean; isSecondary: boolean }): Promise<void> {
  await run((db, t) =>
    db
      .update(t.paymentMethods)
      .set(flags)
      .where(and(eq(t.paymentMethods.id, id), eq(t.paymentMethods.userId, userId))),
  );
}

export async function deletePaymentMethodRow(id: number, userId: number): Promise<number> {
  return changes(await run((db, t) => db.delete(t.paymentMethods).where(and(eq(t.paymentMethods.id, id), eq(t.paymentMethods.userId, userId)))));
}

/** The Stripe methods with this token (a detached card), of one learner when `userId` is given. */
export async function stripeMethodsWithToken(token: string): Promise<PaymentMethodRow[]> {
  return run((db, t) =>
    db
      .select()
      .from(t.paymentMethods)
      .where(and(eq(t.paymentMethods.processor, "stripe"), eq(t.paymentMethods.processorToken, token))),
  );
}

/** All the learner's methods, newest first (any processor). */
export async function paymentMethodsNewestFirst(userId: number): Promise<PaymentMethodRow[]> {
  return run((db, t) => db.select().from(t.paymentMethods).where(eq(t.paymentMethods.userId, userId)).orderBy(desc(t.paymentMethods.id)));
}

/** A card as the processor's vault describes it (token, brand, last four digits, expiry). */
type SavedCard = {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** card (default), a wallet, paypal… (app/engine/paymentMethodTypes.ts) */
  methodType?: string;
  email?: string | null;
  cashtag?: string | null;
};

/**
 * Saves a method the learner paid with (a known one is left as it is). The first card becomes the
 * primary; a PayPal account never does: the primary is the card renewals charge, PayPal renews
 * through its own subscription.
 */
export async function recordPaymentMethod(user: { id: number }, processor: string, card: SavedCard): Promise<void> {
  await run(async (db, t) => {
    const [hasPrimary] = await db
      .select({ n: sql<number>`count(*)` })
      .from(t.paymentMethods)
      .where(and(eq(t.paymentMethods.userId, user.id), eq(t.paymentMethods.isPrimary, true)));
    const methodType = card.methodType ?? "card";
    await db
      .insert(t.paymentMethods)
      .values({
        userId: user.id,
        processor,
        processorToken: card.token,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        methodType,
        email: card.email ?? null,
        cashtag: card.cashtag ?? null,
        isPrimary: methodType !== "paypal" && Number(hasPrimary?.n ?? 0) === 0,
      })
      .onConflictDoNothing();
  });
}

// ---- the discount for replacing an expiring card (docs/product/billing.md#payment-methods) ----

type CardUpdateDiscountRow = typeof schema.cardUpdateDiscounts.$inferSelect;

/** Records the discount earned for a subscription's period; a second one for the same period is ignored (false). */
export async function recordCardUpdateDiscount(grant: {
  userId: number;
  subscriptionId: number;
  periodEnd: string;
  percent: number;
  replacedToken: string;
  newToken: string;
  createdAt: string;
}): Promise<boolean> {
  return changes(await run((db, t) => db.insert(t.cardUpdateDiscounts).values(grant).onConflictDoNothing())) > 0;
}

/** The discount earned for the renewal that ends a subscription's period, if any. */
export async function cardUpdateDiscountFor(subscriptionId: number, periodEnd: string): Promise<CardUpdateDiscountRow | undefined> {
  const [row] = await run((db, t) =>
    db
      .select()
      .from(t.cardUpdateDiscounts)
      .where(and(eq(t.cardUpdateDiscounts.subscriptionId, subscriptionId), eq(t.cardUpdateDiscounts.periodEnd, periodEnd)))
      .limit(1),
  );
  return row;
}
