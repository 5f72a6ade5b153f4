import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "./client";

/**
 * A migrations folder of the project (`migrations`, `migrations-pg`), found upward from this module
 * (works from db/ and from build/); `override`, when set, names it instead.
 */
export function findMigrationsFolder(name: string, override?: string): string {
  if (override) return path.resolve(override);
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, name);
    if (fs.existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    dir = path.dirname(dir);
  }
  return path.resolve(name);
}

/** migrations/ of the project (MIGRATIONS_DIR overrides it). */
export function migrationsFolder(): string {
  return findMigrationsFolder("migrations", process.env.MIGRATIONS_DIR);
}

/** Applies every pending migration; a no-op when the database is current. */
export function migrateDatabase(db: Db): void {
  migrate(db, { migrationsFolder: migrationsFolder() });
}
