// PUT /api/braintree/update-payment-method/organization/{orgId}/subscription/{subId}
// {payment_method_token} (docs/product/billing.md#organization-billing): makes one of the
// organization's saved methods its default (the one seats and renewals are paid with). Admins of
// the organization only; only the paying admin changes it. A plain form (no JavaScript) POSTs.
import { makeMethodPrimary } from "~/services/billing/paymentMethods.server";
import { methodNotAllowed } from "~/utils/http.server";
import { tokenBody, organizationMethodAction } from "~/utils/organizationBilling.server";

const METHODS = ["PUT", "POST"] as const;

export const loader = () => methodNotAllowed(METHODS.join(", "));

export const action = organizationMethodAction({
  methods: METHODS,
  body: tokenBody,
  gateway: "embedded",
  change: (user, d) => makeMethodPrimary(user, d.payment_method_token),
});
