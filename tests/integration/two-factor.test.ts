// Two-factor sign-in against the built server: TOTP set-up (QR code and the secret as text),
// confirmation, login with real codes made from the secret (±1 step of clock skew accepted, ±2
// refused, a code never taken twice), recovery codes (single use), codes by e-mail (mailed
// through the outbox, expiring, single use), the login page's second step (no password in the
// page), turning it off (password + code), and the per-account code limit.
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestMail, signUpVerified, startServer, type Client, type TestServer, type UserRow } from "./helpers/server";
import { visibleText } from "./helpers/html";

const CODE_LIMIT = 8;
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ LOGIN_RATE_LIMIT: String(CODE_LIMIT) });
});
afterAll(async () => server?.stop());

const PERIOD_MS = 30_000;
const userRow = (email: string) => server.db.prepare("SELECT * FROM users WHERE email = ?").get(email) as UserRow;

/** Waits until the clock is well inside a 30-second step, so "now ± k steps" means the same on both sides. */
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

const form = (c: Client, path: string, fields: Record<string, string>) => c.postForm(path, fields);

/** Starts the set-up through the page and reads the secret the page shows (grouped by four). */
async function startSetup(c: Client): Promise<{ secret: string; html: string }> {
  const start = await form(c, "/account/two-factor", { intent: "start" });
  expect(start.status).toBe(302);
  expect(start.headers.get("location")).toBe("/account/two-factor#setup");
  const page = await c.get("/account/two-factor");
  expect(page.status).toBe(200);
  const html = await page.text();
  const shown = html.match(/data-testid="totp-secret">([A-Z2-7 ]+)</)?.[1];
  expect(shown, "the secret is on the page as text").toBeTruthy();
  return { secret: shown!, html };
}

/** A verified learner with two-factor by app on: the secret (whitespace stripped) and the recovery codes. */
async function withTwoFactor(email: string) {
  const { client, password } = await signUpVerified(server, { email });
  const { secret: shown } = await startSetup(client);
  const secret = shown.replace(/\s+/g, "");
  await midStep();
  const res = await form(client, "/account/two-factor", { intent: "confirm", totp: codeAt(secret, 0), totp_secret: shown });
  expect(res.status).toBe(200);
  const html = await res.text();
  const codes = [...html.matchAll(/<code>([a-z0-9]{5}-[a-z0-9]{5})<\/code>/g)].map((m) => m[1]!);
  return { client, password, secret, codes, html };
}

const login = (body: Record<string, string>) => server.client().postJson("/api/user/login", body);

describe("setting up two-factor by app", () => {
  it("shows a server-drawn QR code and the secret, and keeps the secret on the server until confirmed", async () => {
    const { client } = await signUpVerified(server, { email: "tfa-setup@example.com" });
    const before = await (await client.get("/account/two-factor")).text();
    expect(visibleText(before)).toContain("Set up an authenticator app");
    // GET changes nothing: no secret yet.
    expect(userRow("tfa-setup@example.com").totp_pending_secret).toBeNull();
    const { secret, html } = await startSetup(client);
    expect(html).toMatch(/<img[^>]+class="totp-qr"[^>]+src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+"/);
    const svg = Buffer.from(html.match(/data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)/)![1]!, "base64").toString();
    expect(svg).toMatch(/^<svg[^>]+viewBox/);
    const row = userRow("tfa-setup@example.com");
    expect(row.totp_pending_secret).toBe(secret.replace(/\s+/g, ""));
    expect(row.totp_secret).toBeNull();
    // Not on until a code confirms it.
    const info = await (await client.get("/api/user/info")).json();
    expect(info).toMatchObject({ two_factor_via_app: false, two_factor_via_email: false });
  });

  it("refuses a wrong code and turns on with a right one (the shown secret's spaces stripped), giving ten recovery codes once", async () => {
    const { client } = await signUpVerified(server, { email: "tfa-confirm@example.com" });
    const { secret: shown } = await startSetup(client);
    const secret = shown.replace(/\s+/g, "");
    await midStep();
    const wrong = await form(client, "/account/two-factor", { intent: "confirm", totp: codeAt(secret, 3) });
    expect(wrong.status).toBe(400);
    expect(visibleText(await wrong.text())).toContain("That code is not valid.");
    expect(userRow("tfa-confirm@example.com").totp_secret).toBeNull();

    const ok = await form(client, "/account/two-factor", { intent: "confirm", totp: codeAt(secret, 0), totp_secret: ` ${shown}\t` });
    expect(ok.status).toBe(200);
    const html = await ok.text();
    const codes = [...html.matchAll(/<code>([a-z0-9]{5}-[a-z0-9]{5})<\/code>/g)].map((m) => m[1]!);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const row = userRow("tfa-confirm@example.com");
    expect(row.totp_secret).toBe(secret);
    expect(row.totp_pending_secret).toBeNull();
    // Stored hashed: no code appears in the table.
    const stored = server.db.prepare("SELECT code_hash FROM recovery_codes WHERE user_id = ?").all(row.id) as { code_hash: string }[];
    expect(stored).toHaveLength(10);
    for (const c of codes) expect(stored.some((s) => s.code_hash.includes(c) || s.code_hash.includes(c.replace("-", "")))).toBe(false);
    // Shown once: the page does not show them again.
    const again = await (await client.get("/account/two-factor")).text();
    for (const c of codes) expect(again).not.toContain(c);
    expect(visibleText(again)).toContain("Recovery codes left: 10");
    expect(await (await client.get("/api/user/info")).json()).toMatchObject({ two_factor_via_app: true, two_factor_via_email: false });
  });
});

describe("logging in with an app code (POST /api/user/login)", () => {
  it("asks for the code after a right password, and refuses a wrong password before any code", async () => {
    const { password } = await withTwoFactor("tfa-ask@example.com");
    const noCode = await login({ email: "tfa-ask@example.com", password });
    expect(noCode.status).toBe(400);
    const body = await noCode.json();
    expect(body).toMatchObject({ two_factor_required: true, two_factor_via_app: true, two_factor_via_email: false });
    expect(body.errorText).toBe("Enter the 6-digit code from your authenticator app, or one of your recovery codes.");
    expect(noCode.headers.getSetCookie().some((c) => c.startsWith("__session="))).toBe(false);

    const wrongPassword = await login({ email: "tfa-ask@example.com", password: "not-the-password", totp: "123456" });
    expect(wrongPassword.status).toBe(400);
    expect((await wrongPassword.json()).errorText).toBe("Incorrect email or password.");
  });

  it("accepts codes of the previous, current and next step (±1 step of clock skew) and refuses ±2", async () => {
    const { password, secret } = await withTwoFactor("tfa-window@example.com");
    const id = userRow("tfa-window@example.com").id;
    // The replay guard is tested on its own below: here each code is checked as if it were the first.
    const fresh = () => server.db.prepare("UPDATE users SET totp_last_step = NULL WHERE id = ?").run(id);
    await midStep();
    for (const offset of [-2, 2]) {
      fresh();
      const res = await login({ email: "tfa-window@example.com", password, totp: codeAt(secret, offset) });
      expect(res.status, `offset ${offset}`).toBe(400);
      expect((await res.json()).errorText).toBe("That code is not valid. Check your authenticator app (or your email) and try again.");
    }
    for (const offset of [-1, 0, 1]) {
      fresh();
      const res = await login({ email: "tfa-window@example.com", password, totp: codeAt(secret, offset) });
      expect(res.status, `offset ${offset}`).toBe(200);
      expect(await res.json()).toMatchObject({ email: "tfa-window@example.com", two_factor_via_app: true });
      expect(res.headers.getSetCookie().some((c) => c.startsWith("__session="))).toBe(true);
    }
  });

  it("never takes a code twice, nor an older one after a newer one", async () => {
    const { password, secret } = await withTwoFactor("tfa-replay@example.com");
    // The confirmation took the current step already.
    await midStep();
    const replayOfSetup = await login({ email: "tfa-replay@example.com", password, totp: codeAt(secret, 0) });
    expect(replayOfSetup.status).toBe(400);
    expect((await replayOfSetup.json()).errorText).toBe("That code has already been used. Wait for the next code and try again.");

    const next = codeAt(secret, 1);
    expect((await login({ email: "tfa-replay@example.com", password, totp: next })).status).toBe(200);
    const again = await login({ email: "tfa-replay@example.com", password, totp: next });
    expect(again.status).toBe(400);
    expect((await again.json()).errorText).toBe("That code has already been used. Wait for the next code and try again.");
    // An older step after a newer one: refused too.
    expect((await login({ email: "tfa-replay@example.com", password, totp: codeAt(secret, -1) })).status).toBe(400);
    // Two requests with the same fresh code at once: only one gets in.
    server.db.prepare("UPDATE users SET totp_last_step = NULL WHERE email = ?").run("tfa-replay@example.com");
    const same = codeAt(secret, 0);
    const both = await Promise.all([1, 2].map(() => login({ email: "tfa-replay@example.com", password, totp: same })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it("takes each recovery code once, in either field, with or without its dash", async () => {
    const { password, codes } = await withTwoFactor("tfa-recovery@example.com");
    expect(codes).toHaveLength(10);
    const first = await login({ email: "tfa-recovery@example.com", password, totp: codes[0]! });
    expect(first.status).toBe(200);
    const reuse = await login({ email: "tfa-recovery@example.com", password, totp: codes[0]! });
    expect(reuse.status).toBe(400);
    expect((await reuse.json()).errorText).toBe("That code is not valid. Check your authenticator app (or your email) and try again.");
    const second = await login({ email: "tfa-recovery@example.com", password, two_factor_code: codes[1]!.replace("-", "").toUpperCase() });
    expect(second.status).toBe(200);
    const id = userRow("tfa-recovery@example.com").id;
    expect((server.db.prepare("SELECT count(*) n FROM recovery_codes WHERE user_id = ? AND used_at IS NULL").get(id) as { n: number }).n).toBe(8);
    // Someone else's code is not this account's.
    const other = await withTwoFactor("tfa-recovery-other@example.com");
    expect((await login({ email: "tfa-recovery@example.com", password, totp: other.codes[0]! })).status).toBe(400);
  });

  it("limits code attempts per account: past the sign-in limit even the right code waits (429 with Retry-After)", async () => {
    const { password, secret } = await withTwoFactor("tfa-limit@example.com");
    for (let i = 0; i < CODE_LIMIT; i++) {
      const res = await login({ email: "tfa-limit@example.com", password, totp: "000000" === codeAt(secret, 0) ? "111111" : "000000" });
      expect(res.status, `attempt ${i + 1}`).toBe(400);
    }
    await midStep();
    const stepBefore = userRow("tfa-limit@example.com").totp_last_step;
    const blocked = await login({ email: "tfa-limit@example.com", password, totp: codeAt(secret, 1) });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await blocked.json()).errorText).toBe("Too many wrong codes. Please wait 15 minutes and try again.");
    // The code was not spent: the limit refused before checking it.
    expect(userRow("tfa-limit@example.com").totp_last_step).toBe(stepBefore);
    expect(blocked.headers.getSetCookie().some((c) => c.startsWith("__session="))).toBe(false);
  });

  it("answers 400 with field errors for malformed input, never 500", async () => {
    const res = await login({ email: "tfa-ask@example.com", password: "x", totp: "1".repeat(100) });
    expect(res.status).toBe(400);
    expect((await res.json()).errors.totp).toBeTruthy();
  });
});

describe("the login page's second step", () => {
  it("keeps no password in the page, signs in with a code, and the challenge works once", async () => {
    const { password, secret } = await withTwoFactor("tfa-page@example.com");
    const c = server.client();
    const first = await c.postForm("/login?ru=%2Fexplore", { email: "tfa-page@example.com", password, ru: "/explore" });
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toContain("no-store");
    const html = await first.text();
    expect(html).not.toContain(password);
    expect(visibleText(html)).toContain("Two-factor authentication");
    expect(c.cookies.has("__session")).toBe(false);
    const challenge = html.match(/name="challenge" value="([\w-]+)"/)![1]!;

    const wrong = await c.postForm("/login", { intent: "two-factor", challenge, code: "000000" === codeAt(secret, 1) ? "111111" : "000000" });
    expect(wrong.status).toBe(400);
    expect(visibleText(await wrong.text())).toContain("That code is not valid.");

    await midStep();
    const ok = await c.postForm("/login", { intent: "two-factor", challenge, code: codeAt(secret, 1) });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/explore");
    expect((await c.get("/api/user/info")).status).toBe(200);
    // The challenge is spent.
    const again = await server.client().postForm("/login", { intent: "two-factor", challenge, code: codeAt(secret, 0) });
    expect(again.status).toBe(400);
    expect(visibleText(await again.text())).toContain("Your sign-in has expired. Please log in again.");
  });

  it("signs in with a recovery code, and refuses a forged challenge", async () => {
    const { password, codes } = await withTwoFactor("tfa-page-recovery@example.com");
    const c = server.client();
    const html = await (await c.postForm("/login", { email: "tfa-page-recovery@example.com", password })).text();
    const challenge = html.match(/name="challenge" value="([\w-]+)"/)![1]!;
    const forged = await c.postForm("/login", { intent: "two-factor", challenge: challenge.slice(0, -2) + "xx", code: codes[0]! });
    expect(forged.status).toBe(400);
    const ok = await c.postForm("/login", { intent: "two-factor", challenge, code: codes[0]! });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/learn/home");
  });

  it("voids a challenge after five wrong codes", async () => {
    const { password, secret } = await withTwoFactor("tfa-page-cap@example.com");
    const c = server.client();
    const html = await (await c.postForm("/login", { email: "tfa-page-cap@example.com", password })).text();
    const challenge = html.match(/name="challenge" value="([\w-]+)"/)![1]!;
    const bad = "000000" === codeAt(secret, 0) ? "111111" : "000000";
    for (let i = 0; i < 5; i++) expect((await c.postForm("/login", { intent: "two-factor", challenge, code: bad })).status).toBe(400);
    await midStep();
    const late = await c.postForm("/login", { intent: "two-factor", challenge, code: codeAt(secret, 1) });
    expect(late.status).toBe(400);
    expect(visibleText(await late.text())).toContain("Your sign-in has expired. Please log in again.");
  });
});

describe("two-factor by e-mail", () => {
  const mailedCode = (email: string) => latestMail(server, email, "two-factor")?.body_text.match(/code is (\d{6})/)?.[1];

  it("turns on with the password, mails a code at login that works once and expires", async () => {
    const { client, password } = await signUpVerified(server, { email: "tfa-mail@example.com" });
    const refused = await form(client, "/account/two-factor", { intent: "email-on", password: "wrong-password" });
    expect(refused.status).toBe(400);
    expect(visibleText(await refused.text())).toContain("Your current password is not correct.");
    expect(userRow("tfa-mail@example.com").two_factor_email).toBe(0);
    const on = await form(client, "/account/two-factor", { intent: "email-on", password });
    expect(on.status).toBe(302);
    expect(await (await client.get("/api/user/info")).json()).toMatchObject({ two_factor_via_app: false, two_factor_via_email: true });

    const ask = await login({ email: "tfa-mail@example.com", password });
    expect(ask.status).toBe(400);
    expect(await ask.json()).toMatchObject({
      two_factor_required: true,
      two_factor_via_email: true,
      errorText: "We have sent a 6-digit sign-in code to your email. It is valid for 10 minutes.",
    });
    const code = mailedCode("tfa-mail@example.com");
    expect(code).toMatch(/^\d{6}$/);
    // Kept hashed: the code is not in the table.
    const rows = server.db.prepare("SELECT email_code_hash FROM two_factor_challenges WHERE user_id = ?").all(userRow("tfa-mail@example.com").id) as {
      email_code_hash: string;
    }[];
    expect(rows.some((r) => r.email_code_hash === code)).toBe(false);

    const ok = await login({ email: "tfa-mail@example.com", password, two_factor_code: code! });
    expect(ok.status).toBe(200);
    expect((await login({ email: "tfa-mail@example.com", password, two_factor_code: code! })).status).toBe(400);

    // A new code, expired before use.
    await login({ email: "tfa-mail@example.com", password });
    const late = mailedCode("tfa-mail@example.com")!;
    server.db
      .prepare("UPDATE two_factor_challenges SET email_code_expires_at = ? WHERE user_id = ?")
      .run(new Date(Date.now() - 1000).toISOString(), userRow("tfa-mail@example.com").id);
    const expired = await login({ email: "tfa-mail@example.com", password, two_factor_code: late });
    expect(expired.status).toBe(400);
    expect((await expired.json()).errorText).toBe("That code has expired. Send a new code and try again.");
  });

  it("the login page mails the code in its second step", async () => {
    const { client, password } = await signUpVerified(server, { email: "tfa-mail-page@example.com" });
    expect((await form(client, "/account/two-factor", { intent: "email-on", password })).status).toBe(302);
    const c = server.client();
    const html = await (await c.postForm("/login", { email: "tfa-mail-page@example.com", password })).text();
    expect(visibleText(html)).toContain("We have sent a 6-digit sign-in code to your email.");
    const challenge = html.match(/name="challenge" value="([\w-]+)"/)![1]!;
    const ok = await c.postForm("/login", { intent: "two-factor", challenge, code: mailedCode("tfa-mail-page@example.com")! });
    expect(ok.status).toBe(302);
  });
});

describe("turning two-factor off", () => {
  it("needs the password and a code; then login asks for no code", async () => {
    const { client, password, secret } = await withTwoFactor("tfa-off@example.com");
    const noPassword = await form(client, "/account/two-factor", { intent: "disable", password: "wrong-password", totp: codeAt(secret, 1) });
    expect(noPassword.status).toBe(400);
    expect(visibleText(await noPassword.text())).toContain("Your current password is not correct.");
    const noCode = await form(client, "/account/two-factor", { intent: "disable", password, totp: "abc" });
    expect(noCode.status).toBe(400);
    expect(userRow("tfa-off@example.com").totp_secret).not.toBeNull();
    await midStep();
    const off = await form(client, "/account/two-factor", { intent: "disable", password, totp: codeAt(secret, 1) });
    expect(off.status).toBe(302);
    const row = userRow("tfa-off@example.com");
    expect(row.totp_secret).toBeNull();
    expect((server.db.prepare("SELECT count(*) n FROM recovery_codes WHERE user_id = ?").get(row.id) as { n: number }).n).toBe(0);
    const res = await login({ email: "tfa-off@example.com", password });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ two_factor_via_app: false });
  });

  it("a visitor is sent to log in, and the set-up page needs a session", async () => {
    const res = await server.client().get("/account/two-factor");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?ru=%2Faccount%2Ftwo-factor");
    const post = await server.client().postForm("/account/two-factor", { intent: "start" });
    expect(post.status).toBe(302);
    expect(post.headers.get("location")).toBe("/login?ru=%2Faccount%2Ftwo-factor");
  });
});
