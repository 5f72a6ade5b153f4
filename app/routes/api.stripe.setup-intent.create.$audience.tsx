// POST /api/stripe/setup-intent/create/{b2b|b2c} (docs/product/billing.md#payment-methods): a SetupIntent's client secret
// with which the browser's Stripe form saves a card for this learner. Business (b2b) setup comes
// with organizations; until then it answers 404.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { GatewayUnavailable } from "~/services/payments/gateway.server";
import { paymentGateway } from "~/services/payments/index.server";
import { couldNotProcessText } from "~/engine";
import { requireApiUser, refuseWhileImpersonating } from "~/utils/auth.server";
import { env } from "~/utils/env.server";
import { errorText, methodNotAllowed, notFound, readBody } from "~/utils/http.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireApiUser(request);
  await refuseWhileImpersonating(request);
  await readBody(request); // a body, when sent, must be well formed
  if (params.audience !== "b2c")
    notFound(params.audience === "b2b" ? "Business payment methods come with organizations." : "Unknown audience: use b2c or b2b.");
  const gateway = paymentGateway();
  if (gateway.name !== "stripe") notFound("Card payments here are taken by the site's own card gateway: use the card-provider paths.");
  try {
    const { token } = await gateway.clientToken(user);
    return json({ client_secret: token }, { headers: { "Cache-Control": "no-store" } });
  } catch (e) {
    if (e instanceof GatewayUnavailable) return errorText(503, couldNotProcessText(env().SUPPORT_EMAIL));
    throw e;
  }
}
