// /interview-prep/mock-interview/{id}/report: the report of an ended interview (per problem its
// verdict and best score, the time used, what to practise next); the learner can reopen it any
// time. Read only. The timeline lists every run and submission of the interview with its verdict
// and the time since the start (docs/product/interview-prep.md#mock-interviews).
import { AppLink } from "~/components/AppLink";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Modal } from "~/components/Modal";
import { MOCK_FEEDBACK_DIALOG, MOCK_INTERVIEW_TEXTS, mockFeedbackTouchPoint } from "~/engine/mockInterviews";
import { mockFeedbackSchema } from "~/forms/mockFeedback.server";
import { submitCoachFeedback } from "~/services/coach/path.server";
import { redirectWithToast } from "~/utils/toast.server";
import { COACH_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { pageMeta } from "~/components/catalog/meta";
import { MOCK_VERDICT_LABELS, mockTimeUsedText, mockVerdict, type MockVerdict } from "~/engine";
import { Badge, type BadgeTone } from "~/components/ui/Badge";
import { Card } from "~/components/ui/Card";
import { Table } from "~/components/ui/Table";
import { languageName } from "~/engine/coachPreferences";
import { idSchema, mockInterviewTimeline, mockInterviewView, ownMockInterview } from "~/services/mockInterviews.server";
import { requireUser } from "~/utils/auth.server";
import { notFound, parseForm, parseParams } from "~/utils/http.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { id } = parseParams(params, idSchema);
  // An interview whose time is up reads as expired (report computed); the read stores nothing.
  const row = await ownMockInterview(user.id, id);
  if (!row) throw notFound();
  const view = await mockInterviewView(row);
  if (view.status === "in_progress" || !view.report) throw redirect(`/interview-prep/mock-interview/${id}`);
  const timeline = await mockInterviewTimeline(row);
  return json({ view, report: view.report, timeline }, { headers: { "Cache-Control": "private, no-store" } });
}

/** The feedback modal's form: a rating and an optional word, stored as coach feedback of this interview. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const { id } = parseParams(params, idSchema);
  if (!(await ownMockInterview(user.id, id))) throw notFound();
  const form = await parseForm(request, mockFeedbackSchema);
  if (!form.ok) return json({ errors: form.errors }, { status: 400 });
  await submitCoachFeedback(user.id, {
    rating: form.data.rating,
    feedback: form.data.feedback || undefined,
    touch_point: mockFeedbackTouchPoint(id),
  });
  return redirectWithToast(
    `/interview-prep/mock-interview/${id}/report`,
    { status: "SUCCESS", text: MOCK_INTERVIEW_TEXTS.feedbackThanks },
    { request },
  );
}

function FeedbackModal({ here, errors }: { here: string; errors: Record<string, string> }) {
  return (
    <Modal title={MOCK_INTERVIEW_TEXTS.feedbackTitle} closeTo={here} className="mock-feedback-modal">
      <Form method="post" action={`${here}?dialog=${MOCK_FEEDBACK_DIALOG}`}>
        <input type="hidden" name="intent" value="feedback" />
        <fieldset className="field">
          <legend>{MOCK_INTERVIEW_TEXTS.feedbackRating}</legend>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="radio">
              <input type="radio" name="rating" value={n} required aria-invalid={errors.rating ? true : undefined} /> {n}
            </label>
          ))}
          {errors.rating ? <p className="field-error">{errors.rating}</p> : null}
        </fieldset>
        <div className="field">
          <label htmlFor="mock-feedback-text">{MOCK_INTERVIEW_TEXTS.feedbackText}</label>
          <textarea id="mock-feedback-text" name="feedback" rows={3} maxLength={5000} aria-invalid={errors.feedback ? true : undefined} />
          {errors.feedback ? <p className="field-error">{errors.feedback}</p> : null}
        </div>
        <div className="modal-actions">
          <button type="submit" className="button">
            {MOCK_INTERVIEW_TEXTS.feedbackSend}
          </button>
        </div>
      </Form>
    </Modal>
  );
}

const VERDICT_TONE: Readonly<Record<MockVerdict, BadgeTone>> = { solved: "success", partly: "warning", unsolved: "danger", not_submitted: "neutral" };
const ATTEMPT_TONE: Readonly<Record<"pass" | "partial" | "fail", BadgeTone>> = { pass: "success", partial: "warning", fail: "danger" };

export default function MockInterviewReport() {
  const { view, report, timeline } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const location = useLocation();
  const here = `/interview-prep/mock-interview/${view.id}/report`;
  const feedbackOpen = new URLSearchParams(location.search).get("dialog") === MOCK_FEEDBACK_DIALOG || !!answer?.errors;
  const verdicts = report.problems.map((p) => mockVerdict(p));
  const solved = verdicts.filter((v) => v === "solved").length;
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
      <header className="mock-report-head">
        <h1 id="mock-report-title">Mock interview report</h1>
        <p className="muted">
          {view.company}, {view.length_minutes} minutes ·{" "}
          <Badge tone={view.status === "finished" ? "accent" : "warning"}>{view.status === "finished" ? "Finished" : "Time up"}</Badge> · started{" "}
          <time dateTime={view.started_at}>{view.started_at.slice(0, 16).replace("T", " ")} UTC</time>
        </p>
        <p>
          <AppLink className="button button-ghost button-small" to={`${here}?dialog=${MOCK_FEEDBACK_DIALOG}`}>
            {MOCK_INTERVIEW_TEXTS.feedbackOpen}
          </AppLink>
        </p>
      </header>
      {feedbackOpen ? <FeedbackModal here={here} errors={(answer?.errors ?? {}) as Record<string, string>} /> : null}
      <dl className="progress-summary mock-report-figures">
        <div className="progress-figure">
          <dt>Problems solved</dt>
          <dd>
            {solved} of {report.problems.length}
          </dd>
        </div>
        <div className="progress-figure" data-testid="mock-time-used">
          <dt>Time used</dt>
          <dd>
            <span className="visually-hidden">Time used: </span>
            {mockTimeUsedText(report.time_used_seconds, report.length_minutes)}
          </dd>
        </div>
      </dl>
      <Card as="section" title="Your verdict on each problem" className="mock-report-card">
        <Table label="Your verdict on each problem" className="mock-report">
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
              const verdict = verdicts[i]!;
              return (
                <tr key={`${p.title}-${i}`} className={`mock-verdict-${verdict}`}>
                  <th scope="row">{view.problems[i] ? <AppLink to={view.problems[i]!.link}>{p.title}</AppLink> : p.title}</th>
                  <td data-testid="mock-verdict">
                    <Badge tone={VERDICT_TONE[verdict]}>{MOCK_VERDICT_LABELS[verdict]}</Badge>
                  </td>
                  <td className="num">{p.best_score == null ? "–" : `${p.best_score}%`}</td>
                  <td className="num">{p.submissions}</td>
                  <td>{p.pattern}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Card>
      <Card as="section" title="Timeline" className="mock-report-card" data-testid="mock-timeline">
        {timeline.length ? (
          <Table label="Every run and submission of the interview, in order" className="mock-timeline">
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Problem</th>
                <th scope="col">Attempt</th>
                <th scope="col">Verdict</th>
                <th scope="col">Changes</th>
              </tr>
            </thead>
            <tbody>
              {timeline.map((e) => (
                <tr key={e.id}>
                  <td className="num">
                    <span className="visually-hidden">After </span>
                    {e.elapsed}
                  </td>
                  <td>
                    {e.problem}. {e.title}
                  </td>
                  <td>
                    <AppLink to={e.link}>{e.kind === "run" ? "Run" : "Submission"}</AppLink> <span className="muted">{languageName(e.language)}</span>
                  </td>
                  <td>
                    <Badge tone={ATTEMPT_TONE[e.tone]}>{e.verdict}</Badge>
                  </td>
                  <td>
                    {e.compare_link ? <AppLink to={e.compare_link}>Since the attempt before</AppLink> : <span className="muted">First attempt</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : (
          <p>No run or submission was made during the interview.</p>
        )}
        <p className="muted">Times are minutes and seconds from the start of the interview.</p>
      </Card>
      <Card as="section" title="What to practise next" className="mock-report-card">
        {report.patterns_to_revisit.length ? (
          <>
            <p>
              These patterns were not solved in the interview. Practise them with the coach (your interview submissions do not count in your
              practice):
            </p>
            <ul data-testid="mock-revisit" className="mock-revisit">
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
      </Card>
      <p>
        <AppLink className="button button-ghost" to="/interview-prep/mock-interview">
          Back to mock interviews
        </AppLink>
      </p>
    </div>
  );
}

export const meta: MetaFunction = ({ matches, location }) => pageMeta({ title: "Mock interview report", noindex: true }, { matches, location });

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={COACH_LINKS} />;
}
