// GET /api/coupon/site/{name} (docs/product/billing.md#coupons): the site coupon by its name, while it is the
// active one; any other answer than 200 tells the client to clear it.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { activeSiteCoupon } from "~/services/billing/pricing.server";
import { methodNotAllowed, notFound } from "~/utils/http.server";

const NO_SITE_COUPON = "There is no site coupon by that name.";

export async function loader({ params }: LoaderFunctionArgs) {
  const coupon = await activeSiteCoupon(new Date());
  if (!coupon || coupon.code !== (params.name ?? "").trim().toUpperCase()) notFound(NO_SITE_COUPON);
  return json(
    {
      coupon_code: coupon.code,
      kind: coupon.kind,
      ...(coupon.kind === "percent" ? { percent_off: coupon.percentOff } : { amount_off_usd: (coupon.amountOffCents ?? 0) / 100 }),
      expires_at: coupon.expiresAt ?? null,
      plans: coupon.planCodes ?? null,
      description: coupon.description,
    },
    // The same for every visitor; short, so that a cleared coupon disappears soon.
    { headers: { "Cache-Control": "public, max-age=60" } },
  );
}

export const action = () => methodNotAllowed("GET");
