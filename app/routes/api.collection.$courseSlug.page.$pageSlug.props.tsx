import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadPageProps, pagePropsMethodNotAllowed } from "~/services/catalog/pageProps.server";
import { lessonSlugKey } from "~/services/catalog/params.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadPageProps(request, lessonSlugKey(params));
}

export async function action() {
  return pagePropsMethodNotAllowed();
}
