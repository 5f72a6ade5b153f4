// How the models reach the database, on either engine (decision 0034):
//
//   export async function findUser(id: number) {
//     return run(async (db, t) => (await db.select().from(t.users).where(eq(t.users.id, id)).limit(1))[0]);
//   }
//
//   await transaction(async (db, t, forUpdate) => { … });   // atomic: BEGIN IMMEDIATE / BEGIN … FOR UPDATE
//
// - `db` is a drizzle instance of the configured engine (DATABASE_URL, db/engine.ts), typed as the
//   SQLite one: write only what both engines have (select, insert … returning, update, delete,
//   onConflictDoNothing/Update, `await` on a query) — never `.get()`, `.all()`, `.run()` or
//   `.values()`, which exist on SQLite only. `t` is the engine's schema (db/schema.ts or
//   db/schema.pg.ts: the same tables, columns and property names). A raw statement goes through
//   `rows(sql…)` or `exec(sql…)`, also in a callback.
// - The callback awaits only the database. On SQLite the statements of a process share one
//   connection, so callbacks take turns on it (transactions included): a statement never lands
//   inside another request's open transaction. On PostgreSQL plain callbacks run on the pool.
// - A `run` or `transaction` inside a transaction joins it (same connection, same BEGIN), so a model
//   function can be called on its own or as part of a bigger atomic change.
import { AsyncLocalStorage } from "node:async_hooks";
import type { SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { openDatabase, databasePath, schema as sqliteSchema, type Db } from "./client";
import { type Connection, query, execute } from "./connection";
import { databaseEngine, redactDatabaseUrl } from "./engine";
import { openPostgres, pgSchema } from "./postgres";
import { takeTurn, withTransaction } from "./transaction";

export type { Db };
export type Tables = typeof sqliteSchema;
/** What a `run` or `transaction` callback gets. */
export type Work<T> = (db: Db, t: Tables, forUpdate: SQL) => Promise<T>;

interface Scope {
  conn: Connection;
  db: Db;
  t: Tables;
  forUpdate: SQL;
  inTransaction: boolean;
}

const scopes = new AsyncLocalStorage<Scope>();
const NOTHING = sql.raw("");

// ---------------------------------------------------------------- the connection of the process
const connections: Map<string, Connection> = ((globalThis as { __codeliftConnections?: Map<string, Connection> }).__codeliftConnections ??=
  new Map());

/** The connection DATABASE_URL names (opened on first use; a PostgreSQL pool connects lazily). */
export function currentConnection(url: string | undefined = process.env.DATABASE_URL): Connection {
  const key = url ?? "";
  const known = connections.get(key);
  if (known && (known.engine === "postgres" || known.sqlite.open)) return known;
  let conn: Connection;
  if (databaseEngine(url) === "postgres") {
    const h = openPostgres(url!.trim());
    conn = { engine: "postgres", where: redactDatabaseUrl(h.url), url: h.url, db: h.db, pool: h.pool, schema: pgSchema };
  } else {
    const file = databasePath(url);
    const { db, sqlite } = openDatabase(file);
    conn = { engine: "sqlite", where: file, db, sqlite, schema: sqliteSchema };
  }
  connections.set(key, conn);
  return conn;
}

/** Which engine the process runs on. */
export function currentEngine(): Connection["engine"] {
  return (scopes.getStore()?.conn ?? currentConnection()).engine;
}

function scopeOf(conn: Connection, db: unknown, t: unknown, forUpdate: SQL, inTransaction: boolean): Scope {
  return { conn, db: db as Db, t: t as Tables, forUpdate, inTransaction };
}

// ---------------------------------------------------------------- run and transaction
/** Runs database work (one statement or several) on the current engine; see the top of this file. */
export async function run<T>(work: Work<T>): Promise<T> {
  const inside = scopes.getStore();
  if (inside) return work(inside.db, inside.t, inside.forUpdate);
  const conn = currentConnection();
  if (conn.engine === "postgres") {
    return scopes.run(scopeOf(conn, conn.db, conn.schema, NOTHING, false), () =>
      work(conn.db as unknown as Db, conn.schema as unknown as Tables, NOTHING),
    );
  }
  const release = await takeTurn(conn.sqlite);
  try {
    return await scopes.run(scopeOf(conn, conn.db, conn.schema, NOTHING, false), () => work(conn.db, conn.schema, NOTHING));
  } finally {
    release();
  }
}

/**
 * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. On
 * PostgreSQL a SELECT ended with `forUpdate` locks the rows it read until the end, and a deadlock or
 * serialization failure runs `work` again (so it must not do anything but database work).
 */
export async function transaction<T>(work: Work<T>): Promise<T> {
  const inside = scopes.getStore();
  if (inside?.inTransaction) return work(inside.db, inside.t, inside.forUpdate);
  if (inside && inside.conn.engine === "sqlite") {
    // Inside a plain `run` on SQLite: the turn is already ours, so begin right here.
    const sqlite = inside.conn.sqlite;
    sqlite.exec("BEGIN IMMEDIATE");
    try {
      const result = await scopes.run({ ...inside, inTransaction: true }, () => work(inside.db, inside.t, NOTHING));
      sqlite.exec("COMMIT");
      return result;
    } catch (e) {
      if (sqlite.inTransaction) sqlite.exec("ROLLBACK");
      throw e;
    }
  }
  const conn = inside?.conn ?? currentConnection();
  return withTransaction(conn, (tx) =>
    scopes.run(scopeOf(conn, tx.db, tx.schema, tx.forUpdate, true), () => work(tx.db as unknown as Db, tx.schema as unknown as Tables, tx.forUpdate)),
  );
}

/** Whether the caller runs inside a transaction (for functions that must). */
export function inTransaction(): boolean {
  return scopes.getStore()?.inTransaction ?? false;
}

// ---------------------------------------------------------------- raw statements and results
/** The rows of a statement written with drizzle's sql`…` (portable SQL only), on the current engine. */
export function rows<T = Record<string, unknown>>(statement: SQL): Promise<T[]> {
  return run(async () => {
    const scope = scopes.getStore()!;
    return query<T>({ engine: scope.conn.engine, db: scope.db as never }, statement);
  });
}

/** Runs a statement written with drizzle's sql`…` that returns no rows; the number of rows it changed. */
export function exec(statement: SQL): Promise<number> {
  return run(async () => {
    const scope = scopes.getStore()!;
    return execute({ engine: scope.conn.engine, db: scope.db as never }, statement);
  });
}

/** The number of rows an awaited insert, update or delete changed, on either engine. */
export function changes(result: unknown): number {
  const r = result as { changes?: number; rowCount?: number | null };
  return Number(r.changes ?? r.rowCount ?? 0);
}
