// /create/module/{id}: the module editor (docs/product/authoring.md#paths-and-standalone-modules). Only the
// owner and staff may open it; anyone else gets the not-found page.
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AppLink } from "~/components/AppLink";
import { WorkEditor, type WorkEditorResult } from "~/components/authoring/WorkEditor";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { pageMeta } from "~/components/catalog/meta";
import { workEditorAction, workEditorLoader } from "~/utils/workEditorRoutes.server";
import authoringCss from "~/styles/authoring.css";

export const links = () => [{ rel: "stylesheet", href: authoringCss }];

export const loader = ({ request, params }: LoaderFunctionArgs) => workEditorLoader("module", request, params);

export const action = ({ request, params }: ActionFunctionArgs) => workEditorAction("module", request, params);

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  pageMeta({ title: data ? `Edit: ${data.draft.title}` : "Module editor", noindex: true }, { matches, location });

export default function ModuleEditorPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as WorkEditorResult | undefined;
  return (
    <section className="authoring-page">
      <p className="authoring-breadcrumb">
        <AppLink to="/create">Your works</AppLink> / Module
      </p>
      <h1>{data.draft.title}</h1>
      <WorkEditor {...data} result={result} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
