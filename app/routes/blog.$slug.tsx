// /blog/{slug}: one blog post (marketing_pages of type 5002 or 5003), Markdown rendered safely.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NOT_FOUND_META } from "~/components/catalog/meta";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { ArticleView, articleMeta } from "~/components/marketing/Article";
import { storedPageData } from "~/services/marketing.server";
import { marketingLinks } from "~/components/marketing/MarketingPage";
import { MARKETING_TEXTS } from "~/engine/seo";
import { BLOG_PAGE_TYPES, findActivePage } from "~/models/marketing.server";
import { notFound, parseParams } from "~/utils/http.server";
import { blogParamsSchema as paramsSchema } from "~/forms/marketing.server";

export const links = marketingLinks;

export async function loader({ params }: LoaderFunctionArgs) {
  const { slug } = parseParams(params, paramsSchema, MARKETING_TEXTS.postNotFound);
  const page = await findActivePage(slug, BLOG_PAGE_TYPES);
  if (!page) notFound(MARKETING_TEXTS.postNotFound);
  return json(storedPageData(page, `/blog/${page.urlKey}`));
}

export default function BlogPost() {
  return <ArticleView data={useLoaderData<typeof loader>()} back={{ to: "/blog", label: "All posts" }} />;
}

export const meta: MetaFunction<typeof loader> = (args) => (args.data ? articleMeta(args.data, args) : NOT_FOUND_META);

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      links={[
        { to: "/blog", label: "All blog posts" },
        { to: "/", label: "Go to the home page" },
      ]}
    />
  );
}
