// The rules of accounts, sessions and organizations that must hold under concurrent requests, on
// both engines (a migrated SQLite file, then a PostgreSQL database), in-process against the model
// functions: sign-in and mail rate limits let exactly the limit through, seats are never overbooked,
// the last admin stays, a session is revoked once and an invitation accepted once. The other reads
// and writes of these models run once on each engine too, so SQL that only one engine accepts
// fails here.
import { sql } from "drizzle-orm";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentConnection, exec, rows, run } from "../../db/access";
import { closeConnection, migrateConnection } from "../../db/connection";
import {
  changePassword,
  listSessions,
  revokeOtherSessions,
  revokeSession,
  sessionHandle,
  applyEmailChange,
  anonymiseAccount,
} from "../../app/models/account.server";
import { countOutboxMessages, insertOutboxMessage, listOutboxMessages } from "../../app/models/outbox.server";
import { deleteAnalyticsEventsBefore, insertAnalyticsEvents, listAnalyticsEvents } from "../../app/models/analytics.server";
import { listRecentImpersonations, recordImpersonationStart, recordImpersonationStop } from "../../app/models/impersonation.server";
import {
  getStoredActiveOrganizationId,
  listContentRules,
  listMembers,
  listMembershipFacts,
  listPendingInvitations,
  seatsUsedBySubscription,
  usersByIds,
} from "../../app/models/organization.server";
import {
  addMember,
  createOrganization,
  findOrganizationByRef,
  findSsoOrganizationByDomain,
  listOrganizationSummaries,
  setSubscriptionSeats,
} from "../../app/models/organizationAdmin.server";
import {
  acceptInvitationFor,
  assignMemberSeat,
  changeMemberRole,
  createInvitation,
  hasAcceptedEnterpriseTrialRequest,
  listHeaderOrganizations,
  organizationsOnlyAdminOf,
  removeOrganizationMember,
  storeActiveOrganization,
} from "../../app/models/organizationMembers.server";
import { bestCoachScoresByUser, lessonTotalsByUser, onboardingCounts } from "../../app/models/organizationProgress.server";
import { consumeRateLimit, isRateLimited, refundRateLimit } from "../../app/models/rateLimit.server";
import { deleteSession, findSession, insertSession } from "../../app/models/session.server";
import { recordStaffAction } from "../../app/models/staffAudit.server";
import {
  claimTotpStep,
  consumeEmailCode,
  countChallengeAttempt,
  createChallenge,
  enableTotp,
  findLiveChallenge,
  setPendingTotpSecret,
  unusedRecoveryCodeCount,
  useRecoveryCode,
} from "../../app/models/twoFactor.server";
import {
  createUser,
  findUserByEmail,
  getUserById,
  issueToken,
  recordEmailCapture,
  resetPasswordWithToken,
  verifyEmailWithToken,
  verifyLogin,
  type User,
} from "../../app/models/user.server";
import { createTestPostgres, type TestPostgres } from "./helpers/postgres";

const CONCURRENT = 25;
let dir: string;
let pgdb: TestPostgres;
const urls = {} as Record<"sqlite" | "postgres", string>;
const saved = process.env.DATABASE_URL;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "codelift-people-races-"));
  urls.sqlite = path.join(dir, "codelift.db");
  pgdb = await createTestPostgres();
  urls.postgres = pgdb.url;
  for (const url of Object.values(urls)) await migrateConnection(currentConnection(url));
}, 120_000);

afterAll(async () => {
  process.env.DATABASE_URL = saved;
  for (const url of Object.values(urls)) await closeConnection(currentConnection(url));
  await pgdb?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const unique = () => crypto.randomBytes(5).toString("hex");
/** A user made directly (no password hashing: these tests never log in with it, except where said). */
async function person(name = "Pat"): Promise<User> {
  const email = `${name.toLowerCase()}-${unique()}@example.com`;
  const [row] = await run(async (db, t) =>
    db.insert(t.users).values({ email, fullName: name, passwordHash: "!none", verified: true }).returning({ id: t.users.id }),
  );
  return (await getUserById(Number(row!.id)))!;
}

async function organization(seats: number) {
  const slug = `org-${unique()}`;
  const created = await createOrganization({
    name: `Org ${slug}`,
    slug,
    kind: "enterprise",
    planCode: "500-12-6000",
    planType: 500,
    subType: 1,
    seats,
    months: 12,
    sso: { issuer: "https://id.example.com", clientId: "client", clientSecret: "secret", emailDomain: `${slug}.example.com` },
  });
  return created!;
}

describe.each(["sqlite", "postgres"] as const)("accounts and organizations on %s", (engine) => {
  beforeAll(() => {
    process.env.DATABASE_URL = urls[engine];
  });

  it(`lets exactly the limit of ${CONCURRENT} sign-in attempts at once through, per key`, async () => {
    process.env.DATABASE_URL = urls[engine];
    const rule = { bucket: "login", limit: 5, windowMs: 15 * 60_000 };
    const key = `email:${unique()}@example.com`;
    const now = Date.now();
    const results = await Promise.all(Array.from({ length: CONCURRENT }, () => consumeRateLimit(rule, key, now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.filter((r) => !r.allowed).every((r) => r.retryAfterMs >= 1000 && r.hitId === null)).toBe(true);
    expect(await isRateLimited(rule, key, now)).toBe(true);
    // Another key has its own allowance; a refund gives one attempt back.
    expect((await consumeRateLimit(rule, `${key}-other`, now)).allowed).toBe(true);
    await refundRateLimit(results.find((r) => r.allowed)!.hitId);
    expect(await isRateLimited(rule, key, now)).toBe(false);
  });

  it("lets exactly the mail limit through when mails are asked for at once, and again after the window", async () => {
    process.env.DATABASE_URL = urls[engine];
    const rule = { bucket: "student-mail", limit: 3, windowMs: 3600_000 };
    const key = String(1000 + Math.floor(Math.random() * 1e6));
    const now = Date.now();
    const first = await Promise.all(Array.from({ length: CONCURRENT }, () => consumeRateLimit(rule, key, now)));
    expect(first.filter((r) => r.allowed)).toHaveLength(3);
    const later = await Promise.all(Array.from({ length: CONCURRENT }, () => consumeRateLimit(rule, key, now + rule.windowMs + 1)));
    expect(later.filter((r) => r.allowed)).toHaveLength(3);
  });

  it("never gives more seats than a subscription has when people join at once", async () => {
    process.env.DATABASE_URL = urls[engine];
    const { organization: org, subscription } = await organization(3);
    const people = await Promise.all(Array.from({ length: 8 }, (_, i) => person(`Seat${i}`)));
    const joined = await Promise.all(people.map((p) => addMember({ organizationId: org.id, userId: p.id, role: "Member", seat: "required" })));
    expect(joined.filter((j) => j.ok)).toHaveLength(3);
    expect(joined.filter((j) => !j.ok && j.reason === "no-free-seat")).toHaveLength(5);
    expect((await seatsUsedBySubscription(org.id)).get(subscription.id)).toBe(3);
    // Seats assigned by admins at once to members without one: still never over.
    const without = people.filter((_p, i) => !joined[i]!.ok);
    await Promise.all(without.map((p) => addMember({ organizationId: org.id, userId: p.id, role: "Member", seat: "none" })));
    expect((await setSubscriptionSeats(subscription.id, 5)).ok).toBe(true);
    const assigned = await Promise.all(without.map((p) => assignMemberSeat(org.id, p.id, subscription.id)));
    expect(assigned.filter((a) => a.ok)).toHaveLength(2);
    expect(assigned.filter((a) => !a.ok && a.reason === "seatsFull")).toHaveLength(3);
    expect((await seatsUsedBySubscription(org.id)).get(subscription.id)).toBe(5);
    expect(await setSubscriptionSeats(subscription.id, 4)).toEqual({ ok: false, used: 5 });
  });

  it("keeps the last admin when two admins demote or remove each other at once", async () => {
    process.env.DATABASE_URL = urls[engine];
    const { organization: org } = await organization(5);
    const [a, b] = [await person("AdminA"), await person("AdminB")];
    for (const p of [a, b]) expect((await addMember({ organizationId: org.id, userId: p.id, role: "Admin", seat: "none" })).ok).toBe(true);
    const member = (role: "Member") => () => ({
      role,
      isAdmin: false,
      adminLevel: null,
      isManager: false,
      isMentor: false,
      isMentee: false,
      isUserTeamManager: false,
      isOnboardingSubscriptionManager: false,
    });
    const results = await Promise.all([changeMemberRole(org.id, a.id, member("Member")), removeOrganizationMember(org.id, b.id)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "lastAdmin")).toHaveLength(1);
    expect((await listMembers(org.id)).filter((m) => m.isAdmin)).toHaveLength(1);
  });

  it("revokes a session once when the same revocation arrives many times at once", async () => {
    process.env.DATABASE_URL = urls[engine];
    const user = await person("Sessions");
    const ids = Array.from({ length: 3 }, () => crypto.randomBytes(24).toString("base64url"));
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    for (const id of ids)
      await insertSession({ id, userId: user.id, data: JSON.stringify({ userId: user.id }), expiresAt, lastSeenAt: Date.now(), userAgent: "test" });
    expect((await listSessions(user.id, ids[0])).map((s) => s.current)).toEqual([true, false, false]);
    const revoked = await Promise.all(Array.from({ length: CONCURRENT }, () => revokeSession(user.id, sessionHandle(ids[1]!))));
    expect(revoked.filter(Boolean)).toHaveLength(1);
    expect(await findSession(ids[1]!)).toBeUndefined();
    // Another user cannot revoke it by its handle.
    const other = await person("Other");
    expect(await revokeSession(other.id, sessionHandle(ids[2]!))).toBe(false);
    expect(await revokeOtherSessions(user.id, ids[0])).toBe(1);
    expect((await findSession(ids[0]!))?.userId).toBe(user.id);
    await changePassword(user.id, "!new", undefined);
    expect(await findSession(ids[0]!)).toBeUndefined();
    await deleteSession(ids[0]!);
  });

  it("accepts an invitation once when it is accepted many times at once, and takes its seat", async () => {
    process.env.DATABASE_URL = urls[engine];
    const { organization: org, subscription } = await organization(2);
    const admin = await person("Inviter");
    const invitee = await person("Invitee");
    const tokenHash = crypto.randomBytes(16).toString("hex");
    const input = {
      organizationId: org.id,
      email: invitee.email.toUpperCase(),
      role: "Member" as const,
      subscriptionId: subscription.id,
      teamId: null,
      tokenHash,
      invitedByUserId: admin.id,
      expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    };
    expect((await createInvitation(input)).ok).toBe(true);
    expect(await listPendingInvitations(org.id)).toHaveLength(1);
    const results = await Promise.all(Array.from({ length: CONCURRENT }, () => acceptInvitationFor(invitee, tokenHash)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "used")).toHaveLength(CONCURRENT - 1);
    const ok = results.find((r) => r.ok)!;
    expect(ok).toMatchObject({ ok: true, organizationId: org.id, seated: true, subscriptionId: subscription.id });
    expect((await listMembers(org.id)).map((m) => m.userId)).toEqual([invitee.id]);
    expect(await listPendingInvitations(org.id)).toHaveLength(0);
    expect(await createInvitation({ ...input, tokenHash: `${tokenHash}x` })).toEqual({ ok: false, reason: "alreadyMember" });
    expect(await acceptInvitationFor({ ...invitee, email: "someone@else.example" }, tokenHash)).toMatchObject({ ok: false, reason: "used" });
  });

  it("reads an organization's memberships, header, summaries and progress", async () => {
    process.env.DATABASE_URL = urls[engine];
    const { organization: org, subscription } = await organization(4);
    const alone = await person("Alone");
    const admin = await person("Boss Admin");
    const member = await person("Member");
    expect((await addMember({ organizationId: org.id, userId: admin.id, role: "Admin", seat: "required" })).ok).toBe(true);
    expect((await addMember({ organizationId: org.id, userId: member.id, role: "Member", seat: "none" })).ok).toBe(true);
    const [facts] = await listMembershipFacts(admin.id);
    expect(facts).toMatchObject({ organization_id: org.id, is_admin: true, is_subscriber: true, seat_status: "active", role: "Admin" });
    expect(facts!.subscriptions).toEqual([
      expect.objectContaining({ subscription_id: subscription.id, can_add_seats: true, seats: 4, status: "active", teams: [] }),
    ]);
    expect(facts!.included_courses).toEqual([]);
    expect(await listMembershipFacts(alone.id)).toEqual([]);
    expect(await listHeaderOrganizations(admin.id)).toEqual([
      expect.objectContaining({ id: org.id, isAdmin: true, hasSubscriptions: true, stored: null }),
    ]);
    expect(await storeActiveOrganization(admin.id, org.id)).toBe(org.name);
    expect(await storeActiveOrganization(admin.id, org.id)).toBe(org.name);
    expect(await storeActiveOrganization(alone.id, org.id)).toBeNull();
    expect(await getStoredActiveOrganizationId(admin.id)).toBe(org.id);
    expect(await organizationsOnlyAdminOf(admin.id)).toEqual([{ id: org.id, name: org.name }]);
    expect(await organizationsOnlyAdminOf(member.id)).toEqual([]);
    const summary = (await listOrganizationSummaries()).find((o) => o.id === org.id)!;
    expect(summary).toMatchObject({ members: 2, seats: 4, seatsUsed: 1 });
    expect((await findOrganizationByRef(String(org.id)))?.slug).toBe(org.slug);
    expect((await findOrganizationByRef(` ${org.slug.toUpperCase()} `))?.id).toBe(org.id);
    expect(await findOrganizationByRef("99999999999999999999")).toBeNull();
    expect((await findSsoOrganizationByDomain(`${org.slug.toUpperCase()}.example.com`))?.id).toBe(org.id);
    expect(await listContentRules(org.id)).toEqual([]);
    expect((await usersByIds([member.id])).get(member.id)?.fullName).toBe("Member");
    expect(await lessonTotalsByUser([admin.id, member.id])).toEqual([]);
    expect(await bestCoachScoresByUser([admin.id])).toEqual([]);
    expect(await onboardingCounts(admin.id)).toEqual({ track: false, done: 0, graded: 0 });
    expect(await hasAcceptedEnterpriseTrialRequest(admin.id)).toBe(false);
  });

  it("runs the account, token, two-factor, impersonation, analytics and outbox models", async () => {
    process.env.DATABASE_URL = urls[engine];
    const email = `Real-${unique()}@Example.com`;
    const user = await createUser({ email, fullName: " Real Person ", password: "a long password 2026" });
    expect(user).toMatchObject({ email: email.toLowerCase(), fullName: "Real Person", verified: false });
    expect((await verifyLogin(email, "a long password 2026"))?.id).toBe(user.id);
    expect(await verifyLogin(email, "wrong")).toBeNull();
    expect((await findUserByEmail(` ${email.toUpperCase()} `))?.id).toBe(user.id);

    const verify = await issueToken(user.id, "verify");
    const verified = await Promise.all([verifyEmailWithToken(verify), verifyEmailWithToken(verify)]);
    expect(verified.filter((u) => u?.verified)).toHaveLength(1);
    const reset1 = await issueToken(user.id, "reset");
    const reset2 = await issueToken(user.id, "reset");
    expect(await resetPasswordWithToken(reset1, "another password 2026")).toBeNull();
    expect((await resetPasswordWithToken(reset2, "another password 2026"))?.id).toBe(user.id);

    const newEmail = `new-${unique()}@example.com`;
    const change = await issueToken(user.id, "email-change", new Date(), newEmail);
    expect(await applyEmailChange(change)).toMatchObject({ ok: true, oldEmail: email.toLowerCase() });
    expect(await applyEmailChange(change)).toEqual({ ok: false, reason: "invalid" });
    await recordEmailCapture(newEmail, "footer", "/");
    await recordEmailCapture(newEmail.toUpperCase(), "footer", "/");
    expect((await rows(sql`SELECT email FROM email_captures WHERE email = ${newEmail}`)).length).toBe(1);

    await setPendingTotpSecret(user.id, "SECRET");
    expect(await enableTotp(user.id, "SECRET", 100, ["h1", "h2"])).toBe(true);
    expect(await enableTotp(user.id, "SECRET", 100, ["h1", "h2"])).toBe(false);
    const steps = await Promise.all(Array.from({ length: 10 }, () => claimTotpStep(user.id, 101)));
    expect(steps.filter(Boolean)).toHaveLength(1);
    const codes = await Promise.all(Array.from({ length: 10 }, () => useRecoveryCode(user.id, "h1")));
    expect(codes.filter(Boolean)).toHaveLength(1);
    expect(await unusedRecoveryCodeCount(user.id)).toBe(1);
    const soon = new Date(Date.now() + 600_000).toISOString();
    const challenge = await createChallenge({
      tokenHash: `t-${unique()}`,
      userId: user.id,
      expiresAt: soon,
      emailCodeHash: "c1",
      emailCodeExpiresAt: soon,
    });
    expect((await findLiveChallenge(challenge.tokenHash))?.id).toBe(challenge.id);
    expect(await countChallengeAttempt(challenge.id)).toBe(1);
    expect(await countChallengeAttempt(-1)).toBe(Number.POSITIVE_INFINITY);
    const taken = await Promise.all(Array.from({ length: 10 }, () => consumeEmailCode(user.id, "c1")));
    expect(taken.filter((t) => t === "ok")).toHaveLength(1);

    const staff = await person("Staff");
    const started = await recordImpersonationStart({ staff, target: user, reason: "support" });
    const stops = await Promise.all([recordImpersonationStop(started.id, staff), recordImpersonationStop(started.id, staff)]);
    expect(stops.filter(Boolean)).toHaveLength(1);
    expect((await listRecentImpersonations(5))[0]).toMatchObject({ id: started.id, staffEmail: staff.email, targetEmail: newEmail });
    await recordStaffAction(staff, "outbox.view", { shown: 1 });
    const audit = await rows<{ action: string }>(sql`SELECT action FROM staff_audit_log WHERE actor_user_id = ${staff.id} ORDER BY id`);
    expect(audit.map((a) => a.action)).toEqual(["impersonation.start", "impersonation.stop", "outbox.view"]);

    const day = new Date().toISOString().slice(0, 10);
    expect(
      await insertAnalyticsEvents([{ name: "login", userId: user.id, userKind: "B2C_USER", userLabel: "x", props: "{}", source: "server" }]),
    ).toBe(1);
    expect((await listAnalyticsEvents(day, day)).some((e) => e.userId === user.id)).toBe(true);
    expect(await deleteAnalyticsEventsBefore(new Date(Date.now() + 60_000).toISOString(), 1)).toBeGreaterThanOrEqual(1);

    const before = await countOutboxMessages();
    const id = await insertOutboxMessage({ to: user.email, subject: "Hi", text: "Hello", kind: "verify", status: "kept", error: null });
    expect(await countOutboxMessages()).toBe(before + 1);
    expect((await listOutboxMessages(1, "kept"))[0]?.id).toBe(id);

    await anonymiseAccount(user.id);
    expect(await getUserById(user.id)).toMatchObject({ fullName: "Deleted user", totpSecret: null, verified: false });
    expect(await exec(sql`DELETE FROM rate_limit_hits WHERE key = ${"nothing"}`)).toBe(0);
  }, 60_000);
});
