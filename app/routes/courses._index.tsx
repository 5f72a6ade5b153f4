// /courses/: the catalogue section of courses, paths and modules. Members of an organization with
// b2b_search_experience get their organization's search form (docs/product/paths-and-modules.md#catalogue-sections).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { pageMeta } from "~/components/catalog/meta";
import { CATALOG_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { Button } from "~/components/ui/Button";
import { Card } from "~/components/ui/Card";
import { SectionNav } from "~/components/learning/CatalogueSection";
import { TextInput } from "~/components/ui/Field";
import { catalogueSections, courseSection } from "~/services/learning/sections.server";
import learningCss from "~/styles/learning.css";
import { getUser } from "~/utils/auth.server";

export const links = () => [{ rel: "stylesheet", href: learningCss }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const { flags, ...section } = await courseSection(user?.id ?? null);
  return json({ ...section, sections: catalogueSections(flags) }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function CoursesSection() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className="learning-page">
      <h1>Courses</h1>
      <SectionNav sections={d.sections} current="/courses/" />
      {d.organizationSearch ? (
        <Form method="get" action="/explore" className="learning-form" role="search">
          <TextInput name="q" label={`Search ${d.organizationSearch}'s library`} maxLength={100} />
          <Button type="submit">Search</Button>
        </Form>
      ) : (
        <Form method="get" action="/explore" className="learning-form" role="search">
          <TextInput name="q" label="Search courses" maxLength={100} />
          <Button type="submit">Search</Button>
        </Form>
      )}
      <Card as="section" aria-labelledby="paths-title">
        <h2 id="paths-title" className="card-title">
          Learning paths
        </h2>
        <ul>
          {d.paths.map((p) => (
            <li key={p.url}>
              <AppLink to={p.url}>{p.title}</AppLink>
            </li>
          ))}
        </ul>
      </Card>
      <Card as="section" aria-labelledby="modules-title">
        <h2 id="modules-title" className="card-title">
          Modules
        </h2>
        <ul>
          {d.modules.map((m) => (
            <li key={m.url}>
              <AppLink to={m.url}>{m.title}</AppLink>
            </li>
          ))}
        </ul>
      </Card>
      <p>
        <AppLink to="/explore">Browse all courses</AppLink>
      </p>
    </div>
  );
}

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta({ title: "Courses", description: "Courses, learning paths and modules.", canonicalPath: "/courses/" }, { matches, location });

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={CATALOG_LINKS} />;
}
