// GET /api/enterprise/stripe-payment-method-added/{organizationId}/{subscriptionId}
// (docs/product/billing.md#organization-billing): whether the organization's subscription has a
// payment method (its paying admin's saved method on this site's processor; before anyone has
// paid, the caller's own), for any admin of that organization (404 outside, 403 for members).
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { hasPaymentMethodOn } from "~/models/paymentMethod.server";
import { paymentGateway } from "~/services/payments/index.server";
import { requireOrganizationBilling } from "~/services/organizations/billing.server";
import { requireApiUser } from "~/utils/auth.server";
import { methodNotAllowed } from "~/utils/http.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const billing = await requireOrganizationBilling(user, params.a, params.b);
  const processor = paymentGateway().name;
  return json(
    { payment_method_added: await hasPaymentMethodOn(billing.ownerId, processor), processor, may_change: billing.mayChange },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const action = () => methodNotAllowed("GET");
