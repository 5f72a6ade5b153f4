// The account page and the sign-up/onboarding paths (docs/product/accounts.md#account-settings, #onboarding), against the built server: the
// name rule (its four messages), the e-mail change (only once the mailed link is
// opened), the password change (current one required, every other session ended), sessions
// (listed, one revoked, all others revoked), the account deletion (subscription cancelled, data
// removed, the row anonymised), POST /api/user/verify-and-reset-password with
// /signup-and-reset-password/{token}, the e-mail capture POST /api/signup and onboarding.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestMail, latestMailToken, signUpVerified, startServer, type TestServer, type UserRow } from "./helpers/server";
import { visibleText } from "./helpers/html";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => server?.stop());

const userRow = (email: string) => server.db.prepare("SELECT * FROM users WHERE email = ?").get(email) as UserRow | undefined;
const sessionCount = (userId: number) => (server.db.prepare("SELECT count(*) n FROM sessions WHERE user_id = ?").get(userId) as { n: number }).n;
const login = (email: string, password: string) => {
  const c = server.client();
  return c.postJson("/api/user/login", { email, password }).then((res) => ({ res, c }));
};

describe("name (letters and spaces, 5 to 50 characters)", () => {
  it("refuses with the four messages of the name rule, in order, and keeps the old name; a good one is saved trimmed", async () => {
    const { client } = await signUpVerified(server, { email: "acct-name@example.com", fullName: "Old Name Here" });
    const cases: [string, string][] = [
      ["   ", "Name is required."],
      ["Ada 2", "Invalid Name. You can only use Alphabets."],
      ["Ada", "Name should be at least 5 digits long."],
      ["A".repeat(51), "Name should be at max 50 digits long."],
    ];
    for (const [name, message] of cases) {
      const res = await client.postForm("/account", { intent: "name", full_name: name });
      expect(res.status, name).toBe(400);
      expect(visibleText(await res.text())).toContain(message);
    }
    expect(userRow("acct-name@example.com")!.full_name).toBe("Old Name Here");
    const ok = await client.postForm("/account", { intent: "name", full_name: "  José Álvarez " });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/account");
    expect(userRow("acct-name@example.com")!.full_name).toBe("José Álvarez");
  });
});

describe("e-mail change", () => {
  it("needs the password, changes only when the link mailed to the new address is opened, and tells the old address", async () => {
    const { client, password } = await signUpVerified(server, { email: "acct-mail-old@example.com" });
    const wrong = await client.postForm("/account", { intent: "email", new_email: "acct-mail-new@example.com", password: "wrong-password" });
    expect(wrong.status).toBe(400);
    expect(visibleText(await wrong.text())).toContain("Your current password is not correct.");
    const taken = await client.postForm("/account", { intent: "email", new_email: "free@codelift.test", password });
    expect(visibleText(await taken.text())).toContain("This email is already used by another account.");
    const bad = await client.postForm("/account", { intent: "email", new_email: "not-an-email", password });
    expect(visibleText(await bad.text())).toContain("Invalid Email Address");

    const ok = await client.postForm("/account", { intent: "email", new_email: "Acct-Mail-New@example.com", password });
    expect(ok.status).toBe(302);
    // Nothing changed yet.
    expect(userRow("acct-mail-old@example.com")).toBeTruthy();
    const link = latestMail(server, "acct-mail-new@example.com", "email-change")!.body_text.match(/\/account\/email\/([\w-]+)/)![1]!;
    const page = await server.client().get(`/account/email/${link}`);
    expect(visibleText(await page.text())).toContain("acct-mail-new@example.com");
    expect(userRow("acct-mail-old@example.com")).toBeTruthy();

    const confirm = await client.postForm(`/account/email/${link}`, {});
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get("location")).toBe("/account");
    expect(userRow("acct-mail-old@example.com")).toBeUndefined();
    expect(userRow("acct-mail-new@example.com")).toMatchObject({ verified: 1 });
    expect(latestMail(server, "acct-mail-old@example.com", "email-changed")?.body_text).toContain("acct-mail-new@example.com");
    // The link works once.
    expect((await client.postForm(`/account/email/${link}`, {})).status).toBe(400);
    expect((await login("acct-mail-new@example.com", password)).res.status).toBe(200);
    expect((await login("acct-mail-old@example.com", password)).res.status).toBe(400);
  });
});

describe("password change and sessions", () => {
  it("needs the current password, then ends every other session but keeps this one", async () => {
    const { client, password } = await signUpVerified(server, { email: "acct-pass@example.com" });
    const other = (await login("acct-pass@example.com", password)).c;
    const id = userRow("acct-pass@example.com")!.id;
    expect(sessionCount(id)).toBe(2);

    const wrong = await client.postForm("/account", {
      intent: "password",
      current_password: "nope-nope",
      new_password: "brand-new-pass",
      new_password_confirm: "brand-new-pass",
    });
    expect(wrong.status).toBe(400);
    expect(visibleText(await wrong.text())).toContain("Your current password is not correct.");
    const mismatch = await client.postForm("/account", {
      intent: "password",
      current_password: password,
      new_password: "brand-new-pass",
      new_password_confirm: "other-pass-1",
    });
    expect(visibleText(await mismatch.text())).toContain("Passwords do not match.");
    const short = await client.postForm("/account", {
      intent: "password",
      current_password: password,
      new_password: "short",
      new_password_confirm: "short",
    });
    expect(visibleText(await short.text())).toContain("Password must be at least 8 characters long.");
    expect(sessionCount(id)).toBe(2);

    const ok = await client.postForm("/account", {
      intent: "password",
      current_password: password,
      new_password: "brand-new-pass",
      new_password_confirm: "brand-new-pass",
    });
    expect(ok.status).toBe(302);
    expect(sessionCount(id)).toBe(1);
    expect((await client.get("/api/user/info")).status).toBe(200);
    expect((await other.get("/api/user/info")).status).toBe(401);
    expect((await login("acct-pass@example.com", password)).res.status).toBe(400);
    expect((await login("acct-pass@example.com", "brand-new-pass")).res.status).toBe(200);
  });

  it("lists the sessions without their ids, revokes one by its handle, then all others; another learner's handle is refused", async () => {
    const { client, password } = await signUpVerified(server, { email: "acct-sessions@example.com" });
    const second = (await login("acct-sessions@example.com", password)).c;
    const third = (await login("acct-sessions@example.com", password)).c;
    const id = userRow("acct-sessions@example.com")!.id;
    const html = await (await client.get("/account")).text();
    const ids = (server.db.prepare("SELECT id FROM sessions WHERE user_id = ?").all(id) as { id: string }[]).map((r) => r.id);
    expect(ids).toHaveLength(3);
    for (const sid of ids) expect(html).not.toContain(sid);
    expect(visibleText(html)).toContain("This device");
    const handles = [...html.matchAll(/name="session" value="([0-9a-f]+)"/g)].map((m) => m[1]!);
    expect(handles).toHaveLength(2);

    // Someone else cannot use a handle of this account.
    const stranger = (await signUpVerified(server, { email: "acct-stranger@example.com" })).client;
    const refused = await stranger.postForm("/account", { intent: "revoke-session", session: handles[0]! });
    expect(refused.status).toBe(404);
    expect(sessionCount(id)).toBe(3);

    expect((await client.postForm("/account", { intent: "revoke-session", session: handles[0]! })).status).toBe(302);
    expect(sessionCount(id)).toBe(2);
    const alive = [(await second.get("/api/user/info")).status, (await third.get("/api/user/info")).status].sort();
    expect(alive).toEqual([200, 401]);

    expect((await client.postForm("/account", { intent: "revoke-others" })).status).toBe(302);
    expect(sessionCount(id)).toBe(1);
    expect((await client.get("/api/user/info")).status).toBe(200);
  });
});

describe("account deletion", () => {
  it("shows the confirmation as a page state, needs the password and the word, cancels the plan, removes personal data and anonymises the row", async () => {
    const { client, password } = await signUpVerified(server, { email: "acct-delete@example.com", fullName: "Delete Me Please" });
    const id = userRow("acct-delete@example.com")!.id;
    // A plan that renews, a note and a saved theme: all the learner's.
    server.db
      .prepare(
        "INSERT INTO subscriptions (user_id, plan_code, feature_set, validity_months, plan_type, status, start_date, expiration_date, auto_renew) VALUES (?, '300-12-6000', 300, 12, 6000, 'active', ?, ?, 1)",
      )
      .run(id, new Date(Date.now() - 864e5).toISOString(), new Date(Date.now() + 300 * 864e5).toISOString());
    const other = (await login("acct-delete@example.com", password)).c;

    const confirmPage = await client.get("/account?confirm=delete");
    const text = visibleText(await confirmPage.text());
    expect(text).toContain("Delete your account?");
    expect(text).toContain("This permanently deletes your Codelift account.");
    expect(text).toContain("Your plan (Premium · Annual) is cancelled first: it will not renew.");

    const noWord = await client.postForm("/account", { intent: "delete", password, confirm: "delete" });
    expect(noWord.status).toBe(400);
    expect(visibleText(await noWord.text())).toContain("Type DELETE to confirm.");
    const wrong = await client.postForm("/account", { intent: "delete", password: "wrong-password", confirm: "DELETE" });
    expect(wrong.status).toBe(400);
    expect(userRow("acct-delete@example.com")).toBeTruthy();

    const ok = await client.postForm("/account", { intent: "delete", password, confirm: "DELETE" });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/");
    const row = server.db.prepare("SELECT * FROM users WHERE id = ?").get(id) as UserRow;
    expect(row).toMatchObject({ email: `deleted-${id}@deleted.invalid`, full_name: "Deleted user", verified: 0, totp_secret: null });
    expect(row.deleted_at).toBeTruthy();
    expect(userRow("acct-delete@example.com")).toBeUndefined();
    const sub = server.db.prepare("SELECT status, auto_renew, canceled_at FROM subscriptions WHERE user_id = ?").get(id) as {
      status: string;
      auto_renew: number;
      canceled_at: string | null;
    };
    expect(sub).toMatchObject({ status: "renewal_canceled", auto_renew: 0 });
    expect(sub.canceled_at).toBeTruthy();
    expect(sessionCount(id)).toBe(0);
    expect((await other.get("/api/user/info")).status).toBe(401);
    expect((await login("acct-delete@example.com", password)).res.status).toBe(400);
    expect(latestMail(server, "acct-delete@example.com", "account-deleted")).toBeTruthy();
    // The address is free again.
    expect(
      (await server.client().postJson("/api/user/signup", { full_name: "Fresh Start", email: "acct-delete@example.com", password: "fresh-start-1" }))
        .status,
    ).toBe(201);
  });
});

describe("sign-up with a password link, e-mail capture and onboarding", () => {
  it("POST /api/signup keeps the address once, mails a link to finish, and answers the same for an existing account", async () => {
    const c = server.client();
    const res = await c.postJson("/api/signup", { email: "Capture@Example.com", source: "blog", page_uri: "/blog/post" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Thanks! We will keep you posted." });
    expect(server.db.prepare("SELECT email, source, page_uri FROM email_captures WHERE email = ?").get("capture@example.com")).toEqual({
      email: "capture@example.com",
      source: "blog",
      page_uri: "/blog/post",
    });
    expect(latestMail(server, "capture@example.com", "signup-link")?.body_text).toMatch(/\/signup-and-reset-password\/[\w-]+/);
    const again = await c.postJson("/api/signup", { email: "capture@example.com" });
    expect(await again.json()).toEqual({ message: "Thanks! We will keep you posted." });
    expect((server.db.prepare("SELECT count(*) n FROM email_captures WHERE email = ?").get("capture@example.com") as { n: number }).n).toBe(1);
    const existing = await c.postJson("/api/signup", { email: "free@codelift.test" });
    expect(await existing.json()).toEqual({ message: "Thanks! We will keep you posted." });
    expect(latestMail(server, "free@codelift.test", "signup-link")).toBeUndefined();
    const bad = await c.postJson("/api/signup", { email: "nope" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ errors: { email: "Invalid Email Address" } });
  });

  it("/signup-and-reset-password/{token} sets name and password, verifies and logs in, then onboarding", async () => {
    await server.client().postJson("/api/signup", { email: "finish@example.com" });
    const token = latestMail(server, "finish@example.com", "signup-link")!.body_text.match(/\/signup-and-reset-password\/([\w-]+)/)![1]!;
    const c = server.client();
    const page = await c.get(`/signup-and-reset-password/${token}`);
    expect(visibleText(await page.text())).toContain("finish@example.com");
    const badName = await c.postForm(`/signup-and-reset-password/${token}`, {
      full_name: "Bo",
      new_password: "finish-pass-1",
      new_password_confirm: "finish-pass-1",
    });
    expect(badName.status).toBe(400);
    expect(visibleText(await badName.text())).toContain("Name should be at least 5 digits long.");
    const ok = await c.postForm(`/signup-and-reset-password/${token}`, {
      full_name: "Finn Isher",
      new_password: "finish-pass-1",
      new_password_confirm: "finish-pass-1",
    });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/onboarding");
    expect(userRow("finish@example.com")).toMatchObject({ full_name: "Finn Isher", verified: 1, onboarded_at: null });
    expect((await c.get("/api/user/info")).status).toBe(200);
    // Used once.
    expect(
      (
        await server.client().postForm(`/signup-and-reset-password/${token}`, {
          full_name: "Finn Isher",
          new_password: "another-pass-1",
          new_password_confirm: "another-pass-1",
        })
      ).status,
    ).toBe(400);

    const phoneCases: [string, string][] = [
      ["", "Phone number is required."],
      ["12-34", "Invalid Phone Number"],
      ["123456789", "Phone number should be at least 10 digits long."],
      ["1234567890123456", "Phone number should be at most 15 digits long."],
    ];
    for (const [phone, message] of phoneCases) {
      const res = await c.postForm("/onboarding", { full_name: "Finn Isher", phone, goal: "interview" });
      expect(res.status, phone).toBe(400);
      expect(visibleText(await res.text())).toContain(message);
    }
    const done = await c.postForm("/onboarding", { full_name: "Finn Isher", phone: " 4915112345678 ", goal: "interview" });
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/interview-prep");
    expect(userRow("finish@example.com")).toMatchObject({ phone: "4915112345678", onboarding_goal: "interview" });
  });

  it("POST /api/user/verify-and-reset-password verifies, sets the password, ends older sessions and logs in", async () => {
    const c = server.client();
    expect((await c.postJson("/api/user/signup", { full_name: "Vera Reset", email: "vr@example.com", password: "first-pass-1" })).status).toBe(201);
    const id = userRow("vr@example.com")!.id;
    expect(sessionCount(id)).toBe(1);
    const token = latestMailToken(server, "vr@example.com", "verify");
    const mismatch = await server
      .client()
      .postJson("/api/user/verify-and-reset-password", { verify_token: token, new_password: "second-pass-1", new_password_confirm: "x" });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toEqual({ errors: { new_password_confirm: "Passwords do not match." } });
    const fresh = server.client();
    const ok = await fresh.postJson("/api/user/verify-and-reset-password", {
      verify_token: token,
      new_password: "second-pass-1",
      new_password_confirm: "second-pass-1",
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ email: "vr@example.com", verified: true });
    expect((await c.get("/api/user/info")).status).toBe(401);
    expect((await fresh.get("/api/user/info")).status).toBe(200);
    expect((await login("vr@example.com", "second-pass-1")).res.status).toBe(200);
    const reused = await server
      .client()
      .postJson("/api/user/verify-and-reset-password", { verify_token: token, new_password: "third-pass-1", new_password_confirm: "third-pass-1" });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({ errorText: "This link is invalid or has expired. Please request a new one." });
  });

  it("POST /api/user/user-onboard saves the answers; ?set_session=true starts a fresh session", async () => {
    const { client } = await signUpVerified(server, { email: "onboard-api@example.com" });
    const bad = await client.postJson("/api/user/user-onboard", { full_name: "Onboard Api", phone: "12", goal: "skills" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ errors: { phone: "Phone number should be at least 10 digits long." } });
    const before = client.cookies.get("__session");
    const plain = await client.postJson("/api/user/user-onboard", { full_name: "Onboard Api", phone: "5551234567", goal: "skills" });
    expect(plain.status).toBe(200);
    expect(await plain.json()).toMatchObject({
      full_name: "Onboard Api",
      phone: "5551234567",
      onboarding_goal: "skills",
      show_onboarding_questionnaire: false,
    });
    expect(client.cookies.get("__session")).toBe(before);
    const withSession = await client.postJson("/api/user/user-onboard?set_session=true", {
      full_name: "Onboard Api",
      phone: "5551234567",
      goal: "team",
    });
    expect(withSession.status).toBe(200);
    expect(client.cookies.get("__session")).not.toBe(before);
    expect((await client.get("/api/user/info")).status).toBe(200);
    expect((await server.client().postJson("/api/user/user-onboard", { full_name: "Nobody Here", phone: "5551234567", goal: "team" })).status).toBe(
      401,
    );
  });
  it("is refused while the learner is the only admin of an organization with other members, and nothing is changed", async () => {
    const { c, res } = await login("admin@globex.test", "globex-admin-2026");
    expect(res.status).toBe(200);
    const admin = userRow("admin@globex.test")!;
    const org = server.db
      .prepare(
        "SELECT o.id, o.name FROM organizations o JOIN organization_members m ON m.organization_id = o.id WHERE m.user_id = ? AND m.is_admin = 1",
      )
      .get(admin.id) as { id: number; name: string };
    const members = () =>
      server.db.prepare("SELECT user_id, is_admin FROM organization_members WHERE organization_id = ? ORDER BY user_id").all(org.id);
    const before = members();
    expect(before.length).toBeGreaterThan(1);

    const refused = await c.postForm("/account", { intent: "delete", password: "globex-admin-2026", confirm: "DELETE" });
    expect(refused.status).toBe(409);
    expect(visibleText(await refused.text())).toContain(`You are the only admin of ${org.name}. Make another member an admin first`);
    expect(userRow("admin@globex.test")).toBeTruthy();
    expect(members()).toEqual(before);
    expect(sessionCount(admin.id)).toBeGreaterThan(0);

    // Another admin: the account can go, and the organization keeps its admin.
    const manager = userRow("manager@globex.test")!;
    server.db.prepare("UPDATE organization_members SET is_admin = 1 WHERE organization_id = ? AND user_id = ?").run(org.id, manager.id);
    const ok = await c.postForm("/account", { intent: "delete", password: "globex-admin-2026", confirm: "DELETE" });
    expect(ok.status).toBe(302);
    expect(userRow("admin@globex.test")).toBeUndefined();
    expect(server.db.prepare("SELECT count(*) FROM organization_members WHERE organization_id = ? AND is_admin = 1").pluck().get(org.id)).toBe(1);
  });
});
