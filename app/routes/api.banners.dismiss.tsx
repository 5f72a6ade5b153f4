// POST /api/banners/dismiss {banner_id, scope}: the learner dismissed a billing or upsell banner;
// it stays hidden for that scope (the engine names a scope per occasion: a new one shows again).
// Following the referral-credit banner's "Visit here" posts here too (with redirectTo), which
// marks the credit seen: the banner appears once. A visitor without an account can dismiss only
// the site-coupon banner (remembered in a cookie). JSON for fetchers; a plain form post is sent
// back to redirectTo.
import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { BILLING_BANNER_IDS } from "~/engine";
import { dismissBanner } from "~/services/billing/banners.server";
import { getUser } from "~/utils/auth.server";
import { serializeVisitorCouponDismissal } from "~/utils/bannerDismissals.server";
import { badRequest, methodNotAllowed, parseBody, safeRedirect, unauthorized, wantsJson } from "~/utils/http.server";

const bodySchema = z.object({
  banner_id: z.enum(BILLING_BANNER_IDS, { error: "Name the banner to dismiss (banner_id)." }),
  scope: z.string().trim().min(1, "Name what the dismissal is for (scope).").max(120),
  redirectTo: z.string().max(2048).optional(),
  reply: z.string().max(8).optional(),
});

export const loader = () => methodNotAllowed("POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await getUser(request);
  const asJson = wantsJson(request);
  const parsed = await parseBody(request, bodySchema);
  if (!parsed.ok) badRequest(parsed.errors);
  const { banner_id, scope, redirectTo, reply } = parsed.data;
  const headers = new Headers();
  if (user) await dismissBanner(user.id, banner_id, scope, new Date());
  else if (banner_id === "site_coupon") headers.append("Set-Cookie", await serializeVisitorCouponDismissal(scope));
  else unauthorized();
  if (asJson || reply === "json" || !redirectTo) return json({ dismissed: { banner_id, scope } }, { headers });
  return redirect(safeRedirect(redirectTo, "/"), { headers });
}
