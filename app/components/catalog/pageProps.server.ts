// GET /api/collection/{courseSlug}/page/{pageSlug}/props and
// GET /api/collection/{authorId}/{collectionId}/page/{pageId}/props: a lesson's page props.
import { json } from "@remix-run/node";
import { accessDeniedText, coursePath, lessonPath } from "~/engine/catalog";
import { splitLessonComponents } from "~/engine/catalogToc";
import { errorText } from "~/utils/http.server";
import { courseToc, loadLessonContext, type CourseKey, type LessonKey } from "./lessonContext.server";

export function courseNotFoundText(key: CourseKey): string {
  return key.form === "ids"
    ? `Course not found: no course has author_id ${key.authorId} and collection_id ${key.collectionId}.`
    : `Course not found: no course has the URL slug "${key.slug}".`;
}

export function pageNotFoundText(key: LessonKey): string {
  return "pageId" in key ? `Page not found: this course has no page_id ${key.pageId}.` : `Page not found: this course has no page "${key.pageSlug}".`;
}

export async function loadPageProps(request: Request, key: CourseKey & LessonKey) {
  const ctx = await loadLessonContext(request, key);
  if (ctx === "no-course") return errorText(404, courseNotFoundText(key));
  if (ctx === "no-lesson") return errorText(404, pageNotFoundText(key));
  if (!ctx.access.allowed) return errorText(403, accessDeniedText(ctx.access.reason));
  const { course, lesson, form } = ctx;
  return json(
    {
      item_type: "lesson",
      author_id: course.authorId,
      collection_id: course.collectionId,
      page_id: lesson.pageId,
      slug: lesson.slug,
      title: lesson.title,
      brief_summary: lesson.summary,
      estimatedTime: lesson.minutes,
      is_optional: lesson.isOptional,
      url: lessonPath(course, lesson, form),
      course: { title: course.title, url_slug: course.slug, url: coursePath(course, form) },
      components: splitLessonComponents(lesson.body),
      toc: courseToc(ctx),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** Anything but GET on a page-props path. */
export const pagePropsMethodNotAllowed = () =>
  json({ errorText: "Page props are read with GET." }, { status: 405, headers: { Allow: "GET" } });
