// The outbox table read whole (every status: kept, sent, failed), newest first: what
// `codelift mail outbox` prints. Writing mail stays in app/services/mail.server.ts.
import { count, desc } from "drizzle-orm";
import { getDb, schema, type Db } from "../../db/client";

export type OutboxRow = typeof schema.outbox.$inferSelect;

/** The newest `limit` messages, newest first. */
export async function listOutboxMessages(limit: number, db: Db = getDb()): Promise<OutboxRow[]> {
  return db.select().from(schema.outbox).orderBy(desc(schema.outbox.id)).limit(limit);
}

/** How many messages the outbox holds. */
export async function countOutboxMessages(db: Db = getDb()): Promise<number> {
  const [row] = await db.select({ n: count() }).from(schema.outbox);
  return row?.n ?? 0;
}
