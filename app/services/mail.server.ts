// Outgoing mail. The embedded default writes to the outbox table (read it with
// `codelift mail outbox` or at /staff/outbox).
import { desc } from "drizzle-orm";
import { getDb, schema } from "../../db/client";

export type Mail = { to: string; subject: string; text: string; kind: string };

export async function sendMail(mail: Mail): Promise<void> {
  await getDb().insert(schema.outbox).values(mail);
}

export async function listOutbox(limit = 50) {
  return getDb().select().from(schema.outbox).orderBy(desc(schema.outbox.id)).limit(limit);
}
