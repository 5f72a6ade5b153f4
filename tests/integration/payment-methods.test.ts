// A learner's payment methods on the embedded gateway (docs/product/billing.md#payment-methods): the
// card-provider paths, the secondary-method path, the expiry flag, and the /account/billing page
// without JavaScript (plain form posts, the confirmation state). A past-due plan is made with the
// real renewal runner (`codelift billing run-due`) and a card the bank starts declining.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visibleText } from "./helpers/html";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";

let server: TestServer;
beforeAll(async () => {
  // A 10 % discount offered for replacing an expiring card (update_pm_discount).
  server = await startServer({ SUPPORT_EMAIL: "billing-help@codelift.test", UPDATE_PM_DISCOUNT_PERCENT: "10" });
});
afterAll(async () => server?.stop());

const DELETE_WARNING = "Once deleted, this payment method cannot be recovered. Are you sure you want to continue?";
const NOT_RENEWED = "Your current subscription will not be renewed without an active payment method...";
const NO_BACKUP = "This payment method will no longer back up your primary payment method if a payment fails.";
const NOT_FOUND = "We could not find that payment method.";
const RECURRING_NOT_FOUND = "Payment Method against the recurring subscription not found";

type Answer = {
  token: string;
  last_4: string;
  is_primary: boolean;
  is_secondary: boolean;
  eligible_to_set_as_secondary: boolean;
  is_card_going_to_expire: boolean;
  price_to_be_charged: number | null;
  recurring_subscription_id: number | null;
  currency_code_for_next_charge: string | null;
};

const userId = (email: string) => (server.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;
const rows = (email: string) =>
  server.db
    .prepare("SELECT processor_token AS token, last4, is_primary, is_secondary FROM payment_methods WHERE user_id = ? ORDER BY id")
    .all(userId(email)) as {
    token: string;
    last4: string;
    is_primary: number;
    is_secondary: number;
  }[];
const flags = (email: string) => rows(email).map((r) => `${r.last4}:${r.is_primary ? "P" : ""}${r.is_secondary ? "S" : ""}`);
const learner = async (email: string) => (await signUpVerified(server, { email })).client;

/** The card's expiry as MM/YY, `months` from now (0: this month). */
function expiryIn(months: number) {
  const d = new Date();
  const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  return `${String(m.getUTCMonth() + 1).padStart(2, "0")}/${String(m.getUTCFullYear()).slice(2)}`;
}

async function nonceFor(c: Client, number: string, expiry = "12/34") {
  const token = (await (await c.postJson("/api/braintree/client-token-for-payment-method", {})).json()).token as string;
  const res = await c.postJson("/api/braintree/tokenize-card", { client_token: token, card_number: number, card_expiry: expiry, card_cvc: "123" });
  expect(res.status).toBe(200);
  return (await res.json()).nonce as string;
}

async function list(c: Client): Promise<{ payment_methods: Answer[]; update_pm_discount: number }> {
  const res = await c.get("/api/braintree/payment-method");
  expect(res.status).toBe(200);
  return res.json();
}
const tokenOf = async (c: Client, last4: string) => (await list(c)).payment_methods.find((m) => m.last_4 === last4)!.token;

describe("the card-provider paths", () => {
  it("list, add (a duplicate is ignored), make primary, set and replace the backup, delete with promotion", async () => {
    const email = "pm-flow@example.com";
    const c = await learner(email);
    expect(await list(c)).toEqual({ payment_methods: [], update_pm_discount: 0 });

    const first = await c.postJson("/api/braintree/payment-method", { payment_method_nonce: await nonceFor(c, "4242 4242 4242 4242") });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      message: "Your card was added.",
      payment_methods: [expect.objectContaining({ last_4: "4242", is_primary: true })],
    });
    // The same card again (a new nonce) is the method the learner has.
    const again = await c.postJson("/api/braintree/payment-method", { payment_method_nonce: await nonceFor(c, "4242424242424242") });
    expect(await again.json()).toMatchObject({ message: "This card is already saved." });
    // The same nonce sent again (a retried request) is ignored too.
    const nonce = await nonceFor(c, "4242424242424242");
    expect((await c.postJson("/api/braintree/payment-method", { payment_method_nonce: nonce })).status).toBe(200);
    const replay = await c.postJson("/api/braintree/payment-method", { payment_method_nonce: nonce });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({
      message: "This card is already saved.",
      payment_methods: [expect.objectContaining({ last_4: "4242" })],
    });
    expect(flags(email)).toEqual(["4242:P"]);
    // PUT add-payment-method: a second card, made primary (the one the subscription is charged with).
    const put = await c.postJson(
      "/api/braintree/add-payment-method",
      { payment_method_nonce: await nonceFor(c, "5555 5555 5555 4444"), user_transaction_id: "" },
      "PUT",
    );
    expect(put.status).toBe(200);
    expect(flags(email)).toEqual(["4242:", "4444:P"]);
    await c.postJson("/api/braintree/payment-method", { payment_method_nonce: await nonceFor(c, "6011 1111 1111 1117") });
    expect(flags(email)).toEqual(["4242:", "4444:P", "1117:"]);

    // The backup: set, replaced by another, never the primary.
    const v4242 = await tokenOf(c, "4242");
    const v4444 = await tokenOf(c, "4444");
    const v1117 = await tokenOf(c, "1117");
    expect((await c.postJson("/api/secondary-payment-method", { payment_method_token: v4242 })).status).toBe(200);
    expect(flags(email)).toEqual(["4242:S", "4444:P", "1117:"]);
    const replaced = await c.postJson("/api/secondary-payment-method", { payment_method_token: v1117 });
    expect(await replaced.json()).toMatchObject({ message: "This card now backs up your primary payment method if a payment fails." });
    expect(flags(email)).toEqual(["4242:", "4444:P", "1117:S"]);
    const primaryAsBackup = await c.postJson("/api/secondary-payment-method", { payment_method_token: v4444 });
    expect(primaryAsBackup.status).toBe(400);
    expect(await primaryAsBackup.json()).toEqual({
      errorText: "Your primary payment method cannot also be its own backup. Choose another card as the backup.",
    });
    expect(flags(email)).toEqual(["4242:", "4444:P", "1117:S"]);
    const answers = (await list(c)).payment_methods;
    expect(answers.map((m) => [m.last_4, m.eligible_to_set_as_secondary])).toEqual([
      ["4444", false],
      ["1117", false],
      ["4242", true],
    ]);

    // Making the backup primary clears its backup flag and un-primaries the old primary.
    const update = await c.postJson("/api/braintree/update-payment-method", { payment_method_token: v1117 }, "PUT");
    expect(update.status).toBe(200);
    expect(await update.json()).toMatchObject({ message: "Your primary payment method was updated." });
    expect(flags(email)).toEqual(["4242:", "4444:", "1117:P"]);

    // Remove the backup flag (DELETE), then delete the primary: the backup takes its place.
    await c.postJson("/api/secondary-payment-method", { payment_method_token: v4444 });
    const cleared = await c.postJson("/api/secondary-payment-method", { payment_method_token: v4444 }, "DELETE");
    expect(await cleared.json()).toMatchObject({ message: "This card no longer backs up your primary payment method." });
    expect(flags(email)).toEqual(["4242:", "4444:", "1117:P"]);
    await c.postJson("/api/secondary-payment-method", { payment_method_token: v4242 });
    const del = await c.fetch(`/api/braintree/payment-method/${v1117}`, { method: "DELETE" });
    expect(del.status).toBe(200);
    expect(await del.json()).toMatchObject({ message: "The payment method was deleted." });
    expect(flags(email)).toEqual(["4242:P", "4444:"]);
    // The vault forgot the deleted card: it can no longer be charged.
    expect(server.db.prepare("SELECT user_id FROM gateway_cards WHERE token = ?").get(v1117)).toEqual({ user_id: null });
    const charge = await c.postJson("/api/braintree/create-intent-transaction", {
      attempt_id: randomUUID(),
      checkout_type: "subscription-buy",
      plan: "300-1-6000",
      payment_method_token: v1117,
    });
    expect(charge.status).toBe(400);
    // Deleting it again: not found.
    const twice = await c.fetch(`/api/braintree/payment-method/${v1117}`, { method: "DELETE" });
    expect(twice.status).toBe(404);
    expect(await twice.json()).toEqual({ errorText: NOT_FOUND });
  });

  it("another learner's method is a 404 on every path, and nothing changes", async () => {
    const alice = await learner("pm-alice@example.com");
    const bob = await learner("pm-bob@example.com");
    await alice.postJson("/api/braintree/payment-method", { payment_method_nonce: await nonceFor(alice, "4242424242424242") });
    await alice.postJson("/api/braintree/payment-method", { payment_method_nonce: await nonceFor(alice, "5555555555554444") });
    const token = await tokenOf(alice, "4444");
    const before = flags("pm-alice@example.com");
    const attempts: [string, Response, string][] = [
      ["DELETE /api/braintree/payment-method/{id}", await bob.fetch(`/api/braintree/payment-method/${token}`, { method: "DELETE" }), NOT_FOUND],
      [
        "PUT /api/braintree/update-payment-method",
        await bob.postJson("/api/braintree/update-payment-method", { payment_method_token: token }, "PUT"),
        RECURRING_NOT_FOUND,
      ],
      ["POST /api/secondary-payment-method", await bob.postJson("/api/secondary-payment-method", { payment_method_token: token }), NOT_FOUND],
      ["DELETE /api/secondary-payment-method", await bob.postJson("/api/secondary-payment-method", { id: token }, "DELETE"), NOT_FOUND],
    ];
    for (const [what, res, text] of attempts) {
      expect(res.status, what).toBe(404);
      expect(await res.json(), what).toEqual({ errorText: text });
    }
    // The page's own confirmation state and its post refuse too (no warning shown, nothing deleted).
    const confirm = visibleText(await (await bob.get(`/account/billing?confirm=delete&id=${token}`)).text());
    expect(confirm).not.toContain(DELETE_WARNING);
    const post = await bob.postForm("/account/billing", { intent: "delete", token, confirmed: "yes" });
    expect(post.status).toBe(302);
    expect(flags("pm-alice@example.com")).toEqual(before);
    expect(server.db.prepare("SELECT user_id FROM gateway_cards WHERE token = ?").get(token)).toEqual({ user_id: userId("pm-alice@example.com") });
    expect((await list(bob)).payment_methods).toEqual([]);
  });

  it("refuses bad input with 400 and methods a path does not serve with 405", async () => {
    const c = await learner("pm-bad@example.com");
    const cases: [string, Response, unknown][] = [
      [
        "no nonce",
        await c.postJson("/api/braintree/add-payment-method", {}, "PUT"),
        { errors: { payment_method_nonce: "The payment method nonce is missing." } },
      ],
      [
        "a transaction id that is not a number",
        await c.postJson("/api/braintree/add-payment-method", { payment_method_nonce: "nonce_x", user_transaction_id: "abc" }, "PUT"),
        { errors: { user_transaction_id: "The transaction id must be a number." } },
      ],
      [
        "no token",
        await c.postJson("/api/braintree/update-payment-method", { payment_method_token: "  " }, "PUT"),
        { errors: { payment_method_token: "The payment method token is missing." } },
      ],
      [
        "no backup token",
        await c.postJson("/api/secondary-payment-method", {}),
        { errors: { payment_method_token: "The payment method token is missing." } },
      ],
      [
        "a spent or unknown nonce",
        await c.postJson("/api/braintree/payment-method", { payment_method_nonce: "nonce_unknown" }),
        { errorText: "This payment method is no longer valid. Please enter your card again." },
      ],
    ];
    for (const [what, res, body] of cases) {
      expect(res.status, what).toBe(400);
      expect(await res.json(), what).toEqual(body);
    }
    const bad = await c.fetch("/api/secondary-payment-method", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(bad.status).toBe(400);
    // Another learner's transaction is not one to add a method for.
    const other = await c.postJson(
      "/api/braintree/add-payment-method",
      { payment_method_nonce: await nonceFor(c, "4242424242424242"), user_transaction_id: "999999" },
      "PUT",
    );
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ errorText: "We could not find that transaction." });
    expect(rows("pm-bad@example.com")).toEqual([]);

    for (const [path, allow] of [
      ["/api/braintree/add-payment-method", "PUT, POST"],
      ["/api/braintree/update-payment-method", "PUT, POST"],
      ["/api/braintree/payment-method/card_x", "DELETE, POST"],
      ["/api/secondary-payment-method", "POST, DELETE"],
    ] as const) {
      const res = await c.get(path);
      expect(res.status, path).toBe(405);
      expect(res.headers.get("Allow"), path).toBe(allow);
    }
    const put = await c.postJson("/api/braintree/payment-method", { payment_method_nonce: "x" }, "PUT");
    expect(put.status).toBe(405);
    expect(put.headers.get("Allow")).toBe("GET, POST");
    // The Stripe-style paths are Stripe's.
    const stripeList = await c.get("/api/stripe/list-payment-methods");
    expect(stripeList.status).toBe(404);
    expect(await stripeList.json()).toEqual({
      errorText: "Card payments here are taken by the site's own card gateway: use the card-provider paths.",
    });
    // Everything needs a session.
    const anon = server.client();
    for (const path of ["/api/braintree/payment-method", "/api/is-payment-method-going-to-expire"])
      expect((await anon.get(path)).status, path).toBe(401);
  });
});

describe("the expiry flag", () => {
  it("is true when the primary card expires before the next renewal of an auto-renewing plan, and follows the primary", async () => {
    const email = "pm-expiry@example.com";
    const c = await learner(email);
    const expiring = async () => (await (await c.get("/api/is-payment-method-going-to-expire")).json()).is_payment_method_going_to_expired;
    expect(await expiring()).toBe(false);
    // An annual plan, paid with a card good for years: it renews in 12 months.
    const buy = await c.postJson("/api/braintree/create-intent-transaction", {
      attempt_id: randomUUID(),
      checkout_type: "subscription-buy",
      plan: "300-12-6000",
      payment_method_nonce: await nonceFor(c, "4242424242424242"),
    });
    expect((await buy.json()).order_status).toBe("SUCCESS");
    expect(await expiring()).toBe(false);
    const sub = server.db.prepare("SELECT id FROM subscriptions WHERE user_id = ? AND status = 'active'").get(userId(email)) as { id: number };
    const [primary] = (await list(c)).payment_methods;
    expect(primary).toMatchObject({
      is_primary: true,
      currency_code_for_next_charge: "USD",
      price_to_be_charged: 299,
      recurring_subscription_id: sub.id,
      is_card_going_to_expire: false,
    });

    // A card that expires next month, made primary: it stops working before the renewal.
    await c.postJson("/api/braintree/add-payment-method", { payment_method_nonce: await nonceFor(c, "5555555555554444", expiryIn(1)) }, "PUT");
    expect(await expiring()).toBe(true);
    const answers = (await list(c)).payment_methods;
    expect(answers[0]).toMatchObject({ last_4: "4444", is_primary: true, is_card_going_to_expire: true, recurring_subscription_id: sub.id });
    expect(answers[1]).toMatchObject({
      last_4: "4242",
      is_primary: false,
      is_card_going_to_expire: false,
      price_to_be_charged: null,
      recurring_subscription_id: null,
    });
    // The discount offered for replacing it (UPDATE_PM_DISCOUNT_PERCENT).
    expect((await list(c)).update_pm_discount).toBe(10);
    // The page says so.
    const page = visibleText(await (await c.get("/account/billing")).text());
    expect(page).toContain("Mastercard ending in 4444");
    expect(page).toContain("Expires soon");
    // …and offers the discount on the billing page and in the card-expiring banner.
    const offer = "Make a card that lasts past your next renewal your primary card and get 10% off that renewal.";
    expect(page).toContain(offer);
    expect(visibleText(await (await c.get("/explore")).text())).toContain(`Add a payment method to keep your plan. ${offer}`);

    // Replaced by the card good for years, from two tabs at once: the discount is earned once,
    // off the next renewal, and no longer offered.
    const replaced = await Promise.all(
      [0, 1].map(() => c.postJson("/api/braintree/update-payment-method", { payment_method_token: answers[1]!.token }, "PUT")),
    );
    expect(replaced.map((r) => r.status)).toEqual([200, 200]);
    expect(await expiring()).toBe(false);
    const after = await list(c);
    expect(after.update_pm_discount).toBe(0);
    expect(visibleText(await (await c.get("/account/billing")).text())).not.toContain("get 10% off that renewal");
    expect(after.payment_methods[0]).toMatchObject({ last_4: "4242", is_primary: true, price_to_be_charged: 269.1 });
    const earned = () =>
      server.db.prepare("SELECT percent, replaced_token, new_token FROM card_update_discounts WHERE subscription_id = ?").all(sub.id);
    expect(earned()).toEqual([{ percent: 10, replaced_token: answers[0]!.token, new_token: answers[1]!.token }]);
    // Back to the expiring card and over again in the same period: still one discount.
    await c.postJson("/api/braintree/update-payment-method", { payment_method_token: answers[0]!.token }, "PUT");
    expect((await list(c)).update_pm_discount).toBe(10);
    await c.postJson("/api/braintree/update-payment-method", { payment_method_token: answers[1]!.token }, "PUT");
    expect(earned()).toHaveLength(1);
    expect((await list(c)).payment_methods[0]).toMatchObject({ price_to_be_charged: 269.1 });
  });
});

describe("/account/billing without JavaScript", () => {
  it("adds a typed card, makes it primary, and deletes after a confirmation step that shows the warnings", async () => {
    const email = "pm-page@example.com";
    const c = await learner(email);
    const anon = await server.client().get("/account/billing");
    expect(anon.status).toBe(302);
    expect(anon.headers.get("Location")).toBe("/login?ru=%2Faccount%2Fbilling");

    const empty = visibleText(await (await c.get("/account/billing")).text());
    expect(empty).toContain("You have no saved payment methods yet.");
    expect(empty).toContain("Test mode.");

    const bad = await c.postForm("/account/billing", { intent: "add", card_number: "4242 4242 4242 4241", card_expiry: "12/34", card_cvc: "123" });
    expect(bad.status).toBe(400);
    expect(visibleText(await bad.text())).toContain("Enter a valid card number.");
    const badExpiry = await c.postForm("/account/billing", { intent: "add", card_number: "4242 4242 4242 4242", card_expiry: "13", card_cvc: "123" });
    expect(badExpiry.status).toBe(400);
    expect(visibleText(await badExpiry.text())).toContain("Enter a valid expiry date (MM/YY) that has not passed.");
    expect(rows(email)).toEqual([]);

    for (const number of ["4242 4242 4242 4242", "5555 5555 5555 4444"]) {
      const add = await c.postForm("/account/billing", { intent: "add", card_number: number, card_expiry: "12/34", card_cvc: "123" });
      expect(add.status).toBe(302);
      expect(add.headers.get("Location")).toBe("/account/billing");
    }
    const toast = visibleText(await (await c.get("/account/billing")).text());
    expect(toast).toContain("Your card was added.");
    expect(toast).toContain("Visa ending in 4242");
    expect(toast).toContain("Primary");
    expect(flags(email)).toEqual(["4242:P", "4444:"]);

    const mc = rows(email)[1]!.token;
    await c.postForm("/account/billing", { intent: "primary", token: mc });
    expect(flags(email)).toEqual(["4242:", "4444:P"]);
    expect(visibleText(await (await c.get("/account/billing")).text())).toContain("Your primary payment method was updated.");
    await c.postForm("/account/billing", { intent: "secondary", token: rows(email)[0]!.token });
    expect(flags(email)).toEqual(["4242:S", "4444:P"]);

    // A no-JS form post to an API path goes back to its page with a toast.
    const api = await c.postForm("/api/braintree/update-payment-method", { payment_method_token: mc, redirectTo: "/account/billing" });
    expect(api.status).toBe(302);
    expect(api.headers.get("Location")).toBe("/account/billing");
    await c.get("/account/billing"); // reads the toast

    // Deleting the backup: the confirmation shows the warnings and changes nothing.
    const backup = rows(email)[0]!.token;
    const confirmPage = await c.get(`/account/billing?confirm=delete&id=${backup}`);
    const shown = visibleText(await confirmPage.text());
    expect(shown).toContain("Delete Visa ending in 4242?");
    expect(shown).toContain(DELETE_WARNING);
    expect(shown).toContain(NO_BACKUP);
    expect(flags(email)).toEqual(["4242:S", "4444:P"]);
    // A delete that skipped the confirmation is sent to it.
    const skipped = await c.postForm("/account/billing", { intent: "delete", token: backup });
    expect(skipped.status).toBe(302);
    expect(skipped.headers.get("Location")).toBe(`/account/billing?confirm=delete&id=${backup}`);
    expect(flags(email)).toEqual(["4242:S", "4444:P"]);
    const deleted = await c.postForm("/account/billing", { intent: "delete", token: backup, confirmed: "yes" });
    expect(deleted.status).toBe(302);
    expect(flags(email)).toEqual(["4444:P"]);
    expect(visibleText(await (await c.get("/account/billing")).text())).toContain("The payment method was deleted.");

    // The last card: no subscription here, so only the first warning.
    const last = visibleText(await (await c.get(`/account/billing?confirm=delete&id=${mc}`)).text());
    expect(last).toContain(DELETE_WARNING);
    expect(last).not.toContain(NOT_RENEWED);
  });
});

// ---- a card updated during the grace period is charged at once ------------------------------

/** `codelift billing run-due --now <now>` on the server's database (the renewal runner staff use). */
function runDue(now: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ["cli/bin.js", "billing", "run-due", "--now", now],
      { env: { ...process.env, DATABASE_URL: server.dbFile, SUPPORT_EMAIL: "billing-help@codelift.test" }, timeout: 60_000 },
      (err, stdout, stderr) => (err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(stdout)),
    );
  });
}

describe("a past-due plan", () => {
  it("warns before its only card is deleted, and charges a card added during the grace period at once", { timeout: 120_000 }, async () => {
    const email = "pm-pastdue@example.com";
    const c = await learner(email);
    const buy = await c.postJson("/api/braintree/create-intent-transaction", {
      attempt_id: randomUUID(),
      checkout_type: "subscription-buy",
      plan: "300-1-6000",
      payment_method_nonce: await nonceFor(c, "4242424242424242"),
    });
    expect((await buy.json()).order_status).toBe("SUCCESS");
    const only = rows(email)[0]!.token;
    const warned = visibleText(await (await c.get(`/account/billing?confirm=delete&id=${only}`)).text());
    expect(warned).toContain(DELETE_WARNING);
    expect(warned).toContain(NOT_RENEWED);

    // The plan's period ends and the bank declines the card: the plan goes past due.
    server.db.prepare("UPDATE gateway_cards SET behavior = 'decline' WHERE token = ?").run(only);
    const ended = new Date(Date.now() - 86_400_000).toISOString();
    server.db.prepare("UPDATE subscriptions SET expiration_date = ? WHERE user_id = ?").run(ended, userId(email));
    await runDue(new Date().toISOString());
    const sub = () =>
      server.db.prepare("SELECT status, expiration_date FROM subscriptions WHERE user_id = ? ORDER BY id DESC").get(userId(email)) as {
        status: string;
        expiration_date: string;
      };
    expect(sub().status).toBe("past_due");
    expect(visibleText(await (await c.get("/account/billing")).text())).toContain("Your last renewal payment failed.");

    // A new card, added on the page: it becomes primary and pays the failed renewal now.
    const add = await c.postForm("/account/billing", { intent: "add", card_number: "5555 5555 5555 4444", card_expiry: "12/34", card_cvc: "123" });
    expect(add.status).toBe(302);
    expect(flags(email)).toEqual(["4242:", "4444:P"]);
    expect(sub().status).toBe("active");
    expect(new Date(sub().expiration_date).getTime()).toBeGreaterThan(Date.now());
    const page = visibleText(await (await c.get("/account/billing")).text());
    expect(page).toContain("Your card was added. Your payment went through. Your subscription is active again.");
  });
});
