// A stored page (/m/…) or blog post (/blog/…): heading, byline for posts, the Markdown rendered on
// the server, and its call to action; its meta come from the row's SEO fields.
import { AppLink } from "~/components/AppLink";
import type { MetaDescriptor } from "@remix-run/node";

import { pageMeta, siteOriginOf, type MetaContext } from "~/components/catalog/meta";
import { articleJsonLd } from "~/engine/seo";
import type { StoredPageData } from "~/services/marketing.server";

/** "15 September 2026" (UTC: the same text on the server and in the browser). */
export function formatArticleDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

type Data = Omit<StoredPageData, "seo"> & { seo: { title: string; description: string; canonicalUrl: string | null; structuredData: unknown } };

export function ArticleView({ data, back }: { data: Data; back?: { to: string; label: string } }) {
  return (
    <article className="article-page" aria-labelledby="article-title">
      {back ? (
        <p>
          <AppLink to={back.to}>{back.label}</AppLink>
        </p>
      ) : null}
      <h1 id="article-title">{data.heading}</h1>
      {data.isBlog ? (
        <p className="article-meta">
          {data.author} · <time dateTime={data.publishedAt}>{formatArticleDate(data.publishedAt)}</time>
        </p>
      ) : null}
      <div className="lesson-body" dangerouslySetInnerHTML={{ __html: data.html }} />
      {data.cta ? (
        <p>
          <AppLink className="button" to={data.cta.to}>
            {data.cta.label}
          </AppLink>
        </p>
      ) : null}
    </article>
  );
}

export function articleMeta(data: Data, ctx: MetaContext): MetaDescriptor[] {
  const origin = siteOriginOf(ctx);
  const stored = data.seo.structuredData && typeof data.seo.structuredData === "object" ? (data.seo.structuredData as Record<string, unknown>) : null;
  const jsonLd =
    stored ??
    (data.isBlog
      ? articleJsonLd(origin, {
          kind: "article",
          title: data.heading,
          description: data.seo.description,
          path: data.path,
          publishedAt: data.publishedAt,
          author: data.author,
        })
      : null);
  return pageMeta(
    {
      title: data.seo.title,
      description: data.seo.description,
      canonicalPath: data.seo.canonicalUrl ?? data.path,
      ogType: data.isBlog ? "article" : "website",
      jsonLd,
    },
    ctx,
  );
}
