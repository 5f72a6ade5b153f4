// withTransaction (db/transaction.ts) on both engines, on a migrated database of each: twenty
// read-then-write increments at once count exactly twenty (SQLite: BEGIN IMMEDIATE, one at a time
// per connection; PostgreSQL: SELECT … FOR UPDATE), a failing callback leaves nothing behind, and
// the same increments without the helper's guarantees lose updates (so the first test could fail).
import { sql } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeConnection, execute, migrateConnection, openConnection, ping, query, type Connection } from "../../db/connection";
import { withTransaction } from "../../db/transaction";
import { createTestPostgres, type TestPostgres } from "./helpers/postgres";

const CONCURRENT = 20;
/** Lets every other waiting callback run between a read and its write (a real turn of the event loop). */
const yieldToOthers = () => new Promise((resolve) => setTimeout(resolve, 5));

let dir: string;
let pgdb: TestPostgres;
const engines: Record<"sqlite" | "postgres", Connection> = {} as never;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-tx-"));
  engines.sqlite = await openConnection(path.join(dir, "codelift.db"));
  pgdb = await createTestPostgres();
  engines.postgres = await openConnection(pgdb.url);
  for (const conn of Object.values(engines)) await migrateConnection(conn);
});

afterAll(async () => {
  for (const conn of Object.values(engines)) await closeConnection(conn);
  await pgdb?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function version(conn: Connection): Promise<number> {
  const [row] = await query<{ version: number }>(conn, sql`SELECT version FROM catalog_version WHERE id = 1`);
  return Number(row!.version);
}

describe.each(["sqlite", "postgres"] as const)("withTransaction on %s", (engine) => {
  it(`counts ${CONCURRENT} concurrent read-then-write increments exactly`, async () => {
    const conn = engines[engine];
    const start = await version(conn);
    const seen = await Promise.all(
      Array.from({ length: CONCURRENT }, () =>
        withTransaction(conn, async (tx) => {
          const [row] = await query<{ version: number }>(tx, sql`SELECT version FROM catalog_version WHERE id = 1${tx.forUpdate}`);
          await yieldToOthers();
          const next = Number(row!.version) + 1;
          await execute(tx, sql`UPDATE catalog_version SET version = ${next} WHERE id = 1`);
          return next;
        }),
      ),
    );
    expect(await version(conn)).toBe(start + CONCURRENT);
    // each transaction saw the one before it: every value from start+1 to start+20 once
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: CONCURRENT }, (_, i) => start + 1 + i));
  });

  it("rolls back everything a failing callback wrote, and rethrows its error", async () => {
    const conn = engines[engine];
    const start = await version(conn);
    const boom = new Error("refused half-way");
    await expect(
      withTransaction(conn, async (tx) => {
        await execute(tx, sql`UPDATE catalog_version SET version = version + 100 WHERE id = 1`);
        await execute(tx, sql`INSERT INTO categories (slug, name, description) VALUES ('tx-rolled-back', 'Rolled back', 'never kept')`);
        await yieldToOthers();
        throw boom;
      }),
    ).rejects.toBe(boom);
    expect(await version(conn)).toBe(start);
    expect(await query(conn, sql`SELECT id FROM categories WHERE slug = 'tx-rolled-back'`)).toEqual([]);
    // and the connection is usable afterwards: the next transaction commits
    await withTransaction(conn, (tx) => execute(tx, sql`UPDATE catalog_version SET version = version + 1 WHERE id = 1`));
    expect(await version(conn)).toBe(start + 1);
  });

  it("gives the callback a drizzle instance of the engine's own schema, bound to the transaction", async () => {
    const conn = engines[engine];
    await expect(
      withTransaction(conn, async (tx) => {
        const values = { slug: `tx-drizzle-${engine}`, name: "Drizzle", description: "inside" };
        if (tx.engine === "postgres") await tx.db.insert(tx.schema.categories).values(values);
        else await tx.db.insert(tx.schema.categories).values(values);
        const inside = await query(tx, sql`SELECT slug FROM categories WHERE slug = ${values.slug}`);
        expect(inside).toHaveLength(1);
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    expect(await query(conn, sql`SELECT slug FROM categories WHERE slug = ${`tx-drizzle-${engine}`}`)).toEqual([]);
  });

  it("without the helper's guarantees, the same increments lose updates", async () => {
    const conn = engines[engine];
    const start = await version(conn);
    if (engine === "postgres") {
      // Transactions, but no row lock: two read the same value and both write value + 1.
      const { pool } = conn as Extract<Connection, { engine: "postgres" }>;
      await Promise.all(
        Array.from({ length: CONCURRENT }, async () => {
          const client = await pool.connect();
          try {
            await client.query("BEGIN");
            const { rows } = await client.query("SELECT version FROM catalog_version WHERE id = 1");
            await yieldToOthers();
            await client.query("UPDATE catalog_version SET version = $1 WHERE id = 1", [Number(rows[0].version) + 1]);
            await client.query("COMMIT");
          } finally {
            client.release();
          }
        }),
      );
    } else {
      // No transaction (the connection's writes are not taken in turns): the same lost updates.
      await Promise.all(
        Array.from({ length: CONCURRENT }, async () => {
          const [row] = await query<{ version: number }>(conn, sql`SELECT version FROM catalog_version WHERE id = 1`);
          await yieldToOthers();
          await execute(conn, sql`UPDATE catalog_version SET version = ${Number(row!.version) + 1} WHERE id = 1`);
        }),
      );
    }
    expect(await version(conn)).toBeLessThan(start + CONCURRENT);
  });

  it("ping answers when the database does", async () => {
    await expect(ping(engines[engine])).resolves.toBeUndefined();
  });
});

describe("ping on PostgreSQL", () => {
  it("fails when the server does not answer", async () => {
    const conn = await openConnection("postgresql://nobody:x@127.0.0.1:1/none");
    try {
      await expect(ping(conn)).rejects.toThrow();
    } finally {
      await closeConnection(conn);
    }
  });
});
