// GET /api/google-analytics/subscription-type (docs/product/learner-data.md#analytics): the session's analytics user
// label and kind (docs/product/learner-data.md#analytics), which the browser attaches to what it reports. When it cannot
// be worked out, the fallback text, misspelled as clients expect it (docs/product/glossary.md).
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { SUBSCRIPTION_TYPE_FALLBACK } from "~/engine/analyticsEvents";
import { analyticsLabel } from "~/services/analytics.server";
import { getUser } from "~/utils/auth.server";
import { methodNotAllowed } from "~/utils/http.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const headers = { "Cache-Control": "private, no-store" };
  try {
    const who = await analyticsLabel(await getUser(request));
    return json({ subscription_type: who.userLabel, user_kind: who.userKind }, { headers });
  } catch {
    return json({ subscription_type: null, errorText: SUBSCRIPTION_TYPE_FALLBACK }, { status: 503, headers });
  }
}

export const action = () => methodNotAllowed("GET");
