// The production server: applies pending migrations, seeds an empty database, then serves
// the Remix build and its static assets over Express.
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import express from "express";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { databasePath, openDatabase } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { isSeeded, seedDatabase } from "./seeds/index";
import { env } from "./app/utils/env.server";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
process.env.NODE_ENV ??= "production";

// Fail fast with a clear message when the configuration is invalid.
try {
  env();
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}

const { db } = openDatabase();
migrateDatabase(db);
if (!(await isSeeded(db))) {
  const summary = await seedDatabase(db);
  console.log(`Seeded ${databasePath()}: ${summary}`);
}

const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", process.env.TRUST_PROXY === "1");
app.use((_req, res, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  next();
});
app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y" }));
app.use(express.static("public", { maxAge: "1h" }));
app.all(
  "*",
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (req) => ({ clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown" }),
  }),
);

const server = app.listen(port, host, () => {
  const address = server.address();
  const actual = typeof address === "object" && address ? address.port : port;
  console.log(`Codelift listening on http://localhost:${actual}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  });
}
