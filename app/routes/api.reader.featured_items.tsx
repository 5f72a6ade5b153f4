// GET /api/reader/featured_items?search_string=&only_courses=&limit= (docs/product/catalog.md#search): the header
// search's dropdown. Courses come from the shared catalogue search (searchCatalog: the same results,
// and the same visibility rules, as /explore?q=); unless only_courses, interview-prep roadmaps that
// match follow. Without a search: the featured (top-ranked) courses.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { coursePath, SEARCH_MAX_LENGTH } from "~/engine/catalog";
import { FEATURED_ITEMS_DEFAULT_LIMIT, FEATURED_ITEMS_MAX_LIMIT, FEATURED_ITEMS_TEXTS, matchesSearchText } from "~/engine/seo";
import { listCoachPaths } from "~/models/marketing.server";
import { searchCatalog } from "~/services/catalog/explore.server";
import { getUser } from "~/utils/auth.server";
import { badRequest, flattenIssues } from "~/utils/http.server";

const querySchema = z.object({
  search_string: z.string().trim().max(SEARCH_MAX_LENGTH, FEATURED_ITEMS_TEXTS.searchTooLong).default(""),
  only_courses: z
    .enum(["true", "false", "1", "0"], { error: FEATURED_ITEMS_TEXTS.onlyCourses })
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, FEATURED_ITEMS_TEXTS.limit)
    .transform(Number)
    .refine((n) => n >= 1 && n <= FEATURED_ITEMS_MAX_LIMIT, FEATURED_ITEMS_TEXTS.limit)
    .default(FEATURED_ITEMS_DEFAULT_LIMIT),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const raw: Record<string, string> = {};
  for (const key of ["search_string", "only_courses", "limit"]) {
    const v = url.searchParams.get(key);
    if (v !== null && v !== "") raw[key] = v;
  }
  const parsed = querySchema.safeParse(raw);
  if (!parsed.success) badRequest(flattenIssues(parsed.error));
  const { search_string, only_courses, limit } = parsed.data;
  const user = await getUser(request);
  const q = search_string || undefined;
  // at most `limit` of them are sent, whatever the mix: only those are mapped
  const courses = (await searchCatalog(request, user, { section: "all", q })).courses.slice(0, limit).map((c) => ({
    type: "course" as const,
    title: c.title,
    summary: c.summary,
    url: coursePath(c),
    author_id: c.authorId,
    collection_id: c.collectionId,
    is_free: c.isFree,
  }));
  const paths = only_courses
    ? []
    : (await listCoachPaths())
        .filter((p) => (q ? matchesSearchText(`${p.title} ${p.summary}`, q) : true))
        .map((p) => ({
          type: "interview_prep" as const,
          title: p.title,
          summary: p.summary,
          url: `/interview-prep/${p.slug}`,
          author_id: p.authorId,
          path_id: p.pathId,
        }));
  // With a search, matching courses first, then roadmaps; without one, the top courses and two roadmaps.
  const lead = Math.max(1, limit - 2);
  const items = q ? [...courses, ...paths] : [...courses.slice(0, lead), ...paths.slice(0, 2), ...courses.slice(lead)];
  return json(
    { search_string, only_courses, limit, featured_items: items.slice(0, limit) },
    { headers: { "Cache-Control": user ? "private, max-age=60" : "public, max-age=60", Vary: "Cookie" } },
  );
}
