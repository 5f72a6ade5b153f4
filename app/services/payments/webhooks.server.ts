// Stripe's webhooks, received at one endpoint (POST /api/webhooks/stripe). The signature is
// checked on the raw body with the SDK's constructEvent before anything is read from it; an event
// id is recorded in webhook_events in the same transaction as the event's effect, so a replayed
// event is answered 200 and changes nothing, and an effect that fails records nothing (Stripe
// sends the event again). What a payment intent's outcome means (an attempt paid or failed) is
// not this module's business: the checkout service registers a handler with onPaymentIntentEvent.
import Stripe from "stripe";
import { z } from "zod";
import { getDb, schema, type Db } from "../../../db/client";
import { PAYMENT_INTENT_STATUSES } from "~/engine/constants";
import type { IntentStatus } from "./gateway.server";
import { failureCodeOf } from "./stripe.server";

export const STRIPE_NOT_CONFIGURED = "Stripe is not configured on this site.";
export const WEBHOOK_SIGNATURE_MISSING = "The Stripe-Signature header is missing.";
export const WEBHOOK_SIGNATURE_INVALID = "The webhook signature could not be verified.";
export const WEBHOOK_EVENT_INVALID = "The webhook event is not a payment intent Stripe would send.";
export const WEBHOOK_NOT_APPLIED = "The event could not be applied now; send it again later.";

/** The drizzle transaction an effect runs in (synchronous, as every better-sqlite3 transaction). */
export type WebhookTx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type PaymentIntentEventType = "payment_intent.succeeded" | "payment_intent.payment_failed";

export type PaymentIntentEvent = {
  eventId: string;
  type: PaymentIntentEventType;
  /** when Stripe created the event (seconds since the epoch): events may arrive out of order */
  created: number;
  intentId: string;
  /** the intent's status in the event's snapshot */
  status: IntentStatus;
  amountCents: number;
  currency: string;
  /** payment_failed: card_declined | insufficient_funds | processing_error */
  failureCode?: string;
  /** what we sent with the intent (user_id, attempt_id) */
  metadata: Record<string, string>;
};

/** Work that must not hold the transaction (mail, calls out): run once the effect is committed. */
export type AfterCommit = () => void | Promise<void>;

/**
 * Applies a payment intent's outcome inside the transaction that records the event id, with
 * `tx` only and synchronously (a thrown error rolls both back and Stripe retries; a returned
 * promise is refused the same way, since its writes would land outside the transaction). It may
 * return an AfterCommit for the rest. It must change nothing when the attempt behind the intent
 * is already final, whatever the event says: events arrive late, twice (under different ids)
 * and out of order.
 */
export type PaymentIntentHandler = (event: PaymentIntentEvent, tx: WebhookTx) => void | AfterCommit;

let paymentIntentHandler: PaymentIntentHandler | null = null;

/** Registers the one handler of payment intent outcomes; returns a function that removes it. */
export function onPaymentIntentEvent(handler: PaymentIntentHandler): () => void {
  paymentIntentHandler = handler;
  return () => {
    if (paymentIntentHandler === handler) paymentIntentHandler = null;
  };
}

const HANDLED: readonly string[] = ["payment_intent.succeeded", "payment_intent.payment_failed"] satisfies PaymentIntentEventType[];

const paymentIntentSchema = z.object({
  id: z.string().regex(/^pi_\w+$/),
  object: z.literal("payment_intent"),
  status: z.enum(PAYMENT_INTENT_STATUSES),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(3),
  metadata: z.record(z.string(), z.string()).nullish(),
  last_payment_error: z.object({ code: z.string().nullish(), decline_code: z.string().nullish() }).passthrough().nullish(),
});

export type WebhookReply = { status: 200; body: { received: true; duplicate?: true; ignored?: true } } | { status: 400 | 500; body: { errorText: string } };

/**
 * Verifies and applies one delivery. `payload` is the body exactly as received (the signature
 * covers its bytes: never a re-serialised JSON); `signature` the Stripe-Signature header.
 */
export async function receiveStripeWebhook(payload: string, signature: string | null, opts: { secret: string; db?: Db; toleranceSeconds?: number }): Promise<WebhookReply> {
  if (!signature) return { status: 400, body: { errorText: WEBHOOK_SIGNATURE_MISSING } };
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(payload, signature, opts.secret, opts.toleranceSeconds);
  } catch {
    return { status: 400, body: { errorText: WEBHOOK_SIGNATURE_INVALID } };
  }
  if (typeof event?.id !== "string" || typeof event.type !== "string" || event.id.length > 255) return { status: 400, body: { errorText: WEBHOOK_EVENT_INVALID } };

  let intentEvent: PaymentIntentEvent | null = null;
  if (HANDLED.includes(event.type)) {
    const parsed = paymentIntentSchema.safeParse((event.data as { object?: unknown } | undefined)?.object);
    if (!parsed.success) return { status: 400, body: { errorText: WEBHOOK_EVENT_INVALID } };
    const pi = parsed.data;
    intentEvent = {
      eventId: event.id,
      type: event.type as PaymentIntentEventType,
      created: event.created,
      intentId: pi.id,
      status: pi.status,
      amountCents: pi.amount,
      currency: pi.currency,
      ...(event.type === "payment_intent.payment_failed" ? { failureCode: failureCodeOf(pi.last_payment_error) } : {}),
      metadata: pi.metadata ?? {},
    };
    if (!paymentIntentHandler) {
      // Nothing can apply it yet: say so, record nothing, and Stripe delivers it again later.
      console.error(`Stripe webhook ${event.id} (${event.type}) not applied: no payment intent handler is registered`);
      return { status: 500, body: { errorText: WEBHOOK_NOT_APPLIED } };
    }
  }

  const handler = paymentIntentHandler;
  const db = opts.db ?? getDb();
  let afterCommit: AfterCommit | undefined;
  let applied: "duplicate" | "ignored" | "applied";
  try {
    applied = db.transaction(
      (tx) => {
        const recorded = tx.insert(schema.webhookEvents).values({ id: event.id, processor: "stripe", type: event.type }).onConflictDoNothing().run();
        if (recorded.changes === 0) return "duplicate" as const;
        if (!intentEvent) return "ignored" as const;
        const rest: unknown = handler!(intentEvent, tx);
        if (rest && typeof (rest as { then?: unknown }).then === "function") {
          (rest as Promise<unknown>).catch(() => undefined);
          throw new Error("the payment intent handler returned a promise: apply the effect synchronously with tx, and return a function for the work after commit");
        }
        if (typeof rest === "function") afterCommit = rest as AfterCommit;
        return "applied" as const;
      },
      { behavior: "immediate" },
    );
  } catch (e) {
    console.error(`Stripe webhook ${event.id} (${event.type}) not applied:`, e);
    return { status: 500, body: { errorText: WEBHOOK_NOT_APPLIED } };
  }
  if (applied === "duplicate") return { status: 200, body: { received: true, duplicate: true } };
  if (applied === "ignored") return { status: 200, body: { received: true, ignored: true } };
  try {
    await afterCommit?.();
  } catch (e) {
    // The effect is committed and the event recorded: a retry would change nothing, so say 200.
    console.error(`Stripe webhook ${event.id} (${event.type}): the work after commit failed:`, e);
  }
  return { status: 200, body: { received: true } };
}
