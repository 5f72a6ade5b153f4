// PUT /api/subscription/extend-trial {subscription_id}: the trial banner's Extend Trial
// (docs/product/billing.md#free-trial-extension): the learner's own running free trial, once. JSON
// clients use PUT; the banner's form (no JavaScript) POSTs and goes back with a toast.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { extendFreeTrial, subscriptionAnswer } from "~/services/billing/subscriptionLife.server";
import { requireApiUser } from "~/utils/auth.server";
import { failureReply, methodNotAllowed, parseBody, safeRedirect, wantsJson } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";

const ALLOWED = "PUT, POST";
const SUBSCRIPTION_REQUIRED = "Name the trial to extend (subscription_id).";
const bodySchema = z.object({
  subscription_id: z.coerce
    .number({ error: SUBSCRIPTION_REQUIRED })
    .int(SUBSCRIPTION_REQUIRED)
    .positive(SUBSCRIPTION_REQUIRED)
    .max(Number.MAX_SAFE_INTEGER, SUBSCRIPTION_REQUIRED),
  redirectTo: z.string().max(2048).optional(),
  reply: z.string().max(8).optional(),
});

export const loader = () => methodNotAllowed(ALLOWED);

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PUT" && request.method !== "POST") return methodNotAllowed(ALLOWED);
  const user = await requireApiUser(request);
  const parsed = await parseBody(request, bodySchema);
  const back = safeRedirect(parsed.raw.redirectTo, "/account/billing");
  const jsonReply = wantsJson(request) || parsed.raw.reply === "json" || request.method === "PUT";
  if (!parsed.ok) {
    if (jsonReply) return json({ errors: parsed.errors }, { status: 400 });
    return redirectWithToast(back, { status: "ERROR", text: SUBSCRIPTION_REQUIRED });
  }
  const result = await extendFreeTrial(user, parsed.data.subscription_id, new Date());
  if (!result.ok) return jsonReply ? failureReply(result) : redirectWithToast(back, { status: "ERROR", text: result.errorText });
  if (jsonReply) return json({ message: result.message, subscription: subscriptionAnswer(result.subscription), trial_extended: true });
  return redirectWithToast(back, { status: "SUCCESS", text: result.message });
}
