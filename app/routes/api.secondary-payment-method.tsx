// POST and DELETE /api/secondary-payment-method (docs/product/billing.md#payment-methods): sets the learner's backup
// method (charged when the primary fails; it replaces the previous backup, and the primary cannot
// be its own backup), or removes the backup flag (the card stays saved). Either processor. A plain
// HTML form (no JavaScript) removes with POST and _method=DELETE.
import { type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { clearMethodSecondary, makeMethodSecondary } from "~/services/billing/paymentMethods.server";
import { listAnswer, methodReply } from "~/utils/paymentReplies.server";
import { requireApiUser, refuseWhileImpersonating } from "~/utils/auth.server";
import { badRequest, methodNotAllowed, parseBody } from "~/utils/http.server";

const TOKEN_MISSING = "The payment method token is missing.";
const schema = z
  .object({
    payment_method_token: z.string().trim().max(128).optional(),
    /** DELETE: the method's token by its other name */
    id: z.string().trim().max(128).optional(),
    _method: z.enum(["DELETE", "delete", "POST", "post"]).optional(),
    redirectTo: z.string().max(2048).optional(),
    reply: z.string().max(8).optional(),
  })
  .refine((b) => !!(b.payment_method_token || b.id), { message: TOKEN_MISSING, path: ["payment_method_token"] });

export const loader = () => methodNotAllowed("POST, DELETE");

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST" && request.method !== "DELETE") return methodNotAllowed("POST, DELETE");
  const user = await requireApiUser(request);
  await refuseWhileImpersonating(request);
  const parsed = await parseBody(request, schema);
  if (!parsed.ok) badRequest(parsed.errors);
  const token = (parsed.data.payment_method_token || parsed.data.id)!;
  const removing = request.method === "DELETE" || parsed.data._method?.toUpperCase() === "DELETE";
  const outcome = removing ? await clearMethodSecondary(user, token) : await makeMethodSecondary(user, token);
  return methodReply(request, parsed.raw, outcome, () => listAnswer(user));
}
