// `codelift db migrate | seed [--reset] | status | copy --to postgres://…`: the developer's view of the
// database, and the move of a SQLite installation onto PostgreSQL (decision 0037).
import type { Command } from "commander";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { dbClient, migrateData, onPostgres, openRaw } from "../database";
import { CliError, emit, fail, flag, parseOptions } from "../io";

const jsonOnly = z.object({ json: flag() });

interface MigrationState {
  tag: string;
  applied: boolean;
  applied_at: string | null;
}

/** The journal's migrations, each marked applied when drizzle's table holds its timestamp. */
function migrationStates(sqlite: Sqlite, migrationsFolder: string): MigrationState[] {
  const journalFile = path.join(migrationsFolder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { tag: string; when: number }[] };
  const hasTable = sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'").get();
  const applied = hasTable
    ? (sqlite.prepare("SELECT created_at FROM __drizzle_migrations").all() as { created_at: number | string }[]).map((r) => Number(r.created_at))
    : [];
  return journal.entries.map((e) => ({
    tag: e.tag,
    applied: applied.includes(e.when),
    applied_at: applied.includes(e.when) ? new Date(e.when).toISOString() : null,
  }));
}

type Sqlite = ReturnType<Awaited<ReturnType<typeof dbClient>>["openDatabase"]>["sqlite"];

async function open() {
  const { migrateDatabase, migrationsFolder } = await import("../../db/migrate");
  return { ...(await openRaw()), migrateDatabase, folder: migrationsFolder() };
}

/** `db migrate` on PostgreSQL (DATABASE_URL=postgres://…): migrations-pg/, for deploys. */
async function migratePostgresCommand(o: z.infer<typeof jsonOnly>, url: string) {
  const { redactDatabaseUrl } = await import("../../db/engine");
  const { closePostgres, migratePostgres, postgresMigrationStates } = await import("../../db/postgres");
  const database = redactDatabaseUrl(url);
  try {
    const before = (await postgresMigrationStates(url)).filter((m) => m.applied).length;
    await migratePostgres(url);
    const after = (await postgresMigrationStates(url)).map((m) => ({
      tag: m.tag,
      applied: m.applied,
      applied_at: m.applied ? new Date(m.when).toISOString() : null,
    }));
    await emitMigrated(o, database, { engine: "postgres", database, applied_now: after.filter((m) => m.applied).length - before, migrations: after });
  } catch (e) {
    throw new CliError(`Cannot migrate the PostgreSQL database of DATABASE_URL (${database}): ${(e as Error).message.split("\n")[0]}`);
  } finally {
    await closePostgres(url);
  }
}

async function migrateCommand(raw: unknown) {
  const o = parseOptions(jsonOnly, raw);
  const { databaseEngine } = await import("../../db/engine");
  if (databaseEngine() === "postgres") return migratePostgresCommand(o, process.env.DATABASE_URL!.trim());
  const { file, db, sqlite, migrateDatabase, folder } = await open();
  const before = migrationStates(sqlite, folder).filter((m) => m.applied).length;
  migrateDatabase(db);
  const after = migrationStates(sqlite, folder);
  await emitMigrated(o, file, { file, applied_now: after.filter((m) => m.applied).length - before, migrations: after });
}

/** What `db migrate` did, on either engine: the JSON document, or one line on the screen. */
async function emitMigrated<T extends { applied_now: number; migrations: unknown[] }>(o: z.infer<typeof jsonOnly>, where: string, doc: T) {
  await emit(o, doc, async () => {
    const { Screen, Text } = await import("../views/ui");
    return (
      <Screen title={`Migrated ${where}`}>
        <Text>
          {doc.applied_now === 0 ? "Already current" : `Applied ${doc.applied_now} migration(s)`}: {doc.migrations.length} in all.
        </Text>
      </Screen>
    );
  });
}

const seedSchema = z.object({
  reset: flag(),
  json: flag(),
  /** --scale N: add N units of generated data (seeds/scale.ts) after the normal seed */
  scale: z
    .string()
    .regex(/^\d+$/, { error: "--scale takes a whole number from 1 to 1000" })
    .transform(Number)
    .refine((v) => v >= 1 && v <= 1000, { error: "--scale takes a whole number from 1 to 1000" })
    .optional(),
});

async function seedCommand(raw: unknown) {
  const o = parseOptions(seedSchema, raw);
  if (o.scale && (await onPostgres())) throw new CliError("--scale writes with SQLite's bulk statements: it runs on a SQLite file only");
  const file = await migrateData();
  // Without --reset, a seeded database is left alone (seedDatabase answers null).
  const { seedDatabase } = await import("../../seeds/index");
  const summary = await seedDatabase({ reset: o.reset });
  const scale = o.scale ? (await import("../../seeds/scale")).seedScale((await openRaw()).sqlite, o.scale) : null;
  const doc = { file, reset: o.reset, seeded: summary !== null, summary, scale };
  await emit(o, doc, async () => {
    const { Screen, Text } = await import("../views/ui");
    return (
      <Screen title={`Seed ${file}`}>
        <Text>
          {summary
            ? `${o.reset ? "Emptied and seeded" : "Seeded"}: ${summary}`
            : scale
              ? "Already seeded."
              : "Already seeded; nothing done (use --reset to empty it and seed again)."}
        </Text>
        {scale ? (
          <Text>
            Scale {scale.n}: {scale.courses} courses, {scale.lessons} lessons, {scale.learners} learners, {scale.lessonProgress} lesson-progress rows,{" "}
            {scale.coachSubmissions} coach submissions in {scale.seconds} s.
          </Text>
        ) : null}
      </Screen>
    );
  });
}

async function statusCommand(raw: unknown) {
  const o = parseOptions(jsonOnly, raw);
  if (await onPostgres()) return postgresStatus(o);
  const file = (await dbClient()).databasePath();
  if (!fs.existsSync(file)) {
    const doc = {
      file,
      exists: false,
      size_bytes: 0,
      migrations: [] as MigrationState[],
      pending: null,
      tables: [] as { name: string; rows: number }[],
    };
    await emit(o, doc, async () => {
      const { Screen, Text } = await import("../views/ui");
      return (
        <Screen title={`Database ${file}`}>
          <Text>Not created yet: any command that needs it (or `codelift db seed`) migrates and seeds it.</Text>
        </Screen>
      );
    });
    return;
  }
  const { sqlite, folder } = await open();
  const migrations = migrationStates(sqlite, folder);
  const names = (
    sqlite
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_\\_%' ESCAPE '\\' ORDER BY name",
      )
      .all() as { name: string }[]
  ).map((r) => r.name);
  const tables = names.map((name) => ({
    name,
    rows: (sqlite.prepare(`SELECT count(*) AS n FROM "${name.replace(/"/g, '""')}"`).get() as { n: number }).n,
  }));
  const doc = {
    file,
    exists: true,
    size_bytes: fs.statSync(file).size,
    migrations,
    pending: migrations.filter((m) => !m.applied).length,
    tables,
  };
  await emit(o, doc, () => statusView(file, [["size", `${(doc.size_bytes / 1024).toFixed(0)} KiB (plus WAL)`]], doc));
}

const copySchema = z.object({
  json: flag(),
  to: z
    .string({ error: "--to takes the PostgreSQL database to copy into (postgres://user:password@host:port/name)" })
    .refine((v) => /^postgres(ql)?:\/\//i.test(v.trim()), { error: "--to must be a postgres:// or postgresql:// URL of an empty database" })
    .transform((v) => v.trim()),
  batchSize: z
    .string()
    .regex(/^\d+$/, { error: "--batch-size takes a whole number from 1 to 5000" })
    .transform(Number)
    .refine((v) => v >= 1 && v <= 5000, { error: "--batch-size takes a whole number from 1 to 5000" })
    .optional(),
});

/** The first line of a driver's error, with the password of `url` taken out should it appear. */
function firstLine(e: unknown, url: string): string {
  const password = (() => {
    try {
      return decodeURIComponent(new URL(url).password);
    } catch {
      return "";
    }
  })();
  const text = String((e as Error)?.message || (e as { code?: string })?.code || e).split("\n")[0]!;
  return password ? text.split(password).join("***") : text;
}

/**
 * `db copy --to postgres://…`: the SQLite installation (DATABASE_URL, default data/codelift.db) into
 * an empty PostgreSQL database, migrated first; one transaction; a verified row count per table.
 */
async function copyCommand(raw: unknown) {
  const o = parseOptions(copySchema, raw);
  const { databaseEngine, redactDatabaseUrl } = await import("../../db/engine");
  if (databaseEngine() === "postgres") fail("db copy copies a SQLite installation: DATABASE_URL names PostgreSQL; set it to the SQLite file to copy");
  const { databasePath } = await dbClient();
  const file = databasePath();
  if (!fs.existsSync(file)) fail(`There is no SQLite database at ${file} to copy (DATABASE_URL, default data/codelift.db)`);
  const to = redactDatabaseUrl(o.to);
  const started = Date.now();
  const { file: _file, db } = await openRaw();
  const { migrateDatabase } = await import("../../db/migrate");
  try {
    migrateDatabase(db);
  } catch (e) {
    throw new CliError(`Cannot migrate the database ${file}: ${(e as Error).message.split("\n")[0]}`);
  }
  const { openConnection, closeConnection } = await import("../../db/connection");
  const { copySqliteToPostgres, tablesWithData } = await import("../../app/models/databaseCopy.server");
  const source = await openConnection(file);
  const target = await openConnection(o.to);
  if (source.engine !== "sqlite" || target.engine !== "postgres") throw new Error("db copy: unexpected engines");
  try {
    const { migratePostgres } = await import("../../db/postgres");
    try {
      await migratePostgres(o.to);
    } catch (e) {
      throw new CliError(`Cannot reach or migrate the PostgreSQL database of --to (${to}): ${firstLine(e, o.to)}`);
    }
    const filled = await tablesWithData(target);
    if (filled.length > 0) {
      const list = filled.slice(0, 5).map((t) => `${t.name}: ${t.rows} rows`);
      fail(`The PostgreSQL database ${to} is not empty (${list.join(", ")}${filled.length > 5 ? ", …" : ""}): db copy only fills an empty database`);
    }
    const result = await copySqliteToPostgres(source, target, { batchSize: o.batchSize });
    const mismatched = result.tables.filter((t) => t.source !== t.target);
    if (mismatched.length > 0) {
      throw new Error(
        `the copy does not match its source: ${mismatched.map((t) => `${t.table} ${t.source} rows in SQLite, ${t.target} in PostgreSQL`).join("; ")}`,
      );
    }
    const doc = {
      from: file,
      to,
      tables: result.tables.map((t) => ({ table: t.table, rows: t.target, verified: t.source === t.target })),
      total_rows: result.tables.reduce((n, t) => n + t.target, 0),
      sequences: result.sequences,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    };
    await emit(o, doc, async () => {
      const { Screen, Table, Text } = await import("../views/ui");
      return (
        <Screen title={`Copied ${file} to ${to}`}>
          <Table
            columns={[{ header: "Table" }, { header: "Rows", align: "right" }, { header: "Verified" }]}
            rows={doc.tables.map((t) => [t.table, String(t.rows), t.verified ? "yes" : "NO"])}
            dim={(i) => doc.tables[i]!.rows === 0}
          />
          <Text>
            {doc.total_rows} rows in {doc.tables.length} tables, each counted again on PostgreSQL and equal to SQLite; {doc.sequences} id sequences
            moved past the copied ids ({doc.seconds} s).
          </Text>
        </Screen>
      );
    });
  } finally {
    await closeConnection(target);
  }
}

/** `db status` on PostgreSQL: the database (password hidden), applied migrations, rows per table. */
async function postgresStatus(o: z.infer<typeof jsonOnly>) {
  const url = process.env.DATABASE_URL!.trim();
  const { redactDatabaseUrl } = await import("../../db/engine");
  const { postgresMigrationStates } = await import("../../db/postgres");
  const { rows } = await import("../../db/access");
  const { sql } = await import("drizzle-orm");
  const database = redactDatabaseUrl(url);
  let migrations: MigrationState[];
  let tables: { name: string; rows: number }[];
  try {
    migrations = (await postgresMigrationStates(url)).map((m) => ({
      tag: m.tag,
      applied: m.applied,
      applied_at: m.applied ? new Date(m.when).toISOString() : null,
    }));
    const names = await rows<{ name: string }>(
      sql`SELECT table_name AS "name" FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    tables = [];
    for (const { name } of names) {
      const [{ n }] = await rows<{ n: number }>(sql.raw(`SELECT count(*) AS "n" FROM "${name.replace(/"/g, '""')}"`));
      tables.push({ name, rows: Number(n) });
    }
  } catch (e) {
    throw new CliError(`Cannot read the PostgreSQL database of DATABASE_URL (${database}): ${(e as Error).message.split("\n")[0]}`);
  }
  const doc = { engine: "postgres", database, migrations, pending: migrations.filter((m) => !m.applied).length, tables };
  await emit(o, doc, () => statusView(database, [], doc));
}

/** `db status` on either engine: where, its migrations, and each table's rows. */
async function statusView(
  where: string,
  facts: [string, string][],
  doc: { migrations: MigrationState[]; pending: number; tables: { name: string; rows: number }[] },
) {
  const { Box, KeyValue, Screen, Table, Text } = await import("../views/ui");
  const { migrations, tables } = doc;
  return (
    <Screen title={`Database ${where}`}>
      <Box marginY={1}>
        <KeyValue
          items={[
            ...facts,
            ["migrations", migrations.map((m) => `${m.tag}${m.applied ? "" : " (pending)"}`).join(", ") || "none"],
            ["pending", String(doc.pending)],
          ]}
        />
      </Box>
      <Table
        columns={[{ header: "Table" }, { header: "Rows", align: "right" }]}
        rows={tables.map((t) => [t.name, String(t.rows)])}
        dim={(i) => tables[i]!.rows === 0}
      />
      <Text dimColor>{doc.pending === 0 ? "Schema is current." : "Run `codelift db migrate`."}</Text>
    </Screen>
  );
}

export function registerDb(program: Command): void {
  const db = program.command("db").description("database tasks for developers (DATABASE_URL, default data/codelift.db)");
  db.command("migrate")
    .description("apply pending migrations (SQLite file, or PostgreSQL when DATABASE_URL is postgres://…)")
    .option("--json", "print one JSON document")
    .action(async (o: unknown) => migrateCommand(o));
  db.command("seed")
    .description("seed an empty database (with --reset: empty every table first)")
    .option("--reset", "empty every table and seed again")
    .option("--scale <n>", "then add N units of generated data (N = 100: 1,600 courses, 100,000 learners, 2 million lesson visits)")
    .option("--json", "print one JSON document")
    .action(async (o: unknown) => seedCommand(o));
  db.command("status")
    .description("the file, applied migrations, rows per table")
    .option("--json", "print one JSON document")
    .action(async (o: unknown) => statusCommand(o));
  db.command("copy")
    .description("copy the SQLite database (DATABASE_URL) into an empty PostgreSQL database, then count every table on both")
    .option("--to <url>", "the PostgreSQL database to fill: postgres://user:password@host:port/name (migrated first; must be empty)")
    .option("--batch-size <n>", "rows per insert (default 500)")
    .option("--json", "print one JSON document")
    .action(async (o: unknown) => copyCommand(o));
}
