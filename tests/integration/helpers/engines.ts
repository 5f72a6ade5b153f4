// The built server on either database engine, for files that prove the same HTTP behaviour on
// both (describe.each(ENGINES)): on SQLite a copy of the seeded template, on PostgreSQL a new
// database of its own that the server migrates and seeds at start (helpers/postgres.ts). Tests read
// the database through `query`, one SQL text with `?` placeholders for both engines.
import pg from "pg";
import { createTestPostgres, type TestPostgres } from "./postgres";
import { startServer, type Client, type TestServer } from "./server";

export const ENGINES = ["sqlite", "postgres"] as const;
export type Engine = (typeof ENGINES)[number];

export type EngineServer = {
  engine: Engine;
  server: TestServer;
  client: () => Client;
  /** the server's DATABASE_URL: its SQLite file, or its PostgreSQL database (for `codelift` on the same data) */
  databaseUrl: string;
  /** rows of one SQL statement; `?` placeholders on both engines (numbered for PostgreSQL here) */
  query: <T = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>;
  /** the e-mail's latest mailed token of that kind (the verify or reset link) */
  mailToken: (to: string, kind: "verify" | "reset") => Promise<string>;
  /** signs up, verifies through the mailed link and keeps the session: a ready learner */
  signUpVerified: (who: { email: string; fullName?: string; password?: string }) => Promise<Client>;
  stop: () => Promise<void>;
};

const numbered = (text: string) => {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
};

export async function startServerOn(engine: Engine, extraEnv: Record<string, string> = {}): Promise<EngineServer> {
  let database: TestPostgres | undefined;
  let pool: pg.Pool | undefined;
  let server: TestServer;
  if (engine === "postgres") {
    database = await createTestPostgres();
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    try {
      server = await startServer({ DATABASE_URL: database.url, SESSION_SECRET: "engines-helper-session-secret-0123456789", ...extraEnv });
    } catch (e) {
      await pool.end();
      await database.drop();
      throw e;
    }
  } else {
    server = await startServer(extraEnv);
  }
  const query = async <T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> =>
    pool ? ((await pool.query(numbered(text), values)).rows as T[]) : (server.db.prepare(text).all(...values) as T[]);
  const mailToken = async (to: string, kind: "verify" | "reset") => {
    const [mail] = await query<{ body_text: string }>("SELECT body_text FROM outbox WHERE to_address = ? AND kind = ? ORDER BY id DESC LIMIT 1", [
      to.toLowerCase(),
      kind,
    ]);
    const m = mail?.body_text.match(kind === "verify" ? /\/verify\/([\w-]+)/ : /\/reset-password\/([\w-]+)/);
    if (!m) throw new Error(`no ${kind} mail for ${to}`);
    return m[1]!;
  };
  return {
    engine,
    server,
    client: () => server.client(),
    databaseUrl: database?.url ?? server.dbFile,
    query,
    mailToken,
    signUpVerified: async (who) => {
      const c = server.client();
      const res = await c.postJson("/api/user/signup", {
        full_name: who.fullName ?? "Test Learner",
        email: who.email,
        password: who.password ?? "correct horse battery",
      });
      if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
      const v = await c.postJson("/api/user/verify", { verify_token: await mailToken(who.email, "verify") });
      if (v.status !== 200) throw new Error(`verify failed: ${v.status}`);
      return c;
    },
    stop: async () => {
      await server?.stop();
      await pool?.end();
      await database?.drop();
    },
  };
}
