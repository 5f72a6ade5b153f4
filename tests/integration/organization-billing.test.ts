// Organization billing (docs/product/billing.md#organization-billing) on both engines, on the
// embedded card gateway and against the Stripe-protocol server: the organization and subscription
// forms of list, add, update, default and delete payment method, the b2b SetupIntent,
// initiate-subscription for b2b and b2c (a double submit charges once), the subscription's
// transaction, events-info, the logged-out purchase's client token and the admin area's billing
// page without JavaScript. Who may use them: the organization's admins (the subscription executive
// included) read, only the paying admin changes; a member 403, anyone else 404, a visitor 401.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES, startServerOn, type EngineServer } from "./helpers/engines";
import { visibleText } from "./helpers/html";
import type { Client } from "./helpers/server";
import { startStripeServer, type StripeFake } from "./helpers/stripe-server";

const ORG_NOT_FOUND = "We could not find that organization.";
const SUB_NOT_FOUND = "We could not find that organization subscription.";
const ADMINS_ONLY = "Only an admin of this organization can see or change its payment methods.";
const PAYER_ONLY = "Only the admin who pays for this subscription can change its payment method.";

async function login(s: EngineServer, email: string, password: string): Promise<Client> {
  const c = s.client();
  const res = await c.postJson("/api/user/login", { email, password });
  expect(res.status, await res.clone().text()).toBe(200);
  return c;
}

async function nonceFor(c: Client, number: string): Promise<string> {
  const token = (await (await c.postJson("/api/braintree/client-token-for-payment-method", {})).json()).token as string;
  const res = await c.postJson("/api/braintree/tokenize-card", { client_token: token, card_number: number, card_expiry: "12/34", card_cvc: "123" });
  expect(res.status).toBe(200);
  return (await res.json()).nonce as string;
}

type Ids = { org: number; sub: number };
async function orgIds(s: EngineServer, slug: string): Promise<Ids> {
  const [row] = await s.query<{ org: number; sub: number }>(
    "SELECT o.id AS org, s.id AS sub FROM organizations o JOIN organization_subscriptions s ON s.organization_id = o.id WHERE o.slug = ? ORDER BY s.id LIMIT 1",
    [slug],
  );
  return { org: Number(row!.org), sub: Number(row!.sub) };
}
async function userId(s: EngineServer, email: string): Promise<number> {
  return Number((await s.query<{ id: number }>("SELECT id FROM users WHERE email = ?", [email]))[0]!.id);
}
async function joinAs(s: EngineServer, orgId: number, email: string, role: "Admin" | "Member", level: string | null) {
  const isAdmin = role === "Admin" && level !== "subscription_executive";
  await s.query("INSERT INTO organization_members (organization_id, user_id, role, is_admin, admin_level) VALUES (?, ?, ?, ?, ?) RETURNING user_id", [
    orgId,
    await userId(s, email),
    role,
    s.engine === "postgres" ? isAdmin : isAdmin ? 1 : 0,
    level,
  ]);
}

const listPath = (i: Ids) => `/api/stripe/list-payment-methods/organization/${i.org}/subscription/${i.sub}`;
type Listed = { payment_methods: { token: string; last_4: string; is_primary: boolean; payment_processor: string }[] };
const listOf = async (c: Client, i: Ids) => {
  const res = await c.get(listPath(i));
  expect(res.status).toBe(200);
  return ((await res.json()) as Listed).payment_methods;
};

describe.each(ENGINES)("organization billing on %s, embedded card gateway", (engine) => {
  let s: EngineServer;
  let admin: Client;
  let member: Client;
  let manager: Client;
  let outsider: Client;
  let globex: Ids;
  const n = async (sql: string, values: unknown[] = []) => Number((await s.query<{ n: number | string }>(sql, values))[0]!.n);

  beforeAll(async () => {
    s = await startServerOn(engine, { SUPPORT_EMAIL: "billing-help@codelift.test" });
    admin = await login(s, "admin@globex.test", "globex-admin-2026");
    member = await login(s, "member@globex.test", "globex-member-2026");
    manager = await login(s, "manager@globex.test", "globex-manager-2026");
    outsider = await s.signUpVerified({ email: `ob-outsider-${engine}@example.com` });
    globex = await orgIds(s, "globex");
  }, 120_000);
  afterAll(async () => s?.stop());

  it("lets only the organization's admins in: a visitor 401, anyone outside 404, a member or manager 403", async () => {
    const { org, sub } = globex;
    const reads = [
      listPath(globex),
      `/api/enterprise/stripe-payment-method-added/${org}/${sub}`,
      `/api/get-subscription-transaction/${org}/${sub}`,
      `/api/enterprise/events-info?organization_id=${org}`,
    ];
    const writes: [string, string, Record<string, string>][] = [
      ["PUT", `/api/braintree/add-payment-method/organization/${org}/subscription/${sub}`, { payment_method_nonce: "nonce_x" }],
      ["PUT", `/api/braintree/update-payment-method/organization/${org}/subscription/${sub}`, { payment_method_token: "card_x" }],
      ["DELETE", `/api/braintree/payment-method/card_x/organization/${org}/subscription/${sub}`, {}],
      ["PUT", `/api/enterprise/add-payment-method/organization/${org}/subscription/${sub}`, { payment_method_nonce: "nonce_x" }],
    ];
    for (const path of reads) {
      expect((await s.client().get(path)).status, path).toBe(401);
      const out = await outsider.get(path);
      expect(out.status, path).toBe(404);
      for (const c of [member, manager]) {
        const res = await c.get(path);
        expect(res.status, path).toBe(403);
        expect(await res.json()).toEqual({ errorText: ADMINS_ONLY });
      }
    }
    for (const [method, path, body] of writes) {
      expect((await s.client().postJson(path, body, method)).status, path).toBe(401);
      expect(await (await outsider.postJson(path, body, method)).json(), path).toEqual({ errorText: ORG_NOT_FOUND });
      expect((await member.postJson(path, body, method)).status, path).toBe(403);
    }
    // a subscription of another organization, a malformed id: 404
    const acme = await orgIds(s, "acme-team");
    expect(await (await admin.get(listPath({ org, sub: acme.sub }))).json()).toEqual({ errorText: SUB_NOT_FOUND });
    expect((await admin.get(`/api/stripe/list-payment-methods/organization/${org}/subscription/abc`)).status).toBe(404);
    expect((await admin.get(listPath({ org: acme.org, sub: acme.sub }))).status).toBe(404);
    // the admin area's billing page: the same rule for pages
    expect((await admin.get(`/enterprise-dashboard/${org}/billing`)).status).toBe(200);
    expect((await member.get(`/enterprise-dashboard/${org}/billing`)).status).toBe(403);
    expect((await outsider.get(`/enterprise-dashboard/${org}/billing`)).status).toBe(404);
    expect(await n("SELECT count(*) AS n FROM payment_methods WHERE processor_token = 'card_x'")).toBe(0);
  });

  it("refuses bad input with a 400 and one clear sentence, writing nothing", async () => {
    const { org, sub } = globex;
    const before = await n("SELECT count(*) AS n FROM payment_methods");
    const add = await admin.postJson(`/api/braintree/add-payment-method/organization/${org}/subscription/${sub}`, {}, "PUT");
    expect(add.status).toBe(400);
    expect(await add.json()).toEqual({ errors: { payment_method_nonce: "The payment method nonce is missing." } });
    const upd = await admin.postJson(
      `/api/braintree/update-payment-method/organization/${org}/subscription/${sub}`,
      { payment_method_token: " " },
      "PUT",
    );
    expect(await upd.json()).toEqual({ errors: { payment_method_token: "The payment method token is missing." } });
    const setup = await admin.postJson("/api/stripe/setup-intent/create/b2b", { organization_id: "x" });
    expect(setup.status).toBe(400);
    expect(await setup.json()).toEqual({
      errors: {
        organization_id: "Name the organization the card is for (organization_id, a number).",
        subscription_id: "Name the organization subscription the card pays for (subscription_id, a number).",
      },
    });
    const init = (type: string, aud: string, body: unknown) => admin.postJson(`/api/stripe/${aud}/initiate-subscription/${type}`, body);
    const wrong = await init("subscription-buy", "b2b", { attempt_id: randomUUID(), payment_method_id: "x" });
    expect(await wrong.json()).toEqual({ errorText: "A business checkout starts with /api/stripe/b2b/initiate-subscription/." });
    const wrong2 = await init("enterprise-seats-purchase", "b2c", { attempt_id: randomUUID(), payment_method_id: "x" });
    expect(await wrong2.json()).toEqual({ errorText: "A learner's plan starts with /api/stripe/b2c/initiate-subscription/; organizations use b2b." });
    const unknown = await init("seats-please", "b2b", {});
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ errorText: "Unexpected checkout type" });
    const noMethod = await init("enterprise-seats-purchase", "b2b", { attempt_id: randomUUID() });
    expect(noMethod.status).toBe(400);
    expect(await noMethod.json()).toEqual({ errors: { payment_method_id: "Send payment_method_id: the saved payment method to pay with." } });
    const badAttempt = await init("enterprise-seats-purchase", "b2b", { attempt_id: "1", payment_method_id: "x" });
    expect(await badAttempt.json()).toEqual({ errors: { attempt_id: "attempt_id must be a UUID, one per checkout attempt." } });
    const seats = await init("enterprise-seats-purchase", "b2b", {
      attempt_id: randomUUID(),
      payment_method_id: "x",
      subscription_id: sub,
      seats: 0,
    });
    expect(seats.status).toBe(400);
    expect(await seats.json()).toMatchObject({ errors: { seats: "Choose between 1 and 1000 seats." } });
    expect((await admin.postJson("/api/stripe/b2x/initiate-subscription/enterprise-seats-purchase", {})).status).toBe(404);
    expect(await n("SELECT count(*) AS n FROM payment_methods")).toBe(before);
  });

  it("an admin adds cards for the organization, makes one default, deletes one; pays seats once on a double submit; then only that admin changes them", async () => {
    const { org, sub } = globex;
    const put = (path: string, body: unknown, method = "PUT") => admin.postJson(path, body, method);
    expect(await listOf(admin, globex)).toEqual([]);
    const added = await put(`/api/braintree/add-payment-method/organization/${org}/subscription/${sub}`, {
      payment_method_nonce: await nonceFor(admin, "4242424242424242"),
    });
    expect(added.status).toBe(200);
    expect(await added.json()).toMatchObject({ message: "Your card was added." });
    await put(`/api/braintree/add-payment-method/organization/${org}/subscription/${sub}`, {
      payment_method_nonce: await nonceFor(admin, "5555555555554444"),
    });
    let methods = await listOf(admin, globex);
    expect(methods.map((m) => [m.last_4, m.is_primary, m.payment_processor])).toEqual([
      ["4444", true, "stripe"],
      ["4242", false, "stripe"],
    ]);
    const visa = methods.find((m) => m.last_4 === "4242")!.token;
    const mc = methods.find((m) => m.last_4 === "4444")!.token;
    const def = await put(`/api/braintree/update-payment-method/organization/${org}/subscription/${sub}`, { payment_method_token: visa });
    expect(await def.json()).toMatchObject({ message: "Your primary payment method was updated." });
    const del = await put(`/api/braintree/payment-method/${mc}/organization/${org}/subscription/${sub}`, {}, "DELETE");
    expect(await del.json()).toMatchObject({ message: "The payment method was deleted." });
    methods = await listOf(admin, globex);
    expect(methods.map((m) => [m.last_4, m.is_primary])).toEqual([["4242", true]]);
    expect(await (await admin.get(`/api/enterprise/stripe-payment-method-added/${org}/${sub}`)).json()).toEqual({
      payment_method_added: true,
      processor: "embedded",
      may_change: true,
    });
    expect(await (await admin.get(`/api/get-subscription-transaction/${org}/${sub}`)).json()).toEqual({
      organization_id: org,
      subscription_id: sub,
      plan: "400-12-6003",
      transaction: null,
    });

    // two seats, the same request sent twice at once: one charge, one transaction, seats added once
    const seatsBefore = await n("SELECT seats AS n FROM organization_subscriptions WHERE id = ?", [sub]);
    const attempt = randomUUID();
    const body = { attempt_id: attempt, payment_method_id: visa, subscription_id: sub, seats: 2 };
    const [a, b] = await Promise.all([
      admin.postJson("/api/stripe/b2b/initiate-subscription/enterprise-seats-purchase", body),
      admin.postJson("/api/stripe/b2b/initiate-subscription/enterprise-seats-purchase", body),
    ]);
    expect([a.status, b.status]).toContain(200);
    for (const r of [a, b]) expect([200, 409]).toContain(r.status);
    const again = await admin.postJson("/api/stripe/b2b/initiate-subscription/enterprise-seats-purchase", body);
    expect(await again.json()).toMatchObject({ status: "succeeded", order_status: "SUCCESS", attempt_id: attempt });
    expect(await n("SELECT count(*) AS n FROM transactions WHERE attempt_id = ?", [attempt])).toBe(1);
    expect(await n("SELECT count(*) AS n FROM gateway_intents WHERE idempotency_key = ?", [attempt])).toBe(1);
    expect(await n("SELECT seats AS n FROM organization_subscriptions WHERE id = ?", [sub])).toBe(seatsBefore + 2);
    const tx = (await (await admin.get(`/api/get-subscription-transaction/${org}/${sub}`)).json()) as { transaction: Record<string, unknown> };
    expect(tx.transaction).toMatchObject({
      checkout_type: "enterprise-seats-purchase",
      paid_by_you: true,
      currency: "USD",
      payment_processor: "stripe",
    });
    expect(tx.transaction.amount_usd).toBe(
      Number((await s.query<{ a: number }>("SELECT amount_cents AS a FROM transactions WHERE attempt_id = ?", [attempt]))[0]!.a) / 100,
    );

    // now the admin who paid is the paying admin: another admin (and the subscription executive) read, but may not change
    const other = await s.signUpVerified({ email: `ob-admin2-${engine}@example.com` });
    await joinAs(s, org, `ob-admin2-${engine}@example.com`, "Admin", "sub_admin");
    const exec = await s.signUpVerified({ email: `ob-exec-${engine}@example.com` });
    await joinAs(s, org, `ob-exec-${engine}@example.com`, "Admin", "subscription_executive");
    for (const c of [other, exec]) {
      expect((await listOf(c, globex)).map((m) => m.last_4)).toEqual(["4242"]);
      expect(await (await c.get(`/api/enterprise/stripe-payment-method-added/${org}/${sub}`)).json()).toMatchObject({ may_change: false });
      const refused = await c.postJson(
        `/api/braintree/add-payment-method/organization/${org}/subscription/${sub}`,
        { payment_method_nonce: await nonceFor(c, "4000056655665556") },
        "PUT",
      );
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ errorText: PAYER_ONLY });
      const noDelete = await c.postJson(`/api/braintree/payment-method/${visa}/organization/${org}/subscription/${sub}`, {}, "DELETE");
      expect(noDelete.status).toBe(403);
      const setup = await c.postJson("/api/stripe/setup-intent/create/b2b", { organization_id: org, subscription_id: sub });
      expect(await setup.json()).toEqual({ errorText: PAYER_ONLY });
    }
    expect((await listOf(admin, globex)).map((m) => m.last_4)).toEqual(["4242"]);

    // the events the admin area sends carry the organization's facts
    const info = (await (await exec.get("/api/enterprise/events-info")).json()) as Record<string, unknown> & {
      subscriptions: Record<string, unknown>[];
    };
    expect(info).toMatchObject({
      user_kind: "B2B_USER",
      organization_id: org,
      organization_name: "Globex Enterprise",
      admin_level: "subscription_executive",
    });
    expect(info.subscriptions[0]).toMatchObject({ subscription_id: sub, seats: seatsBefore + 2, payment_method_added: true, is_paying_admin: false });
    expect((await admin.get("/api/enterprise/events-info")).status).toBe(200);
    const none = await outsider.get("/api/enterprise/events-info");
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ errorText: "You are not an admin of any organization." });
  });

  it("the admin area's billing page works as plain forms: add a card, make it default, delete after confirming", async () => {
    const acme = await orgIds(s, "acme-team");
    const owner = await login(s, "owner@acme.test", "acme-owner-2026");
    const page = `/enterprise-dashboard/${acme.org}/billing`;
    const html = visibleText(await (await owner.get(page)).text());
    expect(html).toContain("Billing for Acme Team");
    expect(html).toContain("Nobody has paid for this subscription yet");
    expect(html).toContain("Buy more seats");
    const add = await owner.postForm(page, { intent: "add", card_number: "4242 4242 4242 4242", card_expiry: "12/34", card_cvc: "123" });
    expect(add.status).toBe(302);
    expect(add.headers.get("Location")).toBe(page);
    const bad = await owner.postForm(page, { intent: "add", card_number: "4242", card_expiry: "12/34", card_cvc: "123" });
    expect(bad.status).toBe(400);
    expect(visibleText(await bad.text())).toContain("Enter a valid card number.");
    await owner.postForm(page, { intent: "add", card_number: "5555 5555 5555 4444", card_expiry: "11/33", card_cvc: "123" });
    const methods = await listOf(owner, acme);
    expect(methods.map((m) => [m.last_4, m.is_primary])).toEqual([
      ["4444", true],
      ["4242", false],
    ]);
    const visa = methods.find((m) => m.last_4 === "4242")!.token;
    expect((await owner.postForm(page, { intent: "default", token: visa })).status).toBe(302);
    expect((await listOf(owner, acme)).find((m) => m.is_primary)!.last_4).toBe("4242");
    const ask = await owner.postForm(page, { intent: "delete", token: visa });
    expect(ask.headers.get("Location")).toBe(`${page}?confirm=delete&id=${visa}`);
    const confirm = visibleText(await (await owner.get(`${page}?confirm=delete&id=${visa}`)).text());
    expect(confirm).toContain("Once deleted, this payment method cannot be recovered. Are you sure you want to continue?");
    expect((await listOf(owner, acme)).length).toBe(2);
    expect((await owner.postForm(page, { intent: "delete", token: visa, confirmed: "yes" })).status).toBe(302);
    expect((await listOf(owner, acme)).map((m) => [m.last_4, m.is_primary])).toEqual([["4444", true]]);
    // the seats checkout offers the organization's card
    const seats = visibleText(await (await owner.get(`/checkout/team-subscription-seats-purchase?subscription_id=${acme.sub}&seats=1`)).text());
    expect(seats).toContain("•••• 4444");
  });

  it("the logged-out enterprise purchase gets a client token that tokenizes a card without an account", async () => {
    const visitor = s.client();
    const res = await visitor.postJson("/api/braintree/client-token-for-logged-out-purchase/loggedout-enterprise-purchase", {});
    expect(res.status).toBe(200);
    const { token, BT_3D_secure_status } = (await res.json()) as { token: string; BT_3D_secure_status: boolean };
    expect(BT_3D_secure_status).toBe(true);
    const nonce = await visitor.postJson("/api/braintree/tokenize-card", {
      client_token: token,
      card_number: "4242424242424242",
      card_expiry: "12/34",
      card_cvc: "123",
    });
    expect(nonce.status).toBe(200);
    expect((await nonce.json()).nonce).toMatch(/^nonce_/);
    // a learner's token does not work logged out, nor the logged-out token for a learner
    const learnerToken = (await (await outsider.postJson("/api/braintree/client-token-for-sale", {})).json()).token as string;
    expect(
      (
        await visitor.postJson("/api/braintree/tokenize-card", {
          client_token: learnerToken,
          card_number: "4242424242424242",
          card_expiry: "12/34",
          card_cvc: "123",
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await outsider.postJson("/api/braintree/tokenize-card", {
          client_token: token,
          card_number: "4242424242424242",
          card_expiry: "12/34",
          card_cvc: "123",
        })
      ).status,
    ).toBe(403);
    const other = await visitor.postJson("/api/braintree/client-token-for-logged-out-purchase/enterprise-subscription-buy", {});
    expect(await other.json()).toEqual({
      errorText: "A logged-out client token is only for the logged-out enterprise purchase (loggedout-enterprise-purchase).",
    });
    expect(await (await visitor.postJson("/api/braintree/client-token-for-logged-out-purchase/nonsense", {})).json()).toEqual({
      errorText: "Unexpected checkout type",
    });
    const loggedIn = await outsider.postJson("/api/braintree/client-token-for-logged-out-purchase/loggedout-enterprise-purchase", {});
    expect(loggedIn.status).toBe(400);
    expect(await loggedIn.json()).toEqual({ errorText: "You are logged in: ask for a client token with /api/braintree/client-token-for-sale." });
  });

  it("a learner reads the transaction of their own plan only; b2c initiate-subscription buys a plan once", async () => {
    const email = `ob-learner-${engine}@example.com`;
    const c = await s.signUpVerified({ email });
    const nonce = await nonceFor(c, "4242424242424242");
    expect((await c.postJson("/api/braintree/payment-method", { payment_method_nonce: nonce })).status).toBe(200);
    const token = (await listOfLearner(c))[0]!;
    const attempt = randomUUID();
    const body = { attempt_id: attempt, payment_method_id: token, plan: "300-12-6000" };
    const [a, b] = await Promise.all([
      c.postJson("/api/stripe/b2c/initiate-subscription/subscription-buy", body),
      c.postJson("/api/stripe/b2c/initiate-subscription/subscription-buy", body),
    ]);
    expect([a.status, b.status]).toContain(200);
    expect(await n("SELECT count(*) AS n FROM transactions WHERE attempt_id = ?", [attempt])).toBe(1);
    const [sub] = await s.query<{ id: number }>("SELECT id FROM subscriptions WHERE user_id = ?", [await userId(s, email)]);
    const own = (await (await c.get(`/api/get-subscription-transaction/${sub!.id}`)).json()) as { transaction: Record<string, unknown> };
    expect(own.transaction).toMatchObject({ checkout_type: "subscription-buy", amount_usd: 299, paid_by_you: true });
    expect(own.transaction.invoice_url).toBe(`/account/billing/invoices/${own.transaction.id}`);
    const theirs = await outsider.get(`/api/get-subscription-transaction/${sub!.id}`);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ errorText: "We could not find that subscription." });
    expect((await c.get("/api/get-subscription-transaction/abc")).status).toBe(404);
  });
});

async function listOfLearner(c: Client): Promise<string[]> {
  const res = await c.get("/api/braintree/payment-method");
  return ((await res.json()) as Listed).payment_methods.map((m) => m.token);
}

describe.each(ENGINES)("organization billing on %s with Stripe", (engine) => {
  let stripe: StripeFake;
  let s: EngineServer;
  let owner: Client;
  let acme: Ids;
  const n = async (sql: string, values: unknown[] = []) => Number((await s.query<{ n: number | string }>(sql, values))[0]!.n);

  beforeAll(async () => {
    stripe = await startStripeServer();
    s = await startServerOn(engine, { ...stripe.env, SUPPORT_EMAIL: "billing-help@codelift.test" });
    owner = await login(s, "owner@acme.test", "acme-owner-2026");
    acme = await orgIds(s, "acme-team");
  }, 120_000);
  afterAll(async () => {
    await s?.stop();
    await stripe?.close();
  });

  it("a card saved through the b2b SetupIntent pays for seats once; default and detach at Stripe too", async () => {
    const { org, sub } = acme;
    const setup = await owner.postJson("/api/stripe/setup-intent/create/b2b", { organization_id: org, subscription_id: sub });
    expect(setup.status).toBe(200);
    const secret = (await setup.json()).client_secret as string;
    expect(secret).toMatch(/^seti_/);
    // Stripe.js confirms the SetupIntent in the browser with the publishable key
    const confirmCard = async (clientSecret: string, pm: string) => {
      const id = clientSecret.split("_secret_")[0]!;
      const res = await fetch(`${stripe.baseUrl}/v1/setup_intents/${id}/confirm`, {
        method: "POST",
        body: new URLSearchParams({ payment_method: pm, key: stripe.publishableKey, client_secret: clientSecret }),
      });
      const si = (await res.json()) as { status: string; payment_method: string };
      expect(si.status).toBe("succeeded");
      return si.payment_method;
    };
    const visa = await confirmCard(secret, "pm_card_visa");
    const added = await owner.postJson(
      `/api/enterprise/add-payment-method/organization/${org}/subscription/${sub}`,
      { payment_method_nonce: visa },
      "PUT",
    );
    expect(added.status).toBe(200);
    const secret2 = (await (await owner.postJson("/api/stripe/setup-intent/create/b2b", { organization_id: org, subscription_id: sub })).json())
      .client_secret as string;
    const mc = await confirmCard(secret2, "pm_card_mastercard");
    // the page's form without JavaScript posts the PaymentMethod id Stripe's field made
    const page = `/enterprise-dashboard/${org}/billing`;
    expect((await owner.postForm(page, { intent: "add", payment_method: mc })).status).toBe(302);
    let methods = await listOf(owner, acme);
    expect(methods.map((m) => [m.token, m.is_primary])).toEqual([
      [mc, true],
      [visa, false],
    ]);
    const customer = String(stripe.paymentMethods.get(mc)!.customer);
    const upd = await owner.postJson(`/api/stripe/update-default-method/organization/${org}/subscription/${sub}`, { payment_method_id: visa });
    expect(upd.status).toBe(200);
    expect(stripe.customers.get(customer)!.invoice_settings.default_payment_method).toBe(visa);
    const det = await owner.postJson(
      `/api/stripe/detach-payment-method/organization/${org}/subscription/${sub}`,
      { payment_method_id: mc },
      "DELETE",
    );
    expect(det.status).toBe(200);
    expect(stripe.paymentMethods.get(mc)!.customer).toBeNull();
    methods = await listOf(owner, acme);
    expect(methods.map((m) => m.token)).toEqual([visa]);
    const bad = await owner.postJson(`/api/stripe/update-default-method/organization/${org}/subscription/${sub}`, {});
    expect(await bad.json()).toEqual({ errors: { payment_method_id: "The payment method id is missing." } });
    // the embedded gateway's forms are not this deployment's
    expect(
      (await owner.postJson(`/api/braintree/update-payment-method/organization/${org}/subscription/${sub}`, { payment_method_token: visa }, "PUT"))
        .status,
    ).toBe(404);

    // seats, sent twice at once: one PaymentIntent, one transaction
    const seatsBefore = await n("SELECT seats AS n FROM organization_subscriptions WHERE id = ?", [sub]);
    const intentsBefore = stripe.paymentIntents.size;
    const attempt = randomUUID();
    const body = { attempt_id: attempt, payment_method_id: visa, subscription_id: sub, seats: 3 };
    const [a, b] = await Promise.all([
      owner.postJson("/api/stripe/b2b/initiate-subscription/team-subscription-seats-purchase", body),
      owner.postJson("/api/stripe/b2b/initiate-subscription/team-subscription-seats-purchase", body),
    ]);
    expect([a.status, b.status]).toContain(200);
    expect(stripe.paymentIntents.size).toBe(intentsBefore + 1);
    expect(await n("SELECT count(*) AS n FROM transactions WHERE attempt_id = ?", [attempt])).toBe(1);
    expect(await n("SELECT seats AS n FROM organization_subscriptions WHERE id = ?", [sub])).toBe(seatsBefore + 3);
    expect(await (await owner.get(`/api/enterprise/stripe-payment-method-added/${org}/${sub}`)).json()).toEqual({
      payment_method_added: true,
      processor: "stripe",
      may_change: true,
    });
  });
});
