// /plan/page/{planId}/progress.csv: the manager's progress per member and week as CSV.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { PlanPageParams } from "~/forms/learning.server";
import { planCsv, planProgress } from "~/services/learning/plans.server";
import { forbidden, parseParams } from "~/utils/http.server";
import { LEARNING_TEXTS, requirePlan } from "~/utils/learningAccess.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { planId } = parseParams(params, PlanPageParams);
  const v = await requirePlan(request, planId, { api: true });
  if (!v.canEdit && !v.staff) forbidden(LEARNING_TEXTS.notPlanBuilder);
  const { members } = await planProgress(v.plan, new Date().toISOString().slice(0, 10));
  return new Response(planCsv(members), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="plan-${v.plan.id}-progress.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
