// The outbox table: mail kept (the embedded default), sent or failed, written by
// app/services/mail.server.ts and read whole (every status), newest first, by `codelift mail outbox`.
import { count, desc, eq } from "drizzle-orm";
import { run } from "../../db/access";
import type { schema } from "../../db/client";

export type OutboxRow = typeof schema.outbox.$inferSelect;
export type NewOutboxRow = Pick<typeof schema.outbox.$inferInsert, "to" | "subject" | "text" | "kind" | "status" | "error">;

/** Keeps one message; its id. */
export async function insertOutboxMessage(row: NewOutboxRow): Promise<number> {
  return run(async (db, t) => (await db.insert(t.outbox).values(row).returning({ id: t.outbox.id }))[0]!.id);
}

/** The newest `limit` messages, newest first (every status, or only `status`). */
export async function listOutboxMessages(limit: number, status?: string): Promise<OutboxRow[]> {
  return run(async (db, t) => {
    const q = db.select().from(t.outbox);
    return (status ? q.where(eq(t.outbox.status, status)) : q).orderBy(desc(t.outbox.id)).limit(limit);
  });
}

/** How many messages the outbox holds. */
export async function countOutboxMessages(): Promise<number> {
  return run(async (db, t) => Number((await db.select({ n: count() }).from(t.outbox))[0]?.n ?? 0));
}
