// "The database does not answer" as opposed to "this request went wrong": a PostgreSQL server
// restarting, shutting down or out of reach (or SQLite's file locked past its busy timeout) is a
// moment of unavailability, answered 503 (decision 0037), not a 500 with the error's details.
//
// The Remix bundle sees the error (entry.server's handleError) and the server entry answers the
// request (server/http.ts): the request's note is kept in an AsyncLocalStorage shared through
// globalThis, since the two are separate bundles.
import { AsyncLocalStorage } from "node:async_hooks";

/** Node's socket errors on a connection that failed or was refused. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
/**
 * PostgreSQL's SQLSTATEs for a server that cannot serve now: class 08 (connection exception),
 * 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 53300 too_many_connections.
 */
const SQLSTATES = /^(08\w{3}|57P0[123]|53300)$/;
/** What node-postgres says when the connection dies under a query, or the pool cannot connect in time. */
const PG_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable|the database system is (starting up|shutting down|in recovery)/i;

/** Whether an error (or what it wraps) means the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 4) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const code = typeof e.code === "string" ? e.code : "";
  if (SOCKET_CODES.has(code) || SQLSTATES.test(code) || code === "SQLITE_BUSY") return true;
  if (typeof e.message === "string" && PG_MESSAGES.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

type Note = { unavailable: boolean };
const notes: AsyncLocalStorage<Note> = ((globalThis as { __codeliftDatabaseNotes?: AsyncLocalStorage<Note> }).__codeliftDatabaseNotes ??=
  new AsyncLocalStorage<Note>());

/** Runs a request's handling with a fresh note; `unavailable()` then says whether the database failed it. */
export async function watchDatabase<T>(work: () => Promise<T>): Promise<{ result: T; unavailable: () => boolean }> {
  const note: Note = { unavailable: false };
  const result = await notes.run(note, work);
  return { result, unavailable: () => note.unavailable };
}

/** Notes an error seen while handling the current request: true when it means the database is unavailable. */
export function noteDatabaseError(error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  const note = notes.getStore();
  if (note) note.unavailable = true;
  return true;
}

/** What a visitor reads while the database does not answer. */
export const DATABASE_UNAVAILABLE_TEXT = "Codelift is briefly unavailable. Please try again in a few seconds.";
