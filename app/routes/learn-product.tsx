// /learn-product: Codelift Learn for individual developers; its copy is app/engine/marketingCopy.ts["learn-product"], its shell marketingRoute.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { marketingRoute } from "~/components/marketing/MarketingPage";
import { loadMarketingPage } from "~/services/marketing.server";

const route = marketingRoute("learn-product");
export const { links, handle, meta, ErrorBoundary } = route;

export const loader = ({ request }: LoaderFunctionArgs) => loadMarketingPage(request, "learn-product");

export default route.Page;
