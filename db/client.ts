// The one SQLite connection of a process (WAL, busy timeout, foreign keys on). The Remix
// bundle and the server entry both import this module; the handle is shared through
// globalThis so they use one connection per file.
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import * as schema from "./schema";

export type Db = BetterSQLite3Database<typeof schema>;
export { schema };

export function databasePath(url = process.env.DATABASE_URL): string {
  const raw = url && url.trim() !== "" ? url.trim() : "data/codelift.db";
  const file = raw.startsWith("file:") ? raw.slice("file:".length) : raw;
  return path.resolve(file);
}

type Handle = { sqlite: Database.Database; db: Db };
const registry: Map<string, Handle> = ((globalThis as any).__codeliftDb ??= new Map());

export function openDatabase(file = databasePath()): Handle {
  const existing = registry.get(file);
  if (existing && existing.sqlite.open) return existing;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // SQL_TRACE_FILE (tests only): every statement run, one a line, for the query-plan test.
  const trace = process.env.SQL_TRACE_FILE;
  const sqlite = new Database(file, trace ? { verbose: (sql) => fs.appendFileSync(trace, `${String(sql).replace(/\s+/g, " ")}\n`) } : undefined);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("synchronous = NORMAL");
  const handle = { sqlite, db: drizzle(sqlite, { schema }) };
  registry.set(file, handle);
  return handle;
}

export function closeDatabase(file = databasePath()): void {
  const h = registry.get(file);
  if (h) {
    h.sqlite.close();
    registry.delete(file);
  }
}

/** The application's database (DATABASE_URL, default data/codelift.db). */
export function getDb(): Db {
  return openDatabase().db;
}
