// The built server on PostgreSQL: DATABASE_URL names a fresh database, the server migrates and seeds
// it at start, and a visitor's and a learner's pages work through HTTP as on SQLite: the catalog and
// its search, sign-up and sign-in, a lesson completed, code run and graded on a coach problem, a
// note written and found again by prefix and by stem; the site coupon's LOCK IN banner and a student's offers.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPostgres, type TestPostgres } from "./helpers/postgres";
import { serverCommand, startServer, type Client, type TestServer } from "./helpers/server";

let database: TestPostgres;
let server: TestServer;
let pool: pg.Pool;

const COURSE = "/courses/modern-javascript-essentials";
const LESSON = "/coursesv3/modern-javascript-essentials/functions-and-closures";
const NOTE = { author_id: 4831, work_id: 100001, page_id: 2 };
const NOTES_API = "/api/userdata/notes-and-highlights";

const one = async <T>(text: string, values: unknown[] = []): Promise<T> => (await pool.query(text, values)).rows[0] as T;

beforeAll(async () => {
  database = await createTestPostgres();
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  server = await startServer({ DATABASE_URL: database.url, SESSION_SECRET: "pg-serve-session-secret-0123456789" });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await pool?.end();
  await database?.drop();
});

async function signUp(email: string): Promise<Client> {
  const c = server.client();
  const res = await c.postJson("/api/user/signup", { full_name: "Pat Postgres", email, password: "correct horse battery" });
  expect(res.status, await res.clone().text()).toBe(201);
  const mail = await one<{ body_text: string }>("SELECT body_text FROM outbox WHERE to_address = $1 AND kind = 'verify' ORDER BY id DESC LIMIT 1", [
    email,
  ]);
  const token = mail.body_text.match(/\/verify\/([\w-]+)/)![1];
  expect((await c.postJson("/api/user/verify", { verify_token: token })).status).toBe(200);
  return c;
}

describe("the server on PostgreSQL", () => {
  it("migrated and seeded the empty database at start, said so, and moved the id sequences past the seeded ids", async () => {
    expect(server.output()).toMatch(/Seeded postgres(ql)?:\/\/[^\s]*: \d+ coding patterns, /);
    expect(server.output()).not.toMatch(/:[0-9a-f]{20,}@/);
    const { n } = await one<{ n: number }>("SELECT count(*)::int AS n FROM courses");
    expect(n).toBeGreaterThan(0);
    const { max } = await one<{ max: number }>("SELECT max(id)::int AS max FROM users");
    const { next } = await one<{ next: number }>("SELECT nextval(pg_get_serial_sequence('users', 'id'))::int AS next");
    expect(next).toBeGreaterThan(max);
    // Nothing is written beside a "file" named after the URL (the session secret, projects).
    expect(fs.readdirSync(serverCommand().cwd).filter((f) => f.startsWith("postgres"))).toEqual([]);
    expect(fs.existsSync(path.join(serverCommand().cwd, "postgresql:"))).toBe(false);
  });

  it("serves the home page, the catalogue, a course and a lesson to a visitor", async () => {
    const c = server.client();
    for (const page of ["/", "/explore", COURSE, LESSON]) {
      const res = await c.get(page);
      expect(res.status, page).toBe(200);
      expect(await res.text()).toContain("<html");
    }
    expect(await (await c.get(COURSE)).text()).toContain("Modern JavaScript Essentials");
  });

  it("searches the catalogue by prefix and without accents", async () => {
    const c = server.client();
    for (const q of ["modern javascr", "jávascript essentials", "MODERN"]) {
      const html = await (await c.get(`/explore?q=${encodeURIComponent(q)}`)).text();
      expect(html, q).toContain("Modern JavaScript Essentials");
    }
    const none = await (await c.get("/explore?q=zzqqxxnothing")).text();
    expect(none).not.toContain("Modern JavaScript Essentials");
  });

  it("signs up, verifies and logs in; completes a lesson (a form post)", async () => {
    await signUp("pat@example.com");
    const c = server.client();
    const login = await c.postJson("/api/user/login", { email: "pat@example.com", password: "correct horse battery" });
    expect(login.status).toBe(200);
    const res = await c.postForm(LESSON, { intent: "complete", completed: "true" });
    expect(res.status).toBe(302);
    const row = await one<{ completed_at: string | null }>(
      `SELECT p.completed_at FROM lesson_progress p JOIN users u ON u.id = p.user_id JOIN lessons l ON l.id = p.lesson_id
       WHERE u.email = 'pat@example.com' AND l.slug = 'functions-and-closures'`,
    );
    expect(row.completed_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("the offers: a never-expiring site coupon's LOCK IN banner and API answer, a verified student's offer", async () => {
    await pool.query("UPDATE coupons SET is_site_coupon = true WHERE code = 'LIFETIME15'");
    try {
      const api = await server.client().get("/api/coupon/site/lifetime15");
      expect(await api.json()).toMatchObject({ banner: "LOCK IN 15% LIFETIME DISCOUNT with code LIFETIME15.", is_coupon_valid_for_l2c: true });
      expect(await (await server.client().get("/explore")).text()).toContain("LOCK IN 15% LIFETIME DISCOUNT with code LIFETIME15.");
    } finally {
      await pool.query("UPDATE coupons SET is_site_coupon = false");
    }
    await signUp("sam-student@example.com");
    const c = server.client();
    expect((await c.postJson("/api/user/login", { email: "sam-student@example.com", password: "correct horse battery" })).status).toBe(200);
    // A verification link mailed and not used yet: the GitHub status notice (the banners' one query on PostgreSQL).
    await pool.query(
      "INSERT INTO student_verifications (user_id, student_email, token_hash, expires_at) SELECT id, 'sam@school.edu', 'h-pg-1', $1 FROM users WHERE email = 'sam-student@example.com'",
      [new Date(Date.now() + 3_600_000).toISOString()],
    );
    expect(await (await c.get("/explore")).text()).toContain("We have sent a link to sam@school.edu.");
    await pool.query("UPDATE users SET is_github_student = true WHERE email = 'sam-student@example.com'");
    expect(await (await c.get("/explore")).text()).toContain("Your GitHub student discount is ready: 30% off every plan.");
    expect(await (await c.get("/courses/react-fundamentals")).text()).toMatch(
      /This course is not available in GitHub Student Pack\. Upgrade to get full access\./,
    );
  });

  it("runs code on a coach problem (free learner) and grades a submission (premium learner)", async () => {
    const mod = await one<{ id: number; author_id: number; collection_id: number }>(
      "SELECT id, author_id, collection_id FROM coach_modules WHERE slug = 'two-pointers'",
    );
    const p = await one<{ id: number; page_id: number; solutions: string }>(
      "SELECT p.id, p.page_id, pr.solutions FROM coach_pages p JOIN coach_problems pr ON pr.page_id = p.id WHERE p.module_id = $1 ORDER BY p.position LIMIT 1",
      [mod.id],
    );
    const ref = { author_id: String(mod.author_id), work_id: String(mod.collection_id), page_id: String(p.page_id) };
    const code = (JSON.parse(p.solutions) as { python: string }).python;
    const free = await signUp("coder@example.com");
    const run = await free.postJson("/api/ctw/runs/save/v2", { ...ref, language: "python", code });
    expect(run.status, await run.clone().text()).toBe(200);
    expect(await run.json()).toMatchObject({ error: null, run: { kind: "run", score: 100 } });

    const premium = server.client();
    expect((await premium.postJson("/api/user/login", { email: "premium@codelift.test", password: "learn-premium-2026" })).status).toBe(200);
    const graded = await premium.postJson("/api/ctw/submission/save/v2", { ...ref, language: "python", code, user_time_spent: "100" });
    expect(graded.status, await graded.clone().text()).toBe(200);
    const { n } = await one<{ n: number }>(
      "SELECT count(*)::int AS n FROM coach_submissions s JOIN users u ON u.id = s.user_id WHERE u.email = 'premium@codelift.test' AND s.kind = 'submission'",
    );
    expect(n).toBe(1);
  });

  it("writes notes and finds them by word, prefix and stem, ranked, with the total", async () => {
    const c = await signUp("noter@example.com");
    const add = async (body: Record<string, unknown>) => {
      const res = await c.postJson(NOTES_API, { ...NOTE, ...body });
      expect(res.status, await res.clone().text()).toBe(201);
    };
    await add({ quote: "The event loop runs tasks; " + "filler words ".repeat(20) + "and hoisting once." });
    await add({ quote: "var declarations", comment: "hoisting moves declarations up" });
    await add({ comment: "Running the tests twice shows the closures keep state" });
    const search = async (query: string) => {
      const res = await c.postJson(NOTES_API, { engine_name: "notes", results_per_page: 10, current_page: 1, query });
      expect(res.status).toBe(200);
      return (await res.json()) as { total_results: number; results: { comment: string }[] };
    };
    const hoisting = await search("hoisting");
    expect(hoisting.total_results).toBe(2);
    expect(hoisting.results[0]!.comment).toBe("hoisting moves declarations up");
    expect((await search("hoist*")).total_results).toBe(2);
    expect((await search("run")).results[0]!.comment).toContain("Running the tests");
    expect((await search("declaration hoisted")).total_results).toBe(1);
    expect((await search("nothingmatcheshere")).total_results).toBe(0);
    const page = await (await c.get("/learn/notes?q=hoisting")).text();
    expect(page).toContain("hoisting moves declarations up");
  });
});
