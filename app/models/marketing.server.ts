// Marketing pages, blog posts, short answers and GitHub student verifications.
import { and, desc, eq, gt, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import { currentEngine, exec, run, transaction } from "../../db/access";
import type { schema } from "../../db/client";
import { PAGE_TYPES } from "~/engine/constants";
import { SEO_STATUS, STUDENT_LINK_TTL_HOURS } from "~/engine/seo";

export type MarketingPageRow = typeof schema.marketingPages.$inferSelect;
type AnswerRow = typeof schema.answers.$inferSelect;

/** Types served at /m/{key} and at /blog/{key}. */
export const M_PAGE_TYPES = [PAGE_TYPES.MARKETING, PAGE_TYPES.LANDING, PAGE_TYPES.NEWSLETTER] as const;
export const BLOG_PAGE_TYPES = [PAGE_TYPES.BLOG, PAGE_TYPES.ENTERPRISE_BLOG] as const;

/** An active page of one of the types, by its URL key. */
export async function findActivePage(urlKey: string, types: readonly number[]): Promise<MarketingPageRow | null> {
  const [row] = await run((db, { marketingPages: m }) =>
    db
      .select()
      .from(m)
      .where(and(eq(m.urlKey, urlKey), inArray(m.pageType, [...types]), eq(m.status, SEO_STATUS.active)))
      .limit(1),
  );
  return row ?? null;
}

/** Active pages of the types, newest first. */
export async function listActivePages(types: readonly number[]) {
  return run((db, { marketingPages: m }) =>
    db
      .select({
        urlKey: m.urlKey,
        pageType: m.pageType,
        heading: m.heading,
        description: m.description,
        author: m.author,
        publishedAt: m.publishedAt,
        updatedAt: m.updatedAt,
      })
      .from(m)
      .where(and(inArray(m.pageType, [...types]), eq(m.status, SEO_STATUS.active)))
      .orderBy(desc(m.publishedAt)),
  );
}

export async function findActiveAnswer(slug: string): Promise<AnswerRow | null> {
  const [row] = await run((db, { answers }) =>
    db
      .select()
      .from(answers)
      .where(and(eq(answers.slug, slug), eq(answers.status, SEO_STATUS.active)))
      .limit(1),
  );
  return row ?? null;
}

export async function listActiveAnswers() {
  return run((db, { answers }) =>
    db
      .select({
        slug: answers.slug,
        question: answers.question,
        summary: answers.summary,
        tags: answers.tags,
        publishedAt: answers.publishedAt,
        updatedAt: answers.updatedAt,
      })
      .from(answers)
      .where(eq(answers.status, SEO_STATUS.active))
      .orderBy(desc(answers.publishedAt)),
  );
}

// ---------------------------------------------------------------- student verification

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Whether another account already verified this student e-mail. */
export async function studentEmailVerifiedByOther(studentEmail: string, userId: number): Promise<boolean> {
  const [row] = await run((db, { studentVerifications: v }) =>
    db
      .select({ id: v.id })
      .from(v)
      .where(and(eq(v.studentEmail, studentEmail), isNotNull(v.verifiedAt), ne(v.userId, userId)))
      .limit(1),
  );
  return !!row;
}

/** A new verification link for the user's student e-mail; older unused links of the user stop working. */
export async function issueStudentVerification(userId: number, studentEmail: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + STUDENT_LINK_TTL_HOURS * 3600_000).toISOString();
  await transaction(async (db, { studentVerifications: v }) => {
    await db
      .update(v)
      .set({ expiresAt: now.toISOString() })
      .where(and(eq(v.userId, userId), isNull(v.verifiedAt), gt(v.expiresAt, now.toISOString())));
    await db.insert(v).values({ userId, studentEmail, tokenHash: hashToken(token), expiresAt });
  });
  return token;
}

/** The unused, unexpired verification of a token, or null. */
export async function findPendingStudentVerification(token: string, now = new Date()) {
  const [row] = await run((db, { studentVerifications: v }) =>
    db
      .select()
      .from(v)
      .where(and(eq(v.tokenHash, hashToken(token)), isNull(v.verifiedAt), gt(v.expiresAt, now.toISOString())))
      .limit(1),
  );
  return row ?? null;
}

/**
 * Confirms a verification for the user who owns it: marks it verified and the account a
 * verified student, in one transaction. "invalid" when the token is unknown, used, expired or
 * another account's; "taken" when another account verified the same student e-mail meanwhile.
 */
export async function confirmStudentVerification(token: string, userId: number, now = new Date()): Promise<"verified" | "invalid" | "taken"> {
  return transaction(async (db, t, forUpdate) => {
    const v = t.studentVerifications;
    const [row] = await db
      .select()
      .from(v)
      .where(sql`${and(eq(v.tokenHash, hashToken(token)), isNull(v.verifiedAt), gt(v.expiresAt, now.toISOString()))} ${forUpdate}`);
    if (!row || row.userId !== userId) return "invalid" as const;
    // Two accounts confirming the same student e-mail at once take turns (PostgreSQL: a lock on the e-mail).
    if (currentEngine() === "postgres") await exec(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`student:${row.studentEmail}`}, 0))`);
    const [other] = await db
      .select({ id: v.id })
      .from(v)
      .where(and(eq(v.studentEmail, row.studentEmail), isNotNull(v.verifiedAt), ne(v.userId, userId)))
      .limit(1);
    if (other) return "taken" as const;
    await db.update(v).set({ verifiedAt: now.toISOString() }).where(eq(v.id, row.id));
    await db.update(t.users).set({ isGithubStudent: true }).where(eq(t.users.id, userId));
    return "verified" as const;
  });
}

/** The student e-mail the user verified, if any. */
export async function verifiedStudentEmail(userId: number): Promise<string | null> {
  const [row] = await run((db, { studentVerifications: v }) =>
    db
      .select({ studentEmail: v.studentEmail })
      .from(v)
      .where(and(eq(v.userId, userId), isNotNull(v.verifiedAt)))
      .orderBy(desc(v.verifiedAt))
      .limit(1),
  );
  return row?.studentEmail ?? null;
}

// ---------------------------------------------------------------- sitemap

/** Everything the sitemap lists from the database, in one read each. */
export async function sitemapRows() {
  return run(async (db, t) => {
    const courses = await db
      .select({ id: t.courses.id, slug: t.courses.slug, isFree: t.courses.isFree })
      .from(t.courses)
      .where(eq(t.courses.isMarkedForDeletion, false));
    const lessons = await db
      .select({ courseId: t.lessons.courseId, slug: t.lessons.slug, position: t.lessons.position })
      .from(t.lessons)
      .innerJoin(t.courses, eq(t.courses.id, t.lessons.courseId))
      .where(eq(t.courses.isMarkedForDeletion, false))
      .orderBy(t.lessons.courseId, t.lessons.position);
    const coachPaths = await db.select({ slug: t.coachPaths.slug }).from(t.coachPaths).orderBy(t.coachPaths.position);
    const pages = await db
      .select({
        urlKey: t.marketingPages.urlKey,
        pageType: t.marketingPages.pageType,
        updatedAt: t.marketingPages.updatedAt,
        canonicalUrl: t.marketingPages.canonicalUrl,
      })
      .from(t.marketingPages)
      .where(eq(t.marketingPages.status, SEO_STATUS.active));
    const answerRows = await db
      .select({ slug: t.answers.slug, updatedAt: t.answers.updatedAt })
      .from(t.answers)
      .where(eq(t.answers.status, SEO_STATUS.active));
    return { courses, lessons, coachPaths, pages, answers: answerRows };
  });
}

/** The interview-prep roadmaps, in their order (the header search lists them). */
export async function listCoachPaths() {
  return run((db, { coachPaths: p }) =>
    db.select({ slug: p.slug, title: p.title, summary: p.summary, authorId: p.authorId, pathId: p.pathId }).from(p).orderBy(p.position),
  );
}
