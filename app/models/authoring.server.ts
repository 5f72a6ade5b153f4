// Authoring tables (docs/product/authoring.md): applications to write, the author role, course
// drafts with their version number, and publication into the catalog tables. Async, through
// db/access.ts on either engine (docs/decisions/0034-async-data-layer.md).
import { and, asc, desc, eq, inArray, max, ne, sql } from "drizzle-orm";
import { changes, run, transaction, type Db, type Tables } from "../../db/access";

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
  /** course | path | module */
  kind: string;
  state: string;
  version: number;
  content: string;
  courseId: number | null;
  targetId: number | null;
  reviewComment: string | null;
  submittedAt: string | null;
  updatedAt: string;
  createdAt: string;
}

export async function createDraft(ownerUserId: number, content: string, now: Date, kind: "course" | "path" | "module" = "course"): Promise<number> {
  return run(async (db, t) => {
    const [row] = await db
      .insert(t.courseDrafts)
      .values({ ownerUserId, kind, content, updatedAt: now.toISOString() })
      .returning({ id: t.courseDrafts.id });
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

// ---------------------------------------------------------------- paths and standalone modules
/** Whether a learning path other than `exceptId` (a learning_paths.id) already has this slug. */
export async function pathSlugTaken(slug: string, exceptId: number | null): Promise<boolean> {
  return run(async (db, t) => {
    const where = exceptId === null ? eq(t.learningPaths.slug, slug) : and(eq(t.learningPaths.slug, slug), ne(t.learningPaths.id, exceptId));
    return (await db.select({ id: t.learningPaths.id }).from(t.learningPaths).where(where).limit(1)).length > 0;
  });
}

/** Whether a module other than `exceptId` (a modules.id) already has this slug. */
export async function moduleSlugTaken(slug: string, exceptId: number | null): Promise<boolean> {
  return run(async (db, t) => {
    const where = exceptId === null ? eq(t.modules.slug, slug) : and(eq(t.modules.slug, slug), ne(t.modules.id, exceptId));
    return (await db.select({ id: t.modules.id }).from(t.modules).where(where).limit(1)).length > 0;
  });
}

/** Moves a draft in review at a known version to published; false when it was not there (the first step of every publication). */
async function claimApproval(db: Db, t: Tables, draftId: number, expectedVersion: number, now: Date): Promise<boolean> {
  const moved = await db
    .update(t.courseDrafts)
    .set({ state: "published", reviewComment: null, version: sql`${t.courseDrafts.version} + 1`, updatedAt: now.toISOString() })
    .where(and(eq(t.courseDrafts.id, draftId), eq(t.courseDrafts.version, expectedVersion), eq(t.courseDrafts.state, "in_review")));
  return changes(moved) === 1;
}

export interface PublishedPath {
  title: string;
  slug: string;
  summary: string;
  difficulty: string;
  items: { kind: "course" | "module"; id: number }[];
}

/**
 * Approves a path in review at a known version: a new learning path (the next path id) or the one
 * it was published as before, its courses and modules replaced in one order. Progress is kept by
 * lesson, so learners keep theirs. Null when the draft was not in review at that version.
 */
export async function publishPath(
  draftId: number,
  expectedVersion: number,
  authorId: number,
  path: PublishedPath,
  content: string,
  staffUserId: number,
  now: Date,
): Promise<{ id: number } | null> {
  return transaction(async (db, t) => {
    if (!(await claimApproval(db, t, draftId, expectedVersion, now))) return null;
    const [draft] = await db.select({ targetId: t.courseDrafts.targetId }).from(t.courseDrafts).where(eq(t.courseDrafts.id, draftId));
    const values = { slug: path.slug, title: path.title, summary: path.summary, difficulty: path.difficulty };
    let id = draft!.targetId;
    if (id === null) {
      const [top] = await db.select({ n: max(t.learningPaths.pathId) }).from(t.learningPaths);
      const [row] = await db
        .insert(t.learningPaths)
        .values({ ...values, authorId, pathId: Number(top?.n ?? 0) + 1 })
        .returning({ id: t.learningPaths.id });
      id = row!.id;
    } else {
      await db.update(t.learningPaths).set(values).where(eq(t.learningPaths.id, id));
      await db.delete(t.learningPathCourses).where(eq(t.learningPathCourses.pathId, id));
      await db.delete(t.learningPathModules).where(eq(t.learningPathModules.pathId, id));
    }
    for (const [position, item] of path.items.entries()) {
      if (item.kind === "course") await db.insert(t.learningPathCourses).values({ pathId: id, courseId: item.id, position });
      else await db.insert(t.learningPathModules).values({ pathId: id, moduleId: item.id, position });
    }
    await db.insert(t.courseDraftPublications).values({ draftId, draftVersion: expectedVersion, content, approvedByUserId: staffUserId });
    await db.update(t.courseDrafts).set({ targetId: id }).where(eq(t.courseDrafts.id, draftId));
    return { id };
  });
}

export interface PublishedModule {
  title: string;
  slug: string;
  summary: string;
  lessonIds: number[];
}

/**
 * Approves a standalone module in review at a known version: a new module of its author (the
 * author's next module id) or the one it was published as before, its lessons replaced in order.
 * Null when the draft was not in review at that version.
 */
export async function publishModule(
  draftId: number,
  expectedVersion: number,
  authorId: number,
  module: PublishedModule,
  content: string,
  staffUserId: number,
  now: Date,
): Promise<{ id: number; authorId: number; moduleId: number } | null> {
  return transaction(async (db, t) => {
    if (!(await claimApproval(db, t, draftId, expectedVersion, now))) return null;
    const [draft] = await db.select({ targetId: t.courseDrafts.targetId }).from(t.courseDrafts).where(eq(t.courseDrafts.id, draftId));
    const values = { slug: module.slug, title: module.title, summary: module.summary, isStandalone: true, status: "published" };
    let row: { id: number; authorId: number; moduleId: number };
    if (draft!.targetId === null) {
      const [top] = await db
        .select({ n: max(t.modules.moduleId) })
        .from(t.modules)
        .where(eq(t.modules.authorId, authorId));
      [row] = (await db
        .insert(t.modules)
        .values({ ...values, authorId, moduleId: Number(top?.n ?? 0) + 1 })
        .returning({ id: t.modules.id, authorId: t.modules.authorId, moduleId: t.modules.moduleId })) as [typeof row];
    } else {
      [row] = (await db
        .update(t.modules)
        .set(values)
        .where(eq(t.modules.id, draft!.targetId))
        .returning({ id: t.modules.id, authorId: t.modules.authorId, moduleId: t.modules.moduleId })) as [typeof row];
      await db.delete(t.moduleLessons).where(eq(t.moduleLessons.moduleId, row.id));
    }
    for (const [position, lessonId] of module.lessonIds.entries()) await db.insert(t.moduleLessons).values({ moduleId: row.id, lessonId, position });
    await db.insert(t.courseDraftPublications).values({ draftId, draftVersion: expectedVersion, content, approvedByUserId: staffUserId });
    await db.update(t.courseDrafts).set({ targetId: row.id }).where(eq(t.courseDrafts.id, draftId));
    return row;
  });
}

/** Records the learning_paths or modules row a path or module draft stands for. */
export async function setDraftTarget(draftId: number, targetId: number): Promise<void> {
  await run(async (db, t) => db.update(t.courseDrafts).set({ targetId }).where(eq(t.courseDrafts.id, draftId)));
}

/** The module a standalone-module draft was published as, by its learner address ids. */
export async function findDraftByModule(moduleRowId: number): Promise<DraftRow | null> {
  return run(
    async (db, t) =>
      (
        await db
          .select()
          .from(t.courseDrafts)
          .where(and(eq(t.courseDrafts.kind, "module"), eq(t.courseDrafts.targetId, moduleRowId)))
          .limit(1)
      )[0] ?? null,
  );
}

// ---------------------------------------------------------------- deprecation
/**
 * Deprecates a published course from its editor: the course is marked for deletion with the
 * banner on, its alternatives replaced in the order given, and the draft moves to deprecated
 * (from a known version), in one transaction. False when the draft moved on meanwhile.
 */
export async function deprecateCourse(
  draftId: number,
  expectedVersion: number,
  courseId: number,
  alternativeIds: readonly number[],
  now: Date,
): Promise<boolean> {
  return transaction(async (db, t) => {
    const moved = await db
      .update(t.courseDrafts)
      .set({ state: "deprecated", version: sql`${t.courseDrafts.version} + 1`, updatedAt: now.toISOString() })
      .where(and(eq(t.courseDrafts.id, draftId), eq(t.courseDrafts.version, expectedVersion), inArray(t.courseDrafts.state, ["draft", "published"])));
    if (changes(moved) !== 1) return false;
    await db.update(t.courses).set({ isMarkedForDeletion: true, showBannerOnDeletedCourse: true }).where(eq(t.courses.id, courseId));
    await db.delete(t.courseAlternatives).where(eq(t.courseAlternatives.courseId, courseId));
    for (const [position, alternativeId] of alternativeIds.entries())
      await db.insert(t.courseAlternatives).values({ courseId, alternativeId, position });
    return true;
  });
}
