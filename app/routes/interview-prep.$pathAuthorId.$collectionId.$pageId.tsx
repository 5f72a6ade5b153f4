import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { COACH_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { CoachLessonPage, coachLessonHeaders, coachLessonShouldRevalidate } from "~/components/coach/CoachLessonPage";
import { coachPageDescription, NOT_FOUND_META, pageMeta } from "~/components/catalog/meta";
import { coachLessonAction, loadCoachLesson } from "~/services/coach/lessonPage.server";
import { lessonFallbackKey } from "~/services/coach/params.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadCoachLesson(request, lessonFallbackKey(params));
}

export async function action({ request, params }: ActionFunctionArgs) {
  return coachLessonAction(request, lessonFallbackKey(params));
}

export const shouldRevalidate = coachLessonShouldRevalidate;

export const headers = coachLessonHeaders;

export default CoachLessonPage;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? pageMeta({ title: `${data.page.title} · ${data.path.title}`, description: coachPageDescription(data.page.title, data.path.title), matches, canonicalPath: data.canonicalPath }) : NOT_FOUND_META;

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={COACH_LINKS} />;
}
