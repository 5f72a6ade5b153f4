// Single sign-on end to end against a REAL OpenID Connect provider on loopback (oauth2-mock-server):
// the app discovers it, redirects with state, PKCE and a nonce, exchanges the code, verifies the
// ID token's signature and claims, and signs the person in. Nothing of the app is mocked.
import { OAuth2Server } from "oauth2-mock-server";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { visibleText } from "./helpers/html";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";

let server: TestServer;
let idp: OAuth2Server;
let issuer: string;
let orgId: number;
let subscriptionId: number;

/** Who the provider says is signing in (set per test). */
let identity: { sub: string; email?: string; name?: string; email_verified?: boolean };

const ORG = { name: "Initech", slug: "initech", domain: "initech.test", clientId: "codelift-initech", secret: "initech-secret" };
const TEXT = {
  expired: "Single sign-on could not be completed: the sign-in expired or was started in another browser. Please try again.",
  wrongDomain: "Single sign-on with Initech is only for @initech.test e-mail addresses.",
  refused: "Single sign-on with Initech did not complete: the identity provider refused the sign-in.",
  noEmail: "Single sign-on with Initech did not share a verified e-mail address.",
};

beforeAll(async () => {
  idp = new OAuth2Server();
  await idp.issuer.keys.generate("RS256");
  await idp.start(0, "127.0.0.1");
  issuer = idp.issuer.url!;
  idp.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    token.payload.sub = identity.sub;
    if (identity.email !== undefined) token.payload.email = identity.email;
    if (identity.name !== undefined) token.payload.name = identity.name;
    if (identity.email_verified !== undefined) token.payload.email_verified = identity.email_verified;
  });
  server = await startServer();
  const org = server.db
    .prepare(
      "INSERT INTO organizations (name, slug, kind, sso_issuer, sso_client_id, sso_client_secret, sso_email_domain) VALUES (?, ?, 'enterprise', ?, ?, ?, ?) RETURNING id",
    )
    .get(ORG.name, ORG.slug, issuer, ORG.clientId, ORG.secret, ORG.domain) as { id: number };
  orgId = org.id;
  const now = Date.now();
  const sub = server.db
    .prepare(
      "INSERT INTO organization_subscriptions (organization_id, plan_code, plan_type, sub_type, seats, status, start_date, expiration_date) VALUES (?, '400-12-6003', 6003, 9000, 2, 'active', ?, ?) RETURNING id",
    )
    .get(orgId, new Date(now - 86400_000).toISOString(), new Date(now + 300 * 86400_000).toISOString()) as { id: number };
  subscriptionId = sub.id;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await idp?.stop();
});

beforeEach(() => {
  identity = { sub: "nobody", email: "nobody@initech.test", name: "Nobody", email_verified: true };
});

/** First leg: our /authorize answer, checked to carry the OIDC parameters; returns the provider URL. */
async function startAt(c: Client, query = "operation=login"): Promise<URL> {
  const res = await c.get(`/authorize/${ORG.slug}-sso?${query}`);
  expect(res.status).toBe(302);
  expect(res.headers.get("cache-control")).toBe("no-store");
  const to = new URL(res.headers.get("location")!);
  expect(to.origin).toBe(issuer);
  expect(to.searchParams.get("client_id")).toBe(ORG.clientId);
  expect(to.searchParams.get("response_type")).toBe("code");
  expect(to.searchParams.get("redirect_uri")).toBe(`${server.baseUrl}/authorize/${ORG.slug}-sso/callback`);
  expect(to.searchParams.get("scope")).toBe("openid email profile");
  expect(to.searchParams.get("code_challenge_method")).toBe("S256");
  expect(to.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);
  expect(to.searchParams.get("state")).toBeTruthy();
  expect(to.searchParams.get("nonce")).toBeTruthy();
  // The page's own query stays here.
  expect(to.searchParams.has("operation")).toBe(false);
  return to;
}

/** The provider's answer: the callback URL it sends the browser back to. */
async function atProvider(to: URL): Promise<URL> {
  const res = await fetch(to, { redirect: "manual" });
  expect(res.status).toBe(302);
  return new URL(res.headers.get("location")!);
}

async function fullSignIn(c: Client, query?: string) {
  const back = await atProvider(await startAt(c, query));
  expect(back.origin).toBe(server.baseUrl);
  return c.get(back.pathname + back.search);
}

const userRow = (email: string) =>
  server.db.prepare("SELECT id, verified, password_hash AS passwordHash, full_name AS fullName FROM users WHERE email = ?").get(email) as
    { id: number; verified: number; passwordHash: string; fullName: string } | undefined;
const memberRow = (userId: number) =>
  server.db
    .prepare(
      "SELECT role, subscription_id AS subscriptionId, is_admin AS isAdmin FROM organization_members WHERE organization_id = ? AND user_id = ?",
    )
    .get(orgId, userId) as { role: string; subscriptionId: number | null; isAdmin: number } | undefined;

const codeNow = (secret: string, offsetSteps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

/** Turns on two-factor by app through the page (start, read the key, confirm); returns the secret. */
async function turnOnTotp(c: Client): Promise<string> {
  expect((await c.postForm("/account/two-factor", { intent: "start" })).status).toBe(302);
  const shown = (await (await c.get("/account/two-factor")).text()).match(/data-testid="totp-secret">([A-Z2-7 ]+)</)![1]!;
  const secret = shown.replace(/\s+/g, "");
  // Well inside a 30-second step, so the confirming code and the next step's code differ.
  const into = Date.now() % 30_000;
  if (into > 24_000) await new Promise((r) => setTimeout(r, 30_000 - into + 1_000));
  expect((await c.postForm("/account/two-factor", { intent: "confirm", totp: codeNow(secret), totp_secret: shown })).status).toBe(200);
  return secret;
}

const twoFactorRow = (userId: number) => ({
  ...(server.db
    .prepare(
      "SELECT totp_secret IS NOT NULL AS totpSet, totp_pending_secret IS NOT NULL AS pendingSet, totp_last_step AS lastStep, two_factor_email AS byEmail FROM users WHERE id = ?",
    )
    .get(userId) as object),
  recovery: (server.db.prepare("SELECT count(*) n FROM recovery_codes WHERE user_id = ?").get(userId) as { n: number }).n,
  challenges: (server.db.prepare("SELECT count(*) n FROM two_factor_challenges WHERE user_id = ?").get(userId) as { n: number }).n,
});

/** The page after a sign-in: the toast the sso_result cookie reported, and the cookie is gone. */
async function nextPageToast(c: Client, path = "/explore"): Promise<string> {
  expect(c.cookies.has("sso_result"), "the sign-in left its result cookie").toBe(true);
  const page = await c.get(path);
  expect(page.status).toBe(200);
  expect(c.cookies.has("sso_result"), "the next page read and cleared the result cookie").toBe(false);
  return visibleText(await page.text());
}

describe("single sign-on with a real OIDC provider", () => {
  it("signs up a new person: verified account, member of the organization with a free seat, session, success reported on the next page", async () => {
    identity = { sub: "idp-alice", email: "Alice.Ng@initech.test", name: "Alice Ng", email_verified: true };
    const c = server.client();
    const res = await fullSignIn(c, "operation=signup&ru=%2Fexplore");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/explore");
    const user = userRow("alice.ng@initech.test")!;
    expect(user.verified).toBe(1);
    expect(user.fullName).toBe("Alice Ng");
    expect(memberRow(user.id)).toEqual({ role: "Member", subscriptionId, isAdmin: 0 });
    const text = await nextPageToast(c);
    expect(text).toContain("Welcome to Codelift, Alice! You signed up with Initech single sign-on.");
    // Reported once only.
    expect(visibleText(await (await c.get("/explore")).text())).not.toContain("You signed up with Initech");
    const info = await c.get("/api/user/info");
    expect(info.status).toBe(200);
    expect(((await info.json()) as { email: string }).email).toBe("alice.ng@initech.test");
    // The handshake cookie is gone: the same callback cannot be replayed.
    expect(c.cookies.has("__sso_handshake")).toBe(false);
  });

  it("logs in an existing verified learner and makes them a member (a seat while one is free, none after)", async () => {
    const bob = await signUpVerified(server, { email: "bob@initech.test", fullName: "Bob Porter" });
    const before = userRow("bob@initech.test")!;
    identity = { sub: "idp-bob", email: "bob@initech.test", name: "Robert Porter" };
    const c = server.client();
    const res = await fullSignIn(c);
    expect(res.headers.get("location")).toBe("/learn/home");
    expect(await nextPageToast(c)).toContain("Welcome back, Bob! You logged in with Initech single sign-on.");
    expect(memberRow(before.id)).toEqual({ role: "Member", subscriptionId, isAdmin: 0 });
    // Their password still works (the account was already proven) and their other session too.
    expect(userRow("bob@initech.test")!.passwordHash).toBe(before.passwordHash);
    expect((await bob.client.get("/api/user/info")).status).toBe(200);

    // Two seats, both taken now: the next person joins without one.
    identity = { sub: "idp-carol", email: "carol@initech.test", name: "Carol Diaz" };
    const c2 = server.client();
    expect((await fullSignIn(c2)).status).toBe(302);
    const carol = userRow("carol@initech.test")!;
    expect(memberRow(carol.id)).toEqual({ role: "Member", subscriptionId: null, isAdmin: 0 });
    // A second sign-in does not add a second membership.
    const again = server.client();
    await fullSignIn(again);
    expect((server.db.prepare("SELECT count(*) AS n FROM organization_members WHERE user_id = ?").get(carol.id) as { n: number }).n).toBe(1);
  });

  it("claims an address someone pre-registered without verifying: verified now, the unknown password replaced, its sessions revoked", async () => {
    const squatter = server.client();
    const signup = await squatter.postJson("/api/user/signup", {
      full_name: "Squatter",
      email: "dave@initech.test",
      password: "squatter-password-1",
    });
    expect(signup.status).toBe(201);
    expect((await squatter.get("/api/user/info")).status).toBe(200);
    identity = { sub: "idp-dave", email: "dave@initech.test", name: "Dave Real" };
    const c = server.client();
    expect((await fullSignIn(c)).status).toBe(302);
    expect(userRow("dave@initech.test")!.verified).toBe(1);
    expect((await squatter.get("/api/user/info")).status, "the squatter's session is revoked").toBe(401);
    const login = await server.client().postJson("/api/user/login", { email: "dave@initech.test", password: "squatter-password-1" });
    expect(login.status, "the squatter's password no longer works").toBe(400);
    expect((await c.get("/api/user/info")).status).toBe(200);
  });

  it("claims a pre-registered address with two-factor on: the squatter's TOTP secret, recovery codes and sessions go, and the real person is not asked for the squatter's code", async () => {
    const squatter = server.client();
    expect(
      (await squatter.postJson("/api/user/signup", { full_name: "Squatter Two", email: "ivan@initech.test", password: "squatter-password-2" }))
        .status,
    ).toBe(201);
    const secret = await turnOnTotp(squatter);
    const id = userRow("ivan@initech.test")!.id;
    expect(twoFactorRow(id)).toMatchObject({ totpSet: 1, recovery: 10 });
    identity = { sub: "idp-ivan", email: "ivan@initech.test", name: "Ivan Real" };
    const c = server.client();
    const res = await fullSignIn(c);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/learn/home");
    expect(twoFactorRow(id)).toEqual({ totpSet: 0, pendingSet: 0, lastStep: null, byEmail: 0, recovery: 0, challenges: 0 });
    expect((await squatter.get("/api/user/info")).status, "the squatter's session is revoked").toBe(401);
    expect((await c.get("/api/user/info")).status).toBe(200);
    // The squatter's code opens nothing any more.
    const login = await server
      .client()
      .postJson("/api/user/login", { email: "ivan@initech.test", password: "squatter-password-2", totp: codeNow(secret) });
    expect(login.status).toBe(400);
  });

  it("asks an account with two-factor on for its own code after single sign-on, then signs it in", async () => {
    const { client: own } = await signUpVerified(server, { email: "hank@initech.test", fullName: "Hank Hill" });
    const secret = await turnOnTotp(own);
    identity = { sub: "idp-hank", email: "hank@initech.test", name: "Hank Hill" };
    const c = server.client();
    const res = await fullSignIn(c, "operation=login&ru=%2Fexplore");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login?ru=%2Fexplore");
    expect(res.headers.getSetCookie().some((x) => x.startsWith("__session="))).toBe(false);
    expect((await c.get("/api/user/info")).status).toBe(401);
    const page = await c.get("/login?ru=%2Fexplore");
    const html = await page.text();
    expect(visibleText(html)).toContain("Your organization's single sign-on confirmed who you are. Enter your two-factor code to finish logging in.");
    const challenge = html.match(/name="challenge" value="([\w-]+)"/)![1]!;
    expect((await c.postForm("/login?ru=%2Fexplore", { intent: "two-factor", challenge, code: "000000", ru: "/explore" })).status).toBe(400);
    expect((await c.get("/api/user/info")).status).toBe(401);
    const ok = await c.postForm("/login?ru=%2Fexplore", { intent: "two-factor", challenge, code: codeNow(secret, 1), ru: "/explore" });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/explore");
    expect(((await (await c.get("/api/user/info")).json()) as { email: string }).email).toBe("hank@initech.test");
  });

  it("refuses an address outside the organization's domain, creates nothing and reports the failure on the login page", async () => {
    identity = { sub: "idp-eve", email: "eve@evil.test", name: "Eve" };
    const c = server.client();
    const res = await fullSignIn(c);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/login");
    expect(userRow("eve@evil.test")).toBeUndefined();
    expect(await nextPageToast(c, "/login")).toContain(TEXT.wrongDomain);
    expect((await c.get("/api/user/info")).status).toBe(401);
  });

  it("refuses an ID token without an e-mail, or with an unverified one", async () => {
    identity = { sub: "idp-anon" };
    const c = server.client();
    expect((await fullSignIn(c)).headers.get("location")).toBe("/login");
    expect(await nextPageToast(c, "/login")).toContain(TEXT.noEmail);
    identity = { sub: "idp-frank", email: "frank@initech.test", email_verified: false };
    const c2 = server.client();
    expect((await fullSignIn(c2, "operation=signup")).headers.get("location")).toBe("/signup");
    expect(userRow("frank@initech.test")).toBeUndefined();
    expect(await nextPageToast(c2, "/login")).toContain(TEXT.noEmail);
  });

  it("refuses a tampered state, a callback opened in another browser, and a replayed callback", async () => {
    identity = { sub: "idp-gina", email: "gina@initech.test", name: "Gina" };
    const c = server.client();
    const back = await atProvider(await startAt(c));
    const tampered = new URLSearchParams(back.search);
    tampered.set("state", "f00dfeed-0000-4000-8000-000000000000");
    const res = await c.get(`${back.pathname}?${tampered}`);
    expect(res.headers.get("location")).toBe("/login");
    expect(userRow("gina@initech.test")).toBeUndefined();
    expect(await nextPageToast(c, "/login")).toContain(TEXT.expired);
    expect((await c.get("/api/user/info")).status).toBe(401);

    // A victim's browser handed the attacker's callback: no handshake cookie there.
    const attacker = server.client();
    const attackerBack = await atProvider(await startAt(attacker));
    const victim = server.client();
    expect((await victim.get(attackerBack.pathname + attackerBack.search)).headers.get("location")).toBe("/login");
    expect(await nextPageToast(victim, "/login")).toContain(TEXT.expired);
    expect((await victim.get("/api/user/info")).status).toBe(401);

    // The honest flow works, once: the same callback again is refused.
    const ok = await attacker.get(attackerBack.pathname + attackerBack.search);
    expect(ok.headers.get("location")).toBe("/learn/home");
    const replay = server.client();
    replay.cookies = new Map(attacker.cookies);
    replay.cookies.delete("__session");
    expect((await replay.get(attackerBack.pathname + attackerBack.search)).headers.get("location")).toBe("/login");
  });

  it("reports a provider's refusal (error=access_denied) as a failure", async () => {
    const c = server.client();
    const to = await startAt(c);
    const res = await c.get(`/authorize/${ORG.slug}-sso/callback?error=access_denied&state=${to.searchParams.get("state")}`);
    expect(res.headers.get("location")).toBe("/login");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await nextPageToast(c, "/login")).toContain(TEXT.refused);
  });

  it("passes a login hint on, and answers 404 for organizations without single sign-on", async () => {
    const c = server.client();
    const to = await startAt(c, "operation=login&login_hint=hana%40initech.test");
    expect(to.searchParams.get("login_hint")).toBe("hana@initech.test");
    expect((await c.get("/authorize/no-such-org-sso")).status).toBe(404);
    expect((await c.get(`/authorize/${ORG.slug}`)).status).toBe(404);
    const plain = server.db.prepare("INSERT INTO organizations (name, slug, kind) VALUES ('Plain', 'plain-co', 'team') RETURNING id").get() as {
      id: number;
    };
    expect(plain.id).toBeGreaterThan(0);
    expect((await c.get("/authorize/plain-co-sso")).status).toBe(404);
    expect((await c.postForm(`/authorize/${ORG.slug}-sso`, {})).status).toBe(405);
  });

  it("reports an unreachable provider as unavailable", async () => {
    server.db
      .prepare(
        "INSERT INTO organizations (name, slug, kind, sso_issuer, sso_client_id, sso_email_domain) VALUES ('Down Co', 'down-co', 'team', 'http://127.0.0.1:9', 'x', 'down.test')",
      )
      .run();
    const c = server.client();
    const res = await c.get("/authorize/down-co-sso?operation=signup");
    expect(res.headers.get("location")).toBe("/signup");
    expect(await nextPageToast(c, "/login")).toContain("Single sign-on with Down Co is not available right now. Please try again later.");
  });
});

describe("POST /api/user/verify-sso", () => {
  it("answers whether the domain has single sign-on, and where to go", async () => {
    const c = server.client();
    const yes = await c.postJson("/api/user/verify-sso", { email: "Someone@Initech.test" });
    expect(yes.status).toBe(200);
    expect(await yes.json()).toEqual({
      sso: true,
      url: "/authorize/initech-sso?operation=login&login_hint=someone%40initech.test",
      organization: "Initech",
    });
    const no = await c.postJson("/api/user/verify-sso", { email: "someone@elsewhere.test" });
    expect(await no.json()).toEqual({ sso: false });
    const bad = await c.postJson("/api/user/verify-sso", { email: "not-an-address" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.email).toBeTruthy();
    const get = await c.get("/api/user/verify-sso");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  it("without JavaScript: the form post leads to the login page with the organization's link, or a toast", async () => {
    const c = server.client();
    const res = await c.postForm("/api/user/verify-sso", { email: "ivan@initech.test", ru: "/explore" });
    expect(res.status).toBe(302);
    const loc = res.headers.get("location")!;
    expect(loc).toBe("/login?sso=ivan%40initech.test&ru=%2Fexplore");
    const page = await c.get(loc);
    const html = await page.text();
    expect(visibleText(html)).toContain("Continue with Initech single sign-on");
    expect(html).toContain('href="/authorize/initech-sso?operation=login&amp;login_hint=ivan%40initech.test&amp;ru=%2Fexplore"');

    const none = await c.postForm("/api/user/verify-sso", { email: "ivan@elsewhere.test" });
    expect(none.headers.get("location")).toBe("/login");
    expect(visibleText(await (await c.get("/login")).text())).toContain(
      "Single sign-on is not set up for this e-mail address. Log in with your password.",
    );
  });

  it("the login page offers the single sign-on form", async () => {
    const html = await (await server.client().get("/login")).text();
    expect(html).toContain('action="/api/user/verify-sso"');
    expect(visibleText(html)).toContain("Continue with SSO");
  });
});

describe("the seeded Globex Enterprise with the development provider (npm run sso:dev)", () => {
  it("signs the seeded member in through scripts/sso-dev.mjs, as the login page's hint asks", async () => {
    const { spawn } = await import("node:child_process");
    const net = await import("node:net");
    const port = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, "127.0.0.1", () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const dev = spawn(process.execPath, ["scripts/sso-dev.mjs"], {
      env: { ...process.env, SSO_DEV_PORT: String(port) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let devOut = "";
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`sso:dev did not start: ${devOut}`)), 20_000);
      dev.stdout!.on("data", (d: Buffer) => {
        devOut += d.toString();
        if (devOut.includes("Development OpenID Connect provider")) {
          clearTimeout(timer);
          resolve();
        }
      });
      dev.stderr!.on("data", (d: Buffer) => (devOut += d.toString()));
    });
    const seeded = await startServer({ SSO_DEV_ISSUER: `http://127.0.0.1:${port}` });
    try {
      const org = seeded.db.prepare("SELECT sso_issuer, sso_email_domain FROM organizations WHERE slug = 'globex'").get();
      expect(org).toEqual({ sso_issuer: `http://127.0.0.1:${port}`, sso_email_domain: "globex.test" });
      const c = seeded.client();
      const verify = await c.postJson("/api/user/verify-sso", { email: "member@globex.test" });
      const { url } = (await verify.json()) as { url: string };
      expect(url).toBe("/authorize/globex-sso?operation=login&login_hint=member%40globex.test");
      const toProvider = await c.get(url);
      expect(toProvider.headers.get("location"), seeded.output() + devOut).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/authorize\\?`));
      const back = new URL((await fetch(toProvider.headers.get("location")!, { redirect: "manual" })).headers.get("location")!);
      const done = await c.get(back.pathname + back.search);
      expect(done.headers.get("location")).toBe("/learn/home");
      expect(((await (await c.get("/api/user/info")).json()) as { email: string }).email).toBe("member@globex.test");
      expect(visibleText(await (await c.get("/explore")).text())).toContain(
        "Welcome back, Mina! You logged in with Globex Enterprise single sign-on.",
      );
    } finally {
      await seeded.stop();
      dev.kill("SIGTERM");
    }
  }, 120_000);

  it("a sign-up stores the campaign data of the address it started at (docs/product/attribution.md); a log-in stores none (last: it takes a seat)", async () => {
    identity = { sub: "idp-cara", email: "cara@initech.test", name: "Cara Campaign", email_verified: true };
    const c = server.client();
    const res = await fullSignIn(
      c,
      "operation=signup&utm_source=partner&utm_campaign=sso-launch&utm_term=" + "t".repeat(151) + "&source=enterprise-page",
    );
    expect(res.status).toBe(302);
    const rows = () =>
      server.db
        .prepare("SELECT origin, operation, source, page_uri, utm FROM user_attributions WHERE user_id = ?")
        .all(userRow("cara@initech.test")!.id) as { origin: string; operation: string; source: string; page_uri: string | null; utm: string }[];
    // the tag the sign-up would refuse (151 characters) is left out, not a failed sign-in
    expect(rows()).toEqual([
      {
        origin: "sso",
        operation: "signup",
        source: "enterprise-page",
        page_uri: null,
        utm: JSON.stringify({ utm_source: "partner", utm_campaign: "sso-launch" }),
      },
    ]);
    expect(await nextPageToast(c)).toContain("Welcome to Codelift, Cara! You signed up with Initech single sign-on.");
    // the same person signing in again is a log-in: nothing more is stored
    const again = await fullSignIn(server.client(), "operation=login&utm_source=again");
    expect(again.status).toBe(302);
    expect(rows()).toHaveLength(1);
  });
});
