// The application's database on either engine, behind one handle: the SQLite file of today or a
// PostgreSQL server, as DATABASE_URL says (db/engine.ts decides). Each side keeps its own drizzle
// instance and schema (db/schema.ts, db/schema.pg.ts: the same tables and row shapes); `query` and
// `execute` run one SQL statement written with drizzle's sql`…` on either.
//
// Today the models still call the SQLite handle (db/client.ts) synchronously; this module is what
// they move onto, with withTransaction (db/transaction.ts) for everything that must be atomic.
import type Database from "better-sqlite3";
import type { SQL } from "drizzle-orm";
import { openDatabase, databasePath, schema as sqliteSchema, type Db } from "./client";
import { databaseEngine, redactDatabaseUrl, type Engine } from "./engine";
import { migrateDatabase } from "./migrate";

export type { Engine };

export interface SqliteConnection {
  engine: "sqlite";
  /** where the data lives, for messages: the file */
  where: string;
  db: Db;
  sqlite: Database.Database;
  schema: typeof sqliteSchema;
}

export interface PostgresConnection {
  engine: "postgres";
  /** where the data lives, for messages: the URL without its password */
  where: string;
  url: string;
  db: import("./postgres").PgDb;
  pool: import("pg").Pool;
  schema: typeof import("./postgres").pgSchema;
}

export type Connection = SqliteConnection | PostgresConnection;

/** The database a URL names (default DATABASE_URL): opened once per process and URL. */
export async function openConnection(url: string | undefined = process.env.DATABASE_URL): Promise<Connection> {
  if (databaseEngine(url) === "postgres") {
    // pg is loaded only when PostgreSQL is used.
    const { openPostgres, pgSchema } = await import("./postgres");
    const h = openPostgres(url!.trim());
    return { engine: "postgres", where: redactDatabaseUrl(h.url), url: h.url, db: h.db, pool: h.pool, schema: pgSchema };
  }
  const file = databasePath(url);
  const { db, sqlite } = openDatabase(file);
  return { engine: "sqlite", where: file, db, sqlite, schema: sqliteSchema };
}

/** Closes what openConnection opened for this connection. */
export async function closeConnection(conn: Connection): Promise<void> {
  if (conn.engine === "postgres") {
    const { closePostgres } = await import("./postgres");
    await closePostgres(conn.url);
  } else {
    const { closeDatabase } = await import("./client");
    closeDatabase(conn.where);
  }
}

/** Applies the pending migrations of the connection's engine (migrations/ or migrations-pg/). */
export async function migrateConnection(conn: Connection): Promise<void> {
  if (conn.engine === "postgres") {
    const { migratePostgres } = await import("./postgres");
    await migratePostgres(conn.url);
  } else {
    migrateDatabase(conn.db);
  }
}

/** The rows of one SQL statement, on either engine. */
export async function query<T = Record<string, unknown>>(conn: Pick<Connection, "engine" | "db">, statement: SQL): Promise<T[]> {
  if (conn.engine === "postgres") {
    const result = await (conn.db as PostgresConnection["db"]).execute(statement);
    return result.rows as T[];
  }
  return (conn.db as Db).all(statement) as T[];
}

/** Runs one SQL statement that returns no rows; the number of rows it changed. */
export async function execute(conn: Pick<Connection, "engine" | "db">, statement: SQL): Promise<number> {
  if (conn.engine === "postgres") {
    const result = await (conn.db as PostgresConnection["db"]).execute(statement);
    return result.rowCount ?? 0;
  }
  return (conn.db as Db).run(statement).changes;
}

/** Whether the database answers (`SELECT 1`): what /readyz reports. */
export async function ping(conn: Connection): Promise<void> {
  if (conn.engine === "postgres") {
    await conn.pool.query("SELECT 1");
    return;
  }
  conn.sqlite.prepare("SELECT 1").get();
}
