// GET /api/braintree/payment-method (docs/product/billing.md#payment-methods): the learner's saved methods, payment_methods
// and update_pm_discount; with org_id, an admin of that organization gets the organization's methods
// (its billing admin's, the admin who paid for its subscription; 404 outside it, 403 for a member,
// an empty list before anything was paid). POST saves a
// nonce as a method of the learner; the same card again is the method they have.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireEmbeddedGateway } from "~/services/billing/api.server";
import { addMethod } from "~/services/billing/paymentMethods.server";
import { listAnswer, methodReply } from "~/utils/paymentReplies.server";
import { billingAdminOf, requireAdminOrganization } from "~/services/organizations/purchases.server";
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
    const { subscription } = await requireAdminOrganization(user, orgId);
    const payer = subscription ? await billingAdminOf(subscription) : null;
    if (payer === null) return json({ payment_methods: [], update_pm_discount: 0 }, { headers: { "Cache-Control": "private, no-store" } });
    return listAnswer({ id: payer });
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
