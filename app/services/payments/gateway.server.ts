// One interface for the two payment processors: the embedded card gateway (the default, test
// mode, kept in the database) and Stripe (through the official SDK when STRIPE_SECRET_KEY is
// set). Checkout and, later, renewals talk to this interface only; amounts are integer cents.
import type { PAYMENT_INTENT_STATUSES } from "~/engine/constants";

export type IntentStatus = (typeof PAYMENT_INTENT_STATUSES)[number];

/** What a learner sees of a saved payment method: never a full card number. */
export interface CardSummary {
  /** the processor's id for the method (embedded: "card_…", Stripe: "pm_…") */
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** card (default), a wallet or another method type (app/engine/paymentMethodTypes.ts) */
  methodType?: string;
  /** Link's or PayPal's e-mail */
  email?: string | null;
  /** Cash App's cashtag */
  cashtag?: string | null;
}

/** A charge's outcome, in the payment-intent statuses of docs/product/billing.md#payment-methods. */
export interface ChargeOutcome {
  intentId: string;
  status: IntentStatus;
  /** requires_action: where the learner confirms (the 3-D Secure step) */
  actionUrl?: string;
  /** failed charges: a machine code (card_declined, insufficient_funds, processing_error) */
  failureCode?: string;
}

export interface ChargeRequest {
  userId: number;
  /** the customer's e-mail, for the processor's records */
  email: string;
  amountCents: number;
  currency: "usd";
  /** a saved method's token, or a one-time nonce / PaymentMethod id */
  paymentMethod: string;
  /** one per checkout attempt: the processor must never charge the same key twice */
  idempotencyKey: string;
  description: string;
  /** where the 3-D Secure step returns to */
  returnUrl: string;
}

/** The processor could not be reached or answered nonsense: nothing was charged, try later. */
export class GatewayUnavailable extends Error {}

/** A payment method that cannot be used (spent nonce, unknown id, another customer's method). */
export class MethodRefused extends Error {}

export interface PaymentGateway {
  readonly name: "embedded" | "stripe";
  /** shown on every payment screen when true */
  readonly testMode: boolean;
  /** A token the browser uses to add a card (client token / SetupIntent client secret). */
  clientToken(user: { id: number; email: string }): Promise<{ token: string; threeDSecure: boolean }>;
  /** Saves a nonce or PaymentMethod id as a reusable method of the user; a known method is returned as is. */
  saveMethod(user: { id: number; email: string }, nonceOrId: string): Promise<CardSummary>;
  /** Charges (or starts charging) an amount; idempotent per key. */
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** The intent's status now (after a 3-D Secure step, or a webhook). */
  intentStatus(intentId: string): Promise<ChargeOutcome>;
  /** Detaches a saved method from the user: it can no longer be charged. One already gone is not an error. */
  detachMethod(user: { id: number; email: string }, token: string): Promise<void>;
  /** Makes a saved method the user's default at the processor (the one its own invoices charge). */
  setDefaultMethod(user: { id: number; email: string }, token: string): Promise<void>;
}
