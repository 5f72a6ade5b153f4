// PUT /api/subscription/auto-renew {auto_renew}: turn the learner's plan's auto-renew off (kept to
// the end of the paid period; the win-back offer is made once) or on again. JSON clients use PUT;
// the billing page's form (no JavaScript) POSTs and is sent back with a toast.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { setAutoRenew, subscriptionAnswer } from "~/services/billing/subscriptionLife.server";
import { requireApiUser } from "~/utils/auth.server";
import { failureReply, methodNotAllowed, parseBody, safeRedirect, wantsJson } from "~/utils/http.server";
import { redirectWithToast } from "~/utils/toast.server";
import { trackingOf } from "~/utils/tracking.server";

const ALLOWED = "PUT, POST";
const AUTO_RENEW_REQUIRED = "Say whether auto-renew is on (auto_renew: true or false).";

const bodySchema = z.object({
  auto_renew: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")], { error: AUTO_RENEW_REQUIRED }),
  redirectTo: z.string().max(2048).optional(),
  reply: z.string().max(8).optional(),
});

export const loader = () => methodNotAllowed(ALLOWED);

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PUT" && request.method !== "POST") return methodNotAllowed(ALLOWED);
  const user = await requireApiUser(request);
  const asJson = wantsJson(request);
  const parsed = await parseBody(request, bodySchema);
  const back = safeRedirect(parsed.raw.redirectTo, "/account/billing");
  const jsonReply = asJson || parsed.raw.reply === "json";
  if (!parsed.ok) {
    if (jsonReply) return json({ errors: parsed.errors }, { status: 400 });
    return redirectWithToast(back, { status: "ERROR", text: AUTO_RENEW_REQUIRED });
  }
  const result = await setAutoRenew(user, parsed.data.auto_renew, new Date(), trackingOf(request));
  if (!result.ok) {
    if (jsonReply) return failureReply(result);
    return redirectWithToast(back, { status: "ERROR", text: result.errorText });
  }
  if (jsonReply) {
    return json({
      message: result.message,
      subscription: subscriptionAnswer(result.subscription),
      churned_buyer_discount: result.offer
        ? {
            expiration_date: result.offer.expirationDate,
            churned_buyer_discount_type: result.offer.discountType,
            discount_percentage: result.offer.discountPercentage,
          }
        : null,
    });
  }
  return redirectWithToast(back, { status: "SUCCESS", text: result.message });
}
