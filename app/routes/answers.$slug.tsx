// /answers/{slug}: one short answer, with schema.org QAPage data.
import { AppLink } from "~/components/AppLink";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NOT_FOUND_META, pageMeta, siteOriginOf } from "~/components/catalog/meta";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { formatArticleDate } from "~/components/marketing/Article";
import { marketingLinks } from "~/components/marketing/MarketingPage";
import { articleJsonLd, MARKETING_TEXTS, SITE_NAME } from "~/engine/seo";
import { findActiveAnswer } from "~/models/marketing.server";
import { renderMarkdown } from "~/services/catalog/markdown.server";
import { notFound, parseParams } from "~/utils/http.server";
import { answerParamsSchema as paramsSchema, answerTagsSchema as tagsSchema } from "~/forms/marketing.server";

export const links = marketingLinks;

export async function loader({ params }: LoaderFunctionArgs) {
  const { slug } = parseParams(params, paramsSchema, MARKETING_TEXTS.answerNotFound);
  const a = await findActiveAnswer(slug);
  if (!a) notFound(MARKETING_TEXTS.answerNotFound);
  let tags: string[] = [];
  try {
    tags = tagsSchema.parse(JSON.parse(a.tags));
  } catch {
    tags = [];
  }
  return json({
    path: `/answers/${a.slug}`,
    question: a.question,
    summary: a.summary,
    html: renderMarkdown(a.body),
    tags,
    publishedAt: a.publishedAt,
  });
}

export default function Answer() {
  const a = useLoaderData<typeof loader>();
  return (
    <article className="article-page" aria-labelledby="answer-title">
      <p>
        <AppLink to="/answers">All answers</AppLink>
      </p>
      <h1 id="answer-title">{a.question}</h1>
      <p className="article-meta">
        <time dateTime={a.publishedAt}>{formatArticleDate(a.publishedAt)}</time>
      </p>
      <p className="article-summary">{a.summary}</p>
      <div className="lesson-body" dangerouslySetInnerHTML={{ __html: a.html }} />
      {a.tags.length > 0 ? (
        <ul className="article-tags" aria-label="Topics">
          {a.tags.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      ) : null}
      <section className="card marketing-closing" aria-labelledby="answer-next">
        <h2 id="answer-next">Practise it</h2>
        <p>Solve graded problems on this idea with the interview-prep coach.</p>
        <AppLink className="button" to="/interview-prep/coding">
          Open the coding patterns
        </AppLink>
      </section>
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data
    ? pageMeta(
        {
          title: args.data.question,
          description: args.data.summary,
          canonicalPath: args.data.path,
          ogType: "article",
          jsonLd: articleJsonLd(siteOriginOf(args), {
            kind: "answer",
            title: args.data.question,
            description: args.data.summary,
            path: args.data.path,
            publishedAt: args.data.publishedAt,
            author: SITE_NAME,
          }),
        },
        args,
      )
    : NOT_FOUND_META;

export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      links={[
        { to: "/answers", label: "All answers" },
        { to: "/", label: "Go to the home page" },
      ]}
    />
  );
}
