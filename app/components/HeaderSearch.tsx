// The header search, by audience (docs/product/catalog.md#search-by-audience). The dropdown form: a
// plain GET form to /explore?q=… (works without JavaScript); with JavaScript, a dropdown of featured
// items from GET /api/reader/featured_items as the learner types. The full-text form (members of an
// organization with the business search): a plain GET form to /search, no dropdown.
import { AppLink } from "~/components/AppLink";
import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import type { SearchForm } from "~/engine/searchExperience";

type FeaturedItem = { type: "course" | "path" | "interview_prep"; title: string; summary: string; url: string; is_free?: boolean };
type FeaturedReply = { featured_items: FeaturedItem[] };

const TYPE_LABEL: Record<FeaturedItem["type"], string> = { course: "Course", path: "Learning path", interview_prep: "Interview prep" };
/** How many items the dropdown shows, and how long typing pauses before it asks. */
const DROPDOWN_LIMIT = 6;
const DEBOUNCE_MS = 200;

export function HeaderSearch({ form = "dropdown" }: { form?: SearchForm }) {
  return form === "full_text" ? <FullTextSearch /> : <DropdownSearch />;
}

function FullTextSearch() {
  const location = useLocation();
  const current = location.pathname === "/search" ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  const inputId = useId();
  return (
    <form method="get" action="/search" role="search" aria-label="Site search" className="header-search" data-search-form="full_text">
      <label htmlFor={inputId} className="visually-hidden">
        Search the library
      </label>
      <input
        id={inputId}
        key={current}
        type="search"
        name="q"
        defaultValue={current}
        maxLength={100}
        placeholder="Search the library"
        autoComplete="off"
      />
      <button type="submit" className="button button-ghost button-small header-search-submit">
        Go
      </button>
    </form>
  );
}

function DropdownSearch() {
  const location = useLocation();
  const current = location.pathname === "/explore" ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  const [q, setQ] = useState(current);
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<FeaturedReply>();
  const listId = useId();
  const inputId = useId();
  const root = useRef<HTMLFormElement>(null);
  // Esc closes the dropdown and gives focus back to the field without opening it again.
  const closedByEscape = useRef(false);
  const { load } = fetcher;

  // Text typed before the page hydrated is in the field but not in the state: take it over, and
  // open the dropdown if the learner is still in the field.
  useEffect(() => {
    const input = root.current?.querySelector("input");
    if (input && input.value !== current) {
      setQ(input.value);
      if (document.activeElement === input) setOpen(true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);

  // A new page closes the dropdown (and shows the search of an /explore page).
  useEffect(() => {
    setOpen(false);
    setQ(current);
  }, [location.key, current]);

  useEffect(() => {
    if (!open) return;
    const t = setTimeout(
      () => load(`/api/reader/featured_items?${new URLSearchParams({ search_string: q.trim(), limit: String(DROPDOWN_LIMIT) })}`),
      DEBOUNCE_MS,
    );
    return () => clearTimeout(t);
  }, [q, open, load]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const items = fetcher.data?.featured_items ?? [];
  const links = () => Array.from(root.current?.querySelectorAll<HTMLAnchorElement>(".header-search-results a") ?? []);
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === "Escape") {
      setOpen(false);
      closedByEscape.current = true;
      root.current?.querySelector("input")?.focus();
    } else if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      const all = links();
      if (all.length === 0) return;
      e.preventDefault();
      setOpen(true);
      const at = all.indexOf(document.activeElement as HTMLAnchorElement);
      const next = e.key === "ArrowDown" ? (at + 1) % all.length : at <= 0 ? -1 : at - 1;
      if (next === -1) root.current?.querySelector("input")?.focus();
      else all[next].focus();
    }
  };

  return (
    <form
      method="get"
      action="/explore"
      role="search"
      aria-label="Site search"
      className="header-search"
      data-search-form="dropdown"
      ref={root}
      onKeyDown={onKeyDown}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Search courses
      </label>
      <input
        id={inputId}
        type="search"
        name="q"
        value={q}
        maxLength={100}
        placeholder="Search courses"
        autoComplete="off"
        aria-controls={listId}
        onChange={(e) => {
          setQ(e.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          if (!closedByEscape.current) setOpen(true);
          closedByEscape.current = false;
        }}
      />
      {/* "Go": the catalogue's own filter form has the "Search" button */}
      <button type="submit" className="button button-ghost button-small header-search-submit">
        Go
      </button>
      <div id={listId} className="header-search-results" hidden={!open || items.length === 0}>
        {open && items.length > 0 ? (
          <ul aria-label={q.trim() ? `Featured results for ${q.trim()}` : "Featured courses"}>
            {items.map((item) => (
              <li key={item.url}>
                <AppLink to={item.url} onClick={() => setOpen(false)}>
                  <span className="header-search-type">{TYPE_LABEL[item.type]}</span>
                  <span className="header-search-title">{item.title}</span>
                </AppLink>
              </li>
            ))}
            <li className="header-search-all">
              <AppLink to={`/explore${q.trim() ? `?q=${encodeURIComponent(q.trim())}` : ""}`} onClick={() => setOpen(false)}>
                {q.trim() ? `See all results for “${q.trim()}”` : "Browse all courses"}
              </AppLink>
            </li>
          </ul>
        ) : null}
      </div>
    </form>
  );
}
