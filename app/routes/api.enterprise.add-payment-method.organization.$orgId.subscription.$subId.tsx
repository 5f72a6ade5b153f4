// PUT /api/enterprise/add-payment-method/organization/{orgId}/subscription/{subId}
// {payment_method_nonce} (docs/product/organizations.md#business-checkout): the card that pays for an organization's subscription.
// The organization's card is the primary method of its billing admin, the admin who paid for the
// subscription (payment_methods has no organization column): only that admin changes it (403 for
// the other admins, 404 outside the organization). A plain form (no JavaScript) POSTs.
import { type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { addMethod } from "~/services/billing/paymentMethods.server";
import { listAnswer, methodReply } from "~/utils/paymentReplies.server";
import { billingAdminOf, ORG_PAYMENT_TEXTS, requireOrganizationSubscription } from "~/services/organizations/purchases.server";
import { refuseWhileImpersonating, requireApiUser } from "~/utils/auth.server";
import { badRequest, forbidden, methodNotAllowed, parseBody } from "~/utils/http.server";

const bodySchema = z.object({
  payment_method_nonce: z.string({ error: "The payment method nonce is missing." }).trim().min(1, "The payment method nonce is missing.").max(128),
  redirectTo: z.string().max(2048).optional(),
  reply: z.string().max(8).optional(),
});

export const loader = () => methodNotAllowed("PUT, POST");

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PUT" && request.method !== "POST") return methodNotAllowed("PUT, POST");
  const user = await requireApiUser(request);
  await refuseWhileImpersonating(request);
  const parsed = await parseBody(request, bodySchema);
  if (!parsed.ok) badRequest(parsed.errors);
  const { subscription } = await requireOrganizationSubscription(user, params.orgId, params.subId);
  const payer = await billingAdminOf(subscription);
  if (payer === null) badRequest(ORG_PAYMENT_TEXTS.noBillingAdmin);
  if (payer !== user.id) forbidden(ORG_PAYMENT_TEXTS.billingAdminOnly);
  const outcome = await addMethod(user, parsed.data.payment_method_nonce, { primary: true });
  return methodReply(request, parsed.raw, outcome, () => listAnswer(user));
}
