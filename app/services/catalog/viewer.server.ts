// Who is reading: the user (or a visitor), staff status and subscriptions, as the access rule reads them.
import type { SubscriptionFacts } from "~/engine/catalog";
import { listUserSubscriptions } from "~/models/catalog.server";
import type { User } from "~/models/user.server";
import { getUser, isStaff } from "~/utils/auth.server";

export interface Viewer {
  user: User | null;
  isStaff: boolean;
  subscriptions: SubscriptionFacts[];
}

export async function getViewer(request: Request): Promise<Viewer> {
  const user = await getUser(request);
  if (!user) return { user: null, isStaff: false, subscriptions: [] };
  return { user, isStaff: isStaff(user), subscriptions: await listUserSubscriptions(user.id) };
}

/** The viewer as canAccessLesson reads it: null for a visitor. */
export const accessViewer = (v: Viewer) => (v.user ? { isStaff: v.isStaff, subscriptions: v.subscriptions } : null);
