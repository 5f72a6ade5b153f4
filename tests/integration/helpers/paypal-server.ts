// A PayPal-protocol server on loopback, for the tests of the PayPal processor and its webhooks. It
// speaks PayPal's REST shapes: OAuth2 client credentials (Basic client:secret → a Bearer token),
// PayPal-Request-Id idempotency (the same id answers the same response), JSON bodies, and PayPal's
// error shape `{ name, message, details: [{ issue }] }`. Only the endpoints the app uses:
//
//   POST /v1/oauth2/token
//   POST /v2/checkout/orders                GET /v2/checkout/orders/:id
//   POST /v2/checkout/orders/:id/capture    (422 ORDER_NOT_APPROVED before approval, INSTRUMENT_DECLINED for a declining payer)
//   POST /v1/catalogs/products              (a second create of an id is 422 DUPLICATE_RESOURCE_IDENTIFIER)
//   POST /v1/billing/plans
//   POST /v1/billing/subscriptions          GET /v1/billing/subscriptions/:id
//   POST /v1/billing/subscriptions/:id/activate   POST /v1/billing/subscriptions/:id/cancel
//   GET  /v1/billing/subscriptions/:id/transactions
//   POST /v1/notifications/verify-webhook-signature
//   GET/POST /checkoutnow?token=…           the approval page a buyer is sent to (Approve / Cancel)
//
// A subscription approved by its buyer becomes ACTIVE and PayPal takes its first payment (a sale)
// at once, unless `activateOnApproval` is false (then it stays APPROVED until activated). `renew`
// is PayPal's clock reaching the end of a period: a new sale of the subscription. Every sale and
// capture makes an event (as PayPal's webhook log), which a test delivers with `signed`: headers
// whose signature this server's verify-webhook-signature accepts (HMAC of transmission id, time,
// webhook id and the body's CRC32, PayPal's signed string).
import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { crc32 } from "node:zlib";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- PayPal objects on the wire: nested JSON of many shapes
type Obj = Record<string, any>;
type Answer = { status: number; body: Obj | string; headers?: Record<string, string> };

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const newId = (prefix = "", n = 17) => prefix + [...randomBytes(n)].map((b) => ALNUM[b % ALNUM.length]).join("");
const money = (cents: number) => ({ currency_code: "USD", value: (cents / 100).toFixed(2) });
const refused = (status: number, issue: string, name = "UNPROCESSABLE_ENTITY"): Answer => ({
  status,
  body: { name, message: "The requested action could not be performed.", details: [{ issue, description: issue }] },
});

export type PaypalEvent = { id: string; event_type: string; create_time: string; resource_type: string; resource: Obj; summary: string };

export type PaypalFake = {
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  orders: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  /** every event, oldest first */
  events: PaypalEvent[];
  /** requests received, by "METHOD path" */
  calls: string[];
  /** approval pages leave a subscription APPROVED (false) or make it ACTIVE with its first sale (true, default) */
  activateOnApproval: boolean;
  /** the buyer approves at PayPal (as the approval page's Approve button does); returns where PayPal sends them */
  approve: (token: string, payer?: { email?: string; decline?: boolean }) => string;
  /** the next period's payment of a subscription: a new sale and its PAYMENT.SALE.COMPLETED event */
  renew: (subscriptionId: string) => PaypalEvent;
  /** a delivery of an event as PayPal makes it: JSON body and transmission headers signed for this server */
  signed: (event: PaypalEvent) => { body: string; headers: Record<string, string> };
  stop: () => Promise<void>;
};

export async function startPaypalServer(opts: { clientId?: string; clientSecret?: string; webhookId?: string } = {}): Promise<PaypalFake> {
  const clientId = opts.clientId ?? "AcodeliftTestClient";
  const clientSecret = opts.clientSecret ?? "EcodeliftTestSecret";
  const webhookId = opts.webhookId ?? "WH-TEST-" + newId("", 8);
  const signingKey = randomBytes(32);
  const tokens = new Set<string>();
  const byRequestId = new Map<string, Answer>();
  const products = new Set<string>();
  const plans = new Map<string, Obj>();
  const orders = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const sales = new Map<string, Obj[]>();
  const declining = new Set<string>();
  const events: PaypalEvent[] = [];
  const calls: string[] = [];
  let base = "";

  const event = (type: string, resourceType: string, resource: Obj): PaypalEvent => {
    const e = { id: newId("WH-", 20), event_type: type, create_time: new Date().toISOString(), resource_type: resourceType, resource, summary: type };
    events.push(e);
    return e;
  };

  const sign = (transmissionId: string, time: string, whId: string, body: string) =>
    createHmac("sha256", signingKey)
      .update(`${transmissionId}|${time}|${whId}|${crc32(body)}`)
      .digest("base64");

  const orderView = (o: Obj) => ({
    id: o.id,
    status: o.status,
    intent: "CAPTURE",
    purchase_units: o.purchase_units,
    ...(o.payer ? { payer: o.payer } : {}),
    create_time: o.create_time,
    links: [
      { href: `${base}/v2/checkout/orders/${o.id}`, rel: "self", method: "GET" },
      ...(o.status === "CREATED" || o.status === "PAYER_ACTION_REQUIRED"
        ? [{ href: `${base}/checkoutnow?token=${o.id}`, rel: "payer-action", method: "GET" }]
        : []),
      { href: `${base}/v2/checkout/orders/${o.id}/capture`, rel: "capture", method: "POST" },
    ],
  });

  const subscriptionView = (s: Obj) => ({
    id: s.id,
    plan_id: s.plan_id,
    status: s.status,
    custom_id: s.custom_id,
    start_time: s.start_time,
    create_time: s.create_time,
    subscriber: s.subscriber,
    billing_info: {
      cycle_executions: [
        { tenure_type: "REGULAR", sequence: 1, cycles_completed: (sales.get(s.id) ?? []).length, cycles_remaining: 0, total_cycles: 0 },
      ],
      last_payment: (sales.get(s.id) ?? []).at(-1)?.amount ?? null,
    },
    links: [
      ...(s.status === "APPROVAL_PENDING" ? [{ href: `${base}/checkoutnow?token=${s.id}`, rel: "approve", method: "GET" }] : []),
      { href: `${base}/v1/billing/subscriptions/${s.id}`, rel: "self", method: "GET" },
    ],
  });

  function sale(s: Obj): PaypalEvent {
    const plan = plans.get(s.plan_id)!;
    const price = plan.billing_cycles[0].pricing_scheme.fixed_price.value as string;
    const resource = {
      id: newId("", 17),
      state: "completed",
      amount: { total: price, currency: "USD", details: { subtotal: price } },
      payment_mode: "INSTANT_TRANSFER",
      billing_agreement_id: s.id,
      custom: s.custom_id,
      create_time: new Date().toISOString(),
      update_time: new Date().toISOString(),
    };
    sales.set(s.id, [...(sales.get(s.id) ?? []), resource]);
    return event("PAYMENT.SALE.COMPLETED", "sale", resource);
  }

  function activate(s: Obj) {
    s.status = "ACTIVE";
    if (!(sales.get(s.id) ?? []).length) sale(s);
    event("BILLING.SUBSCRIPTION.ACTIVATED", "subscription", subscriptionView(s));
  }

  function approve(token: string, payer: { email?: string; decline?: boolean } = {}): string {
    const email = payer.email ?? "buyer@example.com";
    const payerId = newId("", 13);
    const order = orders.get(token);
    if (order) {
      if (order.status !== "CREATED" && order.status !== "PAYER_ACTION_REQUIRED") throw new Error(`order ${token} is ${order.status}`);
      order.status = "APPROVED";
      order.payer = { email_address: email, payer_id: payerId, name: { given_name: "Test", surname: "Buyer" } };
      if (payer.decline) declining.add(token);
      return `${order.return_url}${order.return_url.includes("?") ? "&" : "?"}token=${token}&PayerID=${payerId}`;
    }
    const s = subscriptions.get(token);
    if (!s) throw new Error(`nothing to approve: ${token}`);
    if (s.status !== "APPROVAL_PENDING") throw new Error(`subscription ${token} is ${s.status}`);
    s.subscriber = { email_address: email, payer_id: payerId, name: { given_name: "Test", surname: "Buyer" } };
    s.status = "APPROVED";
    if (fake.activateOnApproval) activate(s);
    const ba = newId("BA-", 17);
    return `${s.return_url}${s.return_url.includes("?") ? "&" : "?"}subscription_id=${s.id}&ba_token=${ba}&token=${newId("", 17)}`;
  }

  function cancelUrlOf(token: string): string | null {
    const o = orders.get(token) ?? subscriptions.get(token);
    return o ? `${o.cancel_url}${o.cancel_url.includes("?") ? "&" : "?"}token=${token}` : null;
  }

  async function handle(method: string, url: URL, headers: http.IncomingHttpHeaders, raw: string): Promise<Answer> {
    const path = url.pathname;
    calls.push(`${method} ${path}`);
    // The buyer's approval page (a browser: no token).
    if (path === "/checkoutnow") {
      const token = url.searchParams.get("token") ?? "";
      if (method === "GET") {
        const o = orders.get(token);
        const s = subscriptions.get(token);
        if (!o && !s)
          return { status: 404, body: "<!doctype html><title>PayPal</title><p>Unknown token</p>", headers: { "Content-Type": "text/html" } };
        const what = o ? `Pay ${o.purchase_units[0].amount.value} USD to Codelift` : `Agree to pay Codelift each period (${token})`;
        return {
          status: 200,
          headers: { "Content-Type": "text/html; charset=utf-8" },
          body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PayPal test approval</title></head><body><main><h1>PayPal (test)</h1><p>${what}</p>
<form method="post" action="/checkoutnow?token=${token}"><label for="email">PayPal e-mail</label> <input id="email" name="email" value="buyer@example.com">
<button type="submit" name="decision" value="approve">Approve</button> <button type="submit" name="decision" value="cancel">Cancel and return to Codelift</button></form></main></body></html>`,
        };
      }
      const form = new URLSearchParams(raw);
      if (form.get("decision") === "cancel") return { status: 303, body: "", headers: { Location: cancelUrlOf(token) ?? "/" } };
      try {
        return { status: 303, body: "", headers: { Location: approve(token, { email: form.get("email") || undefined }) } };
      } catch (e) {
        return { status: 409, body: `<!doctype html><title>PayPal</title><p>${(e as Error).message}</p>`, headers: { "Content-Type": "text/html" } };
      }
    }
    if (path === "/v1/oauth2/token" && method === "POST") {
      const expected = "Basic " + Buffer.from(`${clientId}:${clientSecret}`).toString("base64");
      if (headers.authorization !== expected)
        return { status: 401, body: { error: "invalid_client", error_description: "Client Authentication failed" } };
      const token = newId("A21AA", 40);
      tokens.add(token);
      return {
        status: 200,
        body: { scope: "https://uri.paypal.com/services/payments", access_token: token, token_type: "Bearer", app_id: "APP-TEST", expires_in: 32400 },
      };
    }
    const bearer = (headers.authorization ?? "").replace(/^Bearer /, "");
    if (!tokens.has(bearer)) return { status: 401, body: { error: "invalid_token", error_description: "Token signature verification failed" } };
    const requestId = typeof headers["paypal-request-id"] === "string" ? `${path}|${headers["paypal-request-id"]}` : null;
    if (method === "POST" && requestId && byRequestId.has(requestId)) return byRequestId.get(requestId)!;
    let body: Obj = {};
    try {
      body = raw ? (JSON.parse(raw) as Obj) : {};
    } catch {
      return refused(400, "MALFORMED_REQUEST_JSON", "INVALID_REQUEST");
    }
    const answer = route(method, path, url, body);
    // PayPal keeps the answer of a request id (successes; an error may be retried)
    if (method === "POST" && requestId && answer.status < 400) byRequestId.set(requestId, answer);
    return answer;
  }

  function route(method: string, path: string, url: URL, body: Obj): Answer {
    let m: RegExpMatchArray | null;
    if (path === "/v2/checkout/orders" && method === "POST") {
      const unit = body.purchase_units?.[0];
      const ctx = body.payment_source?.paypal?.experience_context ?? body.application_context ?? {};
      if (body.intent !== "CAPTURE" || !unit?.amount?.value || !ctx.return_url || !ctx.cancel_url)
        return refused(400, "MISSING_REQUIRED_PARAMETER", "INVALID_REQUEST");
      const o = {
        id: newId(),
        status: "PAYER_ACTION_REQUIRED",
        purchase_units: [
          { reference_id: unit.reference_id ?? "default", custom_id: unit.custom_id, description: unit.description, amount: unit.amount },
        ],
        return_url: ctx.return_url,
        cancel_url: ctx.cancel_url,
        create_time: new Date().toISOString(),
      };
      orders.set(o.id, o);
      return { status: 200, body: orderView(o) };
    }
    if ((m = path.match(/^\/v2\/checkout\/orders\/([A-Z0-9]+)$/)) && method === "GET") {
      const o = orders.get(m[1]!);
      return o ? { status: 200, body: orderView(o) } : refused(404, "INVALID_RESOURCE_ID", "RESOURCE_NOT_FOUND");
    }
    if ((m = path.match(/^\/v2\/checkout\/orders\/([A-Z0-9]+)\/capture$/)) && method === "POST") {
      const o = orders.get(m[1]!);
      if (!o) return refused(404, "INVALID_RESOURCE_ID", "RESOURCE_NOT_FOUND");
      if (o.status === "COMPLETED") return refused(422, "ORDER_ALREADY_CAPTURED");
      if (o.status !== "APPROVED") return refused(422, "ORDER_NOT_APPROVED");
      if (declining.has(o.id)) return refused(422, "INSTRUMENT_DECLINED");
      o.status = "COMPLETED";
      const capture = {
        id: newId(),
        status: "COMPLETED",
        amount: o.purchase_units[0].amount,
        custom_id: o.purchase_units[0].custom_id,
        final_capture: true,
        supplementary_data: { related_ids: { order_id: o.id } },
        create_time: new Date().toISOString(),
      };
      o.purchase_units[0].payments = { captures: [capture] };
      event("PAYMENT.CAPTURE.COMPLETED", "capture", capture);
      return { status: 201, body: orderView(o) };
    }
    if (path === "/v1/catalogs/products" && method === "POST") {
      const id = body.id ?? newId("PROD-", 17);
      if (products.has(id)) return refused(422, "DUPLICATE_RESOURCE_IDENTIFIER");
      products.add(id);
      return { status: 201, body: { id, name: body.name, type: body.type, create_time: new Date().toISOString() } };
    }
    if (path === "/v1/billing/plans" && method === "POST") {
      if (!products.has(body.product_id)) return refused(422, "INVALID_PRODUCT_ID");
      const price = body.billing_cycles?.[0]?.pricing_scheme?.fixed_price?.value;
      if (!price) return refused(400, "MISSING_REQUIRED_PARAMETER", "INVALID_REQUEST");
      const plan = { id: newId("P-", 24), product_id: body.product_id, name: body.name, status: "ACTIVE", billing_cycles: body.billing_cycles };
      plans.set(plan.id, plan);
      return { status: 201, body: plan };
    }
    if (path === "/v1/billing/subscriptions" && method === "POST") {
      if (!plans.has(body.plan_id)) return refused(422, "INVALID_PLAN_ID");
      const ctx = body.application_context ?? {};
      const s = {
        id: newId("I-", 12),
        plan_id: body.plan_id,
        status: "APPROVAL_PENDING",
        custom_id: body.custom_id,
        subscriber: body.subscriber ?? {},
        start_time: new Date().toISOString(),
        create_time: new Date().toISOString(),
        return_url: ctx.return_url,
        cancel_url: ctx.cancel_url,
      };
      subscriptions.set(s.id, s);
      return { status: 201, body: subscriptionView(s) };
    }
    if ((m = path.match(/^\/v1\/billing\/subscriptions\/(I-[A-Z0-9]+)(\/[a-z]+)?$/))) {
      const s = subscriptions.get(m[1]!);
      if (!s) return refused(404, "INVALID_RESOURCE_ID", "RESOURCE_NOT_FOUND");
      const action = m[2];
      if (!action && method === "GET") return { status: 200, body: subscriptionView(s) };
      if (action === "/activate" && method === "POST") {
        if (s.status !== "APPROVED" && s.status !== "SUSPENDED") return refused(422, "SUBSCRIPTION_STATUS_INVALID");
        activate(s);
        return { status: 204, body: "" };
      }
      if (action === "/cancel" && method === "POST") {
        if (s.status === "CANCELLED") return refused(422, "SUBSCRIPTION_STATUS_INVALID");
        s.status = "CANCELLED";
        event("BILLING.SUBSCRIPTION.CANCELLED", "subscription", subscriptionView(s));
        return { status: 204, body: "" };
      }
      if (action === "/transactions" && method === "GET") {
        const start = Date.parse(url.searchParams.get("start_time") ?? "");
        const end = Date.parse(url.searchParams.get("end_time") ?? "");
        if (!Number.isFinite(start) || !Number.isFinite(end)) return refused(400, "MISSING_REQUIRED_PARAMETER", "INVALID_REQUEST");
        const list = (sales.get(s.id) ?? [])
          .filter((x) => Date.parse(x.create_time) >= start && Date.parse(x.create_time) <= end)
          .map((x) => ({
            id: x.id,
            status: "COMPLETED",
            amount_with_breakdown: { gross_amount: money(Math.round(Number(x.amount.total) * 100)) },
            payer_email: s.subscriber?.email_address,
            time: x.create_time,
          }));
        return { status: 200, body: { transactions: list, total_items: list.length, total_pages: 1 } };
      }
    }
    if (path === "/v1/notifications/verify-webhook-signature" && method === "POST") {
      const ok =
        body.webhook_id === webhookId &&
        body.auth_algo === "SHA256withRSA" &&
        typeof body.transmission_sig === "string" &&
        body.transmission_sig === sign(body.transmission_id, body.transmission_time, body.webhook_id, JSON.stringify(body.webhook_event));
      return { status: 200, body: { verification_status: ok ? "SUCCESS" : "FAILURE" } };
    }
    return refused(404, "NOT_FOUND", "RESOURCE_NOT_FOUND");
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      handle(req.method ?? "GET", url, req.headers, Buffer.concat(chunks).toString("utf8")).then(
        (a) => {
          const isText = typeof a.body === "string";
          res.writeHead(a.status, { ...(isText ? {} : { "Content-Type": "application/json" }), ...(a.headers ?? {}) });
          res.end(isText ? a.body : JSON.stringify(a.body));
        },
        (e: unknown) => {
          res.writeHead(500, { "Content-Type": "application/json" });
          res.end(JSON.stringify({ name: "INTERNAL_SERVER_ERROR", message: String(e) }));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: PaypalFake = {
    url: base,
    clientId,
    clientSecret,
    webhookId,
    orders,
    subscriptions,
    events,
    calls,
    activateOnApproval: true,
    approve,
    renew(subscriptionId) {
      const s = subscriptions.get(subscriptionId);
      if (!s || s.status !== "ACTIVE") throw new Error(`subscription ${subscriptionId} is not active`);
      return sale(s);
    },
    signed(e) {
      const body = JSON.stringify(e);
      const transmissionId = randomBytes(16).toString("hex");
      const time = new Date().toISOString();
      return {
        body,
        headers: {
          "Content-Type": "application/json",
          "PAYPAL-AUTH-ALGO": "SHA256withRSA",
          "PAYPAL-CERT-URL": `${base}/v1/notifications/certs/CERT-TEST`,
          "PAYPAL-TRANSMISSION-ID": transmissionId,
          "PAYPAL-TRANSMISSION-TIME": time,
          "PAYPAL-TRANSMISSION-SIG": sign(transmissionId, time, webhookId, body),
        },
      };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

/** The server's environment for a fake (PayPal on, recurring PayPal on). */
export const paypalEnv = (fake: PaypalFake, extra: Record<string, string> = {}) => ({
  PAYPAL_CLIENT_ID: fake.clientId,
  PAYPAL_CLIENT_SECRET: fake.clientSecret,
  PAYPAL_WEBHOOK_ID: fake.webhookId,
  PAYPAL_API_BASE: fake.url,
  PAYPAL_RECURRING: "on",
  ...extra,
});
