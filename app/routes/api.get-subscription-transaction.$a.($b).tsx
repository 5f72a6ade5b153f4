// GET /api/get-subscription-transaction/{subscriptionId} and
// /api/get-subscription-transaction/{organizationId}/{subscriptionId}
// (docs/product/billing.md#organization-billing): the transaction that paid last for a
// subscription: the learner's own (404 for anyone else's), or an organization's, for its admins
// (404 outside the organization, 403 for a member). Reading changes nothing.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { learnerSubscriptionTransaction, organizationSubscriptionTransaction } from "~/services/billing/subscriptionTransaction.server";
import { requireApiUser } from "~/utils/auth.server";
import { methodNotAllowed } from "~/utils/http.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const answer =
    params.b === undefined
      ? await learnerSubscriptionTransaction(user, params.a ?? "")
      : await organizationSubscriptionTransaction(user, params.a ?? "", params.b);
  return json(answer, { headers: { "Cache-Control": "private, no-store" } });
}

export const action = () => methodNotAllowed("GET");
