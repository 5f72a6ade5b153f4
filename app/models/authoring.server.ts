// Authoring tables (docs/product/authoring.md): applications to write, the author role, course
// drafts with their version number, and publication into the catalog tables. Async, through
// db/access.ts on either engine (docs/decisions/0034-async-data-layer.md).
import { and, asc, desc, eq, inArray, max, ne, sql } from "drizzle-orm";
import { changes, run, transaction } from "../../db/access";

// ---------------------------------------------------------------- applications and the role
export interface ApplicationRow {
  id: number;
  userId: number;
  topics: string;
  experience: string;
  sampleUrl: string | null;
  status: string;
  decidedByUserId: number | null;
  decidedAt: string | null;
  createdAt: string;
}

export async function createApplication(userId: number, data: { topics: string; experience: string; sampleUrl: string | null }): Promise<number> {
  return run(async (db, t) => {
    const [row] = await db
      .insert(t.authorApplications)
      .values({ userId, ...data })
      .returning({ id: t.authorApplications.id });
    return row!.id;
  });
}

/** The applicant's latest application, or null. */
export async function latestApplication(userId: number): Promise<ApplicationRow | null> {
  return run(async (db, t) => {
    const [row] = await db
      .select()
      .from(t.authorApplications)
      .where(eq(t.authorApplications.userId, userId))
      .orderBy(desc(t.authorApplications.id))
      .limit(1);
    return row ?? null;
  });
}

export type ApplicationListRow = ApplicationRow & { email: string; fullName: string };

/** Applications in a status, oldest first (the queue order), with the applicant's name and address. */
export async function listApplications(status: "pending" | "approved" | "declined", limit = 100): Promise<ApplicationListRow[]> {
  return run(async (db, t) => {
    const rows = await db
      .select({ a: t.authorApplications, email: t.users.email, fullName: t.users.fullName })
      .from(t.authorApplications)
      .innerJoin(t.users, eq(t.users.id, t.authorApplications.userId))
      .where(eq(t.authorApplications.status, status))
      .orderBy(status === "pending" ? asc(t.authorApplications.id) : desc(t.authorApplications.id))
      .limit(limit);
    return rows.map((r) => ({ ...r.a, email: r.email, fullName: r.fullName }));
  });
}

/**
 * Approves or declines a pending application, once: false when it was not pending (already
 * decided, or unknown). Approval grants the author role in the same transaction.
 */
export async function decideApplication(id: number, staffUserId: number, decision: "approved" | "declined", now: Date): Promise<boolean> {
  return transaction(async (db, t) => {
    const result = await db
      .update(t.authorApplications)
      .set({ status: decision, decidedByUserId: staffUserId, decidedAt: now.toISOString() })
      .where(and(eq(t.authorApplications.id, id), eq(t.authorApplications.status, "pending")));
    if (changes(result) !== 1) return false;
    if (decision === "approved") {
      const [app] = await db.select({ userId: t.authorApplications.userId }).from(t.authorApplications).where(eq(t.authorApplications.id, id));
      await db.insert(t.authors).values({ userId: app!.userId, applicationId: id, grantedByUserId: staffUserId }).onConflictDoNothing();
    }
    return true;
  });
}

export async function findApplication(id: number): Promise<ApplicationRow | null> {
  return run(async (db, t) => (await db.select().from(t.authorApplications).where(eq(t.authorApplications.id, id)))[0] ?? null);
}

export async function hasAuthorRole(userId: number): Promise<boolean> {
  return run(async (db, t) => (await db.select({ u: t.authors.userId }).from(t.authors).where(eq(t.authors.userId, userId))).length > 0);
}

/** The feature flags (JSON) of every organization the user is an admin of. */
export async function adminOrganizationFlags(userId: number): Promise<string[]> {
  return run(async (db, t) => {
    const rows = await db
      .select({ flags: t.organizations.featureFlags })
      .from(t.organizationMembers)
      .innerJoin(t.organizations, eq(t.organizations.id, t.organizationMembers.organizationId))
      .where(and(eq(t.organizationMembers.userId, userId), eq(t.organizationMembers.isAdmin, true)));
    return rows.map((r) => r.flags);
  });
}

// ---------------------------------------------------------------- drafts
export interface DraftRow {
  id: number;
  ownerUserId: number;
  state: string;
  version: number;
  content: string;
  courseId: number | null;
  reviewComment: string | null;
  submittedAt: string | null;
  updatedAt: string;
  createdAt: string;
}

export async function createDraft(ownerUserId: number, content: string, now: Date): Promise<number> {
  return run(async (db, t) => {
    const [row] = await db.insert(t.courseDrafts).values({ ownerUserId, content, updatedAt: now.toISOString() }).returning({ id: t.courseDrafts.id });
    return row!.id;
  });
}

export async function findDraft(id: number): Promise<DraftRow | null> {
  return run(async (db, t) => (await db.select().from(t.courseDrafts).where(eq(t.courseDrafts.id, id)))[0] ?? null);
}

export async function listDraftsOf(ownerUserId: number): Promise<DraftRow[]> {
  return run(async (db, t) =>
    db.select().from(t.courseDrafts).where(eq(t.courseDrafts.ownerUserId, ownerUserId)).orderBy(desc(t.courseDrafts.updatedAt)),
  );
}

/** Every draft, newest first (the CLI finds a draft by the slug in its content). */
export async function listAllDrafts(): Promise<DraftRow[]> {
  return run(async (db, t) => db.select().from(t.courseDrafts).orderBy(desc(t.courseDrafts.id)));
}

export type ReviewRow = DraftRow & { ownerEmail: string; ownerName: string };

/** Works waiting for review, the longest-waiting first. */
export async function listInReview(limit = 100): Promise<ReviewRow[]> {
  return run(async (db, t) => {
    const rows = await db
      .select({ d: t.courseDrafts, email: t.users.email, name: t.users.fullName })
      .from(t.courseDrafts)
      .innerJoin(t.users, eq(t.users.id, t.courseDrafts.ownerUserId))
      .where(eq(t.courseDrafts.state, "in_review"))
      .orderBy(asc(t.courseDrafts.submittedAt))
      .limit(limit);
    return rows.map((r) => ({ ...r.d, ownerEmail: r.email, ownerName: r.name }));
  });
}

/**
 * Saves new content if the stored version is still `expectedVersion` (and the state one of
 * `fromStates`): the version goes up by one. Null when someone saved in between (or the state
 * moved on): the caller shows the conflict.
 */
export async function saveDraftContent(
  id: number,
  expectedVersion: number,
  content: string,
  fields: { state: string; fromStates: readonly string[] },
  now: Date,
): Promise<number | null> {
  return run(async (db, t) => {
    const result = await db
      .update(t.courseDrafts)
      .set({ content, state: fields.state, version: sql`${t.courseDrafts.version} + 1`, updatedAt: now.toISOString() })
      .where(and(eq(t.courseDrafts.id, id), eq(t.courseDrafts.version, expectedVersion), inArray(t.courseDrafts.state, [...fields.fromStates])));
    return changes(result) === 1 ? expectedVersion + 1 : null;
  });
}

/** Moves a draft from one state to another (at a known version); false when it was not there. */
export async function moveDraftState(
  id: number,
  from: { state: string; version?: number },
  to: { state: string; reviewComment?: string | null; submittedAt?: string | null },
  now: Date,
): Promise<boolean> {
  return run(async (db, t) => {
    const where = [eq(t.courseDrafts.id, id), eq(t.courseDrafts.state, from.state)];
    if (from.version !== undefined) where.push(eq(t.courseDrafts.version, from.version));
    const result = await db
      .update(t.courseDrafts)
      .set({ ...to, version: sql`${t.courseDrafts.version} + 1`, updatedAt: now.toISOString() })
      .where(and(...where));
    return changes(result) === 1;
  });
}

/** Whether a catalog course other than `exceptCourseId` already has this slug. */
export async function courseSlugTaken(slug: string, exceptCourseId: number | null): Promise<boolean> {
  return run(async (db, t) => {
    const where = exceptCourseId === null ? eq(t.courses.slug, slug) : and(eq(t.courses.slug, slug), ne(t.courses.id, exceptCourseId));
    return (await db.select({ id: t.courses.id }).from(t.courses).where(where).limit(1)).length > 0;
  });
}

export async function categoryIdBySlug(slug: string): Promise<number | null> {
  return run(async (db, t) => (await db.select({ id: t.categories.id }).from(t.categories).where(eq(t.categories.slug, slug)))[0]?.id ?? null);
}

// ---------------------------------------------------------------- publication
export interface PublishedCourse {
  title: string;
  slug: string;
  summary: string;
  categoryId: number;
  difficulty: string;
  isFree: boolean;
  isEarlyAccess: boolean;
  sections: { title: string; lessons: { slug: string; title: string; summary: string; minutes: number; body: string; blocks: string | null }[] }[];
}

/**
 * Approves a work in review at a known version: writes it into the catalog (a new course, or the
 * course it was published as before: sections matched by place, lessons by slug so that learners'
 * progress on a kept lesson stays), records the publication and marks the draft published, in one
 * transaction. The catalog triggers move the catalog and content versions on (search, sitemap and
 * the page cache follow). Null when the draft was not in review at that version.
 */
export async function publishDraft(
  draftId: number,
  expectedVersion: number,
  authorId: number,
  course: PublishedCourse,
  content: string,
  staffUserId: number,
  now: Date,
): Promise<{ courseId: number } | null> {
  return transaction(async (db, t) => {
    // The guard first: only one approval of this version can move the draft on (a row lock on PostgreSQL).
    const moved = await db
      .update(t.courseDrafts)
      .set({ state: "published", reviewComment: null, version: sql`${t.courseDrafts.version} + 1`, updatedAt: now.toISOString() })
      .where(and(eq(t.courseDrafts.id, draftId), eq(t.courseDrafts.version, expectedVersion), eq(t.courseDrafts.state, "in_review")));
    if (changes(moved) !== 1) return null;
    const [draft] = await db.select({ courseId: t.courseDrafts.courseId }).from(t.courseDrafts).where(eq(t.courseDrafts.id, draftId));
    const values = {
      slug: course.slug,
      title: course.title,
      summary: course.summary,
      categoryId: course.categoryId,
      difficulty: course.difficulty,
      isFree: course.isFree,
      isEarlyAccess: course.isEarlyAccess,
    };
    let courseId = draft!.courseId;
    if (courseId === null) {
      const [top] = await db.select({ n: max(t.courses.collectionId) }).from(t.courses);
      const [row] = await db
        .insert(t.courses)
        .values({ ...values, authorId, collectionId: Number(top?.n ?? 0) + 1 })
        .returning({ id: t.courses.id });
      courseId = row!.id;
    } else {
      await db.update(t.courses).set(values).where(eq(t.courses.id, courseId));
    }
    // Sections by place.
    const oldSections = await db
      .select()
      .from(t.courseSections)
      .where(eq(t.courseSections.courseId, courseId))
      .orderBy(asc(t.courseSections.position));
    const sectionIds: number[] = [];
    for (let i = 0; i < course.sections.length; i++) {
      const old = oldSections[i];
      if (old) {
        await db.update(t.courseSections).set({ title: course.sections[i]!.title, position: i }).where(eq(t.courseSections.id, old.id));
        sectionIds.push(old.id);
      } else {
        const [row] = await db
          .insert(t.courseSections)
          .values({ courseId, title: course.sections[i]!.title, position: i })
          .returning({ id: t.courseSections.id });
        sectionIds.push(row!.id);
      }
    }
    // Lessons by slug; new ones take the next page id. Positions first move out of the way.
    const oldLessons = await db
      .select({ id: t.lessons.id, slug: t.lessons.slug, pageId: t.lessons.pageId })
      .from(t.lessons)
      .where(eq(t.lessons.courseId, courseId));
    const bySlug = new Map(oldLessons.map((l) => [l.slug, l]));
    const keep = new Set(course.sections.flatMap((s) => s.lessons.map((l) => l.slug)));
    const gone = oldLessons.filter((l) => !keep.has(l.slug)).map((l) => l.id);
    if (gone.length) await db.delete(t.lessons).where(inArray(t.lessons.id, gone));
    let nextPageId = oldLessons.reduce((m, l) => Math.max(m, l.pageId), 0) + 1;
    let position = 0;
    for (let s = 0; s < course.sections.length; s++) {
      for (const l of course.sections[s]!.lessons) {
        position += 1;
        const fields = {
          sectionId: sectionIds[s]!,
          title: l.title,
          summary: l.summary,
          minutes: l.minutes,
          body: l.body,
          blocks: l.blocks,
          position,
        };
        const old = bySlug.get(l.slug);
        if (old) await db.update(t.lessons).set(fields).where(eq(t.lessons.id, old.id));
        else await db.insert(t.lessons).values({ ...fields, courseId, slug: l.slug, pageId: nextPageId++ });
      }
    }
    const surplus = oldSections.slice(course.sections.length).map((s) => s.id);
    if (surplus.length) await db.delete(t.courseSections).where(inArray(t.courseSections.id, surplus));
    await db.insert(t.courseDraftPublications).values({ draftId, draftVersion: expectedVersion, content, approvedByUserId: staffUserId });
    await db.update(t.courseDrafts).set({ courseId }).where(eq(t.courseDrafts.id, draftId));
    return { courseId };
  });
}

export async function countPublications(draftId: number): Promise<number> {
  return run(
    async (db, t) =>
      (await db.select({ id: t.courseDraftPublications.id }).from(t.courseDraftPublications).where(eq(t.courseDraftPublications.draftId, draftId)))
        .length,
  );
}
