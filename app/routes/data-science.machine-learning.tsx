// /data-science/machine-learning: machine learning courses; its copy is app/engine/marketingCopy.ts["machine-learning"], its shell marketingRoute.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { marketingRoute } from "~/components/marketing/MarketingPage";
import { loadMarketingPage } from "~/services/marketing.server";

const route = marketingRoute("machine-learning");
export const { links, handle, meta, ErrorBoundary } = route;

export const loader = ({ request }: LoaderFunctionArgs) => loadMarketingPage(request, "machine-learning");

export default route.Page;
