// The guards of path, module, plan and mentoring pages (docs/product/learning-plans.md#who-reads-what):
// who is looking, and the 401/403/404 of the error vocabulary (docs/decisions/0005-error-vocabulary.md).
// A member never learns that another organization's plan, module or mentee exists: 404.
import { canCreatePlans, canSeePlans, hasFlag } from "~/engine/learningPlans";
import type { ModuleRow } from "~/models/learningContent.server";
import { findPlan, isMentorOf, type PlanRow } from "~/models/learningPlans.server";
import { getMember, listMembershipFacts, type MembershipFacts } from "~/models/organization.server";
import type { User } from "~/models/user.server";
import { ORGANIZATION_DENIED_TEXT, pathAccessFor } from "~/services/organizations/access.server";
import { ORG_TEXTS } from "~/services/organizations/members.server";
import { getUser, isStaff, loginRedirect } from "./auth.server";
import { forbidden, notFound, unauthorized } from "./http.server";

export const LEARNING_TEXTS = {
  plansOff: "Learning plans are not enabled for this organization.",
  notPlanBuilder: "Only admins and managers who may create plans can change plans.",
  notMentor: "Only a mentor of this person can see their plans and progress.",
  planNotFound: "We could not find that plan.",
  moduleNotFound: "We could not find that module.",
} as const;

/** The logged-in user (a visitor: login redirect on pages, 401 on APIs). */
export async function requireLearner(request: Request, api = false): Promise<User> {
  const user = await getUser(request);
  if (user) return user;
  if (api) unauthorized();
  throw loginRedirect(request);
}

/** May this viewer open the module? Private modules are their organization's; drafts their author's. 404 / 403 otherwise. */
export async function requireModuleAccess(request: Request, user: User | null, module: ModuleRow, view: "published" | "draft"): Promise<void> {
  const staff = isStaff(user);
  const isAuthor = user !== null && user.id === module.authorId;
  if (view === "draft") {
    if (!user) throw loginRedirect(request);
    if (!isAuthor && !staff) notFound(LEARNING_TEXTS.moduleNotFound);
    return;
  }
  if (module.status !== "published" && !isAuthor && !staff) notFound(LEARNING_TEXTS.moduleNotFound);
  if (module.organizationId !== null && !staff && !isAuthor) {
    if (!user) throw loginRedirect(request);
    const member = await getMember(module.organizationId, user.id);
    if (!member) notFound(LEARNING_TEXTS.moduleNotFound);
  }
  const access = await pathAccessFor(request, user, { authorId: module.authorId, pathId: module.moduleId });
  if (!access.allowed) forbidden(ORGANIZATION_DENIED_TEXT);
}

interface PlanViewer {
  user: User;
  plan: PlanRow;
  membership: MembershipFacts | null;
  staff: boolean;
  /** admin or manager allowed to build plans in the plan's organization */
  canEdit: boolean;
}

/**
 * A plan for a viewer: not a member of its organization (and not staff) → 404; the organization
 * without can_access_learning_plans → 403; `edit` needs canCreatePlans. Drafts are for builders.
 */
export async function requirePlan(request: Request, planId: number, options: { edit?: boolean; api?: boolean } = {}): Promise<PlanViewer> {
  const user = await requireLearner(request, options.api);
  const plan = await findPlan(planId);
  if (!plan) notFound(LEARNING_TEXTS.planNotFound);
  const staff = isStaff(user);
  const membership = (await listMembershipFacts(user.id)).find((m) => m.organization_id === plan.organizationId) ?? null;
  if (!membership && !staff) notFound(LEARNING_TEXTS.planNotFound);
  if (membership && !canSeePlans(membership)) forbidden(LEARNING_TEXTS.plansOff);
  const member = membership ? await getMember(plan.organizationId, user.id) : null;
  const canEdit = membership !== null && canCreatePlans({ ...membership, member_can_create_plans: member?.canCreatePlans ?? false });
  if (options.edit && !canEdit) forbidden(staff && !membership ? ORG_TEXTS.staffReadOnly : LEARNING_TEXTS.notPlanBuilder);
  if (plan.status !== "published" && !canEdit && !staff) notFound(LEARNING_TEXTS.planNotFound);
  return { user, plan, membership, staff, canEdit };
}

/** The viewer's membership in an organization, or 404 (staff pass with null). */
export async function requireMembership(
  request: Request,
  organizationId: number,
  api = false,
): Promise<{ user: User; membership: MembershipFacts | null; staff: boolean }> {
  const user = await requireLearner(request, api);
  const membership = (await listMembershipFacts(user.id)).find((m) => m.organization_id === organizationId) ?? null;
  const staff = isStaff(user);
  if (!membership && !staff) notFound();
  return { user, membership, staff };
}

/**
 * A mentor reading a mentee of an organization: the viewer must be a member (else 404) and the
 * mentee's mentor, or an admin or manager of it (else 403); staff may read.
 */
export async function requireMenteeReader(request: Request, organizationId: number, menteeId: number, api = false) {
  const { user, membership, staff } = await requireMembership(request, organizationId, api);
  const menteeMember = await getMember(organizationId, menteeId);
  if (!menteeMember) notFound();
  const lead = membership?.is_admin === true || membership?.is_manager === true;
  if (!staff && !lead && !(await isMentorOf(organizationId, user.id, menteeId))) forbidden(LEARNING_TEXTS.notMentor);
  return { user, membership, staff };
}

export { hasFlag };
