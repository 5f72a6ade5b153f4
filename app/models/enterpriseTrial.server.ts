// Enterprise trial requests (a token link mailed to a work address, accepted once) and the trial
// organizations an admin holds. Queries only: the flow is app/services/organizations/trials.server.ts.
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { changes, rows, run, transaction } from "../../db/access";
import type { schema } from "../../db/client";

export type TrialRequestRow = typeof schema.enterpriseTrialRequests.$inferSelect;

export async function insertTrialRequest(values: typeof schema.enterpriseTrialRequests.$inferInsert): Promise<void> {
  await run((db, t) => db.insert(t.enterpriseTrialRequests).values(values));
}

export async function findTrialRequest(tokenHash: string): Promise<TrialRequestRow | undefined> {
  const [row] = await run((db, t) => db.select().from(t.enterpriseTrialRequests).where(eq(t.enterpriseTrialRequests.tokenHash, tokenHash)).limit(1));
  return row;
}

/** Inside a transaction: the request behind a token hash, its row locked until the end. */
export async function lockTrialRequest(tokenHash: string): Promise<TrialRequestRow | undefined> {
  return transaction(async (_db, _t, forUpdate) => {
    await rows(sql`SELECT id FROM enterprise_trial_requests WHERE token_hash = ${tokenHash}${forUpdate}`);
    return findTrialRequest(tokenHash);
  });
}

/** Whether the user has accepted a self-initiated trial. */
export async function hasAcceptedTrial(userId: number): Promise<boolean> {
  const found = await run((db, t) =>
    db
      .select({ id: t.enterpriseTrialRequests.id })
      .from(t.enterpriseTrialRequests)
      .where(and(eq(t.enterpriseTrialRequests.userId, userId), eq(t.enterpriseTrialRequests.status, "accepted")))
      .limit(1),
  );
  return found.length > 0;
}

/** Marks a pending request accepted; false when it was not pending any more. */
export async function markTrialRequestAccepted(
  id: number,
  values: { jobTitle: string; organizationId: number; userId: number; acceptedAt: string },
): Promise<boolean> {
  const r = await run((db, t) =>
    db
      .update(t.enterpriseTrialRequests)
      .set({ status: "accepted", ...values })
      .where(and(eq(t.enterpriseTrialRequests.id, id), eq(t.enterpriseTrialRequests.status, "pending"))),
  );
  return changes(r) > 0;
}

export type TrialOrg = { id: number; name: string; trialExpirationDate: string | null; trialExtended: boolean; isSelfInitiatedTrial: boolean };

/** The organizations whose admin the user is and that hold a trial (for the banner and the extension). */
export async function adminTrialOrganizations(userId: number): Promise<TrialOrg[]> {
  return run((db, t) => {
    const o = t.organizations;
    const m = t.organizationMembers;
    return db
      .select({
        id: o.id,
        name: o.name,
        trialExpirationDate: o.trialExpirationDate,
        trialExtended: o.trialExtended,
        isSelfInitiatedTrial: o.isSelfInitiatedTrial,
      })
      .from(m)
      .innerJoin(o, eq(o.id, m.organizationId))
      .where(
        and(
          eq(m.userId, userId),
          eq(m.isAdmin, true),
          isNotNull(o.trialExpirationDate),
          sql`EXISTS (SELECT 1 FROM organization_subscriptions s WHERE s.organization_id = ${o.id} AND s.status = 'trial')`,
        ),
      )
      .orderBy(o.id);
  });
}

/** Inside a transaction: the organization's trial subscription, its row locked, or undefined. */
export async function lockTrialSubscriptionOf(organizationId: number) {
  return transaction(async (db, t, forUpdate) => {
    await rows(sql`SELECT id FROM organizations WHERE id = ${organizationId}${forUpdate}`);
    const [row] = await db
      .select()
      .from(t.organizationSubscriptions)
      .where(and(eq(t.organizationSubscriptions.organizationId, organizationId), eq(t.organizationSubscriptions.status, "trial")))
      .limit(1);
    return row;
  });
}
