// Which database engine DATABASE_URL names: the one place this is decided.
//   postgres://… or postgresql://…  -> PostgreSQL (node-postgres `pg` + drizzle-orm/node-postgres)
//   anything else (a path, file:…)  -> the SQLite file (better-sqlite3), data/codelift.db by default
// Pure: no driver is loaded here, so any module may ask.
export type Engine = "sqlite" | "postgres";

/** Whether a database URL names a PostgreSQL server. */
export function isPostgresUrl(url: string | undefined): boolean {
  return /^postgres(ql)?:\/\//i.test((url ?? "").trim());
}

/** The engine DATABASE_URL (or the given URL) names. */
export function databaseEngine(url: string | undefined = process.env.DATABASE_URL): Engine {
  return isPostgresUrl(url) ? "postgres" : "sqlite";
}

/** A PostgreSQL URL with its password hidden, for messages and logs. */
export function redactDatabaseUrl(url: string): string {
  try {
    const u = new URL(url.trim());
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return url.replace(/\/\/([^:/@]+):[^@]*@/, "//$1:***@");
  }
}
