// A password-reset (or verification) token only resets the password: for an account with
// two-factor sign-in, neither POST /api/user/verify-and-reset-password nor the form of
// /signup-and-reset-password/{token} starts a session; the form goes on to the login page's second
// step, which asks for the account's code. Accounts without two-factor keep being logged in.
// And while staff impersonate a learner, the two-factor pages never show the learner's pending key.
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visibleText } from "./helpers/html";
import { latestMailToken, signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, 120_000);
afterAll(async () => server?.stop());

const PERIOD_MS = 30_000;
const codeAt = (secret: string, offsetSteps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: Date.now() + offsetSteps * PERIOD_MS,
  });
/** Waits until the clock is well inside a 30-second step. */
async function midStep() {
  const into = Date.now() % PERIOD_MS;
  const wait = into < 3_000 ? 4_000 - into : into > 24_000 ? PERIOD_MS - into + 4_000 : 0;
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}
const userRow = (email: string) =>
  server.db.prepare("SELECT id, totp_secret AS totpSecret, totp_pending_secret AS pending FROM users WHERE email = ?").get(email) as {
    id: number;
    totpSecret: string | null;
    pending: string | null;
  };
const sessionsOf = (email: string) =>
  (server.db.prepare("SELECT count(*) n FROM sessions WHERE user_id = ?").get(userRow(email).id) as { n: number }).n;
const setsSession = (res: Response) =>
  res.headers.getSetCookie().some((c) => c.startsWith("__session=") && !/max-age=0|expires=thu, 01 jan 1970/i.test(c));

/** A verified learner with two-factor by app on; returns the secret. */
async function withTwoFactor(email: string): Promise<{ client: Client; secret: string }> {
  const { client } = await signUpVerified(server, { email });
  expect((await client.postForm("/account/two-factor", { intent: "start" })).status).toBe(302);
  const html = await (await client.get("/account/two-factor")).text();
  const shown = html.match(/data-testid="totp-secret">([A-Z2-7 ]+)</)![1]!;
  const secret = shown.replace(/\s+/g, "");
  await midStep();
  expect((await client.postForm("/account/two-factor", { intent: "confirm", totp: codeAt(secret), totp_secret: shown })).status).toBe(200);
  return { client, secret };
}

async function resetToken(email: string): Promise<string> {
  expect((await server.client().postJson("/api/user/forgot-password", { email })).status).toBe(200);
  return latestMailToken(server, email, "reset");
}

describe("a reset token and two-factor sign-in", () => {
  it("POST /api/user/verify-and-reset-password changes the password of a two-factor account but starts no session", async () => {
    const email = "reset-2fa-api@example.com";
    const { secret } = await withTwoFactor(email);
    const token = await resetToken(email);
    const attacker = server.client();
    const res = await attacker.postJson("/api/user/verify-and-reset-password", {
      verify_token: token,
      new_password: "attacker-pass-2026",
      new_password_confirm: "attacker-pass-2026",
    });
    expect(res.status).toBe(200);
    expect(setsSession(res)).toBe(false);
    expect(await res.json()).toEqual({
      message: "Your password has been changed. Enter your two-factor code to log in.",
      two_factor_required: true,
      two_factor_via_app: true,
      two_factor_via_email: false,
    });
    expect(sessionsOf(email)).toBe(0);
    expect((await attacker.get("/api/user/info")).status).toBe(401);
    // The new password alone is not enough; with the code it is.
    const without = await server.client().postJson("/api/user/login", { email, password: "attacker-pass-2026" });
    expect(without.status).toBe(400);
    expect(await without.json()).toMatchObject({ two_factor_required: true });
    await midStep();
    const owner = server.client();
    expect((await owner.postJson("/api/user/login", { email, password: "attacker-pass-2026", totp: codeAt(secret, 1) })).status).toBe(200);
    expect(sessionsOf(email)).toBe(1);
  });

  it("the form of /signup-and-reset-password/{token} sends a two-factor account to the login page's second step, not into a session", async () => {
    const email = "reset-2fa-form@example.com";
    const { secret } = await withTwoFactor(email);
    const token = await resetToken(email);
    const c = server.client();
    const res = await c.postForm(`/signup-and-reset-password/${token}`, {
      full_name: "Reset Learner",
      new_password: "new-form-pass-2026",
      new_password_confirm: "new-form-pass-2026",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?ru=%2Flearn%2Fhome");
    expect(setsSession(res)).toBe(false);
    expect(sessionsOf(email)).toBe(0);
    expect((await c.get("/api/user/info")).status).toBe(401);
    // The login page asks for the code (the page holds a challenge, never the password).
    const login = await c.get("/login?ru=%2Flearn%2Fhome");
    expect(login.status).toBe(200);
    const html = await login.text();
    expect(visibleText(html)).toContain("Two-factor authentication");
    expect(visibleText(html)).toContain("Your password has been changed. Enter your two-factor code to log in.");
    expect(html).not.toContain("new-form-pass-2026");
    const challenge = html.match(/name="challenge" value="([\w-]+)"/)![1]!;
    const wrong = await c.postForm("/login?ru=%2Flearn%2Fhome", { intent: "two-factor", challenge, code: "000000", ru: "/learn/home" });
    expect(wrong.status).toBe(400);
    expect(setsSession(wrong)).toBe(false);
    await midStep();
    const right = await c.postForm("/login?ru=%2Flearn%2Fhome", { intent: "two-factor", challenge, code: codeAt(secret, 1), ru: "/learn/home" });
    expect(right.status).toBe(302);
    expect(setsSession(right)).toBe(true);
    expect(((await (await c.get("/api/user/info")).json()) as { email: string }).email).toBe(email);
  });

  it("an account without two-factor is still logged in by the link, as before", async () => {
    const email = "reset-plain@example.com";
    await signUpVerified(server, { email });
    const token = await resetToken(email);
    const c = server.client();
    const res = await c.postJson("/api/user/verify-and-reset-password", {
      verify_token: token,
      new_password: "plain-pass-2026",
      new_password_confirm: "plain-pass-2026",
    });
    expect(res.status).toBe(200);
    expect(setsSession(res)).toBe(true);
    expect(((await res.json()) as { email: string }).email).toBe(email);
    const form = server.client();
    const again = await form.postForm(`/signup-and-reset-password/${await resetToken(email)}`, {
      full_name: "Plain Learner",
      new_password: "plain-pass-2027",
      new_password_confirm: "plain-pass-2027",
    });
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe("/onboarding");
    expect(setsSession(again)).toBe(true);
  });
});

describe("the pending two-factor key while impersonating", () => {
  it("is not shown to staff on /account/two-factor nor in the set-up modal of /account, neither as text nor as a QR code", async () => {
    const email = "pending-key@example.com";
    const { client } = await signUpVerified(server, { email, fullName: "Pending Learner" });
    expect((await client.postForm("/account/two-factor", { intent: "start" })).status).toBe(302);
    const pending = userRow(email).pending!;
    expect(pending).toMatch(/^[A-Z2-7]+$/);
    const grouped = pending.replace(/(.{4})/g, "$1 ").trim();
    // The learner sees it.
    const own = await (await client.get("/account/two-factor")).text();
    expect(own).toContain(grouped);
    expect(own).toContain("totp-qr");

    const staff = server.client();
    expect((await staff.postJson("/api/user/login", { email: "staff@codelift.dev", password: "staff-codelift-2026" })).status).toBe(200);
    expect((await staff.postJson("/api/user/impersonate", { email, reason: "support: two-factor question" })).status).toBe(200);
    for (const path of ["/account/two-factor", "/account?dialog=two-factor-setup"]) {
      const res = await staff.get(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).not.toContain(grouped);
      expect(html, path).not.toContain(pending);
      expect(html, path).not.toContain("totp-qr");
      expect(html, path).not.toContain("data:image/svg+xml");
      expect(visibleText(html), path).toContain("Two-factor set-up is not shown while impersonating a learner");
    }
    // The learner's own view is unchanged, and the set-up still belongs to them.
    expect(await (await client.get("/account/two-factor")).text()).toContain(grouped);
    expect(userRow(email).pending).toBe(pending);
  });
});
