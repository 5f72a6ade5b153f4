// GET /api/coupon/site/{name} (docs/product/billing.md#coupons): the site coupon by its name, while it is the
// active one; any other answer than 200 tells the client to clear it. `banner` is the text of its banner
// (docs/product/billing.md#banners: LOCK IN … for a coupon that never expires), `is_coupon_valid_for_l2c`
// whether it applies to a Learn to Code plan. The same for every visitor: no authorization needed.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { siteCouponOffer } from "~/services/billing/pricing.server";
import { methodNotAllowed, notFound } from "~/utils/http.server";

const NO_SITE_COUPON = "There is no site coupon by that name.";

export async function loader({ params }: LoaderFunctionArgs) {
  const name = (params.name ?? "").trim().toUpperCase();
  // Any name is looked up as text; a name longer than a code can be is simply not the site coupon.
  const offer = name.length > 0 && name.length <= 64 ? await siteCouponOffer(new Date()) : null;
  if (!offer || offer.coupon.code !== name) notFound(NO_SITE_COUPON);
  const { coupon } = offer;
  return json(
    {
      banner: offer.banner,
      is_coupon_valid_for_l2c: offer.validForL2c,
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
