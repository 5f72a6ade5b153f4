// Organization authorization on the real server: every organization page and API path × {logged
// out, member, manager, admin, admin of another organization, staff}, each cell with its exact
// answer; a refused request writes nothing (SQLite's data_version does not move).
//
// The rules, as the cells state them: a visitor is sent to log in (pages) or gets 401 (API);
// someone outside the organization, an admin of another one included, gets the not-found answer
// (another organization is never revealed); a member who is neither admin nor manager gets 403;
// managers and staff read (staff views are recorded) but only admins change; creating a team
// follows the engine's rule (flag plus admin or manager).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionsJustSeen, signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";
import { visibleText } from "./helpers/html";

const ROLES = ["anon", "member", "manager", "admin", "otherAdmin", "staff"] as const;
type Role = (typeof ROLES)[number];

let server: TestServer;
const clients = {} as Record<Role, Client>;
const ids = {} as Record<Exclude<Role, "anon">, number>;
let orgId = 0;
let otherOrgId = 0;
let subId = 0;
let targetId = 0;

const NOT_FOUND = "We could not find what you were looking for.";
const NOT_LOGGED_IN = "You need to log in to do that.";

beforeAll(async () => {
  server = await startServer();
  const db = server.db;
  const org = (name: string) =>
    (
      db
        .prepare("INSERT INTO organizations (name, slug, kind, feature_flags) VALUES (?, ?, 'enterprise', ?) RETURNING id")
        .get(name, name.toLowerCase().replace(/\W+/g, "-"), JSON.stringify({ can_add_enterprise_subscription_teams: true })) as { id: number }
    ).id;
  orgId = org("Authz Org");
  otherOrgId = org("Other Org");
  subId = (
    db
      .prepare(
        "INSERT INTO organization_subscriptions (organization_id, plan_code, plan_type, seats, status, start_date, expiration_date) VALUES (?, 'enterprise-12-6003', 6003, 10, 'active', '2026-01-01', '2099-01-01') RETURNING id",
      )
      .get(orgId) as { id: number }
  ).id;
  const join = (o: number, u: number, role: string, admin = false, manager = false, seat: number | null = null) =>
    db
      .prepare(
        "INSERT INTO organization_members (organization_id, user_id, role, is_admin, admin_level, is_manager, subscription_id) VALUES (?, ?, ?, ?, ?, ?, ?)",
      )
      .run(o, u, role, admin ? 1 : 0, admin ? "super_admin" : null, manager ? 1 : 0, seat);
  clients.anon = server.client();
  for (const role of ["member", "manager", "admin", "otherAdmin"] as const) {
    const email = `authz-${role.toLowerCase()}@example.com`;
    clients[role] = (await signUpVerified(server, { email, fullName: `Authz ${role}` })).client;
    ids[role] = (db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;
  }
  join(orgId, ids.member, "Member", false, false, subId);
  join(orgId, ids.manager, "Manager", false, true);
  join(orgId, ids.admin, "Admin", true);
  join(otherOrgId, ids.otherAdmin, "Admin", true);
  const target = await signUpVerified(server, { email: "authz-target@example.com", fullName: "Authz Target" });
  void target;
  targetId = (db.prepare("SELECT id FROM users WHERE email = ?").get("authz-target@example.com") as { id: number }).id;
  join(orgId, targetId, "Member", false, false, subId);
  const staff = server.client();
  const res = await staff.postJson("/api/user/login", { email: "staff@codelift.dev", password: "staff-codelift-2026" });
  if (res.status !== 200) throw new Error(`staff login failed: ${res.status}`);
  clients.staff = staff;
  ids.staff = (db.prepare("SELECT id FROM users WHERE email = ?").get("staff@codelift.dev") as { id: number }).id;
});
afterAll(async () => server?.stop());

interface Expect {
  status: number;
  location?: string;
  json?: unknown;
  text?: string[];
  absent?: string[];
}
const dataVersion = () => server.db.pragma("data_version", { simple: true }) as number;
const staffViews = () => (server.db.prepare("SELECT count(*) n FROM staff_audit_log WHERE action = 'organization.view'").get() as { n: number }).n;

async function send(
  c: Client,
  method: string,
  url: string,
  body?: Record<string, string>,
  as: "json" | "form" = url.startsWith("/api/") ? "json" : "form",
) {
  if (method === "GET") return c.fetch(url, { headers: { Accept: url.startsWith("/api/") ? "application/json" : "text/html" } });
  const headers: Record<string, string> = { Origin: server.baseUrl, "Sec-Fetch-Site": "same-origin" };
  if (as === "json")
    return c.fetch(url, {
      method,
      headers: { ...headers, "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body ?? {}),
    });
  return c.fetch(url, {
    method,
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
    body: new URLSearchParams(body ?? {}).toString(),
  });
}

async function check(role: Role, method: string, url: string, e: Expect, body?: Record<string, string>) {
  sessionsJustSeen(server.db);
  const before = dataVersion();
  const viewsBefore = staffViews();
  const res = await send(clients[role], method, url, body);
  const raw = await res.text();
  const where = `${method} ${url} as ${role}: ${res.status} ${res.headers.get("location") ?? ""} ${raw.slice(0, 300)}`;
  expect(res.status, where).toBe(e.status);
  if (e.location !== undefined) expect(res.headers.get("location"), where).toBe(e.location);
  if (e.json !== undefined) expect(JSON.parse(raw), where).toEqual(e.json);
  const text = visibleText(
    raw
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&"),
  );
  for (const t of e.text ?? []) expect(text, `${where}\nshould show: ${t}`).toContain(t);
  for (const t of e.absent ?? []) expect(raw, `${where}\nshould not carry: ${t}`).not.toContain(t);
  const refused = [401, 403, 404, 405].includes(e.status) || (e.location ?? "").startsWith("/login?ru=");
  if (method === "GET" && role === "staff" && e.status === 200 && url.startsWith("/enterprise-dashboard/")) {
    expect(staffViews(), `${where}\nrecords the staff view`).toBe(viewsBefore + 1);
  } else if (method === "GET" || refused) {
    expect(dataVersion(), `${where}\nwrote to the database`).toBe(before);
  }
}

const toLogin = (p: string): Expect => ({ status: 302, location: `/login?ru=${encodeURIComponent(p)}` });
const notFoundPage: Expect = { status: 404, text: ["Page not found"], absent: ["Authz Org"] };
const forbiddenPage = (t: string): Expect => ({ status: 403, text: ["Access denied", t], absent: ["Authz Target"] });
const MANAGERS_ONLY = "Only admins and managers of this organization can open its admin area.";
const ADMINS_ONLY = "Only an admin of this organization can do that.";
const STAFF_READ_ONLY = "Staff can view this organization but not change it.";

describe("organization pages", () => {
  it("GET /enterprise-dashboard/{orgId}", async () => {
    const p = `/enterprise-dashboard/${orgId}`;
    const cells: Record<Role, Expect> = {
      anon: toLogin(p),
      member: forbiddenPage(MANAGERS_ONLY),
      manager: { status: 200, text: ["Authz Org", "read-only", "Authz Target"], absent: ["Send invitation"] },
      admin: { status: 200, text: ["Authz Org", "Authz Target", "Send invitation", "Create team"], absent: ["read-only"] },
      otherAdmin: notFoundPage,
      staff: { status: 200, text: ["Authz Org", "read-only", "Authz Target"], absent: ["Send invitation", "Create team"] },
    };
    for (const role of ROLES) await check(role, "GET", p, cells[role]);
    // an organization that does not exist answers the same as another one
    await check("admin", "GET", "/enterprise-dashboard/999999", { status: 404, text: ["Page not found"] });
    await check("admin", "GET", "/enterprise-dashboard/abc", { status: 404, text: ["Page not found"] });
  });

  it("POST /enterprise-dashboard/{orgId} (an admin's write: the target's role)", async () => {
    const p = `/enterprise-dashboard/${orgId}`;
    const body = { intent: "change-role", user_id: String(targetId), role: "Manager" };
    const cells: Record<Role, Expect> = {
      anon: toLogin(p),
      member: forbiddenPage(MANAGERS_ONLY),
      manager: forbiddenPage(ADMINS_ONLY),
      otherAdmin: notFoundPage,
      staff: forbiddenPage(STAFF_READ_ONLY),
      admin: { status: 302, location: p },
    };
    for (const role of ["anon", "member", "manager", "otherAdmin", "staff", "admin"] as const) await check(role, "POST", p, cells[role], body);
    expect(
      server.db.prepare("SELECT role, is_manager FROM organization_members WHERE organization_id = ? AND user_id = ?").get(orgId, targetId),
    ).toEqual({ role: "Manager", is_manager: 1 });
    // even a malformed write is refused before its body is judged
    await check("manager", "POST", p, forbiddenPage(ADMINS_ONLY), { intent: "assign-seat", user_id: "x" });
    await check("otherAdmin", "POST", p, notFoundPage, { intent: "remove", user_id: String(ids.admin) });
  });

  it("POST /enterprise-dashboard/{orgId} intent=create-team (the flag plus admin or manager)", async () => {
    const p = `/enterprise-dashboard/${orgId}`;
    const cells: Record<Role, Expect> = {
      anon: toLogin(p),
      member: forbiddenPage(MANAGERS_ONLY),
      otherAdmin: notFoundPage,
      staff: { status: 403, text: ["Creating teams is not enabled for you in this organization."] },
      manager: { status: 302, location: p },
      admin: { status: 302, location: p },
    };
    for (const role of ROLES) await check(role, "POST", p, cells[role], { intent: "create-team", name: `Team by ${role}` });
    const names = (
      server.db.prepare("SELECT name FROM organization_teams WHERE organization_id = ? ORDER BY name").all(orgId) as { name: string }[]
    ).map((t) => t.name);
    expect(names).toEqual(["Team by admin", "Team by manager"]);
    expect(server.db.prepare("SELECT count(*) n FROM organization_teams WHERE organization_id = ?").get(otherOrgId)).toEqual({ n: 0 });
  });

  it("GET /enterprise-dashboard/{orgId}/progress", async () => {
    const p = `/enterprise-dashboard/${orgId}/progress`;
    const ok: Expect = { status: 200, text: ["Authz Org: progress", "Authz Target", "Download CSV"] };
    const cells: Record<Role, Expect> = {
      anon: toLogin(p),
      member: forbiddenPage(MANAGERS_ONLY),
      manager: ok,
      admin: ok,
      otherAdmin: notFoundPage,
      staff: ok,
    };
    for (const role of ROLES) await check(role, "GET", p, cells[role]);
    // no action on this page
    for (const role of ROLES) {
      const res = await send(clients[role], "POST", p, {});
      expect(res.status, role).toBe(405);
    }
  });

  it("GET /enterprise-dashboard/{orgId}/progress.csv", async () => {
    const p = `/enterprise-dashboard/${orgId}/progress.csv`;
    const ok: Expect = { status: 200, text: ["Name,Email,Role,Seat", "authz-target@example.com"] };
    const cells: Record<Role, Expect> = {
      anon: toLogin(p),
      member: { status: 403, json: { errorText: MANAGERS_ONLY } },
      manager: ok,
      admin: ok,
      otherAdmin: { status: 404, json: { errorText: NOT_FOUND } },
      staff: ok,
    };
    for (const role of ROLES) await check(role, "GET", p, cells[role]);
    for (const role of ROLES) await check(role, "POST", p, { status: 405, json: { errorText: "Method not allowed. Use GET." } });
  });
});

describe("invitation paths", () => {
  let token = "";
  beforeAll(async () => {
    const res = await send(clients.admin, "POST", `/enterprise-dashboard/${orgId}`, {
      intent: "invite",
      email: "authz-invitee@example.com",
      role: "Member",
    });
    expect(res.status).toBe(302);
    const mail = server.db
      .prepare("SELECT body_text FROM outbox WHERE to_address = ? AND kind = 'org-invite' ORDER BY id DESC LIMIT 1")
      .get("authz-invitee@example.com") as { body_text: string };
    token = mail.body_text.match(/\/enterprise-invite\/([\w-]+)/)![1]!;
  });

  it("GET /enterprise-invite/{token}: the link shows its invitation to whoever holds it; an unknown one is not found", async () => {
    const p = `/enterprise-invite/${token}`;
    for (const role of ROLES) await check(role, "GET", p, { status: 200, text: ["Join Authz Org", "invited authz-invitee@example.com"] });
    for (const role of ROLES)
      await check(role, "GET", "/enterprise-invite/not-a-real-invitation-token-0123456789", {
        status: 404,
        text: ["This invitation link is not valid."],
      });
  });

  it("POST /enterprise-invite/{token} and PUT /api/enterprise/accept-assignment-request: only the invited address", async () => {
    const p = `/enterprise-invite/${token}`;
    const wrong = "This invitation was sent to authz-invitee@example.com. Log in with that e-mail address to accept it.";
    for (const role of ROLES) await check(role, "POST", p, role === "anon" ? toLogin(p) : { status: 403, text: [wrong] });
    for (const role of ROLES)
      await check(
        role,
        "PUT",
        "/api/enterprise/accept-assignment-request",
        role === "anon" ? { status: 401, json: { errorText: NOT_LOGGED_IN } } : { status: 403, json: { errorText: wrong } },
        { request_token: token },
      );
    for (const role of ROLES)
      await check(role, "GET", "/api/enterprise/accept-assignment-request", { status: 405, json: { errorText: "Method not allowed. Use PUT." } });
    for (const role of ROLES)
      await check(
        role,
        "POST",
        "/api/enterprise/accept-assignment-request",
        { status: 405, json: { errorText: "Method not allowed. Use PUT." } },
        { request_token: token },
      );
    expect(server.db.prepare("SELECT accepted_at FROM organization_invitations WHERE email = 'authz-invitee@example.com'").get()).toEqual({
      accepted_at: null,
    });
  });
});

describe("POST /api/enterprise/active-organization", () => {
  it("members of the organization may make it active; nobody else learns it exists", async () => {
    const ok: Expect = {
      status: 200,
      json: { active_organization_id: orgId, organization_name: "Authz Org", message: "Authz Org is now your active organization." },
    };
    const refused: Expect = { status: 404, json: { errorText: "You are not a member of that organization." } };
    const cells: Record<Role, Expect> = {
      anon: { status: 401, json: { errorText: NOT_LOGGED_IN } },
      member: ok,
      manager: ok,
      admin: ok,
      otherAdmin: refused,
      staff: refused,
    };
    for (const role of ROLES) await check(role, "POST", "/api/enterprise/active-organization", cells[role], { organization_id: String(orgId) });
    for (const role of ROLES)
      await check(role, "GET", "/api/enterprise/active-organization", { status: 405, json: { errorText: "Method not allowed. Use POST." } });
    expect(server.db.prepare("SELECT count(*) n FROM user_active_organizations WHERE organization_id = ?").get(orgId)).toEqual({ n: 3 });
    expect(server.db.prepare("SELECT count(*) n FROM user_active_organizations WHERE user_id IN (?, ?)").get(ids.otherAdmin, ids.staff)).toEqual({
      n: 0,
    });
  });
});
