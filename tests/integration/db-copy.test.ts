// `codelift db copy --to postgres://…`, the real command as a child process: a seeded SQLite file
// with learners' data added through the app's own models is copied into an empty PostgreSQL
// database; every table then holds the same rows on both (count and an order-free checksum), the
// id sequences continue after the copied ids, `db migrate` on the copy has nothing to do, and a
// second copy into the now filled database is refused. PostgreSQL out of reach: one line naming
// the URL without its password.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentConnection } from "../../db/access";
import { closeConnection, type Connection } from "../../db/connection";
import { copyOrder, countRows, tableChecksum } from "../../app/models/databaseCopy.server";
import { createUser, issueToken } from "../../app/models/user.server";
import { setLessonCompletion } from "../../app/models/progress.server";
import { insertOutboxMessage } from "../../app/models/outbox.server";
import { insertSession } from "../../app/models/session.server";
import { createTestPostgres, type TestPostgres } from "./helpers/postgres";
import { SEEDED_TEMPLATE_ENV } from "./helpers/server";

const root = path.resolve(import.meta.dirname, "../..");
type Run = { code: number; stdout: string; stderr: string };

function codelift(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["cli/bin.js", ...args],
      { cwd: root, env: { ...process.env, NO_COLOR: "1", ...env }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

let dir: string;
let file: string;
let pgdb: TestPostgres;
const saved = process.env.DATABASE_URL;
const learners: number[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-copy-"));
  file = path.join(dir, "codelift.db");
  const template = process.env[SEEDED_TEMPLATE_ENV];
  if (template) fs.copyFileSync(template, file);
  else {
    const seeded = await codelift(["db", "seed", "--json"], { DATABASE_URL: file });
    if (seeded.code !== 0) throw new Error(`db seed failed: ${seeded.stderr}`);
  }
  // Learners' data, written by the app's models on the SQLite file.
  process.env.DATABASE_URL = file;
  const now = new Date("2026-11-20T10:00:00.000Z");
  for (let i = 0; i < 25; i++) {
    const user = await createUser({
      email: `copy${i}@example.com`,
      fullName: `Copy Learner ${i} — Zoë`,
      password: "correct horse battery",
      verified: i % 2 === 0,
    });
    learners.push(user.id);
    await issueToken(user.id, "verify", now);
    await insertSession({
      id: `copy-session-${i}`,
      userId: user.id,
      data: `{"n":${i}}`,
      expiresAt: "2026-12-20T10:00:00.000Z",
      lastSeenAt: now.getTime(),
      userAgent: null,
    });
    await insertOutboxMessage({ to: `copy${i}@example.com`, subject: "Hello", text: `Line one\nLine "two" ${i}`, kind: "verify" });
  }
  await setLessonCompletion(learners[0]!, { id: 1, courseId: 1 }, true, now);
  await setLessonCompletion(learners[1]!, { id: 2, courseId: 1 }, false, now);
  await closeConnection(currentConnection(file));
  pgdb = await createTestPostgres();
});

afterAll(async () => {
  process.env.DATABASE_URL = saved;
  if (pgdb) {
    await closeConnection(currentConnection(pgdb.url)).catch(() => undefined);
    await pgdb.drop();
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("codelift db copy --to postgres://…", () => {
  it("copies every table into the empty database and prints a verified count per table", async () => {
    const r = await codelift(["db", "copy", "--to", pgdb.url, "--batch-size", "7", "--json"], { DATABASE_URL: file });
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as {
      to: string;
      tables: { table: string; rows: number; verified: boolean }[];
      total_rows: number;
      sequences: number;
    };
    expect(doc.to).not.toContain(new URL(pgdb.url).password);
    expect(doc.tables.map((t) => t.table).sort()).toEqual(
      copyOrder()
        .map((t) => t.name)
        .sort(),
    );
    expect(doc.tables.every((t) => t.verified)).toBe(true);
    expect(doc.tables.find((t) => t.table === "users")!.rows).toBeGreaterThanOrEqual(25 + 1);
    expect(doc.tables.find((t) => t.table === "sessions")!.rows).toBe(25);
    expect(doc.sequences).toBeGreaterThan(10);
  });

  it("leaves the same rows in every table on both engines (count and checksum)", async () => {
    const sqlite = currentConnection(file) as Connection;
    const pg = currentConnection(pgdb.url) as Connection & { engine: "postgres" };
    const differences: string[] = [];
    let compared = 0;
    for (const t of copyOrder()) {
      const [a, b] = [await countRows(sqlite, t), await countRows(pg, t)];
      const [x, y] = [await tableChecksum(sqlite, t), await tableChecksum(pg, t)];
      if (a !== b || x !== y) differences.push(`${t.name}: ${a} rows (${x}) in SQLite, ${b} rows (${y}) in PostgreSQL`);
      if (a > 0) compared++;
    }
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(30);
    // The checksum sees a change in one value.
    const users = copyOrder().find((t) => t.name === "users")!;
    const before = await tableChecksum(pg, users);
    await pg.pool.query("UPDATE users SET full_name = full_name || '.' WHERE id = $1", [learners[3]]);
    expect(await tableChecksum(pg, users)).not.toBe(before);
    await pg.pool.query("UPDATE users SET full_name = left(full_name, -1) WHERE id = $1", [learners[3]]);
    expect(await tableChecksum(pg, users)).toBe(before);
    await closeConnection(sqlite);
  });

  it("has nothing left for `codelift db migrate` to do on the copy", async () => {
    const r = await codelift(["db", "migrate", "--json"], { DATABASE_URL: pgdb.url });
    expect(r.code, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout) as { applied_now: number; migrations: { applied: boolean }[] };
    expect(doc.applied_now).toBe(0);
    expect(doc.migrations.every((m) => m.applied)).toBe(true);
  });

  it("numbers new rows after the copied ids", async () => {
    process.env.DATABASE_URL = pgdb.url;
    const user = await createUser({ email: "after-copy@example.com", fullName: "After Copy", password: "correct horse battery" });
    expect(user.id).toBe(Math.max(...learners) + 1);
    const outboxId = await insertOutboxMessage({ to: "after-copy@example.com", subject: "Hi", text: "x", kind: "verify" });
    const pg = currentConnection(pgdb.url) as Connection & { engine: "postgres" };
    const { rows } = await pg.pool.query<{ max: number }>("SELECT max(id) AS max FROM outbox WHERE id < $1", [outboxId]);
    expect(outboxId).toBe(Number(rows[0]!.max) + 1);
  });

  it("refuses a database that is not empty, changing nothing", async () => {
    const pg = currentConnection(pgdb.url) as Connection & { engine: "postgres" };
    const users = Number((await pg.pool.query("SELECT count(*) AS n FROM users")).rows[0].n);
    const r = await codelift(["db", "copy", "--to", pgdb.url], { DATABASE_URL: file });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(
      /^The PostgreSQL database postgres(ql)?:\/\/postgres:\*\*\*@.* is not empty \(.*users: \d+ rows.*\): db copy only fills an empty database/,
    );
    expect(r.stderr).not.toContain(new URL(pgdb.url).password);
    expect(Number((await pg.pool.query("SELECT count(*) AS n FROM users")).rows[0].n)).toBe(users);
  });
});

describe("PostgreSQL out of reach", () => {
  const unreachable = "postgresql://copier:hunter2-secret@127.0.0.1:1/codelift";

  it("db copy: one line naming --to without its password, exit 2", async () => {
    const r = await codelift(["db", "copy", "--to", unreachable], { DATABASE_URL: file });
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    const lines = r.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Cannot reach or migrate the PostgreSQL database of --to \(postgresql:\/\/copier:\*\*\*@127\.0\.0\.1:1\/codelift\): .*ECONNREFUSED/,
    );
    expect(r.stderr).not.toContain("hunter2");
  });

  it("db migrate: one line naming DATABASE_URL without its password, a non-zero exit", async () => {
    const r = await codelift(["db", "migrate"], { DATABASE_URL: unreachable });
    expect(r.code).not.toBe(0);
    expect(r.stdout).toBe("");
    const lines = r.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/DATABASE_URL \(postgresql:\/\/copier:\*\*\*@127\.0\.0\.1:1\/codelift\).*ECONNREFUSED/);
    expect(r.stderr).not.toContain("hunter2");
  });

  it("refuses a --to that is not PostgreSQL and a missing source, exit 2", async () => {
    const notPg = await codelift(["db", "copy", "--to", path.join(dir, "other.db")], { DATABASE_URL: file });
    expect(notPg.code).toBe(2);
    expect(notPg.stderr.trim()).toBe("--to must be a postgres:// or postgresql:// URL of an empty database");
    const missing = await codelift(["db", "copy", "--to", unreachable], { DATABASE_URL: path.join(dir, "nothing-here.db") });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^There is no SQLite database at .*nothing-here\.db to copy/);
    expect(fs.existsSync(path.join(dir, "nothing-here.db"))).toBe(false);
  });
});
