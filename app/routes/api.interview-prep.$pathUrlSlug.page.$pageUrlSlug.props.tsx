import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { pagePropsMethodNotAllowed } from "~/services/catalog/pageProps.server";
import { coachPageProps } from "~/services/coach/pageProps.server";
import { pagePropsKey } from "~/services/coach/params.server";

// Interview-prep lessons are open to read: the props need no session.
export async function loader({ params }: LoaderFunctionArgs) {
  const { pathSlug, pageSlug } = pagePropsKey(params);
  return json(await coachPageProps(pathSlug, pageSlug), { headers: { "Cache-Control": "private, no-store" } });
}

/** Page props are read with GET (the same answer as the catalog's page-props paths). */
export const action = pagePropsMethodNotAllowed;
