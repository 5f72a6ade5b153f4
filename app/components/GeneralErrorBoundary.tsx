import { AppLink } from "~/components/AppLink";
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";

type ErrorLink = { to: string; label: string };

const HOME_LINKS: ErrorLink[] = [
  { to: "/", label: "Go to the home page" },
  { to: "/explore", label: "Explore courses" },
];
/** Ways on from the catalog's pages (courses, lessons, explore, learn home, pricing). */
export const CATALOG_LINKS: ErrorLink[] = [
  { to: "/explore", label: "Explore courses" },
  { to: "/", label: "Go to the home page" },
];
/** Ways on from the interview-prep pages. */
export const COACH_LINKS: ErrorLink[] = [
  { to: "/interview-prep", label: "All interview-prep roadmaps" },
  { to: "/", label: "Go to the home page" },
];

function titleFor(status: number): string {
  if (status === 404) return "Page not found";
  if (status === 403) return "Access denied";
  if (status === 401) return "Please log in";
  if (status === 429) return "Too many requests";
  return status < 500 ? "We could not do that" : "Something went wrong";
}

/** The text a thrown error answer carries: `{ errorText }` (the one error vocabulary) or a string. */
function errorTextOf(data: unknown): string | null {
  if (typeof data === "string" && data) return data;
  if (data && typeof data === "object" && "errorText" in data && typeof data.errorText === "string") return data.errorText;
  return null;
}

/**
 * The one error page of every route (root, catalog, coach): the status, a title, the answer's
 * errorText for 4xx (never internals for 5xx) and ways on, which an area may choose.
 */
export function GeneralErrorBoundary({ links = HOME_LINKS, notFoundText }: { links?: ErrorLink[]; notFoundText?: string }) {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const given = isRouteErrorResponse(error) && status < 500 ? errorTextOf(error.data) : null;
  const detail =
    given ??
    (status === 404
      ? (notFoundText ?? "We could not find what you were looking for. It may have moved, or the link may be mistyped.")
      : status < 500
        ? "The request could not be processed."
        : "An unexpected error happened on our side. Please try again in a moment.");
  return (
    <div className="error-page">
      <p className="error-code" aria-label={`Status ${status}`}>
        {status}
      </p>
      <h1>{titleFor(status)}</h1>
      <p>{detail}</p>
      <p className="error-links">
        {links.map((l, i) => (
          <AppLink key={l.to} className={i === 0 ? "button" : "button button-ghost"} to={l.to}>
            {l.label}
          </AppLink>
        ))}
      </p>
    </div>
  );
}
