// Writes db/schema.pg.ts, the PostgreSQL schema, from db/schema.ts, the one source of truth for
// the tables: `npm run db:generate:pg` (then drizzle-kit generates migrations-pg/ from it).
// tests/unit/pg-schema-generated.test.ts fails when the committed file is not what this writes.
//
// The translation, column by column (every table, column, key and index of the SQLite schema, under
// the same names and the same TypeScript property names, so a row has the same shape on both):
//   integer           -> bigint (mode "number": SQLite integers are 64-bit; epoch-ms values need it)
//   integer boolean   -> boolean
//   an integer primary key of one column -> bigint identity, "by default" (SQLite's rowid: an insert
//                        without an id gets the next one; an insert with an id keeps it)
//   text              -> text
//   real              -> double precision
//   created_at's strftime('%Y-%m-%dT%H:%M:%fZ','now') -> the same ISO text from now() in UTC
// Anything else (a new column type, mode or SQL default) stops the script with a message, so a
// change to db/schema.ts cannot be translated wrongly in silence.
import { getTableColumns, is, SQL } from "drizzle-orm";
import { getTableConfig, SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as sqliteSchema from "../db/schema";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const PG_SCHEMA_FILE = path.join(root, "db", "schema.pg.ts");

/** The one SQL default of the SQLite schema, and its PostgreSQL equivalent. */
const SQL_DEFAULTS: Record<string, string> = {
  "(strftime('%Y-%m-%dT%H:%M:%fZ','now'))": "nowIso",
};

function sqlText(value: SQL): string {
  return value.queryChunks
    .map((c) => {
      const chunk = c as { value?: unknown };
      if (Array.isArray(chunk.value)) return chunk.value.join("");
      throw new Error(`gen-pg-schema: a SQL default with parameters cannot be translated: ${JSON.stringify(c)}`);
    })
    .join("");
}

function fail(table: string, column: string, why: string): never {
  throw new Error(`gen-pg-schema: ${table}.${column}: ${why}. Teach scripts/gen-pg-schema.ts this case.`);
}

interface TableEntry {
  exportName: string;
  table: SQLiteTable;
}

/** The schema's tables in the order db/schema.ts declares them. */
function tablesInSourceOrder(): TableEntry[] {
  const source = fs.readFileSync(path.join(root, "db", "schema.ts"), "utf8");
  const entries = Object.entries(sqliteSchema)
    .filter(([, v]) => is(v, SQLiteTable))
    .map(([exportName, table]) => ({ exportName, table: table as SQLiteTable }));
  const at = (name: string) => {
    const i = source.search(new RegExp(`export const ${name}\\b`));
    if (i < 0) throw new Error(`gen-pg-schema: ${name} is not declared as "export const ${name}" in db/schema.ts`);
    return i;
  };
  return entries.sort((a, b) => at(a.exportName) - at(b.exportName));
}

export function renderPgSchema(): string {
  const tables = tablesInSourceOrder();
  const exportOf = new Map(tables.map((t) => [t.table, t.exportName]));
  const keyOf = (table: SQLiteTable, column: SQLiteColumn): string => {
    const found = Object.entries(getTableColumns(table)).find(([, c]) => c === column);
    if (!found) throw new Error(`gen-pg-schema: column ${column.name} not found in its table`);
    return found[0];
  };
  const used = new Set<string>(["pgTable"]);
  const out: string[] = [];

  for (const { exportName, table } of tables) {
    const config = getTableConfig(table);
    const lines: string[] = [];
    // Foreign keys of one column become .references() on that column, as db/schema.ts writes them.
    const referenceOf = new Map<SQLiteColumn, string>();
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      if (ref.columns.length !== 1) fail(config.name, ref.columns.map((c) => c.name).join("+"), "a foreign key of several columns");
      const target = exportOf.get(ref.foreignTable);
      if (!target) fail(config.name, ref.columns[0]!.name, "a foreign key to a table db/schema.ts does not export");
      const actions: string[] = [];
      if (fk.onDelete && fk.onDelete !== "no action") actions.push(`onDelete: "${fk.onDelete}"`);
      if (fk.onUpdate && fk.onUpdate !== "no action") actions.push(`onUpdate: "${fk.onUpdate}"`);
      referenceOf.set(
        ref.columns[0]!,
        `.references(() => ${target}.${keyOf(ref.foreignTable, ref.foreignColumns[0]!)}${actions.length ? `, { ${actions.join(", ")} }` : ""})`,
      );
    }
    const extras: string[] = [];
    for (const [key, column] of Object.entries(getTableColumns(table)) as [string, SQLiteColumn][]) {
      let expr: string;
      const columnType = column.columnType;
      const identity = columnType === "SQLiteInteger" && column.primary;
      if (columnType === "SQLiteInteger") {
        used.add("bigint");
        expr = `bigint("${column.name}", { mode: "number" })`;
      } else if (columnType === "SQLiteBoolean") {
        used.add("boolean");
        expr = `boolean("${column.name}")`;
      } else if (columnType === "SQLiteText") {
        if ((column as unknown as { enumValues?: string[] }).enumValues?.length) fail(config.name, column.name, "a text enum");
        used.add("text");
        expr = `text("${column.name}")`;
      } else if (columnType === "SQLiteReal") {
        used.add("doublePrecision");
        expr = `doublePrecision("${column.name}")`;
      } else {
        fail(config.name, column.name, `column type ${columnType}`);
      }
      if (column.primary) expr += ".primaryKey()";
      if (identity) expr += ".generatedByDefaultAsIdentity()";
      if (column.notNull && !column.primary) expr += ".notNull()";
      if (column.hasDefault && column.default !== undefined) {
        if (is(column.default, SQL)) {
          const text = sqlText(column.default);
          const name = SQL_DEFAULTS[text];
          if (!name) fail(config.name, column.name, `the SQL default ${text}`);
          expr += `.default(${name})`;
        } else if (typeof column.default === "string" || typeof column.default === "number" || typeof column.default === "boolean") {
          expr += `.default(${JSON.stringify(column.default)})`;
        } else {
          fail(config.name, column.name, `the default ${JSON.stringify(column.default)}`);
        }
      } else if (column.defaultFn || column.onUpdateFn) {
        fail(config.name, column.name, "a default computed in JavaScript");
      }
      expr += referenceOf.get(column) ?? "";
      lines.push(`    ${key}: ${expr},`);
      if (column.isUnique) {
        used.add("uniqueIndex");
        extras.push(`uniqueIndex("${column.uniqueName}").on(t.${key})`);
      }
    }
    for (const pk of config.primaryKeys) {
      used.add("primaryKey");
      extras.push(`primaryKey({ columns: [${pk.columns.map((c) => `t.${keyOf(table, c)}`).join(", ")}] })`);
    }
    for (const idx of config.indexes) {
      const { name, columns, unique, where } = idx.config;
      if (where) fail(config.name, name, "a partial index");
      const cols = columns.map((c) => {
        if (!is(c, SQLiteColumn)) fail(config.name, name, "an index on an expression");
        return `t.${keyOf(table, c)}`;
      });
      used.add(unique ? "uniqueIndex" : "index");
      extras.push(`${unique ? "uniqueIndex" : "index"}("${name}").on(${cols.join(", ")})`);
    }
    for (const u of config.uniqueConstraints) {
      used.add("uniqueIndex");
      extras.push(`uniqueIndex("${u.getName()}").on(${u.columns.map((c) => `t.${keyOf(table, c)}`).join(", ")})`);
    }
    if (config.checks.length) fail(config.name, "(table)", "a check constraint");

    const body = `{\n${lines.join("\n")}\n  }`;
    out.push(
      extras.length
        ? `export const ${exportName} = pgTable(\n  "${config.name}",\n  ${body},\n  (t) => [\n${extras.map((e) => `    ${e},`).join("\n")}\n  ],\n);`
        : `export const ${exportName} = pgTable("${config.name}", ${body.replace(/\n {2}/g, "\n")});`,
    );
  }

  const imports = [...used].sort();
  return [
    "// GENERATED from db/schema.ts by scripts/gen-pg-schema.ts (npm run db:generate:pg): do not edit.",
    "// The PostgreSQL dialect of the same tables, columns, keys and indexes; migrations-pg/ is generated",
    "// from this file by drizzle-kit (drizzle.pg.config.ts). The full-text search columns and the",
    "// triggers are custom SQL in migrations-pg/, as FTS5 and the triggers are in migrations/.",
    'import { sql } from "drizzle-orm";',
    `import { ${imports.join(", ")} } from "drizzle-orm/pg-core";`,
    "",
    "/** The ISO-8601 UTC text SQLite's strftime('%Y-%m-%dT%H:%M:%fZ','now') gives, e.g. 2026-11-27T08:15:02.123Z. */",
    `const nowIso = sql\`to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')\`;`,
    "",
    out.join("\n\n"),
    "",
  ].join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = renderPgSchema();
  const before = fs.existsSync(PG_SCHEMA_FILE) ? fs.readFileSync(PG_SCHEMA_FILE, "utf8") : "";
  fs.writeFileSync(PG_SCHEMA_FILE, text);
  console.log(`${path.relative(root, PG_SCHEMA_FILE)}: ${before === text ? "unchanged" : "written"}`);
}
