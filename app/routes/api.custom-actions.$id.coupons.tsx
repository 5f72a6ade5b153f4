// POST /api/custom-actions/{id}/coupons {status, limit, offset} (docs/product/billing.md#custom-actions):
// the action's coupons, filtered; it reads only (POST carries the filter), for staff and the sponsor's admins.
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { COUPON_STATUS_FILTERS } from "~/engine/customActions";
import { customActionCoupons } from "~/services/billing/customActions.server";
import { actionIdOf, answer, requireViewer } from "~/utils/customActionRoutes.server";
import { badRequest, methodNotAllowed, parseBody } from "~/utils/http.server";

const body = z.object({
  status: z.enum(COUPON_STATUS_FILTERS, { error: "status must be all, unused, used or disabled." }).default("all"),
  limit: z.number({ error: "limit must be a whole number from 1 to 500." }).int().min(1).max(500).default(100),
  offset: z.number({ error: "offset must be a whole number from 0." }).int().min(0).max(1_000_000).default(0),
});

export const loader = () => methodNotAllowed("POST");

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const viewer = await requireViewer(request);
  const id = actionIdOf(params);
  const parsed = await parseBody(request, body);
  if (!parsed.ok) badRequest(parsed.errors);
  return answer(await customActionCoupons(viewer, id, parsed.data));
}
