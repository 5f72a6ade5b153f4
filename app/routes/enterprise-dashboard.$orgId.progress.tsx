// /enterprise-dashboard/{orgId}/progress: each member's progress (courses and coach patterns),
// for the organization's admins and managers (and staff, read-only), with the CSV export.
import { AppLink } from "~/components/AppLink";
import { json, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { requireOrganizationAccess } from "~/services/organizations/members.server";
import { organizationProgress } from "~/services/organizations/progress.server";
import { parseParams } from "~/utils/http.server";
import { Params } from "~/forms/enterpriseProgress.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { orgId } = parseParams(params, Params);
  const access = await requireOrganizationAccess(request, orgId);
  return json({ organization: { id: access.organization.id, name: access.organization.name }, progress: await organizationProgress(orgId) });
}

export default function OrganizationProgress() {
  const { organization, progress } = useLoaderData<typeof loader>();
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
      <section className="card">
        {progress.length === 0 ? (
          <p className="muted">No members yet.</p>
        ) : (
          <div className="table-wrap">
            <table className="data org-progress">
              <caption className="visually-hidden">Progress of each member</caption>
              <thead>
                <tr>
                  <th scope="col">Member</th>
                  <th scope="col">Role</th>
                  <th scope="col" className="num">Courses started</th>
                  <th scope="col" className="num">Lessons completed</th>
                  <th scope="col" className="num">Patterns attempted</th>
                  <th scope="col" className="num">Problems solved</th>
                  <th scope="col" className="num">Average best score</th>
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
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.organization.name ?? "Organization"} · Progress · Codelift` }, { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
