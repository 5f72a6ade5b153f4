// /plan/page/{planId}: a learning plan as its assignee reads it: weeks, contacts, progress per
// week and "Continue" (docs/product/learning-plans.md#assignees).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/catalog/meta";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { PlanView } from "~/components/learning/PlanView";
import { PlanPageParams } from "~/forms/learning.server";
import { learnerPlan } from "~/services/learning/plans.server";
import learningCss from "~/styles/learning.css";
import { parseParams } from "~/utils/http.server";
import { requirePlan } from "~/utils/learningAccess.server";

export const links = () => [{ rel: "stylesheet", href: learningCss }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { planId } = parseParams(params, PlanPageParams);
  const { plan, user } = await requirePlan(request, planId);
  return json(await learnerPlan(plan, user.id, new Date().toISOString().slice(0, 10)), { headers: { "Cache-Control": "private, no-store" } });
}

export default function PlanPage() {
  const d = useLoaderData<typeof loader>();
  // the plan is its organization's private content: the extra header (not on the mentee and preview views)
  return <PlanView data={d} heading={d.plan.title} showContinue privateTo={d.organization || null} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  pageMeta({ title: data?.plan.title ?? "Plan", noindex: true }, { matches, location });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
