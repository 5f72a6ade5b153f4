// The account page's data: name, e-mail change, password change, the learner's sessions, and
// the deletion (anonymisation) of an account.
import { and, eq, gt, ne } from "drizzle-orm";
import { createHash } from "node:crypto";
import { changes, run, transaction } from "../../db/access";
import { findValidToken, markTokenUsed, normalizeEmail, type User } from "./user.server";

export type SessionRow = { handle: string; createdAt: string; expiresAt: string; userAgent: string | null; current: boolean };

/** A session is named on the page by a hash of its id: the id itself (the cookie's value) never leaves the server. */
export const sessionHandle = (id: string) => createHash("sha256").update(`session:${id}`).digest("hex").slice(0, 24);

export async function setFullName(userId: number, fullName: string): Promise<void> {
  await run(async (db, t) => {
    await db.update(t.users).set({ fullName }).where(eq(t.users.id, userId));
  });
}

export async function listSessions(userId: number, currentId: string | undefined, now = new Date()): Promise<SessionRow[]> {
  const rows = await run(async (db, t) =>
    db
      .select()
      .from(t.sessions)
      .where(and(eq(t.sessions.userId, userId), gt(t.sessions.expiresAt, now.toISOString()))),
  );
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

/** Ends one of the user's sessions by its handle; false when the user has no such session (or it was ended already). */
export async function revokeSession(userId: number, handle: string): Promise<boolean> {
  return run(async (db, t) => {
    const s = t.sessions;
    const rows = await db.select({ id: s.id }).from(s).where(eq(s.userId, userId));
    const row = rows.find((r) => sessionHandle(r.id) === handle);
    if (!row) return false;
    return changes(await db.delete(s).where(and(eq(s.id, row.id), eq(s.userId, userId)))) === 1;
  });
}

/** Ends every session of the user but `keepId` (the one asking). */
export async function revokeOtherSessions(userId: number, keepId: string | undefined): Promise<number> {
  return run(async (db, t) => {
    const s = t.sessions;
    return changes(await db.delete(s).where(keepId ? and(eq(s.userId, userId), ne(s.id, keepId)) : eq(s.userId, userId)));
  });
}

/** A new password hash, and every other session ended, in one transaction. */
export async function changePassword(userId: number, passwordHash: string, keepSessionId: string | undefined): Promise<void> {
  await transaction(async (db, t) => {
    await db.update(t.users).set({ passwordHash }).where(eq(t.users.id, userId));
    await revokeOtherSessions(userId, keepSessionId);
  });
}

type EmailChange = { ok: true; user: User; oldEmail: string } | { ok: false; reason: "invalid" | "taken" };

/** Applies an e-mail change link: the address becomes the new one (verified: the link proves the mailbox). */
export async function applyEmailChange(token: string, now = new Date()): Promise<EmailChange> {
  const row = await findValidToken(token, "email-change", now);
  if (!row || !row.newEmail) return { ok: false, reason: "invalid" };
  const newEmail = row.newEmail;
  return transaction(async (db, t): Promise<EmailChange> => {
    const u = t.users;
    const [before] = await db.select().from(u).where(eq(u.id, row.userId)).limit(1);
    if (!before || before.deletedAt) return { ok: false, reason: "invalid" };
    const [taken] = await db.select({ id: u.id }).from(u).where(eq(u.email, newEmail)).limit(1);
    if (taken && taken.id !== row.userId) return { ok: false, reason: "taken" };
    if (!(await markTokenUsed(row.id, now))) return { ok: false, reason: "invalid" };
    const [user] = await db.update(u).set({ email: newEmail, verified: true }).where(eq(u.id, row.userId)).returning();
    return { ok: true, user: user!, oldEmail: before.email };
  });
}

export async function emailTaken(email: string): Promise<boolean> {
  return run(
    async (db, t) =>
      (
        await db
          .select({ id: t.users.id })
          .from(t.users)
          .where(eq(t.users.email, normalizeEmail(email)))
          .limit(1)
      ).length > 0,
  );
}

/** The address an anonymised account keeps (unique, never deliverable: .invalid is reserved). */
const deletedEmail = (userId: number) => `deleted-${userId}@deleted.invalid`;
const DELETED_NAME = "Deleted user";

/**
 * Deletes an account (docs/decisions/0013-account-security.md): personal data is removed,
 * the user row stays anonymised so that payments, invoices and referral records keep their
 * owner id. Subscriptions are cancelled by the caller first (the processor may need a call).
 */
export async function anonymiseAccount(userId: number, now = new Date()): Promise<void> {
  await transaction(async (tx, s) => {
    // What the learner made or kept: gone.
    await tx.delete(s.sessions).where(eq(s.sessions.userId, userId));
    await tx.delete(s.authTokens).where(eq(s.authTokens.userId, userId));
    await tx.delete(s.recoveryCodes).where(eq(s.recoveryCodes.userId, userId));
    await tx.delete(s.twoFactorChallenges).where(eq(s.twoFactorChallenges.userId, userId));
    await tx.delete(s.paymentMethods).where(eq(s.paymentMethods.userId, userId));
    await tx.delete(s.gatewayCards).where(eq(s.gatewayCards.userId, userId));
    await tx.delete(s.notesHighlights).where(eq(s.notesHighlights.userId, userId));
    await tx.delete(s.userDataMaps).where(eq(s.userDataMaps.userId, userId));
    await tx.delete(s.widgetUserData).where(eq(s.widgetUserData.userId, userId));
    await tx.delete(s.userInteractions).where(eq(s.userInteractions.userId, userId));
    await tx.delete(s.lessonProgress).where(eq(s.lessonProgress.userId, userId));
    await tx.delete(s.lessonQuizPasses).where(eq(s.lessonQuizPasses.userId, userId));
    await tx.delete(s.bannerDismissals).where(eq(s.bannerDismissals.userId, userId));
    await tx.delete(s.coachPreferences).where(eq(s.coachPreferences.userId, userId));
    await tx.delete(s.coachUserPaths).where(eq(s.coachUserPaths.userId, userId));
    await tx.delete(s.coachVisits).where(eq(s.coachVisits.userId, userId));
    await tx.delete(s.coachSubmissions).where(eq(s.coachSubmissions.userId, userId));
    await tx.delete(s.mockInterviews).where(eq(s.mockInterviews.userId, userId));
    await tx.delete(s.userActiveOrganizations).where(eq(s.userActiveOrganizations.userId, userId));
    await tx.delete(s.organizationMembers).where(eq(s.organizationMembers.userId, userId));
    // Renewals of cancelled plans are never charged.
    await tx.update(s.subscriptions).set({ autoRenew: false }).where(eq(s.subscriptions.userId, userId));
    // Who they were: anonymised.
    await tx
      .update(s.users)
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
      .where(eq(s.users.id, userId));
  });
}
