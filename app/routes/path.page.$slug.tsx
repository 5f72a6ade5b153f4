// /path/page/{slug}: a learning path's courses and modules in order, progress across all of
// them, "Continue where you left off" and the completed state (docs/product/paths-and-modules.md#paths).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { NOT_FOUND_META, pageMeta } from "~/components/catalog/meta";
import { ProgressBar } from "~/components/catalog/ProgressBar";
import { CATALOG_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { UnitToc } from "~/components/learning/UnitToc";
import { Badge } from "~/components/ui/Badge";
import { Banner } from "~/components/ui/Banner";
import { ButtonLink } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { PathParams } from "~/forms/learning.server";
import { pathLessonPath, pathPage } from "~/services/learning/content.server";
import { ORGANIZATION_DENIED_TEXT, pathAccessFor } from "~/services/organizations/access.server";
import learningCss from "~/styles/learning.css";
import { getUser } from "~/utils/auth.server";
import { forbidden, notFound, parseParams } from "~/utils/http.server";

export const links = () => [{ rel: "stylesheet", href: learningCss }];

const PATH_COMPLETED_TEXT = "You have completed this path.";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { slug } = parseParams(params, PathParams);
  const user = await getUser(request);
  const page = await pathPage(slug, user?.id ?? null);
  if (!page) notFound("We could not find that path.");
  // paths of an organization member follow the organization's rules (docs/product/organizations.md#content-access)
  const access = await pathAccessFor(request, user, { authorId: page.path.authorId, pathId: page.path.pathId });
  if (!access.allowed) forbidden(ORGANIZATION_DENIED_TEXT);
  return json({ ...page, loggedIn: !!user, resumeHref: pathLessonPath(slug) }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function PathPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="learning-page">
      <p className="learning-meta">
        <AppLink to="/path/page">Learning paths</AppLink>
      </p>
      <h1>{data.path.title}</h1>
      <p className="learning-lede">{data.path.summary}</p>
      <p>
        <Badge>{data.path.difficulty}</Badge> <Badge tone="accent">{data.parts.length} parts</Badge>
      </p>
      {data.loggedIn ? <ProgressBar percent={data.progress.percent} label="Progress on this path" /> : null}
      {data.completed ? (
        <Banner tone="success" role="status" title={PATH_COMPLETED_TEXT}>
          <p>Every required course and module is done.</p>
        </Banner>
      ) : null}
      <div className="learning-actions">
        {data.loggedIn ? (
          <ButtonLink to={data.resumeHref}>{data.started ? "Continue where you left off" : "Start the path"}</ButtonLink>
        ) : (
          <ButtonLink to={`/login?ru=${encodeURIComponent(`/path/page/${data.path.slug}`)}`}>Log in to start</ButtonLink>
        )}
      </div>
      <Card as="section" aria-labelledby="path-parts-title">
        <h2 id="path-parts-title" className="card-title">
          Courses and modules
        </h2>
        <ol className="learning-parts">
          {data.parts.map((p, i) => (
            <li key={p.key} data-part={p.key}>
              <strong>
                {i + 1}. <AppLink to={p.url}>{p.title}</AppLink>
              </strong>{" "}
              <span className="learning-meta">
                {p.kind === "course" ? "Course" : "Module"}
                {p.isOptional ? " · optional" : ""} · {p.progress.completed}/{p.progress.total} lessons
                {p.progress.state === "completed" ? " · completed" : ""}
              </span>
            </li>
          ))}
        </ol>
      </Card>
      <Card as="section" aria-labelledby="path-toc-title">
        <h2 id="path-toc-title" className="card-title">
          Contents
        </h2>
        <UnitToc entries={data.toc} label="Path contents" />
      </Card>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  data ? pageMeta({ title: data.path.title, description: data.path.summary }, { matches, location }) : NOT_FOUND_META;

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={CATALOG_LINKS} />;
}
