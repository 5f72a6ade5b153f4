// PayPal beside the card processor (docs/product/billing.md#paypal), through its REST API: an
// OAuth client-credentials token, Orders v2 (create, then capture once the buyer approved) for a
// one-time payment, Catalog Products + Billing Plans + Billing Subscriptions for a recurring one,
// and the verify-webhook-signature API for webhooks. Every call that creates something carries a
// PayPal-Request-Id (PayPal's idempotency key): a retry or a lost answer never pays twice and never
// makes a second order or subscription. The base URL comes from configuration: tests point it at
// a PayPal-protocol server on loopback, the sandbox and the live API work the same way.
import { env } from "~/utils/env.server";
import { GatewayUnavailable } from "./gateway.server";

type PaypalSettings = { clientId: string; clientSecret: string; webhookId: string; apiBase: string };

/** The PayPal settings of the configuration, or null when PayPal is not configured. */
function paypalSettingsFromEnv(): PaypalSettings | null {
  const e = env();
  if (!e.PAYPAL_CLIENT_ID || !e.PAYPAL_CLIENT_SECRET || !e.PAYPAL_WEBHOOK_ID) return null;
  return { clientId: e.PAYPAL_CLIENT_ID, clientSecret: e.PAYPAL_CLIENT_SECRET, webhookId: e.PAYPAL_WEBHOOK_ID, apiBase: e.PAYPAL_API_BASE };
}

/** PayPal refused the request (4xx): its name (INSTRUMENT_DECLINED, ORDER_NOT_APPROVED, RESOURCE_NOT_FOUND…). */
export class PaypalRefused extends Error {
  constructor(
    readonly status: number,
    readonly issue: string,
  ) {
    super(`PayPal refused the request (${status} ${issue})`);
  }
}

type Link = { href: string; rel: string; method?: string };
const approveLink = (links: Link[] | undefined) => links?.find((l) => l.rel === "approve" || l.rel === "payer-action")?.href ?? null;
const cents = (value: string | undefined) => Math.round(Number(value ?? "0") * 100);
const amount = (amountCents: number) => (amountCents / 100).toFixed(2);

type PaypalOrder = { id: string; status: string; approveUrl: string | null };
type PaypalCapture = { orderId: string; status: string; captureId: string | null; payerId: string | null; payerEmail: string | null };
type PaypalSubscription = {
  id: string;
  status: string;
  planId: string;
  customId: string | null;
  payerId: string | null;
  payerEmail: string | null;
  approveUrl: string | null;
};
type PaypalSale = { id: string; status: string; amountCents: number; time: string };

function createPaypalClient(settings: PaypalSettings, fetchImpl: typeof fetch = fetch) {
  let token: { value: string; until: number } | null = null;
  const base = settings.apiBase.replace(/\/+$/, "");

  async function call(path: string, init: { method: string; body?: unknown; requestId?: string; form?: string; auth?: string }) {
    let res: Response;
    try {
      res = await fetchImpl(`${base}${path}`, {
        method: init.method,
        headers: {
          Accept: "application/json",
          ...(init.form !== undefined ? { "Content-Type": "application/x-www-form-urlencoded" } : { "Content-Type": "application/json" }),
          Authorization: init.auth ?? `Bearer ${await accessToken()}`,
          ...(init.requestId ? { "PayPal-Request-Id": init.requestId } : {}),
          Prefer: "return=representation",
        },
        body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
        signal: AbortSignal.timeout(20_000),
      });
    } catch (e) {
      if (e instanceof PaypalRefused) throw e;
      throw new GatewayUnavailable(`PayPal cannot be reached: ${(e as Error).message}`);
    }
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      throw new GatewayUnavailable(`PayPal answered ${res.status} with a body that is not JSON`);
    }
    if (res.status >= 500 || res.status === 429) throw new GatewayUnavailable(`PayPal answered ${res.status}`);
    if (res.status >= 400) {
      const details = body.details as { issue?: string }[] | undefined;
      throw new PaypalRefused(res.status, details?.[0]?.issue ?? String(body.name ?? body.error ?? "UNPROCESSABLE"));
    }
    return body;
  }

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString("base64");
    const body = await call("/v1/oauth2/token", { method: "POST", form: "grant_type=client_credentials", auth: `Basic ${basic}` });
    if (typeof body.access_token !== "string") throw new GatewayUnavailable("PayPal gave no access token");
    token = { value: body.access_token, until: Date.now() + Math.max(0, Number(body.expires_in ?? 0) - 60) * 1000 };
    return token.value;
  }

  const orderOf = (b: Record<string, unknown>): PaypalOrder => ({
    id: String(b.id),
    status: String(b.status),
    approveUrl: approveLink(b.links as Link[]),
  });

  const subscriptionOf = (b: Record<string, unknown>): PaypalSubscription => {
    const subscriber = (b.subscriber ?? {}) as { email_address?: string; payer_id?: string };
    return {
      id: String(b.id),
      status: String(b.status),
      planId: String(b.plan_id ?? ""),
      customId: typeof b.custom_id === "string" ? b.custom_id : null,
      payerId: subscriber.payer_id ?? null,
      payerEmail: subscriber.email_address ?? null,
      approveUrl: approveLink(b.links as Link[]),
    };
  };

  return {
    /** A one-time order the buyer approves at PayPal, then `captureOrder` takes the money. */
    async createOrder(o: { amountCents: number; description: string; customId: string; requestId: string; returnUrl: string; cancelUrl: string }) {
      return orderOf(
        await call("/v2/checkout/orders", {
          method: "POST",
          requestId: o.requestId,
          body: {
            intent: "CAPTURE",
            purchase_units: [
              {
                reference_id: o.customId,
                custom_id: o.customId,
                description: o.description,
                amount: { currency_code: "USD", value: amount(o.amountCents) },
              },
            ],
            payment_source: {
              paypal: {
                experience_context: { return_url: o.returnUrl, cancel_url: o.cancelUrl, user_action: "CONTINUE", shipping_preference: "NO_SHIPPING" },
              },
            },
          },
        }),
      );
    },
    async getOrder(id: string) {
      return orderOf(await call(`/v2/checkout/orders/${encodeURIComponent(id)}`, { method: "GET" }));
    },
    /** Takes the approved order's money, once (the request id makes a repeat answer the first capture). */
    async captureOrder(id: string, requestId: string): Promise<PaypalCapture> {
      const b = await call(`/v2/checkout/orders/${encodeURIComponent(id)}/capture`, { method: "POST", requestId, body: {} });
      const payer = (b.payer ?? {}) as { email_address?: string; payer_id?: string };
      const units = (b.purchase_units ?? []) as { payments?: { captures?: { id: string; status: string }[] } }[];
      const capture = units[0]?.payments?.captures?.[0];
      return {
        orderId: String(b.id),
        status: capture?.status ?? String(b.status),
        captureId: capture?.id ?? null,
        payerId: payer.payer_id ?? null,
        payerEmail: payer.email_address ?? null,
      };
    },
    /** The billing plan of a plan code at a price (a product per plan code; both created once, by request id). */
    async ensurePlan(p: { planCode: string; name: string; amountCents: number; validityMonths: number }): Promise<string> {
      const productId = `CODELIFT-${p.planCode}`;
      try {
        await call("/v1/catalogs/products", {
          method: "POST",
          requestId: `codelift-product-${p.planCode}`,
          body: { id: productId, name: p.name, type: "DIGITAL" },
        });
      } catch (e) {
        // Made before (another request id, or PayPal forgot the id): the product is there.
        if (!(e instanceof PaypalRefused && (e.status === 409 || e.issue === "DUPLICATE_RESOURCE_IDENTIFIER"))) throw e;
      }
      const plan = await call("/v1/billing/plans", {
        method: "POST",
        requestId: `codelift-plan-${p.planCode}-${p.amountCents}`,
        body: {
          product_id: productId,
          name: `${p.name} (${amount(p.amountCents)} USD)`,
          billing_cycles: [
            {
              frequency: { interval_unit: "MONTH", interval_count: p.validityMonths },
              tenure_type: "REGULAR",
              sequence: 1,
              total_cycles: 0,
              pricing_scheme: { fixed_price: { value: amount(p.amountCents), currency_code: "USD" } },
            },
          ],
          payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 3 },
        },
      });
      return String(plan.id);
    },
    async createSubscription(s: { planId: string; customId: string; email: string; requestId: string; returnUrl: string; cancelUrl: string }) {
      return subscriptionOf(
        await call("/v1/billing/subscriptions", {
          method: "POST",
          requestId: s.requestId,
          body: {
            plan_id: s.planId,
            custom_id: s.customId,
            subscriber: { email_address: s.email },
            application_context: { return_url: s.returnUrl, cancel_url: s.cancelUrl, user_action: "CONTINUE", shipping_preference: "NO_SHIPPING" },
          },
        }),
      );
    },
    async getSubscription(id: string) {
      return subscriptionOf(await call(`/v1/billing/subscriptions/${encodeURIComponent(id)}`, { method: "GET" }));
    },
    async activateSubscription(id: string) {
      await call(`/v1/billing/subscriptions/${encodeURIComponent(id)}/activate`, { method: "POST", body: { reason: "Approved by the buyer" } });
    },
    async cancelSubscription(id: string, reason: string) {
      await call(`/v1/billing/subscriptions/${encodeURIComponent(id)}/cancel`, { method: "POST", body: { reason } });
    },
    /** The subscription's payments (sales) between two times. */
    async subscriptionSales(id: string, start: Date, end: Date): Promise<PaypalSale[]> {
      const q = new URLSearchParams({ start_time: start.toISOString(), end_time: end.toISOString() });
      const b = await call(`/v1/billing/subscriptions/${encodeURIComponent(id)}/transactions?${q}`, { method: "GET" });
      const list = (b.transactions ?? []) as {
        id: string;
        status: string;
        time: string;
        amount_with_breakdown?: { gross_amount?: { value?: string } };
      }[];
      return list.map((t) => ({ id: t.id, status: t.status, time: t.time, amountCents: cents(t.amount_with_breakdown?.gross_amount?.value) }));
    },
    /** PayPal's word on a webhook delivery: its headers and event, checked against our webhook id. */
    async verifyWebhook(headers: Headers, event: unknown): Promise<boolean> {
      const h = (name: string) => headers.get(name) ?? "";
      const b = await call("/v1/notifications/verify-webhook-signature", {
        method: "POST",
        body: {
          auth_algo: h("paypal-auth-algo"),
          cert_url: h("paypal-cert-url"),
          transmission_id: h("paypal-transmission-id"),
          transmission_sig: h("paypal-transmission-sig"),
          transmission_time: h("paypal-transmission-time"),
          webhook_id: settings.webhookId,
          webhook_event: event,
        },
      });
      return b.verification_status === "SUCCESS";
    },
  };
}

type PaypalClient = ReturnType<typeof createPaypalClient>;

let current: PaypalClient | null | undefined;

/** The PayPal client of this deployment, or null when PayPal is not configured. */
export function paypalClient(): PaypalClient | null {
  if (current === undefined) {
    const settings = paypalSettingsFromEnv();
    current = settings ? createPaypalClient(settings) : null;
  }
  return current;
}
