// PUT /api/braintree/add-payment-method {payment_method_nonce, user_transaction_id}
// (docs/product/billing.md#payment-methods): saves a nonce as the learner's primary method, the one their recurring subscription is
// charged with (named by one of their transactions, when given). A past-due renewal is charged
// with it at once. A plain HTML form (no JavaScript) sends it as POST.
import { type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireEmbeddedGateway } from "~/services/billing/api.server";
import { addMethod, ownsTransaction, TRANSACTION_NOT_FOUND } from "~/services/billing/paymentMethods.server";
import { listAnswer, methodReply } from "~/utils/paymentReplies.server";
import { requireApiUser, refuseWhileImpersonating } from "~/utils/auth.server";
import { badRequest, methodNotAllowed, notFound, parseBody } from "~/utils/http.server";

const NOT_A_NUMBER = "The transaction id must be a number.";
const schema = z.object({
  payment_method_nonce: z.string({ error: "The payment method nonce is missing." }).trim().min(1, "The payment method nonce is missing.").max(128),
  user_transaction_id: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.coerce.number({ error: NOT_A_NUMBER }).int(NOT_A_NUMBER).positive(NOT_A_NUMBER).optional(),
  ),
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
  const transactionId = parsed.data.user_transaction_id;
  if (typeof transactionId === "number" && !(await ownsTransaction(user.id, transactionId))) notFound(TRANSACTION_NOT_FOUND);
  const outcome = await addMethod(user, parsed.data.payment_method_nonce, { primary: true });
  return methodReply(request, parsed.raw, outcome, () => listAnswer(user));
}
