// /courses/coaching-session: the catalogue's section of coaching sessions, the coach's roadmaps
// (an organization's members see those their organizations grant) (docs/product/paths-and-modules.md#catalogue-sections).
// A static segment: it wins over /courses/{slug}.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/catalog/meta";
import { CATALOG_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { SectionItems, SectionNav } from "~/components/learning/CatalogueSection";
import { catalogueSections, COACHING_SECTION, coachingSessionItems, sectionFlags } from "~/services/learning/sections.server";
import learningCss from "~/styles/learning.css";
import { getUser } from "~/utils/auth.server";

export const links = () => [{ rel: "stylesheet", href: learningCss }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const [flags, items] = await Promise.all([sectionFlags(user?.id ?? null), coachingSessionItems(user)]);
  return json({ items, sections: catalogueSections(flags) }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function CoachingSection() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className="learning-page">
      <h1>Coaching sessions</h1>
      <SectionNav sections={d.sections} current={COACHING_SECTION} />
      <p className="learning-lede">The interview-prep coach picks your next problem, grades your code and plans your weeks, one roadmap at a time.</p>
      <SectionItems
        items={d.items}
        empty={{ title: "No coaching sessions for you yet.", text: "Your organization has not included a coaching roadmap." }}
      />
    </div>
  );
}

export const meta: MetaFunction = ({ matches, location }) =>
  pageMeta(
    {
      title: "Coaching sessions",
      description: "Adaptive interview-prep roadmaps: the coach picks, grades and plans.",
      canonicalPath: COACHING_SECTION,
    },
    { matches, location },
  );

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={CATALOG_LINKS} />;
}
