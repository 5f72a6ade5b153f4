// Any path no other route matches: the error page with 404, in the one error vocabulary.
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { notFound } from "~/utils/http.server";

export async function loader(): Promise<never> {
  notFound();
}

export async function action(): Promise<never> {
  notFound();
}

export default function NotFound() {
  return null;
}

// Inside the site's layout: the 404 page has the header like every other page.
export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
