// Reliability of renewals (docs/product/billing.md#renewals): a server process that renews on its timer is killed with
// SIGKILL in the middle of a stream of renewals, again and again; after the last restart every
// due renewal is charged exactly once (at the processor and in our books) and the SQLite file is
// intact. Then 50 checkouts at once while two more runners renew: every acknowledged payment is
// there, nothing is charged twice. The numbers measured are printed for the issue's closing note.
import { spawn, execFile, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverCommand, signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";

let web: TestServer;
beforeAll(async () => {
  web = await startServer();
});
afterAll(async () => web?.stop());

const count = (sql: string, ...args: unknown[]) => (web.db.prepare(sql).get(...args) as { n: number }).n;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** N learners whose monthly plan (paid with a working saved card) ended an hour ago. */
function dueLearners(prefix: string, n: number): number[] {
  const ended = new Date(Date.now() - 3600_000).toISOString();
  const started = new Date(Date.now() - 31 * 86_400_000).toISOString();
  const ids: number[] = [];
  web.db.transaction(() => {
    for (let i = 0; i < n; i++) {
      const { id } = web.db
        .prepare("INSERT INTO users (email, full_name, password_hash, verified) VALUES (?, ?, 'not-a-login', 1) RETURNING id")
        .get(`${prefix}-${i}@example.com`, `Learner ${i}`) as { id: number };
      const token = `card_${prefix}_${i}`;
      web.db
        .prepare(
          "INSERT INTO gateway_cards (token, user_id, brand, last4, exp_month, exp_year, behavior, fingerprint) VALUES (?, ?, 'Visa', '4242', 12, 2034, 'succeed', ?)",
        )
        .run(token, id, `fp_${prefix}_${i}`);
      web.db
        .prepare(
          "INSERT INTO payment_methods (user_id, processor, processor_token, brand, last4, exp_month, exp_year, is_primary) VALUES (?, 'embedded', ?, 'Visa', '4242', 12, 2034, 1)",
        )
        .run(id, token);
      web.db
        .prepare(
          "INSERT INTO subscriptions (user_id, plan_code, feature_set, validity_months, plan_type, status, paid_cents, start_date, expiration_date, is_trial, auto_renew, processor) VALUES (?, '300-1-6000', 300, 1, 6000, 'active', 5900, ?, ?, 0, 1, 'embedded')",
        )
        .run(id, started, ended);
      ids.push(id);
    }
  })();
  return ids;
}

/** A second server process on the same database whose only job here is its billing timer. */
function startRenewer(): { child: ChildProcess; exited: Promise<void> } {
  const { command, args, cwd } = serverCommand();
  const child = spawn(command, args, {
    cwd,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: web.dbFile,
      NODE_ENV: "production",
      APP_ORIGIN: web.baseUrl,
      BILLING_INTERVAL_SECONDS: "1",
      BILLING_LEASE_SECONDS: "1",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let err = "";
  child.stderr!.on("data", (c: Buffer) => (err += c.toString()));
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      if (err.trim()) console.error(`renewer stderr:\n${err}`);
      resolve();
    }),
  );
  return { child, exited };
}

function renewalBooks(userIds: number[]) {
  const list = userIds.join(",");
  return {
    renewals: count(`SELECT COUNT(*) AS n FROM renewals WHERE user_id IN (${list})`),
    paid: count(`SELECT COUNT(*) AS n FROM renewals WHERE user_id IN (${list}) AND status = 'paid'`),
    charging: count(`SELECT COUNT(*) AS n FROM renewals WHERE user_id IN (${list}) AND status = 'charging'`),
    transactions: count(`SELECT COUNT(*) AS n FROM transactions WHERE user_id IN (${list}) AND checkout_type = 'subscription-renewal'`),
    distinctSubscriptions: count(
      `SELECT COUNT(DISTINCT subscription_id) AS n FROM transactions WHERE user_id IN (${list}) AND checkout_type = 'subscription-renewal'`,
    ),
    charges: count(
      `SELECT COUNT(*) AS n FROM gateway_intents WHERE user_id IN (${list}) AND status = 'succeeded' AND idempotency_key LIKE 'renewal-%'`,
    ),
    renewedPlans: count(
      `SELECT COUNT(*) AS n FROM subscriptions WHERE user_id IN (${list}) AND status = 'active' AND expiration_date > ?`,
      new Date().toISOString(),
    ),
  };
}

describe("kill -9 during a stream of renewals", () => {
  it("charges every due renewal exactly once after restarts, and leaves the database intact", async () => {
    const N = 300;
    const users = dueLearners("crash", N);
    const kills: { paidBefore: number; chargingAtKill: number }[] = [];
    let paidBefore = 0;
    for (let round = 0; round < 6 && renewalBooks(users).paid < N; round++) {
      const renewer = startRenewer();
      // Let it get going (a few dozen renewals), then kill it without warning.
      const started = Date.now();
      while (renewalBooks(users).paid < Math.min(N, paidBefore + 25) && Date.now() - started < 30_000) await sleep(5);
      renewer.child.kill("SIGKILL");
      await renewer.exited;
      const books = renewalBooks(users);
      kills.push({ paidBefore: books.paid, chargingAtKill: books.charging });
      paidBefore = books.paid;
    }
    // The last restart finishes the job (a crashed claim is resumed once its lease has passed).
    const last = startRenewer();
    const started = Date.now();
    while (renewalBooks(users).paid < N && Date.now() - started < 120_000) await sleep(50);
    last.child.kill("SIGTERM");
    await last.exited;

    const books = renewalBooks(users);
    console.log(
      `crash test: ${kills.length} kills (paid so far / claims in flight at each kill: ${kills.map((k) => `${k.paidBefore}/${k.chargingAtKill}`).join(", ")}); final: ${JSON.stringify(books)}`,
    );
    expect(kills.length).toBeGreaterThanOrEqual(2);
    expect(kills.some((k) => k.paidBefore < N)).toBe(true);
    expect(books).toEqual({ renewals: N, paid: N, charging: 0, transactions: N, distinctSubscriptions: N, charges: N, renewedPlans: N });
    // No renewal was charged under two keys, and every charge belongs to one renewal.
    expect(
      count(
        `SELECT COUNT(*) AS n FROM (SELECT user_id FROM gateway_intents WHERE idempotency_key LIKE 'renewal-%' AND status = 'succeeded' AND user_id IN (${users.join(",")}) GROUP BY user_id HAVING COUNT(*) > 1)`,
      ),
    ).toBe(0);
    expect(web.db.pragma("integrity_check", { simple: true })).toBe("ok");
    expect(web.db.pragma("foreign_key_check")).toEqual([]);
  }, 300_000);
});

describe("50 checkouts at once while renewals run", () => {
  function runDueCli(): Promise<{ paid: number }> {
    return new Promise((resolve, reject) =>
      execFile(
        process.execPath,
        ["cli/bin.js", "billing", "run-due", "--json"],
        { env: { ...process.env, DATABASE_URL: web.dbFile }, timeout: 120_000 },
        (err, out, stderr) => (err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(JSON.parse(out) as { paid: number })),
      ),
    );
  }

  it("acknowledges every payment, records each once, and renews every due plan once", async () => {
    const due = dueLearners("concurrent-renewal", 100);
    const buyers: { email: string; client: Client }[] = [];
    for (let i = 0; i < 50; i++) {
      const email = `concurrent-buyer-${i}@example.com`;
      buyers.push({ email, client: (await signUpVerified(web, { email })).client });
    }
    const path = "/checkout/subscription-buy?plan=300-12-6000";
    const forms = await Promise.all(
      buyers.map(async (b) => ({
        ...b,
        attemptId: (await (await b.client.get(path)).text()).match(/name="attempt_id" value="([0-9a-f-]{36})"/)![1]!,
      })),
    );

    const started = Date.now();
    const [answers, cliA, cliB] = await Promise.all([
      Promise.all(
        forms.map((f) =>
          f.client.postForm(path, {
            attempt_id: f.attemptId,
            plan: "300-12-6000",
            card_number: "4242 4242 4242 4242",
            card_expiry: "12/34",
            card_cvc: "123",
          }),
        ),
      ),
      runDueCli(),
      runDueCli(),
    ]);
    const elapsed = Date.now() - started;

    const statuses = answers.map((r) => r.status);
    if (statuses.some((s) => s !== 302)) console.error(web.output().slice(-4000));
    expect(statuses.filter((s) => s !== 302)).toEqual([]);
    answers.forEach((r, i) => expect(r.headers.get("Location")).toBe(`/order-confirmation?attempt=${forms[i]!.attemptId}`));
    // Every acknowledged payment is in the books, once, with the plan it bought.
    for (const f of forms) {
      const uid = (web.db.prepare("SELECT id FROM users WHERE email = ?").get(f.email) as { id: number }).id;
      expect(
        count("SELECT COUNT(*) AS n FROM transactions WHERE attempt_id = ? AND status = 'succeeded' AND amount_cents = 29900", f.attemptId),
      ).toBe(1);
      expect(count("SELECT COUNT(*) AS n FROM subscriptions WHERE user_id = ? AND status = 'active' AND plan_code = '300-12-6000'", uid)).toBe(1);
      expect(count("SELECT COUNT(*) AS n FROM gateway_intents WHERE idempotency_key = ? AND status = 'succeeded'", f.attemptId)).toBe(1);
    }
    const books = renewalBooks(due);
    console.log(
      `concurrency test: 50 checkouts + 2 renewal runners (${cliA.paid} + ${cliB.paid} renewals paid) in ${elapsed} ms; renewals: ${JSON.stringify(books)}`,
    );
    expect(cliA.paid + cliB.paid).toBe(100);
    expect(books).toEqual({ renewals: 100, paid: 100, charging: 0, transactions: 100, distinctSubscriptions: 100, charges: 100, renewedPlans: 100 });
    expect(web.output()).not.toMatch(/Error|error/);
    expect(web.db.pragma("integrity_check", { simple: true })).toBe("ok");
  }, 300_000);
});
