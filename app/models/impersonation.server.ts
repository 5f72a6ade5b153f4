// Impersonations: every start and stop, with the staff audit row written in the same transaction.
import { and, desc, eq, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { getDb, schema, type Db } from "../../db/client";

export type Impersonation = typeof schema.impersonations.$inferSelect;

/** Records a start (impersonations row + staff_audit_log "impersonation.start"); returns the row. */
export function recordImpersonationStart(
  input: { staff: { id: number; email: string }; target: { id: number; email: string }; reason: string },
  now: Date = new Date(),
  db: Db = getDb(),
): Impersonation {
  return db.transaction(
    (tx) => {
      const row = tx
        .insert(schema.impersonations)
        .values({ staffUserId: input.staff.id, targetUserId: input.target.id, reason: input.reason, startedAt: now.toISOString() })
        .returning()
        .get();
      tx.insert(schema.staffAuditLog)
        .values({
          actorUserId: input.staff.id,
          action: "impersonation.start",
          detail: JSON.stringify({
            actor_email: input.staff.email,
            impersonation_id: row.id,
            target_user_id: input.target.id,
            target_email: input.target.email,
            reason: input.reason,
          }),
        })
        .run();
      return row;
    },
    { behavior: "immediate" },
  );
}

export async function setImpersonationSession(id: number, sessionId: string, db: Db = getDb()): Promise<void> {
  await db.update(schema.impersonations).set({ sessionId }).where(eq(schema.impersonations.id, id));
}

/**
 * Records a stop once (ended_at + staff_audit_log "impersonation.stop"); a second stop of the
 * same impersonation changes nothing and answers null.
 */
export function recordImpersonationStop(
  id: number,
  staff: { id: number; email: string },
  now: Date = new Date(),
  db: Db = getDb(),
): Impersonation | null {
  const i = schema.impersonations;
  return db.transaction(
    (tx) => {
      const row = tx
        .update(i)
        .set({ endedAt: now.toISOString() })
        .where(and(eq(i.id, id), isNull(i.endedAt)))
        .returning()
        .get();
      if (!row) return null;
      tx.insert(schema.staffAuditLog)
        .values({
          actorUserId: staff.id,
          action: "impersonation.stop",
          detail: JSON.stringify({
            actor_email: staff.email,
            impersonation_id: row.id,
            target_user_id: row.targetUserId,
            minutes: Math.round((now.getTime() - Date.parse(row.startedAt)) / 60_000),
          }),
        })
        .run();
      return row;
    },
    { behavior: "immediate" },
  );
}

/** A session row by id while it is unexpired (the staff's own session to return to). */
export async function findLiveSession(id: string, now: Date = new Date(), db: Db = getDb()) {
  const row = await db.query.sessions.findFirst({ where: eq(schema.sessions.id, id) });
  return row && row.expiresAt > now.toISOString() ? row : null;
}

/** The latest impersonations with who did it to whom, for the staff page. */
export async function listRecentImpersonations(limit = 20, db: Db = getDb()) {
  const staff = alias(schema.users, "staff");
  const target = alias(schema.users, "target");
  const i = schema.impersonations;
  return db
    .select({ id: i.id, reason: i.reason, startedAt: i.startedAt, endedAt: i.endedAt, staffEmail: staff.email, targetEmail: target.email })
    .from(i)
    .innerJoin(staff, eq(staff.id, i.staffUserId))
    .innerJoin(target, eq(target.id, i.targetUserId))
    .orderBy(desc(i.id))
    .limit(limit);
}
