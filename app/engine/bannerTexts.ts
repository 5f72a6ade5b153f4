// Banner texts, word for word (docs/product/billing.md#banners, docs/product/catalog.md#deprecated-courses; note the typographic
// apostrophes ’ where the texts use them).
import { formatFullDate, type DateInput } from "./dates";

export const BANNER_BUTTON_LABELS = {
  DEFAULT: "Get Unlimited",
  UPGRADE_NOW: "Upgrade Now",
  CLAIM_DISCOUNT: "Claim Discount",
  ADD_PAYMENT_METHOD: "Add Payment Method",
  CLAIM_GIFT: "Claim Gift",
  CLAIM_OFFER: "Claim Offer",
  EXTEND_TRIAL: "Extend Trial",
  RESEND_EMAIL: "Resend Email",
  VISIT_NEW_COURSE: "Visit New Course",
  VIEW_NEW_COURSES: "View New Courses",
} as const;

export const BANNER_TEXTS = {
  deprecatedLifetime: "This course is no longer available on our catalog and will not be updated. You can still access the course.",
  betterRecommendation: "We have a better recommendation for you.",
  betterAlternativeSoon: "We’ll soon come up with a better alternative for you.",
  unverified: "We have sent you an email to verify your account.",
  referralCredit: "Congrats! You’ve earned some credit by referring your friends. Visit here to see your credit balance.",
} as const;

export interface ReplacementCourse {
  author_id: string | number;
  collection_id: string | number;
  redirect_url_slug?: string | null;
}

export interface DeprecatedBannerText {
  message: string;
  recommendation: string;
  link: { label: string; href: string } | null;
}

/**
 * The deprecated-course text (docs/product/catalog.md#deprecated-courses). With an expiration date
 * the text is the lifetime text continued, not replaced: it keeps "You can still access the course"
 * and ends "…won't be accessible after {date}." (a straight apostrophe, as written).
 */
export function deprecatedCourseMessage(courseExpirationDate: DateInput | null | undefined, formatDate = formatFullDate): string {
  if (courseExpirationDate === null || courseExpirationDate === undefined || courseExpirationDate === "") {
    return BANNER_TEXTS.deprecatedLifetime;
  }
  const date = formatDate(courseExpirationDate);
  return `This course is no longer available on our catalog and will not be updated. You can still access the course but it won't be accessible after ${date}.`;
}

/**
 * The deprecated-course banner: the message, then the recommendation line, and a link:
 * one replacement → "Visit New Course" (to that course), several → "View New Courses"
 * (to /transition/{authorId}/{collectionId}), none → no link.
 */
export function deprecatedCourseBannerText(input: {
  course: { author_id: string | number; collection_id: string | number; course_expiration_date?: DateInput | null };
  replacements: readonly ReplacementCourse[];
  formatDate?: (d: DateInput) => string;
}): DeprecatedBannerText {
  const { course, replacements } = input;
  const message = deprecatedCourseMessage(course.course_expiration_date, input.formatDate);
  if (replacements.length === 0) {
    return { message, recommendation: BANNER_TEXTS.betterAlternativeSoon, link: null };
  }
  const transition = `/transition/${course.author_id}/${course.collection_id}`;
  if (replacements.length === 1) {
    const only = replacements[0] as ReplacementCourse;
    const href = only.redirect_url_slug ? `/courses/${only.redirect_url_slug}` : `/collection/${only.author_id}/${only.collection_id}`;
    return { message, recommendation: BANNER_TEXTS.betterRecommendation, link: { label: BANNER_BUTTON_LABELS.VISIT_NEW_COURSE, href } };
  }
  return {
    message,
    recommendation: BANNER_TEXTS.betterRecommendation,
    link: { label: BANNER_BUTTON_LABELS.VIEW_NEW_COURSES, href: transition },
  };
}

/** "Your free trial expires today/tomorrow/in N days. Need more time?" */
export function trialExpiryText(daysLeft: number): string {
  const when = daysLeft <= 0 ? "today" : daysLeft === 1 ? "tomorrow" : `in ${daysLeft} days`;
  return `Your free trial expires ${when}. Need more time?`;
}

/** "This {type} is not available in GitHub Student Pack. Upgrade to get full access." */
export function githubStudentPackText(type: string): string {
  return `This ${type} is not available in GitHub Student Pack. Upgrade to get full access.`;
}

/** "LOCK IN {{PERCENTAGE}}% LIFETIME DISCOUNT", with the percentage rounded to a whole number. */
export function lockInDiscountText(percentage: number): string {
  return "LOCK IN {{PERCENTAGE}}% LIFETIME DISCOUNT".replace("{{PERCENTAGE}}", String(Math.round(percentage)));
}

/** "Gift a subscription at up to {n}% OFF!" */
export function giftSubscriptionText(percentage: number): string {
  return `Gift a subscription at up to ${Math.round(percentage)}% OFF!`;
}
