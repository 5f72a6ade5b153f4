// The facts of a request that server-side analytics needs, read once at the edge: the services
// that record an event take these plain values, never the request.
import { privacySignal } from "~/engine/analyticsEvents";
import type { Tracking } from "~/services/analytics.server";

/** Whether the browser sent DNT or Sec-GPC (docs/product/learner-data.md#analytics). */
export const requestAsksNotToTrack = (request: Request) => privacySignal({ dnt: request.headers.get("DNT"), gpc: request.headers.get("Sec-GPC") });

/** The path and the privacy signal of this request. */
export function trackingOf(request: Request): Tracking {
  return { path: new URL(request.url).pathname, doNotTrack: requestAsksNotToTrack(request) };
}
