// DELETE /api/braintree/payment-method/{id} (docs/product/billing.md#payment-methods): deletes one of the learner's saved
// methods (by its token). The confirmation is the caller's (the billing page asks first); a
// deleted primary is replaced by the backup. A plain HTML form (no JavaScript) sends it as POST.
import { type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireEmbeddedGateway } from "~/services/billing/api.server";
import { deleteMethod } from "~/services/billing/paymentMethods.server";
import { listAnswer, methodReply } from "~/utils/paymentReplies.server";
import { PAYMENT_METHOD_TEXTS } from "~/engine";
import { requireApiUser, refuseWhileImpersonating } from "~/utils/auth.server";
import { methodNotAllowed, parseParams, readBody } from "~/utils/http.server";

const params = z.object({ id: z.string().min(1).max(128) });

export const loader = () => methodNotAllowed("DELETE, POST");

export async function action({ request, params: raw }: ActionFunctionArgs) {
  if (request.method !== "DELETE" && request.method !== "POST") return methodNotAllowed("DELETE, POST");
  const user = await requireApiUser(request);
  await refuseWhileImpersonating(request);
  requireEmbeddedGateway();
  const { id } = parseParams(raw, params, PAYMENT_METHOD_TEXTS.notFound);
  const body = await readBody(request);
  const outcome = await deleteMethod(user, id);
  return methodReply(request, body, outcome, () => listAnswer(user));
}
