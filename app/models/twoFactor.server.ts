// Two-factor data: the TOTP secret and its last accepted step, recovery codes and sign-in
// challenges (tokens and mailed codes kept as hashes only).
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { createHash } from "node:crypto";
import { getDb, schema, type Db } from "../../db/client";

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export type Challenge = typeof schema.twoFactorChallenges.$inferSelect;

export async function setPendingTotpSecret(userId: number, secret: string, db: Db = getDb()): Promise<void> {
  db.update(schema.users).set({ totpPendingSecret: secret }).where(eq(schema.users.id, userId)).run();
}

/** Turns the pending secret on, with its first accepted step and a fresh set of recovery codes (hashes). */
export async function enableTotp(userId: number, secret: string, step: number, codeHashes: string[], db: Db = getDb()): Promise<boolean> {
  return db.transaction(
    (tx) => {
      const changed = tx
        .update(schema.users)
        .set({ totpSecret: secret, totpPendingSecret: null, totpLastStep: step })
        .where(and(eq(schema.users.id, userId), eq(schema.users.totpPendingSecret, secret), isNull(schema.users.totpSecret)))
        .run().changes;
      if (changed !== 1) return false;
      tx.delete(schema.recoveryCodes).where(eq(schema.recoveryCodes.userId, userId)).run();
      tx.insert(schema.recoveryCodes)
        .values(codeHashes.map((codeHash) => ({ userId, codeHash })))
        .run();
      return true;
    },
    { behavior: "immediate" },
  );
}

export async function disableTotp(userId: number, db: Db = getDb()): Promise<void> {
  db.transaction(
    (tx) => {
      tx.update(schema.users).set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null }).where(eq(schema.users.id, userId)).run();
      tx.delete(schema.recoveryCodes).where(eq(schema.recoveryCodes.userId, userId)).run();
    },
    { behavior: "immediate" },
  );
}

/**
 * Records `step` as the last accepted one, only when it is newer than the one stored: the check
 * and the write are one statement, so two requests with the same code cannot both pass.
 */
export async function claimTotpStep(userId: number, step: number, db: Db = getDb()): Promise<boolean> {
  const u = schema.users;
  return (
    db
      .update(u)
      .set({ totpLastStep: step })
      .where(and(eq(u.id, userId), isNotNull(u.totpSecret), or(isNull(u.totpLastStep), lt(u.totpLastStep, step))))
      .run().changes === 1
  );
}

/** Uses a recovery code once: true when it was the user's and unused. */
export async function useRecoveryCode(userId: number, codeHash: string, now = new Date(), db: Db = getDb()): Promise<boolean> {
  return (
    db
      .update(schema.recoveryCodes)
      .set({ usedAt: now.toISOString() })
      .where(and(eq(schema.recoveryCodes.userId, userId), eq(schema.recoveryCodes.codeHash, codeHash), isNull(schema.recoveryCodes.usedAt)))
      .run().changes === 1
  );
}

export async function unusedRecoveryCodeCount(userId: number, db: Db = getDb()): Promise<number> {
  return db
    .select({ id: schema.recoveryCodes.id })
    .from(schema.recoveryCodes)
    .where(and(eq(schema.recoveryCodes.userId, userId), isNull(schema.recoveryCodes.usedAt)))
    .all().length;
}

export async function setEmailTwoFactor(userId: number, on: boolean, db: Db = getDb()): Promise<void> {
  db.update(schema.users).set({ twoFactorEmail: on }).where(eq(schema.users.id, userId)).run();
}

export async function createChallenge(
  input: {
    tokenHash: string;
    userId: number;
    returnPath?: string | null;
    expiresAt: string;
    emailCodeHash?: string | null;
    emailCodeExpiresAt?: string | null;
  },
  now = new Date(),
  db: Db = getDb(),
): Promise<Challenge> {
  return db.transaction(
    (tx) => {
      // Old challenges of anyone are worthless: prune as we go.
      tx.delete(schema.twoFactorChallenges).where(lt(schema.twoFactorChallenges.expiresAt, now.toISOString())).run();
      return tx.insert(schema.twoFactorChallenges).values(input).returning().get();
    },
    { behavior: "immediate" },
  );
}

export async function findLiveChallenge(tokenHash: string, now = new Date(), db: Db = getDb()): Promise<Challenge | undefined> {
  return db.query.twoFactorChallenges.findFirst({
    where: and(eq(schema.twoFactorChallenges.tokenHash, tokenHash), gt(schema.twoFactorChallenges.expiresAt, now.toISOString())),
  });
}

export async function setChallengeEmailCode(id: number, codeHash: string, expiresAt: string, db: Db = getDb()): Promise<void> {
  db.update(schema.twoFactorChallenges)
    .set({ emailCodeHash: codeHash, emailCodeExpiresAt: expiresAt })
    .where(eq(schema.twoFactorChallenges.id, id))
    .run();
}

export async function countChallengeAttempt(id: number, db: Db = getDb()): Promise<number> {
  const c = schema.twoFactorChallenges;
  const row = db
    .update(c)
    .set({ attempts: sql`${c.attempts} + 1` })
    .where(eq(c.id, id))
    .returning({ attempts: c.attempts })
    .get();
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

/** Takes a mailed code once: the live challenge of the user holding it is consumed. */
export async function consumeEmailCode(userId: number, codeHash: string, now = new Date(), db: Db = getDb()): Promise<"ok" | "expired" | "invalid"> {
  const at = now.toISOString();
  const row = await db.query.twoFactorChallenges.findFirst({
    where: and(eq(schema.twoFactorChallenges.userId, userId), eq(schema.twoFactorChallenges.emailCodeHash, codeHash)),
  });
  if (!row) return "invalid";
  if (!row.emailCodeExpiresAt || row.emailCodeExpiresAt <= at) return "expired";
  const taken = db
    .update(schema.twoFactorChallenges)
    .set({ emailCodeHash: null, emailCodeExpiresAt: null })
    .where(and(eq(schema.twoFactorChallenges.id, row.id), eq(schema.twoFactorChallenges.emailCodeHash, codeHash)))
    .run().changes;
  return taken === 1 ? "ok" : "invalid";
}

export async function deleteChallenge(id: number, db: Db = getDb()): Promise<void> {
  db.delete(schema.twoFactorChallenges).where(eq(schema.twoFactorChallenges.id, id)).run();
}
