import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadPageProps, pagePropsMethodNotAllowed } from "~/services/catalog/pageProps.server";
import { pagePropsIdsKey } from "~/services/catalog/params.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadPageProps(request, pagePropsIdsKey(params));
}

export async function action() {
  return pagePropsMethodNotAllowed();
}
