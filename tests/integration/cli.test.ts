// The real `codelift` command (node cli/bin.js … --json) as a child process against a fresh
// SQLite file that the CLI itself migrates and seeds on first use.
import Database from "better-sqlite3";
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-cli-"));
const dbFile = path.join(dir, "codelift.db");
const NOW = "2026-11-20"; // before BLACKFRIDAY40 ends, after SPRING30 ended

type Run = { code: number; stdout: string; stderr: string };

function run(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["cli/bin.js", ...args],
      { cwd: root, env: { ...process.env, DATABASE_URL: dbFile, NO_COLOR: "1", ...env }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each command prints a document of its own shape, which the tests read field by field
async function json(args: string[]): Promise<any> {
  const r = await run([...args, "--json"]);
  if (r.code !== 0) throw new Error(`codelift ${args.join(" ")} exited ${r.code}: ${r.stderr}`);
  return JSON.parse(r.stdout); // exactly one document: JSON.parse fails on anything extra
}

/** Bad input: exit 2, nothing on stdout, one line on stderr, no stack trace. */
async function expectBadInput(args: string[], message?: string | RegExp) {
  const r = await run(args);
  expect(r.code, `${args.join(" ")}: ${r.stderr}`).toBe(2);
  expect(r.stdout).toBe("");
  const lines = r.stderr.trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(r.stderr).not.toMatch(/\n\s+at /);
  if (typeof message === "string") expect(r.stderr.trim()).toBe(message);
  else if (message) expect(r.stderr).toMatch(message);
  return r;
}

function writeJson(name: string, data: unknown): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, typeof data === "string" ? data : JSON.stringify(data));
  return file;
}

let first: Run;
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

describe("codelift next-problem", () => {
  const problems = [
    { id: "e1", difficulty: "easy" },
    { id: "m1", difficulty: "medium" },
    { id: "h1", difficulty: "hard" },
    { id: "e2", difficulty: "easy" },
    { id: "m2", difficulty: "medium" },
    { id: "h2", difficulty: "hard" },
  ];
  const inPath = () => writeJson("pattern-path.json", { id: "two-pointers", problems, path: [{ id: "two-pointers" }, { id: "sliding-window" }] });
  const alone = () => writeJson("pattern-alone.json", { problems });
  let n = 0;
  const subs = (list: [string, number][]) =>
    writeJson(
      `subs-${++n}.json`,
      list.map(([problem, score], i) => ({ problem, score, created: `2026-01-01T10:0${i}:00Z` })),
    );
  const decide = (pattern: string, list: [string, number][], extra: string[] = []) =>
    json(["next-problem", "--pattern-file", pattern, "--submissions", subs(list), ...extra]);

  it("reproduces each reason", async () => {
    const p = inPath();
    const [start, twoFailures, stepUp, dflt, complete, poolEmpty, finished] = await Promise.all([
      decide(p, []),
      decide(p, [
        ["m1", 10],
        ["h1", 20],
      ]),
      decide(p, [["m1", 80]]),
      decide(p, [["e1", 90]]),
      decide(p, [
        ["m1", 100],
        ["h1", 100],
        ["m2", 100],
      ]),
      decide(p, [["e1", 10]], ["--skipped", "m1,h1,e2,m2,h2"]),
      decide(alone(), [
        ["m1", 100],
        ["h1", 100],
        ["m2", 100],
      ]),
    ]);
    expect(start).toMatchObject({ kind: "problem", reason: "start", problem: { id: "m1", difficulty: "medium" } });
    expect(start.sentence).toMatch(/not submitted anything/);
    expect(twoFailures).toMatchObject({
      reason: "two-failures",
      problem: { id: "e1" },
      points: 0,
      failure_streak: 2,
      pattern_score: 15,
    });
    expect(stepUp).toMatchObject({ reason: "step-up", problem: { id: "h1" }, points: 2, failure_streak: 0, pattern_score: 80 });
    expect(dflt).toMatchObject({ reason: "default", problem: { id: "m1" }, points: 1 });
    expect(complete).toMatchObject({
      kind: "next-pattern",
      reason: "pattern-complete",
      next_pattern: "sliding-window",
      points: 6,
      pattern_score: 100,
      problem: null,
    });
    expect(complete.staff_sentence).toMatch(/^Step 1 \(pattern-complete\)/);
    expect(poolEmpty).toMatchObject({ kind: "next-pattern", reason: "pool-empty", next_pattern: "sliding-window", pool: [] });
    expect(finished).toMatchObject({ kind: "path-finished", reason: "path-finished", moved_because: "pattern-complete" });
  });

  it("reads a pattern's problems from the database's coding path", async () => {
    const d = await json(["next-problem", "--pattern", "two-pointers", "--submissions", subs([])]);
    expect(d).toMatchObject({ pattern: "two-pointers", kind: "problem", reason: "start" });
    expect(["medium", "easy"]).toContain(d.problem.difficulty);
    await expectBadInput(["next-problem", "--pattern", "no-such-pattern", "--submissions", subs([])], /Unknown pattern no-such-pattern/);
  });

  it("rejects missing files, malformed JSON and wrong shapes", async () => {
    const p = inPath();
    const good = subs([]);
    await Promise.all([
      expectBadInput(
        ["next-problem", "--pattern-file", path.join(dir, "missing.json"), "--submissions", good],
        /cannot read the file \(no such file\)/,
      ),
      expectBadInput(["next-problem", "--pattern-file", writeJson("broken.json", "{ not json"), "--submissions", good], /not valid JSON/),
      expectBadInput(
        ["next-problem", "--pattern-file", writeJson("shape.json", { problems: [{ id: 1, difficulty: "tricky" }] }), "--submissions", good],
        /problems\[0\]\.difficulty/,
      ),
      expectBadInput(
        ["next-problem", "--pattern-file", p, "--submissions", writeJson("unknown.json", [{ problem: "zz", score: 5, created: "2026-01-01" }])],
        /zz is not a problem of two-pointers/,
      ),
      expectBadInput(
        ["next-problem", "--pattern-file", p, "--submissions", writeJson("score.json", [{ problem: "e1", score: 500, created: "2026-01-01" }])],
        /\[0\]\.score: a score is 0 to 100/,
      ),
      expectBadInput(["next-problem", "--pattern-file", p, "--submissions", good, "--skipped", "e1,,m1"], /--skipped must be a comma-separated list/),
      expectBadInput(["next-problem", "--pattern-file", p, "--submissions", good, "--skipped", "q9"], /--skipped: q9 is not a problem/),
      expectBadInput(["next-problem", "--submissions", good], /give either --pattern SLUG or --pattern-file F/),
    ]);
  });
});

describe("codelift plan weekly", () => {
  it("splits 25 modules over 28 days into 7, 6, 6, 6 and the empty bucket", async () => {
    const d = await json(["plan", "weekly", "--days", "28", "--modules", "25"]);
    expect(d).toMatchObject({ days_to_interview: 28, weeks: 4, sizes: [7, 6, 6, 6, 0] });
    expect(d.buckets[0]).toEqual(["module-1", "module-2", "module-3", "module-4", "module-5", "module-6", "module-7"]);
    expect(d.buckets[4]).toEqual([]);
  });

  it("counts days to an interview date, and falls back to 28 for a date in the past", async () => {
    const [soon, past] = await Promise.all([
      json(["plan", "weekly", "--interview-date", "2026-12-01", "--today", "2026-11-20", "--modules", "3"]),
      json(["plan", "weekly", "--interview-date", "2026-01-01", "--today", "2026-11-20", "--modules", "10"]),
    ]);
    expect(soon).toMatchObject({ days_to_interview: 11, weeks: 2, sizes: [2, 1, 0] });
    expect(past).toMatchObject({ days_to_interview: 28, weeks: 4, sizes: [3, 3, 2, 2, 0] });
  });

  it("plans the coding path's modules from the database", async () => {
    const d = await json(["plan", "weekly", "--days", "14", "--path", "coding"]);
    expect(d.weeks).toBe(2);
    expect(d.buckets.flat()[0]).toBe("two-pointers");
    expect(d.sizes[0]! - d.sizes[1]!).toBeLessThanOrEqual(1);
  });

  it("rejects contradictory or missing options", async () => {
    await Promise.all([
      expectBadInput(["plan", "weekly", "--modules", "3"], /give either --days N or --interview-date D/),
      expectBadInput(["plan", "weekly", "--days", "3"], /give either --modules N or --path SLUG/),
      expectBadInput(["plan", "weekly", "--days", "3", "--modules", "0"], /--modules must be between 1 and/),
      expectBadInput(["plan", "weekly", "--days", "3", "--path", "nowhere"], /Unknown path nowhere/),
    ]);
  });
});

describe("codelift access", () => {
  const course = { kind: "course", author_id: 4831, work_id: 100001, categories: [3] };
  const org = (extra: object) => ({ organization_id: 7, is_subscriber: true, ...extra });
  const decide = (user: object, content: object) =>
    json(["access", "--user-file", writeJson(`user-${++k}.json`, user), "--content-file", writeJson(`content-${k}.json`, content)]);
  let k = 0;

  it("says allowed or denied and which rule decided", async () => {
    const [free, excluded, notExcluded, notIncluded, includedCategory, path, pathFreemium] = await Promise.all([
      decide({ organizations: [] }, course),
      decide({ organizations: [org({ excluded_courses: [{ author_id: 4831, work_id: 100001 }] })] }, course),
      decide({ organizations: [org({ excluded_courses: [{ author_id: 1, work_id: 2 }] })] }, course),
      decide({ organizations: [org({ included_courses: [{ author_id: 1, work_id: 2 }] })] }, course),
      decide({ enterprise: { organizations: [org({ included_categories: [3] })] } }, course),
      decide({ organizations: [org({ include_all_courses: true, no_courses_access: true })] }, { ...course, kind: "path" }),
      decide({ organizations: [org({ include_all_courses: true, no_courses_access: true })], is_learn_freemium: true }, { ...course, kind: "path" }),
    ]);
    expect(free).toMatchObject({ allowed: true, rule: "no-subscriber-organizations" });
    expect(excluded).toMatchObject({ allowed: false, rule: "excluded-content", rule_set: "organization-content-access" });
    expect(notExcluded).toMatchObject({ allowed: true, rule: "not-excluded" });
    expect(notIncluded).toMatchObject({ allowed: false, rule: "not-included" });
    expect(includedCategory).toMatchObject({ allowed: true, rule: "included-category" });
    expect(path).toMatchObject({ allowed: false, rule: "no-courses-access", rule_set: "path-plan-organization" });
    expect(path.checks[0]).toMatchObject({ allowed: true, rule: "include-all" });
    expect(pathFreemium).toMatchObject({ allowed: true, rule: "include-all" });
  });

  it("rejects files of the wrong shape", async () => {
    const c = writeJson("content-ok.json", course);
    await Promise.all([
      expectBadInput(["access", "--user-file", writeJson("user-bad.json", { orgs: [] }), "--content-file", c], /expected "organizations"/),
      expectBadInput(
        ["access", "--user-file", writeJson("user-bad2.json", { organizations: [{ is_subscriber: true }] }), "--content-file", c],
        /organizations\[0\]\.organization_id/,
      ),
      expectBadInput(
        [
          "access",
          "--user-file",
          writeJson("user-ok.json", { organizations: [] }),
          "--content-file",
          writeJson("content-bad.json", { kind: "course" }),
        ],
        /author_id/,
      ),
      expectBadInput(["access", "--content-file", c], /--user-file F is required/),
    ]);
  });
});

describe("codelift simulate", () => {
  it("simulate coach: the same seed gives the same result, another seed another one", async () => {
    const args = ["simulate", "coach", "--learners", "300", "--days", "21", "--seed", "42", "--json"];
    const [a, b, c] = await Promise.all([run(args), run(args), run([...args.slice(0, -2), "--seed", "43", "--json"])]);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(c.stdout).not.toBe(a.stdout);
    const d = JSON.parse(a.stdout);
    expect(d.path).toBe("coding");
    expect(d.patterns).toBeGreaterThan(0);
    expect(d.per_pattern).toHaveLength(d.patterns);
    expect(d.weekly.map((w: { week: number }) => w.week)).toEqual([1, 2, 3]);
    expect(d.histogram.bins.reduce((s: number, x: { count: number }) => s + x.count, 0)).toBe(300);
    expect(d.learners.submissions.p90).toBeLessThanOrEqual(21 * 3);
    for (const p of d.per_pattern) expect(p.problems_to_complete.p50).toBeLessThanOrEqual(p.problems_to_complete.p90);
  });

  it("simulate coach: bad numbers are bad input", async () => {
    await Promise.all([
      expectBadInput(["simulate", "coach", "--skill", "1.5", "--json"], /--skill must be between 0 and 1/),
      expectBadInput(["simulate", "coach", "--learners", "ten", "--json"], /--learners must be a whole number/),
      expectBadInput(["simulate", "coach", "--path", "nowhere", "--json"], /Unknown path nowhere/),
    ]);
  });

  it("simulate coupon: revenue with and without the coupon, reproducible", async () => {
    const args = ["simulate", "coupon", "--coupon", "WELCOME20", "--learners", "2000", "--seed", "7", "--now", NOW, "--json"];
    const [a, b, flat] = await Promise.all([
      run(args),
      run(args),
      json(["simulate", "coupon", "--coupon", "FLAT50", "--learners", "2000", "--now", NOW]),
    ]);
    expect(a.stdout).toBe(b.stdout);
    const d = JSON.parse(a.stdout);
    expect(d.totals.buyers).toBe(2000);
    expect(d.totals.revenue_with_coupon_usd).toBeLessThan(d.totals.revenue_without_coupon_usd);
    expect(d.totals.coupon_discount_usd).toBeGreaterThan(0);
    expect(d.totals.coupon_applied).toBe(2000);
    expect(flat.rejections["not-for-this-plan"]).toBeGreaterThan(0);
    expect(flat.totals.coupon_applied + flat.rejections["not-for-this-plan"]).toBe(2000);
    await expectBadInput(["simulate", "coupon", "--json"], /--coupon CODE is required/);
  });
});

describe("codelift mail outbox", () => {
  it("lists the outbox newest first", async () => {
    const db = new Database(dbFile);
    db.pragma("busy_timeout = 5000");
    const add = db.prepare("INSERT INTO outbox (to_address, subject, body_text, kind) VALUES (?, ?, ?, ?)");
    add.run("ada@example.com", "Verify your email", "Open http://localhost/verify/abc", "verify");
    add.run("bob@example.com", "Reset your password", "Open http://localhost/reset-password/xyz", "reset");
    db.close();
    const d = await json(["mail", "outbox", "--limit", "1"]);
    expect(d.total).toBeGreaterThanOrEqual(2);
    expect(d.messages).toHaveLength(1);
    expect(d.messages[0]).toMatchObject({ to: "bob@example.com", kind: "reset", subject: "Reset your password" });
    const view = await run(["mail", "outbox"]);
    expect(view.stdout).toContain("Reset your password");
    expect(view.stdout).toContain("ada@example.com");
    await expectBadInput(["mail", "outbox", "--limit", "0"], /--limit must be between 1 and/);
  });
});

// ---- billing and coupons: the site's own services write (in this process, on the CLI's file)

let site: typeof import("../../db/client") | null = null;
const savedDatabaseUrl = process.env.DATABASE_URL;
/** The site's modules on the CLI's database file (DATABASE_URL is read when they first open it). */
async function onSite() {
  process.env.DATABASE_URL = dbFile;
  site ??= await import("../../db/client");
  return site.openDatabase(dbFile);
}
afterAll(() => {
  site?.closeDatabase(dbFile);
  if (savedDatabaseUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = savedDatabaseUrl;
});

const testCard = { kind: "card" as const, number: "4242 4242 4242 4242", expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: "123" };

describe("codelift billing", () => {
  it("lists the subscriptions and transactions of real checkouts, newest first", async () => {
    const { sqlite } = await onSite();
    const { createUser } = await import("../../app/models/user.server");
    const { checkout, newAttemptId } = await import("../../app/services/billing/checkout.server");
    const { addMonths } = await import("../../app/engine");
    const user = await createUser({ email: "Bea@Example.com", fullName: "Bea Buyer", password: "bea-password-2026", verified: true });
    const now = new Date();
    const base = { user, payment: testCard, origin: "http://localhost" };
    const buy = {
      ...base,
      attemptId: newAttemptId(),
      checkoutType: "subscription-buy" as const,
      planCode: "300-1-6000",
      couponCode: "welcome20",
      country: null,
    };
    const upgrade = { ...base, attemptId: newAttemptId(), checkoutType: "subscription-upgrade" as const, planCode: "400-12-6000", country: "IN" };
    expect(await checkout(buy, now)).toEqual({ ok: true, status: "succeeded", attemptId: buy.attemptId });
    expect(await checkout(upgrade, now)).toEqual({ ok: true, status: "succeeded", attemptId: upgrade.attemptId });

    const subs = sqlite.prepare("SELECT id FROM subscriptions WHERE user_id = ? ORDER BY id").all(user.id) as { id: number }[];
    const txs = sqlite.prepare("SELECT id, created_at FROM transactions WHERE user_id = ? ORDER BY id").all(user.id) as {
      id: number;
      created_at: string;
    }[];
    expect(subs).toHaveLength(2);
    expect(txs).toHaveLength(2);
    const at = now.toISOString();
    expect(await json(["billing", "BEA@example.com"])).toEqual({
      user: { id: user.id, email: "bea@example.com", full_name: "Bea Buyer" },
      total_paid_usd: 159.6,
      subscriptions: [
        {
          id: subs[1]!.id,
          plan: "400-12-6000",
          tier: "Premium Plus",
          status: "active",
          start_date: at,
          expiration_date: addMonths(now, 12).toISOString(),
          trial: false,
          auto_renew: true,
          processor: "embedded",
          paid_usd: 112.4, // $399 less 60% (IN) less the unused $47.20 of the plan it replaced
        },
        {
          id: subs[0]!.id,
          plan: "300-1-6000",
          tier: "Premium",
          status: "replaced",
          start_date: at,
          expiration_date: at,
          trial: false,
          auto_renew: false,
          processor: "embedded",
          paid_usd: 47.2, // $59 less 20% (WELCOME20)
        },
      ],
      transactions: [
        {
          id: txs[1]!.id,
          date: txs[1]!.created_at,
          checkout_type: "subscription-upgrade",
          item: "400-12-6000",
          amount_usd: 112.4,
          currency: "USD",
          status: "succeeded",
          coupon: null,
          processor: "embedded",
          attempt_id: upgrade.attemptId,
        },
        {
          id: txs[0]!.id,
          date: txs[0]!.created_at,
          checkout_type: "subscription-buy",
          item: "300-1-6000",
          amount_usd: 47.2,
          currency: "USD",
          status: "succeeded",
          coupon: "WELCOME20",
          processor: "embedded",
          attempt_id: buy.attemptId,
        },
      ],
    });

    const view = await run(["billing", "bea@example.com"]);
    expect(view.code).toBe(0);
    for (const s of ["Bea Buyer", "$159.60 paid", "400-12-6000", "replaced", "upgrade", "$112.40", "$47.20", "WELCOME20", "embedded"])
      expect(view.stdout).toContain(s);
    expect(Math.max(...view.stdout.split("\n").map((l) => l.length))).toBeLessThanOrEqual(80);
  });

  it("shows empty lists for a learner who bought nothing, and refuses an unknown e-mail", async () => {
    const { sqlite } = await onSite();
    const free = sqlite.prepare("SELECT id FROM users WHERE email = 'free@codelift.test'").get() as { id: number };
    expect(await json(["billing", "free@codelift.test"])).toEqual({
      user: { id: free.id, email: "free@codelift.test", full_name: "Frida Freeman" },
      total_paid_usd: 0,
      subscriptions: [],
      transactions: [],
    });
    await expectBadInput(["billing", "nobody@example.com", "--json"], "No learner with the e-mail nobody@example.com");
    await expectBadInput(["billing"], /missing required argument 'email'/);
  });
});

describe("codelift coupon site", () => {
  it("makes one coupon the site coupon, replaces it, clears it, and refuses bad input", async () => {
    const first = await json(["coupon", "site", "welcome20"]);
    expect(first.site_coupon).toMatchObject({ code: "WELCOME20", percent_off: 20 });
    const second = await json(["coupon", "site", "FLAT50"]);
    expect(second.site_coupon).toMatchObject({ code: "FLAT50", amount_off_usd: 50 });
    const db = new Database(dbFile, { readonly: true });
    try {
      expect(db.prepare("SELECT code FROM coupons WHERE is_site_coupon = 1").all()).toEqual([{ code: "FLAT50" }]);
    } finally {
      db.close();
    }
    expect(await json(["coupon", "site", "--clear"])).toEqual({ site_coupon: null });
    await expectBadInput(["coupon", "site"], "Name the coupon to apply to every visitor's prices, or --clear");
    await expectBadInput(["coupon", "site", "WELCOME20", "--clear"], "Give either a coupon code or --clear, not both");
    await expectBadInput(["coupon", "site", "NOPE"], /^Unknown coupon NOPE \(known: /);
  });
});

describe("codelift coupon", () => {
  const summer = {
    code: "SUMMER-26",
    kind: "percent",
    percent_off: 25,
    amount_off_usd: null,
    expires_at: "2099-06-30T23:59:59.999Z", // a calendar date: through the end of that day
    redemptions: 0,
    max_redemptions: 10,
    plan_codes: ["300-12-6000", "400-12-6000"],
    course_keys: ["4831-100001"],
    discount_never_expires: true,
    description: "Summer sale",
    active: true,
  };

  it("create, list, disable, enable: a disabled coupon is refused by codelift price and by the checkout's pricing", async () => {
    const created = await json([
      "coupon",
      "create",
      "summer-26",
      "--percent",
      "25",
      "--expires",
      "2099-06-30",
      "--max",
      "10",
      "--plans",
      "300-12-6000,400-012-6000,300-12-6000",
      "--courses",
      "4831-100001",
      "--never-expires",
      "--description",
      "Summer sale",
    ]);
    expect(created).toEqual({ coupon: summer });
    const flat = {
      code: "FLAT_12",
      kind: "amount",
      percent_off: null,
      amount_off_usd: 12.5,
      expires_at: "2099-01-01T12:00:00.000Z",
      redemptions: 0,
      max_redemptions: null,
      plan_codes: null,
      course_keys: null,
      discount_never_expires: false,
      description: "",
      active: true,
    };
    expect(await json(["coupon", "create", "FLAT_12", "--amount", "12.50", "--expires", "2099-01-01T12:00:00Z"])).toEqual({ coupon: flat });

    const list = await json(["coupon", "list"]);
    expect(list.coupons.map((c: { code: string }) => c.code)).toEqual([
      "BLACKFRIDAY40",
      "FLAT50",
      "FLAT_12",
      "LAUNCH100",
      "LIFETIME15",
      "PYTHON10",
      "SPRING30",
      "SUMMER-26",
      "WELCOME20",
    ]);
    expect(list.coupons.find((c: { code: string }) => c.code === "SUMMER-26")).toEqual(summer);
    expect(list.coupons.find((c: { code: string }) => c.code === "FLAT_12")).toEqual(flat);
    expect(list.coupons.find((c: { code: string }) => c.code === "BLACKFRIDAY40")).toEqual({
      code: "BLACKFRIDAY40",
      kind: "percent",
      percent_off: 40,
      amount_off_usd: null,
      expires_at: "2026-12-01T23:59:59.000Z",
      redemptions: 1234,
      max_redemptions: 5000,
      plan_codes: null,
      course_keys: null,
      discount_never_expires: false,
      description: "Black Friday 2026",
      active: true,
    });

    const priced = await json(["price", "300-12-6000", "--coupon", "summer-26", "--now", NOW]);
    expect(priced.line_items.map((l: { id: string; amount_cents: number }) => [l.id, l.amount_cents])).toEqual([
      ["list_price", 29900],
      ["coupon_discount", -7475],
    ]);

    expect(await json(["coupon", "disable", "Summer-26"])).toEqual({ coupon: { ...summer, active: false }, was_active: true });
    expect(await json(["coupon", "disable", "SUMMER-26"])).toEqual({ coupon: { ...summer, active: false }, was_active: false });
    expect((await json(["coupon", "list"])).coupons.find((c: { code: string }) => c.code === "SUMMER-26").active).toBe(false);
    await expectBadInput(["price", "300-12-6000", "--coupon", "summer-26", "--json"], 'The coupon "SUMMER-26" is no longer available.');
    await expectBadInput(["pricing", "table", "--coupon", "SUMMER-26", "--json"], 'The coupon "SUMMER-26" is no longer available.');

    // The site prices the checkout without it and says why, from the flag the CLI wrote.
    const { sqlite } = await onSite();
    const { getUserById } = await import("../../app/models/user.server");
    const { quotePlan } = await import("../../app/services/billing/pricing.server");
    const free = sqlite.prepare("SELECT id FROM users WHERE email = 'free@codelift.test'").get() as { id: number };
    const quote = await quotePlan({
      user: (await getUserById(free.id))!,
      checkoutType: "subscription-buy",
      planCode: "300-12-6000",
      couponCode: "summer-26",
      country: null,
      now: new Date(),
    });
    expect({ problem: quote.couponProblem, code: quote.couponCode, total: quote.price.totalCents }).toEqual({
      problem: 'The coupon "SUMMER-26" is no longer available.',
      code: null,
      total: 29900,
    });

    const view = await run(["coupon", "list"]);
    expect(view.code).toBe(0);
    expect(view.stdout).toMatch(/SUMMER-26 +25%\* +2099-06-30 +0\/10 +2 plans, 1 course +no/);
    expect(view.stdout).toMatch(/FLAT_12 +\$12\.50 +2099-01-01 +0\/∞ +any +yes/);
    expect(Math.max(...view.stdout.split("\n").map((l) => l.length))).toBeLessThanOrEqual(80);

    expect(await json(["coupon", "enable", "summer-26"])).toEqual({ coupon: summer, was_active: false });
    expect((await json(["price", "300-12-6000", "--coupon", "SUMMER-26", "--now", NOW])).total_price_usd).toBe(224.25);
  });

  it("refuses bad input with exit 2 and one line, and writes nothing", async () => {
    const before = await json(["coupon", "list"]);
    const cases: [string[], string | RegExp][] = [
      [["coupon", "create", "NEW1", "--json"], "Give the discount: --percent N (1 to 100) or --amount USD"],
      [["coupon", "create", "NEW1", "--percent", "10", "--amount", "5"], "Give either --percent or --amount, not both"],
      [["coupon", "create", "NEW1", "--percent", "0"], "--percent must be between 1 and 100, got 0"],
      [["coupon", "create", "NEW1", "--percent", "101"], "--percent must be between 1 and 100, got 101"],
      [["coupon", "create", "NEW1", "--percent", "12.5"], '--percent must be a whole number, got "12.5"'],
      [["coupon", "create", "NEW1", "--amount", "0"], "--amount must be more than 0, got 0"],
      [["coupon", "create", "NEW1", "--amount", "-5"], '--amount must be a USD amount such as 25 or 12.50, got "-5"'],
      [["coupon", "create", "NEW 1", "--percent", "10"], 'A coupon code is 1 to 64 letters, digits, _ or -, got "NEW 1"'],
      [["coupon", "create", "X".repeat(65), "--percent", "10"], /^A coupon code is 1 to 64 letters/],
      [["coupon", "create", "welcome20", "--percent", "10"], "The coupon WELCOME20 already exists (codelift coupon list shows it)"],
      [["coupon", "create", "NEW1", "--percent", "10", "--expires", "2020-01-01"], "--expires must be in the future, got 2020-01-01T23:59:59.999Z"],
      [
        ["coupon", "create", "NEW1", "--percent", "10", "--expires", "soon"],
        '--expires must be a date such as 2026-12-24 (or an ISO time), got "soon"',
      ],
      [["coupon", "create", "NEW1", "--percent", "10", "--max", "0"], "--max must be between 1 and 1000000000, got 0"],
      [["coupon", "create", "NEW1", "--percent", "10", "--plans", "300-7-6000"], /^--plans: Invalid plan code "300-7-6000"/],
      [["coupon", "create", "NEW1", "--percent", "10", "--plans", "300-12-6002"], /^--plans: Unknown plan 300-12-6002: no list price/],
      [["coupon", "create", "NEW1", "--percent", "10", "--plans", "300-12-6000,"], /^--plans must be a comma-separated list/],
      [
        ["coupon", "create", "NEW1", "--percent", "10", "--courses", "python"],
        '--courses takes course keys authorId-collectionId such as 4831-100001, got "python"',
      ],
      [["coupon", "create", "NEW1", "--percent", "10", "--courses", "4831-1"], "Unknown course 4831-1: no course with that authorId-collectionId"],
      [["coupon", "disable", "NOPE", "--json"], /^Unknown coupon NOPE \(known: BLACKFRIDAY40, /],
      [["coupon", "disable", "bad code"], 'A coupon code is 1 to 64 letters, digits, _ or -, got "bad code"'],
    ];
    // A few at a time: each is a process of its own on a shared machine.
    for (let i = 0; i < cases.length; i += 4) await Promise.all(cases.slice(i, i + 4).map(([args, message]) => expectBadInput(args, message)));
    expect(await json(["coupon", "list"])).toEqual(before);
  });
});
