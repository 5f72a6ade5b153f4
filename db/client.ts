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
const registry: Map<string, Handle> = ((globalThis as { __codeliftDb?: Map<string, Handle> }).__codeliftDb ??= new Map());

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
  reusePreparedStatements(sqlite);
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

/**
 * Compiled statements are kept per SQL text (the most recent STATEMENTS_KEPT), so a query that
 * runs on every request (the session lookup, the root loader's) is compiled once, not each time.
 * A statement comes back with its result mode reset (raw, pluck and expand off), as a new one would.
 */
const STATEMENTS_KEPT = 1000;
function reusePreparedStatements(sqlite: Database.Database) {
  const prepare = sqlite.prepare.bind(sqlite);
  const kept = new Map<string, Database.Statement>();
  sqlite.prepare = ((source: string) => {
    let stmt = kept.get(source);
    if (stmt && !stmt.busy) {
      kept.delete(source);
      kept.set(source, stmt);
      if (stmt.reader) stmt.raw(false).pluck(false).expand(false);
      return stmt;
    }
    stmt = prepare(source);
    kept.set(source, stmt);
    if (kept.size > STATEMENTS_KEPT) kept.delete(kept.keys().next().value as string);
    return stmt;
  }) as typeof sqlite.prepare;
}

let defaultHandle: { url: string | undefined; handle: Handle } | undefined;
/** The application's database (DATABASE_URL, default data/codelift.db). */
export function getDb(): Db {
  const url = process.env.DATABASE_URL;
  if (defaultHandle && defaultHandle.url === url && defaultHandle.handle.sqlite.open) return defaultHandle.handle.db;
  const handle = openDatabase();
  defaultHandle = { url, handle };
  return handle.db;
}
