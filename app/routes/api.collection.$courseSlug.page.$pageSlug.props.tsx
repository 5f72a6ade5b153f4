import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { courseNotFoundText, loadPageProps, pagePropsMethodNotAllowed, pageNotFoundText } from "~/components/catalog/pageProps.server";
import { errorText } from "~/utils/http.server";

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,199}$/);

export async function loader({ request, params }: LoaderFunctionArgs) {
  // A slug of another shape names nothing: not found rather than malformed.
  const course = slug.safeParse(params.courseSlug);
  if (!course.success) return errorText(404, courseNotFoundText({ form: "slug", slug: String(params.courseSlug ?? "") }));
  const page = slug.safeParse(params.pageSlug);
  if (!page.success) {
    const props = await loadPageProps(request, { form: "slug", slug: course.data, pageSlug: "" });
    return props.status === 404 && !(await props.clone().json()).errorText?.startsWith("Page")
      ? props
      : errorText(404, pageNotFoundText({ pageSlug: String(params.pageSlug ?? "") }));
  }
  return loadPageProps(request, { form: "slug", slug: course.data, pageSlug: page.data });
}

export async function action() {
  return pagePropsMethodNotAllowed();
}
