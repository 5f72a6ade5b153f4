// Referral credit end to end on the real server: a learner's link, friends who sign up through it
// (API and page), the credit a friend's first payment earns (once), the credit spent at the
// learner's next checkout as the last line of the price (never twice, never below zero), the
// /refer-a-friend page and the referral-credit header of GET /api/user/info.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestMail, signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";
import { visibleText } from "./helpers/html";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.stop());

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
const card = { card_number: "4242424242424242", card_expiry: "12/34", card_cvc: "123" };
const user = (email: string) =>
  server.db.prepare("SELECT id, referral_code, referred_by_user_id FROM users WHERE email = ?").get(email) as {
    id: number;
    referral_code: string | null;
    referred_by_user_id: number | null;
  };
const ledger = (userId: number) =>
  server.db.prepare("SELECT amount_cents, kind, source_user_id, transaction_id FROM referral_credits WHERE user_id = ? ORDER BY id").all(userId) as {
    amount_cents: number;
    kind: string;
    source_user_id: number | null;
    transaction_id: number | null;
  }[];
const balance = (userId: number) => ledger(userId).reduce((s, e) => s + e.amount_cents, 0);

async function openCheckout(c: Client, path: string) {
  const res = await c.get(path);
  const html = decode(await res.text());
  return {
    res,
    html,
    text: visibleText(html),
    attemptId: html.match(/name="attempt_id" value="([0-9a-f-]{36})"/)?.[1] ?? "",
    expected: html.match(/name="expected_total" value="(\d+)"/)?.[1] ?? "",
  };
}

/** Pays a plan checkout page as a browser without JavaScript does (the total shown is sent back). */
async function buy(c: Client, path: string, extra: Record<string, string> = {}) {
  const page = await openCheckout(c, path);
  const plan = new URL(path, "http://x").searchParams.get("plan")!;
  return c.postForm(path, { attempt_id: page.attemptId, plan, expected_total: page.expected, ...card, ...extra });
}

let referrer: Client;
let referrerId = 0;
let code = "";

describe("a referral link", () => {
  it("is made at sign-up, and /refer-a-friend shows it with a zero balance", async () => {
    referrer = (await signUpVerified(server, { email: "rita@example.com", fullName: "Rita Referrer" })).client;
    const row = user("rita@example.com");
    referrerId = row.id;
    expect(row.referral_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    code = row.referral_code!;
    const res = await referrer.get("/refer-a-friend");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const html = decode(await res.text());
    // The link is a read-only input (copyable without JavaScript).
    expect(html).toMatch(
      new RegExp(
        `<input[^>]*readOnly[^>]*value="${server.baseUrl}/signup\\?ref=${code}"|<input[^>]*value="${server.baseUrl}/signup\\?ref=${code}"[^>]*readOnly`,
        "i",
      ),
    );
    const text = visibleText(html);
    expect(text).toContain("Refer a friend");
    expect(text).toContain("Credit balance: $0.00");
    expect(text).toContain("No friends have joined through your link yet.");
    expect(text).toContain("you earn $10.00 of credit");
  });

  it("records who referred a friend who signs up through the API or the page; a bad code is ignored and never fails the sign-up", async () => {
    const api = await server
      .client()
      .postJson("/api/user/signup", { full_name: "Bea Friend", email: "bea@example.com", password: "bea-password-2026", ref: code.toLowerCase() });
    expect(api.status).toBe(201);
    expect(user("bea@example.com").referred_by_user_id).toBe(referrerId);

    // The page: /signup?ref=CODE carries the code in the form, which a browser without JavaScript posts.
    const page = server.client();
    const form = decode(await (await page.get(`/signup?ref=${code}`)).text());
    expect(form).toContain(`name="ref" value="${code}"`);
    const posted = await page.postForm("/signup", { full_name: "Carl Friend", email: "carl@example.com", password: "carl-password-2026", ref: code });
    expect(posted.status).toBe(302);
    expect(user("carl@example.com").referred_by_user_id).toBe(referrerId);

    for (const [email, ref] of [
      ["dora@example.com", "ZZZZZZZZ"],
      ["emil@example.com", "not a code at all"],
      ["fay@example.com", ""],
    ] as const) {
      const r = await server
        .client()
        .postJson("/api/user/signup", { full_name: "Other Person", email, password: "other-password-2026", referral_code: ref });
      expect(r.status, email).toBe(201);
      expect(user(email)).toMatchObject({ referred_by_user_id: null, referral_code: expect.stringMatching(/^[A-Z2-9]{8}$/) });
    }
    // A code on a form whose page has no code is not invented.
    expect(decode(await (await server.client().get("/signup?ref=bad")).text())).not.toContain('name="ref"');
  });
});

describe("earning", () => {
  let bea: Client;
  it("a free trial earns nothing", async () => {
    // Carl (referred) starts a free trial: nothing charged, nothing earned.
    const carl = server.client();
    expect((await carl.postJson("/api/user/login", { email: "carl@example.com", password: "carl-password-2026" })).status).toBe(200);
    const trial = await buy(carl, "/checkout/b2c-trial-avail?plan=300-1-6000");
    expect(trial.status).toBe(302);
    expect(ledger(referrerId)).toEqual([]);
  });

  it("the friend's first paid payment earns the referrer $10.00 once, with a mail; a second payment earns nothing", async () => {
    bea = server.client();
    expect((await bea.postJson("/api/user/login", { email: "bea@example.com", password: "bea-password-2026" })).status).toBe(200);
    const first = await buy(bea, "/checkout/subscription-buy?plan=300-1-6000");
    expect(first.status).toBe(302);
    const beaId = user("bea@example.com").id;
    const tx1 = server.db.prepare("SELECT id FROM transactions WHERE user_id = ? ORDER BY id").all(beaId) as { id: number }[];
    expect(ledger(referrerId)).toEqual([{ amount_cents: 1000, kind: "earned", source_user_id: beaId, transaction_id: tx1[0]!.id }]);
    const mail = latestMail(server, "rita@example.com", "referral");
    expect(mail?.subject).toBe("You earned $10.00 of Codelift credit");
    expect(mail?.body_text).toContain("Bea, who joined Codelift through your referral link");
    expect(mail?.body_text).toContain("/refer-a-friend");
    expect(mail?.body_text).not.toContain("bea@example.com");

    // A second paid purchase (a gift) by the same friend: still one earned row.
    const gift = await buy(bea, "/checkout/subscription-gift?plan=300-1-6000", { receiver_email: "giftee@example.com" });
    expect(gift.status).toBe(302);
    expect((server.db.prepare("SELECT count(*) n FROM transactions WHERE user_id = ? AND amount_cents > 0").get(beaId) as { n: number }).n).toBe(2);
    expect(ledger(referrerId)).toHaveLength(1);
    // The friend's own balance is untouched.
    expect(ledger(beaId)).toEqual([]);
  });

  it("GET /api/user/info carries the balance, and the referral-credit header while the earned credit is unseen", async () => {
    const res = await referrer.get("/api/user/info");
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Referral-Credit")).toBe("earned");
    expect(await res.json()).toMatchObject({ referral_credit_balance_usd: 10 });
    const friend = await bea.get("/api/user/info");
    expect(friend.headers.get("X-Referral-Credit")).toBeNull();
    expect(await friend.json()).toMatchObject({ referral_credit_balance_usd: 0 });
    // Once the banner is seen, the header stops.
    server.db.prepare("UPDATE referral_credits SET banner_seen_at = ? WHERE user_id = ?").run(new Date().toISOString(), referrerId);
    expect((await referrer.get("/api/user/info")).headers.get("X-Referral-Credit")).toBeNull();
  });
});

describe("spending", () => {
  it("two tabs paying at once cannot spend the same credit twice", async () => {
    const path = "/checkout/subscription-gift?plan=300-1-6000";
    const [a, b] = [await openCheckout(referrer, path), await openCheckout(referrer, path)];
    for (const tab of [a, b]) {
      expect(tab.text).toContain("Referral credit");
      expect(tab.expected).toBe("4900");
    }
    const post = (tab: typeof a, to: string) =>
      referrer.postForm(path, { attempt_id: tab.attemptId, plan: "300-1-6000", expected_total: tab.expected, receiver_email: to, ...card });
    const answers = await Promise.all([post(a, "one@example.com"), post(b, "two@example.com")]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([302, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(visibleText(decode(await refused.text()))).toContain("The price has changed since the page was shown. Check the new price and pay again.");
    const spent = ledger(referrerId).filter((e) => e.kind === "spent");
    expect(spent).toHaveLength(1);
    expect(spent[0]!.amount_cents).toBe(-1000);
    expect(balance(referrerId)).toBe(0);
    // Only the paid one was charged: $49.00, and its price ends with the credit.
    const txs = server.db.prepare("SELECT id, amount_cents, line_items FROM transactions WHERE user_id = ?").all(referrerId) as {
      id: number;
      amount_cents: number;
      line_items: string;
    }[];
    expect(txs).toHaveLength(1);
    expect(txs[0]!.amount_cents).toBe(4900);
    expect(spent[0]!.transaction_id).toBe(txs[0]!.id);
    expect((JSON.parse(txs[0]!.line_items) as { id: string; amountCents: number }[]).at(-1)).toEqual({
      id: "referral_credit",
      label: "Referral credit",
      amountCents: -1000,
    });
    expect(server.db.prepare("SELECT count(*) n FROM checkout_attempts WHERE user_id = ?").get(referrerId)).toEqual({ n: 1 });
  });

  it("a new credit is the last line after a coupon at the next checkout, is spent once, and the balance never goes below zero", async () => {
    // Carl's first paid payment earns Rita another $10.00 (his trial earned nothing).
    const carl = server.client();
    expect((await carl.postJson("/api/user/login", { email: "carl@example.com", password: "carl-password-2026" })).status).toBe(200);
    expect((await buy(carl, "/checkout/subscription-gift?plan=300-1-6000", { receiver_email: "carls-giftee@example.com" })).status).toBe(302);
    expect(balance(referrerId)).toBe(1000);

    const path = "/checkout/subscription-buy?plan=300-1-6000&coupon=WELCOME20";
    const page = await openCheckout(referrer, path);
    // $59.00 − 20% (WELCOME20) = $47.20, then the credit: $37.20.
    expect(page.expected).toBe("3720");
    const coupon = page.text.indexOf("Coupon WELCOME20");
    const credit = page.text.indexOf("Referral credit");
    expect(coupon).toBeGreaterThan(-1);
    expect(credit).toBeGreaterThan(coupon);
    const coupons = await referrer.get(`/api/coupon/subscription/300-1-6000/WELCOME20`);
    expect(await coupons.json()).toMatchObject({ total_price_usd: 37.2, credit_amount_usd: 10 });

    const paid = await referrer.postForm(path, {
      attempt_id: page.attemptId,
      plan: "300-1-6000",
      coupon: "WELCOME20",
      expected_total: page.expected,
      ...card,
    });
    expect(paid.status).toBe(302);
    expect(balance(referrerId)).toBe(0);
    const last = server.db
      .prepare("SELECT amount_cents, line_items FROM transactions WHERE user_id = ? ORDER BY id DESC LIMIT 1")
      .get(referrerId) as { amount_cents: number; line_items: string };
    expect(last.amount_cents).toBe(3720);
    expect((JSON.parse(last.line_items) as { id: string }[]).map((l) => l.id)).toEqual(["list_price", "coupon_discount", "referral_credit"]);

    // Nothing left: the next price has no credit line (and a stale page's total is refused, not charged).
    const next = await openCheckout(referrer, "/checkout/subscription-gift?plan=300-1-6000");
    expect(next.text).not.toContain("Referral credit");
    expect(next.expected).toBe("5900");
    const stale = await referrer.postForm("/checkout/subscription-gift?plan=300-1-6000", {
      attempt_id: randomUUID(),
      plan: "300-1-6000",
      expected_total: "4900",
      receiver_email: "stale@example.com",
      ...card,
    });
    expect(stale.status).toBe(409);
    expect(balance(referrerId)).toBe(0);
    expect(ledger(referrerId).every((e) => e.kind === "earned" || e.amount_cents === -1000)).toBe(true);
  });
});

describe("/refer-a-friend", () => {
  it("lists friends by first name with what they earned, and the balance earned − spent", async () => {
    const text = visibleText(decode(await (await referrer.get("/refer-a-friend")).text()));
    expect(text).toContain("Credit balance: $0.00");
    expect(text).toContain("Earned $20.00 · spent $20.00");
    expect(text).toContain("Bea");
    expect(text).toContain("Carl");
    expect(text).toMatch(/Purchased: you earned \$10\.00/);
    expect(text).not.toContain("bea@example.com");
    expect(text).not.toContain("carl@example.com");
  });

  it("an account from before referrals gets its link with a POST (the GET writes nothing), without and with JavaScript", async () => {
    const c = server.client();
    expect((await c.postJson("/api/user/login", { email: "free@codelift.test", password: "learn-free-2026" })).status).toBe(200);
    expect(user("free@codelift.test").referral_code).toBeNull();
    const before = server.db.pragma("data_version", { simple: true });
    const page = visibleText(decode(await (await c.get("/refer-a-friend")).text()));
    expect(page).toContain("Create my link");
    expect(server.db.pragma("data_version", { simple: true })).toBe(before);
    expect(user("free@codelift.test").referral_code).toBeNull();

    const posted = await c.postForm("/refer-a-friend", { intent: "create-link" });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("Location")).toBe("/refer-a-friend");
    const made = user("free@codelift.test").referral_code;
    expect(made).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const after = decode(await (await c.get("/refer-a-friend")).text());
    expect(after).toContain(`/signup?ref=${made}`);
    expect(visibleText(after)).toContain("Your referral link is ready. Share it with your friends.");
    // Again (a fetcher's post, or a second tab): the same code.
    expect((await c.postForm("/refer-a-friend", { intent: "create-link" })).status).toBe(302);
    expect(user("free@codelift.test").referral_code).toBe(made);
    // An unknown intent is refused.
    expect((await c.postForm("/refer-a-friend", { intent: "steal" })).status).toBe(400);
  });

  it("sends a visitor to log in", async () => {
    const res = await server.client().get("/refer-a-friend");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login?ru=%2Frefer-a-friend");
  });
});
