// /plan/page/{planId}/progress: each assignee's progress per week and the overdue members, for the
// plan's builders (admins and managers who may create plans) and staff (docs/product/learning-plans.md#progress).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { pageMeta } from "~/components/catalog/meta";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { Card } from "~/components/ui/Card";
import { EmptyState } from "~/components/ui/EmptyState";
import { Table } from "~/components/ui/Table";
import { weekStatusText } from "~/engine/learningPlans";
import { PlanPageParams } from "~/forms/learning.server";
import { planPaths, planProgress } from "~/services/learning/plans.server";
import learningCss from "~/styles/learning.css";
import { forbidden, parseParams } from "~/utils/http.server";
import { LEARNING_TEXTS, requirePlan } from "~/utils/learningAccess.server";

export const links = () => [{ rel: "stylesheet", href: learningCss }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { planId } = parseParams(params, PlanPageParams);
  const v = await requirePlan(request, planId);
  if (!v.canEdit && !v.staff) forbidden(LEARNING_TEXTS.notPlanBuilder);
  const { weeks, members, overdue } = await planProgress(v.plan, new Date().toISOString().slice(0, 10));
  return json(
    {
      plan: { title: v.plan.title, organizationId: v.plan.organizationId, ...planPaths(v.plan) },
      weeks: weeks.map((w) => ({ id: w.id, title: w.title })),
      members: members.map((m) => ({ userId: m.userId, name: m.name, email: m.email, dueDate: m.dueDate, standing: m.standing })),
      overdue: overdue.map((m) => ({ userId: m.userId, name: m.name, weeks: m.standing.weeks.filter((w) => w.overdue).map((w) => w.title) })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function PlanProgress() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className="learning-page">
      <p className="learning-meta">
        <AppLink to={`/manager/${d.plan.organizationId}`}>Manager area</AppLink> · <AppLink to={d.plan.edit}>Edit plan</AppLink>
      </p>
      <h1>{d.plan.title}: progress</h1>
      <p>
        <a href={d.plan.csv} download>
          Download CSV
        </a>
      </p>
      <Card as="section" aria-labelledby="overdue-title">
        <h2 id="overdue-title" className="card-title">
          Overdue
        </h2>
        {d.overdue.length === 0 ? (
          <p>Nobody is overdue.</p>
        ) : (
          <ul className="learning-overdue">
            {d.overdue.map((m) => (
              <li key={m.userId}>
                {m.name}: {m.weeks.join(", ")}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card as="section" aria-labelledby="members-title">
        <h2 id="members-title" className="card-title">
          Members
        </h2>
        {d.members.length === 0 ? (
          <EmptyState title="Nobody is assigned yet.">
            <p>Assign the plan to a team or a member from the editor.</p>
          </EmptyState>
        ) : (
          <div className="learning-table-wrap">
            <Table label="Progress of each member per week">
              <thead>
                <tr>
                  <th scope="col">Member</th>
                  {d.weeks.map((w, i) => (
                    <th scope="col" key={w.id}>
                      Week {i + 1}: {w.title}
                    </th>
                  ))}
                  <th scope="col" className="num">
                    Overall
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.members.map((m) => (
                  <tr key={m.userId}>
                    <th scope="row">{m.name}</th>
                    {m.standing.weeks.map((w) => (
                      <td key={w.id}>
                        {w.progress.percent}% · {weekStatusText(w)}
                      </td>
                    ))}
                    <td className="num">{m.standing.overall.percent}%</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        )}
      </Card>
    </div>
  );
}

export const meta: MetaFunction = ({ matches, location }) => pageMeta({ title: "Plan progress", noindex: true }, { matches, location });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
