// PUT /api/braintree/add-payment-method/organization/{orgId}/subscription/{subId}
// {payment_method_nonce} (docs/product/billing.md#organization-billing): saves a card of the
// embedded gateway as the organization's default method (the paying admin's). Admins of the
// organization only; only the paying admin changes it. A plain form (no JavaScript) POSTs.
import { addMethod } from "~/services/billing/paymentMethods.server";
import { methodNotAllowed } from "~/utils/http.server";
import { nonceBody, organizationMethodAction } from "~/utils/organizationBilling.server";

const METHODS = ["PUT", "POST"] as const;

export const loader = () => methodNotAllowed(METHODS.join(", "));

export const action = organizationMethodAction({
  methods: METHODS,
  body: nonceBody,
  gateway: "embedded",
  change: (user, d) => addMethod(user, d.payment_method_nonce, { primary: true }),
});
