import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { accessDenied, pagePropsMethodNotAllowed } from "~/services/catalog/pageProps.server";
import { coachPageProps } from "~/services/coach/pageProps.server";
import { requirePath } from "~/services/coach/common.server";
import { pagePropsKey } from "~/services/coach/params.server";
import { requirePathAccess } from "~/services/organizations/access.server";
import { getUser } from "~/utils/auth.server";

// Interview-prep lessons are open to read: the props need no session. A path an organization
// member's organizations do not grant answers 403 with the sentence and the path's page to go to.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { pathSlug, pageSlug } = pagePropsKey(params);
  const user = await getUser(request);
  try {
    await requirePathAccess(request, user, await requirePath({ slug: pathSlug }));
  } catch (e) {
    if (e instanceof Response && e.status === 403)
      throw accessDenied(((await e.json()) as { errorText: string }).errorText, `/interview-prep/${pathSlug}`);
    throw e;
  }
  return json(await coachPageProps(pathSlug, pageSlug, { request, userId: user?.id ?? null }), { headers: { "Cache-Control": "private, no-store" } });
}

/** Page props are read with GET (the same answer as the catalog's page-props paths). */
export const action = pagePropsMethodNotAllowed;
