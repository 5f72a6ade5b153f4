// GET /api/collection/{courseSlug}/page/{pageSlug}/props and
// GET /api/collection/{authorId}/{collectionId}/page/{pageId}/props: a lesson's page props.
import { json } from "@remix-run/node";
import { accessDeniedText, coursePath, lessonPath } from "~/engine/catalog";
import { splitLessonComponents } from "~/engine/catalogToc";
import { unauthorized } from "~/utils/http.server";
import { ORGANIZATION_DENIED_TEXT } from "~/services/organizations/access.server";
import { courseToc, loadLessonContext, type CourseKey, type LessonKey } from "./context.server";

export async function loadPageProps(request: Request, key: CourseKey & LessonKey) {
  const ctx = await loadLessonContext(request, key, new Date(), "api");
  // Access denied names the course or collection page to go to instead, in the answer and its
  // Location (docs/product/catalog.md#access): the page client goes there (app/utils/pageProps.ts).
  const deniedTo = coursePath(ctx.course, ctx.form);
  if (!ctx.organizationAccess.allowed) throw accessDenied(ORGANIZATION_DENIED_TEXT, deniedTo);
  if (!ctx.access.allowed) {
    // No session, and a session would open the content: 401, so the caller logs in (docs/product/catalog.md#access).
    if (ctx.access.reason === "login-required") unauthorized();
    throw accessDenied(accessDeniedText(ctx.access.reason), deniedTo);
  }
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

/** 403 on page props: the sentence, and the course or collection page the client goes to instead. */
export function accessDenied(errorText: string, redirectTo: string) {
  return json({ errorText, redirect_to: redirectTo }, { status: 403, headers: { "Cache-Control": "private, no-store" } });
}

export const PAGE_PROPS_GET_ONLY = "Page props are read with GET.";

/** Anything but GET on a page-props path. */
export const pagePropsMethodNotAllowed = () => json({ errorText: PAGE_PROPS_GET_ONLY }, { status: 405, headers: { Allow: "GET" } });
