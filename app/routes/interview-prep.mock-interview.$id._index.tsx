// /interview-prep/mock-interview/{id} ($id._index so that $id.report is not nested in it): the learner's interview in progress: the two problems
// (each opens as the interview screen: the problem page with the clock and no solution or coach
// advice; graded by the coach's judge), the clock (the server's end time; JavaScript makes it
// tick) and "Finish", confirmed first (?dialog=finish, a state of this page). Ended → the report.
import { AppLink } from "~/components/AppLink";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigation, useRevalidator, useSubmit } from "@remix-run/react";
import { useCallback } from "react";
import { COACH_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { pageMeta } from "~/components/catalog/meta";
import { Modal } from "~/components/Modal";
import { formatCountdown } from "~/engine/dates";
import { MOCK_FINISH_DIALOG, MOCK_SCREEN_TEXTS } from "~/engine/mockInterviews";
import { Countdown, endTimeText } from "~/components/mockInterview/Countdown";
import { useMockSessionSync } from "~/components/mockInterview/useMockSessionSync";
import { finishMockInterview, idSchema, mockInterviewView, ownMockInterview } from "~/services/mockInterviews.server";
import { requireUser } from "~/utils/auth.server";
import { methodNotAllowed, notFound, parseForm, parseParams } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { finishSchema } from "~/forms/mockInterview.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { id } = parseParams(params, idSchema);
  // An interview whose time is up reads as expired (report computed); the read stores nothing.
  const row = await ownMockInterview(user.id, id);
  if (!row) throw notFound();
  const view = await mockInterviewView(row);
  if (view.status !== "in_progress") throw redirect(`/interview-prep/mock-interview/${id}/report`);
  return json({ view, endsAtText: endTimeText(view.ends_at, view.timezone) }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireUser(request);
  const { id } = parseParams(params, idSchema);
  const form = await parseForm(request, finishSchema);
  const row = await ownMockInterview(user.id, id);
  if (!row) throw notFound();
  if (!form.ok) return json({ errorText: "Unknown action." }, { status: 400 });
  const ended = await finishMockInterview(row);
  const text = ended.status === "finished" ? "Mock interview finished. Here is your report." : "Time is up. Here is your report.";
  return redirectWithToast(`/interview-prep/mock-interview/${id}/report`, { status: "SUCCESS", text }, { request });
}

export default function MockInterviewSession() {
  const { view, endsAtText } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const location = useLocation();
  // time up: the loader answers with a redirect to the report
  const onTimeUp = useCallback(() => revalidator.revalidate(), [revalidator]);
  const sync = useMockSessionSync(view.id, view.started_at);
  const submit = useSubmit();
  const confirming = new URLSearchParams(location.search).get("dialog") === MOCK_FINISH_DIALOG;
  const here = `/interview-prep/mock-interview/${view.id}`;
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
          <li aria-current="page">
            {view.company}, {view.length_minutes} minutes
          </li>
        </ol>
      </nav>
      <section className="card" aria-labelledby="mock-session-title">
        <h1 id="mock-session-title">{MOCK_SCREEN_TEXTS.title(view.company, view.length_minutes)}</h1>
        <Countdown endsAt={view.ends_at} endsAtText={endsAtText} onTimeUp={onTimeUp} />
        <p className="muted">
          Open each problem, write your solution and submit it there: your best graded score counts in the report. {MOCK_SCREEN_TEXTS.rules}
        </p>
        <ol className="mock-problems">
          {view.problems.map((p, i) => (
            <li key={p.link}>
              <AppLink to={p.link} onClick={() => sync.problemOpened(p.link)}>
                {MOCK_SCREEN_TEXTS.problemOf(i + 1, view.problems.length)}: {p.title}
              </AppLink>{" "}
              <span className="muted">
                {p.difficulty ?? ""} · {p.pattern}
              </span>
            </li>
          ))}
        </ol>
        <Link className="button" to={`${here}?dialog=${MOCK_FINISH_DIALOG}`} preventScrollReset>
          Finish
        </Link>
      </section>
      {confirming ? (
        <Modal title={MOCK_SCREEN_TEXTS.finishTitle} closeTo={here} alert className="mock-finish-modal">
          <p>{MOCK_SCREEN_TEXTS.finishBody(formatCountdown(view.seconds_left))}</p>
          <Form
            method="post"
            action={here}
            onSubmit={(e) => {
              // The time used goes to the server first (at most 2 s), then Finish.
              e.preventDefault();
              const form = e.currentTarget;
              void Promise.race([sync.send("finish"), new Promise((r) => setTimeout(r, 2000))]).then(() => submit(form));
            }}
          >
            <input type="hidden" name="intent" value="finish" />
            <div className="modal-actions">
              <Link className="button button-ghost" to={here} preventScrollReset>
                {MOCK_SCREEN_TEXTS.keepGoing}
              </Link>
              <button type="submit" className="button" disabled={navigation.state === "submitting"}>
                {MOCK_SCREEN_TEXTS.finishConfirm}
              </button>
            </div>
          </Form>
        </Modal>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction = ({ matches, location }) => pageMeta({ title: "Mock interview in progress", noindex: true }, { matches, location });

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={COACH_LINKS} />;
}
