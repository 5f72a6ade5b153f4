// The account modals (docs/product/shell.md#modals) on the one Modal, against the built server: each is a state of
// its page (a GET that only renders a <dialog open>, so it works without JavaScript) whose form
// posts to an action; a refused form comes back inside its dialog and writes nothing.
//   home: /?openSignupModal=true and /?openRecoverPasswordModal=true (the /signup and
//         /forgot-password actions: same texts, mails and rate limits), reached from the login
//         modal, whose own answers (a refusal, the two-factor step) also come back inside it;
//   /reset-password/{token}: the form is the page's modal;
//   /account?dialog=change-password | two-factor-setup | two-factor-disable | delete-account.
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestMail, latestMailToken, signUpVerified, startServer, type TestServer, type UserRow } from "./helpers/server";
import { visibleText } from "./helpers/html";

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ SIGNUP_RATE_LIMIT: "100", MAIL_RATE_LIMIT: "100" });
});
afterAll(async () => server?.stop());

const userRow = (email: string) => server.db.prepare("SELECT * FROM users WHERE email = ?").get(email) as UserRow | undefined;
const count = (sql: string, ...args: unknown[]) => (server.db.prepare(sql).get(...args) as { n: number }).n;

/** The first <dialog> of a page: its opening tag and its visible text (null when the page has none). */
function dialogIn(html: string): { tag: string; text: string; html: string } | null {
  const m = html.match(/(<dialog\b[^>]*>)([\s\S]*?)<\/dialog>/);
  return m ? { tag: m[1]!, text: visibleText(m[2]!), html: m[2]! } : null;
}
async function dialogOf(res: Response) {
  const html = await res.text();
  const d = dialogIn(html);
  expect(d, "the page renders a dialog").not.toBeNull();
  expect(d!.tag).toMatch(/\bopen=""/);
  return d!;
}

const PERIOD_MS = 30_000;
async function midStep() {
  const into = Date.now() % PERIOD_MS;
  // Either way it lands 4 s into a step: early in one, that step; late in one, the next.
  const wait = into < 3_000 ? 4_000 - into : into > 24_000 ? PERIOD_MS - into + 4_000 : 0;
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}
const codeAt = (secret: string, offsetSteps: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: Date.now() + offsetSteps * PERIOD_MS,
  });

describe("the home page's sign-up and recover-password modals", () => {
  it("are states of the page reached from the login modal; a GET renders and writes nothing", async () => {
    const c = server.client();
    const users = count("SELECT count(*) n FROM users");
    const login = await dialogOf(await c.get("/?openLoginModal=true&ru=%2Fexplore"));
    expect(login.html).toContain('href="/?openSignupModal=true&amp;ru=%2Fexplore"');
    expect(login.html).toContain('href="/?openRecoverPasswordModal=true&amp;ru=%2Fexplore"');

    const signup = await dialogOf(await c.get("/?openSignupModal=true&ru=%2Fexplore"));
    expect(signup.tag).toContain('aria-modal="true"');
    expect(signup.text).toContain("Create your account");
    for (const label of ["Full name", "Email", "Password (at least 8 characters)", "Sign up"]) expect(signup.text).toContain(label);
    expect(signup.html).toMatch(/name="intent" value="signup"/);
    expect(signup.html).toMatch(/name="ru" value="\/explore"/);
    // "Log in" goes back to the login modal; the × to the home page.
    expect(signup.html).toContain('href="/?openLoginModal=true&amp;ru=%2Fexplore"');
    expect(signup.html).toMatch(/<a[^>]+aria-label="Close the sign-up dialog"[^>]+href="\/"/);

    const recover = await dialogOf(await c.get("/?openRecoverPasswordModal=true&ru=%2Fexplore"));
    expect(recover.text).toContain("Reset your password");
    expect(recover.text).toContain("Send reset link");
    expect(recover.html).toMatch(/name="intent" value="recover-password"/);

    expect(dialogIn(await (await c.get("/")).text())).toBeNull();
    expect(count("SELECT count(*) n FROM users")).toBe(users);
    // Logged in: no account modal.
    const { client } = await signUpVerified(server, { email: "modal-logged-in@example.com" });
    expect(dialogIn(await (await client.get("/?openSignupModal=true")).text())).toBeNull();
  });

  it("sign-up in the modal: refusals come back inside it with the /signup texts and write nothing; a good one signs in and returns", async () => {
    const c = server.client();
    const url = "/?index&openSignupModal=true&ru=%2Fexplore";
    // The same refusal, word for word, as the /signup page gives.
    const badInput = { full_name: "", email: "nope", password: "short" };
    const pageAnswer = await server.client().postForm("/signup", badInput);
    expect(pageAnswer.status).toBe(400);
    const pageText = visibleText(await pageAnswer.text());
    const bad = await c.postForm(url, { intent: "signup", ru: "/explore", ...badInput, email: "nope" });
    expect(bad.status).toBe(400);
    const badDialog = await dialogOf(bad);
    const messages = ["Invalid Email Address", "Password must be at least 8 characters long."];
    for (const m of messages) {
      expect(pageText).toContain(m);
      expect(badDialog.text).toContain(m);
    }
    const nameMessage = badDialog.html.match(/id="f-full_name-error">([^<]+)</)?.[1];
    expect(nameMessage).toBeTruthy();
    expect(pageText).toContain(nameMessage!);
    expect(badDialog.html).toContain('value="nope"');
    expect(userRow("nope")).toBeUndefined();

    // The text for an address already verified (docs/product/accounts.md#sign-up).
    const taken = await c.postForm(url, {
      intent: "signup",
      ru: "/explore",
      full_name: "Taken Address",
      email: "free@codelift.test",
      password: "long-enough-1",
    });
    expect(taken.status).toBe(400);
    expect((await dialogOf(taken)).text).toContain(
      "This email is already verified and associated with an account. Please log in or create a new account with another work email.",
    );

    const honeypot = await c.postForm(url, {
      intent: "signup",
      ru: "/explore",
      full_name: "Robot Visitor",
      email: "modal-bot@example.com",
      password: "long-enough-1",
      website: "spam",
    });
    expect(honeypot.status).toBe(400);
    expect(userRow("modal-bot@example.com")).toBeUndefined();

    const ok = await c.postForm(url, {
      intent: "signup",
      ru: "/explore",
      full_name: "Modal Learner",
      email: "Modal-Signup@example.com",
      password: "long-enough-1",
    });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/explore");
    expect(userRow("modal-signup@example.com")).toMatchObject({ full_name: "Modal Learner", verified: 0 });
    expect(latestMail(server, "modal-signup@example.com", "verify")).toBeTruthy();
    const info = await (await c.get("/api/user/info")).json();
    expect(info.email).toBe("modal-signup@example.com");
    // The e-mail verification flow is the page's: the mailed link verifies.
    const token = latestMailToken(server, "modal-signup@example.com", "verify");
    expect((await c.postJson("/api/user/verify", { verify_token: token })).status).toBe(200);
    expect(userRow("modal-signup@example.com")!.verified).toBe(1);
  });

  it("recover password in the modal: the same answer for every address, a mail only for an account, errors inside", async () => {
    const c = server.client();
    const url = "/?index&openRecoverPasswordModal=true&ru=%2Flearn%2Fhome";
    const bad = await c.postForm(url, { intent: "recover-password", email: "not-an-email" });
    expect(bad.status).toBe(400);
    expect((await dialogOf(bad)).text).toContain("Invalid Email Address");

    await signUpVerified(server, { email: "modal-recover@example.com" });
    const mails = count("SELECT count(*) n FROM outbox WHERE kind = 'reset'");
    const known = await c.postForm(url, { intent: "recover-password", email: "modal-recover@example.com" });
    expect(known.status).toBe(200);
    const message = "If an account exists for this email, we have sent a link to reset the password.";
    expect((await dialogOf(known)).text).toContain(message);
    expect(latestMail(server, "modal-recover@example.com", "reset")?.body_text).toMatch(/\/reset-password\/[\w-]+/);
    const unknown = await c.postForm(url, { intent: "recover-password", email: "nobody-here@example.com" });
    expect(unknown.status).toBe(200);
    expect((await dialogOf(unknown)).text).toContain(message);
    expect(count("SELECT count(*) n FROM outbox WHERE kind = 'reset'")).toBe(mails + 1);

    const unknownForm = await c.postForm("/?index", { intent: "something-else" });
    expect(unknownForm.status).toBe(400);
  });

  it("the sign-up modal and /signup share one rate limit (429 with Retry-After, inside the modal)", async () => {
    const small = await startServer({ SIGNUP_RATE_LIMIT: "2" });
    try {
      for (const i of [1, 2]) {
        const res = await small
          .client()
          .postForm("/signup", { full_name: "Page Learner", email: `rate-${i}@example.com`, password: "long-enough-1" });
        expect(res.status).toBe(302);
      }
      const refused = await small.client().postForm("/?index&openSignupModal=true", {
        intent: "signup",
        full_name: "Modal Learner",
        email: "rate-3@example.com",
        password: "long-enough-1",
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      const d = dialogIn(await refused.text());
      expect(d?.text).toMatch(/Too many/i);
      expect(small.db.prepare("SELECT id FROM users WHERE email = ?").get("rate-3@example.com")).toBeUndefined();
    } finally {
      await small.stop();
    }
  });
});

describe("the login modal's answers", () => {
  it("a refusal comes back inside the modal; the two-factor step too (no password in it), and a code there signs in", async () => {
    const url = "/?index&openLoginModal=true&ru=%2Fexplore";
    const wrong = await server.client().postForm(url, { intent: "login", ru: "/explore", email: "free@codelift.test", password: "not-the-password" });
    expect(wrong.status).toBe(400);
    const wrongDialog = await dialogOf(wrong);
    expect(wrongDialog.text).toContain("Log in to continue");
    expect(wrongDialog.text).toContain("Incorrect email or password.");
    expect(wrongDialog.html).toContain('value="free@codelift.test"');

    // A learner with two-factor by app (set up through the account modal).
    const { client, password } = await signUpVerified(server, { email: "modal-login-tfa@example.com" });
    await client.postForm("/account", { intent: "two-factor-start" });
    const shown = (await (await client.get("/account?dialog=two-factor-setup")).text()).match(/data-testid="totp-secret">([A-Z2-7 ]+)</)![1]!;
    await midStep();
    const confirmed = await client.postForm("/account?dialog=two-factor-setup", {
      intent: "two-factor-confirm",
      totp: codeAt(shown.replace(/\s+/g, ""), 0),
    });
    const codes = [...(await confirmed.text()).matchAll(/<code>([a-z0-9]{5}-[a-z0-9]{5})<\/code>/g)].map((m) => m[1]!);
    expect(codes).toHaveLength(10);

    const c = server.client();
    const step = await c.postForm(url, { intent: "login", ru: "/explore", email: "modal-login-tfa@example.com", password });
    expect(step.status).toBe(200);
    expect(step.headers.get("cache-control")).toContain("no-store");
    const stepHtml = await step.text();
    expect(stepHtml).not.toContain(password);
    const stepDialog = dialogIn(stepHtml)!;
    expect(stepDialog.text).toContain("Two-factor authentication");
    expect(stepDialog.text).toContain("Authentication code");
    const challenge = stepDialog.html.match(/name="challenge" value="([^"]+)"/)![1]!;
    expect(c.cookies.size === 0 || !(await c.get("/api/user/info")).ok).toBe(true);

    const bad = await c.postForm(url, { intent: "two-factor", challenge, code: "000000" === codes[0] ? "111111" : "000000" });
    expect(bad.status).toBe(400);
    expect((await dialogOf(bad)).text).toContain("That code is not valid.");
    const ok = await c.postForm(url, { intent: "two-factor", challenge, code: codes[0]! });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/explore");
    expect((await (await c.get("/api/user/info")).json()).email).toBe("modal-login-tfa@example.com");
  });
});

describe("the reset-password page's modal", () => {
  it("shows the form in a dialog; a mismatch comes back inside it and keeps the old password", async () => {
    const { password } = await signUpVerified(server, { email: "modal-reset@example.com" });
    await server.client().postForm("/forgot-password", { email: "modal-reset@example.com" });
    const token = latestMailToken(server, "modal-reset@example.com", "reset");
    const c = server.client();
    const page = await dialogOf(await c.get(`/reset-password/${token}`));
    expect(page.text).toContain("Choose a new password");
    expect(page.text).toContain("Confirm the new password");
    const hash = userRow("modal-reset@example.com")!.password_hash;
    const mismatch = await c.postForm(`/reset-password/${token}`, { new_password: "brand-new-pass-1", new_password_confirm: "other-pass-1" });
    expect(mismatch.status).toBe(400);
    expect((await dialogOf(mismatch)).text).toContain("Passwords do not match.");
    expect(userRow("modal-reset@example.com")!.password_hash).toBe(hash);
    const ok = await c.postForm(`/reset-password/${token}`, { new_password: "brand-new-pass-1", new_password_confirm: "brand-new-pass-1" });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/login");
    expect((await server.client().postJson("/api/user/login", { email: "modal-reset@example.com", password })).status).toBe(400);
    const invalid = await dialogOf(await c.get(`/reset-password/${token}`));
    expect(invalid.text).toContain("Request a new reset link");
  });
});

describe("the account page's modals", () => {
  it("change password: a page state; the current password is required (nothing changes when wrong); other sessions end", async () => {
    const { client, password } = await signUpVerified(server, { email: "modal-pass@example.com" });
    const id = userRow("modal-pass@example.com")!.id;
    const other = server.client();
    expect((await other.postJson("/api/user/login", { email: "modal-pass@example.com", password })).status).toBe(200);
    const sessions = () => count("SELECT count(*) n FROM sessions WHERE user_id = ?", id);
    expect(sessions()).toBe(2);

    expect(dialogIn(await (await client.get("/account")).text())).toBeNull();
    const open = await dialogOf(await client.get("/account?dialog=change-password"));
    expect(open.text).toContain("Change your password");
    for (const label of ["Current password", "New password", "Confirm the new password"]) expect(open.text).toContain(label);
    expect(open.html).toMatch(/name="intent" value="password"/);

    const hash = userRow("modal-pass@example.com")!.password_hash;
    const wrong = await client.postForm("/account?dialog=change-password", {
      intent: "password",
      current_password: "wrong-one",
      new_password: "next-pass-123",
      new_password_confirm: "next-pass-123",
    });
    expect(wrong.status).toBe(400);
    expect((await dialogOf(wrong)).text).toContain("Your current password is not correct.");
    expect(userRow("modal-pass@example.com")!.password_hash).toBe(hash);
    expect(sessions()).toBe(2);

    const ok = await client.postForm("/account?dialog=change-password", {
      intent: "password",
      current_password: password,
      new_password: "next-pass-123",
      new_password_confirm: "next-pass-123",
    });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/account");
    expect(sessions()).toBe(1);
    expect((await other.get("/api/user/info")).status).toBe(401);
    expect((await client.get("/api/user/info")).status).toBe(200);
  });

  it("two-factor set-up and turning it off, in modals: QR code and secret, a code, ten recovery codes once; off with password and code", async () => {
    const { client, password } = await signUpVerified(server, { email: "modal-tfa@example.com" });
    const row = () => userRow("modal-tfa@example.com")!;
    const first = await dialogOf(await client.get("/account?dialog=two-factor-setup"));
    expect(first.text).toContain("Set up two-factor authentication");
    expect(first.text).toContain("Show the QR code");
    expect(row().totp_pending_secret).toBeNull();

    const start = await client.postForm("/account", { intent: "two-factor-start" });
    expect(start.status).toBe(302);
    expect(start.headers.get("location")).toBe("/account?dialog=two-factor-setup");
    const setup = await dialogOf(await client.get("/account?dialog=two-factor-setup"));
    expect(setup.html).toMatch(/<img[^>]+class="totp-qr"[^>]+src="data:image\/svg\+xml;base64,/);
    const shown = setup.html.match(/data-testid="totp-secret">([A-Z2-7 ]+)</)![1]!;
    const secret = shown.replace(/\s+/g, "");
    expect(row().totp_pending_secret).toBe(secret);

    await midStep();
    const wrongCode = codeAt(secret, 0) === "000000" ? "111111" : "000000";
    const wrong = await client.postForm("/account?dialog=two-factor-setup", { intent: "two-factor-confirm", totp: wrongCode });
    expect(wrong.status).toBe(400);
    expect((await dialogOf(wrong)).text).toContain("That code is not valid.");
    expect(row().totp_secret).toBeNull();

    const ok = await client.postForm("/account?dialog=two-factor-setup", { intent: "two-factor-confirm", totp: codeAt(secret, 0) });
    expect(ok.status).toBe(200);
    const codesDialog = await dialogOf(ok);
    expect(codesDialog.text).toContain("Save your recovery codes");
    const codes = [...codesDialog.html.matchAll(/<code>([a-z0-9]{5}-[a-z0-9]{5})<\/code>/g)].map((m) => m[1]!);
    expect(codes).toHaveLength(10);
    expect(row().totp_secret).toBe(secret);
    // Shown once: the page does not show them again.
    expect(await (await client.get("/account?dialog=two-factor-setup")).text()).not.toContain(codes[0]!);
    expect(visibleText(await (await client.get("/account")).text())).toContain("Authenticator app: On");

    const disable = await dialogOf(await client.get("/account?dialog=two-factor-disable"));
    expect(disable.tag).toContain('role="alertdialog"');
    expect(disable.text).toContain("Code from your app or a recovery code");
    const badPassword = await client.postForm("/account?dialog=two-factor-disable", {
      intent: "two-factor-disable",
      password: "not-it",
      totp: codes[0]!,
    });
    expect(badPassword.status).toBe(400);
    expect((await dialogOf(badPassword)).text).toContain("Your current password is not correct.");
    const noCode = await client.postForm("/account?dialog=two-factor-disable", { intent: "two-factor-disable", password, totp: "" });
    expect(noCode.status).toBe(400);
    expect((await dialogOf(noCode)).text).toContain("Enter the 6-digit code from your authenticator app, or one of your recovery codes.");
    expect(row().totp_secret).toBe(secret);
    const off = await client.postForm("/account?dialog=two-factor-disable", { intent: "two-factor-disable", password, totp: codes[1]! });
    expect(off.status).toBe(302);
    expect(off.headers.get("location")).toBe("/account");
    expect(row().totp_secret).toBeNull();
  });

  it("account deletion: an alert dialog as a page state (and the older ?confirm=delete); refusals inside it delete nothing", async () => {
    const { client, password } = await signUpVerified(server, { email: "modal-delete@example.com" });
    const id = userRow("modal-delete@example.com")!.id;
    server.db
      .prepare(
        "INSERT INTO subscriptions (user_id, plan_code, feature_set, validity_months, plan_type, status, start_date, expiration_date, auto_renew) VALUES (?, '300-12-6000', 300, 12, 6000, 'active', ?, ?, 1)",
      )
      .run(id, new Date(Date.now() - 864e5).toISOString(), new Date(Date.now() + 300 * 864e5).toISOString());
    for (const url of ["/account?dialog=delete-account", "/account?confirm=delete"]) {
      const d = await dialogOf(await client.get(url));
      expect(d.tag).toContain('role="alertdialog"');
      expect(d.text).toContain("Delete your account?");
      expect(d.text).toContain("This permanently deletes your Codelift account.");
      expect(d.text).toContain("Your plan (Premium · Annual) is cancelled first: it will not renew.");
      expect(d.text).toContain("Type DELETE to confirm");
      expect(d.html).toMatch(/href="\/account"[^>]*>Keep my account/);
    }
    const noWord = await client.postForm("/account?dialog=delete-account", { intent: "delete", password, confirm: "delete" });
    expect(noWord.status).toBe(400);
    expect((await dialogOf(noWord)).text).toContain("Type DELETE to confirm.");
    const wrong = await client.postForm("/account?dialog=delete-account", { intent: "delete", password: "wrong-password", confirm: "DELETE" });
    expect(wrong.status).toBe(400);
    expect((await dialogOf(wrong)).text).toContain("Your current password is not correct.");
    expect(userRow("modal-delete@example.com")).toBeTruthy();
    expect(server.db.prepare("SELECT status, auto_renew FROM subscriptions WHERE user_id = ?").get(id) as Record<string, unknown>).toMatchObject({
      status: "active",
      auto_renew: 1,
    });

    const ok = await client.postForm("/account?dialog=delete-account", { intent: "delete", password, confirm: "DELETE" });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/");
    expect(userRow("modal-delete@example.com")).toBeUndefined();
    expect(server.db.prepare("SELECT status, auto_renew FROM subscriptions WHERE user_id = ?").get(id) as Record<string, unknown>).toMatchObject({
      status: "renewal_canceled",
      auto_renew: 0,
    });
  });

  it("the dialogs need a session: a visitor is sent to log in with the return path", async () => {
    const res = await server.client().get("/account?dialog=change-password");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/login?ru=${encodeURIComponent("/account?dialog=change-password")}`);
  });
});
