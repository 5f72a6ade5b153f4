// /search: one search over everything the catalogue sections list, in the form the viewer's
// audience gets (docs/product/catalog.md#search-by-audience). Courses come from the shared
// full-text search (searchCatalog: FTS5 or tsvector, the viewer's organization rules and preferred
// categories); paths from the learning_paths table; cloud labs, projects, assessments and mock
// interviews from the lists their sections show, with the same visibility rules.
import { coursePath } from "~/engine/catalog";
import type { UserType } from "~/engine/constants";
import { hasFlag } from "~/engine/learningPlans";
import { mockInterviewSectionItems } from "~/engine/mockInterviews";
import { matchesSearchText } from "~/engine/seo";
import {
  filterSearchItems,
  searchFilterCategories,
  searchFormFor,
  type SearchFilterCategory,
  type SearchForm,
  type SearchItem,
} from "~/engine/searchExperience";
import { listLearningPaths } from "~/models/learningContent.server";
import type { User } from "~/models/user.server";
import { ASSESSMENTS } from "~/services/assessments/catalog";
import { cloudLabSection, sectionFlags } from "~/services/learning/sections.server";
import { pathPagePath } from "~/services/learning/content.server";
import { listProjects } from "~/services/projects/projects.server";
import { isStaff } from "~/utils/auth.server";
import { searchCatalog } from "./explore.server";

type Flags = Awaited<ReturnType<typeof sectionFlags>>;

/** The viewer's user type for search: staff first, then members of organizations, then individuals. */
function userTypeOf(user: User | null, flags: Flags): UserType {
  if (!user) return "LOGGED_OUT";
  if (isStaff(user)) return "EDUCATIVE_INTERNAL";
  return flags.organizations.length > 0 ? "B2B_USER" : "B2C_USER";
}

/** The form a viewer gets, and its filter categories. */
export async function searchAudience(user: User | null): Promise<{ form: SearchForm; categories: readonly SearchFilterCategory[]; flags: Flags }> {
  const flags = await sectionFlags(user?.id ?? null);
  const userType = userTypeOf(user, flags);
  const form = searchFormFor({ userType, organizationSearch: flags.organizations.some((o) => hasFlag(o, "b2b_search_experience")) });
  return { form, categories: searchFilterCategories(form), flags };
}

const matches = (i: { title: string; summary: string }, q: string | undefined) => matchesSearchText(`${i.title} ${i.summary}`, q);

/**
 * Everything the viewer may find for a search, courses first (best match first, or without a
 * search the organization's preferred categories, then rank), then paths, cloud labs, projects,
 * assessments and mock interviews; filtered by category and difficulty.
 */
export async function siteSearch(
  request: Request,
  user: User | null,
  query: { q?: string; category: SearchFilterCategory; difficulty?: string },
  audience: { form: SearchForm; flags: Flags },
): Promise<SearchItem[]> {
  const { flags } = audience;
  const wants = (c: SearchFilterCategory) => query.category === "all" || query.category === c;
  const courses: SearchItem[] = wants("courses")
    ? (await searchCatalog(request, user, { section: "all", q: query.q })).courses.map((c) => ({
        kind: "course",
        title: c.title,
        summary: c.summary,
        url: coursePath(c),
        difficulty: c.difficulty,
      }))
    : [];
  const paths: SearchItem[] = wants("paths")
    ? (await listLearningPaths())
        .filter((p) => matches(p, query.q))
        .map((p) => ({ kind: "path", title: p.title, summary: p.summary, url: pathPagePath(p.slug), difficulty: p.difficulty }))
    : [];
  const labs: SearchItem[] = wants("cloudLabs")
    ? (await cloudLabSection(flags))
        .filter((l) => matches(l, query.q))
        .map((l) => ({ kind: "cloudlab", title: l.title, summary: l.summary, url: l.url, difficulty: null }))
    : [];
  const projectsShown = flags.organizations.length === 0 || flags.organizations.some((o) => hasFlag(o, "can_access_standalone_projects"));
  const projects: SearchItem[] =
    wants("projects") && projectsShown
      ? listProjects()
          .filter((p) => matches(p, query.q))
          .map((p) => ({ kind: "project", title: p.title, summary: p.summary, url: `/projects/${p.slug}`, difficulty: null }))
      : [];
  const assessments: SearchItem[] = wants("assessments")
    ? ASSESSMENTS.filter((a) => matches(a, query.q)).map((a) => ({
        kind: "assessment",
        title: a.title,
        summary: a.summary,
        url: `/assessments/${a.slug}`,
        difficulty: null,
      }))
    : [];
  const mocks: SearchItem[] = wants("mockInterviews")
    ? mockInterviewSectionItems()
        .filter((m) => matches(m, query.q))
        .map((m) => ({ kind: "mock-interview", title: m.title, summary: m.summary, url: m.url, difficulty: null }))
    : [];
  return filterSearchItems([...courses, ...paths, ...labs, ...projects, ...assessments, ...mocks], {
    form: audience.form,
    category: query.category,
    difficulty: query.difficulty,
  });
}
