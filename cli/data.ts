// What the CLI reads from the database: the commerce tables (list prices, regional discounts,
// coupons) and the coach path outline. The database is migrated and seeded first when it is
// new, as server.ts does, so `codelift` works on a fresh clone.
import fs from "node:fs";
import type { Coupon } from "../app/engine";
import type { PathOutline } from "../app/models/coachContent.server";
import type { Db } from "../db/client";
import type * as Schema from "../db/schema";
import { CliError, fail, note } from "./io";

/** drizzle and the schema, loaded with the database (not on every start of the CLI). */
export async function orm() {
  const [{ asc, count, desc, eq }, schema] = await Promise.all([import("drizzle-orm"), import("../db/schema")]);
  return { asc, count, desc, eq, schema };
}

// The driver (better-sqlite3, drizzle's session) is loaded only by commands that use the database.
let client: typeof import("../db/client") | null = null;
export async function dbClient(): Promise<typeof import("../db/client")> {
  client ??= await import("../db/client");
  return client;
}

/** Closes the database if this run opened it. */
export function closeData(): void {
  client?.closeDatabase();
}

/** Opens DATABASE_URL (default data/codelift.db); migrates it, and seeds it when empty. */
export async function openData(): Promise<Db> {
  const { databasePath, openDatabase } = await dbClient();
  const { migrateDatabase } = await import("../db/migrate");
  const file = databasePath();
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) fail(`DATABASE_URL ${file} is a folder, not a SQLite file`);
  let db: Db;
  try {
    db = openDatabase(file).db;
    migrateDatabase(db);
  } catch (e) {
    throw new CliError(`Cannot open the database ${file}: ${(e as Error).message.split("\n")[0]}`);
  }
  // Same test as seeds/index.ts isSeeded, without loading the (large) seed content on every run.
  const { count, schema } = await orm();
  const [row] = await db.select({ n: count() }).from(schema.courses);
  if ((row?.n ?? 0) === 0) {
    // A failure here is ours, not the user's: exit 1, not 2.
    const { seedDatabase } = await import("../seeds/index");
    const summary = await seedDatabase(db);
    note(`Seeded ${file}: ${summary}`);
  }
  return db;
}

// ---- commerce

export type PlanPriceRow = typeof Schema.planPrices.$inferSelect;

export async function planPriceRows(db: Db): Promise<PlanPriceRow[]> {
  const { asc, schema } = await orm();
  return db
    .select()
    .from(schema.planPrices)
    .orderBy(asc(schema.planPrices.planType), asc(schema.planPrices.featureSet), asc(schema.planPrices.validityMonths));
}

/** The list price of a plan code, in cents; a CliError naming the known codes when absent. */
export async function listPriceCents(db: Db, planCode: string): Promise<number> {
  const { eq, schema } = await orm();
  const [row] = await db.select().from(schema.planPrices).where(eq(schema.planPrices.planCode, planCode));
  if (row) return row.listPriceCents;
  const known = (await planPriceRows(db)).map((r) => r.planCode);
  fail(`Unknown plan ${planCode}: no list price in plan_prices (known: ${known.join(", ")})`);
}

export async function regionalDiscountRows(db: Db): Promise<{ country: string; percent: number }[]> {
  const { asc, schema } = await orm();
  return db.select().from(schema.regionalDiscounts).orderBy(asc(schema.regionalDiscounts.country));
}

/** The regional discount percent of a country; 0 for a country without one. */
export async function regionalPercent(db: Db, country: string | undefined): Promise<number> {
  if (!country) return 0;
  const { eq, schema } = await orm();
  const [row] = await db.select().from(schema.regionalDiscounts).where(eq(schema.regionalDiscounts.country, country));
  return row?.percent ?? 0;
}

type CouponRow = typeof Schema.coupons.$inferSelect;

function parseJsonList(text: string | null, what: string): string[] | null {
  if (text === null) return null;
  const v: unknown = JSON.parse(text);
  if (!Array.isArray(v) || v.some((x) => typeof x !== "string")) throw new Error(`${what} is not a JSON list of strings`);
  return v as string[];
}

/** A coupons row as the engine's Coupon (course keys "authorId-collectionId" become refs). */
export function couponFromRow(row: CouponRow): Coupon & { description: string } {
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
  };
}

/** The coupon with this code; a CliError naming the known codes when there is none. */
export async function findCoupon(db: Db, code: string): Promise<Coupon & { description: string }> {
  const { asc, eq, schema } = await orm();
  const [row] = await db.select().from(schema.coupons).where(eq(schema.coupons.code, code));
  if (row) return couponFromRow(row);
  const known = (await db.select({ code: schema.coupons.code }).from(schema.coupons).orderBy(asc(schema.coupons.code))).map(
    (r) => r.code,
  );
  fail(`Unknown coupon ${code} (known: ${known.join(", ") || "none"})`);
}

// ---- coach content

/** A roadmap's outline from the database; a CliError when the path is not there. */
export async function pathOutline(db: Db, slug: string): Promise<PathOutline> {
  const { loadPathOutline } = await import("../app/models/coachContent.server");
  const outline = await loadPathOutline(slug, db);
  if (outline) return outline;
  const { schema } = await orm();
  const known = (await db.select({ slug: schema.coachPaths.slug }).from(schema.coachPaths)).map((r) => r.slug);
  fail(`Unknown path ${slug} (known: ${known.join(", ") || "none: the coach content is not seeded"})`);
}
