// Two-factor data: the TOTP secret and its last accepted step, recovery codes and sign-in
// challenges (tokens and mailed codes kept as hashes only).
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { createHash } from "node:crypto";
import { changes, run, transaction } from "../../db/access";
import type { schema } from "../../db/client";

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export type Challenge = typeof schema.twoFactorChallenges.$inferSelect;

export async function setPendingTotpSecret(userId: number, secret: string): Promise<void> {
  await run(async (db, t) => {
    await db.update(t.users).set({ totpPendingSecret: secret }).where(eq(t.users.id, userId));
  });
}

/** Turns the pending secret on, with its first accepted step and a fresh set of recovery codes (hashes). */
export async function enableTotp(userId: number, secret: string, step: number, codeHashes: string[]): Promise<boolean> {
  return transaction(async (db, t) => {
    const changed = changes(
      await db
        .update(t.users)
        .set({ totpSecret: secret, totpPendingSecret: null, totpLastStep: step })
        .where(and(eq(t.users.id, userId), eq(t.users.totpPendingSecret, secret), isNull(t.users.totpSecret))),
    );
    if (changed !== 1) return false;
    await db.delete(t.recoveryCodes).where(eq(t.recoveryCodes.userId, userId));
    if (codeHashes.length) await db.insert(t.recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    return true;
  });
}

export async function disableTotp(userId: number): Promise<void> {
  await transaction(async (db, t) => {
    await db.update(t.users).set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null }).where(eq(t.users.id, userId));
    await db.delete(t.recoveryCodes).where(eq(t.recoveryCodes.userId, userId));
  });
}

/**
 * Records `step` as the last accepted one, only when it is newer than the one stored: the check
 * and the write are one statement, so two requests with the same code cannot both pass.
 */
export async function claimTotpStep(userId: number, step: number): Promise<boolean> {
  return run(async (db, t) => {
    const u = t.users;
    return (
      changes(
        await db
          .update(u)
          .set({ totpLastStep: step })
          .where(and(eq(u.id, userId), isNotNull(u.totpSecret), or(isNull(u.totpLastStep), lt(u.totpLastStep, step)))),
      ) === 1
    );
  });
}

/** Uses a recovery code once: true when it was the user's and unused. */
export async function useRecoveryCode(userId: number, codeHash: string, now = new Date()): Promise<boolean> {
  return run(async (db, t) => {
    const r = t.recoveryCodes;
    return (
      changes(
        await db
          .update(r)
          .set({ usedAt: now.toISOString() })
          .where(and(eq(r.userId, userId), eq(r.codeHash, codeHash), isNull(r.usedAt))),
      ) === 1
    );
  });
}

export async function unusedRecoveryCodeCount(userId: number): Promise<number> {
  return run(
    async (db, t) =>
      (
        await db
          .select({ id: t.recoveryCodes.id })
          .from(t.recoveryCodes)
          .where(and(eq(t.recoveryCodes.userId, userId), isNull(t.recoveryCodes.usedAt)))
      ).length,
  );
}

export async function setEmailTwoFactor(userId: number, on: boolean): Promise<void> {
  await run(async (db, t) => {
    await db.update(t.users).set({ twoFactorEmail: on }).where(eq(t.users.id, userId));
  });
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
): Promise<Challenge> {
  return transaction(async (db, t) => {
    // Old challenges of anyone are worthless: prune as we go.
    await db.delete(t.twoFactorChallenges).where(lt(t.twoFactorChallenges.expiresAt, now.toISOString()));
    return (await db.insert(t.twoFactorChallenges).values(input).returning())[0]!;
  });
}

export async function findLiveChallenge(tokenHash: string, now = new Date()): Promise<Challenge | undefined> {
  return run(async (db, t) => {
    const c = t.twoFactorChallenges;
    return (
      await db
        .select()
        .from(c)
        .where(and(eq(c.tokenHash, tokenHash), gt(c.expiresAt, now.toISOString())))
        .limit(1)
    )[0];
  });
}

export async function setChallengeEmailCode(id: number, codeHash: string, expiresAt: string): Promise<void> {
  await run(async (db, t) => {
    await db.update(t.twoFactorChallenges).set({ emailCodeHash: codeHash, emailCodeExpiresAt: expiresAt }).where(eq(t.twoFactorChallenges.id, id));
  });
}

export async function countChallengeAttempt(id: number): Promise<number> {
  return run(async (db, t) => {
    const c = t.twoFactorChallenges;
    const [row] = await db
      .update(c)
      .set({ attempts: sql`${c.attempts} + 1` })
      .where(eq(c.id, id))
      .returning({ attempts: c.attempts });
    return row?.attempts ?? Number.POSITIVE_INFINITY;
  });
}

/** Takes a mailed code once: the live challenge of the user holding it is consumed. */
export async function consumeEmailCode(userId: number, codeHash: string, now = new Date()): Promise<"ok" | "expired" | "invalid"> {
  const at = now.toISOString();
  return run(async (db, t) => {
    const c = t.twoFactorChallenges;
    const [row] = await db
      .select()
      .from(c)
      .where(and(eq(c.userId, userId), eq(c.emailCodeHash, codeHash)))
      .limit(1);
    if (!row) return "invalid";
    if (!row.emailCodeExpiresAt || row.emailCodeExpiresAt <= at) return "expired";
    const taken = changes(
      await db
        .update(c)
        .set({ emailCodeHash: null, emailCodeExpiresAt: null })
        .where(and(eq(c.id, row.id), eq(c.emailCodeHash, codeHash))),
    );
    return taken === 1 ? "ok" : "invalid";
  });
}

export async function deleteChallenge(id: number): Promise<void> {
  await run(async (db, t) => {
    await db.delete(t.twoFactorChallenges).where(eq(t.twoFactorChallenges.id, id));
  });
}
