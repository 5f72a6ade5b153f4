// GET /api/braintree/payment-method (platform.md §7): the learner's saved methods, payment_methods
// and update_pm_discount (org_id, for organizations, is accepted and not used yet). POST saves a
// nonce as a method of the learner; the same card again is the method they have.
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireEmbeddedGateway } from "~/services/billing/api.server";
import { addMethod, listAnswer, methodReply } from "~/services/billing/paymentMethods.server";
import { requireApiUser } from "~/utils/auth.server";
import { badRequest, methodNotAllowed, parseBody } from "~/utils/http.server";

const schema = z.object({
  payment_method_nonce: z.string({ error: "The payment method nonce is missing." }).trim().min(1, "The payment method nonce is missing.").max(128),
  redirectTo: z.string().max(2048).optional(),
  reply: z.string().max(8).optional(),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  requireEmbeddedGateway();
  return listAnswer(user);
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const user = await requireApiUser(request);
  requireEmbeddedGateway();
  const parsed = await parseBody(request, schema);
  if (!parsed.ok) badRequest(parsed.errors);
  const outcome = await addMethod(user, parsed.data.payment_method_nonce);
  return methodReply(request, parsed.raw, outcome, () => listAnswer(user));
}
