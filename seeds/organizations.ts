// Demo organizations (listed in the README): a team of 5 seats and an enterprise of 50 with two
// teams, include and exclude lists on real seeded courses and categories, and single sign-on for
// the development OpenID Connect provider (`npm run sso:dev`, oauth2-mock-server on
// http://127.0.0.1:8089, or SSO_DEV_ISSUER). Passwords are for local development only.
import { enterpriseSubType } from "../app/engine/business";
import type { AdminLevel } from "../app/engine/organizations";
import type { Db, Tables } from "../db/access";

const first = <T>(rows: T[]): T => rows[0]!;

/** The development identity provider of Globex (see scripts/sso-dev.mjs). */
export const SSO_DEV_ISSUER = process.env.SSO_DEV_ISSUER?.trim() || "http://127.0.0.1:8089";
const SSO_DEV_CLIENT = { clientId: "codelift-globex", clientSecret: "globex-dev-secret" } as const;

type Role = "Admin" | "Manager" | "Member";
interface DemoOrganizationUser {
  email: string;
  fullName: string;
  password: string;
  organization: "acme-team" | "globex";
  role: Role;
  adminLevel?: AdminLevel;
  team?: string;
  /** mentoring (docs/product/learning-plans.md#mentoring): a mentor, or a mentee with the e-mail of their mentor */
  mentor?: boolean;
  menteeOf?: string;
}

export const demoOrganizationUsers: DemoOrganizationUser[] = [
  {
    email: "owner@acme.test",
    fullName: "Avery Acme",
    password: "acme-owner-2026",
    organization: "acme-team",
    role: "Admin",
    adminLevel: "super_admin",
  },
  {
    email: "admin@globex.test",
    fullName: "Grace Globex",
    password: "globex-admin-2026",
    organization: "globex",
    role: "Admin",
    adminLevel: "super_admin",
  },
  {
    email: "manager@globex.test",
    fullName: "Marco Manager",
    password: "globex-manager-2026",
    organization: "globex",
    role: "Manager",
    team: "Platform",
  },
  { email: "member@globex.test", fullName: "Mina Member", password: "globex-member-2026", organization: "globex", role: "Member", team: "Platform" },
  {
    email: "mentor@globex.test",
    fullName: "Omar Mentor",
    password: "globex-mentor-2026",
    organization: "globex",
    role: "Member",
    team: "Data",
    mentor: true,
  },
  {
    email: "mentee@globex.test",
    fullName: "Nia Mentee",
    password: "globex-mentee-2026",
    organization: "globex",
    role: "Member",
    team: "Platform",
    menteeOf: "mentor@globex.test",
  },
];

interface DemoOrganization {
  slug: "acme-team" | "globex";
  name: string;
  kind: "team" | "enterprise";
  planCode: string;
  featureSet: number;
  planType: number;
  seats: number;
  featureFlags: Record<string, boolean>;
  teams: string[];
  /** course slugs and category slugs */
  include: { courses: string[]; categories: string[] };
  exclude: { courses: string[]; categories: string[] };
  sso: { issuer: string; clientId: string; clientSecret: string; emailDomain: string } | null;
}

export const demoOrganizations: DemoOrganization[] = [
  {
    slug: "acme-team",
    name: "Acme Team",
    kind: "team",
    planCode: "300-12-6005",
    featureSet: 300,
    planType: 6005,
    seats: 5,
    featureFlags: {},
    teams: [],
    include: { courses: [], categories: [] },
    exclude: { courses: [], categories: [] },
    sso: null,
  },
  {
    slug: "globex",
    name: "Globex Enterprise",
    kind: "enterprise",
    planCode: "400-12-6003",
    featureSet: 400,
    planType: 6003,
    seats: 50,
    featureFlags: {
      can_add_enterprise_subscription_teams: true,
      can_access_learning_plans: true,
      onboarding_enabled: true,
      is_training_enabled: true,
    },
    teams: ["Platform", "Data"],
    include: { courses: ["react-fundamentals", "docker-and-containers"], categories: ["cs-fundamentals"] },
    exclude: { courses: ["machine-learning-scikit-learn"], categories: ["generative-ai"] },
    sso: { issuer: SSO_DEV_ISSUER, ...SSO_DEV_CLIENT, emailDomain: "globex.test" },
  },
];

/**
 * Writes the demo organizations inside the seed's transaction: the organization, its active
 * subscription, teams, content rules, and the demo members (already hashed), each with a seat.
 */
export async function seedOrganizations(
  db: Db,
  t: Tables,
  opts: {
    now: Date;
    users: (DemoOrganizationUser & { hash: string })[];
    course: (slug: string) => { authorId: number; collectionId: number };
    categoryExists: (slug: string) => boolean;
  },
): Promise<{ organizations: number; members: number }> {
  let members = 0;
  for (const o of demoOrganizations) {
    const org = await db
      .insert(t.organizations)
      .values({
        name: o.name,
        slug: o.slug,
        kind: o.kind,
        featureFlags: JSON.stringify(o.featureFlags),
        isTeamSku: o.kind === "team",
        ssoIssuer: o.sso?.issuer ?? null,
        ssoClientId: o.sso?.clientId ?? null,
        ssoClientSecret: o.sso?.clientSecret ?? null,
        ssoEmailDomain: o.sso?.emailDomain ?? null,
      })
      .returning()
      .then(first);
    const end = new Date(opts.now);
    end.setUTCFullYear(end.getUTCFullYear() + 1);
    const sub = await db
      .insert(t.organizationSubscriptions)
      .values({
        organizationId: org.id,
        planCode: o.planCode,
        planType: o.planType,
        subType: enterpriseSubType(o.planType),
        seats: o.seats,
        canAddSeats: true,
        status: "active",
        startDate: opts.now.toISOString(),
        expirationDate: end.toISOString(),
        processor: "embedded",
      })
      .returning()
      .then(first);
    const teamIds = new Map<string, number>();
    for (const name of o.teams)
      teamIds.set(
        name,
        (await db.insert(t.organizationTeams).values({ organizationId: org.id, subscriptionId: sub.id, name }).returning().then(first)).id,
      );
    for (const mode of ["include", "exclude"] as const) {
      for (const slug of o[mode].courses) {
        const c = opts.course(slug);
        await db
          .insert(t.organizationContentRules)
          .values({ organizationId: org.id, mode, target: "course", authorId: c.authorId, workId: c.collectionId });
      }
      for (const slug of o[mode].categories) {
        if (!opts.categoryExists(slug)) throw new Error(`Seed data names an unknown category: ${slug}`);
        await db.insert(t.organizationContentRules).values({ organizationId: org.id, mode, target: "category", categorySlug: slug });
      }
    }
    const userIds = new Map<string, number>();
    for (const u of opts.users.filter((u) => u.organization === o.slug)) {
      const user = await db
        .insert(t.users)
        .values({ email: u.email, fullName: u.fullName, passwordHash: u.hash, verified: true })
        .returning()
        .then(first);
      await db.insert(t.organizationMembers).values({
        organizationId: org.id,
        userId: user.id,
        role: u.role,
        isAdmin: u.role === "Admin",
        adminLevel: u.role === "Admin" ? (u.adminLevel ?? "super_admin") : null,
        isManager: u.role === "Manager",
        isMentor: u.mentor ?? false,
        isMentee: u.menteeOf !== undefined,
        subscriptionId: sub.id,
        teamId: u.team ? (teamIds.get(u.team) ?? null) : null,
      });
      userIds.set(u.email, user.id);
      members += 1;
    }
    for (const u of opts.users.filter((u) => u.organization === o.slug && u.menteeOf)) {
      const mentorId = userIds.get(u.menteeOf!);
      if (!mentorId) throw new Error(`Seed mentee ${u.email} names an unknown mentor: ${u.menteeOf}`);
      await db.insert(t.mentorships).values({ organizationId: org.id, mentorId, menteeId: userIds.get(u.email)! });
    }
  }
  return { organizations: demoOrganizations.length, members };
}
