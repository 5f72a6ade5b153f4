// PUT /api/enterprise/add-payment-method/organization/{orgId}/subscription/{subId}
// {payment_method_nonce} (docs/product/billing.md#organization-billing): the card that pays for an
// organization's subscription, on either gateway (a nonce of the embedded gateway or a Stripe
// PaymentMethod id), saved as the organization's default. The organization's methods are its
// paying admin's: only that admin changes them (403 for the other admins, 404 outside the
// organization). A plain form (no JavaScript) POSTs.
import { type ActionFunctionArgs } from "@remix-run/node";
import { addMethod } from "~/services/billing/paymentMethods.server";
import { requireOrganizationBilling } from "~/services/organizations/billing.server";
import { refuseWhileImpersonating, requireApiUser } from "~/utils/auth.server";
import { badRequest, methodNotAllowed, parseBody } from "~/utils/http.server";
import { nonceBody } from "~/utils/organizationBilling.server";
import { listAnswer, methodReply } from "~/utils/paymentReplies.server";

export const loader = () => methodNotAllowed("PUT, POST");

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PUT" && request.method !== "POST") return methodNotAllowed("PUT, POST");
  const user = await requireApiUser(request);
  await refuseWhileImpersonating(request);
  const parsed = await parseBody(request, nonceBody);
  if (!parsed.ok) badRequest(parsed.errors);
  // The body's shape first (a 400 tells nothing of the organization), then who may change its methods.
  await requireOrganizationBilling(user, params.orgId, params.subId, { change: true });
  const outcome = await addMethod(user, parsed.data.payment_method_nonce, { primary: true });
  return methodReply(request, parsed.raw, outcome, () => listAnswer(user));
}
