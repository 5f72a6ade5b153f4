// An organization's people: who may open its admin area, and the admin's writes (seats, teams,
// roles, removal). Every write is one immediate transaction that re-reads what it checks, so two
// admins acting at once can neither overbook a subscription nor remove the last admin.
import { and, eq, ne, sql } from "drizzle-orm";
import { getDb, schema } from "../../../db/client";
import { canAddEnterpriseSubscriptionTeams, ENTERPRISE_ROLES, type AdminLevel, type EnterpriseRole } from "~/engine/organizations";
import {
  getMember,
  getOrganization,
  isLiveSubscription,
  listMembers,
  listMembershipFacts,
  listOrganizationSubscriptions,
  listPendingInvitations,
  listTeams,
  seatsUsedBySubscription,
  type MembershipFacts,
  type Organization,
  type OrganizationMemberRow,
} from "~/models/organization.server";
import { recordStaffAction } from "~/models/staffAudit.server";
import type { User } from "~/models/user.server";
import { getUser, isStaff, loginRedirect } from "~/utils/auth.server";
import { forbidden, notFound, unauthorized } from "~/utils/http.server";

export const ORG_TEXTS = {
  notAdmin: "Only an admin of this organization can do that.",
  notManager: "Only admins and managers of this organization can open its admin area.",
  staffReadOnly: "Staff can view this organization but not change it.",
  notMember: "That person is not a member of this organization.",
  unknownSubscription: "That subscription does not belong to this organization.",
  subscriptionNotLive: "That subscription is not active, so its seats cannot be assigned.",
  seatsFull: (seats: number) => `All ${seats} seats of this subscription are taken. Revoke a seat or add seats first.`,
  noSeat: "That person does not hold a seat.",
  lastAdmin: "An organization needs at least one admin. Make someone else an admin first.",
  teamsNotAllowed: "Creating teams is not enabled for you in this organization.",
  teamExists: "A team with that name already exists.",
  unknownTeam: "That team does not belong to this organization.",
} as const;

export type OrgRole = "admin" | "manager" | "staff";

/** Who is looking at an organization's admin area, and what they may do there. */
export interface OrganizationAccess {
  user: User;
  organization: Organization;
  /** the viewer's own membership facts in this organization (null for staff who are not members) */
  membership: MembershipFacts | null;
  role: OrgRole;
  /** admins change things; managers and staff only look */
  canEdit: boolean;
}

/**
 * The guard of every organization page and API path. A visitor: login redirect (pages) or 401
 * (API). Not a member and not staff: 404 (another organization is never revealed). A member who
 * is neither admin nor manager: 403. Staff who are not members may look (read-only).
 */
export async function requireOrganizationAccess(
  request: Request,
  organizationId: number,
  options: { api?: boolean; edit?: boolean } = {},
): Promise<OrganizationAccess> {
  const user = await getUser(request);
  if (!user) {
    if (options.api) unauthorized();
    throw loginRedirect(request);
  }
  const memberships = await listMembershipFacts(user.id);
  const membership = memberships.find((m) => m.organization_id === organizationId) ?? null;
  const staff = isStaff(user);
  if (!membership && !staff) notFound();
  const organization = await getOrganization(organizationId);
  if (!organization) notFound();
  let role: OrgRole;
  if (membership?.is_admin) role = "admin";
  else if (membership?.is_manager) role = "manager";
  else if (staff) role = "staff";
  else forbidden(ORG_TEXTS.notManager);
  const canEdit = role === "admin";
  if (options.edit && !canEdit) forbidden(role === "staff" ? ORG_TEXTS.staffReadOnly : ORG_TEXTS.notAdmin);
  // Staff reading an organization they are not in is a view of other people's data: recorded.
  if (role === "staff" && request.method === "GET" && !options.api)
    await recordStaffAction(user, "organization.view", { organization_id: organizationId, path: new URL(request.url).pathname });
  return { user, organization, membership, role, canEdit };
}

export type Outcome<T = object> = ({ ok: true; message: string } & T) | { ok: false; status: number; errorText: string };
const fail = (status: number, errorText: string) => ({ ok: false as const, status, errorText });

const db = () => getDb();

// ---------------------------------------------------------------- seats

/**
 * Gives a member a seat of a subscription of the organization. The count is taken inside the
 * immediate transaction (no other writer can slip between the count and the write).
 */
export function assignSeat(organizationId: number, userId: number, subscriptionId: number, now = new Date()): Outcome<{ subscriptionId: number }> {
  const m = schema.organizationMembers;
  const s = schema.organizationSubscriptions;
  return db().transaction(
    (tx) => {
      const member = tx
        .select()
        .from(m)
        .where(and(eq(m.organizationId, organizationId), eq(m.userId, userId)))
        .get();
      if (!member) return fail(404, ORG_TEXTS.notMember);
      const sub = tx
        .select()
        .from(s)
        .where(and(eq(s.id, subscriptionId), eq(s.organizationId, organizationId)))
        .get();
      if (!sub) return fail(404, ORG_TEXTS.unknownSubscription);
      if (member.subscriptionId === sub.id)
        return { ok: true as const, message: "That person already holds a seat of this subscription.", subscriptionId: sub.id };
      if (!isLiveSubscription(sub, now)) return fail(409, ORG_TEXTS.subscriptionNotLive);
      const used =
        tx
          .select({ n: sql<number>`count(*)` })
          .from(m)
          .where(eq(m.subscriptionId, sub.id))
          .get()?.n ?? 0;
      if (Number(used) >= sub.seats) return fail(409, ORG_TEXTS.seatsFull(sub.seats));
      // A seat is for a paying member: a Non-Paid Member who gets one becomes a Member.
      const role = member.role === "Non-Paid Member" ? "Member" : member.role;
      tx.update(m)
        .set({ subscriptionId: sub.id, role })
        .where(and(eq(m.organizationId, organizationId), eq(m.userId, userId)))
        .run();
      return { ok: true as const, message: "Seat assigned.", subscriptionId: sub.id };
    },
    { behavior: "immediate" },
  );
}

/** Frees the member's seat. */
export function revokeSeat(organizationId: number, userId: number): Outcome {
  const m = schema.organizationMembers;
  return db().transaction(
    (tx) => {
      const member = tx
        .select()
        .from(m)
        .where(and(eq(m.organizationId, organizationId), eq(m.userId, userId)))
        .get();
      if (!member) return fail(404, ORG_TEXTS.notMember);
      if (member.subscriptionId === null) return fail(409, ORG_TEXTS.noSeat);
      tx.update(m)
        .set({ subscriptionId: null })
        .where(and(eq(m.organizationId, organizationId), eq(m.userId, userId)))
        .run();
      return { ok: true as const, message: "Seat revoked." };
    },
    { behavior: "immediate" },
  );
}

// ---------------------------------------------------------------- teams

/** Creates a team: only with the feature flag plus the roles of canAddEnterpriseSubscriptionTeams. */
export function createTeam(
  actor: MembershipFacts | null,
  organizationId: number,
  name: string,
  subscriptionId: number | null,
): Outcome<{ teamId: number }> {
  if (!actor || actor.organization_id !== organizationId || !canAddEnterpriseSubscriptionTeams(actor)) return fail(403, ORG_TEXTS.teamsNotAllowed);
  const t = schema.organizationTeams;
  const s = schema.organizationSubscriptions;
  return db().transaction(
    (tx) => {
      if (
        subscriptionId !== null &&
        !tx
          .select({ id: s.id })
          .from(s)
          .where(and(eq(s.id, subscriptionId), eq(s.organizationId, organizationId)))
          .get()
      )
        return fail(404, ORG_TEXTS.unknownSubscription);
      const clash = tx
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.organizationId, organizationId), sql`lower(${t.name}) = lower(${name})`))
        .get();
      if (clash) return fail(409, ORG_TEXTS.teamExists);
      const row = tx.insert(t).values({ organizationId, subscriptionId, name }).returning({ id: t.id }).get();
      return { ok: true as const, message: `Team ${name} created.`, teamId: row.id };
    },
    { behavior: "immediate" },
  );
}

/** Puts a member in one of the organization's teams (null: no team). */
export function setMemberTeam(organizationId: number, userId: number, teamId: number | null): Outcome {
  const m = schema.organizationMembers;
  const t = schema.organizationTeams;
  return db().transaction(
    (tx) => {
      if (
        !tx
          .select({ u: m.userId })
          .from(m)
          .where(and(eq(m.organizationId, organizationId), eq(m.userId, userId)))
          .get()
      )
        return fail(404, ORG_TEXTS.notMember);
      if (
        teamId !== null &&
        !tx
          .select({ id: t.id })
          .from(t)
          .where(and(eq(t.id, teamId), eq(t.organizationId, organizationId)))
          .get()
      )
        return fail(404, ORG_TEXTS.unknownTeam);
      tx.update(m)
        .set({ teamId })
        .where(and(eq(m.organizationId, organizationId), eq(m.userId, userId)))
        .run();
      return { ok: true as const, message: teamId === null ? "Removed from the team." : "Team changed." };
    },
    { behavior: "immediate" },
  );
}

// ---------------------------------------------------------------- roles

export interface RoleChange {
  role: EnterpriseRole;
  admin_level?: AdminLevel | null;
  is_mentor?: boolean;
  is_mentee?: boolean;
  is_user_team_manager?: boolean;
  is_onboarding_subscription_manager?: boolean;
}

/** The member columns a role (with its flags) sets. */
export function roleColumns(
  change: RoleChange,
  current?: Pick<OrganizationMemberRow, "adminLevel" | "isMentor" | "isMentee" | "isUserTeamManager" | "isOnboardingSubscriptionManager">,
) {
  const isAdmin = change.role === "Admin";
  return {
    role: change.role,
    isAdmin,
    adminLevel: isAdmin ? (change.admin_level ?? current?.adminLevel ?? "super_admin") : null,
    isManager: change.role === "Manager",
    isMentor: change.is_mentor ?? current?.isMentor ?? false,
    isMentee: change.is_mentee ?? current?.isMentee ?? false,
    isUserTeamManager: change.is_user_team_manager ?? current?.isUserTeamManager ?? false,
    isOnboardingSubscriptionManager: change.is_onboarding_subscription_manager ?? current?.isOnboardingSubscriptionManager ?? false,
  };
}

/**
 * Changes a member's role and flags. The organization never loses its last admin. A Non-Paid
 * Member holds no seat: the change frees it.
 */
export function changeRole(organizationId: number, userId: number, change: RoleChange): Outcome {
  if (!ENTERPRISE_ROLES.includes(change.role)) return fail(400, "Choose Admin, Manager, Member or Non-Paid Member.");
  const m = schema.organizationMembers;
  return db().transaction(
    (tx) => {
      const member = tx
        .select()
        .from(m)
        .where(and(eq(m.organizationId, organizationId), eq(m.userId, userId)))
        .get();
      if (!member) return fail(404, ORG_TEXTS.notMember);
      if (member.isAdmin && change.role !== "Admin" && otherAdmins(tx, organizationId, userId) === 0) return fail(409, ORG_TEXTS.lastAdmin);
      const cols = roleColumns(change, member);
      tx.update(m)
        .set({ ...cols, ...(change.role === "Non-Paid Member" ? { subscriptionId: null } : {}) })
        .where(and(eq(m.organizationId, organizationId), eq(m.userId, userId)))
        .run();
      return { ok: true as const, message: `Role changed to ${change.role}.` };
    },
    { behavior: "immediate" },
  );
}

type Tx = Parameters<Parameters<ReturnType<typeof getDb>["transaction"]>[0]>[0];
function otherAdmins(tx: Tx, organizationId: number, userId: number): number {
  const m = schema.organizationMembers;
  return Number(
    tx
      .select({ n: sql<number>`count(*)` })
      .from(m)
      .where(and(eq(m.organizationId, organizationId), eq(m.isAdmin, true), ne(m.userId, userId)))
      .get()?.n ?? 0,
  );
}

/**
 * The organizations that would be left with members but no admin if this user's account went:
 * those where they are the only admin and someone else is a member. (An organization they are
 * alone in simply loses its last member.)
 */
export function organizationsOnlyAdminOf(userId: number, db = getDb()): { id: number; name: string }[] {
  const m = schema.organizationMembers;
  const o = schema.organizations;
  return db
    .select({ id: o.id, name: o.name })
    .from(m)
    .innerJoin(o, eq(o.id, m.organizationId))
    .where(
      and(
        eq(m.userId, userId),
        eq(m.isAdmin, true),
        sql`not exists (select 1 from organization_members a where a.organization_id = ${m.organizationId} and a.is_admin = 1 and a.user_id <> ${userId})`,
        sql`exists (select 1 from organization_members x where x.organization_id = ${m.organizationId} and x.user_id <> ${userId})`,
      ),
    )
    .orderBy(o.name)
    .all();
}

/** Removes a member (their seat is freed with the row); never the last admin. */
export function removeMember(organizationId: number, userId: number): Outcome {
  const m = schema.organizationMembers;
  const a = schema.userActiveOrganizations;
  return db().transaction(
    (tx) => {
      const member = tx
        .select()
        .from(m)
        .where(and(eq(m.organizationId, organizationId), eq(m.userId, userId)))
        .get();
      if (!member) return fail(404, ORG_TEXTS.notMember);
      if (member.isAdmin && otherAdmins(tx, organizationId, userId) === 0) return fail(409, ORG_TEXTS.lastAdmin);
      tx.delete(m)
        .where(and(eq(m.organizationId, organizationId), eq(m.userId, userId)))
        .run();
      tx.delete(a)
        .where(and(eq(a.userId, userId), eq(a.organizationId, organizationId)))
        .run();
      return { ok: true as const, message: "Member removed." };
    },
    { behavior: "immediate" },
  );
}

/** Adds a person to an organization (invitation acceptance, the CLI). Existing members keep their row. */
export function addMemberInTx(
  tx: Tx,
  organizationId: number,
  userId: number,
  role: EnterpriseRole,
  extra: { teamId?: number | null } = {},
): { created: boolean } {
  const m = schema.organizationMembers;
  const existing = tx
    .select({ u: m.userId })
    .from(m)
    .where(and(eq(m.organizationId, organizationId), eq(m.userId, userId)))
    .get();
  if (existing) return { created: false };
  tx.insert(m)
    .values({ organizationId, userId, ...roleColumns({ role }), teamId: extra.teamId ?? null })
    .run();
  return { created: true };
}

export { getMember };

// ---------------------------------------------------------------- the admin area's overview

/** Everything the overview page shows, for one organization. */
export async function organizationOverview(organizationId: number, now = new Date()) {
  const [subscriptions, used, members, teams, invitations] = await Promise.all([
    listOrganizationSubscriptions(organizationId),
    seatsUsedBySubscription(organizationId),
    listMembers(organizationId),
    listTeams(organizationId),
    listPendingInvitations(organizationId, now),
  ]);
  return {
    subscriptions: subscriptions.map((s) => ({
      id: s.id,
      planCode: s.planCode,
      planType: s.planType,
      status: s.status,
      live: isLiveSubscription(s, now),
      seats: s.seats,
      seatsUsed: used.get(s.id) ?? 0,
      canAddSeats: s.canAddSeats,
      expirationDate: s.expirationDate,
    })),
    members: members.map((m) => ({
      userId: m.userId,
      fullName: m.fullName,
      email: m.email,
      role: m.role,
      isAdmin: m.isAdmin,
      adminLevel: m.adminLevel,
      isManager: m.isManager,
      isMentor: m.isMentor,
      isMentee: m.isMentee,
      isUserTeamManager: m.isUserTeamManager,
      isOnboardingSubscriptionManager: m.isOnboardingSubscriptionManager,
      subscriptionId: m.subscriptionId,
      teamId: m.teamId,
    })),
    teams: teams.map((t) => ({ id: t.id, name: t.name, subscriptionId: t.subscriptionId, members: members.filter((m) => m.teamId === t.id).length })),
    invitations: invitations.map((i) => ({ id: i.id, email: i.email, role: i.role, expiresAt: i.expiresAt, withSeat: i.subscriptionId !== null })),
  };
}
