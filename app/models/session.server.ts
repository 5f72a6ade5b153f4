// The sessions table: one row per signed-in browser (the cookie carries its random id only).
// Read on every request, so the lookup by id is built once (preparedQueries.server.ts).
import { eq, sql } from "drizzle-orm";
import { run } from "../../db/access";
import type { schema } from "../../db/client";
import { preparedQuery } from "./preparedQueries.server";

export type Session = typeof schema.sessions.$inferSelect;
export type SessionValues = Partial<Pick<typeof schema.sessions.$inferInsert, "data" | "userId" | "lastSeenAt" | "expiresAt" | "userAgent">>;

export async function insertSession(row: {
  id: string;
  userId: number | null;
  data: string;
  expiresAt: string;
  lastSeenAt: number;
  userAgent: string | null;
}) {
  await run(async (db, t) => {
    await db.insert(t.sessions).values(row);
  });
}

export async function updateSession(id: string, values: SessionValues): Promise<void> {
  await run(async (db, t) => {
    await db.update(t.sessions).set(values).where(eq(t.sessions.id, id));
  });
}

export async function deleteSession(id: string): Promise<void> {
  await run(async (db, t) => {
    await db.delete(t.sessions).where(eq(t.sessions.id, id));
  });
}

const sessionById = preparedQuery((db, t) =>
  db
    .select()
    .from(t.sessions)
    .where(eq(t.sessions.id, sql.placeholder("id")))
    .limit(1)
    .prepare(),
);

/** The session row with this id, or undefined. */
export async function findSession(id: string): Promise<Session | undefined> {
  return run(async (db, t) => (await sessionById(db, t).execute({ id }))[0]);
}
