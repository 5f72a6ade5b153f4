// db/access.ts on both engines, on a migrated database of each: concurrent read-then-write
// increments in `transaction` count exactly; a plain write made while another transaction is open
// is not swept into it (it survives that transaction's rollback: on SQLite they share one
// connection, so this is what the turn-taking is for); work called inside a transaction joins it.
import { sql } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changes, currentConnection, currentEngine, exec, rows, run, transaction } from "../../db/access";
import { closeConnection, migrateConnection } from "../../db/connection";
import { createTestPostgres, type TestPostgres } from "./helpers/postgres";

const CONCURRENT = 20;
/** A real turn of the event loop, so every other waiting callback could run in between. */
const yieldToOthers = () => new Promise((resolve) => setTimeout(resolve, 5));

let dir: string;
let pgdb: TestPostgres;
const urls = {} as Record<"sqlite" | "postgres", string>;
const saved = process.env.DATABASE_URL;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-access-"));
  urls.sqlite = path.join(dir, "codelift.db");
  pgdb = await createTestPostgres();
  urls.postgres = pgdb.url;
  for (const url of Object.values(urls)) await migrateConnection(currentConnection(url));
});

afterAll(async () => {
  process.env.DATABASE_URL = saved;
  for (const url of Object.values(urls)) await closeConnection(currentConnection(url));
  await pgdb?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const catalogVersion = async () => Number((await rows<{ version: number }>(sql`SELECT version FROM catalog_version WHERE id = 1`))[0]!.version);
const contentVersion = async () => Number((await rows<{ version: number }>(sql`SELECT version FROM content_version WHERE id = 1`))[0]!.version);

describe.each(["sqlite", "postgres"] as const)("db/access on %s", (engine) => {
  it("runs on the engine DATABASE_URL names", () => {
    process.env.DATABASE_URL = urls[engine];
    expect(currentEngine()).toBe(engine);
  });

  it(`counts ${CONCURRENT} concurrent read-then-write increments in transaction() exactly`, async () => {
    process.env.DATABASE_URL = urls[engine];
    const start = await catalogVersion();
    await Promise.all(
      Array.from({ length: CONCURRENT }, () =>
        transaction(async (db, t, forUpdate) => {
          const [row] = await rows<{ version: number }>(sql`SELECT version FROM catalog_version WHERE id = 1${forUpdate}`);
          await yieldToOthers();
          await db
            .update(t.catalogVersion)
            .set({ version: Number(row!.version) + 1 })
            .where(sql`id = 1`);
        }),
      ),
    );
    expect(await catalogVersion()).toBe(start + CONCURRENT);
  });

  it("keeps a plain write made while another transaction is open out of that transaction", async () => {
    process.env.DATABASE_URL = urls[engine];
    const [catalogBefore, contentBefore] = [await catalogVersion(), await contentVersion()];
    const failing = transaction(async () => {
      await exec(sql`UPDATE catalog_version SET version = version + 100 WHERE id = 1`);
      await yieldToOthers();
      await yieldToOthers();
      throw new Error("rolled back on purpose");
    });
    await yieldToOthers();
    const plain = exec(sql`UPDATE content_version SET version = version + 1 WHERE id = 1`);
    await expect(failing).rejects.toThrow("rolled back on purpose");
    expect(await plain).toBe(1);
    expect(await catalogVersion()).toBe(catalogBefore);
    expect(await contentVersion()).toBe(contentBefore + 1);
  });

  it("joins a transaction from work called inside it, and rolls that work back with it", async () => {
    process.env.DATABASE_URL = urls[engine];
    const before = await contentVersion();
    const bump = () =>
      run(async (db, t) =>
        changes(
          await db
            .update(t.contentVersion)
            .set({ version: sql`version + 1` })
            .where(sql`id = 1`),
        ),
      );
    await expect(
      transaction(async () => {
        expect(await bump()).toBe(1);
        expect(await contentVersion()).toBe(before + 1);
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    expect(await contentVersion()).toBe(before);
    expect(await bump()).toBe(1);
    expect(await contentVersion()).toBe(before + 1);
  });
});
