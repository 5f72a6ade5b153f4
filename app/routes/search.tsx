// /search?q=&category=&difficulty=&page=: the search over every catalogue section, with the filter
// categories of the viewer's audience and the featured languages (docs/product/catalog.md#search-by-audience).
// A plain GET form: the same page with or without JavaScript.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { pageMeta } from "~/components/catalog/meta";
import { CATALOG_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { Badge } from "~/components/ui/Badge";
import { Button } from "~/components/ui/Button";
import { EmptyState } from "~/components/ui/EmptyState";
import { Select, TextInput } from "~/components/ui/Field";
import { pageOfResults, pageOutOfRangeText, resultPageCount } from "~/engine/catalog";
import { SEARCH_RESULTS_PAGE_SIZE } from "~/engine/constants";
import {
  FEATURED_SEARCH_LANGUAGES,
  SEARCH_FILTER_DIFFICULTIES,
  SEARCH_FILTER_LABELS,
  SEARCH_PAGE_TEXTS,
  type SearchItemKind,
} from "~/engine/searchExperience";
import { parseSiteSearchQuery } from "~/forms/siteSearch.server";
import { searchAudience, siteSearch } from "~/services/catalog/siteSearch.server";
import { getUser } from "~/utils/auth.server";
import { badRequest } from "~/utils/http.server";
import learningCss from "~/styles/learning.css";

const KIND_LABEL: Record<SearchItemKind, string> = {
  course: "Course",
  path: "Path",
  cloudlab: "Cloud lab",
  assessment: "Assessment",
  project: "Project",
  "mock-interview": "Mock interview",
};

export async function loader({ request }: LoaderFunctionArgs) {
  const parsed = parseSiteSearchQuery(new URL(request.url).searchParams);
  if (!parsed.ok) badRequest(parsed.error);
  const { q, category, difficulty, page: pageNumber } = parsed.data;
  const user = await getUser(request);
  const audience = await searchAudience(user);
  if (!audience.categories.includes(category)) badRequest(SEARCH_PAGE_TEXTS.categoryNotOffered);
  const items = await siteSearch(request, user, { q, category, difficulty }, audience);
  const page = pageOfResults(items, pageNumber, SEARCH_RESULTS_PAGE_SIZE);
  if (!page) badRequest(pageOutOfRangeText(resultPageCount(items.length, SEARCH_RESULTS_PAGE_SIZE)));
  return json(
    {
      form: audience.form,
      categories: audience.categories.map((c) => ({ value: c, label: SEARCH_FILTER_LABELS[c] })),
      difficulties: SEARCH_FILTER_DIFFICULTIES,
      languages: FEATURED_SEARCH_LANGUAGES,
      query: { q: q ?? "", category, difficulty: difficulty ?? "" },
      total: items.length,
      page: { number: page.page, count: page.pageCount },
      items: page.items,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function pageHref(query: { q: string; category: string; difficulty: string }, page: number): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category !== "all") params.set("category", query.category);
  if (query.difficulty) params.set("difficulty", query.difficulty);
  if (page > 1) params.set("page", String(page));
  const s = params.toString();
  return s ? `/search?${s}` : "/search";
}

export default function SearchPage() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className="learning-page site-search" data-search-form={d.form}>
      <h1>Search</h1>
      <Form
        key={`${d.query.q}|${d.query.category}|${d.query.difficulty}`}
        method="get"
        action="/search"
        role="search"
        aria-label="Search everything"
        className="learning-form"
      >
        <TextInput name="q" type="search" label="Search for" defaultValue={d.query.q} maxLength={100} />
        <Select name="category" label="Category" defaultValue={d.query.category}>
          {d.categories.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </Select>
        <Select name="difficulty" label="Difficulty" defaultValue={d.query.difficulty}>
          <option value="">Any level</option>
          {d.difficulties.map((v) => (
            <option key={v} value={v}>
              {capitalized(v)}
            </option>
          ))}
        </Select>
        <Button type="submit">Search</Button>
      </Form>
      <nav aria-label="Featured languages" className="site-search-languages">
        <span className="muted">Popular languages:</span>{" "}
        {d.languages.map((l, i) => (
          <span key={l}>
            {i > 0 ? " · " : null}
            <AppLink to={pageHref({ q: l, category: d.query.category, difficulty: d.query.difficulty }, 1)}>{l}</AppLink>
          </span>
        ))}
      </nav>
      <p className="muted" aria-live="polite">
        {d.total === 1 ? "1 result" : `${d.total} results`}
      </p>
      {d.items.length === 0 ? (
        <EmptyState title={SEARCH_PAGE_TEXTS.noResults} icon="search" />
      ) : (
        <ul className="site-search-results" aria-label="Search results">
          {d.items.map((item) => (
            <li key={item.url} data-kind={item.kind}>
              <Badge tone="accent">{KIND_LABEL[item.kind]}</Badge> <AppLink to={item.url}>{item.title}</AppLink>
              {item.difficulty ? <span className="muted"> · {capitalized(item.difficulty)}</span> : null}
              <p className="muted">{item.summary}</p>
            </li>
          ))}
        </ul>
      )}
      {d.page.count > 1 ? (
        <nav aria-label="Result pages" className="site-search-pages">
          {d.page.number > 1 ? <AppLink to={pageHref(d.query, d.page.number - 1)}>Previous page</AppLink> : null}{" "}
          <span>
            Page {d.page.number} of {d.page.count}
          </span>{" "}
          {d.page.number < d.page.count ? <AppLink to={pageHref(d.query, d.page.number + 1)}>Next page</AppLink> : null}
        </nav>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction = (args) =>
  pageMeta({ title: "Search", description: "Search courses, paths, labs, projects and assessments.", noindex: true }, args);

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={CATALOG_LINKS} />;
}

export const links = () => [{ rel: "stylesheet", href: learningCss }];
