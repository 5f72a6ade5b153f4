// Keeping a subscription, against the built server and its SQLite file: auto-renew off and on
// (JSON and a form without JavaScript), the win-back (churned-buyer) discount and the
// reactivation checkout that spends it (only for the learner's own receiver_id), the monthly →
// annual nudge, and the billing banners in the server-rendered HTML. States no API creates (a
// failed renewal, a trial about to end, an expiring card, earned referral credit) are written
// into the test server's database directly.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestMail, signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";
import { visibleText } from "./helpers/html";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.stop());

const DAY = 86_400_000;
const iso = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();
const userId = (email: string) => (server.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;
const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
const row = <T>(sql: string, ...args: unknown[]) => server.db.prepare(sql).get(...args) as T;
const count = (sql: string, ...args: unknown[]) => (server.db.prepare(sql).get(...args) as { n: number }).n;
type Sub = { id: number; status: string; auto_renew: number; canceled_at: string | null; expiration_date: string; plan_code: string };
const subOf = (email: string) => row<Sub>("SELECT * FROM subscriptions WHERE user_id = ? ORDER BY id DESC LIMIT 1", userId(email));

const card = { card_number: "4242 4242 4242 4242", card_expiry: "12/34", card_cvc: "123" };

async function learner(email: string): Promise<Client> {
  return (await signUpVerified(server, { email })).client;
}

/** Opens a checkout page: its visible text, raw HTML and the payment form's attempt id. */
async function openCheckout(c: Client, path: string) {
  const res = await c.get(path);
  const html = decode(await res.text());
  return { res, html, text: visibleText(html), attemptId: html.match(/name="attempt_id" value="([0-9a-f-]{36})"/)?.[1] ?? "" };
}

/** Buys a plan with the test card (a form post, as without JavaScript). */
async function buy(c: Client, plan: string) {
  const page = await openCheckout(c, `/checkout/subscription-buy?plan=${plan}`);
  const res = await c.postForm(`/checkout/subscription-buy?plan=${plan}`, { attempt_id: page.attemptId, plan, ...card });
  expect(res.status, "bought").toBe(302);
}

/** The billing banners of a page: their ids (data-banner) and the page's visible text. */
async function bannersOn(c: Client, path = "/explore") {
  const res = await c.get(path);
  const html = await res.text();
  return { ids: [...html.matchAll(/data-banner="([a-z_]+)"/g)].map((m) => m[1]), text: visibleText(html), html: decode(html) };
}

const autoRenew = (c: Client, on: unknown) => c.postJson("/api/subscription/auto-renew", { auto_renew: on }, "PUT");

describe("auto-renew off and on", () => {
  it("off keeps the plan to the end of the period and offers the win-back once; on again makes it active", async () => {
    const email = "renew-switch@example.com";
    const c = await learner(email);
    await buy(c, "300-1-6000");
    const bought = subOf(email);
    expect(bought).toMatchObject({ status: "active", auto_renew: 1, canceled_at: null });

    const off = await autoRenew(c, false);
    expect(off.status).toBe(200);
    const offBody = await off.json();
    expect(offBody.subscription).toMatchObject({ status: "renewal_canceled", auto_renew: false, expiration_date: bought.expiration_date });
    expect(offBody.subscription.canceled_at).toEqual(expect.any(String));
    const expectedEnd = new Date(Date.parse(bought.expiration_date) + 30 * DAY).toISOString();
    expect(offBody.churned_buyer_discount).toEqual({
      expiration_date: expectedEnd,
      churned_buyer_discount_type: "repurchase_discount",
      discount_percentage: 20,
    });
    expect(offBody.message).toMatch(/^Auto-renew is off\. Your plan stays active until .+\. If you come back by .+, you get 20% off\.$/);
    expect(subOf(email)).toMatchObject({ status: "renewal_canceled", auto_renew: 0 });
    // Access is kept: a premium lesson still opens.
    const lesson = visibleText(await (await c.get("/coursesv3/react-fundamentals/props-and-composition")).text());
    expect(lesson).not.toContain("Keep reading with Codelift Unlimited");

    const on = await autoRenew(c, "true");
    expect(on.status).toBe(200);
    expect((await on.json()).subscription).toMatchObject({ status: "active", auto_renew: true, canceled_at: null });
    expect(subOf(email)).toMatchObject({ status: "active", auto_renew: 1, canceled_at: null });

    // A second "off" makes no second offer: one win-back per learner.
    const again = await (await autoRenew(c, false)).json();
    expect(again.churned_buyer_discount).toBeNull();
    expect(count("SELECT count(*) n FROM churned_buyer_discounts WHERE user_id = ?", userId(email))).toBe(1);
    expect(
      row<{ expiration_date: string }>("SELECT expiration_date FROM churned_buyer_discounts WHERE user_id = ?", userId(email)).expiration_date,
    ).toBe(expectedEnd);
    // Asking for the state it is in already is not an error.
    expect((await autoRenew(c, false)).status).toBe(200);
    await autoRenew(c, true);
  });

  it("works as a form without JavaScript: a POST that comes back with a toast", async () => {
    const email = "renew-form@example.com";
    const c = await learner(email);
    await buy(c, "300-1-6000");
    const res = await c.postForm("/api/subscription/auto-renew", { auto_renew: "false", redirectTo: "/explore" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/explore");
    expect(visibleText(await (await c.get("/explore")).text())).toContain("Auto-renew is off. Your plan stays active until");
    expect(subOf(email).status).toBe("renewal_canceled");
    const on = await c.postForm("/api/subscription/auto-renew", { auto_renew: "true", redirectTo: "https://evil.example/" });
    expect(on.headers.get("Location")).toBe("/account/billing");
    expect(subOf(email).status).toBe("active");
  });

  it("refuses bad input, no plan, a visitor and GET, and changes nothing then", async () => {
    const c = await learner("renew-none@example.com");
    const none = await autoRenew(c, false);
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ errorText: "You have no plan that renews. Choose one on the plans page." });
    const bad = await autoRenew(c, "maybe");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ errors: { auto_renew: "Say whether auto-renew is on (auto_renew: true or false)." } });
    expect((await autoRenew(server.client(), false)).status).toBe(401);
    const get = await c.get("/api/subscription/auto-renew");
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("PUT, POST");
    expect(count("SELECT count(*) n FROM churned_buyer_discounts WHERE user_id = ?", userId("renew-none@example.com"))).toBe(0);
  });

  it("a plan whose renewal failed cannot be switched (pay it first)", async () => {
    const email = "renew-pastdue@example.com";
    const c = await learner(email);
    await buy(c, "300-1-6000");
    server.db
      .prepare("UPDATE subscriptions SET status = 'past_due', expiration_date = ?, grace_until = ? WHERE user_id = ?")
      .run(iso(-DAY), iso(6 * DAY), userId(email));
    const res = await autoRenew(c, false);
    expect(res.status).toBe(409);
    expect((await res.json()).errorText).toBe("Your last renewal payment failed. Retry it, or add a new payment method, before changing auto-renew.");
    expect(subOf(email).status).toBe("past_due");
  });
});

describe("win-back: reactivation-discount-info and the reactivation checkout", () => {
  let c: Client;
  const email = "winback@example.com";
  beforeAll(async () => {
    c = await learner(email);
    await buy(c, "300-1-6000");
    await autoRenew(c, false);
    // The period ends: the plan no longer runs.
    server.db.prepare("UPDATE subscriptions SET expiration_date = ? WHERE user_id = ?").run(iso(-DAY), userId(email));
  });

  it("answers the discount while it is unused and unexpired, else null", async () => {
    const info = await (await c.get("/api/subscription/reactivation-discount-info")).json();
    expect(info.churned_buyer_discount).toMatchObject({ churned_buyer_discount_type: "repurchase_discount", discount_percentage: 20 });
    expect(Date.parse(info.churned_buyer_discount.expiration_date)).toBeGreaterThan(Date.now());
    const other = await learner("winback-none@example.com");
    expect(await (await other.get("/api/subscription/reactivation-discount-info")).json()).toEqual({ churned_buyer_discount: null });
    expect((await server.client().get("/api/subscription/reactivation-discount-info")).status).toBe(401);
  });

  it("is only for the learner's own receiver_id", async () => {
    const me = userId(email);
    const other = userId("winback-none@example.com");
    const foreign = await c.get(`/checkout/subscription-reactivation?plan=300-1-6000&receiver_id=${other}`);
    expect(foreign.status).toBe(403);
    expect(visibleText(await foreign.text())).toContain("You can only reactivate your own plan.");
    const missing = await c.get("/checkout/subscription-reactivation?plan=300-1-6000");
    expect(missing.status).toBe(400);
    expect(visibleText(await missing.text())).toContain("A reactivation names the learner it is for (receiver_id).");
    // Paying with someone else's id in the form is refused before any money moves.
    const page = await openCheckout(c, `/checkout/subscription-reactivation?plan=300-1-6000&receiver_id=${me}`);
    const res = await c.postForm(`/checkout/subscription-reactivation?plan=300-1-6000&receiver_id=${me}`, {
      attempt_id: page.attemptId,
      plan: "300-1-6000",
      receiver_id: String(other),
      expected_total: "4720",
      ...card,
    });
    expect(res.status).toBe(403);
    expect(count("SELECT count(*) n FROM transactions WHERE user_id IN (?, ?) AND checkout_type = 'subscription-reactivation'", me, other)).toBe(0);
  });

  it("a typed coupon takes the coupon step instead of the win-back", async () => {
    const page = await openCheckout(c, `/checkout/subscription-reactivation?plan=300-1-6000&receiver_id=${userId(email)}&coupon=WELCOME20`);
    expect(page.text).toContain("Coupon WELCOME20 (20%)");
    expect(page.text).not.toContain("Win-back discount");
  });

  it("prices the win-back as a line at the coupon step, charges it once and spends it", async () => {
    const me = userId(email);
    const path = `/checkout/subscription-reactivation?plan=300-1-6000&receiver_id=${me}`;
    const page = await openCheckout(c, path);
    expect(page.res.status).toBe(200);
    expect(page.text).toContain("Win-back discount (20%)");
    expect(page.text).toContain("-$11.80");
    expect(page.text).toContain("Pay $47.20");
    expect(page.html).toContain(`name="receiver_id" value="${me}"`);
    const res = await c.postForm(path, { attempt_id: page.attemptId, plan: "300-1-6000", receiver_id: String(me), expected_total: "4720", ...card });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/order-confirmation?attempt=${page.attemptId}`);
    const tx = row<{ amount_cents: number; coupon_code: string | null; line_items: string }>(
      "SELECT * FROM transactions WHERE attempt_id = ?",
      page.attemptId,
    );
    expect(tx.amount_cents).toBe(4720);
    expect(tx.coupon_code).toBeNull();
    expect(JSON.parse(tx.line_items)).toContainEqual(expect.objectContaining({ label: "Win-back discount (20%)", amountCents: -1180 }));
    expect(row<{ used_at: string | null }>("SELECT used_at FROM churned_buyer_discounts WHERE user_id = ?", me).used_at).toEqual(expect.any(String));
    expect(subOf(email)).toMatchObject({ status: "active", plan_code: "300-1-6000" });
    expect(await (await c.get("/api/subscription/reactivation-discount-info")).json()).toEqual({ churned_buyer_discount: null });

    // While the new plan runs, no second reactivation; once it ends, no second discount.
    const running = await openCheckout(c, path);
    const refused = await c.postForm(path, { attempt_id: running.attemptId, plan: "300-1-6000", receiver_id: String(me), ...card });
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain("You already have an active subscription.");
    server.db.prepare("UPDATE subscriptions SET expiration_date = ? WHERE user_id = ?").run(iso(-DAY), me);
    const later = await openCheckout(c, path);
    expect(later.text).not.toContain("Win-back discount");
    expect(later.text).toContain("Pay $59.00");
  });
});

describe("the monthly → annual nudge", () => {
  it("is counted per click (PUT JSON), and the form goes on to the upgrade checkout; the banner stops showing", async () => {
    const email = "annual@example.com";
    const c = await learner(email);
    await buy(c, "300-1-6000");
    const before = await bannersOn(c);
    expect(before.ids).toContain("annual_upgrade");
    expect(before.text).toContain("Switch to yearly billing and pay less than twelve monthly payments.");
    // Upgrade Now opens the upgrade-offer modal (a page state), whose form is the click.
    expect(before.html).toContain('href="/explore?dialog=upgrade-annual"');
    const offer = await bannersOn(c, "/explore?dialog=upgrade-annual");
    expect(offer.html).toContain('action="/api/subscription/handle-upgrade-to-annual-modal-click"');
    expect(offer.html).toContain('value="/checkout/subscription-upgrade?plan=300-12-6000&monthly_to_annual=true"');

    const first = await c.postJson("/api/subscription/handle-upgrade-to-annual-modal-click", {}, "PUT");
    expect(first.status).toBe(200);
    expect((await first.json()).nudge).toMatchObject({ kind: "upgrade_to_annual_modal", count: 1 });
    const form = await c.postForm("/api/subscription/handle-upgrade-to-annual-modal-click", {
      redirectTo: "/checkout/subscription-upgrade?plan=300-12-6000&monthly_to_annual=true",
    });
    expect(form.status).toBe(302);
    expect(form.headers.get("Location")).toBe("/checkout/subscription-upgrade?plan=300-12-6000&monthly_to_annual=true");
    expect(
      row<{ count: number; action: string }>(
        "SELECT count, action FROM billing_nudges WHERE user_id = ? AND kind = 'upgrade_to_annual_modal'",
        userId(email),
      ),
    ).toEqual({ count: 2, action: "clicked" });
    expect((await bannersOn(c)).ids).not.toContain("annual_upgrade");
    expect((await server.client().postJson("/api/subscription/handle-upgrade-to-annual-modal-click", {}, "PUT")).status).toBe(401);
    expect((await c.get("/api/subscription/handle-upgrade-to-annual-modal-click")).status).toBe(405);
  });
});

describe("billing banners in the server-rendered page", () => {
  it("payment failed shows to the learner whose renewal failed, with retry and Add Payment Method, never on checkout pages", async () => {
    const email = "banner-pastdue@example.com";
    const c = await learner(email);
    await buy(c, "300-1-6000");
    server.db
      .prepare("UPDATE subscriptions SET status = 'past_due', expiration_date = ?, grace_until = ? WHERE user_id = ?")
      .run(iso(-DAY), iso(6 * DAY), userId(email));
    const page = await bannersOn(c, "/explore/free");
    expect(page.ids[0]).toBe("payment_failed");
    expect(page.text).toContain("Payment failed. Please pay to retain access");
    expect(page.text).toContain("Add Payment Method");
    expect(page.html).toContain('action="/api/retry-renewal-payment"');
    expect(page.html).toContain('name="redirectTo" value="/explore/free"');
    expect((await bannersOn(c, "/checkout/subscription-buy?plan=300-12-6000")).ids).toEqual([]);
    const bystander = await learner("banner-bystander@example.com");
    const theirs = await bannersOn(bystander);
    expect(theirs.text).not.toContain("Payment failed");
    expect(theirs.ids).toEqual(["start_free_trial"]);
    expect((await bannersOn(server.client())).ids).toEqual([]);
  });

  it("trial expiring and card expiring show to their learners", async () => {
    const trialEmail = "banner-trial@example.com";
    const t = await learner(trialEmail);
    server.db
      .prepare(
        "INSERT INTO subscriptions (user_id, plan_code, feature_set, validity_months, plan_type, status, is_trial, start_date, expiration_date) VALUES (?, '300-12-6000', 300, 12, 6000, 'trial', 1, ?, ?)",
      )
      .run(userId(trialEmail), iso(-5 * DAY), iso(2 * DAY));
    const trial = await bannersOn(t);
    expect(trial.ids).toContain("access_expiry");
    expect(trial.text).toMatch(/Your free trial expires in [23] days\. Need more time\? Extend Trial Get Unlimited/);

    const cardEmail = "banner-card@example.com";
    const k = await learner(cardEmail);
    await buy(k, "300-1-6000");
    const now = new Date();
    server.db
      .prepare("UPDATE payment_methods SET exp_month = ?, exp_year = ? WHERE user_id = ?")
      .run(now.getUTCMonth() + 1, now.getUTCFullYear(), userId(cardEmail));
    server.db.prepare("UPDATE subscriptions SET expiration_date = ? WHERE user_id = ?").run(iso(60 * DAY), userId(cardEmail));
    const expiring = await bannersOn(k);
    expect(expiring.ids).toContain("card_expiring");
    expect(expiring.text).toMatch(
      /Your Visa card ending in 4242 expires at the end of \d\d\/\d{4}\. Add a payment method to keep your plan\. Add Payment Method/,
    );
    expect((await bannersOn(t)).ids).not.toContain("card_expiring");
  });

  it("referral credit appears until it is followed (a POST that marks it seen)", async () => {
    const email = "banner-referral@example.com";
    const c = await learner(email);
    server.db.prepare("INSERT INTO referral_credits (user_id, amount_cents, kind) VALUES (?, 1000, 'earned')").run(userId(email));
    const page = await bannersOn(c);
    expect(page.ids).toContain("referral_credit");
    expect(page.text).toContain("Congrats! You’ve earned some credit by referring your friends. Visit here to see your credit balance.");
    const followed = await c.postForm("/api/banners/dismiss", { banner_id: "referral_credit", scope: "seen", redirectTo: "/refer-a-friend" });
    expect(followed.status).toBe(302);
    expect(followed.headers.get("Location")).toBe("/refer-a-friend");
    expect(
      row<{ banner_seen_at: string | null }>("SELECT banner_seen_at FROM referral_credits WHERE user_id = ?", userId(email)).banner_seen_at,
    ).toEqual(expect.any(String));
    expect((await bannersOn(c)).ids).not.toContain("referral_credit");
    expect((await bannersOn(await learner("banner-referral-other@example.com"))).ids).not.toContain("referral_credit");
  });

  it("a dismissal is remembered (JSON or form) and refused for nonsense or a visitor", async () => {
    const email = "banner-dismiss@example.com";
    const c = await learner(email);
    expect((await bannersOn(c)).ids).toEqual(["start_free_trial"]);
    const res = await c.postJson("/api/banners/dismiss", { banner_id: "start_free_trial", scope: "all" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ dismissed: { banner_id: "start_free_trial", scope: "all" } });
    expect((await bannersOn(c)).ids).toEqual([]);
    expect(count("SELECT count(*) n FROM banner_dismissals WHERE user_id = ? AND banner_id = 'start_free_trial'", userId(email))).toBe(1);
    const bad = await c.postJson("/api/banners/dismiss", { banner_id: "everything", scope: "all" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.banner_id).toBe("Name the banner to dismiss (banner_id).");
    expect((await server.client().postJson("/api/banners/dismiss", { banner_id: "start_free_trial", scope: "all" })).status).toBe(401);
    expect((await c.get("/api/banners/dismiss")).status).toBe(405);
  });

  it("shows at most one billing banner and one offer at once", async () => {
    const email = "banner-max@example.com";
    const c = await learner(email);
    await buy(c, "300-1-6000");
    const id = userId(email);
    server.db
      .prepare("UPDATE subscriptions SET status = 'past_due', expiration_date = ?, grace_until = ? WHERE user_id = ?")
      .run(iso(-DAY), iso(6 * DAY), id);
    server.db.prepare("INSERT INTO referral_credits (user_id, amount_cents, kind) VALUES (?, 1000, 'earned')").run(id);
    const page = await bannersOn(c);
    expect(page.ids).toEqual(["payment_failed", "referral_credit"]);
  });

  it("the site coupon shows to visitors and learners, and a visitor's dismissal is kept in a cookie", async () => {
    server.db.prepare("UPDATE coupons SET is_site_coupon = 1 WHERE code = 'WELCOME20'").run();
    try {
      const visitor = server.client();
      const page = await bannersOn(visitor);
      expect(page.ids).toEqual(["site_coupon"]);
      expect(page.text).toContain("20% off any plan for new learners Use code WELCOME20 at checkout. Claim Offer");
      const res = await visitor.postForm("/api/banners/dismiss", { banner_id: "site_coupon", scope: "WELCOME20", redirectTo: "/explore" });
      expect(res.status).toBe(302);
      expect((await bannersOn(visitor)).ids).toEqual([]);
      expect((await bannersOn(server.client())).ids).toEqual(["site_coupon"]);
      // A visitor can dismiss nothing else.
      expect((await visitor.postForm("/api/banners/dismiss", { banner_id: "start_free_trial", scope: "all" })).status).toBe(401);
      const monthly = await learner("banner-coupon@example.com");
      await buy(monthly, "300-12-6000");
      expect((await bannersOn(monthly)).ids).toEqual(["site_coupon"]);
    } finally {
      server.db.prepare("UPDATE coupons SET is_site_coupon = 0").run();
    }
  });
});

describe("the offers: gift, GitHub student, LOCK IN, the Student Pack, path rules, the site-coupon API", () => {
  it("gift: 'Gift a subscription at up to 20% OFF!' with Claim Gift while the win-back is unexpired; the gift checkout spends it, then it is gone", async () => {
    const email = "banner-gift@example.com";
    const c = await learner(email);
    await buy(c, "300-1-6000");
    expect((await bannersOn(c)).ids).not.toContain("gift_offer");
    expect((await autoRenew(c, false)).status).toBe(200);
    const page = await bannersOn(c);
    expect(page.ids).toEqual(["gift_offer"]);
    expect(page.text).toContain("Gift a subscription at up to 20% OFF! Claim Gift");
    expect(page.html).toContain('href="/checkout/subscription-gift?plan=300-1-6000"');
    // Another learner without a win-back sees no gift offer.
    expect((await bannersOn(await learner("banner-gift-other@example.com"))).ids).not.toContain("gift_offer");
    // The gift checkout takes the win-back at the coupon step, and paying spends it.
    const path = "/checkout/subscription-gift?plan=300-1-6000";
    const checkout = await openCheckout(c, path);
    expect(checkout.text).toContain("Win-back discount (20%)");
    const paid = await c.postForm(path, { attempt_id: checkout.attemptId, plan: "300-1-6000", receiver_email: "gifted@example.com", ...card });
    expect(paid.status).toBe(302);
    expect(row<{ used_at: string | null }>("SELECT used_at FROM churned_buyer_discounts WHERE user_id = ?", userId(email)).used_at).toEqual(
      expect.any(String),
    );
    expect((await bannersOn(c)).ids).not.toContain("gift_offer");
    // An expired win-back offers nothing either.
    const late = "banner-gift-late@example.com";
    const l = await learner(late);
    await buy(l, "300-1-6000");
    await autoRenew(l, false);
    server.db.prepare("UPDATE churned_buyer_discounts SET expiration_date = ? WHERE user_id = ?").run(iso(-1000), userId(late));
    expect((await bannersOn(l)).ids).not.toContain("gift_offer");
  });

  it("GitHub student offer: a verified student without a plan; Claim Discount to /unlimited; dismissible", async () => {
    const email = "banner-student@example.com";
    const c = await learner(email);
    expect((await bannersOn(c)).ids).toEqual(["start_free_trial"]);
    server.db.prepare("UPDATE users SET is_github_student = 1 WHERE id = ?").run(userId(email));
    const page = await bannersOn(c);
    expect(page.ids).toEqual(["student_offer"]);
    expect(page.text).toContain("Your GitHub student discount is ready: 30% off every plan. Claim Discount");
    expect((await c.postForm("/api/banners/dismiss", { banner_id: "student_offer", scope: "verified", redirectTo: "/explore" })).status).toBe(302);
    expect((await bannersOn(c)).ids).toEqual(["start_free_trial"]);
    // A student with a paid plan is not offered it.
    const paying = "banner-student-paying@example.com";
    const p = await learner(paying);
    server.db.prepare("UPDATE users SET is_github_student = 1 WHERE id = ?").run(userId(paying));
    await buy(p, "300-12-6000");
    expect((await bannersOn(p)).ids).not.toContain("student_offer");
  });

  it("GitHub status: while a student verification link waits, a notice says where it went; confirmed, the student offer instead", async () => {
    const email = "banner-github-status@example.com";
    const c = await learner(email);
    expect((await bannersOn(c)).ids).not.toContain("github_status");
    expect((await c.postForm("/github-students", { student_email: "sam@school.edu" })).status).toBeLessThan(400);
    const page = await bannersOn(c);
    expect(page.ids).toEqual(["github_status", "start_free_trial"]);
    expect(page.text).toContain(
      "We have sent a link to sam@school.edu. Open it to confirm that you are a student and get 30% off every plan. Send it again",
    );
    expect((await bannersOn(await learner("banner-github-other@example.com"))).ids).not.toContain("github_status");
    const token = latestMail(server, "sam@school.edu", "student-verify")!.body_text.match(/\/github-students\/verify\/([\w-]+)/)![1];
    expect((await c.postForm(`/github-students/verify/${token}`, { intent: "confirm" })).status).toBeLessThan(400);
    expect((await bannersOn(c)).ids).toEqual(["student_offer"]);
  });

  it("'This course is not available in GitHub Student Pack. Upgrade to get full access.' on a course a verified student cannot fully open", async () => {
    const email = "banner-student-pack@example.com";
    const c = await learner(email);
    const text = "This course is not available in GitHub Student Pack. Upgrade to get full access.";
    const free = row<{ slug: string }>("SELECT url_slug AS slug FROM courses WHERE is_free = 1 ORDER BY id LIMIT 1").slug;
    expect((await bannersOn(c, "/courses/react-fundamentals")).text).not.toContain(text);
    server.db.prepare("UPDATE users SET is_github_student = 1 WHERE id = ?").run(userId(email));
    const locked = await bannersOn(c, "/courses/react-fundamentals");
    expect(locked.text).toContain(`${text} Upgrade Now`);
    expect(locked.ids).toContain("student_pack");
    expect((await bannersOn(c, `/courses/${free}`)).text).not.toContain(text);
    // A project (Premium) and a cloud lab (Premium Plus) name themselves.
    expect((await bannersOn(c, "/projects/python-word-count-cli")).text).toContain(
      "This project is not available in GitHub Student Pack. Upgrade to get full access.",
    );
    expect((await bannersOn(c, "/cloudlabs/s3-buckets-and-objects")).text).toContain(
      "This cloud lab is not available in GitHub Student Pack. Upgrade to get full access.",
    );
    await buy(c, "300-12-6000");
    expect((await bannersOn(c, "/courses/react-fundamentals")).text).not.toContain(text);
    expect((await bannersOn(c, "/projects/python-word-count-cli")).text).not.toContain("GitHub Student Pack");
    // Premium does not open a cloud lab: still closed to this student.
    expect((await bannersOn(c, "/cloudlabs/s3-buckets-and-objects")).text).toContain("This cloud lab is not available in GitHub Student Pack.");
  });

  it("path-prefix rules: no banner on onboarding, no offer on the business pages", async () => {
    const c = await learner("banner-paths@example.com");
    expect((await bannersOn(c, "/")).ids).toEqual(["start_free_trial"]);
    expect((await bannersOn(c, "/onboarding")).ids).toEqual([]);
    expect((await bannersOn(c, "/enterprise")).ids).toEqual([]);
  });

  it("a site coupon that never expires reads LOCK IN; GET /api/coupon/site/{name} answers banner and is_coupon_valid_for_l2c", async () => {
    const visitor = server.client();
    try {
      server.db.prepare("UPDATE coupons SET is_site_coupon = 1 WHERE code = 'LIFETIME15'").run();
      const page = await bannersOn(visitor);
      expect(page.ids).toEqual(["site_coupon"]);
      expect(page.text).toContain("LOCK IN 15% LIFETIME DISCOUNT with code LIFETIME15. Claim Offer");
      const api = await visitor.get("/api/coupon/site/lifetime15");
      expect(api.status).toBe(200);
      expect(await api.json()).toMatchObject({
        banner: "LOCK IN 15% LIFETIME DISCOUNT with code LIFETIME15.",
        is_coupon_valid_for_l2c: true,
        coupon_code: "LIFETIME15",
      });
      server.db.prepare("UPDATE coupons SET is_site_coupon = 0").run();
      server.db.prepare("UPDATE coupons SET is_site_coupon = 1 WHERE code = 'FLAT50'").run();
      expect(await (await visitor.get("/api/coupon/site/FLAT50")).json()).toMatchObject({
        banner: "$50 off annual plans Use code FLAT50 at checkout.",
        is_coupon_valid_for_l2c: false,
      });
      // Not the site coupon, or nonsense: 404, never 500.
      expect((await visitor.get("/api/coupon/site/LIFETIME15")).status).toBe(404);
      expect((await visitor.get(`/api/coupon/site/${"%25".repeat(80)}`)).status).toBe(404);
    } finally {
      server.db.prepare("UPDATE coupons SET is_site_coupon = 0").run();
    }
  });
});
