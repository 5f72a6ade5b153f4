// Learning plans, their weeks, items and assignments, and mentorships: queries only
import { alias } from "drizzle-orm/sqlite-core";
// (docs/product/learning-plans.md). Who may read or change them is decided in
// app/services/learningPlans.server.ts with the engine's rules.
import { and, asc, eq, inArray, isNotNull, or } from "drizzle-orm";
import { run, transaction } from "../../db/access";
import type { schema } from "../../db/client";

export type PlanRow = typeof schema.learningPlans.$inferSelect;
export type PlanWeekRow = typeof schema.learningPlanWeeks.$inferSelect;
export type PlanItemRow = typeof schema.learningPlanItems.$inferSelect;
export type PlanAssignmentRow = typeof schema.learningPlanAssignments.$inferSelect;

export async function findPlan(id: number): Promise<PlanRow | null> {
  return run(async (db, t) => (await db.select().from(t.learningPlans).where(eq(t.learningPlans.id, id)).limit(1))[0] ?? null);
}

export async function listPlansOfOrganization(organizationId: number): Promise<PlanRow[]> {
  return run(async (db, t) =>
    db.select().from(t.learningPlans).where(eq(t.learningPlans.organizationId, organizationId)).orderBy(asc(t.learningPlans.id)),
  );
}

export async function createPlan(input: { organizationId: number; authorId: number; title: string; summary: string }): Promise<PlanRow> {
  return run(
    async (db, t) =>
      (
        await db
          .insert(t.learningPlans)
          .values({ ...input, status: "draft" })
          .returning()
      )[0]!,
  );
}

export async function updatePlan(id: number, change: Partial<Pick<PlanRow, "title" | "summary" | "status">>): Promise<void> {
  await run(async (db, t) => {
    await db.update(t.learningPlans).set(change).where(eq(t.learningPlans.id, id));
  });
}

export async function listWeeks(planId: number): Promise<PlanWeekRow[]> {
  return run(async (db, t) =>
    db.select().from(t.learningPlanWeeks).where(eq(t.learningPlanWeeks.planId, planId)).orderBy(asc(t.learningPlanWeeks.position)),
  );
}

export async function listItems(weekIds: readonly number[]): Promise<PlanItemRow[]> {
  if (weekIds.length === 0) return [];
  return run(async (db, t) =>
    db
      .select()
      .from(t.learningPlanItems)
      .where(inArray(t.learningPlanItems.weekId, [...weekIds]))
      .orderBy(asc(t.learningPlanItems.weekId), asc(t.learningPlanItems.position)),
  );
}

/** Adds a week at the end. */
export async function addWeek(planId: number, title: string, contactUserId: number | null): Promise<PlanWeekRow> {
  return transaction(async (db, t) => {
    const weeks = await db.select({ position: t.learningPlanWeeks.position }).from(t.learningPlanWeeks).where(eq(t.learningPlanWeeks.planId, planId));
    const position = weeks.reduce((m, w) => Math.max(m, w.position + 1), 0);
    return (await db.insert(t.learningPlanWeeks).values({ planId, title, contactUserId, position }).returning())[0]!;
  });
}

export async function updateWeek(weekId: number, change: { title: string; contactUserId: number | null }): Promise<void> {
  await run(async (db, t) => {
    await db.update(t.learningPlanWeeks).set(change).where(eq(t.learningPlanWeeks.id, weekId));
  });
}

export async function deleteWeek(weekId: number): Promise<void> {
  await run(async (db, t) => {
    await db.delete(t.learningPlanWeeks).where(eq(t.learningPlanWeeks.id, weekId));
  });
}

export async function addItem(
  weekId: number,
  item: { kind: "course" | "module" | "path"; refId: number; isOptional: boolean },
): Promise<PlanItemRow> {
  return transaction(async (db, t) => {
    const items = await db.select({ position: t.learningPlanItems.position }).from(t.learningPlanItems).where(eq(t.learningPlanItems.weekId, weekId));
    const position = items.reduce((m, w) => Math.max(m, w.position + 1), 0);
    return (
      await db
        .insert(t.learningPlanItems)
        .values({
          weekId,
          kind: item.kind,
          courseId: item.kind === "course" ? item.refId : null,
          moduleId: item.kind === "module" ? item.refId : null,
          pathId: item.kind === "path" ? item.refId : null,
          isOptional: item.isOptional,
          position,
        })
        .returning()
    )[0]!;
  });
}

export async function deleteItem(itemId: number): Promise<void> {
  await run(async (db, t) => {
    await db.delete(t.learningPlanItems).where(eq(t.learningPlanItems.id, itemId));
  });
}

export async function listAssignments(planId: number): Promise<PlanAssignmentRow[]> {
  return run(async (db, t) =>
    db.select().from(t.learningPlanAssignments).where(eq(t.learningPlanAssignments.planId, planId)).orderBy(asc(t.learningPlanAssignments.id)),
  );
}

export async function addAssignment(input: {
  planId: number;
  teamId: number | null;
  userId: number | null;
  startDate: string;
  dueDate: string;
  assignedBy: number;
}): Promise<PlanAssignmentRow> {
  return run(async (db, t) => (await db.insert(t.learningPlanAssignments).values(input).returning())[0]!);
}

/** The published plans assigned to a user, directly or through their team, with the assignment's dates. */
export async function plansAssignedTo(userId: number): Promise<{ plan: PlanRow; assignment: PlanAssignmentRow }[]> {
  return run(async (db, t) => {
    const m = t.organizationMembers;
    const a = t.learningPlanAssignments;
    const p = t.learningPlans;
    const rows = await db
      .select({ plan: p, assignment: a })
      .from(a)
      .innerJoin(p, eq(p.id, a.planId))
      .innerJoin(m, and(eq(m.organizationId, p.organizationId), eq(m.userId, userId)))
      .where(and(eq(p.status, "published"), or(eq(a.userId, userId), and(isNotNull(a.teamId), eq(a.teamId, m.teamId)))))
      .orderBy(asc(a.dueDate), asc(a.id));
    // one row per plan: the earliest-due assignment
    const seen = new Set<number>();
    return rows.filter((r) => (seen.has(r.plan.id) ? false : (seen.add(r.plan.id), true)));
  });
}

/** The members an assignment reaches: its user, or every member of its team. */
export async function assigneesOf(
  organizationId: number,
  assignments: readonly Pick<PlanAssignmentRow, "teamId" | "userId">[],
): Promise<{ userId: number; name: string; email: string; teamId: number | null }[]> {
  const userIds = assignments.map((a) => a.userId).filter((id): id is number => id !== null);
  const teamIds = assignments.map((a) => a.teamId).filter((id): id is number => id !== null);
  if (userIds.length === 0 && teamIds.length === 0) return [];
  return run(async (db, t) => {
    const m = t.organizationMembers;
    const conds = [];
    if (userIds.length) conds.push(inArray(m.userId, userIds));
    if (teamIds.length) conds.push(inArray(m.teamId, teamIds));
    return db
      .select({ userId: m.userId, name: t.users.fullName, email: t.users.email, teamId: m.teamId })
      .from(m)
      .innerJoin(t.users, eq(t.users.id, m.userId))
      .where(and(eq(m.organizationId, organizationId), or(...conds)))
      .orderBy(asc(t.users.fullName), asc(m.userId));
  });
}

/** Members of an organization with their name (the contact and assignee pickers). */
export async function organizationPeople(organizationId: number): Promise<{ userId: number; name: string; email: string; teamId: number | null }[]> {
  return run(async (db, t) => {
    const m = t.organizationMembers;
    return db
      .select({ userId: m.userId, name: t.users.fullName, email: t.users.email, teamId: m.teamId })
      .from(m)
      .innerJoin(t.users, eq(t.users.id, m.userId))
      .where(eq(m.organizationId, organizationId))
      .orderBy(asc(t.users.fullName), asc(m.userId));
  });
}

export async function organizationTeams(organizationId: number): Promise<{ id: number; name: string }[]> {
  return run(async (db, t) =>
    db
      .select({ id: t.organizationTeams.id, name: t.organizationTeams.name })
      .from(t.organizationTeams)
      .where(eq(t.organizationTeams.organizationId, organizationId))
      .orderBy(asc(t.organizationTeams.name)),
  );
}

// ---------------------------------------------------------------- mentorships

export async function menteesOf(organizationId: number, mentorId: number): Promise<{ userId: number; name: string; email: string }[]> {
  return run(async (db, t) =>
    db
      .select({ userId: t.users.id, name: t.users.fullName, email: t.users.email })
      .from(t.mentorships)
      .innerJoin(t.users, eq(t.users.id, t.mentorships.menteeId))
      .where(and(eq(t.mentorships.organizationId, organizationId), eq(t.mentorships.mentorId, mentorId)))
      .orderBy(asc(t.users.fullName)),
  );
}

export async function isMentorOf(organizationId: number, mentorId: number, menteeId: number): Promise<boolean> {
  return run(async (db, t) => {
    const rows = await db
      .select({ menteeId: t.mentorships.menteeId })
      .from(t.mentorships)
      .where(and(eq(t.mentorships.organizationId, organizationId), eq(t.mentorships.mentorId, mentorId), eq(t.mentorships.menteeId, menteeId)))
      .limit(1);
    return rows.length > 0;
  });
}

/**
 * Pairs a mentor with a mentee in one transaction: both memberships get their mentoring role and the
 * pair is stored (again: nothing changes). False when either person is not a member.
 */
export async function pairMentorship(organizationId: number, mentorId: number, menteeId: number): Promise<boolean> {
  return transaction(async (db, t) => {
    const members = await db
      .select({ userId: t.organizationMembers.userId })
      .from(t.organizationMembers)
      .where(and(eq(t.organizationMembers.organizationId, organizationId), inArray(t.organizationMembers.userId, [mentorId, menteeId])));
    if (members.length !== 2) return false;
    const member = (userId: number) => and(eq(t.organizationMembers.organizationId, organizationId), eq(t.organizationMembers.userId, userId));
    await db.update(t.organizationMembers).set({ isMentor: true }).where(member(mentorId));
    await db.update(t.organizationMembers).set({ isMentee: true }).where(member(menteeId));
    await db.insert(t.mentorships).values({ organizationId, mentorId, menteeId }).onConflictDoNothing();
    return true;
  });
}

/** The organization's mentor–mentee pairs, by mentor then mentee name. */
export async function listMentorships(
  organizationId: number,
): Promise<{ mentorId: number; mentorName: string; menteeId: number; menteeName: string }[]> {
  return run(async (db, t) => {
    const mentor = alias(t.users, "mentor");
    const mentee = alias(t.users, "mentee");
    return db
      .select({ mentorId: t.mentorships.mentorId, mentorName: mentor.fullName, menteeId: t.mentorships.menteeId, menteeName: mentee.fullName })
      .from(t.mentorships)
      .innerJoin(mentor, eq(mentor.id, t.mentorships.mentorId))
      .innerJoin(mentee, eq(mentee.id, t.mentorships.menteeId))
      .where(eq(t.mentorships.organizationId, organizationId))
      .orderBy(asc(mentor.fullName), asc(mentee.fullName));
  });
}

/** Ends a pair; the people keep their mentoring roles (they may have other pairs). False when there was no such pair. */
export async function unpairMentorship(organizationId: number, mentorId: number, menteeId: number): Promise<boolean> {
  return run(async (db, t) => {
    const gone = await db
      .delete(t.mentorships)
      .where(and(eq(t.mentorships.organizationId, organizationId), eq(t.mentorships.mentorId, mentorId), eq(t.mentorships.menteeId, menteeId)))
      .returning({ menteeId: t.mentorships.menteeId });
    return gone.length > 0;
  });
}

/** Sets the organization's feature flags column (JSON). */
export async function saveFeatureFlags(organizationId: number, flags: Record<string, boolean>): Promise<void> {
  await run(async (db, t) => {
    await db
      .update(t.organizations)
      .set({ featureFlags: JSON.stringify(flags) })
      .where(eq(t.organizations.id, organizationId));
  });
}
