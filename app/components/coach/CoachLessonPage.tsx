import { AppLink } from "~/components/AppLink";
import type { HeadersFunction } from "@remix-run/node";
import { CommentsLoginPrompt, CommentsPanel } from "~/components/comments/CommentsPanel";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/useHydrated";
import { patternProgressLabel } from "~/engine/workspace";
import workspaceCss from "~/styles/workspace.css";
import { capitalize } from "./format";
import type { CoachLessonLoader } from "~/services/coach/lessonPage.server";
import { ProblemWorkspace } from "./ProblemWorkspace";
import { SkipDialog, SkipProblem } from "./SkipProblem";
import { SolutionGate, SolutionLink, useRevealLinks } from "./SolutionLink";
import { useRecordVisit } from "~/components/useRecordVisit";
import { useCodeCopy } from "~/components/catalog/useCodeCopy";
import { Countdown } from "~/components/mockInterview/Countdown";
import { MOCK_FINISH_DIALOG, MOCK_SCREEN_TEXTS } from "~/engine/mockInterviews";
import { CONCEPT_TRANSITION_TEXTS } from "~/engine/coachProgress";
import { Modal } from "~/components/Modal";

type Data = ReturnType<typeof useLoaderData<CoachLessonLoader>>;

/** The workspace's styles (split panes, editor theme, results panel), only on coach lesson and problem pages. */
export const coachLessonLinks = () => [{ rel: "stylesheet", href: workspaceCss }];

export { coachLessonShouldRevalidate } from "~/utils/pageRevalidation";

/** A refused run (too many runs) keeps its Retry-After on the page answer too. */
export const coachLessonHeaders: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

/** A visit is a POST made once per lesson view when JavaScript runs; a GET never writes. */
const KIND_LABEL: Record<string, string> = { intro: "Introduction", problem: "Problem", solution: "Solution", final: "Final remarks" };

function Breadcrumb({ data }: { data: Data }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        <li>
          <AppLink to="/interview-prep">Interview prep</AppLink>
        </li>
        <li>
          <AppLink to={`/interview-prep/${data.path.slug}`}>{data.path.title}</AppLink>
        </li>
        <li>
          <AppLink
            to={`/interview-prep/${data.path.slug}#${data.workspace || data.module.pages.some((p) => p.difficulty) ? "pattern" : "module"}-${data.module.slug}`}
          >
            {data.module.title}
          </AppLink>
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
        <AppLink to={data.prev.link} rel="prev" className="pager-link pager-prev">
          <span className="pager-label">Previous</span>
          <span className="pager-title">{data.prev.title}</span>
        </AppLink>
      ) : (
        <span />
      )}
      {data.next ? (
        <AppLink to={data.next.link} rel="next" className="pager-link pager-next">
          <span className="pager-label">Next</span>
          <span className="pager-title">{data.next.title}</span>
        </AppLink>
      ) : (
        <AppLink to={`/interview-prep/${data.path.slug}`} className="pager-link pager-next">
          <span className="pager-label">Finished</span>
          <span className="pager-title">Back to the roadmap</span>
        </AppLink>
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
            <li
              key={p.link}
              className={`coach-toc-item${p.current ? " coach-toc-current" : ""}${p.kind === "solution" ? " coach-toc-solution" : ""}`}
            >
              {p.locked && !p.current ? (
                <SolutionLink to={p.link} locked problemName={p.title.replace(/^solution:\s*/i, "")}>
                  {p.title}
                  <span className="muted"> (reveal)</span>
                </SolutionLink>
              ) : (
                <AppLink to={p.link} aria-current={p.current ? "page" : undefined}>
                  {p.title}
                </AppLink>
              )}
              {p.difficulty ? <span className={`difficulty difficulty-${p.difficulty}`}>{capitalize(p.difficulty)}</span> : null}
            </li>
          ))}
        </ol>
      </nav>
      <p className="coach-toc-back">
        <AppLink to={`/interview-prep/${data.path.slug}`}>← {data.path.title}</AppLink>
      </p>
    </aside>
  );
}

type Reveal = ReturnType<typeof useRevealLinks>["onClick"];

/** The reference solution under a solution page, in one language, with links to the others (plain links: no JavaScript needed). */
function ReferenceSolution({ reference }: { reference: NonNullable<Data["reference"]> }) {
  const code = useRef<HTMLDivElement>(null);
  useCodeCopy(code, reference.html);
  return (
    <section className="reference-solution" aria-labelledby="reference-solution-title">
      <h2 id="reference-solution-title">Reference solution in {reference.name}</h2>
      <nav aria-label="Reference solution language">
        <ul className="reference-solution-languages">
          {reference.languages.map((l) => (
            <li key={l.id}>{l.current ? <strong aria-current="page">{l.name}</strong> : <AppLink to={l.link}>{l.name}</AppLink>}</li>
          ))}
        </ul>
      </nav>
      <div className="lesson-body" ref={code} dangerouslySetInnerHTML={{ __html: reference.html }} />
    </section>
  );
}

function LessonReader({ data, onClick }: { data: Data; onClick: Reveal }) {
  const body = useRef<HTMLDivElement>(null);
  useCodeCopy(body, data.html);
  return (
    <div className="lesson-layout coach-lesson" onClick={onClick}>
      <article className="lesson-main" aria-labelledby="lesson-title">
        <Breadcrumb data={data} />
        <p className="coach-eyebrow">{KIND_LABEL[data.page.kind] ?? "Lesson"}</p>
        <h1 id="lesson-title">{data.page.title}</h1>
        {data.closedByMock ? (
          <p className="notice notice-warning" role="note">
            {MOCK_SCREEN_TEXTS.solutionClosed}
          </p>
        ) : data.gated ? (
          <SolutionGate problem={data.problemLink} action={data.canonicalPath} />
        ) : data.problemLink ? (
          <p className="notice">
            This page explains the solution of <AppLink to={data.problemLink.link}>{data.problemLink.title}</AppLink>. Try the problem first if you
            have not.
          </p>
        ) : null}
        <div className="lesson-body" ref={body} dangerouslySetInnerHTML={{ __html: data.html }} />
        {data.reference ? <ReferenceSolution reference={data.reference} /> : null}
        {!data.loggedIn ? (
          <p className="lesson-complete-login">
            <AppLink to={data.loginHref}>Log in</AppLink> to keep track of the lessons you have read.
          </p>
        ) : null}
        <Pager data={data} />
        {data.comments ? <CommentsPanel data={data.comments} /> : data.gated ? null : <CommentsLoginPrompt loginHref={data.loginHref} />}
      </article>
      <ModuleToc data={data} />
    </div>
  );
}

/** The statement | editor split: a draggable (and keyboard-operable) divider; the share is remembered in this browser. */
const SPLIT_KEY = "codelift:workspace-split";
const SPLIT_MIN = 25;
const SPLIT_MAX = 70;
function useSplit() {
  const [left, setLeft] = useState(42);
  useEffect(() => {
    try {
      const v = Number(window.localStorage.getItem(SPLIT_KEY));
      if (v >= SPLIT_MIN && v <= SPLIT_MAX) setLeft(v);
    } catch {
      /* the default share */
    }
  }, []);
  const set = (v: number) => {
    const next = Math.round(Math.min(SPLIT_MAX, Math.max(SPLIT_MIN, v)));
    setLeft(next);
    try {
      window.localStorage.setItem(SPLIT_KEY, String(next));
    } catch {
      /* holds for this page */
    }
  };
  return [left, set] as const;
}

function Divider({ left, setLeft, container }: { left: number; setLeft: (v: number) => void; container: React.RefObject<HTMLDivElement> }) {
  const drag = (e: React.PointerEvent<HTMLDivElement>) => {
    const box = container.current?.getBoundingClientRect();
    if (!box) return;
    setLeft(((e.clientX - box.left) / box.width) * 100);
  };
  return (
    <div
      className="ws-divider"
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize the problem and code panes"
      aria-controls="ws-statement"
      aria-valuenow={left}
      aria-valuemin={SPLIT_MIN}
      aria-valuemax={SPLIT_MAX}
      aria-valuetext={`Problem pane ${left} %`}
      tabIndex={0}
      onKeyDown={(e) => {
        const step = e.shiftKey ? 10 : 3;
        const next =
          e.key === "ArrowLeft"
            ? left - step
            : e.key === "ArrowRight"
              ? left + step
              : e.key === "Home"
                ? SPLIT_MIN
                : e.key === "End"
                  ? SPLIT_MAX
                  : null;
        if (next == null) return;
        e.preventDefault();
        setLeft(next);
      }}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        e.preventDefault();
      }}
      onPointerMove={(e) => {
        if (e.currentTarget.hasPointerCapture(e.pointerId)) drag(e);
      }}
      onPointerUp={(e) => e.currentTarget.releasePointerCapture(e.pointerId)}
    />
  );
}

/** The interview screen's bar: which problem, the clock (the server's end time; it ticks with JavaScript), the other problem and Finish. */
function MockBar({ mock }: { mock: NonNullable<Data["mock"]> }) {
  const current = mock.problems.find((p) => p.current);
  return (
    <section className="mock-bar notice" aria-labelledby="mock-bar-title" data-testid="mock-bar">
      <div className="mock-bar-head">
        <h2 id="mock-bar-title" className="mock-bar-title">
          {mock.title}
          {current ? <span className="muted"> · {MOCK_SCREEN_TEXTS.problemOf(current.n, mock.problems.length)}</span> : null}
        </h2>
        <Countdown endsAt={mock.endsAt} endsAtText={mock.endsAtText} />
      </div>
      <p className="muted mock-bar-rules">{MOCK_SCREEN_TEXTS.rules}</p>
      <nav aria-label="Interview problems" className="mock-bar-nav">
        <ol className="mock-bar-problems">
          {mock.problems.map((p) => (
            <li key={p.link}>
              <AppLink to={p.link} aria-current={p.current ? "page" : undefined}>
                {MOCK_SCREEN_TEXTS.problemOf(p.n, mock.problems.length)}: {p.title}
              </AppLink>
            </li>
          ))}
        </ol>
        <AppLink className="button button-small" to={`${mock.sessionLink}?dialog=${MOCK_FINISH_DIALOG}`}>
          Finish interview
        </AppLink>
      </nav>
    </section>
  );
}

function ProblemView({ data, onClick }: { data: Data; onClick: Reveal }) {
  const ws = data.workspace!;
  const hydrated = useHydrated();
  const [left, setLeft] = useSplit();
  const split = useRef<HTMLDivElement>(null);
  const statement = useRef<HTMLDivElement>(null);
  useCodeCopy(statement, data.html);
  // On a phone the page is one column with two tabs (problem, code); without JavaScript both show, one under the other.
  const [pane, setPane] = useState<"statement" | "code">(ws.opened ? "code" : "statement");
  const p = ws.pattern;
  return (
    <div className="problem-page ws-page" onClick={onClick}>
      {data.mock ? <MockBar mock={data.mock} /> : <Breadcrumb data={data} />}
      <header className="problem-header">
        <h1 id="lesson-title">{data.page.title}</h1>
        <p className="problem-meta">
          <span className={`difficulty difficulty-${ws.difficulty}`}>{capitalize(ws.difficulty)}</span>
          <span>Pattern: {data.module.title}</span>
          {data.mock ? null : p?.attempted ? (
            <span className="pattern-progress">
              {patternProgressLabel({ attempted: p.attemptedProblems, total: p.totalProblems, score: p.score, level: p.level, complete: p.complete })}
            </span>
          ) : null}
          {!data.mock && ws.stats && ws.stats.submissions > 0 ? (
            <span>
              Your best: {ws.stats.correctness}% in {ws.stats.submissions} submission{ws.stats.submissions === 1 ? "" : "s"}
            </span>
          ) : null}
          {ws.stats?.skipped ? <span className="pattern-skipped">Skipped</span> : null}
        </p>
      </header>
      <nav className="ws-pane-tabs" aria-label="Problem or code">
        {hydrated ? (
          <div role="tablist" aria-label="Problem or code" className="ws-tabs">
            {(
              [
                ["statement", "Problem"],
                ["code", "Code"],
              ] as const
            ).map(([id, name]) => (
              <button
                key={id}
                type="button"
                role="tab"
                id={`ws-pane-tab-${id}`}
                aria-selected={pane === id}
                aria-controls={id === "statement" ? "ws-statement" : "ws-code"}
                tabIndex={pane === id ? 0 : -1}
                className="ws-tab"
                onClick={() => setPane(id)}
                onKeyDown={(e) => {
                  if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
                  const other = id === "statement" ? "code" : "statement";
                  setPane(other);
                  document.getElementById(`ws-pane-tab-${other}`)?.focus();
                }}
              >
                {name}
              </button>
            ))}
          </div>
        ) : (
          <p className="ws-jump">
            <a href="#ws-statement">Problem</a> · <a href="#ws-code">Code</a> · <a href="#ws-results">Result</a>
          </p>
        )}
      </nav>
      {/* keyed by page: the next problem (after Skip, or from a link) opens with its panes scrolled to the top */}
      <div
        key={data.canonicalPath}
        className="ws-split"
        ref={split}
        data-pane={hydrated ? pane : undefined}
        style={{ "--ws-left": `${left}%` } as React.CSSProperties}
      >
        <article className="problem-statement ws-statement" id="ws-statement" aria-labelledby="lesson-title">
          {/* the statement's own sections are h3s (### in its Markdown): this keeps the heading levels in order */}
          <h2 className="visually-hidden">The problem</h2>
          <div className="lesson-body" ref={statement} dangerouslySetInnerHTML={{ __html: data.html }} />
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
          {data.loggedIn && !data.mock ? <SkipProblem /> : null}
        </article>
        {hydrated ? <Divider left={left} setLeft={setLeft} container={split} /> : null}
        {/* keyed by page and opened submission: another problem (or an earlier submission) starts a fresh editor and result */}
        <ProblemWorkspace
          key={`${data.canonicalPath}:${ws.opened?.id ?? ""}`}
          ws={ws}
          loggedIn={data.loggedIn}
          loginHref={data.loginHref}
          problemPath={data.canonicalPath}
        />
      </div>
      {data.loggedIn && !data.mock ? <SkipDialog action={data.canonicalPath} problemName={data.page.title} /> : null}
      {data.mock ? null : (
        <>
          <Pager data={data} />
          {data.comments ? <CommentsPanel data={data.comments} /> : <CommentsLoginPrompt loginHref={data.loginHref} />}
        </>
      )}
    </div>
  );
}

/** A coach page: a Markdown lesson (intro, lesson, solution, final remarks) or a coding problem. */
export function CoachLessonPage() {
  const data = useLoaderData<CoachLessonLoader>();
  useRecordVisit(data.loggedIn, data.canonicalPath);
  // One reveal question for the page's locked solution links (the module's pages, the problem's).
  const reveal = useRevealLinks();
  return (
    <>
      {data.workspace ? <ProblemView data={data} onClick={reveal.onClick} /> : <LessonReader data={data} onClick={reveal.onClick} />}
      {reveal.dialog}
      {data.conceptTransition ? <ConceptTransition data={data} t={data.conceptTransition} /> : null}
    </>
  );
}

/** The concept transition: a state of the next concept's first lesson (?dialog=concept-transition); closing it stays on the lesson. */
function ConceptTransition({ data, t }: { data: Data; t: NonNullable<Data["conceptTransition"]> }) {
  return (
    <Modal title={CONCEPT_TRANSITION_TEXTS.title(t.to)} closeTo={data.canonicalPath} className="transition-modal concept-transition-modal">
      <p>{CONCEPT_TRANSITION_TEXTS.finished(t.from)}</p>
      {t.summary ? <p>{t.summary}</p> : null}
      <p className="muted">{CONCEPT_TRANSITION_TEXTS.lessons(t.lessons)}</p>
      <div className="modal-actions">
        <AppLink className="button button-ghost" to={`/interview-prep/${data.path.slug}`}>
          {CONCEPT_TRANSITION_TEXTS.roadmap}
        </AppLink>
        <AppLink className="button" to={data.canonicalPath}>
          {CONCEPT_TRANSITION_TEXTS.start}
        </AppLink>
      </div>
    </Modal>
  );
}
