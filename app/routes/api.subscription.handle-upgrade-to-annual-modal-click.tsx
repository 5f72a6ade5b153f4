// PUT /api/subscription/handle-upgrade-to-annual-modal-click (docs/product/billing.md#banners): the learner acted on
// the monthly → annual nudge; it is counted in billing_nudges and the annual-upgrade banner stops
// showing. The banner's "Upgrade Now" is a form POST (works without JavaScript) that records the
// click and goes on to the upgrade checkout (redirectTo).
import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { recordAnnualUpgradeClick } from "~/services/billing/subscriptionLife.server";
import { requireApiUser } from "~/utils/auth.server";
import { badRequest, methodNotAllowed, parseBody, safeRedirect, wantsJson } from "~/utils/http.server";

const ALLOWED = "PUT, POST";
const bodySchema = z.object({ redirectTo: z.string().max(2048).optional(), reply: z.string().max(8).optional() });

export const loader = () => methodNotAllowed(ALLOWED);

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PUT" && request.method !== "POST") return methodNotAllowed(ALLOWED);
  const user = await requireApiUser(request);
  const asJson = wantsJson(request);
  const parsed = await parseBody(request, bodySchema);
  if (!parsed.ok) badRequest(parsed.errors);
  const nudge = await recordAnnualUpgradeClick(user, new Date());
  if (asJson || parsed.data.reply === "json" || !parsed.data.redirectTo) return json({ nudge });
  return redirect(safeRedirect(parsed.data.redirectTo, "/unlimited"));
}
