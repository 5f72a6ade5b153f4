// POST /api/stripe/{b2b|b2c}/initiate-subscription/{checkoutType} (docs/product/billing.md#organization-billing):
// starts a plan with a saved payment method (a Stripe PaymentMethod id, or the embedded gateway's
// token): b2c for the learner's own plan checkouts, b2b for the business checkouts of a logged-in
// buyer (a new organization, more seats, an upgrade, a reactivation; the organization's admins
// only, checked by the business quote). The same checkout as the page's form, with its attempt id
// as the idempotency key, answered in the checkout API's names.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { MESSAGES } from "~/engine";
import { isBusinessCheckoutType } from "~/engine/plans";
import { readAttribution } from "~/services/billing/affiliates.server";
import { checkout } from "~/services/billing/checkout.server";
import { isPlanCheckoutType, requireCheckoutType } from "~/services/billing/pricing.server";
import { requireApiUser, refuseWhileImpersonating } from "~/utils/auth.server";
import { buyerCountry } from "~/utils/billing.server";
import { appOrigin } from "~/utils/env.server";
import { badRequest, methodNotAllowed, notFound, parseBody } from "~/utils/http.server";

const TEXTS = {
  audience: "Unknown audience: use b2c or b2b.",
  b2bOnly: "A business checkout starts with /api/stripe/b2b/initiate-subscription/.",
  b2cOnly: "A learner's plan starts with /api/stripe/b2c/initiate-subscription/; organizations use b2b.",
  loggedOut: "The logged-out enterprise purchase is paid on its checkout page, where the account is created.",
  method: "Send payment_method_id: the saved payment method to pay with.",
} as const;

const optionalText = (max: number) => z.string().trim().max(max).optional();
const body = z.object({
  attempt_id: z.string({ error: "attempt_id is missing: one per checkout attempt." }).uuid("attempt_id must be a UUID, one per checkout attempt."),
  payment_method_id: z.string({ error: TEXTS.method }).trim().min(1, TEXTS.method).max(128),
  plan: optionalText(32),
  coupon: optionalText(64),
  seats: z.union([z.number(), z.string().max(8)]).optional(),
  subscription_id: z.union([z.number(), z.string().max(20)]).optional(),
  organization_name: z.string().max(300).optional(),
  expected_total: z.number({ error: "expected_total is the total shown, in USD." }).min(0).max(10_000_000).optional(),
});

export const loader = () => methodNotAllowed("POST");

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireApiUser(request);
  await refuseWhileImpersonating(request);
  const audience = params.audience;
  if (audience !== "b2b" && audience !== "b2c") notFound(TEXTS.audience);
  const type = requireCheckoutType(params.checkoutType);
  if (type === "loggedout-enterprise-purchase") badRequest(TEXTS.loggedOut);
  const business = isBusinessCheckoutType(type);
  if (audience === "b2b" && !business) badRequest(TEXTS.b2bOnly);
  if (audience === "b2c" && business) badRequest(TEXTS.b2cOnly);
  if (audience === "b2c" && !isPlanCheckoutType(type)) badRequest(MESSAGES.unexpectedCheckoutType);
  const parsed = await parseBody(request, body);
  if (!parsed.ok) badRequest(parsed.errors);
  const f = parsed.data;
  const result = await checkout({
    user,
    attemptId: f.attempt_id,
    checkoutType: type,
    planCode: f.plan,
    couponCode: f.coupon,
    business: business ? { seats: f.seats, organizationName: f.organization_name, subscriptionId: f.subscription_id } : null,
    expectedTotalCents: f.expected_total === undefined ? null : Math.round(f.expected_total * 100),
    country: business ? null : buyerCountry(request, user.country),
    payment: { kind: "method", id: f.payment_method_id },
    origin: appOrigin(),
    attribution: await readAttribution(request.headers.get("Cookie")),
  });
  const headers = { "Cache-Control": "private, no-store" };
  if (result.ok && result.status === "succeeded")
    return json(
      {
        status: "succeeded",
        order_status: "SUCCESS",
        checkout_screen: "TRANSACTION_COMPLETED",
        attempt_id: result.attemptId,
        redirect_url: `/order-confirmation?attempt=${result.attemptId}`,
      },
      { headers },
    );
  if (result.ok)
    return json(
      { status: "requires_action", order_status: "WAIT", checkout_screen: "CHECKOUT", attempt_id: result.attemptId, redirect_url: result.actionUrl },
      { headers },
    );
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
