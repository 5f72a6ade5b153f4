// /interview/{landing}: the three interview landing pages (docs/product/catalog.md#marketing-and-seo) (software engineering,
// engineering manager, front-end); any other key is the site's not-found page.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NOT_FOUND_META } from "~/components/catalog/meta";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { MARKETING } from "~/engine/marketingCopy";
import { MarketingPage, marketingLinks, marketingMeta } from "~/components/marketing/MarketingPage";
import { loadMarketingPage } from "~/services/marketing.server";
import { parseParams } from "~/utils/http.server";
import { landingParamsSchema as paramsSchema } from "~/forms/marketing.server";

export const links = marketingLinks;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { landing } = parseParams(params, paramsSchema);
  return loadMarketingPage(request, landing);
}

export default function InterviewLanding() {
  const data = useLoaderData<typeof loader>();
  return <MarketingPage content={MARKETING[data.key]} courses={data.courses} />;
}

export const meta: MetaFunction<typeof loader> = (args) => (args.data ? marketingMeta(MARKETING[args.data.key], args) : NOT_FOUND_META);

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={[{ to: "/interview", label: "Interview preparation" }]} />;
}
