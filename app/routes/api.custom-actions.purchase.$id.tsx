// POST /api/custom-actions/purchase/{id} (docs/product/billing.md#custom-actions): a sponsor's admin buys
// one batch of the action's coupons, through the coupon-purchase checkout; answered in the checkout
// API's names (create-intent-transaction), with the coupons once paid.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { purchaseCustomAction } from "~/services/billing/customActions.server";
import { refuseWhileImpersonating } from "~/utils/auth.server";
import { actionIdOf, requireViewer } from "~/utils/customActionRoutes.server";
import { appOrigin } from "~/utils/env.server";
import { badRequest, methodNotAllowed, parseBody } from "~/utils/http.server";

const body = z
  .object({
    attempt_id: z.string({ error: "attempt_id is missing: one per checkout attempt." }).uuid("attempt_id must be a UUID, one per checkout attempt."),
    payment_method_nonce: z.string().max(128).optional(),
    payment_method_token: z.string().max(128).optional(),
    expected_total: z.number({ error: "expected_total is the total shown, in USD." }).min(0).max(10_000_000).optional(),
  })
  .refine((v) => v.payment_method_nonce || v.payment_method_token, {
    message: "Send payment_method_nonce or payment_method_token.",
    path: ["payment_method_nonce"],
  });

export const loader = () => methodNotAllowed("POST");

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { user } = await requireViewer(request);
  await refuseWhileImpersonating(request);
  const id = actionIdOf(params);
  const parsed = await parseBody(request, body);
  if (!parsed.ok) badRequest(parsed.errors);
  const { result, coupons } = await purchaseCustomAction({
    user,
    actionId: id,
    attemptId: parsed.data.attempt_id,
    paymentMethod: (parsed.data.payment_method_nonce ?? parsed.data.payment_method_token)!,
    expectedTotalCents: parsed.data.expected_total === undefined ? null : Math.round(parsed.data.expected_total * 100),
    origin: appOrigin(),
  });
  const headers = { "Cache-Control": "private, no-store" };
  if (result.ok && result.status === "succeeded")
    return json(
      {
        status: "succeeded",
        order_status: "SUCCESS",
        checkout_screen: "TRANSACTION_COMPLETED",
        action_id: id,
        coupons,
        redirect_url: `/order-confirmation?attempt=${result.attemptId}`,
      },
      { headers },
    );
  if (result.ok)
    return json({ status: "requires_action", order_status: "WAIT", checkout_screen: "CHECKOUT", redirect_url: result.actionUrl }, { headers });
  return json(
    {
      status: "requires_payment_method",
      order_status: result.status === 409 ? "WAIT" : "ERROR",
      checkout_screen: "TRANSACTION_FAILURE",
      errorText: result.errorText,
      ...(result.errors ? { errors: result.errors } : {}),
    },
    { status: result.status, headers },
  );
}
