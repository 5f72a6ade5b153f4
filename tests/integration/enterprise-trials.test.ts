// Enterprise trials on the real server (docs/product/organizations.md#trials): the
// /enterprise request form mails a token link; /enterprise-trial/{token} (logged in) and
// /enterprise-signup/{token} (a new person) accept it; the team-trial calls; used and expired
// tokens; the trial grants nothing after its date; the extension banner and its one extension.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestMail, signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";
import { visibleText } from "./helpers/html";

const EMAIL_TAKEN = "This email is already verified and associated with an account. Please log in or create a new account with another work email.";
const USED = "This trial link has already been used.";
const EXPIRED = "This trial link has expired. Request a new trial on the enterprise page.";

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
const DAY = 86_400_000;

/** Asks for a trial on /enterprise as a visitor (a form post) and returns the mailed link's kind and token. */
async function requestTrial(company: string, email: string) {
  const res = await server.client().postForm("/enterprise", { company_name: company, email });
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toBe("/enterprise");
  const mail = latestMail(server, email, "enterprise-trial")!;
  expect(mail.subject).toBe("Start your 14-day Codelift team trial");
  const m = mail.body_text.match(/\/(enterprise-trial|enterprise-signup)\/([\w-]+)/)!;
  return { kind: m[1], token: m[2]! };
}

const validate = (c: Client, token: string) =>
  c.postJson("/api/enterprise/team-trial/validate-trial-request-status", { request_token: token }, "PUT");

type TrialOrg = { id: number; name: string; trial_expiration_date: string; trial_extended: number; is_self_initiated_trial: number; kind: string };
const orgOf = (email: string) =>
  server.db
    .prepare(
      "SELECT o.id, o.name, o.kind, o.trial_expiration_date, o.trial_extended, o.is_self_initiated_trial FROM organizations o JOIN organization_members m ON m.organization_id = o.id WHERE m.user_id = ?",
    )
    .get(userId(email)) as TrialOrg;

function setTrialEnd(orgId: number, at: Date) {
  server.db.prepare("UPDATE organizations SET trial_expiration_date = ? WHERE id = ?").run(at.toISOString(), orgId);
  server.db
    .prepare("UPDATE organization_subscriptions SET expiration_date = ? WHERE organization_id = ? AND status = 'trial'")
    .run(at.toISOString(), orgId);
}

describe("requesting and accepting a trial", () => {
  it("the /enterprise page offers the plans and the trial form, and refuses a bad form with field errors", async () => {
    const page = await server.client().get("/enterprise");
    expect(page.status).toBe(200);
    const text = visibleText(await page.text());
    expect(text).toContain("Codelift for teams and enterprises");
    expect(text).toContain("Try it free for 14 days");
    expect(text).toContain("$329.00 per seat, per year");
    const bad = await server.client().postForm("/enterprise", { company_name: " ", email: "not-an-email" });
    expect(bad.status).toBe(400);
    expect(decode(await bad.text())).toContain("Enter your company&#x27;s name.".replace("&#x27;", "'"));
  });

  it("mails a link that a logged-in user accepts with a job title: a trial organization with them as super admin holding a seat", async () => {
    const email = "lead@acme-trial.example";
    const { client: c } = await signUpVerified(server, { email });
    const { kind, token } = await requestTrial("Acme Trial Co", email);
    expect(kind).toBe("enterprise-trial");
    expect(server.db.prepare("SELECT count(*) n FROM enterprise_trial_requests WHERE token_hash = ?").get(token)).toEqual({ n: 0 });

    const v = await validate(server.client(), token);
    expect(v.status).toBe(200);
    expect(await v.json()).toEqual({ request_status: "valid", is_valid: true, company_name: "Acme Trial Co" });

    const page = await c.get(`/enterprise-trial/${token}`);
    expect(page.status).toBe(200);
    expect(visibleText(await page.text())).toContain("Acme Trial Co gets 5 seats for 14 days");
    const res = await c.postForm(`/enterprise-trial/${token}`, { job_title: "Head of Engineering" });
    expect(res.status).toBe(302);
    const org = orgOf(email);
    expect(res.headers.get("Location")).toBe(`/enterprise-dashboard/${org.id}`);
    expect(org).toMatchObject({ name: "Acme Trial Co", kind: "enterprise", trial_extended: 0, is_self_initiated_trial: 1 });
    const days = (Date.parse(org.trial_expiration_date) - Date.now()) / DAY;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    const sub = server.db
      .prepare("SELECT id, status, seats, plan_type, can_add_seats, expiration_date FROM organization_subscriptions WHERE organization_id = ?")
      .get(org.id) as Record<string, unknown>;
    expect(sub).toMatchObject({ status: "trial", seats: 5, plan_type: 6003, can_add_seats: 0, expiration_date: org.trial_expiration_date });
    expect(
      server.db.prepare("SELECT role, is_admin, admin_level, subscription_id FROM organization_members WHERE organization_id = ?").all(org.id),
    ).toEqual([{ role: "Admin", is_admin: 1, admin_level: "super_admin", subscription_id: sub.id }]);
    expect(server.db.prepare("SELECT status, job_title, organization_id FROM enterprise_trial_requests WHERE email = ?").get(email)).toEqual({
      status: "accepted",
      job_title: "Head of Engineering",
      organization_id: org.id,
    });
    const info = (await (await c.get("/api/user/info")).json()) as Record<string, unknown>;
    expect(info).toMatchObject({ has_valid_enterprise_trial: true, has_availed_b2b_trial: true });

    // the token is used now: the status says so, the page and the API refuse it
    expect(await (await validate(server.client(), token)).json()).toMatchObject({ request_status: "used", is_valid: false });
    expect(visibleText(await (await c.get(`/enterprise-trial/${token}`)).text())).toContain(USED);
    const again = await c.postJson("/api/enterprise/team-trial/accept-trial-request", { request_token: token, job_title: "CTO" }, "PUT");
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ errorText: USED });
    // one trial per person: a second company's link is refused for the same user
    const second = await requestTrial("Acme Two", email);
    const twice = await c.postJson("/api/enterprise/team-trial/accept-trial-request", { request_token: second.token, job_title: "CTO" }, "PUT");
    expect(twice.status).toBe(400);
    expect(await twice.json()).toEqual({ errorText: "You have already used your team trial. Buy a plan for your organization instead." });
  });

  it("accepts through PUT accept-trial-request (JSON), which needs a session, a job title and a known token", async () => {
    const email = "api-lead@beta-trial.example";
    const { client: c } = await signUpVerified(server, { email });
    const { token } = await requestTrial("Beta Trial", email);
    expect(
      (await server.client().postJson("/api/enterprise/team-trial/accept-trial-request", { request_token: token, job_title: "CTO" }, "PUT")).status,
    ).toBe(401);
    const noTitle = await c.postJson("/api/enterprise/team-trial/accept-trial-request", { request_token: token }, "PUT");
    expect(noTitle.status).toBe(400);
    expect(await noTitle.json()).toEqual({ errors: { job_title: "Enter your job title." } });
    const unknown = await c.postJson("/api/enterprise/team-trial/accept-trial-request", { request_token: "nope", job_title: "CTO" }, "PUT");
    expect(unknown.status).toBe(404);
    const ok = await c.postJson("/api/enterprise/team-trial/accept-trial-request", { request_token: token, job_title: "CTO" }, "PUT");
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { organization_id: number; trial_expiration_date: string; message: string };
    expect(body.message).toBe("Your 14-day team trial of Codelift for Beta Trial has started.");
    expect(body.organization_id).toBe(orgOf(email).id);
  });

  it("a new person signs up and accepts in one form on /enterprise-signup (verified by the link), and an e-mail with an account is refused", async () => {
    const email = "new-person@gamma-trial.example";
    const { kind, token } = await requestTrial("Gamma Trial", email);
    expect(kind).toBe("enterprise-signup");
    const v = server.client();
    const page = await v.get(`/enterprise-signup/${token}`);
    expect(page.status).toBe(200);
    expect(visibleText(await page.text())).toContain(`Your account: ${email}.`);
    const res = await v.postForm(`/enterprise-signup/${token}`, {
      full_name: "Gina Gamma",
      password: "gamma-trial-2026",
      job_title: "VP Engineering",
    });
    expect(res.status).toBe(302);
    expect(server.db.prepare("SELECT verified, full_name FROM users WHERE email = ?").get(email)).toEqual({ verified: 1, full_name: "Gina Gamma" });
    expect(res.headers.get("Location")).toBe(`/enterprise-dashboard/${orgOf(email).id}`);
    expect(((await (await v.get("/api/user/info")).json()) as { email: string }).email).toBe(email);

    // the address got an account after its request was mailed: refused with the sign-up's text
    const late = "late@delta-trial.example";
    const { token: lateToken } = await requestTrial("Delta Trial", late);
    await signUpVerified(server, { email: late });
    const refused = await server
      .client()
      .postForm(`/enterprise-signup/${lateToken}`, { full_name: "Someone", password: "delta-trial-2026", job_title: "CTO" });
    expect(refused.status).toBe(400);
    expect(decode(await refused.text())).toContain(EMAIL_TAKEN);
    expect(server.db.prepare("SELECT status FROM enterprise_trial_requests WHERE email = ?").get(late)).toEqual({ status: "pending" });
  });

  it("an expired link is refused everywhere, and an unknown one is 404", async () => {
    const email = "slow@epsilon-trial.example";
    const { client: c } = await signUpVerified(server, { email });
    const { token } = await requestTrial("Epsilon Trial", email);
    server.db.prepare("UPDATE enterprise_trial_requests SET expires_at = ? WHERE email = ?").run(new Date(Date.now() - 1000).toISOString(), email);
    expect(await (await validate(server.client(), token)).json()).toEqual({
      request_status: "expired",
      is_valid: false,
      company_name: "Epsilon Trial",
    });
    expect(visibleText(await (await c.get(`/enterprise-trial/${token}`)).text())).toContain(EXPIRED);
    const api = await c.postJson("/api/enterprise/team-trial/accept-trial-request", { request_token: token, job_title: "CTO" }, "PUT");
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ errorText: EXPIRED });
    expect(server.db.prepare("SELECT count(*) n FROM organization_members WHERE user_id = ?").get(userId(email))).toEqual({ n: 0 });
    const unknown = await validate(server.client(), "no-such-token");
    expect(unknown.status).toBe(404);
    expect((await server.client().get("/enterprise-signup/no-such-token")).status).toBe(404);
  });
});

describe("the running trial: extension banner, one extension, expiry", () => {
  let admin: Client;
  let org: TrialOrg;
  const email = "admin@zeta-trial.example";
  beforeAll(async () => {
    admin = (await signUpVerified(server, { email })).client;
    const { token } = await requestTrial("Zeta Trial", email);
    expect((await admin.postJson("/api/enterprise/team-trial/accept-trial-request", { request_token: token, job_title: "CTO" }, "PUT")).status).toBe(
      200,
    );
    org = orgOf(email);
  });
  const home = async (c: Client) => visibleText(await (await c.get("/learn/home")).text());

  it("shows no banner while more than 3 days are left, then the 'Need more time?' banner with Extend Trial", async () => {
    expect(await home(admin)).not.toContain("Need more time?");
    // Days are counted in calendar days (UTC): noon two days from today is "in 2 days" at any hour
    // (now + 2 days + 1 hour was "in 3 days" when run after 23:00 UTC).
    const inTwoDays = new Date();
    inTwoDays.setUTCHours(12, 0, 0, 0);
    inTwoDays.setUTCDate(inTwoDays.getUTCDate() + 2);
    setTrialEnd(org.id, inTwoDays);
    const text = await home(admin);
    expect(text).toContain("Your free trial expires in 2 days. Need more time?");
    expect(text).toContain("Extend Trial");
  });

  it("is extended once by an admin (form post, no JavaScript), after which the banner is gone and a second extension is refused", async () => {
    const member = await signUpVerified(server, { email: "member@zeta-trial.example" });
    server.db
      .prepare("INSERT INTO organization_members (organization_id, user_id, role, is_admin) VALUES (?, ?, 'Member', 0)")
      .run(org.id, userId("member@zeta-trial.example"));
    const outsider = await signUpVerified(server, { email: "outsider@zeta-trial.example" });
    expect(await home(member.client)).not.toContain("Need more time?");
    const byMember = await member.client.postJson("/api/enterprise/team-trial/extend", { organization_id: String(org.id) }, "PUT");
    expect(byMember.status).toBe(403);
    expect(await byMember.json()).toEqual({ errorText: "Only an admin of this organization can extend its trial." });
    expect((await outsider.client.postJson("/api/enterprise/team-trial/extend", { organization_id: String(org.id) }, "PUT")).status).toBe(404);

    const before = Date.parse(orgOf(email).trial_expiration_date);
    const res = await admin.postForm("/api/enterprise/team-trial/extend", { organization_id: String(org.id), redirectTo: "/learn/home" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/learn/home");
    const after = orgOf(email);
    expect(after.trial_extended).toBe(1);
    expect(Date.parse(after.trial_expiration_date) - before).toBe(7 * DAY);
    expect(server.db.prepare("SELECT expiration_date FROM organization_subscriptions WHERE organization_id = ?").get(org.id)).toEqual({
      expiration_date: after.trial_expiration_date,
    });
    expect(await home(admin)).not.toContain("Need more time?");
    // even back inside the window, an extended trial shows no banner and is not extended again
    setTrialEnd(org.id, new Date(Date.now() + DAY + 3600_000));
    expect(await home(admin)).not.toContain("Need more time?");
    const twice = await admin.postJson("/api/enterprise/team-trial/extend", { organization_id: String(org.id) }, "PUT");
    expect(twice.status).toBe(400);
    expect(await twice.json()).toEqual({ errorText: "This trial has already been extended once." });
  });

  it("grants nothing after its date", async () => {
    setTrialEnd(org.id, new Date(Date.now() - 3600_000));
    const info = (await (await admin.get("/api/user/info")).json()) as Record<string, unknown>;
    expect(info).toMatchObject({ has_valid_enterprise_trial: false, has_valid_enterprise_sub: false, has_availed_b2b_trial: true });
    expect(await home(admin)).not.toContain("Need more time?");
  });
});
