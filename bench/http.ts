// HTTP benchmark: /explore and a lesson page of the real server (built app, fresh seeded SQLite
// file) against a bare Node HTTP server in the same run. Prints requests per second, p99
// latency and the ratio to the bare server.
//   npm run bench:http            (DURATION=10 CONNECTIONS=10 to change the load)
import autocannon from "autocannon";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { startServer } from "../tests/integration/helpers/server";

const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 10);

async function measure(url: string) {
  const result = await autocannon({ url, duration, connections });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const bare = http.createServer((_req, res) => {
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
  res.end("<!doctype html><title>bare</title><p>hello</p>");
});
await new Promise<void>((r) => bare.listen(0, "127.0.0.1", r));
const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;

const server = await startServer();
try {
  const lesson = server.db
    .prepare("SELECT c.author_id a, c.collection_id c, l.page_id p FROM lessons l JOIN courses c ON c.id = l.course_id WHERE c.is_free = 1 ORDER BY c.rank, l.position LIMIT 1")
    .get() as { a: number; c: number; p: number };
  const targets = [
    ["bare node http", bareUrl],
    ["/explore", `${server.baseUrl}/explore`],
    ["lesson page", `${server.baseUrl}/collection/lesson/${lesson.a}/${lesson.c}/${lesson.p}`],
  ] as const;
  const rows: { name: string; rps: number; p99: number }[] = [];
  for (const [name, url] of targets) rows.push({ name, ...(await measure(url)) });
  const base = rows[0].rps;
  console.log(`\n${duration}s per target, ${connections} connections\n`);
  console.log("target".padEnd(18), "req/s".padStart(10), "p99 ms".padStart(8), "ratio to bare".padStart(14));
  for (const r of rows) console.log(r.name.padEnd(18), r.rps.toFixed(0).padStart(10), String(r.p99).padStart(8), (r.rps / base).toFixed(3).padStart(14));
} finally {
  await server.stop();
  bare.close();
}
