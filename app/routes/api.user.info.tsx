import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { buildUserInfo } from "~/services/userInfo.server";
import { REFERRAL_CREDIT_HEADER, REFERRAL_CREDIT_HEADER_VALUE } from "~/engine/referrals";
import { hasUnseenReferralCredit } from "~/services/billing/referrals.server";
import { requireApiUser } from "~/utils/auth.server";
import { checkoutJustSucceeded } from "~/utils/billing.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  // post_checkout=true, or a fresh checkout-success cookie (5 minutes): the answer reflects the
  // purchase just made (user info is always read fresh; the flag tells the client so).
  const postCheckout = new URL(request.url).searchParams.get("post_checkout") === "true" || (await checkoutJustSucceeded(request));
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  // A response header (docs/product/billing.md#referrals) triggers the referral-credit banner while an earned credit is unseen.
  if (await hasUnseenReferralCredit(user.id)) headers.set(REFERRAL_CREDIT_HEADER, REFERRAL_CREDIT_HEADER_VALUE);
  return json({ ...(await buildUserInfo(user)), post_checkout: postCheckout }, { headers });
}
