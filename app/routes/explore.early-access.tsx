import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { CATALOG_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { ExplorePage } from "~/components/catalog/ExplorePage";
import { loadExplore } from "~/services/catalog/explore.server";
import { defaultPageMeta, pageMeta } from "~/components/catalog/meta";
import { SEO_DEFAULTS } from "~/engine/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  return loadExplore(request, "early-access");
}

export default ExplorePage;

// A search is a view of the catalogue, not a page of its own: its results stay out of the index.
export const meta: MetaFunction<typeof loader> = (args) =>
  args.data?.query.q
    ? pageMeta({ title: `“${args.data.query.q}”: Early access courses`, description: SEO_DEFAULTS.earlyAccess.description, noindex: true }, args)
    : defaultPageMeta("earlyAccess", args);

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={CATALOG_LINKS} />;
}
