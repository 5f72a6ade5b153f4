// db/schema.pg.ts is generated from db/schema.ts (scripts/gen-pg-schema.ts): the committed file
// must be exactly what the generator writes today, so a change to db/schema.ts that was not carried
// over (`npm run db:generate:pg`) fails here.
import fs from "node:fs";
import { getTableColumns, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as pgSchema from "../../db/schema.pg";
import * as sqliteSchema from "../../db/schema";
import { PG_SCHEMA_FILE, renderPgSchema } from "../../scripts/gen-pg-schema";

describe("db/schema.pg.ts", () => {
  it("is what scripts/gen-pg-schema.ts generates from db/schema.ts", () => {
    expect(fs.readFileSync(PG_SCHEMA_FILE, "utf8")).toBe(renderPgSchema());
  });

  it("exports every table of db/schema.ts under the same name, with the same property names", () => {
    const shape = (mod: Record<string, unknown>, kind: typeof SQLiteTable | typeof PgTable) =>
      Object.fromEntries(
        Object.entries(mod)
          .filter(([, v]) => is(v, kind))
          .map(([k, v]) => [k, { table: getTableName(v as never), columns: Object.keys(getTableColumns(v as never)).sort() }]),
      );
    const sqlite = shape(sqliteSchema, SQLiteTable);
    expect(Object.keys(sqlite).length).toBeGreaterThan(60);
    expect(shape(pgSchema, PgTable)).toEqual(sqlite);
  });
});
