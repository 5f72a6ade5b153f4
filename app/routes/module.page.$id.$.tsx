// /module/page/{id}/…: a module's lessons with progress and "Continue" (docs/product/paths-and-modules.md#modules).
import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NOT_FOUND_META, pageMeta } from "~/components/catalog/meta";
import { CATALOG_LINKS, GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { ModulePage } from "~/components/learning/ModulePage";
import { ModulePageParams } from "~/forms/learning.server";
import { findModule, modulePage, modulePagePath } from "~/services/learning/content.server";
import learningCss from "~/styles/learning.css";
import { getUser } from "~/utils/auth.server";
import { notFound, parseParams } from "~/utils/http.server";
import { LEARNING_TEXTS, requireModuleAccess } from "~/utils/learningAccess.server";

export const links = () => [{ rel: "stylesheet", href: learningCss }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const p = parseParams(params, ModulePageParams);
  const module = await findModule({ id: p.id });
  if (!module) notFound(LEARNING_TEXTS.moduleNotFound);
  // one address per module: the slug is added or corrected
  if (p["*"] !== module.slug) throw redirect(modulePagePath(module), 301);
  const user = await getUser(request);
  await requireModuleAccess(request, user, module, "published");
  const page = await modulePage(module, user?.id ?? null);
  return json({ ...page, loggedIn: !!user, view: "page" as const, editHref: null }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function ModuleRoute() {
  return <ModulePage data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  data ? pageMeta({ title: data.module.title, description: data.module.summary }, { matches, location }) : NOT_FOUND_META;

export function ErrorBoundary() {
  return <GeneralErrorBoundary links={CATALOG_LINKS} />;
}
