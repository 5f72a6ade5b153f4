// /assessments/{slug}: one skill assessment (docs/product/hands-on.md#skill-assessments). Anyone
// reads what it covers; a signed-in learner starts it, answers one question at a time (a choice,
// or code graded by the judge), and sees the score, the level and courses for the weak topics.
// Retaking opens a modal with the rules (?dialog=retake). Every step is a form post that
// redirects back, so it all works without JavaScript.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { AppLink } from "~/components/AppLink";
import { CodeEditor } from "~/components/coach/CodeEditor";
import { pageMeta } from "~/components/catalog/meta";
import { CATALOG_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { Modal } from "~/components/Modal";
import { Badge } from "~/components/ui/Badge";
import { Banner } from "~/components/ui/Banner";
import { Button, ButtonLink } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { ASSESSMENT_RETAKE_DIALOG, ASSESSMENT_TEXTS, LEVEL_CUTOFFS, LEVEL_NAMES, PASS_SCORE } from "~/engine/assessments";
import { assessmentActionSchema } from "~/forms/assessments.server";
import { answerAssessment, assessmentState, findAssessment, startAssessment } from "~/services/assessments/assessments.server";
import { renderMarkdown } from "~/services/catalog/markdown.server";
import handsOnCss from "~/styles/hands-on.css";
import workspaceCss from "~/styles/workspace.css";
import { getUser, requireUser } from "~/utils/auth.server";
import { notFound, parseForm } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

export const links = () => [
  { rel: "stylesheet", href: workspaceCss },
  { rel: "stylesheet", href: handsOnCss },
];

const BUSY_TEXT = "The grader is busy. Please send your answer again in a moment.";
const STALE_TEXT = "That question was already answered. Here is where you are.";
const utcText = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;

function requireAssessment(slug: string | undefined) {
  const def = slug ? findAssessment(slug) : undefined;
  if (!def) notFound();
  return def;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const def = requireAssessment(params.slug);
  const user = await getUser(request);
  const url = new URL(request.url);
  const state = user ? await assessmentState(user.id, def) : null;
  const q = state?.inProgress?.question;
  return json(
    {
      slug: def.slug,
      title: def.title,
      summary: def.summary,
      length: def.length,
      topics: [...new Set(def.questions.map((x) => x.topic))],
      loggedIn: Boolean(user),
      state: state
        ? {
            ...state,
            inProgress: state.inProgress && q ? { ...state.inProgress, question: { ...q, promptHtml: renderMarkdown(q.prompt) } } : null,
          }
        : null,
      retakeOpen: url.searchParams.get("dialog") === ASSESSMENT_RETAKE_DIALOG,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const def = requireAssessment(params.slug);
  const user = await requireUser(request);
  const self = `/assessments/${def.slug}`;
  const form = await parseForm(request, assessmentActionSchema);
  if (!form.ok) return redirectWithToast(self, { status: "ERROR", text: ASSESSMENT_TEXTS.notUnderstood }, { request });
  if (form.data.intent === "start") {
    const started = await startAssessment(user.id, def);
    if (!started.ok)
      return redirectWithToast(self, { status: "ERROR", text: ASSESSMENT_TEXTS.retakeTooSoon(utcText(started.retakeAt)) }, { request });
    return redirectWithToast(`${self}#question`, { status: "INFO", text: `Question 1 of ${def.length}.` }, { request });
  }
  const outcome = await answerAssessment(user.id, def, form.data.question, { choice: form.data.choice, code: form.data.code });
  if (outcome.kind === "busy") return redirectWithToast(`${self}#question`, { status: "ERROR", text: BUSY_TEXT }, { request });
  if (outcome.kind === "stale") return redirectWithToast(self, { status: "INFO", text: STALE_TEXT }, { request });
  if (outcome.kind === "next")
    return redirectWithToast(`${self}#question`, { status: "INFO", text: outcome.correct ? "Right." : "Not quite." }, { request });
  return redirectWithToast(
    `${self}#result`,
    { status: "SUCCESS", text: ASSESSMENT_TEXTS.finished(outcome.level as never, outcome.score) },
    { request },
  );
}

export default function AssessmentPage() {
  const data = useLoaderData<typeof loader>();
  const state = data.state;
  const self = `/assessments/${data.slug}`;
  return (
    <div className="hands-on-page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <AppLink to="/assessments">Skill assessments</AppLink>
          </li>
          <li aria-current="page">{data.title}</li>
        </ol>
      </nav>
      <header className="hands-on-header">
        <h1>{data.title}</h1>
        <p className="hands-on-badges">
          <Badge tone="accent">{data.length} questions</Badge> <Badge>Adaptive</Badge>
        </p>
      </header>
      <p>{data.summary}</p>
      <p>
        Topics: {data.topics.join(", ")}. Levels by score: {LEVEL_NAMES[0]} below {LEVEL_CUTOFFS[0]}, {LEVEL_NAMES[1]} from {LEVEL_CUTOFFS[0]},{" "}
        {LEVEL_NAMES[2]} from {LEVEL_CUTOFFS[1]}, {LEVEL_NAMES[3]} from {LEVEL_CUTOFFS[2]}. A score of {PASS_SCORE} or more earns a certificate.
      </p>
      {!state ? (
        <Banner tone="info" title={ASSESSMENT_TEXTS.upgrade} action={<ButtonLink to={`/login?redirectTo=${self}`}>Log in</ButtonLink>}>
          <p>Assessments are free for every Codelift account.</p>
        </Banner>
      ) : state.inProgress ? (
        <QuestionForm slug={data.slug} progress={state.inProgress} />
      ) : state.latest ? (
        <Result slug={data.slug} result={state.latest} certificate={state.certificate} />
      ) : (
        <Form method="post" action={self}>
          <input type="hidden" name="intent" value="start" />
          <Button type="submit">Start the assessment</Button>
        </Form>
      )}
      {data.retakeOpen && state && !state.inProgress ? (
        <Modal title={ASSESSMENT_TEXTS.retakeTitle} closeTo={self} className="assessment-retake-modal">
          <ul>
            {ASSESSMENT_TEXTS.retakeRules.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          {state.retakeAt ? (
            <p role="status">{ASSESSMENT_TEXTS.retakeTooSoon(utcText(state.retakeAt))}</p>
          ) : (
            <Form method="post" action={self}>
              <input type="hidden" name="intent" value="start" />
              <div className="modal-actions">
                <ButtonLink variant="secondary" to={self}>
                  Not now
                </ButtonLink>
                <Button type="submit">Start the retake</Button>
              </div>
            </Form>
          )}
        </Modal>
      ) : null}
    </div>
  );
}

type Progress = NonNullable<NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["state"]>["inProgress"]>;

function QuestionForm({ slug, progress }: { slug: string; progress: Progress }) {
  const q = progress.question;
  const [code, setCode] = useState(q.starter ?? "");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <Card as="section" id="question" className="assessment-question" aria-labelledby="question-title">
      <h2 id="question-title" className="card-title">
        Question {progress.number} of {progress.of}
      </h2>
      <p className="hands-on-badges">
        <Badge tone="accent">{q.difficulty}</Badge> <Badge>{q.topic}</Badge>
      </p>
      <div dangerouslySetInnerHTML={{ __html: q.promptHtml }} />
      <Form method="post" action={`/assessments/${slug}`} key={q.id}>
        <input type="hidden" name="intent" value="answer" />
        <input type="hidden" name="question" value={q.id} />
        {q.kind === "choice" && q.choices ? (
          <fieldset className="assessment-choices">
            <legend>Choose one answer</legend>
            {q.choices.map((c, i) => (
              <label key={i} className="assessment-choice">
                <input type="radio" name="choice" value={i} required /> <span dangerouslySetInnerHTML={{ __html: inlineCode(c) }} />
              </label>
            ))}
          </fieldset>
        ) : (
          <CodeEditor
            value={code}
            onChange={setCode}
            label={`Your ${q.language === "python" ? "Python" : "JavaScript"} code`}
            language={q.language ?? "text"}
          />
        )}
        <div className="hands-on-actions">
          <Button type="submit" disabled={busy}>
            {busy ? "Checking…" : progress.number === progress.of ? "Answer and finish" : "Answer"}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

/** A choice's `code` spans as <code>; everything else escaped. */
function inlineCode(text: string): string {
  const escaped = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  return escaped.replace(/`([^`]+)`/g, "<code>$1</code>");
}

type ResultData = NonNullable<NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["state"]>["latest"]>;

function Result({ slug, result, certificate }: { slug: string; result: ResultData; certificate: { id: string; state: string } | null }) {
  return (
    <Card as="section" id="result" className="assessment-result" aria-labelledby="result-title">
      <h2 id="result-title" className="card-title">
        Your level: {result.level}
      </h2>
      <p className="assessment-score">
        <strong>{result.score}</strong> of 100 · finished {result.finishedAt.slice(0, 10)}
      </p>
      {result.passed ? (
        <p>
          <Badge tone="success">Passed</Badge>{" "}
          {certificate ? (
            <AppLink to={`/certificates/${certificate.id}`} data-certificate-state={certificate.state}>
              See your certificate
            </AppLink>
          ) : null}
        </p>
      ) : (
        <p>A score of {PASS_SCORE} earns the certificate.</p>
      )}
      {result.weakTopics.length ? (
        <>
          <h3>Topics to work on: {result.weakTopics.join(", ")}</h3>
          {result.courses.length ? (
            <ul>
              {result.courses.map((c) => (
                <li key={c.slug}>
                  <AppLink to={`/courses/${c.slug}`}>{c.title}</AppLink>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <p>No weak topic: every topic had at least half of its questions right.</p>
      )}
      <p>
        <ButtonLink variant="secondary" to={`/assessments/${slug}?dialog=${ASSESSMENT_RETAKE_DIALOG}`}>
          Retake
        </ButtonLink>
      </p>
    </Card>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  pageMeta({ title: data ? data.title : "Skill assessment", description: data?.summary }, { matches, location });

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={CATALOG_LINKS} />;
}
