// A learner's saved payment methods: queries only. (Which one is primary or the backup, and what a
// change does to the others, is the engine's rule: app/engine/paymentMethods.ts.)
import { and, asc, desc, eq } from "drizzle-orm";
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
    .where(and(eq(schema.paymentMethods.userId, userId), eq(schema.paymentMethods.processor, processor), eq(schema.paymentMethods.processorToken, token)))
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
