import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { z } from "zod";
import { CATALOG_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { LessonPage, lessonShouldRevalidate } from "~/components/catalog/LessonPage";
import { lessonAction, loadLessonPage } from "~/components/catalog/lessonPage.server";
import { NOT_FOUND_META, pageMeta } from "~/components/catalog/meta";

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,199}$/);
const paramsSchema = z.object({ courseSlug: slug, pageSlug: slug });

function lessonKey(params: unknown) {
  const parsed = paramsSchema.safeParse(params);
  if (!parsed.success) throw new Response("Lesson not found", { status: 404 });
  return { form: "slug" as const, slug: parsed.data.courseSlug, pageSlug: parsed.data.pageSlug };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadLessonPage(request, lessonKey(params));
}

export async function action({ request, params }: ActionFunctionArgs) {
  return lessonAction(request, lessonKey(params));
}

export const shouldRevalidate = lessonShouldRevalidate;

export default LessonPage;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? pageMeta({ title: `${data.lesson.title} · ${data.course.title}`, description: data.lesson.summary, canonicalPath: data.lesson.canonicalPath })
    : NOT_FOUND_META;

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={CATALOG_LINKS} />;
}
