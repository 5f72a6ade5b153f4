// GET /api/stripe/list-payment-methods/organization/{orgId}/subscription/{subId}
// (docs/product/billing.md#organization-billing): the organization's saved methods (its paying
// admin's; before anyone has paid, the caller's own), payment_methods and update_pm_discount, for
// any admin of the organization. Both gateways answer in the same shape.
import { type LoaderFunctionArgs } from "@remix-run/node";
import { requireOrganizationBilling } from "~/services/organizations/billing.server";
import { requireApiUser } from "~/utils/auth.server";
import { methodNotAllowed } from "~/utils/http.server";
import { listAnswer } from "~/utils/paymentReplies.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const billing = await requireOrganizationBilling(user, params.orgId, params.subId);
  return listAnswer({ id: billing.ownerId });
}

export const action = () => methodNotAllowed("GET");
