// PostgreSQL restarted under load: a throwaway cluster of this file's own (scripts/pg-cluster.sh),
// the built server on it, and a write load over HTTP for about twenty seconds (sign-ups, each one
// acknowledged with 201, and a signed-in learner's pages) while `pg_ctl restart -m fast` runs.
// Requests during the outage answer 503 (`{ errorText }` to the API, a short page to a browser),
// never a 500 or a stack trace; the same server process serves again afterwards, without a
// restart; every sign-up that was acknowledged is in the database.
import { execFileSync } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_UNAVAILABLE_TEXT } from "../../db/unavailable";
import { Client, startServer, type TestServer } from "./helpers/server";

const root = path.resolve(import.meta.dirname, "../..");
const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";
const LOAD_MS = 20_000;
const RESTART_AT_MS = 6_000;

let cluster: { dir: string; url: string };
let server: TestServer;
let pool: pg.Pool;

/** Runs a command as the cluster's owner (the `postgres` user when we are root), as scripts/pg-cluster.sh does. */
function asOwner(command: string, args: string[]): void {
  const [cmd, argv] = process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  // No pipes: the server pg_ctl starts would hold them open (its output goes to the cluster's log).
  execFileSync(cmd, argv, { stdio: "ignore" });
}

beforeAll(async () => {
  const out = execFileSync("bash", [path.join(root, "scripts/pg-cluster.sh"), "start"], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  const vars = Object.fromEntries([...out.matchAll(/^([A-Z_]+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]));
  cluster = { dir: vars.PG_CLUSTER_DIR!, url: vars.TEST_POSTGRES_URL! };
  server = await startServer({ DATABASE_URL: cluster.url, SESSION_SECRET: "pg-restart-session-secret-0123456789", WEB_CONCURRENCY: "1" });
  pool = new pg.Pool({ connectionString: cluster.url, max: 2 });
}, 240_000);

afterAll(async () => {
  await pool?.end().catch(() => undefined);
  await server?.stop();
  if (cluster) execFileSync("bash", [path.join(root, "scripts/pg-cluster.sh"), "stop", cluster.dir], { stdio: "inherit" });
});

type Answer = { at: number; kind: "signup" | "page" | "api"; status: number; body: string; type: string; email?: string };

describe("PostgreSQL restarted under a write load", () => {
  it("answers 503 during the outage, recovers without a restart and loses no acknowledged write", async () => {
    const learner = new Client(server.baseUrl);
    const signup = await learner.postJson("/api/user/signup", {
      full_name: "Steady Learner",
      email: "steady@example.com",
      password: "steady-password-1",
    });
    expect(signup.status).toBe(201);

    const answers: Answer[] = [];
    const started = Date.now();
    let n = 0;
    const record = async (kind: Answer["kind"], res: Response, email?: string) => {
      answers.push({
        at: Date.now() - started,
        kind,
        status: res.status,
        body: await res.text(),
        type: res.headers.get("content-type") ?? "",
        email,
      });
    };
    const worker = async (w: number) => {
      while (Date.now() - started < LOAD_MS) {
        const email = `load-${w}-${n++}@example.com`;
        try {
          await record(
            "signup",
            await new Client(server.baseUrl).postJson("/api/user/signup", { full_name: "Load Learner", email, password: "load-password-1" }),
            email,
          );
          await record("page", await learner.get("/learn/home", { Accept: "text/html" }));
          await record("api", await learner.get("/api/user/info"));
        } catch (e) {
          // A refused connection to the server itself would mean the process died.
          answers.push({ at: Date.now() - started, kind: "signup", status: 0, body: String(e), type: "" });
        }
      }
    };
    const restart = (async () => {
      await new Promise((r) => setTimeout(r, RESTART_AT_MS));
      const at = Date.now() - started;
      asOwner(path.join(PG_BIN, "pg_ctl"), [
        "-D",
        path.join(cluster.dir, "data"),
        "-l",
        path.join(cluster.dir, "server.log"),
        "-m",
        "fast",
        "-w",
        "-t",
        "60",
        "restart",
      ]);
      return { at, back: Date.now() - started };
    })();
    const [outage] = await Promise.all([restart, ...[0, 1, 2].map(worker)]);

    // Nothing but answers the app means: no 500, no dropped connection, no stack trace.
    const statuses = [...new Set(answers.map((a) => a.status))].sort();
    for (const s of statuses) expect([200, 201, 302, 503], `status ${s}: ${answers.find((a) => a.status === s)?.body.slice(0, 300)}`).toContain(s);
    for (const a of answers.filter((x) => x.status === 503)) {
      expect(a.body).not.toMatch(/\n\s+at |node_modules|Error:/);
      if (a.kind === "page") expect(a.body).toContain(DATABASE_UNAVAILABLE_TEXT);
      else expect(JSON.parse(a.body)).toEqual({ errorText: DATABASE_UNAVAILABLE_TEXT });
    }
    // It served before the restart and serves again after it, from the same process.
    expect(answers.some((a) => a.at < outage.at && a.status === 201)).toBe(true);
    const after = answers.filter((a) => a.at > outage.back + 2000);
    expect(after.length).toBeGreaterThan(5);
    expect(after.every((a) => a.status !== 503)).toBe(true);
    expect(() => process.kill(server.pid, 0)).not.toThrow();
    expect((await learner.get("/api/user/info")).status).toBe(200);

    // Every acknowledged sign-up is there.
    const acknowledged = answers.filter((a) => a.kind === "signup" && a.status === 201).map((a) => a.email!);
    expect(acknowledged.length).toBeGreaterThan(10);
    const { rows } = await pool.query<{ email: string }>("SELECT email FROM users WHERE email = ANY($1)", [acknowledged]);
    expect(rows.map((r) => r.email).sort()).toEqual([...acknowledged].sort());
    console.log(
      `pg-restart: ${answers.length} answers, ${answers.filter((a) => a.status === 503).length} were 503 (restart at ${outage.at} ms, back at ${outage.back} ms)`,
    );
  }, 120_000);
});
