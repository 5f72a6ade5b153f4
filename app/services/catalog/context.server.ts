// What the course page, the lesson reader and the page-props API all need: the course by either
// URL form, its outline in reading order, the lesson, the viewer, access and progress.
import { deprecatedBannerDismissKey, deprecatedCourseBanner, type DeprecatedCourseMeta } from "~/engine/banners";
import { deprecatedCourseBannerText, type DeprecatedBannerText } from "~/engine/bannerTexts";
import { accessDeniedText, canAccessLesson, summarizeCourseProgress, type LessonAccess, type UrlForm } from "~/engine/catalog";
import type { OrganizationCourseAccess } from "~/engine/organizationAccess";
import type { BannerId } from "~/engine/constants";
import { buildToc, type TocEntry } from "~/engine/catalogToc";
import {
  findCourseByIds,
  findCourseBySlug,
  findLesson,
  getCourseOutline,
  listCourseAlternatives,
  listCourseTagSlugs,
  type CatalogCourse,
  type CourseDetail,
  type LessonRow,
  type OutlineLesson,
  type OutlineSection,
} from "~/models/catalog.server";
import { listCourseProgress, listDismissedScopes, type LessonProgress } from "~/models/progress.server";
import { visitorDismissedScopes } from "~/utils/bannerDismissals.server";
import { courseAccess, ORGANIZATION_DENIED_TEXT, restrictsCourses } from "~/services/organizations/access.server";
import { notFound, unauthorized } from "~/utils/http.server";
import { businessDomainVisitorAccess } from "~/engine/access";
import { BUSINESS_DOMAIN_SPECIAL_TAGS, BUSINESS_DOMAIN_TEXTS } from "~/engine/whiteLabel";
import { isBusinessDomain } from "~/services/whiteLabel.server";
import { loginRedirect } from "~/utils/auth.server";
import { courseNotFoundText, pageNotFoundText, type CourseKey, type LessonKey } from "./params.server";
import { accessViewer, getViewer, type Viewer } from "./viewer.server";

export type { CourseKey, LessonKey };

/** The course named by the key, or the 404 that says what was looked for. */
export async function findCourse(key: CourseKey): Promise<CourseDetail> {
  const course = key.form === "ids" ? await findCourseByIds(key.authorId, key.collectionId) : await findCourseBySlug(key.slug);
  if (!course) notFound(courseNotFoundText(key));
  return course;
}

export interface CourseContext {
  course: CourseDetail;
  sections: OutlineSection[];
  ordered: OutlineLesson[];
  viewer: Viewer;
  progress: LessonProgress[];
  now: Date;
  form: UrlForm;
  /** The route's own params, for "the course matches the route". */
  key: CourseKey;
  /** Organization content access combined with the learner's own (engine organizationAccess.ts). */
  organizationAccess: OrganizationCourseAccess;
}

const UNAFFECTED: OrganizationCourseAccess = {
  allowed: true,
  rule: "no-subscriber-organizations",
  seat: false,
  organizationRule: "no-subscriber-organizations",
};

/**
 * The business-domain rule (docs/product/white-label.md#the-business-domain): on the team product's
 * domain a visitor without a session may not open a free or unpriced course, nor one with the
 * special tag. A page sends them to log in (back here afterwards); the API answers 401.
 */
async function guardBusinessDomain(request: Request, course: CourseDetail, viewer: Viewer, refuse: "page" | "api"): Promise<void> {
  if (viewer.user || !isBusinessDomain(request.headers.get("host"))) return;
  const tags = [course.categorySlug, ...(await listCourseTagSlugs(course.id))];
  const decision = businessDomainVisitorAccess({
    isBusinessDomain: true,
    isLoggedIn: false,
    content: { is_free: course.isFree, price_cents: course.listPriceCents, tags },
    specialTags: BUSINESS_DOMAIN_SPECIAL_TAGS,
  });
  if (decision.allowed) return;
  if (refuse === "api") unauthorized(BUSINESS_DOMAIN_TEXTS.denied);
  throw loginRedirect(request);
}

/** The course for this viewer: unaffected without a subscriber organization (no extra query then). */
async function organizationAccessFor(course: CourseDetail, viewer: Viewer, now: Date): Promise<OrganizationCourseAccess> {
  if (!viewer.user || viewer.isStaff || !restrictsCourses(viewer.organizations)) return UNAFFECTED;
  const tagSlugs = await listCourseTagSlugs(course.id);
  return courseAccess(viewer.organizations, viewer, { ...course, tagSlugs }, now);
}

/** Throws the course's 404 when no course answers to the key. */
export async function loadCourseContext(request: Request, key: CourseKey, now = new Date(), refuse: "page" | "api" = "page"): Promise<CourseContext> {
  const course = await findCourse(key);
  const [sections, viewer] = await Promise.all([getCourseOutline(course.id), getViewer(request)]);
  await guardBusinessDomain(request, course, viewer, refuse);
  const [progress, organizationAccess] = await Promise.all([
    viewer.user ? listCourseProgress(viewer.user.id, course.id) : Promise.resolve([]),
    organizationAccessFor(course, viewer, now),
  ]);
  return { course, sections, ordered: sections.flatMap((s) => s.lessons), viewer, progress, now, form: key.form, key, organizationAccess };
}

/** A lesson of a course the organization closes is locked (no preview); a seat opens the rest like a subscription. */
const lessonAccessAt = (ctx: CourseContext, lessonIndex: number): LessonAccess =>
  canAccessLesson({ course: ctx.course, lessonIndex, viewer: accessViewer(ctx.viewer, ctx.course, ctx.organizationAccess.seat), now: ctx.now });

export const isLessonLocked = (ctx: CourseContext, lessonIndex: number) =>
  !ctx.organizationAccess.allowed || !lessonAccessAt(ctx, lessonIndex).allowed;

export function courseToc(ctx: CourseContext): TocEntry[] {
  return buildToc({
    course: ctx.course,
    sections: ctx.sections,
    form: ctx.form,
    canEdit: ctx.viewer.isStaff,
    completedLessonIds: new Set(ctx.progress.filter((p) => p.completedAt).map((p) => p.lessonId)),
    isLocked: (i) => isLessonLocked(ctx, i),
  });
}

export const courseProgress = (ctx: CourseContext) =>
  summarizeCourseProgress(
    ctx.ordered.map((l) => l.id),
    ctx.progress,
  );

interface LessonContext extends CourseContext {
  lesson: LessonRow;
  index: number;
  access: LessonAccess;
}

/** Throws the course's or the page's 404 when the key names nothing. */
export async function loadLessonContext(
  request: Request,
  key: CourseKey & LessonKey,
  now = new Date(),
  refuse: "page" | "api" = "page",
): Promise<LessonContext> {
  const ctx = await loadCourseContext(request, key, now, refuse);
  const lesson = await findLesson(ctx.course.id, "pageId" in key ? { pageId: key.pageId } : { slug: key.pageSlug });
  if (!lesson) notFound(pageNotFoundText(key));
  const index = ctx.ordered.findIndex((l) => l.id === lesson.id);
  return { ...ctx, lesson, index, access: lessonAccessAt(ctx, index) };
}

export const DEPRECATED_BANNER_ID: BannerId = "deprecated_content";

/** The course metadata the banner rules read (docs/product/catalog.md#deprecated-courses). */
function deprecatedCourseMeta(course: CourseDetail, alternatives: readonly CatalogCourse[]): DeprecatedCourseMeta {
  return {
    author_id: course.authorId,
    collection_id: course.collectionId,
    url_slug: course.slug,
    is_marked_for_deletion: course.isMarkedForDeletion,
    metadata_status: course.metadataStatus,
    show_banner_on_deleted_course: course.showBannerOnDeletedCourse,
    additional_course_alternatives: alternatives.map((a) => ({ author_id: a.authorId, collection_id: a.collectionId, redirect_url_slug: a.slug })),
  };
}

/** The dismissal scope of this view: the course page (pageId null) or one lesson view. */
export const deprecatedBannerScope = (course: CourseDetail, pageId: number | null) =>
  deprecatedBannerDismissKey({ author_id: course.authorId, collection_id: course.collectionId }, pageId);

/** The deprecated-course banner for this view, or null when it does not show. */
export async function deprecatedBannerFor(request: Request, ctx: CourseContext, pageId: number | null): Promise<DeprecatedBannerText | null> {
  const { course, key } = ctx;
  const userId = ctx.viewer.user?.id;
  const dismissedKeys =
    userId !== undefined ? await listDismissedScopes(userId, DEPRECATED_BANNER_ID) : await visitorDismissedScopes(request, DEPRECATED_BANNER_ID);
  const route = {
    pathname: new URL(request.url).pathname,
    ...(key.form === "ids" ? { author_id: key.authorId, collection_id: key.collectionId } : { slug: key.slug }),
    page_id: pageId,
  };
  // Replacements do not decide visibility: read them only for a banner that shows.
  if (!deprecatedCourseBanner({ course: deprecatedCourseMeta(course, []), route, dismissedKeys }).visible) return null;
  const meta = deprecatedCourseMeta(course, await listCourseAlternatives(course.id));
  return deprecatedCourseBannerText({
    course: { ...meta, course_expiration_date: course.courseExpirationDate },
    replacements: meta.additional_course_alternatives ?? [],
  });
}

/** A page's own path, for redirects back after a form post. */
export const selfPath = (request: Request) => {
  const url = new URL(request.url);
  url.searchParams.delete("index");
  url.searchParams.delete("_data");
  return url.pathname + url.search;
};

type LessonAccessCheck = { ok: true; ctx: LessonContext } | { ok: false; status: 404 | 403; errorText: string };

/**
 * May this request's viewer read the lesson (author_id, work_id, page_id)? The same rules as the
 * reader (docs/product/catalog.md#access): 404 when no such lesson exists, 403 with the reader's
 * sentence when the course is closed to the viewer's organization or the lesson is locked.
 * For the APIs that write about a lesson (notes, widget data): existing is not enough.
 */
export async function checkLessonAccess(
  request: Request,
  ids: { authorId: number; workId: number; pageId: number },
  now = new Date(),
): Promise<LessonAccessCheck> {
  let ctx: LessonContext;
  try {
    ctx = await loadLessonContext(request, { form: "ids", authorId: ids.authorId, collectionId: ids.workId, pageId: ids.pageId }, now);
  } catch (e) {
    if (e instanceof Response && e.status === 404) return { ok: false, status: 404, errorText: LESSON_NOT_FOUND_TEXT };
    throw e;
  }
  if (!ctx.organizationAccess.allowed) return { ok: false, status: 403, errorText: ORGANIZATION_DENIED_TEXT };
  if (!ctx.access.allowed) return { ok: false, status: 403, errorText: accessDeniedText(ctx.access.reason) };
  return { ok: true, ctx };
}
const LESSON_NOT_FOUND_TEXT = "We could not find that lesson.";
