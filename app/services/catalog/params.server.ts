// The catalog's URL params, validated in one place: every catalog page and catalog API path
// reads its course and lesson keys here, and every not-found answer says what was looked for.
import { z } from "zod";
import { badRequest, parseParams } from "~/utils/http.server";

/** A course by its ids (/collection/…) or by its URL slug (/courses/…, /coursesv3/…). */
export type CourseKey = { form: "ids"; authorId: number; collectionId: number } | { form: "slug"; slug: string };
/** A lesson by its page id (ids form) or its slug (slug form). */
export type LessonKey = { pageId: number } | { pageSlug: string };

/** Whole numbers only: "1e3", "-1" or " 1" name nothing. */
const idParam = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform(Number);
/** Course, lesson, path and page slugs are lowercase words joined by dashes; nothing else can exist. */
export const slugParam = z.string().regex(/^[a-z0-9][a-z0-9-]{0,199}$/);

const courseIdsParams = z.object({ authorId: idParam, collectionId: idParam });
const courseSlugParams = z.object({ slug: slugParam });
export const lessonIdsParams = z.object({ authorId: idParam, collectionId: idParam, pageId: idParam });
// Schemas are built once: building a zod object on every request costs more than parsing with it.
const pageIdParams = z.object({ pageId: idParam });
const pageSlugParams = z.object({ pageSlug: slugParam });

export const MALFORMED_IDS = "author_id, collection_id and page_id must be whole numbers.";

// A raw param is echoed back in a not-found text; keep it short.
const shown = (v: unknown) => String(v ?? "").slice(0, 200);

export function courseNotFoundText(key: { form: "ids"; authorId: unknown; collectionId: unknown } | { form: "slug"; slug: unknown }): string {
  return key.form === "ids"
    ? `Course not found: no course has author_id ${shown(key.authorId)} and collection_id ${shown(key.collectionId)}.`
    : `Course not found: no course has the URL slug "${shown(key.slug)}".`;
}

export function pageNotFoundText(key: { pageId: unknown } | { pageSlug: unknown }): string {
  return "pageId" in key
    ? `Page not found: this course has no page_id ${shown(key.pageId)}.`
    : `Page not found: this course has no page "${shown(key.pageSlug)}".`;
}

type Params = Record<string, string | undefined>;

/** /collection/{authorId}/{collectionId} and /transition/{authorId}/{collectionId}. */
export function courseIdsKey(params: Params): Extract<CourseKey, { form: "ids" }> {
  const ids = parseParams(params, courseIdsParams, courseNotFoundText({ form: "ids", authorId: params.authorId, collectionId: params.collectionId }));
  return { form: "ids", ...ids };
}

/** /courses/{slug}. */
export function courseSlugKey(params: Params): CourseKey {
  const { slug } = parseParams(params, courseSlugParams, courseNotFoundText({ form: "slug", slug: params.slug }));
  return { form: "slug", slug };
}

/** /collection/lesson/{authorId}/{collectionId}/{pageId}: a malformed id names nothing (404). */
export function lessonIdsKey(params: Params): CourseKey & LessonKey {
  const course = courseIdsKey(params);
  const { pageId } = parseParams(params, pageIdParams, pageNotFoundText({ pageId: params.pageId }));
  return { ...course, pageId };
}

/** /coursesv3/{courseSlug}/{pageSlug} and /api/collection/{courseSlug}/page/{pageSlug}/props. */
export function lessonSlugKey(params: Params): CourseKey & LessonKey {
  const { slug } = parseParams({ slug: params.courseSlug }, courseSlugParams, courseNotFoundText({ form: "slug", slug: params.courseSlug }));
  const { pageSlug } = parseParams(params, pageSlugParams, pageNotFoundText({ pageSlug: params.pageSlug }));
  return { form: "slug", slug, pageSlug };
}

/** /api/collection/{authorId}/{collectionId}/page/{pageId}/props: the API says the ids are malformed (400). */
export function pagePropsIdsKey(params: Params): CourseKey & LessonKey {
  const parsed = lessonIdsParams.safeParse(params);
  if (!parsed.success) badRequest(MALFORMED_IDS);
  return { form: "ids", ...parsed.data };
}
