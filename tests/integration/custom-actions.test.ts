// Custom actions (docs/product/billing.md#custom-actions) end to end on both engines: staff set one up
// with `codelift action create` on the server's own database, the sponsor's admin buys ten coupons
// through POST /api/custom-actions/purchase/{id} on the embedded card gateway, learners use them through
// POST /api/custom-actions/result/{id}/{code}, and the context, coupons, recruiting-usage and invoice
// paths report it, to the sponsor's admins and staff only. What must happen once (the purchase
// creating coupons, a coupon giving its plan) is raced with concurrent requests.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliOn } from "./helpers/cli";
import { ENGINES, startServerOn, type EngineServer } from "./helpers/engines";
import { visibleText } from "./helpers/html";
import type { Client } from "./helpers/server";

const ACTION = "globex-bootcamp";
const BASE = "/api/custom-actions";

async function login(s: EngineServer, email: string, password: string): Promise<Client> {
  const c = s.client();
  const res = await c.postJson("/api/user/login", { email, password });
  expect(res.status, await res.clone().text()).toBe(200);
  return c;
}

async function nonceFor(c: Client, number: string): Promise<string> {
  const token = (await (await c.postJson("/api/braintree/client-token-for-sale", {})).json()).token as string;
  const res = await c.postJson("/api/braintree/tokenize-card", { client_token: token, card_number: number, card_expiry: "12/34", card_cvc: "123" });
  expect(res.status).toBe(200);
  return (await res.json()).nonce as string;
}

describe.each(ENGINES)("custom actions on %s", (engine) => {
  let s: EngineServer;
  let cli: ReturnType<typeof cliOn>;
  let admin: Client;
  let member: Client;
  let outsider: Client;
  let staff: Client;
  const n = async (sql: string, values: unknown[] = []) => Number((await s.query<{ n: number | string }>(sql, values))[0]!.n);

  beforeAll(async () => {
    s = await startServerOn(engine);
    cli = cliOn(s.databaseUrl);
    admin = await login(s, "admin@globex.test", "globex-admin-2026");
    member = await login(s, "member@globex.test", "globex-member-2026");
    outsider = await s.signUpVerified({ email: `outsider-${engine}@example.com` });
    staff = await s.signUpVerified({ email: `ops-${engine}@codelift.dev` });
  }, 120_000);
  afterAll(async () => s?.stop());

  it("staff create the action with codelift; bad input is refused with one line", async () => {
    const created = await cli.json([
      "action",
      "create",
      ACTION,
      "--kind",
      "sponsored",
      "--org",
      "globex",
      "--plan",
      "300-12-6000",
      "--coupons",
      "10",
      "--title",
      "Globex bootcamp",
    ]);
    expect(created).toMatchObject({ id: ACTION, kind: "sponsored", status: "open", plan_code: "300-12-6000", coupons_per_purchase: 10 });
    expect(created.sponsor.name).toBe("Globex Enterprise");
    await cli.expectBadInput(
      ["action", "create", ACTION, "--kind", "sponsored", "--org", "globex", "--plan", "300-12-6000", "--coupons", "10", "--title", "again"],
      `A custom action ${ACTION} exists already: codelift action show ${ACTION}`,
    );
    await cli.expectBadInput(
      ["action", "create", "x", "--kind", "sponsored", "--org", "globex", "--plan", "300-12-6003", "--coupons", "10", "--title", "t"],
      "--plan: A custom action's coupons give an individual plan (type 6000), got 300-12-6003",
    );
  }, 60_000);

  it("shows the action to its sponsor's admins and staff only; nobody else learns it exists", async () => {
    const visitor = await s.client().get(`${BASE}/context/${ACTION}`);
    expect(visitor.status).toBe(401);
    for (const who of [member, outsider]) {
      for (const res of [
        await who.get(`${BASE}/context/${ACTION}`),
        await who.get(`${BASE}/${ACTION}/recruiting-usage`),
        await who.postJson(`${BASE}/${ACTION}/coupons`, {}),
        await who.get(`${BASE}/context/no-such-action`),
      ]) {
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ errorText: "There is no custom action by that id." });
      }
    }
    for (const who of [admin, staff]) {
      const res = await who.get(`${BASE}/context/${ACTION}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
      const body = await res.json();
      expect(body).toMatchObject({
        id: ACTION,
        kind: "sponsored",
        version: 1,
        sponsor: { name: "Globex Enterprise" },
        plan: { code: "300-12-6000", name: "Premium · Annual" },
        coupons_per_purchase: 10,
        purchase_price_usd: 2990,
        purchase_url: `/checkout/coupon-purchase?plan=300-12-6000&action_id=${ACTION}`,
        coupons: { total: 0, used: 0, unused: 0 },
      });
    }
  });

  it("answers bad input with 400 or 404 and a sentence, never 500", async () => {
    const cases: [Promise<Response>, number, unknown][] = [
      [admin.get(`${BASE}/context/${ACTION}?version=3`), 400, { errorText: "version must be 1 or 2." }],
      [admin.get(`${BASE}/context/NOT%20AN%20ID`), 404, { errorText: "There is no custom action by that id." }],
      [admin.postJson(`${BASE}/${ACTION}/coupons`, { status: "lost" }), 400, { errors: { status: "status must be all, unused, used or disabled." } }],
      [admin.postJson(`${BASE}/${ACTION}/coupons`, { limit: "many" }), 400, { errors: { limit: "limit must be a whole number from 1 to 500." } }],
      [admin.get(`${BASE}/transaction/coupon/${ACTION}/abc/invoice`), 404, { errorText: "We could not find that invoice." }],
      [admin.get(`${BASE}/transaction/coupon/${ACTION}/999999/invoice`), 404, { errorText: "We could not find that invoice." }],
      [admin.postJson(`${BASE}/purchase/${ACTION}`, { attempt_id: "nope", payment_method_nonce: "x" }), 400, undefined],
      [outsider.postJson(`${BASE}/result/${ACTION}`, {}), 400, { errorText: "Send the coupon code in request_data.coupon_code." }],
      [outsider.postJson(`${BASE}/result/${ACTION}`, { request_data: "x" }), 400, undefined],
      [
        outsider.postJson(`${BASE}/result/${ACTION}/GIFT-000000000000`, {}),
        404,
        { errorText: "This coupon is not one of this custom action's coupons." },
      ],
      [admin.postJson(`${BASE}/${ACTION}/recruiting-usage`, {}), 405, undefined],
    ];
    for (const [pending, status, body] of cases) {
      const res = await pending;
      expect(res.status, res.url).toBe(status);
      if (body) expect(await res.json()).toEqual(body);
    }
    // Odd bodies, from the sponsor's admin on the real action: an answer below 500 each time, and nothing bought.
    const shapes: [string | undefined, string][] = [
      ["application/json", "[1,2]"],
      ["application/json", '{"a":'],
      ["application/json", "null"],
      ["application/json", '{"attempt_id":7,"payment_method_nonce":[],"expected_total":"x","request_data":{"coupon_code":{}},"status":1,"limit":-1}'],
      ["text/plain", "attempt_id=x"],
      [undefined, '{"x":1}'],
      ["application/x-www-form-urlencoded", "%%%&&==&attempt_id=%ZZ"],
      ["multipart/form-data", "x"],
    ];
    for (const path of [`${BASE}/purchase/${ACTION}`, `${BASE}/result/${ACTION}`, `${BASE}/result/${ACTION}/GIFT-X`, `${BASE}/${ACTION}/coupons`])
      for (const [type, text] of shapes) {
        const res = await admin.fetch(path, { method: "POST", headers: type ? { "Content-Type": type } : {}, body: text });
        expect(res.status, `${path} ${type} ${text}`).toBeLessThan(500);
        // Only the coupons list may answer 200 (a body of unknown fields is the default filter).
        if (!path.endsWith("/coupons")) expect(res.status, `${path} ${type} ${text}`).toBeGreaterThanOrEqual(400);
      }
    expect(await n("SELECT count(*) AS n FROM coupons WHERE action_id = ?", [ACTION])).toBe(0);
  });

  let coupons: string[] = [];
  let transactionId = 0;

  it("a sponsor's custom action sells ten coupons, once, however many times the purchase is sent", async () => {
    // Only the sponsor's admins buy: a member, an outsider and staff are told there is no such action.
    for (const who of [member, outsider, staff]) {
      const res = await who.postJson(`${BASE}/purchase/${ACTION}`, {
        attempt_id: randomUUID(),
        payment_method_nonce: await nonceFor(who, "4242424242424242"),
      });
      expect(res.status).toBe(404);
    }
    // A declined card: nothing is bought, nothing is written but the failed attempt.
    const declined = await admin.postJson(`${BASE}/purchase/${ACTION}`, {
      attempt_id: randomUUID(),
      payment_method_nonce: await nonceFor(admin, "4000000000000002"),
    });
    expect(declined.status).toBe(402);
    expect(await n("SELECT count(*) AS n FROM coupons WHERE action_id = ?", [ACTION])).toBe(0);
    // A price that moved since it was shown is refused, never charged.
    const moved = await admin.postJson(`${BASE}/purchase/${ACTION}`, {
      attempt_id: randomUUID(),
      payment_method_nonce: await nonceFor(admin, "4242424242424242"),
      expected_total: 299,
    });
    expect(moved.status).toBe(409);

    const attempt = randomUUID();
    const nonce = await nonceFor(admin, "4242424242424242");
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        admin.postJson(`${BASE}/purchase/${ACTION}`, { attempt_id: attempt, payment_method_nonce: nonce, expected_total: 2990 }),
      ),
    );
    const bodies = await Promise.all(answers.map((r) => r.json()));
    const paid = bodies.filter((b) => b.status === "succeeded");
    expect(paid.length).toBeGreaterThanOrEqual(1);
    // The others answer what the first did, or that it is still paying, or that its card (a one-time nonce) was spent.
    for (const [i, r] of answers.entries()) expect([200, 400, 409], JSON.stringify(bodies[i])).toContain(r.status);
    expect(await n("SELECT count(*) AS n FROM transactions WHERE attempt_id = ?", [attempt])).toBe(1);
    expect(await n("SELECT count(*) AS n FROM coupons WHERE action_id = ?", [ACTION])).toBe(10);
    const [tx] = await s.query<{ id: number | string; amount_cents: number | string }>(
      "SELECT id, amount_cents FROM transactions WHERE attempt_id = ?",
      [attempt],
    );
    expect(Number(tx!.amount_cents)).toBe(299_000);
    transactionId = Number(tx!.id);
    coupons = paid[0].coupons;
    expect(coupons).toHaveLength(10);
    expect(new Set(coupons).size).toBe(10);
    for (const code of coupons) expect(code).toMatch(/^GIFT-[0-9A-F]{12}$/);
    // The same attempt sent again answers what it did: the same coupons.
    const replay = await admin.postJson(`${BASE}/purchase/${ACTION}`, { attempt_id: attempt, payment_method_nonce: nonce });
    expect((await replay.json()).coupons).toEqual(coupons);
    // The buyer is mailed the ten codes.
    const [mail] = await s.query<{ subject: string; body_text: string }>(
      "SELECT subject, body_text FROM outbox WHERE to_address = ? AND kind = 'coupon' ORDER BY id DESC LIMIT 1",
      ["admin@globex.test"],
    );
    expect(mail!.subject).toBe("Your 10 Codelift coupons for plan 300-12-6000");
    for (const code of coupons) expect(mail!.body_text).toContain(code);
  }, 60_000);

  it("a coupon gives its plan once: raced by two learners, and by one learner twice", async () => {
    const [first, second, third] = coupons as [string, string, string];
    const ann = await s.signUpVerified({ email: `ann-${engine}@example.com` });
    const bob = await s.signUpVerified({ email: `bob-${engine}@example.com` });
    // Two learners, one coupon, at once: one plan.
    const raced = await Promise.all([ann, bob].map((c) => c.postJson(`${BASE}/result/${ACTION}/${first}`, {})));
    const statuses = raced.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses[1]).toBe(409);
    const loser = (await Promise.all(raced.map((r) => r.json()))).find((b) => b.errorText);
    expect(loser.errorText).toBe(`The coupon "${first}" has reached its redemption limit.`);
    expect(await n("SELECT count(*) AS n FROM transactions WHERE coupon_code = ?", [first])).toBe(1);
    const winner = raced[0]!.status === 200 ? ann : bob;
    const other = winner === ann ? bob : ann;
    // The other learner uses another coupon, sending it twice at once (in the body, lower case): one plan.
    const twice = await Promise.all(
      Array.from({ length: 3 }, () => other.postJson(`${BASE}/result/${ACTION}`, { request_data: { coupon_code: second.toLowerCase() } })),
    );
    expect(
      twice.some((r) => r.status === 200),
      JSON.stringify(await Promise.all(twice.map((r) => r.clone().text()))),
    ).toBe(true);
    for (const r of twice) expect([200, 409]).toContain(r.status);
    expect(await n("SELECT count(*) AS n FROM transactions WHERE coupon_code = ?", [second])).toBe(1);
    const ok = await twice.find((r) => r.status === 200)!.json();
    expect(ok).toMatchObject({ status: "succeeded", action_id: ACTION, coupon_code: second, plan_code: "300-12-6000" });
    // A third learner, through the coupon's context first (anyone holding the code reads its state).
    const cy = await s.signUpVerified({ email: `cy-${engine}@example.com` });
    const before = await (await cy.get(`${BASE}/context/${ACTION}/${third}`)).json();
    expect(before).toMatchObject({ id: ACTION, plan: { code: "300-12-6000" }, coupon: { code: third, status: "unused" } });
    expect((await cy.postJson(`${BASE}/result/${ACTION}/${third}`, { request_data: { coupon_code: first } })).status).toBe(400);
    expect((await cy.postJson(`${BASE}/result/${ACTION}/${third}`, {})).status).toBe(200);
    expect((await (await cy.get(`${BASE}/context/${ACTION}/${third}`)).json()).coupon.status).toBe("used");
    // Each of the three holds the plan, free.
    for (const email of [`ann-${engine}@example.com`, `bob-${engine}@example.com`, `cy-${engine}@example.com`])
      expect(
        await n(
          "SELECT count(*) AS n FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.email = ? AND s.plan_code = '300-12-6000' AND s.status = 'active' AND s.paid_cents = 0",
          [email],
        ),
      ).toBe(1);
    // A used coupon stays used.
    const late = await s.signUpVerified({ email: `late-${engine}@example.com` });
    const refused = await late.postJson(`${BASE}/result/${ACTION}/${third}`, {});
    expect(refused.status).toBe(409);
  }, 60_000);

  it("reports the coupons' use to the sponsor's admins and staff, and reading it changes nothing", async () => {
    const counts = async () => [
      await n("SELECT count(*) AS n FROM coupons"),
      await n("SELECT count(*) AS n FROM transactions"),
      await n("SELECT count(*) AS n FROM checkout_attempts"),
    ];
    const before = await counts();
    for (const who of [admin, staff]) {
      const usage = await (await who.get(`${BASE}/${ACTION}/recruiting-usage`)).json();
      expect(usage).toMatchObject({ action_id: ACTION, kind: "sponsored", total: 10, used: 3, unused: 7, disabled: 0, used_percent: 30 });
      expect(usage.purchases).toEqual([{ transaction_id: transactionId, coupons: 10, used: 3 }]);
      expect(usage.first_used_at <= usage.last_used_at).toBe(true);

      const used = await (await who.postJson(`${BASE}/${ACTION}/coupons`, { status: "used" })).json();
      expect(used.total).toBe(3);
      expect(used.coupons.map((c: { code: string }) => c.code).sort()).toEqual(coupons.slice(0, 3).sort());
      for (const c of used.coupons) expect(c).toMatchObject({ status: "used", transaction_id: transactionId });
      const page = await (await who.postJson(`${BASE}/${ACTION}/coupons`, { status: "unused", limit: 5, offset: 5 })).json();
      expect(page.total).toBe(7);
      expect(page.coupons).toHaveLength(2);

      const v2 = await (await who.get(`${BASE}/context/${ACTION}?version=2`)).json();
      expect(v2.version).toBe(2);
      expect(v2.coupons).toMatchObject({ total: 10, used: 3, unused: 7 });
      expect(v2.purchases).toEqual([
        { transaction_id: transactionId, coupons: 10, used: 3, invoice_url: `${BASE}/transaction/coupon/${ACTION}/${transactionId}/invoice` },
      ]);

      const inv = await who.get(v2.purchases[0].invoice_url);
      expect(inv.status).toBe(200);
      const invoice = await inv.json();
      expect(invoice.transaction_id).toBe(transactionId);
      expect(invoice.coupons.sort()).toEqual([...coupons].sort());
      expect(invoice.invoice.number).toBe(`CL-${new Date().getUTCFullYear()}-${String(transactionId).padStart(6, "0")}`);
      expect(invoice.invoice.buyer.email).toBe("admin@globex.test");
    }
    for (const who of [member, outsider]) expect((await who.get(`${BASE}/transaction/coupon/${ACTION}/${transactionId}/invoice`)).status).toBe(404);
    // The sponsor's page, as a browser without JavaScript reads it: the counts, the used coupons when filtered.
    const pageHtml = visibleText(await (await admin.get(`/custom-actions/${ACTION}?status=used`)).text());
    expect(pageHtml).toContain("3 of 10 coupons used (30%). 7 unused.");
    expect(pageHtml).toContain("Buy 10 coupons");
    for (const code of coupons.slice(0, 3)) expect(pageHtml).toContain(code);
    for (const code of coupons.slice(3)) expect(pageHtml).not.toContain(code);
    const staffPage = visibleText(await (await staff.get(`/custom-actions/${ACTION}`)).text());
    expect(staffPage).toContain("3 of 10 coupons used (30%).");
    expect(staffPage).not.toContain("Buy 10 coupons");
    expect((await member.get(`/custom-actions/${ACTION}`)).status).toBe(404);
    expect((await s.client().get(`/custom-actions/${ACTION}`)).status).toBe(302);
    expect(await counts()).toEqual(before);
    // The CLI reports the same.
    const shown = await cli.json(["action", "show", ACTION]);
    expect(shown.usage).toEqual({ total: 10, used: 3, unused: 7, disabled: 0, used_percent: 30 });
    expect(shown.coupons.filter((c: { status: string }) => c.status === "used")).toHaveLength(3);
  }, 60_000);

  it("a closed action sells no more coupons; those sold keep working", async () => {
    expect((await cli.json(["action", "close", ACTION])).status).toBe("closed");
    const res = await admin.postJson(`${BASE}/purchase/${ACTION}`, {
      attempt_id: randomUUID(),
      payment_method_nonce: await nonceFor(admin, "4242424242424242"),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errorText: "This custom action is closed: it sells no more coupons." });
    expect(await n("SELECT count(*) AS n FROM coupons WHERE action_id = ?", [ACTION])).toBe(10);
    const dee = await s.signUpVerified({ email: `dee-${engine}@example.com` });
    expect((await dee.postJson(`${BASE}/result/${ACTION}/${coupons[3]}`, {})).status).toBe(200);
    expect((await cli.json(["action", "open", ACTION])).status).toBe("open");
    // Staff switch one unused coupon off like any coupon: it is reported disabled and gives nothing.
    const off = await cli.run(["coupon", "disable", coupons[9]!]);
    expect(off.code, off.stderr).toBe(0);
    const usage = await (await admin.get(`${BASE}/${ACTION}/recruiting-usage`)).json();
    expect(usage).toMatchObject({ total: 10, used: 4, unused: 5, disabled: 1, used_percent: 40 });
    const eve = await s.signUpVerified({ email: `eve-${engine}@example.com` });
    const refused = await eve.postJson(`${BASE}/result/${ACTION}/${coupons[9]}`, {});
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ errorText: `The coupon "${coupons[9]}" is no longer available.` });
  }, 60_000);
});
