// /module/standalone/{moduleAuthorId}/{moduleId}/edit: the standalone module's editor lives at
// /create/module/{id} (docs/product/authoring.md#paths-and-standalone-modules); this address leads
// there for its author and staff. Anyone else, and a module not written in the editor, get 404.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { CATALOG_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { StandaloneParams } from "~/forms/learning.server";
import { moduleEditorHref } from "~/services/authoringWorks.server";
import { findModule } from "~/services/learning/content.server";
import { notFound, parseParams } from "~/utils/http.server";
import { LEARNING_TEXTS, requireLearner, requireModuleAccess } from "~/utils/learningAccess.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const p = parseParams(params, StandaloneParams);
  const user = await requireLearner(request);
  const module = await findModule({ authorId: p.authorId, moduleId: p.moduleId });
  if (!module || !module.isStandalone) notFound(LEARNING_TEXTS.moduleNotFound);
  await requireModuleAccess(request, user, module, "draft");
  const href = await moduleEditorHref(module.id);
  if (!href) notFound(LEARNING_TEXTS.moduleNotFound);
  throw redirect(href);
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={CATALOG_LINKS} />;
}
