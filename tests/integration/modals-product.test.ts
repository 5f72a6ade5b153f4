// The product half of the modal catalogue (docs/product/shell.md#modals), on the real server: each modal is a state of
// its page (the GET only renders it), its form posts to the action that already holds the rules,
// a refusal is answered inside the modal and stores nothing.
// - update user role: /enterprise-dashboard/{id}?dialog=role&member={id}
// - upgrade offer: ?dialog=upgrade-annual from the annual-upgrade banner, priced from the plans
// - trial success: /order-confirmation?attempt=…&trial=started after a trial checkout
// - weekly goal: ?dialog=weekly-goal on the learn home and the coding roadmap
// - streak: the result of the first graded submission of a day
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";
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
const userId = (email: string) => (server.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;
const row = <T>(sql: string, ...args: unknown[]) => server.db.prepare(sql).get(...args) as T;

/** The first open <dialog open …>…</dialog> of a page (decoded HTML), or null. */
function dialogOf(html: string): string | null {
  const m = decode(html).match(/<dialog(?=[^>]*\sopen[\s=>])[\s\S]*?<\/dialog>/);
  return m ? m[0] : null;
}

async function page(c: Client, path: string) {
  const res = await c.get(path);
  const html = await res.text();
  return { status: res.status, html: decode(html), text: visibleText(html), dialog: dialogOf(html) };
}

let n = 0;
async function person(name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${++n}@example.com`;
  const { client } = await signUpVerified(server, { email, fullName: name });
  return { client, email, id: userId(email), name };
}

const card = { card_number: "4242 4242 4242 4242", card_expiry: "12/34", card_cvc: "123" };
async function checkout(c: Client, path: string, plan: string) {
  const html = decode(await (await c.get(path)).text());
  const attemptId = html.match(/name="attempt_id" value="([0-9a-f-]{36})"/)?.[1] ?? "";
  return c.postForm(path, { attempt_id: attemptId, plan, ...card });
}

const usd = (cents: number) => `$${(cents / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
const listPrice = (plan: string) => row<{ c: number }>("SELECT list_price_cents c FROM plan_prices WHERE plan_code = ?", plan).c;

describe("update user role", () => {
  let orgId: number;
  let admin: Awaited<ReturnType<typeof person>>;
  let mentor: Awaited<ReturnType<typeof person>>;
  let manager: Awaited<ReturnType<typeof person>>;
  const dash = () => `/enterprise-dashboard/${orgId}`;
  const modalPath = (member: number) => `${dash()}?index&dialog=role&member=${member}`;
  const memberRow = (uid: number) =>
    row<{ role: string; is_admin: number; is_manager: number; is_mentor: number; subscription_id: number | null }>(
      "SELECT role, is_admin, is_manager, is_mentor, subscription_id FROM organization_members WHERE organization_id = ? AND user_id = ?",
      orgId,
      uid,
    );

  beforeAll(async () => {
    admin = await person("Role Admin");
    mentor = await person("Role Mentor");
    manager = await person("Role Manager");
    orgId = row<{ id: number }>(
      "INSERT INTO organizations (name, slug, kind, feature_flags) VALUES ('Modalworks', 'modalworks', 'enterprise', '{}') RETURNING id",
    ).id;
    const sub = row<{ id: number }>(
      "INSERT INTO organization_subscriptions (organization_id, plan_code, plan_type, sub_type, seats, status, start_date, expiration_date) VALUES (?, 'enterprise-12-6003', 6003, 9000, 5, 'active', '2026-01-01T00:00:00.000Z', '2099-01-01T00:00:00.000Z') RETURNING id",
      orgId,
    ).id;
    const join = server.db.prepare(
      "INSERT INTO organization_members (organization_id, user_id, role, is_admin, admin_level, is_manager, is_mentor, subscription_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    );
    join.run(orgId, admin.id, "Admin", 1, "super_admin", 0, 0, null);
    join.run(orgId, mentor.id, "Member", 0, null, 0, 1, sub);
    join.run(orgId, manager.id, "Manager", 0, null, 1, 0, null);
  });

  it("opens as a page state for admins, with an opener per member; the GET changes nothing", async () => {
    const list = await page(admin.client, dash());
    expect(list.dialog).toBeNull();
    expect(list.html).toContain(`href="/enterprise-dashboard/${orgId}?dialog=role&member=${mentor.id}"`);
    expect(list.text).toContain("Change role");
    const before = memberRow(mentor.id);
    const open = await page(admin.client, `${dash()}?dialog=role&member=${mentor.id}`);
    expect(open.status).toBe(200);
    expect(open.dialog).not.toBeNull();
    expect(visibleText(open.dialog!)).toContain(`Change the role of ${mentor.name}`);
    expect(open.dialog).toMatch(/<input[^>]*value="Member"[^>]*checked|<input[^>]*checked[^>]*value="Member"/);
    expect(open.dialog).toContain(`action="/enterprise-dashboard/${orgId}?index&dialog=role&member=${mentor.id}"`);
    // the close is a plain link back to the page
    expect(open.dialog).toContain(`href="/enterprise-dashboard/${orgId}"`);
    expect(memberRow(mentor.id)).toEqual(before);
    // an unknown member, or a manager (read-only), gets no modal
    expect((await page(admin.client, `${dash()}?dialog=role&member=999999`)).dialog).toBeNull();
    const asManager = await page(manager.client, `${dash()}?dialog=role&member=${mentor.id}`);
    expect(asManager.status).toBe(200);
    expect(asManager.dialog).toBeNull();
    expect(asManager.text).not.toContain("Change role");
  });

  it("changes the role through the page's rules; the flags sent with it are kept", async () => {
    const res = await admin.client.postForm(modalPath(mentor.id), {
      intent: "change-role",
      user_id: String(mentor.id),
      role: "Manager",
      is_mentor: "on",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(dash());
    expect(memberRow(mentor.id)).toMatchObject({ role: "Manager", is_manager: 1, is_admin: 0, is_mentor: 1 });
  });

  it("a refusal is shown inside the modal and writes nothing", async () => {
    // the last admin cannot step down
    const before = memberRow(admin.id);
    const last = await admin.client.postForm(modalPath(admin.id), { intent: "change-role", user_id: String(admin.id), role: "Member" });
    expect(last.status).toBe(409);
    const dialog = dialogOf(await last.text());
    expect(dialog).not.toBeNull();
    expect(visibleText(dialog!)).toContain("An organization needs at least one admin. Make someone else an admin first.");
    // the refused choice is shown again
    expect(dialog).toMatch(/<input[^>]*value="Member"[^>]*checked|<input[^>]*checked[^>]*value="Member"/);
    expect(memberRow(admin.id)).toEqual(before);
    // an unknown role: 400, in the modal, nothing stored
    const mentorBefore = memberRow(mentor.id);
    const bad = await admin.client.postForm(modalPath(mentor.id), { intent: "change-role", user_id: String(mentor.id), role: "Boss" });
    expect(bad.status).toBe(400);
    expect(visibleText(dialogOf(await bad.text()) ?? "")).toContain("Choose Admin, Manager, Member or Non-Paid Member.");
    expect(memberRow(mentor.id)).toEqual(mentorBefore);
    // a manager may not change roles (403), nor may an outsider (404)
    const byManager = await manager.client.postForm(modalPath(mentor.id), { intent: "change-role", user_id: String(mentor.id), role: "Admin" });
    expect(byManager.status).toBe(403);
    const outsider = await person("Role Outsider");
    const byOutsider = await outsider.client.postForm(modalPath(mentor.id), { intent: "change-role", user_id: String(mentor.id), role: "Admin" });
    expect(byOutsider.status).toBe(404);
    expect(memberRow(mentor.id)).toEqual(mentorBefore);
  });
});

describe("upgrade offer (monthly → annual)", () => {
  it("opens from the banner's Upgrade Now, priced from the plans, and its form records the click then goes to the upgrade", async () => {
    const p = await person("Monthly Payer");
    expect((await checkout(p.client, "/checkout/subscription-buy?plan=300-1-6000", "300-1-6000")).status).toBe(302);
    const banner = await page(p.client, "/explore");
    expect(banner.html).toContain('data-banner="annual_upgrade"');
    expect(banner.html).toContain('href="/explore?dialog=upgrade-annual"');
    expect(banner.dialog).toBeNull();
    expect(banner.html).not.toContain('action="/api/subscription/handle-upgrade-to-annual-modal-click"');

    const open = await page(p.client, "/explore?q=graphs&dialog=upgrade-annual");
    expect(open.dialog).not.toBeNull();
    const text = visibleText(open.dialog!);
    const monthly = listPrice("300-1-6000");
    const annual = listPrice("300-12-6000");
    const saving = monthly * 12 - annual;
    expect(saving).toBeGreaterThan(0);
    expect(text).toContain("Switch to yearly billing");
    expect(text).toContain(`Yearly plan ${usd(annual)}`);
    expect(text).toContain(`Twelve monthly payments ${usd(monthly * 12)}`);
    expect(text).toContain(`You save ${usd(saving)} (${Math.round((1 - annual / (monthly * 12)) * 100)}%)`);
    expect(open.dialog).toContain('action="/api/subscription/handle-upgrade-to-annual-modal-click"');
    expect(open.dialog).toContain('value="/checkout/subscription-upgrade?plan=300-12-6000&monthly_to_annual=true"');
    // closing keeps the rest of the page's state
    expect(open.dialog).toContain('href="/explore?q=graphs"');
    // the GET recorded nothing
    expect(row<{ n: number }>("SELECT count(*) n FROM billing_nudges WHERE user_id = ?", p.id).n).toBe(0);

    const clicked = await p.client.postForm("/api/subscription/handle-upgrade-to-annual-modal-click", {
      redirectTo: "/checkout/subscription-upgrade?plan=300-12-6000&monthly_to_annual=true",
    });
    expect(clicked.status).toBe(302);
    expect(clicked.headers.get("Location")).toBe("/checkout/subscription-upgrade?plan=300-12-6000&monthly_to_annual=true");
    expect(row<{ count: number }>("SELECT count FROM billing_nudges WHERE user_id = ? AND kind = 'upgrade_to_annual_modal'", p.id).count).toBe(1);
    // the banner (and so its modal) is gone once clicked
    expect((await page(p.client, "/explore?dialog=upgrade-annual")).dialog).toBeNull();
  });

  it("is not offered to a learner without the banner", async () => {
    const p = await person("Annual Payer");
    expect((await checkout(p.client, "/checkout/subscription-buy?plan=300-12-6000", "300-12-6000")).status).toBe(302);
    const open = await page(p.client, "/explore?dialog=upgrade-annual");
    expect(open.html).not.toContain('data-banner="annual_upgrade"');
    expect(open.dialog).toBeNull();
  });
});

describe("trial success", () => {
  it("the trial checkout lands on the confirmation with the modal: what, when it ends, the price after, how to cancel", async () => {
    const p = await person("Trial Taker");
    const res = await checkout(p.client, "/checkout/b2c-trial-avail?plan=300-1-6000", "300-1-6000");
    expect(res.status).toBe(302);
    const location = res.headers.get("Location")!;
    expect(location).toMatch(/^\/order-confirmation\?attempt=[0-9a-f-]{36}&trial=started$/);
    const sub = row<{ expiration_date: string }>("SELECT expiration_date FROM subscriptions WHERE user_id = ?", p.id);
    const ends = new Date(sub.expiration_date).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
    const open = await page(p.client, location);
    expect(open.status).toBe(200);
    expect(open.dialog).not.toBeNull();
    const text = visibleText(open.dialog!);
    expect(text).toContain("Your 7-day free trial has started");
    expect(text).toContain("You have Premium · Monthly free for 7 days. Nothing was charged today.");
    expect(text).toContain("Graded interview prep");
    expect(text).toContain(`Your trial ends on ${ends}. Then your plan continues at ${usd(listPrice("300-1-6000"))} a month`);
    expect(text).toContain(`To cancel, turn off auto-renew in Billing before ${ends}.`);
    expect(open.dialog).toContain('href="/account/billing"');
    const closeTo = location.replace("&trial=started", "");
    expect(open.dialog).toContain(`href="${closeTo}"`);
    // closed: the same page without the state shows no modal on reload
    const closed = await page(p.client, closeTo);
    expect(closed.status).toBe(200);
    expect(closed.dialog).toBeNull();
    expect(closed.text).toContain("Your free trial has started");

    // after turning auto-renew off the modal says nothing will be charged
    server.db.prepare("UPDATE subscriptions SET auto_renew = 0 WHERE user_id = ?").run(p.id);
    expect(visibleText((await page(p.client, location)).dialog ?? "")).toContain("Auto-renew is off, so nothing will be charged");
  });

  it("only a trial opens it, and only for the owner of the order", async () => {
    const p = await person("Plain Buyer");
    const res = await checkout(p.client, "/checkout/subscription-buy?plan=300-12-6000", "300-12-6000");
    const location = res.headers.get("Location")!;
    expect(location).not.toContain("trial=started");
    expect((await page(p.client, `${location}&trial=started`)).dialog).toBeNull();
    const other = await person("Nosy Neighbour");
    expect((await other.client.get(`${location}&trial=started`)).status).toBe(404);
  });
});

describe("weekly goal", () => {
  const goalRows = (uid: number) =>
    server.db.prepare("SELECT data FROM user_data_maps WHERE user_id = ? AND name = 'coach.weekly_goal'").all(uid) as { data: string }[];

  it("is set through the modal of the learn home; an invalid choice is answered in the modal and stores nothing", async () => {
    const p = await person("Goal Setter");
    const home = await page(p.client, "/learn/home");
    expect(home.text).toContain("No weekly goal yet.");
    expect(home.html).toContain('href="/learn/home?dialog=weekly-goal"');
    expect(home.dialog).toBeNull();
    const open = await page(p.client, "/learn/home?dialog=weekly-goal");
    expect(open.dialog).not.toBeNull();
    expect(visibleText(open.dialog!)).toContain("Set your weekly goal");
    for (const n of [3, 5, 7, 10]) expect(visibleText(open.dialog!)).toContain(`${n} problems a week`);
    expect(open.dialog).toContain('action="/learn/home?dialog=weekly-goal"');
    expect(goalRows(p.id)).toEqual([]);

    for (const bad of ["4", "", "ten", "1e9"]) {
      const res = await p.client.postForm("/learn/home?dialog=weekly-goal", { intent: "weekly-goal", problems_per_week: bad });
      expect(res.status, bad).toBe(400);
      const dialog = dialogOf(await res.text());
      expect(visibleText(dialog ?? "")).toContain("Choose 3, 5, 7 or 10 problems a week.");
    }
    expect(goalRows(p.id)).toEqual([]);

    const ok = await p.client.postForm("/learn/home?dialog=weekly-goal", { intent: "weekly-goal", problems_per_week: "7" });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe("/learn/home");
    expect(goalRows(p.id).map((r) => JSON.parse(r.data))).toEqual([{ problems_per_week: 7 }]);
    const after = await page(p.client, "/learn/home");
    expect(after.text).toContain("0 of 7 problems this week");
    expect(after.text).toContain("Change goal");
    // the modal opens with the goal chosen
    expect((await page(p.client, "/learn/home?dialog=weekly-goal")).dialog).toMatch(
      /<input[^>]*value="7"[^>]*checked|<input[^>]*checked[^>]*value="7"/,
    );
  });

  it("is set on the coding roadmap too; a goal written through the data API that is not a choice reads as none", async () => {
    const p = await person("Roadmap Goal");
    const open = await page(p.client, "/interview-prep/coding?dialog=weekly-goal");
    expect(open.dialog).not.toBeNull();
    expect(open.dialog).toContain('action="/interview-prep/coding?index&dialog=weekly-goal"');
    const ok = await p.client.postForm("/interview-prep/coding?index&dialog=weekly-goal", { intent: "weekly-goal", problems_per_week: "3" });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe("/interview-prep/coding");
    expect((await page(p.client, "/interview-prep/coding")).text).toContain("0 of 3 problems this week");
    const unknown = await p.client.postForm("/interview-prep/no-such-roadmap?index&dialog=weekly-goal", {
      intent: "weekly-goal",
      problems_per_week: "5",
    });
    expect(unknown.status).toBe(404);
    expect(goalRows(p.id).map((r) => JSON.parse(r.data))).toEqual([{ problems_per_week: 3 }]);

    const odd = await p.client.postJson("/api/userdata/map/coach.weekly_goal", { timestamp: Date.now() + 60_000, data: { problems_per_week: 99 } });
    expect(odd.status).toBe(200);
    expect((await page(p.client, "/learn/home")).text).toContain("No weekly goal yet.");
    // the modal's write still wins over the client's later timestamp
    expect((await p.client.postForm("/learn/home?dialog=weekly-goal", { intent: "weekly-goal", problems_per_week: "5" })).status).toBe(302);
    expect((await page(p.client, "/learn/home")).text).toContain("0 of 5 problems this week");
  });

  it("is set on the weekly plan page as well, whose own plan form is unchanged", async () => {
    const p = await person("Plan Goal");
    const open = await page(p.client, "/interview-prep/coding/plan?dialog=weekly-goal");
    expect(open.dialog).not.toBeNull();
    expect(open.dialog).toContain('action="/interview-prep/coding/plan?dialog=weekly-goal"');
    const bad = await p.client.postForm("/interview-prep/coding/plan?dialog=weekly-goal", { intent: "weekly-goal", problems_per_week: "8" });
    expect(bad.status).toBe(400);
    expect(visibleText(dialogOf(await bad.text()) ?? "")).toContain("Choose 3, 5, 7 or 10 problems a week.");
    expect(goalRows(p.id)).toEqual([]);
    const ok = await p.client.postForm("/interview-prep/coding/plan?dialog=weekly-goal", { intent: "weekly-goal", problems_per_week: "10" });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe("/interview-prep/coding/plan");
    expect((await page(p.client, "/interview-prep/coding/plan")).text).toContain("0 of 10 problems this week");
    const plan = await p.client.postForm("/interview-prep/coding/plan", { intent: "all" });
    expect(plan.status).toBe(302);
    expect(goalRows(p.id).map((r) => JSON.parse(r.data))).toEqual([{ problems_per_week: 10 }]);
  });

  it("a visitor is sent to log in and nothing is stored", async () => {
    const anon = server.client();
    const res = await anon.postForm("/learn/home?dialog=weekly-goal", { intent: "weekly-goal", problems_per_week: "5" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/login\?ru=/);
    expect((await anon.get("/interview-prep/coding?dialog=weekly-goal")).status).toBe(200);
    expect(dialogOf(await (await anon.get("/interview-prep/coding?dialog=weekly-goal")).text())).toBeNull();
  });
});

describe("streak", () => {
  it("a graded submission on a new day offers the streak (days in a row, best), once a day; the learn home shows it with the week's progress", async () => {
    const c = server.client();
    expect((await c.postJson("/api/user/login", { email: "premium@codelift.test", password: "learn-premium-2026" })).status).toBe(200);
    const me = userId("premium@codelift.test");
    server.db.prepare("DELETE FROM coach_submissions WHERE user_id = ?").run(me);
    const problem = row<{
      id: number;
      page_id: number;
      module_id: number;
      group_id: number;
      author_id: number;
      collection_id: number;
      solutions: string;
    }>(
      `SELECT p.id, p.page_id, p.module_id, p.group_id, m.author_id, m.collection_id, pr.solutions FROM coach_pages p
       JOIN coach_problems pr ON pr.page_id = p.id JOIN coach_modules m ON m.id = p.module_id
       WHERE m.slug = 'two-pointers' ORDER BY p.position LIMIT 1`,
    );
    // submissions yesterday and the day before (and a run today, which does not count)
    const day = (d: number) => new Date(Date.now() - d * 864e5).toISOString();
    const insert = server.db.prepare(
      "INSERT INTO coach_submissions (user_id, page_row_id, module_id, group_id, kind, language, code, difficulty, score, passed_testcases, total_testcases, created_at) VALUES (?, ?, ?, ?, ?, 'javascript', '', 'easy', 100, 1, 1, ?)",
    );
    insert.run(me, problem.id, problem.module_id, problem.group_id, "submission", day(2));
    insert.run(me, problem.id, problem.module_id, problem.group_id, "submission", day(1));
    insert.run(me, problem.id, problem.module_id, problem.group_id, "run", day(0));
    const before = await page(c, "/learn/home");
    expect(before.text).toContain("Streak: 2 days in a row (submit today to keep it)");

    const body = {
      author_id: String(problem.author_id),
      work_id: String(problem.collection_id),
      page_id: String(problem.page_id),
      language: "javascript",
      code: (JSON.parse(problem.solutions) as { javascript: string }).javascript,
      user_time_spent: "60",
    };
    const first = await c.postJson("/api/ctw/submission/save/v2", body);
    expect(first.status).toBe(200);
    expect((await first.json()).streak).toEqual({ current: 3, best: 3, today: true, new_day: true });
    const second = await c.postJson("/api/ctw/submission/save/v2", body);
    expect(second.status).toBe(200);
    expect((await second.json()).streak).toEqual({ current: 3, best: 3, today: true, new_day: false });

    const after = await page(c, "/learn/home");
    expect(after.text).toContain("Streak: 3 days in a row · Best streak: 3 days");
    expect(after.text).toContain("1 problem this week");
  });
});
