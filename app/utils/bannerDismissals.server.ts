// A visitor's banner dismissals: a cookie of "bannerId/scope" keys (a learner's are rows of
// banner_dismissals, app/models/progress.server.ts). Browsers cap a cookie near 4 KB: only the
// most recent dismissals are kept.
import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { secureCookies } from "./env.server";

const VISITOR_DISMISSALS_KEPT = 40;
const dismissalCookie = createCookie("__banner_dismissals", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  secure: secureCookies(),
  maxAge: 365 * 24 * 3600,
});
const dismissalCookieSchema = z.array(z.string().max(200)).max(VISITOR_DISMISSALS_KEPT);

async function readVisitorDismissals(request: Request): Promise<string[]> {
  const parsed = dismissalCookieSchema.safeParse(await dismissalCookie.parse(request.headers.get("Cookie")).catch(() => null));
  return parsed.success ? parsed.data : [];
}

const dismissalKey = (bannerId: string, scope: string) => `${bannerId}/${scope}`;

/** The scopes of a banner this visitor has dismissed. */
export async function visitorDismissedScopes(request: Request, bannerId: string): Promise<string[]> {
  const prefix = dismissalKey(bannerId, "");
  return (await readVisitorDismissals(request)).filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
}

/** The Set-Cookie header that adds a dismissal to this visitor's cookie. */
export async function serializeVisitorDismissal(request: Request, bannerId: string, scope: string): Promise<string> {
  const key = dismissalKey(bannerId, scope);
  const kept = (await readVisitorDismissals(request)).filter((k) => k !== key);
  return dismissalCookie.serialize([...kept, key].slice(-VISITOR_DISMISSALS_KEPT));
}

// The site coupon's banner: a visitor dismisses the coupon of the moment, by its code.
const DISMISSED_COUPON_MAX_AGE_S = 30 * 24 * 3600;
let couponCookie: ReturnType<typeof createCookie> | undefined;
const dismissedCouponCookie = () =>
  (couponCookie ??= createCookie("site_coupon_dismissed", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: secureCookies(),
    maxAge: DISMISSED_COUPON_MAX_AGE_S,
  }));

/** The site coupon a visitor (no account) dismissed, from the cookie. */
export async function visitorDismissedCoupon(request: Request): Promise<string | null> {
  try {
    const value = await dismissedCouponCookie().parse(request.headers.get("Cookie"));
    return typeof value === "string" && value.length <= 64 ? value : null;
  } catch {
    return null;
  }
}

/** Set-Cookie remembering that a visitor dismissed this site coupon's banner. */
export const serializeVisitorCouponDismissal = (code: string) => dismissedCouponCookie().serialize(code.slice(0, 64));
