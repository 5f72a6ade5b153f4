// GET /api/custom-actions/context/{id}[/{code}] (?version=2) (docs/product/billing.md#custom-actions):
// the action for staff and its sponsor's admins; one coupon's state for whoever holds its code.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { contextVersion, CUSTOM_ACTION_TEXTS } from "~/engine/customActions";
import { customActionContext } from "~/services/billing/customActions.server";
import { actionIdOf, answer, requireViewer } from "~/utils/customActionRoutes.server";
import { badRequest, methodNotAllowed, parseParams } from "~/utils/http.server";

const codeParams = z.object({ code: z.string().min(1).max(64).optional() });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireViewer(request);
  const id = actionIdOf(params);
  const { code } = parseParams(params, codeParams, CUSTOM_ACTION_TEXTS.couponNotOfAction);
  const version = contextVersion(new URL(request.url).searchParams.get("version"));
  if (version === null) badRequest(CUSTOM_ACTION_TEXTS.badVersion);
  return answer(await customActionContext(viewer, { actionId: id, couponCode: code ?? null, version }));
}

export const action = () => methodNotAllowed("GET");
