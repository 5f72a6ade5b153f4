// The user-info document (GET /api/user/info; its legacy fields: docs/product/glossary.md): what exists so far is real,
// the rest is false or empty until its feature lands.
import type { User } from "~/models/user.server";
import { listOwnedCourseKeys } from "~/models/billing.server";
import { activeSubscription, listSubscriptions } from "~/models/subscription.server";
import { includesWorkProduct, offerPlan, tryParsePlanCode } from "~/engine/plans";
import { isStaff } from "~/utils/auth.server";
import { centsToUsd } from "~/engine/money";
import { referralBalanceCents } from "~/services/billing/referrals.server";
import { userLabel } from "~/engine/analytics";
import { enterpriseUserInfo } from "~/services/organizations/active.server";
import { env } from "~/utils/env.server";
import { countNotes } from "~/models/notes.server";
import { inProgressLab } from "~/services/labs/labs.server";
import { findAffiliate } from "~/models/affiliate.server";
import { findPlanPrice } from "~/models/commerce.server";
import { churnedBuyerDiscountFacts, usableChurnedBuyerDiscount } from "~/models/churnedBuyerDiscount.server";
import { countFeatureFeedbacks, listViewedFlags, setViewedFlag } from "~/models/attribution.server";
import { FEATURE_SETS } from "~/engine/constants";
import {
  applyUserInfoAction,
  isUserInfoAction,
  isViewedFlag,
  USER_INFO_ACTION_TEXTS,
  VIEWED_FLAGS,
  type UserInfoState,
} from "~/engine/userInfoActions";

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
  // The rest of the fields (docs/product/attribution.md#user-info): trials, the plan we would offer, discounts, flags, counts.
  const history = await listSubscriptions(user.id);
  const held = sub ? tryParsePlanCode(sub.planCode) : null;
  const offer = offerPlan({ isSubscribed: !!sub && sub.status !== "trial", currentPlan: held?.ok ? held.plan : null });
  const offerPrice = await findPlanPrice(offer.planCode);
  const discount = await usableChurnedBuyerDiscount(user.id, now);
  const viewed = new Set(await listViewedFlags(user.id));
  const { used_at: _usedAt, ...special } = discount ? churnedBuyerDiscountFacts(discount) : { used_at: null };
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
    enterprise: {
      ...ent.enterprise,
      // Codelift has no Confluence or Slack integration and no free onboarding seats (docs/product/attribution.md#user-info).
      organizations: ent.enterprise.organizations.map((o) => ({
        ...o,
        is_mentor: o.is_mentor ?? false,
        is_confluence_integration_enabled: false,
        is_slack_authorized: false,
        free_onboarding_seats: 0,
      })),
      user_onboarding_tutorial_status: user.onboardedAt ? "completed" : "not_started",
    },
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
    /** free courses are open to every account */
    owns_free_courses: true,
    owns_paid_courses: ownsCourses,
    has_availed_b2c_trial: history.some((s) => s.isTrial),
    has_active_l2c_pack: !!sub && sub.featureSet === FEATURE_SETS.L2C,
    /** the plan the plan offer rule picks for this learner, and its list price */
    preferred_subscription_id: offer.planCode,
    preferred_subscription_price: offerPrice ? centsToUsd(offerPrice.listPriceCents) : null,
    /** the churned-buyer (win-back) discount while it may be used */
    special_discount: discount ? special : null,
    /** Codelift has no workflows product: always null */
    workflow_onboarding: null,
    feature_feedbacks_submitted: await countFeatureFeedbacks(user.id),
    /** Codelift sends no newsletter: always false */
    has_any_newsletter_preferences: false,
    unsubscribed_hubspot_email: false,
    /** the one-way tour and modal flags of the user-info actions */
    ...(Object.fromEntries(VIEWED_FLAGS.map((f) => [f, viewed.has(f)])) as Record<(typeof VIEWED_FLAGS)[number], boolean>),
  };
}

/**
 * GET /api/user/info/subscriptions (docs/product/attribution.md#user-info): the current plan; with
 * return_complete_response every plan the learner held, newest first, and the plan we would offer;
 * with encoded_affiliate_id the affiliate it names (null when unknown: an affiliate problem never fails the answer).
 */
export async function subscriptionsInfo(user: User, opts: { complete: boolean; encodedAffiliateId: string | null }, now = new Date()) {
  const sub = await activeSubscription(user.id, now);
  const shape = (s: NonNullable<typeof sub>) => ({
    id: s.id,
    plan: s.planCode,
    feature_set_type: s.featureSet,
    validity_months: s.validityMonths,
    subscription_plan_type: s.planType,
    start_date: s.startDate,
    expiration_date: s.expirationDate,
    status: s.status,
    is_trial: s.isTrial,
    auto_renew: s.autoRenew,
  });
  const base = {
    is_user_subscribed: !!sub && sub.status !== "trial",
    has_active_b2c_trial: sub?.status === "trial",
    subscription: sub ? shape(sub) : null,
  };
  let affiliate: { encoded_affiliate_id: string; associated_affiliate_name: string } | null = null;
  if (opts.encodedAffiliateId) {
    const found = await findAffiliate({ encodedId: opts.encodedAffiliateId });
    if (found) affiliate = { encoded_affiliate_id: found.encodedId, associated_affiliate_name: found.name };
    else console.warn(`user info subscriptions: no affiliate ${opts.encodedAffiliateId}`);
  }
  if (!opts.complete) return { ...base, ...(opts.encodedAffiliateId ? { affiliate } : {}) };
  const history = (await listSubscriptions(user.id)).sort((a, b) => (a.startDate < b.startDate ? 1 : a.startDate > b.startDate ? -1 : b.id - a.id));
  const held = sub ? tryParsePlanCode(sub.planCode) : null;
  const offer = offerPlan({ isSubscribed: base.is_user_subscribed, currentPlan: held?.ok ? held.plan : null });
  const price = await findPlanPrice(offer.planCode);
  return {
    ...base,
    subscriptions: history.map(shape),
    has_availed_b2c_trial: history.some((s) => s.isTrial),
    preferred_subscription_id: offer.planCode,
    preferred_subscription_price: price ? centsToUsd(price.listPriceCents) : null,
    ...(opts.encodedAffiliateId ? { affiliate } : {}),
  };
}

/**
 * A user-info action (docs/product/attribution.md#user-info-actions) on the server: "viewed" sets
 * its flag for good; every other known action answers the fresh user info as the client's copy
 * would be after it (update refreshes it). Unknown actions: "Specified action does not exist".
 */
export async function userInfoAction(
  user: User,
  input: { action: string; flag?: string },
): Promise<{ ok: true; user_info: UserInfoState } | { ok: false; status: number; errorText: string }> {
  if (!isUserInfoAction(input.action)) return { ok: false, status: 400, errorText: USER_INFO_ACTION_TEXTS.unknownAction };
  if (input.action === "viewed") {
    if (!isViewedFlag(input.flag)) return { ok: false, status: 400, errorText: USER_INFO_ACTION_TEXTS.unknownFlag };
    await setViewedFlag(user.id, input.flag);
  }
  return { ok: true, user_info: applyUserInfoAction(await buildUserInfo(user), { type: input.action, flag: input.flag }) };
}
