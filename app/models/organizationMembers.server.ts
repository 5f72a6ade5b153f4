// An organization's people, the writes: seats, teams, roles, removal, invitations and their
// acceptance, the active organization. Every write that checks something first (a free seat, the
// last admin, an unused invitation) is one transaction that starts by locking the organization's
// row, so two admins (or two machines) acting at once on the same organization take turns: a
// subscription is never overbooked, the last admin never removed, an invitation accepted once.
// The service (app/services/organizations/) turns the reasons answered here into messages.
import { and, asc, eq, exists, isNull, ne, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { changes, rows, run, transaction } from "../../db/access";
import type { EnterpriseRole } from "~/engine/organizations";
import { isLiveSubscription, type OrganizationMemberRow } from "./organization.server";
import { preparedQuery } from "./preparedQueries.server";

/** Locks the organization's row until the end of the transaction (PostgreSQL; SQLite's transaction holds the write lock already). */
export async function lockOrganization(organizationId: number, forUpdate: ReturnType<typeof sql>): Promise<void> {
  await rows(sql`SELECT id FROM organizations WHERE id = ${organizationId}${forUpdate}`);
}

async function memberRow(organizationId: number, userId: number): Promise<OrganizationMemberRow | undefined> {
  return run(async (db, t) => {
    const m = t.organizationMembers;
    return (
      await db
        .select()
        .from(m)
        .where(and(eq(m.organizationId, organizationId), eq(m.userId, userId)))
        .limit(1)
    )[0];
  });
}

async function seatsHeld(subscriptionId: number): Promise<number> {
  return run(async (db, t) => {
    const m = t.organizationMembers;
    return Number(
      (
        await db
          .select({ n: sql<number>`count(*)` })
          .from(m)
          .where(eq(m.subscriptionId, subscriptionId))
      )[0]?.n ?? 0,
    );
  });
}

async function otherAdmins(organizationId: number, userId: number): Promise<number> {
  return run(async (db, t) => {
    const m = t.organizationMembers;
    return Number(
      (
        await db
          .select({ n: sql<number>`count(*)` })
          .from(m)
          .where(and(eq(m.organizationId, organizationId), eq(m.isAdmin, true), ne(m.userId, userId)))
      )[0]?.n ?? 0,
    );
  });
}

// ---------------------------------------------------------------- seats

type SeatResult =
  | { ok: true; already: boolean; subscriptionId: number }
  | { ok: false; reason: "notMember" | "unknownSubscription" | "subscriptionNotLive" | "seatsFull"; seats?: number };

/** Gives a member a seat of a subscription of the organization, when one is free. */
export async function assignMemberSeat(organizationId: number, userId: number, subscriptionId: number, now = new Date()): Promise<SeatResult> {
  return transaction(async (db, t, forUpdate) => {
    await lockOrganization(organizationId, forUpdate);
    const m = t.organizationMembers;
    const s = t.organizationSubscriptions;
    const member = await memberRow(organizationId, userId);
    if (!member) return { ok: false, reason: "notMember" };
    const [sub] = await db
      .select()
      .from(s)
      .where(and(eq(s.id, subscriptionId), eq(s.organizationId, organizationId)))
      .limit(1);
    if (!sub) return { ok: false, reason: "unknownSubscription" };
    if (member.subscriptionId === sub.id) return { ok: true, already: true, subscriptionId: sub.id };
    if (!isLiveSubscription(sub, now)) return { ok: false, reason: "subscriptionNotLive" };
    if ((await seatsHeld(sub.id)) >= sub.seats) return { ok: false, reason: "seatsFull", seats: sub.seats };
    // A seat is for a paying member: a Non-Paid Member who gets one becomes a Member.
    const role = member.role === "Non-Paid Member" ? "Member" : member.role;
    await db
      .update(m)
      .set({ subscriptionId: sub.id, role })
      .where(and(eq(m.organizationId, organizationId), eq(m.userId, userId)));
    return { ok: true, already: false, subscriptionId: sub.id };
  });
}

/** Frees the member's seat. */
export async function revokeMemberSeat(
  organizationId: number,
  userId: number,
): Promise<{ ok: true } | { ok: false; reason: "notMember" | "noSeat" }> {
  return transaction(async (db, t, forUpdate) => {
    await lockOrganization(organizationId, forUpdate);
    const m = t.organizationMembers;
    const member = await memberRow(organizationId, userId);
    if (!member) return { ok: false, reason: "notMember" };
    if (member.subscriptionId === null) return { ok: false, reason: "noSeat" };
    await db
      .update(m)
      .set({ subscriptionId: null })
      .where(and(eq(m.organizationId, organizationId), eq(m.userId, userId)));
    return { ok: true };
  });
}

// ---------------------------------------------------------------- teams

/** Creates a team (its name unique in the organization, in any case). */
export async function createOrganizationTeam(
  organizationId: number,
  name: string,
  subscriptionId: number | null,
): Promise<{ ok: true; teamId: number } | { ok: false; reason: "unknownSubscription" | "teamExists" }> {
  return transaction(async (db, t, forUpdate) => {
    await lockOrganization(organizationId, forUpdate);
    const team = t.organizationTeams;
    const s = t.organizationSubscriptions;
    if (
      subscriptionId !== null &&
      !(
        await db
          .select({ id: s.id })
          .from(s)
          .where(and(eq(s.id, subscriptionId), eq(s.organizationId, organizationId)))
          .limit(1)
      )[0]
    )
      return { ok: false, reason: "unknownSubscription" };
    const [clash] = await db
      .select({ id: team.id })
      .from(team)
      .where(and(eq(team.organizationId, organizationId), sql`lower(${team.name}) = lower(${name})`))
      .limit(1);
    if (clash) return { ok: false, reason: "teamExists" };
    const [row] = await db.insert(team).values({ organizationId, subscriptionId, name }).returning({ id: team.id });
    return { ok: true, teamId: row!.id };
  });
}

/** Puts a member in one of the organization's teams (null: no team). */
export async function setOrganizationMemberTeam(
  organizationId: number,
  userId: number,
  teamId: number | null,
): Promise<{ ok: true } | { ok: false; reason: "notMember" | "unknownTeam" }> {
  return transaction(async (db, t, forUpdate) => {
    await lockOrganization(organizationId, forUpdate);
    const m = t.organizationMembers;
    const team = t.organizationTeams;
    if (!(await memberRow(organizationId, userId))) return { ok: false, reason: "notMember" };
    if (
      teamId !== null &&
      !(
        await db
          .select({ id: team.id })
          .from(team)
          .where(and(eq(team.id, teamId), eq(team.organizationId, organizationId)))
          .limit(1)
      )[0]
    )
      return { ok: false, reason: "unknownTeam" };
    await db
      .update(m)
      .set({ teamId })
      .where(and(eq(m.organizationId, organizationId), eq(m.userId, userId)));
    return { ok: true };
  });
}

// ---------------------------------------------------------------- roles and removal

type MemberColumns = Pick<
  OrganizationMemberRow,
  "role" | "isAdmin" | "adminLevel" | "isManager" | "isMentor" | "isMentee" | "isUserTeamManager" | "isOnboardingSubscriptionManager"
>;

/**
 * Changes a member's role and flags (`columns` computes them from the current row). The
 * organization never loses its last admin. A Non-Paid Member holds no seat: the change frees it.
 */
export async function changeMemberRole(
  organizationId: number,
  userId: number,
  columns: (current: OrganizationMemberRow) => MemberColumns,
): Promise<{ ok: true } | { ok: false; reason: "notMember" | "lastAdmin" }> {
  return transaction(async (db, t, forUpdate) => {
    await lockOrganization(organizationId, forUpdate);
    const m = t.organizationMembers;
    const member = await memberRow(organizationId, userId);
    if (!member) return { ok: false, reason: "notMember" };
    const cols = columns(member);
    if (member.isAdmin && !cols.isAdmin && (await otherAdmins(organizationId, userId)) === 0) return { ok: false, reason: "lastAdmin" };
    await db
      .update(m)
      .set({ ...cols, ...(cols.role === "Non-Paid Member" ? { subscriptionId: null } : {}) })
      .where(and(eq(m.organizationId, organizationId), eq(m.userId, userId)));
    return { ok: true };
  });
}

/** Removes a member (their seat is freed with the row); never the last admin. */
export async function removeOrganizationMember(
  organizationId: number,
  userId: number,
): Promise<{ ok: true } | { ok: false; reason: "notMember" | "lastAdmin" }> {
  return transaction(async (db, t, forUpdate) => {
    await lockOrganization(organizationId, forUpdate);
    const m = t.organizationMembers;
    const a = t.userActiveOrganizations;
    const member = await memberRow(organizationId, userId);
    if (!member) return { ok: false, reason: "notMember" };
    if (member.isAdmin && (await otherAdmins(organizationId, userId)) === 0) return { ok: false, reason: "lastAdmin" };
    await db.delete(m).where(and(eq(m.organizationId, organizationId), eq(m.userId, userId)));
    await db.delete(a).where(and(eq(a.userId, userId), eq(a.organizationId, organizationId)));
    return { ok: true };
  });
}

/**
 * The organizations that would be left with members but no admin if this user's account went:
 * those where they are the only admin and someone else is a member.
 */
export async function organizationsOnlyAdminOf(userId: number): Promise<{ id: number; name: string }[]> {
  return run(async (db, t) => {
    const m = t.organizationMembers;
    const o = t.organizations;
    const other = alias(t.organizationMembers, "other_admin");
    const anyone = alias(t.organizationMembers, "anyone_else");
    return db
      .select({ id: o.id, name: o.name })
      .from(m)
      .innerJoin(o, eq(o.id, m.organizationId))
      .where(
        and(
          eq(m.userId, userId),
          eq(m.isAdmin, true),
          notExists(
            db
              .select({ one: sql`1` })
              .from(other)
              .where(and(eq(other.organizationId, m.organizationId), eq(other.isAdmin, true), ne(other.userId, userId))),
          ),
          exists(
            db
              .select({ one: sql`1` })
              .from(anyone)
              .where(and(eq(anyone.organizationId, m.organizationId), ne(anyone.userId, userId))),
          ),
        ),
      )
      .orderBy(asc(o.name));
  });
}

// ---------------------------------------------------------------- invitations

type NewInvitation = {
  organizationId: number;
  email: string;
  role: EnterpriseRole;
  subscriptionId: number | null;
  teamId: number | null;
  tokenHash: string;
  invitedByUserId: number;
  expiresAt: string;
};

/**
 * Records an invitation: refused when the address is already a member's (any case) or the
 * subscription or team is not the organization's; earlier pending invitations of the same address
 * to the organization are revoked in the same transaction.
 */
export async function createInvitation(
  input: NewInvitation,
  now = new Date(),
): Promise<{ ok: true; invitationId: number } | { ok: false; reason: "alreadyMember" | "unknownSubscription" | "unknownTeam" }> {
  return transaction(async (db, t, forUpdate) => {
    await lockOrganization(input.organizationId, forUpdate);
    const i = t.organizationInvitations;
    const m = t.organizationMembers;
    const u = t.users;
    const [already] = await db
      .select({ id: u.id })
      .from(m)
      .innerJoin(u, eq(u.id, m.userId))
      .where(and(eq(m.organizationId, input.organizationId), sql`lower(${u.email}) = lower(${input.email})`))
      .limit(1);
    if (already) return { ok: false, reason: "alreadyMember" };
    if (input.subscriptionId != null) {
      const s = t.organizationSubscriptions;
      const [sub] = await db
        .select({ id: s.id })
        .from(s)
        .where(and(eq(s.id, input.subscriptionId), eq(s.organizationId, input.organizationId)))
        .limit(1);
      if (!sub) return { ok: false, reason: "unknownSubscription" };
    }
    if (input.teamId != null) {
      const team = t.organizationTeams;
      const [found] = await db
        .select({ id: team.id })
        .from(team)
        .where(and(eq(team.id, input.teamId), eq(team.organizationId, input.organizationId)))
        .limit(1);
      if (!found) return { ok: false, reason: "unknownTeam" };
    }
    await db
      .update(i)
      .set({ revokedAt: now.toISOString() })
      .where(and(eq(i.organizationId, input.organizationId), eq(i.email, input.email), isNull(i.acceptedAt), isNull(i.revokedAt)));
    const [row] = await db.insert(i).values(input).returning({ id: i.id });
    return { ok: true, invitationId: row!.id };
  });
}

/** The name of whoever sent an invitation, when known. */
export async function inviterName(userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  return run(async (db, t) => (await db.select({ name: t.users.fullName }).from(t.users).where(eq(t.users.id, userId)).limit(1))[0]?.name ?? null);
}

type AcceptedInvitation =
  | {
      ok: true;
      organizationId: number;
      organizationName: string | null;
      role: string;
      subscriptionId: number | null;
      seated: boolean;
      seatWasFull: boolean;
    }
  | { ok: false; reason: "unknown" | "used" | "expired" | "wrongEmail" | "unverified"; invitedEmail?: string };

/**
 * Accepts an invitation for a user, once: they join with the invited role (and team), taking the
 * invited seat when one is free. The organization is locked and the invitation re-read and marked
 * accepted in the same transaction, so two acceptances at once make one membership and one answer "used".
 */
export async function acceptInvitationFor(
  user: { id: number; email: string; verified: boolean },
  tokenHash: string,
  now = new Date(),
): Promise<AcceptedInvitation> {
  return transaction(async (db, t, forUpdate) => {
    const i = t.organizationInvitations;
    const m = t.organizationMembers;
    const s = t.organizationSubscriptions;
    const [found] = await db.select({ id: i.id, organizationId: i.organizationId }).from(i).where(eq(i.tokenHash, tokenHash)).limit(1);
    if (!found) return { ok: false, reason: "unknown" };
    // Everything that writes an organization's members or invitations locks the organization first.
    await lockOrganization(found.organizationId, forUpdate);
    const [inv] = await db.select().from(i).where(eq(i.id, found.id)).limit(1);
    if (!inv || inv.revokedAt) return { ok: false, reason: "unknown" };
    if (inv.acceptedAt) return { ok: false, reason: "used" };
    if (Date.parse(inv.expiresAt) <= now.getTime()) return { ok: false, reason: "expired" };
    if (user.email.trim().toLowerCase() !== inv.email.toLowerCase()) return { ok: false, reason: "wrongEmail", invitedEmail: inv.email };
    if (!user.verified) return { ok: false, reason: "unverified" };
    const role = inv.role as EnterpriseRole;
    await addMemberIfAbsent(inv.organizationId, user.id, role, { teamId: inv.teamId });
    const member = (await memberRow(inv.organizationId, user.id))!;
    let seated = member.subscriptionId !== null;
    let seatWasFull = false;
    if (!seated && inv.subscriptionId !== null && role !== "Non-Paid Member") {
      const [sub] = await db.select().from(s).where(eq(s.id, inv.subscriptionId)).limit(1);
      if (sub && isLiveSubscription(sub, now) && (await seatsHeld(inv.subscriptionId)) < sub.seats) {
        await db
          .update(m)
          .set({ subscriptionId: sub.id })
          .where(and(eq(m.organizationId, inv.organizationId), eq(m.userId, user.id)));
        seated = true;
      } else seatWasFull = true;
    }
    const marked = changes(
      await db
        .update(i)
        .set({ acceptedAt: now.toISOString(), acceptedByUserId: user.id })
        .where(and(eq(i.id, inv.id), isNull(i.acceptedAt))),
    );
    if (marked !== 1) throw new Error("organization invitation accepted twice at once");
    const [org] = await db.select({ name: t.organizations.name }).from(t.organizations).where(eq(t.organizations.id, inv.organizationId)).limit(1);
    const after = await memberRow(inv.organizationId, user.id);
    return {
      ok: true,
      organizationId: inv.organizationId,
      organizationName: org?.name ?? null,
      role: member.role,
      subscriptionId: after?.subscriptionId ?? null,
      seated,
      seatWasFull,
    };
  });
}

/** Adds a person to an organization without a seat (joins the caller's transaction). Existing members keep their row. */
async function addMemberIfAbsent(
  organizationId: number,
  userId: number,
  role: EnterpriseRole,
  extra: { teamId?: number | null } = {},
): Promise<{ created: boolean }> {
  return run(async (db, t) => {
    if (await memberRow(organizationId, userId)) return { created: false };
    const isAdmin = role === "Admin";
    await db.insert(t.organizationMembers).values({
      organizationId,
      userId,
      role,
      isAdmin,
      adminLevel: isAdmin ? "super_admin" : null,
      isManager: role === "Manager",
      teamId: extra.teamId ?? null,
    });
    return { created: true };
  });
}

// ---------------------------------------------------------------- the active organization

/** Stores the user's choice of active organization; null when they are not a member of it (else its name). */
export async function storeActiveOrganization(userId: number, organizationId: number): Promise<string | null> {
  return transaction(async (db, t) => {
    const m = t.organizationMembers;
    const a = t.userActiveOrganizations;
    const [row] = await db
      .select({ name: t.organizations.name })
      .from(m)
      .innerJoin(t.organizations, eq(t.organizations.id, m.organizationId))
      .where(and(eq(m.userId, userId), eq(m.organizationId, organizationId)))
      .limit(1);
    if (!row) return null;
    await db.insert(a).values({ userId, organizationId }).onConflictDoUpdate({ target: a.userId, set: { organizationId } });
    return row.name;
  });
}

// The header's organizations (root loader, every signed-in page): built once.
const headerOrganizationRows = preparedQuery((db, t) => {
  const m = t.organizationMembers;
  const o = t.organizations;
  const a = t.userActiveOrganizations;
  return db
    .select({
      id: o.id,
      name: o.name,
      isAdmin: m.isAdmin,
      isManager: m.isManager,
      subscriptionId: m.subscriptionId,
      hasSubscriptions: sql<number | boolean>`exists(select 1 from organization_subscriptions s where s.organization_id = ${o.id})`,
      stored: a.organizationId,
      featureFlags: o.featureFlags,
    })
    .from(m)
    .innerJoin(o, eq(o.id, m.organizationId))
    .leftJoin(a, eq(a.userId, m.userId))
    .where(eq(m.userId, sql.placeholder("userId")))
    .orderBy(asc(m.createdAt), asc(m.organizationId))
    .prepare();
});

/** The user's organizations for the header, with the stored active choice and whether each has subscriptions. */
export async function listHeaderOrganizations(userId: number) {
  const found = await run(async (db, t) => headerOrganizationRows(db, t).execute({ userId }));
  return found.map((r) => ({ ...r, hasSubscriptions: r.hasSubscriptions === true || Number(r.hasSubscriptions) === 1 }));
}

/** Whether the user has an accepted enterprise trial request (it counts even when its organization is gone). */
export async function hasAcceptedEnterpriseTrialRequest(userId: number): Promise<boolean> {
  return run(async (db, t) => {
    const r = t.enterpriseTrialRequests;
    return (
      (
        await db
          .select({ id: r.id })
          .from(r)
          .where(and(eq(r.userId, userId), eq(r.status, "accepted")))
          .limit(1)
      ).length > 0
    );
  });
}
