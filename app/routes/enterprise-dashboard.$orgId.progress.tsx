// /enterprise-dashboard/{orgId}/progress: each member's progress (courses and coach patterns),
// for the organization's admins and managers (and staff, read-only), with the CSV export.
import { AppLink } from "~/components/AppLink";
import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { requireOrganizationAccess } from "~/utils/organizationAccess.server";
import { organizationProgress, progressSummary } from "~/services/organizations/progress.server";
import { ProgressChart } from "~/components/organizations/progress/ProgressChart";
import { ProgressSummary } from "~/components/organizations/progress/ProgressSummary";
import { Card } from "~/components/ui/Card";
import { EmptyState } from "~/components/ui/EmptyState";
import { Table } from "~/components/ui/Table";
import { parseParams } from "~/utils/http.server";
import { Params } from "~/forms/enterpriseProgress.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { orgId } = parseParams(params, Params);
  const access = await requireOrganizationAccess(request, orgId);
  const progress = await organizationProgress(orgId);
  return json({ organization: { id: access.organization.id, name: access.organization.name }, progress, summary: progressSummary(progress) });
}

export default function OrganizationProgress() {
  const { organization, progress, summary } = useLoaderData<typeof loader>();
  return (
    <div className="org-admin">
      <header className="org-admin-header">
        <h1>{organization.name}: progress</h1>
        <nav aria-label="Admin area" className="org-admin-nav">
          <AppLink to={`/enterprise-dashboard/${organization.id}`}>Overview</AppLink>
          <AppLink to={`/enterprise-dashboard/${organization.id}/progress`} aria-current="page">
            Progress
          </AppLink>
          <a href={`/enterprise-dashboard/${organization.id}/progress.csv`} download>
            Download CSV
          </a>
        </nav>
      </header>
      {progress.length === 0 ? (
        <EmptyState title="No members yet.">
          <p>Invite people from the overview; their progress shows here.</p>
        </EmptyState>
      ) : (
        <>
          <ProgressSummary summary={summary} />
          <Card as="section" aria-labelledby="progress-chart-title">
            <h2 id="progress-chart-title" className="card-title">
              Activity
            </h2>
            <ProgressChart rows={progress} />
          </Card>
          <Card as="section" aria-labelledby="progress-table-title">
            <h2 id="progress-table-title" className="card-title">
              Members
            </h2>
            <Table label="Progress of each member" className="org-progress">
              <thead>
                <tr>
                  <th scope="col">Member</th>
                  <th scope="col">Role</th>
                  <th scope="col">Last active</th>
                  <th scope="col" className="num">
                    Courses started
                  </th>
                  <th scope="col" className="num">
                    Lessons completed
                  </th>
                  <th scope="col" className="num">
                    Patterns attempted
                  </th>
                  <th scope="col" className="num">
                    Problems solved
                  </th>
                  <th scope="col" className="num">
                    Average best score
                  </th>
                </tr>
              </thead>
              <tbody>
                {progress.map((p) => (
                  <tr key={p.userId}>
                    <th scope="row">
                      {p.fullName}
                      <div className="muted">{p.email}</div>
                    </th>
                    <td>
                      {p.role}
                      {p.hasSeat ? "" : " (no seat)"}
                    </td>
                    <td>{p.lastActiveAt ? <time dateTime={p.lastActiveAt}>{p.lastActiveAt.slice(0, 10)}</time> : "Never"}</td>
                    <td className="num">{p.coursesStarted}</td>
                    <td className="num">{p.lessonsCompleted}</td>
                    <td className="num">{p.patternsAttempted}</td>
                    <td className="num">
                      {p.problemsSolved} of {p.problemsAttempted}
                    </td>
                    <td className="num">{p.averageBestScore === null ? "–" : p.averageBestScore}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Card>
        </>
      )}
    </div>
  );
}

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.organization.name ?? "Organization"} · Progress · Codelift` },
  { name: "robots", content: "noindex" },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
