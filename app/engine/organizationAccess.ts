// How organization content access combines with the learner's own access
// (docs/product/organizations.md#content-access). The decision rule:
// - A user with no subscriber organization (no live seat) is unaffected: only the personal
//   rules (free course, purchase, own subscription, free preview) decide.
// - A seat ADDS: a course the subscriber organizations' merged lists allow is opened by the
//   seat as a subscription would open it (every lesson), even without a personal subscription.
// - The organization's lists restrict only what the organization grants: a course they deny is
//   still open through the learner's own grants (a free course, a purchase, a personal
//   subscription); without one it is closed as a whole: no free preview, not listed.
// - Paths (interview-prep roadmaps, learning paths) of a user in any organization follow
//   canAccessPathOrPlan on the active organization and the merged lists; a user in no
//   organization is unaffected. Paths are free content, so no personal grant reopens them.
// Staff read everything.
import { canAccessContent, canAccessPathOrPlan, type AccessContent, type ContentAccessRule, type OrganizationContentRule } from "./access";
import { chooseActiveOrganization, type Id, type OrganizationMembership } from "./organizations";

/** What the learner has of their own, whatever the organization says. */
export interface PersonalGrants {
  isStaff: boolean;
  /** a free course (every lesson open to everyone) */
  isFree: boolean;
  /** bought a-la-carte */
  ownsCourse: boolean;
  /** an access-granting personal subscription */
  hasOwnSubscription: boolean;
}

type OrganizationCourseRule =
  | "staff"
  | "no-subscriber-organizations"
  | "organization-seat"
  | "own-free-course"
  | "own-purchase"
  | "own-subscription"
  | "not-in-organization-plan";

export interface OrganizationCourseAccess {
  allowed: boolean;
  rule: OrganizationCourseRule;
  /** the seat opens every lesson of the course (as a subscription would) */
  seat: boolean;
  /** the step of docs/product/organizations.md#content-access that decided for the organization lists */
  organizationRule: ContentAccessRule;
}

/** May a user (with these memberships) open a course, and does the seat open its lessons. */
export function organizationCourseAccess(input: {
  memberships: readonly OrganizationMembership[];
  content: AccessContent;
  personal: PersonalGrants;
}): OrganizationCourseAccess {
  const org = canAccessContent({ memberships: input.memberships, content: input.content });
  const p = input.personal;
  const decide = (allowed: boolean, rule: OrganizationCourseRule, seat = false): OrganizationCourseAccess => ({
    allowed,
    rule,
    seat,
    organizationRule: org.rule,
  });
  if (p.isStaff) return decide(true, "staff");
  if (org.rule === "no-subscriber-organizations") return decide(true, "no-subscriber-organizations");
  if (org.allowed) return decide(true, "organization-seat", true);
  if (p.isFree) return decide(true, "own-free-course");
  if (p.ownsCourse) return decide(true, "own-purchase");
  if (p.hasOwnSubscription) return decide(true, "own-subscription");
  return decide(false, "not-in-organization-plan");
}

type OrganizationPathRule = "staff" | "no-organization" | OrganizationContentRule | ContentAccessRule;

export interface OrganizationPathAccess {
  allowed: boolean;
  rule: OrganizationPathRule;
  /** which check decided: none (staff or no organization), path-plan-organization or organization-content-access */
  ruleSet: "none" | "path-plan-organization" | "organization-content-access";
}

/**
 * A path (or plan; modules likewise) for a user in an organization: canAccessPathOrPlan on the
 * active organization (in the order of docs/product/organizations.md#active-organization), then the merged lists with kind "path". A user in no
 * organization is unaffected.
 */
export function organizationPathAccess(input: {
  memberships: readonly OrganizationMembership[];
  storedActiveId?: Id | null;
  path: AccessContent;
  isStaff: boolean;
  /** no personal learn subscription (user info is_learn_freemium) */
  isLearnFreemium: boolean;
}): OrganizationPathAccess {
  if (input.isStaff) return { allowed: true, rule: "staff", ruleSet: "none" };
  if (input.memberships.length === 0) return { allowed: true, rule: "no-organization", ruleSet: "none" };
  const active = chooseActiveOrganization(input.memberships, input.storedActiveId);
  const plan = canAccessPathOrPlan({ organization: active.organization, isLearnFreemium: input.isLearnFreemium });
  if (!plan.allowed) return { allowed: false, rule: plan.rule, ruleSet: "path-plan-organization" };
  const lists = canAccessContent({ memberships: input.memberships, content: input.path });
  return { allowed: lists.allowed, rule: lists.rule, ruleSet: "organization-content-access" };
}
