// A lesson's quizzes and runnable code blocks between its Markdown (docs/product/authoring.md#blocks-learners-use).
// Both are plain forms posting to the lesson's action: without JavaScript the page comes back with
// the answer or the verdict (the action's data); with it a fetcher posts and nothing reloads. The
// runnable block's code box is the problem page's editor (CodeMirror once hydrated, a textarea before).
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { AppLink } from "~/components/AppLink";
import { CodeEditor } from "~/components/coach/CodeEditor";
import { showValue } from "~/components/coach/format";
import { Badge } from "~/components/ui/Badge";
import { Button } from "~/components/ui/Button";
import { Table } from "~/components/ui/Table";
import { useHydrated } from "~/components/useHydrated";
import { LESSON_BLOCK_TEXTS } from "~/engine/lessonBlocks";
import type { LessonBlockView, LessonRunOutcome, QuizOutcome } from "~/services/catalog/lessonBlocks.server";

export type LessonBlockAction = QuizOutcome | LessonRunOutcome;

type QuizView = Extract<LessonBlockView, { kind: "quiz" }>;
type RunnableView = Extract<LessonBlockView, { kind: "runnable" }>;

function QuizBlock({ quiz, loggedIn, loginHref, answered }: { quiz: QuizView; loggedIn: boolean; loginHref: string; answered: QuizOutcome | null }) {
  const fetcher = useFetcher<QuizOutcome>();
  const hydrated = useHydrated();
  const outcome = fetcher.data ?? answered;
  const graded = outcome?.ok ? outcome : null;
  const right = new Set(graded?.correctOptions ?? quiz.passed?.correctOptions ?? []);
  const chosen = new Set(graded?.chosen ?? []);
  const reveal = graded !== null || quiz.passed !== null;
  const passed = quiz.passed !== null || graded?.correct === true;
  const titleId = `quiz-${quiz.id}-title`;
  return (
    <section
      className="lesson-quiz card"
      aria-labelledby={titleId}
      data-testid="lesson-quiz"
      data-lesson-widget=""
      data-block={quiz.id}
      id={`quiz-${quiz.id}`}
    >
      <fetcher.Form method="post" className="lesson-quiz-form">
        <input type="hidden" name="intent" value="quiz-answer" />
        <input type="hidden" name="block" value={quiz.id} />
        {hydrated ? <input type="hidden" name="respond" value="json" /> : null}
        <fieldset>
          <legend id={titleId} className="lesson-quiz-question">
            <span className="lesson-quiz-label">Quiz{quiz.multiple ? " (more than one answer)" : ""}</span>
            {passed ? <Badge tone="success">{LESSON_BLOCK_TEXTS.passed}</Badge> : null}
            <span className="lesson-quiz-text">{quiz.question}</span>
          </legend>
          <ul className="lesson-quiz-options">
            {quiz.options.map((text, i) => {
              const state = reveal ? (right.has(i) ? "right" : chosen.has(i) ? "wrong" : "") : "";
              return (
                <li key={`${i}-${outcome ? "a" : "q"}`} className="lesson-quiz-option" data-state={state || undefined}>
                  <label>
                    <input type={quiz.multiple ? "checkbox" : "radio"} name="option" value={i} defaultChecked={chosen.has(i)} /> <span>{text}</span>
                  </label>
                  {state === "right" ? <Badge tone="success">Correct answer</Badge> : null}
                  {state === "wrong" ? <Badge tone="danger">Your answer</Badge> : null}
                </li>
              );
            })}
          </ul>
        </fieldset>
        <div className="lesson-quiz-actions">
          <Button type="submit" variant={passed ? "secondary" : "primary"} disabled={fetcher.state !== "idle"}>
            Check answer
          </Button>
          <p role="status" aria-live="polite" className={`lesson-quiz-feedback${graded ? (graded.correct ? " is-right" : " is-wrong") : ""}`}>
            {graded ? graded.text : ""}
            {graded?.correct && !loggedIn ? (
              <>
                {" "}
                <AppLink to={loginHref}>{LESSON_BLOCK_TEXTS.loginToKeep}</AppLink>
              </>
            ) : null}
          </p>
        </div>
        {outcome && !outcome.ok ? (
          <p className="field-error" role="alert">
            {outcome.text}
          </p>
        ) : null}
      </fetcher.Form>
    </section>
  );
}

function RunVerdict({ run }: { run: Extract<LessonRunOutcome, { ok: true }> }) {
  const all = run.total > 0 && run.passed === run.total;
  return (
    <div className={`result ${all ? "result-correct" : "result-incorrect"}`} data-testid="lesson-run-result">
      <h3 className="result-title">
        {all ? LESSON_BLOCK_TEXTS.runAllPassed : `${run.verdict ?? "Not run"}: ${run.passed} of ${run.total} tests passed`}
      </h3>
      {run.error ? <pre className="result-error">{run.error}</pre> : null}
      {run.tests.length ? (
        <Table label="Tests">
          <thead>
            <tr>
              <th scope="col">Test</th>
              <th scope="col">Input</th>
              <th scope="col">Expected</th>
              <th scope="col">Your output</th>
              <th scope="col">Verdict</th>
            </tr>
          </thead>
          <tbody>
            {run.tests.map((t) => (
              <tr key={t.index}>
                <td>{t.index + 1}</td>
                <td>
                  <code>{showValue(t.input)}</code>
                </td>
                <td>
                  <code>{showValue(t.expected)}</code>
                </td>
                <td>
                  <code>{t.error ?? showValue(t.output)}</code>
                </td>
                <td>
                  <Badge tone={t.passed ? "success" : "danger"}>{t.verdict}</Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      {run.stdout ? (
        <>
          <p className="muted">What your code printed:</p>
          <pre className="result-stdout">{run.stdout}</pre>
        </>
      ) : null}
    </div>
  );
}

function RunnableBlock({
  block,
  loggedIn,
  loginHref,
  last,
}: {
  block: RunnableView;
  loggedIn: boolean;
  loginHref: string;
  last: LessonRunOutcome | null;
}) {
  const fetcher = useFetcher<LessonRunOutcome>();
  const hydrated = useHydrated();
  const [code, setCode] = useState(last?.code ?? block.starter);
  const outcome = fetcher.data ?? last;
  const titleId = `run-${block.id}-title`;
  return (
    <section
      className="lesson-runnable card"
      aria-labelledby={titleId}
      data-testid="lesson-runnable"
      data-lesson-widget=""
      data-block={block.id}
      id={`run-${block.id}`}
    >
      <h2 id={titleId} className="lesson-runnable-title">
        Exercise <span className="muted">({block.languageName})</span>
      </h2>
      <p>
        Write <code>{block.signature}</code>. Run checks it on {block.testCount} test{block.testCount === 1 ? "" : "s"}.
      </p>
      <fetcher.Form method="post" className="lesson-runnable-form">
        <input type="hidden" name="intent" value="run-code" />
        <input type="hidden" name="block" value={block.id} />
        {hydrated ? <input type="hidden" name="respond" value="json" /> : null}
        <CodeEditor value={code} onChange={setCode} label={`Your ${block.languageName} code`} language={block.language} />
        <div className="lesson-runnable-actions">
          {loggedIn ? (
            <Button type="submit" disabled={fetcher.state !== "idle"}>
              {fetcher.state !== "idle" ? "Running…" : "Run"}
            </Button>
          ) : (
            <p>
              <AppLink to={loginHref}>{LESSON_BLOCK_TEXTS.loginToRun}</AppLink>
            </p>
          )}
          {loggedIn && code !== block.starter ? (
            <Button type="button" variant="link" onClick={() => setCode(block.starter)} hidden={!hydrated}>
              Reset to starter
            </Button>
          ) : null}
        </div>
      </fetcher.Form>
      <div aria-live="polite">
        {outcome && !outcome.ok ? (
          <p className="field-error" role="alert">
            {outcome.text}
          </p>
        ) : null}
        {outcome?.ok ? <RunVerdict run={outcome} /> : null}
      </div>
    </section>
  );
}

/** The lesson body when it has quizzes or runnable blocks: Markdown (server-rendered HTML) between them. */
export function LessonBlocks({
  blocks,
  loggedIn,
  loginHref,
  actionData,
}: {
  blocks: LessonBlockView[];
  loggedIn: boolean;
  loginHref: string;
  actionData: LessonBlockAction | null;
}) {
  return (
    <>
      {blocks.map((b, i) => {
        if (b.kind === "html") return <div key={i} className="lesson-segment" dangerouslySetInnerHTML={{ __html: b.html }} />;
        const mine = actionData && actionData.blockId === b.id ? actionData : null;
        if (b.kind === "quiz")
          return <QuizBlock key={b.id} quiz={b} loggedIn={loggedIn} loginHref={loginHref} answered={mine?.intent === "quiz" ? mine : null} />;
        return <RunnableBlock key={b.id} block={b} loggedIn={loggedIn} loginHref={loginHref} last={mine?.intent === "run" ? mine : null} />;
      })}
    </>
  );
}
