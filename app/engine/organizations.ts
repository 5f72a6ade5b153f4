// Organization memberships: the active organization, landing area by role, and
// organization permissions (docs/product/organizations.md#active-organization, #landing-area, #roles).
import type { OrganizationFeatureFlag } from "./constants";

export type Id = string | number;
export type CategoryId = string | number;

export interface CourseRef {
  author_id: Id;
  work_id: Id;
}

/** A member's role in an organization, in the order the admin area lists them. */
export const ENTERPRISE_ROLES = ["Admin", "Manager", "Member", "Non-Paid Member"] as const;
export type EnterpriseRole = (typeof ENTERPRISE_ROLES)[number];

/** An admin's level (only admins have one; a new admin is a super admin unless told otherwise). */
export const ADMIN_LEVEL_VALUES = ["super_admin", "sub_admin", "subscription_executive"] as const;
export type AdminLevel = (typeof ADMIN_LEVEL_VALUES)[number];
export const ADMIN_LEVELS = {
  SUPER_ADMIN: ADMIN_LEVEL_VALUES[0],
  SUB_ADMIN: ADMIN_LEVEL_VALUES[1],
  SUBSCRIPTION_EXECUTIVE: ADMIN_LEVEL_VALUES[2],
} as const;

/** What the invitation page and the invitation service say when an invitation cannot be taken. */
export const INVITE_TEXTS = {
  unknown: "This invitation link is not valid. It may have been replaced by a newer invitation.",
  expired: "This invitation has expired. Ask an admin of the organization to invite you again.",
  used: "This invitation was already accepted.",
  wrongEmail: (email: string) => `This invitation was sent to ${email}. Log in with that e-mail address to accept it.`,
  unverified: "Verify your e-mail address first (we sent you a link), then open this invitation again.",
  alreadyMember: (email: string, org: string) => `${email} is already a member of ${org}.`,
  unknownSubscription: "That subscription does not belong to this organization.",
  unknownTeam: "That team does not belong to this organization.",
} as const;

export interface OrganizationSubscription {
  subscription_id: Id;
  subscription_type?: number | string | null;
  subscription_sub_type?: number | string | null;
  can_add_seats?: boolean;
  teams?: readonly unknown[];
}

/** An organization membership on the user (docs/product/organizations.md#roles), with the fields the rules read. */
export interface OrganizationMembership {
  organization_id: Id;
  subscription_id?: Id | null;
  is_admin?: boolean;
  admin_level?: string | null;
  is_manager?: boolean;
  is_mentor?: boolean;
  is_mentee?: boolean;
  is_subscriber?: boolean;
  is_user_team_manager?: boolean;
  is_onboarding_subscription_manager?: boolean;
  is_team_sku?: boolean;
  no_courses_access?: boolean;
  trial_extended?: boolean;
  is_self_initiated_trial?: boolean;
  subscriptions?: readonly OrganizationSubscription[];
  include_all_courses?: boolean;
  included_courses?: readonly CourseRef[];
  excluded_courses?: readonly CourseRef[];
  included_categories?: readonly CategoryId[];
  excluded_categories?: readonly CategoryId[];
  preferred_categories?: readonly CategoryId[];
  feature_flags?: Partial<Record<OrganizationFeatureFlag, boolean>>;
}

/** The memberships with is_subscriber. */
export function subscriberOrganizations<T extends OrganizationMembership>(memberships: readonly T[]): T[] {
  return memberships.filter((m) => m.is_subscriber === true);
}

function hasSubscription(m: OrganizationMembership): boolean {
  return (m.subscription_id !== null && m.subscription_id !== undefined) || (m.subscriptions?.length ?? 0) > 0;
}

export type ActiveOrganizationRule = "stored" | "admin" | "manager" | "subscription" | "first" | "none";

/**
 * A stored active id wins while the user is still a member; otherwise the first organization
 * where the user is admin, then manager, then any with a subscription, then the first.
 */
export function chooseActiveOrganization<T extends OrganizationMembership>(
  memberships: readonly T[],
  storedActiveId?: Id | null,
): { organization: T | null; rule: ActiveOrganizationRule } {
  if (storedActiveId !== null && storedActiveId !== undefined) {
    const stored = memberships.find((m) => String(m.organization_id) === String(storedActiveId));
    if (stored) return { organization: stored, rule: "stored" };
  }
  const admin = memberships.find((m) => m.is_admin === true);
  if (admin) return { organization: admin, rule: "admin" };
  const manager = memberships.find((m) => m.is_manager === true);
  if (manager) return { organization: manager, rule: "manager" };
  const subscribed = memberships.find(hasSubscription);
  if (subscribed) return { organization: subscribed, rule: "subscription" };
  const first = memberships[0];
  return first ? { organization: first, rule: "first" } : { organization: null, rule: "none" };
}

/** Seats can be added only when the subscription has can_add_seats. */
export function canAddSeats(subscription: Pick<OrganizationSubscription, "can_add_seats"> | null | undefined): boolean {
  return subscription?.can_add_seats === true;
}

function isSubscriptionExecutive(m: OrganizationMembership): boolean {
  return m.admin_level === ADMIN_LEVELS.SUBSCRIPTION_EXECUTIVE;
}

/**
 * Needs the can_add_enterprise_subscription_teams flag, plus an admin, manager or
 * subscription-executive role, or else the user team manager role.
 */
export function canAddEnterpriseSubscriptionTeams(m: OrganizationMembership): boolean {
  if (m.feature_flags?.can_add_enterprise_subscription_teams !== true) return false;
  return m.is_admin === true || m.is_manager === true || isSubscriptionExecutive(m) || m.is_user_team_manager === true;
}

interface AdminPromptInput {
  membership: OrganizationMembership;
  inTrack: boolean;
  progressPercent: number;
}

/** Admins and managers, not subscription executives, not on a team SKU, not in a track, at 0 % progress. */
export function needsAdminOnboardingPrompt(input: AdminPromptInput): boolean {
  const m = input.membership;
  return (
    (m.is_admin === true || m.is_manager === true) &&
    !isSubscriptionExecutive(m) &&
    m.is_team_sku !== true &&
    !input.inTrack &&
    input.progressPercent === 0
  );
}
