// /work-product: Codelift in a team's workflow; its copy is app/engine/marketingCopy.ts["work-product"], its shell marketingRoute.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { marketingRoute } from "~/components/marketing/MarketingPage";
import { loadMarketingPage } from "~/services/marketing.server";

const route = marketingRoute("work-product");
export const { links, handle, meta, ErrorBoundary } = route;

export const loader = ({ request }: LoaderFunctionArgs) => loadMarketingPage(request, "work-product");

export default route.Page;
