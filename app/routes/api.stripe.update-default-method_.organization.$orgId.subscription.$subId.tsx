// POST /api/stripe/update-default-method/organization/{orgId}/subscription/{subId}
// {payment_method_id} (docs/product/billing.md#organization-billing): makes one of the
// organization's Stripe PaymentMethods its default. Admins of the organization only; only the
// paying admin changes it. Stripe deployments only.
import { type ActionFunctionArgs } from "@remix-run/node";
import { requireStripeGateway } from "~/services/billing/api.server";
import { makeMethodPrimary } from "~/services/billing/paymentMethods.server";
import { requireOrganizationBilling } from "~/services/organizations/billing.server";
import { refuseWhileImpersonating, requireApiUser } from "~/utils/auth.server";
import { badRequest, methodNotAllowed, parseBody } from "~/utils/http.server";
import { methodIdBody } from "~/utils/organizationBilling.server";
import { listAnswer, methodReply } from "~/utils/paymentReplies.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireApiUser(request);
  await refuseWhileImpersonating(request);
  const parsed = await parseBody(request, methodIdBody);
  if (!parsed.ok) badRequest(parsed.errors);
  // The body's shape first (a 400 tells nothing of the organization), then who may change its methods.
  await requireOrganizationBilling(user, params.orgId, params.subId, { change: true });
  requireStripeGateway();
  const outcome = await makeMethodPrimary(user, parsed.data.payment_method_id);
  return methodReply(request, parsed.raw, outcome, () => listAnswer(user));
}
