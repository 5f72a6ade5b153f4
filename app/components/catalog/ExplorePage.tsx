import { AppLink } from "~/components/AppLink";
import { Form, NavLink, useLoaderData, useNavigation } from "@remix-run/react";
import { catalogPagePath, resultPageLinks, type CatalogSection } from "~/engine/catalog";
import { CourseCard } from "./CourseCard";
import type { ExploreLoader } from "~/services/catalog/explore.server";
import { difficultyLabel, plural } from "./format";

const SECTION_TEXT: Record<CatalogSection, { path: string; tab: string; title: string; intro: string }> = {
  all: {
    path: "/explore",
    tab: "All courses",
    title: "Explore courses",
    intro: "Text-based, hands-on courses for developers. Filter by topic and level, or search titles and summaries.",
  },
  free: {
    path: "/explore/free",
    tab: "Free",
    title: "Free courses",
    intro: "Every lesson of these courses is open to everyone, no subscription needed.",
  },
  "early-access": {
    path: "/explore/early-access",
    tab: "Early access",
    title: "Early access courses",
    intro: "Courses we are still writing. Read them first and tell us what to improve.",
  },
};

export function ExplorePage() {
  const data = useLoaderData<ExploreLoader>();
  const text = SECTION_TEXT[data.section];
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === text.path;
  const filtered = !!(data.query.q || data.query.category || data.query.difficulty);
  const categoryName = data.categories.find((c) => c.slug === data.query.category)?.name;
  const describe = [
    data.query.q ? `matching “${data.query.q}”` : null,
    categoryName ? `in ${categoryName}` : null,
    data.query.difficulty ? `for ${data.query.difficulty} level` : null,
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <div className="explore">
      <header className="explore-header">
        <h1>{text.title}</h1>
        <p className="muted">{text.intro}</p>
        <nav aria-label="Catalogue sections" className="explore-tabs">
          {(Object.keys(SECTION_TEXT) as CatalogSection[]).map((s) => (
            <NavLink key={s} to={SECTION_TEXT[s].path} end className="explore-tab">
              {SECTION_TEXT[s].tab}
            </NavLink>
          ))}
        </nav>
      </header>

      <Form
        key={`${data.section}|${data.query.q}|${data.query.category}|${data.query.difficulty}`}
        method="get"
        action={text.path}
        role="search"
        aria-label="Search and filter courses"
        className="explore-filters"
      >
        <div className="field explore-search">
          <label htmlFor="explore-q">Search</label>
          <input id="explore-q" type="search" name="q" defaultValue={data.query.q} maxLength={100} placeholder="e.g. async, React, SQL" />
        </div>
        <div className="field">
          <label htmlFor="explore-category">Category</label>
          <select id="explore-category" name="category" defaultValue={data.query.category}>
            <option value="">All categories</option>
            {data.categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name} ({c.count})
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="explore-difficulty">Difficulty</label>
          <select id="explore-difficulty" name="difficulty" defaultValue={data.query.difficulty}>
            <option value="">All levels</option>
            {data.difficulties.map((d) => (
              <option key={d.value} value={d.value}>
                {difficultyLabel(d.value)} ({d.count})
              </option>
            ))}
          </select>
        </div>
        <div className="explore-filter-actions">
          <button type="submit" className="button">
            Search
          </button>
          {filtered ? (
            <AppLink to={text.path} className="button button-ghost">
              Clear
            </AppLink>
          ) : null}
        </div>
      </Form>

      {data.unknownCategory ? <p className="form-error">That category does not exist, so it was left out of the filters.</p> : null}

      <p className="explore-count" role="status" aria-live="polite" aria-busy={searching}>
        <strong>{plural(data.total, "course")}</strong>
        {describe ? ` ${describe}` : ""}
        {data.page.count > 1 ? ` · page ${data.page.number} of ${data.page.count}` : ""}
      </p>

      {data.courses.length > 0 ? (
        <>
          <ul className="course-grid" aria-label="Courses">
            {data.courses.map((c) => (
              <li key={c.id}>
                <CourseCard course={c} headingLevel={2} />
              </li>
            ))}
          </ul>
          <Pager path={text.path} query={data.query} page={data.page.number} count={data.page.count} />
        </>
      ) : (
        <div className="empty-state">
          <h2>No courses found</h2>
          <p className="muted">
            {filtered
              ? "Nothing in this catalogue matches those filters. Try fewer words, another category or level."
              : "There are no courses in this catalogue yet. Check back soon."}
          </p>
          {filtered ? (
            <AppLink className="button" to={text.path}>
              Show all {text.tab === "All courses" ? "courses" : text.title.toLowerCase()}
            </AppLink>
          ) : (
            <AppLink className="button" to="/explore">
              Explore all courses
            </AppLink>
          )}
        </div>
      )}
    </div>
  );
}

/** Plain links (they work without JavaScript) that keep the filters: Previous, numbers, Next. */
function Pager({
  path,
  query,
  page,
  count,
}: {
  path: string;
  query: { q: string; category: string; difficulty: string };
  page: number;
  count: number;
}) {
  if (count <= 1) return null;
  const href = (n: number) => catalogPagePath(path, query, n);
  return (
    <nav aria-label="Pages of results" className="results-pager">
      <ul className="results-pager-list">
        <li>
          {page > 1 ? (
            <AppLink to={href(page - 1)} rel="prev" className="results-pager-step">
              Previous
            </AppLink>
          ) : (
            <span className="results-pager-step results-pager-disabled" aria-disabled="true">
              Previous
            </span>
          )}
        </li>
        {resultPageLinks(page, count).map((n, i) =>
          n === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="results-pager-gap">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span className="results-pager-number results-pager-current" aria-current="page" aria-label={`Page ${n}`}>
                  {n}
                </span>
              ) : (
                <AppLink to={href(n)} className="results-pager-number" aria-label={`Page ${n}`}>
                  {n}
                </AppLink>
              )}
            </li>
          ),
        )}
        <li>
          {page < count ? (
            <AppLink to={href(page + 1)} rel="next" className="results-pager-step">
              Next
            </AppLink>
          ) : (
            <span className="results-pager-step results-pager-disabled" aria-disabled="true">
              Next
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
