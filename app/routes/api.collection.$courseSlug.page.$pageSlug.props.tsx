import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { courseNotFoundText, loadPageProps, pageNotFoundText, pagePropsMethodNotAllowed } from "~/components/catalog/pageProps.server";
import { errorText } from "~/utils/http.server";

// Any slug is looked up as given (parameterised); one too long to exist is simply not found.
const slug = z.string().min(1).max(200);
const paramsSchema = z.object({ courseSlug: slug, pageSlug: slug });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const parsed = paramsSchema.safeParse(params);
  if (!parsed.success)
    return errorText(
      404,
      slug.safeParse(params.courseSlug).success
        ? pageNotFoundText({ pageSlug: String(params.pageSlug ?? "").slice(0, 200) })
        : courseNotFoundText({ form: "slug", slug: String(params.courseSlug ?? "").slice(0, 200) }),
    );
  return loadPageProps(request, { form: "slug", slug: parsed.data.courseSlug, pageSlug: parsed.data.pageSlug });
}

export async function action() {
  return pagePropsMethodNotAllowed();
}
