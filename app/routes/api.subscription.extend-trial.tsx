// PUT /api/subscription/extend-trial {subscription_id}: the trial banner's Extend Trial
// (docs/product/billing.md#free-trial-extension): the learner's own running free trial, once. JSON
// clients use PUT; the banner's form (no JavaScript) POSTs and goes back with a toast.
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { extendFreeTrial, subscriptionAnswer } from "~/services/billing/subscriptionLife.server";
import { requireApiUser } from "~/utils/auth.server";
import { buttonAction, buttonFields } from "~/utils/buttonAction.server";
import { methodNotAllowed } from "~/utils/http.server";

const ALLOWED = "PUT, POST";
const SUBSCRIPTION_REQUIRED = "Name the trial to extend (subscription_id).";
const bodySchema = z.object({
  subscription_id: z.coerce
    .number({ error: SUBSCRIPTION_REQUIRED })
    .int(SUBSCRIPTION_REQUIRED)
    .positive(SUBSCRIPTION_REQUIRED)
    .max(Number.MAX_SAFE_INTEGER, SUBSCRIPTION_REQUIRED),
  ...buttonFields,
});

export const loader = () => methodNotAllowed(ALLOWED);

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PUT" && request.method !== "POST") return methodNotAllowed(ALLOWED);
  const user = await requireApiUser(request);
  return buttonAction(request, bodySchema, { fallback: "/account/billing", invalidText: SUBSCRIPTION_REQUIRED, putIsJson: true }, async (data) => {
    const result = await extendFreeTrial(user, data.subscription_id, new Date());
    return result.ok
      ? { ok: true, message: result.message, body: { subscription: subscriptionAnswer(result.subscription), trial_extended: true } }
      : result;
  });
}
