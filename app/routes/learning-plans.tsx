// /learning-plans: the plans assigned to the learner (a mentee's landing place). A workflow board
// when the organization has is_workflow_enabled; a start panel with onboarding_enabled
// (docs/product/learning-plans.md#assignees).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { pageMeta } from "~/components/catalog/meta";
import { ProgressBar } from "~/components/catalog/ProgressBar";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { Card } from "~/components/ui/Card";
import { EmptyState } from "~/components/ui/EmptyState";
import { hasFlag } from "~/engine/learningPlans";
import { listMembershipFacts } from "~/models/organization.server";
import { assignedPlans } from "~/services/learning/plans.server";
import learningCss from "~/styles/learning.css";
import { requireLearner } from "~/utils/learningAccess.server";

export const links = () => [{ rel: "stylesheet", href: learningCss }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireLearner(request);
  const memberships = await listMembershipFacts(user.id);
  const plans = await assignedPlans(user.id, new Date().toISOString().slice(0, 10));
  return json(
    {
      plans,
      workflow: memberships.some((m) => hasFlag(m, "is_workflow_enabled")),
      onboarding: memberships.some((m) => hasFlag(m, "onboarding_enabled")) && plans.every((p) => p.percent === 0),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type PlanItem = ReturnType<typeof useLoaderData<typeof loader>>["plans"][number];

function PlanCard({ p }: { p: PlanItem }) {
  return (
    <Card as="article">
      <h2 className="card-title">
        <AppLink to={p.url}>{p.title}</AppLink>
      </h2>
      <p className="learning-meta">
        Due {p.dueDate}
        {p.overdue ? " · overdue" : ""}
      </p>
      <ProgressBar percent={p.percent} label={`Progress on ${p.title}`} />
    </Card>
  );
}

export default function LearningPlans() {
  const d = useLoaderData<typeof loader>();
  const columns = [
    { title: "Not started", plans: d.plans.filter((p) => p.percent === 0) },
    { title: "In progress", plans: d.plans.filter((p) => p.percent > 0 && !p.completed) },
    { title: "Completed", plans: d.plans.filter((p) => p.completed) },
  ];
  return (
    <div className="learning-page">
      <h1>My learning plans</h1>
      {d.onboarding ? (
        <Card as="section" aria-labelledby="start-title">
          <h2 id="start-title" className="card-title">
            Start here
          </h2>
          <p>Open your plan, read week 1 in order and mark each lesson complete: your manager sees your progress.</p>
        </Card>
      ) : null}
      {d.plans.length === 0 ? (
        <EmptyState title="No plans assigned to you yet.">
          <p>When your manager assigns a learning plan, it shows here.</p>
        </EmptyState>
      ) : d.workflow ? (
        <div className="learning-board" aria-label="Plans by status">
          {columns.map((c) => (
            <section key={c.title} aria-label={c.title}>
              <h2>{c.title}</h2>
              {c.plans.map((p) => (
                <PlanCard key={p.id} p={p} />
              ))}
            </section>
          ))}
        </div>
      ) : (
        <ul className="learning-parts">
          {d.plans.map((p) => (
            <li key={p.id}>
              <PlanCard p={p} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const meta: MetaFunction = ({ matches, location }) => pageMeta({ title: "My learning plans", noindex: true }, { matches, location });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
