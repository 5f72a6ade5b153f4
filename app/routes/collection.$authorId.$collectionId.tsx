import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { CATALOG_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { CoursePage } from "~/components/catalog/CoursePage";
import { NOT_FOUND_META, pageMeta } from "~/components/catalog/meta";
import { courseAction, loadCoursePage } from "~/services/catalog/coursePage.server";
import { courseIdsKey } from "~/services/catalog/params.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadCoursePage(request, courseIdsKey(params));
}

export async function action({ request, params }: ActionFunctionArgs) {
  return courseAction(request, courseIdsKey(params));
}

export default CoursePage;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data ? pageMeta({ title: data.course.title, description: data.course.summary, matches, canonicalPath: data.course.canonicalPath }) : NOT_FOUND_META;

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={CATALOG_LINKS} />;
}
