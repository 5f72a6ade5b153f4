// GET /api/stripe/list-payment-methods (docs/product/billing.md#payment-methods): the learner's saved Stripe
// PaymentMethods, in the same shape as the card-provider list. Stripe deployments only.
import { type LoaderFunctionArgs } from "@remix-run/node";
import { requireStripeGateway } from "~/services/billing/api.server";
import { listAnswer } from "~/utils/paymentReplies.server";
import { requireApiUser } from "~/utils/auth.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  requireStripeGateway();
  return listAnswer(user);
}
