// Impersonation end to end on the real server: only verified internal staff may start it (others get
// the not-found answer), never on staff; every start and stop is in impersonations and
// staff_audit_log; the banner shows on every page; passwords, e-mail and payments are refused while
// it lasts; stopping hands back the staff's own session; the learner's own sessions are untouched.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visibleText } from "./helpers/html";
import { sessionsJustSeen, signUpVerified, startServer, type Client, type TestServer } from "./helpers/server";

let server: TestServer;
const STAFF = { email: "staff@codelift.dev", password: "staff-codelift-2026", fullName: "Sam Staffer" };
const REFUSAL = "Password, e-mail and payment changes are not allowed while impersonating a learner.";
const NOT_FOUND = { errorText: "We could not find what you were looking for." };
const BANNER = (name: string, email: string) => `You are viewing Codelift as ${name} (${email}).`;

let learner: { client: Client; id: number };

beforeAll(async () => {
  server = await startServer();
  const { client } = await signUpVerified(server, { email: "lee@example.com", fullName: "Lee Learner" });
  learner = { client, id: userId("lee@example.com") };
}, 120_000);
afterAll(async () => server?.stop());

function userId(email: string): number {
  return (server.db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number }).id;
}

async function staffClient(): Promise<Client> {
  const c = server.client();
  const res = await c.postJson("/api/user/login", { email: STAFF.email, password: STAFF.password });
  expect(res.status).toBe(200);
  return c;
}

const audit = (action: string) =>
  server.db.prepare("SELECT actor_user_id AS actor, detail FROM staff_audit_log WHERE action = ? ORDER BY id").all(action) as {
    actor: number;
    detail: string;
  }[];
const impersonations = () =>
  server.db
    .prepare(
      "SELECT id, staff_user_id AS staffId, target_user_id AS targetId, session_id AS sessionId, reason, ended_at AS endedAt FROM impersonations ORDER BY id",
    )
    .all() as {
    id: number;
    staffId: number;
    targetId: number;
    sessionId: string | null;
    reason: string;
    endedAt: string | null;
  }[];
const whoAmI = async (c: Client) => {
  const res = await c.get("/api/user/info");
  return res.status === 200 ? ((await res.json()) as { email: string }).email : res.status;
};

describe("who may impersonate", () => {
  it("is internal staff only: visitors, learners and an unverified staff-domain sign-up get the not-found answer and write nothing", async () => {
    const mallory = server.client();
    expect(
      (await mallory.postJson("/api/user/signup", { full_name: "Mallory", email: "mallory@codelift.dev", password: "mallory-pass-2026" })).status,
    ).toBe(201);
    for (const c of [server.client(), learner.client, mallory]) {
      const res = await c.postJson("/api/user/impersonate", { email: "lee@example.com", reason: "curious about it" });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(NOT_FOUND);
      expect((await c.postJson("/api/user/impersonate", { stop: "1" })).status).toBe(404);
      expect((await c.fetch("/api/user/impersonate", { method: "DELETE" })).status).toBe(404);
      expect((await c.get("/staff/impersonate")).status).toBe(404);
      expect((await c.postForm("/staff/impersonate", { email: "lee@example.com", reason: "curious about it" })).status).toBe(404);
    }
    expect(impersonations()).toEqual([]);
    expect(audit("impersonation.start")).toEqual([]);
    const get = await server.client().get("/api/user/impersonate");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST, DELETE");
  });

  it("never on staff (themselves or any staff-domain address) and validates the input", async () => {
    const staff = await staffClient();
    const self = await staff.postJson("/api/user/impersonate", { email: STAFF.email, reason: "testing myself" });
    expect(self.status).toBe(403);
    expect(await self.json()).toEqual({ errorText: "Staff members cannot be impersonated." });
    const other = await staff.postJson("/api/user/impersonate", {
      user_id: String(userId("mallory@codelift.dev")),
      reason: "a staff-domain address",
    });
    expect(other.status).toBe(403);
    const unknown = await staff.postJson("/api/user/impersonate", { email: "nobody@example.com", reason: "no such person" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ errorText: "No learner has this e-mail address or id." });
    const noReason = await staff.postJson("/api/user/impersonate", { email: "lee@example.com" });
    expect(noReason.status).toBe(400);
    expect(((await noReason.json()) as { errors: Record<string, string> }).errors.reason).toBeTruthy();
    const nobody = await staff.postJson("/api/user/impersonate", { reason: "who, though?" });
    expect(((await nobody.json()) as { errors: Record<string, string> }).errors.email).toBe("Enter the learner's e-mail address or user id.");
    const stopNothing = await staff.fetch("/api/user/impersonate", { method: "DELETE" });
    expect(stopNothing.status).toBe(400);
    expect(await stopNothing.json()).toEqual({ errorText: "You are not impersonating anyone." });
    expect(impersonations()).toEqual([]);
    expect(await whoAmI(staff)).toBe(STAFF.email);
  });
});

describe("an impersonation", () => {
  it("starts (recorded with the reason), shows the banner, refuses password, e-mail and payment changes, and stops back into the staff's own session", async () => {
    const staff = await staffClient();
    const staffSessionCookie = staff.cookies.get("__session");
    const staffId = userId(STAFF.email);
    const start = await staff.postJson("/api/user/impersonate", { email: "LEE@example.com", reason: "Support ticket 4711: cannot see her course" });
    expect(start.status).toBe(200);
    const body = (await start.json()) as { impersonating: { user_id: number; email: string }; impersonation_id: number };
    expect(body.impersonating).toEqual({ user_id: learner.id, email: "lee@example.com", full_name: "Lee Learner" });
    const [row] = impersonations();
    expect(row).toMatchObject({
      id: body.impersonation_id,
      staffId,
      targetId: learner.id,
      reason: "Support ticket 4711: cannot see her course",
      endedAt: null,
    });
    expect(row!.sessionId).toBeTruthy();
    const started = audit("impersonation.start");
    expect(started).toHaveLength(1);
    expect(started[0]!.actor).toBe(staffId);
    expect(JSON.parse(started[0]!.detail)).toMatchObject({
      actor_email: STAFF.email,
      target_email: "lee@example.com",
      reason: "Support ticket 4711: cannot see her course",
    });
    // A new session: the staff's own cookie is replaced, its row kept.
    expect(staff.cookies.get("__session")).not.toBe(staffSessionCookie);
    const sessionRow = server.db.prepare("SELECT user_id AS userId, data FROM sessions WHERE id = ?").get(row!.sessionId) as {
      userId: number;
      data: string;
    };
    expect(sessionRow.userId).toBe(learner.id);
    expect(JSON.parse(sessionRow.data)).toMatchObject({ userId: learner.id, impersonatorUserId: staffId, impersonationId: row!.id });

    expect(await whoAmI(staff)).toBe("lee@example.com");
    for (const path of ["/explore", "/learn/home", "/account/billing", "/refer-a-friend"]) {
      const page = await staff.get(path);
      expect(page.status, path).toBe(200);
      const html = await page.text();
      expect(visibleText(html), path).toContain(BANNER("Lee Learner", "lee@example.com"));
      expect(html, path).toContain('action="/api/user/impersonate"');
      expect(visibleText(html), path).toContain("Stop impersonating");
      // No staff powers in the learner's name.
      expect(visibleText(html), path).not.toContain("Outbox");
    }
    expect((await staff.get("/staff/outbox")).status).toBe(404);
    expect((await staff.get("/staff/impersonate")).status).toBe(404);
    // The learner's own session is theirs, without a banner.
    expect(await whoAmI(learner.client)).toBe("lee@example.com");
    expect(visibleText(await (await learner.client.get("/explore")).text())).not.toContain("You are viewing Codelift as");

    // Refused while impersonating: 403 with one sentence, nothing written.
    const version = () => server.db.pragma("data_version", { simple: true }) as number;
    sessionsJustSeen(server.db);
    const before = version();
    const refusals: [string, () => Promise<Response>][] = [
      ["add a card", () => staff.postJson("/api/braintree/add-payment-method", { payment_method_nonce: "fake-valid-nonce" })],
      ["make a card primary", () => staff.postJson("/api/stripe/update-default-method", { payment_method_id: "1" })],
      ["a backup card", () => staff.postJson("/api/secondary-payment-method", { payment_method_id: "1" })],
      ["delete a card", () => staff.fetch("/api/braintree/payment-method/1", { method: "DELETE" })],
      ["retry a renewal", () => staff.postJson("/api/retry-renewal-payment", { subscription_id: "1" }, "PUT")],
      ["checkout", () => staff.postForm("/checkout/subscription-buy?plan=300-12-6000", { plan: "300-12-6000", attempt_id: "a-1" })],
      ["billing page", () => staff.postForm("/account/billing", { intent: "primary", method_id: "1" })],
      ["forgot password", () => staff.postJson("/api/user/forgot-password", { email: "lee@example.com" })],
      [
        "reset password",
        () => staff.postJson("/api/user/reset-password", { reset_token: "x", new_password: "new-pass-123", new_password_confirm: "new-pass-123" }),
      ],
      [
        "reset password page",
        () => staff.postForm("/reset-password/some-token", { new_password: "new-pass-123", new_password_confirm: "new-pass-123" }),
      ],
      ["forgot password page", () => staff.postForm("/forgot-password", { email: "lee@example.com" })],
    ];
    for (const [what, send] of refusals) {
      const res = await send();
      expect(res.status, what).toBe(403);
      const text = await res.text();
      expect(text.startsWith("{") ? JSON.parse(text) : visibleText(text), what).toEqual(
        text.startsWith("{") ? { errorText: REFUSAL } : expect.stringContaining(REFUSAL),
      );
    }
    expect(version(), "a refused change wrote nothing").toBe(before);
    // Starting another while impersonating is refused too.
    const again = await staff.postJson("/api/user/impersonate", { email: "lee@example.com", reason: "a second one" });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ errorText: "You are already impersonating someone. Stop impersonating first." });

    // Stop with the banner's form (no JavaScript).
    const stop = await staff.postForm("/api/user/impersonate", { stop: "1" });
    expect(stop.status).toBe(302);
    expect(stop.headers.get("location")).toBe("/staff/impersonate");
    expect(staff.cookies.get("__session")).toBe(staffSessionCookie);
    expect(await whoAmI(staff)).toBe(STAFF.email);
    const after = visibleText(await (await staff.get("/staff/impersonate")).text());
    expect(after).toContain("You stopped impersonating. You are back in your own account.");
    expect(after).not.toContain("You are viewing Codelift as");
    expect(after).toContain("Support ticket 4711: cannot see her course");
    expect(impersonations()[0]!.endedAt).not.toBeNull();
    expect(server.db.prepare("SELECT count(*) AS n FROM sessions WHERE id = ?").get(row!.sessionId)).toEqual({ n: 0 });
    const stopped = audit("impersonation.stop");
    expect(stopped).toHaveLength(1);
    expect(stopped[0]!.actor).toBe(staffId);
    expect(JSON.parse(stopped[0]!.detail)).toMatchObject({ impersonation_id: row!.id, target_user_id: learner.id });
    // The learner was never logged out.
    expect(await whoAmI(learner.client)).toBe("lee@example.com");
  });

  it("from the staff page without JavaScript, with the form's errors; DELETE stops it (JSON)", async () => {
    const staff = await staffClient();
    const page = await staff.get("/staff/impersonate");
    expect(page.status).toBe(200);
    expect(visibleText(await page.text())).toContain("Impersonate a learner");
    const missing = await staff.postForm("/staff/impersonate", { email: "lee@example.com", reason: "" });
    expect(missing.status).toBe(400);
    expect(visibleText(await missing.text())).toContain("Say why you need to impersonate this learner");
    const res = await staff.postForm("/staff/impersonate", { email: "", user_id: String(learner.id), reason: "Checking the billing page for her" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/learn/home");
    const home = visibleText(await (await staff.get("/learn/home")).text());
    expect(home).toContain(BANNER("Lee Learner", "lee@example.com"));
    expect(home).toContain("You are now viewing Codelift as Lee Learner.");
    const stop = await staff.fetch("/api/user/impersonate", { method: "DELETE", headers: { Accept: "application/json" } });
    expect(stop.status).toBe(200);
    expect(await stop.json()).toEqual({ impersonating: false, restored: true, email: STAFF.email });
    expect(await whoAmI(staff)).toBe(STAFF.email);
    expect(impersonations().every((r) => r.endedAt !== null)).toBe(true);
    expect(audit("impersonation.stop")).toHaveLength(2);
  });

  it("ends when the staff logs out while impersonating: the end is recorded, nobody stays logged in", async () => {
    const staff = await staffClient();
    expect((await staff.postJson("/api/user/impersonate", { email: "lee@example.com", reason: "Logout check" })).status).toBe(200);
    const stopsBefore = audit("impersonation.stop").length;
    const out = await staff.postForm("/logout", {});
    expect(out.status).toBe(302);
    expect(impersonations().at(-1)!.endedAt).not.toBeNull();
    expect(audit("impersonation.stop")).toHaveLength(stopsBefore + 1);
    expect(await whoAmI(staff)).toBe(401);
    expect(await whoAmI(learner.client)).toBe("lee@example.com");
  });

  it("ends everything when the staff's own session was revoked meanwhile", async () => {
    const staff = await staffClient();
    expect((await staff.postJson("/api/user/impersonate", { email: "lee@example.com", reason: "Revocation check" })).status).toBe(200);
    // A password reset or "log out everywhere" deletes the staff's sessions (not the learner's).
    server.db.prepare("DELETE FROM sessions WHERE user_id = ?").run(userId(STAFF.email));
    const stop = await staff.postForm("/api/user/impersonate", { stop: "1" });
    expect(stop.status).toBe(302);
    expect(stop.headers.get("location")).toBe("/login");
    expect(await whoAmI(staff)).toBe(401);
    expect(visibleText(await (await staff.get("/login")).text())).toContain("Your own session has ended meanwhile: please log in again.");
    expect(impersonations().at(-1)!.endedAt).not.toBeNull();
    expect(await whoAmI(learner.client)).toBe("lee@example.com");
  });
});
