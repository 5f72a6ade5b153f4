import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { z } from "zod";
import { CATALOG_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { CoursePage } from "~/components/catalog/CoursePage";
import { courseAction, loadCoursePage } from "~/components/catalog/coursePage.server";
import { NOT_FOUND_META, pageMeta } from "~/components/catalog/meta";

const id = z.string().regex(/^\d{1,15}$/).transform(Number);
const paramsSchema = z.object({ authorId: id, collectionId: id });

function courseKey(params: unknown) {
  const parsed = paramsSchema.safeParse(params);
  if (!parsed.success) throw new Response("Course not found", { status: 404 });
  return { form: "ids" as const, ...parsed.data };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadCoursePage(request, courseKey(params));
}

export async function action({ request, params }: ActionFunctionArgs) {
  return courseAction(request, courseKey(params));
}

export default CoursePage;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: data.course.title, description: data.course.summary, canonicalPath: data.course.canonicalPath }) : NOT_FOUND_META;

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={CATALOG_LINKS} />;
}
