// Business purchases (docs/product/organizations.md#business-checkout) on the real server: priced per seat
// from the seeded business plans, paid on the embedded gateway as a browser without JavaScript
// pays, granted once (a new organization with its buyer as super admin, seats added, upgrades and
// reactivations in place); who may buy for which organization; the logged-out enterprise purchase
// that makes the account in the same form; and one purchase through the Stripe-protocol server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestMail, signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";
import { startStripeServer, type StripeFake } from "./helpers/stripe-server";

const EMAIL_TAKEN = "This email is already verified and associated with an account. Please log in or create a new account with another work email.";
const SEATS_RANGE = "Choose between 1 and 1000 seats.";

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ SUPPORT_EMAIL: "billing-help@codelift.test" });
});
afterAll(async () => server?.stop());

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
const count = (sql: string, ...args: unknown[]) => (server.db.prepare(sql).get(...args) as { n: number }).n;
const userId = (email: string) => (server.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;
const card = (number = "4242424242424242") => ({ card_number: number, card_expiry: "12/34", card_cvc: "123" });

async function openCheckout(c: Client, path: string) {
  const res = await c.get(path);
  const html = decode(await res.text());
  const attemptId = html.match(/name="attempt_id" value="([0-9a-f-]{36})"/)?.[1] ?? "";
  return { res, html, attemptId };
}

type Org = {
  id: number;
  name: string;
  kind: string;
  sub_id: number;
  plan_code: string;
  plan_type: number;
  sub_type: number;
  seats: number;
  status: string;
  expiration_date: string;
  transaction_id: number;
};
function orgNamed(name: string): Org | undefined {
  return server.db
    .prepare(
      `SELECT o.id, o.name, o.kind, s.id sub_id, s.plan_code, s.plan_type, s.sub_type, s.seats, s.status, s.expiration_date, s.transaction_id
       FROM organizations o JOIN organization_subscriptions s ON s.organization_id = o.id WHERE o.name = ?`,
    )
    .get(name) as Org | undefined;
}

/** Buys a new organization through the page; returns its row. */
async function buyOrganization(c: Client, type: "enterprise-subscription-buy" | "team-subscription-buy", plan: string, seats: number, name: string) {
  const path = `/checkout/${type}?plan=${plan}&seats=${seats}`;
  const page = await openCheckout(c, path);
  expect(page.res.status).toBe(200);
  const res = await c.postForm(path, { attempt_id: page.attemptId, plan, seats: String(seats), organization_name: name, ...card() });
  expect(res.status, decode(await res.clone().text()).slice(0, 400)).toBe(302);
  return { res, attemptId: page.attemptId, org: orgNamed(name)! };
}

describe("buying for a new organization", () => {
  it("prices seats × the per-seat list price, creates the organization with its buyer as super admin holding a seat, and grants once on a double submit", async () => {
    const email = "ent-buyer@example.com";
    const { client: c } = await signUpVerified(server, { email });
    const path = "/checkout/enterprise-subscription-buy?plan=300-12-6003&seats=10";
    const page = await openCheckout(c, path);
    expect(page.res.status).toBe(200);
    expect(page.html).toContain("Buy Codelift for your enterprise");
    expect(page.html).toContain("List price (10 seats × $349.00)");
    expect(page.html).toContain("Pay $3,490.00");
    expect(page.html).toContain("Test mode.");

    const fields = {
      attempt_id: page.attemptId,
      plan: "300-12-6003",
      seats: "10",
      organization_name: "Acme Rockets",
      expected_total: "349000",
      ...card(),
    };
    const [first, second] = await Promise.all([c.postForm(path, fields), c.postForm(path, fields)]);
    // Two submits at once: one pays; the other answers what the first did (or that it is still processing).
    expect([first.status, second.status]).toContain(302);
    for (const status of [first.status, second.status]) expect([302, 409]).toContain(status);
    const again = await c.postForm(path, fields);
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe(`/order-confirmation?attempt=${page.attemptId}`);

    expect(count("SELECT count(*) n FROM organizations WHERE name = 'Acme Rockets'")).toBe(1);
    expect(count("SELECT count(*) n FROM transactions WHERE attempt_id = ?", page.attemptId)).toBe(1);
    const org = orgNamed("Acme Rockets")!;
    expect(org).toMatchObject({ kind: "enterprise", plan_code: "300-12-6003", plan_type: 6003, sub_type: 9000, seats: 10, status: "active" });
    const days = (Date.parse(org.expiration_date) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(360);
    expect(days).toBeLessThan(367);
    expect(server.db.prepare("SELECT amount_cents, user_id, checkout_type FROM transactions WHERE id = ?").get(org.transaction_id)).toEqual({
      amount_cents: 349000,
      user_id: userId(email),
      checkout_type: "enterprise-subscription-buy",
    });
    expect(
      server.db
        .prepare("SELECT role, is_admin, admin_level, subscription_id FROM organization_members WHERE organization_id = ? AND user_id = ?")
        .get(org.id, userId(email)),
    ).toEqual({
      role: "Admin",
      is_admin: 1,
      admin_level: "super_admin",
      subscription_id: org.sub_id,
    });
    const receipt = latestMail(server, email, "receipt")!;
    expect(receipt.subject).toBe("Your Codelift receipt: $3,490.00");
    expect(receipt.body_text).toContain("Enterprise Premium · Annual with 10 seats for Acme Rockets");
    const confirmation = decode(await (await c.get(`/order-confirmation?attempt=${page.attemptId}`)).text());
    expect(confirmation).toContain("Enterprise Premium · Annual with 10 seats for Acme Rockets: your organization's plan is active now.");
  });

  it("sells a team plan to a team (sub type 9001) and refuses an enterprise plan on the team checkout", async () => {
    const { client: c } = await signUpVerified(server, { email: "team-buyer@example.com" });
    const wrong = await c.get("/checkout/team-subscription-buy?plan=300-12-6003&seats=3");
    expect(wrong.status).toBe(400);
    expect(decode(await wrong.text())).toContain("A team checkout sells team plans (plan type 6001 or 6005). Choose a team plan.");
    const { org } = await buyOrganization(c, "team-subscription-buy", "300-12-6005", 3, "Tiny Team");
    expect(org).toMatchObject({ kind: "team", plan_type: 6005, sub_type: 9001, seats: 3 });
    expect(server.db.prepare("SELECT amount_cents FROM transactions WHERE id = ?").get(org.transaction_id)).toEqual({ amount_cents: 98700 });
  });

  it("bounds seats to 1–1000 on the page and on the payment, and needs the organization's name", async () => {
    const { client: c } = await signUpVerified(server, { email: "bounds@example.com" });
    for (const seats of ["0", "1001", "abc", "2.5", "-4"]) {
      const res = await c.get(`/checkout/enterprise-subscription-buy?plan=300-12-6003&seats=${seats}`);
      expect(res.status, seats).toBe(400);
      expect(decode(await res.text())).toContain(SEATS_RANGE);
    }
    const path = "/checkout/enterprise-subscription-buy?plan=300-12-6003&seats=2";
    const page = await openCheckout(c, path);
    const tooMany = await c.postForm(path, {
      attempt_id: page.attemptId,
      plan: "300-12-6003",
      seats: "1001",
      organization_name: "Too Big",
      ...card(),
    });
    expect(tooMany.status).toBe(400);
    const noName = await c.postForm(path, { attempt_id: page.attemptId, plan: "300-12-6003", seats: "2", organization_name: "  ", ...card() });
    expect(noName.status).toBe(400);
    expect(decode(await noName.text())).toContain("Enter the name of your organization.");
    expect(count("SELECT count(*) n FROM transactions WHERE user_id = ?", userId("bounds@example.com"))).toBe(0);
    expect(count("SELECT count(*) n FROM organizations WHERE name = 'Too Big'")).toBe(0);
  });

  it("a declined card grants nothing", async () => {
    const { client: c } = await signUpVerified(server, { email: "declined-org@example.com" });
    const path = "/checkout/enterprise-subscription-buy?plan=300-12-6003&seats=2";
    const page = await openCheckout(c, path);
    const res = await c.postForm(path, {
      attempt_id: page.attemptId,
      plan: "300-12-6003",
      seats: "2",
      organization_name: "Declined Inc",
      ...card("4000000000000002"),
    });
    expect(res.status).toBe(402);
    expect(decode(await res.text())).toContain("It looks like your card has been declined.");
    expect(count("SELECT count(*) n FROM organizations WHERE name = 'Declined Inc'")).toBe(0);
  });
});

describe("an organization's admin buys for it", () => {
  let admin: Client;
  let team: Org;
  let ent: Org;
  beforeAll(async () => {
    admin = (await signUpVerified(server, { email: "org-admin@example.com" })).client;
    team = (await buyOrganization(admin, "team-subscription-buy", "300-12-6005", 2, "Seat Team")).org;
    ent = (await buyOrganization(admin, "enterprise-subscription-buy", "300-12-6003", 4, "Upgrade Corp")).org;
  });

  it("adds seats pro rata to the remaining term (the whole price on the first day); only that organization's admin may", async () => {
    const path = `/checkout/team-subscription-seats-purchase?subscription_id=${team.sub_id}&seats=3`;
    const page = await openCheckout(admin, path);
    expect(page.res.status).toBe(200);
    expect(page.html).toMatch(/3 seats × \$329\.00 for (\d+) of \1 days/);
    expect(page.html).toContain("Pay $987.00");
    const res = await admin.postForm(path, { attempt_id: page.attemptId, subscription_id: String(team.sub_id), seats: "3", ...card() });
    expect(res.status).toBe(302);
    expect(orgNamed("Seat Team")!.seats).toBe(5);
    expect(orgNamed("Seat Team")!.sub_id).toBe(team.sub_id);

    // someone outside the organization: 404; a member who is not an admin: 403 — nothing charged
    const outsider = (await signUpVerified(server, { email: "outsider@example.com" })).client;
    expect((await outsider.get(path)).status).toBe(404);
    const outsiderPage = await openCheckout(admin, path);
    const outsiderPost = await outsider.postForm(path, {
      attempt_id: outsiderPage.attemptId,
      subscription_id: String(team.sub_id),
      seats: "3",
      ...card(),
    });
    expect(outsiderPost.status).toBe(404);
    const member = await signUpVerified(server, { email: "plain-member@example.com" });
    server.db
      .prepare("INSERT INTO organization_members (organization_id, user_id, role, is_admin) VALUES (?, ?, 'Member', 0)")
      .run(team.id, userId("plain-member@example.com"));
    const refused = await member.client.get(path);
    expect(refused.status).toBe(403);
    expect(decode(await refused.text())).toContain("Only an admin of this organization can buy for it.");
    const memberPost = await member.client.postForm(path, {
      attempt_id: outsiderPage.attemptId,
      subscription_id: String(team.sub_id),
      seats: "3",
      ...card(),
    });
    expect(memberPost.status).toBe(403);
    expect(orgNamed("Seat Team")!.seats).toBe(5);
    expect(
      count("SELECT count(*) n FROM transactions WHERE user_id IN (?, ?)", userId("outsider@example.com"), userId("plain-member@example.com")),
    ).toBe(0);
  });

  it("sends an enterprise checkout for a team to the team checkout, and refuses seats beyond 1000", async () => {
    const res = await admin.get(`/checkout/enterprise-seats-purchase?subscription_id=${team.sub_id}&seats=1`);
    expect(res.status).toBe(400);
    expect(decode(await res.text())).toContain("This organization is a team: use the team checkout.");
    const many = await admin.get(`/checkout/team-subscription-seats-purchase?subscription_id=${team.sub_id}&seats=999`);
    expect(many.status).toBe(400);
  });

  it("upgrades in place with the unused value credited, and refuses a reactivation while the plan runs", async () => {
    const path = `/checkout/enterprise-subscription-upgrade?subscription_id=${ent.sub_id}&plan=400-12-6003&seats=4`;
    const page = await openCheckout(admin, path);
    expect(page.res.status).toBe(200);
    // 4 × $449 − the whole $1,396 paid today for 4 × $349
    expect(page.html).toContain("List price (4 seats × $449.00)");
    expect(page.html).toContain("Pay $400.00");
    const res = await admin.postForm(path, {
      attempt_id: page.attemptId,
      subscription_id: String(ent.sub_id),
      plan: "400-12-6003",
      seats: "4",
      ...card(),
    });
    expect(res.status).toBe(302);
    const after = orgNamed("Upgrade Corp")!;
    expect(after).toMatchObject({ sub_id: ent.sub_id, plan_code: "400-12-6003", seats: 4, status: "active" });
    expect(server.db.prepare("SELECT amount_cents FROM transactions WHERE id = ?").get(after.transaction_id)).toEqual({ amount_cents: 40000 });
    const still = await admin.get(`/checkout/enterprise-subscription-reactivation?subscription_id=${ent.sub_id}`);
    expect(still.status).toBe(400);
    expect(decode(await still.text())).toContain("This subscription is still running: add seats or upgrade it instead.");
  });

  it("reactivates a lapsed team plan for a new term (members keep their seats)", async () => {
    server.db
      .prepare("UPDATE organization_subscriptions SET status = 'churned', expiration_date = '2024-01-01T00:00:00.000Z' WHERE id = ?")
      .run(team.sub_id);
    const path = `/checkout/team-subscription-reactivation?subscription_id=${team.sub_id}`;
    const page = await openCheckout(admin, path);
    expect(page.res.status).toBe(200);
    expect(page.html).toContain("List price (5 seats × $329.00)");
    const res = await admin.postForm(path, {
      attempt_id: page.attemptId,
      subscription_id: String(team.sub_id),
      plan: "300-12-6005",
      seats: "5",
      ...card(),
    });
    expect(res.status).toBe(302);
    const after = orgNamed("Seat Team")!;
    expect(after).toMatchObject({ sub_id: team.sub_id, status: "active", seats: 5 });
    expect(Date.parse(after.expiration_date)).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    expect(
      server.db
        .prepare("SELECT subscription_id FROM organization_members WHERE organization_id = ? AND user_id = ?")
        .get(team.id, userId("org-admin@example.com")),
    ).toEqual({ subscription_id: team.sub_id });
  });
});

describe("organization payment methods (the billing admin's cards)", () => {
  it("lists the card that paid to the organization's admins, says a method exists, and lets only the admin who pays change it", async () => {
    const payerEmail = "pm-payer@example.com";
    const payer = (await signUpVerified(server, { email: payerEmail })).client;
    const { org } = await buyOrganization(payer, "enterprise-subscription-buy", "300-12-6003", 3, "Card Corp");
    const list = await payer.get(`/api/braintree/payment-method?org_id=${org.id}`);
    expect(list.status).toBe(200);
    const methods = ((await list.json()) as { payment_methods: { last_4: string }[] }).payment_methods;
    expect(methods.map((m) => m.last_4)).toEqual(["4242"]);
    const added = await payer.get(`/api/enterprise/stripe-payment-method-added/${org.id}/${org.sub_id}`);
    expect(await added.json()).toEqual({ payment_method_added: true, processor: "embedded", may_change: true });

    // another admin sees the organization's card, but may not change it
    const other = await signUpVerified(server, { email: "pm-other-admin@example.com" });
    server.db
      .prepare("INSERT INTO organization_members (organization_id, user_id, role, is_admin, admin_level) VALUES (?, ?, 'Admin', 1, 'sub_admin')")
      .run(org.id, userId("pm-other-admin@example.com"));
    const seen = (await (await other.client.get(`/api/braintree/payment-method?org_id=${org.id}`)).json()) as {
      payment_methods: { last_4: string }[];
    };
    expect(seen.payment_methods.map((m) => m.last_4)).toEqual(["4242"]);
    const nonceFor = async (c: Client, number: string) => {
      const token = ((await (await c.postJson("/api/braintree/client-token-for-payment-method", {})).json()) as { token: string }).token;
      return (
        (await (
          await c.postJson("/api/braintree/tokenize-card", { client_token: token, card_number: number, card_expiry: "11/33", card_cvc: "123" })
        ).json()) as { nonce: string }
      ).nonce;
    };
    const refused = await other.client.postJson(
      `/api/enterprise/add-payment-method/organization/${org.id}/subscription/${org.sub_id}`,
      { payment_method_nonce: await nonceFor(other.client, "5555555555554444") },
      "PUT",
    );
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ errorText: "Only the admin who pays for this subscription can change its payment method." });

    // a member who is not an admin: 403; someone outside: 404; an organization and a subscription that do not match: 404
    const member = await signUpVerified(server, { email: "pm-member@example.com" });
    server.db
      .prepare("INSERT INTO organization_members (organization_id, user_id, role, is_admin) VALUES (?, ?, 'Member', 0)")
      .run(org.id, userId("pm-member@example.com"));
    expect((await member.client.get(`/api/braintree/payment-method?org_id=${org.id}`)).status).toBe(403);
    expect((await member.client.get(`/api/enterprise/stripe-payment-method-added/${org.id}/${org.sub_id}`)).status).toBe(403);
    const outsider = await signUpVerified(server, { email: "pm-outsider@example.com" });
    expect((await outsider.client.get(`/api/braintree/payment-method?org_id=${org.id}`)).status).toBe(404);
    expect((await payer.get(`/api/enterprise/stripe-payment-method-added/${org.id + 1000}/${org.sub_id}`)).status).toBe(404);

    // the admin who pays adds a new primary card for the organization
    const res = await payer.postJson(
      `/api/enterprise/add-payment-method/organization/${org.id}/subscription/${org.sub_id}`,
      { payment_method_nonce: await nonceFor(payer, "5555555555554444") },
      "PUT",
    );
    expect(res.status).toBe(200);
    const after = ((await res.json()) as { payment_methods: { last_4: string; is_primary: boolean }[] }).payment_methods;
    expect(after.find((m) => m.is_primary)?.last_4).toBe("4444");
    expect(server.db.prepare("SELECT count(*) n FROM payment_methods WHERE user_id = ?").get(userId("pm-other-admin@example.com"))).toEqual({ n: 0 });
  });
});

describe("the logged-out enterprise purchase", () => {
  it("makes the account (unverified, verification mailed) and the organization in one form, and logs the buyer in", async () => {
    const v = server.client();
    const path = "/checkout/loggedout-enterprise-purchase?plan=400-12-6004&seats=2";
    const page = await openCheckout(v, path);
    expect(page.res.status).toBe(200);
    expect(page.html).toContain("Your account");
    expect(page.html).toContain("Pay $1,098.00");
    const res = await v.postForm(path, {
      attempt_id: page.attemptId,
      plan: "400-12-6004",
      seats: "2",
      organization_name: "Visitor Labs",
      full_name: "Vera Visitor",
      email: "vera@visitor-labs.example",
      password: "visitor-labs-2026",
      ...card(),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/order-confirmation?attempt=${page.attemptId}`);
    expect(server.db.prepare("SELECT verified, full_name FROM users WHERE email = ?").get("vera@visitor-labs.example")).toEqual({
      verified: 0,
      full_name: "Vera Visitor",
    });
    expect(latestMail(server, "vera@visitor-labs.example", "verify")?.body_text).toMatch(/\/verify\//);
    const org = orgNamed("Visitor Labs")!;
    expect(org).toMatchObject({ kind: "enterprise", plan_type: 6004, sub_type: 9002, seats: 2 });
    expect(
      server.db
        .prepare("SELECT is_admin, admin_level FROM organization_members WHERE organization_id = ? AND user_id = ?")
        .get(org.id, userId("vera@visitor-labs.example")),
    ).toEqual({
      is_admin: 1,
      admin_level: "super_admin",
    });
    // the new session is the buyer's: the confirmation is theirs
    expect((await v.get(`/order-confirmation?attempt=${page.attemptId}`)).status).toBe(200);
  });

  it("refuses an e-mail that has an account with the text that says so, and makes nothing", async () => {
    await signUpVerified(server, { email: "taken@example.com" });
    const v = server.client();
    const path = "/checkout/loggedout-enterprise-purchase?plan=300-12-6003&seats=2";
    const page = await openCheckout(v, path);
    const before = count("SELECT count(*) n FROM transactions");
    const res = await v.postForm(path, {
      attempt_id: page.attemptId,
      plan: "300-12-6003",
      seats: "2",
      organization_name: "Taken Co",
      full_name: "Someone Else",
      email: "Taken@Example.com",
      password: "another-password-1",
      ...card(),
    });
    expect(res.status).toBe(400);
    expect(decode(await res.text())).toContain(EMAIL_TAKEN);
    expect(count("SELECT count(*) n FROM transactions")).toBe(before);
    expect(count("SELECT count(*) n FROM organizations WHERE name = 'Taken Co'")).toBe(0);
    expect(v.cookies.has("__session")).toBe(false);
  });

  it("sends a visitor on the other business checkouts to log in", async () => {
    const res = await server.client().get("/checkout/team-subscription-buy?plan=300-12-6005&seats=2");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/login?ru=${encodeURIComponent("/checkout/team-subscription-buy?plan=300-12-6005&seats=2")}`);
  });
});

describe("a business purchase through Stripe", () => {
  let stripe: StripeFake;
  let s: TestServer;
  beforeAll(async () => {
    stripe = await startStripeServer();
    s = await startServer({ ...stripe.env });
  });
  afterAll(async () => {
    await s?.stop();
    await stripe?.close();
  });

  it("charges the seats once through the Stripe-protocol server, with the attempt as idempotency key, and creates the organization", async () => {
    const { client: c } = await signUpVerified(s, { email: "stripe-org@example.com" });
    const path = "/checkout/team-subscription-buy?plan=400-12-6005&seats=3";
    const res0 = await c.get(path);
    const html = decode(await res0.text());
    expect(html).not.toContain('name="card_number"');
    const attemptId = html.match(/name="attempt_id" value="([0-9a-f-]{36})"/)![1]!;
    const fields = { attempt_id: attemptId, plan: "400-12-6005", seats: "3", organization_name: "Stripe Team", payment_method: "pm_card_visa" };
    const res = await c.postForm(path, fields);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/order-confirmation/stripe?attempt=${attemptId}`);
    expect((await c.postForm(path, fields)).status).toBe(302);
    expect([...stripe.paymentIntents.values()].filter((pi) => pi.amount === 128700)).toHaveLength(1);
    expect(stripe.requests.filter((r) => r.path === "/v1/payment_intents" && r.idempotencyKey === attemptId)).toHaveLength(1);
    const org = s.db
      .prepare(
        "SELECT o.kind, s.seats, s.processor FROM organizations o JOIN organization_subscriptions s ON s.organization_id = o.id WHERE o.name = 'Stripe Team'",
      )
      .all();
    expect(org).toEqual([{ kind: "team", seats: 3, processor: "stripe" }]);
  });
});
