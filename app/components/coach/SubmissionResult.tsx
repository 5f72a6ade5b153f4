import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Modal } from "~/components/Modal";
import type { RunOutcome, SubmitOutcome } from "~/services/coach/code.server";
import type { TestVerdict } from "~/services/coach/judge.server";
import { useHydrated } from "~/components/useHydrated";
import { capitalize, formatBytes, formatMs, plural, showValue } from "./format";
import { levelTone, Ring } from "./ProgressPicture";

type Submitted = Extract<SubmitOutcome, { ok: true }>;

/** What the lesson action answers to Run, Submit and Skip (JSON-serialised). */
export type CodeActionData = {
  intent: string;
  lang?: string;
  code?: string;
  startedAt?: number;
  errorText?: string;
  run?: RunOutcome;
  submit?: Submitted;
  refused?: { errorText: string; upgradeUrl: string };
};

function TestTable({ tests }: { tests: TestVerdict[] }) {
  const visible = tests.filter((t) => !t.hidden);
  const hidden = tests.filter((t) => t.hidden);
  return (
    <>
      {visible.length ? (
        <div className="test-table-wrap">
          <table className="test-table">
            <caption className="visually-hidden">Visible tests</caption>
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
              {visible.map((t) => (
                <tr key={t.index} className={t.passed ? "test-pass" : "test-fail"}>
                  <th scope="row">Test {t.index + 1}</th>
                  <td data-label="Input">
                    <code>{showValue(t.input)}</code>
                  </td>
                  <td data-label="Expected">
                    <code>{showValue(t.expected)}</code>
                  </td>
                  <td data-label="Your output">
                    <code>{t.error ? t.error : showValue(t.output)}</code>
                  </td>
                  <td data-label="Verdict">
                    <span className="verdict">
                      <span aria-hidden="true">{t.passed ? "✓ " : "✗ "}</span>
                      {t.passed ? "Passed" : t.verdict}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {hidden.length ? (
        <p className="hidden-tests">
          Hidden tests: {hidden.filter((t) => t.passed).length} of {hidden.length} passed.
        </p>
      ) : null}
    </>
  );
}

function Facts({ items }: { items: [string, string][] }) {
  return (
    <dl className="result-facts">
      {items.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

export function RunResult({ run }: { run: RunOutcome }) {
  const all = run.total_testcases > 0 && run.passed_testcases === run.total_testcases;
  return (
    <div className={`result ${all ? "result-correct" : "result-incorrect"}`}>
      <h3 className="result-title">
        Run: {run.passed_testcases} of {plural(run.total_testcases, "visible test")} passed
      </h3>
      <Facts
        items={[
          ["Passed tests", `${run.passed_testcases} / ${run.total_testcases}`],
          ["Time", formatMs(run.execution_time)],
          ["Memory", formatBytes(run.total_mem_usage)],
        ]}
      />
      {run.error ? <pre className="result-error">{run.error}</pre> : null}
      <TestTable tests={run.tests} />
      {run.stdout ? (
        <section className="result-stdout" aria-label="Printed output">
          <h4>Printed output</h4>
          <pre>{run.stdout}</pre>
        </section>
      ) : null}
      <p className="muted">Run checks the visible tests only and is not graded. Submit to be graded on every test.</p>
    </div>
  );
}

type Transition = NonNullable<Submitted["transition"]>;

const transitionTitle = (t: Transition, complete: boolean) => (complete ? `Pattern complete: ${t.from.name}` : `Moving on from ${t.from.name}`);

/** `bare`: inside a Modal, which shows the title itself. */
function TransitionBody({ t, complete, titleId, bare = false }: { t: Transition; complete: boolean; titleId: string; bare?: boolean }) {
  const s = t.summary;
  const problems = s.problems as (Transition["summary"]["problems"][number] & { name: string })[];
  return (
    <>
      {bare ? null : (
        <h2 id={titleId} className="transition-title">
          {transitionTitle(t, complete)}
        </h2>
      )}
      <div className={`transition-score ${levelTone(true, s.level)}`}>
        <Ring percent={s.pattern_score} size={96} stroke={10} label={`Pattern score ${s.pattern_score}, ${s.level}`}>
          <text x="48" y="54" textAnchor="middle" className="ring-big" aria-hidden="true">
            {s.pattern_score}
          </text>
        </Ring>
        <p>
          <span className="transition-score-label">Pattern score</span> <strong className="transition-score-value">{s.pattern_score}</strong>
          <br />
          Level: <strong>{s.level}</strong> · {plural(s.points, "point")}
        </p>
      </div>
      <p className="transition-summary">
        {plural(s.submissions, "submission")} · {plural(s.problems_attempted, "problem")} attempted · {s.problems_passed} passed
      </p>
      <ul className="transition-problems">
        {problems.map((p) => (
          <li key={p.problemId}>
            <span aria-hidden="true">{p.passed ? "✓" : "✗"}</span> {p.name} <span className={`difficulty difficulty-${p.difficulty}`}>{capitalize(p.difficulty)}</span> best score {p.best_score}
            {p.passed ? "" : " (not passed)"}
          </li>
        ))}
      </ul>
      <p className="transition-actions">
        {t.to?.link ? (
          <Link className="button" to={t.to.link}>
            Start the next pattern: {t.to.name}
          </Link>
        ) : (
          <span>You have finished every pattern in this roadmap.</span>
        )}
      </p>
    </>
  );
}

/** The pattern transition: a Modal with JavaScript (a panel once closed), a panel in the page without. */
export function PatternTransition({ t, complete }: { t: Transition; complete: boolean }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(true);
  useEffect(() => setOpen(true), [t]);
  if (!hydrated || !open)
    return (
      <section className="transition-panel" aria-labelledby="transition-title">
        <TransitionBody t={t} complete={complete} titleId="transition-title" />
      </section>
    );
  return (
    <Modal title={transitionTitle(t, complete)} onClose={() => setOpen(false)} className="transition-modal" titleClassName="transition-title">
      <TransitionBody t={t} complete={complete} titleId="transition-title" bare />
    </Modal>
  );
}

export function SubmitResult({ submit }: { submit: Submitted }) {
  const correct = submit.status === "Correct";
  const d = submit.decision;
  return (
    <div className={`result ${correct ? "result-correct" : "result-incorrect"}`}>
      <div className="result-head">
        <Ring percent={submit.score} size={72} stroke={8} className={correct ? "ring-correct" : "ring-incorrect"} label={`Score ${submit.score} percent`}>
          <text x="36" y="41" textAnchor="middle" className="ring-score" aria-hidden="true">
            {submit.score}%
          </text>
        </Ring>
        <div>
          <h3 className="result-title result-status">{submit.status}</h3>
          <p className="result-ranking">Ranking: {submit.ranking.label}</p>
        </div>
      </div>
      <Facts
        items={[
          ["Score", `${submit.score}%`],
          ["Passed tests", `${submit.passed_testcases} / ${submit.total_testcases}`],
          ["Time", formatMs(submit.execution_time)],
          ["Memory", formatBytes(submit.total_mem_usage)],
          ["Pattern score", `${submit.pattern.score} (${submit.pattern.level})`],
        ]}
      />
      {submit.error ? <pre className="result-error">{submit.error}</pre> : null}
      <TestTable tests={submit.tests} />
      {submit.remaining_free_submissions != null ? <p className="muted">Graded submissions left on the free plan: {submit.remaining_free_submissions}.</p> : null}
      <div className="next-step" aria-labelledby="next-step-title">
        <h3 id="next-step-title">What next</h3>
        {d.kind === "problem" && d.problem ? (
          <>
            <p className="next-heading">
              <strong>{d.problem.name}</strong> <span className={`difficulty difficulty-${d.problem.difficulty}`}>{capitalize(d.problem.difficulty)}</span>
            </p>
            <p className="next-why">
              <span className="next-why-label">Why: </span>
              {d.sentence}
            </p>
            <Link className="button" to={d.problem.link}>
              Go to the next problem
            </Link>
          </>
        ) : (
          <p className="next-why">
            <span className="next-why-label">Why: </span>
            {d.sentence}
          </p>
        )}
      </div>
      {submit.transition ? <PatternTransition t={submit.transition} complete={submit.pattern.complete} /> : null}
    </div>
  );
}
