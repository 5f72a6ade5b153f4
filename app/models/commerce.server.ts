// The commerce tables: list prices of the plans, regional discounts by country, coupons. Read
// here and priced by the engine (priceCheckout), for the site and the `codelift` command alike.
import { asc, eq } from "drizzle-orm";
import { getDb, schema, type Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import type { Coupon } from "~/engine/coupons";

export type PlanPriceRow = typeof schema.planPrices.$inferSelect;
export type RegionalDiscount = { country: string; percent: number };
export type CouponRow = typeof schema.coupons.$inferSelect;
/** A coupon as the engine reads it, with the text staff see next to it. */
export type DescribedCoupon = Coupon & { description: string; active: boolean };

/** Every plan's list price, by plan type, feature set and months. */
export async function listAllPlanPrices(db: Db = getDb()): Promise<PlanPriceRow[]> {
  return db
    .select()
    .from(schema.planPrices)
    .orderBy(asc(schema.planPrices.planType), asc(schema.planPrices.featureSet), asc(schema.planPrices.validityMonths));
}

/** The price row of a plan code ("300-12-6000"); null when the plan has no list price. */
export async function findPlanPrice(planCode: string, db: Db = getDb()): Promise<PlanPriceRow | null> {
  const [row] = await db.select().from(schema.planPrices).where(eq(schema.planPrices.planCode, planCode));
  return row ?? null;
}

/** Every country with a regional discount, by country code. */
export async function listRegionalDiscounts(db: Db = getDb()): Promise<RegionalDiscount[]> {
  return db
    .select({ country: schema.regionalDiscounts.country, percent: schema.regionalDiscounts.percent })
    .from(schema.regionalDiscounts)
    .orderBy(asc(schema.regionalDiscounts.country));
}

/** The regional discount of a country, in percent; 0 for a country without one. */
export async function regionalDiscountPercent(country: string, db: Db = getDb()): Promise<number> {
  const [row] = await db.select().from(schema.regionalDiscounts).where(eq(schema.regionalDiscounts.country, country));
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
export async function findCoupon(code: string, db: Db = getDb()): Promise<DescribedCoupon | null> {
  const [row] = await db.select().from(schema.coupons).where(eq(schema.coupons.code, code));
  return row ? couponFromRow(row) : null;
}

/** Every coupon code, in order. */
export async function listCouponCodes(db: Db = getDb()): Promise<string[]> {
  const rows = await db.select({ code: schema.coupons.code }).from(schema.coupons).orderBy(asc(schema.coupons.code));
  return rows.map((r) => r.code);
}

/** Every coupon, by code, as the engine reads it (disabled ones included). */
export async function listCoupons(db: Db = getDb()): Promise<DescribedCoupon[]> {
  const rows = await db.select().from(schema.coupons).orderBy(asc(schema.coupons.code));
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
export async function createCoupon(input: NewCoupon, db: Db = getDb()): Promise<DescribedCoupon | null> {
  const [row] = await db
    .insert(schema.coupons)
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
    .onConflictDoNothing({ target: schema.coupons.code })
    .returning();
  return row ? couponFromRow(row) : null;
}

/** Turns a coupon on or off (its history stays); null when there is no such code. */
export async function setCouponActive(code: string, active: boolean, db: Db = getDb()): Promise<DescribedCoupon | null> {
  const [row] = await db.update(schema.coupons).set({ active }).where(eq(schema.coupons.code, code)).returning();
  return row ? couponFromRow(row) : null;
}

/** The list price of a product sold besides plans and courses ("certificate"), or null. */
export async function findProductPrice(code: string, db: Db = getDb()): Promise<number | null> {
  const [row] = await db.select().from(schema.productPrices).where(eq(schema.productPrices.code, code));
  return row?.listPriceCents ?? null;
}

/** The coupon set as the site coupon (whether or not it is still valid), or null. */
const siteCoupon = prepared((db) => db.select().from(schema.coupons).where(eq(schema.coupons.isSiteCoupon, true)).limit(1).prepare());

export async function findSiteCoupon(db: Db = getDb()): Promise<DescribedCoupon | null> {
  const row = siteCoupon(db).get();
  return row ? couponFromRow(row) : null;
}

/** Makes `code` the one site coupon (null clears it); false when no coupon has that code. */
export async function setSiteCoupon(code: string | null, db: Db = getDb()): Promise<boolean> {
  return db.transaction(
    (tx) => {
      if (code !== null && !tx.select({ code: schema.coupons.code }).from(schema.coupons).where(eq(schema.coupons.code, code)).get()) return false;
      tx.update(schema.coupons).set({ isSiteCoupon: false }).where(eq(schema.coupons.isSiteCoupon, true)).run();
      if (code !== null) tx.update(schema.coupons).set({ isSiteCoupon: true }).where(eq(schema.coupons.code, code)).run();
      return true;
    },
    { behavior: "immediate" },
  );
}
