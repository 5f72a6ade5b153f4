// The production server: applies pending migrations, seeds an empty database, then serves
// the Remix build and its static assets over Express. `npm run build` bundles this file into
// plain JavaScript (build/server.js, see server/build.mjs); `npm start` runs that with node.
import type { ServerBuild } from "@remix-run/node";
import express from "express";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { databasePath, openDatabase } from "./db/client";
import { prepareDatabase } from "./db/setup";
import { env, type Env } from "./app/utils/env.server";
import { bodyLimit, remixHandler, sameOriginWrites, securityHeaders, type StripeOrigins } from "./server/http";

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

/** The origins the browser reaches Stripe at (for the CSP), when Stripe takes the payments. */
function stripeOrigins(c: Env): StripeOrigins | null {
  if (!c.STRIPE_SECRET_KEY) return null;
  const host = c.STRIPE_API_HOST ?? "api.stripe.com";
  const bracketed = host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  const api = new URL(`${c.STRIPE_API_PROTOCOL ?? "https"}://${bracketed}${c.STRIPE_API_PORT ? `:${c.STRIPE_API_PORT}` : ""}`).origin;
  return { js: new URL(c.STRIPE_JS_URL).origin, api };
}

const { db } = openDatabase();
const summary = await prepareDatabase(db);
if (summary) console.log(`Seeded ${databasePath()}: ${summary}`);

const build = (await import(pathToFileURL(path.join(root, "build", "index.js")).href)) as ServerBuild;

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", config.TRUST_PROXY === "1");
app.use(securityHeaders({ https: config.APP_ORIGIN?.startsWith("https://") ?? false, stripe: stripeOrigins(config) }));
app.use("/build", express.static(path.join(root, "public", "build"), { immutable: true, maxAge: "1y" }));
app.use(express.static(path.join(root, "public"), { maxAge: "1h" }));
app.use(sameOriginWrites(config.APP_ORIGIN ? new URL(config.APP_ORIGIN).origin : undefined));
// Code goes to the judge through the coach's API paths and problem pages: they take larger bodies.
const takesCode = (p: string) => p.startsWith("/api/ctw/") || p.startsWith("/interview-prep/");
app.use(bodyLimit((p) => (takesCode(p) ? config.BODY_LIMIT_CODE : config.BODY_LIMIT)));
app.all(
  "*",
  remixHandler(build, process.env.NODE_ENV, (req, res) => ({
    clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
    cspNonce: String(res.locals.cspNonce),
  })),
);

const server = app.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const actual = typeof address === "object" && address ? address.port : config.PORT;
  console.log(`Codelift listening on http://localhost:${actual}`);
});

// Renewals that fall due are charged by this process every BILLING_INTERVAL_SECONDS (0: off).
const billing = build.entry.module as { startBillingScheduler?: () => () => void };
const stopBilling = billing.startBillingScheduler?.() ?? (() => undefined);

// One sandbox per language starts now, in the background, so the first learner's Run does not wait.
(build.entry.module as { warmJudgeOnStart?: () => void }).warmJudgeOnStart?.();

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopBilling();
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  });
}
