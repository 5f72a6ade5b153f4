// Cloud-lab sessions (docs/product/cloud-labs.md#sessions). Every change is a conditional update on
// the row (status still "active"), so two server processes never end or extend a session twice.
import { and, desc, eq, isNotNull, lte } from "drizzle-orm";
import { changes, run } from "../../db/access";
import type { LabStatus } from "~/engine/labs";

export interface LabSessionRow {
  id: number;
  userId: number;
  labSlug: string;
  status: LabStatus;
  startedAt: string;
  endsAt: string;
  extended: boolean;
  endedAt: string | null;
  servicesPid: number | null;
  s3Port: number | null;
  dynamodbPort: number | null;
  servicesDir: string | null;
  passedSteps: number[];
  lastCommand: string | null;
  lastOutput: string | null;
  lastExitCode: number | null;
  completedAt: string | null;
}

type Raw = Omit<LabSessionRow, "passedSteps" | "status"> & { passedSteps: string; status: string; activeUserId?: number | null };

function parse(r: Raw): LabSessionRow {
  const { activeUserId: _active, ...rest } = r;
  let passed: number[] = [];
  try {
    const v = JSON.parse(r.passedSteps) as unknown;
    if (Array.isArray(v)) passed = v.filter((n): n is number => Number.isInteger(n));
  } catch {
    passed = [];
  }
  return { ...rest, status: r.status as LabStatus, passedSteps: passed };
}

/** Opens a session unless the learner already holds one (the unique active_user_id): null then. */
export async function insertLabSession(userId: number, labSlug: string, startedAt: Date, endsAt: Date): Promise<number | null> {
  const inserted = await run(async (db, t) =>
    db
      .insert(t.labSessions)
      .values({ userId, labSlug, status: "active", activeUserId: userId, startedAt: startedAt.toISOString(), endsAt: endsAt.toISOString() })
      .onConflictDoNothing()
      .returning({ id: t.labSessions.id }),
  );
  return inserted[0]?.id ?? null;
}

/** Records where the session's services answer. */
export async function setLabServices(id: number, s: { pid: number; s3Port: number; dynamodbPort: number; dir: string }): Promise<boolean> {
  return run(
    async (db, t) =>
      changes(
        await db
          .update(t.labSessions)
          .set({ servicesPid: s.pid, s3Port: s.s3Port, dynamodbPort: s.dynamodbPort, servicesDir: s.dir })
          .where(and(eq(t.labSessions.id, id), eq(t.labSessions.status, "active"))),
      ) > 0,
  );
}

/** The learner's running session (status active; it may be past its end until someone ends it). */
export async function findActiveLabSession(userId: number): Promise<LabSessionRow | null> {
  const found = await run(async (db, t) =>
    db
      .select()
      .from(t.labSessions)
      .where(and(eq(t.labSessions.userId, userId), eq(t.labSessions.status, "active")))
      .limit(1),
  );
  return found[0] ? parse(found[0] as Raw) : null;
}

/** The learner's latest session of a lab, running or not. */
export async function findLatestLabSession(userId: number, labSlug: string): Promise<LabSessionRow | null> {
  const found = await run(async (db, t) =>
    db
      .select()
      .from(t.labSessions)
      .where(and(eq(t.labSessions.userId, userId), eq(t.labSessions.labSlug, labSlug)))
      .orderBy(desc(t.labSessions.id))
      .limit(1),
  );
  return found[0] ? parse(found[0] as Raw) : null;
}

/** Ends a running session (status ended or expired); true only for the one caller that ended it. */
export async function closeLabSession(id: number, status: "ended" | "expired", at: Date): Promise<boolean> {
  return run(
    async (db, t) =>
      changes(
        await db
          .update(t.labSessions)
          .set({ status, activeUserId: null, endedAt: at.toISOString() })
          .where(and(eq(t.labSessions.id, id), eq(t.labSessions.status, "active"))),
      ) > 0,
  );
}

/** The one extension: only a running, not yet extended session moves its end. */
export async function extendLabSession(id: number, endsAt: string): Promise<boolean> {
  return run(
    async (db, t) =>
      changes(
        await db
          .update(t.labSessions)
          .set({ endsAt, extended: true })
          .where(and(eq(t.labSessions.id, id), eq(t.labSessions.status, "active"), eq(t.labSessions.extended, false))),
      ) > 0,
  );
}

/** What the last command printed, and the steps whose check passed. */
export async function recordLabRun(
  id: number,
  values: { lastCommand?: string; lastOutput?: string; lastExitCode?: number | null; passedSteps?: number[]; completedAt?: string },
): Promise<void> {
  const { passedSteps, ...rest } = values;
  await run(async (db, t) =>
    db
      .update(t.labSessions)
      .set({ ...rest, ...(passedSteps ? { passedSteps: JSON.stringify(passedSteps) } : {}) })
      .where(eq(t.labSessions.id, id)),
  );
}

/** Running sessions past their end (any learner). */
export async function listOverdueLabSessions(now: Date): Promise<LabSessionRow[]> {
  const found = await run(async (db, t) =>
    db
      .select()
      .from(t.labSessions)
      .where(and(eq(t.labSessions.status, "active"), lte(t.labSessions.endsAt, now.toISOString()))),
  );
  return found.map((r) => parse(r as Raw));
}

/** Every running session (for `codelift labs list`). */
export async function listActiveLabSessions(): Promise<(LabSessionRow & { email: string })[]> {
  const found = await run(async (db, t) =>
    db
      .select({ s: t.labSessions, email: t.users.email })
      .from(t.labSessions)
      .innerJoin(t.users, eq(t.users.id, t.labSessions.userId))
      .where(and(eq(t.labSessions.status, "active"), isNotNull(t.labSessions.activeUserId))),
  );
  return found.map((r) => ({ ...parse(r.s as Raw), email: r.email }));
}

/** Slugs of the labs the learner completed. */
export async function listCompletedLabSlugs(userId: number): Promise<Set<string>> {
  const found = await run(async (db, t) =>
    db
      .select({ slug: t.labSessions.labSlug })
      .from(t.labSessions)
      .where(and(eq(t.labSessions.userId, userId), isNotNull(t.labSessions.completedAt))),
  );
  return new Set(found.map((r) => r.slug));
}
