// Seeds a database: catalog, commerce data and demo accounts. Idempotent through `isSeeded`
// (seeds/seeded.ts); `reset` empties every table first (`codelift db seed --reset`).
import { asc, eq, getTableName, sql } from "drizzle-orm";
import { currentEngine, exec, rows, transaction } from "../db/access";
import * as schema from "../db/schema";
import { isSeeded } from "./seeded";
import { hashPassword } from "../app/models/password.server";
import { categories, courses, modules, paths } from "./catalog/index";
import { coupons, coursePriceCents, planCode, planPrices, productPrices, regionalDiscounts } from "./commerce";
import { demoUsers } from "./demo";
import { demoOrganizations, demoOrganizationUsers, seedOrganizations } from "./organizations";
import { createHash } from "node:crypto";
import { seedCoachContent, type CoachContent } from "./coach/seed";
import { loadCodingPatterns, loadRoadmaps } from "./coach/index";
import { answers, marketingPages } from "./marketing";

/**
 * A demo affiliate, so the README's affiliate examples work on a fresh database. Its report key is
 * public like the demo passwords; real affiliates are made with `codelift affiliate create`.
 */
export const demoAffiliate = { name: "Demo Partner Blog", encodedId: "aff_demo_partner", reportKey: "ark_demo-partner-report-key-2026" } as const;

/** The seeded white-label host: open http://academy.localhost:3000/signup to see it. */
export const demoWhiteLabelHost = { host: "academy.localhost", name: "Northwind Academy", primaryColor: "#0f766e", accentColor: "#134e4a" } as const;

/** Any fixed number: the advisory lock seeding PostgreSQL takes (see seedDatabase). */
const SEED_LOCK = 72_028_002;

const first = <T>(found: T[]): T => found[0]!;

/** Every table, children before parents, for a reset. */
export const tablesInDeleteOrder = [
  schema.featureFlags,
  schema.featureFlagOverrides,
  schema.betaTesters,
  // billing: nonces before the vault's cards; ownerships, certificates and gifts before the
  // transactions they name (no cascade there); all of it before users
  schema.courseDraftSnapshots,
  schema.courseDraftPublications,
  schema.courseDrafts,
  schema.authorApplications,
  schema.authors,
  schema.projectCheckResults,
  schema.assessmentAttempts,
  schema.projectCompletions,
  schema.earnedCertificates,
  schema.certificateNames,
  schema.billingProfiles,
  schema.gatewayNonces,
  schema.gatewayIntents,
  schema.analyticsEvents,
  schema.userAttributions,
  schema.userViewedFlags,
  schema.recoveryCodes,
  schema.twoFactorChallenges,
  schema.emailCaptures,
  schema.coachSolutionReveals,
  schema.studentVerifications,
  schema.marketingPages,
  schema.answers,
  schema.mockInterviews,
  schema.labSessions,
  schema.documentComments,
  schema.notesHighlights,
  schema.userInteractions,
  schema.widgetUserData,
  schema.userDataMaps,
  schema.impersonations,
  schema.userActiveOrganizations,
  schema.enterpriseTrialRequests,
  schema.organizationInvitations,
  schema.mentorships,
  schema.learningPlanAssignments,
  schema.learningPlanItems,
  schema.learningPlanWeeks,
  schema.learningPlans,
  schema.organizationContentRules,
  schema.organizationMembers,
  schema.organizationTeams,
  schema.organizationSubscriptions,
  // a sponsor's custom actions before the organization they name (their coupons name them without a key)
  schema.customActions,
  schema.organizations,
  schema.cardUpdateDiscounts,
  schema.renewals,
  schema.referralCredits,
  schema.churnedBuyerDiscounts,
  schema.billingNudges,
  schema.affiliates,
  schema.gatewayCards,
  schema.paymentMethods,
  schema.courseOwnerships,
  schema.certificates,
  schema.gifts,
  schema.transactions,
  schema.checkoutAttempts,
  schema.stripeCustomers,
  schema.webhookEvents,
  schema.coachFeedback,
  schema.coachVisits,
  schema.coachSubmissions,
  schema.coachUserPaths,
  schema.coachPreferences,
  schema.coachProblems,
  schema.coachPages,
  schema.coachModules,
  schema.coachPaths,
  schema.bannerDismissals,
  schema.lessonQuizPasses,
  schema.lessonProgress,
  schema.subscriptions,
  schema.sessions,
  schema.authTokens,
  schema.rateLimitHits,
  schema.terminalOwners,
  schema.outbox,
  schema.staffAuditLog,
  schema.learningPathModules,
  schema.learningPathCourses,
  schema.learningPaths,
  schema.moduleLessons,
  schema.modules,
  schema.courseAlternatives,
  schema.courseTags,
  schema.lessons,
  schema.courseSections,
  schema.courses,
  schema.categories,
  schema.coupons,
  schema.regionalDiscounts,
  schema.planPrices,
  schema.productPrices,
  schema.users,
  schema.whiteLabelHosts,
];

/**
 * Seeds the database and returns a summary of what it wrote; null (nothing written) when it is
 * already seeded and `reset` is not asked for.
 */
export async function seedDatabase(opts: { reset?: boolean; now?: Date } = {}): Promise<string | null> {
  if (!opts.reset && (await isSeeded())) return null;
  const now = opts.now ?? new Date();
  // Hash outside the transaction: a transaction callback awaits only the database.
  const hashed = await Promise.all(demoUsers.map(async (u) => ({ ...u, hash: await hashPassword(u.password) })));
  const orgUsers = await Promise.all(demoOrganizationUsers.map(async (u) => ({ ...u, hash: await hashPassword(u.password) })));
  const coach: CoachContent = { patterns: await loadCodingPatterns(), roadmaps: await loadRoadmaps() };

  const wrote = await transaction(async (db, t) => {
    // Machines starting together on one PostgreSQL seed once: they take turns, and the later ones find it seeded.
    if (currentEngine() === "postgres") await exec(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!opts.reset && (await isSeeded())) return false;
    if (opts.reset) for (const table of tablesInDeleteOrder) await exec(sql.raw(`DELETE FROM "${getTableName(table)}"`));

    const categoryIds = new Map<string, number>();
    for (const c of categories) {
      const row = await db.insert(t.categories).values(c).returning({ id: t.categories.id }).then(first);
      categoryIds.set(c.slug, row.id);
    }
    const catId = (slug: string) => {
      const id = categoryIds.get(slug);
      if (!id) throw new Error(`Seed data names an unknown category: ${slug}`);
      return id;
    };

    const courseIds = new Map<string, number>();
    for (const c of courses) {
      const row = await db
        .insert(t.courses)
        .values({
          authorId: c.authorId,
          collectionId: c.collectionId,
          slug: c.slug,
          title: c.title,
          summary: c.summary,
          categoryId: catId(c.category),
          difficulty: c.difficulty,
          isFree: c.isFree,
          isEarlyAccess: c.isEarlyAccess,
          rank: c.rank,
          isMarkedForDeletion: !!c.deprecated,
          showBannerOnDeletedCourse: !!c.deprecated,
          deletionTime: c.deprecated ? now.toISOString() : null,
          courseExpirationDate: c.deprecated?.accessibleUntil ?? null,
          listPriceCents: coursePriceCents(c),
        })
        .returning({ id: t.courses.id })
        .then(first);
      courseIds.set(c.slug, row.id);
      for (const tag of new Set(c.tags.filter((t) => t !== c.category)))
        await db.insert(t.courseTags).values({ courseId: row.id, categoryId: catId(tag) });
      let pageId = 0;
      for (const [si, section] of c.sections.entries()) {
        const s = await db.insert(t.courseSections).values({ courseId: row.id, title: section.title, position: si }).returning().then(first);
        for (const lesson of section.lessons) {
          pageId += 1;
          await db.insert(t.lessons).values({
            courseId: row.id,
            sectionId: s.id,
            pageId,
            slug: lesson.slug,
            title: lesson.title,
            summary: lesson.summary,
            minutes: lesson.minutes,
            body: lesson.body,
            position: pageId,
            isOptional: lesson.optional ?? false,
          });
        }
      }
    }
    const courseId = (slug: string) => {
      const id = courseIds.get(slug);
      if (!id) throw new Error(`Seed data names an unknown course: ${slug}`);
      return id;
    };
    for (const c of courses)
      for (const [position, slug] of (c.deprecated?.replacements ?? []).entries())
        await db.insert(t.courseAlternatives).values({ courseId: courseId(c.slug), alternativeId: courseId(slug), position });

    // Modules take lessons of seeded courses (seeds/catalog/modules.ts).
    const moduleIds = new Map<string, number>();
    for (const m of modules) {
      const row = await db
        .insert(t.modules)
        .values({
          authorId: m.authorId,
          moduleId: m.moduleId,
          slug: m.slug,
          title: m.title,
          summary: m.summary,
          isStandalone: m.standalone ?? false,
          status: "published",
        })
        .returning()
        .then(first);
      moduleIds.set(m.slug, row.id);
      let position = 0;
      for (const part of m.lessons) {
        const rows = await db
          .select({ id: t.lessons.id })
          .from(t.lessons)
          .innerJoin(t.courseSections, eq(t.courseSections.id, t.lessons.sectionId))
          .where(eq(t.lessons.courseId, courseId(part.course)))
          .orderBy(asc(t.courseSections.position), asc(t.lessons.position));
        for (const i of part.take) {
          const lesson = rows[i];
          if (!lesson) throw new Error(`Seed module ${m.slug} takes lesson ${i} of ${part.course}, which has ${rows.length}`);
          await db.insert(t.moduleLessons).values({ moduleId: row.id, lessonId: lesson.id, position: position++ });
        }
      }
    }

    // A path's courses at positions 0, 10, 20…; a module after course i at 10·i + 5 (one order for both).
    for (const p of paths) {
      const row = await db
        .insert(t.learningPaths)
        .values({ authorId: p.authorId, pathId: p.pathId, slug: p.slug, title: p.title, summary: p.summary, difficulty: p.difficulty })
        .returning()
        .then(first);
      for (const [position, slug] of p.courseSlugs.entries())
        await db.insert(t.learningPathCourses).values({ pathId: row.id, courseId: courseId(slug), position: position * 10 });
      for (const m of p.modules ?? []) {
        const id = moduleIds.get(m.slug);
        if (!id) throw new Error(`Seed path ${p.slug} names an unknown module: ${m.slug}`);
        await db.insert(t.learningPathModules).values({ pathId: row.id, moduleId: id, position: m.after * 10 + 5, isOptional: m.optional ?? false });
      }
    }

    await seedCoachContent(db, t, coach);

    // Marketing pages, blog posts and short answers (seeds/marketing.ts).
    for (const p of marketingPages)
      await db.insert(t.marketingPages).values({
        ...p,
        author: p.author ?? "The Codelift team",
        ctaLabel: p.ctaLabel ?? null,
        ctaPath: p.ctaPath ?? null,
        updatedAt: p.publishedAt,
      });
    for (const a of answers) await db.insert(t.answers).values({ ...a, tags: JSON.stringify(a.tags), updatedAt: a.publishedAt });

    for (const p of planPrices) await db.insert(t.planPrices).values({ planCode: planCode(p), ...p });
    for (const p of productPrices) await db.insert(t.productPrices).values(p).onConflictDoNothing();
    for (const r of regionalDiscounts) await db.insert(t.regionalDiscounts).values(r);
    for (const c of coupons)
      await db.insert(t.coupons).values({
        code: c.code,
        kind: c.kind,
        value: c.value,
        expiresAt: c.expiresAt ?? null,
        maxRedemptions: c.maxRedemptions ?? null,
        redemptions: c.redemptions ?? 0,
        planCodes: c.planCodes ? JSON.stringify(c.planCodes) : null,
        courseKeys: c.courseKeys ? JSON.stringify(c.courseKeys) : null,
        discountNeverExpires: c.discountNeverExpires ?? false,
        description: c.description,
      });
    await db.insert(t.affiliates).values({
      name: demoAffiliate.name,
      encodedId: demoAffiliate.encodedId,
      reportKeyHash: createHash("sha256").update(demoAffiliate.reportKey).digest("hex"),
    });

    for (const u of hashed) {
      const user = await db
        .insert(t.users)
        .values({ email: u.email, fullName: u.fullName, passwordHash: u.hash, verified: true, country: u.kind === "premium" ? "US" : null })
        .returning()
        .then(first);
      if (u.kind === "premium") {
        const end = new Date(now);
        end.setUTCFullYear(end.getUTCFullYear() + 1);
        await db.insert(t.subscriptions).values({
          userId: user.id,
          planCode: "300-12-6000",
          featureSet: 300,
          validityMonths: 12,
          planType: 6000,
          status: "active",
          paidCents: 29900,
          startDate: now.toISOString(),
          expirationDate: end.toISOString(),
          processor: "embedded",
        });
        // The card the plan was paid with (the embedded gateway's test Visa): it renews the plan.
        const token = `card_demo_${user.id}`;
        const expYear = now.getUTCFullYear() + 3;
        await db.insert(t.gatewayCards).values({
          token,
          userId: user.id,
          brand: "Visa",
          last4: "4242",
          expMonth: 12,
          expYear,
          behavior: "succeed",
          fingerprint: `demo-${user.id}`,
        });
        await db.insert(t.paymentMethods).values({
          userId: user.id,
          processor: "embedded",
          processorToken: token,
          brand: "Visa",
          last4: "4242",
          expMonth: 12,
          expYear,
          isPrimary: true,
        });
        // A learner part-way through a course, so "continue where you left off" has something to show.
        const lessonRows = await db
          .select()
          .from(t.lessons)
          .where(eq(t.lessons.courseId, courseId(courses[0].slug)))
          .orderBy(asc(t.lessons.position));
        for (const [i, l] of lessonRows.slice(0, 3).entries()) {
          const at = new Date(now.getTime() - (3 - i) * 3600_000).toISOString();
          await db
            .insert(t.lessonProgress)
            .values({ userId: user.id, lessonId: l.id, courseId: l.courseId, lastVisitedAt: at, completedAt: i < 2 ? at : null });
        }
      }
    }

    // Demo organizations (a team and an enterprise) with their admin, manager and member.
    await seedOrganizations(db, t, {
      now,
      users: orgUsers,
      course: (slug) => {
        const c = courses.find((x) => x.slug === slug);
        if (!c) throw new Error(`Seed data names an unknown course: ${slug}`);
        return c;
      },
      categoryExists: (slug) => categoryIds.has(slug),
    });
    // One white-label host serving /signup and /trial under a partner's name (docs/product/white-label.md).
    await db.insert(t.whiteLabelHosts).values(demoWhiteLabelHost);
    await moveSequencesPastIds();
    return true;
  });
  if (!wrote) return null;

  const lessonCount = courses.reduce((n, c) => n + c.sections.reduce((m, s) => m + s.lessons.length, 0), 0);
  return `${coach.patterns.length} coding patterns, ${coach.roadmaps.length + 1} roadmaps, ${categories.length} categories, ${courses.length} courses, ${lessonCount} lessons, ${paths.length} paths, ${planPrices.length} plan prices, ${coupons.length} coupons, ${demoUsers.length} demo users, ${demoOrganizations.length} organizations with ${demoOrganizationUsers.length} demo members`;
}

/**
 * PostgreSQL: moves every identity column's sequence past the highest id in its table, so the next
 * insert without an id does not collide with a row written with one (a seed, a copy). SQLite needs
 * nothing: its rowid always continues after the highest one.
 */
export async function moveSequencesPastIds(): Promise<void> {
  if (currentEngine() !== "postgres") return;
  const identities = await rows<{ table: string; column: string }>(
    sql`SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
        WHERE table_schema = current_schema() AND is_identity = 'YES'`,
  );
  for (const { table, column } of identities) {
    const t = `"${table.replace(/"/g, '""')}"`;
    const c = `"${column.replace(/"/g, '""')}"`;
    await exec(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('${t.replace(/'/g, "''")}', '${column.replace(/'/g, "''")}'), coalesce(max(${c}), 0) + 1, false) FROM ${t}`,
      ),
    );
  }
}
