// PUT /api/retry-renewal-payment (docs/product/billing.md#renewals): pay a failed renewal now. JSON clients send PUT;
// the payment-failed banner's form (JavaScript off) sends POST and goes back with a toast.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { retryRenewal } from "~/services/billing/retry.server";
import { requireApiUser, refuseWhileImpersonating } from "~/utils/auth.server";
import { methodNotAllowed, readBody, safeRedirect, wantsJson } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

export const loader = () => methodNotAllowed("PUT, POST");

const STATUS = { paid: 200, none: 409, in_progress: 409, failed: 402 } as const;

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PUT" && request.method !== "POST") return methodNotAllowed("PUT, POST");
  const user = await requireApiUser(request);
  await refuseWhileImpersonating(request);
  const asJson = wantsJson(request);
  const body = await readBody(request);
  const result = await retryRenewal(user);
  if (asJson || body.reply === "json") {
    return json(
      {
        is_payment_successful: result.ok,
        status: result.status,
        ...(result.ok ? { message: result.text } : { errorText: result.text }),
        subscription_id: result.subscriptionId ?? null,
        renewal_id: result.renewalId ?? null,
      },
      { status: STATUS[result.status], headers: { "Cache-Control": "no-store" } },
    );
  }
  return redirectWithToast(safeRedirect(body.redirectTo, "/account/billing"), { status: result.ok ? "SUCCESS" : "ERROR", text: result.text });
}
