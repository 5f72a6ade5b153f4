// Affiliates and the sales credited to them (queries only; app/services/billing/affiliates.server
// holds the flows, app/engine/affiliates the rules).
import { and, asc, eq, gt, gte, lt, sql } from "drizzle-orm";
import { run } from "../../db/access";
import type { schema } from "../../db/client";

export type Affiliate = typeof schema.affiliates.$inferSelect;

export async function insertAffiliate(row: { name: string; encodedId: string; reportKeyHash: string }): Promise<Affiliate> {
  const [inserted] = await run((db, t) => db.insert(t.affiliates).values(row).returning());
  return inserted!;
}

/** An affiliate by database id or encoded id. */
export async function findAffiliate(ref: { id: number } | { encodedId: string }): Promise<Affiliate | null> {
  const [row] = await run((db, t) =>
    db
      .select()
      .from(t.affiliates)
      .where("id" in ref ? eq(t.affiliates.id, ref.id) : eq(t.affiliates.encodedId, ref.encodedId))
      .limit(1),
  );
  return row ?? null;
}

type AffiliateSummary = Affiliate & { salesCount: number; totalCents: number };

/** Every affiliate with its sales of all time, oldest first. */
export async function listAffiliates(): Promise<AffiliateSummary[]> {
  const rows = await run((db, t) =>
    db
      .select({
        affiliate: t.affiliates,
        salesCount: sql<number>`count(${t.transactions.id})`,
        totalCents: sql<number>`coalesce(sum(${t.transactions.amountCents}), 0)`,
      })
      .from(t.affiliates)
      .leftJoin(
        t.transactions,
        and(eq(t.transactions.affiliateId, t.affiliates.id), eq(t.transactions.status, "succeeded"), gt(t.transactions.amountCents, 0)),
      )
      .groupBy(t.affiliates.id)
      .orderBy(asc(t.affiliates.id)),
  );
  return rows.map((r) => ({ ...r.affiliate, salesCount: Number(r.salesCount), totalCents: Number(r.totalCents) }));
}

/** The affiliate's sales (successful payments of more than zero) made in [fromIso, untilIso). */
export async function listAffiliateSales(affiliateId: number, fromIso: string, untilIso: string) {
  return run((db, t) =>
    db
      .select({ createdAt: t.transactions.createdAt, itemCode: t.transactions.itemCode, amountCents: t.transactions.amountCents })
      .from(t.transactions)
      .where(
        and(
          eq(t.transactions.affiliateId, affiliateId),
          eq(t.transactions.status, "succeeded"),
          gt(t.transactions.amountCents, 0),
          gte(t.transactions.createdAt, fromIso),
          lt(t.transactions.createdAt, untilIso),
        ),
      )
      .orderBy(asc(t.transactions.createdAt)),
  );
}
