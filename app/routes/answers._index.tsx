// /answers: short answers to the questions developers ask most while preparing for interviews.
import { AppLink } from "~/components/AppLink";
import { json, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/catalog/meta";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { marketingLinks } from "~/components/marketing/MarketingPage";
import { listActiveAnswers } from "~/models/marketing.server";

export const links = marketingLinks;

export async function loader() {
  const rows = await listActiveAnswers();
  return json({ answers: rows.map((a) => ({ href: `/answers/${a.slug}`, question: a.question, summary: a.summary })) });
}

export default function Answers() {
  const { answers } = useLoaderData<typeof loader>();
  return (
    <section className="article-page" aria-labelledby="answers-title">
      <h1 id="answers-title">Answers</h1>
      <p className="marketing-lead">Short, exact answers to the questions that come up while you prepare for coding interviews.</p>
      <ul className="article-list">
        {answers.map((a) => (
          <li key={a.href} className="card">
            <h2>
              <AppLink to={a.href}>{a.question}</AppLink>
            </h2>
            <p>{a.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const meta: MetaFunction = (args) =>
  pageMeta(
    {
      title: "Answers: coding interview questions, answered briefly",
      description: "Short answers to common coding interview questions: patterns, data structures, complexity and how to prepare.",
    },
    args,
  );

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
