// Marketing pages, blog posts, short answers and GitHub student verifications.
import { and, desc, eq, gt, inArray, isNotNull, isNull, ne } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import { getDb, schema, type Db } from "../../db/client";
import { PAGE_TYPES } from "~/engine/constants";
import { SEO_STATUS, STUDENT_LINK_TTL_HOURS } from "~/engine/seo";

export type MarketingPageRow = typeof schema.marketingPages.$inferSelect;
export type AnswerRow = typeof schema.answers.$inferSelect;

/** Types served at /m/{key} and at /blog/{key}. */
export const M_PAGE_TYPES = [PAGE_TYPES.MARKETING, PAGE_TYPES.LANDING, PAGE_TYPES.NEWSLETTER] as const;
export const BLOG_PAGE_TYPES = [PAGE_TYPES.BLOG, PAGE_TYPES.ENTERPRISE_BLOG] as const;

/** An active page of one of the types, by its URL key. */
export async function findActivePage(urlKey: string, types: readonly number[], db: Db = getDb()): Promise<MarketingPageRow | null> {
  const row = await db.query.marketingPages.findFirst({
    where: and(
      eq(schema.marketingPages.urlKey, urlKey),
      inArray(schema.marketingPages.pageType, [...types]),
      eq(schema.marketingPages.status, SEO_STATUS.active),
    ),
  });
  return row ?? null;
}

/** Active pages of the types, newest first. */
export async function listActivePages(types: readonly number[], db: Db = getDb()) {
  return db
    .select({
      urlKey: schema.marketingPages.urlKey,
      pageType: schema.marketingPages.pageType,
      heading: schema.marketingPages.heading,
      description: schema.marketingPages.description,
      author: schema.marketingPages.author,
      publishedAt: schema.marketingPages.publishedAt,
      updatedAt: schema.marketingPages.updatedAt,
    })
    .from(schema.marketingPages)
    .where(and(inArray(schema.marketingPages.pageType, [...types]), eq(schema.marketingPages.status, SEO_STATUS.active)))
    .orderBy(desc(schema.marketingPages.publishedAt));
}

export async function findActiveAnswer(slug: string, db: Db = getDb()): Promise<AnswerRow | null> {
  const row = await db.query.answers.findFirst({ where: and(eq(schema.answers.slug, slug), eq(schema.answers.status, SEO_STATUS.active)) });
  return row ?? null;
}

export async function listActiveAnswers(db: Db = getDb()) {
  return db
    .select({
      slug: schema.answers.slug,
      question: schema.answers.question,
      summary: schema.answers.summary,
      tags: schema.answers.tags,
      publishedAt: schema.answers.publishedAt,
      updatedAt: schema.answers.updatedAt,
    })
    .from(schema.answers)
    .where(eq(schema.answers.status, SEO_STATUS.active))
    .orderBy(desc(schema.answers.publishedAt));
}

// ---------------------------------------------------------------- student verification

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Whether another account already verified this student e-mail. */
export async function studentEmailVerifiedByOther(studentEmail: string, userId: number, db: Db = getDb()): Promise<boolean> {
  const row = await db.query.studentVerifications.findFirst({
    where: and(
      eq(schema.studentVerifications.studentEmail, studentEmail),
      isNotNull(schema.studentVerifications.verifiedAt),
      ne(schema.studentVerifications.userId, userId),
    ),
  });
  return !!row;
}

/** A new verification link for the user's student e-mail; older unused links of the user stop working. */
export async function issueStudentVerification(userId: number, studentEmail: string, now = new Date(), db: Db = getDb()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + STUDENT_LINK_TTL_HOURS * 3600_000).toISOString();
  db.transaction(
    (tx) => {
      tx.update(schema.studentVerifications)
        .set({ expiresAt: now.toISOString() })
        .where(
          and(
            eq(schema.studentVerifications.userId, userId),
            isNull(schema.studentVerifications.verifiedAt),
            gt(schema.studentVerifications.expiresAt, now.toISOString()),
          ),
        )
        .run();
      tx.insert(schema.studentVerifications)
        .values({ userId, studentEmail, tokenHash: hashToken(token), expiresAt })
        .run();
    },
    { behavior: "immediate" },
  );
  return token;
}

/** The unused, unexpired verification of a token, or null. */
export async function findPendingStudentVerification(token: string, now = new Date(), db: Db = getDb()) {
  const row = await db.query.studentVerifications.findFirst({
    where: and(
      eq(schema.studentVerifications.tokenHash, hashToken(token)),
      isNull(schema.studentVerifications.verifiedAt),
      gt(schema.studentVerifications.expiresAt, now.toISOString()),
    ),
  });
  return row ?? null;
}

/**
 * Confirms a verification for the user who owns it: marks it verified and the account a
 * verified student, in one transaction. "invalid" when the token is unknown, used, expired or
 * another account's; "taken" when another account verified the same student e-mail meanwhile.
 */
export function confirmStudentVerification(token: string, userId: number, now = new Date(), db: Db = getDb()): "verified" | "invalid" | "taken" {
  return db.transaction(
    (tx) => {
      const row = tx.query.studentVerifications
        .findFirst({
          where: and(
            eq(schema.studentVerifications.tokenHash, hashToken(token)),
            isNull(schema.studentVerifications.verifiedAt),
            gt(schema.studentVerifications.expiresAt, now.toISOString()),
          ),
        })
        .sync();
      if (!row || row.userId !== userId) return "invalid" as const;
      const other = tx.query.studentVerifications
        .findFirst({
          where: and(
            eq(schema.studentVerifications.studentEmail, row.studentEmail),
            isNotNull(schema.studentVerifications.verifiedAt),
            ne(schema.studentVerifications.userId, userId),
          ),
        })
        .sync();
      if (other) return "taken" as const;
      tx.update(schema.studentVerifications).set({ verifiedAt: now.toISOString() }).where(eq(schema.studentVerifications.id, row.id)).run();
      tx.update(schema.users).set({ isGithubStudent: true }).where(eq(schema.users.id, userId)).run();
      return "verified" as const;
    },
    { behavior: "immediate" },
  );
}

/** The student e-mail the user verified, if any. */
export async function verifiedStudentEmail(userId: number, db: Db = getDb()): Promise<string | null> {
  const row = await db.query.studentVerifications.findFirst({
    where: and(eq(schema.studentVerifications.userId, userId), isNotNull(schema.studentVerifications.verifiedAt)),
    orderBy: desc(schema.studentVerifications.verifiedAt),
  });
  return row?.studentEmail ?? null;
}

// ---------------------------------------------------------------- sitemap

/** Everything the sitemap lists from the database, in one read each. */
export async function sitemapRows(db: Db = getDb()) {
  const [courses, lessons, coachPaths, pages, answerRows] = await Promise.all([
    db
      .select({ id: schema.courses.id, slug: schema.courses.slug, isFree: schema.courses.isFree })
      .from(schema.courses)
      .where(eq(schema.courses.isMarkedForDeletion, false)),
    db
      .select({ courseId: schema.lessons.courseId, slug: schema.lessons.slug, position: schema.lessons.position })
      .from(schema.lessons)
      .innerJoin(schema.courses, eq(schema.courses.id, schema.lessons.courseId))
      .where(eq(schema.courses.isMarkedForDeletion, false))
      .orderBy(schema.lessons.courseId, schema.lessons.position),
    db.select({ slug: schema.coachPaths.slug }).from(schema.coachPaths).orderBy(schema.coachPaths.position),
    db
      .select({
        urlKey: schema.marketingPages.urlKey,
        pageType: schema.marketingPages.pageType,
        updatedAt: schema.marketingPages.updatedAt,
        canonicalUrl: schema.marketingPages.canonicalUrl,
      })
      .from(schema.marketingPages)
      .where(eq(schema.marketingPages.status, SEO_STATUS.active)),
    db
      .select({ slug: schema.answers.slug, updatedAt: schema.answers.updatedAt })
      .from(schema.answers)
      .where(eq(schema.answers.status, SEO_STATUS.active)),
  ]);
  return { courses, lessons, coachPaths, pages, answers: answerRows };
}

/** The interview-prep roadmaps, in their order (the header search lists them). */
export async function listCoachPaths(db: Db = getDb()) {
  return db
    .select({
      slug: schema.coachPaths.slug,
      title: schema.coachPaths.title,
      summary: schema.coachPaths.summary,
      authorId: schema.coachPaths.authorId,
      pathId: schema.coachPaths.pathId,
    })
    .from(schema.coachPaths)
    .orderBy(schema.coachPaths.position);
}
