// /path/lesson/{slug}: "Continue where you left off" on a path: to the lesson of the course or
// module where the learner stopped (docs/product/paths-and-modules.md#continue). Reads only.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { CATALOG_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { PathParams } from "~/forms/learning.server";
import { findLearningPathForAccess, pathContinueUrl } from "~/services/learning/content.server";
import { ORGANIZATION_DENIED_TEXT, pathAccessFor } from "~/services/organizations/access.server";
import { requireLearner } from "~/utils/learningAccess.server";
import { forbidden, notFound, parseParams } from "~/utils/http.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { slug } = parseParams(params, PathParams);
  const user = await requireLearner(request);
  const path = await findLearningPathForAccess(slug);
  if (!path) notFound("We could not find that path.");
  if (!(await pathAccessFor(request, user, path)).allowed) forbidden(ORGANIZATION_DENIED_TEXT);
  const to = await pathContinueUrl(slug, user.id);
  return redirect(to ?? `/path/page/${slug}`, { headers: { "Cache-Control": "private, no-store" } });
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={CATALOG_LINKS} />;
}
