// Affiliates and the sales credited to them (queries only; app/services/billing/affiliates.server
// holds the flows, app/engine/affiliates the rules).
import { and, asc, eq, gt, gte, lt, sql } from "drizzle-orm";
import { getDb, schema, type Db } from "../../db/client";

export type Affiliate = typeof schema.affiliates.$inferSelect;

export async function insertAffiliate(row: { name: string; encodedId: string; reportKeyHash: string }, db: Db = getDb()): Promise<Affiliate> {
  return db.insert(schema.affiliates).values(row).returning().get();
}

/** An affiliate by database id or encoded id. */
export async function findAffiliate(ref: { id: number } | { encodedId: string }, db: Db = getDb()): Promise<Affiliate | null> {
  const where = "id" in ref ? eq(schema.affiliates.id, ref.id) : eq(schema.affiliates.encodedId, ref.encodedId);
  return (await db.select().from(schema.affiliates).where(where).get()) ?? null;
}

export type AffiliateSummary = Affiliate & { salesCount: number; totalCents: number };

/** Every affiliate with its sales of all time, oldest first. */
export async function listAffiliates(db: Db = getDb()): Promise<AffiliateSummary[]> {
  const rows = await db
    .select({
      affiliate: schema.affiliates,
      salesCount: sql<number>`count(${schema.transactions.id})`,
      totalCents: sql<number>`coalesce(sum(${schema.transactions.amountCents}), 0)`,
    })
    .from(schema.affiliates)
    .leftJoin(
      schema.transactions,
      and(
        eq(schema.transactions.affiliateId, schema.affiliates.id),
        eq(schema.transactions.status, "succeeded"),
        gt(schema.transactions.amountCents, 0),
      ),
    )
    .groupBy(schema.affiliates.id)
    .orderBy(asc(schema.affiliates.id))
    .all();
  return rows.map((r) => ({ ...r.affiliate, salesCount: Number(r.salesCount), totalCents: Number(r.totalCents) }));
}

/** The affiliate's sales (successful payments of more than zero) made in [fromIso, untilIso). */
export async function listAffiliateSales(affiliateId: number, fromIso: string, untilIso: string, db: Db = getDb()) {
  return db
    .select({ createdAt: schema.transactions.createdAt, itemCode: schema.transactions.itemCode, amountCents: schema.transactions.amountCents })
    .from(schema.transactions)
    .where(
      and(
        eq(schema.transactions.affiliateId, affiliateId),
        eq(schema.transactions.status, "succeeded"),
        gt(schema.transactions.amountCents, 0),
        gte(schema.transactions.createdAt, fromIso),
        lt(schema.transactions.createdAt, untilIso),
      ),
    )
    .orderBy(asc(schema.transactions.createdAt))
    .all();
}
