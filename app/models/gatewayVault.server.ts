// The embedded card gateway's own tables, as a processor's vault keeps them: cards (tokens, never a
// number), one-time nonces and payment intents. Queries only: the gateway's behaviour is
// app/services/payments/embedded.server.ts, which makes its read-then-write steps atomic with
// `inBillingTransaction` (billing.server.ts).
import { and, eq, isNull, sql } from "drizzle-orm";
import { changes, rows, run, transaction } from "../../db/access";
import type { schema } from "../../db/client";

export type GatewayCardRow = typeof schema.gatewayCards.$inferSelect;
export type GatewayIntentRow = typeof schema.gatewayIntents.$inferSelect;

/** A tokenized card with the one-time nonce that stands for it. */
export async function insertCardWithNonce(card: typeof schema.gatewayCards.$inferInsert, nonce: { nonce: string; expiresAt: string }): Promise<void> {
  await run(async (db, t) => {
    await db.insert(t.gatewayCards).values(card);
    await db.insert(t.gatewayNonces).values({ nonce: nonce.nonce, cardToken: card.token, expiresAt: nonce.expiresAt });
  });
}

export async function findNonce(nonce: string) {
  const [row] = await run((db, t) => db.select().from(t.gatewayNonces).where(eq(t.gatewayNonces.nonce, nonce)).limit(1));
  return row;
}

/** Spends a nonce; false when it was spent already. */
export async function spendNonce(nonce: string, at: string): Promise<boolean> {
  const r = await run((db, t) =>
    db
      .update(t.gatewayNonces)
      .set({ usedAt: at })
      .where(and(eq(t.gatewayNonces.nonce, nonce), isNull(t.gatewayNonces.usedAt))),
  );
  return changes(r) === 1;
}

export async function findCard(token: string): Promise<GatewayCardRow | undefined> {
  const [row] = await run((db, t) => db.select().from(t.gatewayCards).where(eq(t.gatewayCards.token, token)).limit(1));
  return row;
}

/** The user's saved card with this fingerprint (the same card number), or undefined. */
export async function findUsersCardByFingerprint(userId: number, fingerprint: string): Promise<GatewayCardRow | undefined> {
  const [row] = await run((db, t) =>
    db
      .select()
      .from(t.gatewayCards)
      .where(and(eq(t.gatewayCards.userId, userId), eq(t.gatewayCards.fingerprint, fingerprint)))
      .limit(1),
  );
  return row;
}

/** The card becomes the user's. */
export async function giveCardTo(token: string, userId: number): Promise<void> {
  await run((db, t) => db.update(t.gatewayCards).set({ userId }).where(eq(t.gatewayCards.token, token)));
}

/** The vault forgets whose card it was (only the owner's own card). */
export async function forgetCardOwner(token: string, userId: number): Promise<void> {
  await run((db, t) =>
    db
      .update(t.gatewayCards)
      .set({ userId: null })
      .where(and(eq(t.gatewayCards.token, token), eq(t.gatewayCards.userId, userId))),
  );
}

export async function findIntentByKey(idempotencyKey: string): Promise<GatewayIntentRow | undefined> {
  const [row] = await run((db, t) => db.select().from(t.gatewayIntents).where(eq(t.gatewayIntents.idempotencyKey, idempotencyKey)).limit(1));
  return row;
}

export async function findIntent(id: string): Promise<GatewayIntentRow | undefined> {
  const [row] = await run((db, t) => db.select().from(t.gatewayIntents).where(eq(t.gatewayIntents.id, id)).limit(1));
  return row;
}

/** A new intent; the one already made with its idempotency key when there is one (unique). */
export async function insertIntentOnce(values: typeof schema.gatewayIntents.$inferInsert): Promise<GatewayIntentRow> {
  const [row] = await run((db, t) => db.insert(t.gatewayIntents).values(values).onConflictDoNothing().returning());
  return row ?? (await findIntentByKey(values.idempotencyKey))!;
}

/** Moves an intent on; its row after the change. */
export async function updateIntent(id: string, values: Partial<GatewayIntentRow>): Promise<GatewayIntentRow | undefined> {
  const [row] = await run((db, t) => db.update(t.gatewayIntents).set(values).where(eq(t.gatewayIntents.id, id)).returning());
  return row;
}

/** Locks an intent's row until the end of the caller's transaction (PostgreSQL); its row. */
export async function findIntentForUpdate(id: string): Promise<GatewayIntentRow | undefined> {
  return transaction(async (_db, _t, forUpdate) => {
    await rows(sql`SELECT id FROM gateway_intents WHERE id = ${id}${forUpdate}`);
    return findIntent(id);
  });
}
