// A buyer's details for invoices (docs/product/billing.md#invoices): queries only.
import { eq } from "drizzle-orm";
import { run } from "../../db/access";
import type { schema } from "../../db/client";

type BillingProfileRow = typeof schema.billingProfiles.$inferSelect;

export async function findBillingProfile(userId: number): Promise<BillingProfileRow | undefined> {
  const [row] = await run((db, t) => db.select().from(t.billingProfiles).where(eq(t.billingProfiles.userId, userId)).limit(1));
  return row;
}

export async function saveBillingProfile(row: BillingProfileRow): Promise<void> {
  const { userId, ...values } = row;
  await run((db, t) => db.insert(t.billingProfiles).values(row).onConflictDoUpdate({ target: t.billingProfiles.userId, set: values }));
}
