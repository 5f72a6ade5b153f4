// What the course page, the lesson reader and the page-props API all need: the course by either
// URL form, its outline in reading order, the lesson, the viewer, access and progress.
import {
  canAccessLesson,
  deprecatedBannerContent,
  deprecatedBannerScope,
  DEPRECATED_BANNER_ID,
  coursePath,
  shouldShowDeprecatedBanner,
  summarizeCourseProgress,
  transitionPath,
  type LessonAccess,
  type UrlForm,
} from "~/engine/catalog";
import { buildToc, type TocEntry } from "~/engine/catalogToc";
import {
  findCourseByIds,
  findCourseBySlug,
  findLesson,
  getCourseOutline,
  listCourseAlternatives,
  type CourseDetail,
  type LessonRow,
  type OutlineLesson,
  type OutlineSection,
} from "~/models/catalog.server";
import { dismissalKey, listCourseProgress, listDismissedBanners, type LessonProgress } from "~/models/progress.server";
import { accessViewer, getViewer, type Viewer } from "./viewer.server";

export type CourseKey = { form: "ids"; authorId: number; collectionId: number } | { form: "slug"; slug: string };
export type LessonKey = { pageId: number } | { pageSlug: string };

export async function findCourse(key: CourseKey): Promise<CourseDetail | null> {
  return key.form === "ids" ? findCourseByIds(key.authorId, key.collectionId) : findCourseBySlug(key.slug);
}

export interface CourseContext {
  course: CourseDetail;
  sections: OutlineSection[];
  ordered: OutlineLesson[];
  viewer: Viewer;
  progress: LessonProgress[];
  now: Date;
  form: UrlForm;
}

/** null when no course answers to the key. */
export async function loadCourseContext(request: Request, key: CourseKey, now = new Date()): Promise<CourseContext | null> {
  const course = await findCourse(key);
  if (!course) return null;
  const [sections, viewer] = await Promise.all([getCourseOutline(course.id), getViewer(request)]);
  const progress = viewer.user ? await listCourseProgress(viewer.user.id, course.id) : [];
  return { course, sections, ordered: sections.flatMap((s) => s.lessons), viewer, progress, now, form: key.form };
}

export const lessonAccessAt = (ctx: CourseContext, lessonIndex: number): LessonAccess =>
  canAccessLesson({ course: ctx.course, lessonIndex, viewer: accessViewer(ctx.viewer), now: ctx.now });

export function courseToc(ctx: CourseContext): TocEntry[] {
  return buildToc({
    course: ctx.course,
    sections: ctx.sections,
    form: ctx.form,
    canEdit: ctx.viewer.isStaff,
    completedLessonIds: new Set(ctx.progress.filter((p) => p.completedAt).map((p) => p.lessonId)),
    isLocked: (i) => !lessonAccessAt(ctx, i).allowed,
  });
}

export const courseProgress = (ctx: CourseContext) =>
  summarizeCourseProgress(
    ctx.ordered.map((l) => l.id),
    ctx.progress,
  );

export interface LessonContext extends CourseContext {
  lesson: LessonRow;
  index: number;
  access: LessonAccess;
}

/** "no-course" or "no-lesson" when the key names nothing. */
export async function loadLessonContext(
  request: Request,
  key: CourseKey & LessonKey,
  now = new Date(),
): Promise<LessonContext | "no-course" | "no-lesson"> {
  const ctx = await loadCourseContext(request, key, now);
  if (!ctx) return "no-course";
  const lesson = await findLesson(ctx.course.id, "pageId" in key ? { pageId: key.pageId } : { slug: key.pageSlug });
  if (!lesson) return "no-lesson";
  const index = ctx.ordered.findIndex((l) => l.id === lesson.id);
  return { ...ctx, lesson, index, access: lessonAccessAt(ctx, index) };
}

/** The deprecated-course banner for this view, or null when it does not show. */
export async function deprecatedBannerFor(request: Request, ctx: CourseContext, pageId: number | null) {
  const { course } = ctx;
  const scope = deprecatedBannerScope({ authorId: course.authorId, collectionId: course.collectionId, pageId });
  const dismissed = (await listDismissedBanners({ userId: ctx.viewer.user?.id ?? null, request })).has(dismissalKey(DEPRECATED_BANNER_ID, scope));
  const show = shouldShowDeprecatedBanner({ course, dismissed, courseMatchesRoute: true, isModuleOrDraft: false });
  if (!show) return null;
  const alternatives = await listCourseAlternatives(course.id);
  return deprecatedBannerContent({
    courseExpirationDate: course.courseExpirationDate,
    alternatives: alternatives.map((a) => ({ href: coursePath(a) })),
    transitionHref: transitionPath(course),
  });
}

/** A page's own path, for redirects back after a form post. */
export const selfPath = (request: Request) => {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  url.searchParams.delete("_data");
  return url.pathname + url.search;
};
