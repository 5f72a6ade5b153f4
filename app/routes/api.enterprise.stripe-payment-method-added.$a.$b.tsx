// GET /api/enterprise/stripe-payment-method-added/{organizationId}/{subscriptionId}
// (docs/product/organizations.md#business-checkout): whether the organization's subscription has a payment method (its billing admin's saved
// method on this site's processor). For admins of that organization (404 outside, 403 for members).
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { paymentGateway } from "~/services/payments/index.server";
import { organizationHasPaymentMethod, requireOrganizationSubscription } from "~/services/organizations/purchases.server";
import { requireApiUser } from "~/utils/auth.server";
import { methodNotAllowed } from "~/utils/http.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const { subscription } = await requireOrganizationSubscription(user, params.a, params.b);
  const processor = paymentGateway().name;
  return json(
    { payment_method_added: await organizationHasPaymentMethod(subscription, processor), processor },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const action = () => methodNotAllowed("GET");
