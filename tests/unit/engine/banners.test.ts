import { describe, it, expect } from "vitest";
import {
  bannerKind,
  deprecatedBannerDismissKey,
  deprecatedCourseBanner,
  discountBannerOffer,
  showTrialExtensionBanner,
  studentPackBanner,
  trialDaysLeft,
  userLabel,
  type AnalyticsUser,
  type DeprecatedCourseMeta,
} from "~/engine";

const u = (extra: Partial<AnalyticsUser> = {}): AnalyticsUser => ({ email: "a@example.com", ...extra });

describe("bannerKind from the user label", () => {
  it.each<[string, AnalyticsUser | null, string | null]>([
    ["premium plus", u({ is_user_subscribed: true, current_plan: { featureSet: 400, validityMonths: 12, planType: 6000 } }), "premium-plus"],
    [
      "premium subscriber",
      u({ is_user_subscribed: true, current_plan: { featureSet: 300, validityMonths: 12, planType: 6000 } }),
      "current-subscriber",
    ],
    ["team subscriber", u({ is_user_team_subscriber: true }), "current-subscriber"],
    ["B2C trial", u({ has_active_b2c_trial: true }), "current-subscriber"],
    ["churned", u({ subscriber_state: "churned_subscriber" }), "churned"],
    ["churned GitHub student", u({ github_scholar_churned: true }), "churned"],
    ["non-paying", u(), "non-paying"],
    ["a-la-carte owner", u({ owns_paid_courses_ac: true }), "non-paying"],
    ["logged out", null, "non-paying"],
    ["internal staff", u({ email: "x@codelift.dev", verified: true }), null],
    ["enterprise member", u({ organizations: [{ organization_id: 1 }] }), null],
  ])("%s → %s", (_name, user, kind) => {
    expect(bannerKind(userLabel(user))).toBe(kind);
  });
});

describe("discountBannerOffer", () => {
  const NOW = "2025-06-01T00:00:00Z";
  const discount = {
    expiration_date: "2025-06-10T00:00:00Z",
    churned_buyer_discount_type: "golden_ticket_discount" as const,
    discount_percentage: 40,
  };
  it.each([
    ["unexpired → gift claim", discount, { kind: "gift-claim", cta: "Claim Gift", text: "Gift a subscription at up to 40% OFF!", percentage: 40 }],
    ["expired", { ...discount, expiration_date: "2025-05-31T00:00:00Z" }, { kind: "none" }],
    ["expiring exactly now", { ...discount, expiration_date: NOW }, { kind: "none" }],
    ["invalid expiration", { ...discount, expiration_date: "soon" }, { kind: "none" }],
    ["no discount", null, { kind: "none" }],
  ])("%s", (_name, d, expected) => {
    expect(discountBannerOffer(d, NOW)).toEqual(expected);
  });
});

describe("deprecated course banner", () => {
  const course: DeprecatedCourseMeta = {
    author_id: 1,
    collection_id: 2,
    url_slug: "old-course",
    is_marked_for_deletion: true,
    show_banner_on_deleted_course: true,
  };
  const route = { pathname: "/courses/old-course", slug: "old-course" };

  it.each<
    [
      string,
      DeprecatedCourseMeta | null,
      { pathname: string; slug?: string; author_id?: number; collection_id?: number; page_id?: number },
      string[],
      boolean,
      string,
    ]
  >([
    ["shown", course, route, [], true, "shown"],
    ["deleted status instead of the mark", { ...course, is_marked_for_deletion: false, metadata_status: "deleted" }, route, [], true, "shown"],
    ["matched by ids", course, { pathname: "/collection/1/2", author_id: 1, collection_id: 2 }, [], true, "shown"],
    ["not loaded", null, route, [], false, "not-loaded"],
    ["not deleted", { ...course, is_marked_for_deletion: false, metadata_status: "published" }, route, [], false, "not-deleted"],
    ["flag off", { ...course, show_banner_on_deleted_course: false }, route, [], false, "banner-disabled"],
    ["another course's route", course, { pathname: "/courses/other", slug: "other" }, [], false, "route-mismatch"],
    ["ids differ", course, { pathname: "/collection/1/3", author_id: 1, collection_id: 3 }, [], false, "route-mismatch"],
    ["module page", course, { pathname: "/module/page/1", slug: "old-course" }, [], false, "module-or-draft"],
    ["draft", course, { pathname: "/collection/1/2/draft", author_id: 1, collection_id: 2 }, [], false, "module-or-draft"],
    ["dismissed for the course", course, route, ["deprecated_content_1_2"], false, "dismissed"],
    ["dismissed on a lesson only", course, route, ["deprecated_content_1_2_9"], true, "shown"],
    ["dismissed on this lesson", course, { ...route, page_id: 9 }, ["deprecated_content_1_2_9"], false, "dismissed"],
  ])("%s", (_name, meta, r, dismissed, visible, rule) => {
    expect(deprecatedCourseBanner({ course: meta, route: r, dismissedKeys: dismissed })).toEqual({ visible, rule });
  });

  it.each([
    [undefined, "deprecated_content_1_2"],
    [null, "deprecated_content_1_2"],
    [9, "deprecated_content_1_2_9"],
  ])("dismiss key with page %s", (page, key) => {
    expect(deprecatedBannerDismissKey({ author_id: 1, collection_id: 2 }, page)).toBe(key);
  });
});

describe("enterprise trial extension banner", () => {
  it.each([
    ["2025-06-01T10:00:00Z", "2025-06-01T23:00:00Z", 0],
    ["2025-06-01T23:00:00Z", "2025-06-02T01:00:00Z", 1],
    ["2025-06-01", "2025-06-08", 7],
    ["2025-06-08", "2025-06-01", -7],
  ])("trialDaysLeft(now %s, expires %s) = %s", (now, expires, days) => {
    expect(trialDaysLeft(expires, now)).toBe(days);
  });

  const ok = { daysLeft: 3, threshold: 5, trial_extended: false, is_self_initiated_trial: true };
  it.each([
    ["within the window", ok, true],
    ["today", { ...ok, daysLeft: 0 }, true],
    ["at the threshold", { ...ok, daysLeft: 5 }, true],
    ["beyond the threshold", { ...ok, daysLeft: 6 }, false],
    ["already expired", { ...ok, daysLeft: -1 }, false],
    ["already extended", { ...ok, trial_extended: true }, false],
    ["not self-initiated", { ...ok, is_self_initiated_trial: false }, false],
    ["self-initiated unknown", { daysLeft: 1, threshold: 5 }, false],
  ])("%s → %s", (_name, input, expected) => {
    expect(showTrialExtensionBanner(input)).toBe(expected);
  });
});

describe("studentPackBanner", () => {
  it("'This {type} is not available in GitHub Student Pack. Upgrade to get full access.' only for a verified student on locked content", () => {
    expect(studentPackBanner({ githubStudent: true, locked: true, type: "course" })).toEqual({
      text: "This course is not available in GitHub Student Pack. Upgrade to get full access.",
      action: { label: "Upgrade Now", href: "/unlimited" },
    });
    expect(studentPackBanner({ githubStudent: true, locked: true, type: "cloud lab" })?.text).toBe(
      "This cloud lab is not available in GitHub Student Pack. Upgrade to get full access.",
    );
    expect(studentPackBanner({ githubStudent: true, locked: false, type: "course" })).toBeNull();
    expect(studentPackBanner({ githubStudent: false, locked: true, type: "course" })).toBeNull();
  });
});
