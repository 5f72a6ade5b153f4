// Accounts: creation, credentials, verification and password-reset tokens.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import { getDb, schema, type Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import { hashPassword, verifyPassword } from "./password.server";

export type User = typeof schema.users.$inferSelect;
export type TokenPurpose = "verify" | "reset" | "email-change";

const TOKEN_TTL_HOURS: Record<TokenPurpose, number> = { verify: 72, reset: 2, "email-change": 24 };

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(email: string, db: Db = getDb()): Promise<User | undefined> {
  return db.query.users.findFirst({ where: eq(schema.users.email, normalizeEmail(email)) });
}

const userById = prepared((db) =>
  db
    .select()
    .from(schema.users)
    .where(eq(schema.users.id, sql.placeholder("id")))
    .prepare(),
);

export async function getUserById(id: number, db: Db = getDb()): Promise<User | undefined> {
  return userById(db).get({ id });
}

export async function createUser(input: { email: string; fullName: string; password: string; verified?: boolean }, db: Db = getDb()): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(schema.users)
    .values({ email: normalizeEmail(input.email), fullName: input.fullName.trim(), passwordHash, verified: input.verified ?? false })
    .returning();
  return user;
}

/** The user when the e-mail and password match, else null (same answer for both failures). */
export async function verifyLogin(email: string, password: string, db: Db = getDb()): Promise<User | null> {
  const user = await findUserByEmail(email, db);
  if (!user) {
    // Spend the same time as a real check so the answer does not reveal which e-mails exist.
    await hashPassword(password);
    return null;
  }
  return (await verifyPassword(password, user.passwordHash)) ? user : null;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function issueToken(userId: number, purpose: TokenPurpose, now = new Date(), db: Db = getDb(), newEmail?: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_HOURS[purpose] * 3600_000).toISOString();
  db.transaction(
    (tx) => {
      // A new reset (or e-mail change) link voids the older ones: only the latest mail counts.
      if (purpose === "reset" || purpose === "email-change")
        tx.update(schema.authTokens)
          .set({ usedAt: now.toISOString() })
          .where(and(eq(schema.authTokens.userId, userId), eq(schema.authTokens.purpose, purpose), isNull(schema.authTokens.usedAt)))
          .run();
      tx.insert(schema.authTokens)
        .values({ userId, purpose, tokenHash: hashToken(token), expiresAt, newEmail: newEmail ? normalizeEmail(newEmail) : null })
        .run();
    },
    { behavior: "immediate" },
  );
  return token;
}

/** The token's user when it is valid for the purpose, unused and unexpired. */
export async function findValidToken(token: string, purpose: TokenPurpose, now = new Date(), db: Db = getDb()) {
  return db.query.authTokens.findFirst({
    where: and(
      eq(schema.authTokens.tokenHash, hashToken(token)),
      eq(schema.authTokens.purpose, purpose),
      isNull(schema.authTokens.usedAt),
      gt(schema.authTokens.expiresAt, now.toISOString()),
    ),
  });
}

/** Marks the e-mail verified; false when the token is unknown, used or expired. */
export async function verifyEmailWithToken(token: string, now = new Date(), db: Db = getDb()): Promise<User | null> {
  const row = await findValidToken(token, "verify", now, db);
  if (!row) return null;
  return db.transaction(
    (tx) => {
      tx.update(schema.authTokens).set({ usedAt: now.toISOString() }).where(eq(schema.authTokens.id, row.id)).run();
      return tx.update(schema.users).set({ verified: true }).where(eq(schema.users.id, row.userId)).returning().get() ?? null;
    },
    { behavior: "immediate" },
  );
}

/** Sets a new password and revokes every session of the user; null when the token is not valid. */
export async function resetPasswordWithToken(token: string, newPassword: string, now = new Date(), db: Db = getDb()): Promise<User | null> {
  const row = await findValidToken(token, "reset", now, db);
  if (!row) return null;
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(
    (tx) => {
      tx.update(schema.authTokens).set({ usedAt: now.toISOString() }).where(eq(schema.authTokens.id, row.id)).run();
      tx.delete(schema.sessions).where(eq(schema.sessions.userId, row.userId)).run();
      // A reset proves control of the mailbox, so it verifies the address too.
      return tx.update(schema.users).set({ passwordHash, verified: true }).where(eq(schema.users.id, row.userId)).returning().get() ?? null;
    },
    { behavior: "immediate" },
  );
}

export async function setUserTheme(userId: number, theme: string, db: Db = getDb()): Promise<void> {
  await db.update(schema.users).set({ theme }).where(eq(schema.users.id, userId));
}

/**
 * A verification (or reset) link used to set the password: the address is verified, the password
 * (and the name, when given) set, and every session of the user ended, at once. Null when the
 * token is not valid.
 */
export async function verifyAndSetPassword(
  token: string,
  newPassword: string,
  fullName?: string,
  now = new Date(),
  db: Db = getDb(),
): Promise<User | null> {
  const row = (await findValidToken(token, "verify", now, db)) ?? (await findValidToken(token, "reset", now, db));
  if (!row) return null;
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(
    (tx) => {
      const used = tx
        .update(schema.authTokens)
        .set({ usedAt: now.toISOString() })
        .where(and(eq(schema.authTokens.id, row.id), isNull(schema.authTokens.usedAt)))
        .run().changes;
      if (used !== 1) return null;
      tx.delete(schema.sessions).where(eq(schema.sessions.userId, row.userId)).run();
      const set: Partial<typeof schema.users.$inferInsert> = { passwordHash, verified: true };
      if (fullName) set.fullName = fullName.trim();
      return tx.update(schema.users).set(set).where(eq(schema.users.id, row.userId)).returning().get() ?? null;
    },
    { behavior: "immediate" },
  );
}

/** Keeps a captured e-mail address once (POST /api/signup). */
export async function recordEmailCapture(email: string, source: string | null, pageUri: string | null, db: Db = getDb()): Promise<void> {
  db.insert(schema.emailCaptures)
    .values({ email: normalizeEmail(email), source, pageUri })
    .onConflictDoNothing()
    .run();
}

/** Onboarding answers: name, phone (digits), and when it was done. */
export async function saveOnboarding(
  userId: number,
  input: { fullName: string; phone: string; goal: string },
  now = new Date(),
  db: Db = getDb(),
): Promise<User> {
  return db
    .update(schema.users)
    .set({ fullName: input.fullName, phone: input.phone, onboardingGoal: input.goal, onboardedAt: now.toISOString() })
    .where(eq(schema.users.id, userId))
    .returning()
    .get()!;
}
