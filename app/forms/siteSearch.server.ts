// The query of /search (routes/search.tsx; docs/product/catalog.md#search-by-audience), parsed on the
// server only: a page route holds no zod, so zod stays out of the browser.
import { z } from "zod";
import { CATALOG_PAGE_TEXTS, SEARCH_MAX_LENGTH } from "~/engine/catalog";
import { SEARCH_FILTER_CATEGORIES_WITH_MOCKS, SEARCH_FILTER_DIFFICULTIES, SEARCH_PAGE_TEXTS } from "~/engine/searchExperience";

const blank = (v: unknown) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v);

const querySchema = z.object({
  q: z.preprocess(blank, z.string().trim().max(SEARCH_MAX_LENGTH, "The search can be at most 100 characters.").optional()),
  category: z.preprocess(blank, z.enum(SEARCH_FILTER_CATEGORIES_WITH_MOCKS, { error: SEARCH_PAGE_TEXTS.badCategory }).default("all")),
  difficulty: z.preprocess(blank, z.enum(SEARCH_FILTER_DIFFICULTIES, { error: SEARCH_PAGE_TEXTS.badDifficulty }).optional()),
  page: z.preprocess(
    blank,
    z
      .string()
      .regex(/^\d{1,6}$/, CATALOG_PAGE_TEXTS.malformed)
      .transform(Number)
      .refine((n) => n >= 1, CATALOG_PAGE_TEXTS.malformed)
      .default(1),
  ),
});

export type SiteSearchQuery = z.infer<typeof querySchema>;

/** The query, or the sentence that says what is wrong with it. */
export function parseSiteSearchQuery(search: URLSearchParams): { ok: true; data: SiteSearchQuery } | { ok: false; error: string } {
  const parsed = querySchema.safeParse(Object.fromEntries(["q", "category", "difficulty", "page"].map((k) => [k, search.get(k)])));
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, error: parsed.error.issues[0]?.message ?? SEARCH_PAGE_TEXTS.badCategory };
}
