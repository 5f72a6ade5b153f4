// PUT /api/event/triggered-multi {events} (docs/product/learner-data.md#analytics): the browser's batch of analytics
// events, labelled here with the session's user kind and label (docs/product/learner-data.md#analytics). Values that
// contain "undefined" are stored and reported as unexpected; queued campaign events
// (campaign_events) older than 7 days or malformed are dropped. Under Do Not Track or Global
// Privacy Control nothing is stored. Logged-out visitors may send (their kind is LOGGED_OUT).
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { recordBatch, triggeredMultiSchema } from "~/services/analytics.server";
import { getUser } from "~/utils/auth.server";
import { requestAsksNotToTrack } from "~/utils/tracking.server";
import { fieldErrors, methodNotAllowed, parseBody } from "~/utils/http.server";

export const loader = () => methodNotAllowed("PUT");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed("PUT");
  const parsed = await parseBody(request, triggeredMultiSchema);
  if (!parsed.ok) return fieldErrors(parsed.errors);
  const noStore = { "Cache-Control": "no-store" };
  if (requestAsksNotToTrack(request)) return json({ stored: 0, do_not_track: true }, { headers: noStore });
  const user = await getUser(request);
  return json(await recordBatch(user, parsed.data, new Date()), { headers: noStore });
}
