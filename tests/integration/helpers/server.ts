// Starts the real server (the built Remix app behind build/server.js, as `npm start` runs it)
// on a free loopback port against a fresh SQLite file, and gives tests a cookie-keeping client
// and read access to that file.
import Database from "better-sqlite3";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../../..");

/** Set by the integration run's global setup once it has checked the build: the files need not check it again. */
export const BUILD_CHECKED_ENV = "CODELIFT_TEST_BUILD_CHECKED";
/** The path of a database the built server prepared (migrated and seeded), set by the integration run's global setup. */
export const SEEDED_TEMPLATE_ENV = "CODELIFT_TEST_SEEDED_DB";
/**
 * Variables the seed reads (seeds/organizations.ts): a server given one of them seeds its own
 * database rather than start from the template, which was seeded without them.
 */
const SEED_INPUTS = ["SSO_DEV_ISSUER"];

/** Builds what the server runs when it is missing: the Remix build, and build/server.js when missing or stale. */
export function ensureBuild(): void {
  if (process.env[BUILD_CHECKED_ENV] === "1") return;
  if (!fs.existsSync(path.join(root, "build/index.js"))) {
    const r = spawnSync("npx", ["remix", "build"], { cwd: root, stdio: "inherit" });
    if (r.status !== 0) throw new Error("remix build failed");
  }
  const s = spawnSync(process.execPath, ["server/build.mjs", "--if-stale"], { cwd: root, stdio: "inherit" });
  if (s.status !== 0) throw new Error("the server bundle (server/build.mjs) failed to build");
}

/**
 * The command that starts the built server: node build/server.js (after ensureBuild). The bench
 * sets CODELIFT_SERVER_ROOT to start another checkout's build beside this one (bench/http.ts).
 */
export function serverCommand(): { command: string; args: string[]; cwd: string } {
  const dir = process.env.CODELIFT_SERVER_ROOT ?? root;
  return { command: process.execPath, args: [path.join(dir, "build", "server.js")], cwd: dir };
}

export type TestServer = {
  baseUrl: string;
  /** the server's process id (the cluster's primary with WEB_CONCURRENCY above 1) */
  pid: number;
  dbFile: string;
  db: Database.Database;
  client: () => Client;
  stop: () => Promise<void>;
  output: () => string;
};

/** A loopback port that was free a moment ago (the server is told it, so APP_ORIGIN can name it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server as production runs it: NODE_ENV=production, with APP_ORIGIN naming the
 * port it listens on (the origin of every mailed link), unless the test sets its own. Its fresh
 * SQLite file is a copy of the run's seeded template when there is one (see global-setup.ts), so
 * the server finds it migrated and seeded, as at any later start; without a template (a bench, or
 * a test that names its own DATABASE_URL or a seed input) the server seeds the empty file itself.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<TestServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOnce(extraEnv);
    } catch (e) {
      // Another process took the port between the probe and the start: try another one.
      if (attempt < 3 && !extraEnv.PORT && /EADDRINUSE/.test(String((e as Error).message))) continue;
      throw e;
    }
  }
}

async function startServerOnce(extraEnv: Record<string, string>): Promise<TestServer> {
  ensureBuild();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-it-"));
  const dbFile = path.join(dir, "codelift.db");
  const template = process.env[SEEDED_TEMPLATE_ENV];
  if (template && !extraEnv.DATABASE_URL && !SEED_INPUTS.some((k) => k in extraEnv)) fs.copyFileSync(template, dbFile);
  const { command, args, cwd } = serverCommand();
  const port = extraEnv.PORT ?? String(await freePort());
  // A variable given as "" is left unset (APP_ORIGIN: "" runs on the default origin).
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: port,
    HOST: "127.0.0.1",
    APP_ORIGIN: `http://127.0.0.1:${port}`,
    DATABASE_URL: dbFile,
    NODE_ENV: "production",
    WEB_CONCURRENCY: "1",
    SIGNUP_RATE_LIMIT: "1000",
    LOGIN_RATE_LIMIT: "1000",
    MAIL_RATE_LIMIT: "1000",
    BILLING_INTERVAL_SECONDS: "0",
    JUDGE_WARM_ON_START: "0",
    ...extraEnv,
  };
  for (const [k, v] of Object.entries(env)) if (v === "") delete env[k];
  const child: ChildProcess = spawn(command, args, {
    cwd,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let baseUrl: string;
  try {
    baseUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 90_000);
      const onData = (chunk: Buffer) => {
        out += chunk.toString();
        const m = out.match(/listening on http:\/\/localhost:(\d+)/);
        if (m) {
          clearTimeout(timer);
          resolve(`http://127.0.0.1:${m[1]}`);
        }
      };
      child.stdout!.on("data", onData);
      child.stderr!.on("data", (c: Buffer) => (out += c.toString()));
      child.on("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`server exited with ${code}:\n${out}`));
      });
    });
  } catch (e) {
    // A server that did not start leaves nothing behind either.
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  const db = new Database(dbFile);
  db.pragma("busy_timeout = 5000");
  return {
    baseUrl,
    pid: child.pid!,
    dbFile,
    db,
    output: () => out,
    client: () => new Client(baseUrl),
    stop: async () => {
      db.close();
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 3000).unref();
      }
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** fetch with a cookie jar; never follows redirects, so tests can assert on them. */
export class Client {
  cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  async fetch(pathname: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("Cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const res = await fetch(this.baseUrl + pathname, { ...init, headers, redirect: "manual" });
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(";");
      const i = pair.indexOf("=");
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  get(pathname: string, headers: Record<string, string> = {}) {
    return this.fetch(pathname, { headers });
  }

  /** JSON body with every value as a string, as the API's clients send it. */
  postJson(pathname: string, body: unknown, method = "POST") {
    return this.fetch(pathname, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  }

  /** An HTML form post, as a browser without JavaScript sends it. */
  postForm(pathname: string, fields: Record<string, string>) {
    return this.fetch(pathname, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

/** Signs up, verifies through the mailed link and keeps the session: a ready learner. */
export async function signUpVerified(server: TestServer, who: { email: string; password?: string; fullName?: string }) {
  const c = server.client();
  const password = who.password ?? "correct horse battery";
  const res = await c.postJson("/api/user/signup", { full_name: who.fullName ?? "Test Learner", email: who.email, password });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const token = latestMailToken(server, who.email, "verify");
  const v = await c.postJson("/api/user/verify", { verify_token: token });
  if (v.status !== 200) throw new Error(`verify failed: ${v.status}`);
  return { client: c, password };
}

/** A `users` row as SQLite returns it to `SELECT *`: snake_case columns, booleans as 0 or 1. */
export type UserRow = {
  id: number;
  email: string;
  full_name: string;
  password_hash: string;
  verified: number;
  theme: string;
  is_github_student: number;
  country: string | null;
  credit_cents: number;
  referral_code: string | null;
  referred_by_user_id: number | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number | null;
  two_factor_email: number;
  phone: string | null;
  onboarded_at: string | null;
  onboarding_goal: string | null;
  deleted_at: string | null;
  created_at: string;
};

export function latestMail(server: TestServer, to: string, kind: string) {
  return server.db.prepare("SELECT * FROM outbox WHERE to_address = ? AND kind = ? ORDER BY id DESC LIMIT 1").get(to.toLowerCase(), kind) as
    { subject: string; body_text: string } | undefined;
}

export function latestMailToken(server: TestServer, to: string, kind: "verify" | "reset"): string {
  const mail = latestMail(server, to, kind);
  const m = mail?.body_text.match(kind === "verify" ? /\/verify\/([\w-]+)/ : /\/reset-password\/([\w-]+)/);
  if (!m) throw new Error(`no ${kind} mail for ${to}`);
  return m[1];
}

/**
 * Marks every session as just used, so that the server's activity touch (at most one write a
 * minute per session, app/utils/session.server.ts) cannot land inside a check that a request
 * wrote nothing. This connection's own write does not move its data_version.
 */
export function sessionsJustSeen(db: Database.Database, now = Date.now()): void {
  db.prepare("UPDATE sessions SET last_seen_at = ?").run(now);
}
