// Every query the pages run has an index to go by. The built server runs on a database seeded
// with `--scale 1` and writes each statement it runs to a trace file (SQL_TRACE_FILE); after a
// walk through the pages, logged out and as the premium learner, each traced statement's
// EXPLAIN QUERY PLAN must not SCAN a table that grows with the data (learners, courses,
// lessons, progress, submissions…) unless it is listed below with the reason.
import Database from "better-sqlite3";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, PREMIUM } from "../../bench/pageWeight";
import { startServer, type TestServer } from "./helpers/server";

const root = path.resolve(import.meta.dirname, "../..");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-plans-"));
const dbFile = path.join(dir, "plans.db");
const traceFile = path.join(dir, "trace.sql");

/** Tables whose size grows with learners or catalog. */
const GROWING = [
  "users",
  "sessions",
  "auth_tokens",
  "courses",
  "course_sections",
  "lessons",
  "course_tags",
  "lesson_progress",
  "coach_submissions",
  "coach_visits",
  "coach_user_paths",
  "coach_preferences",
  "subscriptions",
  "transactions",
  "notes_highlights",
  "document_comments",
  "outbox",
  "rate_limit_hits",
  "checkout_attempts",
  "payment_methods",
  "organization_members",
  "user_interactions",
  "widget_user_data",
  "user_data_maps",
  "mock_interviews",
  "renewals",
  "banner_dismissals",
];

/**
 * Statements that may read a whole growing table because they run once, not per request: the
 * seed check at start-up and the whole-catalog read kept in memory per catalog_version.
 */
const ONCE: { why: string; pattern: RegExp }[] = [
  { why: "start-up seed check", pattern: /^select count\(\*\) from "courses"$/ },
  {
    why: "whole catalog, kept per catalog_version",
    pattern:
      /^select "courses"\."id", "courses"\."author_id".* from "courses" inner join "categories" .*order by "courses"\."rank" asc, "courses"\."title" asc$/,
  },
  {
    why: "whole catalog, kept per catalog_version",
    pattern: /^select "course_id", count\(\*\), sum\("minutes"\) from "lessons" group by "lessons"\."course_id"$/,
  },
  {
    why: "whole catalog, kept per catalog_version",
    pattern:
      /^select "course_tags"\."course_id", "categories"\."slug" from "course_tags" inner join "categories" on "categories"\."id" = "course_tags"\."category_id"$/,
  },
];

let server: TestServer;
let db: Database.Database;
let statements: string[] = [];
let traced: string[] = [];
const pagesVisited: string[] = [];

async function visit(pathname: string, cookie = "") {
  const res = await fetch(server.baseUrl + pathname, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
  await res.text();
  pagesVisited.push(`${res.status} ${pathname}${cookie ? " (premium)" : ""}`);
  return res.status;
}

beforeAll(async () => {
  const seed = spawnSync(process.execPath, [path.join(root, "cli/bin.js"), "db", "seed", "--scale", "1", "--json"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: dbFile },
    encoding: "utf8",
  });
  if (seed.status !== 0) throw new Error(seed.stderr);
  server = await startServer({ DATABASE_URL: dbFile, SQL_TRACE_FILE: traceFile });
  db = new Database(dbFile, { readonly: true });
  const lesson = db
    .prepare(
      "SELECT c.author_id a, c.collection_id c, l.page_id p, c.url_slug slug, l.slug lslug FROM lessons l JOIN courses c ON c.id = l.course_id ORDER BY c.rank, l.position LIMIT 1",
    )
    .get() as { a: number; c: number; p: number; slug: string; lslug: string };
  const category = db.prepare("SELECT slug FROM categories LIMIT 1").get() as { slug: string };
  const coachPath = db.prepare("SELECT slug FROM coach_paths ORDER BY position LIMIT 1").get() as { slug: string };
  const problem = db
    .prepare(
      "SELECT p.slug FROM coach_problems pr JOIN coach_pages p ON p.id = pr.page_id JOIN coach_modules m ON m.id = p.module_id JOIN coach_paths cp ON cp.id = m.path_id WHERE cp.slug = ? ORDER BY m.position, p.position LIMIT 1",
    )
    .get(coachPath.slug) as { slug: string };
  const anonymous = [
    "/",
    "/explore",
    "/explore?q=python",
    `/explore?category=${category.slug}&difficulty=beginner`,
    "/explore?page=2",
    "/explore/free",
    `/courses/${lesson.slug}`,
    `/collection/lesson/${lesson.a}/${lesson.c}/${lesson.p}`,
    `/coursesv3/${lesson.slug}/${lesson.lslug}`,
    "/interview-prep",
    `/interview-prep/${coachPath.slug}`,
    "/login",
  ];
  const cookie = await loginCookie(server.baseUrl, PREMIUM);
  const premium = [
    "/learn/home",
    `/collection/lesson/${lesson.a}/${lesson.c}/${lesson.p}`,
    `/courses/${lesson.slug}`,
    "/explore?q=javascript",
    `/interview-prep/${coachPath.slug}`,
    `/interview-prep/${coachPath.slug}/${problem.slug}`,
    `/interview-prep/${coachPath.slug}/plan`,
    "/learn/notes",
    "/account/billing",
    "/checkout/subscription-buy?plan=300-12-6000",
    "/api/user/info",
  ];
  for (const p of anonymous) await visit(p);
  for (const p of premium) await visit(p, cookie);
  traced = fs
    .readFileSync(traceFile, "utf8")
    .split("\n")
    .map((s) => s.trim());
  statements = [...new Set(traced)].filter((s) => /^(SELECT|WITH|UPDATE|DELETE)\b/i.test(s));
}, 300_000);

afterAll(async () => {
  db?.close();
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

function planOf(db: Database.Database, sql: string): string[] {
  return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((r) => r.detail);
}

/** SCAN lines of growing tables (a full pass over the table or an index of it). */
function growingScans(plan: string[]): string[] {
  return plan.filter((line) => {
    const m = line.match(/^SCAN (\w+)/);
    return !!m && GROWING.includes(m[1]!);
  });
}

describe("query plans", () => {
  it("walked the pages, each answering", () => {
    expect(pagesVisited.filter((p) => !/^(200|302) /.test(p))).toEqual([]);
    expect(statements.length).toBeGreaterThan(40);
  });

  it("flags a query that scans a growing table", () => {
    expect(growingScans(planOf(db, "SELECT * FROM lesson_progress WHERE completed_at IS NOT NULL"))).toEqual(["SCAN lesson_progress"]);
    expect(growingScans(planOf(db, "SELECT * FROM lesson_progress WHERE user_id = 1 AND lesson_id = 2"))).toEqual([]);
  });

  it("has an index for every query path the pages take", () => {
    const offenders: string[] = [];
    for (const sql of statements) {
      if (ONCE.some((o) => o.pattern.test(sql))) continue;
      const scans = growingScans(planOf(db, sql));
      if (scans.length) offenders.push(`${scans.join(", ")}  <-  ${sql.slice(0, 300)}`);
    }
    expect(offenders).toEqual([]);
  });

  it("counts a page's comment threads by document key, not by reading every thread", () => {
    const counts = statements.filter((sql) => /^select "document_key", count\(\*\) from "document_comments" where/.test(sql));
    expect(counts.length).toBeGreaterThan(0);
    for (const sql of counts)
      expect(planOf(db, sql).join("\n")).toMatch(/SEARCH document_comments USING (COVERING )?INDEX document_comments_key_idx/);
  });

  it("reads the whole catalog once for all those pages, not once per request", () => {
    for (const { why, pattern } of ONCE) {
      const runs = traced.filter((sql) => pattern.test(sql)).length;
      expect(runs, why).toBe(1);
    }
  });
});
