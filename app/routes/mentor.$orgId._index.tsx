// /mentor/{orgId}: a mentor's dashboard: their mentees with each one's plans and progress
// (docs/product/learning-plans.md#mentoring). Needs is_training_enabled on the organization.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { pageMeta } from "~/components/catalog/meta";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { Card } from "~/components/ui/Card";
import { EmptyState } from "~/components/ui/EmptyState";
import { hasFlag } from "~/engine/learningPlans";
import { OrgParams } from "~/forms/learning.server";
import { mentorDashboard } from "~/services/learning/plans.server";
import learningCss from "~/styles/learning.css";
import { forbidden, parseParams } from "~/utils/http.server";
import { requireMembership } from "~/utils/learningAccess.server";

export const links = () => [{ rel: "stylesheet", href: learningCss }];

const TRAINING_OFF = "Mentoring is not enabled for this organization.";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { orgId } = parseParams(params, OrgParams);
  const { user, membership, staff } = await requireMembership(request, orgId);
  if (membership && !hasFlag(membership, "is_training_enabled")) forbidden(TRAINING_OFF);
  if (!staff && !membership?.is_mentor) forbidden("Only mentors have a mentoring dashboard.");
  const mentees = await mentorDashboard(orgId, user.id, new Date().toISOString().slice(0, 10));
  return json({ orgId, name: membership?.organization_name ?? "", mentees }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function MentorDashboard() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className="learning-page">
      <h1>My mentees</h1>
      <p className="learning-lede">{d.name}</p>
      {d.mentees.length === 0 ? (
        <EmptyState title="No mentees yet." />
      ) : (
        <ul className="learning-parts">
          {d.mentees.map((m) => (
            <li key={m.userId}>
              <Card as="article">
                <h2 className="card-title">
                  <AppLink to={`/mentor/${d.orgId}/mentee/${m.userId}`}>{m.name}</AppLink>
                </h2>
                {m.plans.length === 0 ? (
                  <p>No plans assigned.</p>
                ) : (
                  <ul>
                    {m.plans.map((p) => (
                      <li key={p.id}>
                        <AppLink to={`/plan/page/${p.id}/mentee/${m.userId}`}>{p.title}</AppLink>: {p.percent}%{p.overdue ? " · overdue" : ""}
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const meta: MetaFunction = ({ matches, location }) => pageMeta({ title: "My mentees", noindex: true }, { matches, location });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
