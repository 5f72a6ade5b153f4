// DELETE /api/braintree/payment-method/{id}/organization/{orgId}/subscription/{subId}
// (docs/product/billing.md#organization-billing): deletes one of the organization's saved methods
// (by its token); a deleted default is replaced by another usable card. Admins of the organization
// only; only the paying admin changes it. A plain form (no JavaScript) POSTs.
import { type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { PAYMENT_METHOD_TEXTS } from "~/engine";
import { requireEmbeddedGateway } from "~/services/billing/api.server";
import { deleteMethod } from "~/services/billing/paymentMethods.server";
import { requireOrganizationBilling } from "~/services/organizations/billing.server";
import { refuseWhileImpersonating, requireApiUser } from "~/utils/auth.server";
import { methodNotAllowed, parseParams, readBody } from "~/utils/http.server";
import { listAnswer, methodReply } from "~/utils/paymentReplies.server";

const idParam = z.object({ id: z.string().min(1).max(128) }).passthrough();

export const loader = () => methodNotAllowed("DELETE, POST");

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE" && request.method !== "POST") return methodNotAllowed("DELETE, POST");
  const user = await requireApiUser(request);
  await refuseWhileImpersonating(request);
  const body = await readBody(request); // a body, when sent, must be well formed (400 before anything else)
  await requireOrganizationBilling(user, params.orgId, params.subId, { change: true });
  requireEmbeddedGateway();
  const { id } = parseParams(params, idParam, PAYMENT_METHOD_TEXTS.notFound);
  const outcome = await deleteMethod(user, id);
  return methodReply(request, body, outcome, () => listAnswer(user));
}
