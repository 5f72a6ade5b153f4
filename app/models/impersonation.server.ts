// Impersonations: every start and stop, with the staff audit row written in the same transaction.
import { and, desc, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { run, transaction } from "../../db/access";
import type { schema } from "../../db/client";

export type Impersonation = typeof schema.impersonations.$inferSelect;

/** Records a start (impersonations row + staff_audit_log "impersonation.start"); returns the row. */
export async function recordImpersonationStart(
  input: { staff: { id: number; email: string }; target: { id: number; email: string }; reason: string },
  now: Date = new Date(),
): Promise<Impersonation> {
  return transaction(async (db, t) => {
    const [row] = await db
      .insert(t.impersonations)
      .values({ staffUserId: input.staff.id, targetUserId: input.target.id, reason: input.reason, startedAt: now.toISOString() })
      .returning();
    await db.insert(t.staffAuditLog).values({
      actorUserId: input.staff.id,
      action: "impersonation.start",
      detail: JSON.stringify({
        actor_email: input.staff.email,
        impersonation_id: row!.id,
        target_user_id: input.target.id,
        target_email: input.target.email,
        reason: input.reason,
      }),
    });
    return row!;
  });
}

export async function setImpersonationSession(id: number, sessionId: string): Promise<void> {
  await run(async (db, t) => {
    await db.update(t.impersonations).set({ sessionId }).where(eq(t.impersonations.id, id));
  });
}

/**
 * Records a stop once (ended_at + staff_audit_log "impersonation.stop"); a second stop of the
 * same impersonation changes nothing and answers null.
 */
export async function recordImpersonationStop(
  id: number,
  staff: { id: number; email: string },
  now: Date = new Date(),
): Promise<Impersonation | null> {
  return transaction(async (db, t) => {
    const i = t.impersonations;
    const [row] = await db
      .update(i)
      .set({ endedAt: now.toISOString() })
      .where(and(eq(i.id, id), isNull(i.endedAt)))
      .returning();
    if (!row) return null;
    await db.insert(t.staffAuditLog).values({
      actorUserId: staff.id,
      action: "impersonation.stop",
      detail: JSON.stringify({
        actor_email: staff.email,
        impersonation_id: row.id,
        target_user_id: row.targetUserId,
        minutes: Math.round((now.getTime() - Date.parse(row.startedAt)) / 60_000),
      }),
    });
    return row;
  });
}

/** A session row by id while it is unexpired (the staff's own session to return to). */
export async function findLiveSession(id: string, now: Date = new Date()) {
  const [row] = await run(async (db, t) => db.select().from(t.sessions).where(eq(t.sessions.id, id)).limit(1));
  return row && row.expiresAt > now.toISOString() ? row : null;
}

/** The latest impersonations with who did it to whom, for the staff page. */
export async function listRecentImpersonations(limit = 20) {
  return run(async (db, t) => {
    const staff = alias(t.users, "staff");
    const target = alias(t.users, "target");
    const i = t.impersonations;
    return db
      .select({ id: i.id, reason: i.reason, startedAt: i.startedAt, endedAt: i.endedAt, staffEmail: staff.email, targetEmail: target.email })
      .from(i)
      .innerJoin(staff, eq(staff.id, i.staffUserId))
      .innerJoin(target, eq(target.id, i.targetUserId))
      .orderBy(desc(i.id))
      .limit(limit);
  });
}
