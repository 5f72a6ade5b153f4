// The payment processor of this deployment: Stripe when STRIPE_SECRET_KEY is set, otherwise the
// embedded card gateway (test mode). Callers use the PaymentGateway interface only.
import { createEmbeddedGateway } from "./embedded.server";
import type { PaymentGateway } from "./gateway.server";
import { createStripeGateway, stripeSettingsFromEnv } from "./stripe.server";

type EmbeddedGateway = ReturnType<typeof createEmbeddedGateway>;

let current: PaymentGateway | undefined;

export function paymentGateway(): PaymentGateway {
  if (!current) {
    const stripe = stripeSettingsFromEnv();
    current = stripe ? createStripeGateway(stripe) : createEmbeddedGateway();
  }
  return current;
}

/** The embedded gateway, when it is the one in use (its test-mode extras: tokenizing, 3-D Secure). */
export function embeddedGateway(): EmbeddedGateway | null {
  const g = paymentGateway();
  return g.name === "embedded" ? (g as EmbeddedGateway) : null;
}
