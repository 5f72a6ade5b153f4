// /assessments: the skill assessments (docs/product/hands-on.md#skill-assessments), open to
// everyone to read; signed-in learners take them. Shows each one's latest level for the learner.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { pageMeta } from "~/components/catalog/meta";
import { CATALOG_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { Badge } from "~/components/ui/Badge";
import { Card } from "~/components/ui/Card";
import { ASSESSMENTS, homeAssessmentResults } from "~/services/assessments/assessments.server";
import handsOnCss from "~/styles/hands-on.css";
import { getUser } from "~/utils/auth.server";

export const links = () => [{ rel: "stylesheet", href: handsOnCss }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const results = user ? await homeAssessmentResults(user.id) : [];
  return json(
    {
      assessments: ASSESSMENTS.map((a) => {
        const r = results.find((x) => x.slug === a.slug);
        return { slug: a.slug, title: a.title, summary: a.summary, length: a.length, level: r?.level ?? null, score: r?.score ?? null };
      }),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function Assessments() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="hands-on-page">
      <h1>Skill assessments</h1>
      <p>
        Find your level in a few minutes. Each assessment adapts to you: a right answer makes the next question harder, a wrong one easier. You get a
        score out of 100, a level, and courses for the topics to work on.
      </p>
      <ul className="hands-on-list">
        {data.assessments.map((a) => (
          <li key={a.slug}>
            <Card as="article">
              <h2 className="card-title">
                <AppLink to={`/assessments/${a.slug}`}>{a.title}</AppLink>
              </h2>
              <p>
                <Badge tone="accent">{a.length} questions</Badge>{" "}
                {a.level ? (
                  <Badge tone="success">
                    {a.level} · {a.score}/100
                  </Badge>
                ) : null}
              </p>
              <p>{a.summary}</p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(
    { title: "Skill assessments", description: "Adaptive skill assessments for Python, JavaScript, SQL and system design." },
    { matches, location },
  );

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={CATALOG_LINKS} />;
}
