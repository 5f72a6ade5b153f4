// The active organization of a user in several (docs/product/organizations.md#active-organization): a stored
// choice wins while the user is still a member of it; otherwise the engine's order decides
// (admin, manager, with a subscription, first).
import { chooseActiveOrganization, type ActiveOrganizationRule } from "~/engine/organizations";
import { landingPlace } from "~/engine/learningPlans";
import { getStoredActiveOrganizationId, listMembershipFacts, parseFeatureFlags, type MembershipFacts } from "~/models/organization.server";
import { hasAcceptedEnterpriseTrialRequest, listHeaderOrganizations, storeActiveOrganization } from "~/models/organizationMembers.server";
import type { Outcome } from "./members.server";

const ACTIVE_TEXTS = {
  notMember: "You are not a member of that organization.",
} as const;

interface ActiveOrganization {
  memberships: MembershipFacts[];
  active: MembershipFacts | null;
  rule: ActiveOrganizationRule;
}

/** The user's memberships and the active one among them. */
async function resolveActiveOrganization(userId: number, memberships?: MembershipFacts[], now = new Date()): Promise<ActiveOrganization> {
  const list = memberships ?? (await listMembershipFacts(userId, now));
  if (list.length === 0) return { memberships: list, active: null, rule: "none" };
  const stored = await getStoredActiveOrganizationId(userId);
  const { organization, rule } = chooseActiveOrganization(list, stored);
  return { memberships: list, active: organization, rule };
}

interface HeaderOrganizations {
  organizations: { id: number; name: string; isAdmin: boolean; isManager: boolean }[];
  activeId: number | null;
  /** one of the organizations has b2b_search_experience (the header's search form, docs/product/catalog.md#search-by-audience) */
  businessSearch: boolean;
}

/**
 * What the header shows (root loader): the user's organizations and the active one, in one query
 * (the stored choice is joined in; the fallback order needs only the role and seat columns).
 */
export async function headerOrganizations(userId: number): Promise<HeaderOrganizations> {
  const rows = await listHeaderOrganizations(userId);
  if (rows.length === 0) return { organizations: [], activeId: null, businessSearch: false };
  const memberships = rows.map((r) => ({
    organization_id: r.id,
    is_admin: r.isAdmin,
    is_manager: r.isManager,
    subscription_id: r.subscriptionId,
    subscriptions: r.hasSubscriptions ? [{ subscription_id: 0 }] : [],
  }));
  const { organization } = chooseActiveOrganization(memberships, rows[0]!.stored);
  return {
    organizations: rows.map((r) => ({ id: r.id, name: r.name, isAdmin: r.isAdmin, isManager: r.isManager })),
    activeId: organization ? Number(organization.organization_id) : null,
    businessSearch: rows.some((r) => parseFeatureFlags(r.featureFlags).b2b_search_experience === true),
  };
}

/** Stores the user's choice; only an organization they belong to. */
export async function setActiveOrganization(
  userId: number,
  organizationId: number,
): Promise<Outcome<{ organizationId: number; organizationName: string }>> {
  const name = await storeActiveOrganization(userId, organizationId);
  if (name === null) return { ok: false, status: 404, errorText: ACTIVE_TEXTS.notMember };
  return { ok: true, message: `${name} is now your active organization.`, organizationId, organizationName: name };
}

/**
 * Where a user lands after logging in when no return path was asked for: the landing place of
 * the active organization's role (docs/product/organizations.md#landing-area: admin → the admin
 * area, manager → the manager area, mentor → the mentoring dashboard, mentee → assigned plans),
 * else /learn/home.
 */
export async function landingPathAfterLogin(userId: number): Promise<string> {
  const { active } = await resolveActiveOrganization(userId);
  return landingPlace(active).path;
}

/**
 * The organization part of user info (docs/product/organizations.md#active-organization): `enterprise` (memberships, the active
 * one, the trial's end) and the B2B flags, from the tables.
 */
export async function enterpriseUserInfo(userId: number, now = new Date()) {
  const { memberships, active } = await resolveActiveOrganization(userId, undefined, now);
  const isTeam = (m: MembershipFacts) => m.organization_kind === "team" || m.is_team_sku;
  const trialRunning = (m: MembershipFacts) => m.trial_expiration_date !== null && Date.parse(m.trial_expiration_date) > now.getTime();
  // An accepted enterprise trial request counts even when its organization is gone.
  const requested = await hasAcceptedEnterpriseTrialRequest(userId);
  const trialDates = memberships.map((m) => m.trial_expiration_date).filter((d): d is string => d !== null);
  return {
    enterprise: {
      organizations: memberships,
      active_organization_id: active?.organization_id ?? null,
      trial_expiration_date: active?.trial_expiration_date ?? trialDates[0] ?? null,
    },
    has_valid_enterprise_sub: memberships.some((m) => m.is_subscriber && m.seat_status === "active"),
    has_valid_enterprise_trial: memberships.some((m) => (m.is_subscriber && m.seat_status === "trial") || trialRunning(m)),
    has_availed_b2b_trial:
      requested || memberships.some((m) => m.trial_expiration_date !== null || m.subscriptions.some((s) => s.status === "trial")),
    is_team_buy_admin: memberships.some((m) => m.is_admin && isTeam(m)),
    is_user_team_subscriber: memberships.some((m) => m.is_subscriber && isTeam(m)),
  };
}
