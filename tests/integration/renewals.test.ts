// Renewals on the embedded card gateway, driven the way staff and the server's timer drive them:
// `codelift billing run-due --now <time>` (a real child process on the server's SQLite file) with
// the clock moved past a plan's end. A learner buys through the real checkout page first; the
// bank's answer for a card is changed in the gateway's own vault (gateway_cards.behavior), as a
// card that starts being declined would.
import { execFile } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestMail, signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ SUPPORT_EMAIL: "billing-help@codelift.test" });
});
afterAll(async () => server?.stop());

const PREMIUM_LESSON = "/coursesv3/react-fundamentals/props-and-composition";
const LOCKED = "Keep reading with Codelift Unlimited";
const DECLINED =
  "It looks like your card has been declined. Fear not! This is common in your geography. Please contact our payment fulfillment team at billing-help@codelift.test so an invoice can be sent...";
const DAY = 86_400_000;

type Sub = {
  id: number;
  status: string;
  expiration_date: string;
  grace_until: string | null;
  paid_cents: number;
  auto_renew: number;
  is_trial: number;
};
type Renewal = {
  id: number;
  status: string;
  attempts: number;
  next_attempt_at: string;
  failure_code: string | null;
  amount_cents: number;
  period_end: string;
};

const userId = (email: string) => (server.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;
const subOf = (email: string) => server.db.prepare("SELECT * FROM subscriptions WHERE user_id = ? ORDER BY id DESC").get(userId(email)) as Sub;
const renewalsOf = (email: string) => server.db.prepare("SELECT * FROM renewals WHERE user_id = ? ORDER BY id").all(userId(email)) as Renewal[];
const renewalTx = (email: string) =>
  server.db
    .prepare("SELECT * FROM transactions WHERE user_id = ? AND checkout_type IN ('subscription-renewal', 'trial-conversion') ORDER BY id")
    .all(userId(email)) as {
    amount_cents: number;
    checkout_type: string;
    subscription_id: number;
    attempt_id: string;
  }[];
const intentsFor = (email: string) =>
  server.db
    .prepare("SELECT * FROM gateway_intents WHERE user_id = ? AND idempotency_key LIKE 'renewal-%' ORDER BY created_at")
    .all(userId(email)) as {
    idempotency_key: string;
    status: string;
  }[];
const bankSays = (token: string, behavior: "succeed" | "decline" | "insufficient_funds") =>
  server.db.prepare("UPDATE gateway_cards SET behavior = ? WHERE token = ?").run(behavior, token);
const primaryToken = (email: string) =>
  (server.db.prepare("SELECT processor_token AS t FROM payment_methods WHERE user_id = ? AND is_primary = 1").get(userId(email)) as { t: string }).t;
const at = (iso: string, plusMs: number) => new Date(new Date(iso).getTime() + plusMs).toISOString();

type RunReport = {
  scheduled: number;
  attempted: number;
  paid: number;
  failed: number;
  lapsed: number;
  resumed: number;
  canceled: number;
  paid_usd: string;
};

/** `codelift billing run-due --now <now> --json` on the server's database. */
function runDue(now: string): Promise<RunReport> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ["cli/bin.js", "billing", "run-due", "--now", now, "--json"],
      { env: { ...process.env, DATABASE_URL: server.dbFile, SUPPORT_EMAIL: "billing-help@codelift.test" }, timeout: 60_000 },
      (err, stdout, stderr) => {
        if (err) return reject(new Error(`${err.message}\n${stderr}`));
        try {
          resolve(JSON.parse(stdout) as RunReport);
        } catch {
          reject(new Error(`run-due did not print JSON:\n${stdout}\n${stderr}`));
        }
      },
    );
  });
}

const card = (number: string) => ({ card_number: number, card_expiry: "12/34", card_cvc: "123" });

/** Signs up and buys a plan through the checkout page (no JavaScript), paying with a card. */
async function buyer(email: string, path: string, number = "4242 4242 4242 4242"): Promise<Client> {
  const { client } = await signUpVerified(server, { email });
  const page = await client.get(path);
  const html = await page.text();
  const attemptId = html.match(/name="attempt_id" value="([0-9a-f-]{36})"/)?.[1];
  expect(attemptId, "the checkout form has an attempt id").toBeTruthy();
  const query = new URL(path, "http://x").searchParams;
  const coupon = query.get("coupon");
  const res = await client.postForm(path, { attempt_id: attemptId!, plan: query.get("plan")!, ...(coupon ? { coupon } : {}), ...card(number) });
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toMatch(/^\/order-confirmation\?attempt=/);
  return client;
}

describe("a renewal that goes through", () => {
  it("charges the plan's price when the period ends, once, and extends the plan by its validity", async () => {
    const email = "renews@example.com";
    const c = await buyer(email, "/checkout/subscription-buy?plan=300-1-6000");
    const bought = subOf(email);
    expect(bought).toMatchObject({ status: "active", auto_renew: 1, paid_cents: 5900 });

    // Before the end nothing is due.
    const early = await runDue(at(bought.expiration_date, -60_000));
    expect(renewalsOf(email)).toEqual([]);
    expect(early.paid).toBe(0);

    const now = at(bought.expiration_date, 3600_000);
    const report = await runDue(now);
    expect(report).toMatchObject({ scheduled: 1, attempted: 1, paid: 1, failed: 0 });
    const renewed = subOf(email);
    expect(renewed.id).toBe(bought.id);
    expect(renewed.status).toBe("active");
    // One calendar month after the old end, to the millisecond.
    const oldEnd = new Date(bought.expiration_date);
    const expected = new Date(
      Date.UTC(
        oldEnd.getUTCFullYear(),
        oldEnd.getUTCMonth() + 1,
        1,
        oldEnd.getUTCHours(),
        oldEnd.getUTCMinutes(),
        oldEnd.getUTCSeconds(),
        oldEnd.getUTCMilliseconds(),
      ),
    );
    expected.setUTCDate(Math.min(oldEnd.getUTCDate(), new Date(Date.UTC(expected.getUTCFullYear(), expected.getUTCMonth() + 1, 0)).getUTCDate()));
    expect(renewed.expiration_date).toBe(expected.toISOString());
    expect(renewalTx(email)).toEqual([
      expect.objectContaining({ amount_cents: 5900, checkout_type: "subscription-renewal", subscription_id: bought.id }),
    ]);
    const mail = latestMail(server, email, "renewal-receipt")!;
    expect(mail.subject).toBe("Your Codelift receipt: $59.00");
    expect(mail.body_text).toContain("Your plan 300-1-6000 has renewed.");

    // Running again at the same time, or a minute later, charges nothing more.
    for (const again of [now, at(now, 60_000)]) {
      const r = await runDue(again);
      expect(r).toMatchObject({ scheduled: 0, attempted: 0, paid: 0 });
    }
    expect(renewalTx(email)).toHaveLength(1);
    expect(intentsFor(email)).toHaveLength(1);

    // The learner still reads premium lessons.
    const lesson = await (await c.get(PREMIUM_LESSON)).text();
    expect(lesson).not.toContain(LOCKED);
  });

  it("renews with a never-expiring coupon's discount, and not with a one-time coupon's", async () => {
    await buyer("lifetime@example.com", "/checkout/subscription-buy?plan=300-1-6000&coupon=LIFETIME15");
    await buyer("welcome@example.com", "/checkout/subscription-buy?plan=300-1-6000&coupon=WELCOME20");
    const end = [subOf("lifetime@example.com").expiration_date, subOf("welcome@example.com").expiration_date].sort().at(-1)!;
    await runDue(at(end, 1000));
    // $59.00 − 15% = $50.15; the one-time coupon gave its 20% once only.
    expect(renewalTx("lifetime@example.com").map((t) => t.amount_cents)).toEqual([5015]);
    expect(renewalTx("welcome@example.com").map((t) => t.amount_cents)).toEqual([5900]);
  });

  it("turns a free trial into the paid plan at the trial's end", async () => {
    const email = "trial-converts@example.com";
    await buyer(email, "/checkout/b2c-trial-avail?plan=300-1-6000");
    const trial = subOf(email);
    expect(trial).toMatchObject({ status: "trial", is_trial: 1 });
    const report = await runDue(at(trial.expiration_date, 1000));
    expect(report.paid).toBeGreaterThanOrEqual(1);
    expect(subOf(email)).toMatchObject({ status: "active", paid_cents: 5900 });
    expect(renewalTx(email)).toEqual([expect.objectContaining({ checkout_type: "trial-conversion", amount_cents: 5900 })]);
  });

  it("charges the backup method when the primary one is declined", async () => {
    const email = "backup@example.com";
    const c = await buyer(email, "/checkout/subscription-buy?plan=300-1-6000");
    // A second card, saved through the card API and marked as the backup.
    const { token } = (await (await c.postJson("/api/braintree/client-token-for-payment-method", {})).json()) as { token: string };
    const tokenized = await c.postJson("/api/braintree/tokenize-card", {
      client_token: token,
      card_number: "5555555555554444",
      card_expiry: "10/33",
      card_cvc: "123",
    });
    expect(tokenized.status).toBe(200);
    const { nonce } = (await tokenized.json()) as { nonce: string };
    expect((await c.postJson("/api/braintree/payment-method", { payment_method_nonce: nonce })).status).toBe(200);
    server.db.prepare("UPDATE payment_methods SET is_secondary = 1 WHERE user_id = ? AND is_primary = 0").run(userId(email));
    bankSays(primaryToken(email), "decline");

    await runDue(at(subOf(email).expiration_date, 1000));
    expect(subOf(email).status).toBe("active");
    expect(renewalsOf(email)).toEqual([expect.objectContaining({ status: "paid", attempts: 1 })]);
    expect(intentsFor(email).map((i) => [i.idempotency_key.replace(/^renewal-\d+-/, ""), i.status])).toEqual([
      ["1-primary", "requires_payment_method"],
      ["1-secondary", "succeeded"],
    ]);
    expect(latestMail(server, email, "renewal-receipt")!.body_text).toContain("(to your backup payment method)");
  });
});

describe("a renewal that fails", () => {
  const email = "declines@example.com";
  let c: Client;
  let end: string;

  beforeAll(async () => {
    c = await buyer(email, "/checkout/subscription-buy?plan=300-1-6000");
    end = subOf(email).expiration_date;
    bankSays(primaryToken(email), "decline");
  });

  it("makes the plan past due, keeps access through the grace period, and mails the learner once", async () => {
    const report = await runDue(at(end, 3600_000));
    expect(report).toMatchObject({ attempted: 1, failed: 1, paid: 0 });
    const sub = subOf(email);
    expect(sub.status).toBe("past_due");
    expect(sub.grace_until).toBe(at(end, 7 * DAY));
    expect(renewalsOf(email)).toEqual([
      expect.objectContaining({ status: "retrying", attempts: 1, next_attempt_at: at(end, DAY), failure_code: "card_declined" }),
    ]);
    const mail = latestMail(server, email, "renewal-failed")!;
    expect(mail.subject).toBe("Your Codelift payment failed");
    expect(mail.body_text).toContain(DECLINED);
    expect(mail.body_text).toContain("/account/billing");
    const lesson = await (await c.get(PREMIUM_LESSON)).text();
    expect(lesson).not.toContain(LOCKED);

    // The retry is not due yet.
    expect(await runDue(at(end, 2 * 3600_000))).toMatchObject({ attempted: 0 });
  });

  it("answers the learner's retry with the decline text, without using up a scheduled retry", async () => {
    const res = await c.postJson("/api/retry-renewal-payment", {}, "PUT");
    expect(res.status).toBe(402);
    const body = (await res.json()) as { is_payment_successful: boolean; errorText: string; renewal_id: number; subscription_id: number };
    expect(body).toMatchObject({ is_payment_successful: false, errorText: DECLINED });
    expect(renewalsOf(email)[0]).toMatchObject({ attempts: 1, status: "retrying", next_attempt_at: at(end, DAY) });
    const status = await c.get(`/api/check-retry-payment-success-status/${body.subscription_id}/${body.renewal_id}`);
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({
      status: "retrying",
      is_payment_successful: false,
      grace_until: at(end, 7 * DAY),
      errorText: DECLINED,
    });
  });

  it("retries on days 1, 3 and 5, then lapses on day 7: access ends and a win-back offer is mailed", async () => {
    for (const [day, attempts] of [
      [1, 2],
      [3, 3],
      [5, 4],
    ] as const) {
      const r = await runDue(at(end, day * DAY + 1000));
      expect(r).toMatchObject({ attempted: 1, failed: 1 });
      expect(renewalsOf(email)[0]).toMatchObject({ attempts, status: "retrying" });
      expect(subOf(email).status).toBe("past_due");
    }
    const last = await runDue(at(end, 7 * DAY + 1000));
    expect(last).toMatchObject({ attempted: 1, lapsed: 1 });
    expect(renewalsOf(email)[0]).toMatchObject({ attempts: 5, status: "lapsed" });
    expect(subOf(email)).toMatchObject({ status: "churned", auto_renew: 0, grace_until: null });
    // Five charges in all, one per attempt, none of them twice.
    const keys = intentsFor(email).map((i) => i.idempotency_key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((k) => !k.includes("manual"))).toHaveLength(5);
    const mail = latestMail(server, email, "renewal-lapsed")!;
    expect(mail.subject).toBe("Your Codelift subscription has ended");
    expect(mail.body_text).toMatch(/Come back with \d+% off until/);
    expect(server.db.prepare("SELECT COUNT(*) AS n FROM churned_buyer_discounts WHERE user_id = ?").get(userId(email))).toEqual({ n: 1 });
    const lesson = await (await c.get(PREMIUM_LESSON)).text();
    expect(lesson).toContain(LOCKED);
    // Nothing is left to run for this plan.
    await runDue(at(end, 30 * DAY));
    expect(renewalsOf(email)).toEqual([expect.objectContaining({ attempts: 5, status: "lapsed" })]);
    expect(intentsFor(email)).toHaveLength(keys.length);
  });
});

describe("the learner's retry", () => {
  it("pays a past-due renewal once the card works again, with JavaScript (PUT) and without (a form POST back to the page)", async () => {
    const emails = ["retry-json@example.com", "retry-form@example.com"];
    const clients: Client[] = [];
    for (const e of emails) {
      clients.push(await buyer(e, "/checkout/subscription-buy?plan=300-1-6000"));
      bankSays(primaryToken(e), "insufficient_funds");
    }
    const end = emails
      .map((e) => subOf(e).expiration_date)
      .sort()
      .at(-1)!;
    await runDue(at(end, 1000));
    for (const e of emails) expect(subOf(e).status).toBe("past_due");
    for (const e of emails) bankSays(primaryToken(e), "succeed");

    const res = await clients[0]!.postJson("/api/retry-renewal-payment", {}, "PUT");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { is_payment_successful: boolean; message: string; subscription_id: number; renewal_id: number };
    expect(body).toMatchObject({ is_payment_successful: true, message: "Your payment went through. Your subscription is active again." });
    expect(subOf(emails[0]!)).toMatchObject({ status: "active", grace_until: null });
    const check = await clients[0]!.get(`/api/check-retry-payment-success-status/${body.subscription_id}/${body.renewal_id}`);
    expect(await check.json()).toMatchObject({ status: "paid", is_payment_successful: true, subscription_status: "active" });
    // A second click has nothing left to pay.
    const again = await clients[0]!.postJson("/api/retry-renewal-payment", {}, "PUT");
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ errorText: "There is no failed payment to retry." });
    expect(renewalTx(emails[0]!)).toHaveLength(1);

    const form = await clients[1]!.postForm("/api/retry-renewal-payment", { redirectTo: "/explore" });
    expect(form.status).toBe(302);
    expect(form.headers.get("Location")).toBe("/explore");
    expect(subOf(emails[1]!).status).toBe("active");
    const page = await (await clients[1]!.get("/explore")).text();
    expect(page).toContain("Your payment went through. Your subscription is active again.");

    // The scheduled retry that was waiting finds nothing to do.
    await runDue(at(end, 2 * DAY));
    for (const e of emails) expect(renewalTx(e)).toHaveLength(1);
  });

  it("refuses visitors, other methods and other learners' renewals", async () => {
    const anon = server.client();
    const put = await anon.postJson("/api/retry-renewal-payment", {}, "PUT");
    expect(put.status).toBe(401);
    expect(await put.json()).toEqual({ errorText: "You need to log in to do that." });
    const { client: other } = await signUpVerified(server, { email: "nosy@example.com" });
    expect((await other.get("/api/retry-renewal-payment")).status).toBe(405);
    const mine = server.db.prepare("SELECT id, subscription_id FROM renewals ORDER BY id LIMIT 1").get() as { id: number; subscription_id: number };
    const theirs = await other.get(`/api/check-retry-payment-success-status/${mine.subscription_id}/${mine.id}`);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ errorText: "We could not find that renewal payment." });
    for (const bad of ["abc/1", "1/-2", "1/99999999999999999999"]) {
      const r = await other.get(`/api/check-retry-payment-success-status/${bad}`);
      expect(r.status).toBe(404);
    }
    expect((await other.postJson("/api/retry-renewal-payment", {}, "PUT")).status).toBe(409);
  });
});

describe("auto-renew off", () => {
  it("is never renewed, and access ends with the paid period", async () => {
    const email = "no-renew@example.com";
    const c = await buyer(email, "/checkout/subscription-buy?plan=300-1-6000");
    server.db.prepare("UPDATE subscriptions SET auto_renew = 0, status = 'renewal_canceled' WHERE user_id = ?").run(userId(email));
    const end = subOf(email).expiration_date;
    await runDue(at(end, 1000));
    expect(renewalsOf(email)).toEqual([]);
    expect(intentsFor(email)).toEqual([]);
    expect(subOf(email).status).toBe("renewal_canceled");
    void c;
  });
});

describe("codelift billing run-due", () => {
  it("refuses a clock it cannot read, with a clear message and exit code 2", async () => {
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ["cli/bin.js", "billing", "run-due", "--now", "next tuesday"],
        { env: { ...process.env, DATABASE_URL: server.dbFile } },
        (err, _out, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stderr }),
      );
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--now must be a date or a date and time, e.g. 2027-01-31 or 2027-01-31T09:00:00Z");
  });
});
