// /mentor/{orgId}/mentee/{menteeId}: one mentee's plans and progress, for their mentor (and the
// organization's admins and managers); nobody else (docs/product/learning-plans.md#mentoring).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { pageMeta } from "~/components/catalog/meta";
import { ProgressBar } from "~/components/catalog/ProgressBar";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { Card } from "~/components/ui/Card";
import { OrgMenteeParams } from "~/forms/learning.server";
import { organizationPeople } from "~/models/learningPlans.server";
import { assignedPlans } from "~/services/learning/plans.server";
import learningCss from "~/styles/learning.css";
import { parseParams } from "~/utils/http.server";
import { requireMenteeReader } from "~/utils/learningAccess.server";

export const links = () => [{ rel: "stylesheet", href: learningCss }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { orgId, menteeId } = parseParams(params, OrgMenteeParams);
  await requireMenteeReader(request, orgId, menteeId);
  const person = (await organizationPeople(orgId)).find((p) => p.userId === menteeId);
  const plans = (await assignedPlans(menteeId, new Date().toISOString().slice(0, 10))).filter((p) => p.url);
  return json({ orgId, menteeId, name: person?.name ?? "", plans }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function MenteeView() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className="learning-page">
      <p className="learning-meta">
        <AppLink to={`/mentor/${d.orgId}`}>My mentees</AppLink>
      </p>
      <h1>{d.name}: plans and progress</h1>
      {d.plans.length === 0 ? <p>No plans assigned.</p> : null}
      {d.plans.map((p) => (
        <Card as="article" key={p.id}>
          <h2 className="card-title">
            <AppLink to={`/plan/page/${p.id}/mentee/${d.menteeId}`}>{p.title}</AppLink>
          </h2>
          <p className="learning-meta">
            Due {p.dueDate}
            {p.overdue ? " · overdue" : ""}
          </p>
          <ProgressBar percent={p.percent} label={`${d.name}'s progress on ${p.title}`} />
        </Card>
      ))}
    </div>
  );
}

export const meta: MetaFunction = ({ matches, location }) => pageMeta({ title: "Mentee", noindex: true }, { matches, location });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
