// Affiliates on the real server: the click call (encoded id, the 30-day signed cookie with the
// campaign data, referral site truncated to 512), the sale credited to the affiliate on the
// transaction (expired or changed cookies ignored), and the catalog-data sales report with its
// authorisation (staff, or the affiliate's report key) and its input errors.
import { createCookie } from "@remix-run/node";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.stop());

// The seeded demo affiliate (seeds/index.ts).
const DEMO = { id: 1, encodedId: "aff_demo_partner", name: "Demo Partner Blog", reportKey: "ark_demo-partner-report-key-2026" };
const card = { card_number: "4242424242424242", card_expiry: "12/34", card_cvc: "123" };
const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const today = () => dayOffset(0);

async function buy(c: Client, plan = "300-1-6000") {
  const p = `/checkout/subscription-buy?plan=${plan}`;
  const html = decode(await (await c.get(p)).text());
  const attemptId = html.match(/name="attempt_id" value="([0-9a-f-]{36})"/)![1]!;
  const res = await c.postForm(p, { attempt_id: attemptId, plan, ...card });
  expect(res.status).toBe(302);
  return server.db.prepare("SELECT * FROM transactions WHERE attempt_id = ?").get(attemptId) as {
    affiliate_id: number | null;
    attribution: string | null;
    amount_cents: number;
  };
}

const click = (c: Client, body: Record<string, unknown>, p = `/api/affiliate/getencodedid/${DEMO.id}/context`) => c.postJson(p, body);

describe("POST /api/affiliate/getencodedid/{id}/context{suffix}", () => {
  it("answers the encoded id and the affiliate's name, and sets the click cookie for 30 days (httpOnly, SameSite=Lax, signed)", async () => {
    const c = server.client();
    const res = await click(c, { referral_site: "https://blog.example.com/post", utm_source: "blog", ref_id: "r-1" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ encoded_affiliate_id: DEMO.encodedId, associated_affiliate_name: DEMO.name });
    const set = res.headers.getSetCookie().find((s) => s.startsWith("affiliate_click="));
    expect(set).toBeDefined();
    expect(set).toMatch(/Max-Age=2592000/);
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(set).toMatch(/Path=\//);
    // Signed: value.signature
    expect(decodeURIComponent(set!.split(";")[0]!.slice("affiliate_click=".length))).toMatch(/^[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
  });

  it("takes the encoded id too, and any suffix after context", async () => {
    for (const p of [`/api/affiliate/getencodedid/${DEMO.encodedId}/context`, `/api/affiliate/getencodedid/${DEMO.id}/context-pricing_v2`]) {
      const res = await click(server.client(), {}, p);
      expect(res.status, p).toBe(200);
      expect(await res.json()).toEqual({ encoded_affiliate_id: DEMO.encodedId, associated_affiliate_name: DEMO.name });
    }
  });

  it("answers 404 for an unknown affiliate or a last segment that is not context…, and 400 for a bad body, setting no cookie", async () => {
    for (const p of [
      "/api/affiliate/getencodedid/999/context",
      "/api/affiliate/getencodedid/aff_nobody_here/context",
      `/api/affiliate/getencodedid/${DEMO.id}/other`,
    ]) {
      const res = await click(server.client(), {}, p);
      expect(res.status, p).toBe(404);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const unknown = await click(server.client(), {}, "/api/affiliate/getencodedid/999/context");
    expect(await unknown.json()).toEqual({ errorText: "We could not find that affiliate." });
    const bad = await click(server.client(), { referral_site: { nested: true } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ errors: { referral_site: "Send this as a string." } });
    const get = await server.client().get(`/api/affiliate/getencodedid/${DEMO.id}/context`);
    expect(get.status).toBe(405);
  });
});

describe("a sale through an affiliate", () => {
  it("stores the affiliate and the campaign data on the attempt and the transaction, with the referral site cut to 512 characters", async () => {
    const { client: c } = await signUpVerified(server, { email: "clicker@example.com" });
    const longSite = `https://news.example.com/${"x".repeat(700)}`;
    const res = await click(c, {
      referral_site: longSite,
      last_referral_site: "https://search.example.com/?q=codelift",
      utm_name: "spring-sale",
      utm_term: "interview prep",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_content: "hero-button",
      ref_id: "42",
    });
    expect(res.status).toBe(200);
    const tx = await buy(c);
    expect(tx.affiliate_id).toBe(DEMO.id);
    const attribution = JSON.parse(tx.attribution!);
    expect(attribution).toMatchObject({
      affiliate_id: DEMO.id,
      encoded_affiliate_id: DEMO.encodedId,
      associated_affiliate_name: DEMO.name,
      referral_site: longSite.slice(0, 512),
      last_referral_site: "https://search.example.com/?q=codelift",
      utm_name: "spring-sale",
      utm_term: "interview prep",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_content: "hero-button",
      ref_id: "42",
    });
    expect(attribution.referral_site).toHaveLength(512);
    expect(new Date(attribution.clicked_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const attempt = server.db
      .prepare("SELECT attribution FROM checkout_attempts WHERE user_id = (SELECT id FROM users WHERE email = ?)")
      .get("clicker@example.com") as { attribution: string };
    expect(JSON.parse(attempt.attribution)).toEqual(attribution);
  });

  it("credits nobody without a click, or with a changed or expired cookie", async () => {
    const plain = (await signUpVerified(server, { email: "noclick@example.com" })).client;
    expect(await buy(plain)).toMatchObject({ affiliate_id: null, attribution: null });

    const tampered = (await signUpVerified(server, { email: "tampered@example.com" })).client;
    expect((await click(tampered, { utm_source: "x" })).status).toBe(200);
    const value = decodeURIComponent(tampered.cookies.get("affiliate_click")!);
    const [payload, signature] = value.split(".");
    const forged = Buffer.from(JSON.stringify({ a: "aff_demo_partner", at: new Date().toISOString(), c: { utm_source: "forged" } })).toString(
      "base64",
    );
    expect(forged).not.toBe(payload);
    tampered.cookies.set("affiliate_click", encodeURIComponent(`${forged}.${signature}`));
    expect(await buy(tampered)).toMatchObject({ affiliate_id: null, attribution: null });

    // Signed with the server's own secret but 31 days old: past the 30 days, so ignored.
    const secret = fs.readFileSync(path.join(path.dirname(server.dbFile), ".session-secret"), "utf8").trim();
    const cookie = createCookie("affiliate_click", { secrets: [secret] });
    const sign = async (at: Date) =>
      (await cookie.serialize({ a: DEMO.encodedId, at: at.toISOString(), c: { utm_source: "old" } })).split(";")[0]!.slice("affiliate_click=".length);
    const expired = (await signUpVerified(server, { email: "expired@example.com" })).client;
    expired.cookies.set("affiliate_click", await sign(new Date(Date.now() - 31 * 86_400_000)));
    expect(await buy(expired)).toMatchObject({ affiliate_id: null, attribution: null });
    // The same cookie 29 days old still counts (so the signing above is the server's).
    const recent = (await signUpVerified(server, { email: "recent@example.com" })).client;
    recent.cookies.set("affiliate_click", await sign(new Date(Date.now() - 29 * 86_400_000)));
    const tx = await buy(recent);
    expect(tx.affiliate_id).toBe(DEMO.id);
    expect(JSON.parse(tx.attribution!)).toMatchObject({ utm_source: "old" });
  });
});

describe("POST /api/affiliate/{id}/catalog-data", () => {
  const report = (c: Client, body: Record<string, unknown>, headers: Record<string, string> = {}, id: number | string = DEMO.id) =>
    c.fetch(`/api/affiliate/${id}/catalog-data`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  const bearer = { Authorization: `Bearer ${DEMO.reportKey}` };
  let staff: Client;
  beforeAll(async () => {
    staff = server.client();
    expect((await staff.postJson("/api/user/login", { email: "staff@codelift.dev", password: "staff-codelift-2026" })).status).toBe(200);
  });

  it("reports the affiliate's sales in the range: count, total, per item and per day (staff and the report key agree)", async () => {
    // Two sales so far (clicker $59.00, recent $59.00), plus one of 300-12-6000 now.
    const { client: c } = await signUpVerified(server, { email: "yearly@example.com" });
    expect((await click(c, {})).status).toBe(200);
    expect((await buy(c, "300-12-6000")).amount_cents).toBe(29900);
    // Yesterday to tomorrow: the sales are today's even if the test runs across midnight (UTC).
    const [from, to] = [dayOffset(-1), dayOffset(1)];
    const txDays = (
      server.db.prepare("SELECT DISTINCT substr(created_at, 1, 10) d FROM transactions WHERE affiliate_id = ?").all(DEMO.id) as { d: string }[]
    ).map((r) => r.d);
    expect(txDays.length).toBeGreaterThan(0);
    const expected = {
      affiliate: { id: DEMO.id, encoded_affiliate_id: DEMO.encodedId, name: DEMO.name },
      start_date: from,
      end_date: to,
      sales_count: 3,
      total_usd: 417,
      items: [
        { item_code: "300-1-6000", sales_count: 2, total_usd: 118 },
        { item_code: "300-12-6000", sales_count: 1, total_usd: 299 },
      ],
      days: expect.any(Array),
    };
    const byStaff = await report(staff, { start_date: from, end_date: to });
    expect(byStaff.status).toBe(200);
    const staffReport = await byStaff.json();
    expect(staffReport).toEqual(expected);
    expect(staffReport.days[0].date).toBe(from);
    expect(staffReport.days[2].date).toBe(to);
    expect(staffReport.days).toHaveLength(3);
    const withSales = staffReport.days.filter((d: { sales_count: number }) => d.sales_count > 0);
    expect(withSales.map((d: { date: string }) => d.date)).toEqual(txDays.sort());
    expect(withSales.reduce((n: number, d: { sales_count: number }) => n + d.sales_count, 0)).toBe(3);
    expect(withSales.reduce((n: number, d: { total_usd: number }) => n + d.total_usd * 100, 0)).toBe(41700);
    const byKey = await report(server.client(), { start_date: from, end_date: to }, bearer);
    expect(byKey.status).toBe(200);
    expect(await byKey.json()).toEqual(staffReport);
    // By encoded id too.
    expect(await (await report(server.client(), { start_date: from, end_date: to }, bearer, DEMO.encodedId)).json()).toEqual(staffReport);

    // A range without those days: zeros, every day listed.
    const empty = await (await report(staff, { start_date: "2025-01-01", end_date: "2025-01-03" })).json();
    expect(empty).toMatchObject({ sales_count: 0, total_usd: 0, items: [] });
    expect(empty.days).toEqual(["2025-01-01", "2025-01-02", "2025-01-03"].map((date) => ({ date, sales_count: 0, total_usd: 0 })));
  });

  it("refuses everyone else: 401 without credentials, 403 for a learner or a wrong key (the same for an unknown affiliate)", async () => {
    const day = today();
    const anon = await report(server.client(), { start_date: day, end_date: day });
    expect(anon.status).toBe(401);
    expect(await anon.json()).toEqual({ errorText: "You need to log in to do that." });
    const { client: learner } = await signUpVerified(server, { email: "nosy@example.com" });
    for (const [c, headers, id] of [
      [learner, {}, DEMO.id],
      [server.client(), { Authorization: "Bearer ark_wrong" }, DEMO.id],
      [server.client(), bearer, 999],
      [learner, bearer, 999],
    ] as const) {
      const res = await report(c, { start_date: day, end_date: day }, headers, id);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ errorText: "You do not have access to this." });
    }
    const unknown = await report(staff, { start_date: day, end_date: day }, {}, 999);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ errorText: "We could not find that affiliate." });
  });

  it("answers bad input with 400 and the field's error, never a 500", async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{}, { start_date: "start_date must be a date such as 2026-01-31.", end_date: "end_date must be a date such as 2026-01-31." }],
      [{ start_date: "2026-02-30", end_date: "2026-03-01" }, { start_date: "start_date must be a date such as 2026-01-31." }],
      [{ start_date: "2026-03-01", end_date: 7 }, { end_date: "end_date must be a date such as 2026-01-31." }],
      [{ start_date: "2026-03-02", end_date: "2026-03-01" }, { end_date: "end_date must be on or after start_date." }],
      [{ start_date: "2025-01-01", end_date: "2026-01-02" }, { end_date: "A report covers at most 366 days: choose a shorter range." }],
    ];
    for (const [body, errors] of cases) {
      const res = await report(staff, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toEqual({ errors });
    }
    const malformed = await staff.fetch(`/api/affiliate/${DEMO.id}/catalog-data`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    expect((await staff.get(`/api/affiliate/${DEMO.id}/catalog-data`)).status).toBe(405);
  });
});
