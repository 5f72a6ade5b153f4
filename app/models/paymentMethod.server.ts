// A learner's saved payment methods: queries only.
import { asc, desc, eq } from "drizzle-orm";
import { getDb, schema, type Db } from "../../db/client";

export type PaymentMethodRow = typeof schema.paymentMethods.$inferSelect;

/** The primary method first, then the newest. */
export async function listPaymentMethods(userId: number, db: Db = getDb()): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(schema.paymentMethods)
    .where(eq(schema.paymentMethods.userId, userId))
    .orderBy(desc(schema.paymentMethods.isPrimary), desc(schema.paymentMethods.createdAt), asc(schema.paymentMethods.id));
}
