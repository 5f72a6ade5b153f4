// /courses/mock-interview: the catalogue's section of mock interviews, one per company, each opening
// the start form with that company chosen (docs/product/paths-and-modules.md#catalogue-sections).
// A static segment: it wins over /courses/{slug}.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/catalog/meta";
import { CATALOG_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { SectionItems, SectionNav } from "~/components/learning/CatalogueSection";
import { mockInterviewSectionItems } from "~/engine/mockInterviews";
import { catalogueSections, MOCK_INTERVIEW_SECTION, sectionFlags } from "~/services/learning/sections.server";
import learningCss from "~/styles/learning.css";
import { getUser } from "~/utils/auth.server";

export const links = () => [{ rel: "stylesheet", href: learningCss }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const flags = await sectionFlags(user?.id ?? null);
  return json({ items: mockInterviewSectionItems(), sections: catalogueSections(flags) }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function MockInterviewSection() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className="learning-page">
      <h1>Mock interviews</h1>
      <SectionNav sections={d.sections} current={MOCK_INTERVIEW_SECTION} />
      <p className="learning-lede">A timed coding interview in a company's style, graded by the coach, with a report at the end.</p>
      <SectionItems items={d.items} empty={{ title: "No mock interviews yet.", text: "Mock interviews will be listed here." }} />
    </div>
  );
}

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(
    {
      title: "Mock interviews",
      description: "Timed mock coding interviews in the style of the companies you apply to.",
      canonicalPath: MOCK_INTERVIEW_SECTION,
    },
    { matches, location },
  );

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={CATALOG_LINKS} />;
}
