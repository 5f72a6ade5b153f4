// DELETE /api/stripe/detach-payment-method/organization/{orgId}/subscription/{subId}
// {payment_method_id} (docs/product/billing.md#organization-billing): detaches one of the
// organization's Stripe PaymentMethods and forgets it. Admins of the organization only; only the
// paying admin changes it. Stripe deployments only. A plain form (no JavaScript) POSTs.
import { deleteMethod } from "~/services/billing/paymentMethods.server";
import { methodNotAllowed } from "~/utils/http.server";
import { methodIdBody, organizationMethodAction } from "~/utils/organizationBilling.server";

const METHODS = ["DELETE", "POST"] as const;

export const loader = () => methodNotAllowed(METHODS.join(", "));

export const action = organizationMethodAction({
  methods: METHODS,
  body: methodIdBody,
  gateway: "stripe",
  change: (user, d) => deleteMethod(user, d.payment_method_id),
});
