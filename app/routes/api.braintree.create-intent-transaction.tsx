// Pays a checkout from a client (docs/product/billing.md#checkout): the same checkout as the page's form, answered
// in the API's names (payment intent status, order transition WAIT/SUCCESS/ERROR,
// checkout screen).
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { readAttribution } from "~/services/billing/affiliates.server";
import { checkout } from "~/services/billing/checkout.server";
import { isPlanCheckoutType, requireCheckoutType } from "~/services/billing/pricing.server";
import { requireApiUser, refuseWhileImpersonating } from "~/utils/auth.server";
import { buyerCountry } from "~/utils/billing.server";
import { appOrigin } from "~/utils/env.server";
import { badRequest, methodNotAllowed, notFound, parseBody } from "~/utils/http.server";

const schema = z
  .object({
    attempt_id: z.string({ error: "attempt_id is missing: one per checkout attempt." }).uuid("attempt_id must be a UUID, one per checkout attempt."),
    checkout_type: z.string({ error: "Unexpected checkout type" }).max(64),
    plan: z.string({ error: "The plan is missing." }).max(32),
    coupon: z.string().max(64).optional(),
    receiver_email: z.string().max(254).optional(),
    payment_method_nonce: z.string().max(128).optional(),
    payment_method_token: z.string().max(128).optional(),
  })
  .refine((v) => v.payment_method_nonce || v.payment_method_token, {
    message: "Send payment_method_nonce or payment_method_token.",
    path: ["payment_method_nonce"],
  });

export const loader = () => methodNotAllowed("POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireApiUser(request);
  await refuseWhileImpersonating(request);
  const parsed = await parseBody(request, schema);
  if (!parsed.ok) badRequest(parsed.errors);
  const type = requireCheckoutType(parsed.data.checkout_type);
  if (!isPlanCheckoutType(type)) notFound("This kind of checkout is not available yet. Choose a plan on the plans page.");
  const result = await checkout({
    user,
    attemptId: parsed.data.attempt_id,
    checkoutType: type,
    planCode: parsed.data.plan,
    couponCode: parsed.data.coupon,
    receiverEmail: parsed.data.receiver_email,
    country: buyerCountry(request, user.country),
    payment: { kind: "method", id: (parsed.data.payment_method_nonce ?? parsed.data.payment_method_token)! },
    origin: appOrigin(),
    attribution: await readAttribution(request.headers.get("Cookie")),
  });
  if (result.ok && result.status === "succeeded")
    return json({
      status: "succeeded",
      order_status: "SUCCESS",
      checkout_screen: "TRANSACTION_COMPLETED",
      redirect_url: `/order-confirmation?attempt=${result.attemptId}`,
    });
  if (result.ok) return json({ status: "requires_action", order_status: "WAIT", checkout_screen: "CHECKOUT", redirect_url: result.actionUrl });
  return json(
    {
      status: "requires_payment_method",
      order_status: result.status === 409 ? "WAIT" : "ERROR",
      checkout_screen: "TRANSACTION_FAILURE",
      errorText: result.errorText,
      ...(result.errors ? { errors: result.errors } : {}),
    },
    { status: result.status },
  );
}
