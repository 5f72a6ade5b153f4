import { describe, it, expect } from "vitest";
import { isPremiumPlusLabel, userKind, userLabel, type AnalyticsUser } from "~/engine";

const b2c = (extra: Partial<AnalyticsUser> = {}): AnalyticsUser => ({ email: "learner@example.com", ...extra });

describe("userKind", () => {
  it.each<[string, AnalyticsUser | null, string | undefined, string]>([
    ["no user", null, undefined, "LOGGED_OUT"],
    ["staff e-mail", b2c({ email: "a@codelift.dev", verified: true, organizations: [{ organization_id: 1 }] }), undefined, "EDUCATIVE_INTERNAL"],
    ["unverified staff e-mail", b2c({ email: "a@codelift.dev", organizations: [{ organization_id: 1 }] }), undefined, "B2B_USER"],
    ["lookalike staff domain", b2c({ email: "a@evil.codelift.dev", verified: true }), undefined, "B2C_USER"],
    ["other internal domain", b2c({ email: "a@acme.io", verified: true }), "acme.io", "EDUCATIVE_INTERNAL"],
    ["organization member", b2c({ organizations: [{ organization_id: 1 }] }), undefined, "B2B_USER"],
    ["valid enterprise subscription", b2c({ has_valid_enterprise_sub: true }), undefined, "B2B_USER"],
    ["valid enterprise trial", b2c({ has_valid_enterprise_trial: true }), undefined, "B2B_USER"],
    ["individual", b2c(), undefined, "B2C_USER"],
  ])("%s → %s", (_name, user, domain, kind) => {
    expect(userKind(user, { internalEmailDomain: domain })).toBe(kind);
  });
});

describe("userLabel", () => {
  it.each<[string, AnalyticsUser | null, string]>([
    ["logged out", null, "logged_out"],
    ["internal", b2c({ email: "x@codelift.dev", verified: true, is_user_subscribed: true }), "internal"],
    ["unverified staff address is not internal", b2c({ email: "x@codelift.dev", is_user_subscribed: true }), "current_subscriber"],
    ["enterprise super admin", b2c({ organizations: [{ organization_id: 1, is_admin: true }] }), "enterprise_super_admin"],
    ["enterprise sub admin", b2c({ organizations: [{ organization_id: 1, is_admin: true, admin_level: "sub_admin" }] }), "enterprise_sub_admin"],
    ["enterprise manager", b2c({ organizations: [{ organization_id: 1, is_manager: true }] }), "enterprise_manager"],
    ["enterprise member", b2c({ organizations: [{ organization_id: 1 }] }), "enterprise_member"],
    [
      "role of the stored active organization",
      b2c({
        organizations: [
          { organization_id: 1, is_admin: true },
          { organization_id: 2, is_manager: true },
        ],
        active_organization_id: 2,
      }),
      "enterprise_manager",
    ],
    ["B2C trial first", b2c({ has_active_b2c_trial: true, is_user_subscribed: true }), "b2c_trial"],
    ["GitHub student", b2c({ active_github_scholar: true, is_team_buy_admin: true }), "github_student"],
    ["team buy admin", b2c({ is_team_buy_admin: true, is_user_team_subscriber: true }), "team_buy_admin"],
    ["team subscriber", b2c({ is_user_team_subscriber: true, is_user_subscribed: true }), "team_subscriber"],
    [
      "external subscriber",
      b2c({ is_user_subscribed: true, current_plan: { featureSet: 300, validityMonths: 12, planType: 6002 } }),
      "external_subscriber",
    ],
    [
      "current subscriber by months and feature set",
      b2c({ is_user_subscribed: true, current_plan: { featureSet: 300, validityMonths: 12, planType: 6000 } }),
      "current_subscriber_12_300",
    ],
    ["current subscriber, plan unknown", b2c({ is_user_subscribed: true }), "current_subscriber"],
    ["churned GitHub student", b2c({ github_scholar_churned: true, subscriber_state: "churned_subscriber" }), "github_student_churned"],
    ["churned", b2c({ subscriber_state: "churned_subscriber", owns_paid_courses_ac: true }), "churned"],
    ["a-la-carte owner", b2c({ owns_paid_courses_ac: true, owns_certificate: true }), "a_la_carte_owner"],
    ["certificate purchaser", b2c({ owns_certificate: true, has_email_subscription: true }), "certificate_purchaser"],
    ["e-mail subscriber", b2c({ has_email_subscription: true }), "email_subscriber"],
    ["renewal canceled is not churned", b2c({ subscriber_state: "renewal_canceled_subscriber" }), "non_paying"],
    ["non-paying", b2c(), "non_paying"],
  ])("%s → %s", (_name, user, label) => {
    expect(userLabel(user).label).toBe(label);
  });

  it("carries kind, plan details and the premium-plus test", () => {
    const l = userLabel(b2c({ is_user_subscribed: true, current_plan: { featureSet: 400, validityMonths: 24, planType: 6000 } }));
    expect(l).toEqual({ kind: "B2C_USER", category: "current_subscriber", label: "current_subscriber_24_400", featureSet: 400, validityMonths: 24 });
    expect(isPremiumPlusLabel(l)).toBe(true);
    expect(
      isPremiumPlusLabel(userLabel(b2c({ is_user_subscribed: true, current_plan: { featureSet: 300, validityMonths: 24, planType: 6000 } }))),
    ).toBe(false);
  });
});
