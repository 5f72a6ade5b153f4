// The search form by audience, its filter categories and featured languages
// (docs/product/catalog.md#search-by-audience). Pure: the viewer's user type and organization flags
// are arguments.
import type { UserType } from "./constants";
import { SEARCH_DIFFICULTY_LEVELS } from "./constants";

/** The two forms: a dropdown of featured items as you type, or a full-text form with filters. */
export type SearchForm = "dropdown" | "full_text";

/**
 * The search-experience constant: which form each audience gets. Business members whose
 * organization turned on b2b_search_experience get the business form; everyone else (individual
 * learners, visitors, staff, and business members without the flag) the individual one.
 */
export const SEARCH_EXPERIENCE: Readonly<{ b2b: SearchForm; b2c: SearchForm }> = { b2b: "full_text", b2c: "dropdown" };

export const SEARCH_FILTER_CATEGORIES = ["all", "paths", "cloudLabs", "courses", "assessments", "projects"] as const;
/** Mock interviews are offered to individual learners only (their plans carry the monthly allowance). */
export const SEARCH_FILTER_CATEGORIES_WITH_MOCKS = [...SEARCH_FILTER_CATEGORIES, "mockInterviews"] as const;
export type SearchFilterCategory = (typeof SEARCH_FILTER_CATEGORIES_WITH_MOCKS)[number];

export const SEARCH_FILTER_LABELS: Record<SearchFilterCategory, string> = {
  all: "All",
  paths: "Paths",
  cloudLabs: "Cloud labs",
  courses: "Courses",
  assessments: "Assessments",
  projects: "Projects",
  mockInterviews: "Mock interviews",
};

export const SEARCH_FILTER_DIFFICULTIES = SEARCH_DIFFICULTY_LEVELS;

/** Suggested searches shown beside the form, in this order. */
export const FEATURED_SEARCH_LANGUAGES = ["TypeScript", "C++", "Rust", "JavaScript", "Go", "Python"] as const;

export const SEARCH_PAGE_TEXTS = {
  badCategory: "The category must be one of: all, paths, cloudLabs, courses, assessments, projects, mockInterviews.",
  categoryNotOffered: "Mock interviews are not searchable for members of an organization with the business search.",
  badDifficulty: "The difficulty must be beginner, intermediate or advanced.",
  noResults: "Nothing matches this search. Try fewer words or another category.",
} as const;

/**
 * Which form a viewer gets: a B2B user whose organization has b2b_search_experience gets the
 * business form of the constant, every other viewer the individual form.
 */
export function searchFormFor(viewer: { userType: UserType; organizationSearch: boolean }, experience = SEARCH_EXPERIENCE): SearchForm {
  return viewer.userType === "B2B_USER" && viewer.organizationSearch ? experience.b2b : experience.b2c;
}

/** The filter categories of a form: mock interviews on the dropdown (individual) form only. */
export function searchFilterCategories(form: SearchForm): readonly SearchFilterCategory[] {
  return form === "dropdown" ? SEARCH_FILTER_CATEGORIES_WITH_MOCKS : SEARCH_FILTER_CATEGORIES;
}

/** The item kinds a filter category keeps. */
export const SEARCH_CATEGORY_KINDS: Record<Exclude<SearchFilterCategory, "all">, SearchItemKind> = {
  paths: "path",
  cloudLabs: "cloudlab",
  courses: "course",
  assessments: "assessment",
  projects: "project",
  mockInterviews: "mock-interview",
};

export type SearchItemKind = "course" | "path" | "cloudlab" | "assessment" | "project" | "mock-interview";

export interface SearchItem {
  kind: SearchItemKind;
  title: string;
  summary: string;
  url: string;
  /** beginner, intermediate or advanced; null for kinds without a level */
  difficulty: string | null;
}

/**
 * Keeps the items of a category and a difficulty, in their order. A difficulty keeps only items
 * with that level (kinds without a level drop out). "all" keeps every kind the form offers.
 */
export function filterSearchItems<T extends SearchItem>(
  items: readonly T[],
  filter: { form: SearchForm; category: SearchFilterCategory; difficulty?: string | null },
): T[] {
  const offered = new Set(
    searchFilterCategories(filter.form)
      .filter((c): c is Exclude<SearchFilterCategory, "all"> => c !== "all")
      .map((c) => SEARCH_CATEGORY_KINDS[c]),
  );
  return items.filter(
    (i) =>
      offered.has(i.kind) &&
      (filter.category === "all" || SEARCH_CATEGORY_KINDS[filter.category] === i.kind) &&
      (!filter.difficulty || i.difficulty === filter.difficulty),
  );
}
