// /plan/{planAuthorId}/{planId}/preview: the plan as assignees will read it, for its builders.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/catalog/meta";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { PlanView } from "~/components/learning/PlanView";
import { PlanEditParams } from "~/forms/learning.server";
import { learnerPlan } from "~/services/learning/plans.server";
import learningCss from "~/styles/learning.css";
import { notFound, parseParams } from "~/utils/http.server";
import { LEARNING_TEXTS, requirePlan } from "~/utils/learningAccess.server";

export const links = () => [{ rel: "stylesheet", href: learningCss }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const p = parseParams(params, PlanEditParams);
  const { plan, user } = await requirePlan(request, p.planId, { edit: true });
  if (plan.authorId !== p.authorId) notFound(LEARNING_TEXTS.planNotFound);
  const view = await learnerPlan(plan, user.id, new Date().toISOString().slice(0, 10));
  return json({ ...view, standing: null, assignment: null }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function PlanPreview() {
  const d = useLoaderData<typeof loader>();
  return <PlanView data={d} heading={`Preview: ${d.plan.title}`} showContinue={false} />;
}

export const meta: MetaFunction = ({ matches, location }) => pageMeta({ title: "Plan preview", noindex: true }, { matches, location });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
