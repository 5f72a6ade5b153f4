// GET /api/custom-actions/transaction/coupon/{id}/{transaction}/invoice (docs/product/billing.md#custom-actions):
// the invoice of one purchase of the action's coupons, with the coupons it created.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { CUSTOM_ACTION_TEXTS } from "~/engine/customActions";
import { customActionInvoice } from "~/services/billing/customActions.server";
import { actionIdOf, answer, requireViewer } from "~/utils/customActionRoutes.server";
import { methodNotAllowed, parseParams } from "~/utils/http.server";

const txParams = z.object({ transactionId: z.string().regex(/^\d{1,15}$/) });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  const id = actionIdOf(params);
  const { transactionId } = parseParams(params, txParams, CUSTOM_ACTION_TEXTS.noInvoice);
  return answer(await customActionInvoice(viewer, id, Number(transactionId)));
}

export const action = () => methodNotAllowed("GET");
