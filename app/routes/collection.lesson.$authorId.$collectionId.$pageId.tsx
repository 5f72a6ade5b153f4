import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { CATALOG_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { LessonPage, lessonShouldRevalidate } from "~/components/catalog/LessonPage";
import { NOT_FOUND_META, pageMeta } from "~/components/catalog/meta";
import { lessonAction, loadLessonPage } from "~/services/catalog/lessonPage.server";
import { lessonIdsKey } from "~/services/catalog/params.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadLessonPage(request, lessonIdsKey(params));
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return lessonAction(request, lessonIdsKey(params), context);
}

export const shouldRevalidate = lessonShouldRevalidate;

export default LessonPage;

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  data
    ? pageMeta(
        { title: `${data.lesson.title} · ${data.course.title}`, description: data.lesson.summary, canonicalPath: data.lesson.canonicalPath },
        { matches, location },
      )
    : NOT_FOUND_META;

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={CATALOG_LINKS} />;
}
