// The holes of the security review, tried as an attacker would against the real server:
// open redirects, the login burst, forgot-password floods, cross-site writes, bodies without
// bound, bodies of the wrong type, and the security headers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestMailToken, signUpVerified, startServer, type TestServer } from "./helpers/server";

const LIMIT = 10;
const BYPASS = "bypass-for-tests-0123456789";
let server: TestServer;
beforeAll(async () => {
  // The per-address limits are set high: every test client comes from 127.0.0.1.
  server = await startServer({
    LOGIN_RATE_LIMIT: String(LIMIT),
    LOGIN_IP_RATE_LIMIT: "1000",
    MAIL_RATE_LIMIT: "3",
    MAIL_IP_RATE_LIMIT: "1000",
    RECAPTCHA_BYPASS_TOKEN: BYPASS,
  });
});
afterAll(async () => server?.stop());

const count = (sql: string, ...args: unknown[]) => (server.db.prepare(sql).get(...args) as { n: number }).n;

describe("open redirects: one safe-redirect function for every redirect that takes user input", () => {
  // Each payload must never produce a Location that leaves the site.
  const payloads = [
    "/..//evil.example/phish",
    "/.//evil.example",
    "//evil.example",
    "/\\evil.example",
    "/\\/evil.example",
    "https://evil.example",
    "http:evil.example",
    "javascript:alert(1)",
    "/%2e%2e//evil.example",
    "/a/../..//evil.example",
    "\t//evil.example",
    "/\t/evil.example",
    " //evil.example",
    "/%0a/evil.example",
    "evil.example",
    "///evil.example",
    "/.//",
  ];
  const offSite = (location: string | null) => {
    if (location === null) return false;
    if (!location.startsWith("/") || location.startsWith("//") || location.includes("\\")) return true;
    return new URL(location, "http://codelift.test").host !== "codelift.test";
  };

  it.each(payloads)("POST /login with ru=%j stays on the site", async (ru) => {
    const c = server.client();
    const res = await c.postForm("/login", { email: "free@codelift.test", password: "learn-free-2026", ru });
    expect(res.status).toBe(302);
    const location = res.headers.get("Location");
    expect(offSite(location)).toBe(false);
  });

  it.each(payloads)("GET /login?ru=%j for a logged-in user stays on the site", async (ru) => {
    const c = server.client();
    await c.postJson("/api/user/login", { email: "free@codelift.test", password: "learn-free-2026" });
    const res = await c.get(`/login?ru=${encodeURIComponent(ru)}`);
    expect(res.status).toBe(302);
    expect(offSite(res.headers.get("Location"))).toBe(false);
  });

  it.each(payloads)("the theme API's redirectTo=%j stays on the site", async (ru) => {
    const res = await server.client().postForm("/api/userdata/darkmode", { frontend_theme: "dark", redirectTo: ru });
    expect(res.status).toBe(302);
    expect(offSite(res.headers.get("Location"))).toBe(false);
  });

  it.each(payloads)("interview preferences' ru=%j stays on the site", async (ru) => {
    const res = await server.client().postForm(`/interview-prep/preferences?ru=${encodeURIComponent(ru)}`, {
      ru,
      company: "Google",
      lang: "Python",
      position: "Senior Engineer",
      interviewDate: "",
    });
    expect([302, 400]).toContain(res.status);
    if (res.status === 302) expect(offSite(res.headers.get("Location"))).toBe(false);
  });

  it("the logged-in resend-verification API's redirectTo is bounded too, and same-site paths still work", async () => {
    const { client } = await signUpVerified(server, { email: "redirects@example.com" });
    for (const ru of payloads) {
      const res = await client.postForm("/api/user/resend-verification/logged-in", { redirectTo: ru });
      expect(res.status).toBe(302);
      expect(offSite(res.headers.get("Location"))).toBe(false);
    }
    const ok = await client.postForm("/api/user/resend-verification/logged-in", { redirectTo: "/explore?q=sql#top" });
    expect(ok.headers.get("Location")).toBe("/explore?q=sql#top");
  });

  it("a login without ru lands on /learn/home, a bad ru on /", async () => {
    const plain = await server.client().postForm("/login", { email: "free@codelift.test", password: "learn-free-2026" });
    expect(plain.headers.get("Location")).toBe("/learn/home");
    const bad = await server.client().postForm("/login", { email: "free@codelift.test", password: "learn-free-2026", ru: "//evil.example" });
    expect(bad.headers.get("Location")).toBe("/");
  });
});

describe("the login limit holds under a concurrent burst", () => {
  it(`checks at most ${LIMIT} passwords of 100 concurrent wrong ones for one e-mail`, async () => {
    const email = "burst-victim@example.com";
    await signUpVerified(server, { email, password: "the-real-password" });
    const c = server.client();
    const answers = await Promise.all(Array.from({ length: 100 }, () => c.postJson("/api/user/login", { email, password: "wrong-password" })));
    const statuses = answers.map((r) => r.status);
    // 400 means the password was checked (and was wrong); 429 means it was never checked.
    expect(statuses.filter((s) => s === 400)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - LIMIT);
    const refused = answers.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      errorText:
        "Too many failed sign-ins for this account. Complete the captcha to try again, or wait 15 minutes. You can also reset your password.",
      captcha_required: true,
    });
    expect(count("SELECT count(*) n FROM rate_limit_hits WHERE bucket = 'login' AND key = ?", `email:${email}`)).toBe(LIMIT);
  });

  it("does not lock the owner out: past the limit, the captcha proof lets the right password in", async () => {
    const email = "locked-owner@example.com";
    await signUpVerified(server, { email, password: "the-real-password" });
    const c = server.client();
    for (let i = 0; i < LIMIT; i++) expect((await c.postJson("/api/user/login", { email, password: "nope-nope" })).status).toBe(400);
    const refused = await c.postJson("/api/user/login", { email, password: "the-real-password" });
    expect(refused.status).toBe(429);
    const wrongProof = await c.postJson("/api/user/login", { email, password: "the-real-password", bypass_recaptcha_token: "guess" });
    expect(wrongProof.status).toBe(429);
    const withProof = await c.postJson("/api/user/login", { email, password: "the-real-password", bypass_recaptcha_token: BYPASS });
    expect(withProof.status).toBe(200);
    expect((await withProof.json()).email).toBe(email);
    // A success forgives the e-mail's failures.
    expect(count("SELECT count(*) n FROM rate_limit_hits WHERE bucket = 'login' AND key = ?", `email:${email}`)).toBe(0);
  });

  it("a password reset forgives the failed sign-ins of the address", async () => {
    const email = "reset-unlocks@example.com";
    await signUpVerified(server, { email, password: "the-old-password" });
    const c = server.client();
    for (let i = 0; i < LIMIT; i++) await c.postJson("/api/user/login", { email, password: "nope-nope" });
    expect((await c.postJson("/api/user/login", { email, password: "the-old-password" })).status).toBe(429);
    expect((await c.postJson("/api/user/forgot-password", { email })).status).toBe(200);
    const token = latestMailToken(server, email, "reset");
    const reset = await c.postJson("/api/user/reset-password", {
      reset_token: token,
      new_password: "the-new-password",
      new_password_confirm: "the-new-password",
    });
    expect(reset.status).toBe(200);
    expect((await server.client().postJson("/api/user/login", { email, password: "the-new-password" })).status).toBe(200);
  });
});

describe("forgot-password is limited and a new link voids the older ones", () => {
  it("answers 429 with Retry-After past the per-address limit and sends no more mail", async () => {
    const email = "flooded@example.com";
    await signUpVerified(server, { email });
    const c = server.client();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await c.postJson("/api/user/forgot-password", { email })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    const res = await c.postJson("/api/user/forgot-password", { email });
    expect(res.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect((await res.json()).errorText).toBe("Too many emails requested. Please wait an hour and try again.");
    expect(count("SELECT count(*) n FROM outbox WHERE to_address = ? AND kind = 'reset'", email)).toBe(3);
    // Only the latest link is usable.
    expect(
      count(
        "SELECT count(*) n FROM auth_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = ? AND t.purpose = 'reset' AND t.used_at IS NULL",
        email,
      ),
    ).toBe(1);
  });

  it("an older reset link no longer sets a password once a newer one was sent", async () => {
    const email = "two-links@example.com";
    await signUpVerified(server, { email, password: "original-password" });
    const c = server.client();
    await c.postJson("/api/user/forgot-password", { email });
    const first = latestMailToken(server, email, "reset");
    await c.postJson("/api/user/forgot-password", { email });
    const second = latestMailToken(server, email, "reset");
    expect(second).not.toBe(first);
    const stale = await c.postJson("/api/user/reset-password", {
      reset_token: first,
      new_password: "attacker-password",
      new_password_confirm: "attacker-password",
    });
    expect(stale.status).toBe(400);
    expect((await server.client().postJson("/api/user/login", { email, password: "original-password" })).status).toBe(200);
    const fresh = await c.postJson("/api/user/reset-password", {
      reset_token: second,
      new_password: "chosen-password",
      new_password_confirm: "chosen-password",
    });
    expect(fresh.status).toBe(200);
  });

  it("limits the mail of unknown addresses the same way (no hint whether an account exists)", async () => {
    const c = server.client();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await c.postJson("/api/user/forgot-password", { email: "nobody-here@example.com" })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe("cross-site request forgery: one origin check for every state-changing request", () => {
  const evil = { Origin: "https://evil.example" };

  it("refuses cross-origin API writes with 403 and changes nothing", async () => {
    const c = server.client();
    await c.postJson("/api/user/login", { email: "free@codelift.test", password: "learn-free-2026" });
    const themeBefore = (server.db.prepare("SELECT theme FROM users WHERE email = 'free@codelift.test'").get() as { theme: string }).theme;
    const res = await c.fetch("/api/userdata/darkmode", {
      method: "POST",
      headers: { ...evil, "Content-Type": "application/json" },
      body: JSON.stringify({ frontend_theme: themeBefore === "dark" ? "light" : "dark" }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ errorText: "Cross-site requests are not allowed. Reload the page and try again." });
    const themeAfter = (server.db.prepare("SELECT theme FROM users WHERE email = 'free@codelift.test'").get() as { theme: string }).theme;
    expect(themeAfter).toBe(themeBefore);
  });

  it("refuses a cross-site page action with and without ?_data= (logout keeps the session)", async () => {
    const c = server.client();
    await c.postJson("/api/user/login", { email: "free@codelift.test", password: "learn-free-2026" });
    for (const path of ["/logout", "/logout?_data=routes%2Flogout"]) {
      const res = await c.fetch(path, {
        method: "POST",
        headers: { "Sec-Fetch-Site": "cross-site", "Content-Type": "application/x-www-form-urlencoded" },
        body: "",
      });
      expect(res.status).toBe(403);
    }
    expect((await c.get("/api/user/info")).status).toBe(200);
    const sameSiteSub = await c.fetch("/logout", { method: "POST", headers: { "Sec-Fetch-Site": "same-site" } });
    expect(sameSiteSub.status).toBe(403);
    const nullOrigin = await c.fetch("/logout", { method: "POST", headers: { Origin: "null" } });
    expect(nullOrigin.status).toBe(403);
    expect((await c.get("/api/user/info")).status).toBe(200);
  });

  it("protects the login form (login CSRF) and the interview preferences", async () => {
    const c = server.client();
    const res = await c.fetch("/login", {
      method: "POST",
      headers: { ...evil, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "free@codelift.test", password: "learn-free-2026" }).toString(),
    });
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie().some((s) => s.startsWith("__session="))).toBe(false);
    const prefs = await c.fetch("/interview-prep/preferences", {
      method: "POST",
      headers: { ...evil, "Content-Type": "application/x-www-form-urlencoded" },
      body: "company=google",
    });
    expect(prefs.status).toBe(403);
    expect(await prefs.text()).toContain("Cross-site requests are not allowed.");
  });

  it("serves same-origin writes from a browser", async () => {
    const c = server.client();
    const res = await c.fetch("/api/user/login", {
      method: "POST",
      headers: { Origin: server.baseUrl, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json" },
      body: JSON.stringify({ email: "free@codelift.test", password: "learn-free-2026" }),
    });
    expect(res.status).toBe(200);
  });

  it("refuses JSON sent as text/plain (a cross-site form can send it without a preflight)", async () => {
    const res = await server.client().fetch("/api/user/login", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: JSON.stringify({ email: "free@codelift.test", password: "learn-free-2026" }),
    });
    expect(res.status).toBe(415);
    expect((await res.json()).errorText).toMatch(/^Send the body as application\/json or as a form/);
  });
});

describe("request bodies are bounded and bad bodies answer 4xx, never 500", () => {
  it("refuses a declared body over the limit with 413 before reading it", async () => {
    const res = await fetch(server.baseUrl + "/api/user/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "a@example.com", password: "x".repeat(200 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ errorText: "The request body is too large: the limit is 64 KB." });
  });

  it("refuses a chunked body that grows over the limit with 413", async () => {
    const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ >= 64) return controller.close();
        controller.enqueue(chunk);
      },
    });
    // Node's fetch needs `duplex` for a streamed body.
    const init = { method: "POST", headers: { "Content-Type": "application/json" }, body: stream, duplex: "half" } as RequestInit;
    const res = await fetch(server.baseUrl + "/api/user/login", init);
    expect(res.status).toBe(413);
  });

  it("lets the coach's code paths take larger bodies (up to their own limit)", async () => {
    const big = "x".repeat(200 * 1024);
    const res = await server.client().postJson("/api/ctw/runs/save/v2", { code: big });
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(500);
  });

  const FORM_ONLY = "Send the body as a form (application/x-www-form-urlencoded or multipart/form-data).";
  it.each([
    ["application/json", "{not json", 415, FORM_ONLY],
    ["application/json", '{"new_password":"x"}', 415, FORM_ONLY],
    ["text/plain", "hello", 415, FORM_ONLY],
    ["multipart/form-data; boundary=xyz", "garbage", 400, "The request body is not a valid form."],
  ])("a form page action given %s %j answers %i with the reason", async (type, body, status, text) => {
    for (const path of ["/reset-password/not-a-token", "/interview-prep/coding/plan"]) {
      const res = await server.client().fetch(path, { method: "POST", headers: { "Content-Type": type }, body });
      if (path.endsWith("/plan")) {
        // Logged out: the guard comes first.
        expect(res.status).toBe(302);
        continue;
      }
      expect(res.status).toBe(status);
      expect(await res.text()).toContain(text);
    }
  });

  it("answers bad API bodies with 400 JSON and writes nothing", async () => {
    const before = count("SELECT count(*) n FROM users");
    const cases: [string, string, number, string][] = [
      ["application/json", "{not json", 400, "The request body is not valid JSON."],
      ["application/json", '"a string"', 400, "The request body must be a JSON object."],
      ["multipart/form-data; boundary=zz", "--zz\r\nbroken", 400, "The request body is not a valid form."],
      ["application/xml", "<a/>", 415, "Send the body as application/json or as a form (application/x-www-form-urlencoded or multipart/form-data)."],
    ];
    for (const [type, body, status, text] of cases) {
      const res = await server.client().fetch("/api/user/signup", { method: "POST", headers: { "Content-Type": type }, body });
      expect(res.status).toBe(status);
      expect((await res.json()).errorText).toBe(text);
    }
    expect(count("SELECT count(*) n FROM users")).toBe(before);
  });
});

describe("security headers", () => {
  it("sends a nonce-based Content-Security-Policy whose nonce is on every script of the page", async () => {
    const res = await fetch(server.baseUrl + "/explore");
    const csp = res.headers.get("Content-Security-Policy")!;
    const nonce = csp.match(/script-src 'self' 'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-inline' 'nonce");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
    // A new nonce per rendering: an answer rendered again (here: past the anonymous page cache,
    // which a cookie it does not know bypasses) names another one. A page served from the cache
    // keeps the nonce it was rendered with (decision 0014; tests/integration/page-cache.test.ts).
    const again = (await fetch(server.baseUrl + "/explore", { headers: { Cookie: "not-a-cache-key=1" } })).headers.get("Content-Security-Policy")!;
    expect(again).toMatch(/'nonce-[^']+'/);
    expect(again).not.toContain(nonce!);
    // Plain http (the embedded default): no HSTS.
    expect(res.headers.get("Strict-Transport-Security")).toBeNull();
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("allows Stripe.js and Stripe's frames and API only when Stripe is configured, and no other origin", async () => {
    const directive = (csp: string, name: string) =>
      csp
        .split(";")
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `)) ?? null;
    // The embedded gateway (this file's server): nothing from outside.
    const plain = (await fetch(server.baseUrl + "/explore")).headers.get("Content-Security-Policy")!;
    expect(directive(plain, "script-src")).toMatch(/^script-src 'self' 'nonce-[^']+'$/);
    expect(directive(plain, "connect-src")).toBe("connect-src 'self'");
    expect(directive(plain, "frame-src")).toBeNull();
    // Stripe with its default hosts (nothing is sent to Stripe to serve a page).
    const stripe = await startServer({ STRIPE_SECRET_KEY: "sk_test_csp", STRIPE_PUBLISHABLE_KEY: "pk_test_csp", STRIPE_WEBHOOK_SECRET: "whsec_csp" });
    try {
      const csp = (await fetch(stripe.baseUrl + "/explore")).headers.get("Content-Security-Policy")!;
      expect(directive(csp, "script-src")).toMatch(/^script-src 'self' 'nonce-[^']+' https:\/\/js\.stripe\.com$/);
      expect(directive(csp, "connect-src")).toBe("connect-src 'self' https://js.stripe.com https://api.stripe.com");
      expect(directive(csp, "frame-src")).toBe("frame-src https://js.stripe.com https://api.stripe.com");
      expect(directive(csp, "default-src")).toBe("default-src 'self'");
    } finally {
      await stripe.stop();
    }
  });

  it("sends HSTS when the site's origin is https", async () => {
    const https = await startServer({ APP_ORIGIN: "https://codelift.example" });
    try {
      const res = await fetch(https.baseUrl + "/explore");
      expect(res.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
      expect(res.headers.get("Content-Security-Policy")).toContain("upgrade-insecure-requests");
      // The configured origin is accepted by the origin check.
      const write = await https.client().fetch("/api/user/login", {
        method: "POST",
        headers: { Origin: "https://codelift.example", "Content-Type": "application/json" },
        body: JSON.stringify({ email: "free@codelift.test", password: "learn-free-2026" }),
      });
      expect(write.status).toBe(200);
    } finally {
      await https.stop();
    }
  });
});

describe("fuzzed bodies to every write path answer 4xx or a normal answer, never 500", () => {
  const bodies: [string, string | undefined, string][] = [
    ["json object", "application/json", '{"intent":"run","code":"x","lang":"python","email":1,"password":[]}'],
    ["json array", "application/json", "[1,2,3]"],
    ["json broken", "application/json", '{"a":'],
    ["json null", "application/json", "null"],
    ["text", "text/plain", "intent=run&code=x"],
    ["no type", undefined, '{"x":1}'],
    ["multipart broken", "multipart/form-data; boundary=b", "--b\r\nContent-Disposition: form-data\r\n\r\nbroken"],
    ["multipart no boundary", "multipart/form-data", "x"],
    ["urlencoded odd", "application/x-www-form-urlencoded", "%%%&&==&intent=%ZZ&code"],
    ["urlencoded unknown intent", "application/x-www-form-urlencoded", "intent=drop-table&lang=" + "x".repeat(300)],
    ["empty form", "application/x-www-form-urlencoded", ""],
    ["xml", "application/xml", "<a/>"],
  ];

  it("covers pages and API paths, logged out and logged in, with and without _data", async () => {
    const course = server.db
      .prepare("SELECT c.url_slug course, l.slug page FROM lessons l JOIN courses c ON c.id = l.course_id WHERE c.is_free = 1 LIMIT 1")
      .get() as { course: string; page: string };
    const problem = server.db.prepare("SELECT p.slug FROM coach_pages p JOIN coach_problems q ON q.page_id = p.id LIMIT 1").get() as { slug: string };
    const paths = [
      "/login",
      "/signup",
      "/forgot-password",
      "/reset-password/not-a-token",
      "/verify/not-a-token",
      "/interview-prep/preferences",
      "/interview-prep/coding/plan",
      `/coursesv3/${course.course}/${course.page}`,
      `/interview-prep/coding/${problem.slug}`,
      "/api/user/login",
      "/api/user/signup",
      "/api/user/forgot-password",
      "/api/user/reset-password",
      "/api/user/verify",
      "/api/user/resend-verification",
      "/api/user/resend-verification/logged-in",
      "/api/userdata/darkmode",
      "/api/userdata/user_config",
      "/api/ctw/runs/save/v2",
      "/api/ctw/submission/save/v2",
      "/api/ai-coach/problem/skip",
      "/api/ai-coach/user-feedback",
      "/api/ai-coach/user-feedback/mark-pattern",
      "/api/ai-coach/user-feedback/touch-point",
      "/api/ai-coach/user-toc-metadata",
      "/api/ai-coach/persist/pattern",
      "/api/ai-coach/constraint-evaluation",
      "/api/custom-actions/purchase/fuzz",
      "/api/custom-actions/result/fuzz",
      "/api/custom-actions/result/fuzz/GIFT-000000000000",
      "/api/custom-actions/fuzz/coupons",
      "/custom-actions/fuzz",
      "/logout", // last: it ends the logged-in client's session
    ];
    const loggedIn = server.client();
    await loggedIn.postJson("/api/user/login", { email: "free@codelift.test", password: "learn-free-2026" });
    const failures: string[] = [];
    let tried = 0;
    for (const who of [server.client(), loggedIn]) {
      for (const path of paths) {
        for (const suffix of ["", path.startsWith("/api/") ? null : "_data=root"]) {
          if (suffix === null) continue;
          const url = suffix ? `${path}${path.includes("?") ? "&" : "?"}${suffix}` : path;
          for (const [name, type, body] of bodies) {
            const res = await who.fetch(url, { method: "POST", headers: type ? { "Content-Type": type } : {}, body });
            tried++;
            if (res.status >= 500) failures.push(`${res.status} POST ${url} (${name}): ${(await res.text()).slice(0, 120)}`);
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  });
});
