// One transaction helper for both engines:
//
//   await withTransaction(conn, async (tx) => {
//     const [row] = await query(tx, sql`SELECT version FROM catalog_version WHERE id = 1 ${tx.forUpdate}`);
//     await execute(tx, sql`UPDATE catalog_version SET version = ${row.version + 1} WHERE id = 1`);
//   });
//
// The callback gets `tx`: the engine, a drizzle instance bound to the transaction (`tx.db`, with the
// engine's schema in `tx.schema`) and `tx.forUpdate`, a fragment to end a SELECT with. It commits
// when the callback resolves and rolls back (and rethrows) when it throws.
//
// - SQLite: BEGIN IMMEDIATE, so the write lock is taken at the start and a read-then-write cannot
//   be overtaken by another writer. One process has one connection per file, so the transactions
//   of a process take turns on it (an async lock per connection); `tx.forUpdate` is empty (the
//   whole database is locked already). The callback must await only the database: while it runs,
//   the connection belongs to it.
// - PostgreSQL: BEGIN on a connection of the pool held for the callback (READ COMMITTED); rows the
//   callback reads with `tx.forUpdate` (SELECT … FOR UPDATE) stay locked until the end, so two
//   transactions that read and then change the same row take turns. A transaction that fails on a
//   deadlock or a serialization failure is run again (at most 3 times in all).
import type Database from "better-sqlite3";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "./client";
import type { Connection, PostgresConnection, SqliteConnection } from "./connection";

interface SqliteTx {
  engine: "sqlite";
  db: Db;
  schema: SqliteConnection["schema"];
  /** empty on SQLite: BEGIN IMMEDIATE holds the write lock for the whole transaction */
  forUpdate: SQL;
}

interface PostgresTx {
  engine: "postgres";
  db: PostgresConnection["db"];
  schema: PostgresConnection["schema"];
  /** ` FOR UPDATE`: the rows this SELECT returns stay locked until the transaction ends */
  forUpdate: SQL;
}

export type Tx = SqliteTx | PostgresTx;

const FOR_UPDATE = sql.raw(" FOR UPDATE");
const NOTHING = sql.raw("");

// ---------------------------------------------------------------- SQLite: one transaction at a time per connection
const tails = new WeakMap<Database.Database, Promise<void>>();

/** Waits for the connection's earlier transactions; resolves with the function that lets the next one go. */
export function takeTurn(sqlite: Database.Database): Promise<() => void> {
  const before = tails.get(sqlite) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  tails.set(sqlite, mine);
  return before.then(() => release);
}

async function sqliteTransaction<T>(conn: SqliteConnection, fn: (tx: SqliteTx) => Promise<T>): Promise<T> {
  const release = await takeTurn(conn.sqlite);
  try {
    conn.sqlite.exec("BEGIN IMMEDIATE");
    try {
      const result = await fn({ engine: "sqlite", db: conn.db, schema: conn.schema, forUpdate: NOTHING });
      conn.sqlite.exec("COMMIT");
      return result;
    } catch (e) {
      if (conn.sqlite.inTransaction) conn.sqlite.exec("ROLLBACK");
      throw e;
    }
  } finally {
    release();
  }
}

// ---------------------------------------------------------------- PostgreSQL: a pooled connection per transaction
const RETRIED_CODES = new Set(["40001", "40P01"]); // serialization_failure, deadlock_detected
const ATTEMPTS = 3;

async function postgresTransaction<T>(conn: PostgresConnection, fn: (tx: PostgresTx) => Promise<T>): Promise<T> {
  const { drizzle } = await import("drizzle-orm/node-postgres");
  for (let attempt = 1; ; attempt++) {
    const client = await conn.pool.connect();
    let broken: Error | undefined;
    // The server may end the connection while the callback runs (a restart): node-postgres then
    // emits "error" on the client, which would stop the process without a listener. The failure
    // reaches the callback through its next query; the client is not given back to the pool.
    const onError = (e: Error) => (broken = e);
    client.on("error", onError);
    try {
      await client.query("BEGIN");
      try {
        const result = await fn({ engine: "postgres", db: drizzle(client, { schema: conn.schema }), schema: conn.schema, forUpdate: FOR_UPDATE });
        await client.query("COMMIT");
        return result;
      } catch (e) {
        try {
          await client.query("ROLLBACK");
        } catch (rollbackError) {
          // The connection itself failed: it is not given back to the pool.
          broken = rollbackError as Error;
        }
        throw e;
      }
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (!broken && code && RETRIED_CODES.has(code) && attempt < ATTEMPTS) continue;
      throw e;
    } finally {
      client.removeListener("error", onError);
      client.release(broken);
    }
  }
}

/** Runs `fn` in one transaction of the connection's engine: committed when it resolves, rolled back when it throws. */
export function withTransaction<T>(conn: Connection, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return conn.engine === "postgres" ? postgresTransaction(conn, fn) : sqliteTransaction(conn, fn);
}
