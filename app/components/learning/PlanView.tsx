// A plan as a learner reads it (the plan page, the preview and a mentor's mentee view): weeks with
// their contact, items and progress.
import { AppLink } from "~/components/AppLink";
import { ProgressBar } from "~/components/catalog/ProgressBar";
import { Banner } from "~/components/ui/Banner";
import { ButtonLink } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { weekStatusText, type UnitTocEntry } from "~/engine/learningPlans";
import { PrivateContentHeader } from "./PrivateContentHeader";
import { UnitToc } from "./UnitToc";

interface PlanViewData {
  plan: { title: string; summary: string };
  toc: UnitTocEntry[];
  standing: {
    weeks: {
      id: number;
      title: string;
      dueDate: string;
      completed: boolean;
      overdue: boolean;
      progress: { percent: number; completed: number; total: number; state: string };
    }[];
    overall: { percent: number };
    overdue: boolean;
    completed: boolean;
  } | null;
  assignment: { startDate: string; dueDate: string } | null;
  progress: { percent: number };
  continueUrl: string | null;
}

/**
 * `privateTo`: the organization whose private plan this is, for the extra header; null on the
 * views that leave it out (a mentor's view of a mentee, the template preview).
 */
export function PlanView({
  data,
  heading,
  showContinue,
  privateTo = null,
}: {
  data: PlanViewData;
  heading: string;
  showContinue: boolean;
  privateTo?: string | null;
}) {
  const s = data.standing;
  return (
    <div className="learning-page">
      {privateTo ? <PrivateContentHeader organization={privateTo} kind="plan" /> : null}
      <h1>{heading}</h1>
      {data.plan.summary ? <p className="learning-lede">{data.plan.summary}</p> : null}
      {data.assignment ? (
        <p className="learning-meta">
          From {data.assignment.startDate} to {data.assignment.dueDate}
        </p>
      ) : null}
      <ProgressBar percent={s ? s.overall.percent : data.progress.percent} label="Progress on this plan" />
      {s?.completed ? <Banner tone="success" role="status" title="Plan completed." /> : null}
      {s?.overdue ? <Banner tone="warning" title="A week is overdue." /> : null}
      {showContinue && data.continueUrl ? (
        <div className="learning-actions">
          <ButtonLink to={data.continueUrl}>Continue where you left off</ButtonLink>
        </div>
      ) : null}
      {s ? (
        <Card as="section" aria-labelledby="weeks-title">
          <h2 id="weeks-title" className="card-title">
            Weeks
          </h2>
          <ol>
            {s.weeks.map((w) => (
              <li key={w.id} data-week={w.id}>
                {w.title}: {w.progress.completed}/{w.progress.total} lessons · due {w.dueDate} · <strong>{weekStatusText(w)}</strong>
              </li>
            ))}
          </ol>
        </Card>
      ) : null}
      <Card as="section" aria-labelledby="plan-toc-title">
        <h2 id="plan-toc-title" className="card-title">
          Contents
        </h2>
        <UnitToc entries={data.toc} label="Plan contents" />
      </Card>
      <p>
        <AppLink to="/learning-plans">All my plans</AppLink>
      </p>
    </div>
  );
}
