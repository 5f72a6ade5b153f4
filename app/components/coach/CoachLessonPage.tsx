import type { HeadersFunction } from "@remix-run/node";
import { CommentsLoginPrompt, CommentsPanel } from "~/components/comments/CommentsPanel";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { capitalize } from "./format";
import type { CoachLessonLoader } from "~/services/coach/lessonPage.server";
import { ProblemWorkspace } from "./ProblemWorkspace";
import { SkipProblem } from "./SkipProblem";
import { SolutionGate, SolutionLink } from "./SolutionLink";

type Data = ReturnType<typeof useLoaderData<CoachLessonLoader>>;

/** Recording a visit need not reload the page's data. */
export const coachLessonShouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "visit" ? false : defaultShouldRevalidate;

/** A refused run (too many runs) keeps its Retry-After on the page answer too. */
export const coachLessonHeaders: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

/** A visit is a POST made once per lesson view when JavaScript runs; a GET never writes. */
function useRecordVisit(enabled: boolean, pageKey: string) {
  const { submit } = useFetcher();
  useEffect(() => {
    if (enabled) submit({ intent: "visit" }, { method: "post" });
  }, [enabled, pageKey, submit]);
}

const KIND_LABEL: Record<string, string> = { intro: "Introduction", problem: "Problem", solution: "Solution", final: "Final remarks" };

function Breadcrumb({ data }: { data: Data }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        <li>
          <Link to="/interview-prep">Interview prep</Link>
        </li>
        <li>
          <Link to={`/interview-prep/${data.path.slug}`}>{data.path.title}</Link>
        </li>
        <li>
          <Link to={`/interview-prep/${data.path.slug}#${data.workspace || data.module.pages.some((p) => p.difficulty) ? "pattern" : "module"}-${data.module.slug}`}>{data.module.title}</Link>
        </li>
        <li aria-current="page" className="visually-hidden">
          {data.page.title}
        </li>
      </ol>
    </nav>
  );
}

function Pager({ data }: { data: Data }) {
  return (
    <nav aria-label="Previous and next pages" className="lesson-pager">
      {data.prev ? (
        <Link to={data.prev.link} rel="prev" className="pager-link pager-prev">
          <span className="pager-label">Previous</span>
          <span className="pager-title">{data.prev.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {data.next ? (
        <Link to={data.next.link} rel="next" className="pager-link pager-next">
          <span className="pager-label">Next</span>
          <span className="pager-title">{data.next.title}</span>
        </Link>
      ) : (
        <Link to={`/interview-prep/${data.path.slug}`} className="pager-link pager-next">
          <span className="pager-label">Finished</span>
          <span className="pager-title">Back to the roadmap</span>
        </Link>
      )}
    </nav>
  );
}

function ModuleToc({ data }: { data: Data }) {
  return (
    <aside className="lesson-sidebar coach-toc" id="lesson-toc" aria-labelledby="coach-toc-title">
      <h2 id="coach-toc-title" className="lesson-sidebar-title">
        {data.module.title}
      </h2>
      <nav aria-label="Pages of this module">
        <ol className="coach-toc-list">
          {data.module.pages.map((p) => (
            <li key={p.link} className={`coach-toc-item${p.current ? " coach-toc-current" : ""}${p.kind === "solution" ? " coach-toc-solution" : ""}`}>
              {p.locked && !p.current ? (
                <SolutionLink to={p.link} locked problemName={p.title.replace(/^solution:\s*/i, "")}>
                  {p.title}
                  <span className="muted"> (reveal)</span>
                </SolutionLink>
              ) : (
                <Link to={p.link} aria-current={p.current ? "page" : undefined}>
                  {p.title}
                </Link>
              )}
              {p.difficulty ? <span className={`difficulty difficulty-${p.difficulty}`}>{capitalize(p.difficulty)}</span> : null}
            </li>
          ))}
        </ol>
      </nav>
      <p className="coach-toc-back">
        <Link to={`/interview-prep/${data.path.slug}`}>← {data.path.title}</Link>
      </p>
    </aside>
  );
}

function LessonReader({ data }: { data: Data }) {
  return (
    <div className="lesson-layout coach-lesson">
      <article className="lesson-main" aria-labelledby="lesson-title">
        <Breadcrumb data={data} />
        <p className="coach-eyebrow">{KIND_LABEL[data.page.kind] ?? "Lesson"}</p>
        <h1 id="lesson-title">{data.page.title}</h1>
        {data.gated ? (
          <SolutionGate problem={data.problemLink} action={data.canonicalPath} />
        ) : data.problemLink ? (
          <p className="notice">
            This page explains the solution of <Link to={data.problemLink.link}>{data.problemLink.title}</Link>. Try the problem first if you have not.
          </p>
        ) : null}
        <div className="lesson-body" dangerouslySetInnerHTML={{ __html: data.html }} />
        {!data.loggedIn ? (
          <p className="lesson-complete-login">
            <Link to={data.loginHref}>Log in</Link> to keep track of the lessons you have read.
          </p>
        ) : null}
        <Pager data={data} />
        {data.comments ? <CommentsPanel data={data.comments} /> : data.gated ? null : <CommentsLoginPrompt loginHref={data.loginHref} />}
      </article>
      <ModuleToc data={data} />
    </div>
  );
}

function ProblemView({ data }: { data: Data }) {
  const ws = data.workspace!;
  return (
    <div className="problem-page">
      <Breadcrumb data={data} />
      <header className="problem-header">
        <h1 id="lesson-title">{data.page.title}</h1>
        <p className="problem-meta">
          <span className={`difficulty difficulty-${ws.difficulty}`}>{capitalize(ws.difficulty)}</span>
          <span>Pattern: {data.module.title}</span>
          {ws.pattern?.attempted ? (
            <span>
              Pattern score {ws.pattern.score} · {ws.pattern.level}
            </span>
          ) : null}
          {ws.stats && ws.stats.submissions > 0 ? (
            <span>
              Your best: {ws.stats.correctness}% in {ws.stats.submissions} submission{ws.stats.submissions === 1 ? "" : "s"}
            </span>
          ) : null}
          {ws.stats?.skipped ? <span className="pattern-skipped">Skipped</span> : null}
        </p>
      </header>
      <div className="problem-layout">
        <article className="problem-statement" aria-labelledby="lesson-title">
          <div className="lesson-body" dangerouslySetInnerHTML={{ __html: data.html }} />
          <h2 className="signature-title">Function to write</h2>
          <p>
            <code className="signature">
              {ws.functionName}({ws.params.map((p) => `${p.name}: ${p.type}`).join(", ")}) → {ws.returnType}
            </code>
          </p>
          {data.solution ? (
            <p className="solution-link">
              Stuck? Read{" "}
              <SolutionLink to={data.solution.link} locked={data.solution.locked} problemName={data.page.title}>
                {data.solution.title}
              </SolutionLink>
              .
            </p>
          ) : null}
          {data.loggedIn ? <SkipProblem action={data.canonicalPath} problemName={data.page.title} /> : null}
        </article>
        {/* keyed by page: moving to the next problem starts a fresh editor and result */}
        <ProblemWorkspace key={data.canonicalPath} ws={ws} loggedIn={data.loggedIn} loginHref={data.loginHref} />
      </div>
      <Pager data={data} />
      {data.comments ? <CommentsPanel data={data.comments} /> : <CommentsLoginPrompt loginHref={data.loginHref} />}
    </div>
  );
}

/** A coach page: a Markdown lesson (intro, lesson, solution, final remarks) or a coding problem. */
export function CoachLessonPage() {
  const data = useLoaderData<CoachLessonLoader>();
  useRecordVisit(data.loggedIn, data.canonicalPath);
  return data.workspace ? <ProblemView data={data} /> : <LessonReader data={data} />;
}
