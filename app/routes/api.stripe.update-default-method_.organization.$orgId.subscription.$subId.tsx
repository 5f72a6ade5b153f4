// POST /api/stripe/update-default-method/organization/{orgId}/subscription/{subId}
// {payment_method_id} (docs/product/billing.md#organization-billing): makes one of the
// organization's Stripe PaymentMethods its default. Admins of the organization only; only the
// paying admin changes it. Stripe deployments only.
import { makeMethodPrimary } from "~/services/billing/paymentMethods.server";
import { methodNotAllowed } from "~/utils/http.server";
import { methodIdBody, organizationMethodAction } from "~/utils/organizationBilling.server";

const METHODS = ["POST"] as const;

export const loader = () => methodNotAllowed(METHODS.join(", "));

export const action = organizationMethodAction({
  methods: METHODS,
  body: methodIdBody,
  gateway: "stripe",
  change: (user, d) => makeMethodPrimary(user, d.payment_method_id),
});
