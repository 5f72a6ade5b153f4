// Organizations, the staff side: look-ups by slug and by single sign-on domain, creating an
// organization with its subscription, adding members (taking a free seat atomically), roles and
// seat counts. The queries the organization pages read are in organization.server.ts.
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { getDb, schema, type Db } from "../../db/client";
import type { AdminLevel, EnterpriseRole } from "~/engine/organizations";
import { isLiveSubscription, type Organization, type OrganizationMemberRow, type OrganizationSubscriptionRow } from "./organization.server";

export async function getOrganizationBySlug(slug: string, db: Db = getDb()): Promise<Organization | null> {
  const o = schema.organizations;
  return (await db.select().from(o).where(eq(o.slug, slug.trim().toLowerCase())).limit(1))[0] ?? null;
}

/** An organization by its id ("12") or its slug ("acme-team"). */
export async function findOrganizationByRef(ref: string, db: Db = getDb()): Promise<Organization | null> {
  const o = schema.organizations;
  const trimmed = ref.trim();
  if (/^\d+$/.test(trimmed))
    return (
      (
        await db
          .select()
          .from(o)
          .where(eq(o.id, Number(trimmed)))
          .limit(1)
      )[0] ?? null
    );
  return getOrganizationBySlug(trimmed, db);
}

/** Single sign-on is configured when the issuer, the client id and the e-mail domain are all set. */
export function hasSso(org: Pick<Organization, "ssoIssuer" | "ssoClientId" | "ssoEmailDomain">): boolean {
  return !!(org.ssoIssuer && org.ssoClientId && org.ssoEmailDomain);
}

/** The organization whose single sign-on covers this e-mail domain (lower case), or null. */
export async function findSsoOrganizationByDomain(domain: string, db: Db = getDb()): Promise<Organization | null> {
  const o = schema.organizations;
  const rows = await db
    .select()
    .from(o)
    .where(and(sql`lower(${o.ssoEmailDomain}) = ${domain.trim().toLowerCase()}`, isNotNull(o.ssoIssuer), isNotNull(o.ssoClientId)))
    .orderBy(asc(o.id))
    .limit(1);
  return rows[0] ?? null;
}

export interface OrganizationSummary extends Organization {
  members: number;
  seats: number;
  seatsUsed: number;
}

/** Every organization with its member count and its live seats (held / bought). */
export async function listOrganizationSummaries(now: Date = new Date(), db: Db = getDb()): Promise<OrganizationSummary[]> {
  const orgs = await db.select().from(schema.organizations).orderBy(asc(schema.organizations.id));
  const out: OrganizationSummary[] = [];
  for (const org of orgs) {
    const m = schema.organizationMembers;
    const members = Number(
      (
        await db
          .select({ n: sql<number>`count(*)` })
          .from(m)
          .where(eq(m.organizationId, org.id))
      )[0]?.n ?? 0,
    );
    const subs = await db.select().from(schema.organizationSubscriptions).where(eq(schema.organizationSubscriptions.organizationId, org.id));
    const live = subs.filter((s) => isLiveSubscription(s, now));
    const liveIds = new Set(live.map((s) => s.id));
    const held = await db
      .select({ sub: m.subscriptionId })
      .from(m)
      .where(and(eq(m.organizationId, org.id), isNotNull(m.subscriptionId)));
    out.push({ ...org, members, seats: live.reduce((n, s) => n + s.seats, 0), seatsUsed: held.filter((h) => liveIds.has(h.sub!)).length });
  }
  return out;
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
export function createOrganization(
  input: NewOrganization,
  now: Date = new Date(),
  db: Db = getDb(),
): { organization: Organization; subscription: OrganizationSubscriptionRow } | null {
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + input.months);
  return db.transaction(
    (tx) => {
      const organization = tx
        .insert(schema.organizations)
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
        .returning()
        .get();
      if (!organization) return null;
      const subscription = tx
        .insert(schema.organizationSubscriptions)
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
        .returning()
        .get();
      return { organization, subscription };
    },
    { behavior: "immediate" },
  );
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

/** The first live subscription of the organization with a seat nobody holds (inside a transaction). */
function freeSeatIn(tx: Db, organizationId: number, now: Date): number | null {
  const s = schema.organizationSubscriptions;
  const m = schema.organizationMembers;
  const subs = tx.select().from(s).where(eq(s.organizationId, organizationId)).orderBy(asc(s.id)).all();
  for (const sub of subs) {
    if (!isLiveSubscription(sub, now)) continue;
    const used = Number(
      tx
        .select({ n: sql<number>`count(*)` })
        .from(m)
        .where(eq(m.subscriptionId, sub.id))
        .get()?.n ?? 0,
    );
    if (used < sub.seats) return sub.id;
  }
  return null;
}

export type AddMemberResult =
  | { ok: true; member: OrganizationMemberRow }
  | { ok: false; reason: "already-member"; member: OrganizationMemberRow }
  | { ok: false; reason: "no-free-seat" };

/**
 * Adds a user to an organization. `seat`: "required" takes a free seat or refuses, "if-free"
 * takes one when there is one, "none" adds without a seat. The seat count is checked in the
 * same immediate transaction as the insert, so two joins never take the last seat twice.
 */
export function addMember(
  input: {
    organizationId: number;
    userId: number;
    role: EnterpriseRole;
    adminLevel?: AdminLevel | null;
    seat: "required" | "if-free" | "none";
    teamId?: number | null;
  },
  now: Date = new Date(),
  db: Db = getDb(),
): AddMemberResult {
  const m = schema.organizationMembers;
  return db.transaction(
    (tx) => {
      const existing = tx
        .select()
        .from(m)
        .where(and(eq(m.organizationId, input.organizationId), eq(m.userId, input.userId)))
        .get();
      if (existing) return { ok: false as const, reason: "already-member" as const, member: existing };
      const seat = input.seat === "none" ? null : freeSeatIn(tx as unknown as Db, input.organizationId, now);
      if (input.seat === "required" && seat === null) return { ok: false as const, reason: "no-free-seat" as const };
      const member = tx
        .insert(m)
        .values({
          organizationId: input.organizationId,
          userId: input.userId,
          ...roleColumns(input.role, input.adminLevel),
          subscriptionId: seat,
          teamId: input.teamId ?? null,
        })
        .returning()
        .get();
      return { ok: true as const, member };
    },
    { behavior: "immediate" },
  );
}

/** Changes a member's role; null when the user is not a member. */
export function setMemberRole(
  organizationId: number,
  userId: number,
  role: EnterpriseRole,
  adminLevel?: AdminLevel | null,
  db: Db = getDb(),
): OrganizationMemberRow | null {
  const m = schema.organizationMembers;
  return db.transaction(
    (tx) =>
      tx
        .update(m)
        .set(roleColumns(role, adminLevel))
        .where(and(eq(m.organizationId, organizationId), eq(m.userId, userId)))
        .returning()
        .get() ?? null,
    { behavior: "immediate" },
  );
}

export type SetSeatsResult = { ok: true; subscription: OrganizationSubscriptionRow; used: number } | { ok: false; used: number };

/** Sets a subscription's seat count; refused below the seats already held. */
export function setSubscriptionSeats(subscriptionId: number, seats: number, db: Db = getDb()): SetSeatsResult {
  const s = schema.organizationSubscriptions;
  const m = schema.organizationMembers;
  return db.transaction(
    (tx) => {
      const used = Number(
        tx
          .select({ n: sql<number>`count(*)` })
          .from(m)
          .where(eq(m.subscriptionId, subscriptionId))
          .get()?.n ?? 0,
      );
      if (seats < used) return { ok: false as const, used };
      const subscription = tx.update(s).set({ seats }).where(eq(s.id, subscriptionId)).returning().get()!;
      return { ok: true as const, subscription, used };
    },
    { behavior: "immediate" },
  );
}

/**
 * An unverified account the identity provider vouches for: verified from now on. Whatever was set
 * before the address was proven (someone could have registered it first) goes, so nobody who
 * pre-registered the address keeps a way in or a say: the password is replaced, and the TOTP
 * secret (also a pending one), codes by e-mail, recovery codes, sign-in challenges and sessions of
 * the account are removed, in one transaction.
 */
export function claimAccountThroughSso(userId: number, replacementPasswordHash: string, db: Db = getDb()): void {
  db.transaction(
    (tx) => {
      tx.update(schema.users)
        .set({
          verified: true,
          passwordHash: replacementPasswordHash,
          totpSecret: null,
          totpPendingSecret: null,
          totpLastStep: null,
          twoFactorEmail: false,
        })
        .where(eq(schema.users.id, userId))
        .run();
      tx.delete(schema.recoveryCodes).where(eq(schema.recoveryCodes.userId, userId)).run();
      tx.delete(schema.twoFactorChallenges).where(eq(schema.twoFactorChallenges.userId, userId)).run();
      tx.delete(schema.sessions).where(eq(schema.sessions.userId, userId)).run();
    },
    { behavior: "immediate" },
  );
}
