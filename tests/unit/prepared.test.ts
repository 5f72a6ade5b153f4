// db/prepared.ts: a query is built once per database handle, runs with its placeholders, and
// reads the handle it was built for (a second database file gets its own). Row counts (LIMIT,
// OFFSET) are written into the SQL text, never bound: SQLite with STAT4 recompiles a statement
// with a bound LIMIT on every run.
import { eq, sql } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase, schema } from "../../db/client";
import { migrateDatabase } from "../../db/migrate";
import { prepared, sqlInt } from "../../db/prepared";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-prepared-"));
const files = [path.join(dir, "a.db"), path.join(dir, "b.db")];
afterAll(() => {
  for (const f of files) closeDatabase(f);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("prepared queries", () => {
  it("builds once per handle and reads that handle's rows with the values given", () => {
    let builds = 0;
    const emailById = prepared((db) => {
      builds++;
      return db
        .select({ email: schema.users.email })
        .from(schema.users)
        .where(eq(schema.users.id, sql.placeholder("id")))
        .prepare();
    });
    const [a, b] = files.map((f) => {
      const { db } = openDatabase(f);
      migrateDatabase(db);
      return db;
    });
    const add = (db: typeof a, email: string) =>
      db.insert(schema.users).values({ email, fullName: email, passwordHash: "x" }).returning({ id: schema.users.id }).get().id;
    const a1 = add(a!, "one@a.test");
    const a2 = add(a!, "two@a.test");
    const b1 = add(b!, "one@b.test");

    expect(emailById(a!).get({ id: a1 })).toEqual({ email: "one@a.test" });
    expect(emailById(a!).get({ id: a2 })).toEqual({ email: "two@a.test" });
    expect(emailById(a!).get({ id: 999 })).toBeUndefined();
    expect(builds).toBe(1);
    expect(emailById(b!).get({ id: b1 })).toEqual({ email: "one@b.test" });
    expect(builds).toBe(2);
    // A row written after the query was built is read by it.
    a!.update(schema.users).set({ email: "renamed@a.test" }).where(eq(schema.users.id, a1)).run();
    expect(emailById(a!).get({ id: a1 })).toEqual({ email: "renamed@a.test" });
    expect(builds).toBe(2);
  });
});

describe("row counts in the SQL text", () => {
  it("drizzle's limit and offset write whole numbers as literals and still bind anything else", () => {
    const { db } = openDatabase(files[0]!);
    const q = db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, "x@y.test"))
      .orderBy(schema.users.id)
      .limit(10)
      .offset(20)
      .toSQL();
    expect(q.sql).toMatch(/ limit 10 offset 20$/);
    expect(q.params).toEqual(["x@y.test"]);
    // The relational API goes through the same builder.
    expect(db.query.users.findFirst({ columns: { id: true } }).toSQL().sql).toMatch(/ limit 1$/);
    // A placeholder stays a bound parameter, and a prepared query with one still runs.
    const byPage = db.select({ email: schema.users.email }).from(schema.users).orderBy(schema.users.id).limit(sql.placeholder("n")).prepare();
    expect(byPage.all({ n: 1 })).toEqual([{ email: "renamed@a.test" }]);
  });

  it("sqlInt lets only whole, non-negative numbers into the text", () => {
    const { db } = openDatabase(files[0]!);
    expect(db.all(sql`SELECT email FROM users ORDER BY id LIMIT ${sqlInt(1)} OFFSET ${sqlInt(1)}`)).toEqual([{ email: "two@a.test" }]);
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) expect(() => sqlInt(bad)).toThrow(RangeError);
  });
});
