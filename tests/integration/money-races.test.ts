// Money under concurrency, against a server of two processes on one SQLite file (so a lock held in
// one process's memory could not help): a coupon capped at one use is redeemed once however many
// learners pay with it at the same moment, and a learner who sends the same plan's checkout from
// two (or twenty) tabs at once is charged once and gets one plan. The losers get a clear answer,
// never a 500. Each race runs several rounds, since a race lost once can be won by luck the next.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";

const ROUNDS = 3;
// Two tabs race in a narrower window than twenty: more rounds, so that the old code is caught.
const TWO_TAB_ROUNDS = 5;
const CHECKOUT = "/api/braintree/create-intent-transaction";
const PLAN = "300-1-6000";
const ALREADY_SUBSCRIBED = "You already have an active subscription. Change your plan with an upgrade instead.";
const PROCESSING = "Your payment is still being processed. Please wait a moment and reload.";
const capReached = (code: string) => `The coupon "${code}" has reached its redemption limit.`;

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ WEB_CONCURRENCY: "2" });
  expect(server.output()).toContain("(2 processes)");
}, 180_000);
afterAll(async () => server?.stop());

const count = (sql: string, ...args: unknown[]) => (server.db.prepare(sql).get(...args) as { n: number }).n;
const userId = (email: string) => (server.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;

/** `n` verified learners with a session each (signed up a few at a time). */
async function learners(prefix: string, n: number): Promise<{ email: string; client: Client }[]> {
  const out: { email: string; client: Client }[] = [];
  for (let i = 0; i < n; i += 5) {
    const batch = Array.from({ length: Math.min(5, n - i) }, (_, j) => `${prefix}-${i + j}@example.com`);
    out.push(...(await Promise.all(batch.map(async (email) => ({ email, client: (await signUpVerified(server, { email })).client })))));
  }
  return out;
}

/** A one-time card nonce of the embedded gateway for this learner. */
async function nonceFor(c: Client, number = "4242424242424242"): Promise<string> {
  const token = (await (await c.postJson("/api/braintree/client-token-for-sale", {})).json()).token as string;
  const res = await c.postJson("/api/braintree/tokenize-card", { client_token: token, card_number: number, card_expiry: "12/34", card_cvc: "123" });
  expect(res.status).toBe(200);
  return (await res.json()).nonce as string;
}

type Answer = { status: number; body: { status?: string; errorText?: string } };

/** Every request sent at once (each a fresh attempt id unless the body names one). */
async function allAtOnce(requests: (() => Promise<Response>)[]): Promise<Answer[]> {
  const responses = await Promise.all(requests.map((send) => send()));
  return Promise.all(responses.map(async (r) => ({ status: r.status, body: (await r.json()) as Answer["body"] })));
}

const succeeded = (answers: Answer[]) => answers.filter((a) => a.status === 200 && a.body.status === "succeeded");

function addCoupon(code: string, percent: number) {
  server.db
    .prepare(
      "INSERT INTO coupons (code, kind, value, max_redemptions, redemptions, description, active) VALUES (?, 'percent', ?, 1, 0, 'one use', 1)",
    )
    .run(code, percent);
}

describe("a coupon capped at one use", () => {
  for (let round = 1; round <= ROUNDS; round++) {
    it(`is redeemed once when twenty learners pay with it at once, free plan (round ${round})`, async () => {
      const code = `ONCE-FREE-${round}`;
      addCoupon(code, 100);
      const buyers = await learners(`coupon-free-${round}`, 20);
      const answers = await allAtOnce(
        buyers.map(
          ({ client }) =>
            () =>
              client.postJson(CHECKOUT, {
                attempt_id: randomUUID(),
                checkout_type: "subscription-buy",
                plan: PLAN,
                coupon: code,
                payment_method_token: "unused-for-a-free-plan",
              }),
        ),
      );
      expect(answers.filter((a) => a.status >= 500)).toEqual([]);
      expect(succeeded(answers)).toHaveLength(1);
      for (const a of answers.filter((x) => x.body.status !== "succeeded")) {
        expect(a.status).toBe(409);
        expect(a.body.errorText).toBe(capReached(code));
      }
      expect(count("SELECT redemptions n FROM coupons WHERE code = ?", code)).toBe(1);
      expect(count("SELECT count(*) n FROM transactions WHERE coupon_code = ?", code)).toBe(1);
      const ids = buyers.map((b) => userId(b.email));
      expect(count(`SELECT count(*) n FROM subscriptions WHERE user_id IN (${ids.join(",")})`)).toBe(1);
    }, 120_000);
  }

  it("is redeemed once and charged once when twenty learners pay half with it by card at once", async () => {
    const code = "ONCE-HALF";
    addCoupon(code, 50);
    const buyers = await learners("coupon-half", 20);
    const nonces = await Promise.all(buyers.map(({ client }) => nonceFor(client)));
    const answers = await allAtOnce(
      buyers.map(
        ({ client }, i) =>
          () =>
            client.postJson(CHECKOUT, {
              attempt_id: randomUUID(),
              checkout_type: "subscription-buy",
              plan: PLAN,
              coupon: code,
              payment_method_nonce: nonces[i],
            }),
      ),
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(succeeded(answers)).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.status !== "succeeded")) expect([a.status, a.body.errorText]).toEqual([409, capReached(code)]);
    expect(count("SELECT redemptions n FROM coupons WHERE code = ?", code)).toBe(1);
    const ids = buyers.map((b) => userId(b.email)).join(",");
    // Nobody who was refused was charged.
    expect(count(`SELECT count(*) n FROM gateway_intents WHERE user_id IN (${ids})`)).toBe(1);
    expect(count(`SELECT count(*) n FROM transactions WHERE user_id IN (${ids})`)).toBe(1);
  }, 120_000);
});

describe("one learner paying for a plan from several tabs at once", () => {
  async function race(prefix: string, tabs: number) {
    const [{ email, client }] = await learners(prefix, 1);
    const nonces: string[] = [];
    for (let i = 0; i < tabs; i++) nonces.push(await nonceFor(client));
    const answers = await allAtOnce(
      nonces.map(
        (nonce) => () =>
          client.postJson(CHECKOUT, { attempt_id: randomUUID(), checkout_type: "subscription-buy", plan: PLAN, payment_method_nonce: nonce }),
      ),
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(succeeded(answers)).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.status !== "succeeded")) {
      // Refused while the first tab's payment is in flight, or after it gave the plan.
      expect(a.status === 409 ? a.body.errorText : [a.status, a.body.errorText]).toEqual(a.status === 409 ? PROCESSING : [400, ALREADY_SUBSCRIBED]);
    }
    const id = userId(email);
    expect(count("SELECT count(*) n FROM gateway_intents WHERE user_id = ?", id)).toBe(1);
    expect(count("SELECT count(*) n FROM transactions WHERE user_id = ?", id)).toBe(1);
    expect(count("SELECT count(*) n FROM subscriptions WHERE user_id = ? AND status = 'active'", id)).toBe(1);
    // The refusals end with the race: once the plan is given, a new tab is told so.
    const later = await client.postJson(CHECKOUT, {
      attempt_id: randomUUID(),
      checkout_type: "subscription-buy",
      plan: PLAN,
      payment_method_nonce: await nonceFor(client),
    });
    expect([later.status, (await later.json()).errorText]).toEqual([400, ALREADY_SUBSCRIBED]);
  }

  for (let round = 1; round <= TWO_TAB_ROUNDS; round++) {
    it(`two tabs: charged once, one plan (round ${round})`, () => race(`two-tabs-${round}`, 2), 120_000);
  }
  for (let round = 1; round <= ROUNDS; round++) {
    it(`twenty tabs: charged once, one plan (round ${round})`, () => race(`twenty-tabs-${round}`, 20), 120_000);
  }
});
