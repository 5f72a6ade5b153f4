// Stripe's webhook endpoint. The body is read raw: the signature covers its exact bytes. Stripe
// sends neither Origin nor Sec-Fetch-Site, so the site's origin check lets it through; the
// signature is what authenticates it.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { stripeSettingsFromEnv } from "~/services/payments/stripe.server";
import { onPaymentIntentEvent, onStripeEvent, STRIPE_NOT_CONFIGURED, receiveStripeWebhook } from "~/services/payments/webhooks.server";
import { applyPaymentIntentEvent } from "~/services/billing/checkout.server";
import { applyInvoiceEvent, applyPaymentMethodEvent, applySubscriptionEvent } from "~/services/billing/stripeSubscriptions.server";
import { methodNotAllowed, notFound } from "~/utils/http.server";

// Payment intents that finish outside a page (3-D Secure elsewhere, delayed methods) complete here.
onPaymentIntentEvent(applyPaymentIntentEvent);
// Renewals of plans bought through Stripe come from Stripe's subscriptions and their invoices.
onStripeEvent("invoice", applyInvoiceEvent);
onStripeEvent("subscription", applySubscriptionEvent);
// Saved cards follow what happens to them at Stripe (added or removed in the Dashboard, say).
onStripeEvent("payment_method", applyPaymentMethodEvent);

export const loader = () => methodNotAllowed("POST");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const settings = stripeSettingsFromEnv();
  if (!settings) notFound(STRIPE_NOT_CONFIGURED);
  const payload = await request.text();
  const reply = await receiveStripeWebhook(payload, request.headers.get("stripe-signature"), { secret: settings.webhookSecret });
  return json(reply.body, { status: reply.status, headers: { "Cache-Control": "no-store" } });
}
