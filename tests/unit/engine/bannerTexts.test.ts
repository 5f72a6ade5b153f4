import { describe, it, expect } from "vitest";
import {
  BANNER_BUTTON_LABELS,
  BANNER_TEXTS,
  deprecatedCourseBannerText,
  deprecatedCourseMessage,
  githubStudentPackText,
  giftSubscriptionText,
  lockInDiscountText,
  RENEWAL_TEXTS,
  trialExpiryText,
} from "~/engine";

describe("exact banner texts", () => {
  it.each([
    [BANNER_TEXTS.deprecatedLifetime, "This course is no longer available on our catalog and will not be updated. You can still access the course."],
    [BANNER_TEXTS.betterRecommendation, "We have a better recommendation for you."],
    [BANNER_TEXTS.betterAlternativeSoon, "We\u2019ll soon come up with a better alternative for you."],
    [BANNER_TEXTS.unverified, "We have sent you an email to verify your account."],
    [BANNER_TEXTS.referralCredit, "Congrats! You\u2019ve earned some credit by referring your friends. Visit here to see your credit balance."],
    [RENEWAL_TEXTS.paymentFailedBanner, "Payment failed. Please pay to retain access"],
    [BANNER_BUTTON_LABELS.DEFAULT, "Get Unlimited"],
    [BANNER_BUTTON_LABELS.UPGRADE_NOW, "Upgrade Now"],
    [BANNER_BUTTON_LABELS.CLAIM_DISCOUNT, "Claim Discount"],
    [BANNER_BUTTON_LABELS.ADD_PAYMENT_METHOD, "Add Payment Method"],
    [BANNER_BUTTON_LABELS.CLAIM_GIFT, "Claim Gift"],
    [BANNER_BUTTON_LABELS.CLAIM_OFFER, "Claim Offer"],
    [BANNER_BUTTON_LABELS.EXTEND_TRIAL, "Extend Trial"],
    [BANNER_BUTTON_LABELS.RESEND_EMAIL, "Resend Email"],
    [BANNER_BUTTON_LABELS.VISIT_NEW_COURSE, "Visit New Course"],
    [BANNER_BUTTON_LABELS.VIEW_NEW_COURSES, "View New Courses"],
  ])("%s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("deprecated course banner text", () => {
  it.each([
    [null, "This course is no longer available on our catalog and will not be updated. You can still access the course."],
    [undefined, "This course is no longer available on our catalog and will not be updated. You can still access the course."],
    [
      "2026-01-05",
      "This course is no longer available on our catalog and will not be updated. You can still access the course but it won't be accessible after January 5, 2026.",
    ],
  ])("expiration %s", (date, text) => {
    expect(deprecatedCourseMessage(date)).toBe(text);
  });

  it("accepts a date formatter", () => {
    expect(deprecatedCourseMessage("2026-01-05", () => "05/01/2026")).toMatch(/won't be accessible after 05\/01\/2026\.$/);
  });

  const course = { author_id: 1, collection_id: 2, course_expiration_date: null };
  it.each([
    ["no replacement", [], "We\u2019ll soon come up with a better alternative for you.", null],
    [
      "one replacement with a slug",
      [{ author_id: 3, collection_id: 4, redirect_url_slug: "new-course" }],
      "We have a better recommendation for you.",
      { label: "Visit New Course", href: "/courses/new-course" },
    ],
    [
      "one replacement without a slug",
      [{ author_id: 3, collection_id: 4 }],
      "We have a better recommendation for you.",
      { label: "Visit New Course", href: "/collection/3/4" },
    ],
    [
      "several replacements",
      [
        { author_id: 3, collection_id: 4 },
        { author_id: 5, collection_id: 6 },
      ],
      "We have a better recommendation for you.",
      { label: "View New Courses", href: "/transition/1/2" },
    ],
  ])("%s", (_name, replacements, recommendation, link) => {
    const text = deprecatedCourseBannerText({ course, replacements });
    expect(text.message).toBe(BANNER_TEXTS.deprecatedLifetime);
    expect(text.recommendation).toBe(recommendation);
    expect(text.link).toEqual(link);
  });
});

describe("templated texts", () => {
  it.each([
    [0, "Your free trial expires today. Need more time?"],
    [1, "Your free trial expires tomorrow. Need more time?"],
    [5, "Your free trial expires in 5 days. Need more time?"],
  ])("trial expiry in %s days", (days, text) => {
    expect(trialExpiryText(days)).toBe(text);
  });

  it.each([
    [() => githubStudentPackText("course"), "This course is not available in GitHub Student Pack. Upgrade to get full access."],
    [() => githubStudentPackText("cloud lab"), "This cloud lab is not available in GitHub Student Pack. Upgrade to get full access."],
    [() => lockInDiscountText(28), "LOCK IN 28% LIFETIME DISCOUNT"],
    [() => lockInDiscountText(27.6), "LOCK IN 28% LIFETIME DISCOUNT"],
    [() => giftSubscriptionText(40), "Gift a subscription at up to 40% OFF!"],
  ])("%s", (make, text) => {
    expect(make()).toBe(text);
  });
});
