// One schema, two dialects: a SQLite file migrated with migrations/ and a PostgreSQL database
// migrated with migrations-pg/ must hold the same tables, columns (type, nullability, default),
// primary keys, indexes, unique indexes, foreign keys and triggers. Both are read back from the
// databases themselves (SQLite's PRAGMAs, PostgreSQL's catalogs), not from the TypeScript schemas,
// so a migration that was not generated, or was edited by hand, shows up here. SQLite's FTS5 tables
// have their PostgreSQL counterpart checked apart: a generated tsvector column over the same
// columns, with a GIN index.
import type Database from "better-sqlite3";
import { getTableColumns, is } from "drizzle-orm";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase } from "../../db/client";
import { migrateDatabase } from "../../db/migrate";
import { closePostgres, migratePostgres } from "../../db/postgres";
import * as sqliteSchema from "../../db/schema";
import { createTestPostgres, type TestPostgres } from "./helpers/postgres";

interface ColumnModel {
  type: string;
  notNull: boolean;
  default: string | null;
  identity: boolean;
}
interface IndexModel {
  name: string;
  unique: boolean;
  columns: string[];
}
interface ForeignKeyModel {
  columns: string[];
  table: string;
  to: string[];
  onDelete: string;
  onUpdate: string;
}
interface TableModel {
  columns: Record<string, ColumnModel>;
  primaryKey: string[];
  indexes: IndexModel[];
  foreignKeys: ForeignKeyModel[];
}
type SchemaModel = Record<string, TableModel>;
interface TriggerModel {
  name: string;
  table: string;
  event: string;
  bumps: string;
}
interface SearchModel {
  table: string;
  columns: string[];
}

/** The ISO timestamp default: strftime(…) on SQLite, to_char(now() …) on PostgreSQL. */
const NOW_ISO = "<now as ISO-8601 UTC text>";

/** Columns db/schema.ts declares as booleans (stored as integer 0/1 by SQLite). */
function booleanColumns(): Set<string> {
  const out = new Set<string>();
  for (const value of Object.values(sqliteSchema)) {
    if (!is(value, SQLiteTable)) continue;
    const tableName = (value as unknown as { [k: symbol]: string })[Symbol.for("drizzle:Name")];
    for (const column of Object.values(getTableColumns(value))) {
      if (column.columnType === "SQLiteBoolean") out.add(`${tableName}.${column.name}`);
    }
  }
  return out;
}

function sqliteModel(db: Database.Database): { schema: SchemaModel; triggers: TriggerModel[]; search: SearchModel[] } {
  const booleans = booleanColumns();
  const all = db.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master").all() as {
    type: string;
    name: string;
    tbl_name: string;
    sql: string | null;
  }[];
  const virtual = all.filter((r) => r.type === "table" && /^CREATE VIRTUAL TABLE/i.test(r.sql ?? ""));
  const isSearchTable = (name: string) => virtual.some((v) => name === v.name || name.startsWith(`${v.name}_`));
  const search = virtual.map((v) => {
    const args = v.sql!.match(/fts5\((.*)\)\s*$/is)![1]!;
    const content = args.match(/content='([^']+)'/)![1]!;
    const columns = args
      .split(",")
      .map((s) => s.trim())
      .filter((s) => /^[a-z_]+$/i.test(s));
    return { table: content, columns };
  });
  const schema: SchemaModel = {};
  for (const { name } of all.filter(
    (r) => r.type === "table" && !r.name.startsWith("sqlite_") && !r.name.startsWith("__drizzle") && !isSearchTable(r.name),
  )) {
    const info = db.prepare(`PRAGMA table_info("${name}")`).all() as {
      name: string;
      type: string;
      notnull: number;
      dflt_value: string | null;
      pk: number;
    }[];
    const primaryKey = info
      .filter((c) => c.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((c) => c.name);
    const columns: Record<string, ColumnModel> = {};
    for (const c of info) {
      const isBoolean = booleans.has(`${name}.${c.name}`);
      const declared = c.type.toLowerCase();
      const type = isBoolean
        ? "boolean"
        : (({ integer: "bigint", text: "text", real: "double precision" } as Record<string, string>)[declared] ?? `sqlite:${declared}`);
      let dflt = c.dflt_value;
      if (dflt && /strftime\('%Y-%m-%dT%H:%M:%fZ', ?'now'\)/.test(dflt)) dflt = NOW_ISO;
      else if (dflt && isBoolean) dflt = dflt === "1" || dflt === "true" ? "true" : "false";
      columns[c.name] = {
        type,
        notNull: c.notnull === 1 || c.pk > 0,
        default: dflt,
        identity: declared === "integer" && primaryKey.length === 1 && primaryKey[0] === c.name,
      };
    }
    const indexes = (db.prepare(`PRAGMA index_list("${name}")`).all() as { name: string; unique: number; origin: string }[])
      .filter((i) => i.origin !== "pk")
      .map((i) => ({
        name: i.name,
        unique: i.unique === 1,
        columns: (db.prepare(`PRAGMA index_info("${i.name}")`).all() as { seqno: number; name: string }[])
          .sort((a, b) => a.seqno - b.seqno)
          .map((c) => c.name),
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const fkRows = db.prepare(`PRAGMA foreign_key_list("${name}")`).all() as {
      id: number;
      seq: number;
      table: string;
      from: string;
      to: string;
      on_update: string;
      on_delete: string;
    }[];
    const foreignKeys = [...new Set(fkRows.map((r) => r.id))]
      .map((id) => {
        const rows = fkRows.filter((r) => r.id === id).sort((a, b) => a.seq - b.seq);
        return {
          columns: rows.map((r) => r.from),
          table: rows[0]!.table,
          to: rows.map((r) => r.to),
          onDelete: rows[0]!.on_delete.toLowerCase(),
          onUpdate: rows[0]!.on_update.toLowerCase(),
        };
      })
      .sort((a, b) => a.columns.join().localeCompare(b.columns.join()));
    schema[name] = { columns, primaryKey, indexes, foreignKeys };
  }
  const triggers = all
    .filter((r) => r.type === "trigger" && !isSearchTable(r.name.replace(/_a[iud]$/, "")))
    .map((r) => ({
      name: r.name,
      table: r.tbl_name,
      event: r.sql!.match(/AFTER (INSERT|UPDATE|DELETE)/i)![1]!.toUpperCase(),
      bumps: /content_version/.test(r.sql!.replace(/CREATE TRIGGER `[^`]+`/, ""))
        ? "content_version"
        : /catalog_version/.test(r.sql!)
          ? "catalog_version"
          : "?",
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return { schema, triggers, search };
}

const FK_ACTIONS: Record<string, string> = { a: "no action", r: "restrict", c: "cascade", n: "set null", d: "set default" };

async function postgresModel(
  client: pg.Client,
): Promise<{ schema: SchemaModel; triggers: TriggerModel[]; search: (SearchModel & { expression: string; indexed: boolean })[] }> {
  const tables = (
    await client.query("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'")
  ).rows.map((r) => r.table_name as string);
  const columnRows = (
    await client.query(
      `SELECT table_name, column_name, data_type, is_nullable, column_default, is_identity, is_generated, generation_expression
         FROM information_schema.columns WHERE table_schema = 'public'`,
    )
  ).rows;
  const pkRows = (
    await client.query(
      `SELECT c.conrelid::regclass::text AS table, array(SELECT a.attname FROM unnest(c.conkey) WITH ORDINALITY k(n, o) JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n ORDER BY k.o)::text[] AS columns
         FROM pg_constraint c JOIN pg_namespace s ON s.oid = c.connamespace WHERE s.nspname = 'public' AND c.contype = 'p'`,
    )
  ).rows;
  const indexRows = (
    await client.query(
      `SELECT t.relname AS table, i.relname AS name, ix.indisunique AS unique, ix.indisprimary AS primary, am.amname AS method,
              array(SELECT a.attname FROM unnest(ix.indkey) WITH ORDINALITY k(n, o) JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.n ORDER BY k.o)::text[] AS columns
         FROM pg_index ix JOIN pg_class i ON i.oid = ix.indexrelid JOIN pg_class t ON t.oid = ix.indrelid
         JOIN pg_namespace s ON s.oid = t.relnamespace JOIN pg_am am ON am.oid = i.relam
        WHERE s.nspname = 'public'`,
    )
  ).rows;
  const fkRows = (
    await client.query(
      `SELECT c.conrelid::regclass::text AS table, c.confrelid::regclass::text AS target, c.confdeltype AS on_delete, c.confupdtype AS on_update,
              array(SELECT a.attname FROM unnest(c.conkey) WITH ORDINALITY k(n, o) JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.n ORDER BY k.o)::text[] AS columns,
              array(SELECT a.attname FROM unnest(c.confkey) WITH ORDINALITY k(n, o) JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.n ORDER BY k.o)::text[] AS to
         FROM pg_constraint c JOIN pg_namespace s ON s.oid = c.connamespace WHERE s.nspname = 'public' AND c.contype = 'f'`,
    )
  ).rows;
  const searchColumns = columnRows.filter((c) => c.data_type === "tsvector");
  const schema: SchemaModel = {};
  for (const name of tables) {
    const columns: Record<string, ColumnModel> = {};
    for (const c of columnRows.filter((r) => r.table_name === name && r.data_type !== "tsvector")) {
      let dflt: string | null = c.column_default;
      if (dflt && /^to_char\(\(?now\(\) AT TIME ZONE 'UTC'/.test(dflt)) dflt = NOW_ISO;
      else if (dflt) dflt = dflt.replace(/::(text|bigint|integer|double precision|boolean)$/, "");
      columns[c.column_name] = { type: c.data_type, notNull: c.is_nullable === "NO", default: dflt, identity: c.is_identity === "YES" };
    }
    const searchIndexNames = new Set(indexRows.filter((i) => i.method === "gin").map((i) => i.name));
    schema[name] = {
      columns,
      primaryKey: pkRows.find((r) => r.table === name)?.columns ?? [],
      indexes: indexRows
        .filter((i) => i.table === name && !i.primary && !searchIndexNames.has(i.name))
        .map((i) => ({ name: i.name, unique: i.unique, columns: i.columns }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      foreignKeys: fkRows
        .filter((f) => f.table === name)
        .map((f) => ({ columns: f.columns, table: f.target, to: f.to, onDelete: FK_ACTIONS[f.on_delete]!, onUpdate: FK_ACTIONS[f.on_update]! }))
        .sort((a, b) => a.columns.join().localeCompare(b.columns.join())),
    };
  }
  const triggers = (
    await client.query(
      `SELECT trigger_name AS name, event_object_table AS table, event_manipulation AS event, action_timing AS timing, action_orientation AS orientation, action_statement AS statement
         FROM information_schema.triggers WHERE trigger_schema = 'public'`,
    )
  ).rows
    .map((r) => ({
      name: r.name as string,
      table: r.table as string,
      event: r.timing === "AFTER" && r.orientation === "ROW" ? (r.event as string) : `${r.timing} ${r.event} ${r.orientation}`,
      bumps: /content_version_bump/.test(r.statement) ? "content_version" : /catalog_version_bump/.test(r.statement) ? "catalog_version" : "?",
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const search = searchColumns.map((c) => ({
    table: c.table_name as string,
    columns: Object.keys(schema[c.table_name]!.columns).filter((col) => new RegExp(`\\b${col}\\b`).test(c.generation_expression ?? "")),
    expression: (c.generation_expression ?? "") as string,
    indexed: indexRows.some((i) => i.table === c.table_name && i.method === "gin" && i.columns.length === 1 && i.columns[0] === c.column_name),
  }));
  return { schema, triggers, search };
}

/** Every difference between two models, one readable line each (empty: the same). */
function differences(sqlite: SchemaModel, postgres: SchemaModel): string[] {
  const out: string[] = [];
  for (const t of Object.keys(sqlite)) if (!postgres[t]) out.push(`table ${t}: missing on PostgreSQL`);
  for (const t of Object.keys(postgres)) if (!sqlite[t]) out.push(`table ${t}: only on PostgreSQL`);
  for (const t of Object.keys(sqlite).filter((n) => postgres[n])) {
    const a = sqlite[t]!;
    const b = postgres[t]!;
    for (const c of new Set([...Object.keys(a.columns), ...Object.keys(b.columns)])) {
      const x = a.columns[c];
      const y = b.columns[c];
      if (!x || !y) out.push(`column ${t}.${c}: only on ${x ? "SQLite" : "PostgreSQL"}`);
      else if (JSON.stringify(x) !== JSON.stringify(y)) out.push(`column ${t}.${c}: SQLite ${JSON.stringify(x)} vs PostgreSQL ${JSON.stringify(y)}`);
    }
    if (a.primaryKey.join() !== b.primaryKey.join()) out.push(`primary key of ${t}: SQLite (${a.primaryKey}) vs PostgreSQL (${b.primaryKey})`);
    if (JSON.stringify(a.indexes) !== JSON.stringify(b.indexes))
      out.push(`indexes of ${t}: SQLite ${JSON.stringify(a.indexes)} vs PostgreSQL ${JSON.stringify(b.indexes)}`);
    if (JSON.stringify(a.foreignKeys) !== JSON.stringify(b.foreignKeys))
      out.push(`foreign keys of ${t}: SQLite ${JSON.stringify(a.foreignKeys)} vs PostgreSQL ${JSON.stringify(b.foreignKeys)}`);
  }
  return out;
}

let pgdb: TestPostgres;
let client: pg.Client;
let dir: string;
let sqliteFile: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-parity-"));
  sqliteFile = path.join(dir, "codelift.db");
  migrateDatabase(openDatabase(sqliteFile).db);
  pgdb = await createTestPostgres();
  await migratePostgres(pgdb.url);
  client = new pg.Client({ connectionString: pgdb.url });
  await client.connect();
});

afterAll(async () => {
  await client?.end();
  if (pgdb) await closePostgres(pgdb.url);
  await pgdb?.drop();
  closeDatabase(sqliteFile);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the PostgreSQL schema and the SQLite schema", () => {
  it("have the same tables, columns, types, nullability, defaults, primary keys, indexes and foreign keys", async () => {
    const a = sqliteModel(openDatabase(sqliteFile).sqlite);
    const b = await postgresModel(client);
    expect(Object.keys(a.schema).length).toBeGreaterThan(60);
    expect(differences(a.schema, b.schema)).toEqual([]);
    // What the comparison saw, so that an empty difference cannot come from comparing nothing.
    const counts = (m: SchemaModel) => ({
      columns: Object.values(m).reduce((n, t) => n + Object.keys(t.columns).length, 0),
      indexes: Object.values(m).reduce((n, t) => n + t.indexes.length, 0),
      unique: Object.values(m).reduce((n, t) => n + t.indexes.filter((i) => i.unique).length, 0),
      foreignKeys: Object.values(m).reduce((n, t) => n + t.foreignKeys.length, 0),
      defaults: Object.values(m).reduce((n, t) => n + Object.values(t.columns).filter((c) => c.default !== null).length, 0),
    });
    const seen = counts(a.schema);
    expect(seen.columns).toBeGreaterThan(500);
    expect(seen.indexes).toBeGreaterThan(50);
    expect(seen.unique).toBeGreaterThan(20);
    expect(seen.foreignKeys).toBeGreaterThan(50);
    expect(seen.defaults).toBeGreaterThan(80);
    expect(counts(b.schema)).toEqual(seen);
  });

  it("have the same version triggers (same names, tables and events, raising the same counter)", async () => {
    const a = sqliteModel(openDatabase(sqliteFile).sqlite);
    const b = await postgresModel(client);
    expect(a.triggers.length).toBeGreaterThan(50);
    expect(b.triggers).toEqual(a.triggers);
  });

  it("search the same columns: each FTS5 table is a generated tsvector column with a GIN index on its table", async () => {
    const a = sqliteModel(openDatabase(sqliteFile).sqlite);
    const b = await postgresModel(client);
    expect(a.search.map((s) => s.table).sort()).toEqual(["courses", "notes_highlights"]);
    expect(b.search.map(({ table, columns }) => ({ table, columns: [...columns].sort() })).sort((x, y) => x.table.localeCompare(y.table))).toEqual(
      a.search.map(({ table, columns }) => ({ table, columns: [...columns].sort() })).sort((x, y) => x.table.localeCompare(y.table)),
    );
    for (const s of b.search) {
      expect(s.indexed, `${s.table}: GIN index`).toBe(true);
      // accents ignored: the text search configurations run unaccent first
      expect(s.expression).toMatch(/codelift_(simple|english)/);
    }
  });

  it("tells a difference when there is one (a dropped column, a lost NOT NULL, an index only on one side)", async () => {
    await client.query("BEGIN");
    try {
      await client.query('ALTER TABLE "outbox" DROP COLUMN "error"');
      await client.query('ALTER TABLE "users" ALTER COLUMN "full_name" DROP NOT NULL');
      await client.query('CREATE INDEX "users_theme_idx" ON "users" ("theme")');
      await client.query('ALTER TABLE "sessions" DROP CONSTRAINT "sessions_user_id_users_id_fk"');
      const found = differences(sqliteModel(openDatabase(sqliteFile).sqlite).schema, (await postgresModel(client)).schema);
      expect(found).toHaveLength(4);
      expect(found).toEqual(
        expect.arrayContaining([
          expect.stringContaining("column outbox.error: only on SQLite"),
          expect.stringContaining("column users.full_name: SQLite"),
          expect.stringContaining("users_theme_idx"),
          expect.stringMatching(/^foreign keys of sessions: .* vs PostgreSQL \[\]$/),
        ]),
      );
    } finally {
      await client.query("ROLLBACK");
    }
  });
});
