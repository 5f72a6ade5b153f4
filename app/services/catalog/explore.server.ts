// The catalogue loader shared by /explore, /explore/free and /explore/early-access.
import { json } from "@remix-run/node";
import { z } from "zod";
import {
  catalogFtsQuery,
  CATALOG_PAGE_TEXTS,
  DIFFICULTY_LEVELS,
  filterCatalog,
  pageOfResults,
  pageOutOfRangeText,
  resultPageCount,
  SEARCH_MAX_LENGTH,
  type CatalogQuery,
  type CatalogResult,
  type CatalogSection,
} from "~/engine/catalog";
import type { User } from "~/models/user.server";
import { SEARCH_RESULTS_PAGE_SIZE } from "~/engine/constants";
import { fromCatalog, listCatalogCourses, listCategories, searchCatalog as rankCatalog, type CatalogCourse } from "~/models/catalog.server";
import { catalogueFilter, catalogueViewer, sortByPreferredCategories } from "~/services/organizations/access.server";
import { getUser, isStaff } from "~/utils/auth.server";
import { badRequest } from "~/utils/http.server";
import { slugParam } from "./params.server";

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** ?q=&category=&difficulty=; a malformed filter is ignored rather than refused. */
const exploreQuerySchema = z.object({
  q: z
    .preprocess(
      blankToUndefined,
      z
        .string()
        .transform((s) => s.trim().slice(0, SEARCH_MAX_LENGTH))
        .optional(),
    )
    .catch(undefined),
  category: z.preprocess(blankToUndefined, slugParam.optional()).catch(undefined),
  difficulty: z.preprocess(blankToUndefined, z.enum(DIFFICULTY_LEVELS).optional()).catch(undefined),
});

/**
 * ?page=N: absent or blank is page 1. Unlike a filter, a bad page number is refused (400): showing
 * another page than the one asked for would pass silently for the page asked for.
 */
const explorePageSchema = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d+$/)
    .transform(Number)
    .refine((n) => n >= 1)
    .default(1),
);

export async function loadExplore(request: Request, section: CatalogSection) {
  const url = new URL(request.url);
  const raw = Object.fromEntries(["q", "category", "difficulty"].map((k) => [k, url.searchParams.get(k) ?? undefined]));
  const query = exploreQuerySchema.parse(raw);
  const pageNumber = explorePageSchema.safeParse(url.searchParams.get("page") ?? undefined);
  if (!pageNumber.success) badRequest(CATALOG_PAGE_TEXTS.malformed);
  const user = await getUser(request);
  const categories = await listCategories();
  const unknownCategory = !!query.category && !categories.some((c) => c.slug === query.category);
  const category = unknownCategory ? undefined : query.category;
  const result = await searchCatalog(request, user, { section, q: query.q, category, difficulty: query.difficulty });
  const ordered = result.courses;
  const page = pageOfResults(ordered, pageNumber.data, SEARCH_RESULTS_PAGE_SIZE);
  if (!page) badRequest(pageOutOfRangeText(resultPageCount(result.total, SEARCH_RESULTS_PAGE_SIZE)));
  return json({
    section,
    query: { q: query.q ?? "", category: category ?? "", difficulty: query.difficulty ?? "" },
    unknownCategory,
    categories: categories.map((c) => ({ slug: c.slug, name: c.name, count: result.counts.category[c.slug] ?? 0 })),
    difficulties: DIFFICULTY_LEVELS.map((d) => ({ value: d, count: result.counts.difficulty[d] ?? 0 })),
    total: result.total,
    page: { number: page.page, count: page.pageCount, size: page.size },
    courses: page.items.map((c) => ({
      id: c.id,
      slug: c.slug,
      title: c.title,
      summary: c.summary,
      categoryName: c.categoryName,
      difficulty: c.difficulty,
      isFree: c.isFree,
      isEarlyAccess: c.isEarlyAccess,
      lessonCount: c.lessonCount,
      totalMinutes: c.totalMinutes,
    })),
  });
}

/**
 * The catalogue search every caller shares (the explore pages, the header search's featured
 * items): the courses the viewer may open that match, best match first. An organization member
 * sees only what they may open; without a search, their organization's preferred categories first.
 * Everyone else sees the same results for the same query: those are worked out once per catalog
 * change and kept (fromCatalog), not once per request.
 */
export async function searchCatalog(request: Request, user: User | null, query: CatalogQuery) {
  const org = await catalogueViewer(request, user, !!user && isStaff(user));
  const allowed = catalogueFilter(org, new Date());
  const search = async (courses: readonly CatalogCourse[]) => {
    const match = catalogFtsQuery(query.q);
    const ranking = match ? await rankCatalog(match, query.q ?? "") : undefined;
    return filterCatalog(allowed ? courses.filter(allowed) : courses, { ...query, ranking });
  };
  const result = allowed
    ? await search(await listCatalogCourses())
    : await fromCatalog(["search", query.section, query.q ?? "", query.category ?? "", query.difficulty ?? ""].join("\n"), async (courses) =>
        frozen(await search(courses)),
      );
  return { ...result, courses: query.q ? result.courses : sortByPreferredCategories(org.facts, result.courses) };
}

/** A result every request shares: frozen, so that no caller changes what the next one reads. */
function frozen<T>(r: CatalogResult<T>): CatalogResult<T> {
  Object.freeze(r.courses);
  Object.freeze(r.counts.category);
  Object.freeze(r.counts.difficulty);
  Object.freeze(r.counts);
  return Object.freeze(r);
}

export type ExploreLoader = typeof loadExplore;
