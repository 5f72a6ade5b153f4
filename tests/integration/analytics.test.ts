// Analytics (docs/product/learner-data.md#analytics): PUT /api/event/triggered-multi labelled on the server, unexpected values
// reported, campaign events kept 7 days, Do Not Track / GPC store nothing, bad input 400 storing
// nothing; server events (sign-up, login, theme toggle, coach funnel); GET
// /api/google-analytics/subscription-type; the staff dashboard; `codelift analytics report`.
import { execFile } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";

let server: TestServer;
let learner: Client;
let staff: Client;
const rows = (name?: string) =>
  server.db.prepare(`SELECT * FROM analytics_events ${name ? "WHERE name = ?" : ""} ORDER BY id`).all(...(name ? [name] : [])) as {
    name: string;
    user_id: number | null;
    user_kind: string;
    user_label: string;
    path: string | null;
    props: string;
    source: string;
  }[];
const put = (c: Client, body: unknown, headers: Record<string, string> = {}) =>
  c.fetch("/api/event/triggered-multi", { method: "PUT", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });

beforeAll(async () => {
  server = await startServer();
  learner = (await signUpVerified(server, { email: "ana-lytics@example.com", fullName: "Ana Lytics" })).client;
  staff = server.client();
  expect((await staff.postJson("/api/user/login", { email: "staff@codelift.dev", password: "staff-codelift-2026" })).status).toBe(200);
}, 120_000);
afterAll(async () => server?.stop());

describe("PUT /api/event/triggered-multi", () => {
  it("stores the batch labelled with the session's kind and label (not the browser's word)", async () => {
    const before = rows().length;
    const res = await put(learner, {
      events: [
        { event_name: "page_view", event_data: { user_label: "premium_forged" }, path: "/explore" },
        { event_name: "checkout_step", event_data: { step: "view" } },
      ],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ stored: 2, unexpected: [], dropped_campaign_events: 0 });
    const added = rows().slice(before);
    expect(added.map((r) => [r.name, r.user_kind, r.user_label, r.source])).toEqual([
      ["page_view", "B2C_USER", "non_paying", "web"],
      ["checkout_step", "B2C_USER", "non_paying", "web"],
    ]);
    expect(added[0]!.path).toBe("/explore");
    const anon = await put(server.client(), { events: JSON.stringify([{ event_name: "page_view", event_data: "{}" }]) });
    expect(anon.status).toBe(200);
    expect(rows("page_view").at(-1)).toMatchObject({ user_id: null, user_kind: "LOGGED_OUT", user_label: "logged_out" });
  });

  it('values containing "undefined" are stored and reported as unexpected', async () => {
    const res = await put(learner, { events: [{ event_name: "page_view", event_data: { plan: "undefined-12", ok: "fine" } }] });
    expect(await res.json()).toMatchObject({ stored: 2, unexpected: [{ event_name: "page_view", keys: ["plan"] }] });
    expect(JSON.parse(rows("analytics_unexpected").at(-1)!.props)).toEqual({ event_name: "page_view", keys: "plan" });
  });

  it("queued campaign events: kept within 7 days, dropped when older or malformed", async () => {
    const now = Date.now();
    const res = await put(learner, {
      events: [{ event_name: "page_view" }],
      campaign_events: [
        { event_name: "utm_visit", event_data: { utm_source: "newsletter" }, queued_at: now - 6 * 86_400_000 },
        { event_name: "utm_visit", event_data: { utm_source: "old" }, queued_at: now - 8 * 86_400_000 },
        { event_name: "", event_data: {}, queued_at: now },
        { event_name: "utm_visit", event_data: [], queued_at: now },
      ],
    });
    expect(await res.json()).toMatchObject({ stored: 2, dropped_campaign_events: 3 });
    expect(JSON.parse(rows("campaign").at(-1)!.props)).toEqual({ campaign_event: "utm_visit", utm_source: "newsletter" });
  });

  it("Do Not Track or Global Privacy Control: nothing stored", async () => {
    const before = rows().length;
    for (const h of [{ DNT: "1" }, { "Sec-GPC": "1" }] as Record<string, string>[]) {
      const res = await put(learner, { events: [{ event_name: "page_view" }] }, h);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ stored: 0, do_not_track: true });
    }
    expect(
      (
        await learner.fetch("/api/userdata/darkmode", {
          method: "POST",
          headers: { "Content-Type": "application/json", DNT: "1" },
          body: JSON.stringify({ frontend_theme: "dark" }),
        })
      ).status,
    ).toBe(200);
    expect(rows().length).toBe(before);
  });

  it("bad input is 400 and stores nothing", async () => {
    const before = rows().length;
    const bad: unknown[] = [
      {},
      { events: [] },
      { events: "not json" },
      { events: [{ event_name: "made_up" }] },
      { events: [{ event_name: "page_view", event_data: { nested: { a: 1 } } }] },
      { events: [{ event_name: "page_view", event_data: { long: "x".repeat(501) } }] },
      { events: [{ event_name: "page_view", path: "https://evil.example/" }] },
      { events: Array.from({ length: 51 }, () => ({ event_name: "page_view" })) },
    ];
    for (const b of bad) expect((await put(learner, b)).status, JSON.stringify(b).slice(0, 80)).toBe(400);
    const raw = await learner.fetch("/api/event/triggered-multi", { method: "PUT", headers: { "Content-Type": "application/json" }, body: "{nope" });
    expect(raw.status).toBe(400);
    expect(rows().length).toBe(before);
    expect((await learner.get("/api/event/triggered-multi")).status).toBe(405);
  });
});

describe("server events and the label", () => {
  it("sign-up, login and theme toggle are recorded with the label", async () => {
    expect(rows("sign_up").some((r) => r.source === "server" && r.user_kind === "B2C_USER")).toBe(true);
    const c = server.client();
    expect((await c.postJson("/api/user/login", { email: "ana-lytics@example.com", password: "correct horse battery" })).status).toBe(200);
    expect(rows("login").at(-1)).toMatchObject({ user_label: "non_paying", source: "server" });
    expect((await c.postJson("/api/userdata/darkmode", { frontend_theme: "light" })).status).toBe(200);
    expect(JSON.parse(rows("theme_toggle").at(-1)!.props)).toEqual({ theme: "light" });
  });

  it("GET /api/google-analytics/subscription-type answers the session's label", async () => {
    expect(await (await learner.get("/api/google-analytics/subscription-type")).json()).toEqual({
      subscription_type: "non_paying",
      user_kind: "B2C_USER",
    });
    expect(await (await server.client().get("/api/google-analytics/subscription-type")).json()).toEqual({
      subscription_type: "logged_out",
      user_kind: "LOGGED_OUT",
    });
  });
});

describe("the staff dashboard and the CLI report", () => {
  const today = new Date().toISOString().slice(0, 10);
  it("staff see the totals and SVG charts; others get 404; bad periods are 400", async () => {
    const res = await staff.get(`/staff/analytics?from=${today}&to=${today}`);
    expect(res.status).toBe(200);
    const html = (await res.text()).replace(/<!-- -->/g, "");
    expect(html).toContain("<svg");
    expect(html).toContain("Sign-ups and active learners per day");
    expect(html).toMatch(/<strong>\d+<\/strong> sign-ups/);
    expect((await learner.get("/staff/analytics")).status).toBe(404);
    expect((await staff.get("/staff/analytics?from=2026-02-30x")).status).toBe(400);
    expect((await staff.get(`/staff/analytics?from=${today}&to=2020-01-01`)).status).toBe(400);
    expect((await staff.get("/staff/analytics?from=2020-01-01&to=2026-01-01")).status).toBe(400);
  });

  it("codelift analytics report --from --to --json: the same numbers; bad input exits 2", async () => {
    const run = (args: string[]) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
        execFile(
          process.execPath,
          ["cli/bin.js", ...args],
          { cwd: path.resolve(import.meta.dirname, "../.."), env: { ...process.env, DATABASE_URL: server.dbFile, NO_COLOR: "1" } },
          (e, stdout, stderr) => resolve({ code: e ? ((e as { code?: number }).code ?? 1) : 0, stdout, stderr }),
        ),
      );
    const r = await run(["analytics", "report", "--from", today, "--to", today, "--json"]);
    expect(r.code, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout);
    const signUps = rows("sign_up").length;
    expect(doc.totals.signUps).toBe(signUps);
    expect(doc.days).toEqual([{ day: today, signUps, activeLearners: expect.any(Number) }]);
    expect(doc.totals.checkoutViews).toBe(1);
    const bad = await run(["analytics", "report", "--from", "soon", "--to", today]);
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe("");
    const reversed = await run(["analytics", "report", "--from", today, "--to", "2020-01-01"]);
    expect(reversed.code).toBe(2);
  });
});

describe("retention", () => {
  it("the server's scheduled tick deletes events older than ANALYTICS_RETENTION_DAYS and keeps the rest", async () => {
    const s = await startServer({ BILLING_INTERVAL_SECONDS: "1", ANALYTICS_RETENTION_DAYS: "30" });
    try {
      const day = 86_400_000;
      const insert = s.db.prepare("INSERT INTO analytics_events (name, user_kind, user_label, created_at) VALUES (?, 'LOGGED_OUT', 'LOGGED_OUT', ?)");
      insert.run("retention_old", new Date(Date.now() - 31 * day).toISOString());
      insert.run("retention_kept", new Date(Date.now() - 29 * day).toISOString());
      const names = () => s.db.prepare("SELECT name FROM analytics_events WHERE name LIKE 'retention_%' ORDER BY name").pluck().all() as string[];
      // the timer ticks every second: wait for a tick after the rows went in
      const deadline = Date.now() + 10_000;
      while (names().includes("retention_old") && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(names()).toEqual(["retention_kept"]);
      expect(s.output()).toMatch(/Analytics: 1 events older than 30 days deleted/);
    } finally {
      await s.stop();
    }
  });
});
