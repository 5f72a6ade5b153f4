// Banner rules: which banner kind, and when the GitHub Student Pack, deprecated-course,
// trial-extension, site-coupon and discount banners show (docs/product/billing.md#banners).
import { calendarDaysBetween, requireDate, toDate, type DateInput } from "./dates";
import { isPremiumPlusLabel, type UserLabel } from "./analytics";
import { BANNER_BUTTON_LABELS, giftSubscriptionText, githubStudentPackText, type ReplacementCourse } from "./bannerTexts";
import { BANNER_TARGETS } from "./constants";

type BannerKind = "non-paying" | "premium-plus" | "churned" | "current-subscriber";

const CURRENT = new Set(["current_subscriber", "external_subscriber", "team_subscriber", "team_buy_admin", "b2c_trial", "github_student"]);
const CHURNED = new Set(["churned", "github_student_churned"]);
const NO_UPSELL = new Set(["internal", "enterprise_super_admin", "enterprise_sub_admin", "enterprise_manager", "enterprise_member"]);

/**
 * Banner kind from the user label: premium plus (current subscriber on 400), current
 * subscriber, churned, or non-paying. Internal staff and business members get no
 * individual upsell banner (null).
 */
export function bannerKind(label: UserLabel): BannerKind | null {
  if (NO_UPSELL.has(label.category)) return null;
  if (isPremiumPlusLabel(label)) return "premium-plus";
  if (CURRENT.has(label.category)) return "current-subscriber";
  if (CHURNED.has(label.category)) return "churned";
  return "non-paying";
}

export interface ChurnedBuyerDiscount {
  expiration_date: DateInput;
  churned_buyer_discount_type: "golden_ticket_discount" | "repurchase_discount";
  discount_percentage: number;
}

type DiscountBannerOffer = { kind: "gift-claim"; cta: "Claim Gift"; text: string; percentage: number } | { kind: "none" };

/** The discount banner offers a gift claim while a churned-buyer discount has not expired. */
export function discountBannerOffer(discount: ChurnedBuyerDiscount | null | undefined, now: DateInput): DiscountBannerOffer {
  if (!discount) return { kind: "none" };
  const expires = toDate(discount.expiration_date);
  if (!expires || requireDate(now, "now").getTime() >= expires.getTime()) return { kind: "none" };
  return {
    kind: "gift-claim",
    cta: BANNER_BUTTON_LABELS.CLAIM_GIFT,
    text: giftSubscriptionText(discount.discount_percentage),
    percentage: discount.discount_percentage,
  };
}

// ---- GitHub Student Pack ---------------------------------------------------------

/** What the student-pack banner names: a course, a path, a module, a project, a cloud lab, an assessment. */
type StudentPackContentType = "course" | "path" | "module" | "project" | "cloud lab" | "assessment";

/**
 * "This {type} is not available in GitHub Student Pack. Upgrade to get full access." with Upgrade Now
 * (to /unlimited): on a content page a verified GitHub student cannot fully open (some of it is
 * locked to them). The Student Pack is what a verified student has without a plan: the free content
 * and the student discount (docs/product/billing.md#banners). Nobody else sees it.
 */
export function studentPackBanner(input: {
  githubStudent: boolean;
  /** the viewer cannot open all of this content (locked lessons, or the whole item) */
  locked: boolean;
  type: StudentPackContentType;
}): { text: string; action: { label: string; href: string } } | null {
  if (!input.githubStudent || !input.locked) return null;
  return { text: githubStudentPackText(input.type), action: { label: BANNER_BUTTON_LABELS.UPGRADE_NOW, href: BANNER_TARGETS.DEFAULT } };
}

// ---- Deprecated course -----------------------------------------------------------

/** The deleted value of metadata_status. */
const METADATA_STATUS_DELETED = "deleted";

export interface DeprecatedCourseMeta {
  author_id: string | number;
  collection_id: string | number;
  url_slug?: string | null;
  is_marked_for_deletion?: boolean;
  metadata_status?: string | null;
  show_banner_on_deleted_course?: boolean;
  default_redirect?: ReplacementCourse | null;
  additional_course_alternatives?: readonly ReplacementCourse[] | null;
}

interface CourseRoute {
  pathname: string;
  author_id?: string | number | null;
  collection_id?: string | number | null;
  slug?: string | null;
  /** Set on a lesson view. */
  page_id?: string | number | null;
}

/** Dismissal is remembered per course, and per lesson view when a page id is given. */
export function deprecatedBannerDismissKey(
  course: { author_id: string | number; collection_id: string | number },
  pageId?: string | number | null,
): string {
  const base = `deprecated_content_${course.author_id}_${course.collection_id}`;
  return pageId === null || pageId === undefined ? base : `${base}_${pageId}`;
}

type DeprecatedBannerRule = "shown" | "not-loaded" | "not-deleted" | "banner-disabled" | "route-mismatch" | "module-or-draft" | "dismissed";

function routeMatches(meta: DeprecatedCourseMeta, route: CourseRoute): boolean {
  const byIds =
    route.author_id !== null &&
    route.author_id !== undefined &&
    String(route.author_id) === String(meta.author_id) &&
    String(route.collection_id) === String(meta.collection_id);
  const bySlug = !!route.slug && !!meta.url_slug && route.slug === meta.url_slug;
  return byIds || bySlug;
}

/** All of: loaded, marked for deletion or deleted, banner enabled, matches the route, not a module page or draft, not dismissed. */
export function deprecatedCourseBanner(input: {
  course: DeprecatedCourseMeta | null | undefined;
  route: CourseRoute;
  dismissedKeys: readonly string[];
}): { visible: boolean; rule: DeprecatedBannerRule } {
  const { course, route } = input;
  if (!course) return { visible: false, rule: "not-loaded" };
  const deleted = course.is_marked_for_deletion === true || course.metadata_status === METADATA_STATUS_DELETED;
  if (!deleted) return { visible: false, rule: "not-deleted" };
  if (course.show_banner_on_deleted_course !== true) return { visible: false, rule: "banner-disabled" };
  if (!routeMatches(course, route)) return { visible: false, rule: "route-mismatch" };
  const segs = route.pathname.split(/[?#]/, 1)[0]?.split("/") ?? [];
  if (segs.includes("module") || segs.includes("draft")) return { visible: false, rule: "module-or-draft" };
  if (input.dismissedKeys.includes(deprecatedBannerDismissKey(course, route.page_id))) {
    return { visible: false, rule: "dismissed" };
  }
  return { visible: true, rule: "shown" };
}

// ---- Enterprise trial extension -------------------------------------------------

/** Whole calendar days from now to the trial expiration date (negative once expired). */
export function trialDaysLeft(trialExpirationDate: DateInput, now: DateInput): number {
  return calendarDaysBetween(now, trialExpirationDate);
}

/** Shows while 0 ≤ days left ≤ threshold, the trial is not extended, and the trial was self-initiated. */
export function showTrialExtensionBanner(input: {
  daysLeft: number;
  threshold: number;
  trial_extended?: boolean;
  is_self_initiated_trial?: boolean;
}): boolean {
  return input.daysLeft >= 0 && input.daysLeft <= input.threshold && input.trial_extended !== true && input.is_self_initiated_trial === true;
}
