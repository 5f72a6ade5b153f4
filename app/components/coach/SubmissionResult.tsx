import { AppLink } from "~/components/AppLink";
import { useEffect, useState, type Ref } from "react";
import { createPortal } from "react-dom";
import { Modal } from "~/components/Modal";
import { patternProgressLabel, runTone, verdictWords } from "~/engine/workspace";
import { STREAK_TEXTS } from "~/engine/streaks";
import { costSentence } from "~/engine/cost";
import { valueDiff } from "~/engine/valueDiff";
import { languageName } from "~/engine/coachPreferences";
import type { Difficulty } from "~/engine/constants";
import type { RunOutcome, SubmissionView, SubmitOutcome } from "~/services/coach/code.server";
import type { TestVerdict } from "~/services/coach/judge.server";
import { useHydrated } from "~/components/useHydrated";
import { capitalize, formatBytes, formatMs, plural, showValue } from "./format";
import { levelTone, Ring } from "./ProgressPicture";
import { Icon } from "~/components/ui/Icon";
import { Badge } from "~/components/ui/Badge";

type Submitted = Extract<SubmitOutcome, { ok: true }>;

/** Shown with a fresh accepted verdict: the complexity is measured after it. */
const COMPLEXITY_PENDING = "The complexity is being measured on growing inputs: it shows with this submission in your history.";

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
  /** the learner's own test input, echoed so a page without JavaScript keeps it */
  customInput?: string;
  /** why that input was refused (shown under its field) */
  customInputError?: string;
  /** a submission of a mock interview: its verdict only, the coach's advice waits for the report */
  mock?: boolean;
};

/** A test's verdict: a badge whose text says it all (the icon and colour only repeat it). */
function VerdictBadge({ passed, verdict, neutral = false }: { passed: boolean; verdict: string; neutral?: boolean }) {
  if (neutral) return <Badge className="verdict">{verdict}</Badge>;
  return (
    <Badge tone={passed ? "success" : "danger"} className="verdict">
      <Icon name={passed ? "check" : "cross"} /> {passed ? "Passed" : verdict}
    </Badge>
  );
}

/** What the code printed while this one test ran (the judge keeps each visible test's own output). */
function Printed({ text }: { text: string | undefined }) {
  if (text == null) return <span className="muted">–</span>;
  if (!text) return <span className="muted">Nothing printed</span>;
  return <pre className="test-printed">{text.replace(/\n$/, "")}</pre>;
}

function OwnTests({ tests }: { tests: TestVerdict[] }) {
  const own = tests.filter((t) => t.custom);
  if (!own.length) return null;
  return (
    <div className="test-table-wrap own-tests">
      <table className="test-table">
        <caption>Your own input</caption>
        <thead>
          <tr>
            <th scope="col">Test</th>
            <th scope="col">Input</th>
            <th scope="col">Expected (reference solution)</th>
            <th scope="col">Your output</th>
            <th scope="col">Verdict</th>
            <th scope="col">Printed</th>
          </tr>
        </thead>
        <tbody>
          {own.map((t, i) => (
            <tr key={t.index} className={t.reference_error ? "test-ran" : t.passed ? "test-pass" : "test-fail"}>
              <th scope="row">Your test {i + 1}</th>
              <td data-label="Input">
                <code>{showValue(t.input)}</code>
              </td>
              <td data-label="Expected">
                {t.reference_error ? <span className="muted">{t.reference_error}</span> : <code>{showValue(t.expected)}</code>}
              </td>
              <td data-label="Your output">
                <code>{t.error ? t.error : showValue(t.output)}</code>
              </td>
              <td data-label="Verdict">
                <VerdictBadge passed={t.passed} verdict={t.verdict} neutral={Boolean(t.reference_error)} />
              </td>
              <td data-label="Printed">
                <Printed text={t.stdout} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Where a wrong output differs from the expected one, line by line (docs/product/judge.md#the-diff). */
function ValueDiff({ expected, actual }: { expected: unknown; actual: unknown }) {
  return (
    <details className="value-diff">
      <summary>Difference</summary>
      <pre aria-label="Expected lines start with -, your lines with +">
        {valueDiff(expected, actual).map((l, i) => (
          <span key={i} className={l.sign === "-" ? "diff-del" : l.sign === "+" ? "diff-add" : undefined}>
            {`${l.sign} ${l.text}\n`}
          </span>
        ))}
      </pre>
    </details>
  );
}

/** The measured complexity of an accepted submission, once measured. */
function Insight({ cls, explanation }: { cls: string | null; explanation: string | null }) {
  if (!cls) return null;
  return (
    <p className="result-insight">
      Complexity: <strong>{cls}</strong>. {explanation}
    </p>
  );
}

/** The smallest input found on which the code and the reference solution disagree (never a hidden test). */
function SmallestFailing({ example }: { example: NonNullable<SubmissionView["counterexample"]> }) {
  return (
    <section className="counterexample" aria-labelledby="counterexample-title">
      <h4 id="counterexample-title">The smallest failing input found</h4>
      <p className="muted">
        Not one of the hidden tests: a small input on which your code and the reference solution disagree. Paste it into your own input to run it.
      </p>
      <pre className="counterexample-input">{example.input.map((v) => JSON.stringify(v)).join("\n")}</pre>
      <p>
        Expected: <code>{showValue(example.expected)}</code>
      </p>
      <p>Yours: {example.error ? <code>{example.error}</code> : <code>{showValue(example.actual)}</code>}</p>
      {example.error ? null : <ValueDiff expected={example.expected} actual={example.actual} />}
    </section>
  );
}

function TestTable({ tests }: { tests: TestVerdict[] }) {
  const visible = tests.filter((t) => !t.hidden && !t.custom);
  const hidden = tests.filter((t) => t.hidden);
  return (
    <>
      {visible.length ? (
        <div className="test-table-wrap">
          <table className="test-table">
            <caption className="visible-tests">
              Visible tests: {visible.filter((t) => t.passed).length} of {visible.length} passed (each with what your code printed while it ran)
            </caption>
            <thead>
              <tr>
                <th scope="col">Test</th>
                <th scope="col">Input</th>
                <th scope="col">Expected</th>
                <th scope="col">Your output</th>
                <th scope="col">Verdict</th>
                <th scope="col">Printed</th>
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
                    {!t.passed && !t.error && t.output !== undefined ? <ValueDiff expected={t.expected} actual={t.output} /> : null}
                  </td>
                  <td data-label="Verdict">
                    <VerdictBadge passed={t.passed} verdict={t.verdict} />
                  </td>
                  <td data-label="Printed">
                    <Printed text={t.stdout} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {hidden.length ? (
        <div className="test-table-wrap">
          <table className="test-table hidden-test-table">
            <caption className="hidden-tests">
              Hidden tests: {hidden.filter((t) => t.passed).length} of {hidden.length} passed (their data stays hidden)
            </caption>
            <thead>
              <tr>
                <th scope="col">Test</th>
                <th scope="col">Verdict</th>
              </tr>
            </thead>
            <tbody>
              {hidden.map((t) => (
                <tr key={t.index} className={t.passed ? "test-pass" : "test-fail"}>
                  <th scope="row">Hidden test {t.index + 1}</th>
                  <td data-label="Verdict">
                    <VerdictBadge passed={t.passed} verdict={t.verdict} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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

export function RunResult({ run, titleRef }: { run: RunOutcome; titleRef?: Ref<HTMLHeadingElement> }) {
  const tone = runTone(run.passed_testcases, run.total_testcases);
  return (
    <div className={`result result-${tone}`}>
      <h3 className="result-title" id="result-title" tabIndex={-1} ref={titleRef}>
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
      <OwnTests tests={run.tests} />
      <p className="muted">Run checks the visible tests only and is not graded. Submit to be graded on every test.</p>
    </div>
  );
}

/** The graded verdict: its words and colour follow the score (engine verdictWords); what failed when not everything passed. */
function Verdict({
  score,
  passed,
  total,
  difficulty,
  tests,
  ranking,
  titleRef,
}: {
  score: number;
  passed: number;
  total: number;
  difficulty: Difficulty;
  tests: TestVerdict[];
  ranking: string;
  titleRef?: Ref<HTMLHeadingElement>;
}) {
  const v = verdictWords({ score, passed, total, difficulty });
  const failed = tests.filter((t) => !t.passed && !t.custom).length;
  return (
    <div className="result-head">
      <Ring percent={score} size={72} stroke={8} className={`ring-${v.tone}`} label={`Score ${score} percent`}>
        <text x="36" y="41" textAnchor="middle" className="ring-score" aria-hidden="true">
          {score}%
        </text>
      </Ring>
      <div>
        <h3 className="result-title result-status" id="result-title" tabIndex={-1} ref={titleRef}>
          {v.title}
        </h3>
        <p className="result-detail">{v.detail}</p>
        {v.tone !== "pass" && failed ? (
          <p className="result-failed-count">
            {plural(failed, "test")} failed: each test&apos;s verdict, and what your code printed during it, is in the tables below.
          </p>
        ) : null}
        <p className="result-ranking">Ranking: {ranking}</p>
      </div>
    </div>
  );
}

/** An earlier run or submission opened from the history: its result as it was stored. */
export function StoredResult({ view, titleRef }: { view: SubmissionView; titleRef?: Ref<HTMLHeadingElement> }) {
  const r = view.submission_result.result;
  const when = new Date(view.created).toISOString().replace("T", " ").slice(0, 16);
  if (view.kind === "run")
    return (
      <div className={`result result-${runTone(r.passed_testcases, r.total_testcases)}`}>
        <h3 className="result-title" id="result-title" tabIndex={-1} ref={titleRef}>
          Run of {when} UTC: {r.passed_testcases} of {plural(r.total_testcases, "visible test")} passed
        </h3>
        {r.error ? <pre className="result-error">{r.error}</pre> : null}
        <TestTable tests={view.tests} />
        <OwnTests tests={view.tests} />
      </div>
    );
  const tone = verdictWords({
    score: view.score,
    passed: r.passed_testcases,
    total: r.total_testcases,
    difficulty: view.difficulty as Difficulty,
  }).tone;
  return (
    <div className={`result result-${tone}`}>
      <p className="result-when muted">Submission of {when} UTC</p>
      <Verdict
        score={view.score}
        passed={r.passed_testcases}
        total={r.total_testcases}
        difficulty={view.difficulty as Difficulty}
        tests={view.tests}
        ranking={view.ranking.label}
        titleRef={titleRef}
      />
      <Facts
        items={[
          ["Score", `${view.score}%`],
          ["Passed tests", `${r.passed_testcases} / ${r.total_testcases}`],
          ["Time", formatMs(r.execution_time)],
          ["Memory", formatBytes(r.total_mem_usage)],
        ]}
      />
      {view.cost != null ? (
        <p className="result-cost">{costSentence(view.cost, view.cost_percentile, languageName(view.submission_data.selectedLanguage))}</p>
      ) : null}
      <Insight cls={r.code_insight} explanation={r.code_insight_explanation} />
      {r.error ? <pre className="result-error">{r.error}</pre> : null}
      {view.counterexample ? <SmallestFailing example={view.counterexample} /> : null}
      <TestTable tests={view.tests} />
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
            <Icon name={p.passed ? "check" : "cross"} /> {p.name}{" "}
            <span className={`difficulty difficulty-${p.difficulty}`}>{capitalize(p.difficulty)}</span> best score {p.best_score}
            {p.passed ? "" : " (not passed)"}
          </li>
        ))}
      </ul>
      <p className="transition-actions">
        {t.to?.link ? (
          <AppLink className="button" to={t.to.link}>
            Start the next pattern: {t.to.name}
          </AppLink>
        ) : (
          <span>You have finished every pattern in this roadmap.</span>
        )}
      </p>
    </>
  );
}

type StreakView = Submitted["streak"];

function StreakBody({ streak }: { streak: StreakView }) {
  return (
    <>
      <p className="streak-figure">
        <strong>{streak.current}</strong> {streak.current === 1 ? "day" : "days"} in a row
      </p>
      <p>
        {STREAK_TEXTS.best(streak.best)}.{streak.current > 1 && streak.current === streak.best ? ` ${STREAK_TEXTS.newBest}` : ""}
      </p>
      <p className="muted">{STREAK_TEXTS.keepGoing(streak.current)}</p>
    </>
  );
}

/**
 * The streak modal (docs/product/interview-prep.md#streaks), offered with the result of the first
 * graded submission of a day. Without JavaScript the streak is a panel in the result. With
 * JavaScript the result offers it: a line with "See your streak", which opens the Modal (the
 * learner's flow is not interrupted, also during a timed mock interview, and the focus goes back
 * to that button when it closes).
 */
function StreakOffer({ streak }: { streak: StreakView }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [streak]);
  if (!hydrated)
    return (
      <section className="streak-panel" aria-labelledby="streak-title">
        <h3 id="streak-title">{STREAK_TEXTS.modalTitle(streak.current)}</h3>
        <StreakBody streak={streak} />
      </section>
    );
  return (
    <p className="streak-offer">
      <Icon name="flame" className="streak-flame" /> <strong>{STREAK_TEXTS.daysInARow(streak.current)}</strong>{" "}
      <button type="button" className="button button-small button-ghost" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {STREAK_TEXTS.see}
      </button>
      {open
        ? // In the body, not in the result: on a phone the result's pane can be hidden (the Problem
          // tab), and a dialog inside a hidden pane would vanish with its focus.
          createPortal(
            <Modal title={STREAK_TEXTS.modalTitle(streak.current)} onClose={() => setOpen(false)} className="streak-modal">
              <StreakBody streak={streak} />
              <div className="modal-actions">
                <button type="button" className="button" onClick={() => setOpen(false)}>
                  {STREAK_TEXTS.continue}
                </button>
              </div>
            </Modal>,
            document.body,
          )
        : null}
    </p>
  );
}

/** The pattern transition: a Modal with JavaScript (a panel once closed), a panel in the page without. */
function PatternTransition({ t, complete }: { t: Transition; complete: boolean }) {
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

export function SubmitResult({ submit, titleRef, mock = false }: { submit: Submitted; titleRef?: Ref<HTMLHeadingElement>; mock?: boolean }) {
  const difficulty = submit.submission.difficulty as Difficulty;
  const tone = verdictWords({ score: submit.score, passed: submit.passed_testcases, total: submit.total_testcases, difficulty }).tone;
  const d = submit.decision;
  const p = submit.pattern;
  return (
    <div className={`result result-${tone}`}>
      <Verdict
        score={submit.score}
        passed={submit.passed_testcases}
        total={submit.total_testcases}
        difficulty={difficulty}
        tests={submit.tests}
        ranking={submit.ranking.label}
        titleRef={titleRef}
      />
      <Facts
        items={[
          ["Score", `${submit.score}%`],
          ["Passed tests", `${submit.passed_testcases} / ${submit.total_testcases}`],
          ["Time", formatMs(submit.execution_time)],
          ["Memory", formatBytes(submit.total_mem_usage)],
          ...(mock
            ? []
            : [
                [
                  "Pattern",
                  patternProgressLabel({
                    attempted: p.attempted_problems,
                    total: p.total_problems,
                    score: p.score,
                    level: p.level,
                    complete: p.complete,
                  }),
                ] as [string, string],
              ]),
        ]}
      />
      {submit.cost != null ? (
        <p className="result-cost">
          {costSentence(submit.cost, submit.cost_percentile, languageName(submit.submission.submission_data.selectedLanguage))}
        </p>
      ) : null}
      {submit.cost != null ? <p className="result-insight muted">{COMPLEXITY_PENDING}</p> : null}
      {submit.streak?.new_day ? <StreakOffer streak={submit.streak} /> : null}
      {submit.error ? <pre className="result-error">{submit.error}</pre> : null}
      <TestTable tests={submit.tests} />
      {submit.remaining_free_submissions != null ? (
        <p className="muted">Graded submissions left on the free plan: {submit.remaining_free_submissions}.</p>
      ) : null}
      {mock ? (
        <p className="muted mock-next">
          Your best submission counts in the interview's report. The coach's advice and the solution open when the interview ends.
        </p>
      ) : (
        <div className="next-step" aria-labelledby="next-step-title">
          <h3 id="next-step-title">What next</h3>
          {d.kind === "problem" && d.problem ? (
            <>
              <p className="next-heading">
                <strong>{d.problem.name}</strong>{" "}
                <span className={`difficulty difficulty-${d.problem.difficulty}`}>{capitalize(d.problem.difficulty)}</span>
              </p>
              <p className="next-why">
                <span className="next-why-label">Why: </span>
                {d.sentence}
              </p>
              <AppLink className="button" to={d.problem.link}>
                Go to the next problem
              </AppLink>
            </>
          ) : (
            <p className="next-why">
              <span className="next-why-label">Why: </span>
              {d.sentence}
            </p>
          )}
        </div>
      )}
      {submit.transition && !mock ? <PatternTransition t={submit.transition} complete={submit.pattern.complete} /> : null}
    </div>
  );
}
