// GET /api/braintree/payment-method (docs/product/billing.md#payment-methods): the learner's saved methods, payment_methods
// and update_pm_discount; with org_id, an admin of that organization gets the organization's methods
// (docs/product/billing.md#organization-billing: the paying admin's, or the caller's own before anyone
// has paid, as on the organization's payment-method paths; 404 outside it, 403 for a member). POST saves a
// nonce as a method of the learner; the same card again is the method they have.
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireEmbeddedGateway } from "~/services/billing/api.server";
import { addMethod } from "~/services/billing/paymentMethods.server";
import { listAnswer, methodReply } from "~/utils/paymentReplies.server";
import { billingSubscriptionOf, organizationPayer, requireAdminOf } from "~/services/organizations/billing.server";
import { requireApiUser, refuseWhileImpersonating } from "~/utils/auth.server";
import { badRequest, methodNotAllowed, parseBody } from "~/utils/http.server";

const schema = z.object({
  payment_method_nonce: z.string({ error: "The payment method nonce is missing." }).trim().min(1, "The payment method nonce is missing.").max(128),
  redirectTo: z.string().max(2048).optional(),
  reply: z.string().max(8).optional(),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  requireEmbeddedGateway();
  const orgId = new URL(request.url).searchParams.get("org_id");
  if (orgId !== null) {
    const { organization } = await requireAdminOf(user, orgId);
    const subscription = await billingSubscriptionOf(organization.id, null);
    const payer = subscription ? await organizationPayer(subscription) : null;
    return listAnswer({ id: payer ?? user.id });
  }
  return listAnswer(user);
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const user = await requireApiUser(request);
  await refuseWhileImpersonating(request);
  requireEmbeddedGateway();
  const parsed = await parseBody(request, schema);
  if (!parsed.ok) badRequest(parsed.errors);
  const outcome = await addMethod(user, parsed.data.payment_method_nonce);
  return methodReply(request, parsed.raw, outcome, () => listAnswer(user));
}
