// All cores (docs/decisions/0015-all-cores.md): the server with WEB_CONCURRENCY=2 runs two worker processes on
// one port and one SQLite file. A login, a lesson completion and a coach submission made through
// one process are seen by the other, and a logout in one is seen by the other at once (sessions
// live in the database). Every request here opens its own connection, so the primary hands them
// to the workers in turn; the X-Worker header says which one answered.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./helpers/server";

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function request(
  baseUrl: string,
  pathname: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(baseUrl + pathname, { method: opts.method ?? "GET", headers: opts.headers, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
    // A connection the cluster lost would leave its client waiting for ever: fail clearly instead.
    req.setTimeout(30_000, () => req.destroy(new Error(`${opts.method ?? "GET"} ${pathname}: no answer in 30 s`)));
    req.end(opts.body);
  });
}

const sessionCookie = (a: Answer) => {
  const c = (a.headers["set-cookie"] ?? []).find((v) => v.startsWith("__session="));
  return c ? c.split(";")[0]! : null;
};

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ WEB_CONCURRENCY: "2" });
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

/** The same request on `n` fresh connections: the answers and the workers that gave them. */
async function spread(pathname: string, cookie: string | null, n = 8) {
  const answers: Answer[] = [];
  for (let i = 0; i < n; i++) answers.push(await request(server.baseUrl, pathname, { headers: cookie ? { Cookie: cookie } : {} }));
  return { answers, workers: new Set(answers.map((a) => a.headers["x-worker"])) };
}

describe("WEB_CONCURRENCY=2", () => {
  it("serves from two processes", async () => {
    expect(server.output()).toContain("(2 processes)");
    const { answers, workers } = await spread("/login", null);
    for (const a of answers) expect(a.status).toBe(200);
    expect(workers.size).toBe(2);
  });

  it("a login, a lesson completion and a coach submission work across processes; a logout is seen by both at once", async () => {
    const login = await request(server.baseUrl, "/api/user/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "premium@codelift.test", password: "learn-premium-2026" }),
    });
    expect(login.status).toBe(200);
    const cookie = sessionCookie(login);
    expect(cookie).not.toBeNull();

    // Both processes know the learner.
    const info = await spread("/api/user/info", cookie);
    expect(info.workers.size).toBe(2);
    for (const a of info.answers) {
      expect(a.status).toBe(200);
      expect(a.body).toContain("premium@codelift.test");
    }

    // A lesson completed through one process…
    const user = server.db.prepare("SELECT id FROM users WHERE email = 'premium@codelift.test'").get() as { id: number };
    const lesson = server.db
      .prepare(
        `SELECT l.id, l.page_id p, c.author_id a, c.collection_id c FROM lessons l JOIN courses c ON c.id = l.course_id
         WHERE l.id NOT IN (SELECT lesson_id FROM lesson_progress WHERE user_id = ? AND completed_at IS NOT NULL)
         ORDER BY c.is_free DESC, c.rank, l.position LIMIT 1`,
      )
      .get(user.id) as { id: number; p: number; a: number; c: number };
    const lessonPath = `/collection/lesson/${lesson.a}/${lesson.c}/${lesson.p}`;
    const done = await request(server.baseUrl, lessonPath, {
      method: "POST",
      headers: { Cookie: cookie!, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "complete", completed: "true" }).toString(),
    });
    expect(done.status).toBe(302);
    const row = server.db.prepare("SELECT completed_at FROM lesson_progress WHERE user_id = ? AND lesson_id = ?").get(user.id, lesson.id) as
      { completed_at: string | null } | undefined;
    expect(row?.completed_at).toBeTruthy();
    // …shows as completed on the lesson page from both.
    const pages = await spread(lessonPath, cookie, 6);
    expect(pages.workers.size).toBe(2);
    for (const a of pages.answers) {
      expect(a.status).toBe(200);
      expect(a.body).not.toContain("Mark as complete");
    }

    // A coach submission graded through one process is listed through the other.
    const mod = server.db.prepare("SELECT m.author_id, m.collection_id FROM coach_modules m WHERE m.slug = 'two-pointers'").get() as {
      author_id: number;
      collection_id: number;
    };
    const problem = server.db
      .prepare(
        `SELECT p.page_id, pr.solutions FROM coach_pages p JOIN coach_problems pr ON pr.page_id = p.id JOIN coach_modules m ON m.id = p.module_id
         WHERE m.slug = 'two-pointers' ORDER BY p.position LIMIT 1`,
      )
      .get() as { page_id: number; solutions: string };
    const ref = { author_id: String(mod.author_id), work_id: String(mod.collection_id), page_id: String(problem.page_id) };
    const submitted = await request(server.baseUrl, "/api/ctw/submission/save/v2", {
      method: "POST",
      headers: { Cookie: cookie!, "Content-Type": "application/json" },
      body: JSON.stringify({
        ...ref,
        language: "javascript",
        code: (JSON.parse(problem.solutions) as { javascript: string }).javascript,
        user_time_spent: "60",
      }),
    });
    expect(submitted.status).toBe(200);
    const stored = server.db.prepare("SELECT count(*) n FROM coach_submissions WHERE user_id = ? AND kind = 'submission'").get(user.id) as {
      n: number;
    };
    expect(stored.n).toBe(1);
    const path = server.db.prepare("SELECT author_id, path_id FROM coach_paths WHERE slug = 'coding'").get() as {
      author_id: number;
      path_id: number;
    };
    const query = new URLSearchParams({
      author_id: ref.author_id,
      work_id: ref.work_id,
      path_author_id: String(path.author_id),
      path_id: String(path.path_id),
    });
    const listed = await spread(`/api/ctw/submissions/v2?${query}`, cookie, 6);
    expect(listed.workers.size).toBe(2);
    for (const a of listed.answers) {
      expect(a.status).toBe(200);
      expect(a.body).toContain('"selectedLanguage":"javascript"');
    }

    // Logged out through one process: at once logged out in both.
    const out = await request(server.baseUrl, "/logout", {
      method: "POST",
      headers: { Cookie: cookie!, "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(out.status).toBe(302);
    const after = await spread("/api/user/info", cookie);
    expect(after.workers.size).toBe(2);
    for (const a of after.answers) expect(a.status).toBe(401);
  }, 120_000);

  it("SIGHUP replaces the workers one at a time without refusing a request", async () => {
    const before = (await spread("/login", null, 4)).workers;
    process.kill(server.pid, "SIGHUP");
    const seen = new Set<string>();
    // A new worker loads the server bundle before it takes requests: seconds on a quiet machine,
    // much longer when the test run loads both cores, hence the generous deadline. The requests
    // keep coming meanwhile (with a short pause, so that they do not slow the start they watch).
    const deadline = Date.now() + 150_000;
    let answered = 0;
    while (Date.now() < deadline && !server.output().includes("Workers replaced")) {
      const a = await request(server.baseUrl, "/login");
      expect(a.status).toBe(200);
      seen.add(String(a.headers["x-worker"]));
      answered++;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(server.output()).toContain("Workers replaced (2 processes)");
    expect(answered).toBeGreaterThan(0);
    const after = (await spread("/login", null, 6)).workers;
    expect(after.size).toBe(2);
    for (const id of after) expect(before.has(id)).toBe(false);
  }, 200_000);
});
