// The account page's data: name, e-mail change, password change, the learner's sessions, and
// the deletion (anonymisation) of an account.
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { createHash } from "node:crypto";
import { getDb, schema, type Db } from "../../db/client";
import { findValidToken, normalizeEmail, type User } from "./user.server";

export type SessionRow = { handle: string; createdAt: string; expiresAt: string; userAgent: string | null; current: boolean };

/** A session is named on the page by a hash of its id: the id itself (the cookie's value) never leaves the server. */
export const sessionHandle = (id: string) => createHash("sha256").update(`session:${id}`).digest("hex").slice(0, 24);

export async function setFullName(userId: number, fullName: string, db: Db = getDb()): Promise<void> {
  db.update(schema.users).set({ fullName }).where(eq(schema.users.id, userId)).run();
}

export async function listSessions(userId: number, currentId: string | undefined, now = new Date(), db: Db = getDb()): Promise<SessionRow[]> {
  const rows = db
    .select()
    .from(schema.sessions)
    .where(and(eq(schema.sessions.userId, userId), gt(schema.sessions.expiresAt, now.toISOString())))
    .all();
  return rows
    .map((r) => ({
      handle: sessionHandle(r.id),
      createdAt: r.createdAt,
      expiresAt: r.expiresAt,
      userAgent: r.userAgent,
      current: r.id === currentId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.createdAt.localeCompare(a.createdAt));
}

/** Ends one of the user's sessions by its handle; false when the user has no such session. */
export async function revokeSession(userId: number, handle: string, db: Db = getDb()): Promise<boolean> {
  const rows = db.select({ id: schema.sessions.id }).from(schema.sessions).where(eq(schema.sessions.userId, userId)).all();
  const row = rows.find((r) => sessionHandle(r.id) === handle);
  if (!row) return false;
  return (
    db
      .delete(schema.sessions)
      .where(and(eq(schema.sessions.id, row.id), eq(schema.sessions.userId, userId)))
      .run().changes === 1
  );
}

/** Ends every session of the user but `keepId` (the one asking). */
export async function revokeOtherSessions(userId: number, keepId: string | undefined, db: Db = getDb()): Promise<number> {
  const where = keepId ? and(eq(schema.sessions.userId, userId), ne(schema.sessions.id, keepId)) : eq(schema.sessions.userId, userId);
  return db.delete(schema.sessions).where(where).run().changes;
}

/** A new password hash, and every other session ended, in one transaction. */
export async function changePassword(userId: number, passwordHash: string, keepSessionId: string | undefined, db: Db = getDb()): Promise<void> {
  db.transaction(
    (tx) => {
      tx.update(schema.users).set({ passwordHash }).where(eq(schema.users.id, userId)).run();
      const others = keepSessionId
        ? and(eq(schema.sessions.userId, userId), ne(schema.sessions.id, keepSessionId))
        : eq(schema.sessions.userId, userId);
      tx.delete(schema.sessions).where(others).run();
    },
    { behavior: "immediate" },
  );
}

export type EmailChange = { ok: true; user: User; oldEmail: string } | { ok: false; reason: "invalid" | "taken" };

/** Applies an e-mail change link: the address becomes the new one (verified: the link proves the mailbox). */
export async function applyEmailChange(token: string, now = new Date(), db: Db = getDb()): Promise<EmailChange> {
  const row = await findValidToken(token, "email-change", now, db);
  if (!row || !row.newEmail) return { ok: false, reason: "invalid" };
  const newEmail = row.newEmail;
  return db.transaction(
    (tx): EmailChange => {
      const before = tx.select().from(schema.users).where(eq(schema.users.id, row.userId)).get();
      if (!before || before.deletedAt) return { ok: false, reason: "invalid" };
      const taken = tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, newEmail)).get();
      if (taken && taken.id !== row.userId) return { ok: false, reason: "taken" };
      const used = tx
        .update(schema.authTokens)
        .set({ usedAt: now.toISOString() })
        .where(and(eq(schema.authTokens.id, row.id), isNull(schema.authTokens.usedAt)))
        .run().changes;
      if (used !== 1) return { ok: false, reason: "invalid" };
      const user = tx.update(schema.users).set({ email: newEmail, verified: true }).where(eq(schema.users.id, row.userId)).returning().get()!;
      return { ok: true, user, oldEmail: before.email };
    },
    { behavior: "immediate" },
  );
}

export async function emailTaken(email: string, db: Db = getDb()): Promise<boolean> {
  return !!db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, normalizeEmail(email)))
    .get();
}

/** The address an anonymised account keeps (unique, never deliverable: .invalid is reserved). */
export const deletedEmail = (userId: number) => `deleted-${userId}@deleted.invalid`;
export const DELETED_NAME = "Deleted user";

/**
 * Deletes an account (docs/decisions/0013-account-security.md): personal data is removed,
 * the user row stays anonymised so that payments, invoices and referral records keep their
 * owner id. Subscriptions are cancelled by the caller first (the processor may need a call).
 */
export async function anonymiseAccount(userId: number, now = new Date(), db: Db = getDb()): Promise<void> {
  db.transaction(
    (tx) => {
      const s = schema;
      // What the learner made or kept: gone.
      tx.delete(s.sessions).where(eq(s.sessions.userId, userId)).run();
      tx.delete(s.authTokens).where(eq(s.authTokens.userId, userId)).run();
      tx.delete(s.recoveryCodes).where(eq(s.recoveryCodes.userId, userId)).run();
      tx.delete(s.twoFactorChallenges).where(eq(s.twoFactorChallenges.userId, userId)).run();
      tx.delete(s.paymentMethods).where(eq(s.paymentMethods.userId, userId)).run();
      tx.delete(s.gatewayCards).where(eq(s.gatewayCards.userId, userId)).run();
      tx.delete(s.notesHighlights).where(eq(s.notesHighlights.userId, userId)).run();
      tx.delete(s.userDataMaps).where(eq(s.userDataMaps.userId, userId)).run();
      tx.delete(s.widgetUserData).where(eq(s.widgetUserData.userId, userId)).run();
      tx.delete(s.userInteractions).where(eq(s.userInteractions.userId, userId)).run();
      tx.delete(s.lessonProgress).where(eq(s.lessonProgress.userId, userId)).run();
      tx.delete(s.bannerDismissals).where(eq(s.bannerDismissals.userId, userId)).run();
      tx.delete(s.coachPreferences).where(eq(s.coachPreferences.userId, userId)).run();
      tx.delete(s.coachUserPaths).where(eq(s.coachUserPaths.userId, userId)).run();
      tx.delete(s.coachVisits).where(eq(s.coachVisits.userId, userId)).run();
      tx.delete(s.coachSubmissions).where(eq(s.coachSubmissions.userId, userId)).run();
      tx.delete(s.mockInterviews).where(eq(s.mockInterviews.userId, userId)).run();
      tx.delete(s.userActiveOrganizations).where(eq(s.userActiveOrganizations.userId, userId)).run();
      tx.delete(s.organizationMembers).where(eq(s.organizationMembers.userId, userId)).run();
      // Renewals of cancelled plans are never charged.
      tx.update(s.subscriptions).set({ autoRenew: false }).where(eq(s.subscriptions.userId, userId)).run();
      // Who they were: anonymised.
      tx.update(s.users)
        .set({
          email: deletedEmail(userId),
          fullName: DELETED_NAME,
          passwordHash: "!deleted",
          verified: false,
          country: null,
          phone: null,
          referralCode: null,
          totpSecret: null,
          totpPendingSecret: null,
          totpLastStep: null,
          twoFactorEmail: false,
          isGithubStudent: false,
          deletedAt: now.toISOString(),
        })
        .where(eq(s.users.id, userId))
        .run();
    },
    { behavior: "immediate" },
  );
}
