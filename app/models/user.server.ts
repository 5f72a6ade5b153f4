// Accounts: creation, credentials, verification and password-reset tokens.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import { changes, run, transaction } from "../../db/access";
import type { schema } from "../../db/client";
import { hashPassword, verifyPassword } from "./password.server";
import { preparedQuery } from "./preparedQueries.server";

export type User = typeof schema.users.$inferSelect;
export type TokenPurpose = "verify" | "reset" | "email-change";
export type AuthToken = typeof schema.authTokens.$inferSelect;

const TOKEN_TTL_HOURS: Record<TokenPurpose, number> = { verify: 72, reset: 2, "email-change": 24 };

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(email: string): Promise<User | undefined> {
  return run(
    async (db, t) =>
      (
        await db
          .select()
          .from(t.users)
          .where(eq(t.users.email, normalizeEmail(email)))
          .limit(1)
      )[0],
  );
}

// Read on every signed-in page view: built once.
const userById = preparedQuery((db, t) =>
  db
    .select()
    .from(t.users)
    .where(eq(t.users.id, sql.placeholder("id")))
    .limit(1)
    .prepare(),
);

export async function getUserById(id: number): Promise<User | undefined> {
  return run(async (db, t) => (await userById(db, t).execute({ id }))[0]);
}

export async function createUser(input: { email: string; fullName: string; password: string; verified?: boolean }): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  return run(
    async (db, t) =>
      (
        await db
          .insert(t.users)
          .values({ email: normalizeEmail(input.email), fullName: input.fullName.trim(), passwordHash, verified: input.verified ?? false })
          .returning()
      )[0]!,
  );
}

/** The user when the e-mail and password match, else null (same answer for both failures). */
export async function verifyLogin(email: string, password: string): Promise<User | null> {
  const user = await findUserByEmail(email);
  if (!user) {
    // Spend the same time as a real check so the answer does not reveal which e-mails exist.
    await hashPassword(password);
    return null;
  }
  return (await verifyPassword(password, user.passwordHash)) ? user : null;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function issueToken(userId: number, purpose: TokenPurpose, now = new Date(), newEmail?: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_HOURS[purpose] * 3600_000).toISOString();
  await transaction(async (db, t) => {
    const a = t.authTokens;
    // A new reset (or e-mail change) link voids the older ones: only the latest mail counts.
    if (purpose === "reset" || purpose === "email-change")
      await db
        .update(a)
        .set({ usedAt: now.toISOString() })
        .where(and(eq(a.userId, userId), eq(a.purpose, purpose), isNull(a.usedAt)));
    await db.insert(a).values({ userId, purpose, tokenHash: hashToken(token), expiresAt, newEmail: newEmail ? normalizeEmail(newEmail) : null });
  });
  return token;
}

/** The token's user when it is valid for the purpose, unused and unexpired. */
export async function findValidToken(token: string, purpose: TokenPurpose, now = new Date()): Promise<AuthToken | undefined> {
  return run(async (db, t) => {
    const a = t.authTokens;
    return (
      await db
        .select()
        .from(a)
        .where(and(eq(a.tokenHash, hashToken(token)), eq(a.purpose, purpose), isNull(a.usedAt), gt(a.expiresAt, now.toISOString())))
        .limit(1)
    )[0];
  });
}

/** Marks a token used, once: false when it already was (the check and the write are one statement). */
export async function markTokenUsed(id: number, now = new Date()): Promise<boolean> {
  return run(async (db, t) => {
    const a = t.authTokens;
    return (
      changes(
        await db
          .update(a)
          .set({ usedAt: now.toISOString() })
          .where(and(eq(a.id, id), isNull(a.usedAt))),
      ) === 1
    );
  });
}

/** Marks the e-mail verified; false when the token is unknown, used or expired. */
export async function verifyEmailWithToken(token: string, now = new Date()): Promise<User | null> {
  const row = await findValidToken(token, "verify", now);
  if (!row) return null;
  return transaction(async (db, t) => {
    if (!(await markTokenUsed(row.id, now))) return null;
    return (await db.update(t.users).set({ verified: true }).where(eq(t.users.id, row.userId)).returning())[0] ?? null;
  });
}

/** Sets a new password and revokes every session of the user; null when the token is not valid. */
export async function resetPasswordWithToken(token: string, newPassword: string, now = new Date()): Promise<User | null> {
  const row = await findValidToken(token, "reset", now);
  if (!row) return null;
  const passwordHash = await hashPassword(newPassword);
  return transaction(async (db, t) => {
    if (!(await markTokenUsed(row.id, now))) return null;
    await db.delete(t.sessions).where(eq(t.sessions.userId, row.userId));
    // A reset proves control of the mailbox, so it verifies the address too.
    return (await db.update(t.users).set({ passwordHash, verified: true }).where(eq(t.users.id, row.userId)).returning())[0] ?? null;
  });
}

export async function setUserTheme(userId: number, theme: string): Promise<void> {
  await run(async (db, t) => {
    await db.update(t.users).set({ theme }).where(eq(t.users.id, userId));
  });
}

/**
 * A verification (or reset) link used to set the password: the address is verified, the password
 * (and the name, when given) set, and every session of the user ended, at once. Null when the
 * token is not valid.
 */
export async function verifyAndSetPassword(token: string, newPassword: string, fullName?: string, now = new Date()): Promise<User | null> {
  const row = (await findValidToken(token, "verify", now)) ?? (await findValidToken(token, "reset", now));
  if (!row) return null;
  const passwordHash = await hashPassword(newPassword);
  return transaction(async (db, t) => {
    if (!(await markTokenUsed(row.id, now))) return null;
    await db.delete(t.sessions).where(eq(t.sessions.userId, row.userId));
    const set: Partial<typeof schema.users.$inferInsert> = { passwordHash, verified: true };
    if (fullName) set.fullName = fullName.trim();
    return (await db.update(t.users).set(set).where(eq(t.users.id, row.userId)).returning())[0] ?? null;
  });
}

/** Keeps a captured e-mail address once (POST /api/signup). */
export async function recordEmailCapture(email: string, source: string | null, pageUri: string | null): Promise<void> {
  await run(async (db, t) => {
    await db
      .insert(t.emailCaptures)
      .values({ email: normalizeEmail(email), source, pageUri })
      .onConflictDoNothing();
  });
}

/** Onboarding answers: name, phone (digits), and when it was done. */
export async function saveOnboarding(userId: number, input: { fullName: string; phone: string; goal: string }, now = new Date()): Promise<User> {
  return run(
    async (db, t) =>
      (
        await db
          .update(t.users)
          .set({ fullName: input.fullName, phone: input.phone, onboardingGoal: input.goal, onboardedAt: now.toISOString() })
          .where(eq(t.users.id, userId))
          .returning()
      )[0]!,
  );
}
