// /cloudlabs/: the catalogue section of cloud labs; an empty section says so (docs/product/paths-and-modules.md#catalogue-sections).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/catalog/meta";
import { CATALOG_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { SectionItems, SectionNav } from "~/components/learning/CatalogueSection";
import { catalogueSections, cloudLabSection, sectionFlags } from "~/services/learning/sections.server";
import learningCss from "~/styles/learning.css";
import { getUser } from "~/utils/auth.server";

export const links = () => [{ rel: "stylesheet", href: learningCss }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const flags = await sectionFlags(user?.id ?? null);
  return json({ items: await cloudLabSection(flags), sections: catalogueSections(flags) }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function Section() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className="learning-page">
      <h1>Cloud labs</h1>
      <SectionNav sections={d.sections} current="/cloudlabs/" />
      <SectionItems items={d.items} empty={{ title: "No cloud labs yet.", text: "Cloud labs will be listed here as soon as they are published." }} />
    </div>
  );
}

export const meta: MetaFunction = ({ matches, location }) => pageMeta({ title: "Cloud labs", canonicalPath: "/cloudlabs/" }, { matches, location });

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={CATALOG_LINKS} />;
}
