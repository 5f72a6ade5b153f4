// /path/page: the learning paths, with the learner's progress on each (docs/product/paths-and-modules.md#paths).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { pageMeta } from "~/components/catalog/meta";
import { ProgressBar } from "~/components/catalog/ProgressBar";
import { CATALOG_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { Card } from "~/components/ui/Card";
import { pathList } from "~/services/learning/content.server";
import learningCss from "~/styles/learning.css";
import { getUser } from "~/utils/auth.server";

export const links = () => [{ rel: "stylesheet", href: learningCss }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  return json({ paths: await pathList(user?.id ?? null), loggedIn: !!user }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function Paths() {
  const { paths, loggedIn } = useLoaderData<typeof loader>();
  return (
    <div className="learning-page">
      <h1>Learning paths</h1>
      <p className="learning-lede">Courses and modules in an order that builds one skill on the next.</p>
      <ul className="learning-parts">
        {paths.map((p) => (
          <li key={p.slug}>
            <Card as="article">
              <h2 className="card-title">
                <AppLink to={p.url}>{p.title}</AppLink>
              </h2>
              <p>{p.summary}</p>
              <p className="learning-meta">{p.parts} parts</p>
              {loggedIn ? <ProgressBar percent={p.percent} label={`Progress on ${p.title}`} /> : null}
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta({ title: "Learning paths", description: "Courses and modules in order." }, { matches, location });

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={CATALOG_LINKS} />;
}
