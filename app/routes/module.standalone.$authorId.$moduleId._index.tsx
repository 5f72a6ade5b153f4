// /module/standalone/{moduleAuthorId}/{moduleId}: a standalone module, published (docs/product/paths-and-modules.md#standalone-modules).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NOT_FOUND_META, pageMeta } from "~/components/catalog/meta";
import { CATALOG_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { ModulePage } from "~/components/learning/ModulePage";
import { StandaloneParams } from "~/forms/learning.server";
import { findModule, modulePage } from "~/services/learning/content.server";
import learningCss from "~/styles/learning.css";
import { getUser } from "~/utils/auth.server";
import { notFound, parseParams } from "~/utils/http.server";
import { LEARNING_TEXTS, requireModuleAccess } from "~/utils/learningAccess.server";

export const links = () => [{ rel: "stylesheet", href: learningCss }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const p = parseParams(params, StandaloneParams);
  const module = await findModule({ authorId: p.authorId, moduleId: p.moduleId });
  if (!module || !module.isStandalone) notFound(LEARNING_TEXTS.moduleNotFound);
  const user = await getUser(request);
  await requireModuleAccess(request, user, module, "published");
  const page = await modulePage(module, user?.id ?? null);
  return json({ ...page, loggedIn: !!user, view: "standalone" as const, editHref: null }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function StandaloneModule() {
  return <ModulePage data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  data ? pageMeta({ title: data.module.title, description: data.module.summary }, { matches, location }) : NOT_FOUND_META;

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={CATALOG_LINKS} />;
}
