// /interview-prep/mock-interview/{id}/report: the report of an ended interview (per problem its
// verdict and best score, the time used, what to practise next); the learner can reopen it any
// time. Read only.
import { AppLink } from "~/components/AppLink";
import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { COACH_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { pageMeta } from "~/components/catalog/meta";
import { MOCK_VERDICT_LABELS, mockTimeUsedText, mockVerdict } from "~/engine";
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
          <strong>Time used:</strong> {mockTimeUsedText(report.time_used_seconds, report.length_minutes)}
        </p>
        <div className="table-wrap">
          <table className="mock-report">
            <caption className="visually-hidden">Your verdict on each problem</caption>
            <thead>
              <tr>
                <th scope="col">Problem</th>
                <th scope="col">Verdict</th>
                <th scope="col">Best score</th>
                <th scope="col">Submissions</th>
                <th scope="col">Pattern</th>
              </tr>
            </thead>
            <tbody>
              {report.problems.map((p, i) => {
                const verdict = mockVerdict(p);
                return (
                  <tr key={`${p.title}-${i}`} className={`mock-verdict-${verdict}`}>
                    <th scope="row">{view.problems[i] ? <AppLink to={view.problems[i]!.link}>{p.title}</AppLink> : p.title}</th>
                    <td data-testid="mock-verdict">{MOCK_VERDICT_LABELS[verdict]}</td>
                    <td>{p.best_score == null ? "–" : `${p.best_score}%`}</td>
                    <td>{p.submissions}</td>
                    <td>{p.pattern}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <h2>What to practise next</h2>
        {report.patterns_to_revisit.length ? (
          <>
            <p>
              These patterns were not solved in the interview. Practise them with the coach (your interview submissions do not count in your
              practice):
            </p>
            <ul data-testid="mock-revisit">
              {report.patterns_to_revisit.map((name) => {
                const link = view.problems.find((p) => p.pattern === name)?.pattern_link;
                return <li key={name}>{link ? <AppLink to={link}>{name}</AppLink> : name}</li>;
              })}
            </ul>
          </>
        ) : (
          <p>You solved every problem. Keep your patterns fresh with the coach&apos;s next problem on your roadmap, or start another interview.</p>
        )}
        <p className="muted">The problems&apos; solutions and discussions are open again now that the interview has ended.</p>
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
