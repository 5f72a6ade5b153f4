// Cost that does not grow with the data: the same pages, logged out and as the premium demo
// learner, against the built server on a small-seed database and on a `codelift db seed --scale
// N` database, in one run. Prints req/s and p99 of each, and the p99 ratio large / small (target
// ≤ 2 ×).
//   npm run bench:scale            (N = 100; `npm run bench:scale -- 5` for a quick run)
//   DURATION=5 CONNECTIONS=10 npm run bench:scale -- 20        SKIP_BUILD=1 reuses the build
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
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

if (!process.env.SKIP_BUILD) {
  const b = spawnSync("npm", ["run", "build"], { stdio: "inherit", cwd: root });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-bench-scale-"));
function seed(file: string, scale?: number) {
  const args = [path.join(root, "cli/bin.js"), "db", "seed", "--json", ...(scale ? ["--scale", String(scale)] : [])];
  const r = spawnSync(process.execPath, args, { cwd: root, env: { ...process.env, DATABASE_URL: file }, encoding: "utf8" });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout) as {
    scale: { seconds: number; courses: number; lessons: number; learners: number; lessonProgress: number; coachSubmissions: number } | null;
  };
}

type Target = { name: string; path: string; premium?: boolean };
function targets(file: string): Target[] {
  const db = new Database(file, { readonly: true });
  try {
    // the demo content, present in both databases, so both runs load the same pages
    const lesson = db
      .prepare(
        "SELECT c.author_id a, c.collection_id c, l.page_id p, c.url_slug slug FROM lessons l JOIN courses c ON c.id = l.course_id WHERE c.is_free = 1 AND c.author_id < 7000 ORDER BY c.id, l.position LIMIT 1",
      )
      .get() as { a: number; c: number; p: number; slug: string };
    const coach = db.prepare("SELECT slug FROM coach_paths ORDER BY position LIMIT 1").get() as { slug: string };
    const problem = db
      .prepare(
        "SELECT p.slug FROM coach_problems pr JOIN coach_pages p ON p.id = pr.page_id JOIN coach_modules m ON m.id = p.module_id JOIN coach_paths cp ON cp.id = m.path_id WHERE cp.slug = ? ORDER BY m.position, p.position LIMIT 1",
      )
      .get(coach.slug) as { slug: string };
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
  } finally {
    db.close();
  }
}

async function measure(url: string, cookie?: string) {
  const r = await autocannon({ url, duration, connections, headers: cookie ? { cookie } : {} });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}

async function run(file: string) {
  const server = await startServer({ DATABASE_URL: file });
  try {
    const cookie = await loginCookie(server.baseUrl, PREMIUM);
    const out = new Map<string, { rps: number; p99: number }>();
    for (const t of targets(file)) {
      await fetch(server.baseUrl + t.path, { headers: t.premium ? { cookie } : {} }); // warm
      out.set(t.name, await measure(server.baseUrl + t.path, t.premium ? cookie : undefined));
    }
    return out;
  } finally {
    await server.stop();
  }
}

try {
  const small = path.join(dir, "small.db");
  const large = path.join(dir, "large.db");
  seed(small);
  const { scale } = seed(large, n);
  console.log(
    `\nseed --scale ${n}: ${scale!.courses} courses, ${scale!.lessons} lessons, ${scale!.learners} learners, ${scale!.lessonProgress} lesson-progress rows, ${scale!.coachSubmissions} coach submissions in ${scale!.seconds} s`,
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
  fs.rmSync(dir, { recursive: true, force: true });
}
