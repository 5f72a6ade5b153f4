// /m/{marketingPageUrl}: a marketing, landing or newsletter page stored in the database
// (marketing_pages, docs/product/catalog.md#marketing-and-seo) with its SEO meta. Unknown, inactive or malformed keys are the
// site's not-found page.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NOT_FOUND_META } from "~/components/catalog/meta";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { ArticleView, articleMeta } from "~/components/marketing/Article";
import { storedPageData } from "~/services/marketing.server";
import { marketingLinks } from "~/components/marketing/MarketingPage";
import { MARKETING_TEXTS } from "~/engine/seo";
import { findActivePage, M_PAGE_TYPES } from "~/models/marketing.server";
import { notFound, parseParams } from "~/utils/http.server";
import { marketingPageParamsSchema as paramsSchema } from "~/forms/marketing.server";

export const links = marketingLinks;

export async function loader({ params }: LoaderFunctionArgs) {
  const { marketingPageUrl } = parseParams(params, paramsSchema, MARKETING_TEXTS.pageNotFound);
  const page = await findActivePage(marketingPageUrl, M_PAGE_TYPES);
  if (!page) notFound(MARKETING_TEXTS.pageNotFound);
  return json(storedPageData(page, `/m/${page.urlKey}`));
}

export default function StoredMarketingPage() {
  return <ArticleView data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = (args) => (args.data ? articleMeta(args.data, args) : NOT_FOUND_META);

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      links={[
        { to: "/", label: "Go to the home page" },
        { to: "/blog", label: "Read the blog" },
      ]}
    />
  );
}
