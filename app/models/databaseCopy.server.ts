// Whole-table copy of a SQLite installation into an empty PostgreSQL database (`codelift db copy`,
// decision 0037). The tables come from the schema (db/schema.ts,
// and db/schema.pg.ts with the same export names), parents before children (their foreign keys);
// the rows move in batches inside one PostgreSQL transaction, so a copy is all or nothing. Each
// identity sequence is then moved past the highest copied id, so the next row PostgreSQL numbers
// does not collide with a copied one.
//
// Two tables are kept by triggers on the target: every content insert raises content_version and
// catalog_version. They are copied last, so they end with the source's values.
import { count, getTableColumns, is, sql, type SQL } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import crypto from "node:crypto";
import * as sqliteSchema from "../../db/schema";
import type { Connection, PostgresConnection, SqliteConnection } from "../../db/connection";
import { withTransaction } from "../../db/transaction";

export interface CopyTable {
  /** the table's SQL name */
  name: string;
  /** its export name in db/schema.ts and db/schema.pg.ts */
  key: string;
  sqlite: SQLiteTable;
}

/** Tables the triggers raise on every content insert: copied after everything else. */
const KEPT_BY_TRIGGERS = new Set(["content_version", "catalog_version"]);
/** Tables PostgreSQL's migrations fill (a version row, a reference price): their rows are replaced by the source's. */
const FILLED_BY_MIGRATIONS = new Set(["content_version", "catalog_version", "product_prices"]);

/** Every table of the schema, each after the tables its foreign keys name (and the trigger-kept ones last). */
export function copyOrder(): CopyTable[] {
  const tables = new Map<string, CopyTable>();
  for (const [key, value] of Object.entries(sqliteSchema)) {
    if (is(value, SQLiteTable)) tables.set(getTableConfig(value).name, { name: getTableConfig(value).name, key, sqlite: value });
  }
  const parents = new Map<string, Set<string>>();
  for (const t of tables.values()) {
    const refs = new Set<string>();
    for (const fk of getTableConfig(t.sqlite).foreignKeys) {
      const parent = getTableConfig(fk.reference().foreignTable).name;
      if (parent !== t.name) refs.add(parent);
      else throw new Error(`${t.name} refers to itself: the copy does not order rows inside one table`);
    }
    parents.set(t.name, refs);
  }
  const ordered: CopyTable[] = [];
  const done = new Set<string>();
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (done.has(name)) return;
    if (visiting.has(name)) throw new Error(`the foreign keys of ${[...visiting].join(", ")} form a cycle`);
    visiting.add(name);
    for (const p of [...parents.get(name)!].sort()) visit(p);
    visiting.delete(name);
    done.add(name);
    ordered.push(tables.get(name)!);
  };
  for (const name of [...tables.keys()].sort()) visit(name);
  return [...ordered.filter((t) => !KEPT_BY_TRIGGERS.has(t.name)), ...ordered.filter((t) => KEPT_BY_TRIGGERS.has(t.name))];
}

function tableOf(conn: Pick<Connection, "engine" | "schema">, t: CopyTable): SQLiteTable {
  return (conn.schema as unknown as Record<string, SQLiteTable>)[t.key]!;
}

/** The rows of a table on either engine (SQLite: its rows; PostgreSQL: the pool or a transaction). */
export async function countRows(conn: Connection, t: CopyTable): Promise<number> {
  const table = tableOf(conn, t);
  const [row] = await (conn.db as unknown as SqliteConnection["db"]).select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}

/**
 * The tables of a migrated PostgreSQL database that hold data of their own: empty when every table
 * holds only what the migrations put there (the version rows at 0, the reference price).
 */
export async function tablesWithData(target: PostgresConnection): Promise<{ name: string; rows: number }[]> {
  const found: { name: string; rows: number }[] = [];
  for (const t of copyOrder()) {
    if (FILLED_BY_MIGRATIONS.has(t.name)) continue;
    const rows = await countRows(target, t);
    if (rows > 0) found.push({ name: t.name, rows });
  }
  const version = await target.pool.query<{ version: number }>("SELECT version FROM content_version WHERE id = 1");
  if (Number(version.rows[0]?.version ?? 0) !== 0) found.push({ name: "content_version", rows: 1 });
  return found;
}

/** Rows per insert: at most `batchSize`, and few enough that one insert stays under PostgreSQL's 65,535 parameters. */
function rowsPerInsert(table: SQLiteTable, batchSize: number): number {
  const columns = Object.keys(getTableColumns(table)).length;
  return Math.max(1, Math.min(batchSize, Math.floor(60_000 / columns)));
}

/** Reads a SQLite table in rowid order, `size` rows at a time. */
async function* sqliteBatches(source: SqliteConnection, t: CopyTable, size: number): AsyncGenerator<Record<string, unknown>[]> {
  const table = tableOf(source, t);
  const columns = getTableColumns(table);
  let after = 0;
  for (;;) {
    const batch = (await source.db
      .select({ ...columns, rowid__: sql<number>`rowid`.as("rowid__") })
      .from(table)
      .where(sql`rowid > ${after}`)
      .orderBy(sql`rowid`)
      .limit(size)) as Record<string, unknown>[];
    if (batch.length === 0) return;
    after = Number(batch[batch.length - 1]!.rowid__);
    yield batch.map(({ rowid__: _rowid, ...row }) => row);
    if (batch.length < size) return;
  }
}

export interface CopiedTable {
  table: string;
  /** rows in the SQLite source */
  source: number;
  /** rows counted again on the PostgreSQL target once the copy committed */
  target: number;
}

export interface CopyResult {
  tables: CopiedTable[];
  /** identity sequences moved past the copied ids */
  sequences: number;
}

/**
 * Copies every table of `source` into `target` (migrated, and empty: see tablesWithData) in one
 * transaction, then counts each table again on the target. `onTable` hears of each table copied.
 */
export async function copySqliteToPostgres(
  source: SqliteConnection,
  target: PostgresConnection,
  options: { batchSize?: number; onTable?: (table: string, rows: number) => void } = {},
): Promise<CopyResult> {
  const order = copyOrder();
  const batchSize = options.batchSize ?? 500;
  const sourceCounts = new Map<string, number>();
  let sequences = 0;
  await withTransaction(target, async (tx) => {
    if (tx.engine !== "postgres") throw new Error("the copy's target must be PostgreSQL");
    const db = tx.db as unknown as SqliteConnection["db"];
    // What the migrations put in goes first (children before parents); the source has its own.
    for (const t of [...order].reverse()) if (FILLED_BY_MIGRATIONS.has(t.name)) await db.delete(tableOf(tx, t));
    for (const t of order) {
      if (KEPT_BY_TRIGGERS.has(t.name)) await db.delete(tableOf(tx, t));
      const target = tableOf(tx, t);
      let copied = 0;
      for await (const batch of sqliteBatches(source, t, rowsPerInsert(t.sqlite, batchSize))) {
        await db.insert(target).values(batch as never);
        copied += batch.length;
      }
      sourceCounts.set(t.name, copied);
      options.onTable?.(t.name, copied);
    }
    // Identity columns (integer primary keys): the next value is one past the highest copied id.
    const identities = await tx.db.execute(
      sql`SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND is_identity = 'YES' ORDER BY table_name`,
    );
    for (const r of identities.rows as { table_name: string; column_name: string }[]) {
      const table = sql.identifier(r.table_name);
      const column = sql.identifier(r.column_name);
      const statement: SQL = sql`SELECT setval(pg_get_serial_sequence(${`"${r.table_name.replace(/"/g, '""')}"`}, ${r.column_name}), coalesce((SELECT max(${column}) FROM ${table}), 0) + 1, false)`;
      await tx.db.execute(statement);
      sequences++;
    }
  });
  const tables: CopiedTable[] = [];
  for (const t of order) tables.push({ table: t.name, source: sourceCounts.get(t.name) ?? 0, target: await countRows(target, t) });
  return { tables, sequences };
}

/** A canonical text for one value, the same on both engines (numbers, booleans, text, null). */
function canonical(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Array.isArray(value)
      ? `[${value.map(canonical).join(",")}]`
      : `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/**
 * A checksum of a table's rows on either engine: the sum (mod 2^64) of one hash per row, so it does
 * not depend on the order rows are read in (text keys sort differently on the two engines).
 */
export async function tableChecksum(conn: Connection, t: CopyTable, batchSize = 1000): Promise<string> {
  const table = tableOf(conn, t);
  const keys = getTableConfig(t.sqlite).primaryKeys.flatMap((pk) => pk.columns.map((c) => c.name));
  const columns = getTableColumns(table);
  const primary = keys.length
    ? keys.map((name) => Object.values(columns).find((c) => c.name === name)!)
    : Object.values(columns).filter((c) => c.primary);
  // A table without a key is read in the order of all its columns (any stable order will do).
  const orderBy = primary.length ? primary : Object.values(columns);
  let sum = 0n;
  for (let offset = 0; ; offset += batchSize) {
    const batch = (await (conn.db as unknown as SqliteConnection["db"])
      .select()
      .from(table)
      .orderBy(...orderBy)
      .limit(batchSize)
      .offset(offset)) as Record<string, unknown>[];
    for (const row of batch) sum = (sum + crypto.createHash("sha256").update(canonical(row)).digest().readBigUInt64BE(0)) % 2n ** 64n;
    if (batch.length < batchSize) break;
  }
  return sum.toString(16).padStart(16, "0");
}
