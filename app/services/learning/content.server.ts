// Paths and modules for learners (docs/product/paths-and-modules.md): the parts with their lessons,
// progress across all of them, where "Continue" leads, the table of contents and completion.
// Plain values in and out; the routes read the request and answer.
import { lessonPath } from "~/engine/catalog";
import { lessonTocEntry, partTocEntry, sequenceProgress, type SequenceProgress, type UnitTocEntry } from "~/engine/learningPlans";
import {
  findLearningPath,
  findModule,
  lessonsOfCourses,
  lessonsOfModules,
  listLearningPaths,
  listPublishedModules,
  pathParts,
  pathsWithModule,
  courseIdByIds,
  type ModuleRow,
  type UnitLesson,
} from "~/models/learningContent.server";
import { listUserProgress, type LessonProgress } from "~/models/progress.server";
import { getOrganization } from "~/models/organization.server";

export const modulePagePath = (m: Pick<ModuleRow, "id" | "slug">) => `/module/page/${m.id}/${m.slug}`;
export const moduleLessonPath = (moduleId: number, lessonId: number) => `/module/lesson/${moduleId}/${lessonId}`;
export const standaloneModulePath = (m: Pick<ModuleRow, "authorId" | "moduleId">) => `/module/standalone/${m.authorId}/${m.moduleId}`;
export const pathPagePath = (slug: string) => `/path/page/${slug}`;
export const pathLessonPath = (slug: string) => `/path/lesson/${slug}`;

const courseLessonUrl = (l: UnitLesson) => lessonPath({ authorId: l.authorId, collectionId: l.collectionId, slug: l.courseSlug }, l, "slug");

interface UnitPart {
  key: string;
  kind: "course" | "module";
  title: string;
  summary: string;
  url: string;
  isOptional: boolean;
  lessonIds: number[];
  lessons: { id: number; title: string; minutes: number; isOptional: boolean; url: string }[];
}

async function progressOf(userId: number | null): Promise<LessonProgress[]> {
  return userId === null ? [] : listUserProgress(userId);
}

/** The parts of one path, each with its lessons in order and their addresses. */
export async function pathPartsWithLessons(pathId: number): Promise<UnitPart[]> {
  const parts = await pathParts([pathId]);
  const courseIds = parts.filter((p) => p.kind === "course").map((p) => p.courseId!);
  const moduleIds = parts.filter((p) => p.kind === "module").map((p) => p.moduleId!);
  const [courseLessons, moduleLessons] = await Promise.all([lessonsOfCourses(courseIds), lessonsOfModules(moduleIds)]);
  return parts.map((p) => {
    const lessons =
      p.kind === "course"
        ? courseLessons.filter((l) => l.courseId === p.courseId).map((l) => ({ ...l, url: courseLessonUrl(l) }))
        : moduleLessons.filter((l) => l.moduleId === p.moduleId).map((l) => ({ ...l, url: moduleLessonPath(p.moduleId!, l.id) }));
    return {
      key: p.kind === "course" ? `course-${p.courseId}` : `module-${p.moduleId}`,
      kind: p.kind,
      title: p.title,
      summary: p.summary,
      url: p.kind === "course" ? `/courses/${p.slug}` : modulePagePath({ id: p.moduleId!, slug: p.slug }),
      isOptional: p.isOptional,
      lessonIds: lessons.map((l) => l.id),
      lessons: lessons.map((l) => ({ id: l.id, title: l.title, minutes: l.minutes, isOptional: l.isOptional, url: l.url })),
    };
  });
}

function tocOf(parts: readonly UnitPart[], progress: readonly LessonProgress[]): UnitTocEntry[] {
  const done = new Set(progress.filter((p) => p.completedAt).map((p) => p.lessonId));
  return parts.map((p) =>
    partTocEntry(
      {
        id: p.key,
        title: p.title,
        type: p.kind,
        work_type: p.kind === "course" ? "collection" : "module",
        url: p.url,
        summary: p.summary,
        isOptional: p.isOptional,
      },
      p.lessons.map((l) => lessonTocEntry(l, done)),
    ),
  );
}

function continueUrl(parts: readonly UnitPart[], seq: SequenceProgress<UnitPart>): string | null {
  if (!seq.continueAt) return null;
  const part = parts.find((p) => p.key === seq.continueAt!.key);
  return part?.lessons.find((l) => l.id === seq.continueAt!.lessonId)?.url ?? null;
}

/** A learning path page: its parts, progress across them, "Continue", completion. Null when unknown. */
export async function pathPage(slug: string, userId: number | null) {
  const path = await findLearningPath({ slug });
  if (!path) return null;
  const [parts, progress] = await Promise.all([pathPartsWithLessons(path.id), progressOf(userId)]);
  const seq = sequenceProgress(parts, progress);
  const started = progress.some((p) => parts.some((part) => part.lessonIds.includes(p.lessonId)));
  return {
    path: {
      id: path.id,
      authorId: path.authorId,
      pathId: path.pathId,
      slug: path.slug,
      title: path.title,
      summary: path.summary,
      difficulty: path.difficulty,
    },
    toc: tocOf(parts, progress),
    parts: seq.items.map((p) => ({ key: p.key, kind: p.kind, title: p.title, url: p.url, isOptional: p.isOptional, progress: p.progress })),
    progress: seq.required,
    completed: seq.completed,
    started,
    continueUrl: continueUrl(parts, seq),
  };
}

/**
 * Has the learner completed the path (every lesson of its required courses and modules)? The
 * certificate of a path is issued from this (docs/product/paths-and-modules.md#completion).
 */
export async function pathCompletedBy(userId: number, pathId: number): Promise<{ completed: boolean; percent: number; title: string } | null> {
  const path = await findLearningPath({ id: pathId });
  if (!path) return null;
  const [parts, progress] = await Promise.all([pathPartsWithLessons(path.id), listUserProgress(userId)]);
  const seq = sequenceProgress(parts, progress);
  return { completed: seq.completed, percent: seq.required.percent, title: path.title };
}

/** Where /path/lesson/{slug} leads: the lesson to continue, or the path page. */
export async function pathContinueUrl(slug: string, userId: number | null): Promise<string | null> {
  const page = await pathPage(slug, userId);
  if (!page) return null;
  return page.continueUrl ?? pathPagePath(slug);
}

/** The learning paths listed with their part counts and the learner's progress. */
export async function pathList(userId: number | null) {
  const paths = await listLearningPaths();
  const progress = await progressOf(userId);
  return Promise.all(
    paths.map(async (p) => {
      const parts = await pathPartsWithLessons(p.id);
      const seq = sequenceProgress(parts, progress);
      return { slug: p.slug, title: p.title, summary: p.summary, parts: parts.length, percent: seq.required.percent, url: pathPagePath(p.slug) };
    }),
  );
}

/** A module with its lessons and the learner's progress. Null when unknown. */
export async function modulePage(module: ModuleRow, userId: number | null) {
  const [lessons, progress, partOf, organization] = await Promise.all([
    lessonsOfModules([module.id]),
    progressOf(userId),
    pathsWithModule(module.id),
    // an organization's private module carries the extra header, a template's view does not
    module.organizationId !== null && !module.isTemplate ? getOrganization(module.organizationId) : null,
  ]);
  const part: UnitPart = {
    key: `module-${module.id}`,
    kind: "module",
    title: module.title,
    summary: module.summary,
    url: modulePagePath(module),
    isOptional: false,
    lessonIds: lessons.map((l) => l.id),
    lessons: lessons.map((l) => ({ id: l.id, title: l.title, minutes: l.minutes, isOptional: l.isOptional, url: moduleLessonPath(module.id, l.id) })),
  };
  const seq = sequenceProgress([part], progress);
  const done = new Set(progress.filter((p) => p.completedAt).map((p) => p.lessonId));
  return {
    module: {
      id: module.id,
      authorId: module.authorId,
      moduleId: module.moduleId,
      slug: module.slug,
      title: module.title,
      summary: module.summary,
      status: module.status,
      isStandalone: module.isStandalone,
      isTemplate: module.isTemplate,
    },
    lessons: part.lessons.map((l) => ({ ...l, completed: done.has(l.id), courseTitle: lessons.find((x) => x.id === l.id)?.courseTitle ?? "" })),
    toc: partTocEntry(
      {
        id: part.key,
        title: module.title,
        type: "module",
        work_type: "module",
        url: part.url,
        summary: module.summary,
        isOptional: false,
        isStandalone: module.isStandalone,
        isTemplate: module.isTemplate,
      },
      part.lessons.map((l) => lessonTocEntry(l, done)),
    ),
    progress: seq.required,
    completed: seq.completed,
    continueUrl: continueUrl([part], seq),
    partOf: partOf.map((p) => ({ title: p.title, url: pathPagePath(p.slug) })),
    privateTo: organization?.name ?? null,
  };
}

export { findModule, listPublishedModules };

/** One lesson of a module: its place, neighbours and the course lesson it is. Null when not in the module. */
export async function moduleLesson(module: ModuleRow, lessonId: number) {
  const lessons = await lessonsOfModules([module.id]);
  const i = lessons.findIndex((l) => l.id === lessonId);
  if (i < 0) return null;
  const at = (j: number) => (j >= 0 && j < lessons.length ? { title: lessons[j]!.title, url: moduleLessonPath(module.id, lessons[j]!.id) } : null);
  const l = lessons[i]!;
  return {
    lesson: l,
    number: i + 1,
    count: lessons.length,
    prev: at(i - 1),
    next: at(i + 1),
    courseKey: { authorId: l.authorId, collectionId: l.collectionId, pageId: l.pageId },
  };
}

/** The ids the organization rules read for a path, or null. */
export async function findLearningPathForAccess(slug: string): Promise<{ authorId: number; pathId: number } | null> {
  const p = await findLearningPath({ slug });
  return p ? { authorId: p.authorId, pathId: p.pathId } : null;
}

/** The course id of (author_id, collection_id), or null. */
export async function findCourseIdByIds(authorId: number, collectionId: number): Promise<number | null> {
  return courseIdByIds(authorId, collectionId);
}
