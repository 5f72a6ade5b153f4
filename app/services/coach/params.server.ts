// The interview-prep URL params, validated in one place: every coach page and the coach's
// page-props API read their path and lesson keys here, and every not-found answer says what was
// looked for (a malformed key names nothing, so it is the same 404 as an unknown one).
import { z } from "zod";
import { decodePathInfo } from "~/engine/coachProgress";
import { lessonIdsParams, slugParam } from "~/services/catalog/params.server";
import { notFound, parseParams } from "~/utils/http.server";

/** A path named by its URL slug or by its public ids (author_id and path_id). */
export type PathRef = { slug: string } | { authorId: number; pathId: number };

/** A lesson in one of the three URL forms (docs/product/interview-prep.md#roadmaps). */
export type CoachLessonKey =
  | { form: "slug"; pathSlug: string; pageSlug: string }
  | { form: "ids"; pathAuthorId: number; pathId: number; authorId: number; collectionId: number; pageId: number }
  | { form: "fallback"; pathAuthorId: number; collectionId: number; pageId: number };

// A raw param is echoed back in a not-found text; keep it short.
const shown = (v: unknown) => String(v ?? "").slice(0, 200);

export function pathNotFoundText(ref: PathRef | { slug: unknown }): string {
  return "slug" in ref
    ? `Interview-prep path not found: no path has the URL slug "${shown(ref.slug)}".`
    : `Interview-prep path not found: no path has author_id ${ref.authorId} and path_id ${ref.pathId}.`;
}

export function pageSlugNotFoundText(pathSlug: unknown, pageSlug: unknown): string {
  return `Page not found: path "${shown(pathSlug)}" has no page "${shown(pageSlug)}".`;
}

export function pageIdsNotFoundText(authorId: unknown, collectionId: unknown, pageId: unknown): string {
  return `Page not found: no interview-prep page has author_id ${shown(authorId)}, collection_id ${shown(collectionId)} and page_id ${shown(pageId)}.`;
}

const PATH_INFO_NOT_FOUND = "Interview-prep path not found: the encoded path info is not valid.";

type Params = Record<string, string | undefined>;
// Built once (a zod object costs more to build than to parse with).
const pathSlugParams = z.object({ pathUrlSlug: slugParam });
const pageParams = z.object({ page: slugParam });

/** /interview-prep/{pathUrlSlug} and /interview-prep/{pathUrlSlug}/plan. */
export function pathSlugKey(params: Params): string {
  return parseParams(params, pathSlugParams, pathNotFoundText({ slug: params.pathUrlSlug })).pathUrlSlug;
}

/** A path slug and a page slug under it (`page` names the page param of the route). */
function slugPair(params: Params, page: "pageSlug" | "pageUrlSlug"): { pathSlug: string; pageSlug: string } {
  const pathSlug = pathSlugKey(params);
  const pageSlug = parseParams({ page: params[page] }, pageParams, pageSlugNotFoundText(pathSlug, params[page])).page;
  return { pathSlug, pageSlug };
}

/** /interview-prep/{pathUrlSlug}/{pageSlug}. */
export function lessonSlugKey(params: Params): CoachLessonKey {
  return { form: "slug", ...slugPair(params, "pageSlug") };
}

/** GET /api/interview-prep/{pathUrlSlug}/page/{pageUrlSlug}/props. */
export function pagePropsKey(params: Params): { pathSlug: string; pageSlug: string } {
  return slugPair(params, "pageUrlSlug");
}

/** /interview-prep/{encodedPathInfo}/{authorId}/{collectionId}/{pageId}: the first segment names the path. */
export function lessonIdsKey(params: Params): CoachLessonKey {
  const info = decodePathInfo(params.encodedPathInfo ?? "");
  if (!info) notFound(PATH_INFO_NOT_FOUND);
  const ids = parseParams(params, lessonIdsParams, pageIdsNotFoundText(params.authorId, params.collectionId, params.pageId));
  return { form: "ids", ...info, ...ids };
}

/** /interview-prep/{pathAuthorId}/{collectionId}/{pageId}[?mp=encodedPathInfo]. */
export function lessonFallbackKey(params: Params): CoachLessonKey {
  const { authorId, ...ids } = parseParams(
    { ...params, authorId: params.pathAuthorId },
    lessonIdsParams,
    pageIdsNotFoundText(params.pathAuthorId, params.collectionId, params.pageId),
  );
  return { form: "fallback", pathAuthorId: authorId, ...ids };
}
