// The user-info document (GET /api/user/info; its legacy fields: docs/product/glossary.md): what exists so far is real,
// the rest is false or empty until its feature lands.
import type { User } from "~/models/user.server";
import { listOwnedCourseKeys } from "~/models/billing.server";
import { activeSubscription } from "~/models/subscription.server";
import { includesWorkProduct } from "~/engine/plans";
import { isStaff } from "~/utils/auth.server";
import { centsToUsd } from "~/engine/money";
import { referralBalanceCents } from "~/services/billing/referrals.server";
import { userLabel } from "~/engine/analytics";
import { enterpriseUserInfo } from "~/services/organizations/active.server";
import { env } from "~/utils/env.server";
import { countNotes } from "~/models/notes.server";
import { inProgressLab } from "~/services/labs/labs.server";

export async function buildUserInfo(user: User, now = new Date()) {
  const sub = await activeSubscription(user.id, now);
  const theme = user.theme as "light" | "dark" | "system";
  // Organizations (docs/product/organizations.md#active-organization): the memberships, the active one and the B2B flags.
  const ent = await enterpriseUserInfo(user.id, now);
  const ownsCourses = (await listOwnedCourseKeys(user.id)).size > 0;
  const label = userLabel(
    {
      email: user.email,
      verified: user.verified,
      is_user_subscribed: !!sub && sub.status !== "trial",
      has_valid_enterprise_sub: ent.has_valid_enterprise_sub,
      has_valid_enterprise_trial: ent.has_valid_enterprise_trial,
      has_active_b2c_trial: sub?.status === "trial",
      active_github_scholar: user.isGithubStudent,
      is_team_buy_admin: ent.is_team_buy_admin,
      is_user_team_subscriber: ent.is_user_team_subscriber,
      owns_paid_courses_ac: ownsCourses,
      current_plan: sub ? { featureSet: sub.featureSet, validityMonths: sub.validityMonths, planType: sub.planType } : null,
      organizations: ent.enterprise.organizations,
      active_organization_id: ent.enterprise.active_organization_id,
    },
    { internalEmailDomain: env().STAFF_EMAIL_DOMAIN },
  );
  return {
    user_id: user.id,
    email: user.email,
    full_name: user.fullName,
    sign_up_date: user.createdAt,
    verified: user.verified,
    user_theme: theme,
    dark_mode_selected: theme === "dark",
    is_user_stateless: false,
    is_user_subscribed: !!sub && sub.status !== "trial",
    has_valid_enterprise_sub: ent.has_valid_enterprise_sub,
    has_valid_enterprise_trial: ent.has_valid_enterprise_trial,
    has_availed_b2b_trial: ent.has_availed_b2b_trial,
    has_active_b2c_trial: sub?.status === "trial",
    active_github_scholar: user.isGithubStudent,
    owns_paid_courses_ac: ownsCourses,
    has_email_subscription: false,
    is_team_buy_admin: ent.is_team_buy_admin,
    is_user_team_subscriber: ent.is_user_team_subscriber,
    user_cohort_for_special_discount: null,
    is_internal: isStaff(user),
    /** two-factor sign-in (docs/product/accounts.md#two-factor-login): by authenticator app, by e-mailed code */
    two_factor_via_app: !!user.totpSecret,
    two_factor_via_email: user.twoFactorEmail,
    show_onboarding_questionnaire: !user.onboardedAt,
    subscription: sub
      ? {
          plan: sub.planCode,
          feature_set_type: sub.featureSet,
          validity_months: sub.validityMonths,
          subscription_plan_type: sub.planType,
          start_date: sub.startDate,
          expiration_date: sub.expirationDate,
          status: sub.status,
        }
      : null,
    enterprise: ent.enterprise,
    /** the analytics user kind and label (docs/product/learner-data.md#analytics), from the real organizations */
    user_kind: label.kind,
    user_label: label.label,
    is_learn_freemium: !sub,
    is_work_freemium: !sub,
    has_valid_learn_sub: !!sub,
    has_valid_work_sub: !!sub && includesWorkProduct(sub.featureSet),
    effective_learn_sub_id: sub?.id ?? null,
    effective_work_sub_id: sub && includesWorkProduct(sub.featureSet) ? sub.id : null,
    /** the referral credit balance (earned − spent), taken off the learner's next checkout */
    referral_credit_balance_usd: centsToUsd(await referralBalanceCents(user.id)),
    /** how many notes and highlights the learner keeps (docs/product/learner-data.md#notes-and-highlights) */
    notes_and_highlights_used_count: await countNotes(user.id),
    /** the learner's running cloud lab, or null (docs/product/cloud-labs.md#sessions) */
    in_progress_lab: await inProgressLab(user.id, now),
  };
}
