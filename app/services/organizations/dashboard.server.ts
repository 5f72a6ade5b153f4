// The organization admin area's overview page (/enterprise-dashboard/{id}): what it shows, and
// where an admin lands after a change. Each of its actions is one service function taking plain
// values (inviteByEmail in invitations.server; assignSeat, revokeSeat, changeRole, removeMember,
// createTeam, setMemberTeam in members.server; pairMentor, unpairMentor in learning/plans.server);
// the route parses the form, checks access and calls one.
import { canAddEnterpriseSubscriptionTeams, needsAdminOnboardingPrompt } from "~/engine/organizations";
import { listMentorships } from "~/models/learningPlans.server";
import { parseFeatureFlags } from "~/models/organization.server";
import { organizationOverview, type OrganizationAccess } from "./members.server";
import { onboardingFacts } from "./progress.server";

export async function dashboardOverview(access: OrganizationAccess) {
  const m = access.membership;
  const prompt =
    m && (m.is_admin || m.is_manager) ? needsAdminOnboardingPrompt({ membership: m, ...(await onboardingFacts(access.user.id)) }) : false;
  return {
    organization: { id: access.organization.id, name: access.organization.name, kind: access.organization.kind },
    viewer: { userId: access.user.id, role: access.role, canEdit: access.canEdit, canCreateTeams: !!m && canAddEnterpriseSubscriptionTeams(m) },
    showOnboarding: prompt,
    ...(await organizationOverview(access.organization.id)),
    // mentoring (docs/product/learning-plans.md#mentoring): the pairs, and whether mentors have their dashboard
    mentorships: await listMentorships(access.organization.id),
    trainingEnabled: parseFeatureFlags(access.organization.featureFlags).is_training_enabled === true,
  };
}

/** Where the admin lands after a change: back here, unless they removed themselves or gave up being an admin. */
export function pageAfter(organizationId: number, actorId: number, change: { intent: string; userId?: number; role?: string }): string {
  const leftAdmin = change.userId === actorId && (change.intent === "remove" || (change.intent === "change-role" && change.role !== "Admin"));
  return leftAdmin ? "/learn/home" : `/enterprise-dashboard/${organizationId}`;
}
