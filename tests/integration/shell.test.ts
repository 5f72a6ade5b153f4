// The shell's server side (docs/product/shell.md): the session idle limit enforced by the server
// (docs/product/accounts.md#session-idle), the app-version and trace headers on every answer (what tells our
// own 403/429 from an edge's, docs/product/shell.md#bot-check), and Retry-After on every rate limit of the site.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visibleText } from "./helpers/html";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";

let server: TestServer;
const MIN = 60_000;
const SAME_ORIGIN = () => ({ Origin: server.baseUrl, "Sec-Fetch-Site": "same-origin" });

beforeAll(async () => {
  server = await startServer({
    LOGIN_RATE_LIMIT: "1",
    LOGIN_IP_RATE_LIMIT: "1000",
    SIGNUP_RATE_LIMIT: "1",
    MAIL_RATE_LIMIT: "1",
    MAIL_IP_RATE_LIMIT: "1000",
    COACH_RUN_RATE_LIMIT: "1",
  });
});
afterAll(async () => server?.stop());

const dataVersion = () => server.db.pragma("data_version", { simple: true }) as number;
const sessionId = (c: Client) => {
  const signed = decodeURIComponent(c.cookies.get("__session") ?? "");
  // The cookie is the signed session id: base64 of the JSON string, then ".signature".
  return JSON.parse(Buffer.from(signed.slice(0, signed.lastIndexOf(".")), "base64").toString("utf8")) as string;
};
const lastSeen = (id: string) =>
  (server.db.prepare("SELECT last_seen_at FROM sessions WHERE id = ?").get(id) as { last_seen_at: number | null } | undefined)?.last_seen_at;
const setLastSeen = (id: string, at: number | null) => server.db.prepare("UPDATE sessions SET last_seen_at = ? WHERE id = ?").run(at, id);

async function logIn(email = "free@codelift.test", password = "learn-free-2026"): Promise<Client> {
  const c = server.client();
  const res = await c.postJson("/api/user/login", { email, password });
  expect(res.status, await res.clone().text()).toBe(200);
  return c;
}

describe("session idle: the server refuses a session idle for 15 minutes", () => {
  it("records the sign-in as activity, and a request after 14 idle minutes keeps the session and records it", async () => {
    const c = await logIn();
    const id = sessionId(c);
    const t0 = Date.now();
    expect(lastSeen(id)).toBeGreaterThan(t0 - 10_000);
    setLastSeen(id, t0 - 14 * MIN);
    expect((await c.get("/api/user/info")).status).toBe(200);
    expect(lastSeen(id)).toBeGreaterThanOrEqual(t0);
  });

  it("touches at most once a minute: a request 30 s after the last touch writes nothing", async () => {
    const c = await logIn();
    const id = sessionId(c);
    const at = Date.now() - 30_000;
    setLastSeen(id, at);
    const before = dataVersion();
    expect((await c.get("/api/user/info")).status).toBe(200);
    expect((await c.get("/learn/home")).status).toBe(200);
    expect(dataVersion(), "a request within the minute wrote to the database").toBe(before);
    expect(lastSeen(id)).toBe(at);
  });

  it("a session from before the idle limit (never seen) counts as seen now", async () => {
    const c = await logIn();
    const id = sessionId(c);
    setLastSeen(id, null);
    expect((await c.get("/api/user/info")).status).toBe(200);
    expect(lastSeen(id)).toBeGreaterThan(Date.now() - 10_000);
  });

  it("refuses a stale session as if logged out: 401 on the API, the login redirect on pages, and the row is gone", async () => {
    const api = await logIn();
    setLastSeen(sessionId(api), Date.now() - 17 * MIN);
    const res = await api.get("/api/user/info");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ errorText: "You need to log in to do that." });
    expect(lastSeen(sessionId(api))).toBeUndefined();

    const page = await logIn();
    setLastSeen(sessionId(page), Date.now() - 15 * MIN - 2_000); // 15 minutes is the limit, not 16
    const home = await page.get("/learn/home");
    expect(home.status).toBe(302);
    expect(home.headers.get("location")).toBe("/login?ru=%2Flearn%2Fhome");

    // A write with a stale session is refused too and changes nothing of the learner's.
    const writer = await logIn();
    setLastSeen(sessionId(writer), Date.now() - 20 * MIN);
    const dismiss = await writer.fetch("/api/banners/dismiss", {
      method: "POST",
      headers: { ...SAME_ORIGIN(), "Content-Type": "application/json" },
      body: JSON.stringify({ banner_id: "start_free_trial", scope: "all" }),
    });
    expect(dismiss.status).toBe(401);
    expect(server.db.prepare("SELECT count(*) n FROM sessions WHERE id = ?").get(sessionId(writer))).toEqual({ n: 0 });
  });

  it("the login page then says the session has expired, once, and drops the cookie (a logout never says so)", async () => {
    const c = await logIn();
    setLastSeen(sessionId(c), Date.now() - 30 * MIN);
    const first = await c.get("/login?ru=%2Flearn%2Fhome");
    expect(first.status).toBe(200);
    expect(visibleText(await first.text())).toContain("Your session has expired. Log in again to continue.");
    expect(c.cookies.has("__session")).toBe(false);
    expect(visibleText(await (await c.get("/login")).text())).not.toContain("Your session has expired.");

    const out = await logIn();
    expect((await out.fetch("/logout", { method: "POST", headers: SAME_ORIGIN() })).status).toBe(302);
    expect(visibleText(await (await out.get("/login")).text())).not.toContain("Your session has expired.");
  });

  it("POST /api/session keepalive answers the limits (401 without a session); expire ends the session; GET is 405", async () => {
    const c = await logIn();
    const keep = await c.fetch("/api/session", {
      method: "POST",
      headers: { ...SAME_ORIGIN(), "Content-Type": "application/json" },
      body: JSON.stringify({ intent: "keepalive" }),
    });
    expect(keep.status).toBe(200);
    expect(await keep.json()).toEqual({ active: true, idle_ms: 900_000, warning_after_ms: 840_000, warning_ms: 60_000 });
    expect(keep.headers.get("cache-control")).toBe("no-store");

    const bad = await c.fetch("/api/session", {
      method: "POST",
      headers: { ...SAME_ORIGIN(), "Content-Type": "application/json" },
      body: JSON.stringify({ intent: "forever" }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ errors: { intent: "Say what to do with the session (intent: keepalive or expire)." } });

    const id = sessionId(c);
    const expire = await c.postForm("/api/session", { intent: "expire" });
    expect(expire.status).toBe(200);
    expect(await expire.json()).toEqual({ expired: true });
    expect(lastSeen(id)).toBeUndefined();
    expect((await c.get("/api/user/info")).status).toBe(401);
    // Ending an ended session is still fine; keeping it alive is not.
    expect((await c.postForm("/api/session", { intent: "expire" })).status).toBe(200);
    const anon = await server.client().postJson("/api/session", { intent: "keepalive" });
    expect(anon.status).toBe(401);

    const get = await c.get("/api/session");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });
});

describe("every answer is marked as our own: app version and trace headers", () => {
  let version = "";
  beforeAll(async () => {
    const html = await (await server.client().get("/")).text();
    // The build's version names its manifest (/build/manifest-<VERSION>.js).
    version = /\/build\/manifest-([0-9A-F]+)\.js/.exec(html)?.[1]?.toLowerCase() ?? "";
    expect(version).not.toBe("");
  });

  it("pages, API answers, errors, static files and the edge refusals (403, 413) carry both", async () => {
    const c = server.client();
    const answers: [string, Response][] = [
      ["home page", await c.get("/")],
      ["API 401", await c.get("/api/user/info")],
      ["not found", await c.get("/no-such-page")],
      ["405", await c.get("/api/session")],
      ["static file", await c.get("/favicon.svg")],
      [
        "cross-site 403",
        await c.fetch("/api/session", {
          method: "POST",
          headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
          body: "{}",
        }),
      ],
      [
        "413",
        await c.fetch("/api/session", {
          method: "POST",
          headers: { ...SAME_ORIGIN(), "Content-Type": "application/json" },
          body: JSON.stringify({ intent: "x".repeat(70_000) }),
        }),
      ],
    ];
    const traces = new Set<string>();
    for (const [what, res] of answers) {
      expect(res.headers.get("x-codelift-version"), what).toBe(version);
      const trace = res.headers.get("x-cloud-trace-context") ?? "";
      expect(trace, what).toMatch(/^[0-9a-f]{32}\/\d+;o=0$/);
      traces.add(trace);
    }
    expect(answers.map(([, r]) => r.status)).toEqual([200, 401, 404, 405, 200, 403, 413]);
    expect(traces.size, "a fresh trace id per answer").toBe(answers.length);
  });

  it("passes on a well-formed trace from a load balancer in front, and replaces a malformed one", async () => {
    const c = server.client();
    const incoming = "105445aa7843bc8bf206b12000100000/1;o=1";
    expect((await c.get("/", { "X-Cloud-Trace-Context": incoming })).headers.get("x-cloud-trace-context")).toBe(incoming);
    const replaced = (await c.get("/", { "X-Cloud-Trace-Context": "<script>" })).headers.get("x-cloud-trace-context");
    expect(replaced).toMatch(/^[0-9a-f]{32}\/\d+;o=0$/);
  });

  it("the browser's version header is accepted on every kind of call (a call with it is answered as one without)", async () => {
    const c = await logIn();
    const headers = { "X-Codelift-Client-Version": version };
    expect((await c.get("/api/user/info", headers)).status).toBe(200);
    expect((await c.get("/learn/home", headers)).status).toBe(200);
    const old = await c.fetch("/api/session", {
      method: "POST",
      headers: { ...SAME_ORIGIN(), ...headers, "Content-Type": "application/json" },
      body: JSON.stringify({ intent: "keepalive" }),
    });
    expect(old.status).toBe(200);
    expect(old.headers.get("x-codelift-version")).toBe(version);
  });
});

describe("every rate limit answers 429 with Retry-After (and our own headers, so it is not a bot check)", () => {
  const expectLimited = (what: string, res: Response) => {
    expect(res.status, what).toBe(429);
    expect(res.headers.get("retry-after"), what).toMatch(/^[1-9]\d*$/);
    expect(res.headers.get("x-cloud-trace-context"), what).toBeTruthy();
    expect(res.headers.get("x-codelift-version"), what).toBeTruthy();
  };
  const userId = (email: string) => (server.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;
  /** Uses up an allowance in the limiter's own table (as earlier requests would have). */
  const useUp = (bucket: string, key: string, n: number) => {
    const insert = server.db.prepare("INSERT INTO rate_limit_hits (bucket, key, at) VALUES (?, ?, ?)");
    for (let i = 0; i < n; i++) insert.run(bucket, key, Date.now());
  };

  it("sign-in (API and page), sign-up (API and page)", async () => {
    const a = server.client();
    expect((await a.postJson("/api/user/login", { email: "free@codelift.test", password: "wrong-password-1" })).status).toBe(400);
    expectLimited("API login", await a.postJson("/api/user/login", { email: "free@codelift.test", password: "wrong-password-2" }));
    expectLimited("page login", await a.postForm("/login", { email: "free@codelift.test", password: "wrong-password-3" }));

    expect(
      (await a.postJson("/api/user/signup", { full_name: "First Signup", email: "first.signup@example.com", password: "first-signup-pass" })).status,
    ).toBe(201);
    expectLimited(
      "API sign-up",
      await a.postJson("/api/user/signup", { full_name: "Second Signup", email: "second.signup@example.com", password: "second-signup-pass" }),
    );
    // (a fresh visitor: the sign-up above logged `a` in, and the page sends a logged-in user on)
    expectLimited(
      "page sign-up",
      await server.client().postForm("/signup", { full_name: "Third Signup", email: "third.signup@example.com", password: "third-signup-pass" }),
    );
  });

  it("mails: forgot password (API and page), resend verification (by e-mail and logged in)", async () => {
    const a = server.client();
    expect((await a.postJson("/api/user/forgot-password", { email: "forgetful@example.com" })).status).toBe(200);
    expectLimited("API forgot password", await a.postJson("/api/user/forgot-password", { email: "forgetful@example.com" }));
    expectLimited("page forgot password", await a.postForm("/forgot-password", { email: "forgetful@example.com" }));

    expect((await a.postJson("/api/user/resend-verification", { email: "nobody.resend@example.com" })).status).toBe(200);
    expectLimited("API resend verification", await a.postJson("/api/user/resend-verification", { email: "nobody.resend@example.com" }));

    // An unverified learner (the sign-up above used the allowance of this address: use it up here).
    const u = server.client();
    server.db.prepare("DELETE FROM rate_limit_hits WHERE bucket = 'signup'").run();
    expect(
      (await u.postJson("/api/user/signup", { full_name: "Unverified Una", email: "una@example.com", password: "unverified-una-pass" })).status,
    ).toBe(201);
    useUp("mail", "una@example.com", 1);
    expectLimited(
      "logged-in resend",
      await u.fetch("/api/user/resend-verification/logged-in", {
        method: "POST",
        headers: { ...SAME_ORIGIN(), "Content-Type": "application/json" },
        body: "{}",
      }),
    );
  });

  it("the team trial request, comments and code runs (API and page)", async () => {
    const a = server.client();
    expect((await a.postForm("/enterprise", { company_name: "Limit Co", email: "boss@limit.example" })).status).toBe(302);
    expectLimited("team trial", await a.postForm("/enterprise", { company_name: "Limit Co", email: "boss@limit.example" }));

    const email = "limited.learner@example.com";
    server.db.prepare("DELETE FROM rate_limit_hits WHERE bucket = 'signup'").run();
    const { client } = await signUpVerified(server, { email });
    useUp("document-comment-post", String(userId(email)), 20);
    expectLimited(
      "comment",
      await client.postJson("/api/document/interview-prep:coding:introduction-to-two-pointers/comments", { intent: "create", md_text: "hello" }),
    );

    useUp("coach-run", String(userId(email)), 1);
    expectLimited(
      "API run",
      await client.postJson("/api/ctw/runs/save/v2", { author_id: "6001", work_id: "310001", page_id: "2", language: "python", code: "print(1)" }),
    );
    expectLimited(
      "page run",
      await client.postForm("/interview-prep/coding/palindrome-ignoring-symbols", { intent: "run", lang: "python", code: "print(1)" }),
    );
  });
});

describe("the impersonate-user modal (a state of the staff page)", () => {
  it("opens with ?start=1 as a <dialog> with the form, stays open with the answer's errors, and is not there otherwise", async () => {
    const staff = await logIn("staff@codelift.dev", "staff-codelift-2026");
    const plain = await (await staff.get("/staff/impersonate")).text();
    expect(plain).not.toContain("<dialog");
    expect(visibleText(plain)).toContain("Impersonate a learner…");
    const open = await (await staff.get("/staff/impersonate?start=1")).text();
    expect(open).toMatch(
      /<dialog open="" class="modal-dialog impersonate-modal" aria-modal="true" aria-labelledby="([^"]+)">[\s\S]*<h2 id="\1" class="modal-title">Impersonate a learner<\/h2>/,
    );
    expect(visibleText(open)).toContain("Start impersonating");
    const refused = await staff.fetch("/staff/impersonate?start=1", {
      method: "POST",
      headers: { ...SAME_ORIGIN(), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "free@codelift.test", reason: "x" }).toString(),
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('<dialog open=""');
    expect(visibleText(html)).toContain("Say why you need to impersonate this learner (at least 5 characters).");
  });
});
