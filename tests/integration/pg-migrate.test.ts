// migrations-pg/ on a real PostgreSQL 15: migratePostgres applies every migration once (also when
// two machines start together), `codelift db migrate` does it for deploys, and what the custom
// migration adds behaves like its SQLite counterpart (ISO timestamps, ids, version triggers,
// accent-insensitive full-text search with prefixes).
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseEngine, isPostgresUrl } from "../../db/engine";
import { closePostgres, migratePostgres, pgMigrationsFolder, postgresMigrationStates } from "../../db/postgres";
import { createTestPostgres, type TestPostgres } from "./helpers/postgres";

const root = path.resolve(import.meta.dirname, "../..");
const journal = JSON.parse(fs.readFileSync(path.join(pgMigrationsFolder(), "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };

type Run = { code: number; stdout: string; stderr: string };
function codelift(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, ["cli/bin.js", ...args], { cwd: root, env: { ...process.env, NO_COLOR: "1", ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The same database through a second pool, as a second machine would reach it. */
const asSecondMachine = (url: string) => `${url}${url.includes("?") ? "&" : "?"}application_name=machine-b`;

let a: TestPostgres;
let b: TestPostgres;
let client: pg.Client;

beforeAll(async () => {
  [a, b] = await Promise.all([createTestPostgres(), createTestPostgres()]);
  await Promise.all([migratePostgres(a.url), migratePostgres(asSecondMachine(a.url))]);
  client = new pg.Client({ connectionString: a.url });
  await client.connect();
});

afterAll(async () => {
  await client?.end();
  for (const url of [a?.url, a && asSecondMachine(a.url), b?.url]) if (url) await closePostgres(url);
  await a?.drop();
  await b?.drop();
});

describe("the engine choice", () => {
  it("is PostgreSQL for postgres:// and postgresql:// URLs, the SQLite file for anything else", () => {
    expect(databaseEngine("postgres://u:p@db:5432/codelift")).toBe("postgres");
    expect(databaseEngine("postgresql://db/codelift")).toBe("postgres");
    expect(databaseEngine(" POSTGRESQL://db/codelift ")).toBe("postgres");
    expect(databaseEngine("data/codelift.db")).toBe("sqlite");
    expect(databaseEngine("file:data/postgres.db")).toBe("sqlite");
    expect(databaseEngine("")).toBe("sqlite");
    expect(databaseEngine(undefined)).toBe("sqlite");
    expect(isPostgresUrl("postgres.db")).toBe(false);
  });
});

describe("migratePostgres", () => {
  it("applies every migration exactly once, even when two machines migrate at the same moment", async () => {
    const { rows } = await client.query("SELECT count(*) AS n FROM drizzle.__drizzle_migrations");
    expect(rows[0].n).toBe(journal.entries.length);
    const states = await postgresMigrationStates(a.url);
    expect(states.map((s) => s.tag)).toEqual(journal.entries.map((e) => e.tag));
    expect(states.every((s) => s.applied)).toBe(true);
  });

  it("is a no-op on a current database", async () => {
    await migratePostgres(a.url);
    const { rows } = await client.query("SELECT count(*) AS n FROM drizzle.__drizzle_migrations");
    expect(rows[0].n).toBe(journal.entries.length);
  });

  it("fills created_at with the same ISO-8601 UTC text as SQLite, and numbers ids and counts as numbers", async () => {
    const { rows } = await client.query(
      "INSERT INTO users (email, full_name, password_hash) VALUES ('iso@codelift.test', 'Iso Test', 'x') RETURNING id, created_at, verified, credit_cents",
    );
    expect(rows[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Date.parse(rows[0].created_at) - Date.now())).toBeLessThan(60_000);
    expect(typeof rows[0].id).toBe("number");
    expect(rows[0]).toMatchObject({ verified: false, credit_cents: 0 });
    const count = await client.query("SELECT count(*) AS n FROM users");
    expect(count.rows[0].n).toBe(1);
  });

  it("has the one content_version and catalog_version row, raised by content changes", async () => {
    const before = (
      await client.query(
        "SELECT (SELECT version FROM content_version WHERE id = 1) AS content, (SELECT version FROM catalog_version WHERE id = 1) AS catalog",
      )
    ).rows[0];
    await client.query("INSERT INTO categories (slug, name, description) VALUES ('versions', 'Versions', 'd')");
    await client.query("UPDATE categories SET name = 'Versions 2' WHERE slug = 'versions'");
    const after = (
      await client.query(
        "SELECT (SELECT version FROM content_version WHERE id = 1) AS content, (SELECT version FROM catalog_version WHERE id = 1) AS catalog",
      )
    ).rows[0];
    expect(after.content).toBe(before.content + 2);
    expect(after.catalog).toBe(before.catalog + 2);
    const certificate = await client.query("SELECT list_price_cents FROM product_prices WHERE code = 'certificate'");
    expect(certificate.rows).toEqual([{ list_price_cents: 1900 }]);
  });

  it("indexes courses and notes for full-text search with accents ignored and prefixes", async () => {
    const { rows: cat } = await client.query("INSERT INTO categories (slug, name, description) VALUES ('search', 'Search', 'd') RETURNING id");
    await client.query(
      `INSERT INTO courses (author_id, collection_id, url_slug, title, summary, category_id, difficulty)
       VALUES (1, 1, 'cafe', 'Café Élan: Résumé writing', 'Déjà vu for developers', $1, 'beginner'),
              (1, 2, 'other', 'Rust basics', 'Ownership and borrowing', $1, 'beginner')`,
      [cat[0].id],
    );
    const find = async (q: string) =>
      (await client.query("SELECT url_slug FROM courses WHERE search_vector @@ to_tsquery('codelift_simple', $1) ORDER BY url_slug", [q])).rows.map(
        (r) => r.url_slug,
      );
    expect(await find("cafe")).toEqual(["cafe"]);
    expect(await find("resume & writ:*")).toEqual(["cafe"]);
    expect(await find("deja")).toEqual(["cafe"]);
    expect(await find("borrow:*")).toEqual(["other"]);
    expect(await find("python")).toEqual([]);
    // a title match weighs more than a summary match
    const { rows: rank } = await client.query(
      `SELECT url_slug, ts_rank(search_vector, to_tsquery('codelift_simple', 'developers')) AS summary_rank,
              ts_rank(search_vector, to_tsquery('codelift_simple', 'writing')) AS title_rank FROM courses WHERE url_slug = 'cafe'`,
    );
    expect(rank[0].title_rank).toBeGreaterThan(rank[0].summary_rank);

    const { rows: user } = await client.query(
      "INSERT INTO users (email, full_name, password_hash) VALUES ('notes@codelift.test', 'Notes Test', 'x') RETURNING id",
    );
    await client.query(
      `INSERT INTO notes_highlights (user_id, author_id, work_id, page_id, comment, quote, color)
       VALUES ($1, 1, 1, 1, 'Running the naïve solution', 'an élite quote', 'yellow')`,
      [user[0].id],
    );
    const notes = async (q: string) =>
      (await client.query("SELECT count(*) AS n FROM notes_highlights WHERE search_vector @@ to_tsquery('codelift_english', $1)", [q])).rows[0].n;
    expect(await notes("run")).toBe(1); // English stemming, as porter on SQLite
    expect(await notes("naive")).toBe(1);
    expect(await notes("elite")).toBe(1);
    expect(await notes("walk")).toBe(0);
  });
});

// Each run starts the CLI (from its sources when build/cli.js is older than them): minutes on a busy machine.
describe("codelift db migrate on PostgreSQL", { timeout: 240_000 }, () => {
  it("migrates the DATABASE_URL database for a deploy, then finds it current", async () => {
    const first = await codelift(["db", "migrate", "--json"], { DATABASE_URL: b.url });
    expect(first.code, first.stderr).toBe(0);
    const doc = JSON.parse(first.stdout);
    expect(doc).toMatchObject({ engine: "postgres", applied_now: journal.entries.length });
    expect(doc.database).not.toContain(new URL(b.url).password);
    expect(doc.migrations.every((m: { applied: boolean }) => m.applied)).toBe(true);
    const second = await codelift(["db", "migrate", "--json"], { DATABASE_URL: b.url });
    expect(second.code, second.stderr).toBe(0);
    expect(JSON.parse(second.stdout)).toMatchObject({ engine: "postgres", applied_now: 0 });
  });

  it("says in one line which database it could not reach (exit 2)", async () => {
    const r = await codelift(["db", "migrate"], { DATABASE_URL: "postgresql://nobody:secret-pw@127.0.0.1:1/none" });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toContain("DATABASE_URL");
    expect(r.stderr).not.toContain("secret-pw");
  });

  it("db status reports the PostgreSQL database: its migrations all applied, its tables, no password", async () => {
    const r = await codelift(["db", "status", "--json"], { DATABASE_URL: b.url });
    expect(r.code, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc).toMatchObject({ engine: "postgres", pending: 0 });
    expect(doc.database).not.toContain(new URL(b.url).password);
    expect(doc.migrations).toHaveLength(journal.entries.length);
    expect(doc.tables.map((t: { name: string }) => t.name)).toContain("users");
  });
});
