// /upskill: upskilling for engineering teams; its copy is app/engine/marketingCopy.ts["upskill"], its shell marketingRoute.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { marketingRoute } from "~/components/marketing/MarketingPage";
import { loadMarketingPage } from "~/services/marketing.server";

const route = marketingRoute("upskill");
export const { links, handle, meta, ErrorBoundary } = route;

export const loader = ({ request }: LoaderFunctionArgs) => loadMarketingPage(request, "upskill");

export default route.Page;
