// /learn-product: Codelift Learn for individual developers (docs/product/catalog.md#marketing-and-seo): copy in app/components/marketing/content.ts.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { MARKETING } from "~/components/marketing/content";
import { MarketingPage, marketingLinks, marketingMeta } from "~/components/marketing/MarketingPage";
import { loadMarketingPage } from "~/services/marketing.server";

const CONTENT = MARKETING["learn-product"];

export const links = marketingLinks;

export const handle = { forceLightTheme: CONTENT.forceLightTheme ?? false };

export async function loader({ request }: LoaderFunctionArgs) {
  return loadMarketingPage(request, "learn-product");
}

export default function Page() {
  const data = useLoaderData<typeof loader>();
  return <MarketingPage content={CONTENT} courses={data.courses} />;
}

export const meta: MetaFunction = (args) => marketingMeta(CONTENT, args);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
