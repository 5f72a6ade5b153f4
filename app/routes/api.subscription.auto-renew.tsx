// PUT /api/subscription/auto-renew {auto_renew}: turn the learner's plan's auto-renew off (kept to
// the end of the paid period; the win-back offer is made once) or on again. JSON clients use PUT;
// the billing page's form (no JavaScript) POSTs and is sent back with a toast.
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { setAutoRenew, subscriptionAnswer } from "~/services/billing/subscriptionLife.server";
import { requireApiUser } from "~/utils/auth.server";
import { buttonAction, buttonFields } from "~/utils/buttonAction.server";
import { methodNotAllowed } from "~/utils/http.server";
import { trackingOf } from "~/utils/tracking.server";

const ALLOWED = "PUT, POST";
const AUTO_RENEW_REQUIRED = "Say whether auto-renew is on (auto_renew: true or false).";

const bodySchema = z.object({
  auto_renew: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")], { error: AUTO_RENEW_REQUIRED }),
  ...buttonFields,
});

export const loader = () => methodNotAllowed(ALLOWED);

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "PUT" && request.method !== "POST") return methodNotAllowed(ALLOWED);
  const user = await requireApiUser(request);
  return buttonAction(request, bodySchema, { fallback: "/account/billing", invalidText: AUTO_RENEW_REQUIRED }, async (data) => {
    const result = await setAutoRenew(user, data.auto_renew, new Date(), trackingOf(request));
    if (!result.ok) return result;
    const offer = result.offer
      ? {
          expiration_date: result.offer.expirationDate,
          churned_buyer_discount_type: result.offer.discountType,
          discount_percentage: result.offer.discountPercentage,
        }
      : null;
    return { ok: true, message: result.message, body: { subscription: subscriptionAnswer(result.subscription), churned_buyer_discount: offer } };
  });
}
