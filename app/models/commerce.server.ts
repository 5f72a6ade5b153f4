// The commerce tables: list prices of the plans, regional discounts by country, coupons. Read
// here and priced by the engine (priceCheckout), for the site and the `codelift` command alike.
import { asc, eq } from "drizzle-orm";
import { run, transaction } from "../../db/access";
import type { schema } from "../../db/client";
import type { Coupon } from "~/engine/coupons";

export type PlanPriceRow = typeof schema.planPrices.$inferSelect;
export type RegionalDiscount = { country: string; percent: number };
export type CouponRow = typeof schema.coupons.$inferSelect;
/** A coupon as the engine reads it, with the text staff see next to it. */
export type DescribedCoupon = Coupon & { description: string; active: boolean };

/** Every plan's list price, by plan type, feature set and months. */
export async function listAllPlanPrices(): Promise<PlanPriceRow[]> {
  return run((db, t) =>
    db.select().from(t.planPrices).orderBy(asc(t.planPrices.planType), asc(t.planPrices.featureSet), asc(t.planPrices.validityMonths)),
  );
}

/** The price row of a plan code ("300-12-6000"); null when the plan has no list price. */
export async function findPlanPrice(planCode: string): Promise<PlanPriceRow | null> {
  const [row] = await run((db, t) => db.select().from(t.planPrices).where(eq(t.planPrices.planCode, planCode)).limit(1));
  return row ?? null;
}

/** Every country with a regional discount, by country code. */
export async function listRegionalDiscounts(): Promise<RegionalDiscount[]> {
  return run((db, t) =>
    db
      .select({ country: t.regionalDiscounts.country, percent: t.regionalDiscounts.percent })
      .from(t.regionalDiscounts)
      .orderBy(asc(t.regionalDiscounts.country)),
  );
}

/** The regional discount of a country, in percent; 0 for a country without one. */
export async function regionalDiscountPercent(country: string): Promise<number> {
  const [row] = await run((db, t) => db.select().from(t.regionalDiscounts).where(eq(t.regionalDiscounts.country, country)).limit(1));
  return row?.percent ?? 0;
}

function parseJsonList(text: string | null, what: string): string[] | null {
  if (text === null) return null;
  const v: unknown = JSON.parse(text);
  if (!Array.isArray(v) || v.some((x) => typeof x !== "string")) throw new Error(`${what} is not a JSON list of strings`);
  return v as string[];
}

/** A coupons row as the engine's Coupon (course keys "authorId-collectionId" become refs). */
export function couponFromRow(row: CouponRow): DescribedCoupon {
  const courses = parseJsonList(row.courseKeys, `coupon ${row.code} course_keys`)?.map((key) => {
    const [author_id, work_id] = key.split("-");
    return { author_id: author_id ?? key, work_id: work_id ?? "" };
  });
  return {
    code: row.code,
    kind: row.kind === "amount" ? "amount" : "percent",
    ...(row.kind === "amount" ? { amountOffCents: row.value } : { percentOff: row.value }),
    expiresAt: row.expiresAt,
    maxRedemptions: row.maxRedemptions,
    redemptions: row.redemptions,
    planCodes: parseJsonList(row.planCodes, `coupon ${row.code} plan_codes`),
    courses: courses ?? null,
    discount_never_expires: row.discountNeverExpires,
    description: row.description,
    active: row.active,
  };
}

/** The coupon with this code (codes are matched exactly); null when there is none. */
export async function findCoupon(code: string): Promise<DescribedCoupon | null> {
  const [row] = await run((db, t) => db.select().from(t.coupons).where(eq(t.coupons.code, code)).limit(1));
  return row ? couponFromRow(row) : null;
}

/** Every coupon code, in order. */
export async function listCouponCodes(): Promise<string[]> {
  const rows = await run((db, t) => db.select({ code: t.coupons.code }).from(t.coupons).orderBy(asc(t.coupons.code)));
  return rows.map((r) => r.code);
}

/** Every coupon, by code, as the engine reads it (disabled ones included). */
export async function listCoupons(): Promise<DescribedCoupon[]> {
  const rows = await run((db, t) => db.select().from(t.coupons).orderBy(asc(t.coupons.code)));
  return rows.map(couponFromRow);
}

/** A coupon to create: value is a percent (1-100) or an amount in cents; lists null for "any". */
export type NewCoupon = {
  code: string;
  kind: "percent" | "amount";
  value: number;
  expiresAt: string | null;
  maxRedemptions: number | null;
  planCodes: string[] | null;
  /** "authorId-collectionId" */
  courseKeys: string[] | null;
  discountNeverExpires: boolean;
  description: string;
};

/** Creates an active coupon with no redemptions; null (nothing written) when the code is taken. */
export async function createCoupon(input: NewCoupon): Promise<DescribedCoupon | null> {
  const [row] = await run((db, t) =>
    db
      .insert(t.coupons)
      .values({
        code: input.code,
        kind: input.kind,
        value: input.value,
        expiresAt: input.expiresAt,
        maxRedemptions: input.maxRedemptions,
        redemptions: 0,
        planCodes: input.planCodes ? JSON.stringify(input.planCodes) : null,
        courseKeys: input.courseKeys ? JSON.stringify(input.courseKeys) : null,
        discountNeverExpires: input.discountNeverExpires,
        description: input.description,
        active: true,
      })
      .onConflictDoNothing({ target: t.coupons.code })
      .returning(),
  );
  return row ? couponFromRow(row) : null;
}

/** Turns a coupon on or off (its history stays); null when there is no such code. */
export async function setCouponActive(code: string, active: boolean): Promise<DescribedCoupon | null> {
  const [row] = await run((db, t) => db.update(t.coupons).set({ active }).where(eq(t.coupons.code, code)).returning());
  return row ? couponFromRow(row) : null;
}

/** The list price of a product sold besides plans and courses ("certificate"), or null. */
export async function findProductPrice(code: string): Promise<number | null> {
  const [row] = await run((db, t) => db.select().from(t.productPrices).where(eq(t.productPrices.code, code)).limit(1));
  return row?.listPriceCents ?? null;
}

/** The coupon set as the site coupon (whether or not it is still valid), or null. */
export async function findSiteCoupon(): Promise<DescribedCoupon | null> {
  const [row] = await run((db, t) => db.select().from(t.coupons).where(eq(t.coupons.isSiteCoupon, true)).limit(1));
  return row ? couponFromRow(row) : null;
}

/** Makes `code` the one site coupon (null clears it); false when no coupon has that code. */
export async function setSiteCoupon(code: string | null): Promise<boolean> {
  return transaction(async (db, t) => {
    if (code !== null && (await db.select({ code: t.coupons.code }).from(t.coupons).where(eq(t.coupons.code, code)).limit(1)).length === 0)
      return false;
    await db.update(t.coupons).set({ isSiteCoupon: false }).where(eq(t.coupons.isSiteCoupon, true));
    if (code !== null) await db.update(t.coupons).set({ isSiteCoupon: true }).where(eq(t.coupons.code, code));
    return true;
  });
}
