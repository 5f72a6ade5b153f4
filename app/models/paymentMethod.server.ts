// A learner's saved payment methods: queries only. (Which one is primary or the backup, and what a
// change does to the others, is the engine's rule: app/engine/paymentMethods.ts.)
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { getDb, schema, type Db } from "../../db/client";

export type PaymentMethodRow = typeof schema.paymentMethods.$inferSelect;
/** A database handle or an open transaction: the writes below run inside the caller's transaction. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

const byPrimaryThenNewest = [desc(schema.paymentMethods.isPrimary), desc(schema.paymentMethods.createdAt), desc(schema.paymentMethods.id)] as const;

/** The primary method first, then the newest. */
export async function listPaymentMethods(userId: number, db: Db = getDb()): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(schema.paymentMethods)
    .where(eq(schema.paymentMethods.userId, userId))
    .orderBy(desc(schema.paymentMethods.isPrimary), desc(schema.paymentMethods.createdAt), asc(schema.paymentMethods.id));
}

/** One processor's methods of the learner (primary first, then the newest), read synchronously inside a transaction. */
export function paymentMethodsOf(userId: number, processor: string, db: DbOrTx = getDb()): PaymentMethodRow[] {
  return db
    .select()
    .from(schema.paymentMethods)
    .where(and(eq(schema.paymentMethods.userId, userId), eq(schema.paymentMethods.processor, processor)))
    .orderBy(...byPrimaryThenNewest)
    .all();
}

/** The learner's method with this processor token, or undefined (another learner's is undefined too). */
export function findPaymentMethod(userId: number, processor: string, token: string, db: DbOrTx = getDb()): PaymentMethodRow | undefined {
  return db
    .select()
    .from(schema.paymentMethods)
    .where(
      and(eq(schema.paymentMethods.userId, userId), eq(schema.paymentMethods.processor, processor), eq(schema.paymentMethods.processorToken, token)),
    )
    .get();
}

export function setPaymentMethodFlags(id: number, userId: number, flags: { isPrimary: boolean; isSecondary: boolean }, db: DbOrTx = getDb()): void {
  db.update(schema.paymentMethods)
    .set(flags)
    .where(and(eq(schema.paymentMethods.id, id), eq(schema.paymentMethods.userId, userId)))
    .run();
}

export function deletePaymentMethodRow(id: number, userId: number, db: DbOrTx = getDb()): number {
  return db
    .delete(schema.paymentMethods)
    .where(and(eq(schema.paymentMethods.id, id), eq(schema.paymentMethods.userId, userId)))
    .run().changes;
}

/** A card as the processor's vault describes it (token, brand, last four digits, expiry). */
export type SavedCard = { token: string; brand: string; last4: string; expMonth: number; expYear: number };

/**
 * Records a method of the learner (the first one becomes primary); a known one is left as is.
 * Checkout records the method a payment succeeded with; the payment-method API records on save.
 */
export function recordPaymentMethod(user: { id: number }, processor: string, card: SavedCard, tx: DbOrTx = getDb()) {
  const hasPrimary = tx
    .select({ n: sql<number>`count(*)` })
    .from(schema.paymentMethods)
    .where(and(eq(schema.paymentMethods.userId, user.id), eq(schema.paymentMethods.isPrimary, true)))
    .get();
  tx.insert(schema.paymentMethods)
    .values({
      userId: user.id,
      processor,
      processorToken: card.token,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      isPrimary: (hasPrimary?.n ?? 0) === 0,
    })
    .onConflictDoNothing()
    .run();
}
