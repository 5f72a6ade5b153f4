// PUT /api/braintree/update-payment-method/organization/{orgId}/subscription/{subId}
// {payment_method_token} (docs/product/billing.md#organization-billing): makes one of the
// organization's saved methods its default (the one seats and renewals are paid with). Admins of
// the organization only; only the paying admin changes it. A plain form (no JavaScript) POSTs.
import { type ActionFunctionArgs } from "@remix-run/node";
import { requireEmbeddedGateway } from "~/services/billing/api.server";
import { makeMethodPrimary } from "~/services/billing/paymentMethods.server";
import { requireOrganizationBilling } from "~/services/organizations/billing.server";
import { refuseWhileImpersonating, requireApiUser } from "~/utils/auth.server";
import { badRequest, methodNotAllowed, parseBody } from "~/utils/http.server";
import { tokenBody } from "~/utils/organizationBilling.server";
import { listAnswer, methodReply } from "~/utils/paymentReplies.server";

export const loader = () => methodNotAllowed("PUT, POST");

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PUT" && request.method !== "POST") return methodNotAllowed("PUT, POST");
  const user = await requireApiUser(request);
  await refuseWhileImpersonating(request);
  const parsed = await parseBody(request, tokenBody);
  if (!parsed.ok) badRequest(parsed.errors);
  // The body's shape first (a 400 tells nothing of the organization), then who may change its methods.
  await requireOrganizationBilling(user, params.orgId, params.subId, { change: true });
  requireEmbeddedGateway();
  const outcome = await makeMethodPrimary(user, parsed.data.payment_method_token);
  return methodReply(request, parsed.raw, outcome, () => listAnswer(user));
}
