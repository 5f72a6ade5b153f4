// Who is reading: the user (or a visitor), staff status and subscriptions, as the access rule reads them.
import type { SubscriptionFacts } from "~/engine/catalog";
import { listOwnedCourseKeys, ownedCourseKey } from "~/models/billing.server";
import { listUserSubscriptions } from "~/models/catalog.server";
import type { User } from "~/models/user.server";
import { organizationFactsFor, type OrganizationFacts } from "~/services/organizations/access.server";
import { getUser, isStaff } from "~/utils/auth.server";

export interface Viewer {
  user: User | null;
  isStaff: boolean;
  subscriptions: SubscriptionFacts[];
  /** courses bought a-la-carte ("authorId:workId") */
  ownedCourses: Set<string>;
  /** organization memberships (the content-access rule reads the subscriber ones) */
  organizations: OrganizationFacts;
}

export async function getViewer(request: Request): Promise<Viewer> {
  const user = await getUser(request);
  if (!user)
    return { user: null, isStaff: false, subscriptions: [], ownedCourses: new Set(), organizations: await organizationFactsFor(request, null) };
  const [subscriptions, ownedCourses, organizations] = await Promise.all([
    listUserSubscriptions(user.id),
    listOwnedCourseKeys(user.id),
    organizationFactsFor(request, user.id),
  ]);
  return { user, isStaff: isStaff(user), subscriptions, ownedCourses, organizations };
}

/** The viewer as canAccessLesson reads it for one course: null for a visitor; `organizationSeat` when a seat opens the course. */
export const accessViewer = (v: Viewer, course: { authorId: number; collectionId: number }, organizationSeat = false) =>
  v.user
    ? {
        isStaff: v.isStaff,
        subscriptions: v.subscriptions,
        ownsCourse: v.ownedCourses.has(ownedCourseKey(course.authorId, course.collectionId)),
        organizationSeat,
      }
    : null;
