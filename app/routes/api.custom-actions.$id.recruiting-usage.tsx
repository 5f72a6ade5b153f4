// GET /api/custom-actions/{id}/recruiting-usage (docs/product/billing.md#custom-actions): how many of
// the action's coupons were used, and when, for staff and the sponsor's admins.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { customActionUsage } from "~/services/billing/customActions.server";
import { actionIdOf, answer, requireViewer } from "~/utils/customActionRoutes.server";
import { methodNotAllowed } from "~/utils/http.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  return answer(await customActionUsage(viewer, actionIdOf(params)));
}

export const action = () => methodNotAllowed("GET");
