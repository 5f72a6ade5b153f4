// PUT /api/event/marketing/email-capture {email, marketing_page_url, cta_url}
// (docs/product/attribution.md#e-mail-capture): an address left on a marketing page. The address
// is kept once; the event (which page, which call to action) goes to analytics without it.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { emailCaptureEventSchema, recordEmailCaptureEvent } from "~/services/attribution.server";
import { getUser } from "~/utils/auth.server";
import { fieldErrors, methodNotAllowed, parseBody } from "~/utils/http.server";
import { trackingOf } from "~/utils/tracking.server";

export const loader = () => methodNotAllowed("PUT");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed("PUT");
  const parsed = await parseBody(request, emailCaptureEventSchema);
  if (!parsed.ok) return fieldErrors(parsed.errors);
  const user = await getUser(request);
  return json(await recordEmailCaptureEvent(trackingOf(request), user ? { id: user.id } : null, parsed.data), {
    headers: { "Cache-Control": "no-store" },
  });
}
