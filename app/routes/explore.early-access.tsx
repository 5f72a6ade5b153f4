import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { CATALOG_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { ExplorePage } from "~/components/catalog/ExplorePage";
import { loadExplore } from "~/services/catalog/explore.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return loadExplore(request, "early-access");
}

export default ExplorePage;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.query.q ? `“${data.query.q}”: Early access courses · Codelift` : "Early access courses · Codelift" },
  { name: "description", content: "Browse Codelift's interactive, text-based courses for developers by category and level, or search them." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={CATALOG_LINKS} />;
}
