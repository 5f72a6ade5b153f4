// The real `codelift` command as a child process on a fresh seeded SQLite file: the outbox, the
// billing views of real checkouts (made by the site's own services on the same file), coupons.
import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliOn } from "./helpers/cli";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-cli-"));
const dbFile = path.join(dir, "codelift.db");
const NOW = "2026-11-20"; // before BLACKFRIDAY40 ends, after SPRING30 ended
const { run, json, expectBadInput } = cliOn(dbFile);

beforeAll(async () => {
  // The first command migrates and seeds the file.
  const seeded = await run(["price", "300-12-6000", "--json", "--now", NOW]);
  if (seeded.code !== 0) throw new Error(seeded.stderr);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

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
    await expectBadInput(["billing", "nobody@example.com", "--json"], "No account with the e-mail nobody@example.com");
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
