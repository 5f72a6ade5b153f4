// /module/standalone/{moduleAuthorId}/{moduleId}/draft: the author's view of a standalone module,
// published or not; nobody else learns it exists (404). A module written in the editor shows what
// the editor holds now, with the link back to it (docs/product/authoring.md#paths-and-standalone-modules).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/catalog/meta";
import { CATALOG_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { ModulePage } from "~/components/learning/ModulePage";
import { StandaloneParams } from "~/forms/learning.server";
import { moduleDraftView } from "~/services/authoringWorks.server";
import { findModule } from "~/services/learning/content.server";
import learningCss from "~/styles/learning.css";
import { notFound, parseParams } from "~/utils/http.server";
import { LEARNING_TEXTS, requireLearner, requireModuleAccess } from "~/utils/learningAccess.server";

export const links = () => [{ rel: "stylesheet", href: learningCss }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const p = parseParams(params, StandaloneParams);
  const user = await requireLearner(request);
  const module = await findModule({ authorId: p.authorId, moduleId: p.moduleId });
  if (!module || !module.isStandalone) notFound(LEARNING_TEXTS.moduleNotFound);
  await requireModuleAccess(request, user, module, "draft");
  const page = await moduleDraftView(module, user.id);
  return json({ ...page, loggedIn: true, view: "draft" as const }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function StandaloneModuleDraft() {
  return <ModulePage data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  pageMeta({ title: data ? `${data.module.title} (draft)` : "Draft", noindex: true }, { matches, location });

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={CATALOG_LINKS} />;
}
