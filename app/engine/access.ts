// Content access for organization users, path/plan/module access, the business-domain
// visitor rule and catalogue ordering (docs/product/organizations.md#content-access).
import { subscriberOrganizations, type CategoryId, type CourseRef, type OrganizationMembership } from "./organizations";

export interface AccessContent extends CourseRef {
  /** "path" and "course" are the kinds the organization lists govern. */
  kind: string;
  is_private?: boolean;
  /** Category (learner tag) ids of the content. */
  categories?: readonly CategoryId[];
}

/** Which step of docs/product/organizations.md#content-access decided. */
export type ContentAccessRule =
  | "no-subscriber-organizations"
  | "private-content"
  | "not-path-or-course"
  | "no-lists"
  | "include-all"
  | "included-content"
  | "included-category"
  | "excluded-content"
  | "excluded-category"
  | "not-excluded"
  | "not-included";

interface AccessDecision<R extends string> {
  allowed: boolean;
  rule: R;
}

const sameRef = (a: CourseRef, b: CourseRef) => String(a.author_id) === String(b.author_id) && String(a.work_id) === String(b.work_id);

/** Organization content access, steps 1–5 of docs/product/organizations.md#content-access. */
export function canAccessContent(input: {
  memberships: readonly OrganizationMembership[];
  content: AccessContent;
}): AccessDecision<ContentAccessRule> {
  const { content } = input;
  const subscribers = subscriberOrganizations(input.memberships);
  // Step 1
  if (subscribers.length === 0) return { allowed: true, rule: "no-subscriber-organizations" };
  if (content.is_private === true) return { allowed: true, rule: "private-content" };
  if (content.kind !== "path" && content.kind !== "course") return { allowed: true, rule: "not-path-or-course" };
  // Step 2: merge the lists of all subscriber organizations
  const includeAll = subscribers.some((o) => o.include_all_courses === true);
  const includedCourses = subscribers.flatMap((o) => o.included_courses ?? []);
  const excludedCourses = subscribers.flatMap((o) => o.excluded_courses ?? []);
  const includedCategories = new Set(subscribers.flatMap((o) => o.included_categories ?? []).map(String));
  const excludedCategories = new Set(subscribers.flatMap((o) => o.excluded_categories ?? []).map(String));
  const categories = (content.categories ?? []).map(String);
  const hasExclusions = excludedCourses.length > 0 || excludedCategories.size > 0;
  const hasInclusions = includedCourses.length > 0 || includedCategories.size > 0;
  // Step 3
  if (!includeAll && !hasInclusions && !hasExclusions) return { allowed: true, rule: "no-lists" };
  if (includeAll) return { allowed: true, rule: "include-all" };
  if (includedCourses.some((c) => sameRef(c, content))) return { allowed: true, rule: "included-content" };
  if (categories.some((c) => includedCategories.has(c))) return { allowed: true, rule: "included-category" };
  // Step 4
  if (hasExclusions) {
    if (excludedCourses.some((c) => sameRef(c, content))) return { allowed: false, rule: "excluded-content" };
    if (categories.some((c) => excludedCategories.has(c))) return { allowed: false, rule: "excluded-category" };
    return { allowed: true, rule: "not-excluded" };
  }
  // Step 5
  return { allowed: false, rule: "not-included" };
}

export type OrganizationContentRule = "no-organization" | "no-courses-access" | "learn-freemium" | "organization";

/**
 * Paths and plans (and modules, likewise) need an organization and are denied under
 * no_courses_access unless the user is learn-freemium.
 */
export function canAccessPathOrPlan(input: {
  organization: OrganizationMembership | null | undefined;
  isLearnFreemium: boolean;
}): AccessDecision<OrganizationContentRule> {
  if (!input.organization) return { allowed: false, rule: "no-organization" };
  if (input.organization.no_courses_access === true) {
    return input.isLearnFreemium ? { allowed: true, rule: "learn-freemium" } : { allowed: false, rule: "no-courses-access" };
  }
  return { allowed: true, rule: "organization" };
}

/** Modules follow the same rule as paths and plans. */
export const canAccessModule = canAccessPathOrPlan;

type BusinessDomainRule = "not-business-domain" | "logged-in" | "free-content" | "unpriced-content" | "special-tag" | "priced-content";

interface BusinessDomainContent {
  is_free?: boolean;
  /** Price in cents; null or absent means unpriced. */
  price_cents?: number | null;
  tags?: readonly string[];
}

/** On the business domain a logged-out visitor is denied free or unpriced content and content with a special tag. */
export function businessDomainVisitorAccess(input: {
  isBusinessDomain: boolean;
  isLoggedIn: boolean;
  content: BusinessDomainContent;
  /** The tags that mark content as special (configuration). */
  specialTags: readonly string[];
}): AccessDecision<BusinessDomainRule> {
  if (!input.isBusinessDomain) return { allowed: true, rule: "not-business-domain" };
  if (input.isLoggedIn) return { allowed: true, rule: "logged-in" };
  const c = input.content;
  if (c.is_free === true) return { allowed: false, rule: "free-content" };
  if (c.price_cents === null || c.price_cents === undefined || c.price_cents <= 0) {
    return { allowed: false, rule: "unpriced-content" };
  }
  if ((c.tags ?? []).some((t) => input.specialTags.includes(t))) return { allowed: false, rule: "special-tag" };
  return { allowed: true, rule: "priced-content" };
}

interface CatalogueEntry {
  /** Lower rank first; absent ranks go last. */
  rank?: number | null;
  categories?: readonly CategoryId[];
}

/** Sorted by overlap with the preferred categories (most first), then by rank; stable otherwise. */
export function sortCatalogue<T extends CatalogueEntry>(items: readonly T[], preferredCategories: readonly CategoryId[]): T[] {
  const preferred = new Set(preferredCategories.map(String));
  const overlap = (t: T) => new Set((t.categories ?? []).map(String).filter((c) => preferred.has(c))).size;
  const rank = (t: T) => (typeof t.rank === "number" ? t.rank : Number.POSITIVE_INFINITY);
  return items
    .map((item, index) => ({ item, index, overlap: overlap(item), rank: rank(item) }))
    .sort((a, b) => b.overlap - a.overlap || (a.rank === b.rank ? 0 : a.rank < b.rank ? -1 : 1) || a.index - b.index)
    .map((x) => x.item);
}

/** Cloud labs (kind "cloudlab") are hidden unless the organization may use them; no organization hides nothing. */
export function hideCloudLabs<T extends { kind: string }>(
  items: readonly T[],
  organization: Pick<OrganizationMembership, "feature_flags"> | null | undefined,
): T[] {
  if (!organization || organization.feature_flags?.can_access_cloudlabs === true) return [...items];
  return items.filter((i) => i.kind !== "cloudlab");
}
