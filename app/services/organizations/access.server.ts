// Organization content access on the server
// (docs/product/organizations.md#content-access; the combination with the learner's own access is the engine's organizationAccess.ts).
// One query for the viewer's organization facts per request (cached on the Request), and the
// personal facts only when an organization restricts something.
import {
  ACCESS_TEXTS,
  hasActiveSubscription,
  organizationCourseAccess,
  organizationPathAccess,
  sortCatalogue,
  subscriberOrganizations,
  type OrganizationCourseAccess,
  type OrganizationPathAccess,
  type SubscriptionFacts,
} from "~/engine";
import { listOwnedCourseKeys, ownedCourseKey } from "~/models/billing.server";
import { listUserSubscriptions } from "~/models/catalog.server";
import { findCoachPathByIds, findModulePath, type CoachPathRow } from "~/models/coachPathContent.server";
import type { User } from "~/models/user.server";
import { getStoredActiveOrganizationId, listMembershipFacts, type MembershipFacts } from "~/models/organization.server";
import { isStaff } from "~/utils/auth.server";
import { forbidden } from "~/utils/http.server";

/** The sentence of every organization refusal (course page, API 403s, paths). */
export const ORGANIZATION_DENIED_TEXT = ACCESS_TEXTS.notInOrganizationPlan;

export interface OrganizationFacts {
  memberships: MembershipFacts[];
  /** memberships with a live seat */
  subscribers: MembershipFacts[];
}

const NO_FACTS: OrganizationFacts = { memberships: [], subscribers: [] };
const factsCache = new WeakMap<Request, Promise<OrganizationFacts>>();

async function readFacts(userId: number): Promise<OrganizationFacts> {
  const memberships = await listMembershipFacts(userId);
  return { memberships, subscribers: subscriberOrganizations(memberships) };
}

/** The user's memberships (one query), once per request; a visitor has none. */
export function organizationFactsFor(request: Request | null, userId: number | null | undefined): Promise<OrganizationFacts> {
  if (userId == null) return Promise.resolve(NO_FACTS);
  if (!request) return readFacts(userId);
  let cached = factsCache.get(request);
  if (!cached) {
    cached = readFacts(userId);
    factsCache.set(request, cached);
  }
  return cached;
}

/** Only subscriber organizations restrict courses: everyone else is unaffected (docs/product/organizations.md#content-access). */
export const restrictsCourses = (facts: OrganizationFacts) => facts.subscribers.length > 0;

/** The learner's own grants, as the combination rule reads them. */
export interface PersonalFacts {
  isStaff: boolean;
  subscriptions: readonly SubscriptionFacts[];
  /** "authorId:workId" of courses bought a-la-carte */
  ownedCourses: ReadonlySet<string>;
}

export async function loadPersonalFacts(userId: number, isStaff: boolean): Promise<PersonalFacts> {
  const [subscriptions, ownedCourses] = await Promise.all([listUserSubscriptions(userId), listOwnedCourseKeys(userId)]);
  return { isStaff, subscriptions, ownedCourses };
}

/** The facts of a course the rule reads: its ids, whether it is free, and its categories (own category and tags). */
export interface CourseAccessFacts {
  authorId: number;
  collectionId: number;
  isFree: boolean;
  categorySlug: string;
  tagSlugs: readonly string[];
}

export function courseAccess(facts: OrganizationFacts, personal: PersonalFacts, course: CourseAccessFacts, now: Date): OrganizationCourseAccess {
  return organizationCourseAccess({
    memberships: facts.memberships,
    content: { kind: "course", author_id: course.authorId, work_id: course.collectionId, categories: [course.categorySlug, ...course.tagSlugs] },
    personal: {
      isStaff: personal.isStaff,
      isFree: course.isFree,
      ownsCourse: personal.ownedCourses.has(ownedCourseKey(course.authorId, course.collectionId)),
      hasOwnSubscription: hasActiveSubscription(personal.subscriptions, now),
    },
  });
}

/** The preferred categories the catalogue is sorted by: those of the subscriber organizations, merged in order. */
export function preferredCategories(facts: OrganizationFacts): string[] {
  return [...new Set(facts.subscribers.flatMap((m) => m.preferred_categories))];
}

/**
 * A catalogue as the member may see it: only the courses they may open. Null when the viewer
 * sees all of it: a user with no subscriber organization, and staff. (Cloud labs: the catalogue
 * holds courses only.)
 */
export function catalogueFilter(
  viewer: { facts: OrganizationFacts; personal: PersonalFacts | null },
  now: Date,
): ((course: CourseAccessFacts) => boolean) | null {
  const { facts, personal } = viewer;
  if (!restrictsCourses(facts) || !personal || personal.isStaff) return null;
  return (c) => courseAccess(facts, personal, c, now).allowed;
}

/** Sorted by overlap with the subscriber organizations' preferred categories, then rank (engine sortCatalogue); unchanged without any. */
export function sortByPreferredCategories<T extends Pick<CourseAccessFacts, "categorySlug" | "tagSlugs"> & { rank: number }>(
  facts: OrganizationFacts,
  courses: readonly T[],
): T[] {
  const preferred = preferredCategories(facts);
  if (preferred.length === 0) return [...courses];
  return sortCatalogue(
    courses.map((c) => ({ course: c, rank: c.rank, categories: [c.categorySlug, ...c.tagSlugs] })),
    preferred,
  ).map((x) => x.course);
}

/** The catalogue viewer of a request: organization facts, and personal facts only when they matter. */
export async function catalogueViewer(request: Request, user: { id: number } | null, isStaff: boolean) {
  const facts = await organizationFactsFor(request, user?.id);
  const personal = user && restrictsCourses(facts) ? await loadPersonalFacts(user.id, isStaff) : null;
  return { facts, personal };
}

// ---------------------------------------------------------------- paths

/** A path as the lists read it: kind "path", (author_id, path_id). */
export const pathContent = (path: Pick<CoachPathRow, "authorId" | "pathId">) => ({
  kind: "path",
  author_id: path.authorId,
  work_id: path.pathId,
  categories: [] as string[],
});

type PathUser = Pick<User, "id" | "email" | "verified">;

const pathFactsCache = new WeakMap<Request, Promise<{ stored: number | null; subscriptions: SubscriptionFacts[] }>>();

/** The stored active organization and the personal subscriptions (learn-freemium), once per request. */
function pathViewerFacts(request: Request | null, userId: number) {
  const read = async () => {
    const [stored, subscriptions] = await Promise.all([getStoredActiveOrganizationId(userId), listUserSubscriptions(userId)]);
    return { stored, subscriptions };
  };
  if (!request) return read();
  let cached = pathFactsCache.get(request);
  if (!cached) pathFactsCache.set(request, (cached = read()));
  return cached;
}

/** May this user open the path (interview-prep roadmap or learning path)? Unaffected outside organizations. */
export async function pathAccessFor(
  request: Request | null,
  user: PathUser | null,
  path: Pick<CoachPathRow, "authorId" | "pathId">,
  now = new Date(),
): Promise<OrganizationPathAccess> {
  const facts = await organizationFactsFor(request, user?.id);
  if (!user || facts.memberships.length === 0) return { allowed: true, rule: "no-organization", ruleSet: "none" };
  const { stored, subscriptions } = await pathViewerFacts(request, user.id);
  return organizationPathAccess({
    memberships: facts.memberships,
    storedActiveId: stored,
    path: pathContent(path),
    isStaff: isStaff(user),
    isLearnFreemium: !hasActiveSubscription(subscriptions, now),
  });
}

/** Throws the 403 `{errorText}` of a path the user's organizations do not grant. */
export async function requirePathAccess(
  request: Request | null,
  user: PathUser | null,
  path: Pick<CoachPathRow, "authorId" | "pathId">,
): Promise<void> {
  if (!(await pathAccessFor(request, user, path)).allowed) forbidden(ORGANIZATION_DENIED_TEXT);
}

/**
 * The coach APIs name a path by its ids or one of its modules by (author_id, work_id): a 403
 * when the user's organizations do not grant that path. An unknown path or module is left to
 * the service's own 404. Nothing is read for a user in no organization.
 */
export async function requireCoachPathAccess(
  request: Request,
  user: PathUser,
  ref: { pathAuthorId: number; pathId: number } | { moduleAuthorId: number; collectionId: number },
): Promise<void> {
  const facts = await organizationFactsFor(request, user.id);
  if (facts.memberships.length === 0) return;
  const path = "pathId" in ref ? await findCoachPathByIds(ref.pathAuthorId, ref.pathId) : await findModulePath(ref.moduleAuthorId, ref.collectionId);
  if (path) await requirePathAccess(request, user, path);
}
