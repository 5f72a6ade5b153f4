// DELETE /api/stripe/detach-payment-method {payment_method_id} (docs/product/billing.md#payment-methods): detaches one of
// the learner's Stripe PaymentMethods and forgets it; a detached primary is replaced by the
// backup. Stripe deployments only. A plain HTML form (no JavaScript) sends it as POST.
import { type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireStripeGateway } from "~/services/billing/api.server";
import { deleteMethod } from "~/services/billing/paymentMethods.server";
import { listAnswer, methodReply } from "~/utils/paymentReplies.server";
import { requireApiUser, refuseWhileImpersonating } from "~/utils/auth.server";
import { badRequest, methodNotAllowed, parseBody } from "~/utils/http.server";

const schema = z.object({
  payment_method_id: z.string({ error: "The payment method id is missing." }).trim().min(1, "The payment method id is missing.").max(128),
  redirectTo: z.string().max(2048).optional(),
  reply: z.string().max(8).optional(),
});

export const loader = () => methodNotAllowed("DELETE, POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "DELETE" && request.method !== "POST") return methodNotAllowed("DELETE, POST");
  const user = await requireApiUser(request);
  await refuseWhileImpersonating(request);
  requireStripeGateway();
  const parsed = await parseBody(request, schema);
  if (!parsed.ok) badRequest(parsed.errors);
  const outcome = await deleteMethod(user, parsed.data.payment_method_id);
  return methodReply(request, parsed.raw, outcome, () => listAnswer(user));
}
