// /projects: the hands-on projects (docs/product/hands-on.md#projects), open to everyone to read;
// the workspace is for Premium, Premium Plus and staff.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { pageMeta } from "~/components/catalog/meta";
import { CATALOG_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { Badge } from "~/components/ui/Badge";
import { Banner } from "~/components/ui/Banner";
import { ButtonLink } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { PROJECT_UPGRADE_TEXT, PROJECT_UPGRADE_URL } from "~/engine/projects";
import { canUseProjects, completedProjectSlugs, listProjects } from "~/services/projects/projects.server";
import handsOnCss from "~/styles/hands-on.css";
import { getUser } from "~/utils/auth.server";

export const links = () => [{ rel: "stylesheet", href: handsOnCss }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const allowed = await canUseProjects(user);
  const done = user ? await completedProjectSlugs(user.id) : new Set<string>();
  return json(
    {
      allowed,
      upgradeText: PROJECT_UPGRADE_TEXT,
      upgradeUrl: PROJECT_UPGRADE_URL,
      projects: listProjects().map((p) => ({ slug: p.slug, title: p.title, summary: p.summary, kind: p.kind, completed: done.has(p.slug) })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function Projects() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="hands-on-page">
      <h1>Projects</h1>
      <p>
        Build real programs in a workspace that runs your code: guided projects check each step, unguided ones give you a brief and a test runner.
      </p>
      {data.allowed ? null : (
        <Banner tone="info" action={<ButtonLink to={data.upgradeUrl}>See the plans</ButtonLink>}>
          <p>{data.upgradeText}</p>
        </Banner>
      )}
      <ul className="hands-on-list">
        {data.projects.map((p) => (
          <li key={p.slug}>
            <Card as="article">
              <h2 className="card-title">
                <AppLink to={`/projects/${p.slug}`}>{p.title}</AppLink>
              </h2>
              <p>
                <Badge tone="accent">{p.kind === "guided" ? "Guided" : "Unguided"}</Badge>{" "}
                {p.completed ? <Badge tone="success">Completed</Badge> : null}
              </p>
              <p>{p.summary}</p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta({ title: "Projects", description: "Hands-on coding projects with checks that run your code." }, { matches, location });

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={CATALOG_LINKS} />;
}
