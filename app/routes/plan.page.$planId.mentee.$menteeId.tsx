// /plan/page/{planId}/mentee/{menteeId}: a plan as the mentee reads it, with the mentee's progress,
// for their mentor (docs/product/learning-plans.md#mentoring). No private-content header on this view.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/catalog/meta";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { PlanView } from "~/components/learning/PlanView";
import { PlanMenteeParams } from "~/forms/learning.server";
import { organizationPeople } from "~/models/learningPlans.server";
import { learnerPlan } from "~/services/learning/plans.server";
import learningCss from "~/styles/learning.css";
import { notFound, parseParams } from "~/utils/http.server";
import { LEARNING_TEXTS, requireMenteeReader, requirePlan } from "~/utils/learningAccess.server";

export const links = () => [{ rel: "stylesheet", href: learningCss }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { planId, menteeId } = parseParams(params, PlanMenteeParams);
  const { plan } = await requirePlan(request, planId);
  await requireMenteeReader(request, plan.organizationId, menteeId);
  const view = await learnerPlan(plan, menteeId, new Date().toISOString().slice(0, 10));
  if (!view.assignment) notFound(LEARNING_TEXTS.planNotFound);
  const person = (await organizationPeople(plan.organizationId)).find((p) => p.userId === menteeId);
  return json({ ...view, menteeName: person?.name ?? "" }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function MenteePlan() {
  const d = useLoaderData<typeof loader>();
  return <PlanView data={d} heading={`${d.plan.title}: ${d.menteeName}`} showContinue={false} />;
}

export const meta: MetaFunction = ({ matches, location }) => pageMeta({ title: "Mentee plan", noindex: true }, { matches, location });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
