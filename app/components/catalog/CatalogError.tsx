import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

/** The error page of catalog routes: the status code, a plain explanation and ways on. */
export function CatalogError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const text =
    isRouteErrorResponse(error) && typeof error.data === "string" && error.data && status < 500
      ? error.data
      : status === 404
        ? "Not found"
        : "Something went wrong";
  return (
    <div className="error-page catalog-error">
      <p className="error-code" aria-label={`Status ${status}`}>
        {status}
      </p>
      <h1>{text}</h1>
      <p className="muted">
        {status === 404
          ? "We could not find that course or lesson. The link may be mistyped, or the content may have moved."
          : "An unexpected error happened on our side. Please try again in a moment."}
      </p>
      <p>
        <Link className="button" to="/explore">
          Explore courses
        </Link>
      </p>
    </div>
  );
}
