// Stripe behind the one gateway interface, through the official SDK, when STRIPE_SECRET_KEY is
// set. A learner is one Stripe customer (stripe_customers, created on first use); a card is a
// PaymentMethod attached to that customer; a charge is a PaymentIntent confirmed at once, sent
// with the checkout attempt's id as Stripe's idempotency key, so a retry, a double click or a
// lost answer never charges twice. The SDK's host, port and protocol come from configuration:
// tests point it at a Stripe-protocol server on loopback.
//
// Nothing is written here before Stripe has answered: when Stripe cannot be reached the caller
// gets GatewayUnavailable and the database is as it was.
import { createHash } from "node:crypto";
import Stripe from "stripe";
import { accountCreatedAt, renewingStripeSubscriptionIds, saveStripeCustomer, stripeCustomerOf } from "~/models/subscription.server";
import { PAYMENT_INTENT_STATUSES } from "~/engine/constants";
import { stripeMethodDetails, type StripeMethodShape } from "~/engine/paymentMethodTypes";
import { env } from "~/utils/env.server";
import {
  GatewayUnavailable,
  type CardSummary,
  type ChargeOutcome,
  type ChargeRequest,
  type IntentStatus,
  type PaymentGateway,
  MethodRefused,
} from "./gateway.server";

type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** the API's address (default api.stripe.com, 443, https) */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
  /** per request; a learner waiting at checkout should not wait the SDK's default 80 s */
  timeoutMs?: number;
  /** the SDK retries connection errors, 409 and 5xx with the same idempotency key */
  maxNetworkRetries?: number;
};

/** The Stripe settings of the configuration, or null when Stripe is not configured. */
export function stripeSettingsFromEnv(): StripeSettings | null {
  const e = env();
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET) return null;
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    host: e.STRIPE_API_HOST,
    port: e.STRIPE_API_PORT,
    protocol: e.STRIPE_API_PROTOCOL,
  };
}

function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: settings.port } : {}),
    ...(settings.protocol ? { protocol: settings.protocol } : {}),
    timeout: settings.timeoutMs ?? 20_000,
    maxNetworkRetries: settings.maxNetworkRetries ?? 2,
    appInfo: { name: "Codelift" },
  });
}

/** A payment method that cannot be used: unknown to Stripe, or another customer's. */
export class PaymentMethodRefused extends MethodRefused {}

export const STRIPE_UNAVAILABLE = "The payment processor cannot be reached right now. Nothing was charged; please try again in a few minutes.";
const METHOD_REFUSED = "This payment method cannot be used. Please enter your card again.";

type StripeErrorLike = {
  type?: string;
  statusCode?: number;
  code?: string;
  decline_code?: string;
  param?: string;
  payment_intent?: Stripe.PaymentIntent;
  message?: string;
};
const asStripeError = (e: unknown): StripeErrorLike | null =>
  e instanceof Error && typeof (e as StripeErrorLike).type === "string" && (e as StripeErrorLike).type!.startsWith("Stripe")
    ? (e as StripeErrorLike)
    : null;

/**
 * Errors that mean "Stripe is not there right now" (network, timeouts, 5xx, rate limits, a
 * response that is not Stripe's) become GatewayUnavailable; configuration errors (a revoked
 * key) too, since the learner can only try later. Anything else is rethrown as is.
 */
function unavailableOr(e: unknown): never {
  const se = asStripeError(e);
  if (!se) throw e;
  switch (se.type) {
    case "StripeConnectionError":
    case "StripeAPIError":
    case "StripeRateLimitError":
    case "StripeAuthenticationError":
    case "StripePermissionError":
      throw new GatewayUnavailable(STRIPE_UNAVAILABLE, { cause: e });
  }
  if (se.statusCode === undefined || se.statusCode >= 500) throw new GatewayUnavailable(STRIPE_UNAVAILABLE, { cause: e });
  throw e;
}

/** Stripe's decline codes in our vocabulary: card_declined, insufficient_funds, processing_error. */
export function failureCodeOf(err: { code?: string | null; decline_code?: string | null } | null | undefined): string {
  if (!err) return "card_declined";
  if (err.decline_code === "insufficient_funds" || err.code === "insufficient_funds") return "insufficient_funds";
  if (err.code === "processing_error" || err.decline_code === "processing_error") return "processing_error";
  return "card_declined";
}

function outcomeOf(pi: Stripe.PaymentIntent): ChargeOutcome {
  if (!pi || typeof pi.id !== "string" || !(PAYMENT_INTENT_STATUSES as readonly string[]).includes(pi.status)) {
    throw new GatewayUnavailable(STRIPE_UNAVAILABLE, { cause: new Error("Stripe answered something that is not a PaymentIntent") });
  }
  const status = pi.status as IntentStatus;
  const out: ChargeOutcome = { intentId: pi.id, status };
  if (status === "requires_action") {
    const url = pi.next_action?.redirect_to_url?.url;
    if (url) out.actionUrl = url;
  }
  if ((status === "requires_payment_method" || status === "canceled") && pi.last_payment_error) {
    out.failureCode = failureCodeOf(pi.last_payment_error);
  }
  return out;
}

function summaryOf(pm: Stripe.PaymentMethod): CardSummary {
  // Cards (also through Google Pay and Apple Pay), Link, Cash App, Afterpay; an unknown type cannot be kept.
  const details = stripeMethodDetails(pm as StripeMethodShape);
  if (details.methodType === "unknown") throw new PaymentMethodRefused(METHOD_REFUSED);
  return details;
}

export function createStripeGateway(
  settings: StripeSettings,
): PaymentGateway & { readonly stripe: Stripe; customerId(user: { id: number; email: string }): Promise<string> } {
  const stripe = createStripeClient(settings);

  /** The user's customer: the stored one, or one created now (once, even when two requests race). */
  async function customerId(user: { id: number; email: string }): Promise<string> {
    const known = await stripeCustomerOf(user.id);
    if (known) return known;
    let created: Stripe.Customer;
    // One key per user: two first uses at once get the same customer from Stripe. The account's
    // creation time is in it, because user ids repeat across databases that share a Stripe
    // account (staging, a developer's copy) and Stripe would answer another user's customer.
    const joined = await accountCreatedAt(user.id);
    const key = `codelift-customer-${user.id}-${createHash("sha256").update(`${user.email}|${joined}`).digest("hex").slice(0, 16)}`;
    try {
      created = await stripe.customers.create({ email: user.email, metadata: { user_id: String(user.id) } }, { idempotencyKey: key });
    } catch (e) {
      unavailableOr(e);
    }
    if (!created?.id?.startsWith("cus_"))
      throw new GatewayUnavailable(STRIPE_UNAVAILABLE, { cause: new Error("Stripe answered something that is not a customer") });
    return saveStripeCustomer(user.id, created.id);
  }

  return {
    name: "stripe",
    testMode: !settings.secretKey.includes("_live_"),
    stripe,
    customerId,

    async clientToken(user) {
      const customer = await customerId(user);
      try {
        const setup = await stripe.setupIntents.create({ customer, usage: "off_session", metadata: { user_id: String(user.id) } });
        if (!setup.client_secret) throw new GatewayUnavailable(STRIPE_UNAVAILABLE, { cause: new Error("SetupIntent without a client secret") });
        return { token: setup.client_secret, threeDSecure: true };
      } catch (e) {
        if (e instanceof GatewayUnavailable) throw e;
        unavailableOr(e);
      }
    },

    async saveMethod(user, paymentMethodId) {
      if (!/^pm_\w+$/.test(paymentMethodId)) throw new PaymentMethodRefused(METHOD_REFUSED);
      const customer = await customerId(user);
      try {
        const pm = await stripe.paymentMethods.retrieve(paymentMethodId);
        const owner = typeof pm.customer === "string" ? pm.customer : (pm.customer?.id ?? null);
        if (owner === customer) return summaryOf(pm);
        if (owner) throw new PaymentMethodRefused(METHOD_REFUSED);
        const attached = await stripe.paymentMethods.attach(pm.id, { customer });
        return summaryOf(attached);
      } catch (e) {
        if (e instanceof PaymentMethodRefused) throw e;
        const se = asStripeError(e);
        // Unknown method, or a card Stripe refuses to keep: the learner enters it again.
        if (se && (se.type === "StripeCardError" || (se.type === "StripeInvalidRequestError" && se.statusCode === 404)))
          throw new PaymentMethodRefused(METHOD_REFUSED);
        unavailableOr(e);
      }
    },

    async charge(req: ChargeRequest) {
      const customer = await customerId({ id: req.userId, email: req.email });
      try {
        const pi = await stripe.paymentIntents.create(
          {
            amount: req.amountCents,
            currency: req.currency,
            customer,
            payment_method: req.paymentMethod,
            confirm: true,
            return_url: req.returnUrl,
            description: req.description,
            metadata: { user_id: String(req.userId), attempt_id: req.idempotencyKey },
          },
          { idempotencyKey: req.idempotencyKey },
        );
        return outcomeOf(pi);
      } catch (e) {
        if (e instanceof GatewayUnavailable) throw e;
        const se = asStripeError(e);
        if (se?.type === "StripeCardError") {
          // A declined confirmation: Stripe answers 402 with the intent, left in requires_payment_method.
          const pi = se.payment_intent;
          return {
            intentId: pi?.id ?? "",
            status: (pi?.status as IntentStatus | undefined) ?? "requires_payment_method",
            failureCode: failureCodeOf(pi?.last_payment_error ?? se),
          };
        }
        if (se?.type === "StripeInvalidRequestError" && se.param === "payment_method") throw new PaymentMethodRefused(METHOD_REFUSED);
        unavailableOr(e);
      }
    },

    async intentStatus(intentId) {
      try {
        return outcomeOf(await stripe.paymentIntents.retrieve(intentId));
      } catch (e) {
        if (e instanceof GatewayUnavailable) throw e;
        unavailableOr(e);
      }
    },

    async detachMethod(_user, token) {
      if (!/^pm_\w+$/.test(token)) throw new PaymentMethodRefused(METHOD_REFUSED);
      try {
        await stripe.paymentMethods.detach(token);
      } catch (e) {
        const se = asStripeError(e);
        // Unknown to Stripe, or attached to no customer any more: it is gone already.
        if (
          se?.type === "StripeInvalidRequestError" &&
          (se.statusCode === 404 || se.code === "resource_missing" || /not attached/i.test(se.message ?? ""))
        )
          return;
        unavailableOr(e);
      }
    },

    async setDefaultMethod(user, token) {
      if (!/^pm_\w+$/.test(token)) throw new PaymentMethodRefused(METHOD_REFUSED);
      const customer = await customerId(user);
      // The learner's Stripe subscriptions that still renew charge their own default method: it follows too.
      const renewing = await renewingStripeSubscriptionIds(user.id);
      try {
        await stripe.customers.update(customer, { invoice_settings: { default_payment_method: token } });
        for (const id of renewing) await stripe.subscriptions.update(id, { default_payment_method: token });
      } catch (e) {
        const se = asStripeError(e);
        if (se?.type === "StripeInvalidRequestError" && se.statusCode !== undefined && se.statusCode < 500)
          throw new PaymentMethodRefused(METHOD_REFUSED);
        unavailableOr(e);
      }
    },
  };
}
