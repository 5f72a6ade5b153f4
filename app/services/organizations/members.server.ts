// An organization's people: who may open its admin area, and the admin's writes (seats, teams,
// roles, removal). Every write is one transaction of app/models/organizationMembers.server.ts that
// re-reads what it checks, so two admins acting at once can neither overbook a subscription nor
// remove the last admin.
import { canAddEnterpriseSubscriptionTeams, ENTERPRISE_ROLES, type AdminLevel, type EnterpriseRole } from "~/engine/organizations";
import {
  getMember,
  isLiveSubscription,
  listMembers,
  listOrganizationSubscriptions,
  listPendingInvitations,
  listTeams,
  seatsUsedBySubscription,
  type MembershipFacts,
  type Organization,
  type OrganizationMemberRow,
} from "~/models/organization.server";
import {
  assignMemberSeat,
  changeMemberRole,
  createOrganizationTeam,
  organizationsOnlyAdminOf,
  removeOrganizationMember,
  revokeMemberSeat,
  setOrganizationMemberTeam,
} from "~/models/organizationMembers.server";
import type { User } from "~/models/user.server";

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

export type Outcome<T = object> = ({ ok: true; message: string } & T) | { ok: false; status: number; errorText: string };
const fail = (status: number, errorText: string) => ({ ok: false as const, status, errorText });

// ---------------------------------------------------------------- seats

/** Gives a member a seat of a subscription of the organization (counted and taken in one transaction). */
export async function assignSeat(
  organizationId: number,
  userId: number,
  subscriptionId: number,
  now = new Date(),
): Promise<Outcome<{ subscriptionId: number }>> {
  const r = await assignMemberSeat(organizationId, userId, subscriptionId, now);
  if (r.ok)
    return {
      ok: true,
      message: r.already ? "That person already holds a seat of this subscription." : "Seat assigned.",
      subscriptionId: r.subscriptionId,
    };
  if (r.reason === "notMember") return fail(404, ORG_TEXTS.notMember);
  if (r.reason === "unknownSubscription") return fail(404, ORG_TEXTS.unknownSubscription);
  if (r.reason === "subscriptionNotLive") return fail(409, ORG_TEXTS.subscriptionNotLive);
  return fail(409, ORG_TEXTS.seatsFull(r.seats ?? 0));
}

/** Frees the member's seat. */
export async function revokeSeat(organizationId: number, userId: number): Promise<Outcome> {
  const r = await revokeMemberSeat(organizationId, userId);
  if (r.ok) return { ok: true, message: "Seat revoked." };
  return r.reason === "notMember" ? fail(404, ORG_TEXTS.notMember) : fail(409, ORG_TEXTS.noSeat);
}

// ---------------------------------------------------------------- teams

/** Creates a team: only with the feature flag plus the roles of canAddEnterpriseSubscriptionTeams. */
export async function createTeam(
  actor: MembershipFacts | null,
  organizationId: number,
  name: string,
  subscriptionId: number | null,
): Promise<Outcome<{ teamId: number }>> {
  if (!actor || actor.organization_id !== organizationId || !canAddEnterpriseSubscriptionTeams(actor)) return fail(403, ORG_TEXTS.teamsNotAllowed);
  const r = await createOrganizationTeam(organizationId, name, subscriptionId);
  if (r.ok) return { ok: true, message: `Team ${name} created.`, teamId: r.teamId };
  return r.reason === "unknownSubscription" ? fail(404, ORG_TEXTS.unknownSubscription) : fail(409, ORG_TEXTS.teamExists);
}

/** Puts a member in one of the organization's teams (null: no team). */
export async function setMemberTeam(organizationId: number, userId: number, teamId: number | null): Promise<Outcome> {
  const r = await setOrganizationMemberTeam(organizationId, userId, teamId);
  if (r.ok) return { ok: true, message: teamId === null ? "Removed from the team." : "Team changed." };
  return r.reason === "notMember" ? fail(404, ORG_TEXTS.notMember) : fail(404, ORG_TEXTS.unknownTeam);
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
export async function changeRole(organizationId: number, userId: number, change: RoleChange): Promise<Outcome> {
  if (!ENTERPRISE_ROLES.includes(change.role)) return fail(400, "Choose Admin, Manager, Member or Non-Paid Member.");
  const r = await changeMemberRole(organizationId, userId, (member) => roleColumns(change, member));
  if (r.ok) return { ok: true, message: `Role changed to ${change.role}.` };
  return r.reason === "notMember" ? fail(404, ORG_TEXTS.notMember) : fail(409, ORG_TEXTS.lastAdmin);
}

/**
 * The organizations that would be left with members but no admin if this user's account went:
 * those where they are the only admin and someone else is a member. (An organization they are
 * alone in simply loses its last member.)
 */
export { organizationsOnlyAdminOf };

/** Removes a member (their seat is freed with the row); never the last admin. */
export async function removeMember(organizationId: number, userId: number): Promise<Outcome> {
  const r = await removeOrganizationMember(organizationId, userId);
  if (r.ok) return { ok: true, message: "Member removed." };
  return r.reason === "notMember" ? fail(404, ORG_TEXTS.notMember) : fail(409, ORG_TEXTS.lastAdmin);
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
