import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestMail, latestMailToken, signUpVerified, startServer, type TestServer, type UserRow } from "./helpers/server";

const ALREADY = "This email is already verified and associated with an account. Please log in or create a new account with another work email.";

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ LOGIN_RATE_LIMIT: "5" });
});
afterAll(async () => server?.stop());

const userRow = (email: string) => server.db.prepare("SELECT * FROM users WHERE email = ?").get(email) as UserRow;
const sessionCount = (userId: number) => (server.db.prepare("SELECT count(*) n FROM sessions WHERE user_id = ?").get(userId) as { n: number }).n;

describe("POST /api/user/signup", () => {
  it("creates an unverified account, stores a scrypt hash, mails a verification link and starts a session", async () => {
    const c = server.client();
    const res = await c.postJson("/api/user/signup", {
      full_name: "Ada Lovelace",
      email: "Ada@Example.com",
      password: "analytical-engine",
      recaptcha_token: "",
      bypass_recaptcha_token: "",
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toMatchObject({ email: "ada@example.com", verified: false, is_user_subscribed: false });
    const row = userRow("ada@example.com");
    // N = 2^PASSWORD_HASH_COST: 2^12 in the test run, 2^15 by default (docs/decisions/0039-password-hash-cost.md)
    expect(row.password_hash).toMatch(new RegExp(`^scrypt\\$${2 ** Number(process.env.PASSWORD_HASH_COST ?? 15)}\\$8\\$1\\$`));
    expect(row.password_hash).not.toContain("analytical-engine");
    expect(latestMail(server, "ada@example.com", "verify")?.body_text).toMatch(/\/verify\/[\w-]{20,}/);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__session="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // Served over plain http (the embedded default): not Secure, or browsers would drop it.
    expect(cookie).not.toMatch(/;\s*Secure/i);
    expect((await c.get("/api/user/info")).status).toBe(200);
  });

  it("answers 400 with field errors for bad input, never 500, and writes nothing", async () => {
    const before = (server.db.prepare("SELECT count(*) n FROM users").get() as { n: number }).n;
    const c = server.client();
    const cases: [unknown, string][] = [
      [{ full_name: "Xavier Young", email: "not-an-email", password: "longenough" }, "email"],
      [{ full_name: "Xavier Young", email: "x@example.com", password: "short" }, "password"],
      [{ email: "x@example.com", password: "longenough" }, "full_name"],
      [{}, "full_name"],
    ];
    for (const [body, field] of cases) {
      const res = await c.postJson("/api/user/signup", body);
      expect(res.status).toBe(400);
      expect((await res.json()).errors[field]).toBeTruthy();
    }
    // The one name rule of every form: letters and spaces, 5 to 50 characters, one message at a time.
    const names: [string, string][] = [
      ["   ", "Name is required."],
      ["R2 D2", "Invalid Name. You can only use Alphabets."],
      ["Ada", "Name should be at least 5 digits long."],
      ["A".repeat(51), "Name should be at max 50 digits long."],
    ];
    for (const [full_name, message] of names) {
      const res = await c.postJson("/api/user/signup", { full_name, email: "names@example.com", password: "longenough" });
      expect(res.status, full_name).toBe(400);
      expect((await res.json()).errors.full_name, full_name).toBe(message);
    }
    const res = await c.fetch("/api/user/signup", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{not json" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errorText: "The request body is not valid JSON." });
    expect((server.db.prepare("SELECT count(*) n FROM users").get() as { n: number }).n).toBe(before);
  });

  it("refuses an already verified e-mail with the exact text", async () => {
    await signUpVerified(server, { email: "grace@example.com" });
    const res = await server
      .client()
      .postJson("/api/user/signup", { full_name: "Grace Hopper", email: "GRACE@example.com", password: "another-password" });
    expect(res.status).toBe(400);
    expect((await res.json()).errorText).toBe(ALREADY);
  });
});

describe("verification", () => {
  it("verifies once with the mailed token and refuses reuse or garbage", async () => {
    const c = server.client();
    await c.postJson("/api/user/signup", { full_name: "Alan Turing", email: "alan@example.com", password: "enigma-machine" });
    const token = latestMailToken(server, "alan@example.com", "verify");
    expect((await c.postJson("/api/user/verify", { verify_token: "nope" })).status).toBe(400);
    const ok = await c.postJson("/api/user/verify", { verify_token: token });
    expect(ok.status).toBe(200);
    expect(userRow("alan@example.com").verified).toBe(1);
    const again = await c.postJson("/api/user/verify", { verify_token: token });
    expect(again.status).toBe(400);
    expect((await again.json()).errorText).toMatch(/invalid or has expired/);
    expect((await c.postJson("/api/user/verify", {})).status).toBe(400);
  });

  it("the verify page does not change anything on GET; its form POST does", async () => {
    const c = server.client();
    await c.postJson("/api/user/signup", { full_name: "Barbara Liskov", email: "barbara@example.com", password: "substitution" });
    const token = latestMailToken(server, "barbara@example.com", "verify");
    const page = await c.get(`/verify/${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Verify my email");
    expect(userRow("barbara@example.com").verified).toBe(0);
    const post = await c.postForm(`/verify/${token}`, {});
    expect(post.status).toBe(302);
    expect(userRow("barbara@example.com").verified).toBe(1);
  });

  it("resends verification mail logged in and by e-mail, without revealing accounts", async () => {
    const c = server.client();
    await c.postJson("/api/user/signup", { full_name: "Edsger Dijkstra", email: "edsger@example.com", password: "shortest-path" });
    const count = () =>
      (server.db.prepare("SELECT count(*) n FROM outbox WHERE to_address = ? AND kind = 'verify'").get("edsger@example.com") as { n: number }).n;
    expect(count()).toBe(1);
    const r1 = await c.postJson("/api/user/resend-verification/logged-in", {});
    expect(r1.status).toBe(200);
    expect((await r1.json()).message).toBe("We have sent you an email to verify your account.");
    expect(count()).toBe(2);
    const r2 = await server
      .client()
      .postJson("/api/user/resend-verification", { email: "edsger@example.com", recaptcha_token: "x", bypass_recaptcha_token: "" });
    expect(r2.status).toBe(200);
    expect(count()).toBe(3);
    const unknown = await server.client().postJson("/api/user/resend-verification", { email: "nobody@example.com" });
    expect(unknown.status).toBe(200);
    expect((await server.client().postJson("/api/user/resend-verification/logged-in", {})).status).toBe(401);
    expect((await server.client().postJson("/api/user/resend-verification", { email: "bad" })).status).toBe(400);
  });
});

describe("POST /api/user/login and logout", () => {
  it("logs in with string values, sets a revocable session, and logout deletes the session row", async () => {
    await signUpVerified(server, { email: "linus@example.com", password: "penguin-power" });
    const c = server.client();
    const res = await c.postJson("/api/user/login", {
      email: "linus@example.com",
      password: "penguin-power",
      recaptcha_token: "t",
      bypass_recaptcha_token: "",
      two_factor_code: "",
      totp: "",
      totp_secret: "",
      encoded_affiliate_id: "",
    });
    expect(res.status).toBe(200);
    expect((await res.json()).email).toBe("linus@example.com");
    const id = userRow("linus@example.com").id;
    const sessionsBefore = sessionCount(id);
    expect(sessionsBefore).toBeGreaterThanOrEqual(1);
    const out = await c.postForm("/logout", {});
    expect(out.status).toBe(302);
    expect(sessionCount(id)).toBe(sessionsBefore - 1);
    expect((await c.get("/api/user/info")).status).toBe(401);
  });

  it("GET /logout changes nothing", async () => {
    const { client } = await signUpVerified(server, { email: "getlogout@example.com" });
    const res = await client.get("/logout");
    expect(res.status).toBe(302);
    expect((await client.get("/api/user/info")).status).toBe(200);
  });

  it("answers a wrong password with 400 and the same text as an unknown e-mail", async () => {
    const a = await server.client().postJson("/api/user/login", { email: "linus@example.com", password: "wrong-password" });
    const b = await server.client().postJson("/api/user/login", { email: "ghost@example.com", password: "wrong-password" });
    expect(a.status).toBe(400);
    expect(b.status).toBe(400);
    expect((await a.json()).errorText).toBe((await b.json()).errorText);
    expect((await server.client().postJson("/api/user/login", { email: "x" })).status).toBe(400);
  });

  it("rate-limits repeated failed sign-ins for an e-mail with 429", async () => {
    await signUpVerified(server, { email: "limited@example.com", password: "right-password" });
    const c = server.client();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await c.postJson("/api/user/login", { email: "limited@example.com", password: "wrong" + i })).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
    // Even the right password waits out the window.
    expect((await c.postJson("/api/user/login", { email: "limited@example.com", password: "right-password" })).status).toBe(429);
  });
});

describe("password reset", () => {
  it("mails a reset link, requires matching confirmation, changes the password and revokes sessions", async () => {
    const { client } = await signUpVerified(server, { email: "reset@example.com", password: "old-password-1" });
    const id = userRow("reset@example.com").id;
    expect(sessionCount(id)).toBe(1);
    const f = await server
      .client()
      .postJson("/api/user/forgot-password", { email: "reset@example.com", recaptcha_token: "", bypass_recaptcha_token: "" });
    expect(f.status).toBe(200);
    const same = await server.client().postJson("/api/user/forgot-password", { email: "unknown@example.com" });
    expect((await same.json()).message).toBe((await f.json()).message);
    const token = latestMailToken(server, "reset@example.com", "reset");
    const mismatch = await server
      .client()
      .postJson("/api/user/reset-password", { reset_token: token, new_password: "new-password-1", new_password_confirm: "new-password-2" });
    expect(mismatch.status).toBe(400);
    expect((await mismatch.json()).errors.new_password_confirm).toBe("Passwords do not match.");
    const missing = await server.client().postJson("/api/user/reset-password", { reset_token: token, new_password: "new-password-1" });
    expect(missing.status).toBe(400);
    const ok = await server
      .client()
      .postJson("/api/user/reset-password", { reset_token: token, new_password: "new-password-1", new_password_confirm: "new-password-1" });
    expect(ok.status).toBe(200);
    expect(sessionCount(id)).toBe(0);
    expect((await client.get("/api/user/info")).status).toBe(401);
    expect((await server.client().postJson("/api/user/login", { email: "reset@example.com", password: "old-password-1" })).status).toBe(400);
    expect((await server.client().postJson("/api/user/login", { email: "reset@example.com", password: "new-password-1" })).status).toBe(200);
    const reuse = await server
      .client()
      .postJson("/api/user/reset-password", { reset_token: token, new_password: "x-password-3", new_password_confirm: "x-password-3" });
    expect(reuse.status).toBe(400);
  });
});

describe("GET /api/user/info", () => {
  it("is 401 with errorText when logged out", async () => {
    const res = await server.client().get("/api/user/info");
    expect(res.status).toBe(401);
    expect((await res.json()).errorText).toBeTruthy();
  });

  it("reports the seeded premium learner's subscription", async () => {
    const c = server.client();
    expect((await c.postJson("/api/user/login", { email: "premium@codelift.test", password: "learn-premium-2026" })).status).toBe(200);
    const info = await (await c.get("/api/user/info")).json();
    expect(info).toMatchObject({ email: "premium@codelift.test", verified: true, is_user_subscribed: true, has_valid_learn_sub: true });
    expect(info.subscription).toMatchObject({ plan: "300-12-6000", feature_set_type: 300, validity_months: 12 });
    // the onboarding tutorial's status rides with the organization facts (docs/product/attribution.md#user-info)
    expect(info.enterprise).toEqual({
      organizations: [],
      active_organization_id: null,
      trial_expiration_date: null,
      user_onboarding_tutorial_status: "not_started",
    });
  });
});

describe("theme and user config", () => {
  it("POST /api/userdata/darkmode sets a year-long cookie and, logged in, the account", async () => {
    const { client } = await signUpVerified(server, { email: "dark@example.com" });
    const res = await client.postJson("/api/userdata/darkmode", { frontend_theme: "dark" });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("theme="))!;
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(userRow("dark@example.com").theme).toBe("dark");
    const page = await client.get("/explore");
    expect(await page.text()).toContain('data-theme="dark"');
    const bad = await client.postJson("/api/userdata/darkmode", { frontend_theme: "purple" });
    expect(bad.status).toBe(400);
    expect(userRow("dark@example.com").theme).toBe("dark");
    expect((await client.get("/api/userdata/darkmode")).status).toBe(405);
  });

  it("a visitor's theme lives in the cookie only; the form post redirects back", async () => {
    const c = server.client();
    const res = await c.postForm("/api/userdata/darkmode", { frontend_theme: "light", redirectTo: "/explore" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/explore");
    expect(await (await c.get("/")).text()).toContain('data-theme="light"');
    const evil = await c.postForm("/api/userdata/darkmode", { frontend_theme: "light", redirectTo: "https://evil.example/" });
    expect(evil.headers.get("Location")).toBe("/");
  });

  it("GET /api/userdata/user_config answers constants and validates its query", async () => {
    const res = await server.client().get("/api/userdata/user_config?cache=false");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.constants.SESSION_IDLE_MS).toBe(15 * 60 * 1000);
    expect(body.constants.THEME_COOKIE_MAX_AGE_S).toBe(31_536_000);
    expect((await server.client().get("/api/userdata/user_config?cache=maybe")).status).toBe(400);
  });
});

describe("pages", () => {
  it("/learn/home redirects a visitor to /login?ru=", async () => {
    const res = await server.client().get("/learn/home");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/login?ru=%2Flearn%2Fhome");
  });

  it("login form follows ru only to same-site paths", async () => {
    await signUpVerified(server, { email: "ru@example.com", password: "ru-password-1" });
    const good = await server
      .client()
      .postForm("/login?ru=%2Fexplore%2Ffree", { email: "ru@example.com", password: "ru-password-1", ru: "/explore/free" });
    expect(good.status).toBe(302);
    expect(good.headers.get("Location")).toBe("/explore/free");
    for (const ru of ["https://evil.example/", "//evil.example/x", "/\\evil.example"]) {
      const res = await server.client().postForm("/login", { email: "ru@example.com", password: "ru-password-1", ru });
      // An unsafe target falls back to the home page (the security review: one safe-redirect rule).
      expect(res.headers.get("Location")).toBe("/");
    }
  });

  it("a filled honeypot is refused", async () => {
    const res = await server
      .client()
      .postForm("/signup", { full_name: "Bot Botson", email: "bot@example.com", password: "botpassword", website: "http://spam" });
    expect(res.status).toBe(400);
    expect(userRow("bot@example.com")).toBeUndefined();
  });

  it("pages carry the security headers", async () => {
    const res = await server.client().get("/");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
    expect(res.headers.get("X-Powered-By")).toBeNull();
  });

  it("unknown paths render the error page with 404", async () => {
    const res = await server.client().get("/no/such/page");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Page not found");
    expect(html).toContain('class="error-code"');
  });

  it("/?openLoginModal=true&ru= renders the login dialog in the HTML", async () => {
    const html = await (await server.client().get("/?openLoginModal=true&ru=%2Fexplore")).text();
    // The one Modal: a native <dialog>, rendered open (a state of the page, without JavaScript too).
    expect(html).toMatch(
      /<dialog open="" class="modal-dialog" aria-modal="true" aria-labelledby="([^"]+)">[\s\S]*<h2 id="\1" class="modal-title">Log in to continue<\/h2>/,
    );
    // Its form posts to the home page (the same action as /login), so its answer comes back inside it.
    expect(html).toContain('action="/?index&amp;openLoginModal=true&amp;ru=%2Fexplore"');
    expect(html).toContain('name="intent" value="login"');
  });

  it("the staff outbox is only for staff", async () => {
    const learner = server.client();
    await learner.postJson("/api/user/login", { email: "free@codelift.test", password: "learn-free-2026" });
    expect((await learner.get("/staff/outbox")).status).toBe(404);
    const staff = server.client();
    await staff.postJson("/api/user/login", { email: "staff@codelift.dev", password: "staff-codelift-2026" });
    const res = await staff.get("/staff/outbox");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Verify your Codelift account");
  });
});
