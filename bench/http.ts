// HTTP benchmark: every main page, logged out and logged in as the premium demo learner,
// against a bare Node HTTP server, all in one run. The real server is the built app started as
// `npm start` runs it (node build/server.js, WEB_CONCURRENCY default: one process per core) on a
// fresh seeded database; autocannon runs in its own process. Prints one table: req/s, p50,
// p99 and the ratio to the bare server. A logged-out page (a page-cache hit) is also measured
// against a bare Node server that sends the very bytes of that answer: the last column, which
// separates what our code costs from what the size of the page costs.
//   npm run bench:http            (DURATION=10 CONNECTIONS=50 ONLY=explore to change the run;
//                                  requests say Accept-Encoding: gzip, deflate, br as browsers do,
//                                  ACCEPT_ENCODING= measures uncompressed answers)
//   ENGINE=postgres               on a PostgreSQL database of its own (TEST_DATABASE_URL or the
//                                  throwaway cluster of scripts/pg-cluster.sh, as the tests use)
//   BASELINE=/path/to/checkout    also measures that checkout's build (its build/server.js, built
//                                  there beforehand) on the same engine: each logged-in page gets a
//                                  second row, "(baseline)", and the ratio of the two.
import { spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { ENGINES, startServerOn, type Engine, type EngineServer } from "../tests/integration/helpers/engines";

const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 50);
const only = process.env.ONLY;
const acceptEncoding = process.env.ACCEPT_ENCODING ?? "gzip, deflate, br";
const autocannonBin = path.resolve(import.meta.dirname, "../node_modules/autocannon/autocannon.js");

type Row = { name: string; rps: number; p50: number; p99: number; non2xx: number; errors: number; sameBytes?: number };

/** One autocannon run in a child process (so its own CPU does not share the bench's event loop). */
function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  const args = [autocannonBin, "-c", String(connections), "-d", String(duration), "-j"];
  for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}=${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (err += c.toString()));
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`autocannon ${url} exited ${code}: ${err}`));
      const r = JSON.parse(out.trim().split("\n").pop()!);
      resolve({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors });
    });
  });
}

const bare = http.createServer((_req, res) => {
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
  res.end("<!doctype html><title>bare</title><p>hello</p>");
});
await new Promise<void>((r) => bare.listen(0, "127.0.0.1", r));
const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;

// A bare server that sends recorded answers as they are (/0, /1, ...): status, type, encoding, body.
const recorded: { status: number; headers: Record<string, string>; body: Buffer }[] = [];
const replay = http.createServer((req, res) => {
  const r = recorded[Number(req.url?.slice(1))];
  if (!r) return res.writeHead(404).end();
  res.writeHead(r.status, { ...r.headers, "Content-Length": String(r.body.length) });
  res.end(r.body);
});
await new Promise<void>((r) => replay.listen(0, "127.0.0.1", r));
const replayUrl = `http://127.0.0.1:${(replay.address() as AddressInfo).port}/`;

/** Records one answer of `url` (raw bytes, still compressed) and returns the replay server's URL for it. */
function record(url: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const kept: Record<string, string> = {};
          for (const k of ["content-type", "content-encoding"]) if (typeof res.headers[k] === "string") kept[k] = res.headers[k] as string;
          recorded.push({ status: res.statusCode ?? 200, headers: kept, body: Buffer.concat(chunks) });
          resolve(replayUrl + (recorded.length - 1));
        });
      })
      .on("error", reject);
  });
}

const workers = process.env.WEB_CONCURRENCY ?? String(os.availableParallelism());
const engine = (process.env.ENGINE ?? "sqlite") as Engine;
if (!ENGINES.includes(engine)) throw new Error(`ENGINE must be one of ${ENGINES.join(", ")}`);
const baselineRoot = process.env.BASELINE ? path.resolve(process.env.BASELINE) : undefined;

/** The built server of this checkout, or of `root` (another checkout), on the engine. */
async function start(root?: string): Promise<EngineServer> {
  if (root) process.env.CODELIFT_SERVER_ROOT = root;
  try {
    return await startServerOn(engine, { WEB_CONCURRENCY: workers, JUDGE_WARM_ON_START: "0" });
  } finally {
    delete process.env.CODELIFT_SERVER_ROOT;
  }
}

/** The premium demo learner's session cookie on a server. */
async function demoCookie(s: EngineServer): Promise<string> {
  const c = s.client();
  const login = await c.postJson("/api/user/login", { email: "premium@codelift.test", password: "learn-premium-2026" });
  if (login.status !== 200) throw new Error(`demo login failed: ${login.status}`);
  return [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
}

const s = await start();
const baseline = baselineRoot ? await start(baselineRoot) : undefined;
const server = s.server;
try {
  const [lesson] = await s.query<{ a: number; c: number; p: number }>(
    "SELECT c.author_id a, c.collection_id c, l.page_id p FROM lessons l JOIN courses c ON c.id = l.course_id WHERE c.is_free = ? ORDER BY c.rank, l.position LIMIT 1",
    [engine === "postgres" ? true : 1],
  );
  const [course] = await s.query<{ s: string }>("SELECT url_slug s FROM courses ORDER BY rank LIMIT 1");
  const [category] = await s.query<{ s: string }>("SELECT slug s FROM categories ORDER BY id LIMIT 1");
  const [problem] = await s.query<{ s: string }>(
    `SELECT p.slug s FROM coach_problems pr JOIN coach_pages p ON p.id = pr.page_id JOIN coach_modules m ON m.id = p.module_id
     JOIN coach_paths x ON x.id = m.path_id WHERE x.slug = 'coding' ORDER BY m.position, p.position LIMIT 1`,
  );
  if (!lesson || !course || !category || !problem) throw new Error("the seeded catalog is missing a page to measure");
  const lessonPath = `/collection/lesson/${lesson.a}/${lesson.c}/${lesson.p}`;

  const cookie = await demoCookie(s);
  const baselineCookie = baseline ? await demoCookie(baseline) : "";

  const anon: [string, string][] = [
    ["home", "/"],
    ["/explore", "/explore"],
    ["/explore filtered", `/explore?category=${category.s}&difficulty=beginner`],
    ["course", `/courses/${course.s}`],
    ["lesson", lessonPath],
    ["/interview-prep", "/interview-prep"],
    ["coding path", "/interview-prep/coding"],
    ["problem page", `/interview-prep/coding/${problem.s}`],
    ["/unlimited", "/unlimited"],
    ["/enterprise", "/enterprise"],
    ["/login", "/login"],
  ];
  const personal: [string, string][] = [
    ["lesson", lessonPath],
    ["/learn/home", "/learn/home"],
    ["coding path", "/interview-prep/coding"],
    ["problem page", `/interview-prep/coding/${problem.s}`],
  ];
  // Requests as a browser sends them: every browser asks for compressed answers.
  // ACCEPT_ENCODING= (empty) measures uncompressed answers instead.
  const encoding: Record<string, string> = acceptEncoding ? { "Accept-Encoding": acceptEncoding } : {};
  const targets: { name: string; url: string; headers?: Record<string, string>; same?: boolean }[] = [
    { name: "bare node http", url: bareUrl },
    ...anon.map(([n, p]) => ({ name: `out  ${n}`, url: server.baseUrl + p, headers: encoding, same: true })),
    ...personal.flatMap(([n, p]) => [
      { name: `in   ${n}`, url: server.baseUrl + p, headers: { Cookie: cookie, ...encoding } },
      ...(baseline ? [{ name: `in   ${n} (baseline)`, url: baseline.server.baseUrl + p, headers: { Cookie: baselineCookie, ...encoding } }] : []),
    ]),
  ].filter((t, i) => i === 0 || !only || t.name.includes(only));

  const rows: Row[] = [];
  for (const t of targets) {
    // The logged-in pages must really be the learner's: a redirect to /login would be a 3xx.
    const row = await measure(t.name, t.url, t.headers);
    if (t.same) row.sameBytes = (await measure(t.name, await record(t.url, t.headers ?? {}))).rps;
    rows.push(row);
    // Renders still under way from timed-out requests would weigh on the next target: wait them out.
    for (let i = 0; i < 30; i++) {
      const started = Date.now();
      await fetch(`${new URL(t.url).origin}/login`).then((r) => r.arrayBuffer());
      if (Date.now() - started < 100) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  const base = rows[0].rps;
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, ${engine}, ${duration}s per target, ${connections} connections, server WEB_CONCURRENCY=${workers}, ${os.availableParallelism()} cores, Accept-Encoding: ${acceptEncoding || "(none)"}${baselineRoot ? `, baseline: ${baselineRoot}` : ""}\n`,
  );
  console.log(
    "target".padEnd(24),
    "req/s".padStart(9),
    "p50 ms".padStart(7),
    "p99 ms".padStart(7),
    "ratio".padStart(7),
    "non-2xx".padStart(8),
    "  vs bare sending the same bytes",
  );
  for (const r of rows)
    console.log(
      r.name.padEnd(24),
      r.rps.toFixed(0).padStart(9),
      String(r.p50).padStart(7),
      String(r.p99).padStart(7),
      (r.rps / base).toFixed(3).padStart(7),
      String(r.non2xx + r.errors).padStart(8),
      r.sameBytes ? `  ${(r.rps / r.sameBytes).toFixed(2)} (bare: ${r.sameBytes.toFixed(0)} req/s)` : "",
      r.name.endsWith("(baseline)")
        ? `  this build: ${(rows.find((x) => x.name === r.name.replace(" (baseline)", ""))!.rps / r.rps).toFixed(2)} × the baseline's req/s`
        : "",
    );
} finally {
  await s.stop();
  await baseline?.stop();
  bare.close();
  replay.close();
}
