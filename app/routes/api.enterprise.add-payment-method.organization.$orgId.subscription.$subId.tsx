// PUT /api/enterprise/add-payment-method/organization/{orgId}/subscription/{subId}
// {payment_method_nonce} (docs/product/billing.md#organization-billing): the card that pays for an
// organization's subscription, on either gateway (a nonce of the embedded gateway or a Stripe
// PaymentMethod id), saved as the organization's default. The organization's methods are its
// paying admin's: only that admin changes them (403 for the other admins, 404 outside the
// organization). A plain form (no JavaScript) POSTs.
import { addMethod } from "~/services/billing/paymentMethods.server";
import { methodNotAllowed } from "~/utils/http.server";
import { nonceBody, organizationMethodAction } from "~/utils/organizationBilling.server";

const METHODS = ["PUT", "POST"] as const;

export const loader = () => methodNotAllowed(METHODS.join(", "));

export const action = organizationMethodAction({
  methods: METHODS,
  body: nonceBody,
  change: (user, d) => addMethod(user, d.payment_method_nonce, { primary: true }),
});
