// Cost that does not grow with the data: the same pages, logged out and as the premium demo
// learner, against the built server on a small-seed database and on a `codelift db seed --scale
// N` database, in one run. Prints req/s and p99 of each, and the p99 ratio large / small (target
// ≤ 2 ×).
//   npm run bench:scale            (N = 100; `npm run bench:scale -- 5` for a quick run)
//   DURATION=5 CONNECTIONS=10 npm run bench:scale -- 20        SKIP_BUILD=1 reuses the build
//   ENGINE=postgres npm run bench:scale   both databases in PostgreSQL (TEST_POSTGRES_URL's cluster,
//                                         or a throwaway one of scripts/pg-cluster.sh, as the tests use)
import autocannon from "autocannon";
import Database from "better-sqlite3";
import pg from "pg";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ENGINES, type Engine } from "../tests/integration/helpers/engines";
import { createTestPostgres, type TestPostgres } from "../tests/integration/helpers/postgres";
import { startServer } from "../tests/integration/helpers/server";
import { loginCookie, PREMIUM } from "./pageWeight";

const n = Number(process.argv[2] ?? 100);
if (!Number.isInteger(n) || n < 1 || n > 1000) {
  console.error("usage: npm run bench:scale -- [N from 1 to 1000, default 100]");
  process.exit(2);
}
const duration = Number(process.env.DURATION ?? 5);
const connections = Number(process.env.CONNECTIONS ?? 10);
const root = path.resolve(import.meta.dirname, "..");
const engine = (process.env.ENGINE ?? "sqlite") as Engine;
if (!ENGINES.includes(engine)) {
  console.error(`ENGINE must be one of ${ENGINES.join(", ")}`);
  process.exit(2);
}

if (!process.env.SKIP_BUILD) {
  const b = spawnSync("npm", ["run", "build"], { stdio: "inherit", cwd: root });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-bench-scale-"));
/** A database to seed: a SQLite file in the temporary folder, or a new PostgreSQL database. */
const databases: TestPostgres[] = [];
async function newDatabase(name: string): Promise<string> {
  if (engine === "sqlite") return path.join(dir, `${name}.db`);
  const d = await createTestPostgres();
  databases.push(d);
  return d.url;
}

/** One SQL statement's first row, `?` placeholders on both engines. */
async function first<T>(url: string, text: string, values: unknown[] = []): Promise<T> {
  if (engine === "sqlite") {
    const db = new Database(url, { readonly: true });
    try {
      return db.prepare(text).get(...values) as T;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let i = 0;
    return (
      await client.query(
        text.replace(/\?/g, () => `$${++i}`),
        values,
      )
    ).rows[0] as T;
  } finally {
    await client.end();
  }
}

function cli(databaseUrl: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [path.join(root, "cli/bin.js"), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`codelift ${args.join(" ")}: ${r.stderr}`);
  return r.stdout;
}

/**
 * Seeds a database (at scale when asked). `--scale` writes with SQLite's bulk statements, so a
 * PostgreSQL database gets a seeded SQLite file copied in with `codelift db copy`, the way an
 * installation moves to PostgreSQL.
 */
function seed(url: string, scale?: number) {
  const file = engine === "sqlite" ? url : path.join(dir, `seed-${databases.length}-${scale ?? 0}.db`);
  const out = cli(file, "db", "seed", "--json", ...(scale ? ["--scale", String(scale)] : []));
  if (engine === "postgres") cli(file, "db", "copy", "--to", url);
  return JSON.parse(out) as {
    scale: { seconds: number; courses: number; lessons: number; learners: number; lessonProgress: number; coachSubmissions: number } | null;
  };
}

type Target = { name: string; path: string; premium?: boolean };
async function targets(url: string): Promise<Target[]> {
  // the demo content, present in both databases, so both runs load the same pages
  const lesson = await first<{ a: number; c: number; p: number; slug: string }>(
    url,
    "SELECT c.author_id a, c.collection_id c, l.page_id p, c.url_slug slug FROM lessons l JOIN courses c ON c.id = l.course_id WHERE c.is_free = ? AND c.author_id < 7000 ORDER BY c.id, l.position LIMIT 1",
    [engine === "postgres" ? true : 1],
  );
  const coach = await first<{ slug: string }>(url, "SELECT slug FROM coach_paths ORDER BY position LIMIT 1");
  const problem = await first<{ slug: string }>(
    url,
    "SELECT p.slug FROM coach_problems pr JOIN coach_pages p ON p.id = pr.page_id JOIN coach_modules m ON m.id = p.module_id JOIN coach_paths cp ON cp.id = m.path_id WHERE cp.slug = ? ORDER BY m.position, p.position LIMIT 1",
    [coach.slug],
  );
  const lessonPath = `/collection/lesson/${lesson.a}/${lesson.c}/${lesson.p}`;
  return [
    { name: "home", path: "/" },
    { name: "/explore", path: "/explore" },
    { name: "/explore?q=python", path: "/explore?q=python" },
    { name: "/explore filtered", path: "/explore?difficulty=beginner" },
    { name: "course", path: `/courses/${lesson.slug}` },
    { name: "lesson", path: lessonPath },
    { name: "/interview-prep", path: "/interview-prep" },
    { name: "coding path", path: `/interview-prep/${coach.slug}` },
    { name: "lesson (in)", path: lessonPath, premium: true },
    { name: "/learn/home (in)", path: "/learn/home", premium: true },
    { name: "coding path (in)", path: `/interview-prep/${coach.slug}`, premium: true },
    { name: "problem page (in)", path: `/interview-prep/${coach.slug}/${problem.slug}`, premium: true },
    { name: "/explore (in)", path: "/explore", premium: true },
  ];
}

async function measure(url: string, cookie?: string) {
  const r = await autocannon({ url, duration, connections, headers: cookie ? { cookie } : {} });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}

async function run(file: string) {
  const server = await startServer({ DATABASE_URL: file, SESSION_SECRET: "bench-scale-session-secret-0123456789" });
  try {
    const cookie = await loginCookie(server.baseUrl, PREMIUM);
    const out = new Map<string, { rps: number; p99: number }>();
    for (const t of await targets(file)) {
      await fetch(server.baseUrl + t.path, { headers: t.premium ? { cookie } : {} }); // warm
      out.set(t.name, await measure(server.baseUrl + t.path, t.premium ? cookie : undefined));
    }
    return out;
  } finally {
    await server.stop();
  }
}

try {
  const small = await newDatabase("small");
  const large = await newDatabase("large");
  seed(small);
  const { scale } = seed(large, n);
  console.log(
    `\n${engine}: seed --scale ${n}: ${scale!.courses} courses, ${scale!.lessons} lessons, ${scale!.learners} learners, ${scale!.lessonProgress} lesson-progress rows, ${scale!.coachSubmissions} coach submissions in ${scale!.seconds} s`,
  );
  const a = await run(small);
  const b = await run(large);
  console.log(`\n${duration}s per page, ${connections} connections; (in) = logged in as the premium demo learner\n`);
  console.log(
    "page".padEnd(22),
    "small req/s".padStart(12),
    "p99 ms".padStart(8),
    "large req/s".padStart(12),
    "p99 ms".padStart(8),
    "p99 ratio".padStart(10),
  );
  let worst = 0;
  for (const [name, s] of a) {
    const l = b.get(name)!;
    const ratio = l.p99 / Math.max(1, s.p99);
    worst = Math.max(worst, ratio);
    console.log(
      name.padEnd(22),
      s.rps.toFixed(0).padStart(12),
      String(s.p99).padStart(8),
      l.rps.toFixed(0).padStart(12),
      String(l.p99).padStart(8),
      `${ratio.toFixed(2)} ×`.padStart(10),
    );
  }
  console.log(`\nworst p99 ratio: ${worst.toFixed(2)} × (target ≤ 2 ×)`);
} finally {
  for (const d of databases) await d.drop();
  fs.rmSync(dir, { recursive: true, force: true });
}
