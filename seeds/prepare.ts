// A database ready to serve: migrated, and seeded when it holds no content yet. The server (at
// start) and the `codelift` command (on first use) share these two functions, on either engine
// (the database of DATABASE_URL, through db/access.ts). They live with the seeds, not in db/,
// because db/ never imports seeds/.
import { currentConnection } from "../db/access";
import { migrateConnection } from "../db/connection";
import { isSeeded } from "./seeded";

/**
 * Seeds a migrated database when it is empty: the seed's summary, or null when it was already
 * seeded. The (large) seed content is loaded only when it is needed.
 */
export async function seedIfEmpty(): Promise<string | null> {
  if (await isSeeded()) return null;
  const { seedDatabase } = await import("./index");
  return seedDatabase();
}

/** Applies pending migrations (migrations/ or migrations-pg/), then seeds an empty database (see seedIfEmpty). */
export async function prepareDatabase(): Promise<string | null> {
  await migrateConnection(currentConnection());
  return seedIfEmpty();
}
