import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "./client";

/** migrations/ of the project, found upward from this module (works from db/ and from build/). */
export function migrationsFolder(): string {
  if (process.env.MIGRATIONS_DIR) return path.resolve(process.env.MIGRATIONS_DIR);
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, "migrations");
    if (fs.existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    dir = path.dirname(dir);
  }
  return path.resolve("migrations");
}

/** Applies every pending migration; a no-op when the database is current. */
export function migrateDatabase(db: Db): void {
  migrate(db, { migrationsFolder: migrationsFolder() });
}
