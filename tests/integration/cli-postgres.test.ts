// The real `codelift` command on PostgreSQL: DATABASE_URL names a fresh, empty database; the
// first command migrates and seeds it as it does a SQLite file, and the staff commands read and
// write it with the same answers and the same refusals (exit 2, one line, nothing written).
import { execFile } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPostgres, type TestPostgres } from "./helpers/postgres";

const root = path.resolve(import.meta.dirname, "../..");
const NOW = "2026-11-20";

type Run = { code: number; stdout: string; stderr: string };

let database: TestPostgres;
let pool: pg.Pool;

function run(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["cli/bin.js", ...args],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: database.url, SESSION_SECRET: "cli-postgres-session-secret-0123", NO_COLOR: "1", ...env },
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each command prints a document of its own shape, read field by field
async function json(args: string[]): Promise<any> {
  const r = await run([...args, "--json"]);
  if (r.code !== 0) throw new Error(`codelift ${args.join(" ")} exited ${r.code}: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

async function count(sql: string, values: unknown[] = []): Promise<number> {
  return Number((await pool.query<{ n: string }>(sql, values)).rows[0]!.n);
}

let first: Run;
beforeAll(async () => {
  database = await createTestPostgres();
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  first = await run(["price", "300-12-6000", "--json", "--now", NOW]);
}, 240_000);
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

describe("codelift on PostgreSQL", () => {
  it("the first command migrates and seeds the empty database; stdout is still one JSON document", async () => {
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toMatch(/^Seeded .*: .*plan prices/);
    expect(first.stderr).not.toContain(database.url.replace(/^postgres(ql)?:\/\/[^:]+:([^@]+)@.*$/, "$2"));
    expect(JSON.parse(first.stdout).total_price_usd).toBe(299);
    expect(await count("SELECT count(*) AS n FROM plan_prices")).toBeGreaterThan(20);
    expect(await json(["db", "seed"])).toMatchObject({ seeded: false });
    expect(await json(["db", "migrate"])).toMatchObject({ applied_now: 0 });
  });

  it("prices with a coupon and a country as on SQLite", async () => {
    const d = await json(["price", "300-12-6000", "--coupon", "WELCOME20", "--country", "IN", "--now", NOW]);
    expect(d.plan).toBe("300-12-6000");
    expect(d.total_price_usd).toBeLessThan(299);
  });

  it("creates a coupon, lists it, and a second create of the same code is refused with nothing written", async () => {
    const created = await json(["coupon", "create", "PGFLAT_12", "--amount", "12.50", "--expires", "2099-01-01T12:00:00Z"]);
    expect(created.coupon).toMatchObject({ code: "PGFLAT_12", kind: "amount", amount_off_usd: 12.5, active: true });
    const list = await json(["coupon", "list"]);
    expect(list.coupons.map((c: { code: string }) => c.code)).toContain("PGFLAT_12");
    const again = await run(["coupon", "create", "PGFLAT_12", "--amount", "5", "--json"]);
    expect(again.code).toBe(2);
    expect(again.stdout).toBe("");
    expect(again.stderr.trim().split("\n")).toHaveLength(1);
    expect(await count("SELECT count(*) AS n FROM coupons WHERE code = 'PGFLAT_12'")).toBe(1);
  });

  it("creates an organization with a subscription; a taken slug is refused", async () => {
    const created = (await json(["org", "create", "Postgres Labs", "--kind", "team", "--plan", "300-12-6005", "--seats", "2"])).organization;
    expect(created).toMatchObject({ name: "Postgres Labs", slug: "postgres-labs", kind: "team" });
    expect(created.subscriptions).toEqual([expect.objectContaining({ plan_code: "300-12-6005", seats: 2, live: true })]);
    const taken = await run(["org", "create", "Postgres Labs", "--kind", "team", "--plan", "300-12-6005", "--seats", "2", "--json"]);
    expect(taken.code).toBe(2);
    expect(taken.stderr).toMatch(/slug postgres-labs is taken/);
    expect(await count("SELECT count(*) AS n FROM organizations WHERE slug = 'postgres-labs'")).toBe(1);
  });

  it("runs the due renewals (none are due in the seed) and answers in one document", async () => {
    const d = await json(["billing", "run-due"]);
    expect(d).toMatchObject({ paid: expect.any(Number) });
  });

  it("refuses a PostgreSQL it cannot reach in one line, without the password", async () => {
    const r = await run(["coupon", "list", "--json"], { DATABASE_URL: "postgresql://app:secretpw@127.0.0.1:1/codelift" });
    expect(r.code).not.toBe(0);
    expect(r.stdout).toBe("");
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).not.toContain("secretpw");
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
