// /interview-prep/mock-interview/{id}/report: the report of an ended interview (problems, best
// scores, time used, patterns to revisit); the learner can reopen it any time. Read only.
import { AppLink } from "~/components/AppLink";
import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { COACH_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { pageMeta } from "~/components/catalog/meta";
import { formatCountdown } from "~/engine";
import { idSchema, mockInterviewView, ownMockInterview } from "~/services/mockInterviews.server";
import { requireUser } from "~/utils/auth.server";
import { notFound, parseParams } from "~/utils/http.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { id } = parseParams(params, idSchema);
  // An interview whose time is up reads as expired (report computed); the read stores nothing.
  const row = await ownMockInterview(user.id, id);
  if (!row) throw notFound();
  const view = await mockInterviewView(row);
  if (view.status === "in_progress" || !view.report) throw redirect(`/interview-prep/mock-interview/${id}`);
  return json({ view, report: view.report }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function MockInterviewReport() {
  const { view, report } = useLoaderData<typeof loader>();
  return (
    <div className="coach-page mock-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <AppLink to="/interview-prep">Interview prep</AppLink>
          </li>
          <li>
            <AppLink to="/interview-prep/mock-interview">Mock interviews</AppLink>
          </li>
          <li aria-current="page">Report</li>
        </ol>
      </nav>
      <section className="card" aria-labelledby="mock-report-title">
        <h1 id="mock-report-title">Mock interview report</h1>
        <p>
          {view.company}, {view.length_minutes} minutes · {view.status === "finished" ? "Finished" : "Time up"} · started{" "}
          <time dateTime={view.started_at}>{view.started_at.slice(0, 16).replace("T", " ")} UTC</time>
        </p>
        <p data-testid="mock-time-used">
          Time used: {formatCountdown(report.time_used_seconds)} of {report.length_minutes}:00
        </p>
        <div className="table-wrap">
        <table className="mock-report">
          <thead>
            <tr>
              <th scope="col">Problem</th>
              <th scope="col">Pattern</th>
              <th scope="col">Best score</th>
              <th scope="col">Submissions</th>
            </tr>
          </thead>
          <tbody>
            {report.problems.map((p, i) => (
              <tr key={`${p.title}-${i}`}>
                <td>{view.problems[i] ? <AppLink to={view.problems[i]!.link}>{p.title}</AppLink> : p.title}</td>
                <td>{p.pattern}</td>
                <td>{p.best_score == null ? "Not submitted" : `${p.best_score}%`}</td>
                <td>{p.submissions}</td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
        <h2>Patterns to revisit</h2>
        {report.patterns_to_revisit.length ? (
          <ul data-testid="mock-revisit">
            {report.patterns_to_revisit.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : (
          <p>None: you solved both problems.</p>
        )}
        <p>
          <AppLink to="/interview-prep/mock-interview">Back to mock interviews</AppLink>
        </p>
      </section>
    </div>
  );
}

export const meta: MetaFunction = ({ matches, location }) => pageMeta({ title: "Mock interview report", noindex: true }, { matches, location });

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={COACH_LINKS} />;
}
