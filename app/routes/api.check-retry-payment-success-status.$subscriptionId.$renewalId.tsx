// GET /api/check-retry-payment-success-status/{subscription}/{renewal} (docs/product/billing.md#renewals): where a
// retried renewal payment stands. Another learner's renewal is not found.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { retryStatus } from "~/services/billing/retry.server";
import { requireApiUser } from "~/utils/auth.server";
import { methodNotAllowed, notFound, parseParams } from "~/utils/http.server";

const RENEWAL_NOT_FOUND = "We could not find that renewal payment.";
const params = z.object({
  subscriptionId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
  renewalId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
});

export async function loader({ request, params: raw }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const { subscriptionId, renewalId } = parseParams(raw, params, RENEWAL_NOT_FOUND);
  const status = await retryStatus(user.id, subscriptionId, renewalId);
  if (!status) notFound(RENEWAL_NOT_FOUND);
  return json(status, { headers: { "Cache-Control": "private, no-store" } });
}

export const action = () => methodNotAllowed("GET");
