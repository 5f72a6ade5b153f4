import { json, type ActionFunctionArgs } from "@remix-run/node";
import { requireEmbeddedGateway } from "~/services/billing/api.server";
import { requireApiUser } from "~/utils/auth.server";
import { z } from "zod";
import { badRequest, methodNotAllowed, parseBody } from "~/utils/http.server";

const schema = z.object({ is_enterprise_flow: z.union([z.boolean(), z.enum(["true", "false"])]).optional() });

export const loader = () => methodNotAllowed("POST");

/** A client token for adding a payment method (embedded gateway, test mode): authorises tokenizing a card for this learner. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireApiUser(request);
  const parsed = await parseBody(request, schema);
  if (!parsed.ok) badRequest(parsed.errors);
  const { token, threeDSecure } = await requireEmbeddedGateway().clientToken(user);
  return json({ token, BT_3D_secure_status: threeDSecure }, { headers: { "Cache-Control": "no-store" } });
}
