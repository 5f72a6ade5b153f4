// The production server: applies pending migrations, seeds an empty database, then serves
// the Remix build and its static assets over Express. `npm run build` bundles this file into
// plain JavaScript (build/server.js, see server/build.mjs); `npm start` runs that with node.
// With WEB_CONCURRENCY above 1 (default: one per core) this process is the cluster's primary:
// it prepares the database, then forks that many workers that serve the same port and share
// the database (the SQLite file in WAL mode, or PostgreSQL when DATABASE_URL names it). SIGTERM/SIGINT drain and stop; SIGHUP or SIGUSR2 replace the workers one
// at a time without refusing a request (docs/decisions/0015-all-cores.md).
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import zlib from "node:zlib";
import express from "express";
import cluster, { type Worker } from "node:cluster";
import http from "node:http";
import os from "node:os";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { currentConnection } from "./db/access";
import { ping } from "./db/connection";
import { databaseEngine, redactDatabaseUrl } from "./db/engine";
import { contentVersion } from "./app/models/contentVersion.server";
import { prepareDatabase } from "./seeds/prepare";
import { appOriginProblem, env, POSTGRES_NEEDS_SESSION_SECRET, type Env } from "./app/utils/env.server";
import {
  appHeaders,
  bodyLimit,
  buildAssets,
  publicFiles,
  remixHandler,
  traceHeader,
  sameOriginWrites,
  securityHeaders,
  type StripeOrigins,
} from "./server/http";
import { createPageCache } from "./server/page-cache";

// Production as asked for (NODE_ENV=production in the environment), read before the default below:
// a deployment says so and must name its origin (APP_ORIGIN); `npm start` on a fresh clone runs in
// production mode too, with mailed links on http://localhost:<PORT>. Workers inherit the value the
// primary set, so only the primary judges.
const askedForProduction = cluster.isPrimary && process.env.NODE_ENV === "production";
process.env.NODE_ENV ??= "production";

/** The project folder (the one with package.json): this file's own, or its parent for build/server.js. */
function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4 && !fs.existsSync(path.join(dir, "package.json")); i++) dir = path.dirname(dir);
  return dir;
}
const root = projectRoot();

// Fail fast with a clear message when the configuration is invalid.
let config: Env;
try {
  config = env();
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}
// Mailed links take their origin from configuration only: in production it must be there.
const originProblem = askedForProduction ? appOriginProblem("production", config.APP_ORIGIN) : null;
if (originProblem) {
  console.error(originProblem);
  process.exit(1);
}
// Machines on one PostgreSQL database must share the secret that signs sessions: it is configured.
if (databaseEngine() === "postgres" && !config.SESSION_SECRET) {
  console.error(POSTGRES_NEEDS_SESSION_SECRET);
  process.exit(1);
}

/** The origins the browser reaches Stripe at (for the CSP), when Stripe takes the payments. */
function stripeOrigins(c: Env): StripeOrigins | null {
  if (!c.STRIPE_SECRET_KEY) return null;
  const host = c.STRIPE_API_HOST ?? "api.stripe.com";
  const bracketed = host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  const api = new URL(`${c.STRIPE_API_PROTOCOL ?? "https"}://${bracketed}${c.STRIPE_API_PORT ? `:${c.STRIPE_API_PORT}` : ""}`).origin;
  return { js: new URL(c.STRIPE_JS_URL).origin, api };
}

/**
 * Where a checkout form's answer may send the browser off-site (the CSP's form-action): PayPal's
 * approval page, when PayPal is configured (docs/product/billing.md#paypal). PayPal's own API hosts
 * send buyers to www.paypal.com (or its sandbox); any other API base (the loopback PayPal of the
 * tests) serves its approval page itself.
 */
function paypalApprovalOrigins(c: Env): string[] {
  if (!c.PAYPAL_CLIENT_ID) return [];
  const base = new URL(c.PAYPAL_API_BASE);
  if (/^api(-m)?\.paypal\.com$/.test(base.hostname)) return ["https://www.paypal.com"];
  if (/^api(-m)?\.sandbox\.paypal\.com$/.test(base.hostname)) return ["https://www.sandbox.paypal.com"];
  return [base.origin];
}

/**
 * Migrates the database of DATABASE_URL (either engine) and seeds it when empty. A database that
 * cannot be reached or prepared stops the process with one line naming DATABASE_URL (its password
 * hidden) and a non-zero exit code.
 */
async function prepareOrExit(): Promise<void> {
  const conn = currentConnection();
  try {
    await ping(conn);
    const summary = await prepareDatabase();
    if (summary) console.log(`Seeded ${conn.where}: ${summary}`);
  } catch (e) {
    const where =
      databaseEngine() === "postgres"
        ? `PostgreSQL at DATABASE_URL=${redactDatabaseUrl(process.env.DATABASE_URL!.trim())}`
        : `DATABASE_URL=${conn.where}`;
    const reason = (e as Error).message.split("\n")[0] || (e as { code?: string }).code || String(e);
    console.error(`Cannot start: the database (${where}) cannot be reached or prepared: ${reason}`);
    process.exit(1);
  }
}

const workers = config.WEB_CONCURRENCY ?? os.availableParallelism();

if (cluster.isPrimary && workers > 1) await runPrimary(workers);
else await runWorker();

/** The cluster's primary: prepares the database once, then keeps `count` workers serving. */
async function runPrimary(count: number) {
  await prepareOrExit();

  // The judge pool is per process: each worker gets its share of the cores and of the warm
  // Python sandboxes and the waiting line, unless they were set explicitly (then per process).
  const cores = os.availableParallelism();
  const share: Record<string, string> = {};
  if (!process.env.JUDGE_CONCURRENCY) share.JUDGE_CONCURRENCY = String(Math.max(1, Math.floor(cores / count)));
  if (!process.env.JUDGE_PYTHON_WARM) share.JUDGE_PYTHON_WARM = String(Math.max(1, Math.ceil(2 / count)));
  if (!process.env.JUDGE_MAX_WAITING) share.JUDGE_MAX_WAITING = String(Math.max(1, Math.ceil(50 / count)));

  const slots: (Worker | null)[] = new Array(count).fill(null);
  let stopping = false;
  let announced = false;
  let listening = 0;
  /** Starts the worker of a slot; one that exits unasked is replaced (after a pause). */
  const fork = (slot: number): Worker => {
    // Scheduled billing runs in slot 0's worker only (the renewals' leases make any overlap safe).
    const worker = cluster.fork({ ...share, CODELIFT_WORKER_SLOT: String(slot), CODELIFT_RUN_SCHEDULER: slot === 0 ? "1" : "0" });
    slots[slot] = worker;
    worker.on("exit", (code, signal) => {
      if (slots[slot] !== worker) return;
      slots[slot] = null;
      if (stopping) return;
      console.error(`Worker ${worker.id} (slot ${slot}) exited (${signal ?? code}); starting another`);
      setTimeout(() => !stopping && slots[slot] === null && fork(slot), 1000).unref();
    });
    return worker;
  };
  cluster.on("listening", (_worker, address) => {
    listening++;
    if (!announced && listening >= count) {
      announced = true;
      console.log(`Codelift listening on http://localhost:${address.port} (${count} processes)`);
    }
  });
  for (let i = 0; i < count; i++) fork(i);

  const exited = (w: Worker) => new Promise<void>((resolve) => (w.isDead() ? resolve() : w.once("exit", () => resolve())));
  /**
   * Stops a worker without losing a connection. The primary hands each connection to a worker by
   * a message; one handed over just before the worker exits by itself would be lost (its client
   * waits forever). So the primary takes the worker out of the rotation first (disconnect), and
   * the worker reads every message sent before that one, serves those connections, closes its
   * server and exits. The drain message before it makes the worker close its keep-alive
   * connections as they fall idle; if it is still running after 20 s, it is killed.
   */
  const retire = async (w: Worker) => {
    if (w.isDead()) return;
    if (w.isConnected()) {
      w.send({ codelift: "drain" });
      w.disconnect();
    } else w.process.kill("SIGTERM");
    const late = setTimeout(() => !w.isDead() && w.process.kill("SIGKILL"), 20_000);
    await exited(w);
    clearTimeout(late);
  };
  let rolling = false;
  /** Replaces the workers one at a time: the new one listens before the old one drains and stops. */
  const roll = async () => {
    if (rolling || stopping) return;
    rolling = true;
    try {
      for (let slot = 0; slot < count && !stopping; slot++) {
        const old = slots[slot];
        const next = fork(slot);
        const started = await new Promise<boolean>((resolve) => {
          next.once("listening", () => resolve(true));
          next.once("exit", () => resolve(false));
        });
        if (!started) {
          // A replacement that cannot start (a broken build): the old worker keeps serving.
          slots[slot] = old;
          console.error(`A new worker for slot ${slot} did not start; the old ones keep serving`);
          break;
        }
        if (old) await retire(old);
      }
      console.log(`Workers replaced (${count} processes)`);
    } finally {
      rolling = false;
    }
  };
  for (const signal of ["SIGHUP", "SIGUSR2"] as const) process.on(signal, () => void roll());
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
      void Promise.all(alive.map(retire)).then(() => process.exit(0));
      setTimeout(() => process.exit(0), 12_000).unref();
    });
  }
}

/** One serving process: the only one (WEB_CONCURRENCY=1) or a cluster worker. */
async function runWorker() {
  if (cluster.isPrimary) await prepareOrExit();

  const build = (await import(pathToFileURL(path.join(root, "build", "index.js")).href)) as ServerBuild;

  // Anonymous pages, kept until the content version moves on (any process's or machine's edit: it
  // is read from the database on every request that could be a hit) or the TTL ends.
  const pageCache = createPageCache({
    buildId: build.assets.version,
    ttlSeconds: config.PAGE_CACHE_TTL_SECONDS,
    maxEntries: config.PAGE_CACHE_MAX_ENTRIES,
    countryHeader: config.COUNTRY_HEADER,
    contentVersion,
  });

  const app = express();
  app.disable("x-powered-by");
  app.disable("etag");
  app.set("trust proxy", config.TRUST_PROXY === "1");
  if (cluster.isWorker) {
    const id = String(cluster.worker!.id);
    app.use((_req, res, next) => {
      res.setHeader("X-Worker", id);
      next();
    });
  }
  app.use(appHeaders(build.assets.version));
  app.use(
    securityHeaders({
      https: config.APP_ORIGIN?.startsWith("https://") ?? false,
      stripe: stripeOrigins(config),
      formTargets: paypalApprovalOrigins(config),
    }),
  );
  // Probes for a load balancer or an orchestrator: /healthz, the process is up (it answers without
  // touching anything); /readyz, the database answers a SELECT 1 (else 503: take this one out).
  const connection = currentConnection();
  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      await ping(connection);
      res.json({ status: "ready" });
    } catch {
      res.status(503).json({ status: "unavailable", errorText: "The database does not answer." });
    }
  });
  app.use("/build", buildAssets(path.join(root, "public", "build")));
  app.use(publicFiles(path.join(root, "public")));
  app.use(pageCache.lookup);
  // HTML, JSON, JS and CSS that did not come precompressed: brotli or gzip on the fly. Brotli at
  // quality 3 with a 256 KB window (decision 0041): two thirds of the CPU of the package's default
  // (quality 4, 4 MB window) on a 45 KB lesson and a 200 KB coding path, for 6 % more bytes.
  app.use(
    compression({
      brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } },
      filter: (req, res) => !req.path.startsWith("/build/") && compression.filter(req, res),
    }),
  );
  app.use(sameOriginWrites(config.APP_ORIGIN ? new URL(config.APP_ORIGIN).origin : undefined));
  // Code goes to the judge through the coach's API paths and problem pages: they take larger bodies.
  const takesCode = (p: string) => p.startsWith("/api/ctw/") || p.startsWith("/interview-prep/");
  // The lesson editor's form may carry an uploaded image (docs/product/authoring.md#images-in-lessons).
  const takesUploads = (p: string) => /^\/create\/course\/\d+\/lesson\//.test(p);
  app.use(bodyLimit((p) => (takesUploads(p) ? config.BODY_LIMIT_UPLOAD : takesCode(p) ? config.BODY_LIMIT_CODE : config.BODY_LIMIT)));
  app.all(
    "*",
    remixHandler(
      build,
      process.env.NODE_ENV,
      (req, res) => ({
        clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
        cspNonce: String(res.locals.cspNonce),
      }),
      pageCache,
    ),
  );

  // A page cache hit is answered before Express (pageCache.serveFast); everything else goes to it.
  const server = http.createServer((req, res) => {
    void pageCache.serveFast(req, res, traceHeader).then(
      (served) => served || app(req, res),
      () => app(req, res),
    );
  });
  // The terminal's WebSocket (docs/product/hands-on.md#the-terminal): every upgrade request goes to
  // the Remix build's handler; in a cluster, the worker that accepted the connection keeps its shell.
  type UpgradeHandler = (req: http.IncomingMessage, socket: import("node:stream").Duplex, head: Buffer) => Promise<boolean>;
  const upgrade = (build.entry.module as { handleTerminalUpgrade?: UpgradeHandler }).handleTerminalUpgrade;
  server.on("upgrade", (req: http.IncomingMessage, socket: import("node:stream").Duplex, head: Buffer) => {
    socket.on("error", () => socket.destroy());
    const notFound = () => socket.end("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
    if (!upgrade) return notFound();
    upgrade(req, socket, head).then(
      (taken) => taken || notFound(),
      (e: unknown) => {
        console.error("terminal upgrade failed:", (e as Error).message);
        socket.end("HTTP/1.1 500 Internal Server Error\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
      },
    );
  });
  // An idle keep-alive connection stays open longer than a load balancer's or client's idle timeout
  // (60 s is the common default): a server that closes first races the client's next request on the
  // same socket, which then fails with a reset instead of an answer.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.listen(config.PORT, config.HOST, () => {
    if (cluster.isWorker) return;
    const address = server.address();
    const actual = typeof address === "object" && address ? address.port : config.PORT;
    console.log(`Codelift listening on http://localhost:${actual}`);
  });

  // Renewals that fall due are charged every BILLING_INTERVAL_SECONDS (0: off), by one process.
  const billing = build.entry.module as { startBillingScheduler?: () => () => void };
  const runsScheduler = cluster.isPrimary || process.env.CODELIFT_RUN_SCHEDULER === "1";
  const stopBilling = (runsScheduler ? billing.startBillingScheduler?.() : undefined) ?? (() => undefined);

  // One sandbox per language starts now, in the background, so the first learner's Run does not wait.
  (build.entry.module as { warmJudgeOnStart?: () => void }).warmJudgeOnStart?.();

  // Graceful stop: no new connections, idle keep-alive ones closed, requests under way finish.
  let stopping = false;
  /** Stops taking work: no billing, idle keep-alive connections closed, an exit at the latest after a grace. */
  const drain = () => {
    stopping = true;
    stopBilling();
    server.closeIdleConnections();
    // Keep-alive connections that carried a request meanwhile are closed once it is answered.
    // (Before the handler: a cache hit is written at once by the fast path.)
    server.prependListener("request", (_req, res) => res.setHeader("Connection", "close"));
    setTimeout(() => process.exit(0), cluster.isWorker ? 10_000 : 2000).unref();
  };
  const stop = () => {
    if (stopping) return;
    drain();
    server.close(() => process.exit(0));
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, stop);
  if (cluster.isWorker) {
    // The primary retires this worker (see retire above): it drains, then the primary's disconnect
    // closes the server once the connections handed over before it are served.
    process.on("message", (m: { codelift?: string } | null) => {
      if (m?.codelift === "drain" && !stopping) drain();
    });
    // The server closed and the channel to the primary is gone (retired, or the primary died even
    // by a kill): exit.
    process.on("disconnect", () => {
      if (!stopping) stop();
      else server.close(() => process.exit(0));
    });
  }
}
