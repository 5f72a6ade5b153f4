// /interview: interview preparation; its copy is app/engine/marketingCopy.ts["interview"], its shell marketingRoute.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { marketingRoute } from "~/components/marketing/MarketingPage";
import { loadMarketingPage } from "~/services/marketing.server";

const route = marketingRoute("interview");
export const { links, handle, meta, ErrorBoundary } = route;

export const loader = ({ request }: LoaderFunctionArgs) => loadMarketingPage(request, "interview");

export default route.Page;
