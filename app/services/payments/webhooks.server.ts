// Stripe's webhooks, received at one endpoint (POST /api/webhooks/stripe). The signature is
// checked on the raw body with the SDK's constructEvent before anything is read from it; an event
// id is recorded in webhook_events in the same transaction as the event's effect, so a replayed
// event is answered 200 and changes nothing, and an effect that fails records nothing (Stripe
// sends the event again).
//
// This module speaks Stripe: it validates an event's object (zod) and hands a small, typed event
// of one of four kinds to the handler registered for that kind with onStripeEvent:
//   payment_intent   payment_intent.succeeded, payment_intent.payment_failed (checkout)
//   invoice          invoice.paid, invoice.payment_failed (renewals of Stripe subscriptions)
//   subscription     customer.subscription.updated, customer.subscription.deleted
//   payment_method   payment_method.attached, payment_method.detached
// What an event means for our data is the handler's business (billing services), not this one's.
import Stripe from "stripe";
import { z } from "zod";
import { applyWebhookEventOnce } from "~/models/webhookEvent.server";
import { PAYMENT_INTENT_STATUSES } from "~/engine/constants";
import type { IntentStatus } from "./gateway.server";
import { failureCodeOf } from "./stripe.server";

export const STRIPE_NOT_CONFIGURED = "Stripe is not configured on this site.";
export const WEBHOOK_SIGNATURE_MISSING = "The Stripe-Signature header is missing.";
export const WEBHOOK_SIGNATURE_INVALID = "The webhook signature could not be verified.";
export const WEBHOOK_EVENT_INVALID = "The webhook event is not one Stripe would send.";
export const WEBHOOK_NOT_APPLIED = "The event could not be applied now; send it again later.";

type BaseEvent = {
  eventId: string;
  /** when Stripe created the event (seconds since the epoch): events may arrive out of order */
  created: number;
};

type PaymentIntentEventType = "payment_intent.succeeded" | "payment_intent.payment_failed";

export type PaymentIntentEvent = BaseEvent & {
  type: PaymentIntentEventType;
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

type InvoiceEventType = "invoice.paid" | "invoice.payment_failed";

export type InvoiceEvent = BaseEvent & {
  type: InvoiceEventType;
  invoiceId: string;
  customerId: string | null;
  /** the Stripe subscription the invoice bills (null for a one-off invoice) */
  stripeSubscriptionId: string | null;
  /** the subscription's metadata when the invoice was made (subscription_id, user_id, plan_code) */
  subscriptionMetadata: Record<string, string>;
  /** subscription_create (the first, $0 with a trial), subscription_cycle (a renewal), manual … */
  billingReason: string | null;
  amountPaidCents: number;
  amountDueCents: number;
  currency: string;
  /** the period the subscription line bills (seconds), from the invoice's lines */
  periodStart: number | null;
  periodEnd: number | null;
  /** payment_failed: when Stripe tries again (null once it has given up) */
  nextPaymentAttempt: number | null;
  attemptCount: number;
};

type SubscriptionEventType = "customer.subscription.updated" | "customer.subscription.deleted";

export type SubscriptionEvent = BaseEvent & {
  type: SubscriptionEventType;
  stripeSubscriptionId: string;
  customerId: string | null;
  /** Stripe's status: trialing | active | past_due | unpaid | canceled | incomplete … */
  status: string;
  cancelAtPeriodEnd: boolean;
  cancelAt: number | null;
  /** the end of the current period (seconds): its items' (API 2025+) or its own (older APIs) */
  currentPeriodEnd: number | null;
  endedAt: number | null;
  metadata: Record<string, string>;
};

type PaymentMethodEventType = "payment_method.attached" | "payment_method.detached";

export type PaymentMethodEvent = BaseEvent & {
  type: PaymentMethodEventType;
  paymentMethodId: string;
  /** attached: the customer; detached: null */
  customerId: string | null;
  /** detached: the customer it was detached from (the event's previous_attributes) */
  previousCustomerId: string | null;
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
};

type StripeEventKinds = {
  payment_intent: PaymentIntentEvent;
  invoice: InvoiceEvent;
  subscription: SubscriptionEvent;
  payment_method: PaymentMethodEvent;
};
type StripeEventKind = keyof StripeEventKinds;

/** Work that must not hold the transaction (mail, calls out): run once the effect is committed. */
type AfterCommit = () => void | Promise<void>;

/**
 * Applies an event inside the transaction that records the event id, through model calls only
 * (they join that transaction; a thrown error rolls both back and Stripe retries; no mail and no
 * call out while it runs, and it may run again on a PostgreSQL deadlock). It may resolve with an
 * AfterCommit for the rest. Events arrive late, twice (under different ids) and out of order:
 * a handler must keep what is final final, and compare `created` where order matters.
 */
export type StripeEventHandler<K extends StripeEventKind> = (event: StripeEventKinds[K]) => Promise<void | AfterCommit>;

/** The payment intent handler (checkout's). */
export type PaymentIntentHandler = StripeEventHandler<"payment_intent">;

const handlers: { [K in StripeEventKind]?: StripeEventHandler<K> } = {};

/** Registers the one handler of a kind of event; returns a function that removes it. */
export function onStripeEvent<K extends StripeEventKind>(kind: K, handler: StripeEventHandler<K>): () => void {
  (handlers as Record<string, unknown>)[kind] = handler;
  return () => {
    if (handlers[kind] === handler) delete handlers[kind];
  };
}

/** Registers the one handler of payment intent outcomes; returns a function that removes it. */
export function onPaymentIntentEvent(handler: PaymentIntentHandler): () => void {
  return onStripeEvent("payment_intent", handler);
}

const KIND_OF: Record<string, StripeEventKind> = {
  "payment_intent.succeeded": "payment_intent",
  "payment_intent.payment_failed": "payment_intent",
  "invoice.paid": "invoice",
  "invoice.payment_failed": "invoice",
  "customer.subscription.updated": "subscription",
  "customer.subscription.deleted": "subscription",
  "payment_method.attached": "payment_method",
  "payment_method.detached": "payment_method",
};

const metadataSchema = z.record(z.string(), z.string()).nullish();
const idOf = (prefix: string) =>
  z.union([z.string().regex(new RegExp(`^${prefix}_\\w+$`)), z.object({ id: z.string().regex(new RegExp(`^${prefix}_\\w+$`)) }).passthrough()]);
const refId = (v: string | { id: string } | null | undefined): string | null => (v == null ? null : typeof v === "string" ? v : v.id);
const seconds = z.number().int().nonnegative();

const paymentIntentSchema = z.object({
  id: z.string().regex(/^pi_\w+$/),
  object: z.literal("payment_intent"),
  status: z.enum(PAYMENT_INTENT_STATUSES),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(3),
  metadata: metadataSchema,
  last_payment_error: z.object({ code: z.string().nullish(), decline_code: z.string().nullish() }).passthrough().nullish(),
});

const invoiceLineSchema = z
  .object({
    period: z.object({ start: seconds, end: seconds }).passthrough(),
    // API 2025+: parent.subscription_item_details; older APIs: type "subscription"
    parent: z
      .object({ type: z.string().nullish(), subscription_item_details: z.object({ subscription: z.string().nullish() }).passthrough().nullish() })
      .passthrough()
      .nullish(),
    type: z.string().nullish(),
    subscription: z.union([z.string(), z.object({ id: z.string() }).passthrough()]).nullish(),
  })
  .passthrough();

const invoiceSchema = z
  .object({
    id: z.string().regex(/^in_\w+$/),
    object: z.literal("invoice"),
    customer: idOf("cus").nullish(),
    amount_paid: z.number().int().nonnegative(),
    amount_due: z.number().int().nonnegative(),
    currency: z.string().min(3),
    billing_reason: z.string().nullish(),
    next_payment_attempt: seconds.nullish(),
    attempt_count: z.number().int().nonnegative().nullish(),
    // API 2025+: the subscription is the invoice's parent
    parent: z
      .object({
        subscription_details: z
          .object({ subscription: idOf("sub"), metadata: metadataSchema })
          .passthrough()
          .nullish(),
      })
      .passthrough()
      .nullish(),
    // older APIs: on the invoice itself
    subscription: idOf("sub").nullish(),
    subscription_details: z.object({ metadata: metadataSchema }).passthrough().nullish(),
    lines: z.object({ data: z.array(invoiceLineSchema) }).passthrough(),
  })
  .passthrough();

const subscriptionSchema = z
  .object({
    id: z.string().regex(/^sub_\w+$/),
    object: z.literal("subscription"),
    customer: idOf("cus").nullish(),
    status: z.string().min(1),
    cancel_at_period_end: z.boolean(),
    cancel_at: seconds.nullish(),
    ended_at: seconds.nullish(),
    current_period_end: seconds.nullish(),
    items: z
      .object({ data: z.array(z.object({ current_period_end: seconds.nullish() }).passthrough()) })
      .passthrough()
      .nullish(),
    metadata: metadataSchema,
  })
  .passthrough();

const paymentMethodSchema = z
  .object({
    id: z.string().regex(/^pm_\w+$/),
    object: z.literal("payment_method"),
    customer: idOf("cus").nullish(),
    card: z
      .object({ brand: z.string(), last4: z.string().regex(/^\d{4}$/), exp_month: z.number().int().min(1).max(12), exp_year: z.number().int() })
      .passthrough()
      .nullish(),
  })
  .passthrough();

/** The subscription line's period: the line that bills a subscription item, else the first line. */
function subscriptionPeriod(lines: z.infer<typeof invoiceLineSchema>[]): { start: number; end: number } | null {
  const line =
    lines.find((l) => l.parent?.type === "subscription_item_details" || l.parent?.subscription_item_details || l.type === "subscription") ?? lines[0];
  return line ? { start: line.period.start, end: line.period.end } : null;
}

const PARSERS: { [K in StripeEventKind]: (event: Stripe.Event) => Omit<StripeEventKinds[K], "eventId" | "created" | "type"> | null } = {
  payment_intent(event) {
    const parsed = paymentIntentSchema.safeParse((event.data as { object?: unknown } | undefined)?.object);
    if (!parsed.success) return null;
    const pi = parsed.data;
    return {
      intentId: pi.id,
      status: pi.status,
      amountCents: pi.amount,
      currency: pi.currency,
      ...(event.type === "payment_intent.payment_failed" ? { failureCode: failureCodeOf(pi.last_payment_error) } : {}),
      metadata: pi.metadata ?? {},
    };
  },
  invoice(event) {
    const parsed = invoiceSchema.safeParse((event.data as { object?: unknown } | undefined)?.object);
    if (!parsed.success) return null;
    const inv = parsed.data;
    const period = subscriptionPeriod(inv.lines.data);
    const details = inv.parent?.subscription_details;
    return {
      invoiceId: inv.id,
      customerId: refId(inv.customer),
      stripeSubscriptionId: refId(details?.subscription) ?? refId(inv.subscription),
      subscriptionMetadata: details?.metadata ?? inv.subscription_details?.metadata ?? {},
      billingReason: inv.billing_reason ?? null,
      amountPaidCents: inv.amount_paid,
      amountDueCents: inv.amount_due,
      currency: inv.currency,
      periodStart: period?.start ?? null,
      periodEnd: period?.end ?? null,
      nextPaymentAttempt: inv.next_payment_attempt ?? null,
      attemptCount: inv.attempt_count ?? 0,
    };
  },
  subscription(event) {
    const parsed = subscriptionSchema.safeParse((event.data as { object?: unknown } | undefined)?.object);
    if (!parsed.success) return null;
    const sub = parsed.data;
    const itemEnds = (sub.items?.data ?? []).map((i) => i.current_period_end).filter((n): n is number => typeof n === "number");
    return {
      stripeSubscriptionId: sub.id,
      customerId: refId(sub.customer),
      status: sub.status,
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      cancelAt: sub.cancel_at ?? null,
      currentPeriodEnd: itemEnds.length ? Math.min(...itemEnds) : (sub.current_period_end ?? null),
      endedAt: sub.ended_at ?? null,
      metadata: sub.metadata ?? {},
    };
  },
  payment_method(event) {
    const parsed = paymentMethodSchema.safeParse((event.data as { object?: unknown } | undefined)?.object);
    if (!parsed.success) return null;
    const pm = parsed.data;
    const previous = (event.data as { previous_attributes?: { customer?: unknown } }).previous_attributes?.customer;
    return {
      paymentMethodId: pm.id,
      customerId: refId(pm.customer),
      previousCustomerId: typeof previous === "string" && /^cus_\w+$/.test(previous) ? previous : null,
      card: pm.card ? { brand: pm.card.brand, last4: pm.card.last4, expMonth: pm.card.exp_month, expYear: pm.card.exp_year } : null,
    };
  },
};

/**
 * One of Stripe's objects (an invoice an API call answered, say) read as an event of `kind` reads
 * it: the same fields and checks as a webhook's. Null when it is not such an object.
 */
export function parseStripeObject<K extends StripeEventKind>(
  kind: K,
  object: unknown,
  type?: string,
): Omit<StripeEventKinds[K], "eventId" | "created" | "type"> | null {
  return PARSERS[kind]({ type: type ?? "", data: { object } } as unknown as Stripe.Event) as Omit<
    StripeEventKinds[K],
    "eventId" | "created" | "type"
  > | null;
}

type WebhookReply = { status: 200; body: { received: true; duplicate?: true; ignored?: true } } | { status: 400 | 500; body: { errorText: string } };

/**
 * Verifies and applies one delivery. `payload` is the body exactly as received (the signature
 * covers its bytes: never a re-serialised JSON); `signature` the Stripe-Signature header.
 */
export async function receiveStripeWebhook(
  payload: string,
  signature: string | null,
  opts: { secret: string; toleranceSeconds?: number },
): Promise<WebhookReply> {
  if (!signature) return { status: 400, body: { errorText: WEBHOOK_SIGNATURE_MISSING } };
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(payload, signature, opts.secret, opts.toleranceSeconds);
  } catch {
    return { status: 400, body: { errorText: WEBHOOK_SIGNATURE_INVALID } };
  }
  if (typeof event?.id !== "string" || typeof event.type !== "string" || event.id.length > 255 || !Number.isInteger(event.created)) {
    return { status: 400, body: { errorText: WEBHOOK_EVENT_INVALID } };
  }

  const kind = Object.hasOwn(KIND_OF, event.type) ? KIND_OF[event.type] : undefined;
  let typed: StripeEventKinds[StripeEventKind] | null = null;
  let handler: StripeEventHandler<StripeEventKind> | undefined;
  if (kind) {
    const parsed = PARSERS[kind](event);
    if (!parsed) return { status: 400, body: { errorText: WEBHOOK_EVENT_INVALID } };
    typed = { ...parsed, eventId: event.id, type: event.type, created: event.created } as StripeEventKinds[StripeEventKind];
    handler = handlers[kind] as StripeEventHandler<StripeEventKind> | undefined;
    if (!handler) {
      // Nothing can apply it yet: say so, record nothing, and Stripe delivers it again later.
      console.error(`Stripe webhook ${event.id} (${event.type}) not applied: no ${kind} handler is registered`);
      return { status: 500, body: { errorText: WEBHOOK_NOT_APPLIED } };
    }
  }

  let afterCommit: AfterCommit | undefined;
  let applied: "duplicate" | "ignored" | "applied";
  try {
    const once = await applyWebhookEventOnce({ id: event.id, processor: "stripe", type: event.type }, async () => {
      if (!typed || !handler) return { ignored: true as const, rest: undefined };
      const rest = await handler(typed as never);
      return { ignored: false as const, rest: typeof rest === "function" ? rest : undefined };
    });
    if (once.duplicate) applied = "duplicate";
    else if (once.result.ignored) applied = "ignored";
    else {
      applied = "applied";
      afterCommit = once.result.rest;
    }
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
