// GET /api/subscription/reactivation-discount-info (docs/product/billing.md#discounts): the learner's churned-buyer
// discount (expiration_date, churned_buyer_discount_type, discount_percentage) while it is
// unused and unexpired, else `{ churned_buyer_discount: null }`.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { reactivationDiscountInfo } from "~/services/billing/subscriptionLife.server";
import { requireApiUser } from "~/utils/auth.server";
import { methodNotAllowed } from "~/utils/http.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  return json(await reactivationDiscountInfo(user, new Date()), { headers: { "Cache-Control": "private, no-store" } });
}

export const action = () => methodNotAllowed("GET");
