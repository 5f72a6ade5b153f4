// No path starts a session while staff impersonate a learner: every entry of SESSION_STARTS (the one
// list of the ways a request can start a session) is tried from an impersonation session, and the
// impersonation must come out whole (same cookie, same learner, not ended, no new session row).
// A new entry without a case here fails the first test.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_STARTS, type SessionStart } from "~/engine/sessionStarts";
import { signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";

let server: TestServer;
const STAFF = { email: "staff@codelift.dev", password: "staff-codelift-2026" };
const LEARNER = { email: "imp-target@example.com", password: "target-password-2026", fullName: "Ivy Target" };
const REFUSAL = "You cannot log in or start another session while impersonating a learner. Stop impersonating first.";

beforeAll(async () => {
  server = await startServer();
  await signUpVerified(server, LEARNER);
}, 120_000);
afterAll(async () => server?.stop());

const one = <T>(sql: string, ...args: unknown[]) => server.db.prepare(sql).get(...args) as T;
const learnerId = () => one<{ id: number }>("SELECT id FROM users WHERE email = ?", LEARNER.email).id;

/** Staff logged in, then impersonating the learner: the client holds the impersonation session. */
async function impersonating(): Promise<Client> {
  const c = server.client();
  expect((await c.postJson("/api/user/login", STAFF)).status).toBe(200);
  const res = await c.postJson("/api/user/impersonate", { email: LEARNER.email, reason: "support ticket: session paths" });
  expect(res.status).toBe(200);
  return c;
}

/** One attempt per path, made while impersonating; returns the answer. */
const attempts: Record<SessionStart, (c: Client) => Promise<Response>> = {
  "api-login": (c) => c.postJson("/api/user/login", { email: LEARNER.email, password: LEARNER.password }),
  "login-form": (c) => c.postForm("/login", { email: LEARNER.email, password: LEARNER.password, ru: "/learn/home" }),
  "api-signup": (c) => c.postJson("/api/user/signup", { full_name: "New Person", email: "imp-new-api@example.com", password: "new-person-2026" }),
  "signup-form": (c) => c.postForm("/signup", { full_name: "New Person", email: "imp-new-form@example.com", password: "new-person-2026" }),
  "api-verify-and-reset": (c) =>
    c.postJson("/api/user/verify-and-reset-password", {
      verify_token: "any-token",
      new_password: "changed-2026-x",
      new_password_confirm: "changed-2026-x",
    }),
  "signup-and-reset-form": (c) =>
    c.postForm("/signup-and-reset-password/any-token", {
      full_name: "Ivy Target",
      new_password: "changed-2026-x",
      new_password_confirm: "changed-2026-x",
    }),
  "api-onboard": (c) => c.postJson("/api/user/user-onboard?set_session=true", { full_name: "Ivy Changed", phone: "4155550100", goal: "interview" }),
  "enterprise-signup": (c) =>
    c.postForm("/enterprise-signup/any-token", { full_name: "Ivy Target", password: "target-password-2026", job_title: "Engineer" }),
  sso: (c) => c.get("/authorize/globex-sso?operation=login"),
  "business-checkout": (c) =>
    c.postForm("/checkout/loggedout-enterprise-purchase?plan=300-12-6003&seats=10", {
      plan: "300-12-6003",
      seats: "10",
      organization_name: "Impersonation Inc",
      full_name: "Ivy Target",
      email: "imp-buyer@example.com",
      password: "buyer-password-2026",
      card_number: "4242 4242 4242 4242",
      card_expiry: "12/34",
      card_cvc: "123",
      attempt_id: "imp-attempt-1",
    }),
};

describe("starting a session while impersonating", () => {
  it("has a case for every path of SESSION_STARTS", () => {
    expect(Object.keys(attempts).sort()).toEqual(Object.keys(SESSION_STARTS).sort());
  });

  it("no code outside the session and impersonation modules commits a session cookie (every start goes through startSession)", () => {
    const root = path.resolve(import.meta.dirname, "../../app");
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (
          /\.tsx?$/.test(e.name) &&
          /sessionStorage\(\)/.test(fs.readFileSync(p, "utf8")) &&
          /commitSession\(/.test(fs.readFileSync(p, "utf8"))
        )
          offenders.push(path.relative(root, p));
      }
    };
    walk(root);
    expect(offenders.sort()).toEqual(["services/impersonation.server.ts", "utils/auth.server.ts"]);
  });

  it.each(Object.keys(SESSION_STARTS) as SessionStart[])("%s: refused, and the impersonation stays as it was", async (via) => {
    const c = await impersonating();
    const cookie = c.cookies.get("__session");
    const row = one<{ id: number; sessionId: string }>("SELECT id, session_id AS sessionId FROM impersonations ORDER BY id DESC LIMIT 1");
    const sessionsBefore = one<{ n: number }>("SELECT count(*) n FROM sessions WHERE user_id = ?", learnerId()).n;
    const usersBefore = one<{ n: number }>("SELECT count(*) n FROM users").n;

    const res = await attempts[via](c);
    expect(
      res.headers.getSetCookie().some((s) => s.startsWith("__session=")),
      `${via} set a session cookie`,
    ).toBe(false);
    if (res.status === 403) {
      const body = await res.text();
      expect(body).toMatch(/impersonating/);
    } else {
      // Paths for visitors only send a logged-in browser on (enterprise sign-up, the logged-out purchase).
      expect([302, 303]).toContain(res.status);
    }
    expect(c.cookies.get("__session")).toBe(cookie);
    const info = await c.get("/api/user/info");
    expect(info.status).toBe(200);
    expect(((await info.json()) as { email: string }).email).toBe(LEARNER.email);
    expect(one<{ endedAt: string | null }>("SELECT ended_at AS endedAt FROM impersonations WHERE id = ?", row.id).endedAt).toBeNull();
    expect(one<{ n: number }>("SELECT count(*) n FROM sessions WHERE id = ?", row.sessionId).n).toBe(1);
    expect(one<{ n: number }>("SELECT count(*) n FROM sessions WHERE user_id = ?", learnerId()).n).toBe(sessionsBefore);
    expect(one<{ n: number }>("SELECT count(*) n FROM users").n, `${via} wrote no account`).toBe(usersBefore);
    expect((await c.postJson("/api/user/impersonate", { stop: "1" })).status).toBe(200);
  });

  it("POST /api/user/user-onboard?set_session=true writes nothing while impersonating, and still starts a session for the learner", async () => {
    const c = await impersonating();
    const res = await c.postJson("/api/user/user-onboard?set_session=true", { full_name: "Ivy Changed", phone: "4155550100", goal: "interview" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ errorText: REFUSAL });
    expect(one<{ fullName: string }>("SELECT full_name AS fullName FROM users WHERE id = ?", learnerId()).fullName).toBe(LEARNER.fullName);
    // Without an impersonation it does what it always did: a new session cookie.
    const own = server.client();
    expect((await own.postJson("/api/user/login", { email: LEARNER.email, password: LEARNER.password })).status).toBe(200);
    const before = own.cookies.get("__session");
    const ok = await own.postJson("/api/user/user-onboard?set_session=true", { full_name: "Ivy Target", phone: "4155550100", goal: "interview" });
    expect(ok.status).toBe(200);
    expect(own.cookies.get("__session")).toBeTruthy();
    expect(own.cookies.get("__session")).not.toBe(before);
  });
});
