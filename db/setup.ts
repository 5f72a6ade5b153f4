// A database ready to serve: migrated, and seeded when it holds no content yet. The server
// (at start), the `codelift` command (on first use) and the seeds share these two functions.
import { count } from "drizzle-orm";
import type { Db } from "./client";
import { migrateDatabase } from "./migrate";
import * as schema from "./schema";

/** Whether the database holds the seed: any course means it was seeded (or filled by hand). */
export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(schema.courses);
  return (row?.n ?? 0) > 0;
}

/**
 * Seeds a migrated database when it is empty: the seed's summary, or null when it was already
 * seeded. The (large) seed content is loaded only when it is needed.
 */
export async function seedIfEmpty(db: Db): Promise<string | null> {
  if (await isSeeded(db)) return null;
  const { seedDatabase } = await import("../seeds/index");
  return seedDatabase(db);
}

/** Applies pending migrations, then seeds an empty database (see seedIfEmpty). */
export async function prepareDatabase(db: Db): Promise<string | null> {
  migrateDatabase(db);
  return seedIfEmpty(db);
}
