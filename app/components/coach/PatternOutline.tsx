import { capitalize, formatDuration, formatMs, plural } from "./format";
import { Icon } from "~/components/ui/Icon";
import { levelTone } from "./ProgressPicture";
import { CommentCount } from "~/components/catalog/Toc";
import { SolutionLink, useRevealLinks } from "./SolutionLink";
import { AppLink } from "~/components/AppLink";
import { SharedMarkup } from "~/components/SharedMarkup";

/** A pattern summary (score, level, problems: docs/product/interview-prep.md#pass-bar) as patternSummaries answers it. */
export type PatternSummaryView = {
  id: string;
  name: string;
  slug: string;
  description: string;
  attempted: boolean;
  score: number;
  level: string;
  complete: boolean;
  first_lesson_link: string | null;
  last_interacted_problem: { name: string; link: string } | null;
  frequency: string | null;
  skipped: boolean;
  skipped_count: number;
  included: boolean;
  problems: {
    id: number;
    name: string;
    difficulty: string;
    correctness_percent: number | null;
    time: number | null;
    runtime: number | null;
    submission_count: number;
    attempted: boolean;
    problem_link: string;
    solution_link: string | null;
    isSkipped: boolean;
  }[];
};

function ProblemRows({
  problems,
  open,
  commentCounts,
}: {
  problems: PatternSummaryView["problems"];
  open: ReadonlySet<number>;
  commentCounts?: Record<string, number> | null;
}) {
  return (
    <div className="problem-table-wrap">
      <table className="problem-table">
        <thead>
          <tr>
            <th scope="col">Problem</th>
            <th scope="col">Difficulty</th>
            <th scope="col">Correctness</th>
            <th scope="col">Time</th>
            <th scope="col">Runtime</th>
            <th scope="col">Submissions</th>
            <th scope="col">Status</th>
            <th scope="col">Solution</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((p) => (
            <tr key={p.id} className={p.isSkipped ? "problem-skipped" : undefined}>
              <th scope="row">
                <AppLink to={p.problem_link} discover={false}>
                  {p.name}
                </AppLink>
                <CommentCount n={commentCounts?.[p.problem_link]} />
              </th>
              <td data-label="Difficulty">
                <span className={`difficulty difficulty-${p.difficulty}`}>{capitalize(p.difficulty)}</span>
              </td>
              <td data-label="Correctness">{p.correctness_percent == null ? "–" : `${p.correctness_percent}%`}</td>
              <td data-label="Time">{formatDuration(p.time)}</td>
              <td data-label="Runtime">{formatMs(p.runtime)}</td>
              <td data-label="Submissions">{p.submission_count}</td>
              <td data-label="Status">{p.isSkipped ? "Skipped" : p.attempted ? "Attempted" : "Not attempted"}</td>
              <td data-label="Solution">
                {p.solution_link ? (
                  <SolutionLink to={p.solution_link} locked={!open.has(p.id)} problemName={p.name} discover={false}>
                    {open.has(p.id) ? "Solution" : "Reveal"}
                    <span className="visually-hidden">{open.has(p.id) ? `: ${p.name}` : ` the solution: ${p.name}`}</span>
                  </SolutionLink>
                ) : (
                  "–"
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type PatternItemProps = {
  s: PatternSummaryView;
  index: number;
  current: boolean;
  company: string;
  loggedIn: boolean;
  /** this pattern's problems (ids) whose solution the viewer may read */
  open: number[];
  /** discussion threads of this pattern's problem pages, by link */
  commentCounts: Record<string, number> | null;
};

/** One pattern's disclosure: its props are all it shows (SharedMarkup renders it once per distinct props). */
function PatternItem({ s, index, current, company, loggedIn, open, commentCounts }: PatternItemProps) {
  const attempted = s.problems.filter((p) => p.attempted).length;
  return (
    <details open={current}>
      <summary className="pattern-summary">
        <span className="pattern-index" aria-hidden="true">
          {index + 1}
        </span>
        <span className="pattern-name">{s.name}</span>
        <span className="pattern-facts">
          <span className="pattern-level">
            {s.complete ? (
              <>
                <Icon name="check" /> Complete
              </>
            ) : s.attempted ? (
              `${s.level} · pattern score ${s.score}`
            ) : (
              "Not started"
            )}
          </span>
          <span>
            {attempted} of {plural(s.problems.length, "problem")} attempted
          </span>
          {s.frequency ? (
            <span className={`freq freq-${s.frequency.toLowerCase()}`}>
              {s.frequency} at {company}
            </span>
          ) : null}
          {s.skipped_count ? <span className="pattern-skipped">{s.skipped ? "Skipped" : `${s.skipped_count} skipped`}</span> : null}
          {!s.included ? <span className="muted">Not in your plan</span> : null}
        </span>
      </summary>
      <div className="pattern-body">
        <p>{s.description}</p>
        <dl className="pattern-stats">
          <div>
            <dt>Pattern score (mean of best scores)</dt>
            <dd>{s.attempted ? s.score : "–"}</dd>
          </div>
          <div>
            <dt>Level</dt>
            <dd>{s.attempted ? s.level : "–"}</dd>
          </div>
          <div>
            <dt>Asked at {company}</dt>
            <dd>{s.frequency ?? "No data"}</dd>
          </div>
          <div>
            <dt>Attempted</dt>
            <dd>{s.attempted ? "Yes" : "No"}</dd>
          </div>
        </dl>
        <p className="pattern-links">
          {s.first_lesson_link ? (
            <AppLink to={s.first_lesson_link} className="button button-small button-ghost">
              Read the introduction
            </AppLink>
          ) : null}
          {s.last_interacted_problem ? (
            <span>
              Last worked on: <AppLink to={s.last_interacted_problem.link}>{s.last_interacted_problem.name}</AppLink>
            </span>
          ) : null}
        </p>
        <ProblemRows problems={s.problems} open={new Set(open)} commentCounts={commentCounts} />
        {!loggedIn ? <p className="muted">Log in to see your scores here.</p> : null}
      </div>
    </details>
  );
}

/**
 * The pattern outline: one disclosure per pattern (works without JavaScript), the current one
 * open. Each pattern is shared markup: a pattern the learner has not touched renders alike for
 * every learner on that path and company, so the server renders it once.
 */
export function PatternOutline({
  summaries,
  currentId,
  company,
  loggedIn,
  commentCounts,
  openSolutions,
}: {
  summaries: PatternSummaryView[];
  currentId: string | null;
  company: string;
  loggedIn: boolean;
  commentCounts?: Record<string, number> | null;
  /** problems (ids) whose solution the viewer may read: submitted or revealed */
  openSolutions: readonly number[];
}) {
  const open = new Set(openSolutions);
  // Every link below is a plain anchor (AppLink); this one handler asks before a reveal.
  const links = useRevealLinks();
  return (
    <>
      <ol className="pattern-outline" onClick={links.onClick}>
        {summaries.map((s, i) => {
          // Only this pattern's facts go in, so that one pattern's change leaves the others' markup shared.
          const counts: Record<string, number> = {};
          for (const p of s.problems) if (commentCounts?.[p.problem_link]) counts[p.problem_link] = commentCounts[p.problem_link]!;
          return (
            <SharedMarkup
              key={s.id}
              as="li"
              attrs={{ id: `pattern-${s.slug}`, className: `pattern-item ${levelTone(s.attempted, s.level)}` }}
              component={PatternItem}
              props={{
                s,
                index: i,
                current: s.id === currentId,
                company,
                loggedIn,
                open: s.problems.filter((p) => open.has(p.id)).map((p) => p.id),
                commentCounts: commentCounts ? counts : null,
              }}
            />
          );
        })}
      </ol>
      {links.dialog}
    </>
  );
}
