// A database ready to serve: migrated, and seeded when it holds no content yet. The server (at
// start) and the `codelift` command (on first use) share these two functions. They live with the
// seeds, not in db/, because db/ never imports seeds/.
import type { Db } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { isSeeded } from "./seeded";

/**
 * Seeds a migrated database when it is empty: the seed's summary, or null when it was already
 * seeded. The (large) seed content is loaded only when it is needed.
 */
export async function seedIfEmpty(db: Db): Promise<string | null> {
  if (await isSeeded(db)) return null;
  const { seedDatabase } = await import("./index");
  return seedDatabase(db);
}

/** Applies pending migrations, then seeds an empty database (see seedIfEmpty). */
export async function prepareDatabase(db: Db): Promise<string | null> {
  migrateDatabase(db);
  return seedIfEmpty(db);
}
