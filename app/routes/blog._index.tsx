// /blog: the blog (marketing_pages of type blog 5002 and enterprise blog 5003), newest first.
import { AppLink } from "~/components/AppLink";
import { json, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/catalog/meta";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { marketingLinks } from "~/components/marketing/MarketingPage";
import { formatArticleDate } from "~/components/marketing/Article";
import { BLOG_PAGE_TYPES, listActivePages } from "~/models/marketing.server";

export const links = marketingLinks;

export async function loader() {
  const posts = await listActivePages(BLOG_PAGE_TYPES);
  return json({
    posts: posts.map((p) => ({
      href: `/blog/${p.urlKey}`,
      heading: p.heading,
      description: p.description,
      author: p.author,
      publishedAt: p.publishedAt,
    })),
  });
}

export default function Blog() {
  const { posts } = useLoaderData<typeof loader>();
  return (
    <section className="article-page" aria-labelledby="blog-title">
      <h1 id="blog-title">The Codelift blog</h1>
      <p className="marketing-lead">Coding patterns, interview preparation and engineering craft, written by the people who build the courses.</p>
      {posts.length === 0 ? (
        <p>No posts yet.</p>
      ) : (
        <ul className="article-list">
          {posts.map((p) => (
            <li key={p.href} className="card">
              <h2>
                <AppLink to={p.href}>{p.heading}</AppLink>
              </h2>
              <p className="article-meta">
                {p.author} · <time dateTime={p.publishedAt}>{formatArticleDate(p.publishedAt)}</time>
              </p>
              <p>{p.description}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const meta: MetaFunction = (args) =>
  pageMeta(
    {
      title: "Blog: coding patterns and interview preparation",
      description: "Articles on coding patterns, system design and interview preparation from the Codelift team.",
    },
    args,
  );

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
