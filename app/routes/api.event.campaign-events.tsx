// POST /api/event/campaign-events {events} (docs/product/attribution.md#campaign-events): the
// browser's queued campaign events (event_name, event_data, queued_at), sent as one batch. Events
// older than 7 days or malformed are dropped and counted; the rest are stored together. Under Do
// Not Track or Global Privacy Control nothing is stored.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { campaignBatchSchema, recordCampaignBatch } from "~/services/attribution.server";
import { getUser } from "~/utils/auth.server";
import { fieldErrors, methodNotAllowed, parseBody } from "~/utils/http.server";
import { requestAsksNotToTrack } from "~/utils/tracking.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const parsed = await parseBody(request, campaignBatchSchema);
  if (!parsed.ok) return fieldErrors(parsed.errors);
  const noStore = { "Cache-Control": "no-store" };
  if (requestAsksNotToTrack(request)) return json({ stored: 0, dropped: 0, do_not_track: true }, { headers: noStore });
  const user = await getUser(request);
  return json(await recordCampaignBatch(user ? { id: user.id } : null, parsed.data.events), { headers: noStore });
}
