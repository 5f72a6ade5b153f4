// Seeds a database: catalog, commerce data and demo accounts. Idempotent through `isSeeded`
// (seeds/seeded.ts); `reset` empties every table first (`codelift db seed --reset`).
import { getTableName, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { isSeeded } from "./seeded";
import { hashPassword } from "../app/models/password.server";
import { categories, courses, paths } from "./catalog/index";
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

/** Every table, children before parents, for a reset. */
export const tablesInDeleteOrder = [
  // billing: nonces before the vault's cards; ownerships, certificates and gifts before the
  // transactions they name (no cascade there); all of it before users
  schema.courseDraftPublications,
  schema.courseDrafts,
  schema.authorApplications,
  schema.authors,
  schema.projectCheckResults,
  schema.projectCompletions,
  schema.earnedCertificates,
  schema.certificateNames,
  schema.gatewayNonces,
  schema.gatewayIntents,
  schema.analyticsEvents,
  schema.recoveryCodes,
  schema.twoFactorChallenges,
  schema.emailCaptures,
  schema.coachSolutionReveals,
  schema.studentVerifications,
  schema.marketingPages,
  schema.answers,
  schema.mockInterviews,
  schema.documentComments,
  schema.notesHighlights,
  schema.userInteractions,
  schema.widgetUserData,
  schema.userDataMaps,
  schema.impersonations,
  schema.userActiveOrganizations,
  schema.enterpriseTrialRequests,
  schema.organizationInvitations,
  schema.organizationContentRules,
  schema.organizationMembers,
  schema.organizationTeams,
  schema.organizationSubscriptions,
  schema.organizations,
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
  schema.lessonProgress,
  schema.subscriptions,
  schema.sessions,
  schema.authTokens,
  schema.rateLimitHits,
  schema.outbox,
  schema.staffAuditLog,
  schema.learningPathCourses,
  schema.learningPaths,
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
];

/**
 * Seeds the database and returns a summary of what it wrote; null (nothing written) when it is
 * already seeded and `reset` is not asked for.
 */
export async function seedDatabase(db: Db, opts: { reset?: boolean; now?: Date } = {}): Promise<string | null> {
  if (!opts.reset && (await isSeeded(db))) return null;
  const now = opts.now ?? new Date();
  // Hash outside the transaction: better-sqlite3 transactions are synchronous.
  const hashed = await Promise.all(demoUsers.map(async (u) => ({ ...u, hash: await hashPassword(u.password) })));
  const orgUsers = await Promise.all(demoOrganizationUsers.map(async (u) => ({ ...u, hash: await hashPassword(u.password) })));
  const coach: CoachContent = { patterns: await loadCodingPatterns(), roadmaps: await loadRoadmaps() };

  db.transaction((tx) => {
    if (opts.reset) for (const t of tablesInDeleteOrder) tx.run(sql.raw(`DELETE FROM "${getTableName(t)}"`));

    const categoryIds = new Map<string, number>();
    for (const c of categories) {
      const row = tx.insert(schema.categories).values(c).returning({ id: schema.categories.id }).get();
      categoryIds.set(c.slug, row.id);
    }
    const catId = (slug: string) => {
      const id = categoryIds.get(slug);
      if (!id) throw new Error(`Seed data names an unknown category: ${slug}`);
      return id;
    };

    const courseIds = new Map<string, number>();
    for (const c of courses) {
      const row = tx
        .insert(schema.courses)
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
        .returning({ id: schema.courses.id })
        .get();
      courseIds.set(c.slug, row.id);
      for (const tag of new Set(c.tags.filter((t) => t !== c.category)))
        tx.insert(schema.courseTags)
          .values({ courseId: row.id, categoryId: catId(tag) })
          .run();
      let pageId = 0;
      c.sections.forEach((section, si) => {
        const s = tx.insert(schema.courseSections).values({ courseId: row.id, title: section.title, position: si }).returning().get();
        for (const lesson of section.lessons) {
          pageId += 1;
          tx.insert(schema.lessons)
            .values({
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
            })
            .run();
        }
      });
    }
    const courseId = (slug: string) => {
      const id = courseIds.get(slug);
      if (!id) throw new Error(`Seed data names an unknown course: ${slug}`);
      return id;
    };
    for (const c of courses)
      c.deprecated?.replacements.forEach((slug, position) =>
        tx
          .insert(schema.courseAlternatives)
          .values({ courseId: courseId(c.slug), alternativeId: courseId(slug), position })
          .run(),
      );

    for (const p of paths) {
      const row = tx
        .insert(schema.learningPaths)
        .values({ authorId: p.authorId, pathId: p.pathId, slug: p.slug, title: p.title, summary: p.summary, difficulty: p.difficulty })
        .returning()
        .get();
      p.courseSlugs.forEach((slug, position) =>
        tx
          .insert(schema.learningPathCourses)
          .values({ pathId: row.id, courseId: courseId(slug), position })
          .run(),
      );
    }

    seedCoachContent(tx, coach);

    // Marketing pages, blog posts and short answers (seeds/marketing.ts).
    for (const p of marketingPages)
      tx.insert(schema.marketingPages)
        .values({ ...p, author: p.author ?? "The Codelift team", ctaLabel: p.ctaLabel ?? null, ctaPath: p.ctaPath ?? null, updatedAt: p.publishedAt })
        .run();
    for (const a of answers)
      tx.insert(schema.answers)
        .values({ ...a, tags: JSON.stringify(a.tags), updatedAt: a.publishedAt })
        .run();

    for (const p of planPrices)
      tx.insert(schema.planPrices)
        .values({ planCode: planCode(p), ...p })
        .run();
    for (const p of productPrices) tx.insert(schema.productPrices).values(p).onConflictDoNothing().run();
    for (const r of regionalDiscounts) tx.insert(schema.regionalDiscounts).values(r).run();
    for (const c of coupons)
      tx.insert(schema.coupons)
        .values({
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
        })
        .run();
    tx.insert(schema.affiliates)
      .values({
        name: demoAffiliate.name,
        encodedId: demoAffiliate.encodedId,
        reportKeyHash: createHash("sha256").update(demoAffiliate.reportKey).digest("hex"),
      })
      .run();

    for (const u of hashed) {
      const user = tx
        .insert(schema.users)
        .values({ email: u.email, fullName: u.fullName, passwordHash: u.hash, verified: true, country: u.kind === "premium" ? "US" : null })
        .returning()
        .get();
      if (u.kind === "premium") {
        const end = new Date(now);
        end.setUTCFullYear(end.getUTCFullYear() + 1);
        tx.insert(schema.subscriptions)
          .values({
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
          })
          .run();
        // The card the plan was paid with (the embedded gateway's test Visa): it renews the plan.
        const token = `card_demo_${user.id}`;
        const expYear = now.getUTCFullYear() + 3;
        tx.insert(schema.gatewayCards)
          .values({
            token,
            userId: user.id,
            brand: "Visa",
            last4: "4242",
            expMonth: 12,
            expYear,
            behavior: "succeed",
            fingerprint: `demo-${user.id}`,
          })
          .run();
        tx.insert(schema.paymentMethods)
          .values({
            userId: user.id,
            processor: "embedded",
            processorToken: token,
            brand: "Visa",
            last4: "4242",
            expMonth: 12,
            expYear,
            isPrimary: true,
          })
          .run();
        // A learner part-way through a course, so "continue where you left off" has something to show.
        const first = courses[0];
        const lessonRows = tx.query.lessons
          .findMany({ where: (l, { eq }) => eq(l.courseId, courseId(first.slug)), orderBy: (l, { asc }) => asc(l.position) })
          .sync();
        lessonRows.slice(0, 3).forEach((l, i) => {
          const at = new Date(now.getTime() - (3 - i) * 3600_000).toISOString();
          tx.insert(schema.lessonProgress)
            .values({ userId: user.id, lessonId: l.id, courseId: l.courseId, lastVisitedAt: at, completedAt: i < 2 ? at : null })
            .run();
        });
      }
    }

    // Demo organizations (a team and an enterprise) with their admin, manager and member.
    seedOrganizations(tx, {
      now,
      users: orgUsers,
      course: (slug) => {
        const c = courses.find((x) => x.slug === slug);
        if (!c) throw new Error(`Seed data names an unknown course: ${slug}`);
        return c;
      },
      categoryExists: (slug) => categoryIds.has(slug),
    });
  });

  const lessonCount = courses.reduce((n, c) => n + c.sections.reduce((m, s) => m + s.lessons.length, 0), 0);
  return `${coach.patterns.length} coding patterns, ${coach.roadmaps.length + 1} roadmaps, ${categories.length} categories, ${courses.length} courses, ${lessonCount} lessons, ${paths.length} paths, ${planPrices.length} plan prices, ${coupons.length} coupons, ${demoUsers.length} demo users, ${demoOrganizations.length} organizations with ${demoOrganizationUsers.length} demo members`;
}
