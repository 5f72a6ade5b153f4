// POST /api/user/utm (docs/product/attribution.md): the campaign data of the learner's visit
// (utm and utm_init tags, referral site, page, section, source…), stored with the account. A
// client that learns of a campaign after the sign-up posts it here (the site's own sign-up forms
// send theirs with the sign-up). Misspelt or oversized
// fields are a 400 naming them; nothing is stored then.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { ATTRIBUTION_TEXTS, hasAttribution, parseAttribution } from "~/engine/attribution";
import { recordAttribution } from "~/services/attribution.server";
import { requireApiUser } from "~/utils/auth.server";
import { badRequest, fieldErrors, methodNotAllowed, parseBody } from "~/utils/http.server";
import { trackingOf } from "~/utils/tracking.server";
import { z } from "zod";

export const loader = () => methodNotAllowed("POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireApiUser(request);
  const body = await parseBody(request, z.object({}).passthrough());
  const parsed = parseAttribution(body.raw);
  if (!parsed.ok) return fieldErrors(parsed.errors);
  if (!hasAttribution(parsed.fields)) badRequest(ATTRIBUTION_TEXTS.nothingToStore);
  const stored = await recordAttribution(trackingOf(request), user.id, "utm", parsed.fields);
  return json({ attribution: stored }, { status: 201, headers: { "Cache-Control": "no-store" } });
}
