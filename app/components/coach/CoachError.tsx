import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

/** The error page of the coach routes: the services' errorText when there is one, and ways on. */
export function CoachError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const data = isRouteErrorResponse(error) ? error.data : null;
  const text =
    status < 500 && data && typeof data === "object" && typeof (data as { errorText?: unknown }).errorText === "string"
      ? (data as { errorText: string }).errorText
      : status < 500 && typeof data === "string" && data
        ? data
        : null;
  return (
    <div className="error-page coach-error">
      <p className="error-code" aria-label={`Status ${status}`}>
        {status}
      </p>
      <h1>{status === 404 ? "Not found" : status < 500 ? "That did not work" : "Something went wrong"}</h1>
      <p className="muted">{text ?? (status === 404 ? "We could not find that roadmap or lesson. The link may be mistyped." : "An unexpected error happened on our side. Please try again in a moment.")}</p>
      <p>
        <Link className="button" to="/interview-prep">
          All interview-prep roadmaps
        </Link>
      </p>
    </div>
  );
}
