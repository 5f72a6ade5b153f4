// The real `codelift` command (node cli/bin.js … --json) as a child process against a fresh
// SQLite file that the CLI itself migrates and seeds on first use: the database commands and pricing.
// (The engine's commands are in cli-engine.test.ts, billing and coupons in cli-billing.test.ts.)
import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliOn, type CliRun } from "./helpers/cli";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-cli-"));
const dbFile = path.join(dir, "codelift.db");
const NOW = "2026-11-20"; // before BLACKFRIDAY40 ends, after SPRING30 ended
const { run, json, expectBadInput } = cliOn(dbFile);

let first: CliRun;
beforeAll(async () => {
  // The first command finds no database: it migrates and seeds it (notes go to stderr only).
  first = await run(["price", "300-12-6000", "--json", "--now", NOW]);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("a fresh database", () => {
  it("is migrated and seeded by the first command, with stdout still one JSON document", async () => {
    expect(first.code).toBe(0);
    expect(first.stderr).toMatch(/^Seeded .*codelift\.db: .*plan prices/);
    expect(JSON.parse(first.stdout).total_price_usd).toBe(299);
    const status = await json(["db", "status"]);
    expect(status).toMatchObject({ file: dbFile, exists: true, pending: 0 });
    const rows = Object.fromEntries(status.tables.map((t: { name: string; rows: number }) => [t.name, t.rows]));
    expect(rows.plan_prices).toBeGreaterThan(20);
    expect(rows.coupons).toBeGreaterThan(0);
    expect(rows.regional_discounts).toBeGreaterThan(0);
    expect(status.migrations.every((m: { applied: boolean }) => m.applied)).toBe(true);
  });

  it("db seed leaves a seeded database alone; db migrate is a no-op when current", async () => {
    expect(await json(["db", "seed"])).toMatchObject({ seeded: false, summary: null });
    expect(await json(["db", "migrate"])).toMatchObject({ applied_now: 0 });
  });

  it("db seed --reset rebuilds the database: local changes are gone, the seed is back", async () => {
    const db = new Database(dbFile);
    db.prepare("INSERT INTO users (email, full_name, password_hash) VALUES ('local@example.com', 'Local Change', 'x')").run();
    db.prepare("DELETE FROM coupons WHERE code = 'WELCOME20'").run();
    db.close();
    const reset = await json(["db", "seed", "--reset"]);
    expect(reset.seeded).toBe(true);
    const check = new Database(dbFile, { readonly: true });
    try {
      expect(check.prepare("SELECT count(*) n FROM users WHERE email = 'local@example.com'").get()).toEqual({ n: 0 });
      expect(check.prepare("SELECT count(*) n FROM coupons WHERE code = 'WELCOME20'").get()).toEqual({ n: 1 });
      expect((check.prepare("SELECT count(*) n FROM coach_modules").get() as { n: number }).n).toBeGreaterThanOrEqual(25);
    } finally {
      check.close();
    }
  });
  it("db seed --reset empties the billing tables too (rows that name a transaction go first) and every table of the schema", async () => {
    const db = new Database(dbFile);
    db.pragma("foreign_keys = ON");
    const user = db.prepare("INSERT INTO users (email, full_name, password_hash) VALUES ('payer@example.com', 'Payer', 'x') RETURNING id").get() as {
      id: number;
    };
    db.prepare(
      "INSERT INTO gateway_cards (token, user_id, brand, last4, exp_month, exp_year, behavior, fingerprint) VALUES ('card_1', ?, 'visa', '4242', 12, 2034, 'succeed', 'f')",
    ).run(user.id);
    db.prepare("INSERT INTO gateway_nonces (nonce, card_token, expires_at) VALUES ('nonce_1', 'card_1', '2099-01-01T00:00:00.000Z')").run();
    db.prepare(
      "INSERT INTO gateway_intents (id, user_id, amount_cents, currency, status, card_token, idempotency_key) VALUES ('pi_1', ?, 29900, 'usd', 'succeeded', 'card_1', 'a-1')",
    ).run(user.id);
    db.prepare(
      "INSERT INTO payment_methods (user_id, processor, processor_token, brand, last4, exp_month, exp_year, is_primary) VALUES (?, 'embedded', 'card_1', 'visa', '4242', 12, 2034, 1)",
    ).run(user.id);
    db.prepare(
      "INSERT INTO checkout_attempts (id, user_id, checkout_type, item_code, price, total_cents, status, processor) VALUES ('a-1', ?, 'subscription-gift', '300-12-6000', '[]', 29900, 'succeeded', 'embedded')",
    ).run(user.id);
    const tx = db
      .prepare(
        "INSERT INTO transactions (user_id, attempt_id, checkout_type, item_code, amount_cents, currency, status, processor, line_items) VALUES (?, 'a-1', 'subscription-gift', '300-12-6000', 29900, 'USD', 'succeeded', 'embedded', '[]') RETURNING id",
      )
      .get(user.id) as { id: number };
    db.prepare(
      "INSERT INTO gifts (buyer_user_id, receiver_email, plan_code, token_hash, transaction_id) VALUES (?, 'friend@example.com', '300-12-6000', 'h', ?)",
    ).run(user.id, tx.id);
    db.prepare("INSERT INTO course_ownerships (user_id, author_id, work_id, transaction_id) VALUES (?, 4831, 100001, ?)").run(user.id, tx.id);
    db.prepare("INSERT INTO certificates (user_id, author_id, work_id, transaction_id) VALUES (?, 4831, 100001, ?)").run(user.id, tx.id);
    db.prepare("INSERT INTO stripe_customers (user_id, customer_id) VALUES (?, 'cus_1')").run(user.id);
    db.prepare("INSERT INTO webhook_events (id, processor, type) VALUES ('evt_1', 'stripe', 'payment_intent.succeeded')").run();
    db.prepare("INSERT INTO staff_audit_log (actor_user_id, action) VALUES (?, 'outbox.view')").run(user.id);
    db.close();

    const r = await run(["db", "seed", "--reset", "--json"]);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ reset: true, seeded: true });
    const billingTables = [
      "gateway_nonces",
      "gateway_intents",
      "course_ownerships",
      "certificates",
      "gifts",
      "transactions",
      "checkout_attempts",
      "stripe_customers",
      "webhook_events",
      "staff_audit_log",
    ];
    const check = new Database(dbFile, { readonly: true });
    try {
      for (const table of billingTables) expect([table, check.prepare(`SELECT count(*) n FROM ${table}`).get()]).toEqual([table, { n: 0 }]);
      // The saved cards are gone too; what is left is the seeded premium learner's own test Visa.
      expect(check.prepare("SELECT count(*) n FROM gateway_cards WHERE token = 'card_1'").get()).toEqual({ n: 0 });
      expect(check.prepare("SELECT count(*) n FROM payment_methods WHERE processor_token = 'card_1'").get()).toEqual({ n: 0 });
      expect(check.prepare("SELECT u.email, p.last4 FROM payment_methods p JOIN users u ON u.id = p.user_id").all()).toEqual([
        { email: "premium@codelift.test", last4: "4242" },
      ]);
      expect(check.prepare("SELECT count(*) n FROM users WHERE email = 'payer@example.com'").get()).toEqual({ n: 0 });
      // A table the reset does not know would keep its rows: every table of the database is listed.
      const tables = (
        check
          .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_\\_%' ESCAPE '\\'")
          .all() as { name: string }[]
      ).map((t) => t.name);
      const { getTableName } = await import("drizzle-orm");
      const { tablesInDeleteOrder } = await import("../../seeds/index");
      // The full-text indexes (notes_fts, courses_fts and their shadow tables) follow their tables through triggers;
      // the one-row change counters (content_version, catalog_version) are kept, so that caches see the reseed as a change.
      const followers = (t: string) => t.startsWith("notes_fts") || t.startsWith("courses_fts") || t === "content_version" || t === "catalog_version";
      expect(tables.filter((t) => !followers(t) && !tablesInDeleteOrder.some((x) => getTableName(x) === t))).toEqual([]);
      expect(tables).toEqual(expect.arrayContaining(["users", "transactions", "gifts", "coupons"]));
    } finally {
      check.close();
    }
  });
});

describe("codelift price", () => {
  it("lists the line items in the price order with the right cents", async () => {
    const d = await json(["price", "300-12-6000", "--coupon", "WELCOME20", "--country", "IN", "--now", NOW]);
    expect(d.line_items.map((l: { id: string; amount_cents: number }) => [l.id, l.amount_cents])).toEqual([
      ["list_price", 29900],
      ["regional_discount", -17940],
      ["coupon_discount", -2392],
    ]);
    expect(d).toMatchObject({
      plan: "300-12-6000",
      checkout_type: "subscription-buy",
      list_price_usd: 299,
      total_price_usd: 95.68,
      discount_percent: 68,
      credit_amount_usd: 0,
      coupon: { coupon_discount_usd: 23.92, discount_never_expires: false },
      workData: { upgrade_discount_amount_usd: 0 },
      coupon_rejection: null,
    });
  });

  it("applies every step in order: regional, GitHub student, coupon, upgrade credit, referral credit", async () => {
    const d = await json([
      "price",
      "300-12-6000",
      "--country",
      "in",
      "--github-student",
      "--coupon",
      "LIFETIME15",
      "--upgrade-from",
      "300-1-6000",
      "--days-left",
      "15",
      "--credit",
      "5",
      "--now",
      NOW,
    ]);
    expect(d.line_items.map((l: { id: string; amount_cents: number }) => [l.id, l.amount_cents])).toEqual([
      ["list_price", 29900],
      ["regional_discount", -17940], // 60 %
      ["github_discount", -3588], // 30 % of 119.60
      ["coupon_discount", -1256], // 15 % of 83.72 = 12.558, half up
      ["upgrade_credit", -2950], // 59.00 × 15 / 30 days
      ["referral_credit", -500],
    ]);
    expect(d).toMatchObject({
      checkout_type: "subscription-upgrade",
      total_price_usd: 36.66,
      discount_percent: 76,
      credit_amount_usd: 5,
      coupon: { coupon_discount_usd: 12.56, discount_never_expires: true },
      workData: { upgrade_discount_amount_usd: 29.5 },
      upgrade: { from: "300-1-6000", days_left: 15, period_days: 30 },
    });
  });

  it("shows why a coupon is rejected (exit 0) and prices without it", async () => {
    const [expired, exhausted, wrongPlan] = await Promise.all([
      json(["price", "300-12-6000", "--coupon", "SPRING30", "--now", NOW]),
      json(["price", "300-12-6000", "--coupon", "LAUNCH100", "--now", NOW]),
      json(["price", "300-1-6000", "--coupon", "FLAT50", "--now", NOW]),
    ]);
    expect(expired.coupon_rejection).toMatchObject({ code: "SPRING30", reason: "expired" });
    expect(expired.coupon_rejection.message).toMatch(/has expired/);
    expect(expired).toMatchObject({ coupon: null, total_price_usd: 299 });
    expect(exhausted.coupon_rejection.reason).toBe("redemption-cap-reached");
    expect(wrongPlan.coupon_rejection.reason).toBe("not-for-this-plan");
    expect(wrongPlan.total_price_usd).toBe(59);
  });

  it("fails with exactly 'Unexpected checkout type' for an unknown checkout type", async () => {
    await expectBadInput(["price", "300-12-6000", "--checkout-type", "nonsense", "--json"], "Unexpected checkout type");
  });

  it("rejects bad input with exit 2 and a one-line message", async () => {
    await Promise.all([
      expectBadInput(["price", "999-12-6000", "--json"], /unknown feature set 999/),
      expectBadInput(["price", "300-12", "--json"], /Invalid plan code/),
      expectBadInput(["price", "200-3-6001", "--json"], /Unknown plan 200-3-6001: no list price/),
      expectBadInput(["price", "300-12-6000", "--coupon", "NOPE", "--json"], /Unknown coupon NOPE \(known: .*WELCOME20/),
      expectBadInput(["price", "300-12-6000", "--credit", "abc", "--json"], /--credit must be a USD amount/),
      expectBadInput(["price", "300-12-6000", "--country", "USA", "--json"], /--country must be a two-letter/),
      expectBadInput(["price", "300-12-6000", "--upgrade-from", "300-1-6000", "--json"], /--upgrade-from needs --days-left/),
      expectBadInput(["price", "300-12-6000", "--upgrade-from", "300-1-6000", "--days-left", "x", "--json"], /--days-left must be a whole number/),
      expectBadInput(["price", "150-12-6000", "--upgrade-from", "100-12-6000", "--days-left", "5", "--json"], /only on 1-month plans/),
      expectBadInput(["price", "300-12-6000", "--now", "someday", "--json"], /--now must be a date/),
      expectBadInput(["price", "--json"], /missing required argument/),
      expectBadInput(["price", "300-12-6000", "--bogus"], /unknown option '--bogus'/),
    ]);
  });

  it("prints a readable Ink view with the key figures without --json", async () => {
    const r = await run(["price", "300-12-6000", "--coupon", "WELCOME20", "--country", "IN", "--now", NOW]);
    expect(r.code).toBe(0);
    for (const s of [
      "Price of 300-12-6000",
      "List price",
      "$299.00",
      "Regional discount (60%)",
      "-$179.40",
      "Coupon WELCOME20 (20%)",
      "-$23.92",
      "Total",
      "$95.68",
      "68% off",
    ]) {
      expect(r.stdout).toContain(s);
    }
    expect(() => JSON.parse(r.stdout)).toThrow();
    const widest = Math.max(...r.stdout.split("\n").map((l) => l.length));
    expect(widest).toBeLessThanOrEqual(80);
  });
});

describe("codelift pricing table", () => {
  it("prices every plan and marks the best banner discount", async () => {
    const d = await json(["pricing", "table", "--coupon", "FLAT50", "--country", "IN", "--now", NOW]);
    expect(d.plans.length).toBeGreaterThan(20);
    // FLAT50 ($50 off 3 annual plans) is the only banner line; the cheapest of them wins.
    expect(d.best_discount.plan).toBe("200-12-6000");
    expect(d.plans.filter((p: { best: boolean }) => p.best).map((p: { plan: string }) => p.plan)).toEqual(["200-12-6000"]);
    const p = d.plans.find((x: { plan: string }) => x.plan === "300-12-6000");
    expect(p.total_price_usd).toBe(69.6);
    expect(d.plans.find((x: { plan: string }) => x.plan === "300-1-6000").coupon_rejection.reason).toBe("not-for-this-plan");
  });
});

describe("codelift offer", () => {
  const cases: [string[], string, string][] = [
    [["--feature-set", "400", "--validity", "24", "--subscribed"], "subscription-upgrade", "400-24-6000"],
    [["--feature-set", "400", "--validity", "24"], "subscription-upgrade", "400-24-6000"],
    [["--feature-set", "300", "--validity", "24", "--subscribed"], "subscription-upgrade", "300-24-6000"],
    [["--feature-set", "100", "--validity", "1", "--subscribed"], "subscription-upgrade", "300-12-6000"],
    [[], "subscription-quick-buy", "300-12-6000"],
    [["--buy"], "subscription-buy", "300-12-6000"],
    [["--feature-set", "200", "--validity", "24", "--buy"], "subscription-buy", "300-24-6000"],
  ];
  it("follows the plan offer rule", async () => {
    const results = await Promise.all(cases.map(([args]) => json(["offer", ...args])));
    results.forEach((d, i) => {
      const [, checkoutType, plan] = cases[i]!;
      expect(d, cases[i]![0].join(" ")).toMatchObject({
        checkout_type: checkoutType,
        plan_code: plan,
        url: `/checkout/${checkoutType}?plan=${plan}`,
      });
    });
  });

  it("rejects unknown feature sets and half-given plans", async () => {
    await Promise.all([
      expectBadInput(["offer", "--feature-set", "500", "--validity", "12"], /--feature-set must be one of/),
      expectBadInput(["offer", "--feature-set", "300"], /give both, or neither/),
      expectBadInput(["offer", "--validity", "7", "--feature-set", "300"], /--validity must be one of/),
    ]);
  });
});
