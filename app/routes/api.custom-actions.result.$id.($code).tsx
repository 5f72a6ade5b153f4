// POST /api/custom-actions/result/{id}[/{code}] {request_data: {coupon_code}} (docs/product/billing.md#custom-actions):
// the signed-in learner uses one of the action's coupons; its plan starts, free, once.
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { CUSTOM_ACTION_TEXTS } from "~/engine/customActions";
import { redeemCustomActionCoupon } from "~/services/billing/customActions.server";
import { refuseWhileImpersonating } from "~/utils/auth.server";
import { buyerCountry } from "~/utils/billing.server";
import { actionIdOf, answer, requireViewer } from "~/utils/customActionRoutes.server";
import { appOrigin } from "~/utils/env.server";
import { badRequest, methodNotAllowed, parseBody, parseParams } from "~/utils/http.server";

const codeParams = z.object({ code: z.string().min(1).max(64).optional() });
const body = z.object({
  request_data: z
    .object({ coupon_code: z.string({ error: CUSTOM_ACTION_TEXTS.couponCodeRequired }).max(64, CUSTOM_ACTION_TEXTS.couponNotOfAction).optional() })
    .default({}),
});

export const loader = () => methodNotAllowed("POST");

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const { user } = await requireViewer(request);
  await refuseWhileImpersonating(request);
  const id = actionIdOf(params);
  const { code } = parseParams(params, codeParams, CUSTOM_ACTION_TEXTS.couponNotOfAction);
  const parsed = await parseBody(request, body);
  if (!parsed.ok) badRequest(parsed.errors);
  const outcome = await redeemCustomActionCoupon({
    user,
    actionId: id,
    pathCode: code ?? null,
    bodyCode: parsed.data.request_data.coupon_code ?? null,
    country: buyerCountry(request, user.country),
    origin: appOrigin(),
  });
  if (!outcome.ok) return answer(outcome);
  return answer({
    ok: true,
    data: { status: "succeeded", ...outcome.data, redirect_url: `/order-confirmation?attempt=${outcome.data.attempt_id}` },
  });
}
