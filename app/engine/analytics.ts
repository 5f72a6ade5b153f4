// Analytics user kind and user label (docs/product/learner-data.md#analytics). Internal staff are decided by the one
// staff rule (staff.ts): a verified address of the company domain, passed in (default "codelift.dev").
import { DEFAULT_INTERNAL_EMAIL_DOMAIN, FEATURE_SETS, PLAN_TYPES, type SubscriberState, type UserType } from "./constants";
import { ADMIN_LEVELS, chooseActiveOrganization, type Id, type OrganizationMembership } from "./organizations";
import { isInternalStaff } from "./staff";

export interface AnalyticsUser {
  email: string;
  /** Only a verified address of the company domain is internal. */
  verified?: boolean;
  is_user_subscribed?: boolean;
  has_valid_enterprise_sub?: boolean;
  has_valid_enterprise_trial?: boolean;
  has_active_b2c_trial?: boolean;
  active_github_scholar?: boolean;
  /** Was a GitHub student and is no longer one. */
  github_scholar_churned?: boolean;
  is_team_buy_admin?: boolean;
  is_user_team_subscriber?: boolean;
  has_email_subscription?: boolean;
  owns_paid_courses_ac?: boolean;
  owns_certificate?: boolean;
  subscriber_state?: SubscriberState | null;
  /** The plan of the current individual subscription. */
  current_plan?: { featureSet: number; validityMonths: number; planType: number } | null;
  organizations?: readonly OrganizationMembership[];
  active_organization_id?: Id | null;
}

export interface UserKindOptions {
  internalEmailDomain?: string;
}

function isB2b(user: AnalyticsUser): boolean {
  return (user.organizations?.length ?? 0) > 0 || user.has_valid_enterprise_sub === true || user.has_valid_enterprise_trial === true;
}

/** LOGGED_OUT, then EDUCATIVE_INTERNAL (verified company address), then B2B_USER (organizations), else B2C_USER. */
export function userKind(user: AnalyticsUser | null | undefined, options: UserKindOptions = {}): UserType {
  if (!user) return "LOGGED_OUT";
  if (isInternalStaff(user, options.internalEmailDomain ?? DEFAULT_INTERNAL_EMAIL_DOMAIN)) return "EDUCATIVE_INTERNAL";
  if (isB2b(user)) return "B2B_USER";
  return "B2C_USER";
}

type UserLabelCategory =
  | "logged_out"
  | "internal"
  | "enterprise_super_admin"
  | "enterprise_sub_admin"
  | "enterprise_manager"
  | "enterprise_member"
  | "b2c_trial"
  | "github_student"
  | "team_buy_admin"
  | "team_subscriber"
  | "external_subscriber"
  | "current_subscriber"
  | "github_student_churned"
  | "churned"
  | "a_la_carte_owner"
  | "certificate_purchaser"
  | "email_subscriber"
  | "non_paying";

export interface UserLabel {
  kind: UserType;
  category: UserLabelCategory;
  /** The analytics label; current subscribers carry months and feature set: current_subscriber_12_300. */
  label: string;
  featureSet?: number;
  validityMonths?: number;
}

function label(kind: UserType, category: UserLabelCategory): UserLabel {
  return { kind, category, label: category };
}

/**
 * The analytics user label. Precedence (first match): logged out; internal; enterprise role
 * of the active organization (super admin, sub admin, manager, member); B2C trial; GitHub
 * student; team buy admin; team subscriber; external subscriber (plan type 6002); current
 * subscriber; churned GitHub student; churned; a-la-carte owner; certificate purchaser;
 * e-mail subscriber; non-paying.
 */
export function userLabel(user: AnalyticsUser | null | undefined, options: UserKindOptions = {}): UserLabel {
  const kind = userKind(user, options);
  if (!user || kind === "LOGGED_OUT") return label("LOGGED_OUT", "logged_out");
  if (kind === "EDUCATIVE_INTERNAL") return label(kind, "internal");
  if (kind === "B2B_USER") {
    const org = chooseActiveOrganization(user.organizations ?? [], user.active_organization_id).organization;
    if (org?.is_admin) {
      return label(kind, org.admin_level === ADMIN_LEVELS.SUB_ADMIN ? "enterprise_sub_admin" : "enterprise_super_admin");
    }
    if (org?.is_manager) return label(kind, "enterprise_manager");
    return label(kind, "enterprise_member");
  }
  if (user.has_active_b2c_trial) return label(kind, "b2c_trial");
  if (user.active_github_scholar) return label(kind, "github_student");
  if (user.is_team_buy_admin) return label(kind, "team_buy_admin");
  if (user.is_user_team_subscriber) return label(kind, "team_subscriber");
  if (user.is_user_subscribed) {
    const plan = user.current_plan;
    if (plan?.planType === PLAN_TYPES.EXTERNAL) return label(kind, "external_subscriber");
    if (plan) {
      return {
        kind,
        category: "current_subscriber",
        label: `current_subscriber_${plan.validityMonths}_${plan.featureSet}`,
        featureSet: plan.featureSet,
        validityMonths: plan.validityMonths,
      };
    }
    return label(kind, "current_subscriber");
  }
  if (user.github_scholar_churned) return label(kind, "github_student_churned");
  if (user.subscriber_state === "churned_subscriber") return label(kind, "churned");
  if (user.owns_paid_courses_ac) return label(kind, "a_la_carte_owner");
  if (user.owns_certificate) return label(kind, "certificate_purchaser");
  if (user.has_email_subscription) return label(kind, "email_subscriber");
  return label(kind, "non_paying");
}

/** Premium plus is feature set 400. */
export function isPremiumPlusLabel(l: UserLabel): boolean {
  return l.category === "current_subscriber" && l.featureSet === FEATURE_SETS.PREMIUM_PLUS;
}
