// The production server: applies pending migrations, seeds an empty database, then serves
// the Remix build and its static assets over Express.
import type { ServerBuild } from "@remix-run/node";
import express from "express";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { databasePath, openDatabase } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import { isSeeded, seedDatabase } from "./seeds/index";
import { env } from "./app/utils/env.server";
import { bodyLimit, remixHandler, sameOriginWrites, securityHeaders } from "./server/http";

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

const config = env();
const app = express();
app.disable("x-powered-by");
app.set("trust proxy", config.TRUST_PROXY === "1");
app.use(securityHeaders({ https: config.APP_ORIGIN?.startsWith("https://") ?? false }));
app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y" }));
app.use(express.static("public", { maxAge: "1h" }));
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
