// Row locks for a read-then-write inside `transaction` (db/access.ts). On PostgreSQL the rows a
// query selects are locked until the transaction ends (SELECT … FOR UPDATE), so a second request
// reading the same rows waits for the first one's write; on SQLite the transaction already holds
// the write lock (BEGIN IMMEDIATE), so there is nothing to run.
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { currentEngine, rows } from "../../db/access";

/** Locks the rows `query` selects (a drizzle select built in the transaction) until it ends. */
export async function lockRows(query: SQLWrapper, forUpdate: SQL): Promise<void> {
  if (currentEngine() !== "postgres") return;
  await rows(sql`${query}${forUpdate}`);
}
