// Organizations, the staff side: look-ups by slug and by single sign-on domain, creating an
// organization with its subscription, adding members (taking a free seat atomically), roles and
// seat counts. The queries the organization pages read are in organization.server.ts.
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { run, transaction } from "../../db/access";
import type { AdminLevel, EnterpriseRole } from "~/engine/organizations";
import { isLiveSubscription, type Organization, type OrganizationMemberRow, type OrganizationSubscriptionRow } from "./organization.server";
import { lockOrganization } from "./organizationMembers.server";

export async function getOrganizationBySlug(slug: string): Promise<Organization | null> {
  return run(
    async (db, t) => (await db.select().from(t.organizations).where(eq(t.organizations.slug, slug.trim().toLowerCase())).limit(1))[0] ?? null,
  );
}

/** An organization by its id ("12") or its slug ("acme-team"). */
export async function findOrganizationByRef(ref: string): Promise<Organization | null> {
  const trimmed = ref.trim();
  if (/^\d+$/.test(trimmed)) {
    const id = Number(trimmed);
    if (!Number.isSafeInteger(id)) return null;
    return run(async (db, t) => (await db.select().from(t.organizations).where(eq(t.organizations.id, id)).limit(1))[0] ?? null);
  }
  return getOrganizationBySlug(trimmed);
}

/** Single sign-on is configured when the issuer, the client id and the e-mail domain are all set. */
export function hasSso(org: Pick<Organization, "ssoIssuer" | "ssoClientId" | "ssoEmailDomain">): boolean {
  return !!(org.ssoIssuer && org.ssoClientId && org.ssoEmailDomain);
}

/** The organization whose single sign-on covers this e-mail domain (lower case), or null. */
export async function findSsoOrganizationByDomain(domain: string): Promise<Organization | null> {
  return run(async (db, t) => {
    const o = t.organizations;
    const found = await db
      .select()
      .from(o)
      .where(and(sql`lower(${o.ssoEmailDomain}) = ${domain.trim().toLowerCase()}`, isNotNull(o.ssoIssuer), isNotNull(o.ssoClientId)))
      .orderBy(asc(o.id))
      .limit(1);
    return found[0] ?? null;
  });
}

export interface OrganizationSummary extends Organization {
  members: number;
  seats: number;
  seatsUsed: number;
}

/** Every organization with its member count and its live seats (held / bought). */
export async function listOrganizationSummaries(now: Date = new Date()): Promise<OrganizationSummary[]> {
  return run(async (db, t) => {
    const m = t.organizationMembers;
    const orgs = await db.select().from(t.organizations).orderBy(asc(t.organizations.id));
    const out: OrganizationSummary[] = [];
    for (const org of orgs) {
      const members = Number(
        (
          await db
            .select({ n: sql<number>`count(*)` })
            .from(m)
            .where(eq(m.organizationId, org.id))
        )[0]?.n ?? 0,
      );
      const subs = await db.select().from(t.organizationSubscriptions).where(eq(t.organizationSubscriptions.organizationId, org.id));
      const live = subs.filter((s) => isLiveSubscription(s, now));
      const liveIds = new Set(live.map((s) => s.id));
      const held = await db
        .select({ sub: m.subscriptionId })
        .from(m)
        .where(and(eq(m.organizationId, org.id), isNotNull(m.subscriptionId)));
      out.push({ ...org, members, seats: live.reduce((n, s) => n + s.seats, 0), seatsUsed: held.filter((h) => liveIds.has(h.sub!)).length });
    }
    return out;
  });
}

export interface NewOrganization {
  name: string;
  slug: string;
  kind: "team" | "enterprise";
  planCode: string;
  planType: number;
  subType: number;
  seats: number;
  months: number;
  featureFlags?: Record<string, boolean>;
  includeAllCourses?: boolean;
  sso?: { issuer: string; clientId: string; clientSecret: string; emailDomain: string } | null;
}

/** Creates the organization with one active subscription; null when the slug is taken. */
export async function createOrganization(
  input: NewOrganization,
  now: Date = new Date(),
): Promise<{ organization: Organization; subscription: OrganizationSubscriptionRow } | null> {
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + input.months);
  return transaction(async (db, t) => {
    const [organization] = await db
      .insert(t.organizations)
      .values({
        name: input.name,
        slug: input.slug,
        kind: input.kind,
        featureFlags: JSON.stringify(input.featureFlags ?? {}),
        includeAllCourses: input.includeAllCourses ?? false,
        isTeamSku: input.kind === "team",
        ssoIssuer: input.sso?.issuer ?? null,
        ssoClientId: input.sso?.clientId ?? null,
        ssoClientSecret: input.sso?.clientSecret ?? null,
        ssoEmailDomain: input.sso?.emailDomain.toLowerCase() ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!organization) return null;
    const [subscription] = await db
      .insert(t.organizationSubscriptions)
      .values({
        organizationId: organization.id,
        planCode: input.planCode,
        planType: input.planType,
        subType: input.subType,
        seats: input.seats,
        canAddSeats: true,
        status: "active",
        startDate: now.toISOString(),
        expirationDate: end.toISOString(),
      })
      .returning();
    return { organization, subscription: subscription! };
  });
}

/** The flags a role sets on a membership row (docs/product/organizations.md#roles). */
export function roleColumns(role: EnterpriseRole, adminLevel?: AdminLevel | null) {
  return {
    role,
    isAdmin: role === "Admin",
    adminLevel: role === "Admin" ? (adminLevel ?? "super_admin") : null,
    isManager: role === "Manager",
  };
}

/** The first live subscription of the organization with a seat nobody holds (inside a transaction that locked the organization). */
async function freeSeatIn(organizationId: number, now: Date): Promise<number | null> {
  return run(async (db, t) => {
    const s = t.organizationSubscriptions;
    const m = t.organizationMembers;
    const subs = await db.select().from(s).where(eq(s.organizationId, organizationId)).orderBy(asc(s.id));
    for (const sub of subs) {
      if (!isLiveSubscription(sub, now)) continue;
      const used = Number(
        (
          await db
            .select({ n: sql<number>`count(*)` })
            .from(m)
            .where(eq(m.subscriptionId, sub.id))
        )[0]?.n ?? 0,
      );
      if (used < sub.seats) return sub.id;
    }
    return null;
  });
}

export type AddMemberResult =
  | { ok: true; member: OrganizationMemberRow }
  | { ok: false; reason: "already-member"; member: OrganizationMemberRow }
  | { ok: false; reason: "no-free-seat" };

/**
 * Adds a user to an organization. `seat`: "required" takes a free seat or refuses, "if-free"
 * takes one when there is one, "none" adds without a seat. The seat count is checked in the
 * same transaction as the insert, with the organization locked, so two joins never take the last
 * seat twice.
 */
export async function addMember(
  input: {
    organizationId: number;
    userId: number;
    role: EnterpriseRole;
    adminLevel?: AdminLevel | null;
    seat: "required" | "if-free" | "none";
    teamId?: number | null;
  },
  now: Date = new Date(),
): Promise<AddMemberResult> {
  return transaction(async (db, t, forUpdate): Promise<AddMemberResult> => {
    await lockOrganization(input.organizationId, forUpdate);
    const m = t.organizationMembers;
    const [existing] = await db
      .select()
      .from(m)
      .where(and(eq(m.organizationId, input.organizationId), eq(m.userId, input.userId)))
      .limit(1);
    if (existing) return { ok: false, reason: "already-member", member: existing };
    const seat = input.seat === "none" ? null : await freeSeatIn(input.organizationId, now);
    if (input.seat === "required" && seat === null) return { ok: false, reason: "no-free-seat" };
    const [member] = await db
      .insert(m)
      .values({
        organizationId: input.organizationId,
        userId: input.userId,
        ...roleColumns(input.role, input.adminLevel),
        subscriptionId: seat,
        teamId: input.teamId ?? null,
      })
      .returning();
    return { ok: true, member: member! };
  });
}

/** Changes a member's role; null when the user is not a member. */
export async function setMemberRole(
  organizationId: number,
  userId: number,
  role: EnterpriseRole,
  adminLevel?: AdminLevel | null,
): Promise<OrganizationMemberRow | null> {
  return run(async (db, t) => {
    const m = t.organizationMembers;
    const [row] = await db
      .update(m)
      .set(roleColumns(role, adminLevel))
      .where(and(eq(m.organizationId, organizationId), eq(m.userId, userId)))
      .returning();
    return row ?? null;
  });
}

export type SetSeatsResult = { ok: true; subscription: OrganizationSubscriptionRow; used: number } | { ok: false; used: number };

/** Sets a subscription's seat count; refused below the seats already held. */
export async function setSubscriptionSeats(subscriptionId: number, seats: number): Promise<SetSeatsResult> {
  return transaction(async (db, t, forUpdate): Promise<SetSeatsResult> => {
    const s = t.organizationSubscriptions;
    const m = t.organizationMembers;
    const [sub] = await db.select({ organizationId: s.organizationId }).from(s).where(eq(s.id, subscriptionId)).limit(1);
    if (sub) await lockOrganization(sub.organizationId, forUpdate);
    const used = Number(
      (
        await db
          .select({ n: sql<number>`count(*)` })
          .from(m)
          .where(eq(m.subscriptionId, subscriptionId))
      )[0]?.n ?? 0,
    );
    if (seats < used) return { ok: false, used };
    const [subscription] = await db.update(s).set({ seats }).where(eq(s.id, subscriptionId)).returning();
    return { ok: true, subscription: subscription!, used };
  });
}

/**
 * An unverified account the identity provider vouches for: verified from now on. Whatever was set
 * before the address was proven (someone could have registered it first) goes, so nobody who
 * pre-registered the address keeps a way in or a say: the password is replaced, and the TOTP
 * secret (also a pending one), codes by e-mail, recovery codes, sign-in challenges and sessions of
 * the account are removed, in one transaction.
 */
export async function claimAccountThroughSso(userId: number, replacementPasswordHash: string): Promise<void> {
  await transaction(async (db, t) => {
    await db
      .update(t.users)
      .set({
        verified: true,
        passwordHash: replacementPasswordHash,
        totpSecret: null,
        totpPendingSecret: null,
        totpLastStep: null,
        twoFactorEmail: false,
      })
      .where(eq(t.users.id, userId));
    await db.delete(t.recoveryCodes).where(eq(t.recoveryCodes.userId, userId));
    await db.delete(t.twoFactorChallenges).where(eq(t.twoFactorChallenges.userId, userId));
    await db.delete(t.sessions).where(eq(t.sessions.userId, userId));
  });
}
