// The CLI's database handle: DATABASE_URL (default data/codelift.db), migrated and seeded on
// first use with the server's own seeds/prepare, so `codelift` works on a fresh clone. Queries live
// in app/models; the helpers below only turn a model's "not found" into bad input (exit 2).
import fs from "node:fs";
import type { PathOutline } from "../app/models/coachContent.server";
import type { DescribedCoupon } from "../app/models/commerce.server";
import type { Db } from "../db/client";
import { CliError, fail, note } from "./io";

// The drivers (better-sqlite3 or pg, drizzle's session) are loaded only by commands that use the database.
let client: typeof import("../db/client") | null = null;
export async function dbClient(): Promise<typeof import("../db/client")> {
  client ??= await import("../db/client");
  return client;
}

/** Whether DATABASE_URL names PostgreSQL (postgres://… or postgresql://…). */
export async function onPostgres(): Promise<boolean> {
  const { databaseEngine } = await import("../db/engine");
  return databaseEngine() === "postgres";
}

/** DATABASE_URL with its password hidden, for messages. */
async function redactedUrl(): Promise<string> {
  const { redactDatabaseUrl } = await import("../db/engine");
  return redactDatabaseUrl(process.env.DATABASE_URL!.trim());
}

/** Closes the database if this run opened it (the SQLite file, or the PostgreSQL pool). */
export async function closeData(): Promise<void> {
  client?.closeDatabase();
  if (process.env.DATABASE_URL && (await onPostgres())) {
    const { closePostgres } = await import("../db/postgres");
    await closePostgres(process.env.DATABASE_URL.trim());
  }
}

/** Bad input when DATABASE_URL names PostgreSQL, for what runs on a SQLite file only (`what`). */
async function refusePostgres(what = "this command"): Promise<void> {
  if (await onPostgres()) fail(`DATABASE_URL names PostgreSQL: ${what} runs on a SQLite file only`);
}

/** Opens the SQLite file of DATABASE_URL without migrating it; a CliError when it cannot be a SQLite file. */
export async function openRaw() {
  await refusePostgres();
  const { databasePath, openDatabase } = await dbClient();
  const file = databasePath();
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) fail(`DATABASE_URL ${file} is a folder, not a SQLite file`);
  try {
    return { file, ...openDatabase(file) };
  } catch (e) {
    throw new CliError(`Cannot open the database ${file}: ${(e as Error).message.split("\n")[0]}`);
  }
}

/**
 * Opens DATABASE_URL (a SQLite file, or PostgreSQL); migrates it, and seeds it when empty (a note on
 * stderr says so). Returns where it is (the file, or the URL without its password).
 */
export async function migrateData(): Promise<string> {
  let where: string;
  if (await onPostgres()) {
    where = await redactedUrl();
    const { migratePostgres } = await import("../db/postgres");
    try {
      await migratePostgres(process.env.DATABASE_URL!.trim());
    } catch (e) {
      throw new CliError(`Cannot reach or migrate the PostgreSQL database of DATABASE_URL (${where}): ${(e as Error).message.split("\n")[0]}`);
    }
  } else {
    const { file, db } = await openRaw();
    where = file;
    const { migrateDatabase } = await import("../db/migrate");
    try {
      migrateDatabase(db);
    } catch (e) {
      throw new CliError(`Cannot migrate the database ${file}: ${(e as Error).message.split("\n")[0]}`);
    }
  }
  return where;
}

/** Opens DATABASE_URL on either engine; migrates it, and seeds it when empty (a note on stderr says so). */
export async function openData(): Promise<Db> {
  const where = await migrateData();
  const { seedIfEmpty } = await import("../seeds/prepare");
  // A failing seed is ours, not the user's: it is not caught here (exit 1, not 2).
  const summary = await seedIfEmpty();
  if (summary) note(`Seeded ${where}: ${summary}`);
  const { currentConnection } = await import("../db/access");
  return currentConnection().db as Db;
}

// ---- lookups that name what exists when the asked-for thing does not

/** The list price of a plan code, in cents. */
export async function requireListPriceCents(db: Db, planCode: string): Promise<number> {
  const { findPlanPrice, listAllPlanPrices } = await import("../app/models/commerce.server");
  const row = await findPlanPrice(planCode);
  if (row) return row.listPriceCents;
  const known = (await listAllPlanPrices()).map((r) => r.planCode);
  fail(`Unknown plan ${planCode}: no list price in plan_prices (known: ${known.join(", ")})`);
}

/** The account with this e-mail (any case); an unknown one is refused, with what to do about it when given. */
export async function requireUser(email: string, hint = "") {
  const { findUserByEmail } = await import("../app/models/user.server");
  const user = await findUserByEmail(email);
  return user ?? fail(`No account with the e-mail ${email.trim().toLowerCase()}${hint ? `: ${hint}` : ""}`);
}

/** An organization by its id or slug; an unknown one is refused with the organizations there are. */
export async function requireOrganization(ref: string) {
  const { findOrganizationByRef } = await import("../app/models/organizationAdmin.server");
  const org = await findOrganizationByRef(ref);
  if (org) return org;
  const { listOrganizations } = await import("../app/models/organization.server");
  const known = (await listOrganizations()).map((o) => `${o.id} ${o.slug}`);
  fail(`Unknown organization ${ref.trim()} (known: ${known.join(", ") || "none: codelift org create NAME"})`);
}

/** The coupon with this code (any case, as the checkout reads it); a disabled one is refused as the checkout refuses it. */
export async function requireCoupon(db: Db, code: string): Promise<DescribedCoupon> {
  const { findCoupon, listCouponCodes } = await import("../app/models/commerce.server");
  const wanted = code.trim().toUpperCase();
  const coupon = await findCoupon(wanted);
  if (coupon?.active) return coupon;
  if (coupon) {
    const { COUPON_DISABLED } = await import("../app/services/billing/pricing.server");
    fail(COUPON_DISABLED(wanted));
  }
  const known = await listCouponCodes();
  fail(`Unknown coupon ${wanted} (known: ${known.join(", ") || "none"})`);
}

/** A roadmap's outline. */
export async function requirePathOutline(db: Db, slug: string): Promise<PathOutline> {
  const { listCoachPathSlugs, loadPathOutline } = await import("../app/models/coachContent.server");
  const outline = await loadPathOutline(slug);
  if (outline) return outline;
  const known = await listCoachPathSlugs();
  fail(`Unknown path ${slug} (known: ${known.join(", ") || "none: the coach content is not seeded"})`);
}
