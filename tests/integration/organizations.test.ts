// Organizations end to end on the real server (docs/product/organizations.md#admin-area): invitations (mail, hash only,
// wrong e-mail, expired and replaced tokens, the accept API), seats (never overbooked, also when
// two admins assign at once), teams behind the feature flag and the engine's roles, roles with
// the last-admin rule, removal frees the seat, progress with its CSV, the active organization
// (switch and the fallback of docs/product/organizations.md#active-organization), the user-info fields, the landing area after login and the
// admin onboarding prompt. Organizations are set up through SQL on the server's database.
import { createHash } from "node:crypto";
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
const textOf = async (res: Response) => visibleText(decode(await res.text()));
const userId = (email: string) => (server.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;

let slugN = 0;
function createOrg(opts: {
  name: string;
  kind?: "team" | "enterprise";
  seats?: number;
  flags?: Record<string, boolean>;
  status?: string;
  expires?: string;
  trialExpiration?: string | null;
}) {
  const slug = `org-${++slugN}-${Date.now()}`;
  const org = server.db
    .prepare("INSERT INTO organizations (name, slug, kind, feature_flags, trial_expiration_date) VALUES (?, ?, ?, ?, ?) RETURNING id")
    .get(opts.name, slug, opts.kind ?? "enterprise", JSON.stringify(opts.flags ?? {}), opts.trialExpiration ?? null) as { id: number };
  const sub = server.db
    .prepare(
      "INSERT INTO organization_subscriptions (organization_id, plan_code, plan_type, sub_type, seats, status, start_date, expiration_date) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
    )
    .get(
      org.id,
      opts.kind === "team" ? "team-12-6005" : "enterprise-12-6003",
      opts.kind === "team" ? 6005 : 6003,
      opts.kind === "team" ? 9001 : 9000,
      opts.seats ?? 5,
      opts.status ?? "active",
      "2026-01-01T00:00:00.000Z",
      opts.expires ?? "2099-01-01T00:00:00.000Z",
    ) as { id: number };
  return { orgId: org.id, subId: sub.id };
}
function addMember(
  orgId: number,
  uid: number,
  role: "Admin" | "Manager" | "Member" | "Non-Paid Member",
  extra: { seat?: number; adminLevel?: string; mentor?: boolean; mentee?: boolean; createdAt?: string } = {},
) {
  server.db
    .prepare(
      "INSERT INTO organization_members (organization_id, user_id, role, is_admin, admin_level, is_manager, is_mentor, is_mentee, subscription_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .run(
      orgId,
      uid,
      role,
      role === "Admin" ? 1 : 0,
      role === "Admin" ? (extra.adminLevel ?? "super_admin") : null,
      role === "Manager" ? 1 : 0,
      extra.mentor ? 1 : 0,
      extra.mentee ? 1 : 0,
      extra.seat ?? null,
      extra.createdAt ?? new Date().toISOString(),
    );
}
const member = (orgId: number, uid: number) =>
  server.db.prepare("SELECT * FROM organization_members WHERE organization_id = ? AND user_id = ?").get(orgId, uid) as
    { role: string; is_admin: number; is_manager: number; is_mentor: number; subscription_id: number | null; team_id: number | null } | undefined;
const seatsUsed = (subId: number) =>
  (server.db.prepare("SELECT count(*) AS n FROM organization_members WHERE subscription_id = ?").get(subId) as { n: number }).n;

let n = 0;
async function person(name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${++n}@example.com`;
  const { client } = await signUpVerified(server, { email, fullName: name });
  return { client, email, id: userId(email), name };
}

const dash = (orgId: number) => `/enterprise-dashboard/${orgId}`;
const tokenFromMail = (to: string) => {
  const mail = latestMail(server, to, "org-invite");
  const m = mail?.body_text.match(/\/enterprise-invite\/([\w-]+)/);
  if (!m) throw new Error(`no invitation mail for ${to}`);
  return { token: m[1]!, mail: mail! };
};

describe("invitations", () => {
  let admin: Awaited<ReturnType<typeof person>>;
  let orgId = 0;
  let subId = 0;
  beforeAll(async () => {
    admin = await person("Ada Admin");
    ({ orgId, subId } = createOrg({ name: "Initech", seats: 3 }));
    addMember(orgId, admin.id, "Admin");
  });

  it("mails a 7-day link saying who invited to what, and keeps only the token's hash", async () => {
    const res = await admin.client.postForm(dash(orgId), {
      intent: "invite",
      email: "Bob.Invitee@Example.com",
      role: "Member",
      subscription_id: String(subId),
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(dash(orgId));
    const { token, mail } = tokenFromMail("bob.invitee@example.com");
    expect(mail.subject).toBe("Ada Admin invited you to join Initech on Codelift");
    expect(mail.body_text).toContain("Ada Admin");
    expect(mail.body_text).toContain("Initech");
    expect(mail.body_text).toContain("valid for 7 days");
    const row = server.db
      .prepare("SELECT token_hash, expires_at, email FROM organization_invitations WHERE organization_id = ? ORDER BY id DESC")
      .get(orgId) as { token_hash: string; expires_at: string; email: string };
    expect(row.token_hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(row.token_hash).not.toContain(token);
    expect(row.email).toBe("bob.invitee@example.com");
    const days = (Date.parse(row.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    // the pending invitation shows on the admin area
    expect(await textOf(await admin.client.get(dash(orgId)))).toContain("bob.invitee@example.com · Member · with a seat");
  });

  it("a visitor holding the link is told to log in or sign up with that address and come back", async () => {
    const { token } = tokenFromMail("bob.invitee@example.com");
    const res = await server.client().get(`/enterprise-invite/${token}`);
    expect(res.status).toBe(200);
    const html = decode(await res.text());
    expect(visibleText(html)).toContain("Ada Admin invited bob.invitee@example.com to join Initech on Codelift as Member, with a seat.");
    expect(html).toContain(`href="/signup?ru=${encodeURIComponent(`/enterprise-invite/${token}`)}"`);
    expect(html).toContain(`href="/login?ru=${encodeURIComponent(`/enterprise-invite/${token}`)}"`);
  });

  it("a new invitation to the same address replaces the old link", async () => {
    const { token: old } = tokenFromMail("bob.invitee@example.com");
    const res = await admin.client.postForm(dash(orgId), {
      intent: "invite",
      email: "bob.invitee@example.com",
      role: "Member",
      subscription_id: String(subId),
    });
    expect(res.status).toBe(302);
    const { token: fresh } = tokenFromMail("bob.invitee@example.com");
    expect(fresh).not.toBe(old);
    expect((await server.client().get(`/enterprise-invite/${old}`)).status).toBe(404);
    const bob = await signUpVerifiedAs("bob.invitee@example.com", "Bob Invitee");
    const refused = await bob.client.postJson("/api/enterprise/accept-assignment-request", { request_token: old }, "PUT");
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ errorText: "This invitation link is not valid. It may have been replaced by a newer invitation." });
    expect(member(orgId, bob.id)).toBeUndefined();
  });

  it("refuses someone logged in with another address, with a clear sentence", async () => {
    const { token } = tokenFromMail("bob.invitee@example.com");
    const carol = await person("Carol Other");
    const api = await carol.client.postJson("/api/enterprise/accept-assignment-request", { request_token: token }, "PUT");
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({
      errorText: "This invitation was sent to bob.invitee@example.com. Log in with that e-mail address to accept it.",
    });
    const page = await carol.client.postForm(`/enterprise-invite/${token}`, {});
    expect(page.status).toBe(403);
    expect(await textOf(page)).toContain("This invitation was sent to bob.invitee@example.com. Log in with that e-mail address to accept it.");
    expect(member(orgId, carol.id)).toBeUndefined();
  });

  it("the invited person accepts (form post, no JavaScript), joins with the seat, and the link then is used up", async () => {
    const { token } = tokenFromMail("bob.invitee@example.com");
    const bob = await loginAs("bob.invitee@example.com");
    const res = await bob.postForm(`/enterprise-invite/${token}`, {});
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/learn/home");
    const row = member(orgId, userId("bob.invitee@example.com"))!;
    expect(row.role).toBe("Member");
    expect(row.subscription_id).toBe(subId);
    const again = await bob.postJson("/api/enterprise/accept-assignment-request", { request_token: token }, "PUT");
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ errorText: "This invitation was already accepted." });
    // no longer pending on the admin area
    expect(await textOf(await admin.client.get(dash(orgId)))).toContain("No pending invitations.");
  });

  it("PUT /api/enterprise/accept-assignment-request accepts for JSON clients; an expired link is refused", async () => {
    await admin.client.postForm(dash(orgId), { intent: "invite", email: "dora@example.com", role: "Manager", subscription_id: "none" });
    const { token } = tokenFromMail("dora@example.com");
    const dora = await signUpVerifiedAs("dora@example.com", "Dora Json");
    const ok = await dora.client.postJson("/api/enterprise/accept-assignment-request", { request_token: token }, "PUT");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      message: "You joined Initech.",
      organization_id: orgId,
      role: "Manager",
      subscription_id: null,
      is_subscriber: false,
    });
    expect(member(orgId, dora.id)!.is_manager).toBe(1);

    await admin.client.postForm(dash(orgId), { intent: "invite", email: "eve.late@example.com", role: "Member" });
    const late = tokenFromMail("eve.late@example.com").token;
    server.db
      .prepare("UPDATE organization_invitations SET expires_at = ? WHERE email = ?")
      .run(new Date(Date.now() - 1000).toISOString(), "eve.late@example.com");
    const eve = await signUpVerifiedAs("eve.late@example.com", "Eve Late");
    const expired = await eve.client.postJson("/api/enterprise/accept-assignment-request", { request_token: late }, "PUT");
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({ errorText: "This invitation has expired. Ask an admin of the organization to invite you again." });
    expect(await textOf(await eve.client.get(`/enterprise-invite/${late}`))).toContain("This invitation has expired.");
    expect(member(orgId, eve.id)).toBeUndefined();
  });

  it("the accept API validates its body and its method, and needs a session", async () => {
    const c = (await person("Body Checker")).client;
    const bad = await c.postJson("/api/enterprise/accept-assignment-request", {}, "PUT");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ errors: { request_token: "Send the request_token of the invitation." } });
    const get = await c.get("/api/enterprise/accept-assignment-request");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("PUT");
    const anon = await server.client().postJson("/api/enterprise/accept-assignment-request", { request_token: "x".repeat(43) }, "PUT");
    expect(anon.status).toBe(401);
  });

  it("an invitation to someone already in the organization is refused", async () => {
    const res = await admin.client.postForm(dash(orgId), { intent: "invite", email: "bob.invitee@example.com", role: "Member" });
    expect(res.status).toBe(409);
    expect(await textOf(res)).toContain("bob.invitee@example.com is already a member of Initech.");
  });
});

async function signUpVerifiedAs(email: string, fullName: string) {
  const { client } = await signUpVerified(server, { email, fullName });
  return { client, id: userId(email) };
}
async function loginAs(email: string, password = "correct horse battery"): Promise<Client> {
  const c = server.client();
  const res = await c.postJson("/api/user/login", { email, password });
  expect(res.status).toBe(200);
  return c;
}

describe("seats", () => {
  it("are never overbooked, also when two admins assign the last seat at once; revoking and removing free them", async () => {
    const a1 = await person("Seat Admin One");
    const a2 = await person("Seat Admin Two");
    const { orgId, subId } = createOrg({ name: "Seatco", seats: 2 });
    addMember(orgId, a1.id, "Admin");
    addMember(orgId, a2.id, "Admin");
    const people = await Promise.all(["Sam", "Tia", "Uma"].map((x) => person(`${x} Seat`)));
    for (const p of people) addMember(orgId, p.id, "Member");

    expect(
      (await a1.client.postForm(dash(orgId), { intent: "assign-seat", user_id: String(people[0]!.id), subscription_id: String(subId) })).status,
    ).toBe(302);
    expect(seatsUsed(subId)).toBe(1);
    // the last seat, asked for twice at the same moment by two admins for two people
    const [r1, r2] = await Promise.all([
      a1.client.postForm(dash(orgId), { intent: "assign-seat", user_id: String(people[1]!.id), subscription_id: String(subId) }),
      a2.client.postForm(dash(orgId), { intent: "assign-seat", user_id: String(people[2]!.id), subscription_id: String(subId) }),
    ]);
    expect([r1.status, r2.status].sort()).toEqual([302, 409]);
    const refused = r1.status === 409 ? r1 : r2;
    expect(await textOf(refused)).toContain("All 2 seats of this subscription are taken. Revoke a seat or add seats first.");
    expect(seatsUsed(subId)).toBe(2);
    expect(await a1.client.get(dash(orgId)).then(textOf)).toContain("2 of 2 seats used");

    // JSON-less page action with a fetcher gets the same refusal as JSON data
    const third = people.find((p) => member(orgId, p.id)!.subscription_id === null)!;
    const again = await a1.client.postForm(dash(orgId), { intent: "assign-seat", user_id: String(third.id), subscription_id: String(subId) });
    expect(again.status).toBe(409);

    const seated = people.find((p) => member(orgId, p.id)!.subscription_id !== null && p !== people[0])!;
    expect((await a1.client.postForm(dash(orgId), { intent: "revoke-seat", user_id: String(seated.id) })).status).toBe(302);
    expect(member(orgId, seated.id)!.subscription_id).toBeNull();
    expect(seatsUsed(subId)).toBe(1);

    // removing a member frees their seat
    expect((await a1.client.postForm(dash(orgId), { intent: "remove", user_id: String(people[0]!.id) })).status).toBe(302);
    expect(member(orgId, people[0]!.id)).toBeUndefined();
    expect(seatsUsed(subId)).toBe(0);
  });

  it("an ended subscription's seats cannot be assigned; another organization's subscription is unknown", async () => {
    const a = await person("Lapsed Admin");
    const { orgId, subId } = createOrg({ name: "Lapsed", seats: 5, expires: "2020-01-01T00:00:00.000Z" });
    const other = createOrg({ name: "Elsewhere", seats: 5 });
    addMember(orgId, a.id, "Admin");
    const p = await person("Lapsed Member");
    addMember(orgId, p.id, "Member");
    const ended = await a.client.postForm(dash(orgId), { intent: "assign-seat", user_id: String(p.id), subscription_id: String(subId) });
    expect(ended.status).toBe(409);
    expect(await textOf(ended)).toContain("That subscription is not active, so its seats cannot be assigned.");
    const foreign = await a.client.postForm(dash(orgId), { intent: "assign-seat", user_id: String(p.id), subscription_id: String(other.subId) });
    expect(foreign.status).toBe(404);
    expect(await textOf(foreign)).toContain("That subscription does not belong to this organization.");
    const bad = await a.client.postForm(dash(orgId), { intent: "assign-seat", user_id: "abc", subscription_id: String(subId) });
    expect(bad.status).toBe(400);
  });
});

describe("teams", () => {
  it("need the can_add_enterprise_subscription_teams flag plus an admin or manager role", async () => {
    const a = await person("Team Admin");
    const mgr = await person("Team Manager");
    const { orgId, subId } = createOrg({ name: "Teamless", seats: 5 });
    addMember(orgId, a.id, "Admin");
    addMember(orgId, mgr.id, "Manager");
    const off = await a.client.postForm(dash(orgId), { intent: "create-team", name: "Platform", subscription_id: String(subId) });
    expect(off.status).toBe(403);
    expect(await textOf(off)).toContain("Creating teams is not enabled for you in this organization.");
    expect(await textOf(await a.client.get(dash(orgId)))).not.toContain("Create team");

    server.db
      .prepare("UPDATE organizations SET feature_flags = ? WHERE id = ?")
      .run(JSON.stringify({ can_add_enterprise_subscription_teams: true }), orgId);
    const on = await a.client.postForm(dash(orgId), { intent: "create-team", name: "Platform", subscription_id: String(subId) });
    expect(on.status).toBe(302);
    const byManager = await mgr.client.postForm(dash(orgId), { intent: "create-team", name: "Growth", subscription_id: String(subId) });
    expect(byManager.status).toBe(302);
    const dup = await a.client.postForm(dash(orgId), { intent: "create-team", name: "platform" });
    expect(dup.status).toBe(409);
    const teams = server.db.prepare("SELECT name, subscription_id FROM organization_teams WHERE organization_id = ? ORDER BY name").all(orgId);
    expect(teams).toEqual([
      { name: "Growth", subscription_id: subId },
      { name: "Platform", subscription_id: subId },
    ]);
    // a manager cannot do the admin's other writes
    const p = await person("Team Member");
    addMember(orgId, p.id, "Member");
    const mgrSeat = await mgr.client.postForm(dash(orgId), { intent: "assign-seat", user_id: String(p.id), subscription_id: String(subId) });
    expect(mgrSeat.status).toBe(403);
    expect(await textOf(mgrSeat)).toContain("Only an admin of this organization can do that.");
    // teams are listed in the member's subscriptions in user info
    const info = await (await a.client.get("/api/user/info")).json();
    const mine = info.enterprise.organizations.find((o: { organization_id: number }) => o.organization_id === orgId);
    expect(mine.subscriptions[0].teams.map((t: { name: string }) => t.name).sort()).toEqual(["Growth", "Platform"]);
    // a member can be put in a team
    const team = server.db.prepare("SELECT id FROM organization_teams WHERE organization_id = ? AND name = 'Growth'").get(orgId) as { id: number };
    expect((await a.client.postForm(dash(orgId), { intent: "set-team", user_id: String(p.id), team_id: String(team.id) })).status).toBe(302);
    expect(member(orgId, p.id)!.team_id).toBe(team.id);
  });
});

describe("roles", () => {
  it("change with their flags, and an organization never loses its last admin", async () => {
    const a = await person("Only Admin");
    const p = await person("Rising Member");
    const { orgId, subId } = createOrg({ name: "Rolesoft", seats: 5 });
    addMember(orgId, a.id, "Admin");
    addMember(orgId, p.id, "Member", { seat: subId });

    const mgr = await a.client.postForm(dash(orgId), { intent: "change-role", user_id: String(p.id), role: "Manager", is_mentor: "on" });
    expect(mgr.status).toBe(302);
    expect(member(orgId, p.id)).toMatchObject({ role: "Manager", is_manager: 1, is_admin: 0, is_mentor: 1 });

    const demoteSelf = await a.client.postForm(dash(orgId), { intent: "change-role", user_id: String(a.id), role: "Member" });
    expect(demoteSelf.status).toBe(409);
    expect(await textOf(demoteSelf)).toContain("An organization needs at least one admin. Make someone else an admin first.");
    const removeSelf = await a.client.postForm(dash(orgId), { intent: "remove", user_id: String(a.id) });
    expect(removeSelf.status).toBe(409);
    expect(member(orgId, a.id)!.is_admin).toBe(1);

    // a Non-Paid Member holds no seat
    expect((await a.client.postForm(dash(orgId), { intent: "change-role", user_id: String(p.id), role: "Non-Paid Member" })).status).toBe(302);
    expect(member(orgId, p.id)).toMatchObject({ role: "Non-Paid Member", subscription_id: null, is_manager: 0 });

    // with a second admin, the first may step down (and leaves the admin area)
    expect(
      (await a.client.postForm(dash(orgId), { intent: "change-role", user_id: String(p.id), role: "Admin", admin_level: "sub_admin" })).status,
    ).toBe(302);
    expect(member(orgId, p.id)).toMatchObject({ role: "Admin", is_admin: 1 });
    const down = await a.client.postForm(dash(orgId), { intent: "change-role", user_id: String(a.id), role: "Member" });
    expect(down.status).toBe(302);
    expect(down.headers.get("location")).toBe("/learn/home");
    expect(member(orgId, a.id)!.is_admin).toBe(0);
    // and is now refused the admin area
    expect((await a.client.get(dash(orgId))).status).toBe(403);
    const bad = await p.client.postForm(dash(orgId), { intent: "change-role", user_id: String(a.id), role: "Boss" });
    expect(bad.status).toBe(400);
    expect(await textOf(bad)).toContain("Choose Admin, Manager, Member or Non-Paid Member.");
  });
});

describe("progress", () => {
  it("shows each member's lessons and coach patterns, and exports them as CSV", async () => {
    const a = await person("Progress Admin");
    const p = await person("Quote Comma"); // named with quotes and a comma below, as no form would let them
    const { orgId, subId } = createOrg({ name: "Progressio", seats: 5 });
    addMember(orgId, a.id, "Admin");
    addMember(orgId, p.id, "Member", { seat: subId });
    server.db.prepare("UPDATE users SET full_name = ? WHERE id = ?").run('=Quote "Q", Comma', p.id);
    const lessons = server.db.prepare("SELECT id, course_id FROM lessons ORDER BY id LIMIT 3").all() as { id: number; course_id: number }[];
    const at = "2026-03-01T10:00:00.000Z";
    for (const [i, l] of lessons.entries())
      server.db
        .prepare("INSERT INTO lesson_progress (user_id, lesson_id, course_id, last_visited_at, completed_at) VALUES (?, ?, ?, ?, ?)")
        .run(p.id, l.id, l.course_id, at, i < 2 ? at : null);
    const pages = server.db.prepare("SELECT id, module_id, group_id FROM coach_pages ORDER BY id LIMIT 2").all() as {
      id: number;
      module_id: number;
      group_id: number;
    }[];
    const sub = server.db.prepare(
      "INSERT INTO coach_submissions (user_id, page_row_id, module_id, group_id, kind, language, code, difficulty, score, passed_testcases, total_testcases, created_at) VALUES (?, ?, ?, ?, ?, 'javascript', '', 'easy', ?, 10, 10, ?)",
    );
    sub.run(p.id, pages[0]!.id, pages[0]!.module_id, pages[0]!.group_id, "submission", 50, at);
    sub.run(p.id, pages[0]!.id, pages[0]!.module_id, pages[0]!.group_id, "submission", 90, at);
    sub.run(p.id, pages[1]!.id, pages[1]!.module_id, pages[1]!.group_id, "submission", 40, at);
    sub.run(p.id, pages[1]!.id, pages[1]!.module_id, pages[1]!.group_id, "run", 100, at);

    const page = await a.client.get(`${dash(orgId)}/progress`);
    expect(page.status).toBe(200);
    const text = await textOf(page);
    expect(text).toContain("Progressio: progress");
    expect(text).toContain('=Quote "Q", Comma');

    const csv = await a.client.get(`${dash(orgId)}/progress.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="org-\d+-\d+-progress\.csv"$/);
    const lines = (await csv.text()).split("\r\n");
    expect(lines[0]).toBe(
      "Name,Email,Role,Seat,Courses started,Lessons completed,Last lesson visit,Patterns attempted,Problems attempted,Problems solved,Submissions,Average best score",
    );
    const row = lines.find((l) => l.includes(p.email))!;
    const modules = new Set(pages.map((x) => x.module_id)).size;
    const courses = new Set(lessons.map((l) => l.course_id)).size;
    // the name is quoted (comma, doubled quotes) and cannot run as a spreadsheet formula
    expect(row).toBe(`"'=Quote ""Q"", Comma",${p.email},Member,yes,${courses},2,${at},${modules},2,1,3,65`);
    expect(lines.find((l) => l.includes(a.email))).toBe(`Progress Admin,${a.email},Admin,no,0,0,,0,0,0,0,`);
    expect(lines.at(-1)).toBe("");
  });
});

describe("the active organization", () => {
  it("picks the active organization in its order of preference, switches on request, and falls back when the stored one is no longer valid", async () => {
    const u = await person("Multi Org");
    const x = createOrg({ name: "Xylo Member Org", seats: 5 });
    const y = createOrg({ name: "Yarrow Admin Org", seats: 5 });
    const z = createOrg({ name: "Zed Other Org", seats: 5 });
    addMember(x.orgId, u.id, "Member", { seat: x.subId, createdAt: "2026-01-01T00:00:00.000Z" });
    addMember(y.orgId, u.id, "Admin", { createdAt: "2026-01-02T00:00:00.000Z" });
    const info = async () =>
      (await (await u.client.get("/api/user/info")).json()) as {
        enterprise: { active_organization_id: number; organizations: { organization_id: number }[] };
      };
    // nothing stored: the admin organization, though it was joined later
    expect((await info()).enterprise.active_organization_id).toBe(y.orgId);

    const sw = await u.client.postJson("/api/enterprise/active-organization", { organization_id: String(x.orgId) });
    expect(sw.status).toBe(200);
    expect(await sw.json()).toEqual({
      active_organization_id: x.orgId,
      organization_name: "Xylo Member Org",
      message: "Xylo Member Org is now your active organization.",
    });
    expect((await info()).enterprise.active_organization_id).toBe(x.orgId);
    expect(server.db.prepare("SELECT organization_id FROM user_active_organizations WHERE user_id = ?").get(u.id)).toEqual({
      organization_id: x.orgId,
    });

    // the header offers the switch (a form that works without JavaScript)
    const home = decode(await (await u.client.get("/explore")).text());
    expect(home).toContain('action="/api/enterprise/active-organization"');
    expect(home).toMatch(new RegExp(`<option value="${y.orgId}"[^>]*>Yarrow Admin Org</option>`));
    const form = await u.client.postForm("/api/enterprise/active-organization", { organization_id: String(y.orgId), redirect_to: "/explore" });
    expect(form.status).toBe(302);
    expect(form.headers.get("location")).toBe("/explore");
    expect((await info()).enterprise.active_organization_id).toBe(y.orgId);
    const offsite = await u.client.postForm("/api/enterprise/active-organization", {
      organization_id: String(x.orgId),
      redirect_to: "//evil.example",
    });
    expect(offsite.headers.get("location")).toBe("/learn/home");

    // an organization the user is not in: refused, nothing stored
    const notMine = await u.client.postJson("/api/enterprise/active-organization", { organization_id: String(z.orgId) });
    expect(notMine.status).toBe(404);
    expect(await notMine.json()).toEqual({ errorText: "You are not a member of that organization." });
    const bad = await u.client.postJson("/api/enterprise/active-organization", { organization_id: "abc" });
    expect(bad.status).toBe(400);
    expect((await u.client.get("/api/enterprise/active-organization")).status).toBe(405);
    expect((await server.client().postJson("/api/enterprise/active-organization", { organization_id: String(x.orgId) })).status).toBe(401);
    expect(server.db.prepare("SELECT organization_id FROM user_active_organizations WHERE user_id = ?").get(u.id)).toEqual({
      organization_id: x.orgId,
    });

    // stored X, but the user leaves X: back to the rule (admin org Y)
    server.db.prepare("DELETE FROM organization_members WHERE organization_id = ? AND user_id = ?").run(x.orgId, u.id);
    expect((await info()).enterprise.active_organization_id).toBe(y.orgId);
    // the rule's later steps: no admin or manager role → the first with a subscription, over the first joined
    const bare = (name: string) =>
      (
        server.db.prepare("INSERT INTO organizations (name, slug, kind) VALUES (?, ?, 'enterprise') RETURNING id").get(name, `bare-${++slugN}`) as {
          id: number;
        }
      ).id;
    const noSub1 = bare("Bare One");
    const noSub2 = bare("Bare Two");
    const v = await person("Seat Chooser");
    addMember(noSub1, v.id, "Member", { createdAt: "2026-01-01T00:00:00.000Z" });
    addMember(x.orgId, v.id, "Member", { seat: x.subId, createdAt: "2026-01-02T00:00:00.000Z" });
    expect((await (await v.client.get("/api/user/info")).json()).enterprise.active_organization_id).toBe(x.orgId);
    // …and with no subscription anywhere, the first joined
    const w = await person("First Joined");
    addMember(noSub2, w.id, "Member", { createdAt: "2026-01-02T00:00:00.000Z" });
    addMember(noSub1, w.id, "Member", { createdAt: "2026-01-01T00:00:00.000Z" });
    expect((await (await w.client.get("/api/user/info")).json()).enterprise.active_organization_id).toBe(noSub1);
  });
});

describe("user info", () => {
  it("carries the memberships with their fields and the B2B flags from real data", async () => {
    const plain = await (await (await person("No Org")).client.get("/api/user/info")).json();
    expect(plain).toMatchObject({
      has_valid_enterprise_sub: false,
      has_valid_enterprise_trial: false,
      has_availed_b2b_trial: false,
      is_team_buy_admin: false,
      is_user_team_subscriber: false,
      enterprise: { organizations: [], active_organization_id: null, trial_expiration_date: null },
      user_label: "non_paying",
    });

    const ent = await person("Enterprise Seat");
    const e = createOrg({ name: "Ent Corp", seats: 5 });
    server.db
      .prepare(
        "INSERT INTO organization_content_rules (organization_id, mode, target, author_id, work_id) VALUES (?, 'include', 'course', 4831, 100001)",
      )
      .run(e.orgId);
    server.db
      .prepare("INSERT INTO organization_content_rules (organization_id, mode, target, category_slug) VALUES (?, 'exclude', 'category', 'python')")
      .run(e.orgId);
    addMember(e.orgId, ent.id, "Member", { seat: e.subId });
    const info = await (await ent.client.get("/api/user/info")).json();
    expect(info).toMatchObject({
      has_valid_enterprise_sub: true,
      has_valid_enterprise_trial: false,
      is_team_buy_admin: false,
      is_user_team_subscriber: false,
      user_kind: "B2B_USER",
      user_label: "enterprise_member",
    });
    expect(info.enterprise.active_organization_id).toBe(e.orgId);
    const m = info.enterprise.organizations[0];
    for (const field of [
      "organization_id",
      "subscription_id",
      "is_admin",
      "admin_level",
      "is_manager",
      "is_mentor",
      "is_mentee",
      "is_subscriber",
      "is_user_team_manager",
      "is_onboarding_subscription_manager",
      "is_slack_authorized",
      "is_team_sku",
      "can_create_plans",
      "has_any_draft_plan",
      "no_courses_access",
      "is_confluence_integration_enabled",
      "trial_extended",
      "is_self_initiated_trial",
      "subscriptions",
      "include_all_courses",
      "included_courses",
      "excluded_courses",
      "included_categories",
      "excluded_categories",
      "preferred_categories",
    ])
      expect(m, field).toHaveProperty(field);
    expect(m).toMatchObject({
      organization_id: e.orgId,
      subscription_id: e.subId,
      is_subscriber: true,
      included_courses: [{ author_id: 4831, work_id: 100001 }],
      excluded_categories: ["python"],
      subscriptions: [{ subscription_id: e.subId, subscription_type: 6003, subscription_sub_type: 9000, can_add_seats: true, teams: [] }],
    });

    // an ended seat is no longer a valid enterprise subscription
    server.db.prepare("UPDATE organization_subscriptions SET expiration_date = ? WHERE id = ?").run("2020-01-01T00:00:00.000Z", e.subId);
    const ended = await (await ent.client.get("/api/user/info")).json();
    expect(ended.has_valid_enterprise_sub).toBe(false);
    expect(ended.enterprise.organizations[0].is_subscriber).toBe(false);

    // a team: its admin is a team buy admin, its seated member a team subscriber
    const buyer = await person("Team Buyer");
    const seatHolder = await person("Team Seat");
    const t = createOrg({ name: "Small Team", kind: "team", seats: 5 });
    addMember(t.orgId, buyer.id, "Admin");
    addMember(t.orgId, seatHolder.id, "Member", { seat: t.subId });
    expect(await (await buyer.client.get("/api/user/info")).json()).toMatchObject({
      is_team_buy_admin: true,
      is_user_team_subscriber: false,
      user_label: "enterprise_super_admin",
    });
    expect(await (await seatHolder.client.get("/api/user/info")).json()).toMatchObject({
      is_team_buy_admin: false,
      is_user_team_subscriber: true,
      has_valid_enterprise_sub: true,
    });

    // a trial: a running trial organization with a trial seat
    const trialist = await person("Trial Person");
    const expires = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const tr = createOrg({ name: "Trial Org", seats: 10, status: "trial", expires, trialExpiration: expires });
    addMember(tr.orgId, trialist.id, "Admin", { seat: tr.subId });
    expect(await (await trialist.client.get("/api/user/info")).json()).toMatchObject({
      has_valid_enterprise_sub: false,
      has_valid_enterprise_trial: true,
      has_availed_b2b_trial: true,
      enterprise: { trial_expiration_date: expires, active_organization_id: tr.orgId },
    });
  });
});

describe("the landing area after login", () => {
  async function pageLogin(email: string, ru?: string) {
    const c = server.client();
    const res = await c.postForm(ru ? `/login?ru=${encodeURIComponent(ru)}` : "/login", {
      email,
      password: "correct horse battery",
      ...(ru ? { ru } : { ru: "/learn/home" }),
    });
    return { c, res };
  }

  it("admins land on the admin area, managers on their own area, mentors on the mentoring dashboard, others on /learn/home; a return path wins", async () => {
    const { orgId, subId } = createOrg({ name: "Landing Org", seats: 5 });
    const a = await person("Landing Admin");
    const mg = await person("Landing Manager");
    const mentor = await person("Landing Mentor");
    const plain = await person("Landing Member");
    addMember(orgId, a.id, "Admin");
    addMember(orgId, mg.id, "Manager");
    addMember(orgId, mentor.id, "Member", { mentor: true, seat: subId });
    addMember(orgId, plain.id, "Member", { seat: subId });

    expect((await pageLogin(a.email)).res.headers.get("location")).toBe(dash(orgId));
    const m = await pageLogin(mg.email);
    expect(m.res.headers.get("location")).toBe(`/manager/${orgId}`);
    // the manager also sees the admin area, read-only
    const view = await m.c.get(dash(orgId));
    expect(view.status).toBe(200);
    const text = await textOf(view);
    expect(text).toContain("read-only");
    expect(text).not.toContain("Send invitation");
    // a mentor lands on the mentoring dashboard where the organization has mentoring on; without it, as a member
    expect((await pageLogin(mentor.email)).res.headers.get("location")).toBe("/learn/home");
    server.db
      .prepare("UPDATE organizations SET feature_flags = json_set(coalesce(feature_flags, '{}'), '$.is_training_enabled', json('true')) WHERE id = ?")
      .run(orgId);
    expect((await pageLogin(mentor.email)).res.headers.get("location")).toBe(`/mentor/${orgId}`);
    expect((await pageLogin(plain.email)).res.headers.get("location")).toBe("/learn/home");
    expect((await pageLogin(a.email, "/explore")).res.headers.get("location")).toBe("/explore");
    const outsider = await person("Landing Outsider");
    expect((await pageLogin(outsider.email)).res.headers.get("location")).toBe("/learn/home");
  });

  it("admins and managers at 0 % progress see the onboarding prompt; subscription executives and team SKUs do not", async () => {
    const { orgId } = createOrg({ name: "Prompt Org", seats: 5 });
    const fresh = await person("Fresh Admin");
    const exec = await person("Exec Admin");
    addMember(orgId, fresh.id, "Admin");
    addMember(orgId, exec.id, "Admin", { adminLevel: "subscription_executive" });
    expect(await textOf(await fresh.client.get(dash(orgId)))).toContain("Get your team started");
    expect(await textOf(await exec.client.get(dash(orgId)))).not.toContain("Get your team started");
    // once the admin has completed a lesson, the prompt is gone
    const l = server.db.prepare("SELECT id, course_id FROM lessons ORDER BY id LIMIT 1").get() as { id: number; course_id: number };
    server.db
      .prepare("INSERT INTO lesson_progress (user_id, lesson_id, course_id, last_visited_at, completed_at) VALUES (?, ?, ?, ?, ?)")
      .run(fresh.id, l.id, l.course_id, "2026-03-01T00:00:00.000Z", "2026-03-01T00:00:00.000Z");
    expect(await textOf(await fresh.client.get(dash(orgId)))).not.toContain("Get your team started");
    // a team SKU never shows it
    server.db.prepare("UPDATE organizations SET is_team_sku = 1 WHERE id = ?").run(orgId);
    const other = await person("Team Sku Admin");
    addMember(orgId, other.id, "Admin");
    expect(await textOf(await other.client.get(dash(orgId)))).not.toContain("Get your team started");
  });
});
