// Earned certificates and the names learners confirm for them (docs/product/hands-on.md#certificates).
import { and, count, eq, inArray, isNotNull } from "drizzle-orm";
import { changes, run, transaction } from "../../db/access";

export interface EarnedCertificate {
  id: string;
  userId: number;
  kind: string;
  subjectId: number;
  title: string;
  state: string;
  revokedReason: string | null;
  revokedByUserId: number | null;
  revokedAt: string | null;
  issuedAt: string;
}

export async function findCertificate(id: string): Promise<EarnedCertificate | undefined> {
  return run(async (db, t) => (await db.select().from(t.earnedCertificates).where(eq(t.earnedCertificates.id, id)).limit(1))[0]);
}

export async function listUserCertificates(userId: number): Promise<EarnedCertificate[]> {
  return run(async (db, t) => db.select().from(t.earnedCertificates).where(eq(t.earnedCertificates.userId, userId)));
}

export async function findCertificateName(userId: number): Promise<{ name: string; verifiedAt: string } | undefined> {
  return run(
    async (db, t) =>
      (
        await db
          .select({ name: t.certificateNames.name, verifiedAt: t.certificateNames.verifiedAt })
          .from(t.certificateNames)
          .where(eq(t.certificateNames.userId, userId))
          .limit(1)
      )[0],
  );
}

/**
 * Issues the certificate once per learner and subject: active when the learner's name is already
 * confirmed, pending_verification otherwise. Returns the certificate (the existing one on a repeat).
 */
export async function issueCertificate(
  input: { id: string; userId: number; kind: string; subjectId: number; title: string },
  now: Date,
): Promise<EarnedCertificate> {
  return transaction(async (db, t) => {
    const named = (await db.select().from(t.certificateNames).where(eq(t.certificateNames.userId, input.userId)).limit(1))[0];
    await db
      .insert(t.earnedCertificates)
      .values({ ...input, state: named ? "active" : "pending_verification", issuedAt: now.toISOString() })
      .onConflictDoNothing();
    const row = (
      await db
        .select()
        .from(t.earnedCertificates)
        .where(
          and(
            eq(t.earnedCertificates.userId, input.userId),
            eq(t.earnedCertificates.kind, input.kind),
            eq(t.earnedCertificates.subjectId, input.subjectId),
          ),
        )
        .limit(1)
    )[0];
    return row!;
  });
}

/** Confirms the learner's name; their pending certificates become active. */
export async function confirmCertificateName(userId: number, name: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await transaction(async (db, t) => {
    await db
      .insert(t.certificateNames)
      .values({ userId, name, verifiedAt: at })
      .onConflictDoUpdate({ target: t.certificateNames.userId, set: { name, verifiedAt: at } });
    await db
      .update(t.earnedCertificates)
      .set({ state: "active" })
      .where(and(eq(t.earnedCertificates.userId, userId), eq(t.earnedCertificates.state, "pending_verification")));
  });
}

/** Revokes a certificate that is not revoked yet; false when there was nothing to revoke. */
export async function revokeCertificate(id: string, byUserId: number, reason: string, now: Date): Promise<boolean> {
  return run(async (db, t) => {
    const result = await db
      .update(t.earnedCertificates)
      .set({ state: "revoked_by_admin", revokedReason: reason, revokedByUserId: byUserId, revokedAt: now.toISOString() })
      .where(and(eq(t.earnedCertificates.id, id), eq(t.earnedCertificates.state, "active")));
    if (changes(result) > 0) return true;
    const pending = await db
      .update(t.earnedCertificates)
      .set({ state: "revoked_by_admin", revokedReason: reason, revokedByUserId: byUserId, revokedAt: now.toISOString() })
      .where(and(eq(t.earnedCertificates.id, id), eq(t.earnedCertificates.state, "pending_verification")));
    return changes(pending) > 0;
  });
}

/** Lessons of a course (optional ones left out) and how many of them the learner completed. */
export async function courseCompletion(userId: number, courseId: number): Promise<{ total: number; done: number }> {
  return run(async (db, t) => {
    const total =
      (
        await db
          .select({ n: count() })
          .from(t.lessons)
          .where(and(eq(t.lessons.courseId, courseId), eq(t.lessons.isOptional, false)))
      )[0]?.n ?? 0;
    const done =
      (
        await db
          .select({ n: count() })
          .from(t.lessonProgress)
          .innerJoin(t.lessons, eq(t.lessons.id, t.lessonProgress.lessonId))
          .where(
            and(
              eq(t.lessonProgress.userId, userId),
              eq(t.lessonProgress.courseId, courseId),
              isNotNull(t.lessonProgress.completedAt),
              eq(t.lessons.isOptional, false),
            ),
          )
      )[0]?.n ?? 0;
    return { total: Number(total), done: Number(done) };
  });
}

/** Whether `adminId` is an admin of an organization the learner belongs to. */
export async function isOrganizationAdminOf(adminId: number, learnerId: number): Promise<boolean> {
  return run(async (db, t) => {
    const orgs = (
      await db.select({ id: t.organizationMembers.organizationId }).from(t.organizationMembers).where(eq(t.organizationMembers.userId, learnerId))
    ).map((r) => r.id);
    if (!orgs.length) return false;
    const admin = await db
      .select({ id: t.organizationMembers.organizationId })
      .from(t.organizationMembers)
      .where(
        and(eq(t.organizationMembers.userId, adminId), eq(t.organizationMembers.isAdmin, true), inArray(t.organizationMembers.organizationId, orgs)),
      )
      .limit(1);
    return admin.length > 0;
  });
}

/** A learning path (by its row id): its title and the ids of its courses. */
export async function findPathForCertificate(pathId: number): Promise<{ id: number; title: string; courseIds: number[] } | undefined> {
  return run(async (db, t) => {
    const path = (
      await db.select({ id: t.learningPaths.id, title: t.learningPaths.title }).from(t.learningPaths).where(eq(t.learningPaths.id, pathId)).limit(1)
    )[0];
    if (!path) return undefined;
    const courses = await db
      .select({ courseId: t.learningPathCourses.courseId })
      .from(t.learningPathCourses)
      .where(eq(t.learningPathCourses.pathId, pathId));
    return { ...path, courseIds: courses.map((c) => c.courseId) };
  });
}
