// PUT /api/braintree/update-payment-method {payment_method_token} (docs/product/billing.md#payment-methods): makes one of
// the learner's saved methods primary, the one their recurring subscription is charged with. A
// past-due renewal is charged with it at once. A plain HTML form (no JavaScript) sends it as POST.
import { type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireEmbeddedGateway } from "~/services/billing/api.server";
import { makeMethodPrimary } from "~/services/billing/paymentMethods.server";
import { listAnswer, methodReply } from "~/utils/paymentReplies.server";
import { requireApiUser, refuseWhileImpersonating } from "~/utils/auth.server";
import { badRequest, methodNotAllowed, parseBody } from "~/utils/http.server";

const schema = z.object({
  payment_method_token: z.string({ error: "The payment method token is missing." }).trim().min(1, "The payment method token is missing.").max(128),
  redirectTo: z.string().max(2048).optional(),
  reply: z.string().max(8).optional(),
});

export const loader = () => methodNotAllowed("PUT, POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PUT" && request.method !== "POST") return methodNotAllowed("PUT, POST");
  const user = await requireApiUser(request);
  await refuseWhileImpersonating(request);
  requireEmbeddedGateway();
  const parsed = await parseBody(request, schema);
  if (!parsed.ok) badRequest(parsed.errors);
  const outcome = await makeMethodPrimary(user, parsed.data.payment_method_token);
  return methodReply(request, parsed.raw, outcome, () => listAnswer(user));
}
