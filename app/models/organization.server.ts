// Organizations (teams and enterprises): queries only. The rules that read these facts (active
// organization, landing area, content access, seat and team permissions) are the engine's
// (app/engine/organizations.ts, access.ts); the writes with their checks are in
// app/services/organizations/.
import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { currentEngine, run, type Db, type Tables } from "../../db/access";
import type { schema } from "../../db/client";
import { requestMemo } from "../../db/requestMemo";
import { preparedQuery } from "./preparedQueries.server";
import type { OrganizationFeatureFlag } from "~/engine/constants";
import type { CourseRef, OrganizationMembership, OrganizationSubscription } from "~/engine/organizations";
import { canCreatePlans } from "~/engine/learningPlans";

export type Organization = typeof schema.organizations.$inferSelect;
export type OrganizationSubscriptionRow = typeof schema.organizationSubscriptions.$inferSelect;
export type OrganizationTeam = typeof schema.organizationTeams.$inferSelect;
export type OrganizationMemberRow = typeof schema.organizationMembers.$inferSelect;
export type OrganizationInvitation = typeof schema.organizationInvitations.$inferSelect;

/** A subscription's seat counts while it is active or in trial and not past its expiration. */
export function isLiveSubscription(s: { status: string; expirationDate: string }, now: Date): boolean {
  return (s.status === "active" || s.status === "trial") && Date.parse(s.expirationDate) > now.getTime();
}

/** The feature flags column (JSON), read defensively: only booleans survive. */
export function parseFeatureFlags(raw: string | null | undefined): Partial<Record<OrganizationFeatureFlag, boolean>> {
  try {
    const value = JSON.parse(raw ?? "{}");
    if (!value || typeof value !== "object" || Array.isArray(value)) return {};
    const out: Record<string, boolean> = {};
    for (const [k, v] of Object.entries(value)) if (typeof v === "boolean") out[k] = v;
    return out as Partial<Record<OrganizationFeatureFlag, boolean>>;
  } catch {
    return {};
  }
}

function parseStringList(raw: string | null | undefined): string[] {
  try {
    const value = JSON.parse(raw ?? "[]");
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" || typeof v === "number").map(String) : [];
  } catch {
    return [];
  }
}

/** One membership with the fields the user info gives each organization (docs/product/organizations.md#roles). */
export interface MembershipFacts extends OrganizationMembership {
  organization_id: number;
  subscription_id: number | null;
  organization_name: string;
  organization_slug: string;
  organization_kind: string;
  role: string;
  team_id: number | null;
  is_admin: boolean;
  admin_level: string | null;
  is_manager: boolean;
  is_mentor: boolean;
  is_mentee: boolean;
  is_subscriber: boolean;
  is_user_team_manager: boolean;
  is_onboarding_subscription_manager: boolean;
  is_slack_authorized: boolean;
  is_team_sku: boolean;
  can_create_plans: boolean;
  has_any_draft_plan: boolean;
  no_courses_access: boolean;
  is_confluence_integration_enabled: boolean;
  trial_extended: boolean;
  is_self_initiated_trial: boolean;
  trial_expiration_date: string | null;
  /** the seat's subscription status (null without a seat) */
  seat_status: string | null;
  subscriptions: (OrganizationSubscription & {
    subscription_id: number;
    subscription_type: number;
    subscription_sub_type: number | null;
    can_add_seats: boolean;
    status: string;
    seats: number;
    expiration_date: string;
    teams: { id: number; name: string }[];
  })[];
  include_all_courses: boolean;
  included_courses: CourseRef[];
  excluded_courses: CourseRef[];
  included_categories: string[];
  excluded_categories: string[];
  preferred_categories: string[];
  feature_flags: Partial<Record<OrganizationFeatureFlag, boolean>>;
}

interface SubJson {
  id: number;
  plan_type: number;
  sub_type: number | null;
  can_add_seats: number | boolean;
  status: string;
  seats: number;
  expiration_date: string;
  teams: { id: number; name: string }[] | null;
}
interface RuleJson {
  mode: string;
  target: string;
  author_id: number | null;
  work_id: number | null;
  category_slug: string | null;
}

/**
 * Every organization the user belongs to, as the engine's OrganizationMembership with its API fields
 * fields, in one query (subscriptions with their teams, and the content rules, come along as
 * JSON). Ordered by when the user joined, so "the first organization" of docs/product/organizations.md#active-organization is stable.
 */
// The subscriptions (with their teams) and the content rules of the organization, as JSON text:
// SQLite's json_group_array/json_object, PostgreSQL's json_agg/json_build_object (null for none).
function membershipJson(t: Tables) {
  const o = t.organizations;
  if (currentEngine() === "postgres")
    return {
      subscriptionsJson: sql<string | null>`(select json_agg(json_build_object(
          'id', s.id, 'plan_type', s.plan_type, 'sub_type', s.sub_type, 'can_add_seats', s.can_add_seats,
          'status', s.status, 'seats', s.seats, 'expiration_date', s.expiration_date,
          'teams', (select json_agg(json_build_object('id', t.id, 'name', t.name)) from organization_teams t where t.subscription_id = s.id)))::text
        from organization_subscriptions s where s.organization_id = ${o.id})`,
      rulesJson: sql<string | null>`(select json_agg(json_build_object(
          'mode', r.mode, 'target', r.target, 'author_id', r.author_id, 'work_id', r.work_id, 'category_slug', r.category_slug))::text
        from organization_content_rules r where r.organization_id = ${o.id})`,
    };
  return {
    subscriptionsJson: sql<string | null>`(select json_group_array(json_object(
          'id', s.id, 'plan_type', s.plan_type, 'sub_type', s.sub_type, 'can_add_seats', s.can_add_seats,
          'status', s.status, 'seats', s.seats, 'expiration_date', s.expiration_date,
          'teams', (select json_group_array(json_object('id', t.id, 'name', t.name)) from organization_teams t where t.subscription_id = s.id)))
        from organization_subscriptions s where s.organization_id = ${o.id})`,
    rulesJson: sql<string | null>`(select json_group_array(json_object(
          'mode', r.mode, 'target', r.target, 'author_id', r.author_id, 'work_id', r.work_id, 'category_slug', r.category_slug))
        from organization_content_rules r where r.organization_id = ${o.id})`,
  };
}

const membershipRows = preparedQuery((db: Db, t: Tables) => {
  const m = t.organizationMembers;
  const o = t.organizations;
  const seat = t.organizationSubscriptions;
  return db
    .select({
      member: m,
      org: o,
      seatStatus: seat.status,
      seatExpiration: seat.expirationDate,
      ...membershipJson(t),
      // has_any_draft_plan: a draft plan of this member in this organization (docs/product/learning-plans.md#who-builds-plans)
      draftPlans: sql<number>`(select count(*) from learning_plans p where p.organization_id = ${o.id} and p.author_id = ${m.userId} and p.status = 'draft')`,
    })
    .from(m)
    .innerJoin(o, eq(o.id, m.organizationId))
    .leftJoin(seat, eq(seat.id, m.subscriptionId))
    .where(eq(m.userId, sql.placeholder("userId")))
    .orderBy(asc(m.createdAt), asc(m.organizationId))
    .prepare();
});

export async function listMembershipFacts(userId: number, now: Date = new Date()): Promise<MembershipFacts[]> {
  // Asked by the root loader and by every access check of a page: read once per GET request.
  const rows = await requestMemo(`memberships:${userId}`, () => run(async (db, t) => membershipRows(db, t).execute({ userId })));

  return rows.map(({ member, org, seatStatus, seatExpiration, subscriptionsJson, rulesJson, draftPlans }) => {
    const subs = (JSON.parse(subscriptionsJson ?? "[]") as SubJson[]).sort((a, b) => a.id - b.id);
    const rules = JSON.parse(rulesJson ?? "[]") as RuleJson[];
    const flags = parseFeatureFlags(org.featureFlags);
    const courses = (mode: string) =>
      rules
        .filter((r) => r.mode === mode && r.target === "course" && r.author_id !== null && r.work_id !== null)
        .map((r) => ({ author_id: r.author_id!, work_id: r.work_id! }));
    const categories = (mode: string) =>
      rules.filter((r) => r.mode === mode && r.target === "category" && r.category_slug).map((r) => r.category_slug!);
    const seatLive =
      member.subscriptionId !== null &&
      seatStatus !== null &&
      seatExpiration !== null &&
      isLiveSubscription({ status: seatStatus, expirationDate: seatExpiration }, now);
    return {
      organization_id: org.id,
      subscription_id: member.subscriptionId,
      organization_name: org.name,
      organization_slug: org.slug,
      organization_kind: org.kind,
      role: member.role,
      team_id: member.teamId,
      is_admin: member.isAdmin,
      admin_level: member.adminLevel,
      is_manager: member.isManager,
      is_mentor: member.isMentor,
      is_mentee: member.isMentee,
      is_subscriber: seatLive,
      is_user_team_manager: member.isUserTeamManager,
      is_onboarding_subscription_manager: member.isOnboardingSubscriptionManager,
      is_slack_authorized: org.isSlackAuthorized,
      is_team_sku: org.isTeamSku,
      can_create_plans: canCreatePlans({
        is_admin: member.isAdmin,
        is_manager: member.isManager,
        feature_flags: flags,
        member_can_create_plans: member.canCreatePlans,
      }),
      has_any_draft_plan: Number(draftPlans) > 0,
      no_courses_access: org.noCoursesAccess,
      is_confluence_integration_enabled: org.isConfluenceIntegrationEnabled,
      trial_extended: org.trialExtended,
      is_self_initiated_trial: org.isSelfInitiatedTrial,
      trial_expiration_date: org.trialExpirationDate,
      seat_status: member.subscriptionId !== null ? seatStatus : null,
      subscriptions: subs.map((s) => ({
        subscription_id: s.id,
        subscription_type: s.plan_type,
        subscription_sub_type: s.sub_type,
        can_add_seats: s.can_add_seats === 1 || s.can_add_seats === true,
        status: s.status,
        seats: s.seats,
        expiration_date: s.expiration_date,
        teams: (s.teams ?? []).filter((t) => t && t.id !== null),
      })),
      include_all_courses: org.includeAllCourses,
      included_courses: courses("include"),
      excluded_courses: courses("exclude"),
      included_categories: categories("include"),
      excluded_categories: categories("exclude"),
      preferred_categories: parseStringList(org.preferredCategories),
      feature_flags: flags,
    };
  });
}

// ---------------------------------------------------------------- one organization

export async function getOrganization(id: number): Promise<Organization | null> {
  return run(async (db, t) => (await db.select().from(t.organizations).where(eq(t.organizations.id, id)).limit(1))[0] ?? null);
}

export async function listOrganizations(): Promise<Organization[]> {
  return run(async (db, t) => db.select().from(t.organizations).orderBy(asc(t.organizations.id)));
}

/** The user's membership row in one organization, or null. */
export async function getMember(organizationId: number, userId: number): Promise<OrganizationMemberRow | null> {
  return run(async (db, t) => {
    const m = t.organizationMembers;
    return (
      (
        await db
          .select()
          .from(m)
          .where(and(eq(m.organizationId, organizationId), eq(m.userId, userId)))
          .limit(1)
      )[0] ?? null
    );
  });
}

export interface MemberWithUser extends OrganizationMemberRow {
  email: string;
  fullName: string;
}

/** The organization's members with their e-mail and name, admins first, then by name. */
export async function listMembers(organizationId: number): Promise<MemberWithUser[]> {
  const rows = await run(async (db, t) => {
    const m = t.organizationMembers;
    const u = t.users;
    return db
      .select({ member: m, email: u.email, fullName: u.fullName })
      .from(m)
      .innerJoin(u, eq(u.id, m.userId))
      .where(eq(m.organizationId, organizationId))
      .orderBy(desc(m.isAdmin), desc(m.isManager), asc(u.fullName), asc(u.id));
  });
  return rows.map((r) => ({ ...r.member, email: r.email, fullName: r.fullName }));
}

export async function listOrganizationSubscriptions(organizationId: number): Promise<OrganizationSubscriptionRow[]> {
  return run(async (db, t) => {
    const s = t.organizationSubscriptions;
    return db.select().from(s).where(eq(s.organizationId, organizationId)).orderBy(asc(s.id));
  });
}

/** Seats in use per subscription of the organization (subscription id → members holding one). */
export async function seatsUsedBySubscription(organizationId: number): Promise<Map<number, number>> {
  const rows = await run(async (db, t) => {
    const m = t.organizationMembers;
    return db
      .select({ subscriptionId: m.subscriptionId, used: sql<number>`count(*)` })
      .from(m)
      .where(and(eq(m.organizationId, organizationId), sql`${m.subscriptionId} is not null`))
      .groupBy(m.subscriptionId);
  });
  return new Map(rows.map((r) => [Number(r.subscriptionId), Number(r.used)]));
}

export async function listTeams(organizationId: number): Promise<OrganizationTeam[]> {
  return run(async (db, t) =>
    db.select().from(t.organizationTeams).where(eq(t.organizationTeams.organizationId, organizationId)).orderBy(asc(t.organizationTeams.name)),
  );
}

/** Invitations not yet accepted, revoked or expired. */
export async function listPendingInvitations(organizationId: number, now: Date = new Date()): Promise<OrganizationInvitation[]> {
  return run(async (db, t) => {
    const i = t.organizationInvitations;
    return db
      .select()
      .from(i)
      .where(and(eq(i.organizationId, organizationId), isNull(i.acceptedAt), isNull(i.revokedAt), gt(i.expiresAt, now.toISOString())))
      .orderBy(desc(i.createdAt), desc(i.id));
  });
}

export async function getInvitationByTokenHash(tokenHash: string): Promise<OrganizationInvitation | null> {
  return run(
    async (db, t) =>
      (await db.select().from(t.organizationInvitations).where(eq(t.organizationInvitations.tokenHash, tokenHash)).limit(1))[0] ?? null,
  );
}

/** The stored active organization id of docs/product/organizations.md#active-organization, or null. */
export async function getStoredActiveOrganizationId(userId: number): Promise<number | null> {
  return run(async (db, t) => {
    const a = t.userActiveOrganizations;
    return (await db.select({ id: a.organizationId }).from(a).where(eq(a.userId, userId)).limit(1))[0]?.id ?? null;
  });
}

/** Users by id (name and e-mail), for pages that list people. */
export async function usersByIds(ids: number[]): Promise<Map<number, { email: string; fullName: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await run(async (db, t) =>
    db.select({ id: t.users.id, email: t.users.email, fullName: t.users.fullName }).from(t.users).where(inArray(t.users.id, ids)),
  );
  return new Map(rows.map((r) => [r.id, { email: r.email, fullName: r.fullName }]));
}

export type OrganizationContentRule = typeof schema.organizationContentRules.$inferSelect;

/** The organization's content rules (courses and categories included or excluded). */
export async function listContentRules(organizationId: number): Promise<OrganizationContentRule[]> {
  return run(async (db, t) => db.select().from(t.organizationContentRules).where(eq(t.organizationContentRules.organizationId, organizationId)));
}
