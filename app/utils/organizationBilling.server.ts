// The bodies of the organization payment-method paths (docs/product/billing.md#organization-billing),
// shared by their routes: zod at the edge, one clear sentence per missing field.
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireEmbeddedGateway, requireStripeGateway } from "~/services/billing/api.server";
import type { MethodOutcome } from "~/services/billing/paymentMethods.server";
import { requireOrganizationBilling } from "~/services/organizations/billing.server";
import { refuseWhileImpersonating, requireApiUser } from "~/utils/auth.server";
import { badRequest, methodNotAllowed, parseBody } from "~/utils/http.server";
import { listAnswer, methodReply } from "~/utils/paymentReplies.server";

const pageFields = { redirectTo: z.string().max(2048).optional(), reply: z.string().max(8).optional() };

export const nonceBody = z.object({
  payment_method_nonce: z.string({ error: "The payment method nonce is missing." }).trim().min(1, "The payment method nonce is missing.").max(128),
  ...pageFields,
});

export const tokenBody = z.object({
  payment_method_token: z.string({ error: "The payment method token is missing." }).trim().min(1, "The payment method token is missing.").max(128),
  ...pageFields,
});

export const methodIdBody = z.object({
  payment_method_id: z.string({ error: "The payment method id is missing." }).trim().min(1, "The payment method id is missing.").max(128),
  ...pageFields,
});

type ApiUser = Awaited<ReturnType<typeof requireApiUser>>;

/**
 * The action of an organization payment-method path that changes a method: the allowed methods
 * (a plain form POSTs), an API user who is not impersonating, the body's shape first (a 400 tells
 * nothing of the organization), then the organization's paying admin only, then the gateway the
 * path belongs to; the answer is the method list or, for a form, the page it came from.
 */
export function organizationMethodAction<S extends z.ZodTypeAny>(opts: {
  methods: readonly string[];
  body: S;
  /** the gateway the path belongs to; none for a path that takes either */
  gateway?: "embedded" | "stripe";
  change: (user: ApiUser, data: z.infer<S>) => Promise<MethodOutcome>;
}) {
  return async ({ request, params }: ActionFunctionArgs) => {
    if (!opts.methods.includes(request.method)) return methodNotAllowed(opts.methods.join(", "));
    const user = await requireApiUser(request);
    await refuseWhileImpersonating(request);
    const parsed = await parseBody(request, opts.body);
    if (!parsed.ok) badRequest(parsed.errors);
    await requireOrganizationBilling(user, params.orgId, params.subId, { change: true });
    if (opts.gateway === "embedded") requireEmbeddedGateway();
    if (opts.gateway === "stripe") requireStripeGateway();
    const outcome = await opts.change(user, parsed.data);
    return methodReply(request, parsed.raw, outcome, () => listAnswer(user));
  };
}
