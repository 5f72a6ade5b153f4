import { AppLink } from "~/components/AppLink";
import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CATALOG_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { CourseCard } from "~/components/catalog/CourseCard";
import { NOT_FOUND_META, pageMeta } from "~/components/catalog/meta";
import { deprecatedCourseBannerText } from "~/engine/bannerTexts";
import { coursePath, isCourseExpired, isDeprecatedCourse } from "~/engine/catalog";
import { listCourseAlternatives } from "~/models/catalog.server";
import { findCourse } from "~/services/catalog/context.server";
import { courseIdsKey } from "~/services/catalog/params.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const course = await findCourse(courseIdsKey(params));
  // Only a retired course has replacements; any other goes to its own page.
  if (!isDeprecatedCourse(course)) throw redirect(coursePath(course));
  const alternatives = await listCourseAlternatives(course.id);
  const texts = deprecatedCourseBannerText({
    course: { author_id: course.authorId, collection_id: course.collectionId, course_expiration_date: course.courseExpirationDate },
    replacements: alternatives.map((a) => ({ author_id: a.authorId, collection_id: a.collectionId, redirect_url_slug: a.slug })),
  });
  return json({
    course: { title: course.title, path: coursePath(course), expired: isCourseExpired(course, new Date()) },
    message: texts.message,
    recommendation: texts.recommendation,
    alternatives,
  });
}

export default function TransitionPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="transition-page">
      <header className="transition-header">
        <p className="muted">Retired course</p>
        <h1>{data.course.title}</h1>
        <p>{data.message}</p>
        <p>
          <strong>{data.recommendation}</strong>
        </p>
      </header>
      {data.alternatives.length > 0 ? (
        <section aria-labelledby="replacements-title">
          <h2 id="replacements-title">{data.alternatives.length === 1 ? "The new course" : "The new courses"}</h2>
          <ul className="course-grid">
            {data.alternatives.map((c) => (
              <li key={c.id}>
                <CourseCard course={c} action={{ to: coursePath(c), label: "Visit New Course" }} />
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <div className="empty-state">
          <h2>No replacement yet</h2>
          <p className="muted">In the meantime, the catalogue has plenty of current courses on the same topics.</p>
          <AppLink className="button" to="/explore">
            Explore courses
          </AppLink>
        </div>
      )}
      {data.course.expired ? null : (
        <p className="transition-back">
          <AppLink to={data.course.path}>Back to {data.course.title}</AppLink>
        </p>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  data ? pageMeta({ title: `Replacements for ${data.course.title}`, description: data.recommendation }, { matches, location }) : NOT_FOUND_META;

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={CATALOG_LINKS} />;
}
